//! Moves typed in the game's notation: the text is matched against the legal moves of the
//! position on show, in the players' notation (SAN in chess, `e5,Nc6`-style half-moves in
//! Marseillais, each game's own elsewhere) or the engine's (`e2e4`, `d1-d3`, `v20-e1011`).
//! What has been typed so far is completed from the same list; a complete match becomes the
//! same `MoveAttempt` a click makes.

use super::{MoveAttempt, MoveRefused, SessionRequest, Snapshot, StatusLine};
use crate::tr;
use bevy::prelude::*;
use tabula_rules::MoveView;

/// A move typed by the player (Enter in the move box).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct TypedMove(pub String);

/// Set while the move box has the keyboard, so the board's keys leave the letters alone.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TypingFocus(pub bool);

/// The words of a move without check, mate and annotation marks.
fn bare(text: &str) -> String {
    text.trim().trim_start_matches('/').trim_end_matches(['+', '#', '!', '?']).replace(' ', "")
}

/// Does this move match what was typed, completely (`exact`) or as a beginning?
fn matches(view: &MoveView, typed: &str, exact: bool) -> bool {
    let display = bare(&view.display);
    let engine = view.text.to_ascii_lowercase();
    let lower = typed.to_ascii_lowercase();
    if exact { display == typed || engine == lower } else { display.starts_with(typed) || engine.starts_with(&lower) }
}

/// The legal moves that begin with what was typed, in the players' notation.
pub fn completions<'a>(moves: &'a [MoveView], typed: &str) -> Vec<&'a MoveView> {
    let typed = bare(typed);
    if typed.is_empty() {
        return Vec::new();
    }
    moves.iter().filter(|m| matches(m, &typed, false)).collect()
}

/// The one move the text names: an exact match, else the only move it begins; otherwise why not.
pub fn resolve<'a>(moves: &'a [MoveView], typed: &str) -> Result<&'a MoveView, String> {
    let text = bare(typed);
    if text.is_empty() {
        return Err(tr!("msg-typed-empty"));
    }
    if let Some(exact) = moves.iter().find(|m| matches(m, &text, true)) {
        return Ok(exact);
    }
    match completions(moves, &text).as_slice() {
        [] if moves.is_empty() => Err(tr!("msg-typed-no-move-here")),
        [] => Err(tr!("msg-typed-no-such-move", typed = text)),
        [one] => Ok(one),
        many => {
            let names: Vec<&str> = many.iter().take(6).map(|m| m.display.as_str()).collect();
            Err(tr!("msg-typed-could-be", typed = text, moves = names.join(", ")))
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TypedMove>().init_resource::<TypingFocus>();
}

/// Typed moves become attempts (a pass, which has no cells, a pass request).
pub(super) fn apply_typed_moves(
    mut typed: MessageReader<TypedMove>,
    snapshot: Res<Snapshot>,
    session: Res<super::Session>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut requests: MessageWriter<SessionRequest>,
    mut refused: MessageWriter<MoveRefused>,
    mut status: ResMut<StatusLine>,
) {
    for TypedMove(text) in typed.read() {
        let text = crate::i18n::notation::typed_move(session.variant(), text);
        match resolve(&snapshot.moves, &text) {
            Ok(view) => match (view.from, view.to) {
                (Some(from), Some(to)) => {
                    attempts.write(MoveAttempt { from, to, promotion: view.promotion });
                }
                _ => {
                    requests.write(SessionRequest::Pass);
                }
            },
            Err(reason) => {
                let reason = super::capitalise(&reason);
                status.0 = reason.clone();
                refused.write(MoveRefused { reason });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::Variant;

    #[test]
    fn typed_moves_resolve_and_complete() {
        let game = Variant::Chess.new_game();
        let moves = game.move_views();
        assert_eq!(resolve(&moves, "Nf3").map(|m| m.text.as_str()), Ok("g1f3"));
        assert_eq!(resolve(&moves, "g1f3").map(|m| m.text.as_str()), Ok("g1f3"));
        assert_eq!(resolve(&moves, "e4").map(|m| m.text.as_str()), Ok("e2e4"));
        assert!(resolve(&moves, "N").unwrap_err().contains("could be"));
        assert!(resolve(&moves, "Qh5").unwrap_err().contains("no legal move"));
        let knights: Vec<&str> = completions(&moves, "N").iter().map(|m| m.display.as_str()).collect();
        assert_eq!(knights.len(), 4, "{knights:?}");
        // Brandubh: the engine's cell pair.
        let tafl = Variant::Brandubh.new_game();
        let first = tafl.move_views()[0].clone();
        assert_eq!(resolve(&tafl.move_views(), &first.text).map(|m| m.text.clone()), Ok(first.text));
    }
}
