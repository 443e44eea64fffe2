//! Playing online: the Bevy layer over `tabula-online`. The client (its network on its own
//! thread) is polled once a frame; a game it starts or joins goes on the table like any other,
//! refereed by the server (`Referee::Online`): the player's moves (through the referee) and
//! requests are sent to the server, shown at once as pending, and the server's game is brought onto the table (its moves animated as they come,
//! its clocks every frame). The board does not know who moved: a local human, the computer or
//! a remote player.

mod play;
mod tokens;

pub use crate::link::Online;
pub use play::{game_line, link_text};
pub use tokens::OnlineTokens;

use crate::app::{AppSet, Screen};
use crate::session::{Referee, StatusLine, capitalise};
use crate::settings::Settings;
use crate::storage::StorageDirs;
use crate::tr;
use bevy::prelude::*;
use tabula_online::{OnlineClient, Update};
use tabula_protocol::{GameId, RejectReason, SeekId};
use tabula_rules::Variant;
use tabula_table::ClockSetup;

/// What the lobby and the menus ask of the online client.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum OnlineRequest {
    /// Connect to `url` as `name` (a token kept for that server is presented).
    Connect {
        url: String,
        name: String,
    },
    Disconnect,
    Seek {
        game: Variant,
        clock: Option<ClockSetup>,
    },
    CancelSeek,
    AcceptSeek(SeekId),
    Challenge {
        game: Variant,
        clock: Option<ClockSetup>,
    },
    /// A code typed by the player.
    AcceptChallenge(String),
    Watch(GameId),
    /// Put one of this player's games back on the table.
    Open(GameId),
    /// Back to the lobby from an online game (the game goes on on the server).
    ToLobby,
}

/// A friend's challenge code to accept as soon as the link is up (`tabula --join-code`).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct PendingJoin(pub Option<String>);

/// The last thing the online client reported, for the lobby's status line.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct OnlineNotice(pub String);

pub fn plugin(app: &mut App) {
    app.add_message::<OnlineRequest>()
        .add_message::<OnlineUpdate>()
        .init_resource::<Online>()
        .init_resource::<PendingJoin>()
        .init_resource::<OnlineNotice>();
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    app.insert_resource(OnlineTokens::load(&dirs));
    app.add_systems(
        Update,
        // The player's clicks go out before this frame's network news comes in: a move is sent
        // as a move in the position the player saw (the server may find it stale and say so),
        // never turned into a premove in a position they have not seen yet.
        (
            handle_requests,
            play::cancel_premoves,
            play::send_session_requests,
            poll,
            play::follow_server,
            play::show_premove,
        )
            .chain()
            .in_set(AppSet::Rules)
            .after(crate::session::MoveIntake)
            .before(crate::session::SessionRules),
    );
}

fn handle_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut settings: ResMut<Settings>,
    tokens: Res<OnlineTokens>,
    mut notice: ResMut<OnlineNotice>,
    mut commands: Commands,
    referee: Res<Referee>,
    event_loop: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    for request in requests.read() {
        match request {
            OnlineRequest::Connect { url, name } => {
                let name = name.trim();
                if name.is_empty() || name.chars().count() > 24 {
                    notice.0 = tr!("msg-name-has-1-24");
                    continue;
                }
                // As typed: a host, host:port, or a ws/http(s) address, with or without /ws.
                let url = match tabula_online::server_url(url) {
                    Ok(url) => url,
                    Err(why) => {
                        notice.0 = capitalise(&why);
                        continue;
                    }
                };
                let url = &url;
                if settings.online_server != *url || settings.online_name != name {
                    settings.online_server = url.clone();
                    settings.online_name = name.to_owned();
                }
                match OnlineClient::connect(url, name, tokens.token_for(url, name)) {
                    Ok(mut client) => {
                        // The app sleeps between inputs: the network wakes it to poll, so that
                        // a seek accepted or a move made by the other side shows at once.
                        if let Some(event_loop) = &event_loop {
                            let proxy = (***event_loop).clone();
                            client.set_waker(std::sync::Arc::new(move || {
                                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
                            }));
                        }
                        client.watch_lobby();
                        online.0 = Some(client);
                        notice.0 = tr!("msg-connecting-url", url = url);
                    }
                    Err(error) => notice.0 = tr!("msg-could-not-connect-error", error = error),
                }
            }
            OnlineRequest::Disconnect => {
                online.0 = None;
                notice.0 = tr!("msg-disconnected");
                if referee.online_game().is_some() {
                    commands.insert_resource(Referee::Local);
                }
            }
            OnlineRequest::ToLobby => {
                if let (Some(client), Some(game)) = (online.0.as_mut(), referee.online_game())
                    && client.games.get(game).is_some_and(|g| g.seat.is_none() || g.is_over())
                {
                    client.leave(game);
                }
                commands.insert_resource(Referee::Local);
                commands.insert_resource(NextState::Pending(Screen::Lobby));
            }
            other => {
                let Some(client) = online.0.as_mut() else {
                    notice.0 = tr!("msg-not-connected-any-server");
                    continue;
                };
                match other {
                    OnlineRequest::Seek { game, clock } => client.seek(*game, *clock),
                    OnlineRequest::CancelSeek => client.cancel_seek(),
                    OnlineRequest::AcceptSeek(seek) => client.accept_seek(*seek),
                    OnlineRequest::Challenge { game, clock } => client.challenge(*game, *clock),
                    OnlineRequest::AcceptChallenge(code) => {
                        if client.accept_challenge(code).is_err() {
                            notice.0 = tr!("online-bad-challenge-code");
                        }
                    }
                    OnlineRequest::Watch(game) => client.watch(game),
                    OnlineRequest::Open(game) => {
                        if let Some(mirror) = client.games.get(game) {
                            play::put_on_table(&mut commands, mirror);
                        }
                    }
                    OnlineRequest::Connect { .. } | OnlineRequest::Disconnect | OnlineRequest::ToLobby => {}
                }
            }
        }
    }
}

