//! One game on the server: its table (the authority on every rule, clock and ending), its seats,
//! and its event stream. Events are numbered from 1 without gaps; the stored events replay into
//! the same table after a restart.

use std::collections::HashMap;
use std::time::{Duration, Instant};
use tabula_protocol::{EndedBy, GameEvent, GameId, GameSetupInfo, GameState, SeatInfo, points_text};
use tabula_rules::Seat;
use tabula_table::{EndedBy as TableEnd, GameSetup, Played, Table, points_of};

/// How many presence events (`seat_gone`, `seat_back`) one game's record takes.
pub const MAX_PRESENCE_EVENTS: usize = 40;

pub struct LiveGame {
    pub id: GameId,
    pub setup: GameSetup,
    pub table: Table,
    /// Player ids and names by seat.
    pub seats: Vec<(u64, String)>,
    pub events: Vec<GameEvent>,
    /// Moves already acknowledged, by (player, ply, client id), with their text and event
    /// number: a resend (the same text) gets the same answer.
    pub acked: HashMap<(u64, u32, u64), (String, u64)>,
    /// When the seat to move began thinking (its clock runs from here).
    pub turn_started: Instant,
    /// Seats whose player has no connection (reported by `seat_gone`), with since when.
    pub away: Vec<(u8, Instant)>,
    /// Presence events stored so far: past [`MAX_PRESENCE_EVENTS`] comings and goings are no
    /// longer written to the game's record (a reconnecting loop cannot grow it).
    pub presence_events: usize,
    /// Each seat's last offer, by the number of moves played when it was made: one offer a
    /// seat a move.
    pub last_offer: Vec<Option<usize>>,
    /// Each seat's lag compensation quota.
    pub lag: Vec<crate::lag::LagQuota>,
    /// When the game ended (or was loaded ended): it leaves memory a while later.
    pub finished_at: Option<Instant>,
}

impl LiveGame {
    pub fn new(id: GameId, setup: GameSetup, seats: Vec<(u64, String)>) -> Result<LiveGame, String> {
        let table = tabula_protocol::new_online_table(setup.clone())?;
        let lag = vec![crate::lag::LagQuota::default(); seats.len()];
        let seats_len = seats.len();
        Ok(LiveGame {
            id,
            setup,
            table,
            seats,
            events: Vec::new(),
            acked: HashMap::new(),
            turn_started: Instant::now(),
            away: Vec::new(),
            presence_events: 0,
            last_offer: vec![None; seats_len],
            lag,
            finished_at: None,
        })
    }

    /// Rebuilds a stored game by replaying its events through a new table.
    pub fn replay(
        id: GameId,
        setup: GameSetup,
        seats: Vec<(u64, String)>,
        events: Vec<GameEvent>,
    ) -> Result<LiveGame, String> {
        let mut game = LiveGame::new(id, setup, seats)?;
        for event in events {
            game.apply(&event)?;
            game.events.push(event);
        }
        if game.table.is_over() {
            game.finished_at = Some(Instant::now());
        }
        Ok(game)
    }

    /// Builds the table again from the committed events alone (after a failed commit), keeping
    /// everything else the game holds; the clocks are set to `clocks` (as they stood before).
    pub fn rebuild_table(&mut self, clocks: Vec<Duration>) -> Result<(), String> {
        let mut table = tabula_protocol::new_online_table(self.setup.clone())?;
        for event in &self.events {
            tabula_protocol::apply_event(&mut table, event).map_err(|e| format!("stored {e}"))?;
        }
        table.set_time_left(clocks);
        self.table = table;
        Ok(())
    }

    /// How long `seat` has been away, if it is.
    pub fn away_for(&self, seat: Seat) -> Option<Duration> {
        self.away.iter().find(|(s, _)| *s == seat.0).map(|(_, since)| since.elapsed())
    }

    /// Applies a stored event to the table again.
    fn apply(&mut self, event: &GameEvent) -> Result<(), String> {
        tabula_protocol::apply_event(&mut self.table, event).map_err(|e| format!("stored {e}"))
    }

    pub fn seat_of(&self, player: u64) -> Option<Seat> {
        self.seats.iter().position(|(id, _)| *id == player).map(|s| Seat(s as u8))
    }

    pub fn seq(&self) -> u64 {
        self.events.len() as u64
    }

    /// The event a played move becomes.
    pub fn moved_event(&self, played: &Played) -> GameEvent {
        GameEvent::Moved {
            seat: played.seat.0,
            ply: self.table.moves().len().saturating_sub(1) as u32,
            text: played.text.clone(),
            display: played.display.clone(),
            clocks_ms: self.clocks_ms(),
        }
    }

    pub fn clocks_ms(&self) -> Vec<u64> {
        let clocks = self.table.clocks();
        if clocks.enabled() { clocks.remaining().iter().map(|d| d.as_millis() as u64).collect() } else { Vec::new() }
    }

    /// Every seat's time left at this moment: the seat to move's clock has run since its turn
    /// began (what a snapshot shows).
    pub fn clocks_ms_now(&self) -> Vec<u64> {
        let mut clocks = self.clocks_ms();
        if !self.table.is_over()
            && let Some(left) = clocks.get_mut(usize::from(self.table.to_move().0))
        {
            *left = left.saturating_sub(self.turn_started.elapsed().as_millis() as u64);
        }
        clocks
    }

    /// The `ended` event of a finished game.
    pub fn ended_event(&self) -> Option<GameEvent> {
        let ending = self.table.ending()?;
        let by = match ending.by {
            TableEnd::Board => EndedBy::Board,
            TableEnd::Resignation(_) => EndedBy::Resignation,
            TableEnd::Flag(_) => EndedBy::Flag,
            TableEnd::Agreement => EndedBy::Agreement,
            TableEnd::Claim(_) => EndedBy::Claim,
            TableEnd::Abort => EndedBy::Abort,
        };
        let scores = ending
            .outcome
            .as_ref()
            .map(|o| points_of(o, self.seats.len()).into_iter().map(points_text).collect())
            .unwrap_or_default();
        Some(GameEvent::Ended { by, reason: ending.describe(self.table.seat_names()), scores })
    }

    pub fn setup_info(&self, online: impl Fn(u64) -> bool) -> GameSetupInfo {
        GameSetupInfo {
            game: self.setup.variant,
            clock: self.setup.clock,
            seats: self
                .seats
                .iter()
                .map(|(id, name)| SeatInfo {
                    player: tabula_protocol::PlayerId(*id),
                    name: name.clone(),
                    online: online(*id),
                })
                .collect(),
        }
    }

    pub fn state(&self, online: impl Fn(u64) -> bool) -> GameState {
        GameState {
            game: self.id.clone(),
            seq: self.seq(),
            setup: self.setup_info(online),
            start: self.setup.start.clone(),
            moves: self.table.moves().iter().map(|m| m.text.clone()).collect(),
            clocks_ms: self.clocks_ms_now(),
            to_move: self.table.to_move().0,
            offer: self.table.offer().map(|o| tabula_protocol::OpenOffer {
                offer: o.kind.into(),
                from: o.from.0,
                agreed: (0..o.answers.len() as u8)
                    .filter(|&s| o.answers[s as usize] == tabula_table::Answer::Yes)
                    .collect(),
            }),
            ended: self.ended_event().map(Box::new),
        }
    }
}
