//! Tabula's table: everything around a game that is not a rule. Who sits in each seat, clocks
//! run by times the caller passes in, offers with every seat's answer, takeback policies,
//! resignation, flag fall, claimed draws, the record, the match score and the saved-game
//! format. No Bevy and no I/O: the desktop client, the server and the tutorials play through it.

mod clock;
mod offer;
mod record;
mod save;
mod score;
mod setup;
mod table;

pub use clock::{Clocks, LOW_TIME, format_clock};
pub use offer::{Answer, Decision, Offer, OfferKind};
pub use record::{Played, PlayedMove};
pub use save::{FORMAT, SaveError, SavedEnding, SavedGame, pgn_of, saved_from_pgn};
pub use score::{MatchScore, points_of};
pub use setup::{ClockSetup, EngineSeat, GameSetup, Player, SetupError};
pub use table::{EndedBy, Ending, Resolution, Table, TableError, TakebackPolicy, Tick, WAIT};
