//! The table's behaviour: clocks driven by injected times, offers and votes, takeback policies,
//! endings, and the saved-game format for every game.

use std::time::Duration;
use tabula_rules::{EndReason, Outcome, Points, Seat, Variant};
use tabula_table::{
    ClockSetup, EndedBy, GameSetup, OfferKind, Player, Resolution, SaveError, SavedEnding, SavedGame, Table,
    TableError, TakebackPolicy, saved_from_pgn,
};

fn timed(variant: Variant, base_secs: u32, increment_secs: u32) -> GameSetup {
    GameSetup { clock: Some(ClockSetup { base_secs, increment_secs }), ..GameSetup::hot_seat(variant) }
}

fn moves(list: &str) -> Vec<String> {
    list.split_whitespace().map(str::to_owned).collect()
}

/// Plays the first legal move `count` times.
fn play_first_moves(table: &mut Table, count: usize) {
    for _ in 0..count {
        let first = table.game().legal_move_strings().into_iter().next().expect("a legal move");
        table.play(&first).expect("legal");
    }
}

#[test]
fn a_flag_falls_on_the_injected_clock_and_ends_the_game() {
    let mut table = Table::with_moves(timed(Variant::Chess, 60, 0), &moves("e2e4")).expect("legal");
    let tick = table.tick(Duration::from_secs(59));
    assert_eq!((tick.flag, table.is_over()), (None, false));
    let tick = table.tick(Duration::from_millis(1500));
    assert_eq!(tick.flag, Some(Seat(1)));
    assert_eq!(table.outcome(), Some(Outcome::Win { winner: Seat(0), reason: EndReason::Timeout }));
    assert_eq!(table.ending().map(|e| e.by), Some(EndedBy::Flag(Seat(1))));
    assert_eq!(table.play("e7e5").err(), Some(TableError::GameOver));
    assert_eq!(table.tick(Duration::from_secs(5)).flag, None, "a flag falls once");

    // Against a bare king the flag only draws.
    let bare = GameSetup { start: Some("4k3/8/8/8/8/8/8/4K2Q b - - 0 1".to_owned()), ..timed(Variant::Chess, 1, 0) };
    let mut table = Table::new(bare).expect("position");
    table.tick(Duration::from_secs(2));
    assert!(matches!(table.outcome(), Some(Outcome::Win { winner: Seat(0), .. })), "black's flag: white wins");
    let mut table = Table::with_moves(
        GameSetup { start: Some("4k3/8/8/8/8/8/8/4K2Q w - - 0 1".to_owned()), ..timed(Variant::Chess, 1, 0) },
        &[],
    )
    .expect("position");
    table.tick(Duration::from_secs(2));
    assert_eq!(table.outcome(), Some(Outcome::Draw { reason: EndReason::TimeoutVsInsufficientMaterial }));
}

#[test]
fn increments_are_added_when_a_turn_ends_and_low_time_is_told_once() {
    let mut table = Table::new(timed(Variant::Brandubh, 30, 5)).expect("setup");
    let first = table.to_move();
    assert_eq!(table.tick(Duration::from_secs(12)).low_time, Some(first));
    assert_eq!(table.tick(Duration::from_secs(1)).low_time, None);
    play_first_moves(&mut table, 1);
    assert_eq!(table.clocks().left(first), Some(Duration::from_secs(22)));
    let second = table.to_move();
    let revision = table.revision();
    table.tick(Duration::from_secs(2));
    assert_eq!(table.revision(), revision, "running clocks are no change of the game");
    assert_eq!(table.clocks().left(second), Some(Duration::from_secs(28)), "only the seat to move runs");
}

#[test]
fn a_marseillais_clock_switches_and_increments_once_per_turn() {
    // White's single opening move, then Black's two half-moves.
    let mut table = Table::new(timed(Variant::Marseillais, 100, 10)).expect("setup");
    table.tick(Duration::from_secs(4));
    table.play("e2e4").expect("legal");
    assert_eq!(table.clocks().left(Seat(0)), Some(Duration::from_secs(106)));
    assert_eq!(table.to_move(), Seat(1));
    table.tick(Duration::from_secs(3));
    let half = table.play("e7e5").expect("legal");
    assert!(!half.turn_ended);
    assert_eq!(table.to_move(), Seat(1), "still Black's turn");
    table.tick(Duration::from_secs(3));
    assert_eq!(table.clocks().left(Seat(1)), Some(Duration::from_secs(94)), "no increment mid-turn");
    assert_eq!(table.clocks().left(Seat(0)), Some(Duration::from_secs(106)), "White's clock stands");
    let whole = table.play("b8c6").expect("legal");
    assert!(whole.turn_ended);
    assert_eq!(table.clocks().left(Seat(1)), Some(Duration::from_secs(104)));
    assert_eq!(table.to_move(), Seat(0));
}

