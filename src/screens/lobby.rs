//! The online lobby: the server's address and the player's name, the link's state, open seeks
//! of every game (accept one, or make one and cancel it), a challenge code to give a friend and
//! a field for a friend's code, and games in progress to watch. It updates live. Seeks and games
//! are cards with a small picture of their board, as on the select screen.

use super::{game_title, root_ui, thumbnail::board_picture};
use crate::app::Screen;
use crate::games::SHOWN;
use crate::online::{Online, OnlineNotice, OnlineRequest};
use crate::settings::Settings;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_online::Link;
use tabula_rules::Variant;
use tabula_table::ClockSetup;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LobbyDraft>();
    app.add_systems(EguiPrimaryContextPass, lobby_ui.run_if(in_state(Screen::Lobby)));
    app.add_systems(OnEnter(Screen::Lobby), connect_when_named);
}

/// What the player is typing or choosing in the lobby.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct LobbyDraft {
    pub server: String,
    pub name: String,
    pub game: Variant,
    /// Index into `ClockSetup::PRESETS`, `None` for no clock.
    pub clock: Option<usize>,
    pub code: String,
    /// Connect on entering the lobby even without a remembered name (`--server`): as "Guest".
    pub connect_now: bool,
}

impl Default for LobbyDraft {
    fn default() -> Self {
        LobbyDraft {
            server: String::new(),
            name: String::new(),
            game: Variant::Chess,
            clock: Some(2),
            code: String::new(),
            connect_now: false,
        }
    }
}

impl LobbyDraft {
    fn clock(&self) -> Option<ClockSetup> {
        self.clock.and_then(|i| ClockSetup::PRESETS.get(i).map(|p| p.1))
    }
}

/// Entering the lobby with a remembered name connects at once to the remembered server.
fn connect_when_named(
    settings: Res<Settings>,
    online: Res<Online>,
    mut draft: ResMut<LobbyDraft>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    if draft.server.is_empty() {
        draft.server = settings.online_server.clone();
    }
    if draft.name.is_empty() {
        draft.name = settings.online_name.clone();
    }
    if draft.name.trim().is_empty() && draft.connect_now {
        draft.name = tr!("online-guest");
    }
    if online.0.is_none() && !draft.name.trim().is_empty() {
        requests.write(OnlineRequest::Connect { url: draft.server.clone(), name: draft.name.clone() });
    }
}

/// What to do before connecting: a friend's challenge (from `--join-code` or a `?join=` link) is
/// accepted once connected; a page's own server is already filled in.
fn not_connected_advice(join_code: Option<&str>, in_a_page: bool) -> String {
    match (join_code, in_a_page) {
        (Some(code), _) => {
            tr!("online-give-name-connect-your", code = code)
        }
        (None, true) => tr!("online-page-s-server-filled"),
        (None, false) => {
            tr!("online-start-server-with-cargo")
        }
    }
}

fn clock_label(clock: Option<ClockSetup>) -> String {
    clock.map_or_else(|| tr!("online-no-clock"), |c| c.label())
}

/// A clock preset's name ("5+3 blitz") in the player's language: its time stays as written, its
/// speed is a word to translate. A preset this does not know shows as written.
pub fn clock_preset_label(label: &str) -> String {
    let (time, speed) = label.split_once(' ').unwrap_or((label, ""));
    match speed {
        "bullet" => tr!("online-clock-bullet", time = time),
        "blitz" => tr!("online-clock-blitz", time = time),
        "rapid" => tr!("online-clock-rapid", time = time),
        "classical" => tr!("online-clock-classical", time = time),
        _ => label.to_owned(),
    }
}

