//! Player settings, kept as RON in the user's config directory. An unreadable file gives a
//! message and the defaults, and is kept aside (never overwritten) so nothing is lost.

use crate::storage::StorageDirs;
use crate::tr;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub fn label(self) -> String {
        match self {
            AnimationSpeed::Off => tr!("msg-animation-off"),
            AnimationSpeed::Fast => tr!("msg-animation-fast"),
            AnimationSpeed::Normal => tr!("msg-animation-normal"),
            AnimationSpeed::Slow => tr!("msg-animation-slow"),
        }
    }

    pub const ALL: [AnimationSpeed; 4] =
        [AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow];

    /// Seconds a move takes to slide.
    pub fn seconds(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.12,
            AnimationSpeed::Normal => 0.25,
            AnimationSpeed::Slow => 0.45,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum ThemeName {
    #[default]
    Walnut,
    Slate,
    HighContrast,
}

impl ThemeName {
    pub const ALL: [ThemeName; 3] = [ThemeName::Walnut, ThemeName::Slate, ThemeName::HighContrast];

    pub fn label(self) -> String {
        match self {
            ThemeName::Walnut => tr!("msg-walnut"),
            ThemeName::Slate => tr!("msg-slate"),
            ThemeName::HighContrast => tr!("msg-high-contrast"),
        }
    }
}

/// How pieces are drawn: the classic set (Staunton profiles, turned tafl and Trigame tokens) or
/// the flat set (tokens seen from above with emblems).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum PieceSet {
    #[default]
    Classic,
    Flat,
}

impl PieceSet {
    pub const ALL: [PieceSet; 2] = [PieceSet::Classic, PieceSet::Flat];

    pub fn label(self) -> String {
        match self {
            PieceSet::Classic => tr!("msg-classic"),
            PieceSet::Flat => tr!("msg-flat-tokens"),
        }
    }
}

/// The port `tabula-server` listens on unless told otherwise (docs/server.md).
pub const DEFAULT_SERVER_PORT: u16 = 7470;

/// The online server a new player is offered: one on this computer on the desktop, the server
/// that served the page in the browser (its `/ws`).
pub fn default_server_url() -> String {
    match crate::app::page_origin() {
        Some((scheme, host)) => format!("{scheme}://{host}/ws"),
        None => format!("ws://127.0.0.1:{DEFAULT_SERVER_PORT}/ws"),
    }
}

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub animation: AnimationSpeed,
    pub legal_move_dots: bool,
    pub coordinates: bool,
    pub sound: bool,
    /// 0-100.
    pub volume: u8,
    pub theme: ThemeName,
    pub piece_set: PieceSet,
    /// The scene moves on its own (drifting specks, breathing light). Costly where the picture
    /// is drawn without a graphics card (docs/client.md, "Scenes").
    pub scene_motion: bool,
    /// Hot-seat: turn the board to the player to move.
    pub auto_flip: bool,
    /// UI scale, 0.75-2.0.
    pub ui_scale: f32,
    /// The online server's address (the lobby's last one).
    pub online_server: String,
    /// The name to play under online.
    pub online_name: String,
    /// The window's size and place when it was last moved or resized.
    pub window: Option<WindowPlacement>,
    /// Against the computer: H (or the Hint button) shows the best move.
    pub hints: bool,
    /// UCI engines added by path, offered beside the ones found on the PATH (src/engines/).
    pub engines: Vec<String>,
    /// The language chosen in the settings (its code, `de`); `None` follows the desktop's.
    pub language: Option<String>,
    /// Chess moves with the language's piece letters (German Sf3) instead of English ones.
    pub local_piece_letters: bool,
}

/// Where the window was, in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlacement {
    pub x: i32,
    pub y: i32,
    pub width: u32,
    pub height: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: AnimationSpeed::Normal,
            legal_move_dots: true,
            coordinates: true,
            sound: true,
            volume: 70,
            theme: ThemeName::Walnut,
            piece_set: PieceSet::Classic,
            scene_motion: true,
            auto_flip: false,
            ui_scale: 1.0,
            online_server: default_server_url(),
            online_name: String::new(),
            window: None,
            hints: false,
            engines: Vec::new(),
            language: None,
            local_piece_letters: false,
        }
    }
}

