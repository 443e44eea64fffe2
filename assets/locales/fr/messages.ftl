
# src/session/requests.rs
# $error: what went wrong
msg-could-not-start-game = Impossible de commencer la partie : { $error }
msg-move-taken-back = Coup repris.
msg-no-draw-can-claimed = Aucune nulle ne peut être réclamée maintenant.
msg-waiting-other-answers = En attente des autres réponses.
msg-draw-offer-declined = Proposition de nulle refusée.
# $offer: what was offered ("a draw", "a takeback": the offer- texts)
msg-offer-was-declined = Proposition refusée : { $offer }.
msg-drawn-agreement = Nulle par accord mutuel.
msg-game-aborted = Partie annulée.
msg-rematch-agreed = Revanche acceptée.
# $count: how many moves were taken back
msg-moves-taken-back = { $count ->
    [one] { $count } coup repris.
   *[other] { $count } coups repris.
}

# src/session/save.rs
# $error: what went wrong
msg-could-not-load-error = Impossible de charger : { $error }
# $path: a file
msg-saved = Enregistré dans { $path }
# $error: what went wrong
msg-could-not-save-error = Impossible d'enregistrer : { $error }
# $value: a name or a move
msg-downloaded-name = Téléchargé : { $value }
# $error: what went wrong
msg-could-not-download-error = Impossible de télécharger : { $error }
# $variant: the game's name; $moves: moves played
msg-loaded-game-after-moves = { $moves ->
    [one] { $variant } : partie chargée après { $moves } coup.
   *[other] { $variant } : partie chargée après { $moves } coups.
}
# $error: what went wrong
msg-autosave-failed-error = L'enregistrement automatique a échoué : { $error }
# Why a load failed, after "Could not load:". $file: the file
msg-no-such-file = { $file } : fichier introuvable
msg-no-game-to-resume = aucune partie à reprendre
# Why a download failed, after "Could not download:" (on the desktop).
msg-downloads-are-for-browser = le téléchargement n'existe que dans le navigateur : Enregistrer écrit dans le dossier des sauvegardes

# src/session/hint.rs
msg-hints-are-your-own = Les indices ne servent qu'à vos propres coups contre l'ordinateur.
msg-hints-are-off-turn = Les indices sont désactivés : activez-les dans les paramètres.
# $error: what went wrong
msg-no-hint-error = Pas d'indice : { $error }
msg-no-hint-search-could = Pas d'indice : la recherche n'a pas pu démarrer.
msg-looking-hint = Recherche d'un indice…
# $value: a name or a move
msg-hint-display = Indice : { $value }.
msg-no-hint-no-move = Pas d'indice : aucun coup trouvé.

# src/session/computer.rs
# $why: what went wrong
msg-computer-failed-why = L'ordinateur a échoué : { $why }.
msg-computer-accepts-draw = L'ordinateur accepte la nulle.
msg-computer-declines-draw = L'ordinateur refuse la nulle.
# $error: why the level could not be had
msg-computer-full-strength = { $error } ; l'ordinateur joue à pleine force
# Why the computer failed, after "The computer failed:". $notation: its move ("e2e4"); $error: why it was refused
msg-computer-move-refused = son coup { $notation } a été refusé : { $error }
msg-computer-found-no-move = il n'a trouvé aucun coup

# src/session/review.rs
msg-review-cancelled = Bilan annulé.
msg-review-comes-after-game = Le bilan se fait après la partie : terminez-la, ou chargez une partie terminée.
msg-no-moves-review = Aucun coup à examiner.
# $error: what went wrong
msg-review-stopped-error = Le bilan s'est interrompu : { $error }

# src/session/referee.rs
msg-not-connected-server = Non connecté au serveur.
msg-premove-played-when-your = Coup anticipé : joué quand viendra votre tour (clic droit pour annuler).
msg-not-your-turn = Ce n'est pas votre tour.
msg-not-legal-move-here = Ce coup n'est pas légal ici.

# src/session/analysis_board.rs
msg-analysis-board-move-any = Jouez pour n'importe quel camp ; un coup joué depuis une position antérieure ouvre une nouvelle variante.
# $error: what went wrong
msg-could-not-open-position = Impossible d'ouvrir la position : { $error }
# Why a pasted position cannot be opened.
msg-paste-position-first = collez d'abord une position
msg-position-already-over = la partie est déjà terminée dans cette position

# src/session/analysis.rs
msg-analysis-hot-seat-finished = L'analyse est réservée aux parties sur le même écran et aux parties terminées.

# src/online/play.rs
# $url: the server's address
msg-connecting = Connexion à { $url }…
# $url: the server's address; $name: the player's name there
msg-online = En ligne sur { $url } sous le nom { $name }.
# $reason: why the connection dropped; $wait: seconds; $attempt: the attempt number
msg-connection-lost-reason-reconnecting = Connexion perdue ({ $reason }). Nouvelle tentative dans { $wait } s (essai { $attempt })…
# $why: what went wrong
msg-server-refused-client-why = Le serveur a refusé ce client : { $why }
msg-premove-cancelled = Coup anticipé annulé.
# $offer: what you offer ("a draw": the offer- texts)
msg-you-offer = Vous proposez { $offer }.
msg-you-ask-take-back = Vous demandez à reprendre votre coup.

# src/online/mod.rs
msg-name-has-1-24 = Le nom doit compter de 1 à 24 caractères.
# $url: the server's address
msg-connecting-url = Connexion à { $url }…
# $error: what went wrong
msg-could-not-connect-error = Connexion impossible : { $error }
msg-disconnected = Déconnecté.
msg-not-connected-any-server = Non connecté à un serveur.
# $error: what went wrong
msg-signed-but-token-was = Connecté, mais le jeton n'a pas pu être conservé : { $error }
# $detail: the server's reason
msg-server-refused-move-detail = Le serveur a refusé le coup : { $detail }.
msg-premove-was-not-legal = Le coup anticipé n'était plus légal.

