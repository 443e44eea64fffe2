//! Where the server keeps what must survive a restart: players (with a hash of their token),
//! games (their setup and seats) and every game's events in order. A move is acknowledged only
//! after its event is committed here. One trait over one SQL store that runs on SQLite (a file,
//! WAL mode, synchronous FULL) or on PostgreSQL, chosen by the database URL alone. Events that
//! arrive while a commit is being written go together into the next one (group commit: one
//! flush to disk for many moves).

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyConnection, AnyPool, Connection, Executor, Row};
use std::future::Future;

/// A stored game: its id, its setup as JSON, the players by seat, and its events as JSON in
/// sequence order (the first has sequence number 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub id: String,
    pub setup: String,
    pub seats: Vec<u64>,
    pub events: Vec<String>,
    /// Why the game cannot be trusted as stored (unreadable seats, a gap in its event numbers),
    /// if it cannot: the server sets such a game aside instead of loading it.
    pub problem: Option<String>,
}

/// The server's persistent store.
pub trait Store: Send + Sync + 'static {
    fn create_player(&self, name: &str, token_hash: &str) -> impl Future<Output = Result<u64, String>> + Send;
    /// The player holding a token (by its hash): id and name.
    fn player_by_token(&self, token_hash: &str) -> impl Future<Output = Result<Option<(u64, String)>, String>> + Send;
    fn player_name(&self, id: u64) -> impl Future<Output = Result<Option<String>, String>> + Send;
    fn create_game(&self, id: &str, setup: &str, seats: &[u64]) -> impl Future<Output = Result<(), String>> + Send;
    /// Appends event `seq` of a game; returns once it is committed. A second event with the same
    /// game and number is an error.
    fn append_event(&self, game: &str, seq: u64, event: &str) -> impl Future<Output = Result<(), String>> + Send;
    /// Marks a game finished: start-up no longer loads it.
    fn finish_game(&self, id: &str) -> impl Future<Output = Result<(), String>> + Send;
    /// Every unfinished game with its events (the server replays them at start-up).
    fn load_games(&self) -> impl Future<Output = Result<Vec<StoredGame>, String>> + Send;
    /// One game, finished or not.
    fn load_game(&self, id: &str) -> impl Future<Output = Result<Option<StoredGame>, String>> + Send;
}

/// Which database a [`SqlStore`] talks to; the schema's few differences follow from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The back end a database URL names (`sqlite:PATH`, `sqlite::memory:`, `postgres://...`).
    pub fn of(url: &str) -> Result<Backend, String> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(format!("{url}: a database is sqlite:PATH or postgres://USER:PASSWORD@HOST/NAME"))
        }
    }

    fn schema(self) -> [&'static str; 3] {
        // Only the players' generated id differs; every other column means the same in both.
        match self {
            Backend::Sqlite => [
                "CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE)",
                GAMES_TABLE,
                EVENTS_TABLE,
            ],
            Backend::Postgres => [
                "CREATE TABLE IF NOT EXISTS players (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE)",
                GAMES_TABLE,
                EVENTS_TABLE,
            ],
        }
    }
}

const GAMES_TABLE: &str = "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, setup TEXT NOT NULL, seats TEXT NOT NULL, created BIGINT NOT NULL, finished BIGINT NOT NULL DEFAULT 0)";
const EVENTS_TABLE: &str = "CREATE TABLE IF NOT EXISTS events (game TEXT NOT NULL, seq BIGINT NOT NULL, event TEXT NOT NULL, PRIMARY KEY (game, seq))";

/// The store on either back end.
#[derive(Clone)]
pub struct SqlStore {
    pool: AnyPool,
    backend: Backend,
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
async fn commit_events(
    pool: AnyPool,
    backend: Backend,
    mut incoming: tokio::sync::mpsc::UnboundedReceiver<PendingEvent>,
) {
    while let Some(first) = incoming.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match incoming.try_recv() {
                Ok(more) => batch.push(more),
                Err(_) => break,
            }
        }
        let result = write_events(&pool, backend, &batch).await;
        let failed = result.is_err() && batch.len() > 1;
        if failed {
            // One bad event (a number already taken) must not fail the others that shared its
            // transaction: write them one by one, each with its own answer.
            for pending in batch {
                let result = write_events(&pool, backend, std::slice::from_ref(&pending)).await;
                let _ = pending.done.send(result);
            }
            continue;
        }
        for pending in batch {
            // The waiter may have gone (its connection closed): nothing to tell then.
            let _ = pending.done.send(result.clone());
        }
    }
}

