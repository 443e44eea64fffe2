//! The game review on the game screen: the progress while the engine goes over the game, then
//! the evaluation graph (each seat's expected result over the game, the judged moves marked,
//! click to see a position), each seat's counts, the mistakes with the better move, and
//! "learn from your mistakes".

use crate::puzzles::PuzzleRequest;
use crate::session::review::GameReview;
use crate::session::{Player, Session, SessionRequest};
use crate::settings::ThemeName;
use crate::tr;
use bevy_egui::egui;
use tabula_coach::{Judgement, Review};
use tabula_rules::Seat;

/// What the review section asks for.
#[derive(Default)]
pub struct ReviewAsks {
    pub toggle: bool,
    pub show: Option<SessionRequest>,
    pub practise: Option<PuzzleRequest>,
}

pub fn judgement_color(judgement: Judgement) -> egui::Color32 {
    match judgement {
        Judgement::Inaccuracy => egui::Color32::from_rgb(230, 200, 90),
        Judgement::Mistake => egui::Color32::from_rgb(240, 140, 60),
        Judgement::Blunder => egui::Color32::from_rgb(230, 70, 60),
    }
}

/// The review part of the side panel; nothing before a review is asked for.
pub fn review_section(
    ui: &mut egui::Ui,
    state: &GameReview,
    session: &Session,
    theme: ThemeName,
    asks: &mut ReviewAsks,
) {
    if let Some((done, all)) = state.progress() {
        ui.label(egui::RichText::new(tr!("game-reviewing-game")).strong());
        ui.horizontal(|ui| {
            let fraction = if all == 0 { 0.0 } else { done as f32 / all as f32 };
            ui.add(
                egui::ProgressBar::new(fraction)
                    .text(tr!("game-review-progress", done = done, all = all))
                    .desired_width(220.0),
            );
            if ui.button(tr!("game-cancel")).on_hover_text("V").clicked() {
                asks.toggle = true;
            }
        });
        ui.separator();
        return;
    }
    let Some(review) = state.review() else { return };
    ui.label(egui::RichText::new(tr!("game-game-review")).strong());
    graph(ui, review, session, theme, asks);
    for seat in (0..review.seats).map(Seat) {
        let [inaccuracies, mistakes, blunders] = review.counts(seat);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(session.seat_title(seat)).strong());
            ui.colored_label(judgement_color(Judgement::Inaccuracy), format!("{inaccuracies} ?!"));
            ui.colored_label(judgement_color(Judgement::Mistake), format!("{mistakes} ?"));
            ui.colored_label(judgement_color(Judgement::Blunder), format!("{blunders} ??"));
        });
    }
    let judged: Vec<_> = review.moves.iter().filter(|m| m.judgement >= Some(Judgement::Mistake)).collect();
    if !judged.is_empty() {
        egui::CollapsingHeader::new(tr!("game-mistakes-blunders", judged = judged.len())).default_open(false).show(
            ui,
            |ui| {
                egui::ScrollArea::vertical().max_height(110.0).show(ui, |ui| {
                    for m in judged {
                        let Some(judgement) = m.judgement else { continue };
                        let line = tr!(
                            "game-judged-move",
                            number = m.ply + 1,
                            seat = session.seat_title(m.seat),
                            played = format!("{}{}", m.played_display, judgement.symbol()),
                            best = m.best_display,
                        );
                        let text = egui::RichText::new(line).color(judgement_color(judgement));
                        if ui
                            .selectable_label(false, text)
                            .on_hover_text(tr!("game-show-position-before-move"))
                            .clicked()
                        {
                            asks.show = Some(SessionRequest::Review(Some(m.ply)));
                        }
                    }
                });
            },
        );
    }
    // The seats to practise: the one human's, every human's in a hot-seat game, or every seat's
    // in a game the computer played alone.
    let humans: Vec<Seat> = (0..review.seats).map(Seat).filter(|&s| *session.player(s) == Player::Human).collect();
    let seats = if humans.is_empty() { (0..review.seats).map(Seat).collect() } else { humans };
    let count =
        review.moves.iter().filter(|m| seats.contains(&m.seat) && m.judgement >= Some(Judgement::Mistake)).count();
    if count > 0
        && ui.button(tr!("game-learn-from-your-mistakes", count = count)).clicked()
        && let Ok(start) = session.setup().new_rules()
    {
        asks.practise = Some(PuzzleRequest::Practise(review.practice(start.as_ref(), &seats)));
    }
    ui.separator();
}

