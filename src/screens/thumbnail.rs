//! Small pictures of boards, drawn from the rules' drawing face (cells and pieces): each game's
//! start on the select screen, and the rules pages' diagrams with a piece's moves marked.

use crate::settings::ThemeName;
use crate::theme::{palette, piece_colors};
use bevy_egui::egui;
use tabula_rules::{CellKind, DynGame, PieceKind, Variant};

pub fn color32(color: bevy::color::Color) -> egui::Color32 {
    let c = color.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
        (c.alpha * 255.0) as u8,
    )
}

/// Draws the start position of `variant` into a square of `size` points.
pub fn board_picture(ui: &mut egui::Ui, variant: Variant, size: f32, theme: ThemeName, scenes: &crate::scene::Scenes) {
    let look = Look { colors: scenes.palette(theme, variant), checkered: scenes.checkered(theme, variant) };
    draw_position(ui, variant.new_game().as_ref(), None, size, theme, false, &look);
}

/// The colours a picture is drawn in: the game's scene on the select and setup screens, the
/// theme's on the rules pages' diagrams.
struct Look {
    colors: crate::theme::Palette,
    checkered: bool,
}

/// A piece's letter on a diagram.
fn letter(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "P",
        PieceKind::Knight => "N",
        PieceKind::Bishop => "B",
        PieceKind::Rook => "R",
        PieceKind::Queen => "Q",
        PieceKind::King | PieceKind::TaflKing => "K",
        PieceKind::Attacker | PieceKind::Defender => "",
        PieceKind::TriA => "a",
        PieceKind::TriB => "b",
        PieceKind::TriC => "c",
    }
}

/// Draws a position into a square of `size` points; with `from`, the piece on that cell is
/// ringed and every cell it may move to gets a dot. Pieces carry their letter when there is
/// room for it.
pub fn position_picture(ui: &mut egui::Ui, game: &dyn DynGame, from: Option<u8>, size: f32, theme: ThemeName) {
    draw_position(ui, game, from, size, theme, true, &Look { colors: palette(theme), checkered: true });
}

/// The select screen's pictures keep plain discs; diagrams letter their pieces.
fn draw_position(
    ui: &mut egui::Ui,
    game: &dyn DynGame,
    from: Option<u8>,
    size: f32,
    theme: ThemeName,
    letters: bool,
    look: &Look,
) {
    let variant = game.variant();
    let (response, painter) = ui.allocate_painter(egui::vec2(size, size), egui::Sense::hover());
    let cells = game.cells();
    let points: Vec<(f32, f32)> =
        cells.iter().flat_map(|c| c.outline.iter().copied().chain(std::iter::once(c.center))).collect();
    let (mut min, mut max) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
    for (x, y) in &points {
        min = (min.0.min(*x), min.1.min(*y));
        max = (max.0.max(*x), max.1.max(*y));
    }
    let span = (max.0 - min.0).max(max.1 - min.1).max(1e-3);
    let scale = size * 0.94 / span;
    let rect = response.rect;
    let origin = rect.center() - egui::vec2((max.0 + min.0) / 2.0 * scale, (max.1 + min.1) / 2.0 * scale);
    let to_screen = |(x, y): (f32, f32)| origin + egui::vec2(x * scale, y * scale);
    let colors = &look.colors;
    for cell in &cells {
        let outline: Vec<egui::Pos2> = cell.outline.iter().map(|&p| to_screen(p)).collect();
        match cell.kind {
            CellKind::Square | CellKind::Hex | CellKind::Triangle => {
                let color = if cell.kind == CellKind::Triangle {
                    colors.cells[0]
                } else if cell.marked {
                    colors.marked
                } else if look.checkered {
                    colors.cells[cell.shade as usize % 3]
                } else {
                    colors.cells[0]
                };
                // A one-colour board shows its squares by thin grooves.
                let groove =
                    if look.checkered { egui::Stroke::NONE } else { egui::Stroke::new(1.0, color32(colors.marked)) };
                painter.add(egui::Shape::convex_polygon(outline, color32(color), groove));
            }
            CellKind::Edge => {
                if let [a, b] = outline[..] {
                    let color = if cell.marked { colors.bold_lines } else { colors.lines };
                    painter
                        .line_segment([a, b], egui::Stroke::new(if cell.marked { 2.0 } else { 1.0 }, color32(color)));
                }
            }
            CellKind::Vertex => {}
        }
    }
    let mut spacing = f32::MAX;
    for (i, a) in cells.iter().enumerate() {
        for b in &cells[i + 1..] {
            spacing = spacing.min(((a.center.0 - b.center.0).powi(2) + (a.center.1 - b.center.1).powi(2)).sqrt());
        }
    }
    let radius = (spacing * scale * 0.42).clamp(1.5, if letters { 16.0 } else { 8.0 });
    for piece in game.pieces() {
        let (fill, ink) = piece_colors(variant, piece.seat.0, theme);
        let Some(cell) = cells.get(piece.cell as usize) else { continue };
        let center = to_screen(cell.center);
        painter.circle(center, radius, color32(fill), egui::Stroke::new(1.0, color32(ink)));
        if letters && radius >= 7.0 {
            let font = egui::FontId::proportional(radius * 1.2);
            painter.text(center, egui::Align2::CENTER_CENTER, letter(piece.kind), font, color32(ink));
        }
    }
    let Some(from) = from else { return };
    if let Some(cell) = cells.get(from as usize) {
        painter.circle_stroke(to_screen(cell.center), radius + 2.5, egui::Stroke::new(2.5, color32(colors.selected)));
    }
    for mv in game.move_views().into_iter().filter(|m| m.from == Some(from)) {
        if let Some(cell) = mv.to.and_then(|to| cells.get(to as usize)) {
            painter.circle_filled(to_screen(cell.center), (radius * 0.4).max(2.5), color32(colors.legal_dot));
        }
    }
}
