//! What the search needs from a game beyond its rules: an evaluation, which moves are noisy
//! (captures, promotions), a dense move index for history tables, and cheap end-of-game tests.

use tabula_rules::{Game, Outcome, Seat};

pub trait SearchGame: Game {
    /// Size of the `move_index` space.
    const MOVE_INDEX_SPACE: usize;

    /// What the coach reads in this game's scores (crate::coaching).
    const COACHING: crate::coaching::Coaching;

    /// What a draw costs the root, in evaluation units: above zero in games where two careful
    /// sides drift into draws, so the computer plays on while it is not worse (contempt).
    const CONTEMPT: i32 = 0;

    /// Does a move that gives check search one ply deeper? Not where checks come at nearly
    /// every move: in Trichess, with queens out, extensions multiplied a depth-4 tree by a
    /// hundred and levels ran out of time a ply or two short of their depth.
    const EXTEND_CHECKS: bool = true;

    /// What a game's end by points (`Outcome::Scores`) is worth to a seat that got `mine`, in
    /// evaluation units: zero at an even share (2/3 of a point in Trichess). The default is
    /// linear and steep, so any gain outweighs any evaluation.
    fn points_score(mine: f64) -> i32 {
        ((mine - 2.0 / 3.0) * 15_000.0) as i32
    }

    /// Static evaluation in centipawn-like units from the point of view of `root`'s team (the
    /// root seat alone; in three-seat games the other two count as one opposing team).
    fn evaluate(&self, root: Seat) -> i32;

    /// `None` for a quiet move; for a noisy one (capture, promotion, escape: searched in
    /// quiescence and ordered first) its ordering score, higher first (most valuable victim,
    /// least valuable attacker). One call, because deciding may mean simulating the move.
    fn noisy_score(&self, mv: Self::Move) -> Option<i32>;

    /// Is this noisy move worth a look in quiescence? Where a game can tell cheaply, captures
    /// that hand the capturing piece to a recapture for less are left to the full-width search:
    /// in Trichess, with queens out and two opponents able to recapture, searching them all made
    /// quiescence the whole search (default: every noisy move is searched).
    fn worth_in_quiescence(&self, _mv: Self::Move) -> bool {
        true
    }

    /// The moves quiescence looks at here, into `out`: `true` when they are all the legal
    /// moves (so an empty list means the game is over), `false` when they are fewer (the
    /// noisy ones, where a game can generate those alone: then an end without a check, a
    /// stalemate, goes unseen at the horizon). Default: all the legal moves.
    fn quiescence_moves(&self, out: &mut Vec<Self::Move>) -> bool {
        self.legal_moves(out);
        true
    }

    /// Deepen two plies at a time past depth 2 (a level's own last depth still counts): in
    /// best-reply search an odd depth ends on the root's own move, unanswered, so the time
    /// goes to the next even depth instead (docs/ai.md).
    const EVEN_DEPTHS: bool = false;

    /// Does `root_move_unsafe` ever say yes? Then levels that search a whole round keep part of
    /// their time for a second look among the safe moves.
    const GUARDS_ROOT: bool = false;

    /// A last look at a move the search chose, for a danger its model of the opponents cannot
    /// see: `true` when the move should give way to another that avoids it. Trichess'
    /// best-reply search never lets both opponents move in a row, yet in the real game they
    /// do, and most Trichess mates are two opponents' moves in turn (default: no danger).
    fn root_move_unsafe(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A dense index below `MOVE_INDEX_SPACE` (from and to), for history and killer tables.
    fn move_index(&self, mv: Self::Move) -> usize;

    /// A number that tells this move from every other legal move of the same position, below
    /// 2^21: how the transposition table keeps a best move. Default: `move_index`, for games
    /// where from and to say it all.
    fn move_key(&self, mv: Self::Move) -> u32 {
        self.move_index(mv) as u32
    }

    /// Is the side to move in check? Drives check extensions and guards null moves.
    fn in_check(&self) -> bool {
        false
    }

    /// Passes without moving, for null-move pruning; `false` where the game cannot.
    fn play_null(&mut self) -> bool {
        false
    }

    /// Static pruning (reverse futility): a node off the principal variation, not in check,
    /// within a few plies of the horizon, whose static evaluation beats beta by this much per
    /// remaining ply is not searched further. Zero turns it off (the default).
    const FUTILITY_MARGIN: i32 = 0;

    /// May this position be pruned statically (reverse futility)? Not where the static
    /// evaluation is no guide to progress: chess endings where a side has only king and pawns
    /// (mating a lone king needs the search, and zugzwang is common).
    fn static_pruning_allowed(&self) -> bool {
        true
    }

    /// Does this game's search take the refinements of `crate::refinements` (measured on
    /// chess only)?
    const REFINED_PRUNING: bool = false;

    /// Does quiet move `mv` lose more than `margin` by the exchange on its square? Only read
    /// where `REFINED_PRUNING` is set.
    fn quiet_move_loses(&self, _mv: Self::Move, _margin: i32) -> bool {
        false
    }

    /// The least remaining depth at which a node tries a null move.
    const NULL_MOVE_DEPTH: i32 = 3;

    /// The game's end for search: `no_moves` says the side to move has no legal move. Cheaper
    /// than `status`, and stricter on repetition (a repeated position in the tree scores as the
    /// draw it leads to).
    fn search_outcome(&self, no_moves: bool) -> Option<Outcome>;
}

/// Keeps only the noisy moves quiescence looks at, most promising first (the game's
/// `noisy_score` order).
pub(crate) fn keep_quiescence_moves<G: SearchGame>(game: &G, moves: &mut Vec<G::Move>) {
    let mut noisy: Vec<(i32, G::Move)> = moves
        .iter()
        .filter_map(|&mv| game.noisy_score(mv).map(|score| (score, mv)))
        .filter(|&(_, mv)| game.worth_in_quiescence(mv))
        .collect();
    noisy.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    moves.clear();
    moves.extend(noisy.into_iter().map(|(_, mv)| mv));
}

/// Is `seat` on `root`'s team? (Two seats: only the root. Three: paranoid, root against both.)
pub fn same_team(root: Seat, seat: Seat) -> bool {
    root == seat
}
