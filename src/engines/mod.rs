//! Installed UCI engines as opponents, on the desktop: programs on the PATH (and in /usr/games,
//! where Debian puts Stockfish) under the usual engine names, and any added by path in the
//! settings. Each is asked once, in the background at start, what it is and which games it
//! plays; the setup screen offers those beside Tabula's levels. A page has no programs to run.

pub mod info_line;
mod position;
#[cfg(not(target_arch = "wasm32"))]
pub mod uci;

pub use position::EnginePosition;

use bevy::prelude::*;
use std::sync::{Arc, Mutex};

/// Program names looked for on the PATH.
const KNOWN_NAMES: [&str; 8] =
    ["stockfish", "fairy-stockfish", "fairy_stockfish", "ethereal", "berserk", "rubichess", "koivisto", "igel"];

/// What an engine said about itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineInfo {
    pub name: String,
    pub path: String,
    /// The values of its `UCI_Variant` option; empty when it has none (it plays chess).
    pub variants: Vec<String>,
    /// The `UCI_Elo` range, where it also has `UCI_LimitStrength`.
    pub elo: Option<(u32, u32)>,
    /// The `Skill Level` range.
    pub skill: Option<(i32, i32)>,
}

impl EngineInfo {
    /// Does it play this game (by Tabula's name for it)?
    pub fn plays(&self, variant: &str) -> bool {
        if self.variants.is_empty() { variant == "chess" } else { self.variants.iter().any(|v| v == variant) }
    }
}

/// The engines found, and the programs that were not engines (filled in by background
/// threads; empty until they are done).
#[derive(Resource, Default, Clone)]
pub struct InstalledEngines(Arc<Mutex<Found>>);

#[derive(Default)]
struct Found {
    engines: Vec<EngineInfo>,
    problems: Vec<String>,
}

impl InstalledEngines {
    /// The engines that play `variant`.
    pub fn for_game(&self, variant: &str) -> Vec<EngineInfo> {
        self.0
            .lock()
            .map(|found| found.engines.iter().filter(|e| e.plays(variant)).cloned().collect())
            .unwrap_or_default()
    }

    /// Every engine found, and why the other programs asked were not taken.
    pub fn all(&self) -> (Vec<EngineInfo>, Vec<String>) {
        self.0.lock().map(|found| (found.engines.clone(), found.problems.clone())).unwrap_or_default()
    }

    /// Asks the programs at `paths` what they are, on a thread of its own; each engine joins
    /// the list as it answers (a page cannot run programs: there this does nothing).
    pub fn probe_in_background(&self, paths: Vec<String>) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let found = self.0.clone();
            std::thread::spawn(move || {
                for path in paths {
                    let answer = uci::probe(&path);
                    let Ok(mut found) = found.lock() else { return };
                    found.engines.retain(|engine| engine.path != path);
                    found.problems.retain(|problem| !problem.contains(&path));
                    match answer {
                        Ok(info) => found.engines.push(info),
                        Err(message) => found.problems.push(message),
                    }
                }
            });
        }
        #[cfg(target_arch = "wasm32")]
        let _ = paths;
    }
}

/// The programs to ask: the known names on the PATH and in /usr/games, then `extra` paths.
pub fn candidates(path_variable: &str, extra: &[String]) -> Vec<String> {
    let mut dirs: Vec<std::path::PathBuf> = std::env::split_paths(path_variable).collect();
    dirs.push("/usr/games".into());
    let mut found: Vec<String> = Vec::new();
    for name in KNOWN_NAMES {
        if let Some(path) = dirs.iter().map(|dir| dir.join(name)).find(|path| path.is_file()) {
            found.push(path.to_string_lossy().into_owned());
        }
    }
    for path in extra {
        if !path.trim().is_empty() && !found.contains(path) {
            found.push(path.trim().to_owned());
        }
    }
    found
}

pub fn plugin(app: &mut App) {
    let engines = app.world_mut().get_resource_or_insert_with(InstalledEngines::default).clone();
    if !cfg!(target_arch = "wasm32") {
        let extra =
            app.world().get_resource::<crate::settings::Settings>().map(|s| s.engines.clone()).unwrap_or_default();
        engines.probe_in_background(candidates(&std::env::var("PATH").unwrap_or_default(), &extra));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_names_on_the_path_and_added_paths_are_candidates_once() {
        let dir = std::env::temp_dir().join(format!("tabula-engine-path-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        std::fs::write(dir.join("stockfish"), "").expect("file");
        std::fs::write(dir.join("not-an-engine"), "").expect("file");
        let stockfish = dir.join("stockfish").to_string_lossy().into_owned();
        let found =
            candidates(&dir.to_string_lossy(), &[stockfish.clone(), "/opt/my-engine".to_owned(), " ".to_owned()]);
        assert_eq!(found.iter().filter(|p| **p == stockfish).count(), 1);
        assert!(found.contains(&"/opt/my-engine".to_owned()));
        assert!(!found.iter().any(|p| p.ends_with("not-an-engine") || p.trim().is_empty()));
        let _ = std::fs::remove_dir_all(dir);
    }
}
