//! The game screen's panels: the status bar, the seats with their clocks, the computer's
//! thinking, the game's state, the move list with click-to-review, the game's buttons, the
//! promotion picker and the answer to an offer. One function per panel; `game_ui` lays them out.

use super::{game_title, root_ui};
use crate::app::Screen;
use crate::board::input::HoveredCell;
use crate::board::{BoardLayout, CoveredRight, CoveredTop, Orientation, PendingPromotion};
use crate::session::countdown::COUNTDOWN_WARNING;
use crate::session::save::SaveRequest;
use crate::session::{
    LOW_TIME, MoveAttempt, OfferKind, Player, Score, Session, SessionRequest, Snapshot, StatusLine, Thinking,
    capitalise, format_clock,
};
use crate::settings::Settings;
use crate::tr;
use crate::ui_state::Overlay;
use bevy::ecs::system::SystemParam;
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
    let seats = session.seats() as usize;
    let mut rows: Vec<Vec<Vec<(usize, String)>>> = Vec::new();
    let mut last_seat: Option<usize> = None;
    for (index, played) in session.moves().iter().enumerate() {
        let seat = played.seat.0 as usize;
        let same_turn = last_seat == Some(seat);
        let new_row = rows.is_empty() || (!same_turn && last_seat.is_some_and(|last| seat <= last));
        if new_row {
            rows.push(vec![Vec::new(); seats]);
        }
        if let Some(row) = rows.last_mut()
            && let Some(turn) = row.get_mut(seat)
        {
            turn.push((index + 1, crate::i18n::notation::shown_move(session.variant(), &played.display)));
        }
        last_seat = Some(seat);
    }
    rows
}

/// What the panels read.
#[derive(SystemParam)]
struct GameView<'w> {
    session: Res<'w, Session>,
    snapshot: Res<'w, Snapshot>,
    thinking: Res<'w, Thinking>,
    status: Res<'w, StatusLine>,
    score: Res<'w, Score>,
    settings: Res<'w, Settings>,
    hovered: Res<'w, HoveredCell>,
    layout: Res<'w, BoardLayout>,
    time: Res<'w, Time>,
    referee: Res<'w, crate::session::Referee>,
    online: Res<'w, crate::online::Online>,
    hint: Res<'w, crate::session::hint::Hint>,
    analysis: Res<'w, crate::session::analysis::Analysis>,
    review: Res<'w, crate::session::review::GameReview>,
}

impl GameView<'_> {
    /// The online game on the table, with its client.
    fn online_game(&self) -> Option<(&tabula_online::OnlineClient, &tabula_online::GameMirror)> {
        let game = self.referee.online_game()?;
        let client = self.online.0.as_ref()?;
        Some((client, client.games.get(game)?))
    }

    fn on_analysis_board(&self) -> bool {
        matches!(*self.referee, crate::session::Referee::Analysis)
    }

    fn online(&self) -> bool {
        self.referee.online_game().is_some()
    }
}

/// What the panels ask for.
#[derive(SystemParam)]
struct GameActions<'w> {
    requests: MessageWriter<'w, SessionRequest>,
    saves: MessageWriter<'w, SaveRequest>,
    attempts: MessageWriter<'w, MoveAttempt>,
    promotion: ResMut<'w, PendingPromotion>,
    orientation: ResMut<'w, Orientation>,
    overlay: ResMut<'w, Overlay>,
    hints: MessageWriter<'w, crate::session::hint::HintRequest>,
    analyse: MessageWriter<'w, crate::session::analysis::ToggleAnalysis>,
    review: MessageWriter<'w, crate::session::review::ToggleReview>,
    puzzles: MessageWriter<'w, crate::puzzles::PuzzleRequest>,
    open_board: MessageWriter<'w, crate::session::OpenAnalysisBoard>,
    typed: MessageWriter<'w, crate::session::typed::TypedMove>,
    typing: ResMut<'w, crate::session::typed::TypingFocus>,
}

