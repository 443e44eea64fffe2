
# src/window.rs
game-online-lobby-tabula = Online lobby - Tabula
game-learn-tabula = Learn - Tabula
game-rules-tabula = Rules - Tabula
game-tabula = Tabula

# src/screens/game.rs
# $player: the seat the learner plays ("White")
game-lesson-your-move = Lesson: your move ({ $player })
game-lesson-computer-thinking = Lesson: the computer is thinking
# $title: the lesson's title
game-lesson = Lesson: { $title }
# $player: the seat the learner plays ("White")
game-puzzle-move = Puzzle: { $player } to move
# $state: whose move it is, or how the game ended
game-analysis-board-state = Analysis board: { $state }
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
game-game-over = Game over. { $outcome }
# $seat: the seat to move ("White")
game-seat-to-move = { $seat } to move
# $seat: the seat asked to answer an offer; $seat_id: white, black, red, attackers, defenders
game-do-you-agree = { $seat }, do you agree?
# $ply: the move shown; $moves: moves in the game
game-reviewing-move-ply-end = Reviewing move { $ply } of { $moves } (End returns to the game)
# $to_move: the seat to move
game-analysis-scores-move = Analysis (scores for { $to_move })
game-thinking = Thinking…
# $words: each seat and its expected share ("White 62%")
game-expected-result = Expected result: { $words }
# $dots: one to three dots, moving; $seconds: time so far ("2.4"); $depth: search depth; $score: in pawns ("+0.35")
game-thinking-seconds = Thinking{ $dots } { $seconds }s
game-thinking-depth-score = Thinking{ $dots } { $seconds }s depth { $depth }, score { $score }
# $left: moves left in the countdown
game-countdown-left = Countdown { $left }
# $streak: equal countdowns so far
game-equal-countdowns-row-streak = Equal countdowns in a row: { $streak } (2 = draw)
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
game-match-after-games = { $count ->
    [one] Match after { $count } game: { $totals }
   *[other] Match after { $count } games: { $totals }
}
game-moves = Moves
game-start-home = Start (Home)
game-back-page-up = Back (Page Up)
game-forward-page-down = Forward (Page Down)
game-live-position-end = Live position (End)
game-move = Move:
game-ask-take-back = Ask to take back
game-take-back = Take back
game-ctrl-z = Ctrl+Z
game-copy-position = Copy position
game-position-show-game-s = The position on show, in the game's notation
game-paste-position = Paste position
game-stop-analysis = Stop analysis
game-analyse = Analyse
game-resign = Resign
game-offer-draw = Offer draw
game-offer-abort = Offer to abort
# $draw: the draw that can be claimed ("threefold repetition")
game-claim-draw-c = Claim draw ({ $draw })
game-claim-draw = Claim draw
game-hint = Hint
game-cancel-review = Cancel review
game-review = Review
game-v-engine-goes-over = V: the engine goes over every move
game-analysis-board = Analysis board
game-game-board-where-you = This game on a board where you move freely
game-pass-no-move = Pass (no move)
game-flip = Flip
game-new-game = New game
game-ctrl-n = Ctrl+N
game-save = Save
game-ctrl-s = Ctrl+S
game-load = Load
game-ctrl-o = Ctrl+O
game-menu = Menu
game-esc = Esc
game-promote = Promote to
game-cancel-esc = Cancel (Esc)
game-accept = Accept
game-decline = Decline
# Who plays a seat, under its name on the seat's card. $name: the online player's name
game-online-you = { $name } (you)
game-online-you-disconnected = { $name } (you) - disconnected
game-online-disconnected = { $name } - disconnected
game-player-human = Human
# $level: the computer's level, by its name
game-player-computer = Computer ({ $level })
# $engine: an installed engine's name ("Stockfish 16"); $elo: the strength asked of it
game-player-engine-elo = { $engine } (Elo { $elo })
# $engine: an installed engine's name ("Stockfish 16"); $skill: its skill level
game-player-engine-skill = { $engine } (skill { $skill })
# An analysis line's score. $moves: how many moves to the mate
game-mate-in = mate in { $moves }
game-mated-in = mated in { $moves }
# $depth: how deep the line was searched
game-line-depth = (depth { $depth })
# The turn in players' words, under the seats. $seat: the seat to move ("White")
game-turn-first-of-game = { $seat }: one move this turn, the game's first
# $seat: the seat to move ("Black"); $which: which move of the turn this is (1, 2...);
# $moves: how many moves the turn has (2 in Marseillais chess)
game-turn-move-of = { $seat }: { $which ->
        [1] first
        [2] second
        [3] third
       *[other] { $which }th
    } move of { $moves ->
        [2] two
        [3] three
       *[other] { $moves }
    }
