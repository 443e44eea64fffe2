//! The words every screen shares, in the player's language: games, seats, pieces and how a
//! game ended. The rules crate names these in English for engines and files; people read them
//! from here.

use crate::tr;
use tabula_rules::{ClaimableDraw, EndReason, Outcome, PieceKind, Seat, Variant};
use tabula_table::OfferKind;

/// What an offer asks for, as it ends a sentence: "a draw", "to abort the game".
pub fn offer(kind: OfferKind) -> String {
    match kind {
        OfferKind::Draw => tr!("offer-draw"),
        OfferKind::Takeback => tr!("offer-takeback"),
        OfferKind::Abort => tr!("offer-abort"),
        OfferKind::Rematch => tr!("offer-rematch"),
    }
}

/// "White offers a draw."
pub fn seat_offers(variant: Variant, seat: Seat, kind: OfferKind) -> String {
    tr!("offer-made", seat = seat_title(variant, seat), seat_id = seat_id(variant, seat), offer = offer(kind))
}

/// A game's name: "Chess", "Marseillais chess".
pub fn game_title(variant: Variant) -> String {
    match variant {
        Variant::Chess => tr!("game-chess"),
        Variant::Marseillais => tr!("game-marseillais"),
        Variant::Brandubh => tr!("game-brandubh"),
        Variant::Trichess => tr!("game-trichess"),
        Variant::Trigame => tr!("game-trigame"),
    }
}

/// A game's one line for the game select screen.
pub fn game_blurb(variant: Variant) -> String {
    match variant {
        Variant::Chess => tr!("game-chess-blurb"),
        Variant::Marseillais => tr!("game-marseillais-blurb"),
        Variant::Brandubh => tr!("game-brandubh-blurb"),
        Variant::Trichess => tr!("game-trichess-blurb"),
        Variant::Trigame => tr!("game-trigame-blurb"),
    }
}

/// The seat's id in the rules (`white`, `attackers`), which Fluent messages select on for
/// grammar (a plural army, an adjective's gender).
pub fn seat_id(variant: Variant, seat: Seat) -> &'static str {
    variant.seat_names().get(seat.0 as usize).copied().unwrap_or("other")
}

/// A seat's name as a sentence starts with it: "White", "Attackers", "Red".
pub fn seat_title(variant: Variant, seat: Seat) -> String {
    match seat_id(variant, seat) {
        "white" => tr!("seat-white"),
        "black" => tr!("seat-black"),
        "red" => tr!("seat-red"),
        "attackers" => tr!("seat-attackers"),
        "defenders" => tr!("seat-defenders"),
        _ => tr!("seat-other", number = u32::from(seat.0) + 1),
    }
}

/// A piece's name: "knight", Trigame's "a piece".
pub fn piece_name(kind: PieceKind) -> String {
    match kind {
        PieceKind::Pawn => tr!("piece-pawn"),
        PieceKind::Knight => tr!("piece-knight"),
        PieceKind::Bishop => tr!("piece-bishop"),
        PieceKind::Rook => tr!("piece-rook"),
        PieceKind::Queen => tr!("piece-queen"),
        PieceKind::King | PieceKind::TaflKing => tr!("piece-king"),
        PieceKind::Attacker => tr!("piece-attacker"),
        PieceKind::Defender => tr!("piece-defender"),
        PieceKind::TriA => tr!("piece-tri-a"),
        PieceKind::TriB => tr!("piece-tri-b"),
        PieceKind::TriC => tr!("piece-tri-c"),
    }
}

/// The rules' id of a piece kind, for messages that select on it (an adjective's gender).
pub fn piece_id(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::TaflKing => "king",
        PieceKind::TriA => "tri-a",
        PieceKind::TriB => "tri-b",
        PieceKind::TriC => "tri-c",
        other => other.name(),
    }
}

/// A seat's piece: "White knight", "attacker of the attackers".
pub fn seat_piece(variant: Variant, seat: Seat, kind: PieceKind) -> String {
    tr!(
        "seat-piece",
        seat = seat_title(variant, seat),
        seat_id = seat_id(variant, seat),
        piece = piece_name(kind),
        piece_id = piece_id(kind),
    )
}

