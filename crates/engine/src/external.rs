//! Another engine program as a match player: started once, told the variant and level, then
//! asked for a move in each position (`position startpos moves ...`, `go`). It is started
//! without `TABULA_WEIGHTS`, so weights being tried play against a build's own.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

pub struct External {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl External {
    /// Starts `program` and sets it up for `variant` at `level`; waits for it to be ready.
    pub fn start(program: &str, variant: &str, level: &str) -> Result<External, String> {
        // The other program plays with its own built-in weights, not those this one was told
        // to try.
        let mut child = Command::new(program)
            .env_remove(tabula_ai::WEIGHTS_ENV)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{program}: {e}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("{program}: no pipes"));
        };
        let mut engine = External { child, input, output: BufReader::new(output) };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
        engine.send(&format!("setoption name Level value {level}"))?;
        engine.send("isready")?;
        engine.wait_for("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).map_err(|e| format!("engine: {e}"))
    }

    /// Reads lines up to one starting with `word`; returns that line.
    fn wait_for(&mut self, word: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).map_err(|e| format!("engine: {e}"))? == 0 {
                return Err(format!("engine: ended before '{word}'"));
            }
            if line.split_whitespace().next() == Some(word) {
                return Ok(line.trim().to_owned());
            }
        }
    }

    /// The engine's move after `moves` from the start (`None` when it has none), thinking for
    /// `movetime` or, without one, for its level's own time.
    pub fn best_move(&mut self, moves: &[String], movetime: Option<Duration>) -> Result<Option<String>, String> {
        let position = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        match movetime {
            Some(time) => self.send(&format!("go movetime {}", time.as_millis()))?,
            None => self.send("go")?,
        }
        let line = self.wait_for("bestmove")?;
        Ok(line.split_whitespace().nth(1).filter(|m| *m != "(none)").map(str::to_owned))
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}
