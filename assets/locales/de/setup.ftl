
# src/screens/setup.rs
# $variant: the game's name
setup-new-learn = Kennst du { $variant } noch nicht? Lerne es hier
setup-start-enter = Start (Eingabe)
setup-back-esc = Zurück (Esc)
# $variant: the game's name
setup-new-game = Neue Partie { $variant }
setup-mode = Modus:
setup-hot-seat = Am selben Gerät
setup-everybody-plays-computer = Alle spielen an diesem Computer
setup-against-computer = Gegen den Computer
setup-watch-computer = Dem Computer zusehen
setup-every-seat-computer-try = Der Computer spielt alle Seiten: Probiere die Stufen aus
setup-human = Mensch
setup-computer = Computer
setup-engine = Engine
setup-chess-engine-installed-computer = Eine auf diesem Computer installierte Schach-Engine
setup-elo = Elo
setup-skill = Stufe
# After the engine's time for a move, a number of seconds ("1.0 s a move").
setup-seconds-a-move = s pro Zug
setup-clock = Bedenkzeit:
setup-none = Keine
setup-custom = Eigene
# After a custom clock's minutes and increment: "10 min + 5 s per move".
setup-minutes = Min.
setup-seconds-per-move = s pro Zug
setup-first-move = Wer beginnt:
setup-drawn-random = Ausgelost
# The computer's levels, weakest first.
setup-level-beginner = Anfänger
setup-level-casual = Hobbyspieler
setup-level-club = Vereinsspieler
setup-level-expert = Experte
setup-level-master = Meister
# A level with its measured rating. $level: the level's name ("Club"); $rating: a number like 1650
setup-level-rated = { $level } · etwa { $rating }
setup-approximate-ratings = Ungefähre Elo-Zahlen: Jede Stufe spielte gegen Stockfish 15.1 mit dessen UCI_Elo-Einstellungen, 200 ms pro Zug

# src/screens/select.rs
setup-choose-game = Wähle ein Spiel
setup-play = Spielen
setup-back = Zurück

# src/screens/rules.rs
setup-rules = Regeln
setup-back-game-esc = Zurück zur Partie (Esc)
# A rules page's diagram that could not be drawn. $error: what went wrong
setup-rules-diagram-error = (Diagramm: { $error })
