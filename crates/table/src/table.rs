//! The game at the table: the setup and its seats, the live game, the record, clocks, offers,
//! takebacks and every way a game ends. The client, the server and the tutorials all play
//! through it; it decides nothing the rules crate decides.

use crate::clock::Clocks;
use crate::offer::{Decision, Offer, OfferKind};
use crate::record::{Played, PlayedMove};
use crate::setup::{GameSetup, Player, SetupError};
use std::time::Duration;
use tabula_rules::{ClaimableDraw, DynGame, EndReason, MoveView, Outcome, PieceKind, Seat, Status, Variant};

/// The move text by which the seat to move lets its turn go by: no game of Tabula's passes at
/// will, but a lesson's waiting side does (`Game::wait`). Saves replay it like a move.
pub const WAIT: &str = "wait";

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndedBy {
    /// The position: mate, stalemate, an escape, a countdown...
    Board,
    Resignation(Seat),
    Flag(Seat),
    Agreement,
    Claim(ClaimableDraw),
    /// Ended without a result.
    Abort,
}

/// A finished game: how it ended and its outcome (none when aborted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    pub by: EndedBy,
    pub outcome: Option<Outcome>,
}

impl Ending {
    /// One line for people: `checkmate, white wins`, `game aborted`.
    pub fn describe(&self, seat_names: &[&str]) -> String {
        match &self.outcome {
            Some(outcome) => outcome.describe(seat_names),
            None => "game aborted".to_owned(),
        }
    }
}

/// Who may take moves back, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakebackPolicy {
    /// Hot-seat: the last move, whenever asked.
    Always,
    /// Against the computer: back to the human's last turn (the computer's reply goes too).
    ToHumansLastMove,
    /// Online: only through a takeback offer the others accept.
    Consent,
}

/// What the table refused, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    Setup(SetupError),
    GameOver,
    NotYourTurn {
        seat: Seat,
        to_move: Seat,
    },
    /// The rules refused the move: their reason in English and as an id
    /// ([`tabula_rules::IllegalMove::code`]) for words in other languages.
    Illegal {
        text: String,
        reason: String,
        code: &'static str,
    },
    /// A move of a replayed list (a save, the command line) was refused.
    Replay {
        ply: usize,
        text: String,
        reason: String,
    },
    NoSuchSeat(Seat),
    /// The seat to move cannot let its turn go by (in check, or mid-turn).
    CannotWait,
    NothingToTakeBack,
    TakebackNeedsConsent,
    /// Nobody at the table can resign or take back (the computer plays every seat).
    NoHuman,
    NoClaim,
    OfferOpen(OfferKind),
    /// This offer cannot be made now (the reason says why).
    OfferNotNow {
        kind: OfferKind,
        why: &'static str,
    },
    NoOffer,
    /// The seat made the offer or has already answered.
    NotAsked(Seat),
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Setup(error) => error.fmt(f),
            TableError::GameOver => f.write_str("the game is over"),
            TableError::NotYourTurn { seat, to_move } => write!(f, "it is not {seat}'s turn ({to_move} is to move)"),
            TableError::Illegal { reason, .. } => f.write_str(reason),
            TableError::Replay { ply, text, reason } => write!(f, "move {ply} ({text}): {reason}"),
            TableError::NoSuchSeat(seat) => write!(f, "there is no {seat} at this table"),
            TableError::CannotWait => f.write_str("this seat cannot let its turn go by here (in check, or mid-turn)"),
            TableError::NothingToTakeBack => f.write_str("nothing to take back"),
            TableError::TakebackNeedsConsent => f.write_str("a takeback needs the other players' consent"),
            TableError::NoHuman => f.write_str("nobody at the table can do that: the computer plays every seat"),
            TableError::NoClaim => f.write_str("no draw can be claimed now"),
            TableError::OfferOpen(kind) => write!(f, "an offer of {} is waiting for answers", kind.noun()),
            TableError::OfferNotNow { kind, why } => write!(f, "cannot offer {} now: {why}", kind.noun()),
            TableError::NoOffer => f.write_str("there is no offer to answer"),
            TableError::NotAsked(seat) => write!(f, "{seat} has no answer to give"),
        }
    }
}

impl std::error::Error for TableError {}

