//! The engine protocol as a library: its commands, the session that answers them and the
//! bench. The `tabula-engine` program reads them from standard input; the browser's engine
//! worker (crates/engine-web) receives them as messages.

pub mod bench;
pub mod commands;
pub mod output;
pub mod session;
