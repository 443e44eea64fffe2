
# src/session/requests.rs
# $error: what went wrong
msg-could-not-start-game = Could not start the game: { $error }
msg-move-taken-back = Move taken back.
msg-no-draw-can-claimed = No draw can be claimed now.
msg-waiting-other-answers = Waiting for the other answers.
msg-draw-offer-declined = Draw offer declined.
# $offer: what was offered ("a draw", "a takeback": the offer- texts)
msg-offer-was-declined = The offer of { $offer } was declined.
msg-drawn-agreement = Drawn by agreement.
msg-game-aborted = Game aborted.
msg-rematch-agreed = Rematch agreed.
# $count: how many moves were taken back
msg-moves-taken-back = { $count ->
    [one] { $count } move taken back.
   *[other] { $count } moves taken back.
}

# src/session/save.rs
# $error: what went wrong
msg-could-not-load-error = Could not load: { $error }
# $path: a file
msg-saved = Saved to { $path }
# $error: what went wrong
msg-could-not-save-error = Could not save: { $error }
# $value: a name or a move
msg-downloaded-name = Downloaded { $value }
# $error: what went wrong
msg-could-not-download-error = Could not download: { $error }
# $variant: the game's name; $moves: moves played
msg-loaded-game-after-moves = { $moves ->
    [one] Loaded a game of { $variant } after { $moves } move.
   *[other] Loaded a game of { $variant } after { $moves } moves.
}
# $error: what went wrong
msg-autosave-failed-error = Autosave failed: { $error }
# Why a load failed, after "Could not load:". $file: the file
msg-no-such-file = { $file }: no such file
msg-no-game-to-resume = there is no game to resume
# Why a download failed, after "Could not download:" (on the desktop).
msg-downloads-are-for-browser = downloads are for the browser: Save writes the saves folder

# src/session/hint.rs
msg-hints-are-your-own = Hints are for your own move against the computer.
msg-hints-are-off-turn = Hints are off: turn them on in the settings.
# $error: what went wrong
msg-no-hint-error = No hint: { $error }
msg-no-hint-search-could = No hint: the search could not start.
msg-looking-hint = Looking for a hint…
# $value: a name or a move
msg-hint-display = Hint: { $value }.
msg-no-hint-no-move = No hint: no move was found.

# src/session/computer.rs
# $why: what went wrong
msg-computer-failed-why = The computer failed: { $why }.
msg-computer-accepts-draw = The computer accepts the draw.
msg-computer-declines-draw = The computer declines the draw.
# $error: why the level could not be had
msg-computer-full-strength = { $error }; the computer plays at full strength
# Why the computer failed, after "The computer failed:". $notation: its move ("e2e4"); $error: why it was refused
msg-computer-move-refused = its move { $notation } was refused: { $error }
msg-computer-found-no-move = it found no move

# src/session/review.rs
msg-review-cancelled = Review cancelled.
msg-review-comes-after-game = Review comes after the game: finish it, or load a finished one.
msg-no-moves-review = No moves to review.
# $error: what went wrong
msg-review-stopped-error = The review stopped: { $error }

# src/session/referee.rs
msg-not-connected-server = Not connected to the server.
msg-premove-played-when-your = Premove: played when your turn comes (right-click cancels).
msg-not-your-turn = It is not your turn.
msg-not-legal-move-here = Not a legal move here.

# src/session/analysis_board.rs
msg-analysis-board-move-any = Move for any seat; a move from an earlier position starts a new line.
# $error: what went wrong
msg-could-not-open-position = Could not open the position: { $error }
# Why a pasted position cannot be opened.
msg-paste-position-first = paste a position first
msg-position-already-over = the game is already over in this position

# src/session/analysis.rs
msg-analysis-hot-seat-finished = Analysis is for hot-seat and finished games.

# src/online/play.rs
# $url: the server's address
msg-connecting = Connecting to { $url }…
# $url: the server's address; $name: the player's name there
msg-online = Online at { $url } as { $name }.
# $reason: why the connection dropped; $wait: seconds; $attempt: the attempt number
msg-connection-lost-reason-reconnecting = Connection lost ({ $reason }). Reconnecting in { $wait } s (attempt { $attempt })…
# $why: what went wrong
msg-server-refused-client-why = The server refused this client: { $why }
msg-premove-cancelled = Premove cancelled.
# $offer: what you offer ("a draw": the offer- texts)
msg-you-offer = You offer { $offer }.
msg-you-ask-take-back = You ask to take back your move.

# src/online/mod.rs
msg-name-has-1-24 = A name has 1 to 24 characters.
# $url: the server's address
msg-connecting-url = Connecting to { $url }…
# $error: what went wrong
msg-could-not-connect-error = Could not connect: { $error }
msg-disconnected = Disconnected.
msg-not-connected-any-server = Not connected to a server.
# $error: what went wrong
msg-signed-but-token-was = Signed in, but the token was not kept: { $error }
# $detail: the server's reason
msg-server-refused-move-detail = The server refused the move: { $detail }.
msg-premove-was-not-legal = The premove was not legal any more.