/// The level on the table (a lesson or a puzzle), for its panel.
#[derive(SystemParam)]
struct LevelPanel<'w> {
    lesson: Option<Res<'w, crate::learn::ActiveLesson>>,
    lesson_requests: MessageWriter<'w, crate::learn::LessonRequest>,
    puzzle: Option<Res<'w, crate::puzzles::ActivePuzzle>>,
    puzzle_progress: Res<'w, crate::puzzles::progress::PuzzleProgress>,
}

fn game_ui(
    mut contexts: EguiContexts,
    view: GameView,
    mut actions: GameActions,
    mut level: LevelPanel,
    mut covered_right: ResMut<CoveredRight>,
    mut covered_top: ResMut<CoveredTop>,
    mut move_text: Local<String>,
    speech: Res<crate::speech::BoardSpeech>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game");
    // In a level the player's seat is the one that matters; the level's end is in its panel.
    let judge = view.referee.level();
    let lesson_line = judge.and_then(|judge| match (&level.lesson, &level.puzzle) {
        (Some(lesson), _) => Some(match judge.run.progress() {
            tabula_lessons::Progress::Playing => {
                tr!("game-lesson-your-move", player = view.session.seat_title(judge.run.player()))
            }
            tabula_lessons::Progress::ComputerToMove { .. } => tr!("game-lesson-computer-thinking"),
            _ => tr!("game-lesson", title = lesson.lesson.title),
        }),
        (None, Some(_)) => Some(tr!("game-puzzle-move", player = view.session.seat_title(judge.run.player()))),
        (None, None) => None,
    });
    let top = egui::Panel::top("status").show(&mut root, |ui| status_bar(ui, &view, lesson_line));
    covered_top.0 = top.response.rect.height();

    // Three seats put three moves on a row of the move list (a Trichess move with its piece
    // letter and check mark runs to nine characters): a wider panel keeps the last in view.
    let panel_width = if view.session.seats() > 2 { 400.0 } else { 330.0 };
    if let (Some(lesson), Some(judge)) = (&level.lesson, judge) {
        let mut asked = Vec::new();
        let panel = egui::Panel::right("side").resizable(false).exact_size(panel_width).show(&mut root, |ui| {
            super::lesson_panel::lesson_panel(ui, lesson, judge, &mut asked);
            super::accessible::speech_nodes(ui, &speech);
        });
        covered_right.0 = panel.response.rect.width();
        level.lesson_requests.write_batch(asked);
        promotion_picker(ctx, &mut actions);
        return Ok(());
    }
    if let (Some(puzzle), Some(judge)) = (&level.puzzle, judge) {
        let mut asked = Vec::new();
        let panel = egui::Panel::right("side").resizable(false).exact_size(panel_width).show(&mut root, |ui| {
            super::puzzle_panel::puzzle_panel(ui, puzzle, judge, &level.puzzle_progress, &mut asked);
            super::accessible::speech_nodes(ui, &speech);
        });
        covered_right.0 = panel.response.rect.width();
        actions.puzzles.write_batch(asked);
        promotion_picker(ctx, &mut actions);
        return Ok(());
    }
    let panel = egui::Panel::right("side").resizable(false).exact_size(panel_width).show(&mut root, |ui| {
        // On a short window the panel scrolls rather than hiding its last buttons.
        egui::ScrollArea::vertical()
            .id_salt("side-scroll")
            .show(ui, |ui| side_panel(ui, &view, &mut actions, &mut move_text, &speech));
    });
    covered_right.0 = panel.response.rect.width();

    promotion_picker(ctx, &mut actions);
    offer_dialog(ctx, &view, &mut actions);
    Ok(())
}

