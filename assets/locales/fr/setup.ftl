
# src/screens/setup.rs
# $variant: the game's name
setup-new-learn = { $variant } : vous débutez ? Apprenez à jouer
setup-start-enter = Commencer (Entrée)
setup-back-esc = Retour (Échap)
# $variant: the game's name
setup-new-game = Nouvelle partie : { $variant }
setup-mode = Mode :
setup-hot-seat = Sur le même écran
setup-everybody-plays-computer = Tout le monde joue sur cet ordinateur
setup-against-computer = Contre l'ordinateur
setup-watch-computer = Regarder l'ordinateur
setup-every-seat-computer-try = Chaque place est tenue par l'ordinateur : essayez les niveaux
setup-human = Humain
setup-computer = Ordinateur
setup-engine = Moteur
setup-chess-engine-installed-computer = Un moteur d'échecs installé sur cet ordinateur
setup-elo = Elo
setup-skill = niveau
# After the engine's time for a move, a number of seconds ("1.0 s a move").
setup-seconds-a-move = s par coup
setup-clock = Pendule :
setup-none = Aucune
setup-custom = Personnalisée
# After a custom clock's minutes and increment: "10 min + 5 s per move".
setup-minutes = min
setup-seconds-per-move = s par coup
setup-first-move = Qui commence :
setup-drawn-random = Tiré au sort
# The computer's levels, weakest first.
setup-level-beginner = Débutant
setup-level-casual = Loisir
setup-level-club = Club
setup-level-expert = Expert
setup-level-master = Maître
# A level with its measured rating. $level: the level's name ("Club"); $rating: a number like 1650
setup-level-rated = { $level } · environ { $rating }
setup-approximate-ratings = Classements Elo approximatifs : chaque niveau a affronté Stockfish 15.1 réglé via UCI_Elo, 200 ms par coup

# src/screens/select.rs
setup-choose-game = Choisissez un jeu
setup-play = Jouer
setup-back = Retour

# src/screens/rules.rs
setup-rules = Règles
setup-back-game-esc = Retour à la partie (Échap)
# A rules page's diagram that could not be drawn. $error: what went wrong
setup-rules-diagram-error = (diagramme : { $error })
