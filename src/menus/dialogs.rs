//! The pause menu, keyboard help, the load window, the new-game choice and the game-over dialog.

use super::shortcuts::shortcuts;
use crate::app::Screen;
use crate::session::save::{SaveRequest, list_saves};
use crate::session::{GameOver, Referee, RefereeKind, Score, Session, SessionRequest};
use crate::storage::StorageDirs;
use crate::tr;
use crate::ui_state::Overlay;
use crate::ui_state::SetupDraft;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            pause_ui,
            help_ui,
            load_ui,
            new_game_ui,
            game_over_ui
                .run_if(resource_exists::<Session>.and_then(|referee: Res<Referee>| ending_dialog_for(&referee))),
        ),
    );
    app.add_systems(Update, reopen_game_over);
}

/// Whether a game's ending is told in the game-over dialog: a level tells its own in its panel,
/// and the analysis board's positions are studies.
pub(super) fn ending_dialog_for(referee: &Referee) -> bool {
    match referee.kind() {
        RefereeKind::Local | RefereeKind::Online => true,
        RefereeKind::Lesson | RefereeKind::Puzzle | RefereeKind::Analysis => false,
    }
}

/// A window opened from the keyboard is used from the keyboard: its first button takes the focus
/// when it appears (`shown` remembers that it has), so Enter answers it and Tab walks its buttons.
pub(super) fn focus_when_opened(first: &egui::Response, shown: &mut bool) {
    if !*shown {
        first.request_focus();
        *shown = true;
    }
}

/// A window in the middle of the screen, fixed in size.
pub(super) fn centered(title: &str) -> egui::Window<'_> {
    egui::Window::new(title).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
}

