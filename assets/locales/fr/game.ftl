
# src/window.rs
game-online-lobby-tabula = Salon en ligne – Tabula
game-learn-tabula = Apprendre – Tabula
game-rules-tabula = Règles – Tabula
game-tabula = Tabula

# src/screens/game.rs
# $player: the seat the learner plays ("White")
game-lesson-your-move = Leçon : à vous de jouer ({ $player })
game-lesson-computer-thinking = Leçon : l'ordinateur réfléchit
# $title: the lesson's title
game-lesson = Leçon : { $title }
# $player: the seat the learner plays ("White")
game-puzzle-move = Problème : { $player } au trait
# $state: whose move it is, or how the game ended
game-analysis-board-state = Échiquier d'analyse : { $state }
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
game-game-over = Partie terminée. { $outcome }
# $seat: the seat to move ("White")
game-seat-to-move = { $seat } au trait
# $seat: the seat asked to answer an offer
game-do-you-agree = { $seat }, acceptez-vous ?
# $ply: the move shown; $moves: moves in the game
game-reviewing-move-ply-end = Coup { $ply } sur { $moves } (Fin pour revenir à la partie)
# $to_move: the seat to move
game-analysis-scores-move = Analyse (évaluations pour les { $to_move })
game-thinking = Réflexion…
# $words: each seat and its expected share ("White 62%")
game-expected-result = Résultat attendu : { $words }
# $dots: one to three dots, moving; $seconds: time so far ("2.4"); $depth: search depth; $score: in pawns ("+0.35")
game-thinking-seconds = Réflexion{ $dots } { $seconds } s
game-thinking-depth-score = Réflexion{ $dots } { $seconds } s, profondeur { $depth }, évaluation { $score }
# $left: moves left in the countdown
game-countdown-left = Compte à rebours { $left }
# $streak: equal countdowns so far
game-equal-countdowns-row-streak = Comptes à rebours égaux d'affilée : { $streak } (2 = nulle)
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
game-match-after-games = { $count ->
    [one] Match après { $count } partie : { $totals }
   *[other] Match après { $count } parties : { $totals }
}
game-moves = Coups
game-start-home = Début (Origine)
game-back-page-up = Reculer (Page préc.)
game-forward-page-down = Avancer (Page suiv.)
game-live-position-end = Position actuelle (Fin)
game-move = Coup :
game-ask-take-back = Demander à reprendre
game-take-back = Reprendre le coup
game-ctrl-z = Ctrl+Z
game-copy-position = Copier la position
game-position-show-game-s = La position affichée, dans la notation du jeu
game-paste-position = Coller une position
game-stop-analysis = Arrêter l'analyse
game-analyse = Analyser
game-resign = Abandonner
game-offer-draw = Proposer la nulle
game-offer-abort = Proposer d'annuler
# $draw: the draw that can be claimed ("threefold repetition")
game-claim-draw-c = Réclamer la nulle ({ $draw })
game-claim-draw = Réclamer la nulle
game-hint = Indice
game-cancel-review = Annuler le bilan
game-review = Bilan
game-v-engine-goes-over = V : le moteur passe en revue chaque coup
game-analysis-board = Échiquier d'analyse
game-game-board-where-you = Cette partie sur un plateau où vous jouez librement
game-pass-no-move = Passer (aucun coup)
game-flip = Retourner
game-new-game = Nouvelle partie
game-ctrl-n = Ctrl+N
game-save = Enregistrer
game-ctrl-s = Ctrl+S
game-load = Charger
game-ctrl-o = Ctrl+O
game-menu = Menu
game-esc = Échap
game-promote = Promouvoir en
game-cancel-esc = Annuler (Échap)
game-accept = Accepter
game-decline = Refuser
# Who plays a seat, under its name on the seat's card. $name: the online player's name
game-online-you = { $name } (vous)
game-online-you-disconnected = { $name } (vous) – déconnecté
game-online-disconnected = { $name } – déconnecté
game-player-human = Humain
# $level: the computer's level, by its name
game-player-computer = Ordinateur ({ $level })
# $engine: an installed engine's name ("Stockfish 16"); $elo: the strength asked of it
game-player-engine-elo = { $engine } (Elo { $elo })
# $engine: an installed engine's name ("Stockfish 16"); $skill: its skill level
game-player-engine-skill = { $engine } (niveau { $skill })
# An analysis line's score. $moves: how many moves to the mate
game-mate-in = mat en { $moves }
game-mated-in = maté en { $moves }
# $depth: how deep the line was searched
game-line-depth = (profondeur { $depth })
# The turn in players' words, under the seats. $seat: the seat to move ("White")
game-turn-first-of-game = { $seat } : un seul coup à ce tour, le premier de la partie
# $seat: the seat to move ("Black"); $which: which move of the turn this is (1, 2...);
# $moves: how many moves the turn has (2 in Marseillais chess)
game-turn-move-of = { $seat } : { $which ->
        [1] premier
        [2] deuxième
        [3] troisième
       *[other] { $which }e
    } coup sur { $moves ->
        [2] deux
        [3] trois
       *[other] { $moves }
    }
