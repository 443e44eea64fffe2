
# src/session/requests.rs
# $error: what went wrong
msg-could-not-start-game = No se pudo empezar la partida: { $error }
msg-move-taken-back = Jugada deshecha.
msg-no-draw-can-claimed = Ahora no se pueden reclamar tablas.
msg-waiting-other-answers = Esperando las demás respuestas.
msg-draw-offer-declined = Oferta de tablas rechazada.
# $offer: what was offered ("a draw", "a takeback": the offer- texts)
msg-offer-was-declined = Propuesta de { $offer } rechazada.
msg-drawn-agreement = Tablas de mutuo acuerdo.
msg-game-aborted = Partida anulada.
msg-rematch-agreed = Revancha acordada.
# $count: how many moves were taken back
msg-moves-taken-back = { $count ->
    [one] { $count } jugada deshecha.
   *[other] { $count } jugadas deshechas.
}

# src/session/save.rs
# $error: what went wrong
msg-could-not-load-error = No se pudo cargar: { $error }
# $path: a file
msg-saved = Guardado en { $path }
# $error: what went wrong
msg-could-not-save-error = No se pudo guardar: { $error }
# $value: a name or a move
msg-downloaded-name = Descargado: { $value }
# $error: what went wrong
msg-could-not-download-error = No se pudo descargar: { $error }
# $variant: the game's name; $moves: moves played
msg-loaded-game-after-moves = { $moves ->
    [one] Partida de { $variant } cargada tras { $moves } jugada.
   *[other] Partida de { $variant } cargada tras { $moves } jugadas.
}
# $error: what went wrong
msg-autosave-failed-error = Falló el guardado automático: { $error }
# Why a load failed, after "Could not load:". $file: the file
msg-no-such-file = { $file }: el archivo no existe
msg-no-game-to-resume = no hay partida que continuar
# Why a download failed, after "Could not download:" (on the desktop).
msg-downloads-are-for-browser = las descargas son solo para el navegador: Guardar escribe en la carpeta de partidas

# src/session/hint.rs
msg-hints-are-your-own = Las pistas son para tu propia jugada contra el ordenador.
msg-hints-are-off-turn = Las pistas están desactivadas: actívalas en los ajustes.
# $error: what went wrong
msg-no-hint-error = Sin pista: { $error }
msg-no-hint-search-could = Sin pista: la búsqueda no pudo empezar.
msg-looking-hint = Buscando una pista…
# $value: a name or a move
msg-hint-display = Pista: { $value }.
msg-no-hint-no-move = Sin pista: no se encontró ninguna jugada.

# src/session/computer.rs
# $why: what went wrong
msg-computer-failed-why = El ordenador falló: { $why }.
msg-computer-accepts-draw = El ordenador acepta las tablas.
msg-computer-declines-draw = El ordenador rechaza las tablas.
# $error: why the level could not be had
msg-computer-full-strength = { $error }; el ordenador juega con toda su fuerza
# Why the computer failed, after "The computer failed:". $notation: its move ("e2e4"); $error: why it was refused
msg-computer-move-refused = su jugada { $notation } fue rechazada: { $error }
msg-computer-found-no-move = no encontró ninguna jugada

# src/session/review.rs
msg-review-cancelled = Revisión cancelada.
msg-review-comes-after-game = La revisión es para después de la partida: termínala o carga una terminada.
msg-no-moves-review = No hay jugadas que revisar.
# $error: what went wrong
msg-review-stopped-error = La revisión se detuvo: { $error }

# src/session/referee.rs
msg-not-connected-server = Sin conexión con el servidor.
msg-premove-played-when-your = Jugada anticipada: se jugará cuando te toque (clic derecho para cancelar).
msg-not-your-turn = No es tu turno.
msg-not-legal-move-here = Esa jugada no es legal aquí.

# src/session/analysis_board.rs
msg-analysis-board-move-any = Mueve con cualquier bando; una jugada desde una posición anterior abre una nueva línea.
# $error: what went wrong
msg-could-not-open-position = No se pudo abrir la posición: { $error }
# Why a pasted position cannot be opened.
msg-paste-position-first = pega primero una posición
msg-position-already-over = en esta posición la partida ya ha terminado

# src/session/analysis.rs
msg-analysis-hot-seat-finished = El análisis es para partidas de multijugador local y partidas terminadas.

# src/online/play.rs
# $url: the server's address
msg-connecting = Conectando con { $url }…
# $url: the server's address; $name: the player's name there
msg-online = Conectado a { $url } como { $name }.
# $reason: why the connection dropped; $wait: seconds; $attempt: the attempt number
msg-connection-lost-reason-reconnecting = Conexión perdida ({ $reason }). Reconectando en { $wait } s (intento { $attempt })…
# $why: what went wrong
msg-server-refused-client-why = El servidor rechazó este cliente: { $why }
msg-premove-cancelled = Jugada anticipada cancelada.
# $offer: what you offer ("a draw": the offer- texts)
msg-you-offer = Propones { $offer }.
msg-you-ask-take-back = Pides deshacer tu jugada.

# src/online/mod.rs
msg-name-has-1-24 = El nombre debe tener de 1 a 24 caracteres.
# $url: the server's address
msg-connecting-url = Conectando con { $url }…
# $error: what went wrong
msg-could-not-connect-error = No se pudo conectar: { $error }
msg-disconnected = Desconectado.
msg-not-connected-any-server = Sin conexión con ningún servidor.
# $error: what went wrong
msg-signed-but-token-was = Sesión iniciada, pero no se guardó el token: { $error }
# $detail: the server's reason
msg-server-refused-move-detail = El servidor rechazó la jugada: { $detail }.
msg-premove-was-not-legal = La jugada anticipada ya no era legal.

