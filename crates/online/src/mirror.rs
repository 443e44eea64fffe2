//! One online game as this client knows it: the table the server's events build (confirmed),
//! the moves sent but not yet acknowledged (pending, shown at once on top), and a premove
//! waiting for the player's turn. The server stays the authority: a refused move is dropped and
//! the shown game falls back to the confirmed one.

use tabula_protocol::{GameEvent, GameId, GameSetupInfo, GameState, Viewer, apply_event, table_of_state};
use tabula_rules::{PieceKind, Seat};
use tabula_table::Table;
use web_time::{Duration, Instant};

/// A move sent to the server and not yet acknowledged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingMove {
    pub ply: u32,
    pub text: String,
    /// The message id it was sent with (a resend uses the same).
    pub id: u64,
}

/// A move made while another seat is to move, sent when the turn comes (lichess's premove).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Premove {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<PieceKind>,
}

/// What applying a server event did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    /// The next event of the stream, now part of the game.
    Next,
    /// An event already seen (a resend after a resync): ignored.
    Old,
    /// Events are missing before this one: the client must resync from `have`.
    Gap { have: u64 },
}

pub struct GameMirror {
    pub id: GameId,
    pub setup: GameSetupInfo,
    /// The seat this client plays, or `None` when watching.
    pub seat: Option<Seat>,
    confirmed: Table,
    /// The last event number applied.
    pub seq: u64,
    /// The `ended` event once the game is over.
    pub ended: Option<GameEvent>,
    pub pending: Vec<PendingMove>,
    pub premove: Option<Premove>,
    /// When the confirmed clocks were last set from the server: the seat to move's time runs
    /// from here.
    clocks_at: Instant,
    /// Each seat's player connected or not, as the server last said.
    pub present: Vec<bool>,
}

impl GameMirror {
    /// The game as a snapshot describes it.
    pub fn from_state(state: &GameState, seat: Option<Seat>) -> Result<GameMirror, String> {
        let viewer = seat.map_or(Viewer::Spectator, |s| Viewer::Seat(s.0));
        let confirmed = table_of_state(state, viewer)?;
        Ok(GameMirror {
            id: state.game.clone(),
            setup: state.setup.clone(),
            seat,
            confirmed,
            seq: state.seq,
            ended: state.ended.as_deref().cloned(),
            pending: Vec::new(),
            premove: None,
            clocks_at: Instant::now(),
            present: state.setup.seats.iter().map(|s| s.online).collect(),
        })
    }

    /// Replaces everything the server's state covers; pending moves that still fit after it
    /// (the snapshot's next ply onwards) stay to be resent.
    pub fn reset(&mut self, state: &GameState) -> Result<(), String> {
        let fresh = GameMirror::from_state(state, self.seat)?;
        let plies = state.moves.len() as u32;
        let pending = std::mem::take(&mut self.pending);
        *self = GameMirror {
            pending: pending.into_iter().filter(|p| p.ply >= plies).collect(),
            premove: self.premove,
            ..fresh
        };
        self.keep_pending_that_fit();
        Ok(())
    }

    /// Applies event `seq` of the stream.
    pub fn apply(&mut self, seq: u64, event: &GameEvent) -> Result<Applied, String> {
        if seq <= self.seq {
            return Ok(Applied::Old);
        }
        if seq > self.seq + 1 {
            return Ok(Applied::Gap { have: self.seq });
        }
        apply_event(&mut self.confirmed, event)?;
        self.seq = seq;
        match event {
            GameEvent::Moved { ply, text, clocks_ms, .. } => {
                // Our own move coming back is confirmed. Another move at its ply means ours
                // was too late: the server's refusal (with its reason) will drop it, and until
                // then the shown game cannot play it on top.
                if let Some(first) = self.pending.first()
                    && first.ply == *ply
                    && first.text == *text
                {
                    self.pending.remove(0);
                }
                if !clocks_ms.is_empty() {
                    self.clocks_at = Instant::now();
                }
            }
            GameEvent::TakenBack { .. } => {}
            GameEvent::Ended { .. } => {
                self.ended = Some(event.clone());
                self.premove = None;
            }
            GameEvent::SeatGone { seat } | GameEvent::SeatBack { seat } => {
                if let Some(present) = self.present.get_mut(usize::from(*seat)) {
                    *present = matches!(event, GameEvent::SeatBack { .. });
                }
            }
            GameEvent::Offered { .. } | GameEvent::Answered { .. } | GameEvent::OfferClosed { .. } => {}
        }
        Ok(Applied::Next)
    }

    /// Drops pending moves that no longer play on the confirmed game (and all after them).
    fn keep_pending_that_fit(&mut self) {
        let fit = play_pending(&mut self.confirmed.clone(), &self.pending);
        self.pending.truncate(fit);
    }

    /// The game as the server has confirmed it.
    pub fn confirmed(&self) -> &Table {
        &self.confirmed
    }

    /// The game to show: the confirmed one with the pending moves on top, and the seat to
    /// move's clock run down by the time since the server's last word (never to zero: the
    /// server decides when a flag falls).
    pub fn shown(&self) -> Table {
        let mut table = self.confirmed.clone();
        let on_top = play_pending(&mut table, &self.pending);
        if on_top > 0 || table.is_over() {
            return table;
        }
        if let Some(left) = table.clocks().left(table.to_move()) {
            let run = self.clocks_at.elapsed().min(left.saturating_sub(Duration::from_millis(1)));
            table.tick(run);
        }
        table
    }

    /// Whether it is this client's seat's turn in the shown game.
    pub fn my_turn(&self) -> bool {
        let shown = self.shown();
        !shown.is_over() && self.seat == Some(shown.to_move())
    }

    /// The seat a client may act for: its own, while the game is on.
    pub fn is_player(&self) -> bool {
        self.seat.is_some()
    }

    pub fn is_over(&self) -> bool {
        self.ended.is_some() || self.confirmed.is_over()
    }
}

/// Plays the pending moves on `table` in order, as far as each fits (its ply, and legal there);
/// returns how many did.
fn play_pending(table: &mut Table, pending: &[PendingMove]) -> usize {
    pending.iter().take_while(|p| p.ply as usize == table.moves().len() && table.play(&p.text).is_ok()).count()
}
