//! The session resource: the rules object, the record of moves, reviews and endings; and the
//! systems that apply attempts and requests to it.

use super::{
    BoardChanged, Clocks, GameOver, GameSetup, GameStarted, MoveAttempt, MovePlayed, MoveRefused, Player,
    SessionRequest, StatusLine,
};
use crate::Screen;
use bevy::prelude::*;
use tabula_rules::{ClaimableDraw, DynGame, EndReason, MoveView, Outcome, Seat, Status};

/// One move of the record.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedMove {
    pub seat: Seat,
    /// Engine notation (what saves store).
    pub text: String,
    /// Players' notation (what the move list shows).
    pub display: String,
    pub from: Option<u8>,
    pub to: Option<u8>,
}

/// The game in progress.
#[derive(Resource)]
pub struct Session {
    pub setup: GameSetup,
    pub game: Box<dyn DynGame>,
    pub moves: Vec<PlayedMove>,
    /// An ending the board does not show: resignation, flag fall, agreement, a claimed draw.
    pub ended_by_players: Option<Outcome>,
    /// Showing the position after this many moves instead of the live one.
    pub review: Option<usize>,
    /// Draw offered by this seat and not answered yet (hot-seat).
    pub pending_draw_offer: Option<Seat>,
}

impl Session {
    /// A new game; `moves` in engine notation are played first (a resumed game, the command line).
    pub fn start(setup: GameSetup, moves: &[String]) -> Result<Session, String> {
        let game = setup.new_rules()?;
        if setup.players.len() != game.seats() as usize {
            return Err(format!(
                "{} needs {} players, the setup has {}",
                setup.variant,
                game.seats(),
                setup.players.len()
            ));
        }
        let mut session =
            Session { setup, game, moves: Vec::new(), ended_by_players: None, review: None, pending_draw_offer: None };
        for text in moves {
            session.play(text).map_err(|error| format!("move {} ({text}): {error}", session.moves.len() + 1))?;
        }
        Ok(session)
    }