/// The side panel of a game (not a lesson or puzzle): seats, state, analysis, review, moves,
/// the move box, buttons and the board's words.
fn side_panel(
    ui: &mut egui::Ui,
    view: &GameView,
    actions: &mut GameActions,
    move_text: &mut String,
    speech: &crate::speech::BoardSpeech,
) {
    ui.add_space(6.0);
    seat_cards(ui, view);
    game_state(ui, view);
    analysis_lines(ui, view);
    let mut asks = super::review_panel::ReviewAsks::default();
    super::review_panel::review_section(ui, &view.review, &view.session, view.settings.theme, &mut asks);
    if asks.toggle {
        actions.review.write(crate::session::review::ToggleReview);
    }
    if let Some(request) = asks.show {
        actions.requests.write(request);
    }
    if let Some(request) = asks.practise {
        actions.puzzles.write(request);
    }
    ui.separator();
    move_list(ui, view, actions);
    move_box(ui, view, actions, move_text);
    ui.separator();
    game_buttons(ui, view, actions);
    super::accessible::speech_nodes(ui, speech);
}

fn status_bar(ui: &mut egui::Ui, view: &GameView, lesson_line: Option<String>) {
    let session = &view.session;
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(game_title(session.variant())).strong().size(18.0));
        ui.separator();
        let line = if let Some(line) = lesson_line {
            line
        } else if view.on_analysis_board() {
            let shown = session.shown();
            let state = match shown.status() {
                tabula_rules::Status::Over(outcome) => crate::i18n::words::outcome(session.variant(), &outcome),
                _ => tr!("game-seat-to-move", seat = session.seat_title(shown.to_move())),
            };
            tr!("game-analysis-board-state", state = state)
        } else if let Some(ending) = session.ending() {
            tr!("game-game-over", outcome = crate::i18n::words::ending(session.variant(), &ending))
        } else if let Some(ply) = session.review() {
            tr!("game-reviewing-move-ply-end", ply = ply, moves = session.moves().len())
        } else {
            tr!("game-seat-to-move", seat = session.seat_title(session.to_move()))
        };
        ui.label(egui::RichText::new(line).size(17.0));
        if let Some((client, mirror)) = view.online_game() {
            let online = crate::online::game_line(client, &mirror.id);
            if !online.is_empty() {
                ui.separator();
                ui.colored_label(egui::Color32::from_rgb(150, 200, 240), online);
            }
        }
        if !view.status.0.is_empty() {
            ui.separator();
            ui.colored_label(egui::Color32::from_rgb(240, 190, 110), &view.status.0);
        }
        if let Some(cell) = view.hovered.0
            && let Some(cell) = view.layout.cells.get(cell as usize)
        {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| ui.weak(&cell.name));
        }
    });
}

/// One card per seat: whose turn, the army's colour, the name, the clock and who plays it.
fn seat_cards(ui: &mut egui::Ui, view: &GameView) {
    let session = &view.session;
    let over = session.is_over();
    for seat in (0..session.seats()).map(Seat) {
        let to_move = !over && session.to_move() == seat;
        egui::Frame::group(ui.style())
            .fill(if to_move { egui::Color32::from_rgb(70, 58, 40) } else { egui::Color32::TRANSPARENT })
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(if to_move { "▶" } else { " " }).size(17.0));
                    let (fill, ink) = crate::theme::piece_colors(session.variant(), seat.0, view.settings.theme);
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                    let stroke = egui::Stroke::new(1.5, super::thumbnail::color32(ink));
                    ui.painter().circle(rect.center(), 7.0, super::thumbnail::color32(fill), stroke);
                    ui.label(egui::RichText::new(session.seat_title(seat)).strong().size(17.0));
                    if let Some(left) = session.clocks().left(seat) {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            let text = egui::RichText::new(format_clock(left)).monospace().size(22.0);
                            let text =
                                if left < LOW_TIME { text.color(egui::Color32::from_rgb(255, 90, 70)) } else { text };
                            ui.label(text);
                        });
                    }
                });
                // Who plays the seat, on its own line so a long level name never meets the clock.
                ui.horizontal(|ui| {
                    ui.add_space(44.0);
                    match view.online_game() {
                        // Online: the player's name, whether it is you, and whether they are here.
                        Some((_, mirror)) => {
                            let index = usize::from(seat.0);
                            let name = mirror.setup.seats.get(index).map_or("?", |s| s.name.as_str());
                            let you = mirror.seat == Some(seat);
                            let here = mirror.present.get(index).copied().unwrap_or(true);
                            let dot = if here { egui::Color32::from_rgb(110, 200, 110) } else { egui::Color32::GRAY };
                            let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                            ui.painter().circle_filled(rect.center(), 4.0, dot);
                            ui.weak(match (you, here) {
                                (true, true) => tr!("game-online-you", name = name),
                                (true, false) => tr!("game-online-you-disconnected", name = name),
                                (false, true) => name.to_owned(),
                                (false, false) => tr!("game-online-disconnected", name = name),
                            });
                        }
                        None => {
                            ui.weak(player_words(session.player(seat)));
                        }
                    }
                });
            });
    }
}

