//! The client's modules stay layered: a reading of every `crate::...` path in `src/` finds no
//! circle between its top-level modules, names no item through the crate root (which declares
//! every module, so a path through it hides the real dependency), and the lints stay on: no
//! crate-wide `allow`, no `too_many_arguments` allowed anywhere (systems bundle their data by
//! concern instead). The circles cut before came back with the next features because nothing
//! checked; this does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn source_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("src/ reads").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            source_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The text without `//` comments (doc links may name any path).
fn code_of(text: &str) -> String {
    text.lines().map(|line| line.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

fn identifier_at(text: &str) -> String {
    text.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// The first segment of every path after `crate::`, braces (`crate::{a, b::c}`) opened.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group: split on commas outside nested braces.
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        item_start = false;
                        names.insert(identifier_at(&group[i..]));
                    }
                    _ => {}
                }
            }
        } else {
            names.insert(identifier_at(rest));
        }
    }
    names.retain(|name| !name.is_empty());
    names
}

/// Each top-level module of `src/` and the top-level modules it names.
fn module_graph() -> (BTreeMap<String, BTreeSet<String>>, Vec<String>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let module_of = |path: &Path| {
        let relative = path.strip_prefix(&src).expect("under src");
        let first = relative.components().next().expect("a file").as_os_str().to_string_lossy().into_owned();
        first.trim_end_matches(".rs").to_owned()
    };
    let modules: BTreeSet<String> = files.iter().map(|p| module_of(p)).collect();
    // An exported macro is named through the root (`crate::tr`) but belongs to the module that
    // defines it.
    let mut macro_home: BTreeMap<String, String> = BTreeMap::new();
    for path in &files {
        let code = std::fs::read_to_string(path).expect("a source file reads");
        for piece in code.split("#[macro_export]").skip(1) {
            let name = piece.trim_start().strip_prefix("macro_rules!").map(|rest| {
                rest.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>()
            });
            if let Some(name) = name.filter(|n| !n.is_empty()) {
                macro_home.insert(name, module_of(path));
            }
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut through_root = Vec::new();
    for path in &files {
        let module = module_of(path);
        if module == "lib" || module == "main" {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(path).expect("a source file reads"));
        for name in crate_paths(&code) {
            let name = macro_home.get(&name).cloned().unwrap_or(name);
            if !modules.contains(&name) {
                through_root.push(format!("{}: crate::{name}", path.display()));
            } else if name != module {
                graph.entry(module.clone()).or_default().insert(name);
            }
        }
        graph.entry(module).or_default();
    }
    (graph, through_root)
}

/// A circle of modules, if the graph has one.
fn find_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth-first search with the path on the stack; a back edge closes a circle.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut circle = path[at..].to_vec();
            circle.push(node.to_owned());
            return Some(circle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|start| visit(start, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_paths_are_read_as_written() {
    let code =
        "use crate::app::{AppSet, Screen};\nuse crate::{board, session::{Referee, begin}};\nx(crate::theme::palette);";
    let names: Vec<String> = crate_paths(code).into_iter().collect();
    assert_eq!(names, ["app", "board", "session", "theme"]);
    let mut graph = BTreeMap::new();
    graph.insert("a".to_owned(), BTreeSet::from(["b".to_owned()]));
    graph.insert("b".to_owned(), BTreeSet::from(["c".to_owned()]));
    graph.insert("c".to_owned(), BTreeSet::new());
    assert_eq!(find_circle(&graph), None);
    graph.insert("c".to_owned(), BTreeSet::from(["a".to_owned()]));
    assert_eq!(find_circle(&graph), Some(vec!["a".into(), "b".into(), "c".into(), "a".into()]));
}

#[test]
fn the_client_modules_import_without_a_circle() {
    let (graph, _) = module_graph();
    assert!(graph.len() > 10, "the modules of src/ were found: {graph:?}");
    if let Some(circle) = find_circle(&graph) {
        panic!("src/ has an import circle: {} (docs/architecture.md shows the layers)", circle.join(" -> "));
    }
}

#[test]
fn nothing_is_named_through_the_crate_root() {
    let (_, through_root) = module_graph();
    assert!(through_root.is_empty(), "name these from their own modules:\n{}", through_root.join("\n"));
}

#[test]
fn the_lints_stay_on() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let mut found = Vec::new();
    for path in files {
        let code = code_of(&std::fs::read_to_string(&path).expect("reads"));
        if code.contains("#![allow(") {
            found.push(format!("{}: a crate- or module-wide allow", path.display()));
        }
        if code.contains("too_many_arguments") {
            found.push(format!("{}: too_many_arguments allowed (bundle the parameters)", path.display()));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
