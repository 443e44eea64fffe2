
# src/menus/dialogs.rs
menu-window-title = Menu
menu-resume-esc = Resume (Esc)
menu-new-game = New game
menu-save = Save
menu-download-game = Download the game
menu-load = Load
menu-settings = Settings
menu-rules = Rules
menu-keyboard-shortcuts-f1 = Keyboard shortcuts (F1)
menu-back-lobby = Back to the lobby
menu-main-menu = Main menu
menu-quit = Quit
menu-keyboard-shortcuts = Keyboard shortcuts
menu-mouse-click-piece-then = Mouse: click a piece then its target, or drag it there.
menu-load-game = Load a game
menu-games-saved-browser = Games saved in this browser.
menu-open-file-from-computer = Open a file from this computer (.ron, .pgn)…
# $error: what went wrong
menu-could-not-open-file = Could not open a file: { $error }
# $saves_dir: the saves folder
menu-saved-games = Saved games in { $saves_dir }
menu-ron-saves-every-game = RON saves of every game; PGN files of chess and Marseillais games can be copied here too.
menu-no-saved-games-yet = No saved games yet (Ctrl+S saves the game in progress).
menu-same-setup-again = Same setup again
menu-rematch-with-seats-swapped = Rematch with seats swapped
menu-change-setup = Change the setup…
menu-another-game = Another game…
menu-game-over = Game over
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
menu-match-score-after-game = { $count ->
    [one] Match score after { $count } game: { $totals }
   *[other] Match score after { $count } games: { $totals }
}
menu-offer-rematch = Offer a rematch
menu-rematch = Rematch
menu-review-game = Review the game
menu-engine-goes-over-every = The engine goes over every move
menu-aborted = Aborted
menu-draw = Draw
# The game-over dialog's headline. $winner: the winning seat ("White", "Attackers");
# $winner_id: white, black, red, attackers, defenders (for agreement).
menu-headline-wins = { $winner } { $winner_id ->
    [attackers] win
    [defenders] win
   *[other] wins
}
# A game with scores: the seat with the most points. $seat: the seat ("Red").
menu-headline-top = { $seat } on top
# Two or three seats sharing the most points. $first, $second, $third: the seats ("White").
menu-headline-top-two = { $first } and { $second } on top
menu-headline-top-three = { $first } and { $second } and { $third } on top

menu-language = Language
# $language: the desktop's language, in itself ("Deutsch")
menu-language-system = System language ({ $language })
menu-animation = Animation
menu-board = Board
menu-show-legal-moves-selected = Show legal moves of the selected piece
menu-show-coordinates = Show coordinates
menu-hot-seat-turn-board = Hot-seat: turn the board to the player to move
menu-against-computer-hints-h = Against the computer: hints (H shows the best move)
menu-sound = Sound
menu-on = On
menu-theme = Theme
menu-scene = Scene
menu-drifting-specks-breathing-light = Drifting specks and breathing light
menu-pieces = Pieces
menu-interface-size = Interface size
menu-engines = Engines
menu-defaults = Defaults
menu-close = Close
# $settings_path: the settings file
menu-saved = Saved in { $settings_path }
menu-no-uci-engine-found = No UCI engine found (Stockfish and others, on the PATH or added here)
menu-remove = Remove
menu-add = Add

# src/menus/coach_dialogs.rs
menu-puzzles = Puzzles
menu-positions-from-tabula-s = Positions from Tabula's own games with one clearly winning line. Your rating follows your results.
# $error: what went wrong
menu-could-not-save-choice = Could not save the choice: { $error }
# $count: puzzles the game has
menu-puzzle-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
menu-not-rated-yet = not rated yet
# $rating: the player's puzzle rating (a number like 1500); $solved: puzzles solved; $tried: puzzles tried
menu-puzzle-rating = rating { $rating } · { $solved }/{ $tried } solved
menu-all-themes = All themes
menu-analysis-board = Analysis board
menu-paste-position-game-s = Paste a position in the game's notation (FEN for chess), or leave it empty for the start:
menu-open = Open
# $variant: the game's name; $error: what went wrong
menu-not-position-error = Not a { $variant } position: { $error }
menu-cancel = Cancel

# src/menus/shortcuts.rs: key names, then what each shortcut does (the help window, F1).
# $key: a letter key ("N"); write Ctrl as the language's keyboards print it.
menu-key-ctrl = Ctrl+{ $key }
menu-key-arrows = Arrows, Enter / Space
menu-key-pages = Page Up / Page Down
menu-key-home-end = Home / End
menu-key-esc = Esc
menu-key-right-click = Right click
menu-key-right-drag = Right drag
menu-shortcut-new-game = new game
menu-shortcut-take-back = take back a move
menu-shortcut-flip = flip the board
menu-shortcut-save = save the game
menu-shortcut-load = load a game
menu-shortcut-cursor = move the board cursor, pick up and put down
menu-shortcut-type-move = type a move (SAN like Nf3, or cells like e2e4)
menu-shortcut-step = step through the moves
menu-shortcut-first-last = first position / back to the game
menu-shortcut-promotion = pick the promotion piece
menu-shortcut-analyse = analyse the position (hot-seat and finished games)
menu-shortcut-hint = a hint (against the computer, when hints are on)
menu-shortcut-review = review a finished game
menu-shortcut-read-out = read the position out (screen readers)
menu-shortcut-puzzle = in a puzzle: hint, retry, next, solution
menu-shortcut-menu = menu (or cancel)
menu-shortcut-help = this help
menu-shortcut-sound = sound on / off
menu-shortcut-quit = quit
menu-shortcut-right-click = clear the selection; on a cell, circle it
menu-shortcut-right-drag = an arrow (Shift red, Ctrl blue, Alt yellow); a left click clears them
menu-shortcut-mark = at the board cursor: circle a cell, or K, move, K for an arrow

# src/engines/uci.rs: why an installed engine failed. The game's status line shows them in
# "{ $why }. Its seat is yours now..." (messages.ftl, msg-engine-failed), the settings window
# alone.
# $engine: the engine's name ("Stockfish 17"), or its program's path before it has said its name;
# $error: the system's reason
menu-engine-not-started = { $engine } could not be started: { $error }
menu-engine-no-input = no input to the engine
menu-engine-no-output = no output from the engine
# $engine: the engine's name
menu-engine-closed-input = { $engine } stopped (it closed its input)
# $engine: the engine's name
menu-engine-stopped-answering = { $engine } stopped answering
# $engine: the engine's name
menu-engine-crashed = { $engine } quit or crashed
# $engine: the engine's name; $game: the game's name ("Trichess")
menu-engine-wrong-game = { $engine } does not play { $game }

# The piece letters of moves, for king, queen, rook, bishop and knight in that order (English's
# are K Q R B N); shown in moves when the player asks for the language's own letters.
notation-piece-letters = K Q R B N
menu-piece-letters = Piece letters
# $letters: the language's letters, notation-piece-letters.
menu-piece-letters-local = The language's own ({ $letters })
# An example path in the empty field where an engine is added
menu-engine-path-hint = /path/to/engine
