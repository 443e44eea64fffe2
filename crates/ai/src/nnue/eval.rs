//! The network as the chess evaluation: the built-in file or `TABULA_WEIGHTS`' `chess.nnue`,
//! one accumulator per thread that follows the positions the search asks about, and the choice
//! between the network and the hand-written evaluation (`TABULA_CHESS_EVAL`).

use super::accumulator::Accumulator;
use super::file::read_network;
use super::network::Network;
use crate::weights::WEIGHTS_ENV;
use std::cell::RefCell;
use std::sync::OnceLock;
use tabula_rules::chess::Position;

/// Chooses the chess evaluation: `nnue` or `classic` (the hand-written terms).
pub const CHESS_EVAL_ENV: &str = "TABULA_CHESS_EVAL";

/// Which evaluation chess uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Network,
    Classic,
}

/// The build's choice when `TABULA_CHESS_EVAL` is unset.
const DEFAULT_BACKEND: Backend = Backend::Network;

/// The network's output is kept well inside the search's mate scores.
const LIMIT: i32 = 15_000;

/// The chess evaluation in use (read once per process).
pub fn backend() -> Backend {
    static CHOSEN: OnceLock<Backend> = OnceLock::new();
    *CHOSEN.get_or_init(|| match std::env::var(CHESS_EVAL_ENV).as_deref() {
        Ok("nnue") => Backend::Network,
        Ok("classic") => Backend::Classic,
        Ok(other) => {
            eprintln!("{CHESS_EVAL_ENV}={other}: not 'nnue' or 'classic'; using the default");
            DEFAULT_BACKEND
        }
        Err(_) => DEFAULT_BACKEND,
    })
}

/// The network: `<TABULA_WEIGHTS>/chess.nnue` when that is set and valid, else the built-in
/// one (a broken file is reported once on standard error and the built-in network is used).
pub fn network() -> &'static Network {
    static NETWORK: OnceLock<Network> = OnceLock::new();
    NETWORK.get_or_init(|| {
        if let Some(folder) = std::env::var_os(WEIGHTS_ENV) {
            let path = std::path::Path::new(&folder).join("chess.nnue");
            match std::fs::read(&path).map_err(|e| e.to_string()) {
                Ok(bytes) => match read_network(&bytes) {
                    Ok(network) => return network,
                    Err(e) => eprintln!("{}: {e}; using the built-in network", path.display()),
                },
                Err(e) => eprintln!("{}: {e}; using the built-in network", path.display()),
            }
        }
        builtin()
    })
}

/// The network compiled into the build.
pub(super) fn builtin() -> Network {
    read_network(include_bytes!("../../../../levels/weights/chess.nnue"))
        .unwrap_or_else(|e| panic!("built-in chess network: {e}"))
}

thread_local! {
    /// Each search thread's accumulator, left at the last position it evaluated.
    static ACCUMULATOR: RefCell<Option<Accumulator>> = const { RefCell::new(None) };
}

/// The network's evaluation of `position` for the side to move, in centipawns.
pub fn evaluate(position: &Position) -> i32 {
    let network = network();
    ACCUMULATOR.with(|cell| {
        let mut slot = cell.borrow_mut();
        let accumulator = slot.get_or_insert_with(|| Accumulator::new(network));
        accumulator.update(network, position);
        accumulator.evaluate(network, position.turn()).clamp(-LIMIT, LIMIT)
    })
}
