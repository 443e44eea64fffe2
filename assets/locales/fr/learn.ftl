
# src/screens/learn.rs
learn-learn = Apprendre
learn-back-esc = Retour (Échap)
# $error: what went wrong
learn-not-loaded-error = Non chargé : { $error }
learn-no-lessons-game-yet = Pas encore de leçons pour ce jeu.
learn-start = Commencer
learn-continue = Continuer
learn-reset = Réinitialiser
learn-play-level = Jouer ce niveau
# $variant: the game's name
learn-reset-every-star = Effacer toutes les étoiles ({ $variant })

# src/screens/lesson_panel.rs
# $stars_left: stars still to reach
learn-reach-every-star-stars = Atteignez toutes les étoiles : encore { $stars_left }.
# $stars_left: stars still to reach
learn-capture-marked-pieces-stars = Prenez les pièces marquées : encore { $stars_left }.
learn-capture-every-piece-but = Prenez toutes les pièces sauf le roi.
learn-give-check = Donnez échec.
learn-checkmate = Faites mat.
learn-promote-pawn = Promouvez un pion.
learn-castle = Roquez.
learn-bring-king-corner = Amenez le roi dans un coin.
learn-capture-king = Prenez le roi.
learn-find-right-moves = Trouvez les bons coups.
learn-win-game = Gagnez la partie.
learn-win-when-countdown-runs = Gagnez à la fin du compte à rebours.
# $moves: moves in the game
learn-hold-moves-moves = { $moves ->
    [one] Tenez bon pendant { $moves } coup.
   *[other] Tenez bon pendant { $moves } coups.
}
learn-read-then-continue = Lisez, puis continuez.
# $level: the level's number; $levels: levels in the lesson
learn-level = Niveau { $level } sur { $levels }
# $moves: moves played in the level; $limit: the most it allows
learn-moves = Coups : { $moves }
learn-moves-limit = Coups : { $moves } (au plus { $limit })
# $stars: the stars earned ("★★☆")
learn-level-complete = Niveau réussi  { $stars }
learn-not-time = Pas cette fois
learn-computer-thinking = L'ordinateur réfléchit…
# $hint: the level's hint
learn-hint = Indice : { $hint }
learn-hint-h = Indice (H)
learn-retry-r = Réessayer (R)
learn-continue-n = Continuer (N)
learn-next-n = Suivant (N)
learn-skip-n = Passer (N)
learn-lessons = Leçons

# src/screens/puzzle_panel.rs
# $game: the game's name
learn-game-puzzles = Problèmes : { $game }
# $rating: the solver's puzzle rating ("1500")
learn-your-rating = Votre classement : { $rating }
learn-your-rating-provisional = Votre classement : { $rating }? (provisoire)
# $id: the puzzle's id; $difficulty: the puzzle's rating
learn-puzzle-difficulty = Problème { $id } · difficulté { $difficulty }
# $change: the rating's change, with its parentheses ("  (+12)"), or nothing
learn-solved-change = Résolu !{ $change }
# $change: the rating's change, or nothing
learn-not-time-change = Pas cette fois{ $change }
# $change: the rating's change, or nothing
learn-solution-shown-change = Solution affichée{ $change }
learn-your-move = À vous de jouer.
learn-right-go = Bien joué ! Continuez.
# $active: the solution line
learn-solution = Solution : { $active }
# $themes: the puzzle's themes
learn-themes = Thèmes : { $themes }
learn-solution-s = Solution (S)
learn-next-puzzle-n = Suivant (N)
learn-back = Retour
learn-latest-tries = Derniers essais
learn-none-yet-first-puzzle = Aucun pour l'instant : le premier problème compte.

