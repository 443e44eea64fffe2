//! The wire format, pinned: each message as it must appear on the wire, written by hand. A
//! change that alters any of these lines changes the protocol: bump PROTOCOL_VERSION and
//! docs/protocol.md with it.

use tabula_protocol::*;
use tabula_rules::{Points, Variant};
use tabula_table::ClockSetup;

fn game() -> GameId {
    GameId("g7Kq2".to_owned())
}

fn client_cases() -> Vec<(ClientMessage, &'static str)> {
    let blitz = Some(ClockSetup { base_secs: 300, increment_secs: 3 });
    vec![
        (
            ClientMessage::Hello {
                version: 1,
                token: Some("t0k3n".into()),
                resume: vec![Resume { game: game(), seq: 41 }],
            },
            r#"{"type":"hello","version":1,"token":"t0k3n","resume":[{"game":"g7Kq2","seq":41}]}"#,
        ),
        (ClientMessage::SignIn { name: "Ada".into() }, r#"{"type":"sign_in","name":"Ada"}"#),
        (ClientMessage::WatchLobby, r#"{"type":"watch_lobby"}"#),
        (
            ClientMessage::Seek { game: Variant::Trichess, clock: blitz, seats: 3 },
            r#"{"type":"seek","game":"trichess","clock":{"base_secs":300,"increment_secs":3},"seats":3}"#,
        ),
        (ClientMessage::CancelSeek { seek: SeekId(12) }, r#"{"type":"cancel_seek","seek":12}"#),
        (ClientMessage::AcceptSeek { seek: SeekId(12) }, r#"{"type":"accept_seek","seek":12}"#),
        (
            ClientMessage::Challenge { game: Variant::Brandubh, clock: None, seats: 2 },
            r#"{"type":"challenge","game":"brandubh","clock":null,"seats":2}"#,
        ),
        (
            ClientMessage::AcceptChallenge { code: ChallengeCode("7KQ2M9XD".into()) },
            r#"{"type":"accept_challenge","code":"7KQ2M9XD"}"#,
        ),
        (
            ClientMessage::DeclineChallenge { code: ChallengeCode("7KQ2M9XD".into()) },
            r#"{"type":"decline_challenge","code":"7KQ2M9XD"}"#,
        ),
        (
            ClientMessage::Join { game: game(), role: Role::Spectator },
            r#"{"type":"join","game":"g7Kq2","role":"spectator"}"#,
        ),
        (ClientMessage::Leave { game: game() }, r#"{"type":"leave","game":"g7Kq2"}"#),
        (
            ClientMessage::Move { game: game(), ply: 4, text: "g1f3".into(), id: 9 },
            r#"{"type":"move","game":"g7Kq2","ply":4,"text":"g1f3","id":9}"#,
        ),
        (
            ClientMessage::Offer { game: game(), offer: OfferKind::Takeback },
            r#"{"type":"offer","game":"g7Kq2","offer":"takeback"}"#,
        ),
        (ClientMessage::Answer { game: game(), yes: false }, r#"{"type":"answer","game":"g7Kq2","yes":false}"#),
        (ClientMessage::Withdraw { game: game() }, r#"{"type":"withdraw","game":"g7Kq2"}"#),
        (ClientMessage::Resign { game: game() }, r#"{"type":"resign","game":"g7Kq2"}"#),
        (ClientMessage::ClaimDraw { game: game() }, r#"{"type":"claim_draw","game":"g7Kq2"}"#),
        (ClientMessage::ClaimVictory { game: game() }, r#"{"type":"claim_victory","game":"g7Kq2"}"#),
        (ClientMessage::Resync { game: game(), seq: 17 }, r#"{"type":"resync","game":"g7Kq2","seq":17}"#),
        (ClientMessage::Ping { id: 3 }, r#"{"type":"ping","id":3}"#),
    ]
}

fn seats() -> Vec<SeatInfo> {
    vec![
        SeatInfo { player: PlayerId(1), name: "Ada".into(), online: true },
        SeatInfo { player: PlayerId(2), name: "Bo".into(), online: false },
    ]
}

fn server_cases() -> Vec<(ServerMessage, &'static str)> {
    let setup = GameSetupInfo { game: Variant::Chess, clock: None, seats: seats() };
    let ended = GameEvent::Ended {
        by: EndedBy::Board,
        reason: "checkmate, white wins".into(),
        scores: vec!["1".into(), "0".into()],
    };
    vec![
        (
            ServerMessage::Welcome {
                version: 1,
                server_time_ms: 1_700_000_000_000,
                player: Some(PlayerId(1)),
                name: Some("Ada".into()),
            },
            r#"{"type":"welcome","version":1,"server_time_ms":1700000000000,"player":1,"name":"Ada"}"#,
        ),
        (
            ServerMessage::SignedIn { player: PlayerId(1), name: "Ada".into(), token: "t0k3n".into() },
            r#"{"type":"signed_in","player":1,"name":"Ada","token":"t0k3n"}"#,
        ),
        (
            ServerMessage::Lobby {
                seeks: vec![SeekInfo {
                    seek: SeekId(12),
                    by: PlayerId(2),
                    name: "Bo".into(),
                    game: Variant::Trigame,
                    clock: None,
                    seats: 2,
                }],
                games: vec![GameSummary { game: game(), setup: setup.clone(), ply: 10 }],
            },
            r#"{"type":"lobby","seeks":[{"seek":12,"by":2,"name":"Bo","game":"trigame","clock":null,"seats":2}],"games":[{"game":"g7Kq2","setup":{"game":"chess","clock":null,"seats":[{"player":1,"name":"Ada","online":true},{"player":2,"name":"Bo","online":false}]},"ply":10}]}"#,
        ),
        (
            ServerMessage::LobbyChanged { change: LobbyChange::SeekRemoved { seek: SeekId(12) } },
            r#"{"type":"lobby_changed","change":{"change":"seek_removed","seek":12}}"#,
        ),
        (ServerMessage::SeekCreated { seek: SeekId(13) }, r#"{"type":"seek_created","seek":13}"#),
        (
            ServerMessage::ChallengeCreated { code: ChallengeCode("7KQ2M9XD".into()) },
            r#"{"type":"challenge_created","code":"7KQ2M9XD"}"#,
        ),
        (
            ServerMessage::ChallengeDeclined { code: ChallengeCode("7KQ2M9XD".into()) },
            r#"{"type":"challenge_declined","code":"7KQ2M9XD"}"#,
        ),
        (ServerMessage::GameStarted { game: game(), seat: 1 }, r#"{"type":"game_started","game":"g7Kq2","seat":1}"#),
        (
            ServerMessage::Ack { game: game(), id: 9, ply: 4, seq: 23 },
            r#"{"type":"ack","game":"g7Kq2","id":9,"ply":4,"seq":23}"#,
        ),
        (
            ServerMessage::Reject {
                game: game(),
                id: Some(9),
                reason: RejectReason::Illegal,
                detail: "illegal move e2e5: that piece cannot move there".into(),
            },
            r#"{"type":"reject","game":"g7Kq2","id":9,"reason":"illegal","detail":"illegal move e2e5: that piece cannot move there"}"#,
        ),
        (
            ServerMessage::Event {
                game: game(),
                seq: 23,
                event: GameEvent::Moved {
                    seat: 0,
                    ply: 4,
                    text: "g1f3".into(),
                    display: "Nf3".into(),
                    clocks_ms: vec![298_500, 300_000],
                },
            },
            r#"{"type":"event","game":"g7Kq2","seq":23,"event":{"kind":"moved","seat":0,"ply":4,"text":"g1f3","display":"Nf3","clocks_ms":[298500,300000]}}"#,
        ),
        (
            ServerMessage::Event {
                game: game(),
                seq: 24,
                event: GameEvent::Offered { seat: 1, offer: OfferKind::Draw },
            },
            r#"{"type":"event","game":"g7Kq2","seq":24,"event":{"kind":"offered","seat":1,"offer":"draw"}}"#,
        ),
        (
            ServerMessage::Event { game: game(), seq: 25, event: GameEvent::TakenBack { ply: 3 } },
            r#"{"type":"event","game":"g7Kq2","seq":25,"event":{"kind":"taken_back","ply":3}}"#,
        ),
        (
            ServerMessage::Event { game: game(), seq: 26, event: GameEvent::SeatGone { seat: 1 } },
            r#"{"type":"event","game":"g7Kq2","seq":26,"event":{"kind":"seat_gone","seat":1}}"#,
        ),
        (
            ServerMessage::Event { game: game(), seq: 30, event: ended.clone() },
            r#"{"type":"event","game":"g7Kq2","seq":30,"event":{"kind":"ended","by":"board","reason":"checkmate, white wins","scores":["1","0"]}}"#,
        ),
        (
            ServerMessage::Snapshot {
                state: GameState {
                    game: game(),
                    seq: 30,
                    setup,
                    start: None,
                    moves: vec!["f2f3".into(), "e7e5".into(), "g2g4".into(), "d8h4".into()],
                    clocks_ms: vec![],
                    to_move: 0,
                    offer: Some(OpenOffer { offer: OfferKind::Rematch, from: 1, agreed: vec![1] }),
                    ended: Some(Box::new(ended)),
                },
            },
            r#"{"type":"snapshot","state":{"game":"g7Kq2","seq":30,"setup":{"game":"chess","clock":null,"seats":[{"player":1,"name":"Ada","online":true},{"player":2,"name":"Bo","online":false}]},"start":null,"moves":["f2f3","e7e5","g2g4","d8h4"],"clocks_ms":[],"to_move":0,"offer":{"offer":"rematch","from":1,"agreed":[1]},"ended":{"kind":"ended","by":"board","reason":"checkmate, white wins","scores":["1","0"]}}}"#,
        ),
        (
            ServerMessage::Pong { id: 3, server_time_ms: 1_700_000_000_250 },
            r#"{"type":"pong","id":3,"server_time_ms":1700000000250}"#,
        ),
        (
            ServerMessage::Error { code: ErrorCode::RateLimited, message: "more than 20 messages a second".into() },
            r#"{"type":"error","code":"rate_limited","message":"more than 20 messages a second"}"#,
        ),
    ]
}

#[test]
fn client_messages_are_written_and_read_as_pinned() {
    for (message, wire) in client_cases() {
        assert_eq!(message.to_json(), wire);
        assert_eq!(ClientMessage::from_json(wire), Ok(message));
    }
}

#[test]
fn server_messages_are_written_and_read_as_pinned() {
    for (message, wire) in server_cases() {
        assert_eq!(message.to_json(), wire);
        assert_eq!(ServerMessage::from_json(wire), Ok(message));
    }
}

#[test]
fn a_resume_list_may_be_left_out_and_bad_frames_are_errors() {
    let hello = ClientMessage::from_json(r#"{"type":"hello","version":1,"token":null}"#);
    assert_eq!(hello, Ok(ClientMessage::Hello { version: 1, token: None, resume: vec![] }));
    for bad in [
        "",
        "not json",
        "{}",
        r#"{"type":"teleport","game":"g"}"#,
        r#"{"type":"move","game":"g","ply":-1,"text":"e2e4","id":1}"#,
        r#"{"type":"seek","game":"go","clock":null,"seats":2}"#,
        r#"{"type":"offer","game":"g","offer":"surrender"}"#,
        "[1,2,3]",
        r#"["hello",1,null]"#,
        r#"["sign_in","Arr"]"#,
    ] {
        assert!(ClientMessage::from_json(bad).is_err(), "accepted: {bad}");
    }
}

#[test]
fn points_travel_as_exact_fractions() {
    for (points, text) in [(Points::whole(1), "1"), (Points::ZERO, "0"), (Points::new(4, 3), "4/3")] {
        assert_eq!(points_text(points), text);
        assert_eq!(parse_points(text), Some(points));
    }
    assert_eq!(parse_points("1/0"), None);
    assert_eq!(parse_points("a/b"), None);
}
