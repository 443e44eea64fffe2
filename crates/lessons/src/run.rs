//! Judging one level: the game itself is a `tabula-table` table (so the app's board, clocks
//! and animations need nothing new); the run plays the player's moves on it, has the other
//! seats wait or follow their script, hands computer turns to the caller, and checks the goal
//! and the failure conditions after every move. The app's lesson player and the tests that
//! play every written solution use it alike.

use crate::failure::{Failure, Refusal};
use crate::schema::{Goal, Level, Opponent, Solution};
use tabula_rules::{DynGame, EndReason, Outcome, PieceKind, PieceView, Seat, Variant};
use tabula_table::{GameSetup, Played, Player, Table, WAIT};

/// Where a level stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Progress {
    /// The player is to move.
    Playing,
    /// A computer seat is to move: give its move to [`LevelRun::opponent_move`].
    ComputerToMove { seat: Seat, level: String },
    /// Done, with one to three stars.
    Won { stars: u8 },
    /// Failed, with what went wrong.
    Failed(Failure),
}

/// The judge of a level being played on a [`Table`].
#[derive(Debug, Clone)]
pub struct LevelRun {
    level: Level,
    player: Seat,
    moves: u32,
    stars_left: Vec<u8>,
    captures_left: Vec<u8>,
    script_step: usize,
    progress: Progress,
}

/// A cell's id from its name in the game's notation.
pub fn cell_id(game: &dyn DynGame, name: &str) -> Result<u8, String> {
    game.cells().iter().find(|c| c.name == name).map(|c| c.id).ok_or_else(|| format!("no cell '{name}'"))
}

fn cell_name(game: &dyn DynGame, id: u8) -> String {
    game.cells().get(id as usize).map_or_else(|| id.to_string(), |c| c.name.clone())
}

impl LevelRun {
    /// The table a level is played on: its position, the player's seat human, the other seats
    /// the computer when it plays them (so the app's computer players move them).
    pub fn setup(variant: Variant, level: &Level) -> GameSetup {
        let mut setup = GameSetup::hot_seat(variant);
        setup.start = Some(level.position.clone());
        if let Opponent::Computer(name) = &level.opponent {
            for (seat, player) in setup.players.iter_mut().enumerate() {
                if seat != level.player as usize {
                    *player = Player::Computer(name.clone());
                }
            }
        }
        setup
    }

