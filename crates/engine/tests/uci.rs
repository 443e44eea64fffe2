//! The engine binary driven over stdin/stdout as a chess GUI would drive it.

use std::io::Write;
use std::process::{Command, Stdio};

fn run_engine(input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("engine starts");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write");
    let output = child.wait_with_output().expect("engine exits");
    assert!(output.status.success(), "engine exited with {}", output.status);
    String::from_utf8(output.stdout).expect("utf-8 output")
}

#[test]
fn handshake_advertises_the_variants() {
    let out = run_engine("uci\nisready\nquit\n");
    assert!(out.contains("id name Tabula"));
    assert!(out.contains(
        "option name UCI_Variant type combo default chess var chess var marseillais var trichess var brandubh var trigame"
    ));
    assert!(out.contains("option name Threads type spin default"));
    assert!(out.contains(
        "option name Level type combo default Master var Beginner var Casual var Club var Expert var Master"
    ));
    assert!(out.contains("uciok\nreadyok\n"), "{out}");
}

#[test]
fn perft_prints_divide_then_the_total_like_stockfish() {
    let out =
        run_engine("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo perft 3\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 48 + 3, "{out}");
    assert!(lines.contains(&"e1g1: 2059"), "{out}");
    assert_eq!(lines[48], "");
    assert_eq!(lines[49], "Nodes searched: 97862");
    let sum: u64 =
        lines[..48].iter().map(|l| l.split(": ").nth(1).and_then(|n| n.parse::<u64>().ok()).expect("count")).sum();
    assert_eq!(sum, 97862);
}

#[test]
fn display_shows_fen_legal_moves_and_status() {
    let out = run_engine("position startpos moves f2f3 e7e5 g2g4 d8h4\nd\n");
    assert!(out.contains("Fen: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"), "{out}");
    assert!(out.contains("Legal: \n"), "{out}");
    assert!(out.contains("Status: checkmate, black wins\n"), "{out}");

    let out = run_engine("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8\nd\n");
    assert!(out.contains("Status: ongoing; claimable draw: threefold repetition\n"), "{out}");
}

#[test]
fn bad_input_is_reported_and_the_engine_keeps_going() {
    let out = run_engine(concat!(
        "hello\n",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1\n",
        "position startpos moves e2e5\n",
        "go perft\n",
        "go perft -1\n",
        "setoption name UCI_Variant value atomic\n",
        "\u{0}\u{7f}garbage\n",
        "isready\n",
    ));
    let errors = out.lines().filter(|l| l.starts_with("info string error: ")).count();
    assert_eq!(errors, 7, "{out}");
    assert!(out.contains("white has 0 kings"), "{out}");
    assert!(out.contains("illegal move e2e5: that piece cannot move there"), "{out}");
    assert!(out.ends_with("readyok\n"), "{out}");
}

#[test]
fn ucinewgame_resets_and_eof_exits_cleanly() {
    let out = run_engine("position startpos moves e2e4\nucinewgame\nd\n");
    assert!(out.contains("Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "{out}");
}

#[test]
fn brandubh_through_the_engine() {
    let out = run_engine(concat!(
        "setoption name UCI_Variant value brandubh\n",
        "go perft 3\n",
        "position fen 7/7/7/7/7/2t4/1K5 a moves c2-c1\n",
        "d\n",
        "position startpos moves d1-d3\n",
    ));
    assert!(out.contains("Nodes searched: 39512"), "{out}");
    assert!(out.contains("d1-e1: "), "{out}");
    assert!(out.contains("Fen: 7/7/7/7/7/7/2t4 d\n"), "{out}");
    assert!(out.contains("Status: king captured, attackers win\n"), "{out}");
    assert!(
        out.contains("info string error: move 1 (d1-d3): illegal move d1-d3: another piece is in the way"),
        "{out}"
    );
}

#[test]
fn marseillais_through_the_engine() {
    let out = run_engine(concat!(
        "setoption name UCI_Variant value marseillais\n",
        "go perft 3\n",
        "position startpos moves e2e4 e7e5\n",
        "d\n",
        "position startpos moves e2e4 e7e5 b8c6 d1h5 g1f3 g7g6 g6h5\n",
        "d\n",
    ));
    assert!(out.contains("Nodes searched: 8902"), "{out}");
    assert!(out.contains("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 2x e6\n"), "{out}");
    assert!(out.contains("Detail: turn 1, half-move 2 of 2, 0 quiet turns\n"), "{out}");
    assert!(out.contains("Fen: r1bqkbnr/pppp1p1p/2n5/4p2p/4P3/5N2/PPPP1PPP/RNB1KB1R w KQkq - 0 3\n"), "{out}");
    assert!(out.contains("Detail: turn 3, half-move 1 of 2, 0 quiet turns\n"), "{out}");
}

#[test]
fn trigame_through_the_engine() {
    let out = run_engine(concat!(
        "setoption name UCI_Variant value trigame\n",
        "go perft 2\n",
        "position fen av00,Cv10,Bv44 r 50 0 moves v10-v00\n",
        "d\n",
        "position startpos moves v20-e1011 pass\n",
    ));
    assert!(out.contains("Nodes searched: 441"), "{out}");
    assert!(out.contains("Fen: Cv00,Bv44 b 50 0\n"), "{out}");
    assert!(out.contains("Detail: countdown 50, equal countdowns 0, pieces black 0 red 2\n"), "{out}");
    assert!(out.contains("Status: all pieces captured, red wins\n"), "{out}");
    assert!(out.contains("illegal move pass: you may pass only when you have no move"), "{out}");
}

#[test]
fn trichess_through_the_engine() {
    let out = run_engine(concat!(
        "setoption name UCI_Variant value trichess\n",
        "go perft 2\n",
        "position fen Kd1*,Ri15,Nj14/Kh15*/Ko11*,Qh14 1 0\n",
        "d\n",
        "position startpos moves c2-c3 d11-d10\n",
    ));
    assert!(out.contains("Nodes searched: 5474"), "{out}");
    assert!(out.contains("Detail: in check: red; 0 quiet plies\n"), "{out}");
    assert!(out.contains("Status: checkmate, scores: white 4/3, red 0, black 2/3\n"), "{out}");
    assert!(out.contains("info string error: move 2 (d11-d10)"), "{out}");
}

#[test]
fn every_level_plays_a_legal_move_in_every_game_through_the_binary() {
    for variant in ["chess", "marseillais", "trichess", "brandubh", "trigame"] {
        for level in ["Beginner", "Casual", "Club", "Expert", "Master"] {
            let out = run_engine(&format!(
                "setoption name UCI_Variant value {variant}\nsetoption name Level value {level}\nposition startpos\nd\ngo movetime 60\n"
            ));
            let legal: Vec<&str> =
                out.lines().find_map(|l| l.strip_prefix("Legal: ")).expect("a Legal line").split(' ').collect();
            let best = out
                .lines()
                .find_map(|l| l.strip_prefix("bestmove "))
                .unwrap_or_else(|| panic!("{variant} {level}: {out}"));
            assert!(legal.contains(&best), "{variant} {level} played {best}, not in {legal:?}");
            assert!(!out.contains("error"), "{variant} {level}: {out}");
        }
    }
}

#[test]
fn go_with_clocks_and_stop() {
    let out = run_engine("position startpos moves e2e4\ngo wtime 1000 btime 1000 winc 10 binc 10\n");
    assert!(out.lines().any(|l| l.starts_with("info depth ") && l.contains(" pv ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("bestmove ")), "{out}");
    let out = run_engine("go infinite\nstop\nisready\n");
    let best_at = out.find("bestmove").expect("bestmove after stop");
    let ready_at = out.find("readyok").expect("readyok");
    assert!(best_at < ready_at, "{out}");
}

#[test]
fn match_subcommand_reports_results_and_rejects_bad_arguments() {
    let engine = env!("CARGO_BIN_EXE_tabula-engine");
    let output = Command::new(engine)
        .args(["match", "brandubh", "Club", "Random", "games", "2", "movetime", "20"])
        .output()
        .expect("engine runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("Club vs Random: +"), "{text}");
    // `moves 1` lists each game's moves, the opening's random move for every seat first, and
    // in Trichess every seat's points.
    let output = Command::new(engine)
        .args(["match", "trichess", "Random", "Random", "games", "1", "moves", "1"])
        .output()
        .expect("engine runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    let moves = text.lines().find_map(|l| l.trim().strip_prefix("moves: ")).unwrap_or_else(|| panic!("{text}"));
    assert!(moves.split(' ').count() >= 3, "{text}");
    assert!(text.contains("points by seat: "), "{text}");
    for bad in [
        &["match", "nosuch", "Club", "Casual"][..],
        &["match", "chess", "Club"],
        &["match", "chess", "Club", "Wizard"],
        &["match", "chess", "Club", "Casual", "games", "x"],
        &["sideways"],
    ] {
        let output = Command::new(engine).args(bad).output().expect("engine runs");
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert!(!output.stderr.is_empty(), "{bad:?}");
    }
}

#[test]
fn piped_commands_let_a_bounded_search_finish() {
    // A script sends `go depth 6` and more commands at once: the search still reaches depth 6,
    // and its bestmove comes before the next reply.
    let out = run_engine("position startpos\ngo depth 6\nd\n");
    let depth_six = out.find("info depth 6 ").unwrap_or_else(|| panic!("{out}"));
    let best = out.find("bestmove").expect("bestmove");
    let fen = out.find("Fen:").expect("d output");
    assert!(depth_six < best && best < fen, "{out}");
    // End of input likewise waits for a bounded search.
    let out = run_engine("position startpos\ngo depth 5\n");
    assert!(out.contains("info depth 5 ") && out.contains("bestmove"), "{out}");
}

#[test]
fn wait_lets_the_seat_to_move_pass_for_lesson_writers() {
    let out = run_engine("position fen 7k/8/8/8/8/8/8/R6K w - - 0 1 moves a1a5 wait a5e5\nd\n");
    assert!(out.contains("Fen: 7k/8/8/4R3/8/8/8/7K b - - "), "{out}");
    let checked = run_engine("position fen 7k/8/8/8/8/8/8/R6K w - - 0 1 moves a1a8 wait\nd\n");
    assert!(checked.contains("info string error: move 2 (wait)"), "{checked}");
}

#[test]
fn lessons_checks_a_lesson_file_and_says_what_failed() {
    let dir = std::env::temp_dir().join(format!("tabula-engine-lessons-{}", std::process::id()));
    let chess = dir.join("chess");
    std::fs::create_dir_all(&chess).expect("dir");
    let lesson = r#"(title: "Rook", summary: "s", levels: [(
        intro: "i", position: "7k/8/8/8/8/8/8/R6K w - - 0 1", goal: Stars(["a5", "e5"]),
        hint: "h", success: "s", solution: Moves(["a1a5", "a5e5"]))])"#;
    std::fs::write(chess.join("01-rook.ron"), lesson).expect("write");
    let run = |path: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_tabula-engine")).arg("lessons").arg(path).output().expect("runs")
    };
    let good = run(&dir);
    let text = String::from_utf8_lossy(&good.stdout);
    assert!(good.status.success() && text.contains("ok   ") && text.contains("1 passed, 0 failed"), "{text}");
    std::fs::write(chess.join("02-short.ron"), lesson.replace("\"a1a5\", \"a5e5\"", "\"a1a5\"")).expect("write");
    let bad = run(&chess.join("02-short.ron"));
    let text = String::from_utf8_lossy(&bad.stdout);
    assert!(!bad.status.success() && text.contains("FAIL") && text.contains("ends before the goal"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_level_plays_another_engine_program_through_its_protocol() {
    // `PROGRAM@Level` drives another tabula-engine (here this one) over its protocol.
    let engine = env!("CARGO_BIN_EXE_tabula-engine");
    let external = format!("{engine}@Club");
    let output = Command::new(engine)
        .args(["match", "trigame", "Casual", &external, "games", "2", "movetime", "5", "moves", "1"])
        .output()
        .expect("engine runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains(&format!("Casual vs {external}: +")), "{text}");
    let games = text.lines().filter(|l| l.trim_start().starts_with("moves: ")).collect::<Vec<_>>();
    assert_eq!(games.len(), 2, "{text}");
    assert!(games.iter().all(|l| l.split(' ').count() > 10), "both programs moved: {text}");
    let missing = Command::new(engine)
        .args(["match", "trigame", "Casual", "/nonexistent/engine@Club", "games", "1"])
        .output()
        .expect("engine runs");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/nonexistent/engine"));
}

#[test]
fn tune_fits_weights_to_match_positions_and_the_engine_reads_them() {
    let engine = env!("CARGO_BIN_EXE_tabula-engine");
    let folder = std::env::temp_dir().join(format!("tabula-tune-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("folder");
    let positions = folder.join("positions.txt");
    let made = Command::new(engine)
        .args(["match", "brandubh", "Club", "Casual", "games", "6", "movetime", "5", "positions"])
        .arg(&positions)
        .output()
        .expect("engine runs");
    assert!(made.status.success());
    let weights = folder.join("brandubh.ron");
    let tuned = Command::new(engine)
        .args(["tune", "brandubh"])
        .arg(&positions)
        .args(["epochs", "50", "out"])
        .arg(&weights)
        .output()
        .expect("engine runs");
    let text = String::from_utf8_lossy(&tuned.stdout);
    assert!(tuned.status.success(), "{text}{}", String::from_utf8_lossy(&tuned.stderr));
    assert!(text.contains("tuned brandubh on "), "{text}");
    let file = std::fs::read_to_string(&weights).expect("weights written");
    assert!(file.contains("provenance: \"tuned by tabula-engine tune on "), "{file}");
    // The engine searches with the tuned weights when TABULA_WEIGHTS names their folder, and
    // says so when a file there is broken (then it keeps its own).
    let search = |folder: &std::path::Path| {
        let mut child = Command::new(engine)
            .env("TABULA_WEIGHTS", folder)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("engine starts");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(b"setoption name UCI_Variant value brandubh\ngo depth 2\n")
            .expect("write");
        child.wait_with_output().expect("engine exits")
    };
    let good = search(&folder);
    assert!(String::from_utf8_lossy(&good.stdout).contains("bestmove "));
    assert!(good.stderr.is_empty(), "{}", String::from_utf8_lossy(&good.stderr));
    std::fs::write(&weights, "(provenance: \"broken\", terms: {})").expect("write");
    let broken = search(&folder);
    assert!(String::from_utf8_lossy(&broken.stdout).contains("bestmove "));
    assert!(String::from_utf8_lossy(&broken.stderr).contains("no term"), "{}", String::from_utf8_lossy(&broken.stderr));
    let refused =
        Command::new(engine).args(["tune", "brandubh"]).arg(folder.join("absent.txt")).output().expect("runs");
    assert_eq!(refused.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&folder);
}
