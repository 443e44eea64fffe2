//! `tabula-loadgen --server ws://127.0.0.1:PORT/ws [--games N] [--seconds S] [--game chess]
//! [--rate R | --pace MIN-MAX] [--warmup S] [--server-pid PID]`: bot clients over real
//! WebSockets play N games of random legal moves at once against a Tabula server, then print
//! connections, games, committed moves a second, the time from sending a move to its ack (p50,
//! p99, max), refused messages and, given its pid, the server's resident memory (also once a
//! minute while it runs). Without `--rate` or `--pace` each game moves as soon as its last move
//! is acknowledged (closed loop: each bot at most 25 moves a second, inside the flood limit);
//! with `--rate R` each game makes R moves a second; with `--pace 2-5` each game moves every 2
//! to 5 s at random, open loop, as people play. Moves sent in the first `--warmup` seconds are
//! not counted in the latencies. Only for servers of one's own.
//!
//! `tabula-loadgen --server URL --idle N --server-pid PID`: opens N connections that greet the
//! server and then stay silent, and prints the server's resident memory while they are held.
//!
//! `tabula-loadgen --kill-test RUNS --server-bin PATH [--games N]`: RUNS times, starts the
//! server on a scratch database, plays, kills it with SIGKILL at a random moment, starts it
//! again, and checks that every acknowledged move is in the restarted server's games and that
//! play goes on (the player to move in each unfinished game comes back with its token and
//! moves).

use futures_util::{SinkExt, StreamExt};
use std::time::{Duration, Instant};
use tabula_protocol::{ChallengeCode, ClientMessage, GameId, PROTOCOL_VERSION, ServerMessage};
use tabula_rules::{Status, Variant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

struct Options {
    server: String,
    games: usize,
    seconds: u64,
    game: Variant,
    server_pid: Option<u32>,
    kill_runs: Option<usize>,
    server_bin: Option<String>,
    idle: Option<usize>,
    /// Moves a second per game (None: as fast as acks come).
    rate: Option<f64>,
    /// Open loop at a human pace: each game's next move comes a random time between these
    /// two after its last one was due, whenever its ack came.
    pace: Option<(Duration, Duration)>,
    /// Latencies of moves sent in the first seconds (the games still being set up) are not
    /// counted.
    warmup: Duration,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        server: String::new(),
        games: 50,
        seconds: 10,
        game: Variant::Chess,
        server_pid: None,
        kill_runs: None,
        server_bin: None,
        idle: None,
        rate: None,
        pace: None,
        warmup: Duration::ZERO,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--server" => options.server = value,
            "--games" => options.games = value.parse().map_err(|_| "--games needs a number")?,
            "--seconds" => options.seconds = value.parse().map_err(|_| "--seconds needs a number")?,
            "--game" => options.game = value.parse().map_err(|e: tabula_rules::UnknownVariant| e.to_string())?,
            "--server-pid" => options.server_pid = Some(value.parse().map_err(|_| "--server-pid needs a number")?),
            "--kill-test" => options.kill_runs = Some(value.parse().map_err(|_| "--kill-test needs a number")?),
            "--server-bin" => options.server_bin = Some(value),
            "--idle" => options.idle = Some(value.parse().map_err(|_| "--idle needs a number")?),
            "--rate" => match value.parse::<f64>() {
                Ok(rate) if rate > 0.0 && rate <= 50.0 => options.rate = Some(rate),
                _ => return Err("--rate takes moves a second per game, above 0 and at most 50".into()),
            },
            "--pace" => {
                let parsed =
                    value.split_once('-').and_then(|(a, b)| Some((a.parse::<f64>().ok()?, b.parse::<f64>().ok()?)));
                match parsed {
                    Some((low, high)) if low > 0.0 && high >= low => {
                        options.pace = Some((Duration::from_secs_f64(low), Duration::from_secs_f64(high)));
                    }
                    _ => return Err("--pace takes MIN-MAX seconds between a game's moves, e.g. 2-5".into()),
                }
            }
            "--warmup" => options.warmup = Duration::from_secs(value.parse().map_err(|_| "--warmup needs seconds")?),
            other => return Err(format!("unknown option {other}")),
        }
    }
    if options.server.is_empty() && options.kill_runs.is_none() {
        return Err("usage: tabula-loadgen --server ws://127.0.0.1:PORT/ws [--games N] [--seconds S] [--game G] [--rate R] [--server-pid PID]".into());
    }
    Ok(options)
}