/// The evaluation graph: two seats as one line (the first seat's expectation, the second's
/// above it), three as a line each; the judged moves as dots; a click shows that position.
fn graph(ui: &mut egui::Ui, review: &Review, session: &Session, theme: ThemeName, asks: &mut ReviewAsks) {
    let size = egui::vec2(ui.available_width(), 80.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(32, 30, 28));
    let points = review.curve.len().max(2);
    let x_of = |index: usize| rect.left() + rect.width() * index as f32 / (points - 1) as f32;
    let y_of = |value: f64| rect.bottom() - rect.height() * value as f32;
    let even = 1.0 / f64::from(review.seats);
    painter.line_segment(
        [egui::pos2(rect.left(), y_of(even)), egui::pos2(rect.right(), y_of(even))],
        egui::Stroke::new(1.0, egui::Color32::from_gray(90)),
    );
    let colour = |seat: u8| super::thumbnail::color32(crate::theme::piece_colors(session.variant(), seat, theme).0);
    if review.seats == 2 {
        // The first seat's share as a filled area from the bottom in its colour, the second's
        // above it in its own.
        painter.rect_filled(rect, 4.0, colour(1).gamma_multiply(0.35));
        let line: Vec<egui::Pos2> =
            review.curve.iter().enumerate().map(|(i, shares)| egui::pos2(x_of(i), y_of(shares[0]))).collect();
        // One mesh, not a polygon per column: meshes are not feathered, so no seams show.
        let fill = colour(0).gamma_multiply(0.55);
        let mut area = egui::Mesh::default();
        for point in &line {
            area.colored_vertex(*point, fill);
            area.colored_vertex(egui::pos2(point.x, rect.bottom()), fill);
        }
        for column in 0..line.len().saturating_sub(1) as u32 {
            let (top, bottom, next_top, next_bottom) = (2 * column, 2 * column + 1, 2 * column + 2, 2 * column + 3);
            area.add_triangle(top, bottom, next_top);
            area.add_triangle(next_top, bottom, next_bottom);
        }
        painter.add(egui::Shape::mesh(area));
        painter.add(egui::Shape::line(line, egui::Stroke::new(1.5, egui::Color32::from_gray(210))));
    } else {
        // A seat's share is searched only where it is to move (the others' are estimates):
        // each line joins its own seat's searched points, and the result at the end.
        for seat in 0..review.seats {
            let line: Vec<egui::Pos2> = review
                .curve
                .iter()
                .enumerate()
                .filter(|(i, _)| review.moves.get(*i).is_none_or(|m| m.seat.0 == seat))
                .map(|(i, shares)| egui::pos2(x_of(i), y_of(shares[seat as usize])))
                .collect();
            // A grey edge keeps a dark army's line visible on the dark plot.
            painter.add(egui::Shape::line(line.clone(), egui::Stroke::new(3.5, egui::Color32::from_gray(150))));
            painter.add(egui::Shape::line(line, egui::Stroke::new(2.0, colour(seat))));
        }
    }
    for m in &review.moves {
        if let Some(judgement) = m.judgement {
            // On the mover's line: two seats, after the move; three, where the seat moved.
            let (index, seat) = if review.seats == 2 { (m.ply + 1, 0) } else { (m.ply, m.seat.0 as usize) };
            let share = review.curve.get(index).map_or(0.5, |s| s[seat]);
            painter.circle_filled(egui::pos2(x_of(index), y_of(share)), 3.5, judgement_color(judgement));
        }
    }
    let shown = session.review().unwrap_or(session.moves().len());
    painter.line_segment(
        [egui::pos2(x_of(shown), rect.top()), egui::pos2(x_of(shown), rect.bottom())],
        egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 170, 230)),
    );
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let ply = (((pointer.x - rect.left()) / rect.width()) * (points - 1) as f32).round() as usize;
        let live = session.moves().len();
        asks.show = Some(SessionRequest::Review(if ply >= live { None } else { Some(ply) }));
    }
    response.on_hover_text(tr!("game-expected-result-over-game"));
}
