//! The store's contract, checked the same way on SQLite and on a real PostgreSQL: players and
//! their tokens, games and their gap-free events under concurrent group commits, a duplicate
//! event refused without failing its neighbours, finished games left out of start-up, and all
//! of it still there when the store is opened again.

mod common;

use common::{temp_database, temp_postgres};
use tabula_server::store::{Backend, SqlStore, Store};

#[tokio::test]
async fn the_store_contract_on_sqlite() {
    contract(&temp_database("store")).await;
}

#[tokio::test]
async fn the_store_contract_on_postgresql() {
    if let Some(database) = temp_postgres("store").await {
        contract(&database).await;
    }
}

#[tokio::test]
async fn a_database_url_names_its_back_end_or_is_refused_clearly() {
    assert_eq!(Backend::of("sqlite:/tmp/x.db"), Ok(Backend::Sqlite));
    assert_eq!(Backend::of("postgres://u:p@h/db"), Ok(Backend::Postgres));
    assert_eq!(Backend::of("postgresql://h/db"), Ok(Backend::Postgres));
    let refused = Backend::of("mysql://h/db").expect_err("not a back end");
    assert!(refused.contains("sqlite:PATH") && refused.contains("postgres://"), "{refused}");
    // A PostgreSQL that is not there is an error naming the URL, without its password.
    let Err(unreachable) = SqlStore::open("postgres://ada:secret@127.0.0.1:1/none").await else {
        panic!("opened a database that does not exist");
    };
    assert!(unreachable.contains("ada:***@127.0.0.1:1") && !unreachable.contains("secret"), "{unreachable}");
}

async fn contract(url: &str) {
    let store = SqlStore::open(url).await.expect("opens");
    assert_eq!(store.backend(), Backend::of(url).expect("a back end"));
    let durability = store.durability().await.expect("settings");
    if store.backend() == Backend::Sqlite {
        assert_eq!(durability, "journal_mode=wal synchronous=full");
    } else {
        assert!(durability.contains("synchronous_commit=on"), "{durability}");
    }

    // Players: a token's hash finds its player; a hash is held once.
    let ada = store.create_player("Ada", "hash-ada").await.expect("Ada");
    let bo = store.create_player("Bo", "hash-bo").await.expect("Bo");
    assert_ne!(ada, bo);
    assert_eq!(store.player_by_token("hash-ada").await.expect("query"), Some((ada, "Ada".to_owned())));
    assert_eq!(store.player_by_token("hash-nobody").await.expect("query"), None);
    assert_eq!(store.player_name(bo).await.expect("query").as_deref(), Some("Bo"));
    assert_eq!(store.player_name(9_999_999).await.expect("query"), None);
    assert!(store.create_player("Imposter", "hash-ada").await.is_err(), "a token hash held twice");

    // Ten games, each given 30 events by concurrent writers: each game's events come back
    // whole and in order, whatever batches they were committed in.
    let games: Vec<String> = (0..10).map(|g| format!("g{g:02}")).collect();
    for (g, id) in games.iter().enumerate() {
        let setup = format!("{{\"setup\":{g}}}");
        store.create_game(id, &setup, &[ada, bo]).await.expect("a game");
    }
    let mut writers = Vec::new();
    for id in &games {
        let (store, id) = (store.clone(), id.clone());
        writers.push(tokio::spawn(async move {
            for seq in 1..=30u64 {
                store.append_event(&id, seq, &format!("{{\"e\":{seq}}}")).await.expect("committed");
            }
        }));
    }
    for writer in writers {
        writer.await.expect("a writer");
    }

    // An event number already taken is refused; an event sent at the same moment for another
    // game (likely the same transaction) is committed all the same.
    let (duplicate, neighbour) = tokio::join!(store.append_event("g00", 5, "{}"), store.append_event("g01", 31, "{}"));
    assert!(duplicate.is_err(), "event 5 of g00 written twice");
    neighbour.expect("a good event is not failed by a bad one beside it");

    store.finish_game("g03").await.expect("finished");
    check_games(&store, &games, ada, bo).await;

    // Opened again (a restart): everything is still there.
    drop(store);
    let store = SqlStore::open(url).await.expect("opens again");
    check_games(&store, &games, ada, bo).await;
    assert_eq!(store.player_by_token("hash-bo").await.expect("query"), Some((bo, "Bo".to_owned())));
}

async fn check_games(store: &SqlStore, games: &[String], ada: u64, bo: u64) {
    let loaded = store.load_games().await.expect("loads");
    let ids: Vec<&str> = loaded.iter().map(|g| g.id.as_str()).collect();
    let unfinished: Vec<&str> = games.iter().map(String::as_str).filter(|id| *id != "g03").collect();
    assert_eq!(ids, unfinished, "unfinished games, in the order they were made");
    for game in &loaded {
        assert_eq!(game.seats, [ada, bo]);
        let expected = 30 + usize::from(game.id == "g01");
        assert_eq!(game.events.len(), expected, "{}", game.id);
        assert_eq!(game.events[..30], (1..=30).map(|seq| format!("{{\"e\":{seq}}}")).collect::<Vec<_>>()[..]);
    }
    let finished = store.load_game("g03").await.expect("loads").expect("a finished game is kept");
    assert_eq!((finished.setup.as_str(), finished.events.len()), ("{\"setup\":3}", 30));
    assert_eq!(store.load_game("nope").await.expect("loads"), None);
}
