//! Tests of the network: the accumulator against a fresh sum, the file, quantisation, the
//! trainer's data rules and its determinism.

use super::file::{FILE_LEN, NetworkError, read_network, write_network};
use super::train::{FloatNet, Skipped, TrainOptions, parse_line, sample_of, train};
use super::{Accumulator, Network, SCALE};
use crate::rng::Rng;
use tabula_rules::Game;
use tabula_rules::chess::{ChessGame, MoveKind, Position};

fn random_network(seed: u64) -> Network {
    FloatNet::random(&mut Rng::new(seed), false).quantise(false)
}

/// Positions where castling, en passant and promotions (with and without capture) are legal.
const SHARP: [&str; 3] = [
    "r3k2r/pPpp1ppp/8/3Pp3/8/8/P1PP1PPP/R3K2R w KQkq e6 0 1",
    "r3k2r/p1pp1ppp/8/8/3pP3/8/PpPP1PPP/R3K2R b KQkq e3 0 1",
    "4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1",
];

#[test]
fn the_accumulator_follows_moves_and_undos_as_a_fresh_sum_would() {
    let network = random_network(7);
    let mut rng = Rng::new(11);
    let mut followed = Accumulator::new(&network);
    let (mut castles, mut en_passants, mut promotions, mut checked) = (0, 0, 0, 0);
    let mut moves = Vec::new();
    for trial in 0..240 {
        let mut game = ChessGame::from_position(SHARP[trial % SHARP.len()]).expect("test position");
        for _ in 0..10 {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            castles += usize::from(mv.is_castle());
            en_passants += usize::from(mv.kind() == MoveKind::EnPassant);
            promotions += usize::from(mv.promotion().is_some());
            game.play(mv);
            // Now and then a step back, as the search's undo does.
            if rng.below(4) == 0 {
                followed.update(&network, game.position());
                game.undo();
            }
            followed.update(&network, game.position());
            let mut fresh = Accumulator::new(&network);
            fresh.refresh(&network, game.position());
            assert_eq!(followed.values(), fresh.values(), "after {}", game.position().fen());
            let side = game.position().turn();
            assert_eq!(followed.evaluate(&network, side), fresh.evaluate(&network, side));
            checked += 1;
        }
    }
    assert!(castles > 0 && en_passants > 0 && promotions > 0, "{castles} {en_passants} {promotions}");
    assert!(checked > 1_000);
}

#[test]
fn the_network_sees_both_sides_alike() {
    // A position and its colour-flipped mirror are the same position for the side to move.
    let network = random_network(3);
    let white = Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").expect("fen");
    let black = Position::from_fen("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4").expect("fen");
    let mut accumulator = Accumulator::new(&network);
    accumulator.refresh(&network, &white);
    let from_white = accumulator.evaluate(&network, white.turn());
    accumulator.refresh(&network, &black);
    assert_eq!(accumulator.evaluate(&network, black.turn()), from_white);
    assert_ne!(from_white, 0);
}

#[test]
fn a_network_survives_its_file() {
    let mut network = random_network(5);
    network.residual = true;
    let bytes = write_network(&network);
    assert_eq!(bytes.len(), FILE_LEN);
    assert_eq!(read_network(&bytes), Ok(network));
}

#[test]
fn damaged_files_are_refused_with_a_reason() {
    let bytes = write_network(&random_network(5));
    let mut flipped = bytes.clone();
    flipped[1_000] ^= 1;
    assert_eq!(read_network(&flipped), Err(NetworkError::Checksum));
    assert!(matches!(read_network(&bytes[..bytes.len() - 1]), Err(NetworkError::Length { .. })));
    assert_eq!(read_network(b"not a network at all, just some text"), Err(NetworkError::Magic));
    let mut version = bytes.clone();
    version[4] = 9;
    assert_eq!(read_network(&version), Err(NetworkError::Version(9)));
    let mut shape = bytes;
    shape[12] = 1;
    assert!(matches!(read_network(&shape), Err(NetworkError::Shape { field: "hidden units", .. })));
}

#[test]
fn the_built_in_network_loads() {
    let network = super::eval::builtin();
    let mut accumulator = Accumulator::new(&network);
    accumulator.refresh(&network, &Position::startpos());
    assert!(accumulator.evaluate(&network, Position::startpos().turn()).abs() < 200);
}

#[test]
fn the_integer_network_agrees_with_the_float_one() {
    let net = FloatNet::random(&mut Rng::new(9), false);
    let network = net.quantise(false);
    let mut accumulator = Accumulator::new(&network);
    let (mut worst, mut largest) = (0.0f32, 0.0f32);
    for fen in SHARP.iter().chain(&[Position::START_FEN, "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 40"]) {
        let position = Position::from_fen(fen).expect("fen");
        accumulator.refresh(&network, &position);
        let integer = accumulator.evaluate(&network, position.turn()) as f32;
        let float = net.evaluate(&sample_of(&position, 0.5)) * SCALE as f32;
        worst = worst.max((integer - float).abs());
        largest = largest.max(float.abs());
    }
    assert!(largest > 20.0, "a random network should not evaluate everything as about zero");
    assert!(worst < 4.0, "integer and float differ by {worst} cp");
}