/// Who plays a seat, as its card says it: "Human", "Computer (Club)", "Stockfish 16 (Elo 1500)".
fn player_words(player: &Player) -> String {
    match player {
        Player::Human => tr!("game-player-human"),
        Player::Computer(level) => tr!("game-player-computer", level = level),
        Player::Remote(name) => name.clone(),
        Player::Engine(engine) => match (engine.elo, engine.skill) {
            (Some(elo), _) => tr!("game-player-engine-elo", engine = engine.name, elo = elo),
            (None, Some(skill)) => tr!("game-player-engine-skill", engine = engine.name, skill = skill),
            (None, None) => engine.name.clone(),
        },
    }
}

/// The engine's best lines for the position on show, while analysis is on.
fn analysis_lines(ui: &mut egui::Ui, view: &GameView) {
    if !view.analysis.on {
        return;
    }
    let lines = view.analysis.lines();
    let to_move = view.session.seat_title(view.snapshot.to_move);
    ui.label(egui::RichText::new(tr!("game-analysis-scores-move", to_move = to_move)).strong());
    if !view.analysis.shares().is_empty() {
        evaluation_bar(ui, &view.session, view.analysis.shares(), view.settings.theme);
    }
    if lines.is_empty() {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.weak(tr!("game-thinking"));
        });
    }
    for (index, line) in lines.iter().enumerate() {
        let score = match line.mate_in {
            Some(moves) if moves > 0 => tr!("game-mate-in", moves = moves),
            Some(moves) => tr!("game-mated-in", moves = -moves),
            None => crate::i18n::numbers::signed_decimal(f64::from(line.score) / 100.0, 2),
        };
        let moves: Vec<&str> = line.moves.iter().take(8).map(String::as_str).collect();
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(format!("{}. {score}", index + 1)).monospace().strong());
            ui.label(moves.join(" "));
            ui.weak(tr!("game-line-depth", depth = line.depth));
        });
    }
    ui.separator();
}

/// Each seat's expected share of the result as one bar in the seats' colours (two seats: the
/// first seat's share from the left), with the numbers.
fn evaluation_bar(ui: &mut egui::Ui, session: &Session, shares: &[f64], theme: crate::settings::ThemeName) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 16.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let mut left = rect.left();
    for (seat, share) in shares.iter().enumerate() {
        let width = rect.width() * *share as f32;
        let part = egui::Rect::from_min_max(egui::pos2(left, rect.top()), egui::pos2(left + width, rect.bottom()));
        let fill = crate::theme::piece_colors(session.variant(), seat as u8, theme).0;
        painter.rect_filled(part, 0.0, super::thumbnail::color32(fill));
        left += width;
    }
    painter.rect_stroke(rect, 2.0, egui::Stroke::new(1.0, egui::Color32::from_gray(140)), egui::StrokeKind::Inside);
    let words: Vec<String> = shares
        .iter()
        .enumerate()
        .map(|(seat, share)| format!("{} {:.0}%", session.seat_title(Seat(seat as u8)), share * 100.0))
        .collect();
    response.on_hover_text(tr!("game-expected-result", words = words.join(", ")));
    ui.weak(words.join(" · "));
}