/// What an answer to an offer led to.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolution {
    /// Still waiting for other seats.
    Open,
    Declined(OfferKind),
    Drawn,
    /// This many moves were taken back.
    TakenBack(usize),
    Aborted,
    /// Everybody wants another game: this setup (seats turned one place).
    Rematch(GameSetup),
}

/// Clock events of one tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tick {
    /// This seat's flag fell now (the game is over).
    pub flag: Option<Seat>,
    /// This seat's time dropped below the low-time mark now.
    pub low_time: Option<Seat>,
}

/// A game at the table.
pub struct Table {
    setup: GameSetup,
    game: Box<dyn DynGame>,
    record: Vec<PlayedMove>,
    /// An ending the board does not show: resignation, flag fall, agreement, claim, abort.
    ended_by_players: Option<Ending>,
    /// Showing the position after this many moves instead of the live one.
    review: Option<usize>,
    clocks: Clocks,
    offer: Option<Offer>,
    takeback: TakebackPolicy,
    /// Counts changes of everything but the running clocks (see [`Table::revision`]).
    revision: u64,
}

impl Clone for Table {
    fn clone(&self) -> Table {
        Table {
            setup: self.setup.clone(),
            game: self.game.clone_box(),
            record: self.record.clone(),
            ended_by_players: self.ended_by_players.clone(),
            review: self.review,
            clocks: self.clocks.clone(),
            offer: self.offer.clone(),
            takeback: self.takeback,
            revision: self.revision,
        }
    }
}

impl Table {
    /// A new game; the takeback policy follows the seats (hot-seat or against the computer).
    pub fn new(setup: GameSetup) -> Result<Table, TableError> {
        let game = setup.new_rules().map_err(TableError::Setup)?;
        let clocks = Clocks::new(setup.clock, game.seats());
        let takeback = if setup.has_computer() { TakebackPolicy::ToHumansLastMove } else { TakebackPolicy::Always };
        Ok(Table {
            setup,
            game,
            record: Vec::new(),
            ended_by_players: None,
            review: None,
            clocks,
            offer: None,
            takeback,
            revision: 0,
        })
    }

    /// A new game with `moves` (engine notation) played first: a resumed game, the command line.
    pub fn with_moves(setup: GameSetup, moves: &[String]) -> Result<Table, TableError> {
        let mut table = Table::new(setup)?;
        for (index, text) in moves.iter().enumerate() {
            table.play(text).map_err(|error| TableError::Replay {
                ply: index + 1,
                text: text.clone(),
                reason: error.to_string(),
            })?;
        }
        Ok(table)
    }

