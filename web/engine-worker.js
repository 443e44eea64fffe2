// Tabula's engine in a Web Worker (crates/engine-web): the page posts engine-protocol command
// lines, the worker posts back what the engine printed. A search runs here, never on the page's
// thread, so the board keeps drawing while the computer thinks.
importScripts("engine/tabula_engine_web.js");

const waiting = [];
let engine = null;

function answer(line) {
  const printed = engine.command(String(line));
  if (printed.length > 0) {
    postMessage(printed);
  }
}

onmessage = (event) => {
  if (engine) {
    answer(event.data);
  } else {
    waiting.push(event.data);
  }
};

wasm_bindgen({ module_or_path: "engine/tabula_engine_web_bg.wasm" }).then(() => {
  engine = new wasm_bindgen.WebEngine();
  waiting.splice(0).forEach(answer);
}, (error) => {
  postMessage("info string error: the engine could not start: " + error + "\nbestmove (none)\n");
});
