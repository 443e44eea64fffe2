//! Best-reply search for Trichess: the root seat's moves alternate with the one strongest reply
//! of either opponent while the other waits (Schadd and Winands' Best-Reply Search). Within the
//! same depth the root sees its own next move a round sooner than in paranoid search, and it
//! never assumes both opponents spend their moves on it at once.
//!
//! The face below turns that into a two-team game the common search plays unchanged: after the
//! root's move, the side to move is "the opponents", whose moves are the next seat's moves plus
//! the seat after's (played after a pass of the next seat). The positions inside the tree are
//! not all reachable in a real game (a seat passes); the move chosen at the root always is.

use crate::search_game::SearchGame;
use tabula_rules::trichess::{TrichessGame, TrichessMove, TrichessMoveError, TrichessPositionError};
use tabula_rules::{Game, Outcome, Seat, Status};

#[derive(Debug, Clone)]
pub struct BestReply {
    game: TrichessGame,
    root: u8,
    /// How many plies of `game` (a move, or a pass and a move) each move played here took.
    steps: Vec<u8>,
}

fn next(seat: u8) -> u8 {
    (seat + 1) % 3
}

impl BestReply {
    /// Searches `game` for the seat to move now.
    pub fn new(game: TrichessGame) -> BestReply {
        let root = game.position().to_move();
        BestReply { game, root, steps: Vec::new() }
    }

    /// The opponents' turn: the real game has the seat after the root to move.
    fn opponents_turn(&self) -> bool {
        self.game.position().to_move() == next(self.root)
    }

    /// After the first opponent's reply the second waits, unless it is mated right there: then
    /// the real game ends on its turn, and the tree must see that ending.
    fn second_opponent_mated(&self) -> bool {
        let position = self.game.position();
        if !position.in_check(position.to_move()) {
            return false;
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.is_empty()
    }
}

impl Game for BestReply {
    type Move = TrichessMove;
    type PositionError = TrichessPositionError;
    type MoveError = TrichessMoveError;

    const VARIANT: &'static str = TrichessGame::VARIANT;
    const SEATS: u8 = TrichessGame::SEATS;
    const SEAT_NAMES: &'static [&'static str] = TrichessGame::SEAT_NAMES;

    fn new() -> Self {
        BestReply::new(TrichessGame::new())
    }

    fn from_position(text: &str) -> Result<Self, TrichessPositionError> {
        TrichessGame::from_position(text).map(BestReply::new)
    }

    fn position_string(&self) -> String {
        self.game.position_string()
    }

    fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    /// On the opponents' turn: the next seat's moves, then the seat after's; none at all when
    /// the next seat has none (the real game is over).
    fn legal_moves(&self, out: &mut Vec<TrichessMove>) {
        self.game.legal_moves(out);
        if !self.opponents_turn() || out.is_empty() {
            return;
        }
        let position = self.game.position();
        position.append_legal_moves_of(next(position.to_move()), out);
    }

    fn play(&mut self, mv: TrichessMove) {
        let to_move = self.game.position().to_move();
        let mover = self.game.position().piece_at(mv.from).map_or(to_move, |piece| piece.seat);
        if !self.opponents_turn() {
            self.game.play(mv);
            self.steps.push(1);
        } else if mover == to_move {
            self.game.play(mv);
            if self.second_opponent_mated() {
                self.steps.push(1);
            } else {
                self.game.play_pass();
                self.steps.push(2);
            }
        } else {
            self.game.play_pass();
            self.game.play(mv);
            self.steps.push(2);
        }
    }

    fn undo(&mut self) -> bool {
        let Some(steps) = self.steps.pop() else { return false };
        for _ in 0..steps {
            self.game.undo();
        }
        true
    }

    fn hash(&self) -> u64 {
        self.game.hash()
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn timeout_outcome(&self, seat: Seat) -> Outcome {
        self.game.timeout_outcome(seat)
    }

    fn resignation_outcome(&self, seat: Seat) -> Outcome {
        self.game.resignation_outcome(seat)
    }

    fn agreement_outcome(&self) -> Outcome {
        self.game.agreement_outcome()
    }

    fn parse_move(&self, text: &str) -> Result<TrichessMove, TrichessMoveError> {
        self.game.parse_move(text)
    }

    fn move_string(&self, mv: TrichessMove) -> String {
        self.game.move_string(mv)
    }
}

impl SearchGame for BestReply {
    const MOVE_INDEX_SPACE: usize = TrichessGame::MOVE_INDEX_SPACE;
    const COACHING: crate::Coaching = TrichessGame::COACHING;
    const EXTEND_CHECKS: bool = TrichessGame::EXTEND_CHECKS;
    const GUARDS_ROOT: bool = TrichessGame::GUARDS_ROOT;
    const EVEN_DEPTHS: bool = true;
    /// Not below depth 4, so a depth-4 search (Expert) never tries one: the levels up to
    /// Expert were spaced without null moves.
    const NULL_MOVE_DEPTH: i32 = 4;

    fn points_score(mine: f64) -> i32 {
        TrichessGame::points_score(mine)
    }

