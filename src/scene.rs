//! Each game's scene as data: `assets/scenes/<game>.ron` gives the board's colours, whether its
//! squares alternate, its landmarks' colour and the background around it. The default theme
//! (Walnut) draws each game in its scene; Slate and High contrast keep one look for every game.
//! A scene file that does not read leaves that game on the theme's colours, with a message.

use crate::settings::ThemeName;
use crate::theme::{Palette, palette};
use bevy::prelude::*;
use serde::Deserialize;
use tabula_rules::Variant;

/// A colour as red, green and blue from 0 to 1.
type Rgb = (f32, f32, f32);

fn colour((r, g, b): Rgb) -> Color {
    Color::srgb(r, g, b)
}

/// One game's scene (a file).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// The window around the board.
    pub background: Rgb,
    /// Cells by shade class: light, dark, and a third (the hex board's, Trigame's marked triangles).
    pub cells: [Rgb; 3],
    /// Do neighbouring squares alternate? A tafl board is one colour, its squares set apart by
    /// grooves.
    pub checkered: bool,
    /// The board's landmarks (tafl throne and corners).
    pub marked: Rgb,
    /// Trigame's lines and its bold lines and points.
    pub lines: Rgb,
    pub bold_lines: Rgb,
}

/// Every game's scene, read at start-up.
#[derive(Resource, Debug, Clone, Default)]
pub struct Scenes {
    pub scenes: Vec<(Variant, Scene)>,
    /// Files that did not read: those games use the theme's colours.
    pub problems: Vec<String>,
}

impl Scenes {
    pub fn of(&self, variant: Variant) -> Option<&Scene> {
        self.scenes.iter().find(|(v, _)| *v == variant).map(|(_, s)| s)
    }

    /// The palette a game is drawn in: its scene over the default theme, else the theme's own.
    pub fn palette(&self, theme: ThemeName, variant: Variant) -> Palette {
        let mut colors = palette(theme);
        if theme == ThemeName::Walnut
            && let Some(scene) = self.of(variant)
        {
            colors.background = colour(scene.background);
            colors.cells = scene.cells.map(colour);
            colors.marked = colour(scene.marked);
            colors.lines = colour(scene.lines);
            colors.bold_lines = colour(scene.bold_lines);
        }
        colors
    }

    /// Squares that alternate (true unless the game's scene says otherwise).
    pub fn checkered(&self, theme: ThemeName, variant: Variant) -> bool {
        theme != ThemeName::Walnut || self.of(variant).is_none_or(|s| s.checkered)
    }
}

pub fn parse_scene(text: &str) -> Result<Scene, String> {
    ron::from_str(text).map_err(|e| e.to_string())
}

/// Reads every game's scene from `folder`; a missing or malformed file is a problem, not a stop.
pub fn load_scenes(folder: &std::path::Path) -> Scenes {
    let mut scenes = Scenes::default();
    for variant in Variant::ALL {
        let path = folder.join(format!("{}.ron", variant.name()));
        match std::fs::read_to_string(&path).map_err(|e| e.to_string()).and_then(|text| parse_scene(&text)) {
            Ok(scene) => scenes.scenes.push((variant, scene)),
            Err(error) => {
                let message = format!("{}: {error} (the game keeps the theme's colours)", path.display());
                warn!("scenes: {message}");
                scenes.problems.push(message);
            }
        }
    }
    scenes
}

pub fn plugin(app: &mut App) {
    let folder = std::path::PathBuf::from(crate::assets_dir()).join("scenes");
    app.insert_resource(load_scenes(&folder));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scene_loads_and_a_bad_one_falls_back_with_a_message() {
        let shipped = load_scenes(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes"));
        assert!(shipped.problems.is_empty(), "{:?}", shipped.problems);
        assert_eq!(shipped.scenes.len(), Variant::ALL.len());
        // Tafl boards are not checkered; the games look different from one another.
        assert!(!shipped.checkered(ThemeName::Walnut, Variant::Brandubh));
        assert!(shipped.checkered(ThemeName::Walnut, Variant::Chess));
        let chess = shipped.palette(ThemeName::Walnut, Variant::Chess);
        let marseillais = shipped.palette(ThemeName::Walnut, Variant::Marseillais);
        assert_ne!(chess.cells, marseillais.cells);
        // Other themes keep one look.
        assert_eq!(shipped.palette(ThemeName::HighContrast, Variant::Brandubh), palette(ThemeName::HighContrast));

        let dir = std::env::temp_dir().join(format!("tabula-scenes-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("chess.ron"), "(background: (0.1, 0.1))").expect("write");
        let broken = load_scenes(&dir);
        assert!(broken.of(Variant::Chess).is_none());
        assert!(
            broken.problems.iter().any(|p| p.contains("chess.ron") && p.contains("theme's colours")),
            "{:?}",
            broken.problems
        );
        assert_eq!(broken.palette(ThemeName::Walnut, Variant::Chess), palette(ThemeName::Walnut));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
