//! `tabula-server [--listen ADDR] [--database sqlite:PATH | postgres://...] [--per-address N]
//! [--limit-loopback] [--trusted-proxy ADDR] [--web DIR]`: runs the online game server, and
//! serves the browser build of the client beside it.

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
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("info"))
        .with_writer(std::io::stderr)
        .init();
    let usage = "usage: tabula-server [--listen ADDR] [--database sqlite:PATH | postgres://USER:PASSWORD@HOST/NAME] \
                 [--per-address N] [--limit-loopback] [--trusted-proxy ADDR] [--web DIR]";
    let mut config =
        tabula_server::Config::new(&format!("127.0.0.1:{}", tabula_server::DEFAULT_PORT), &default_database());
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit-loopback" => config.limit_loopback = true,
            "--listen" | "--database" | "--per-address" | "--trusted-proxy" | "--web" => {
                let Some(value) = args.next() else {
                    eprintln!("tabula-server: {arg} needs a value\n{usage}");
                    return std::process::ExitCode::from(2);
                };
                match arg.as_str() {
                    "--listen" => config.listen = value,
                    "--database" => config.database = value,
                    "--web" => config.web = Some(PathBuf::from(value)),
                    "--trusted-proxy" => match value.parse() {
                        Ok(address) => config.trusted_proxy = Some(address),
                        Err(_) => {
                            eprintln!("tabula-server: --trusted-proxy takes an IP address, not {value:?}");
                            return std::process::ExitCode::from(2);
                        }
                    },
                    _ => match value.parse() {
                        Ok(n) if n > 0 => config.connections_per_address = n,
                        _ => {
                            eprintln!("tabula-server: --per-address takes a positive number, not {value:?}");
                            return std::process::ExitCode::from(2);
                        }
                    },
                }
            }
            "--help" | "-h" => {
                println!("{usage}");
                return std::process::ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("tabula-server: unknown argument {arg:?}\n{usage}");
                return std::process::ExitCode::from(2);
            }
        }
    }
    if config.web.is_none() {
        config.web = tabula_server::web::default_folder();
    }
    let (listen, database) = (config.listen.clone(), config.database.clone());
    match tabula_server::start_with(config).await {
        Ok(running) => {
            tracing::info!(
                "listening on ws://{}/ws (asked for {listen}), games in {}",
                running.addr,
                tabula_server::store::redacted(&database)
            );
            match &running.web {
                Some(folder) => {
                    tracing::info!("serving the browser build from {} at http://{}/", folder.display(), running.addr)
                }
                None => tracing::info!(
                    "no browser build served: none given (--web DIR) and no web/index.html beside this program; \
                     tools/build-web.sh builds one"
                ),
            }
            let _ = tokio::signal::ctrl_c().await;
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("tabula-server: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