# $seat: the seat in check ("Red")
game-in-check = { $seat } is in check
# $seats: the seats in check but the last, joined by commas ("White, Red"); $last: the last ("Black")
game-in-check-several = { $seats } and { $last } are in check
# $rounds: rounds played without a capture or a pawn move (30 or more)
game-quiet-rounds = { $rounds ->
    [one] { $rounds } round without a capture or a pawn move
   *[other] { $rounds } rounds without a capture or a pawn move
}
# A move of the move list that was played with a hint on the board. $notation: the move ("Nf3")
game-move-with-hint = { $notation } (hint)
# The move box's greyed-out hint, while it is empty.
game-no-move-to-make = no move to make
game-type-a-move = type a move (/)
# $count: how many more moves the typed text could be
game-more-moves = +{ $count } more

# src/screens/review_panel.rs
game-reviewing-game = Reviewing the game
game-cancel = Cancel
game-game-review = Game review
# $judged: how many moves were judged
game-mistakes-blunders = Mistakes and blunders ({ $judged })
game-show-position-before-move = Show the position before the move
# $count: how many
game-learn-from-your-mistakes = Learn from your mistakes ({ $count })
game-expected-result-over-game = Expected result over the game; click to see a position
# The review's progress bar. $done: moves gone over so far; $all: all the moves
game-review-progress = { $all ->
    [one] { $done } of { $all } move
   *[other] { $done } of { $all } moves
}
# A judged move in the review's list. $number: the move's number; $seat: who played it
# ("White"); $played: the move with its mark ("Qh5??"); $best: the engine's better move ("Nf3")
game-judged-move = { $number }. { $seat } { $played }  better { $best }

# src/screens/accessible.rs
game-board = Board

# src/board/effects.rs
game-checkmate = Checkmate
game-stalemate = Stalemate
game-king-escapes = The king escapes
game-king-taken = The king is taken
game-every-piece-taken = Every piece taken
game-countdown-ends = The countdown ends
game-no-move-left = No move left
game-resigned = Resigned
game-time = Time
game-draw = Draw
game-over-banner = Game over

# Screen-reader words (src/speech.rs).
# $cell: a cell's name ("f3"); $piece: a seat's piece ("White knight", "attacker of the
# attackers"); $seat_id: white, black, red, attackers, defenders; $kind: the piece's name
# alone ("knight"), for English's lower-case "white knight"
speech-cell-piece = { $cell }, { $seat_id ->
    [white] white { $kind }
    [black] black { $kind }
    [red] red { $kind }
   *[other] { $piece }
}
speech-cell-empty = { $cell }, empty
# $seat: the seat ("Black"); $seat_id: white, black, red, attackers, defenders
speech-passes = { $seat } { $seat_id ->
    [attackers] pass
    [defenders] pass
   *[other] passes
}
# A piece whose kind is unknown.
speech-piece = piece
# $seat, $seat_id: who moves; $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: where it goes
speech-plays = { $seat } { $seat_id ->
    [attackers] play
    [defenders] play
   *[other] plays
} { $piece } { $cell }
speech-plays-takes = { $seat } { $seat_id ->
    [attackers] play
    [defenders] play
   *[other] plays
} { $piece } takes { $cell }
# Clauses added to a move, each starting with its comma. $piece: what a pawn becomes
speech-becomes = , becomes { $piece }
speech-checkmate = , checkmate
speech-check = , check
# The whole position. $piece: a piece's name; $cell: its cell
speech-piece-on = { $piece } { $cell }
speech-no-pieces = no pieces
# $seat: a seat; $pieces: its pieces, listed
speech-seat-pieces = { $seat }: { $pieces }

# Window titles. $lesson: the lesson's title; $game: the game's name
game-window-lesson = { $lesson } - { $game } lesson - Tabula
game-window-online = { $game } online - Tabula
game-window-game = { $game } - Tabula
