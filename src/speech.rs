//! The board in words, for screen readers: each place's description ("f3, white knight"), each
//! move as a sentence ("Black plays knight f6, check"), the whole position on request (D), and
//! the keyboard cursor's place. The words live here, without a window; the game screen hands
//! them to the platform's accessibility layer through egui's AccessKit tree
//! (screens/accessible.rs), the announcements as a polite live region.

use crate::app::{AppSet, Screen};
use crate::board::keyboard::KeyboardCursor;
use crate::session::{MovePlayed, Session, Snapshot};
use bevy::prelude::*;
use tabula_rules::{PieceKind, PieceView, Seat};

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

/// A piece kind as players say it (Trigame's letters as "a piece"...).
pub fn kind_words(kind: PieceKind) -> String {
    match kind {
        PieceKind::TriA | PieceKind::TriB | PieceKind::TriC => format!("{} piece", kind.name()),
        _ => kind.name().to_owned(),
    }
}

fn seat_words(session: &Session, seat: Seat) -> String {
    session.seat_name(seat).to_owned()
}

/// Every cell's name, by id (asked of the rules once, not once a cell).
fn cell_names(session: &Session) -> Vec<String> {
    session.game().cells().into_iter().map(|c| c.name).collect()
}

fn name_of(names: &[String], cell: u8) -> String {
    names.get(cell as usize).cloned().unwrap_or_else(|| cell.to_string())
}

/// "f3, white knight" or "f3, empty".
fn cell_words(session: &Session, names: &[String], cell: u8, pieces: &[PieceView]) -> String {
    let name = name_of(names, cell);
    match pieces.iter().find(|p| p.cell == cell) {
        Some(piece) => format!("{name}, {} {}", seat_words(session, piece.seat), kind_words(piece.kind)),
        None => format!("{name}, empty"),
    }
}

/// A move as a sentence: "White plays knight f3", "Black plays pawn takes d4, check",
/// "White plays pawn e8, becomes queen, checkmate".
pub fn move_words(session: &Session, played: &MovePlayed) -> String {
    let seat = crate::session::capitalise(&seat_words(session, played.seat));
    let (Some(from), Some(to)) = (played.from, played.to) else { return format!("{seat} passes") };
    let piece =
        played.before.iter().find(|p| p.cell == from).map_or_else(|| "piece".to_owned(), |p| kind_words(p.kind));
    let takes = if played.captured { "takes " } else { "" };
    let mut words = format!("{seat} plays {piece} {takes}{}", name_of(&cell_names(session), to));
    if let Some(kind) = played.promotion {
        words.push_str(&format!(", becomes {}", kind_words(kind)));
    }
    let mate = session.outcome().is_some_and(|o| o.describe(session.seat_names()).contains("checkmate"));
    if mate {
        words.push_str(", checkmate");
    } else if played.check {
        words.push_str(", check");
    }
    words
}

/// The whole position: whose move, then each seat's pieces by kind.
pub fn position_words(session: &Session, snapshot: &Snapshot) -> String {
    let names = cell_names(session);
    let mut parts = vec![format!("{} to move", crate::session::capitalise(&seat_words(session, snapshot.to_move)))];
    for seat in (0..session.seats()).map(Seat) {
        let mut own: Vec<&PieceView> = snapshot.pieces.iter().filter(|p| p.seat == seat).collect();
        own.sort_by_key(|p| (p.kind as u8, p.cell));
        let listed: Vec<String> =
            own.iter().map(|p| format!("{} {}", kind_words(p.kind), name_of(&names, p.cell))).collect();
        let list = if listed.is_empty() { "no pieces".to_owned() } else { listed.join(", ") };
        parts.push(format!("{}: {list}", crate::session::capitalise(&seat_words(session, seat))));
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
