//! The window's manners: a title naming what is on the table, Tabula's own icon (drawn here, the
//! same design as assets/icons/tabula.svg), and its size and place remembered between runs.

use crate::app::Screen;
use crate::learn::ActiveLesson;
use crate::session::{Referee, Session};
use crate::settings::{Settings, WindowPlacement};
use crate::tr;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowPosition};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (name_the_window, remember_placement));
    app.add_systems(Update, set_icon.run_if(|done: Local<bool>| !*done));
}

/// The window's title for what is shown: the game (and lesson, or online) before the app's name.
pub fn title_for(screen: Screen, session: Option<&Session>, online: bool, lesson: Option<&str>) -> String {
    match (screen, session) {
        (Screen::Playing, Some(session)) => {
            let game = crate::i18n::words::game_title(session.variant());
            match lesson {
                Some(lesson) => tr!("game-window-lesson", lesson = lesson, game = game),
                None if online => tr!("game-window-online", game = game),
                None => tr!("game-window-game", game = game),
            }
        }
        (Screen::Lobby, _) => tr!("game-online-lobby-tabula"),
        (Screen::Learn, _) => tr!("game-learn-tabula"),
        (Screen::Rules, _) => tr!("game-rules-tabula"),
        _ => tr!("game-tabula"),
    }
}

fn name_the_window(
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    referee: Res<Referee>,
    lesson: Option<Res<ActiveLesson>>,
) {
    let lesson = lesson.as_ref().map(|l| l.lesson.title.as_str());
    let title = title_for(*screen.get(), session.as_deref(), referee.online_game().is_some(), lesson);
    if window.title != title {
        window.title = title;
    }
}

/// The window's placement as the settings keep it, or `None` while it has no place of its own.
fn placement_of(window: &Window) -> Option<WindowPlacement> {
    let WindowPosition::At(at) = window.position else { return None };
    Some(WindowPlacement {
        x: at.x,
        y: at.y,
        width: window.resolution.width().round() as u32,
        height: window.resolution.height().round() as u32,
    })
}

/// Keeps the window's size and place in the settings, once it has stayed put for half a second
/// (a drag moves it every frame).
fn remember_placement(
    window: Single<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
    time: Res<Time>,
    options: Option<Res<crate::cli::LaunchOptions>>,
    mut seen: Local<Option<(WindowPlacement, f32)>>,
) {
    // Screenshots and measurements run at a fixed size that is nobody's preference.
    if options.is_some_and(|o| o.screenshot.is_some() || o.frame_stats.is_some()) {
        return;
    }
    let Some(now) = placement_of(&window) else { return };
    match *seen {
        Some((last, since)) if last == now => {
            if time.elapsed_secs() - since >= 0.5 && settings.window != Some(now) {
                settings.window = Some(now);
            }
        }
        _ => *seen = Some((now, time.elapsed_secs())),
    }
}

/// The placement to open the window with: the remembered one when it is sane.
pub fn opening_placement(settings: &Settings) -> Option<WindowPlacement> {
    let placement = settings.window?;
    let sane = (640..=7680).contains(&placement.width)
        && (480..=4320).contains(&placement.height)
        && (-10_000..=10_000).contains(&placement.x)
        && (-10_000..=10_000).contains(&placement.y);
    sane.then_some(placement)
}

/// Tabula's icon as RGBA pixels: a rounded board of four by four walnut squares with a gold
/// piece in the middle.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    let s = size as f32;
    let (margin, radius) = (s * 0.06, s * 0.16);
    for y in 0..size {
        for x in 0..size {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            // Inside the rounded square?
            let (lo, hi) = (margin + radius, s - margin - radius);
            let dx = (px.clamp(lo, hi) - px).abs();
            let dy = (py.clamp(lo, hi) - py).abs();
            let inside = (dx * dx + dy * dy).sqrt() <= radius;
            let rgba = if !inside {
                [0, 0, 0, 0]
            } else {
                let (cx, cy) = (px - s / 2.0, py - s / 2.0);
                let piece = (cx * cx + (cy * 1.1) * (cy * 1.1)).sqrt();
                if piece <= s * 0.2 {
                    [232, 190, 92, 255]
                } else if piece <= s * 0.235 {
                    [60, 38, 22, 255]
                } else {
                    let cell = ((px - margin) / ((s - 2.0 * margin) / 4.0)) as i32
                        + ((py - margin) / ((s - 2.0 * margin) / 4.0)) as i32;
                    if cell % 2 == 0 { [236, 212, 170, 255] } else { [166, 112, 70, 255] }
                }
            };
            pixels.extend_from_slice(&rgba);
        }
    }
    pixels
}

/// Gives the window Tabula's icon (winit's windows live on the main thread, hence the marker).
fn set_icon(mut done: Local<bool>, _main_thread: bevy::ecs::system::NonSendMarker) {
    const SIZE: u32 = 64;
    let Ok(icon) = winit::window::Icon::from_rgba(icon_rgba(SIZE), SIZE, SIZE) else {
        *done = true;
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_a_board_with_a_piece_and_transparent_corners() {
        let pixels = icon_rgba(64);
        assert_eq!(pixels.len(), 64 * 64 * 4);
        let at = |x: usize, y: usize| &pixels[(y * 64 + x) * 4..(y * 64 + x) * 4 + 4];
        assert_eq!(at(0, 0)[3], 0, "a transparent corner");
        assert_eq!(at(32, 32), [232, 190, 92, 255], "the gold piece in the middle");
        assert_ne!(at(12, 12), at(24, 12), "neighbouring squares differ");
    }

    #[test]
    fn an_insane_remembered_placement_is_not_used() {
        let mut settings = Settings::default();
        assert_eq!(opening_placement(&settings), None);
        settings.window = Some(WindowPlacement { x: 10, y: 20, width: 1400, height: 900 });
        assert_eq!(opening_placement(&settings), settings.window);
        settings.window = Some(WindowPlacement { x: 10, y: 20, width: 90_000, height: 900 });
        assert_eq!(opening_placement(&settings), None);
    }

    #[test]
    fn the_title_names_the_game_and_how_it_is_played() {
        assert_eq!(title_for(Screen::Title, None, false, None), "Tabula");
        assert_eq!(title_for(Screen::Lobby, None, false, None), "Online lobby - Tabula");
        let session =
            Session::start(crate::session::GameSetup::hot_seat(tabula_rules::Variant::Brandubh), &[]).expect("a game");
        assert_eq!(title_for(Screen::Playing, Some(&session), false, None), "Brandubh - Tabula");
        assert_eq!(title_for(Screen::Playing, Some(&session), true, None), "Brandubh online - Tabula");
        assert_eq!(
            title_for(Screen::Playing, Some(&session), false, Some("The king")),
            "The king - Brandubh lesson - Tabula"
        );
    }
}
