//! Saved games on disk: the table's format (RON for every game, PGN for chess and Marseillais)
//! written to and read from the saves folder, and the autosave offered for resuming at the next
//! launch. A bad file gives an error, never a crash.

use super::{Score, Session, StatusLine, begin};
use crate::storage::{StorageDirs, write_atomically};
use crate::tr;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use tabula_table::{Player, SavedGame, pgn_of, saved_from_pgn};

/// Reads a save file of either kind.
pub fn read_file(path: &Path) -> Result<SavedGame, String> {
    let text = crate::storage::read_text(path)?.ok_or_else(|| tr!("msg-no-such-file", file = path.display()))?;
    read_text(&path.display().to_string(), &text)
}

/// A save's text, PGN when the name ends in `.pgn`, else RON; errors name the file.
pub fn read_text(name: &str, text: &str) -> Result<SavedGame, String> {
    let parsed =
        if name.to_ascii_lowercase().ends_with(".pgn") { saved_from_pgn(text) } else { SavedGame::from_ron(text) };
    parsed.map_err(|e| format!("{name}: {e}"))
}

/// Saved games on disk, newest first.
pub fn list_saves(dirs: &StorageDirs) -> Vec<PathBuf> {
    crate::storage::list_newest_first(&dirs.saves_dir(), &["ron", "pgn"])
}

/// Requests to the save system.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum SaveRequest {
    /// Save the current game in the saves folder (RON, plus PGN where the game has one).
    Save,
    Load(PathBuf),
    /// A save or PGN file's text, read from elsewhere (a file the browser's player picked).
    LoadText {
        name: String,
        text: String,
    },
    /// In the browser: offer the current game as files to download (RON, and PGN where the game
    /// has one).
    Download,
    /// Resume the autosaved game.
    Resume,
}

/// The autosave, if one exists and reads back: shown on the title screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct Resumable(pub Option<SavedGame>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>();
    app.init_resource::<crate::storage::PickedFile>();
    app.add_systems(Update, take_picked_file);
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    app.insert_resource(Resumable(
        read_file(&dirs.autosave_path())
            .ok()
            .filter(|s| !s.moves.is_empty() && s.restore().is_ok_and(|table| !table.is_over())),
    ));
}

/// A file the browser's player picked, once read, is loaded like a save.
fn take_picked_file(
    picked: Res<crate::storage::PickedFile>,
    mut saves: MessageWriter<SaveRequest>,
    mut status: ResMut<StatusLine>,
) {
    match picked.take() {
        Some(Ok((name, text))) => {
            saves.write(SaveRequest::LoadText { name, text });
        }
        Some(Err(error)) => status.0 = tr!("msg-could-not-load-error", error = error),
        None => {}
    }
}

fn stamp() -> String {
    let secs = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    secs.to_string()
}

pub(super) fn handle_save_requests(
    mut requests: MessageReader<SaveRequest>,
    mut commands: Commands,
    session: Option<Res<Session>>,
    resumable: Res<Resumable>,
    dirs: Res<StorageDirs>,
    mut score: ResMut<Score>,
    mut status: ResMut<StatusLine>,
) {
    for request in requests.read() {
        let loaded = match request {
            SaveRequest::Save => {
                let Some(session) = session.as_ref() else { continue };
                status.0 = match save_now(session, &dirs) {
                    Ok(path) => tr!("msg-saved", path = path.display()),
                    Err(error) => tr!("msg-could-not-save-error", error = error),
                };
                continue;
            }
            SaveRequest::Load(path) => read_file(path),
            SaveRequest::LoadText { name, text } => read_text(name, text),
            SaveRequest::Download => {
                let Some(session) = session.as_ref() else { continue };
                status.0 = match download(session) {
                    Ok(name) => tr!("msg-downloaded-name", value = name),
                    Err(error) => tr!("msg-could-not-download-error", error = error),
                };
                continue;
            }
            SaveRequest::Resume => resumable.0.clone().ok_or_else(|| tr!("msg-no-game-to-resume")),
        };
        // A saved online game goes on at this table: its remote players become local ones.
        let local = |mut saved: SavedGame| {
            for player in &mut saved.setup.players {
                if matches!(player, Player::Remote(_)) {
                    *player = Player::Human;
                }
            }
            saved
        };
        match loaded.and_then(|saved| local(saved).restore().map_err(|e| e.to_string())) {
            Ok(table) => {
                **score = Default::default();
                if !table.is_over() {
                    score.new_game(table.setup());
                }
                status.0 = tr!(
                    "msg-loaded-game-after-moves",
                    variant = crate::i18n::words::game_title(table.variant()),
                    moves = table.moves().len()
                );
                begin(&mut commands, Session::from_table(table), super::Referee::Local);
            }
            Err(error) => status.0 = tr!("msg-could-not-load-error", error = error),
        }
    }
}

/// Offers the game as files to download (the browser), named as the saves folder names them.
#[cfg(target_arch = "wasm32")]
fn download(session: &Session) -> Result<String, String> {
    let base = format!("{}-{}", session.variant(), stamp());
    crate::storage::page_files::download(&format!("{base}.ron"), &SavedGame::of(session.table()).to_ron())?;
    if let Some(pgn) = pgn_of(session.table()) {
        crate::storage::page_files::download(&format!("{base}.pgn"), &pgn)?;
    }
    Ok(format!("{base}.ron"))
}

/// The desktop saves into its folder instead.
#[cfg(not(target_arch = "wasm32"))]
fn download(_: &Session) -> Result<String, String> {
    Err(tr!("msg-downloads-are-for-browser"))
}

fn save_now(session: &Session, dirs: &StorageDirs) -> Result<PathBuf, String> {
    let base = dirs.saves_dir().join(format!("{}-{}", session.variant(), stamp()));
    let ron_path = base.with_extension("ron");
    write_atomically(&ron_path, &SavedGame::of(session.table()).to_ron())?;
    if let Some(pgn) = pgn_of(session.table()) {
        write_atomically(&base.with_extension("pgn"), &pgn)?;
    }
    Ok(ron_path)
}

/// Keeps the autosave current after every change to the game (moves, takebacks, endings, a
/// new or loaded game), so a crash or quit loses nothing. Running clocks alone do not rewrite it.
/// Only a local game is autosaved: a level's board is not a game to resume, nor an analysis
/// board, nor an online game (the server keeps it).
pub(super) fn autosave(
    session: Res<Session>,
    dirs: Res<StorageDirs>,
    mut status: ResMut<StatusLine>,
    mut seen: Local<Option<u64>>,
) {
    if !session.is_added() && *seen == Some(session.revision()) {
        return;
    }
    *seen = Some(session.revision());
    if let Err(error) = write_atomically(&dirs.autosave_path(), &SavedGame::of(session.table()).to_ron()) {
        status.0 = tr!("msg-autosave-failed-error", error = error);
    }
}
