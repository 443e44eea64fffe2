//! The link to a Tabula server: the online client (its network on its own thread) while
//! connected or trying to be. A resource low in the layers, so that the referee of an online
//! game (session/referee.rs) can send a move; src/online drives it.

use bevy::prelude::*;
use tabula_online::OnlineClient;

/// The online client, while connected (or trying to be).
#[derive(Resource, Default)]
pub struct Online(pub Option<OnlineClient>);
