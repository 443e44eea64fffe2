//! Where the app keeps its files, and writing them safely. Settings, progress, saves, tokens
//! and the autosave all go through here: files on the desktop (`files.rs`), the browser's
//! local storage in the browser (`browser.rs`), keyed by the same paths.

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(not(target_arch = "wasm32"))]
mod files;
#[cfg(target_arch = "wasm32")]
pub mod page_files;

#[cfg(target_arch = "wasm32")]
use browser as backend;
#[cfg(not(target_arch = "wasm32"))]
use files as backend;

use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A file the player picked in the browser, once the browser has read it: its name and text
/// (`page_files::pick`). On the desktop nothing fills it: saves are files in a folder there.
#[derive(Resource, Clone, Default)]
pub struct PickedFile(pub Arc<Mutex<Option<Picked>>>);

/// A picked file's name and text, or why it could not be read.
pub type Picked = Result<(String, String), String>;

impl PickedFile {
    /// The picked file, once (and only once) it has been read.
    pub fn take(&self) -> Option<Picked> {
        self.0.lock().ok().and_then(|mut picked| picked.take())
    }

    /// Opens the browser's file picker (on the desktop: an error, there is a folder instead).
    pub fn pick(&self) -> Result<(), String> {
        #[cfg(target_arch = "wasm32")]
        return page_files::pick(self);
        #[cfg(not(target_arch = "wasm32"))]
        Err(crate::tr!("msg-pick-file-desktop"))
    }
}

/// Where the app keeps its files. Settings: `$TABULA_HOME`, else `$XDG_CONFIG_HOME/tabula`,
/// else `~/.config/tabula`. Saves and the autosave: `$TABULA_HOME`, else `$XDG_DATA_HOME/tabula`,
/// else `~/.local/share/tabula`. Tests insert their own before adding the plugins.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct StorageDirs {
    pub config: PathBuf,
    pub data: PathBuf,
}

impl Default for StorageDirs {
    fn default() -> Self {
        StorageDirs { config: base_dir("XDG_CONFIG_HOME", ".config"), data: base_dir("XDG_DATA_HOME", ".local/share") }
    }
}

impl StorageDirs {
    /// Both kinds of files in one folder.
    pub fn in_folder(dir: impl Into<PathBuf>) -> StorageDirs {
        let dir = dir.into();
        StorageDirs { config: dir.clone(), data: dir }
    }

    pub fn settings_path(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    pub fn saves_dir(&self) -> PathBuf {
        self.data.join("saves")
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data.join("autosave.ron")
    }
}

fn base_dir(xdg: &str, fallback: &str) -> PathBuf {
    // The browser keeps everything under one prefix of the page's storage.
    if cfg!(target_arch = "wasm32") {
        return PathBuf::from("tabula");
    }
    if let Some(home) = std::env::var_os("TABULA_HOME").filter(|v| !v.is_empty()) {
        return PathBuf::from(home);
    }
    if let Some(dir) = std::env::var_os(xdg).filter(|v| !v.is_empty()) {
        return PathBuf::from(dir).join("tabula");
    }
    let home = std::env::var_os("HOME").map_or_else(|| PathBuf::from("."), PathBuf::from);
    home.join(fallback).join("tabula")
}

/// A stored file's text; `Ok(None)` when there is none.
pub fn read_text(path: &Path) -> Result<Option<String>, String> {
    backend::read_text(path)
}

/// Writes a file whole or not at all: a crash mid-write never leaves half a file.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    backend::write_atomically(path, text)
}

/// Moves a file to `to` (a broken settings file is kept aside, not lost).
pub fn set_aside(path: &Path, to: &Path) -> Result<(), String> {
    backend::rename(path, to)
}

/// The files in `dir` whose extension is one of `extensions`, newest first.
pub fn list_newest_first(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = backend::list(dir)
        .into_iter()
        .filter(|(path, _)| path.extension().is_some_and(|e| extensions.iter().any(|x| e == *x)))
        .map(|(path, modified)| (modified, path))
        .collect();
    files.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    files.into_iter().map(|(_, path)| path).collect()
}

/// A RON file read back, or the default when it is missing or does not read (progress files:
/// a bad one is a fresh start, never a crash).
pub fn read_ron_or_default<T: serde::de::DeserializeOwned + Default>(path: &Path) -> T {
    read_text(path).ok().flatten().and_then(|text| ron::from_str(&text).ok()).unwrap_or_default()
}

/// Writes a value as pretty RON, whole or not at all.
pub fn write_ron<T: serde::Serialize>(path: &Path, value: &T) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?;
    write_atomically(path, &text)
}