#[test]
fn a_trichess_flag_is_scored_like_a_resignation() {
    let mut table = Table::new(timed(Variant::Trichess, 10, 0)).expect("setup");
    table.tick(Duration::from_secs(11));
    let points = vec![Points::ZERO, Points::whole(1), Points::whole(1)];
    assert_eq!(table.outcome(), Some(Outcome::Scores { points, reason: EndReason::Timeout }));
}

#[test]
fn three_seats_draw_only_when_every_other_seat_agrees() {
    let mut table = Table::new(GameSetup::hot_seat(Variant::Trichess)).expect("setup");
    play_first_moves(&mut table, 2);
    table.make_offer(Seat(2), OfferKind::Draw).expect("offer");
    assert_eq!(table.make_offer(Seat(0), OfferKind::Draw).err(), Some(TableError::OfferOpen(OfferKind::Draw)));
    assert_eq!(table.answer_offer(Seat(2), true).err(), Some(TableError::NotAsked(Seat(2))));
    assert_eq!(table.answer_offer(Seat(0), true), Ok(Resolution::Open));
    assert_eq!(table.answer_offer(Seat(0), true).err(), Some(TableError::NotAsked(Seat(0))));
    assert_eq!(table.answer_offer(Seat(1), false), Ok(Resolution::Declined(OfferKind::Draw)));
    assert!(!table.is_over() && table.offer().is_none());

    table.make_offer(Seat(2), OfferKind::Draw).expect("offer again");
    table.answer_offer(Seat(1), true).expect("answer");
    assert_eq!(table.answer_offer(Seat(0), true), Ok(Resolution::Drawn));
    let two_thirds = Points::new(2, 3);
    assert_eq!(table.outcome(), Some(Outcome::Scores { points: vec![two_thirds; 3], reason: EndReason::Agreement }));
}

#[test]
fn a_move_lets_an_open_offer_lapse() {
    let mut table = Table::new(GameSetup::hot_seat(Variant::Chess)).expect("setup");
    table.make_offer(Seat(0), OfferKind::Draw).expect("offer");
    table.play("e2e4").expect("legal");
    assert!(table.offer().is_none());
    assert_eq!(table.answer_offer(Seat(1), true).err(), Some(TableError::NoOffer));
}

#[test]
fn takeback_policies() {
    // Hot-seat: the last move, always.
    let mut hot = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4 e7e5")).expect("legal");
    assert_eq!(hot.takeback_policy(), TakebackPolicy::Always);
    assert_eq!(hot.takeback(), Ok(1));
    assert_eq!(hot.moves().len(), 1);

    // Against the computer: back to the human's turn, the computer's reply included.
    let setup = GameSetup::vs_computer(Variant::Chess, "Club", 0);
    let mut vs = Table::with_moves(setup, &moves("e2e4 e7e5")).expect("legal");
    assert_eq!(vs.takeback_policy(), TakebackPolicy::ToHumansLastMove);
    assert_eq!(vs.takeback(), Ok(2));
    assert!(vs.moves().is_empty() && vs.human_to_move());
    assert_eq!(vs.takeback(), Err(TableError::NothingToTakeBack));

    // Watching the computer play itself: nobody takes back.
    let watched =
        GameSetup { players: vec![Player::Computer("Club".into()); 2], ..GameSetup::hot_seat(Variant::Chess) };
    let mut watched = Table::with_moves(watched, &moves("e2e4")).expect("legal");
    assert!(!watched.can_take_back());
    assert_eq!(watched.takeback(), Err(TableError::NoHuman));

    // Online: only by consent, back to before the offerer's last move.
    let mut online = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4 e7e5 g1f3")).expect("legal");
    online.set_takeback_policy(TakebackPolicy::Consent);
    assert!(!online.can_take_back());
    assert_eq!(online.takeback(), Err(TableError::TakebackNeedsConsent));
    online.make_offer(Seat(1), OfferKind::Takeback).expect("black has moved");
    assert_eq!(online.answer_offer(Seat(0), true), Ok(Resolution::TakenBack(2)));
    assert_eq!(online.moves().len(), 1);
    assert_eq!(online.to_move(), Seat(1));
    let mut fresh = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4")).expect("legal");
    assert!(matches!(fresh.make_offer(Seat(1), OfferKind::Takeback), Err(TableError::OfferNotNow { .. })));
}

