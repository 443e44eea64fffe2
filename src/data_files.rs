//! The game's read-only data (lessons, puzzles, scenes): files in the data folders on the
//! desktop (`app::levels_dir`, `app::assets_dir`); in the browser, which has no file system,
//! the copies build.rs compiled into the program. Paths are relative to the folder, with `/`.

/// Which data folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataRoot {
    Levels,
    Assets,
}

impl DataRoot {
    #[cfg(target_arch = "wasm32")]
    fn name(self) -> &'static str {
        match self {
            DataRoot::Levels => "levels",
            DataRoot::Assets => "assets",
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn folder(self) -> std::path::PathBuf {
        std::path::PathBuf::from(match self {
            DataRoot::Levels => crate::app::levels_dir(),
            DataRoot::Assets => crate::app::assets_dir(),
        })
    }
}

/// How messages name a data file.
pub fn describe(root: DataRoot, relative: &str) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    return root.folder().join(relative).display().to_string();
    #[cfg(target_arch = "wasm32")]
    return format!("{}/{relative}", root.name());
}

/// One file's text.
pub fn read(root: DataRoot, relative: &str) -> Result<String, String> {
    #[cfg(not(target_arch = "wasm32"))]
    return std::fs::read_to_string(root.folder().join(relative)).map_err(|e| e.to_string());
    #[cfg(target_arch = "wasm32")]
    return bundled::find(&format!("{}/{relative}", root.name())).ok_or_else(|| "not in this build".to_owned());
}

/// The names of the `.ron` files directly in folder `relative`, sorted; none when it does not
/// exist (a game without lessons yet).
pub fn ron_files_in(root: DataRoot, relative: &str) -> Result<Vec<String>, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let dir = root.folder().join(relative);
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(format!("{}: {error}", dir.display())),
        };
        let mut names: Vec<String> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".ron"))
            .collect();
        names.sort();
        Ok(names)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let prefix = format!("{}/{relative}/", root.name());
        Ok(bundled::BUNDLED
            .iter()
            .filter_map(|(path, _)| path.strip_prefix(&prefix))
            .filter(|name| !name.contains('/') && name.ends_with(".ron"))
            .map(str::to_owned)
            .collect())
    }
}

#[cfg(target_arch = "wasm32")]
mod bundled {
    include!(concat!(env!("OUT_DIR"), "/bundled_data.rs"));

    pub fn find(path: &str) -> Option<String> {
        BUNDLED.iter().find(|(name, _)| *name == path).map(|(_, text)| (*text).to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_folders_list_and_read_and_a_missing_folder_is_empty() {
        let names = ron_files_in(DataRoot::Levels, "tutorials/chess").expect("the chess course lists");
        assert!(names.len() > 10 && names.windows(2).all(|w| w[0] < w[1]), "{names:?}");
        let text = read(DataRoot::Levels, &format!("tutorials/chess/{}", names[0])).expect("a lesson reads");
        assert!(text.contains("levels"));
        assert!(read(DataRoot::Assets, "scenes/chess.ron").is_ok());
        assert_eq!(ron_files_in(DataRoot::Levels, "tutorials/no-such-game"), Ok(Vec::new()));
        assert!(read(DataRoot::Levels, "puzzles/no-such-game.ron").is_err());
    }
}
