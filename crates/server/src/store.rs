//! Where the server keeps what must survive a restart: players (with a hash of their token),
//! games (their setup and seats) and every game's events in order. A move is acknowledged only
//! after its event is committed here. One trait, so another back end (PostgreSQL) can take
//! SQLite's place; SQLite runs in WAL mode with synchronous FULL, and events that arrive while
//! a commit is being written go together into the next one (group commit: one fsync for many
//! moves).

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use std::future::Future;
use std::str::FromStr;

/// A stored game: its id, its setup as JSON, the players by seat, and its events as JSON in
/// sequence order (the first has sequence number 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub id: String,
    pub setup: String,
    pub seats: Vec<u64>,
    pub events: Vec<String>,
}

/// The server's persistent store.
pub trait Store: Send + Sync + 'static {
    fn create_player(&self, name: &str, token_hash: &str) -> impl Future<Output = Result<u64, String>> + Send;
    /// The player holding a token (by its hash): id and name.
    fn player_by_token(&self, token_hash: &str) -> impl Future<Output = Result<Option<(u64, String)>, String>> + Send;
    fn player_name(&self, id: u64) -> impl Future<Output = Result<Option<String>, String>> + Send;
    fn create_game(&self, id: &str, setup: &str, seats: &[u64]) -> impl Future<Output = Result<(), String>> + Send;
    /// Appends event `seq` of a game; returns once it is committed.
    fn append_event(&self, game: &str, seq: u64, event: &str) -> impl Future<Output = Result<(), String>> + Send;
    /// Every game with its events (the server replays them at start-up).
    fn load_games(&self) -> impl Future<Output = Result<Vec<StoredGame>, String>> + Send;
}

/// SQLite in one file (or in memory for `sqlite::memory:`).
#[derive(Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    events: tokio::sync::mpsc::UnboundedSender<PendingEvent>,
}

/// An event waiting for the next group commit, and who waits for it.
struct PendingEvent {
    game: String,
    seq: u64,
    event: String,
    done: tokio::sync::oneshot::Sender<Result<(), String>>,
}

/// The most events one transaction takes.
const MAX_BATCH: usize = 1024;

/// Writes events as they come: everything waiting when a commit starts goes into it.
async fn commit_events(pool: SqlitePool, mut incoming: tokio::sync::mpsc::UnboundedReceiver<PendingEvent>) {
    while let Some(first) = incoming.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match incoming.try_recv() {
                Ok(more) => batch.push(more),
                Err(_) => break,
            }
        }
        let result = write_events(&pool, &batch).await;
        for pending in batch {
            // The waiter may have gone (its connection closed): nothing to tell then.
            let _ = pending.done.send(result.clone());
        }
    }
}

async fn write_events(pool: &SqlitePool, batch: &[PendingEvent]) -> Result<(), String> {
    let mut transaction = pool.begin().await.map_err(error)?;
    for pending in batch {
        sqlx::query("INSERT INTO events (game, seq, event) VALUES (?, ?, ?)")
            .bind(&pending.game)
            .bind(pending.seq as i64)
            .bind(&pending.event)
            .execute(&mut *transaction)
            .await
            .map_err(error)?;
    }
    transaction.commit().await.map_err(error)
}

fn error(e: sqlx::Error) -> String {
    e.to_string()
}

impl SqliteStore {
    /// Opens (creating when missing) the database at `url` (`sqlite:PATH`).
    pub async fn open(url: &str) -> Result<SqliteStore, String> {
        let options = SqliteConnectOptions::from_str(url)
            .map_err(error)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full);
        let pool = SqlitePoolOptions::new().max_connections(4).connect_with(options).await.map_err(error)?;
        for statement in [
            "CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE)",
            "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, setup TEXT NOT NULL, seats TEXT NOT NULL, created INTEGER NOT NULL DEFAULT (unixepoch()))",
            "CREATE TABLE IF NOT EXISTS events (game TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, PRIMARY KEY (game, seq))",
        ] {
            sqlx::query(statement).execute(&pool).await.map_err(error)?;
        }
        let (events, incoming) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(commit_events(pool.clone(), incoming));
        Ok(SqliteStore { pool, events })
    }
}

impl Store for SqliteStore {
    async fn create_player(&self, name: &str, token_hash: &str) -> Result<u64, String> {
        let row = sqlx::query("INSERT INTO players (name, token_hash) VALUES (?, ?) RETURNING id")
            .bind(name)
            .bind(token_hash)
            .fetch_one(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.get::<i64, _>(0) as u64)
    }

    async fn player_by_token(&self, token_hash: &str) -> Result<Option<(u64, String)>, String> {
        let row = sqlx::query("SELECT id, name FROM players WHERE token_hash = ?")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.map(|r| (r.get::<i64, _>(0) as u64, r.get::<String, _>(1))))
    }

    async fn player_name(&self, id: u64) -> Result<Option<String>, String> {
        let row = sqlx::query("SELECT name FROM players WHERE id = ?")
            .bind(id as i64)
            .fetch_optional(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.map(|r| r.get::<String, _>(0)))
    }

    async fn create_game(&self, id: &str, setup: &str, seats: &[u64]) -> Result<(), String> {
        let seats = serde_json::to_string(seats).map_err(|e| e.to_string())?;
        sqlx::query("INSERT INTO games (id, setup, seats) VALUES (?, ?, ?)")
            .bind(id)
            .bind(setup)
            .bind(seats)
            .execute(&self.pool)
            .await
            .map_err(error)?;
        Ok(())
    }

    async fn append_event(&self, game: &str, seq: u64, event: &str) -> Result<(), String> {
        let (done, committed) = tokio::sync::oneshot::channel();
        let pending = PendingEvent { game: game.to_owned(), seq, event: event.to_owned(), done };
        self.events.send(pending).map_err(|_| "the store is closed".to_owned())?;
        committed.await.map_err(|_| "the store is closed".to_owned())?
    }

    async fn load_games(&self) -> Result<Vec<StoredGame>, String> {
        let games = sqlx::query("SELECT id, setup, seats FROM games ORDER BY created, id")
            .fetch_all(&self.pool)
            .await
            .map_err(error)?;
        let mut stored = Vec::with_capacity(games.len());
        for row in games {
            let id: String = row.get(0);
            let seats: Vec<u64> = serde_json::from_str(&row.get::<String, _>(2)).map_err(|e| e.to_string())?;
            let events = sqlx::query("SELECT event FROM events WHERE game = ? ORDER BY seq")
                .bind(&id)
                .fetch_all(&self.pool)
                .await
                .map_err(error)?
                .into_iter()
                .map(|r| r.get::<String, _>(0))
                .collect();
            stored.push(StoredGame { id, setup: row.get(1), seats, events });
        }
        Ok(stored)
    }
}
