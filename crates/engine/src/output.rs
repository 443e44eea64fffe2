//! The engine's output, shared between the command loop and a running search's thread.

use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    pub fn new(sink: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(sink))))
    }

    /// Writes one line and flushes. A closed output is ignored: the loop ends on end of input.
    pub fn line(&self, text: &str) {
        if let Ok(mut out) = self.0.lock() {
            let _ = writeln!(out, "{text}");
            let _ = out.flush();
        }
    }

    pub fn error(&self, message: &str) {
        self.line(&format!("info string error: {message}"));
    }
}
