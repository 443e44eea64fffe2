
# src/menus/dialogs.rs
menu-window-title = Menu
menu-resume-esc = Reprendre (Échap)
menu-new-game = Nouvelle partie
menu-save = Enregistrer
menu-download-game = Télécharger la partie
menu-load = Charger
menu-settings = Paramètres
menu-rules = Règles
menu-keyboard-shortcuts-f1 = Raccourcis clavier (F1)
menu-back-lobby = Retour au salon
menu-main-menu = Menu principal
menu-quit = Quitter
menu-keyboard-shortcuts = Raccourcis clavier
menu-mouse-click-piece-then = Souris : cliquez sur une pièce puis sur sa destination, ou faites-la glisser.
menu-load-game = Charger une partie
menu-games-saved-browser = Parties enregistrées dans ce navigateur.
menu-open-file-from-computer = Ouvrir un fichier depuis cet ordinateur (.ron, .pgn)…
# $error: what went wrong
menu-could-not-open-file = Impossible d'ouvrir le fichier : { $error }
# $saves_dir: the saves folder
menu-saved-games = Parties enregistrées dans { $saves_dir }
menu-ron-saves-every-game = Sauvegardes RON de toutes les parties ; les fichiers PGN d'échecs et d'échecs marseillais peuvent aussi être copiés ici.
menu-no-saved-games-yet = Aucune partie enregistrée pour l'instant (Ctrl+S enregistre la partie en cours).
menu-same-setup-again = Mêmes réglages
menu-rematch-with-seats-swapped = Revanche en échangeant les places
menu-change-setup = Changer les réglages…
menu-another-game = Un autre jeu…
menu-game-over = Partie terminée
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
menu-match-score-after-game = { $count ->
    [one] Score du match après { $count } partie : { $totals }
   *[other] Score du match après { $count } parties : { $totals }
}
menu-offer-rematch = Proposer une revanche
menu-rematch = Revanche
menu-review-game = Bilan de la partie
menu-engine-goes-over-every = Le moteur passe en revue chaque coup
menu-aborted = Annulée
menu-draw = Nulle
# The game-over dialog's headline. $winner: the winning seat ("White", "Attackers");
# $winner_id: white, black, red, attackers, defenders (for agreement).
menu-headline-wins = { $winner_id ->
    [attackers] Victoire des attaquants
    [defenders] Victoire des défenseurs
    [other] Victoire : { $winner }
   *[army] Victoire des { $winner }
}
# A game with scores: the seat with the most points. $seat: the seat ("Red").
menu-headline-top = { $seat } en tête
# Two or three seats sharing the most points. $first, $second, $third: the seats ("White").
menu-headline-top-two = { $first } et { $second } en tête
menu-headline-top-three = { $first }, { $second } et { $third } en tête

menu-language = Langue
# $language: the desktop's language, in itself ("Deutsch")
menu-language-system = Langue du système ({ $language })
menu-animation = Animation
menu-board = Plateau
menu-show-legal-moves-selected = Montrer les coups légaux de la pièce choisie
menu-show-coordinates = Montrer les coordonnées
menu-hot-seat-turn-board = Même écran : tourner le plateau vers le joueur au trait
menu-against-computer-hints-h = Contre l'ordinateur : indices (H montre le meilleur coup)
menu-sound = Son
menu-on = Activé
menu-theme = Thème
menu-scene = Décor
menu-drifting-specks-breathing-light = Particules flottantes et lumière pulsante
menu-pieces = Pièces
menu-interface-size = Taille de l'interface
menu-engines = Moteurs
menu-defaults = Valeurs par défaut
menu-close = Fermer
# $settings_path: the settings file
menu-saved = Enregistré dans { $settings_path }
menu-no-uci-engine-found = Aucun moteur UCI trouvé (Stockfish et autres, dans le PATH ou ajoutés ici)
menu-remove = Retirer
menu-add = Ajouter

