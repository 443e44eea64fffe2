//! What the client's headless tests share: a temporary folder for an app's files, and an app
//! with the core plugins and no window, GPU or sound, whose frames last a fixed time.
#![allow(dead_code)]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::path::PathBuf;
use std::time::Duration;
use tabula::storage::StorageDirs;

/// An empty folder of its own for a test (`name` tells tests apart).
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabula-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A headless app keeping its files in `dir`; each frame advances the clock by `frame`.
pub fn app_with_frames(dir: &std::path::Path, frame: Duration) -> App {
    let mut app = App::new();
    app.insert_resource(StorageDirs::in_folder(dir));
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()));
    app.init_asset::<Mesh>().init_asset::<ColorMaterial>();
    app.insert_resource(ButtonInput::<KeyCode>::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(frame));
    app.add_plugins(tabula::core_plugin);
    app
}

/// A headless app (frames of 50 ms, files in a folder of its own) with a new hot-seat game of
/// `variant` on the game screen.
pub fn hot_seat_app(variant: tabula_rules::Variant, name: &str) -> App {
    let mut app = app_with_frames(&temp_dir(name), Duration::from_millis(50));
    let setup = tabula::session::GameSetup::hot_seat(variant);
    app.world_mut().write_message(tabula::session::SessionRequest::NewGame(setup));
    for _ in 0..4 {
        app.update();
    }
    app
}
