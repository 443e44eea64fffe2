//! `tabula-engine`: Tabula's UCI-style engine for every game. Reads commands on stdin.

mod commands;
mod session;

use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = session::Session::new();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let mut out = stdout.lock();
        let keep_going = session.handle(&line, &mut out);
        if out.flush().is_err() || !keep_going {
            break;
        }
    }
}
