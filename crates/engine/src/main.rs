//! `tabula-engine`: Tabula's UCI-style engine for every game. Reads commands on stdin;
//! `tabula-engine bench`, `match ...`, `tune ...`, `train-nnue ...`, `lessons ...`, `lesson-texts GAME`, `puzzles ...` and `review ...` run those
//! jobs and exit.

mod coach;
mod external;
mod lessons;
mod matches;
mod nnue_training;
mod tuning;

use tabula_engine::{bench, output, session};

use std::io::{self, BufRead};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = output::Output::new(io::stdout());
    match args.first().map(String::as_str) {
        Some("bench") => return bench::run(&out),
        Some("match") => {
            if let Err(message) = matches::run(&args[1..], &out) {
                eprintln!("tabula-engine match: {message}");
                std::process::exit(2);
            }
            return;
        }
        Some("tune") => {
            if let Err(message) = tuning::run(&args[1..], &out) {
                eprintln!("tabula-engine tune: {message}");
                std::process::exit(2);
            }
            return;
        }
        Some("train-nnue") => {
            if let Err(message) = nnue_training::run(&args[1..], &out) {
                eprintln!("tabula-engine train-nnue: {message}");
                std::process::exit(2);
            }
            return;
        }
        Some("lessons") => {
            if !lessons::run(&args[1..], &out) {
                std::process::exit(1);
            }
            return;
        }
        Some("lesson-texts") => {
            if let Err(message) = lessons::texts(&args[1..], &out) {
                eprintln!("tabula-engine lesson-texts: {message}");
                std::process::exit(2);
            }
            return;
        }
        Some(job @ ("puzzles" | "review")) => {
            let outcome =
                if job == "puzzles" { coach::puzzles(&args[1..], &out) } else { coach::review(&args[1..], &out) };
            if let Err(message) = outcome {
                eprintln!("tabula-engine {job}: {message}");
                std::process::exit(2);
            }
            return;
        }
        Some(other) => {
            eprintln!(
                "tabula-engine: unknown argument '{other}' (use none for UCI, or bench, match, tune, train-nnue, lessons, lesson-texts, puzzles or review)"
            );
            std::process::exit(2);
        }
        None => {}
    }
    let mut session = session::Session::new(out);
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if !session.handle(&line) {
            return;
        }
    }
    // End of input: a bounded search finishes and prints its bestmove; an infinite one stops.
    session.finish_search(false);
}
