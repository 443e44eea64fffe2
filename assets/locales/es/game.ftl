
# src/window.rs
game-online-lobby-tabula = Sala en línea – Tabula
game-learn-tabula = Aprender – Tabula
game-rules-tabula = Reglas – Tabula
game-tabula = Tabula

# src/screens/game.rs
# $player: the seat the learner plays ("White")
game-lesson-your-move = Lección: te toca ({ $player })
game-lesson-computer-thinking = Lección: el ordenador está pensando
# $title: the lesson's title
game-lesson = Lección: { $title }
# $player: the seat the learner plays ("White")
game-puzzle-move = Problema: juegan { $player }
# $state: whose move it is, or how the game ended
game-analysis-board-state = Tablero de análisis: { $state }
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
game-game-over = Fin de la partida. { $outcome }
# $seat: the seat to move ("White")
game-seat-to-move = Juegan { $seat }
# $seat: the seat asked to answer an offer
game-do-you-agree = { $seat }, ¿aceptas?
# $ply: the move shown; $moves: moves in the game
game-reviewing-move-ply-end = Revisando la jugada { $ply } de { $moves } (Fin para volver a la partida)
# $to_move: the seat to move
game-analysis-scores-move = Análisis (valoración para { $to_move })
game-thinking = Pensando…
# $words: each seat and its expected share ("White 62%")
game-expected-result = Resultado esperado: { $words }
# $dots: one to three dots, moving; $seconds: time so far ("2.4"); $depth: search depth; $score: in pawns ("+0.35")
game-thinking-seconds = Pensando{ $dots } { $seconds } s
game-thinking-depth-score = Pensando{ $dots } { $seconds } s, profundidad { $depth }, valoración { $score }
# $left: moves left in the countdown
game-countdown-left = Cuenta atrás: { $left }
# $streak: equal countdowns so far
game-equal-countdowns-row-streak = Cuentas atrás iguales seguidas: { $streak } (2 = tablas)
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
game-match-after-games = { $count ->
    [one] Marcador tras { $count } partida: { $totals }
   *[other] Marcador tras { $count } partidas: { $totals }
}
game-moves = Jugadas
game-start-home = Principio (Inicio)
game-back-page-up = Atrás (RePág)
game-forward-page-down = Adelante (AvPág)
game-live-position-end = Posición actual (Fin)
game-move = Jugada:
game-ask-take-back = Pedir deshacer
game-take-back = Deshacer
game-ctrl-z = Ctrl+Z
game-copy-position = Copiar posición
game-position-show-game-s = La posición mostrada, en la notación del juego
game-paste-position = Pegar posición
game-stop-analysis = Detener análisis
game-analyse = Analizar
game-resign = Abandonar
game-offer-draw = Ofrecer tablas
game-offer-abort = Proponer anulación
# $draw: the draw that can be claimed ("threefold repetition")
game-claim-draw-c = Reclamar tablas ({ $draw })
game-claim-draw = Reclamar tablas
game-hint = Pista
game-cancel-review = Cancelar revisión
game-review = Revisar
game-v-engine-goes-over = V: el motor revisa cada jugada
game-analysis-board = Tablero de análisis
game-game-board-where-you = Esta partida en un tablero donde mueves libremente
game-pass-no-move = Pasar (sin jugada)
game-flip = Girar
game-new-game = Nueva partida
game-ctrl-n = Ctrl+N
game-save = Guardar
game-ctrl-s = Ctrl+S
game-load = Cargar
game-ctrl-o = Ctrl+O
game-menu = Menú
game-esc = Esc
game-promote = Coronar en
game-cancel-esc = Cancelar (Esc)
game-accept = Aceptar
game-decline = Rechazar
# Who plays a seat, under its name on the seat's card. $name: the online player's name
game-online-you = { $name } (tú)
game-online-you-disconnected = { $name } (tú) – desconectado
game-online-disconnected = { $name } – desconectado
game-player-human = Humano
# $level: the computer's level, by its name
game-player-computer = Ordenador ({ $level })
# $engine: an installed engine's name ("Stockfish 16"); $elo: the strength asked of it
game-player-engine-elo = { $engine } (Elo { $elo })
# $engine: an installed engine's name ("Stockfish 16"); $skill: its skill level
game-player-engine-skill = { $engine } (nivel { $skill })
# An analysis line's score. $moves: how many moves to the mate
game-mate-in = mate en { $moves }
game-mated-in = recibe mate en { $moves }
# $depth: how deep the line was searched
game-line-depth = (profundidad { $depth })
# The turn in players' words, under the seats. $seat: the seat to move ("White")
game-turn-first-of-game = { $seat }: una jugada este turno, la primera de la partida
# $seat: the seat to move ("Black"); $which: which move of the turn this is (1, 2...);
# $moves: how many moves the turn has (2 in Marseillais chess)
game-turn-move-of = { $seat }: { $which ->
        [1] primera
        [2] segunda
        [3] tercera
       *[other] { $which }.ª
    } jugada de { $moves ->
        [2] dos
        [3] tres
       *[other] { $moves }
    }