    fn evaluate(&self, root: Seat) -> i32 {
        self.game.evaluate(root)
    }

    fn noisy_score(&self, mv: TrichessMove) -> Option<i32> {
        self.game.noisy_score(mv)
    }

    fn move_index(&self, mv: TrichessMove) -> usize {
        self.game.move_index(mv)
    }

    fn move_key(&self, mv: TrichessMove) -> u32 {
        self.game.move_key(mv)
    }

    fn worth_in_quiescence(&self, mv: TrichessMove) -> bool {
        self.game.worth_in_quiescence(mv)
    }

    fn root_move_unsafe(&self, mv: TrichessMove) -> bool {
        self.game.root_move_unsafe(mv)
    }

    fn in_check(&self) -> bool {
        self.game.in_check()
    }

    /// The root passes, or both opponents do (a team's whole turn), and never past a king in
    /// check: a pass would leave it to be taken. No seat is ever in zugzwang in Trichess.
    fn play_null(&mut self) -> bool {
        let position = self.game.position();
        let waiting = if self.opponents_turn() { 2 } else { 1 };
        let mover = position.to_move();
        if (0..waiting).any(|k| position.in_check((mover + k) % 3)) {
            return false;
        }
        for _ in 0..waiting {
            self.game.play_pass();
        }
        self.steps.push(waiting);
        true
    }

    /// On the opponents' turn, both opponents' captures and promotions, unless the next seat
    /// is in check: then all the moves, as `legal_moves` gives them.
    fn quiescence_moves(&self, out: &mut Vec<TrichessMove>) -> bool {
        if !self.opponents_turn() {
            return self.game.quiescence_moves(out);
        }
        if self.game.in_check() {
            self.legal_moves(out);
            return true;
        }
        out.clear();
        let position = self.game.position();
        position.append_noisy_moves_of(position.to_move(), out);
        position.append_noisy_moves_of(next(position.to_move()), out);
        false
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        self.game.search_outcome(no_moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(game: &BestReply) -> Vec<String> {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves.iter().map(|&mv| game.move_string(mv)).collect()
    }

    #[test]
    fn the_opponents_turn_offers_both_opponents_moves_and_undo_restores_it() {
        let mut game = BestReply::new(TrichessGame::new());
        let root_moves = strings(&game);
        assert_eq!(root_moves.len(), 76);
        let first = game.parse_move(&root_moves[0]).expect("a legal first move");
        game.play(first);
        let (hash, text) = (game.hash(), game.position_string());

        // P1's own moves, and P2's as if P1 waited.
        let mut p1 = Vec::new();
        game.game.legal_moves(&mut p1);
        let mut waiting = game.game.clone();
        waiting.play_pass();
        let mut p2 = Vec::new();
        waiting.legal_moves(&mut p2);
        let mut offered = Vec::new();
        game.legal_moves(&mut offered);
        assert_eq!(offered.len(), p1.len() + p2.len());

        // Either opponent's reply hands the turn back to the root.
        for &mv in &offered {
            game.play(mv);
            assert_eq!(game.to_move(), Seat(0), "after {}", game.move_string(mv));
            assert!(game.undo());
            assert_eq!((game.hash(), game.position_string()), (hash, text.clone()));
        }
        assert!(game.undo());
        assert_eq!(game.position_string(), TrichessGame::new().position_string());
        assert!(!game.undo());
    }

    #[test]
    fn a_null_move_passes_a_whole_turn_and_undo_restores_it() {
        let mut game = BestReply::new(TrichessGame::new());
        let start = (game.hash(), game.position_string());
        // The root passes: the opponents are to move.
        assert!(game.play_null());
        assert_eq!(game.to_move(), Seat(1));
        // Both opponents pass: the root is to move again.
        assert!(game.play_null());
        assert_eq!(game.to_move(), Seat(0));
        assert!(game.undo());
        assert_eq!(game.to_move(), Seat(1));
        assert!(game.undo());
        assert_eq!((game.hash(), game.position_string()), start);
    }

    #[test]
    fn no_null_move_leaves_a_king_in_check() {
        // P1 (h15), to move, is in check from P0's queen on h14.
        let mut checked = BestReply::from_position("Kd1*,Qh14/Kh15*/Ko11* 1 0").expect("position");
        assert!(!checked.play_null());
        // The root to move and the second opponent (P2, o11) in check: the root may pass,
        // the opponents may not both pass.
        let mut game = BestReply::from_position("Kd1*,Qo12/Kh15*/Ko11* 0 0").expect("position");
        assert!(game.play_null());
        assert!(!game.play_null());
    }

    #[test]
    fn a_mated_next_seat_ends_the_tree() {
        // P0's queen to i15 mates P1 (h15): on the opponents' turn there is then nothing to play.
        let mut game = BestReply::from_position("Kd1*,Qi14/Kh15*/Ko11*,Qj15 0 0").expect("position");
        let mate = game.parse_move("i14-i15").expect("legal");
        game.play(mate);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert!(moves.is_empty());
        assert!(game.search_outcome(true).is_some());
    }
}