# $seat: the seat in check ("Red")
game-in-check = { $seat } en échec
# $seats: the seats in check but the last, joined by commas ("White, Red"); $last: the last ("Black")
game-in-check-several = { $seats } et { $last } en échec
# $rounds: rounds played without a capture or a pawn move (30 or more)
game-quiet-rounds = { $rounds ->
    [one] { $rounds } tour sans prise ni coup de pion
   *[other] { $rounds } tours sans prise ni coup de pion
}
# A move of the move list that was played with a hint on the board. $notation: the move ("Nf3")
game-move-with-hint = { $notation } (indice)
# The move box's greyed-out hint, while it is empty.
game-no-move-to-make = aucun coup à jouer
game-type-a-move = tapez un coup (/)
# $count: how many more moves the typed text could be
game-more-moves = +{ $count } autres

# src/screens/review_panel.rs
game-reviewing-game = Bilan de la partie en cours…
game-cancel = Annuler
game-game-review = Bilan de la partie
# $judged: how many moves were judged
game-mistakes-blunders = Erreurs et gaffes ({ $judged })
game-show-position-before-move = Afficher la position avant le coup
# $count: how many
game-learn-from-your-mistakes = Apprendre de vos erreurs ({ $count })
game-expected-result-over-game = Résultat attendu au fil de la partie ; cliquez pour voir une position
# The review's progress bar. $done: moves gone over so far; $all: all the moves
game-review-progress = { $done ->
    [one] { $done } coup sur { $all }
   *[other] { $done } coups sur { $all }
}
# A judged move in the review's list. $number: the move's number; $seat: who played it
# ("White"); $played: the move with its mark ("Qh5??"); $best: the engine's better move ("Nf3")
game-judged-move = { $number }. { $seat } { $played }  mieux : { $best }

# src/screens/accessible.rs
game-board = Plateau

# src/board/effects.rs
game-checkmate = Échec et mat
game-stalemate = Pat
game-king-escapes = Le roi s'échappe
game-king-taken = Le roi est pris
game-every-piece-taken = Toutes les pièces prises
game-countdown-ends = Fin du compte à rebours
game-no-move-left = Aucun coup possible
game-resigned = Abandon
game-time = Temps écoulé
game-draw = Nulle
game-over-banner = Partie terminée

# Screen-reader words (src/speech.rs).
# $cell: a cell's name ("f3"); $piece: a seat's piece ("White knight", "attacker of the
# attackers"); $seat_id: white, black, red, attackers, defenders; $kind: the piece's name
# alone ("knight"), for English's lower-case "white knight"
speech-cell-piece = { $cell }, { $piece }
speech-cell-empty = { $cell }, vide
# $seat: the seat ("Black"); $seat_id: white, black, red, attackers, defenders
speech-passes = { $seat_id ->
    [attackers] Les attaquants passent
    [defenders] Les défenseurs passent
    [other] { $seat } passe
   *[army] Les { $seat } passent
}
# A piece whose kind is unknown.
speech-piece = pièce
# $seat, $seat_id: who moves; $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: where it goes
speech-plays = { $seat } : { $piece } en { $cell }
speech-plays-takes = { $seat } : { $piece } prend en { $cell }
# Clauses added to a move, each starting with its comma. $piece: what a pawn becomes
speech-becomes = , promotion en { $piece }
speech-checkmate = , échec et mat
speech-check = , échec
# The whole position. $piece: a piece's name; $cell: its cell
speech-piece-on = { $piece } { $cell }
speech-no-pieces = aucune pièce
# $seat: a seat; $pieces: its pieces, listed
speech-seat-pieces = { $seat } : { $pieces }

# Window titles. $lesson: the lesson's title; $game: the game's name
game-window-lesson = { $lesson } – { $game } (leçon) – Tabula
game-window-online = { $game } en ligne – Tabula
game-window-game = { $game } – Tabula