#[test]
fn resigning_in_a_three_seat_game_gives_the_other_two_a_point_each() {
    let setup = GameSetup::vs_computer(Variant::Trichess, "Club", 1);
    let mut table = Table::new(setup).expect("setup");
    play_first_moves(&mut table, 1);
    assert_eq!(table.resign(Seat(3)).err(), Some(TableError::NoSuchSeat(Seat(3))));
    table.resign(Seat(1)).expect("resign");
    let points = vec![Points::whole(1), Points::ZERO, Points::whole(1)];
    assert_eq!(table.outcome(), Some(Outcome::Scores { points, reason: EndReason::Resignation }));
    assert_eq!(table.ending().map(|e| e.by), Some(EndedBy::Resignation(Seat(1))));
    assert_eq!(table.resign(Seat(0)).err(), Some(TableError::GameOver));
}

#[test]
fn only_a_human_at_the_table_can_resign() {
    let watched =
        GameSetup { players: vec![Player::Computer("Club".into()); 3], ..GameSetup::hot_seat(Variant::Trichess) };
    let mut watched = Table::new(watched).expect("setup");
    assert!(!watched.can_resign());
    assert_eq!(watched.resign(Seat(0)), Err(TableError::NoHuman));
    assert!(Table::new(GameSetup::vs_computer(Variant::Trichess, "Club", 1)).expect("setup").can_resign());
    assert!(Table::new(GameSetup::hot_seat(Variant::Chess)).expect("setup").can_resign());
    // Fool's mate: the game is over, nobody resigns it.
    let mated = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("f2f3 e7e5 g2g4 d8h4")).expect("legal");
    assert!(!mated.can_resign());
}

#[test]
fn abort_before_everyone_moved_and_rematch_after_the_end() {
    let mut table = Table::with_moves(GameSetup::hot_seat(Variant::Brandubh), &[]).expect("setup");
    play_first_moves(&mut table, 1);
    table.make_offer(Seat(1), OfferKind::Abort).expect("abort is possible");
    assert_eq!(table.answer_offer(Seat(0), true), Ok(Resolution::Aborted));
    assert!(table.is_over() && table.outcome().is_none());
    assert_eq!(table.ending().map(|e| e.describe(&[])), Some("game aborted".to_owned()));

    let mut table = Table::new(GameSetup::vs_computer(Variant::Chess, "Club", 0)).expect("setup");
    play_first_moves(&mut table, 2);
    assert!(matches!(table.make_offer(Seat(0), OfferKind::Abort), Err(TableError::OfferNotNow { .. })));
    assert!(matches!(table.make_offer(Seat(0), OfferKind::Rematch), Err(TableError::OfferNotNow { .. })));
    table.resign(Seat(0)).expect("resign");
    table.make_offer(Seat(1), OfferKind::Rematch).expect("rematch");
    let Ok(Resolution::Rematch(next)) = table.answer_offer(Seat(0), true) else { panic!("a rematch") };
    assert_eq!(next.players[0], Player::Computer("Club".into()));
}