/// The computer's thinking, the turn in players' words (which move of a turn of several, who is
/// in check, how far the draw rule has counted), Trigame's countdown and the match score.
fn game_state(ui: &mut egui::Ui, view: &GameView) {
    let session = &view.session;
    if let Some((seconds, info)) = view.thinking.progress() {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            let dots = ".".repeat(1 + (view.time.elapsed_secs() * 3.0) as usize % 3);
            let seconds = crate::i18n::numbers::decimal(f64::from(seconds), 1);
            ui.label(match info {
                Some(i) => tr!(
                    "game-thinking-depth-score",
                    dots = dots,
                    seconds = seconds,
                    depth = i.depth,
                    score = crate::i18n::numbers::signed_decimal(f64::from(i.score) / 100.0, 2)
                ),
                None => tr!("game-thinking-seconds", dots = dots, seconds = seconds),
            });
        });
    }
    if let Some((left, streak)) = session.countdown() {
        let low = left <= COUNTDOWN_WARNING;
        let color = if low { egui::Color32::from_rgb(255, 90, 70) } else { egui::Color32::from_rgb(240, 215, 140) };
        ui.label(egui::RichText::new(tr!("game-countdown-left", left = left)).size(24.0).strong().color(color));
        ui.label(tr!("game-equal-countdowns-row-streak", streak = streak));
    }
    for line in turn_words(&view.session, &view.snapshot) {
        let text = egui::RichText::new(line).size(15.0).color(egui::Color32::from_rgb(230, 210, 150));
        ui.add(egui::Label::new(text).wrap());
    }
    let score = &view.score;
    if score.games > 0 {
        let totals: Vec<String> = score
            .totals
            .iter()
            .enumerate()
            .map(|(s, p)| format!("{} {p}", session.seat_title(Seat(s as u8))))
            .collect();
        ui.label(tr!("game-match-after-games", count = score.games, totals = totals.join(", ")));
    }
}

/// Rounds without a capture or a pawn move from which the panel shows the count: the draw
/// rules count 50 and 75, and a count far below them is nothing to watch.
const QUIET_ROUNDS_SHOWN: u32 = 30;

/// The turn as players say it: "White: second move of two", "Red is in check", "32 rounds
/// without a capture or a pawn move".
fn turn_words(session: &Session, snapshot: &Snapshot) -> Vec<String> {
    let mut lines = Vec::new();
    if session.ending().is_none() {
        let (moves, which) = crate::board::stage::turn_pips(session);
        let seat = session.seat_title(snapshot.to_move);
        match (moves, session.variant().descriptor().turn.moves) {
            (1, 1) => {}
            (1, _) => lines.push(tr!("game-turn-first-of-game", seat = seat)),
            (moves, _) => lines.push(tr!("game-turn-move-of", seat = seat, which = which, moves = moves)),
        }
    }
    let mut checked: Vec<String> = snapshot
        .checked
        .iter()
        .filter_map(|cell| snapshot.pieces.iter().find(|p| p.cell == *cell))
        .map(|piece| session.seat_title(piece.seat))
        .collect();
    checked.dedup();
    // The final position of a finished game says how it ended instead (a mate is no check).
    if session.ending().is_some() && session.review().is_none() {
        checked.clear();
    }
    match checked.as_slice() {
        [] => {}
        [one] => lines.push(tr!("game-in-check", seat = one)),
        [rest @ .., last] => lines.push(tr!("game-in-check-several", seats = rest.join(", "), last = last)),
    }
    if let Some(rounds) = snapshot.quiet_rounds.filter(|&r| r >= QUIET_ROUNDS_SHOWN) {
        lines.push(tr!("game-quiet-rounds", rounds = rounds));
    }
    lines
}

