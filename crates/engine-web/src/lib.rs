//! The engine in the browser: tabula-engine's protocol session behind one exported type, for
//! `web/engine-worker.js` to run in a Web Worker, so that a search never blocks the page. The
//! worker posts each command line in and the lines the engine printed out; a search runs to its
//! limit inside `command` (a worker has no threads), so its `info` lines come with its
//! `bestmove`.

use std::io::Write;
use std::sync::{Arc, Mutex};
use tabula_engine::output::Output;
use tabula_engine::session::Session;
use wasm_bindgen::prelude::*;

/// What the session printed since the last command.
#[derive(Clone, Default)]
struct Printed(Arc<Mutex<Vec<u8>>>);

impl Write for Printed {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut printed) = self.0.lock() {
            printed.extend_from_slice(bytes);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Printed {
    fn take(&self) -> String {
        self.0
            .lock()
            .map(|mut printed| String::from_utf8_lossy(&std::mem::take(&mut *printed)).into_owned())
            .unwrap_or_default()
    }
}

/// One engine: the state between commands (variant, position, level, options).
#[wasm_bindgen]
pub struct WebEngine {
    session: Session,
    printed: Printed,
}

#[wasm_bindgen]
impl WebEngine {
    #[wasm_bindgen(constructor)]
    pub fn new() -> WebEngine {
        let printed = Printed::default();
        WebEngine { session: Session::new(Output::new(printed.clone())), printed }
    }

    /// Answers one command line: the lines the engine printed, each ending in a newline (empty
    /// when it printed nothing).
    pub fn command(&mut self, line: &str) -> String {
        self.session.handle(line);
        // A search asked for is over when `handle` returns (no threads here); this prints its
        // `bestmove` if it has not been printed yet.
        self.session.finish_search(false);
        self.printed.take()
    }
}

impl Default for WebEngine {
    fn default() -> Self {
        WebEngine::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_answers_with_the_lines_it_printed() {
        let mut engine = WebEngine::new();
        assert!(engine.command("isready").contains("readyok"));
        assert_eq!(engine.command("setoption name UCI_Variant value brandubh"), "");
        engine.command("position startpos");
        let reply = engine.command("go depth 2");
        assert!(reply.lines().any(|l| l.starts_with("info depth 2")), "{reply}");
        assert!(reply.lines().last().is_some_and(|l| l.starts_with("bestmove ")), "{reply}");
        assert!(engine.command("nonsense").contains("error"));
    }
}