# src/learn/mod.rs
# $error: what went wrong
msg-could-not-save-your = Could not save your stars: { $error }
# $error: what went wrong
msg-could-not-open-lesson = Could not open the lesson: { $error }

# src/puzzles/mod.rs
msg-no-mistakes-practise = No mistakes to practise.
# $game: the game's name
msg-no-puzzles-are-installed = No puzzles of { $game } are installed.
# $id: the puzzle's id
msg-no-puzzle-id = No puzzle { $id }.
# $id: the puzzle's id; $error: what went wrong
msg-could-not-open-puzzle = Could not open puzzle { $id }: { $error }
# $error: what went wrong
msg-could-not-save-puzzle-rating = Could not save your puzzle rating: { $error }

# src/board/input.rs
msg-reviewing-earlier-position-press = Reviewing an earlier position: press End or click the last move to return.
# $seat: the seat to move ("White")
msg-piece-not-yours-move = That piece is not yours to move: it is { $seat }'s turn.

# src/settings.rs
msg-animation-off = Off
msg-animation-fast = Fast
msg-animation-normal = Normal
msg-animation-slow = Slow
msg-walnut = Walnut
msg-slate = Slate
msg-high-contrast = High contrast
msg-classic = Classic
msg-flat-tokens = Flat tokens
# $error: what went wrong
msg-could-not-read-error = Could not read { $error }; using defaults.
# $file: the settings file; $error: what was wrong; $kept: where the old file is kept
msg-settings-file-was-unreadable = Settings file { $file } was unreadable ({ $error }); using defaults. The old file is kept as { $kept }.
# $error: what went wrong
msg-could-not-save-settings = Could not save settings: { $error }
# $why: what went wrong, a sentence of the engine messages (menu-engine-*) that names the engine
# where it knows it; $engine: the engine's name ("Stockfish 15.1"), for a language that names it again
msg-engine-failed = { $why }. Its seat is yours now: play on, or save the game.

# src/session/typed.rs: why a typed move is not played (the first letter is made a capital).
msg-typed-empty = type a move
msg-typed-no-move-here = no move can be made here now
# $typed: what was typed ("Qh5")
msg-typed-no-such-move = no legal move is written '{ $typed }'
# $typed: what was typed ("N"); $moves: the moves it could be, joined by commas ("Na3, Nc3, Nf3")
msg-typed-could-be = '{ $typed }' could be { $moves }

# src/storage: why a file could not be read or written, after "Could not load:" and the like.
msg-pick-file-desktop = pick a file on the desktop by putting it in the saves folder
msg-browser-no-storage = the browser gives this page no local storage
# $file: the file's name
msg-browser-refused-read = { $file }: the browser refused to read it
# $file: the file's name
msg-browser-refused-keep = { $file }: the browser refused to keep it (is its storage full?)
msg-page-no-document = the page has no document
msg-browser-refused-file = the browser refused the file
msg-page-no-link = no link
msg-page-no-file-input = no file input
msg-file-not-text = the file is not text

# Why the rules or the table refused a move or a request (the rules' reason ids, tabula_rules::IllegalMove::code).
illegal-malformed = That is not a move of this game.
illegal-no-piece-there = There is no piece there.
illegal-not-your-piece = That piece is not yours.
illegal-cannot-move-there = That piece cannot move there.
illegal-leaves-king-in-check = That move would leave your king in check.
illegal-castling-not-allowed = Castling is not allowed now.
illegal-promotion-required = A pawn that reaches the far edge must be promoted.
illegal-not-a-promotion = That move is not a promotion.
illegal-not-straight = Pieces move along a row or a column.
illegal-blocked = Another piece is in the way.
illegal-restricted-square = Only the king may stop on the throne or a corner.
illegal-wrong-captures = The captures written do not match the move.
illegal-game-over = The game is over.
illegal-same-kind = A piece never captures a piece of its own type.
illegal-own-piece-there = Your own piece stands there.
illegal-cannot-pass = You may pass only when you have no move.
illegal-must-pass = You have no move and must pass.
# $seat: the seat to move ("White"); $seat_id: white, black, red, attackers, defenders
refusal-not-your-turn = It is not your turn: { $seat } to move.
refusal-cannot-wait = This seat cannot let its turn go by here (in check, or in the middle of its turn).
refusal-nothing-to-take-back = Nothing to take back.
refusal-takeback-needs-consent = A takeback needs the other players' consent.
refusal-no-human = Nobody at the table can do that: the computer plays every seat.
refusal-no-claim = No draw can be claimed now.
refusal-no-offer = There is no offer to answer.