# src/menus/coach_dialogs.rs
menu-puzzles = Problèmes
menu-positions-from-tabula-s = Des positions tirées des parties de Tabula, avec une seule suite clairement gagnante. Votre classement suit vos résultats.
# $error: what went wrong
menu-could-not-save-choice = Impossible d'enregistrer le choix : { $error }
# $count: puzzles the game has
menu-puzzle-count = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
menu-not-rated-yet = pas encore classé
# $rating: the player's puzzle rating (a number like 1500); $solved: puzzles solved; $tried: puzzles tried
menu-puzzle-rating = classement { $rating } · { $solved }/{ $tried } résolus
menu-all-themes = Tous les thèmes
menu-analysis-board = Échiquier d'analyse
menu-paste-position-game-s = Collez une position dans la notation du jeu (FEN pour les échecs), ou laissez vide pour la position de départ :
menu-open = Ouvrir
# $variant: the game's name; $error: what went wrong
menu-not-position-error = Position non valide ({ $variant }) : { $error }
menu-cancel = Annuler

# src/menus/shortcuts.rs: key names, then what each shortcut does (the help window, F1).
# $key: a letter key ("N"); write Ctrl as the language's keyboards print it.
menu-key-ctrl = Ctrl+{ $key }
menu-key-arrows = Flèches, Entrée / Espace
menu-key-pages = Page préc. / Page suiv.
menu-key-home-end = Origine / Fin
menu-key-esc = Échap
menu-key-right-click = Clic droit
menu-key-right-drag = Glisser avec clic droit
menu-shortcut-new-game = nouvelle partie
menu-shortcut-take-back = reprendre un coup
menu-shortcut-flip = retourner le plateau
menu-shortcut-save = enregistrer la partie
menu-shortcut-load = charger une partie
menu-shortcut-cursor = déplacer le curseur, prendre et poser une pièce
menu-shortcut-type-move = taper un coup (SAN comme Nf3, ou cases comme e2e4)
menu-shortcut-step = parcourir les coups
menu-shortcut-first-last = première position / retour à la partie
menu-shortcut-promotion = choisir la pièce de promotion
menu-shortcut-analyse = analyser la position (même écran et parties terminées)
menu-shortcut-hint = un indice (contre l'ordinateur, indices activés)
menu-shortcut-review = bilan d'une partie terminée
menu-shortcut-read-out = lire la position (lecteurs d'écran)
menu-shortcut-puzzle = dans un problème : indice, réessayer, suivant, solution
menu-shortcut-menu = menu (ou annuler)
menu-shortcut-help = cette aide
menu-shortcut-sound = son activé / désactivé
menu-shortcut-quit = quitter
menu-shortcut-right-click = annuler la sélection ; sur une case, l'entourer
menu-shortcut-right-drag = une flèche (Maj rouge, Ctrl bleu, Alt jaune) ; un clic gauche les efface
menu-shortcut-mark = au curseur : entourer une case, ou K, déplacer, K pour une flèche

# src/engines/uci.rs: why an installed engine failed. The game's status line shows them in
# "{ $engine } failed: { $why }. ..." (messages.ftl, msg-engine-failed, which drops the engine's
# name where the text starts with it), the settings window alone.
# $engine: the engine's name ("Stockfish 17"), or its program's path before it has said its name;
# $error: the system's reason
menu-engine-not-started = { $engine } n'a pas pu démarrer : { $error }
menu-engine-no-input = aucune entrée vers le moteur
menu-engine-no-output = aucune sortie du moteur
# $engine: the engine's name
menu-engine-closed-input = { $engine } s'est arrêté (entrée fermée)
# $engine: the engine's name
menu-engine-stopped-answering = { $engine } ne répond plus
# $engine: the engine's name
menu-engine-crashed = { $engine } s'est arrêté ou a planté
# $engine: the engine's name; $game: the game's name ("Trichess")
menu-engine-wrong-game = { $engine } ne prend pas en charge ce jeu ({ $game })

# The piece letters of moves, for king, queen, rook, bishop and knight in that order (English's
# are K Q R B N); shown in moves when the player asks for the language's own letters.
notation-piece-letters = R D T F C
menu-piece-letters = Lettres des pièces
# $letters: the language's letters, notation-piece-letters.
menu-piece-letters-local = Françaises ({ $letters })
# An example path in the empty field where an engine is added
menu-engine-path-hint = /chemin/vers/moteur