/// Why a game ended: "checkmate", "threefold repetition (claimed)".
pub fn end_reason(reason: EndReason) -> String {
    match reason {
        EndReason::Checkmate => tr!("end-checkmate"),
        EndReason::Stalemate => tr!("end-stalemate"),
        EndReason::DeadPosition => tr!("end-dead-position"),
        EndReason::FivefoldRepetition => tr!("end-fivefold-repetition"),
        EndReason::SeventyFiveMoveRule => tr!("end-seventy-five-moves"),
        EndReason::QuietRounds => tr!("end-quiet-rounds"),
        EndReason::Claimed(ClaimableDraw::ThreefoldRepetition) => tr!("end-claimed-threefold"),
        EndReason::Claimed(ClaimableDraw::FiftyMoveRule) => tr!("end-claimed-fifty-moves"),
        EndReason::Claimed(_) => tr!("end-claimed"),
        EndReason::Resignation => tr!("end-resignation"),
        EndReason::Agreement => tr!("end-agreement"),
        EndReason::Timeout => tr!("end-timeout"),
        EndReason::TimeoutVsInsufficientMaterial => tr!("end-timeout-insufficient"),
        EndReason::KingEscaped => tr!("end-king-escaped"),
        EndReason::KingCaptured => tr!("end-king-captured"),
        EndReason::NoLegalMoves => tr!("end-no-legal-moves"),
        EndReason::Repetition => tr!("end-repetition"),
        EndReason::AllPiecesCaptured => tr!("end-all-captured"),
        EndReason::CountdownMajority => tr!("end-countdown-majority"),
        EndReason::CountdownsEqual => tr!("end-countdowns-equal"),
        _ => tr!("end-other"),
    }
}

/// A draw that may be claimed: "threefold repetition".
pub fn claimable_draw(claim: ClaimableDraw) -> String {
    match claim {
        ClaimableDraw::ThreefoldRepetition => tr!("claim-threefold"),
        ClaimableDraw::FiftyMoveRule => tr!("claim-fifty-moves"),
        _ => tr!("claim-other"),
    }
}

/// How a table's game ended: its outcome, or that it was aborted.
pub fn ending(variant: Variant, ending: &tabula_table::Ending) -> String {
    match &ending.outcome {
        Some(result) => outcome(variant, result),
        None => tr!("outcome-aborted"),
    }
}

/// How a game ended, as a sentence: "White wins (checkmate).", "Draw (stalemate).",
/// "Game over (checkmate). Scores: White 2, Red 0, Black 1."
pub fn outcome(variant: Variant, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => tr!(
            "outcome-win",
            reason = end_reason(*reason),
            winner = seat_title(variant, *winner),
            winner_id = seat_id(variant, *winner),
        ),
        Outcome::Draw { reason } => tr!("outcome-draw", reason = end_reason(*reason)),
        Outcome::Scores { points, reason } => {
            let scores: Vec<String> = points
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    tr!("outcome-score", seat = seat_title(variant, Seat(seat as u8)), points = p.to_string())
                })
                .collect();
            tr!("outcome-scores", reason = end_reason(*reason), scores = scores.join(", "))
        }
    }
}

/// Why the table refused a move or a request, in the player's language (English words where a
/// reason has none yet: a setup problem, a replayed list, an offer's conditions).
pub fn table_refusal(variant: Variant, error: &tabula_table::TableError) -> String {
    use tabula_table::TableError;
    match error {
        TableError::Illegal { code, reason, .. } => illegal_move(code).unwrap_or_else(|| sentence(reason)),
        TableError::GameOver => tr!("illegal-game-over"),
        TableError::NotYourTurn { to_move, .. } => {
            tr!("refusal-not-your-turn", seat = seat_title(variant, *to_move), seat_id = seat_id(variant, *to_move))
        }
        TableError::CannotWait => tr!("refusal-cannot-wait"),
        TableError::NothingToTakeBack => tr!("refusal-nothing-to-take-back"),
        TableError::TakebackNeedsConsent => tr!("refusal-takeback-needs-consent"),
        TableError::NoHuman => tr!("refusal-no-human"),
        TableError::NoClaim => tr!("refusal-no-claim"),
        TableError::NoOffer => tr!("refusal-no-offer"),
        other => sentence(&other.to_string()),
    }
}