async fn write_events(pool: &AnyPool, backend: Backend, batch: &[PendingEvent]) -> Result<(), String> {
    // One statement for the whole batch: each statement is a round trip to the database's
    // connection (for SQLite a hand-over to its worker thread), which costs more than the row.
    // SQLite gets plain `?` placeholders: numbered ones are looked up by name when bound, which
    // for a thousand rows costs more than the insert.
    let mut sql = String::from("INSERT INTO events (game, seq, event) VALUES ");
    for index in 0..batch.len() {
        let first = index * 3 + 1;
        let separator = if index == 0 { "" } else { ", " };
        match backend {
            Backend::Sqlite => sql.push_str(&format!("{separator}(?, ?, ?)")),
            Backend::Postgres => sql.push_str(&format!("{separator}(${first}, ${}, ${})", first + 1, first + 2)),
        }
    }
    let mut query = sqlx::query(&sql);
    for pending in batch {
        query = query.bind(&pending.game).bind(pending.seq as i64).bind(&pending.event);
    }
    // One statement is one transaction: all of the batch is committed, or none of it.
    query.execute(pool).await.map_err(error)?;
    Ok(())
}

/// A pool's settings: on SQLite, every connection durable and patient with the writer.
fn options_for(backend: Backend) -> AnyPoolOptions {
    AnyPoolOptions::new().after_connect(move |connection, _| {
        Box::pin(async move {
            if backend == Backend::Sqlite {
                // Durable before acknowledged: every commit reaches the disk, and readers do
                // not wait for the writer.
                connection.execute("PRAGMA journal_mode = WAL").await?;
                connection.execute("PRAGMA synchronous = FULL").await?;
                connection.execute("PRAGMA busy_timeout = 5000").await?;
            }
            Ok(())
        })
    })
}

fn error(e: sqlx::Error) -> String {
    e.to_string()
}

fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl SqlStore {
    /// Opens the database at `url`, creating the SQLite file and the tables when missing.
    pub async fn open(url: &str) -> Result<SqlStore, String> {
        let backend = Backend::of(url)?;
        install_default_drivers();
        let url = match backend {
            // `mode=rwc` creates the file when it is missing.
            Backend::Sqlite if !url.contains('?') && !url.contains(":memory:") => format!("{url}?mode=rwc"),
            _ => url.to_owned(),
        };
        let options = options_for(backend).max_connections(4);
        // One plain connection first: a database that is not there fails at once with its own
        // error, where the pool would retry until its timeout.
        let probe = AnyConnection::connect(&url).await.map_err(|e| format!("{}: {e}", redacted(&url)))?;
        probe.close().await.map_err(error)?;
        let pool = options.connect(&url).await.map_err(|e| format!("{}: {e}", redacted(&url)))?;
        for statement in backend.schema() {
            sqlx::query(statement).execute(&pool).await.map_err(error)?;
        }
        if backend == Backend::Sqlite {
            upgrade_sqlite(&pool).await?;
        }
        // The group commit has a connection of its own: look-ups and sign-ins from strangers,
        // however many, never wait in front of the moves.
        // (An in-memory database is one per parsed URL: it keeps the one pool.)
        let writer = if url.contains(":memory:") {
            pool.clone()
        } else {
            options_for(backend)
                .max_connections(1)
                .connect(&url)
                .await
                .map_err(|e| format!("{}: {e}", redacted(&url)))?
        };
        let (events, incoming) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(commit_events(writer, backend, incoming));
        Ok(SqlStore { pool, backend, events })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// How commits reach the disk, as the database reports it (logged at start-up): SQLite's
    /// journal mode and synchronous level, PostgreSQL's fsync and synchronous_commit.
    pub async fn durability(&self) -> Result<String, String> {
        let queries: [(&str, &str); 2] = match self.backend {
            Backend::Sqlite => [
                ("journal_mode", "SELECT journal_mode FROM pragma_journal_mode"),
                (
                    "synchronous",
                    "SELECT CASE synchronous WHEN 0 THEN 'off' WHEN 1 THEN 'normal' WHEN 2 THEN 'full' ELSE 'extra' END FROM pragma_synchronous",
                ),
            ],
            Backend::Postgres => [
                ("fsync", "SELECT current_setting('fsync')"),
                ("synchronous_commit", "SELECT current_setting('synchronous_commit')"),
            ],
        };
        let mut settings = Vec::new();
        for (name, query) in queries {
            let value: String = sqlx::query(query).fetch_one(&self.pool).await.map_err(error)?.get(0);
            settings.push(format!("{name}={value}"));
        }
        Ok(settings.join(" "))
    }

    /// A game's events in order, and the first number missing from them, if one is.
    async fn events_of(&self, id: &str) -> Result<(Vec<String>, Option<u64>), String> {
        let rows = sqlx::query("SELECT seq, event FROM events WHERE game = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&self.pool)
            .await
            .map_err(error)?;
        let mut gap = None;
        let mut events = Vec::with_capacity(rows.len());
        for (index, row) in rows.into_iter().enumerate() {
            let seq: i64 = row.get(0);
            if gap.is_none() && seq != index as i64 + 1 {
                gap = Some(index as u64 + 1);
            }
            events.push(row.get::<String, _>(1));
        }
        Ok((events, gap))
    }

    async fn stored(&self, row: sqlx::any::AnyRow) -> Result<StoredGame, String> {
        let id: String = row.get(0);
        let (events, gap) = self.events_of(&id).await?;
        let mut problem = gap.map(|seq| format!("event {seq} is missing"));
        let seats = serde_json::from_str(&row.get::<String, _>(2)).unwrap_or_else(|e| {
            problem = Some(format!("its seats are unreadable: {e}"));
            Vec::new()
        });
        Ok(StoredGame { id, setup: row.get(1), seats, events, problem })
    }
}

/// Databases made before games could be finished get the column (every game in them counts as
/// unfinished until it is loaded and seen to be over).
async fn upgrade_sqlite(pool: &AnyPool) -> Result<(), String> {
    let columns = sqlx::query("SELECT name FROM pragma_table_info('games')").fetch_all(pool).await.map_err(error)?;
    if !columns.iter().any(|c| c.get::<String, _>(0) == "finished") {
        sqlx::query("ALTER TABLE games ADD COLUMN finished BIGINT NOT NULL DEFAULT 0")
            .execute(pool)
            .await
            .map_err(error)?;
    }
    Ok(())
}

/// A URL without its password, for error messages.
pub fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            let user = credentials.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}

impl Store for SqlStore {
    async fn create_player(&self, name: &str, token_hash: &str) -> Result<u64, String> {
        let row = sqlx::query("INSERT INTO players (name, token_hash) VALUES ($1, $2) RETURNING id")
            .bind(name)
            .bind(token_hash)
            .fetch_one(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.get::<i64, _>(0) as u64)
    }

    async fn player_by_token(&self, token_hash: &str) -> Result<Option<(u64, String)>, String> {
        let row = sqlx::query("SELECT id, name FROM players WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.map(|r| (r.get::<i64, _>(0) as u64, r.get::<String, _>(1))))
    }

    async fn player_name(&self, id: u64) -> Result<Option<String>, String> {
        let row = sqlx::query("SELECT name FROM players WHERE id = $1")
            .bind(id as i64)
            .fetch_optional(&self.pool)
            .await
            .map_err(error)?;
        Ok(row.map(|r| r.get::<String, _>(0)))
    }

    async fn create_game(&self, id: &str, setup: &str, seats: &[u64]) -> Result<(), String> {
        let seats = serde_json::to_string(seats).map_err(|e| e.to_string())?;
        sqlx::query("INSERT INTO games (id, setup, seats, created) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(setup)
            .bind(seats)
            .bind(now_ms())
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

    async fn finish_game(&self, id: &str) -> Result<(), String> {
        sqlx::query("UPDATE games SET finished = 1 WHERE id = $1").bind(id).execute(&self.pool).await.map_err(error)?;
        Ok(())
    }

    async fn load_games(&self) -> Result<Vec<StoredGame>, String> {
        let games = sqlx::query("SELECT id, setup, seats FROM games WHERE finished = 0 ORDER BY created, id")
            .fetch_all(&self.pool)
            .await
            .map_err(error)?;
        let mut stored = Vec::with_capacity(games.len());
        for row in games {
            stored.push(self.stored(row).await?);
        }
        Ok(stored)
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, String> {
        let row = sqlx::query("SELECT id, setup, seats FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(error)?;
        match row {
            Some(row) => Ok(Some(self.stored(row).await?)),
            None => Ok(None),
        }
    }
}
