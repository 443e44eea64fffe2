//! Tabula, the desktop client: five board games on Bevy. Every module is a plugin function; the
//! game logic ([`core_plugin`]) runs headless in tests, the view ([`view_plugin`]) needs a window.

// Bevy systems take their data as parameters and filter with nested generic types.
#![allow(clippy::type_complexity, clippy::too_many_arguments)]

pub mod audio;
pub mod board;
pub mod cli;
pub mod colour_vision;
pub mod frame_stats;
pub mod games;
pub mod learn;
pub mod menus;
pub mod no_gpu;
pub mod online;
pub mod puzzles;
pub mod redraw;
pub mod scene;
pub mod screens;
pub mod screenshot;
pub mod session;
pub mod settings;
pub mod speech;
pub mod storage;
pub mod theme;
pub mod window;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;

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

/// Everything that works without a window or a GPU: settings, the game session, the computer
/// players, clocks, board entities, input handling and animation.
pub fn core_plugin(app: &mut App) {
    app.configure_sets(Update, (AppSet::Input, AppSet::Rules, AppSet::View).chain());
    app.init_state::<Screen>();
    app.add_plugins((
        settings::plugin,
        session::plugin,
        board::plugin,
        learn::plugin,
        puzzles::plugin,
        online::plugin,
        speech::plugin,
        scene::plugin,
    ));
}

/// Windowed parts: egui screens and menus, sound, camera, screenshots, frame statistics.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        // Board picking is Tabula's own nearest-cell search (board/layout.rs): no ray casts
        // against every mesh each frame.
        bevy_egui::EguiPlugin::default(),
        theme::plugin,
        screens::plugin,
        menus::plugin,
        audio::plugin,
        board::view_plugin,
        redraw::plugin,
        window::plugin,
    ));
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

/// Builds and runs the desktop app.
pub fn run(options: cli::LaunchOptions, launched: std::time::Instant) -> std::process::ExitCode {
    no_gpu::install_hint();
    let mut app = App::new();
    let title = "Tabula".to_owned();
    // The window opens where it was left, except for pictures and measurements (a fixed size).
    let (settings, problem) = settings::load_settings(&storage::StorageDirs::default().settings_path());
    let placement =
        window::opening_placement(&settings).filter(|_| options.screenshot.is_none() && options.frame_stats.is_none());
    let (resolution, position) = match placement {
        Some(p) => (WindowResolution::new(p.width, p.height), WindowPosition::At(IVec2::new(p.x, p.y))),
        None => (WindowResolution::new(1280, 800), WindowPosition::Automatic),
    };
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title,
                    // The X11 class and Wayland app id, which the .desktop entry names (StartupWMClass).
                    name: Some("tabula".to_owned()),
                    resolution,
                    position,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin { file_path: assets_dir(), ..default() })
            .set(bevy::log::LogPlugin { filter: "wgpu=error,naga=warn,bevy_render=error".into(), ..default() }),
    );
    // A board game is idle most of the time: redraw on input, and while something moves
    // (see redraw.rs). Screenshot and measuring runs need every frame.
    if options.screenshot.is_some() || options.frame_stats.is_some() {
        app.insert_resource(WinitSettings::continuous());
    } else {
        app.insert_resource(WinitSettings::desktop_app());
    }
    // Read once: the settings plugin takes them from here.
    app.insert_resource(settings).insert_resource(settings::Notice(problem));
    app.insert_resource(frame_stats::Launched(launched));
    app.insert_resource(options.clone());
    app.add_plugins((core_plugin, view_plugin, screenshot::plugin, frame_stats::plugin));
    app.add_systems(Startup, move |mut commands: Commands| cli::apply_launch_options(&mut commands, &options));
    match app.run() {
        AppExit::Success => std::process::ExitCode::SUCCESS,
        AppExit::Error(code) => std::process::ExitCode::from(code.get()),
    }
}
