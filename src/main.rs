//! Tabula's desktop client: parses the command line and runs the app.

fn main() -> std::process::ExitCode {
    let launched = bevy::platform::time::Instant::now();
    let options = match tabula::cli::LaunchOptions::parse(std::env::args().skip(1)) {
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
