
# src/screens/learn.rs
learn-learn = Learn
learn-back-esc = Back (Esc)
# $error: what went wrong
learn-not-loaded-error = Not loaded: { $error }
learn-no-lessons-game-yet = No lessons for this game yet.
learn-start = Start
learn-continue = Continue
learn-reset = Reset
learn-play-level = Play this level
# $variant: the game's name
learn-reset-every-star = Reset every star of { $variant }

# src/screens/lesson_panel.rs
# $stars_left: stars still to reach
learn-reach-every-star-stars = Reach every star: { $stars_left } left.
# $stars_left: stars still to reach
learn-capture-marked-pieces-stars = Capture the marked pieces: { $stars_left } left.
learn-capture-every-piece-but = Capture every piece but the king.
learn-give-check = Give check.
learn-checkmate = Checkmate.
learn-promote-pawn = Promote a pawn.
learn-castle = Castle.
learn-bring-king-corner = Bring the king to a corner.
learn-capture-king = Capture the king.
learn-find-right-moves = Find the right moves.
learn-win-game = Win the game.
learn-win-when-countdown-runs = Win when the countdown runs out.
# $moves: moves in the game
learn-hold-moves-moves = { $moves ->
    [one] Hold for { $moves } move.
   *[other] Hold for { $moves } moves.
}
learn-read-then-continue = Read, then continue.
# $level: the level's number; $levels: levels in the lesson
learn-level = Level { $level } of { $levels }
# $moves: moves played in the level; $limit: the most it allows
learn-moves = Moves: { $moves }
learn-moves-limit = Moves: { $moves } (at most { $limit })
# $stars: the stars earned ("★★☆")
learn-level-complete = Level complete  { $stars }
learn-not-time = Not this time
learn-computer-thinking = The computer is thinking…
# $hint: the level's hint
learn-hint = Hint: { $hint }
learn-hint-h = Hint (H)
learn-retry-r = Retry (R)
learn-continue-n = Continue (N)
learn-next-n = Next (N)
learn-skip-n = Skip (N)
learn-lessons = Lessons

# src/screens/puzzle_panel.rs
# $game: the game's name
learn-game-puzzles = { $game } puzzles
# $rating: the solver's puzzle rating ("1500")
learn-your-rating = Your rating { $rating }
learn-your-rating-provisional = Your rating { $rating }? (provisional)
# $id: the puzzle's id; $difficulty: the puzzle's rating
learn-puzzle-difficulty = Puzzle { $id } · difficulty { $difficulty }
# $change: the rating's change, with its parentheses ("  (+12)"), or nothing
learn-solved-change = Solved!{ $change }
# $change: the rating's change, or nothing
learn-not-time-change = Not this time{ $change }
# $change: the rating's change, or nothing
learn-solution-shown-change = Solution shown{ $change }
learn-your-move = Your move.
learn-right-go = Right! Go on.
# $active: the solution line
learn-solution = Solution: { $active }
# $themes: the puzzle's themes
learn-themes = Themes: { $themes }
learn-solution-s = Solution (S)
learn-next-puzzle-n = Next (N)
learn-back = Back
learn-latest-tries = Latest tries
learn-none-yet-first-puzzle = None yet: the first puzzle counts.

# Puzzle themes (src/i18n/themes.rs): names, then the hint each gives. $count: a number of moves
theme-mate-in = mate in { $count }
theme-escape-in = escape in { $count }
theme-king-capture-in = king capture in { $count }
theme-win-in = win in { $count }
theme-smothered-mate = smothered mate
theme-back-rank-mate = back-rank mate
theme-mate-alone = mate alone
theme-shared-mate = shared mate
theme-forced-mate = forced mate
theme-forced-win = forced win
theme-double-check = double check
theme-discovered-check = discovered check
theme-discovered-attack = discovered attack
theme-fork = fork
theme-skewer = skewer
theme-pin = pin
theme-deflection = deflection
theme-attraction = attraction
theme-trapped-piece = trapped piece
theme-promotion = promotion
theme-advanced-pawn = advanced pawn
theme-sacrifice = sacrifice
theme-quiet-move = quiet move
theme-multi-capture = multi-capture
theme-winning-material = winning material
theme-material = material
theme-endgame = endgame
theme-advantage = advantage
theme-check = check
theme-hint-none = Look for forcing moves: checks, captures and threats.
theme-hint-mate-in-one = Mate in one move.
theme-hint-mate-in = A forced mate in { $count } moves: look at every check.
theme-hint-escape = The king can reach a corner by force.
theme-hint-king-capture = The king can be captured: force it.
theme-hint-win = There is a forced win.
theme-hint-smothered-mate = A knight mates a king that its own pieces hem in.
theme-hint-back-rank-mate = The king is shut in on its back rank by its own pawns.
theme-hint-mate-alone = Mate one opponent on your own.
theme-hint-shared-mate = A mate is there, shared with the other attacker.
theme-hint-forced-mate = A forced mate starts here: find its first move.
theme-hint-forced-win = A forced win starts here: find its first move.
theme-hint-double-check = Check with two pieces at once: only a king move answers it.
theme-hint-discovered-check = Move one piece out of the way so another gives check.
theme-hint-discovered-attack = Move one piece out of the way so another attacks.
theme-hint-fork = Look for a fork: one piece that attacks two.
theme-hint-skewer = Look for a skewer: attack a big piece so that the one behind it falls.
theme-hint-pin = Look for a pin: a piece that cannot move without exposing a bigger one.
theme-hint-deflection = Lure a defender away from what it guards.
theme-hint-attraction = Lure the king onto a bad square.
theme-hint-trapped-piece = An enemy piece has no safe square: attack it.
theme-hint-promotion = A pawn can reach the last rank.
theme-hint-advanced-pawn = A pawn close to promotion decides it.
theme-hint-sacrifice = Give material to get more back.
theme-hint-quiet-move = The winning move is neither a check nor a capture.
theme-hint-multi-capture = One move can take several pieces.
theme-hint-material = Material can be won by force.
theme-hint-endgame = An endgame: every tempo counts.
theme-hint-advantage = There is one clearly best move.
theme-hint-check = Start with a check.

# src/screens/learn.rs, more
# $game: the game's name
learn-game-lessons = { $game }: lessons
# Beside the lesson to play next.
learn-next-up = next

# Why a level failed, or a move was refused, in a lesson or a puzzle.
lesson-failed-line-over = The lesson's line is over.
# $moves: the most moves the goal allows
lesson-failed-too-many-moves = { $moves ->
    [one] The goal takes at most 1 move: try again.
   *[other] The goal takes at most { $moves } moves: try again.
}
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
lesson-failed-game-ended = The game ended before the goal: { $outcome }
# $reply: the lesson's scripted move; $error: why it could not be played, in English
lesson-failed-reply = The lesson's reply { $reply } failed: { $error }
lesson-failed-check-while-waiting = That move gives check, and here the other side only waits: try a move that does not check.
# $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: its cell
lesson-failed-piece-lost = Your { $piece } on { $cell } was taken: keep your pieces protected.
lesson-refused-level-over = The level is over: retry it or go on.
lesson-refused-page = This page is to read: the board is its picture. Continue when you are ready.