#[test]
fn the_data_rules_leave_out_checks_noisy_moves_and_mates() {
    let quiet = "rnbqkbnr/pp2pppp/3p4/2p5/3P4/4PN2/PPP2PPP/RNBQKB1R w KQkq - 0 4\t100\tb1c3\t1.0000\t6\tx";
    let (sample, fen) = parse_line(quiet, 0.75).expect("a quiet position");
    assert!(fen.starts_with("rnbqkbnr/pp2pppp"));
    let expected = 0.75 * super::train::sigmoid(100.0 / SCALE as f32) + 0.25;
    assert!((sample.target - expected).abs() < 1e-6);
    let capture = quiet.replace("b1c3", "d4c5");
    assert_eq!(parse_line(&capture, 0.75).err(), Some(Skipped::Noisy));
    let en_passant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\t50\te5d6\t-\t1\tx";
    assert_eq!(parse_line(en_passant, 0.75).err(), Some(Skipped::Noisy));
    let promotion = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\t900\tb7b8q\t-\t1\tx";
    assert_eq!(parse_line(promotion, 0.75).err(), Some(Skipped::Noisy));
    let check = "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1\t-500\te8d8\t0.0000\t1\tx";
    assert_eq!(parse_line(check, 0.75).err(), Some(Skipped::InCheck));
    let mate = quiet.replace("\t100\t", "\t29990\t");
    assert_eq!(parse_line(&mate, 0.75).err(), Some(Skipped::Mate));
    assert_eq!(parse_line("nonsense", 0.75).err(), Some(Skipped::Malformed));
    // Black to move, White won: the result counts as a loss for the side to move.
    let black = "rnbqkbnr/pp2pppp/3p4/2p5/3P4/4PN2/PPP2PPP/RNBQKB1R b KQkq - 0 4\t0\tb8c6\t1.0000\t6\tx";
    let (sample, _) = parse_line(black, 0.75).expect("a quiet position");
    assert!((sample.target - 0.375).abs() < 1e-6);
}

#[test]
fn a_mirrored_sample_is_the_mirrored_position() {
    let fen = "r1bqk2r/pp1n1ppp/2pbpn2/3p4/2PP4/2N1PN2/PPQ2PPP/R1B1KB1R w KQkq - 0 7";
    let board: Vec<String> =
        fen.split(' ').next().expect("board").split('/').map(|r| r.chars().rev().collect()).collect();
    let mirrored = format!("{} w - - 0 7", board.join("/"));
    let (position, turned) = (Position::from_fen(fen).expect("fen"), Position::from_fen(&mirrored).expect("fen"));
    let (mut a, mut b, mut c, mut d) = ([0; 32], [0; 32], [0; 32], [0; 32]);
    let len = sample_of(&position, 0.5).mirrored_files().inputs(&mut a, &mut b);
    assert_eq!(sample_of(&turned, 0.5).inputs(&mut c, &mut d), len);
    let sorted = |inputs: &[usize]| {
        let mut inputs = inputs.to_vec();
        inputs.sort_unstable();
        inputs
    };
    assert_eq!(sorted(&a[..len]), sorted(&c[..len]));
    assert_eq!(sorted(&b[..len]), sorted(&d[..len]));
    assert_ne!(sorted(&a[..len]), sorted(&sample_of(&position, 0.5).inputs_vec().0));
}

/// Lines whose score is the material balance for the side to move: something to learn.
fn material_lines() -> String {
    let mut rng = Rng::new(2);
    let mut text = String::new();
    let mut moves = Vec::new();
    for _ in 0..40 {
        let mut game = ChessGame::new();
        for ply in 0..30 {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize]);
            let position = game.position();
            let white = crate::games::chess_eval::evaluate_white(position);
            let mine = if position.turn() == tabula_rules::chess::Color::White { white } else { -white };
            game.legal_moves(&mut moves);
            let quiet = moves.iter().find(|mv| position.piece_at(mv.to()).is_none() && mv.kind() == MoveKind::Normal);
            if let Some(quiet) = quiet {
                text.push_str(&format!("{}\t{mine}\t{}\t-\t{ply}\tx\n", position.fen(), quiet.uci()));
            }
        }
    }
    text
}

#[test]
fn training_learns_and_repeats_itself_for_a_seed() {
    let text = material_lines();
    let options = TrainOptions { epochs: 4, batch: 64, rate: 0.01, threads: 2, ..TrainOptions::default() };
    let run = || {
        let reader: Box<dyn std::io::BufRead> = Box::new(std::io::Cursor::new(text.clone().into_bytes()));
        train(vec![reader], &options, &mut |_| {}).expect("training runs")
    };
    // What always answering an even game would score: the network must do much better.
    let targets: Vec<f32> =
        text.lines().filter_map(|line| parse_line(line, 0.75).ok()).map(|(s, _)| s.target).collect();
    let even = targets.iter().map(|t| f64::from((t - 0.5).powi(2))).sum::<f64>() / targets.len() as f64;
    let (first, second) = (run(), run());
    assert_eq!(first.file, second.file, "same seed, same network");
    assert!(first.held_out > 10 && first.training > 500, "{} {}", first.held_out, first.training);
    assert!(first.held_out_loss < even / 2.0, "held-out error {} against {even}", first.held_out_loss);
    assert!(first.quantisation_mean < 5.0, "quantisation error {}", first.quantisation_mean);
}