#[test]
fn claims_only_what_the_rules_allow() {
    let mut table = Table::new(GameSetup::hot_seat(Variant::Chess)).expect("setup");
    assert_eq!(table.claim_draw().err(), Some(TableError::NoClaim));
    let shuffle = moves("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    let mut table = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &shuffle).expect("legal");
    assert!(table.claim_draw().is_ok());
    assert!(matches!(table.outcome(), Some(Outcome::Draw { reason: EndReason::Claimed(_) })));
}

#[test]
fn moves_are_refused_with_reasons() {
    let mut table = Table::new(GameSetup::hot_seat(Variant::Chess)).expect("setup");
    assert_eq!(table.play_as(Seat(1), "e7e5").err(), Some(TableError::NotYourTurn { seat: Seat(1), to_move: Seat(0) }));
    let Err(TableError::Illegal { reason, code, .. }) = table.play("e2e5") else { panic!("illegal") };
    assert_eq!(code, "cannot-move-there");
    assert!(reason.contains("cannot move there"), "{reason}");
    assert!(matches!(table.play("zz"), Err(TableError::Illegal { code: "malformed", .. })));
    assert!(table.moves().is_empty());
    let replay = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4 e2e4"));
    assert!(matches!(replay, Err(TableError::Replay { ply: 2, .. })));
}

#[test]
fn review_shows_earlier_positions_without_touching_the_game() {
    let mut table = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4 e7e5")).expect("legal");
    let live = table.game().position_string();
    table.set_review(Some(0));
    assert_eq!(table.shown().position_string(), Variant::Chess.new_game().position_string());
    assert!(!table.human_to_move());
    table.set_review(Some(2));
    assert_eq!(table.review(), None, "the live ply is no review");
    assert_eq!(table.game().position_string(), live);
}

/// A finished or unfinished game of each variant, with every kind of ending a save can hold.
fn sample_games() -> Vec<Table> {
    let mut tables = Vec::new();
    for variant in Variant::ALL {
        let mut table = Table::new(timed(variant, 300, 2)).expect("setup");
        play_first_moves(&mut table, 6);
        table.tick(Duration::from_millis(1234));
        tables.push(table);
    }
    let mut resigned = Table::new(GameSetup::vs_computer(Variant::Trichess, "Club", 2)).expect("setup");
    play_first_moves(&mut resigned, 4);
    resigned.resign(Seat(2)).expect("resign");
    tables.push(resigned);
    let mut flagged = Table::with_moves(timed(Variant::Chess, 5, 0), &moves("e2e4")).expect("legal");
    flagged.tick(Duration::from_secs(6));
    tables.push(flagged);
    let mut agreed = Table::with_moves(GameSetup::hot_seat(Variant::Brandubh), &[]).expect("setup");
    play_first_moves(&mut agreed, 3);
    agreed.make_offer(Seat(0), OfferKind::Draw).expect("offer");
    agreed.answer_offer(Seat(1), true).expect("agree");
    tables.push(agreed);
    let shuffle = moves("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    let mut claimed = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &shuffle).expect("legal");
    claimed.claim_draw().expect("claim");
    tables.push(claimed);
    let mut aborted = Table::new(GameSetup::hot_seat(Variant::Trigame)).expect("setup");
    aborted.make_offer(Seat(0), OfferKind::Abort).expect("abort");
    aborted.answer_offer(Seat(1), true).expect("agree");
    tables.push(aborted);
    let mut red_first = GameSetup::hot_seat(Variant::Trigame);
    red_first.first_seat = 1;
    let mut red = Table::new(red_first).expect("setup");
    play_first_moves(&mut red, 3);
    tables.push(red);
    tables
}

#[test]
fn every_game_saves_and_loads_back_the_same() {
    for table in sample_games() {
        let saved = SavedGame::of(&table);
        let text = saved.to_ron();
        let back = SavedGame::from_ron(&text).expect("parses");
        assert_eq!(back, saved, "{text}");
        let restored = back.restore().expect("replays");
        assert_eq!(restored.game().position_string(), table.game().position_string(), "{text}");
        assert_eq!(restored.ending(), table.ending(), "{text}");
        assert_eq!(restored.clocks().remaining(), table.clocks().remaining(), "{text}");
        assert_eq!(restored.moves(), table.moves());
        assert_eq!(SavedGame::of(&restored), saved);
    }
    // Chess and Marseillais also write PGN that reads back as the same moves.
    for variant in [Variant::Chess, Variant::Marseillais] {
        let mut table = Table::new(GameSetup::hot_seat(variant)).expect("setup");
        play_first_moves(&mut table, 7);
        let pgn = tabula_table::pgn_of(&table).expect("a PGN game");
        let back = saved_from_pgn(&pgn).expect("reads").restore().expect("replays");
        assert_eq!(back.game().position_string(), table.game().position_string(), "{pgn}");
    }
    assert!(tabula_table::pgn_of(&Table::new(GameSetup::hot_seat(Variant::Trigame)).expect("setup")).is_none());
}

/// A valid save (chess, a clock, 1. e4) with one field's value replaced.
fn with_field(field: &str, value: &str) -> String {
    let mut table = Table::new(timed(Variant::Chess, 60, 0)).expect("setup");
    table.play("e2e4").expect("legal");
    let good = SavedGame::of(&table).to_ron();
    let start = good.find(&format!("{field}:")).unwrap_or_else(|| panic!("{field} in {good}"));
    // The value runs to the first comma outside brackets.
    let mut depth = 0;
    let mut end = good.len();
    for (offset, c) in good[start..].char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                end = start + offset;
                break;
            }
            _ => {}
        }
    }
    format!("{}{field}: {value}{}", &good[..start], &good[end..])
}

