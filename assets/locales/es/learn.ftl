
# src/screens/learn.rs
learn-learn = Aprender
learn-back-esc = Volver (Esc)
# $error: what went wrong
learn-not-loaded-error = No se cargó: { $error }
learn-no-lessons-game-yet = Todavía no hay lecciones para este juego.
learn-start = Empezar
learn-continue = Continuar
learn-reset = Reiniciar
learn-play-level = Jugar este nivel
# $variant: the game's name
learn-reset-every-star = Borrar todas las estrellas de { $variant }

# src/screens/lesson_panel.rs
# $stars_left: stars still to reach
learn-reach-every-star-stars = { $stars_left ->
    [one] Alcanza todas las estrellas: queda { $stars_left }.
   *[other] Alcanza todas las estrellas: quedan { $stars_left }.
}
# $stars_left: stars still to reach
learn-capture-marked-pieces-stars = { $stars_left ->
    [one] Captura las piezas marcadas: queda { $stars_left }.
   *[other] Captura las piezas marcadas: quedan { $stars_left }.
}
learn-capture-every-piece-but = Captura todas las piezas menos el rey.
learn-give-check = Da jaque.
learn-checkmate = Da jaque mate.
learn-promote-pawn = Corona un peón.
learn-castle = Enroca.
learn-bring-king-corner = Lleva el rey a una esquina.
learn-capture-king = Captura al rey.
learn-find-right-moves = Encuentra las jugadas correctas.
learn-win-game = Gana la partida.
learn-win-when-countdown-runs = Gana cuando termine la cuenta atrás.
# $moves: moves in the game
learn-hold-moves-moves = { $moves ->
    [one] Resiste { $moves } jugada.
   *[other] Resiste { $moves } jugadas.
}
learn-read-then-continue = Lee y luego continúa.
# $level: the level's number; $levels: levels in the lesson
learn-level = Nivel { $level } de { $levels }
# $moves: moves played in the level; $limit: the most it allows
learn-moves = Jugadas: { $moves }
learn-moves-limit = Jugadas: { $moves } (como máximo { $limit })
# $stars: the stars earned ("★★☆")
learn-level-complete = Nivel superado  { $stars }
learn-not-time = Esta vez no
learn-computer-thinking = El ordenador está pensando…
# $hint: the level's hint
learn-hint = Pista: { $hint }
learn-hint-h = Pista (H)
learn-retry-r = Reintentar (R)
learn-continue-n = Continuar (N)
learn-next-n = Siguiente (N)
learn-skip-n = Saltar (N)
learn-lessons = Lecciones

# src/screens/puzzle_panel.rs
# $game: the game's name
learn-game-puzzles = Problemas de { $game }
# $rating: the solver's puzzle rating ("1500")
learn-your-rating = Tu puntuación: { $rating }
learn-your-rating-provisional = Tu puntuación: { $rating }? (provisional)
# $id: the puzzle's id; $difficulty: the puzzle's rating
learn-puzzle-difficulty = Problema { $id } · dificultad { $difficulty }
# $change: the rating's change, with its parentheses ("  (+12)"), or nothing
learn-solved-change = ¡Resuelto!{ $change }
# $change: the rating's change, or nothing
learn-not-time-change = Esta vez no{ $change }
# $change: the rating's change, or nothing
learn-solution-shown-change = Solución mostrada{ $change }
learn-your-move = Te toca.
learn-right-go = ¡Correcto! Sigue.
# $active: the solution line
learn-solution = Solución: { $active }
# $themes: the puzzle's themes
learn-themes = Temas: { $themes }
learn-solution-s = Solución (S)
learn-next-puzzle-n = Siguiente (N)
learn-back = Volver
learn-latest-tries = Últimos intentos
learn-none-yet-first-puzzle = Aún ninguno: el primer problema ya cuenta.