/// The words for a rules' reason id ([`tabula_rules::IllegalMove::code`]); `None` for an id
/// this client does not know (a newer rules crate).
pub fn illegal_move(code: &str) -> Option<String> {
    Some(match code {
        "malformed" => tr!("illegal-malformed"),
        "no-piece-there" => tr!("illegal-no-piece-there"),
        "not-your-piece" => tr!("illegal-not-your-piece"),
        "cannot-move-there" => tr!("illegal-cannot-move-there"),
        "leaves-king-in-check" => tr!("illegal-leaves-king-in-check"),
        "castling-not-allowed" => tr!("illegal-castling-not-allowed"),
        "promotion-required" => tr!("illegal-promotion-required"),
        "not-a-promotion" => tr!("illegal-not-a-promotion"),
        "not-straight" => tr!("illegal-not-straight"),
        "blocked" => tr!("illegal-blocked"),
        "restricted-square" => tr!("illegal-restricted-square"),
        "wrong-captures" => tr!("illegal-wrong-captures"),
        "game-over" => tr!("illegal-game-over"),
        "same-kind" => tr!("illegal-same-kind"),
        "own-piece-there" => tr!("illegal-own-piece-there"),
        "cannot-pass" => tr!("illegal-cannot-pass"),
        "must-pass" => tr!("illegal-must-pass"),
        _ => return None,
    })
}

/// English words from another crate as a sentence: capitalised, with a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.next().map(|c| c.to_uppercase().collect::<String>()).unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// Why a move was not sent, in the player's words.
pub fn play_refusal(variant: Variant, refusal: &tabula_online::PlayRefusal) -> String {
    use tabula_online::PlayRefusal;
    match refusal {
        PlayRefusal::NoSuchGame => tr!("online-no-such-game"),
        PlayRefusal::Watching => tr!("online-refused-watching"),
        PlayRefusal::GameOver => tr!("illegal-game-over"),
        PlayRefusal::Table(error) => table_refusal(variant, error),
    }
}

/// Why a lesson's or a puzzle's level failed, in the player's words (a script's own words for
/// a wrong move come translated with the lesson).
pub fn level_failure(variant: Variant, failure: &tabula_lessons::Failure) -> String {
    use tabula_lessons::Failure;
    match failure {
        Failure::Wrong(text) => text.clone(),
        Failure::LineOver => tr!("lesson-failed-line-over"),
        Failure::TooManyMoves(moves) => tr!("lesson-failed-too-many-moves", moves = *moves),
        Failure::GameEnded { outcome: ended, .. } => tr!("lesson-failed-game-ended", outcome = outcome(variant, ended)),
        Failure::ReplyFailed { reply, error } => tr!("lesson-failed-reply", reply = reply, error = error),
        Failure::CheckWhileWaiting => tr!("lesson-failed-check-while-waiting"),
        Failure::PieceLost { piece, cell } => {
            tr!("lesson-failed-piece-lost", piece = piece_name(*piece), piece_id = piece_id(*piece), cell = cell)
        }
    }
}

/// Why a lesson refused a move, in the player's words.
pub fn level_refusal(variant: Variant, refusal: &tabula_lessons::Refusal) -> String {
    use tabula_lessons::Refusal;
    match refusal {
        Refusal::LevelOver => tr!("lesson-refused-level-over"),
        Refusal::NotYourTurn => tr!("msg-not-your-turn"),
        Refusal::PageToRead => tr!("lesson-refused-page"),
        Refusal::Table(error) => table_refusal(variant, error),
    }
}