#[test]
fn a_malformed_save_is_an_error_for_every_field() {
    let error = |text: &str| match SavedGame::from_ron(text).and_then(|s| s.restore()) {
        Ok(_) => panic!("accepted: {text}"),
        Err(error) => error,
    };
    assert!(matches!(error(""), SaveError::Syntax(_)));
    assert!(matches!(error("(format: 1, setup: oops"), SaveError::Syntax(_)));
    assert_eq!(error(&with_field("format", "7")), SaveError::Format(7));
    assert!(matches!(error(&with_field("variant", "\"go\"")), SaveError::Syntax(e) if e.contains("unknown game 'go'")));
    assert!(matches!(error(&with_field("variant", "\"trichess\"")), SaveError::Table(TableError::Setup(_))));
    assert!(matches!(error(&with_field("players", "[Human]")), SaveError::Table(TableError::Setup(_))));
    assert!(matches!(error(&with_field("players", "[Human, Robot]")), SaveError::Syntax(_)));
    assert!(matches!(
        error(&with_field("clock", "Some((base_secs: 0, increment_secs: 1))")),
        SaveError::Table(TableError::Setup(_))
    ));
    assert!(matches!(error(&with_field("clock", "Some((base_secs: -1, increment_secs: 1))")), SaveError::Syntax(_)));
    assert!(matches!(error(&with_field("first_seat", "1")), SaveError::Table(TableError::Setup(_))));
    assert!(matches!(error(&with_field("first_seat", "300")), SaveError::Syntax(_)));
    assert!(matches!(error(&with_field("start", "Some(\"8/8/8 w\")")), SaveError::Table(TableError::Setup(_))));
    assert!(matches!(error(&with_field("moves", "[\"e2e5\"]")), SaveError::Table(TableError::Replay { ply: 1, .. })));
    assert!(matches!(error(&with_field("moves", "\"e2e4\"")), SaveError::Syntax(_)));
    assert_eq!(error(&with_field("clock_ms", "[1000]")), SaveError::ClockSeats { expected: 2, found: 1 });
    assert!(matches!(error(&with_field("clock_ms", "[1000, \"x\"]")), SaveError::Syntax(_)));
    assert!(matches!(error(&with_field("clock", "None")), SaveError::ClockWithoutSetup));
    assert_eq!(error(&with_field("ending", "Some(Resigned(2))")), SaveError::EndingSeat(2));
    assert_eq!(error(&with_field("ending", "Some(FlagFell(9))")), SaveError::EndingSeat(9));
    assert!(matches!(error(&with_field("ending", "Some(Claimed)")), SaveError::Ending(_)));
    let aborted = with_field("ending", "Some(Aborted)");
    assert!(SavedGame::from_ron(&aborted).and_then(|s| s.restore()).is_ok(), "only white has moved: {aborted}");
    assert!(matches!(error(&with_field("ending", "Some(Walked)")), SaveError::Syntax(_)));
    let mate = "f2f3 e7e5 g2g4 d8h4";
    let mated = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves(mate)).expect("legal");
    let mut saved = SavedGame::of(&mated);
    saved.ending = Some(SavedEnding::Agreed);
    assert!(matches!(saved.restore(), Err(SaveError::Ending(_))));
    let both = Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("e2e4 e7e5")).expect("legal");
    let mut saved = SavedGame::of(&both);
    saved.ending = Some(SavedEnding::Aborted);
    assert!(matches!(saved.restore(), Err(SaveError::Ending(_))), "both have moved");
    assert!(matches!(saved_from_pgn("1. e4 e5 2. Ke3"), Err(SaveError::Pgn(_))));
    // Every message names what is wrong.
    let message = error(&with_field("clock_ms", "[1000]")).to_string();
    assert!(message.contains("clock_ms"), "{message}");
}

#[test]
fn truncate_drops_the_later_moves_and_an_ending() {
    // Fool's mate, then back to after 1. f3 e5: the game is open again.
    let mut table =
        Table::with_moves(GameSetup::hot_seat(Variant::Chess), &moves("f2f3 e7e5 g2g4 d8h4")).expect("legal");
    assert!(table.is_over());
    table.set_review(Some(2));
    assert_eq!(table.truncate(2), 2);
    assert_eq!(table.moves().len(), 2);
    assert!(!table.is_over() && table.review().is_none());
    assert_eq!(table.truncate(5), 0);
    table.play("g1h3").expect("a new line from there");
}