/// A bot's connection: messages out, and the messages a game task waits for coming in.
struct Bot {
    out: mpsc::UnboundedSender<ClientMessage>,
    inbox: mpsc::UnboundedReceiver<ServerMessage>,
    token: String,
    /// When this bot last sent a move (moves are paced: see [`MOVE_SPACING`]).
    last_move: Option<Instant>,
}

/// The least time between two moves of one bot: 25 a second, inside the server's flood limit
/// of 30 messages a second per connection (which a bot on a fast server would otherwise hit,
/// and lose the move to `rate_limited`).
const MOVE_SPACING: Duration = Duration::from_millis(40);

/// A new guest.
async fn bot(server: &str, name: &str) -> Result<Bot, String> {
    let mut bot = connect(server, None).await?;
    bot.send(ClientMessage::SignIn { name: name.to_owned() });
    bot.token =
        bot.wait(|m| if let ServerMessage::SignedIn { token, .. } = m { Some(token.clone()) } else { None }).await?;
    Ok(bot)
}

/// A connection that says hello, with a token to come back as a known player.
async fn connect(server: &str, token: Option<String>) -> Result<Bot, String> {
    let (socket, _) =
        tokio_tungstenite::connect_async_with_config(server, None, true).await.map_err(|e| e.to_string())?;
    let (mut sink, mut stream) = socket.split();
    let (out, mut outgoing) = mpsc::unbounded_channel::<ClientMessage>();
    let (deliver, inbox) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Some(message) = outgoing.recv().await {
            if sink.send(Message::Text(message.to_json().into())).await.is_err() {
                break;
            }
        }
        // The bot is gone (its game over): close the connection, as a client that leaves does.
        // (Without this the reading half would keep it open, answering the server's pings.)
        let _ = sink.close().await;
    });
    // Every frame is read (so the server never waits on this client); only what a game task
    // waits for is passed on.
    tokio::spawn(async move {
        while let Some(Ok(frame)) = stream.next().await {
            if let Message::Text(text) = frame
                && let Ok(message) = ServerMessage::from_json(text.as_str())
                && !matches!(message, ServerMessage::Event { .. })
                && deliver.send(message).is_err()
            {
                break;
            }
        }
    });
    let mut bot = Bot { out, inbox, token: token.clone().unwrap_or_default(), last_move: None };
    bot.send(ClientMessage::Hello { version: PROTOCOL_VERSION, token, resume: vec![] });
    bot.wait(|m| matches!(m, ServerMessage::Welcome { .. }).then_some(())).await?;
    Ok(bot)
}

impl Bot {
    fn send(&self, message: ClientMessage) {
        let _ = self.out.send(message);
    }

    async fn wait<T>(&mut self, pick: impl Fn(&ServerMessage) -> Option<T>) -> Result<T, String> {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(30), self.inbox.recv())
                .await
                .map_err(|_| "no answer within 30 s".to_owned())?
                .ok_or("connection closed")?;
            if let Some(found) = pick(&message) {
                return Ok(found);
            }
        }
    }
}

#[derive(Default)]
struct Tally {
    moves: u64,
    rejected: u64,
    latencies: Vec<Duration>,
    finished: u64,
}

/// What the kill test remembers of a game: its seats' tokens and every acknowledged move.
#[derive(Debug, Clone, Default)]
struct Acked {
    tokens: Vec<String>,
    moves: Vec<String>,
}

type Ledger = std::sync::Arc<std::sync::Mutex<std::collections::HashMap<GameId, Acked>>>;

fn note(ledger: &Ledger, game: &GameId, update: impl FnOnce(&mut Acked)) {
    if let Ok(mut games) = ledger.lock() {
        update(games.entry(game.clone()).or_default());
    }
}

/// How a game's moves are timed: as fast as acks come, at a fixed rate, or at a random human
/// pace; latencies count from `count_from`.
#[derive(Clone, Copy)]
struct Pacing {
    rate: Option<f64>,
    pace: Option<(Duration, Duration)>,
    count_from: Instant,
}

