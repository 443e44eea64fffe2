//! Tabula's desktop client. The Bevy game arrives with the client issue; until then this binary
//! shows that the workspace links and points players at the engine.

fn main() {
    let variants: Vec<&str> = tabula_rules::VARIANTS.iter().map(|v| v.name).collect();
    println!("Tabula: the desktop client is not built yet.");
    println!("Games with rules so far: {}", variants.join(", "));
    println!("Try the engine: cargo run --release -p tabula-engine");
}