/// Why the server refused a move, in the player's words: the protocol's reason, with the
/// server's detail where only it can say why (the rules' reason for an illegal move).
fn move_refused(reason: RejectReason, detail: &str) -> String {
    match reason {
        RejectReason::Illegal | RejectReason::NotNow => tr!("msg-server-refused-move-detail", detail = detail),
        RejectReason::NotYourTurn => tr!("online-refused-not-your-turn"),
        RejectReason::StalePly => tr!("online-refused-stale"),
        RejectReason::GameOver => tr!("online-refused-game-over"),
        RejectReason::NotYourSeat => tr!("online-refused-not-your-seat"),
        RejectReason::UnknownGame => tr!("online-refused-unknown-game"),
    }
}

/// What the server reported, in the player's words.
fn notice_words(notice: &tabula_online::Notice) -> String {
    use tabula_online::Notice;
    use tabula_protocol::ErrorCode;
    match notice {
        Notice::Unreadable(why) => tr!("online-notice-unreadable", why = why),
        Notice::ChallengeDeclined(code) => tr!("online-notice-challenge-declined", code = code),
        Notice::GameNotShown { game, why } => tr!("online-notice-game-not-shown", game = game.0, why = why),
        Notice::Refused { reason, detail } => move_refused(*reason, detail),
        Notice::Error { code, message } => match code {
            ErrorCode::Version => tr!("online-error-version", message = message),
            ErrorCode::Malformed => tr!("online-error-malformed"),
            ErrorCode::TooLarge => tr!("online-error-too-large"),
            ErrorCode::RateLimited => tr!("online-error-rate-limited"),
            ErrorCode::Unauthorized => tr!("online-error-unauthorized"),
            ErrorCode::UnknownToken => tr!("online-error-unknown-token"),
            ErrorCode::UnknownSeek => tr!("online-error-unknown-seek"),
            ErrorCode::UnknownChallenge => tr!("online-error-unknown-challenge"),
            ErrorCode::Invalid => tr!("online-error-invalid", message = message),
        },
    }
}

/// What the network brought this frame, handed to whoever shows it.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct OnlineUpdate(pub Update);

fn poll(
    mut online: ResMut<Online>,
    mut tokens: ResMut<OnlineTokens>,
    dirs: Res<StorageDirs>,
    mut notice: ResMut<OnlineNotice>,
    mut status: ResMut<StatusLine>,
    mut updates: MessageWriter<OnlineUpdate>,
    mut join: ResMut<PendingJoin>,
) {
    let Some(client) = online.0.as_mut() else { return };
    if client.link == tabula_online::Link::Online
        && client.player.is_some()
        && let Some(code) = join.0.take()
        && client.accept_challenge(&code).is_err()
    {
        notice.0 = tr!("online-bad-challenge-code");
    }
    for update in client.poll() {
        match &update {
            Update::SignedIn { name, token } => {
                if let Err(error) = tokens.remember(&dirs, &client.url, name, token) {
                    notice.0 = tr!("msg-signed-but-token-was", error = error);
                }
            }
            Update::LinkChanged => notice.0 = link_text(client),
            Update::Notice(about) => {
                let text = notice_words(about);
                notice.0 = text.clone();
                status.0 = text;
            }
            Update::MoveRefused { reason, detail, .. } => status.0 = move_refused(*reason, detail),
            Update::PremoveCancelled { .. } => status.0 = tr!("msg-premove-was-not-legal"),
            Update::LobbyChanged | Update::GameStarted { .. } | Update::GameChanged { .. } => {}
        }
        updates.write(OnlineUpdate(update));
    }
}
