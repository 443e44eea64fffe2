//! `tabula-server [--listen ADDR] [--database sqlite:PATH]`: runs the online game server.

use std::path::PathBuf;

fn default_database() -> String {
    let base = std::env::var_os("TABULA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("XDG_DATA_HOME").map(|d| PathBuf::from(d).join("tabula")))
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share/tabula")))
        .unwrap_or_else(|| PathBuf::from("."));
    let _ = std::fs::create_dir_all(&base);
    format!("sqlite:{}", base.join("server.db").display())
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt().with_env_filter(tracing_subscriber::EnvFilter::new("info")).init();
    let mut listen = format!("127.0.0.1:{}", tabula_server::DEFAULT_PORT);
    let mut database = default_database();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--listen", Some(value)) => listen = value,
            ("--database", Some(value)) => database = value,
            _ => {
                eprintln!("usage: tabula-server [--listen ADDR] [--database sqlite:PATH]");
                return std::process::ExitCode::from(2);
            }
        }
    }
    match tabula_server::start(&listen, &database).await {
        Ok(running) => {
            tracing::info!("listening on ws://{}/ws, games in {database}", running.addr);
            let _ = tokio::signal::ctrl_c().await;
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("tabula-server: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
