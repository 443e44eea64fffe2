//! What a lesson file says: a lesson is a list of levels; a level is a position, a goal, what
//! the other seats do, marks on the board, a hint, and a written solution that CI plays.
//! Cells and moves are written in each game's own notation (docs/lessons.md).

use serde::Deserialize;

/// One lesson: `levels/tutorials/<game>/NN-<key>.ron`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub title: String,
    /// One line for the course screen.
    pub summary: String,
    pub levels: Vec<Level>,
}

/// One step of a lesson, played on its own board.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// What the player reads before moving: the idea and the goal.
    pub intro: String,
    /// The start, in the game's own position notation (FEN for chess and Marseillais).
    pub position: String,
    /// The player's seat (0 first; any of three in Trichess). It must be to move at the start.
    #[serde(default)]
    pub player: u8,
    pub goal: Goal,
    /// What the other seats do after each of the player's turns.
    #[serde(default)]
    pub opponent: Opponent,
    /// The player fails after this many moves without reaching the goal.
    #[serde(default)]
    pub max_moves: Option<u32>,
    /// The player fails when the other side takes one of the player's pieces.
    #[serde(default)]
    pub keep_pieces: bool,
    /// Moves within this many earn three stars, a few more two (default: the solution's length).
    #[serde(default)]
    pub par: Option<u32>,
    #[serde(default)]
    pub marks: Marks,
    /// Shown when the player asks for a hint (a page has none).
    #[serde(default)]
    pub hint: String,
    /// Shown when the goal is reached (a page has none).
    #[serde(default)]
    pub success: String,
    /// How the level is solved; CI plays it and the level cannot ship without it (a page has
    /// no moves).
    #[serde(default)]
    pub solution: Solution,
}

/// What the player must achieve.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub enum Goal {
    /// Move a piece onto every one of these cells.
    Stars(Vec<String>),
    /// Capture on every one of these cells (the pieces that stand there at the start).
    Capture(Vec<String>),
    /// Capture every piece of the other seats but kings.
    CaptureAll,
    /// Give check.
    Check,
    /// Mate an opponent (Trichess: a mate in which the player scores, shared or alone).
    Checkmate,
    /// Promote a pawn.
    Promote,
    /// Castle.
    Castle,
    /// Brandubh: the king reaches a corner.
    Escape,
    /// Brandubh: capture the king.
    CaptureKing,
    /// Play the opponent's script to its end (the moves the script accepts).
    Line,
    /// Win the game.
    Win,
    /// Trigame: win when a countdown runs out.
    CountdownWin,
    /// Make this many moves without losing the game (a draw counts as holding).
    Survive(u32),
    /// A page to read before the levels that use it: the intro explains a new idea, the board
    /// (with the level's marks) is its diagram, and nothing is played; the player continues.
    Read,
}

/// What the other seats do.
#[derive(Debug, Clone, PartialEq, Default, Deserialize)]
pub enum Opponent {
    /// They let their turns go by, so the player moves again (where the rules allow it).
    #[default]
    Waits,
    /// Scripted: the moves the player may make at each turn and the replies they get.
    Script(Vec<Step>),
    /// The computer at a named level of levels/ai.ron.
    Computer(String),
}

/// One turn of a script: the accepted moves, each with its reply, and what to say to any
/// other move.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub accept: Vec<Branch>,
    /// Why another move is wrong (the level fails with this).
    pub wrong: String,
}

/// An accepted move and the other seats' replies to it (several for Trichess's two seats or a
/// Marseillais turn of two half-moves; empty when the other side waits).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    #[serde(rename = "move")]
    pub mv: String,
    #[serde(default)]
    pub reply: Vec<String>,
}

/// Marks drawn on the board at the start.
#[derive(Debug, Clone, PartialEq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Marks {
    #[serde(default)]
    pub highlight: Vec<String>,
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
}

/// A written solution.
#[derive(Debug, Clone, PartialEq, Default, Deserialize)]
pub enum Solution {
    /// None written: only a page ([`Goal::Read`]) has none.
    #[default]
    None,
    /// The player's moves, in the game's engine notation (`e2e4`, `d1-d3`, `c2-c3`, `v20-e1011`).
    Moves(Vec<String>),
    /// Against the computer: Tabula's search at this level plays the player's side (CI plays
    /// it against the level's opponent and checks that it reaches the goal).
    Search(String),
}
