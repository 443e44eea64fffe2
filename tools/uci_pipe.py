"""A UCI program on pipes, for the Python tools (nnue-data.py, chess-puzzles.py): started with
its options set, sent lines, read until a word. Stockfish and tabula-engine both speak it."""

import subprocess


class UciPipe:
    def __init__(self, path, options):
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        for name, value in options.items():
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, text):
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()

    def wait_for(self, word):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.startswith(word):
                return line

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=5)
        except Exception:
            self.process.kill()