    /// Sets the level up on a new table; the error names the field at fault.
    pub fn start(variant: Variant, level: &Level) -> Result<(LevelRun, Table), String> {
        if level.player >= variant.seats() {
            return Err(format!("player: {variant} has seats 0 to {}", variant.seats() - 1));
        }
        let table = Table::new(LevelRun::setup(variant, level)).map_err(|e| format!("position: {e}"))?;
        let game = table.game();
        if game.to_move() != Seat(level.player) {
            return Err(format!(
                "position: seat {} is to move, not the player's seat {}",
                game.to_move().0,
                level.player
            ));
        }
        if table.is_over() {
            return Err("position: the game is already over".to_owned());
        }
        let cells = |names: &[String]| names.iter().map(|n| cell_id(game, n)).collect::<Result<Vec<u8>, String>>();
        let mut run = LevelRun {
            level: level.clone(),
            player: Seat(level.player),
            moves: 0,
            stars_left: Vec::new(),
            captures_left: Vec::new(),
            script_step: 0,
            progress: Progress::Playing,
        };
        match &level.goal {
            Goal::Stars(names) => run.stars_left = cells(names).map_err(|e| format!("goal: {e}"))?,
            Goal::Capture(names) => {
                run.captures_left = cells(names).map_err(|e| format!("goal: {e}"))?;
                let pieces = game.pieces();
                if let Some(&empty) =
                    run.captures_left.iter().find(|&&c| !pieces.iter().any(|p| p.cell == c && p.seat != run.player))
                {
                    return Err(format!("goal: no piece of another seat on {}", cell_name(game, empty)));
                }
            }
            _ => {}
        }
        for name in level.marks.highlight.iter().chain(level.marks.arrows.iter().flat_map(|(a, b)| [a, b])) {
            cell_id(game, name).map_err(|e| format!("marks: {e}"))?;
        }
        Ok((run, table))
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    pub fn player(&self) -> Seat {
        self.player
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The player's moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Star cells not collected yet.
    pub fn stars_left(&self) -> &[u8] {
        &self.stars_left
    }

    /// Cells of the pieces still to be captured (where they stand now).
    pub fn captures_left(&self) -> &[u8] {
        &self.captures_left
    }

    /// The written solution's first move from the start (what a hint may point at).
    pub fn solution_start(&self) -> Option<&str> {
        match &self.level.solution {
            Solution::Moves(moves) => moves.first().map(String::as_str),
            Solution::Search(_) | Solution::None => None,
        }
    }

    /// The player moves from one cell to another (a click or a drag).
    pub fn play_cells(
        &mut self,
        table: &mut Table,
        from: u8,
        to: u8,
        promotion: Option<PieceKind>,
    ) -> Result<Vec<Played>, Refusal> {
        let text = table.game().attempt_text(from, to, promotion);
        self.play(table, &text)
    }

    /// The player's move in engine notation, then the other seats' answers: every move played,
    /// for the views to animate. An illegal move or a move out of turn is refused with the
    /// rules' reason and changes nothing; a wrong move of a script fails the level.
    pub fn play(&mut self, table: &mut Table, text: &str) -> Result<Vec<Played>, Refusal> {
        if self.progress != Progress::Playing {
            return Err(Refusal::LevelOver);
        }
        if table.to_move() != self.player {
            return Err(Refusal::NotYourTurn);
        }
        if self.level.goal == Goal::Read {
            return Err(Refusal::PageToRead);
        }
        let Some(view) = table.game().move_view(text) else {
            // The table says why, with the rules' reason; nothing is played on it.
            let mut probe = table.clone();
            return Err(Refusal::Table(probe.play_as(self.player, text).err().unwrap_or(
                tabula_table::TableError::Illegal {
                    text: text.to_owned(),
                    reason: format!("'{text}' is not a move here"),
                    code: "cannot-move-there",
                },
            )));
        };
        let replies = match &self.level.opponent {
            Opponent::Script(steps) => {
                let Some(step) = steps.get(self.script_step) else {
                    self.progress = Progress::Failed(Failure::LineOver);
                    return Ok(Vec::new());
                };
                let accepted = step.accept.iter().find(|branch| {
                    table.game().move_view(&branch.mv).is_some_and(|scripted| scripted.text == view.text)
                });
                match accepted {
                    Some(branch) => Some(branch.reply.clone()),
                    // A mate reaches a mating goal even where the script lists another move: a
                    // learner who finds it is never told it is wrong (a game of two seats,
                    // where a mate has one winner; Trichess scripts choose between mates).
                    None if self.mates(table, &view.text) => Some(Vec::new()),
                    None => {
                        self.progress = Progress::Failed(Failure::Wrong(step.wrong.clone()));
                        return Ok(Vec::new());
                    }
                }
            }
            _ => None,
        };
        // The script's last move with nothing to answer ends a Line at once, even if the
        // position it leaves is a finished game (a dead position after the last capture).
        let line_ends = match &self.level.opponent {
            Opponent::Script(steps) => {
                self.script_step + 1 == steps.len() && replies.as_ref().is_some_and(Vec::is_empty)
            }
            _ => false,
        };
        let played = table.play_as(self.player, &view.text).map_err(Refusal::Table)?;
        self.moves += 1;
        self.after_player_move(table, &played, line_ends);
        let mut all = vec![played];
        if self.progress == Progress::Playing {
            self.others_move(table, replies, &mut all);
        }
        Ok(all)
    }

    /// The player has read a page ([`Goal::Read`]): the level is done, with every star.
    pub fn finish_reading(&mut self) -> bool {
        if self.level.goal != Goal::Read || self.progress != Progress::Playing {
            return false;
        }
        self.progress = Progress::Won { stars: 3 };
        true
    }

    /// Does the player's `text` mate, in a two-seat level whose goal is mate?
    fn mates(&self, table: &Table, text: &str) -> bool {
        if self.level.goal != Goal::Checkmate || table.game().seats() != 2 {
            return false;
        }
        let mut probe = table.game().clone_box();
        probe.play_str(text).is_ok()
            && matches!(
                probe.status(),
                tabula_rules::Status::Over(Outcome::Win { winner, reason: EndReason::Checkmate }) if winner == self.player
            )
    }

    /// A computer seat's move (for [`Progress::ComputerToMove`]), then whatever follows it.
    pub fn opponent_move(&mut self, table: &mut Table, text: &str) -> Result<Vec<Played>, String> {
        let Progress::ComputerToMove { seat, .. } = &self.progress else {
            return Err("no computer seat is to move".to_owned());
        };
        if table.to_move() != *seat {
            return Err("another seat is to move".to_owned());
        }
        self.progress = Progress::Playing;
        let mut all = Vec::new();
        self.opponent_plays(table, text, &mut all)?;
        self.others_move(table, None, &mut all);
        Ok(all)
    }

    /// Goals and limits checked right after the player's own move.
    fn after_player_move(&mut self, table: &Table, played: &Played, line_ends: bool) {
        if let Some(to) = played.to {
            self.stars_left.retain(|&cell| cell != to);
        }
        let player = self.player;
        let after = &played.after;
        self.captures_left.retain(|&cell| after.iter().any(|p| p.cell == cell && p.seat != player));
        let reached = match &self.level.goal {
            Goal::Stars(_) => self.stars_left.is_empty(),
            Goal::Capture(_) => self.captures_left.is_empty(),
            Goal::CaptureAll => !after.iter().any(|p| p.seat != player && !is_king(p.kind)),
            Goal::Check => {
                table.game().checked_cells().iter().any(|c| after.iter().any(|p| p.cell == *c && p.seat != player))
            }
            Goal::Promote => played.promotion.is_some(),
            Goal::Castle => {
                let moved: Vec<&PieceView> =
                    played.before.iter().filter(|p| p.seat == player && !after.contains(p)).collect();
                moved.len() >= 2 && moved.iter().any(|p| p.kind == PieceKind::King)
            }
            Goal::Checkmate | Goal::Escape | Goal::CaptureKing | Goal::Win | Goal::CountdownWin => {
                table.outcome().is_some_and(|o| self.goal_outcome(&o))
            }
            Goal::Line => line_ends,
            Goal::Survive(_) | Goal::Read => false,
        };
        if reached {
            self.win();
            return;
        }
        if self.game_ended(table) {
            return;
        }
        if let Some(limit) = self.level.max_moves
            && self.moves >= limit
            && !matches!(self.level.goal, Goal::Survive(_) | Goal::Line)
        {
            self.progress = Progress::Failed(Failure::TooManyMoves(limit));
        }
    }

    /// Does this ending reach the level's goal?
    fn goal_outcome(&self, outcome: &Outcome) -> bool {
        let player = self.player;
        let won_by = |reasons: &[EndReason]| match outcome {
            Outcome::Win { winner, reason } => *winner == player && (reasons.is_empty() || reasons.contains(reason)),
            Outcome::Scores { points, reason } => {
                let mine = points.get(player.0 as usize).map_or(0.0, |p| p.as_f64());
                mine > 0.0 && (reasons.is_empty() || reasons.contains(reason))
            }
            Outcome::Draw { .. } => false,
        };
        match &self.level.goal {
            Goal::Checkmate => won_by(&[EndReason::Checkmate]),
            Goal::Escape => won_by(&[EndReason::KingEscaped]),
            Goal::CaptureKing => won_by(&[EndReason::KingCaptured]),
            Goal::CountdownWin => won_by(&[EndReason::CountdownMajority]),
            Goal::Win => match outcome {
                // A Trichess win is a lone mate's two points; a share is not a win.
                Outcome::Scores { points, .. } => points.get(player.0 as usize).is_some_and(|p| p.as_f64() >= 2.0),
                _ => won_by(&[]),
            },
            Goal::Survive(_) => !self.lost(outcome),
            _ => false,
        }
    }

    fn lost(&self, outcome: &Outcome) -> bool {
        match outcome {
            Outcome::Win { winner, .. } => *winner != self.player,
            Outcome::Draw { .. } => false,
            Outcome::Scores { points, .. } => points.get(self.player.0 as usize).is_none_or(|p| p.as_f64() == 0.0),
        }
    }

    /// If the game is over, the level is won or failed by its ending; true when it was over.
    fn game_ended(&mut self, table: &Table) -> bool {
        let Some(outcome) = table.outcome() else { return false };
        if self.goal_outcome(&outcome) {
            self.win();
        } else {
            let described = outcome.describe(table.seat_names());
            self.progress = Progress::Failed(Failure::GameEnded { outcome, described });
        }
        true
    }

    fn win(&mut self) {
        let par = self.level.par.unwrap_or(match &self.level.solution {
            Solution::Moves(moves) => moves.len() as u32,
            Solution::Search(_) | Solution::None => self.level.max_moves.unwrap_or(self.moves),
        });
        let stars = if self.moves <= par {
            3
        } else if self.moves <= par + (par / 2).max(2) {
            2
        } else {
            1
        };
        self.progress = Progress::Won { stars };
    }

    /// The other seats act until the player is to move again (or the computer must be asked).
    fn others_move(&mut self, table: &mut Table, mut replies: Option<Vec<String>>, all: &mut Vec<Played>) {
        let scripted = replies.is_some();
        while self.progress == Progress::Playing && table.to_move() != self.player {
            if self.game_ended(table) {
                return;
            }
            if let Some(queue) = replies.as_mut().filter(|q| !q.is_empty()) {
                let reply = queue.remove(0);
                if let Err(error) = self.opponent_plays(table, &reply, all) {
                    self.progress = Progress::Failed(Failure::ReplyFailed { reply, error });
                }
                continue;
            }
            match &self.level.opponent {
                Opponent::Computer(level) => {
                    self.progress = Progress::ComputerToMove { seat: table.to_move(), level: level.clone() };
                    return;
                }
                Opponent::Waits | Opponent::Script(_) => {
                    if self.opponent_plays(table, WAIT, all).is_err() {
                        self.progress = Progress::Failed(Failure::CheckWhileWaiting);
                        return;
                    }
                }
            }
        }
        if scripted {
            self.script_step += 1;
        }
        if self.progress != Progress::Playing || self.game_ended(table) {
            return;
        }
        match &self.level.goal {
            Goal::Line => {
                if let Opponent::Script(steps) = &self.level.opponent
                    && self.script_step >= steps.len()
                {
                    self.win();
                }
            }
            Goal::Survive(turns) if self.moves >= *turns => self.win(),
            _ => {}
        }
    }

    /// Plays a move of another seat, failing the level if it takes a piece the player must keep.
    fn opponent_plays(&mut self, table: &mut Table, text: &str, all: &mut Vec<Played>) -> Result<(), String> {
        let seat = table.to_move();
        let played = table.play_as(seat, text).map_err(|e| e.to_string())?;
        // A piece to be captured that moves is followed to its new cell, so a pawn that runs
        // off (or promotes) is not counted as taken.
        if let (Some(from), Some(to)) = (played.from, played.to) {
            for cell in &mut self.captures_left {
                if *cell == from {
                    *cell = to;
                }
            }
        }
        if self.level.keep_pieces
            && let Some(lost) = played.before.iter().find(|p| {
                p.seat == self.player && !played.after.iter().any(|q| q.cell == p.cell && q.seat == self.player)
            })
        {
            let name = cell_name(table.game(), lost.cell);
            self.progress = Progress::Failed(Failure::PieceLost { piece: lost.kind, cell: name });
        }
        all.push(played);
        Ok(())
    }
}

fn is_king(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::King | PieceKind::TaflKing)
}

/// Who picks a searched move: the game, the level's name and a depth cap. The app and the tests
/// pass Tabula's search; this crate knows none.
pub type MovePicker<'a> = dyn FnMut(&dyn DynGame, &str, u32) -> Result<String, String> + 'a;

/// Plays a level's written solution to its end: the stars it earns, or why it failed. The
/// computer's seats are searched to depth 4, a `Search` solution to depth 5.
pub fn play_solution(variant: Variant, level: &Level, search: &mut MovePicker) -> Result<u8, String> {
    let (mut run, mut table) = LevelRun::start(variant, level)?;
    let mut next = 0;
    for _ in 0..600 {
        match run.progress().clone() {
            Progress::Won { stars } => return Ok(stars),
            Progress::Failed(why) => {
                let last = table.moves().last().map_or_else(String::new, |m| format!(" (last move {})", m.text));
                return Err(format!("failed{last}: {why}"));
            }
            Progress::ComputerToMove { level, .. } => {
                let reply = search(table.game(), &level, 4)?;
                run.opponent_move(&mut table, &reply)?;
            }
            Progress::Playing if level.goal == Goal::Read => {
                run.finish_reading();
            }
            Progress::Playing => {
                let mv = match &level.solution {
                    Solution::Moves(moves) => {
                        moves.get(next).cloned().ok_or("the solution ends before the goal is reached")?
                    }
                    Solution::Search(player_level) => search(table.game(), player_level, 5)?,
                    Solution::None => return Err("no solution is written".to_owned()),
                };
                next += 1;
                run.play(&mut table, &mv).map_err(|e| format!("solution move {next} ({mv}): {e}"))?;
            }
        }
    }
    Err("the level did not end within 600 moves".to_owned())
}
