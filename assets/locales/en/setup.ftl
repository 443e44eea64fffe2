
# src/screens/setup.rs
# $variant: the game's name
setup-new-learn = New to { $variant }? Learn it
setup-start-enter = Start (Enter)
setup-back-esc = Back (Esc)
# $variant: the game's name
setup-new-game = New game of { $variant }
setup-mode = Mode:
setup-hot-seat = Hot-seat
setup-everybody-plays-computer = Everybody plays on this computer
setup-against-computer = Against the computer
setup-watch-computer = Watch the computer
setup-every-seat-computer-try = Every seat is a computer: try the levels
setup-human = Human
setup-computer = Computer
setup-engine = Engine
setup-chess-engine-installed-computer = A chess engine installed on this computer
setup-elo = Elo
setup-skill = skill
# After the engine's time for a move, a number of seconds ("1.0 s a move").
setup-seconds-a-move = s a move
setup-clock = Clock:
setup-none = None
setup-custom = Custom
# After a custom clock's minutes and increment: "10 min + 5 s per move".
setup-minutes = min
setup-seconds-per-move = s per move
setup-first-move = First to move:
setup-drawn-random = Drawn at random
# The computer's levels, weakest first.
setup-level-beginner = Beginner
setup-level-casual = Casual
setup-level-club = Club
setup-level-expert = Expert
setup-level-master = Master
# A level with its measured rating. $level: the level's name ("Club"); $rating: a number like 1650
setup-level-rated = { $level } · about { $rating }
setup-approximate-ratings = Approximate ratings: each level played Stockfish 15.1 at its UCI_Elo settings, 200 ms a move

# src/screens/select.rs
setup-choose-game = Choose a game
setup-play = Play
setup-back = Back

# src/screens/rules.rs
setup-rules = Rules
setup-back-game-esc = Back to the game (Esc)
# A rules page's diagram that could not be drawn. $error: what went wrong
setup-rules-diagram-error = (diagram: { $error })