# src/learn/mod.rs
# $error: what went wrong
msg-could-not-save-your = No se pudieron guardar tus estrellas: { $error }
# $error: what went wrong
msg-could-not-open-lesson = No se pudo abrir la lección: { $error }

# src/puzzles/mod.rs
msg-no-mistakes-practise = No hay errores que practicar.
# $game: the game's name
msg-no-puzzles-are-installed = No hay problemas de { $game } instalados.
# $id: the puzzle's id
msg-no-puzzle-id = No existe el problema { $id }.
# $id: the puzzle's id; $error: what went wrong
msg-could-not-open-puzzle = No se pudo abrir el problema { $id }: { $error }
# $error: what went wrong
msg-could-not-save-puzzle-rating = No se pudo guardar tu puntuación de problemas: { $error }

# src/board/input.rs
msg-reviewing-earlier-position-press = Estás viendo una posición anterior: pulsa Fin o haz clic en la última jugada para volver.
# $seat: the seat to move ("White")
msg-piece-not-yours-move = No te toca mover esa pieza: es el turno de { $seat }.

# src/settings.rs
msg-animation-off = Desactivada
msg-animation-fast = Rápida
msg-animation-normal = Normal
msg-animation-slow = Lenta
msg-walnut = Nogal
msg-slate = Pizarra
msg-high-contrast = Alto contraste
msg-classic = Clásicas
msg-flat-tokens = Fichas planas
# $error: what went wrong
msg-could-not-read-error = No se pudo leer { $error }; se usan los valores predeterminados.
# $file: the settings file; $error: what was wrong; $kept: where the old file is kept
msg-settings-file-was-unreadable = El archivo de ajustes { $file } no se podía leer ({ $error }); se usan los valores predeterminados. El archivo anterior se conserva como { $kept }.
# $error: what went wrong
msg-could-not-save-settings = No se pudieron guardar los ajustes: { $error }
# $why: what went wrong, a sentence of the engine messages (menu-engine-*) that names the engine
# where it knows it; $engine: the engine's name ("Stockfish 15.1"), for a language that names it again
msg-engine-failed = { $why }. Ahora llevas tú su bando: sigue jugando o guarda la partida.

# src/session/typed.rs: why a typed move is not played (the first letter is made a capital).
msg-typed-empty = escribe una jugada
msg-typed-no-move-here = ahora no se puede jugar aquí
# $typed: what was typed ("Qh5")
msg-typed-no-such-move = ninguna jugada legal corresponde a «{ $typed }»
# $typed: what was typed ("N"); $moves: the moves it could be, joined by commas ("Na3, Nc3, Nf3")
msg-typed-could-be = «{ $typed }» puede ser { $moves }

# src/storage: why a file could not be read or written, after "Could not load:" and the like.
msg-pick-file-desktop = en la versión de escritorio, elige un archivo poniéndolo en la carpeta de partidas
msg-browser-no-storage = el navegador no da almacenamiento local a esta página
# $file: the file's name
msg-browser-refused-read = { $file }: el navegador se negó a leerlo
# $file: the file's name
msg-browser-refused-keep = { $file }: el navegador se negó a guardarlo (¿está lleno su almacenamiento?)
msg-page-no-document = la página no tiene documento
msg-browser-refused-file = el navegador rechazó el archivo
msg-page-no-link = no hay enlace
msg-page-no-file-input = no hay campo de archivo
msg-file-not-text = el archivo no es texto

# Why the rules or the table refused a move or a request (the rules' reason ids, tabula_rules::IllegalMove::code).
illegal-malformed = Eso no es una jugada de este juego.
illegal-no-piece-there = Ahí no hay ninguna pieza.
illegal-not-your-piece = Esa pieza no es tuya.
illegal-cannot-move-there = Esa pieza no puede ir ahí.
illegal-leaves-king-in-check = Esa jugada dejaría a tu rey en jaque.
illegal-castling-not-allowed = Ahora no se puede enrocar.
illegal-promotion-required = Un peón que llega al borde opuesto debe coronar.
illegal-not-a-promotion = Esa jugada no es una coronación.
illegal-not-straight = Las piezas se mueven a lo largo de una fila o una columna.
illegal-blocked = Otra pieza se interpone.
illegal-restricted-square = Solo el rey puede detenerse en el trono o en una esquina.
illegal-wrong-captures = Las capturas anotadas no coinciden con la jugada.
illegal-game-over = La partida ha terminado.
illegal-same-kind = Una pieza nunca captura a otra de su mismo tipo.
illegal-own-piece-there = Ahí ya hay una pieza tuya.
illegal-cannot-pass = Solo puedes pasar cuando no tienes ninguna jugada.
illegal-must-pass = No tienes ninguna jugada y debes pasar.
# $seat: the seat to move ("White"); $seat_id: white, black, red, attackers, defenders
refusal-not-your-turn = No es tu turno: juegan { $seat }.
refusal-cannot-wait = Este puesto no puede ceder su turno aquí (en jaque o a mitad de su turno).
refusal-nothing-to-take-back = No hay nada que deshacer.
refusal-takeback-needs-consent = Deshacer una jugada requiere el consentimiento de los demás jugadores.
refusal-no-human = Nadie en la mesa puede hacer eso: el ordenador juega con todos los puestos.
refusal-no-claim = Ahora no se pueden reclamar tablas.
refusal-no-offer = No hay ninguna oferta que responder.
