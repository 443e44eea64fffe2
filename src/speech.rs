//! The board in words, for screen readers: each place's description ("f3, white knight"), each
//! move as a sentence ("Black plays knight f6, check"), the whole position on request (D), and
//! the keyboard cursor's place. The words live here, without a window; the game screen hands
//! them to the platform's accessibility layer through egui's AccessKit tree
//! (screens/accessible.rs), the announcements as a polite live region.

use crate::app::{AppSet, Screen};
use crate::board::keyboard::KeyboardCursor;
use crate::session::{MovePlayed, Session, Snapshot};
use crate::tr;
use bevy::prelude::*;
use tabula_rules::{PieceView, Seat};

/// What a screen reader is given.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct BoardSpeech {
    /// Every place of the position on show: (cell, words), in cell order.
    pub cells: Vec<(u8, String)>,
    /// The latest thing to say (a move, the position, the cursor's place).
    pub announcement: String,
    /// Counts announcements, so the same words twice are said twice.
    pub serial: u64,
}

impl BoardSpeech {
    fn say(&mut self, words: String) {
        self.announcement = words;
        self.serial += 1;
    }
}

/// Read the whole position out.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DescribePosition;

fn seat_words(session: &Session, seat: Seat) -> String {
    session.seat_title(seat)
}

/// Every cell's name, by id (asked of the rules once, not once a cell).
fn cell_names(session: &Session) -> Vec<String> {
    session.game().cells().into_iter().map(|c| c.name).collect()
}

fn name_of(names: &[String], cell: u8) -> String {
    names.get(cell as usize).cloned().unwrap_or_else(|| cell.to_string())
}

/// "f3, white knight" or "f3, empty" (the English words of the seat are lower case here).
fn cell_words(session: &Session, names: &[String], cell: u8, pieces: &[PieceView]) -> String {
    let name = name_of(names, cell);
    match pieces.iter().find(|p| p.cell == cell) {
        Some(piece) => tr!(
            "speech-cell-piece",
            cell = name,
            piece = crate::i18n::words::seat_piece(session.variant(), piece.seat, piece.kind),
            seat_id = crate::i18n::words::seat_id(session.variant(), piece.seat),
            kind = crate::i18n::words::piece_name(piece.kind),
        ),
        None => tr!("speech-cell-empty", cell = name),
    }
}

/// A move as a sentence: "White plays knight f3", "Black plays pawn takes d4, check",
/// "White plays pawn e8, becomes queen, checkmate".
pub fn move_words(session: &Session, played: &MovePlayed) -> String {
    let seat = seat_words(session, played.seat);
    let seat_id = crate::i18n::words::seat_id(session.variant(), played.seat);
    let (Some(from), Some(to)) = (played.from, played.to) else {
        return tr!("speech-passes", seat = seat, seat_id = seat_id);
    };
    let moved = played.before.iter().find(|p| p.cell == from).map(|p| p.kind);
    let piece = moved.map_or_else(|| tr!("speech-piece"), crate::i18n::words::piece_name);
    let piece_id = moved.map_or("other", crate::i18n::words::piece_id);
    let to = name_of(&cell_names(session), to);
    let mut words = if played.captured {
        tr!("speech-plays-takes", seat = seat, seat_id = seat_id, piece = piece, piece_id = piece_id, cell = to)
    } else {
        tr!("speech-plays", seat = seat, seat_id = seat_id, piece = piece, piece_id = piece_id, cell = to)
    };
    // Each further fact is a clause of its own, after a comma, in every language.
    if let Some(kind) = played.promotion {
        words.push_str(&tr!("speech-becomes", piece = crate::i18n::words::piece_name(kind)));
    }
    let mate = session.outcome().is_some_and(|o| o.reason() == tabula_rules::EndReason::Checkmate);
    if mate {
        words.push_str(&tr!("speech-checkmate"));
    } else if played.check {
        words.push_str(&tr!("speech-check"));
    }
    words
}

/// The whole position: whose move, then each seat's pieces by kind.
pub fn position_words(session: &Session, snapshot: &Snapshot) -> String {
    let names = cell_names(session);
    let mut parts = vec![tr!("game-seat-to-move", seat = seat_words(session, snapshot.to_move))];
    for seat in (0..session.seats()).map(Seat) {
        let mut own: Vec<&PieceView> = snapshot.pieces.iter().filter(|p| p.seat == seat).collect();
        own.sort_by_key(|p| (p.kind as u8, p.cell));
        let listed: Vec<String> = own
            .iter()
            .map(|p| {
                tr!("speech-piece-on", piece = crate::i18n::words::piece_name(p.kind), cell = name_of(&names, p.cell))
            })
            .collect();
        let list = if listed.is_empty() { tr!("speech-no-pieces") } else { listed.join(", ") };
        parts.push(tr!("speech-seat-pieces", seat = seat_words(session, seat), pieces = list));
    }
    parts.join(". ")
}

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardSpeech>().add_message::<DescribePosition>();
    app.add_systems(
        Update,
        (describe_cells, announce_moves, describe_on_request, say_cursor)
            .chain()
            .in_set(AppSet::View)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

fn describe_cells(session: Res<Session>, snapshot: Res<Snapshot>, mut speech: ResMut<BoardSpeech>) {
    if !snapshot.is_changed() && !speech.cells.is_empty() {
        return;
    }
    let names = cell_names(&session);
    let cells: Vec<(u8, String)> =
        (0..names.len() as u8).map(|cell| (cell, cell_words(&session, &names, cell, &snapshot.pieces))).collect();
    if speech.cells != cells {
        speech.cells = cells;
    }
}

fn announce_moves(session: Res<Session>, mut played: MessageReader<MovePlayed>, mut speech: ResMut<BoardSpeech>) {
    for mv in played.read() {
        let words = move_words(&session, mv);
        speech.say(words);
    }
}

fn describe_on_request(
    mut requests: MessageReader<DescribePosition>,
    session: Res<Session>,
    snapshot: Res<Snapshot>,
    mut speech: ResMut<BoardSpeech>,
) {
    if requests.read().count() > 0 {
        speech.say(position_words(&session, &snapshot));
    }
}

/// The cursor's place, in the words `describe_cells` keeps current (it runs first).
fn say_cursor(cursor: Res<KeyboardCursor>, mut speech: ResMut<BoardSpeech>) {
    if !cursor.is_changed() {
        return;
    }
    let words = cursor.0.and_then(|cell| speech.cells.get(cell as usize)).map(|(_, words)| words.clone());
    if let Some(words) = words {
        speech.say(words);
    }
}
