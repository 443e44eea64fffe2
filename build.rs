//! For the browser build only: compiles the read-only data files (lessons, puzzles, scenes) into
//! the program as a table (`src/data_files.rs` reads it), since a page has no file system. The
//! desktop reads the same files from its data folders and gets an empty table.

use std::path::{Path, PathBuf};

/// The folders copied in, relative to the crate: every `.ron` file below them.
const FOLDERS: [&str; 3] = ["levels/tutorials", "levels/puzzles", "assets/scenes"];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let browser = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut entries = Vec::new();
    if browser {
        for folder in FOLDERS {
            println!("cargo:rerun-if-changed={folder}");
            collect(&root, &root.join(folder), &mut entries);
        }
    }
    entries.sort();
    let mut table = String::from("/// Every bundled data file: its path from the crate root, and its text.\n");
    table.push_str("pub static BUNDLED: &[(&str, &str)] = &[\n");
    for (relative, absolute) in &entries {
        table.push_str(&format!("    ({relative:?}, include_str!({absolute:?})),\n"));
    }
    table.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("bundled_data.rs");
    std::fs::write(&out, table).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}

/// The `.ron` files under `dir`, as (path from `root` with forward slashes, absolute path).
fn collect(root: &Path, dir: &Path, entries: &mut Vec<(String, String)>) {
    let Ok(read) = std::fs::read_dir(dir) else { return };
    for entry in read.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(root, &path, entries);
        } else if path.extension().is_some_and(|e| e == "ron") {
            let relative = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
            entries.push((relative, path.to_string_lossy().into_owned()));
        }
    }
}