    /// A number that changes whenever the game, its record, ending, offer or review changes,
    /// but not while clocks merely run: views and autosaves redo their work when it moves.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn set_takeback_policy(&mut self, policy: TakebackPolicy) {
        self.takeback = policy;
    }

    pub fn takeback_policy(&self) -> TakebackPolicy {
        self.takeback
    }

    // --- What is on the table ---

    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    /// The live game (the rules object).
    pub fn game(&self) -> &dyn DynGame {
        self.game.as_ref()
    }

    pub fn seats(&self) -> u8 {
        self.game.seats()
    }

    /// What players call a seat (`white`, `attackers`).
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        self.game.seat_names().get(seat.0 as usize).copied().unwrap_or("?")
    }

    pub fn seat_names(&self) -> &'static [&'static str] {
        self.game.seat_names()
    }

    pub fn player(&self, seat: Seat) -> &Player {
        self.setup.players.get(seat.0 as usize).unwrap_or(&Player::Human)
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.record
    }

    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    pub fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    // --- Endings ---

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        if let Some(ending) = &self.ended_by_players {
            return Some(ending.clone());
        }
        match self.game.status() {
            Status::Over(outcome) => Some(Ending { by: EndedBy::Board, outcome: Some(outcome) }),
            Status::Ongoing { .. } => None,
        }
    }

    /// The result (none while the game goes on, or after an abort).
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending().and_then(|ending| ending.outcome)
    }

    pub fn is_over(&self) -> bool {
        self.ended_by_players.is_some() || matches!(self.game.status(), Status::Over(_))
    }

    /// Draws a player could claim now.
    pub fn claimable(&self) -> Vec<ClaimableDraw> {
        match self.game.status() {
            Status::Ongoing { claimable } if self.ended_by_players.is_none() => claimable,
            _ => Vec::new(),
        }
    }

    fn end(&mut self, by: EndedBy, outcome: Option<Outcome>) {
        if !self.is_over() {
            self.ended_by_players = Some(Ending { by, outcome });
            self.offer = None;
            self.revision += 1;
        }
    }

    fn check_seat(&self, seat: Seat) -> Result<(), TableError> {
        if seat.0 < self.seats() { Ok(()) } else { Err(TableError::NoSuchSeat(seat)) }
    }

    /// Can someone resign? Only a human at the table, while the game goes on: a game the
    /// computer plays in every seat is watched, and a watcher has no seat to give up.
    pub fn can_resign(&self) -> bool {
        !self.is_over() && self.setup.has_human()
    }

    /// `seat` gives up: the others win (in Trichess, 1 point each).
    pub fn resign(&mut self, seat: Seat) -> Result<(), TableError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(TableError::GameOver);
        }
        if !self.setup.has_human() {
            return Err(TableError::NoHuman);
        }
        let outcome = self.game.resignation_outcome(seat);
        self.end(EndedBy::Resignation(seat), Some(outcome));
        Ok(())
    }

    /// May `seat` claim a draw now? Only the seat to move claims (as FIDE's player having the
    /// move does), and only a draw the rules allow claiming in this position.
    pub fn can_claim(&self, seat: Seat) -> bool {
        seat == self.to_move() && !self.claimable().is_empty()
    }

    /// Ends a game that has not really begun (some seat has not moved yet) without a result:
    /// a server aborts a game its players left before it started.
    pub fn abort(&mut self) -> Result<(), TableError> {
        if self.is_over() {
            return Err(TableError::GameOver);
        }
        if self.every_seat_moved() {
            return Err(TableError::OfferNotNow { kind: OfferKind::Abort, why: "every seat has moved" });
        }
        self.end(EndedBy::Abort, None);
        Ok(())
    }

    /// Claims the first draw the rules allow claiming now.
    pub fn claim_draw(&mut self) -> Result<ClaimableDraw, TableError> {
        let claim = *self.claimable().first().ok_or(TableError::NoClaim)?;
        self.end(EndedBy::Claim(claim), Some(Outcome::Draw { reason: EndReason::Claimed(claim) }));
        Ok(claim)
    }

    // --- Moves ---

    /// Is a human to move in the live position of an ongoing game?
    pub fn human_to_move(&self) -> bool {
        !self.is_over() && self.review.is_none() && *self.player(self.to_move()) == Player::Human
    }

    /// The level of the computer to move, if a computer is to move in an ongoing game.
    pub fn computer_to_move(&self) -> Option<&str> {
        if self.is_over() {
            return None;
        }
        match self.player(self.to_move()) {
            Player::Computer(level) => Some(level),
            Player::Human | Player::Remote(_) | Player::Engine(_) => None,
        }
    }

    /// The installed engine whose turn it is, if any (and the game goes on).
    pub fn engine_to_move(&self) -> Option<&crate::setup::EngineSeat> {
        match self.player(self.to_move()) {
            Player::Engine(engine) if !self.is_over() => Some(engine),
            _ => None,
        }
    }

    /// Hands a seat to a human at the table: an installed engine that failed leaves the game
    /// on the board, to be played on or saved.
    pub fn hand_seat_to_human(&mut self, seat: Seat) {
        if let Some(player) = self.setup.players.get_mut(seat.0 as usize) {
            *player = Player::Human;
            self.revision += 1;
        }
    }

    /// Plays a move (engine notation) for whichever seat is to move.
    pub fn play(&mut self, text: &str) -> Result<Played, TableError> {
        self.play_as(self.to_move(), text)
    }

    /// Plays a move from one cell to another (a click or a drag) for the seat to move.
    pub fn play_cells(&mut self, from: u8, to: u8, promotion: Option<PieceKind>) -> Result<Played, TableError> {
        let text = self.game.attempt_text(from, to, promotion);
        self.play(&text)
    }

    /// Plays a move for `seat` ([`WAIT`] lets the turn go by), refused when it is another seat's
    /// turn. The mover's clock gets its increment when the turn ends; an open offer lapses.
    pub fn play_as(&mut self, seat: Seat, text: &str) -> Result<Played, TableError> {
        self.check_seat(seat)?;
        if self.is_over() {
            return Err(TableError::GameOver);
        }
        let to_move = self.to_move();
        if seat != to_move {
            return Err(TableError::NotYourTurn { seat, to_move });
        }
        let before = self.game.pieces();
        let view = if text == WAIT {
            if !self.game.wait() {
                return Err(TableError::CannotWait);
            }
            MoveView { from: None, to: None, promotion: None, text: WAIT.to_owned(), display: "…".to_owned() }
        } else {
            self.game.play_view(text).map_err(|error| {
                let code = error.downcast_ref::<tabula_rules::RefusedMove>().map_or("malformed", |r| r.code);
                TableError::Illegal { text: text.to_owned(), reason: error.to_string(), code }
            })?
        };
        let after = self.game.pieces();
        let turn_ended = self.game.to_move() != seat || self.is_over();
        self.clocks.moved(seat, turn_ended);
        self.offer = None;
        self.revision += 1;
        self.record.push(PlayedMove {
            seat,
            text: view.text.clone(),
            display: view.display.clone(),
            from: view.from,
            to: view.to,
        });
        Ok(Played {
            seat,
            text: view.text,
            display: view.display,
            from: view.from,
            to: view.to,
            promotion: view.promotion,
            captured: after.len() < before.len(),
            check: !self.game.checked_cells().is_empty(),
            before,
            after,
            turn_ended,
        })
    }

    /// Sets every seat's time left (a game restored by a server from its record of the
    /// clocks); `false`, changing nothing, when the count of seats differs.
    pub fn set_time_left(&mut self, remaining: Vec<Duration>) -> bool {
        self.clocks.set_remaining(remaining)
    }

    /// Runs the clock of the seat to move for `elapsed`. A flag fall ends the game as the rules
    /// score it (a loss, a draw against bare material, Trichess's resignation-like split).
    pub fn tick(&mut self, elapsed: Duration) -> Tick {
        if self.is_over() || !self.clocks.enabled() {
            return Tick::default();
        }
        let seat = self.to_move();
        let mut tick = Tick::default();
        if self.clocks.run(seat, elapsed) {
            let outcome = self.game.timeout_outcome(seat);
            self.end(EndedBy::Flag(seat), Some(outcome));
            tick.flag = Some(seat);
        }
        if self.clocks.take_low_time_warning(seat) {
            tick.low_time = Some(seat);
        }
        tick
    }

    // --- Takebacks ---

    /// Can a move be taken back directly (without an offer)?
    pub fn can_take_back(&self) -> bool {
        !self.record.is_empty() && self.setup.has_human() && self.takeback != TakebackPolicy::Consent
    }

    /// Takes back as the policy says: the last move (hot-seat), or back to the human's last
    /// turn (against the computer). Returns how many moves went back.
    pub fn takeback(&mut self) -> Result<usize, TableError> {
        if !self.setup.has_human() {
            return Err(TableError::NoHuman);
        }
        if self.record.is_empty() {
            return Err(TableError::NothingToTakeBack);
        }
        let undone = match self.takeback {
            TakebackPolicy::Consent => return Err(TableError::TakebackNeedsConsent),
            TakebackPolicy::Always => self.undo_while(|_, _| false),
            TakebackPolicy::ToHumansLastMove => {
                self.undo_while(|table, _| *table.player(table.to_move()) != Player::Human)
            }
        };
        Ok(undone)
    }

    /// Goes back to the position after `ply` moves, dropping the later ones, whatever the
    /// policy: an analysis board plays a new line from a reviewed position. Returns how many
    /// moves went.
    pub fn truncate(&mut self, ply: usize) -> usize {
        if ply >= self.record.len() {
            return 0;
        }
        self.undo_while(|table, _| table.record.len() > ply)
    }

    /// Undoes the last move, then more while `more` says so (given the move just undone).
    fn undo_while(&mut self, more: impl Fn(&Table, &PlayedMove) -> bool) -> usize {
        let mut undone = 0;
        while let Some(last) = self.record.last().cloned() {
            if !self.game.undo() {
                break;
            }
            self.record.pop();
            undone += 1;
            if !more(self, &last) {
                break;
            }
        }
        if undone > 0 {
            self.ended_by_players = None;
            self.review = None;
            self.offer = None;
            self.revision += 1;
        }
        undone
    }

    // --- Offers ---

    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref()
    }

    /// Has every seat finished a turn? Until then a game may be aborted.
    fn every_seat_moved(&self) -> bool {
        (0..self.seats()).all(|s| self.record.iter().any(|m| m.seat == Seat(s)))
    }

    /// `seat` offers something to the others.
    pub fn make_offer(&mut self, seat: Seat, kind: OfferKind) -> Result<&Offer, TableError> {
        self.check_seat(seat)?;
        if let Some(open) = &self.offer {
            return Err(TableError::OfferOpen(open.kind));
        }
        let not_now = |why| Err(TableError::OfferNotNow { kind, why });
        match kind {
            OfferKind::Rematch if !self.is_over() => return not_now("the game is not over"),
            OfferKind::Rematch => {}
            _ if self.is_over() => return Err(TableError::GameOver),
            OfferKind::Draw => {}
            OfferKind::Takeback if !self.record.iter().any(|m| m.seat == seat) => {
                return not_now("you have not moved yet");
            }
            OfferKind::Takeback => {}
            OfferKind::Abort if self.every_seat_moved() => return not_now("every seat has moved"),
            OfferKind::Abort => {}
        }
        self.revision += 1;
        Ok(self.offer.insert(Offer::new(kind, seat, self.seats())))
    }

    /// `seat` answers the open offer; when all have answered, its effect is applied.
    pub fn answer_offer(&mut self, seat: Seat, yes: bool) -> Result<Resolution, TableError> {
        self.check_seat(seat)?;
        let offer = self.offer.as_mut().ok_or(TableError::NoOffer)?;
        if offer.answer_of(seat) != Some(crate::offer::Answer::Waiting) {
            return Err(TableError::NotAsked(seat));
        }
        let kind = offer.kind;
        let from = offer.from;
        let decision = offer.answer(seat, yes);
        self.revision += 1;
        match decision {
            Decision::Open => return Ok(Resolution::Open),
            Decision::Declined => {
                self.offer = None;
                return Ok(Resolution::Declined(kind));
            }
            Decision::Accepted => self.offer = None,
        }
        Ok(match kind {
            OfferKind::Draw => {
                let outcome = self.game.agreement_outcome();
                self.end(EndedBy::Agreement, Some(outcome));
                Resolution::Drawn
            }
            OfferKind::Takeback => Resolution::TakenBack(self.undo_while(|_, undone| undone.seat != from)),
            OfferKind::Abort => {
                self.end(EndedBy::Abort, None);
                Resolution::Aborted
            }
            OfferKind::Rematch => Resolution::Rematch(self.setup.rotated()),
        })
    }

    /// The offerer takes the offer back.
    pub fn withdraw_offer(&mut self, seat: Seat) -> Result<(), TableError> {
        match &self.offer {
            Some(offer) if offer.from == seat => {
                self.offer = None;
                self.revision += 1;
                Ok(())
            }
            Some(_) => Err(TableError::NotAsked(seat)),
            None => Err(TableError::NoOffer),
        }
    }

    // --- Review ---

    /// The ply under review, if the players look at an earlier position.
    pub fn review(&self) -> Option<usize> {
        self.review
    }

    /// Shows the position after `ply` moves; `None` (or the live ply) returns to the game.
    pub fn set_review(&mut self, ply: Option<usize>) {
        let ply = ply.filter(|&p| p < self.record.len());
        if ply != self.review {
            self.review = ply;
            self.revision += 1;
        }
    }

    /// The position on show: the live one, or the one being reviewed.
    pub fn shown(&self) -> Box<dyn DynGame> {
        let mut game = self.game.clone_box();
        if let Some(ply) = self.review {
            for _ in ply..self.record.len() {
                game.undo();
            }
        }
        game
    }

    // --- Game-specific state ---

    /// The game's countdown and its streak of equal starts (Trigame); `None` in most games.
    pub fn countdown(&self) -> Option<(u8, u8)> {
        self.game.countdown()
    }

    /// Restores the time left and an ending from a save.
    pub(crate) fn restore(&mut self, remaining: Option<Vec<Duration>>, ending: Option<(EndedBy, Option<Outcome>)>) {
        if let Some(remaining) = remaining {
            self.clocks.set_remaining(remaining);
            self.revision += 1;
        }
        if let Some((by, outcome)) = ending {
            self.end(by, outcome);
        }
    }
}