/// The moves, one row per round; a click reviews the position after that move.
fn move_list(ui: &mut egui::Ui, view: &GameView, actions: &mut GameActions) {
    let session = &view.session;
    let seats = session.seats() as usize;
    let live = session.moves().len();
    let current = session.review().unwrap_or(live);
    let reviewed = view.review.review();
    ui.label(egui::RichText::new(tr!("game-moves")).strong());
    let rows = move_rows(session);
    // What is left of the visible panel, less room for the move box and the buttons below.
    let height = (ui.clip_rect().bottom() - ui.cursor().top() - 250.0).max(60.0);
    egui::ScrollArea::vertical().max_height(height).stick_to_bottom(true).show(ui, |ui| {
        egui::Grid::new("moves").num_columns(seats + 1).striped(true).show(ui, |ui| {
            for (number, row) in rows.iter().enumerate() {
                ui.weak(format!("{}.", number + 1));
                for turn in row {
                    ui.horizontal(|ui| {
                        for (ply, text) in turn {
                            // A move made with a hint on the board says so.
                            let text = if view.hint.used.contains(ply) {
                                tr!("game-move-with-hint", notation = text)
                            } else {
                                text.clone()
                            };
                            let judged = reviewed.and_then(|r| r.moves.get(ply - 1)).and_then(|m| m.judgement);
                            let text = match judged {
                                Some(judgement) => egui::RichText::new(format!("{text}{}", judgement.symbol()))
                                    .color(super::review_panel::judgement_color(judgement)),
                                None => egui::RichText::new(text),
                            };
                            if ui.selectable_label(*ply == current, text).clicked() {
                                let target = if *ply == live { None } else { Some(*ply) };
                                actions.requests.write(SessionRequest::Review(target));
                            }
                        }
                    });
                }
                ui.end_row();
            }
        });
    });
    ui.horizontal(|ui| {
        let requests = &mut actions.requests;
        if ui.button("⏮").on_hover_text(tr!("game-start-home")).clicked() {
            requests.write(SessionRequest::Review(Some(0)));
        }
        if ui.button("◀").on_hover_text(tr!("game-back-page-up")).clicked() {
            requests.write(SessionRequest::Review(Some(current.saturating_sub(1))));
        }
        if ui.button("▶").on_hover_text(tr!("game-forward-page-down")).clicked() {
            requests.write(SessionRequest::Review(Some(current + 1)));
        }
        if ui.button("⏭").on_hover_text(tr!("game-live-position-end")).clicked() {
            requests.write(SessionRequest::Review(None));
        }
    });
}

/// The move box: a move typed in the game's notation (or the engine's), completed from the
/// legal moves as it is typed; Enter plays it. `/` puts the keyboard there.
fn move_box(ui: &mut egui::Ui, view: &GameView, actions: &mut GameActions, text: &mut String) {
    let id = egui::Id::new("typed-move");
    if ui.input(|i| i.key_pressed(egui::Key::Slash)) {
        ui.memory_mut(|m| m.request_focus(id));
    }
    let moves = &view.snapshot.moves;
    let response = ui
        .horizontal(|ui| {
            ui.label(tr!("game-move"));
            let edit = egui::TextEdit::singleline(text)
                .id(id)
                .hint_text(if moves.is_empty() { tr!("game-no-move-to-make") } else { tr!("game-type-a-move") })
                .desired_width(140.0);
            let response = ui.add(edit);
            // The `/` that brought the keyboard here is not part of the move.
            if text.starts_with('/') {
                text.remove(0);
            }
            response
        })
        .inner;
    let focused = response.has_focus();
    if actions.typing.0 != focused {
        actions.typing.0 = focused;
    }
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        if !text.trim().is_empty() {
            actions.typed.write(crate::session::typed::TypedMove(std::mem::take(text)));
        }
        response.request_focus();
    }
    let variant = view.session.variant();
    let offered = crate::session::typed::completions(moves, &crate::i18n::notation::typed_move(variant, text));
    if !offered.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for view in offered.iter().take(8) {
                if ui.small_button(crate::i18n::notation::shown_move(variant, &view.display)).clicked() {
                    actions.typed.write(crate::session::typed::TypedMove(view.text.clone()));
                    text.clear();
                }
            }
            if offered.len() > 8 {
                ui.weak(tr!("game-more-moves", count = offered.len() - 8));
            }
        });
    }
}