# src/learn/mod.rs
# $error: what went wrong
msg-could-not-save-your = Impossible d'enregistrer vos étoiles : { $error }
# $error: what went wrong
msg-could-not-open-lesson = Impossible d'ouvrir la leçon : { $error }

# src/puzzles/mod.rs
msg-no-mistakes-practise = Aucune erreur à travailler.
# $game: the game's name
msg-no-puzzles-are-installed = { $game } : aucun problème installé.
# $id: the puzzle's id
msg-no-puzzle-id = Problème { $id } introuvable.
# $id: the puzzle's id; $error: what went wrong
msg-could-not-open-puzzle = Impossible d'ouvrir le problème { $id } : { $error }
# $error: what went wrong
msg-could-not-save-puzzle-rating = Impossible d'enregistrer votre classement aux problèmes : { $error }

# src/board/input.rs
msg-reviewing-earlier-position-press = Position antérieure affichée : appuyez sur Fin ou cliquez sur le dernier coup pour revenir.
# $seat: the seat to move ("White")
msg-piece-not-yours-move = Vous ne pouvez pas jouer cette pièce : c'est au tour des { $seat }.

# src/settings.rs
msg-animation-off = Aucune
msg-animation-fast = Rapide
msg-animation-normal = Normale
msg-animation-slow = Lente
msg-walnut = Noyer
msg-slate = Ardoise
msg-high-contrast = Contraste élevé
msg-classic = Classique
msg-flat-tokens = Jetons plats
# $error: what went wrong
msg-could-not-read-error = Impossible de lire { $error } ; valeurs par défaut utilisées.
# $file: the settings file; $error: what was wrong; $kept: where the old file is kept
msg-settings-file-was-unreadable = Le fichier de paramètres { $file } était illisible ({ $error }) ; valeurs par défaut utilisées. L'ancien fichier est conservé sous { $kept }.
# $error: what went wrong
msg-could-not-save-settings = Impossible d'enregistrer les paramètres : { $error }
# $why: what went wrong, a sentence of the engine messages (menu-engine-*) that names the engine
# where it knows it; $engine: the engine's name ("Stockfish 15.1"), for a language that names it again
msg-engine-failed = { $why }. Sa place est à vous : continuez, ou enregistrez la partie.

# src/session/typed.rs: why a typed move is not played (the first letter is made a capital).
msg-typed-empty = tapez un coup
msg-typed-no-move-here = aucun coup n'est possible ici maintenant
# $typed: what was typed ("Qh5")
msg-typed-no-such-move = aucun coup légal ne s'écrit « { $typed } »
# $typed: what was typed ("N"); $moves: the moves it could be, joined by commas ("Na3, Nc3, Nf3")
msg-typed-could-be = « { $typed } » pourrait être { $moves }

# src/storage: why a file could not be read or written, after "Could not load:" and the like.
msg-pick-file-desktop = dans la version de bureau, choisissez un fichier en le plaçant dans le dossier des sauvegardes
msg-browser-no-storage = le navigateur ne donne aucun stockage local à cette page
# $file: the file's name
msg-browser-refused-read = { $file } : le navigateur a refusé de le lire
# $file: the file's name
msg-browser-refused-keep = { $file } : le navigateur a refusé de le conserver (son stockage est-il plein ?)
msg-page-no-document = la page n'a pas de document
msg-browser-refused-file = le navigateur a refusé le fichier
msg-page-no-link = pas de lien
msg-page-no-file-input = pas de champ de fichier
msg-file-not-text = le fichier n'est pas du texte

# Why the rules or the table refused a move or a request (the rules' reason ids, tabula_rules::IllegalMove::code).
illegal-malformed = Ce n’est pas un coup de ce jeu.
illegal-no-piece-there = Il n’y a pas de pièce à cet endroit.
illegal-not-your-piece = Cette pièce n’est pas à vous.
illegal-cannot-move-there = Cette pièce ne peut pas aller là.
illegal-leaves-king-in-check = Ce coup laisserait votre roi en échec.
illegal-castling-not-allowed = Le roque n’est pas permis maintenant.
illegal-promotion-required = Un pion qui atteint le bord opposé doit être promu.
illegal-not-a-promotion = Ce coup n’est pas une promotion.
illegal-not-straight = Les pièces se déplacent le long d’une rangée ou d’une colonne.
illegal-blocked = Une autre pièce barre le chemin.
illegal-restricted-square = Seul le roi peut s’arrêter sur le trône ou dans un coin.
illegal-wrong-captures = Les prises notées ne correspondent pas au coup.
illegal-game-over = La partie est terminée.
illegal-same-kind = Une pièce ne prend jamais une pièce de son propre type.
illegal-own-piece-there = Une de vos pièces se trouve déjà là.
illegal-cannot-pass = Vous ne pouvez passer que si vous n’avez aucun coup.
illegal-must-pass = Vous n’avez aucun coup et devez passer.
# $seat: the seat to move ("White"); $seat_id: white, black, red, attackers, defenders
refusal-not-your-turn = Ce n’est pas votre tour : { $seat } au trait.
refusal-cannot-wait = Ce camp ne peut pas passer son tour ici (en échec, ou au milieu de son tour).
refusal-nothing-to-take-back = Rien à reprendre.
refusal-takeback-needs-consent = Une reprise de coup demande l’accord des autres joueurs.
refusal-no-human = Personne à la table ne peut faire cela : l’ordinateur joue tous les camps.
refusal-no-claim = Aucune nulle ne peut être réclamée maintenant.
refusal-no-offer = Il n’y a aucune proposition à laquelle répondre.
