//! Each game's scene as data: `assets/scenes/<game>.ron` gives the board's colours, whether its
//! squares alternate, its landmarks, its frame, the light on the table, the specks drifting in
//! that light, the menus' accent colour and the game's family of sounds. The default theme
//! (Walnut) draws each game in its scene; Slate and High contrast keep one look for every game,
//! but the marks that tell seats apart (home sides, bases) stay in every theme. A scene file that
//! does not read leaves that game on the theme's colours, with a message.

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
    #[serde(default)]
    pub frame: Frame,
    #[serde(default)]
    pub light: Light,
    #[serde(default)]
    pub motes: Motes,
    /// Headings and frames of the game's setup and game-over screens.
    #[serde(default = "default_accent")]
    pub accent: Rgb,
    /// The folder of the game's sounds under `assets/sounds/`.
    #[serde(default = "default_sounds")]
    pub sounds: String,
    /// Each seat's home side is marked in its army's colour along the frame.
    #[serde(default)]
    pub home_sides: bool,
    /// Each seat's pieces stand on a base of the seat's own shape (told apart without colour).
    #[serde(default)]
    pub seat_bases: bool,
}

fn default_accent() -> Rgb {
    (0.85, 0.65, 0.40)
}

fn default_sounds() -> String {
    "wood".to_owned()
}

/// The board's frame: a band around the board's outline with a thin line on its inner edge.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frame {
    pub colour: Rgb,
    pub line: Rgb,
    /// Width as a share of the board's size (0 for no frame).
    pub width: f32,
}

impl Default for Frame {
    fn default() -> Self {
        Frame { colour: (0.30, 0.22, 0.15), line: (0.18, 0.13, 0.09), width: 0.035 }
    }
}

/// The light on the table: a pool of light under the board fading to the background, which
/// breathes (its strength swells and falls back) when `breath` is above 0.
#[derive(Debug, Clone, PartialEq, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Light {
    pub colour: Rgb,
    /// Opacity of the pool at its centre, 0 to 1.
    pub strength: f32,
    /// Share of the strength that comes and goes, 0 to 1.
    pub breath: f32,
}

/// Specks drifting over the board: dust in lamplight, sea spray, smoke from a peat fire.
#[derive(Debug, Clone, PartialEq, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Motes {
    pub count: u32,
    pub colour: Rgb,
    /// Opacity, 0 to 1.
    pub alpha: f32,
    /// Radius as a share of the board's size.
    pub size: f32,
    /// Drift as a share of the board's size per second; upwards when `rise`, else sideways.
    pub speed: f32,
    pub rise: bool,
}

/// What the board's surroundings are drawn with in a theme: the scene's under the default
/// theme, the theme's plain frame otherwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Stage {
    pub frame: Frame,
    pub light: Light,
    pub motes: Motes,
    pub home_sides: bool,
    pub seat_bases: bool,
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

    /// The frame, light and motes of a game in a theme.
    pub fn stage(&self, theme: ThemeName, variant: Variant) -> Stage {
        let scene = self.of(variant);
        let marks = |pick: fn(&Scene) -> bool| scene.is_some_and(pick);
        let (home_sides, seat_bases) = (marks(|s| s.home_sides), marks(|s| s.seat_bases));
        match scene {
            Some(scene) if theme == ThemeName::Walnut => Stage {
                frame: scene.frame.clone(),
                light: scene.light.clone(),
                motes: scene.motes.clone(),
                home_sides,
                seat_bases,
            },
            _ => {
                let colors = palette(theme);
                let rgb = |c: Color| {
                    let c = c.to_srgba();
                    (c.red, c.green, c.blue)
                };
                Stage {
                    // The dark cells' colour, set off from the board by the lines' colour.
                    frame: Frame { colour: rgb(colors.cells[1]), line: rgb(colors.lines), width: 0.035 },
                    light: Light::default(),
                    motes: Motes::default(),
                    home_sides,
                    seat_bases,
                }
            }
        }
    }

    /// The accent of a game's menus (the default theme's for other themes).
    pub fn accent(&self, theme: ThemeName, variant: Variant) -> Color {
        match self.of(variant) {
            Some(scene) if theme == ThemeName::Walnut => colour(scene.accent),
            _ if theme == ThemeName::HighContrast => Color::srgb(1.0, 1.0, 0.0),
            _ => colour(default_accent()),
        }
    }

    /// The folder of a game's sounds.
    pub fn sounds(&self, variant: Variant) -> &str {
        self.of(variant).map_or("wood", |s| s.sounds.as_str())
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
    scenes_from(|name| {
        let path = folder.join(name);
        (path.display().to_string(), std::fs::read_to_string(&path).map_err(|e| e.to_string()))
    })
}

/// Every game's scene, `read` giving a file name's description and text.
fn scenes_from(read: impl Fn(&str) -> (String, Result<String, String>)) -> Scenes {
    let mut scenes = Scenes::default();
    for variant in Variant::ALL {
        let (file, text) = read(&format!("{}.ron", variant.name()));
        match text.and_then(|text| parse_scene(&text)) {
            Ok(scene) => scenes.scenes.push((variant, scene)),
            Err(error) => {
                let message = format!("{file}: {error} (the game keeps the theme's colours)");
                warn!("scenes: {message}");
                scenes.problems.push(message);
            }
        }
    }
    scenes
}

pub fn plugin(app: &mut App) {
    use crate::data_files::{DataRoot, describe, read};
    app.insert_resource(scenes_from(|name| {
        let relative = format!("scenes/{name}");
        (describe(DataRoot::Assets, &relative), read(DataRoot::Assets, &relative))
    }));
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
        // Every game has a sound family of its own, and a frame.
        let mut families: Vec<&str> = Variant::ALL.iter().map(|v| shipped.sounds(*v)).collect();
        families.sort_unstable();
        families.dedup();
        assert_eq!(families.len(), Variant::ALL.len());
        for variant in Variant::ALL {
            let folder =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds").join(shipped.sounds(variant));
            assert!(folder.join("move.wav").is_file(), "{}", folder.display());
            assert!(shipped.stage(ThemeName::Walnut, variant).frame.width > 0.0);
        }
        // The three Trichess armies keep their shapes and home sides in high contrast too.
        let trichess = shipped.stage(ThemeName::HighContrast, Variant::Trichess);
        assert!(trichess.home_sides && trichess.seat_bases);
        assert_eq!(trichess.motes.count, 0, "no drifting specks outside the default theme");

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