impl Settings {
    pub fn from_ron(text: &str) -> Result<Settings, String> {
        let mut settings: Settings = ron::from_str(text).map_err(|e| e.to_string())?;
        settings.volume = settings.volume.min(100);
        if !settings.ui_scale.is_finite() {
            settings.ui_scale = 1.0;
        }
        settings.ui_scale = settings.ui_scale.clamp(0.75, 2.0);
        Ok(settings)
    }

    /// The language the player chose, or the desktop's (the browser's) when none is chosen.
    pub fn chosen_language(&self) -> crate::i18n::Language {
        self.language
            .as_deref()
            .and_then(crate::i18n::Language::from_code)
            .unwrap_or_else(crate::i18n::desktop_language)
    }

    pub fn to_ron(&self) -> Result<String, String> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())
    }
}

/// Reads the settings file: defaults when there is none, defaults plus a message when it is
/// broken (the broken file is renamed to `settings.ron.broken`).
pub fn load_settings(path: &std::path::Path) -> (Settings, Option<String>) {
    let text = match crate::storage::read_text(path) {
        Ok(Some(text)) => text,
        Ok(None) => return (Settings::default(), None),
        Err(error) => return (Settings::default(), Some(tr!("msg-could-not-read-error", error = error))),
    };
    match Settings::from_ron(&text) {
        Ok(settings) => (settings, None),
        Err(error) => {
            let kept = path.with_extension("ron.broken");
            let _ = crate::storage::set_aside(path, &kept);
            (
                Settings::default(),
                Some(tr!(
                    "msg-settings-file-was-unreadable",
                    file = path.display(),
                    error = error,
                    kept = kept.display()
                )),
            )
        }
    }
}

/// A message for the player that is not tied to a game (a broken settings file).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Notice(pub Option<String>);

pub fn plugin(app: &mut App) {
    // The desktop app reads them before its window opens (its size and place) and inserts them.
    if !app.world().contains_resource::<Settings>() {
        let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
        let (settings, problem) = load_settings(&dirs.settings_path());
        app.insert_resource(settings).insert_resource(Notice(problem));
    }
    app.add_systems(Update, save_when_changed);
    app.add_systems(PreUpdate, follow_language.in_set(LanguageSet));
}

/// Where the language is switched: what translates itself runs after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct LanguageSet;

/// Every text follows the language setting, from the start and whenever it changes.
fn follow_language(settings: Res<Settings>) {
    if settings.is_changed() {
        crate::i18n::set_language(settings.chosen_language());
        crate::i18n::notation::set_local_piece_letters(settings.local_piece_letters);
    }
}

fn save_when_changed(settings: Res<Settings>, dirs: Res<StorageDirs>, mut notice: ResMut<Notice>) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    let result = settings.to_ron().and_then(|text| crate::storage::write_atomically(&dirs.settings_path(), &text));
    if let Err(error) = result {
        notice.0 = Some(tr!("msg-could-not-save-settings", error = error));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_fill_missing_fields() {
        let settings = Settings { theme: ThemeName::HighContrast, volume: 30, ..Settings::default() };
        let text = settings.to_ron().expect("serialises");
        assert_eq!(Settings::from_ron(&text), Ok(settings));
        let partial = Settings::from_ron("(sound: false)").expect("missing fields take defaults");
        assert!(!partial.sound);
        assert_eq!(partial.volume, Settings::default().volume);
        assert!(Settings::from_ron("(volume: \"loud\")").is_err());
    }

    #[test]
    fn the_chosen_language_is_kept_and_an_unknown_one_follows_the_desktop() {
        let german = Settings { language: Some("de".into()), ..Settings::default() };
        let read = Settings::from_ron(&german.to_ron().expect("serialises")).expect("reads back");
        assert_eq!(read.chosen_language(), crate::i18n::Language::German);
        let unknown = Settings { language: Some("xx".into()), ..Settings::default() };
        assert_eq!(unknown.chosen_language(), crate::i18n::desktop_language());
    }
}
