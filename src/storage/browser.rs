//! The browser's storage: the page's local storage, one entry per file keyed by its path
//! (`tabula/settings.ron`), with its time of writing beside it. The browser may refuse (private
//! windows, a full quota): that is an error for the caller to show, never a crash.

use crate::tr;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Where an entry's time of writing is kept: its key after this prefix.
const WRITTEN_AT: &str = "written-at:";

fn storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| tr!("msg-browser-no-storage"))
}

fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

pub fn read_text(path: &Path) -> Result<Option<String>, String> {
    storage()?.get_item(&key(path)).map_err(|_| tr!("msg-browser-refused-read", file = key(path)))
}

/// One `setItem` is whole or not done: the browser writes an entry atomically.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let storage = storage()?;
    let key = key(path);
    storage.set_item(&key, text).map_err(|_| tr!("msg-browser-refused-keep", file = key))?;
    let now = js_sys::Date::now().to_string();
    let _ = storage.set_item(&format!("{WRITTEN_AT}{key}"), &now);
    Ok(())
}

pub fn rename(path: &Path, to: &Path) -> Result<(), String> {
    let Some(text) = read_text(path)? else { return Ok(()) };
    write_atomically(to, &text)?;
    let storage = storage()?;
    let _ = storage.remove_item(&key(path));
    let _ = storage.remove_item(&format!("{WRITTEN_AT}{}", key(path)));
    Ok(())
}

/// The entries directly under `dir`, with their times of writing.
pub fn list(dir: &Path) -> Vec<(PathBuf, SystemTime)> {
    let Ok(storage) = storage() else { return Vec::new() };
    let prefix = format!("{}/", key(dir));
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|name| name.strip_prefix(&prefix).is_some_and(|rest| !rest.contains('/')))
        .map(|name| {
            let millis = storage
                .get_item(&format!("{WRITTEN_AT}{name}"))
                .ok()
                .flatten()
                .and_then(|text| text.parse::<f64>().ok())
                .unwrap_or(0.0);
            (PathBuf::from(&name), SystemTime::UNIX_EPOCH + Duration::from_millis(millis as u64))
        })
        .collect()
}
