
# src/screens/setup.rs
# $variant: the game's name
setup-new-learn = ¿No sabes jugar? Aprende { $variant }
setup-start-enter = Empezar (Intro)
setup-back-esc = Volver (Esc)
# $variant: the game's name
setup-new-game = Nueva partida de { $variant }
setup-mode = Modo:
setup-hot-seat = Multijugador local
setup-everybody-plays-computer = Todos juegan en este ordenador
setup-against-computer = Contra el ordenador
setup-watch-computer = Ver jugar al ordenador
setup-every-seat-computer-try = El ordenador lleva todos los bandos: prueba los niveles
setup-human = Humano
setup-computer = Ordenador
setup-engine = Motor
setup-chess-engine-installed-computer = Un motor de ajedrez instalado en este ordenador
setup-elo = Elo
setup-skill = nivel
# After the engine's time for a move, a number of seconds ("1.0 s a move").
setup-seconds-a-move = s por jugada
setup-clock = Reloj:
setup-none = Sin reloj
setup-custom = Personalizado
# After a custom clock's minutes and increment: "10 min + 5 s per move".
setup-minutes = min
setup-seconds-per-move = s por jugada
setup-first-move = Empieza:
setup-drawn-random = Por sorteo
# The computer's levels, weakest first.
setup-level-beginner = Principiante
setup-level-casual = Aficionado
setup-level-club = Club
setup-level-expert = Experto
setup-level-master = Maestro
# A level with its measured rating. $level: the level's name ("Club"); $rating: a number like 1650
setup-level-rated = { $level } · unos { $rating }
setup-approximate-ratings = Puntuaciones aproximadas: cada nivel jugó contra Stockfish 15.1 ajustado con UCI_Elo, a 200 ms por jugada

# src/screens/select.rs
setup-choose-game = Elige un juego
setup-play = Jugar
setup-back = Volver

# src/screens/rules.rs
setup-rules = Reglas
setup-back-game-esc = Volver a la partida (Esc)
# A rules page's diagram that could not be drawn. $error: what went wrong
setup-rules-diagram-error = (diagrama: { $error })
