//! The game screen's panels: players and clocks, whose turn, the thinking indicator, the move
//! list with click-to-review, the game's buttons, the promotion picker and the draw answer.

use super::{game_title, root_ui};
use crate::Screen;
use crate::board::input::HoveredCell;
use crate::board::{CoveredRight, CoveredTop, Orientation, PendingPromotion};
use crate::menus::Overlay;
use crate::session::countdown::{COUNTDOWN_WARNING, countdown};
use crate::session::save::SaveRequest;
use crate::session::{
    Clocks, LOW_TIME, MatchScore, MoveAttempt, Session, SessionRequest, StatusLine, Thinking, format_clock,
};
use crate::session::{Snapshot, capitalise};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut right: ResMut<CoveredRight>, mut top: ResMut<CoveredTop>| {
        right.0 = 0.0;
        top.0 = 0.0;
    });
}

/// Rows of the move list: one row per round of seats, each seat's turn as (ply, text) pairs
/// (a Marseillais turn has two moves).
pub fn move_rows(session: &Session) -> Vec<Vec<Vec<(usize, String)>>> {
    let seats = session.game.seats() as usize;
    let mut rows: Vec<Vec<Vec<(usize, String)>>> = Vec::new();
    let mut last_seat: Option<usize> = None;
    for (index, played) in session.moves.iter().enumerate() {
        let seat = played.seat.0 as usize;
        let same_turn = last_seat == Some(seat);
        let new_row = rows.is_empty() || (!same_turn && last_seat.is_some_and(|last| seat <= last));
        if new_row {
            rows.push(vec![Vec::new(); seats]);
        }
        if let Some(row) = rows.last_mut()
            && let Some(turn) = row.get_mut(seat)
        {
            turn.push((index + 1, played.display.clone()));
        }
        last_seat = Some(seat);
    }
    rows
}

