//! A game's events played onto a `Table`: the server rebuilds its games this way after a
//! restart, and a client keeps its copy of a game in step with the server's the same way.
//! Events that only report an effect (a takeback after an accepted offer, an ending the table
//! reached by itself, a seat gone or back) change nothing.

use crate::{EndedBy, GameEvent, GameSetupInfo, GameState};
use std::time::Duration;
use tabula_rules::Seat;
use tabula_table::{GameSetup, Player, Table, TakebackPolicy};

/// Applies one event to `table`; an event the table refuses is an error naming it.
pub fn apply_event(table: &mut Table, event: &GameEvent) -> Result<(), String> {
    let result = match event {
        GameEvent::Moved { seat, text, clocks_ms, .. } => table.play_as(Seat(*seat), text).map(|_| {
            // The clocks as they stood after the move, not as a replay without time leaves them.
            if !clocks_ms.is_empty() {
                table.set_time_left(clocks_ms.iter().map(|&ms| Duration::from_millis(ms)).collect());
            }
        }),
        GameEvent::Offered { seat, offer } => table.make_offer(Seat(*seat), (*offer).into()).map(|_| ()),
        GameEvent::Answered { seat, yes } => table.answer_offer(Seat(*seat), *yes).map(|_| ()),
        GameEvent::OfferClosed { .. } => match table.offer().map(|o| o.from) {
            // Still open after the answers: it was withdrawn.
            Some(from) => table.withdraw_offer(from),
            None => Ok(()),
        },
        GameEvent::Ended { .. } if table.is_over() => Ok(()),
        GameEvent::Ended { by: EndedBy::Resignation, .. } => match resigned_seat(event) {
            Some(loser) => table.resign(Seat(loser)),
            None => Ok(()),
        },
        GameEvent::Ended { by: EndedBy::Claim, .. } => table.claim_draw().map(|_| ()),
        GameEvent::Ended { by: EndedBy::Abort, .. } => table.abort(),
        GameEvent::Ended { by: EndedBy::Flag, .. } => {
            // The flag of the seat to move fell: run its clock out.
            table.tick(Duration::from_secs(u32::MAX.into()));
            Ok(())
        }
        GameEvent::Ended { .. }
        | GameEvent::TakenBack { .. }
        | GameEvent::SeatGone { .. }
        | GameEvent::SeatBack { .. } => Ok(()),
    };
    result.map_err(|e| format!("event {event:?}: {e}"))
}

/// A resignation's seat: the only seat scoring zero (two seats) or the first (three).
pub fn resigned_seat(event: &GameEvent) -> Option<u8> {
    let GameEvent::Ended { scores, .. } = event else { return None };
    scores.iter().position(|s| s == "0").map(|s| s as u8)
}

/// The table setup of an online game: every seat a person, the server's clock and start.
pub fn online_setup(setup: &GameSetupInfo, start: Option<String>) -> GameSetup {
    GameSetup {
        variant: setup.game,
        players: vec![Player::Human; setup.seats.len().max(usize::from(setup.game.seats()))],
        clock: setup.clock,
        first_seat: 0,
        start,
    }
}

/// A new table for a game as the server describes it, with offers decided by consent.
pub fn new_online_table(setup: GameSetup) -> Result<Table, String> {
    let mut table = Table::new(setup).map_err(|e| e.to_string())?;
    table.set_takeback_policy(TakebackPolicy::Consent);
    Ok(table)
}

/// Whose copy of a game a table is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// The server's: every seat is a human there.
    Server,
    /// A player's: their seat is the human, the others are remote players by name.
    Seat(u8),
    /// A spectator's: every seat is a remote player.
    Spectator,
}

/// The table a snapshot describes, as `viewer` holds it: its moves replayed, its clocks and
/// open offer as they stood. (An ending other than the board's is applied from the snapshot's
/// `ended` event.)
pub fn table_of_state(state: &GameState, viewer: Viewer) -> Result<Table, String> {
    let mut setup = online_setup(&state.setup, state.start.clone());
    for (index, player) in setup.players.iter_mut().enumerate() {
        let remote = match viewer {
            Viewer::Server => false,
            Viewer::Seat(mine) => index != usize::from(mine),
            Viewer::Spectator => true,
        };
        if remote {
            let name = state.setup.seats.get(index).map_or_else(|| format!("seat {}", index + 1), |s| s.name.clone());
            *player = Player::Remote(name);
        }
    }
    let mut table = new_online_table(setup)?;
    for (ply, text) in state.moves.iter().enumerate() {
        let seat = table.to_move();
        table.play_as(seat, text).map_err(|e| format!("move {} ({text}): {e}", ply + 1))?;
    }
    if !state.clocks_ms.is_empty() {
        table.set_time_left(state.clocks_ms.iter().map(|&ms| Duration::from_millis(ms)).collect());
    }
    if let Some(offer) = &state.offer {
        table.make_offer(Seat(offer.from), offer.offer.into()).map_err(|e| e.to_string())?;
        for &seat in &offer.agreed {
            if seat != offer.from {
                table.answer_offer(Seat(seat), true).map_err(|e| e.to_string())?;
            }
        }
    }
    if let Some(ended) = &state.ended {
        apply_event(&mut table, ended)?;
    }
    Ok(table)
}