# $seat: the seat in check ("Red")
game-in-check = { $seat } en jaque
# $seats: the seats in check but the last, joined by commas ("White, Red"); $last: the last ("Black")
game-in-check-several = { $seats } y { $last } en jaque
# $rounds: rounds played without a capture or a pawn move (30 or more)
game-quiet-rounds = { $rounds ->
    [one] { $rounds } ronda sin captura ni movimiento de peón
   *[other] { $rounds } rondas sin captura ni movimiento de peón
}
# A move of the move list that was played with a hint on the board. $notation: the move ("Nf3")
game-move-with-hint = { $notation } (pista)
# The move box's greyed-out hint, while it is empty.
game-no-move-to-make = nada que jugar
game-type-a-move = escríbela (/)
# $count: how many more moves the typed text could be
game-more-moves = +{ $count } más

# src/screens/review_panel.rs
game-reviewing-game = Revisando la partida
game-cancel = Cancelar
game-game-review = Revisión de la partida
# $judged: how many moves were judged
game-mistakes-blunders = Errores y errores graves ({ $judged })
game-show-position-before-move = Mostrar la posición antes de la jugada
# $count: how many
game-learn-from-your-mistakes = Aprende de tus errores ({ $count })
game-expected-result-over-game = Resultado esperado a lo largo de la partida; haz clic para ver una posición
# The review's progress bar. $done: moves gone over so far; $all: all the moves
game-review-progress = { $all ->
    [one] { $done } de { $all } jugada
   *[other] { $done } de { $all } jugadas
}
# A judged move in the review's list. $number: the move's number; $seat: who played it
# ("White"); $played: the move with its mark ("Qh5??"); $best: the engine's better move ("Nf3")
game-judged-move = { $number }. { $seat } { $played }  mejor { $best }

# src/screens/accessible.rs
game-board = Tablero

# src/board/effects.rs
game-checkmate = Jaque mate
game-stalemate = Rey ahogado
game-king-escapes = El rey escapa
game-king-taken = El rey ha caído
game-every-piece-taken = Todas las piezas capturadas
game-countdown-ends = Termina la cuenta atrás
game-no-move-left = No quedan jugadas
game-resigned = Abandono
game-time = Tiempo
game-draw = Tablas
game-over-banner = Fin de la partida

# Screen-reader words (src/speech.rs).
# $cell: a cell's name ("f3"); $piece: a seat's piece ("White knight", "attacker of the
# attackers"); $seat_id: white, black, red, attackers, defenders; $kind: the piece's name
# alone ("knight"), for English's lower-case "white knight"
speech-cell-piece = { $cell }, { $piece }
speech-cell-empty = { $cell }, vacía
# $seat: the seat ("Black"); $seat_id: white, black, red, attackers, defenders
speech-passes = { $seat } { $seat_id ->
    [white] pasan
    [black] pasan
    [red] pasan
    [attackers] pasan
    [defenders] pasan
   *[other] pasa
}
# A piece whose kind is unknown.
speech-piece = pieza
# $seat, $seat_id: who moves; $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: where it goes
speech-plays = { $seat } { $seat_id ->
    [white] juegan
    [black] juegan
    [red] juegan
    [attackers] juegan
    [defenders] juegan
   *[other] juega
} { $piece } a { $cell }
speech-plays-takes = { $seat } { $seat_id ->
    [white] juegan
    [black] juegan
    [red] juegan
    [attackers] juegan
    [defenders] juegan
   *[other] juega
} { $piece } y { $seat_id ->
    [white] capturan
    [black] capturan
    [red] capturan
    [attackers] capturan
    [defenders] capturan
   *[other] captura
} en { $cell }
# Clauses added to a move, each starting with its comma. $piece: what a pawn becomes
speech-becomes = , se convierte en { $piece }
speech-checkmate = , jaque mate
speech-check = , jaque
# The whole position. $piece: a piece's name; $cell: its cell
speech-piece-on = { $piece } { $cell }
speech-no-pieces = sin piezas
# $seat: a seat; $pieces: its pieces, listed
speech-seat-pieces = { $seat }: { $pieces }

# Window titles. $lesson: the lesson's title; $game: the game's name
game-window-lesson = { $lesson } – lección de { $game } – Tabula
game-window-online = { $game } en línea – Tabula
game-window-game = { $game } – Tabula
