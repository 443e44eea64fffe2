#!/usr/bin/env python3
"""Measures the browser build in headless Chromium (docs/performance.md, "The browser build"):
how long after navigation the title screen is drawn, and a Master search in the engine's Web
Worker (its depth, speed and time) while the page's main thread is watched for tasks longer
than 50 ms. Needs Debian's chromium and chromium-driver and `pip install selenium`, and the
bundle served, e.g. `tabula-server --web target/web`.

    python3 tools/web-check.py [--url http://127.0.0.1:7470/] [--runs 3]
"""

import argparse
import statistics
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

WORKER_SEARCH = """
const done = arguments[arguments.length - 1];
window.__long = [];
new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => Math.round(e.duration))))
  .observe({ type: 'longtask' });
const worker = new Worker('engine-worker.js');
const started = performance.now();
let printed = '';
worker.onmessage = (event) => {
  printed += event.data;
  if (printed.includes('bestmove')) {
    worker.terminate();
    // Long tasks are reported after they end: give the observer a moment.
    setTimeout(() => done([Math.round(performance.now() - started), printed, window.__long]), 300);
  }
};
for (const command of ['setoption name UCI_Variant value chess', 'setoption name Level value Master',
                       'position startpos moves e2e4 e7e5 g1f3', 'go movetime 2000']) {
  worker.postMessage(command);
}
"""


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                     "--window-size=1280,800"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    return driver


def title_time(url):
    """Milliseconds from navigation until the page's loading line goes (Bevy sized the canvas)."""
    driver = browser()
    try:
        driver.get(url)
        deadline = time.time() + 60
        while driver.execute_script("return document.getElementById('loading') !== null"):
            if time.time() > deadline:
                raise SystemExit("the title screen was not drawn within 60 s")
            time.sleep(0.05)
        return driver.execute_script("return performance.now()")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:7470/")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    times = [title_time(args.url) for _ in range(args.runs)]
    print(f"title drawn after navigation: median {statistics.median(times):.0f} ms "
          f"({', '.join(f'{t:.0f}' for t in times)}), each in a fresh browser profile")

    driver = browser()
    try:
        driver.get(args.url)
        time.sleep(5)
        elapsed, printed, long_tasks = driver.execute_async_script(WORKER_SEARCH)
        last_info = [line for line in printed.splitlines() if line.startswith("info depth")][-1]
        best = [line for line in printed.splitlines() if line.startswith("bestmove")][-1]
        print(f"Master in the worker, go movetime 2000: {best} after {elapsed} ms; {last_info}")
        print(f"main-thread tasks over 50 ms during the search: {long_tasks or 'none'}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