#[allow(clippy::too_many_arguments)]
fn game_ui(
    mut contexts: EguiContexts,
    session: Res<Session>,
    clocks: Option<Res<Clocks>>,
    thinking: Res<Thinking>,
    status: Res<StatusLine>,
    hovered: Res<HoveredCell>,
    mut promotion: ResMut<PendingPromotion>,
    mut orientation: ResMut<Orientation>,
    mut overlay: ResMut<Overlay>,
    mut requests: MessageWriter<SessionRequest>,
    mut saves: MessageWriter<SaveRequest>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut covered_right: ResMut<CoveredRight>,
    mut covered_top: ResMut<CoveredTop>,
    (score, settings, time): (Res<MatchScore>, Res<crate::settings::Settings>, Res<Time>),
    (snapshot, layout): (Res<Snapshot>, Res<crate::board::BoardLayout>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game");
    let seats = session.game.seats();
    let outcome = session.outcome();

    let top = egui::Panel::top("status").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(game_title(session.variant())).strong().size(18.0));
            ui.separator();
            let line = if let Some(outcome) = &outcome {
                format!("Game over: {}", outcome.describe(session.seat_names()))
            } else if session.review.is_some() {
                format!(
                    "Reviewing move {} of {} (End returns to the game)",
                    session.review.unwrap_or(0),
                    session.moves.len()
                )
            } else {
                format!("{} to move", session.seat_name(session.to_move()))
            };
            ui.label(egui::RichText::new(line).size(17.0));
            if !status.0.is_empty() {
                ui.separator();
                ui.colored_label(egui::Color32::from_rgb(240, 190, 110), &status.0);
            }
            if let Some(cell) = hovered.0
                && let Some(view) = layout.cells.get(cell as usize)
            {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| ui.weak(&view.name));
            }
        });
    });
    covered_top.0 = top.response.rect.height();

    // Three seats put three moves on a row of the move list (a Trichess move with its piece
    // letter and check mark runs to nine characters): a wider panel keeps the last in view.
    let panel_width = if seats > 2 { 400.0 } else { 330.0 };
    let panel = egui::Panel::right("side").resizable(false).exact_size(panel_width).show(&mut root, |ui| {
        ui.add_space(6.0);
        for seat in 0..seats {
            let seat = Seat(seat);
            let to_move = outcome.is_none() && session.to_move() == seat;
            egui::Frame::group(ui.style())
                .fill(if to_move { egui::Color32::from_rgb(70, 58, 40) } else { egui::Color32::TRANSPARENT })
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        let marker = if to_move { "▶" } else { " " };
                        ui.label(egui::RichText::new(marker).size(17.0));
                        let (fill, ink) = crate::theme::piece_colors(session.variant(), seat.0, settings.theme);
                        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                        let stroke = egui::Stroke::new(1.5, super::thumbnail::color32(ink));
                        ui.painter().circle(rect.center(), 7.0, super::thumbnail::color32(fill), stroke);
                        ui.label(egui::RichText::new(session.seat_name(seat)).strong().size(17.0));
                        if let Some(clocks) = clocks.as_ref().filter(|c| c.enabled())
                            && let Some(left) = clocks.remaining.get(seat.0 as usize)
                        {
                            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                                let low = *left < LOW_TIME;
                                let text = egui::RichText::new(format_clock(*left)).monospace().size(22.0);
                                let text = if low { text.color(egui::Color32::from_rgb(255, 90, 70)) } else { text };
                                ui.label(text);
                            });
                        }
                    });
                    // Who plays the seat, on its own line so a long level name never meets the clock.
                    ui.horizontal(|ui| {
                        ui.add_space(44.0);
                        ui.weak(session.player(seat).label());
                    });
                });
        }
        if let Some((seconds, info)) = thinking.progress() {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new());
                let dots = ".".repeat(1 + (time.elapsed_secs() * 3.0) as usize % 3);
                let detail =
                    info.map_or(String::new(), |i| format!(" depth {}, score {:+.2}", i.depth, i.score as f32 / 100.0));
                ui.label(format!("Thinking{dots} {seconds:.1}s{detail}"));
            });
        }
        if let Some((left, streak)) = countdown(&session) {
            let low = left <= COUNTDOWN_WARNING;
            let color = if low { egui::Color32::from_rgb(255, 90, 70) } else { egui::Color32::from_rgb(240, 215, 140) };
            ui.label(egui::RichText::new(format!("Countdown {left}")).size(24.0).strong().color(color));
            ui.label(format!("Equal countdowns in a row: {streak} (2 draw)"));
        }
        if let Some(detail) = &snapshot.detail {
            ui.add(
                egui::Label::new(egui::RichText::new(detail).size(15.0).color(egui::Color32::from_rgb(230, 210, 150)))
                    .wrap(),
            );
        }
        if score.games > 0 {
            let totals: Vec<String> = score
                .totals
                .iter()
                .enumerate()
                .map(|(s, p)| format!("{} {p}", session.seat_name(Seat(s as u8))))
                .collect();
            ui.label(format!(
                "Match after {} game{}: {}",
                score.games,
                if score.games == 1 { "" } else { "s" },
                totals.join(", ")
            ));
        }
        ui.separator();
        ui.label(egui::RichText::new("Moves").strong());
        let rows = move_rows(&session);
        let current = session.review.unwrap_or(session.moves.len());
        egui::ScrollArea::vertical().max_height((ui.available_height() - 240.0).max(80.0)).stick_to_bottom(true).show(
            ui,
            |ui| {
                egui::Grid::new("moves").num_columns(seats as usize + 1).striped(true).show(ui, |ui| {
                    for (number, row) in rows.iter().enumerate() {
                        ui.weak(format!("{}.", number + 1));
                        for turn in row {
                            ui.horizontal(|ui| {
                                for (ply, text) in turn {
                                    if ui.selectable_label(*ply == current, text).clicked() {
                                        let target = if *ply == session.moves.len() { None } else { Some(*ply) };
                                        requests.write(SessionRequest::Review(target));
                                    }
                                }
                            });
                        }
                        ui.end_row();
                    }
                });
            },
        );
        ui.horizontal(|ui| {
            if ui.button("⏮").on_hover_text("Start (Home)").clicked() {
                requests.write(SessionRequest::Review(Some(0)));
            }
            if ui.button("◀").on_hover_text("Back (Left)").clicked() {
                requests.write(SessionRequest::Review(Some(current.saturating_sub(1))));
            }
            if ui.button("▶").on_hover_text("Forward (Right)").clicked() {
                requests.write(SessionRequest::Review(Some(current + 1)));
            }
            if ui.button("⏭").on_hover_text("Live position (End)").clicked() {
                requests.write(SessionRequest::Review(None));
            }
        });
        ui.separator();
        let ongoing = outcome.is_none();
        ui.horizontal_wrapped(|ui| {
            if ui.add_enabled(session.can_take_back(), egui::Button::new("Take back")).on_hover_text("Ctrl+Z").clicked()
            {
                requests.write(SessionRequest::Takeback);
            }
            if ui.add_enabled(session.can_resign(), egui::Button::new("Resign")).clicked() {
                requests.write(SessionRequest::Resign);
            }
            if ui.add_enabled(ongoing && seats == 2, egui::Button::new("Offer draw")).clicked() {
                requests.write(SessionRequest::OfferDraw);
            }
            let claimable = session.claimable();
            let claim_label = claimable.first().map_or("Claim draw".to_owned(), |c| format!("Claim draw ({c})"));
            if ui.add_enabled(!claimable.is_empty(), egui::Button::new(claim_label)).clicked() {
                requests.write(SessionRequest::ClaimDraw);
            }
            // A pass is the only move of a Trigame side that cannot move (it has no cells).
            let must_pass = snapshot.moves.iter().any(|m| m.from.is_none());
            if must_pass && ui.button("Pass (no move)").clicked() {
                requests.write(SessionRequest::Pass);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button("Flip").on_hover_text("F").clicked() {
                orientation.flips = orientation.flips.wrapping_add(1);
            }
            if ui.button("New game").on_hover_text("Ctrl+N").clicked() {
                overlay.new_game = true;
            }
            if ui.button("Save").on_hover_text("Ctrl+S").clicked() {
                saves.write(SaveRequest::Save);
            }
            if ui.button("Load").on_hover_text("Ctrl+O").clicked() {
                overlay.load = true;
            }
            if ui.button("Menu").on_hover_text("Esc").clicked() {
                overlay.pause = true;
            }
        });
    });
    covered_right.0 = panel.response.rect.width();

    // The promotion picker.
    if let Some(pending) = promotion.0.clone() {
        let mut close = false;
        egui::Window::new("Promote to")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    for (index, kind) in pending.choices.iter().enumerate() {
                        let key = kind.promotion_letter().map(|c| c.to_ascii_uppercase()).unwrap_or('?');
                        let label = format!("{} ({key} / {})", capitalise(kind.name()), index + 1);
                        if ui.add_sized([110.0, 48.0], egui::Button::new(label)).clicked() {
                            attempts.write(MoveAttempt { from: pending.from, to: pending.to, promotion: Some(*kind) });
                            close = true;
                        }
                    }
                });
                if ui.button("Cancel (Esc)").clicked() {
                    close = true;
                }
            });
        if close {
            promotion.0 = None;
        }
    }

    // A hot-seat draw offer waits for the other player's answer.
    if let Some(offerer) = session.pending_draw_offer {
        egui::Window::new("Draw offered")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(format!("{} offers a draw.", session.seat_name(offerer)));
                ui.horizontal(|ui| {
                    if ui.button("Accept").clicked() {
                        requests.write(SessionRequest::AnswerDraw(true));
                    }
                    if ui.button("Decline").clicked() {
                        requests.write(SessionRequest::AnswerDraw(false));
                    }
                });
            });
    }
    Ok(())
}
