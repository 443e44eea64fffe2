//! Tabula's desktop client: parses the command line and runs the app.

fn main() -> std::process::ExitCode {
    let launched = bevy::platform::time::Instant::now();
    // A page has an address instead of arguments.
    #[cfg(target_arch = "wasm32")]
    let options = Ok::<_, String>(tabula::cli::LaunchOptions::from_page_query(
        &tabula::app::page_query(),
        tabula::settings::default_server_url(),
    ));
    #[cfg(not(target_arch = "wasm32"))]
    let options = tabula::cli::LaunchOptions::parse(std::env::args().skip(1));
    let options = match options {
        Ok(options) => options,
        Err(message) => {
            eprintln!("tabula: {message}\n\n{}", tabula::cli::USAGE);
            return std::process::ExitCode::from(2);
        }
    };
    if options.help {
        println!("{}", tabula::cli::USAGE);
        return std::process::ExitCode::SUCCESS;
    }
    tabula::run(options, launched)
}
