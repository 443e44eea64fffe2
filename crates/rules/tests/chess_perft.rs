//! Perft counts from the project's data files (published facts): every position of
//! perftsuite.epd and the classic edge cases, to the depths a normal test run can afford.
//!
//! `TABULA_PERFT_MAX_NODES=<n>` raises the per-case node limit (default 2,000,000), e.g.
//! `TABULA_PERFT_MAX_NODES=200000000 cargo test --release -p tabula-rules --test chess_perft`.

use tabula_rules::Game;
use tabula_rules::chess::{ChessGame, Position, perft};

struct Case {
    name: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn load(text: &str) -> Vec<Case> {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .enumerate()
        .map(|(index, line)| {
            let mut parts = line.split(';');
            let fen = parts.next().expect("a FEN").trim().to_owned();
            let mut counts = Vec::new();
            let mut name = format!("line {}", index + 1);
            for part in parts {
                let part = part.trim();
                if let Some(id) = part.strip_prefix("id ") {
                    name = id.to_owned();
                } else if let Some(rest) = part.strip_prefix('D') {
                    let (depth, nodes) = rest.split_once(' ').expect("D<depth> <nodes>");
                    counts.push((depth.parse().expect("depth"), nodes.trim().parse().expect("nodes")));
                }
            }
            Case { name, fen, counts }
        })
        .collect()
}

fn node_limit() -> u64 {
    std::env::var("TABULA_PERFT_MAX_NODES").ok().and_then(|v| v.parse().ok()).unwrap_or(2_000_000)
}

fn run(cases: &[Case]) -> usize {
    let limit = node_limit();
    let mut checked = 0;
    for case in cases {
        let position = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        for &(depth, nodes) in &case.counts {
            if nodes > limit {
                continue;
            }
            assert_eq!(perft(&position, depth), nodes, "{} ({}) depth {depth}", case.name, case.fen);
            checked += 1;
        }
    }
    checked
}

#[test]
fn perftsuite_epd() {
    let cases = load(include_str!("data/perftsuite.epd"));
    assert_eq!(cases.len(), 126);
    let checked = run(&cases);
    assert!(checked >= 126 * 3, "only {checked} counts checked");
}

#[test]
fn classic_positions_and_edge_cases() {
    let cases = load(include_str!("data/perft_classic.epd"));
    assert_eq!(cases.len(), 23);
    // Every edge case has at least one count within the default limit.
    let checked = run(&cases);
    assert!(checked >= 23, "only {checked} counts checked");
}

#[test]
fn trait_perft_and_divide_agree_with_fast_perft() {
    for case in load(include_str!("data/perft_classic.epd")) {
        let game = ChessGame::from_position(&case.fen).expect("valid FEN");
        let fast = perft(game.position(), 3);
        assert_eq!(tabula_rules::perft_generic(&game, 3), fast, "{}", case.name);
        let divided: u64 = game.perft_divide(3, 2).iter().map(|(_, n)| n).sum();
        assert_eq!(divided, fast, "{}", case.name);
    }
}