# Puzzle themes (src/i18n/themes.rs): names, then the hint each gives. $count: a number of moves
theme-mate-in = mate en { $count }
theme-escape-in = huida en { $count }
theme-king-capture-in = captura del rey en { $count }
theme-win-in = victoria en { $count }
theme-smothered-mate = mate de la coz
theme-back-rank-mate = mate del pasillo
theme-mate-alone = mate en solitario
theme-shared-mate = mate compartido
theme-forced-mate = mate forzado
theme-forced-win = victoria forzada
theme-double-check = jaque doble
theme-discovered-check = jaque a la descubierta
theme-discovered-attack = ataque a la descubierta
theme-fork = ataque doble
theme-skewer = ensartada
theme-pin = clavada
theme-deflection = desviación
theme-attraction = atracción
theme-trapped-piece = pieza atrapada
theme-promotion = coronación
theme-advanced-pawn = peón avanzado
theme-sacrifice = sacrificio
theme-quiet-move = jugada tranquila
theme-multi-capture = captura múltiple
theme-winning-material = ganancia de material
theme-material = material
theme-endgame = final
theme-advantage = ventaja
theme-check = jaque
theme-hint-none = Busca jugadas forzantes: jaques, capturas y amenazas.
theme-hint-mate-in-one = Mate en una jugada.
theme-hint-mate-in = Un mate forzado en { $count } jugadas: revisa todos los jaques.
theme-hint-escape = El rey puede llegar a una esquina por la fuerza.
theme-hint-king-capture = Se puede capturar al rey: fuérzalo.
theme-hint-win = Hay una victoria forzada.
theme-hint-smothered-mate = Un caballo da mate a un rey encerrado por sus propias piezas.
theme-hint-back-rank-mate = El rey está encerrado en su primera fila por sus propios peones.
theme-hint-mate-alone = Da mate a un rival tú solo.
theme-hint-shared-mate = Hay un mate, compartido con el otro atacante.
theme-hint-forced-mate = Aquí empieza un mate forzado: encuentra su primera jugada.
theme-hint-forced-win = Aquí empieza una victoria forzada: encuentra su primera jugada.
theme-hint-double-check = Jaque con dos piezas a la vez: solo se responde moviendo el rey.
theme-hint-discovered-check = Aparta una pieza para que otra dé jaque.
theme-hint-discovered-attack = Aparta una pieza para que otra ataque.
theme-hint-fork = Busca un ataque doble: una pieza que ataca a dos.
theme-hint-skewer = Busca una ensartada: ataca una pieza valiosa para que caiga la que está detrás.
theme-hint-pin = Busca una clavada: una pieza que no puede moverse sin dejar expuesta otra mayor.
theme-hint-deflection = Aleja a un defensor de lo que protege.
theme-hint-attraction = Atrae al rey a una mala casilla.
theme-hint-trapped-piece = Una pieza rival no tiene casilla segura: atácala.
theme-hint-promotion = Un peón puede llegar a la última fila.
theme-hint-advanced-pawn = Un peón a punto de coronar decide la partida.
theme-hint-sacrifice = Entrega material para recuperar más.
theme-hint-quiet-move = La jugada ganadora no es ni jaque ni captura.
theme-hint-multi-capture = Una jugada puede capturar varias piezas.
theme-hint-material = Se puede ganar material por la fuerza.
theme-hint-endgame = Un final: cada tiempo cuenta.
theme-hint-advantage = Hay una jugada claramente mejor.
theme-hint-check = Empieza con un jaque.

# src/screens/learn.rs, more
# $game: the game's name
learn-game-lessons = { $game }: lecciones
# Beside the lesson to play next.
learn-next-up = siguiente

# Why a level failed, or a move was refused, in a lesson or a puzzle.
lesson-failed-line-over = La línea de la lección ha terminado.
# $moves: the most moves the goal allows
lesson-failed-too-many-moves = { $moves ->
    [one] El objetivo debe lograrse en 1 jugada como máximo: inténtalo de nuevo.
   *[other] El objetivo debe lograrse en { $moves } jugadas como máximo: inténtalo de nuevo.
}
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
lesson-failed-game-ended = La partida terminó antes de lograr el objetivo: { $outcome }
# $reply: the lesson's scripted move; $error: why it could not be played, in English
lesson-failed-reply = La respuesta { $reply } de la lección falló: { $error }
lesson-failed-check-while-waiting = Esa jugada da jaque, y aquí el otro bando solo pasa: prueba una jugada que no dé jaque.
# $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: its cell
lesson-failed-piece-lost = { $piece_id ->
    [queen] Te han capturado la { $piece } de { $cell }
    [rook] Te han capturado la { $piece } de { $cell }
    [tri-a] Te han capturado la { $piece } de { $cell }
    [tri-b] Te han capturado la { $piece } de { $cell }
    [tri-c] Te han capturado la { $piece } de { $cell }
   *[other] Te han capturado el { $piece } de { $cell }
}: mantén tus piezas protegidas.
lesson-refused-level-over = El nivel ha terminado: repítelo o sigue adelante.
lesson-refused-page = Esta página es para leer: el tablero es su ilustración. Continúa cuando estés listo.