fn pause_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut next: ResMut<NextState<Screen>>,
    mut saves: MessageWriter<SaveRequest>,
    mut exit: MessageWriter<AppExit>,
    screen: Res<State<Screen>>,
    referee: Res<Referee>,
    mut online_requests: MessageWriter<crate::online::OnlineRequest>,
    mut shown: Local<bool>,
) -> Result {
    let online = referee.online_game().is_some();
    if !overlay.pause || *screen.get() != Screen::Playing {
        *shown = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    centered(&tr!("menu-window-title")).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let button = |ui: &mut egui::Ui, text: &str| ui.add_sized([220.0, 34.0], egui::Button::new(text)).clicked();
            let resume = ui.add_sized([220.0, 34.0], egui::Button::new(tr!("menu-resume-esc")));
            focus_when_opened(&resume, &mut shown);
            if resume.clicked() {
                overlay.pause = false;
            }
            if button(ui, &tr!("menu-new-game")) {
                overlay.pause = false;
                overlay.new_game = true;
            }
            if button(ui, &tr!("menu-save")) {
                saves.write(SaveRequest::Save);
            }
            // The page's saves stay in the browser: a download makes a file of the game.
            if cfg!(target_arch = "wasm32") && button(ui, &tr!("menu-download-game")) {
                saves.write(SaveRequest::Download);
            }
            if button(ui, &tr!("menu-load")) {
                overlay.load = true;
            }
            if button(ui, &tr!("menu-settings")) {
                overlay.settings = true;
            }
            if button(ui, &tr!("menu-rules")) {
                overlay.pause = false;
                next.set(Screen::Rules);
            }
            if button(ui, &tr!("menu-keyboard-shortcuts-f1")) {
                overlay.help = true;
            }
            // An online game goes on while its player is in the lobby (its clock too).
            if online && button(ui, &tr!("menu-back-lobby")) {
                overlay.pause = false;
                online_requests.write(crate::online::OnlineRequest::ToLobby);
            }
            if button(ui, &tr!("menu-main-menu")) {
                overlay.pause = false;
                next.set(Screen::Title);
            }
            // A page is closed by its browser, as on the title screen.
            if !cfg!(target_arch = "wasm32") && button(ui, &tr!("menu-quit")) {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}

fn help_ui(mut contexts: EguiContexts, mut overlay: ResMut<Overlay>) -> Result {
    if !overlay.help {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    centered(&tr!("menu-keyboard-shortcuts")).open(&mut open).show(ctx, |ui| {
        egui::Grid::new("keys").num_columns(2).striped(true).show(ui, |ui| {
            for (keys, action) in shortcuts() {
                ui.label(egui::RichText::new(keys).monospace().strong());
                ui.label(action);
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        ui.label(tr!("menu-mouse-click-piece-then"));
    });
    if !open {
        overlay.help = false;
    }
    Ok(())
}

fn load_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut saves: MessageWriter<SaveRequest>,
    dirs: Res<StorageDirs>,
    picked: Res<crate::storage::PickedFile>,
    mut status: ResMut<crate::session::StatusLine>,
) -> Result {
    if !overlay.load {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    centered(&tr!("menu-load-game")).open(&mut open).show(ctx, |ui| {
        if cfg!(target_arch = "wasm32") {
            ui.label(tr!("menu-games-saved-browser"));
            if ui.button(tr!("menu-open-file-from-computer")).clicked() {
                match picked.pick() {
                    Ok(()) => {
                        overlay.load = false;
                        overlay.pause = false;
                    }
                    Err(error) => status.0 = tr!("menu-could-not-open-file", error = error),
                }
            }
        } else {
            ui.label(tr!("menu-saved-games", saves_dir = dirs.saves_dir().display()));
            ui.weak(tr!("menu-ron-saves-every-game"));
        }
        let files = list_saves(&dirs);
        if files.is_empty() {
            ui.label(tr!("menu-no-saved-games-yet"));
        }
        egui::ScrollArea::vertical().max_height(320.0).show(ui, |ui| {
            for path in files {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                if ui.button(name).clicked() {
                    saves.write(SaveRequest::Load(path.clone()));
                    overlay.load = false;
                    overlay.pause = false;
                }
            }
        });
    });
    if !open {
        overlay.load = false;
    }
    Ok(())
}

fn new_game_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    session: Option<Res<Session>>,
    mut draft: ResMut<SetupDraft>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<SessionRequest>,
) -> Result {
    if !overlay.new_game {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    centered(&tr!("menu-new-game")).open(&mut open).show(ctx, |ui| {
        if let Some(session) = &session {
            if ui.button(tr!("menu-same-setup-again")).clicked() {
                requests.write(SessionRequest::NewGame(session.setup().clone()));
                overlay.new_game = false;
            }
            if ui.button(tr!("menu-rematch-with-seats-swapped")).clicked() {
                requests.write(SessionRequest::NewGame(session.setup().rotated()));
                overlay.new_game = false;
            }
            if ui.button(tr!("menu-change-setup")).clicked() {
                draft.setup = session.setup().clone();
                next.set(Screen::Setup);
                overlay.new_game = false;
            }
        }
        if ui.button(tr!("menu-another-game")).clicked() {
            next.set(Screen::Select);
            overlay.new_game = false;
        }
    });
    if !open {
        overlay.new_game = false;
    }
    Ok(())
}

fn reopen_game_over(
    mut over: MessageReader<GameOver>,
    mut started: MessageReader<crate::session::GameStarted>,
    mut overlay: ResMut<Overlay>,
) {
    if over.read().count() > 0 || started.read().count() > 0 {
        overlay.game_over_closed = false;
    }
}

/// What the game-over dialog's buttons ask for.
#[derive(SystemParam)]
struct GameOverActions<'w> {
    next: ResMut<'w, NextState<Screen>>,
    requests: MessageWriter<'w, SessionRequest>,
    online: MessageWriter<'w, crate::online::OnlineRequest>,
    review: MessageWriter<'w, crate::session::review::ToggleReview>,
}

/// What the dialog waits for before it covers the board: the last move's slide, the board's
/// telling of the ending, and a review under way or done, which has the panel's attention.
#[derive(SystemParam)]
struct BoardBusy<'w, 's> {
    sliding: Query<'w, 's, (), With<crate::board::Slide>>,
    revealing: Query<'w, 's, (), With<crate::board::Revealing>>,
    game_review: Res<'w, crate::session::review::GameReview>,
}

impl BoardBusy<'_, '_> {
    fn busy(&self) -> bool {
        !self.sliding.is_empty()
            || !self.revealing.is_empty()
            || self.game_review.progress().is_some()
            || self.game_review.review().is_some()
    }
}

/// The game's scene, which the dialog wears.
#[derive(SystemParam)]
struct SceneLook<'w> {
    scenes: Res<'w, crate::scene::Scenes>,
    settings: Res<'w, crate::settings::Settings>,
}

fn game_over_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    referee: Res<Referee>,
    score: Res<Score>,
    board: BoardBusy,
    look: SceneLook,
    mut actions: GameOverActions,
    mut shown: Local<bool>,
) -> Result {
    let Some(ending) = session.ending() else {
        *shown = false;
        return Ok(());
    };
    // Let the last move land and the board tell the ending before the dialog covers it.
    if overlay.game_over_closed || *screen.get() != Screen::Playing || board.busy() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let result = headline(&session, ending.outcome.as_ref());
    // The dialog wears the game's scene: its frame's wood and its accent.
    let (scenes, theme) = (&look.scenes, look.settings.theme);
    let accent = crate::theme::egui_colour(scenes.accent(theme, session.variant()));
    let stage = scenes.stage(theme, session.variant());
    let (r, g, b) = stage.frame.colour;
    let fill = crate::theme::egui_colour(Color::srgb(r, g, b)).gamma_multiply(0.6).to_opaque();
    let frame = egui::Frame::window(&ctx.global_style()).stroke(egui::Stroke::new(2.0, accent)).fill(fill);
    centered(&tr!("menu-game-over")).frame(frame).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new(result).size(24.0).strong().color(accent));
            ui.label(crate::i18n::words::ending(session.variant(), &ending));
            if score.games > 0 {
                let totals: Vec<String> = score
                    .totals
                    .iter()
                    .enumerate()
                    .map(|(s, p)| {
                        let seat = session.seat_title(tabula_rules::Seat(s as u8));
                        tr!("outcome-score", seat = seat, points = p.to_string())
                    })
                    .collect();
                ui.label(tr!("menu-match-score-after-game", count = score.games, totals = totals.join(", ")));
            }
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                // Online, a rematch is an offer to the other players, and a new game is found in
                // the lobby.
                if referee.online_game().is_some() {
                    let rematch = ui.button(tr!("menu-offer-rematch"));
                    focus_when_opened(&rematch, &mut shown);
                    if rematch.clicked() {
                        actions.requests.write(SessionRequest::Offer(crate::session::OfferKind::Rematch));
                        overlay.game_over_closed = true;
                    }
                    if ui.button(tr!("menu-back-lobby")).clicked() {
                        actions.online.write(crate::online::OnlineRequest::ToLobby);
                    }
                } else {
                    let rematch = ui.button(tr!("menu-rematch"));
                    focus_when_opened(&rematch, &mut shown);
                    if rematch.clicked() {
                        actions.requests.write(SessionRequest::NewGame(session.setup().rotated()));
                    }
                    if ui.button(tr!("menu-new-game")).clicked() {
                        overlay.new_game = true;
                        overlay.game_over_closed = true;
                    }
                }
                if ui.button(tr!("menu-review-game")).on_hover_text(tr!("menu-engine-goes-over-every")).clicked() {
                    overlay.game_over_closed = true;
                    if !session.moves().is_empty() {
                        actions.review.write(crate::session::review::ToggleReview);
                    }
                }
                if ui.button(tr!("menu-main-menu")).clicked() {
                    actions.next.set(Screen::Title);
                }
            });
        });
    });
    Ok(())
}

fn headline(session: &Session, outcome: Option<&tabula_rules::Outcome>) -> String {
    let Some(outcome) = outcome else { return tr!("menu-aborted") };
    match outcome {
        tabula_rules::Outcome::Win { winner, .. } => tr!(
            "menu-headline-wins",
            winner = session.seat_title(*winner),
            winner_id = crate::i18n::words::seat_id(session.variant(), *winner),
        ),
        tabula_rules::Outcome::Draw { .. } => tr!("menu-draw"),
        tabula_rules::Outcome::Scores { points, .. } => {
            let best = points.iter().map(|p| p.as_f64()).fold(f64::MIN, f64::max);
            let leaders: Vec<String> = points
                .iter()
                .enumerate()
                .filter(|(_, p)| p.as_f64() == best)
                .map(|(seat, _)| session.seat_title(tabula_rules::Seat(seat as u8)))
                .collect();
            match leaders.as_slice() {
                [first, second] => tr!("menu-headline-top-two", first = first, second = second),
                [first, second, third] => {
                    tr!("menu-headline-top-three", first = first, second = second, third = third)
                }
                // One leader (no game has more than three seats).
                _ => tr!("menu-headline-top", seat = leaders.join(", ")),
            }
        }
    }
}