/// Plays games between fresh bots until the time is up, noting acknowledged moves in `ledger`.
async fn play_games(
    server: String,
    variant: Variant,
    index: usize,
    until: Instant,
    ledger: Ledger,
    pacing: Pacing,
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let mut state = 0x5EED_u64 ^ index as u64;
    let mut fraction = move || (tabula_rules::splitmix(&mut state) % 1_000_000) as f64 / 1_000_000.0;
    let interval = pacing.rate.map(|r| Duration::from_secs_f64(1.0 / r));
    // Games start their beat at random points of it, so that N games spread over the interval.
    let first = interval.or(pacing.pace.map(|(_, high)| high)).unwrap_or(Duration::ZERO);
    let mut next_at = Instant::now() + first.mul_f64(fraction());
    while Instant::now() < until {
        let mut bots = Vec::new();
        for seat in 0..variant.seats() {
            bots.push(bot(&server, &format!("bot{index}-{seat}")).await?);
        }
        bots[0].send(ClientMessage::Challenge { game: variant, clock: None, seats: variant.seats() });
        let code: ChallengeCode = bots[0]
            .wait(|m| if let ServerMessage::ChallengeCreated { code } = m { Some(code.clone()) } else { None })
            .await?;
        for joining in bots.iter().skip(1) {
            joining.send(ClientMessage::AcceptChallenge { code: code.clone() });
        }
        let game: GameId = bots[0]
            .wait(|m| if let ServerMessage::GameStarted { game, .. } = m { Some(game.clone()) } else { None })
            .await?;
        note(&ledger, &game, |acked| acked.tokens = bots.iter().map(|b| b.token.clone()).collect());
        let mut rules = variant.new_game();
        let mut ply = 0u32;
        // Paced games last as people's do, 40 to 160 plies, and end by a resignation when the
        // board has not ended them; the others play up to 300.
        let length = if pacing.pace.is_some() { 40 + (fraction() * 120.0) as u32 } else { 300 };
        while !matches!(rules.status(), Status::Over(_)) && Instant::now() < until && ply < length {
            let moves = rules.legal_move_strings();
            let choice = moves[(tabula_rules::splitmix(&mut state) % moves.len().max(1) as u64) as usize].clone();
            let mover = &mut bots[rules.to_move().0 as usize];
            if let Some(last) = mover.last_move {
                tokio::time::sleep_until((last + MOVE_SPACING).into()).await;
            }
            if let Some(interval) = interval {
                tokio::time::sleep_until(next_at.into()).await;
                // A game that fell behind its beat (a slow ack) picks it up from now, rather
                // than sending the moves it missed in a burst.
                next_at = (next_at + interval).max(Instant::now());
            } else if let Some((low, high)) = pacing.pace {
                // Open loop: the next move is due a random while after this one was due, not
                // after its ack came, so a slow server meets moves that do not wait for it.
                tokio::time::sleep_until(next_at.into()).await;
                next_at += low + (high - low).mul_f64(fraction());
            }
            let sent = Instant::now();
            mover.last_move = Some(sent);
            mover.send(ClientMessage::Move { game: game.clone(), ply, text: choice.clone(), id: u64::from(ply) });
            let acked = mover
                .wait(|m| match m {
                    ServerMessage::Ack { .. } => Some(true),
                    ServerMessage::Reject { .. } => Some(false),
                    _ => None,
                })
                .await?;
            if !acked {
                tally.rejected += 1;
                break;
            }
            if sent >= pacing.count_from {
                tally.latencies.push(sent.elapsed());
            }
            tally.moves += 1;
            note(&ledger, &game, |acked| acked.moves.push(choice.clone()));
            rules.play_str(&choice).map_err(|e| e.to_string())?;
            ply += 1;
        }
        if matches!(rules.status(), Status::Over(_)) {
            tally.finished += 1;
        } else if ply >= length {
            bots[rules.to_move().0 as usize].send(ClientMessage::Resign { game: game.clone() });
            tally.finished += 1;
        }
    }
    Ok(tally)
}

fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("tabula-loadgen: {error}");
            return std::process::ExitCode::from(2);
        }
    };
    if let Some(runs) = options.kill_runs {
        return kill_test(&options, runs).await;
    }
    if let Some(count) = options.idle {
        return idle(&options, count).await;
    }
    let started = Instant::now();
    let until = started + Duration::from_secs(options.seconds);
    if let Some(pid) = options.server_pid {
        // The server's memory once a minute: a soak shows whether it grows.
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                if let Some(kib) = resident_kib(pid) {
                    println!(
                        "at {:.0} s: server resident memory {:.1} MiB",
                        started.elapsed().as_secs_f64(),
                        kib as f64 / 1024.0
                    );
                }
            }
        });
    }
    let ledger = Ledger::default();
    let pacing = Pacing { rate: options.rate, pace: options.pace, count_from: started + options.warmup };
    let tasks: Vec<_> = (0..options.games)
        .map(|index| {
            tokio::spawn(play_games(options.server.clone(), options.game, index, until, ledger.clone(), pacing))
        })
        .collect();
    let mut total = Tally::default();
    let mut failures = 0;
    for task in tasks {
        match task.await {
            Ok(Ok(tally)) => {
                total.moves += tally.moves;
                total.rejected += tally.rejected;
                total.finished += tally.finished;
                total.latencies.extend(tally.latencies);
            }
            Ok(Err(error)) => {
                failures += 1;
                eprintln!("tabula-loadgen: a game failed: {error}");
            }
            Err(error) => {
                failures += 1;
                eprintln!("tabula-loadgen: a game task failed: {error}");
            }
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    total.latencies.sort_unstable();
    let at = |q: f64| {
        let index = ((total.latencies.len() as f64 - 1.0) * q).round().max(0.0) as usize;
        total.latencies.get(index).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "games at once: {} ({} seats each, {} connections)",
        options.games,
        options.game.seats(),
        options.games * options.game.seats() as usize
    );
    println!("games finished: {}, failed: {failures}", total.finished);
    println!("moves committed: {} in {elapsed:.1} s = {:.0} moves/s", total.moves, total.moves as f64 / elapsed);
    println!("move to ack: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms", at(0.5), at(0.99), at(1.0));
    println!("moves refused: {}", total.rejected);
    if let Some(pid) = options.server_pid {
        match resident_kib(pid) {
            Some(kib) => println!("server resident memory: {:.1} MiB", kib as f64 / 1024.0),
            None => println!("server resident memory: unknown (no /proc/{pid})"),
        }
    }
    if failures > 0 { std::process::ExitCode::FAILURE } else { std::process::ExitCode::SUCCESS }
}

/// Starts the server binary on `listen` with `database`, and waits until it answers.
async fn start_server(bin: &str, listen: &str, database: &str) -> Result<tokio::process::Child, String> {
    let child = tokio::process::Command::new(bin)
        .args(["--listen", listen, "--database", database])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("{bin}: {e}"))?;
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(listen).await.is_ok() {
            return Ok(child);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err("the server did not start listening".to_owned())
}

/// One kill: play, SIGKILL at a random moment, restart, check every acknowledged move, play on.
async fn kill_once(options: &Options, bin: &str, run: usize) -> Result<(usize, usize), String> {
    let dir = std::env::temp_dir().join(format!("tabula-kill-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let database = format!("sqlite:{}", dir.join("server.db").display());
    let listen = "127.0.0.1:7498";
    let server = format!("ws://{listen}/ws");
    let mut child = start_server(bin, listen, &database).await?;
    let mut seed = 0xC0FFEE_u64 ^ run as u64;
    let kill_after = Duration::from_millis(500 + tabula_rules::splitmix(&mut seed) % 1500);
    let ledger = Ledger::default();
    let until = Instant::now() + Duration::from_secs(60);
    let tasks: Vec<_> = (0..options.games)
        .map(|index| {
            let pacing = Pacing { rate: None, pace: None, count_from: Instant::now() };
            tokio::spawn(play_games(server.clone(), options.game, index, until, ledger.clone(), pacing))
        })
        .collect();
    tokio::time::sleep(kill_after).await;
    child.start_kill().map_err(|e| e.to_string())?;
    let _ = child.wait().await;
    for task in tasks {
        // The games end with the server: their errors are the point of the test.
        let _ = task.await;
    }
    let acked = ledger.lock().map(|g| g.clone()).map_err(|_| "ledger poisoned".to_owned())?;
    let mut child = start_server(bin, listen, &database).await?;
    let mut checker = bot(&server, "checker").await?;
    let (mut moves, mut resumed) = (0, 0);
    for (game, record) in &acked {
        checker.send(ClientMessage::Join { game: game.clone(), role: tabula_protocol::Role::Spectator });
        let state = checker
            .wait(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None })
            .await?;
        if state.moves.len() < record.moves.len() || state.moves[..record.moves.len()] != record.moves[..] {
            return Err(format!("game {game}: acknowledged {:?}, stored {:?}", record.moves, state.moves));
        }
        moves += record.moves.len();
        // Play goes on: the seat to move comes back with its token and moves.
        let mut rules = options.game.new_game();
        for text in &state.moves {
            rules.play_str(text).map_err(|e| e.to_string())?;
        }
        if state.ended.is_some() || matches!(rules.status(), Status::Over(_)) {
            continue;
        }
        let Some(token) = record.tokens.get(rules.to_move().0 as usize) else { continue };
        let mut player = connect(&server, Some(token.clone())).await?;
        let next = rules.legal_move_strings().into_iter().next().ok_or("no legal move")?;
        let ply = state.moves.len() as u32;
        player.send(ClientMessage::Move { game: game.clone(), ply, text: next, id: 1_000_000 });
        let answer = player
            .wait(|m| matches!(m, ServerMessage::Ack { .. } | ServerMessage::Reject { .. }).then(|| m.clone()))
            .await?;
        if !matches!(answer, ServerMessage::Ack { .. }) {
            return Err(format!("game {game}: the move after the restart was refused: {answer:?}"));
        }
        resumed += 1;
    }
    child.start_kill().map_err(|e| e.to_string())?;
    let _ = child.wait().await;
    let _ = std::fs::remove_dir_all(&dir);
    Ok((moves, resumed))
}

async fn kill_test(options: &Options, runs: usize) -> std::process::ExitCode {
    let Some(bin) = options.server_bin.as_deref() else {
        eprintln!("tabula-loadgen: --kill-test needs --server-bin PATH");
        return std::process::ExitCode::from(2);
    };
    for run in 0..runs {
        match kill_once(options, bin, run).await {
            Ok((moves, resumed)) => {
                println!("kill test {}: {moves} acknowledged moves all kept, {resumed} games played on", run + 1)
            }
            Err(error) => {
                println!("kill test {}: FAILED: {error}", run + 1);
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    println!("{runs} passed, 0 failed");
    std::process::ExitCode::SUCCESS
}

/// Holds `count` greeted, silent connections and reports the server's memory meanwhile.
async fn idle(options: &Options, count: usize) -> std::process::ExitCode {
    let before = options.server_pid.and_then(resident_kib);
    let started = Instant::now();
    let gate = std::sync::Arc::new(tokio::sync::Semaphore::new(200));
    let tasks: Vec<_> = (0..count)
        .map(|_| {
            let (server, gate) = (options.server.clone(), gate.clone());
            tokio::spawn(async move {
                let _permit = gate.acquire().await.map_err(|e| e.to_string())?;
                connect(&server, None).await
            })
        })
        .collect();
    let mut held = Vec::with_capacity(count);
    for task in tasks {
        match task.await {
            Ok(Ok(bot)) => held.push(bot),
            Ok(Err(error)) => eprintln!("tabula-loadgen: a connection failed: {error}"),
            Err(error) => eprintln!("tabula-loadgen: a connection task failed: {error}"),
        }
    }
    println!("idle connections held: {} of {count}, opened in {:.1} s", held.len(), started.elapsed().as_secs_f64());
    tokio::time::sleep(Duration::from_secs(2)).await;
    if let Some(pid) = options.server_pid {
        let mib =
            |kib: Option<u64>| kib.map_or_else(|| "unknown".to_owned(), |k| format!("{:.1} MiB", k as f64 / 1024.0));
        println!("server resident memory: {} before, {} with them", mib(before), mib(resident_kib(pid)));
    }
    if held.len() == count { std::process::ExitCode::SUCCESS } else { std::process::ExitCode::FAILURE }
}
