//! Tabula, the desktop client: five board games on Bevy. Every module is a plugin function; the
//! game logic ([`core_plugin`]) runs headless in tests, the view ([`view_plugin`]) needs a window.

pub mod app;
pub mod audio;
pub mod background_search;
pub mod board;
pub mod cli;
pub mod colour_vision;
pub mod data_files;
pub mod engines;
pub mod frame_stats;
pub mod games;
pub mod i18n;
pub mod learn;
pub mod link;
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
pub mod ui_state;
pub mod window;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;

pub use app::{AppSet, Screen, assets_dir, levels_dir};

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
        engines::plugin,
        i18n::font::plugin,
    ));
}

/// Builds and runs the desktop app.
pub fn run(options: cli::LaunchOptions, launched: bevy::platform::time::Instant) -> std::process::ExitCode {
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
                    // In the browser: the page's canvas, filling its parent, keeping the keys
                    // (Tab, arrows, F1) from the page.
                    canvas: cfg!(target_arch = "wasm32").then(|| "#tabula".to_owned()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets_dir(),
                // The files have no `.meta` beside them: in the browser, asking for each would
                // be a failed request per sound.
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            })
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
    app.add_systems(Update, cli::open_launch_window.run_if(|o: Res<cli::LaunchOptions>| o.window.is_some()));
    match app.run() {
        AppExit::Success => std::process::ExitCode::SUCCESS,
        AppExit::Error(code) => std::process::ExitCode::from(code.get()),
    }
}