    pub fn variant(&self) -> &'static str {
        self.game.variant()
    }

    pub fn seat_names(&self) -> &'static [&'static str] {
        self.game.seat_names()
    }

    pub fn seat_name(&self, seat: Seat) -> String {
        capitalise(self.seat_names().get(seat.0 as usize).copied().unwrap_or("?"))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = &self.ended_by_players {
            return Some(outcome.clone());
        }
        match self.game.status() {
            Status::Over(outcome) => Some(outcome),
            Status::Ongoing { .. } => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    pub fn claimable(&self) -> Vec<ClaimableDraw> {
        match self.game.status() {
            Status::Ongoing { claimable } if self.ended_by_players.is_none() => claimable,
            _ => Vec::new(),
        }
    }

    pub fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    pub fn player(&self, seat: Seat) -> &Player {
        self.setup.players.get(seat.0 as usize).unwrap_or(&Player::Human)
    }

    /// Is a human to move in the live position of an ongoing game?
    pub fn human_to_move(&self) -> bool {
        !self.is_over() && self.review.is_none() && *self.player(self.to_move()) == Player::Human
    }

    pub fn computer_to_move(&self) -> Option<String> {
        if self.is_over() {
            return None;
        }
        match self.player(self.to_move()) {
            Player::Computer(level) => Some(level.clone()),
            Player::Human => None,
        }
    }

    /// Plays a move given in engine notation.
    pub fn play(&mut self, text: &str) -> Result<MovePlayed, String> {
        if self.is_over() {
            return Err("the game is over".to_owned());
        }
        let seat = self.game.to_move();
        let view = self.game.move_view(text);
        let before = self.game.pieces();
        self.game.play_str(text).map_err(|error| error.to_string())?;
        let after = self.game.pieces();
        let view = view.unwrap_or(MoveView {
            from: None,
            to: None,
            promotion: None,
            text: text.to_owned(),
            display: text.to_owned(),
        });
        let captured = after.len() < before.len();
        let check = !self.game.checked_cells().is_empty();
        self.moves.push(PlayedMove {
            seat,
            text: view.text.clone(),
            display: view.display.clone(),
            from: view.from,
            to: view.to,
        });
        self.pending_draw_offer = None;
        let turn_ended = self.game.to_move() != seat || self.is_over();
        Ok(MovePlayed {
            seat,
            text: view.text,
            display: view.display,
            from: view.from,
            to: view.to,
            before,
            after,
            captured,
            check,
            turn_ended,
        })
    }

    /// Can a move be taken back? Only with a move played and a human at the table: with the
    /// computer in every seat there is no human's turn to go back to (it would undo the game).
    pub fn can_take_back(&self) -> bool {
        !self.moves.is_empty() && self.setup.has_human()
    }

    /// Can someone resign? Only a human at the table, while the game goes on: a game the
    /// computer plays in every seat is watched, and a watcher has no seat to give up.
    pub fn can_resign(&self) -> bool {
        !self.is_over() && self.setup.has_human()
    }

    /// Takes back the last move, and more until a human is to move (so a takeback against the
    /// computer undoes its reply too). Returns how many moves went back (none when
    /// `can_take_back` says no).
    pub fn takeback(&mut self) -> usize {
        if !self.can_take_back() {
            return 0;
        }
        let mut undone = 0;
        while !self.moves.is_empty() && self.game.undo() {
            self.moves.pop();
            undone += 1;
            if *self.player(self.game.to_move()) == Player::Human {
                break;
            }
        }
        if undone > 0 {
            self.ended_by_players = None;
            self.review = None;
        }
        undone
    }

    /// The position on show: the live one, or the one being reviewed.
    pub fn shown(&self) -> Box<dyn DynGame> {
        let mut game = self.game.clone_box();
        if let Some(ply) = self.review {
            for _ in ply..self.moves.len() {
                game.undo();
            }
        }
        game
    }

    pub fn end(&mut self, outcome: Outcome) {
        if !self.is_over() {
            self.ended_by_players = Some(outcome);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (handle_requests, apply_attempts, announce_game_over, super::snapshot::refresh_snapshot)
            .chain()
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(Update, start_new_games);
}

/// Puts a game on the table: its session, clocks and board snapshot, the game screen, and the
/// messages that rebuild the board and announce the start. New games, loaded games and the
/// command line all come through here.
pub fn begin(commands: &mut Commands, session: Session, clocks: Clocks) {
    commands.insert_resource(super::Snapshot::of(&session));
    commands.insert_resource(session);
    commands.insert_resource(clocks);
    commands.insert_resource(NextState::Pending(Screen::Playing));
    commands.write_message(BoardChanged);
    commands.write_message(GameStarted);
}

/// `SessionRequest::NewGame` works from any screen, and also when no session exists yet.
fn start_new_games(
    mut requests: MessageReader<SessionRequest>,
    mut commands: Commands,
    mut score: ResMut<super::MatchScore>,
    mut status: ResMut<StatusLine>,
) {
    for request in requests.read() {
        let SessionRequest::NewGame(setup) = request else { continue };
        match Session::start(setup.clone(), &[]) {
            Ok(session) => {
                score.new_game(setup);
                status.0 = String::new();
                let clocks = Clocks::new(setup.clock, session.game.seats());
                begin(&mut commands, session, clocks);
            }
            Err(error) => status.0 = format!("Could not start the game: {error}"),
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<SessionRequest>,
    mut session: ResMut<Session>,
    mut clocks: ResMut<Clocks>,
    mut played: MessageWriter<MovePlayed>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for request in requests.read() {
        match request {
            SessionRequest::NewGame(_) => {}
            SessionRequest::Takeback => {
                if session.takeback() == 0 {
                    status.0 = "Nothing to take back.".to_owned();
                } else {
                    status.0 = "Move taken back.".to_owned();
                }
                changed.write(BoardChanged);
            }
            SessionRequest::Resign => {
                if !session.can_resign() {
                    continue;
                }
                // In a game against the computer the human resigns even when it is not their turn.
                let seat = session.setup.local_seat().map_or(session.to_move(), Seat);
                let outcome = session.game.resignation_outcome(seat);
                session.end(outcome);
            }
            SessionRequest::OfferDraw => {
                let seat = session.setup.local_seat().map_or(session.to_move(), Seat);
                if !session.setup.has_computer() {
                    session.pending_draw_offer = Some(seat);
                }
                // Against the computer, `computer::answer_draw_offers` replies.
            }
            SessionRequest::AnswerDraw(accepted) => {
                if session.pending_draw_offer.take().is_some() {
                    if *accepted {
                        let outcome = session.game.agreement_outcome();
                        session.end(outcome);
                    } else {
                        status.0 = "Draw offer declined.".to_owned();
                    }
                }
            }
            SessionRequest::ClaimDraw => {
                if let Some(&claim) = session.claimable().first() {
                    session.end(Outcome::Draw { reason: EndReason::Claimed(claim) });
                } else {
                    status.0 = "No draw can be claimed now.".to_owned();
                }
            }
            SessionRequest::Pass => {
                if session.human_to_move() {
                    match session.play("pass") {
                        Ok(mv) => {
                            clocks.moved(mv.seat, mv.turn_ended);
                            played.write(mv);
                        }
                        Err(error) => status.0 = error,
                    }
                }
            }
            SessionRequest::Review(ply) => {
                let live = session.moves.len();
                session.review = ply.filter(|&p| p < live);
                changed.write(BoardChanged);
            }
        }
    }
}

fn apply_attempts(
    mut attempts: MessageReader<MoveAttempt>,
    mut session: ResMut<Session>,
    mut clocks: ResMut<Clocks>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut status: ResMut<StatusLine>,
) {
    for attempt in attempts.read() {
        if !session.human_to_move() {
            refused.write(MoveRefused { reason: "It is not your turn.".to_owned() });
            continue;
        }
        let text = session.game.attempt_text(attempt.from, attempt.to, attempt.promotion);
        match session.play(&text) {
            Ok(mv) => {
                clocks.moved(mv.seat, mv.turn_ended);
                status.0 = String::new();
                played.write(mv);
            }
            Err(reason) => {
                let reason = capitalise(&reason);
                status.0 = reason.clone();
                refused.write(MoveRefused { reason });
            }
        }
    }
}

/// `white` -> `White`: seat names and rule messages as the start of a line.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Writes `GameOver` once when the game ends, however it ended.
fn announce_game_over(
    session: Res<Session>,
    mut announced: Local<bool>,
    mut over: MessageWriter<GameOver>,
    mut score: ResMut<super::MatchScore>,
) {
    match session.outcome() {
        Some(outcome) if !*announced => {
            *announced = true;
            // A game loaded already finished is not counted again.
            if score.setup.as_ref() == Some(&session.setup) && !session.moves.is_empty() {
                score.record(&outcome);
            }
            over.write(GameOver { outcome });
        }
        None => *announced = false,
        _ => {}
    }
}
