//! The guest tokens this player holds, one per server and name, kept in the data directory
//! (`online-tokens.ron`) so that after a restart the same seats are theirs. A token is a
//! password for those seats: the file is written for its owner only.

use crate::storage::{StorageDirs, write_atomically};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OnlineTokens {
    /// "URL|name" -> token.
    tokens: BTreeMap<String, String>,
}

fn key(url: &str, name: &str) -> String {
    format!("{url}|{name}")
}

impl OnlineTokens {
    pub fn path(dirs: &StorageDirs) -> std::path::PathBuf {
        dirs.data.join("online-tokens.ron")
    }

    /// The kept tokens; a missing or unreadable file is no tokens (a new guest each time).
    pub fn load(dirs: &StorageDirs) -> OnlineTokens {
        crate::storage::read_ron_or_default(&Self::path(dirs))
    }

    pub fn token_for(&self, url: &str, name: &str) -> Option<String> {
        self.tokens.get(&key(url, name)).cloned()
    }

    /// Keeps a new token and writes the file.
    pub fn remember(&mut self, dirs: &StorageDirs, url: &str, name: &str, token: &str) -> Result<(), String> {
        self.tokens.insert(key(url, name), token.to_owned());
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?;
        let path = Self::path(dirs);
        write_atomically(&path, &text)?;
        restrict_to_owner(&path);
        Ok(())
    }
}

#[cfg(unix)]
fn restrict_to_owner(path: &std::path::Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
}

#[cfg(not(unix))]
fn restrict_to_owner(_: &std::path::Path) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_kept_per_server_and_name_and_read_back() {
        let dir = std::env::temp_dir().join(format!("tabula-tokens-{}", std::process::id()));
        let dirs = StorageDirs::in_folder(&dir);
        let mut tokens = OnlineTokens::load(&dirs);
        assert_eq!(tokens.token_for("ws://a/ws", "Ada"), None);
        tokens.remember(&dirs, "ws://a/ws", "Ada", "t0k3n").expect("written");
        let again = OnlineTokens::load(&dirs);
        assert_eq!(again.token_for("ws://a/ws", "Ada").as_deref(), Some("t0k3n"));
        assert_eq!(again.token_for("ws://b/ws", "Ada"), None);
        assert_eq!(again.token_for("ws://a/ws", "Bo"), None);
        // A broken file is no tokens, not a crash.
        std::fs::write(OnlineTokens::path(&dirs), "{{{").expect("written");
        assert_eq!(OnlineTokens::load(&dirs), OnlineTokens::default());
        let _ = std::fs::remove_dir_all(dir);
    }
}