fn lobby_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    online: Res<Online>,
    notice: Res<OnlineNotice>,
    mut draft: ResMut<LobbyDraft>,
    mut requests: MessageWriter<OnlineRequest>,
    keys: Res<ButtonInput<KeyCode>>,
    pending: Res<crate::online::PendingJoin>,
    looks: (Res<Settings>, Res<crate::scene::Scenes>),
) -> Result {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
    let (settings, scenes) = looks;
    let card = |ui: &mut egui::Ui, variant: Variant, lines: [String; 2], button: &mut dyn FnMut(&mut egui::Ui)| {
        lobby_card(ui, variant, lines, settings.theme, &scenes, button);
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "lobby");
    egui::CentralPanel::no_frame().frame(egui::Frame::NONE.inner_margin(24.0)).show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(6.0);
            ui.heading(egui::RichText::new(tr!("online-play-online")).size(34.0));
        });
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            ui.label(tr!("online-server"));
            ui.add(egui::TextEdit::singleline(&mut draft.server).desired_width(260.0));
            ui.label(tr!("online-your-name"));
            let name = ui.add(egui::TextEdit::singleline(&mut draft.name).desired_width(160.0).char_limit(24));
            let enter = name.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let connected = online.0.is_some();
            if ui.button(if connected { tr!("online-reconnect") } else { tr!("online-connect") }).clicked() || enter {
                requests
                    .write(OnlineRequest::Connect { url: draft.server.trim().to_owned(), name: draft.name.clone() });
            }
            if connected && ui.button(tr!("online-disconnect")).clicked() {
                requests.write(OnlineRequest::Disconnect);
            }
        });
        let link = online.0.as_ref().map(crate::online::link_text).unwrap_or_else(|| tr!("online-not-connected"));
        ui.label(egui::RichText::new(&link).strong());
        if !notice.0.is_empty() && notice.0 != link {
            ui.colored_label(egui::Color32::from_rgb(240, 180, 80), &notice.0);
        }
        ui.separator();
        let Some(client) = online.0.as_ref().filter(|c| c.link == Link::Online) else {
            ui.add_space(12.0);
            ui.label(not_connected_advice(pending.0.as_deref(), crate::app::page_origin().is_some()));
            back(ui, &mut next);
            return;
        };
        ui.columns(2, |columns| {
            let ui = &mut columns[0];
            ui.heading(tr!("online-open-seeks"));
            if client.lobby.seeks.is_empty() {
                ui.weak(tr!("online-nobody-waiting-make-seek"));
            }
            for seek in &client.lobby.seeks {
                let mine = client.lobby.my_seek == Some(seek.seek) || Some(seek.by) == client.player;
                let lines = [
                    game_title(seek.game).to_owned(),
                    tr!("online-seek-line", name = seek.name, seats = seek.seats, clock = clock_label(seek.clock)),
                ];
                card(ui, seek.game, lines, &mut |ui| {
                    if mine {
                        if ui.button(tr!("online-cancel")).clicked() {
                            requests.write(OnlineRequest::CancelSeek);
                        }
                    } else if ui.button(egui::RichText::new(tr!("online-play")).size(17.0)).clicked() {
                        requests.write(OnlineRequest::AcceptSeek(seek.seek));
                    }
                });
            }
            ui.add_space(16.0);
            ui.heading(tr!("online-games-progress"));
            if client.lobby.games.is_empty() {
                ui.weak(tr!("online-no-games-being-played"));
            }
            for game in &client.lobby.games {
                let names: Vec<&str> = game.setup.seats.iter().map(|s| s.name.as_str()).collect();
                let lines = [
                    game_title(game.setup.game).to_owned(),
                    tr!("online-game-line", players = names.join(" – "), number = game.ply + 1),
                ];
                card(ui, game.setup.game, lines, &mut |ui| {
                    if ui.button(tr!("online-watch")).clicked() {
                        requests.write(OnlineRequest::Watch(game.game.clone()));
                    }
                });
            }

            let ui = &mut columns[1];
            ui.heading(tr!("online-new-game"));
            egui::ComboBox::from_label(tr!("online-game")).selected_text(game_title(draft.game)).show_ui(ui, |ui| {
                for variant in SHOWN {
                    ui.selectable_value(&mut draft.game, variant, game_title(variant));
                }
            });
            egui::ComboBox::from_label(tr!("online-clock")).selected_text(clock_label(draft.clock())).show_ui(
                ui,
                |ui| {
                    ui.selectable_value(&mut draft.clock, None, tr!("online-no-clock"));
                    for (index, (label, _)) in ClockSetup::PRESETS.iter().enumerate() {
                        ui.selectable_value(&mut draft.clock, Some(index), clock_preset_label(label));
                    }
                },
            );
            ui.label(tr!("online-seats", seats = draft.game.seats()));
            ui.horizontal(|ui| {
                if ui.button(tr!("online-seek-opponent")).clicked() {
                    requests.write(OnlineRequest::Seek { game: draft.game, clock: draft.clock() });
                }
                if ui.button(tr!("online-challenge-friend")).clicked() {
                    requests.write(OnlineRequest::Challenge { game: draft.game, clock: draft.clock() });
                }
            });
            if let Some(code) = &client.lobby.my_challenge {
                ui.label(egui::RichText::new(tr!("online-your-challenge-code", code = code.0)).size(20.0).strong());
                ui.weak(tr!("online-give-your-friend-game"));
            }
            ui.add_space(12.0);
            ui.heading(tr!("online-friend-s-code"));
            ui.horizontal(|ui| {
                let field = ui.add(egui::TextEdit::singleline(&mut draft.code).desired_width(120.0).char_limit(16));
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button(tr!("online-join")).clicked() || enter {
                    requests.write(OnlineRequest::AcceptChallenge(draft.code.clone()));
                }
            });
            let mine: Vec<_> = client.games.values().filter(|g| g.is_player() && !g.is_over()).collect();
            if !mine.is_empty() {
                ui.add_space(12.0);
                ui.heading(tr!("online-your-games"));
                for game in mine {
                    let names: Vec<&str> = game.setup.seats.iter().map(|s| s.name.as_str()).collect();
                    let label =
                        tr!("online-your-game", game = game_title(game.setup.game), players = names.join(" - "));
                    if ui.button(label).clicked() {
                        requests.write(OnlineRequest::Open(game.id.clone()));
                    }
                }
            }
        });
        back(ui, &mut next);
    });
    Ok(())
}

/// One seek or game: a small picture of its board, its game and who, and its button on the
/// right.
fn lobby_card(
    ui: &mut egui::Ui,
    variant: Variant,
    lines: [String; 2],
    theme: crate::settings::ThemeName,
    scenes: &crate::scene::Scenes,
    button: &mut dyn FnMut(&mut egui::Ui),
) {
    egui::Frame::group(ui.style()).inner_margin(8.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            board_picture(ui, variant, 56.0, theme, scenes);
            ui.add_space(6.0);
            ui.vertical(|ui| {
                ui.label(egui::RichText::new(&lines[0]).size(18.0).strong());
                ui.label(&lines[1]);
            });
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| button(ui));
        });
    });
    ui.add_space(4.0);
}

fn back(ui: &mut egui::Ui, next: &mut NextState<Screen>) {
    ui.add_space(20.0);
    ui.vertical_centered(|ui| {
        if ui.button(tr!("online-back")).clicked() {
            next.set(Screen::Title);
        }
    });
}
