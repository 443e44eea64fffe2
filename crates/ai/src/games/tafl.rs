//! Tafl for the search: material, the king's open roads to the corners, attackers around the
//! king and on the squares that guard corners; captures and escapes are noisy.

use crate::search_game::SearchGame;
use tabula_rules::tafl::{Repetition, Side, Tafl, TaflMove, TaflPiece, TaflVariant};
use tabula_rules::{EndReason, Outcome, Seat};

/// The evaluation from the attackers' point of view.
fn evaluate_attackers<V: TaflVariant>(game: &Tafl<V>) -> i32 {
    let position = game.position();
    let size = position.size();
    let Some(king) = position.king() else { return 10_000 };
    let attackers = position.count(TaflPiece::Attacker) as i32;
    let defenders = position.count(TaflPiece::Defender) as i32;
    let mut score = attackers * 100 - defenders * 160;

    let (king_file, king_rank) = position.file_rank(king);
    let last = size - 1;
    // Roads: corners the king reaches along an empty edge line, and edges it reaches at all.
    let mut open_corners = 0;
    let mut open_edges = 0;
    for (df, dr) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1)] {
        let (mut f, mut r) = (king_file as i8, king_rank as i8);
        let mut clear = true;
        loop {
            f += df;
            r += dr;
            if f < 0 || r < 0 || f > last as i8 || r > last as i8 {
                break;
            }
            if position.piece_at(position.square(f as u8, r as u8)).is_some() {
                clear = false;
                break;
            }
        }
        if clear {
            // The king can reach the edge in this direction; from there a corner may be open.
            let (edge_f, edge_r) = (f - df, r - dr);
            if (edge_f, edge_r) != (king_file as i8, king_rank as i8) {
                open_edges += 1;
                let edge = position.square(edge_f as u8, edge_r as u8);
                if position.is_corner(edge) {
                    open_corners += 2;
                }
            }
        }
    }
    let on_edge = king_file == 0 || king_rank == 0 || king_file == last || king_rank == last;
    if on_edge {
        // Along the edge towards both corners.
        for (df, dr) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1)] {
            let (mut f, mut r) = (king_file as i8, king_rank as i8);
            loop {
                f += df;
                r += dr;
                if f < 0 || r < 0 || f > last as i8 || r > last as i8 {
                    break;
                }
                let square = position.square(f as u8, r as u8);
                if position.piece_at(square).is_some() {
                    break;
                }
                if position.is_corner(square) {
                    open_corners += 2;
                    break;
                }
            }
        }
    }
    score -= open_corners * 180 + open_edges * 25;

    // Attackers next to the king and on the diagonal guards of the corners.
    for (df, dr) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1)] {
        let (f, r) = (king_file as i8 + df, king_rank as i8 + dr);
        if f >= 0
            && r >= 0
            && f <= last as i8
            && r <= last as i8
            && position.piece_at(position.square(f as u8, r as u8)) == Some(TaflPiece::Attacker)
        {
            score += 45;
        }
    }
    for (f, r) in [(1, 1), (1, last - 1), (last - 1, 1), (last - 1, last - 1)] {
        if position.piece_at(position.square(f, r)) == Some(TaflPiece::Attacker) {
            score += 30;
        }
    }
    // The king far from the centre is closer to escaping.
    let centre = (size / 2) as i32;
    let distance = (king_file as i32 - centre).abs() + (king_rank as i32 - centre).abs();
    score -= distance * 12;
    score
}

impl<V: TaflVariant> SearchGame for Tafl<V> {
    const MOVE_INDEX_SPACE: usize = 121 * 121;

    fn evaluate(&self, root: Seat) -> i32 {
        let attackers = evaluate_attackers(self);
        if root.0 == Side::Attackers as u8 { attackers } else { -attackers }
    }

    fn noisy_score(&self, mv: TaflMove) -> Option<i32> {
        let position = self.position();
        let corner = position.is_corner(mv.to);
        let escape = corner && position.piece_at(mv.from) == Some(TaflPiece::King);
        let captures = self.captures_of(mv).len() as i32;
        (escape || captures > 0).then_some(captures * 100 + i32::from(corner) * 1000)
    }

    fn move_index(&self, mv: TaflMove) -> usize {
        mv.from as usize * 121 + mv.to as usize
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        if let Some(outcome) = self.decided() {
            return Some(outcome.clone());
        }
        let to_move = self.position().to_move();
        if no_moves {
            return Some(Outcome::Win { winner: Seat(to_move.other() as u8), reason: EndReason::NoLegalMoves });
        }
        if self.rules().repetition != Repetition::Ignore && self.repetition_count() >= 2 {
            return Some(match self.rules().repetition {
                Repetition::RepeaterLoses => {
                    Outcome::Win { winner: Seat(to_move as u8), reason: EndReason::Repetition }
                }
                _ => Outcome::Draw { reason: EndReason::Repetition },
            });
        }
        None
    }
}