/// Take back, resign, draws, pass; flip, new game, save, load, menu.
fn game_buttons(ui: &mut egui::Ui, view: &GameView, actions: &mut GameActions) {
    let session = &view.session;
    let ongoing = !session.is_over();
    ui.horizontal_wrapped(|ui| {
        let requests = &mut actions.requests;
        // Online, a takeback is asked of the other players, and only after a move of one's own.
        let online_seat = view.online_game().and_then(|(_, mirror)| mirror.seat);
        let (can_take_back, takeback_label) = match online_seat {
            Some(seat) => (
                ongoing && session.offer().is_none() && session.moves().iter().any(|m| m.seat == seat),
                tr!("game-ask-take-back"),
            ),
            None => (session.can_take_back(), tr!("game-take-back")),
        };
        if ui.add_enabled(can_take_back, egui::Button::new(takeback_label)).on_hover_text(tr!("game-ctrl-z")).clicked()
        {
            requests.write(SessionRequest::Takeback);
        }
        if view.on_analysis_board() {
            if ui.button(tr!("game-copy-position")).on_hover_text(tr!("game-position-show-game-s")).clicked() {
                ui.ctx().copy_text(session.shown().position_string());
            }
            if ui.button(tr!("game-paste-position")).clicked() {
                actions.overlay.analysis_board = true;
            }
            let label = if view.analysis.on { tr!("game-stop-analysis") } else { tr!("game-analyse") };
            if ui.button(label).on_hover_text("A").clicked() {
                actions.analyse.write(crate::session::analysis::ToggleAnalysis);
            }
            return;
        }
        if ui.add_enabled(session.can_resign(), egui::Button::new(tr!("game-resign"))).clicked() {
            requests.write(SessionRequest::Resign);
        }
        let can_offer = ongoing && session.setup().has_human() && session.offer().is_none();
        if ui.add_enabled(can_offer, egui::Button::new(tr!("game-offer-draw"))).clicked() {
            requests.write(SessionRequest::Offer(OfferKind::Draw));
        }
        // Online, a game nobody wants can be called off before every seat has moved.
        if online_seat.is_some()
            && can_offer
            && session.moves().len() < usize::from(session.seats())
            && ui.button(tr!("game-offer-abort")).clicked()
        {
            requests.write(SessionRequest::Offer(OfferKind::Abort));
        }
        let claimable = session.claimable();
        let claim_label = claimable.first().map_or(tr!("game-claim-draw"), |c| {
            tr!("game-claim-draw-c", draw = crate::i18n::words::claimable_draw(*c))
        });
        if ui.add_enabled(!claimable.is_empty(), egui::Button::new(claim_label)).clicked() {
            requests.write(SessionRequest::ClaimDraw);
        }
        if crate::session::hint::hints_allowed(session, &view.settings, view.online())
            && ui
                .add_enabled(!view.hint.is_searching(), egui::Button::new(tr!("game-hint")))
                .on_hover_text("H")
                .clicked()
        {
            actions.hints.write(crate::session::hint::HintRequest);
        }
        if session.is_over() && !session.moves().is_empty() && view.review.review().is_none() {
            let label = if view.review.progress().is_some() { tr!("game-cancel-review") } else { tr!("game-review") };
            if ui.button(label).on_hover_text(tr!("game-v-engine-goes-over")).clicked() {
                actions.review.write(crate::session::review::ToggleReview);
            }
        }
        if crate::session::analysis::analysis_allowed(session, view.online()) {
            let label = if view.analysis.on { tr!("game-stop-analysis") } else { tr!("game-analyse") };
            if ui.button(label).on_hover_text("A").clicked() {
                actions.analyse.write(crate::session::analysis::ToggleAnalysis);
            }
            if ui.button(tr!("game-analysis-board")).on_hover_text(tr!("game-game-board-where-you")).clicked() {
                actions.open_board.write(crate::session::OpenAnalysisBoard::of(session));
            }
        }
        // A pass is the only move of a Trigame side that cannot move (it has no cells).
        let must_pass = view.snapshot.moves.iter().any(|m| m.from.is_none());
        if must_pass && ui.button(tr!("game-pass-no-move")).clicked() {
            requests.write(SessionRequest::Pass);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("game-flip")).on_hover_text("F").clicked() {
            actions.orientation.flips = actions.orientation.flips.wrapping_add(1);
        }
        if ui.button(tr!("game-new-game")).on_hover_text(tr!("game-ctrl-n")).clicked() {
            actions.overlay.new_game = true;
        }
        if ui.button(tr!("game-save")).on_hover_text(tr!("game-ctrl-s")).clicked() {
            actions.saves.write(SaveRequest::Save);
        }
        if ui.button(tr!("game-load")).on_hover_text(tr!("game-ctrl-o")).clicked() {
            actions.overlay.load = true;
        }
        if ui.button(tr!("game-menu")).on_hover_text(tr!("game-esc")).clicked() {
            actions.overlay.pause = true;
        }
    });
}

