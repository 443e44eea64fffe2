//! The app's own state, at the bottom of the client's layers: its screens, the steps of every
//! frame, and where its data folders are. Every other module may use this one; it uses none.

use bevy::prelude::*;

/// The screens of the app.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Title,
    Select,
    Setup,
    Playing,
    Rules,
    /// The courses: every game's lessons and the player's stars.
    Learn,
    /// Online play: the server, seeks, challenges, games to watch.
    Lobby,
}

/// The steps of every frame, in order: input becomes requests, the rules (through the session's
/// table) apply them, the views follow.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSet {
    Input,
    Rules,
    View,
}

/// In the browser, the page's origin as a WebSocket scheme and host (`wss` when the page came
/// over https); `None` on the desktop.
pub fn page_origin() -> Option<(&'static str, String)> {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|window| window.location())
        && let (Ok(protocol), Ok(host)) = (location.protocol(), location.host())
    {
        return Some((if protocol == "https:" { "wss" } else { "ws" }, host));
    }
    None
}

/// The page's query (`?join=CODE`) in the browser; empty on the desktop.
pub fn page_query() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(search) = web_sys::window().and_then(|window| window.location().search().ok()) {
        return search;
    }
    String::new()
}

/// Where the assets are: `$BEVY_ASSET_ROOT/assets`, else `assets` next to the executable or in
/// one of its parent folders (a cargo build runs from target/<profile>), else the source tree's.
pub fn assets_dir() -> String {
    data_folder("assets", "sounds")
}

/// Where the data files are (`levels/`, whose `tutorials/` hold the lessons), found as the
/// assets are.
pub fn levels_dir() -> String {
    data_folder("levels", "tutorials")
}

/// The folder `name` (recognised by its subfolder `marker`) of the installed game or the
/// source tree.
fn data_folder(name: &str, marker: &str) -> String {
    // In the browser the folders are the page's: fetched by URL, relative to it.
    if cfg!(target_arch = "wasm32") {
        return name.to_owned();
    }
    if let Some(root) = std::env::var_os("BEVY_ASSET_ROOT") {
        return std::path::PathBuf::from(root).join(name).to_string_lossy().into_owned();
    }
    let exe = std::env::current_exe().ok();
    let found = exe
        .iter()
        .flat_map(|path| path.ancestors().skip(1))
        .map(|dir| dir.join(name))
        .find(|dir| dir.join(marker).is_dir());
    found.map_or_else(
        || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name).to_string_lossy().into_owned(),
        |dir| dir.to_string_lossy().into_owned(),
    )
}
