//! Colours of the board, the pieces and the menus for each theme, and the egui style.

use crate::games::{Army, army};
use crate::settings::{Settings, ThemeName};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_rules::Variant;

/// Every colour the board view uses.
#[derive(Debug, Clone, PartialEq)]
pub struct Palette {
    pub background: Color,
    /// Cell colours by shade class (light, dark, and a third for the hex board).
    pub cells: [Color; 3],
    /// Trigame's lines and points.
    pub lines: Color,
    pub bold_lines: Color,
    /// Tafl throne and corners.
    pub marked: Color,
    pub coordinates: Color,
    pub last_move: Color,
    pub selected: Color,
    pub hover: Color,
    pub check: Color,
    pub legal_dot: Color,
}

pub fn palette(theme: ThemeName) -> Palette {
    match theme {
        ThemeName::Walnut => Palette {
            background: Color::srgb(0.13, 0.12, 0.11),
            cells: [Color::srgb(0.93, 0.85, 0.71), Color::srgb(0.67, 0.49, 0.33), Color::srgb(0.80, 0.66, 0.48)],
            lines: Color::srgb(0.36, 0.25, 0.16),
            bold_lines: Color::srgb(0.62, 0.16, 0.10),
            marked: Color::srgb(0.46, 0.31, 0.19),
            coordinates: Color::srgb(0.85, 0.80, 0.70),
            last_move: Color::srgba(0.95, 0.85, 0.25, 0.45),
            selected: Color::srgba(0.35, 0.75, 0.35, 0.55),
            hover: Color::srgba(1.0, 1.0, 1.0, 0.22),
            check: Color::srgba(0.95, 0.15, 0.10, 0.65),
            legal_dot: Color::srgba(0.10, 0.20, 0.10, 0.45),
        },
        ThemeName::Slate => Palette {
            background: Color::srgb(0.10, 0.12, 0.15),
            cells: [Color::srgb(0.87, 0.89, 0.91), Color::srgb(0.45, 0.55, 0.64), Color::srgb(0.66, 0.73, 0.80)],
            lines: Color::srgb(0.20, 0.26, 0.33),
            bold_lines: Color::srgb(0.10, 0.35, 0.65),
            marked: Color::srgb(0.30, 0.38, 0.47),
            coordinates: Color::srgb(0.80, 0.84, 0.88),
            last_move: Color::srgba(0.40, 0.75, 0.95, 0.45),
            selected: Color::srgba(0.30, 0.85, 0.55, 0.55),
            hover: Color::srgba(1.0, 1.0, 1.0, 0.22),
            check: Color::srgba(0.95, 0.20, 0.20, 0.65),
            legal_dot: Color::srgba(0.05, 0.10, 0.20, 0.45),
        },
        ThemeName::HighContrast => Palette {
            background: Color::BLACK,
            cells: [Color::srgb(1.0, 1.0, 1.0), Color::srgb(0.35, 0.35, 0.35), Color::srgb(0.70, 0.70, 0.70)],
            lines: Color::BLACK,
            bold_lines: Color::srgb(0.0, 0.3, 1.0),
            marked: Color::srgb(0.1, 0.1, 0.1),
            coordinates: Color::srgb(1.0, 1.0, 0.0),
            last_move: Color::srgba(1.0, 0.85, 0.0, 0.7),
            selected: Color::srgba(0.0, 0.9, 0.3, 0.75),
            hover: Color::srgba(0.0, 0.8, 1.0, 0.45),
            check: Color::srgba(1.0, 0.0, 0.0, 0.85),
            legal_dot: Color::srgba(1.0, 0.0, 1.0, 0.8),
        },
    }
}

/// Fill and outline of a seat's pieces in a variant.
pub fn piece_colors(variant: Variant, seat: u8, theme: ThemeName) -> (Color, Color) {
    let ivory = (Color::srgb(0.97, 0.94, 0.86), Color::srgb(0.12, 0.10, 0.09));
    let ebony = (Color::srgb(0.16, 0.14, 0.13), Color::srgb(0.88, 0.84, 0.76));
    let crimson = (Color::srgb(0.75, 0.13, 0.12), Color::srgb(0.98, 0.90, 0.85));
    let (ivory, ebony) = if theme == ThemeName::HighContrast {
        ((Color::WHITE, Color::BLACK), (Color::BLACK, Color::srgb(1.0, 1.0, 0.0)))
    } else {
        (ivory, ebony)
    };
    match army(variant, seat) {
        Army::Ivory => ivory,
        Army::Ebony => ebony,
        Army::Crimson => crimson,
    }
}

/// A Bevy colour for egui.
pub fn egui_colour(colour: Color) -> egui::Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, style_egui);
}

fn style_egui(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut done: Local<Option<(ThemeName, u32)>>,
) -> Result {
    let key = (settings.theme, (settings.ui_scale * 100.0) as u32);
    if *done == Some(key) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::dark();
    if settings.theme == ThemeName::HighContrast {
        visuals.override_text_color = Some(egui::Color32::WHITE);
        visuals.selection.bg_fill = egui::Color32::from_rgb(0, 90, 200);
        visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
        visuals.panel_fill = egui::Color32::BLACK;
        visuals.window_fill = egui::Color32::BLACK;
    } else {
        visuals.selection.bg_fill = egui::Color32::from_rgb(150, 105, 60);
        visuals.panel_fill = egui::Color32::from_rgb(30, 28, 26);
        visuals.window_fill = egui::Color32::from_rgb(36, 33, 30);
        // Secondary text (seat kinds, move numbers, summaries) at 5:1 against the panels, not
        // egui's faded 2.3:1.
        visuals.weak_text_color = Some(egui::Color32::from_gray(150));
    }
    // Keyboard focus (Tab) must be seen at a glance: egui draws the focused widget in its
    // "active" look, given here a thick bright outline.
    let (focus_width, focus) = if settings.theme == ThemeName::HighContrast {
        (3.0, egui::Color32::from_rgb(255, 255, 0))
    } else {
        (2.5, egui::Color32::from_rgb(255, 196, 90))
    };
    visuals.widgets.active.bg_stroke = egui::Stroke::new(focus_width, focus);
    ctx.set_visuals(visuals);
    ctx.set_zoom_factor(settings.ui_scale);
    let mut style = (*ctx.global_style()).clone();
    style.spacing.button_padding = egui::vec2(10.0, 6.0);
    style.spacing.item_spacing = egui::vec2(8.0, 8.0);
    // A panel with more below shows its scroll bar, rather than a bar that appears on hover.
    style.spacing.scroll = egui::style::ScrollStyle::solid();
    for (text_style, size) in [
        (egui::TextStyle::Heading, 24.0),
        (egui::TextStyle::Body, 16.0),
        (egui::TextStyle::Button, 16.0),
        (egui::TextStyle::Monospace, 15.0),
        (egui::TextStyle::Small, 12.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    ctx.set_global_style(style);
    *done = Some(key);
    Ok(())
}