# Puzzle themes (src/i18n/themes.rs): names, then the hint each gives. $count: a number of moves
theme-mate-in = mat en { $count }
theme-escape-in = fuite en { $count }
theme-king-capture-in = prise du roi en { $count }
theme-win-in = gain en { $count }
theme-smothered-mate = mat étouffé
theme-back-rank-mate = mat du couloir
theme-mate-alone = mat en solo
theme-shared-mate = mat partagé
theme-forced-mate = mat forcé
theme-forced-win = gain forcé
theme-double-check = échec double
theme-discovered-check = échec à la découverte
theme-discovered-attack = attaque à la découverte
theme-fork = fourchette
theme-skewer = enfilade
theme-pin = clouage
theme-deflection = déviation
theme-attraction = attraction
theme-trapped-piece = pièce piégée
theme-promotion = promotion
theme-advanced-pawn = pion avancé
theme-sacrifice = sacrifice
theme-quiet-move = coup tranquille
theme-multi-capture = prise multiple
theme-winning-material = gain de matériel
theme-material = matériel
theme-endgame = finale
theme-advantage = avantage
theme-check = échec
theme-hint-none = Cherchez les coups forçants : échecs, prises et menaces.
theme-hint-mate-in-one = Mat en un coup.
theme-hint-mate-in = Un mat forcé en { $count } coups : examinez chaque échec.
theme-hint-escape = Le roi peut atteindre un coin par force.
theme-hint-king-capture = Le roi peut être pris : forcez la prise.
theme-hint-win = Il y a un gain forcé.
theme-hint-smothered-mate = Un cavalier mate un roi enfermé par ses propres pièces.
theme-hint-back-rank-mate = Le roi est enfermé sur sa dernière rangée par ses propres pions.
theme-hint-mate-alone = Matez un adversaire à vous seul.
theme-hint-shared-mate = Un mat est possible, partagé avec l'autre attaquant.
theme-hint-forced-mate = Un mat forcé commence ici : trouvez son premier coup.
theme-hint-forced-win = Un gain forcé commence ici : trouvez son premier coup.
theme-hint-double-check = Donnez échec avec deux pièces à la fois : seul un coup du roi peut y parer.
theme-hint-discovered-check = Écartez une pièce pour qu'une autre donne échec.
theme-hint-discovered-attack = Écartez une pièce pour qu'une autre attaque.
theme-hint-fork = Cherchez une fourchette : une pièce qui en attaque deux.
theme-hint-skewer = Cherchez une enfilade : attaquez une grosse pièce pour que celle qui est derrière tombe.
theme-hint-pin = Cherchez un clouage : une pièce qui ne peut bouger sans exposer une pièce plus forte.
theme-hint-deflection = Détournez un défenseur de ce qu'il protège.
theme-hint-attraction = Attirez le roi sur une mauvaise case.
theme-hint-trapped-piece = Une pièce adverse n'a aucune case sûre : attaquez-la.
theme-hint-promotion = Un pion peut atteindre la dernière rangée.
theme-hint-advanced-pawn = Un pion proche de la promotion est décisif.
theme-hint-sacrifice = Donnez du matériel pour en regagner davantage.
theme-hint-quiet-move = Le coup gagnant n'est ni un échec ni une prise.
theme-hint-multi-capture = Un coup peut prendre plusieurs pièces.
theme-hint-material = Du matériel peut être gagné par force.
theme-hint-endgame = Une finale : chaque temps compte.
theme-hint-advantage = Un coup est nettement meilleur que les autres.
theme-hint-check = Commencez par un échec.

# src/screens/learn.rs, more
# $game: the game's name
learn-game-lessons = { $game } : leçons
# Beside the lesson to play next.
learn-next-up = à suivre

# Why a level failed, or a move was refused, in a lesson or a puzzle.
lesson-failed-line-over = La suite de la leçon est terminée.
# $moves: the most moves the goal allows
lesson-failed-too-many-moves = { $moves ->
    [one] L’objectif doit être atteint en 1 coup au plus : réessayez.
   *[other] L’objectif doit être atteint en { $moves } coups au plus : réessayez.
}
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
lesson-failed-game-ended = La partie s’est terminée avant l’objectif : { $outcome }
# $reply: the lesson's scripted move; $error: why it could not be played, in English
lesson-failed-reply = La réponse { $reply } de la leçon a échoué : { $error }
lesson-failed-check-while-waiting = Ce coup donne échec, mais ici l’autre camp ne fait que passer : essayez un coup qui ne donne pas échec.
# $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: its cell
lesson-failed-piece-lost = { $piece_id ->
    [pawn] Votre { $piece } en { $cell } a été pris
    [knight] Votre { $piece } en { $cell } a été pris
    [bishop] Votre { $piece } en { $cell } a été pris
    [king] Votre { $piece } en { $cell } a été pris
    [attacker] Votre { $piece } en { $cell } a été pris
    [defender] Votre { $piece } en { $cell } a été pris
   *[other] Votre { $piece } en { $cell } a été prise
} : gardez vos pièces protégées.
lesson-refused-level-over = Le niveau est terminé : réessayez-le ou continuez.
lesson-refused-page = Cette page est à lire : l’échiquier en est l’illustration. Continuez quand vous êtes prêt.
