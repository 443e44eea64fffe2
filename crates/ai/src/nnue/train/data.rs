//! Training positions: lines of `tools/nnue-data.py` (FEN, Stockfish's score for the side to
//! move, its best move, White's points or `-`, ...) as the side to move's inputs and a target
//! between 0 and 1. Positions in check and those whose best move captures or promotes are left
//! out, as the strong engines' trainers do: their score rests on the exchange to come, which
//! the search resolves before it asks the evaluation. Mate scores are left out too.

use super::super::{INPUTS, SCALE, feature, mirrored};
use tabula_rules::chess::{Color, Position, Role, Square};

/// Scores beyond this are mates (or near them): no evaluation should aim at them.
const MAX_SCORE: i32 = 10_000;

/// One position: its inputs from White's view, who moves, and the target.
#[derive(Clone, Debug)]
pub struct Sample {
    features: [u16; 32],
    len: u8,
    black_to_move: bool,
    pub target: f32,
    /// What the network's output is added to, in units of SCALE centipawns: the hand-written
    /// evaluation for the side to move when the network learns a correction to it, else 0.
    pub offset: f32,
}

impl Sample {
    /// Fills `us` with the side to move's inputs and `them` with the other side's; returns
    /// how many there are.
    pub fn inputs(&self, us: &mut [usize; 32], them: &mut [usize; 32]) -> usize {
        let len = usize::from(self.len);
        for (index, &white) in self.features[..len].iter().enumerate() {
            let (white, black) = (usize::from(white), mirrored(usize::from(white)));
            (us[index], them[index]) = if self.black_to_move { (black, white) } else { (white, black) };
        }
        len
    }

    /// Both sides' inputs as lists (side to move first).
    pub fn inputs_vec(&self) -> (Vec<usize>, Vec<usize>) {
        let (mut us, mut them) = ([0; 32], [0; 32]);
        let len = self.inputs(&mut us, &mut them);
        (us[..len].to_vec(), them[..len].to_vec())
    }
}

impl Sample {
    /// The same position with the board turned left to right (a-file and h-file swapped).
    /// The network does not see castling rights, and apart from them chess is the same game
    /// mirrored, so every sample gives a second one: twice the data against overfitting. The
    /// hand-written evaluation is the same on both wings, so the offset stays.
    pub fn mirrored_files(&self) -> Sample {
        let mut mirror = self.clone();
        for feature in &mut mirror.features[..usize::from(self.len)] {
            *feature ^= 7;
        }
        mirror
    }
}

/// Why a line gave no sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skipped {
    Malformed,
    InCheck,
    Noisy,
    Mate,
}

/// The sample of one data line, with `score_weight` of the target from the score and the rest
/// from the game's result (all from the score when the result is unknown).
pub fn parse_line(line: &str, score_weight: f32) -> Result<(Sample, &str), Skipped> {
    let mut fields = line.split('\t');
    let (Some(fen), Some(score), Some(best), Some(result)) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return Err(Skipped::Malformed);
    };
    let score: i32 = score.trim().parse().map_err(|_| Skipped::Malformed)?;
    let position = Position::from_fen(fen).map_err(|_| Skipped::Malformed)?;
    if score.abs() > MAX_SCORE {
        return Err(Skipped::Mate);
    }
    if position.is_check() {
        return Err(Skipped::InCheck);
    }
    if noisy(&position, best.trim()).ok_or(Skipped::Malformed)? {
        return Err(Skipped::Noisy);
    }
    let from_score = sigmoid(score as f32 / SCALE as f32);
    let target = match result.trim() {
        "-" => from_score,
        points => {
            let white: f32 = points.parse().map_err(|_| Skipped::Malformed)?;
            let mine = if position.turn() == Color::White { white } else { 1.0 - white };
            score_weight * from_score + (1.0 - score_weight) * mine
        }
    };
    Ok((sample_of(&position, target), fen))
}

/// A sample of `position` with `target`.
pub fn sample_of(position: &Position, target: f32) -> Sample {
    let mut sample =
        Sample { features: [0; 32], len: 0, black_to_move: position.turn() == Color::Black, target, offset: 0.0 };
    for color in Color::ALL {
        for role in Role::ALL {
            for square in position.pieces(color, role) {
                if usize::from(sample.len) < sample.features.len() {
                    let index = feature(Color::White, color, role, square);
                    debug_assert!(index < INPUTS);
                    sample.features[usize::from(sample.len)] = index as u16;
                    sample.len += 1;
                }
            }
        }
    }
    sample
}

/// Does the UCI move `best` capture or promote here? `None` when it is not a move.
fn noisy(position: &Position, best: &str) -> Option<bool> {
    let from = Square::parse(best.get(0..2)?)?;
    let to = Square::parse(best.get(2..4)?)?;
    let pawn = position.piece_at(from)?.role == Role::Pawn;
    let en_passant = pawn && from.file() != to.file() && position.piece_at(to).is_none();
    Some(best.len() > 4 || position.piece_at(to).is_some() || en_passant)
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}