fn centered(title: &str) -> egui::Window<'_> {
    egui::Window::new(title).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
}

/// The promotion choices of a move to a promotion cell.
fn promotion_picker(ctx: &egui::Context, actions: &mut GameActions) {
    let Some(pending) = actions.promotion.0.clone() else { return };
    let mut close = false;
    centered(&tr!("game-promote")).show(ctx, |ui| {
        ui.horizontal(|ui| {
            for (index, kind) in pending.choices.iter().enumerate() {
                let key = kind.promotion_letter().map(|c| c.to_ascii_uppercase()).unwrap_or('?');
                let label = format!("{} ({key} / {})", capitalise(&crate::i18n::words::piece_name(*kind)), index + 1);
                if ui.add_sized([110.0, 48.0], egui::Button::new(label)).clicked() {
                    actions.attempts.write(MoveAttempt { from: pending.from, to: pending.to, promotion: Some(*kind) });
                    close = true;
                }
            }
        });
        if ui.button(tr!("game-cancel-esc")).clicked() {
            close = true;
        }
    });
    if close {
        actions.promotion.0 = None;
    }
}

/// An open offer waits for the human seats' answers, asked one seat at a time (the computer's
/// seats answer by themselves).
fn offer_dialog(ctx: &egui::Context, view: &GameView, actions: &mut GameActions) {
    let session = &view.session;
    let Some(offer) = session.offer() else { return };
    let Some(asked) = offer.waiting_for().into_iter().find(|&seat| *session.player(seat) == Player::Human) else {
        return;
    };
    let title = crate::i18n::words::seat_offers(session.variant(), offer.from, offer.kind);
    centered(&title).show(ctx, |ui| {
        ui.label(tr!(
            "game-do-you-agree",
            seat = session.seat_title(asked),
            seat_id = crate::i18n::words::seat_id(session.variant(), asked)
        ));
        ui.horizontal(|ui| {
            if ui.button(tr!("game-accept")).clicked() {
                actions.requests.write(SessionRequest::Answer(asked, true));
            }
            if ui.button(tr!("game-decline")).clicked() {
                actions.requests.write(SessionRequest::Answer(asked, false));
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::turn_words;
    use crate::session::{GameSetup, Session, Snapshot};
    use tabula_rules::Variant;

    fn words(variant: Variant, moves: &[&str]) -> Vec<String> {
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let session = Session::start(GameSetup::hot_seat(variant), &moves).expect("the moves play");
        turn_words(&session, &Snapshot::of(&session))
    }

    #[test]
    fn the_turn_is_said_in_players_words() {
        assert_eq!(words(Variant::Marseillais, &[]), ["White: one move this turn, the game's first"]);
        assert_eq!(words(Variant::Marseillais, &["e2e4"]), ["Black: first move of two"]);
        assert_eq!(words(Variant::Marseillais, &["e2e4", "e7e5"]), ["Black: second move of two"]);
        assert!(words(Variant::Chess, &["e2e4"]).is_empty(), "one move a turn needs no words");
        assert_eq!(words(Variant::Chess, &["e2e4", "f7f6", "d2d4", "g7g5"]), Vec::<String>::new());
        assert_eq!(words(Variant::Chess, &["e2e4", "f7f6", "d1h5"]), ["Black is in check"]);
        // 1. f3 e5 2. g4 Qh4#: the game is over and its ending says how; a mate is no check.
        assert!(words(Variant::Chess, &["f2f3", "e7e5", "g2g4", "d8h4"]).is_empty());
    }
}
