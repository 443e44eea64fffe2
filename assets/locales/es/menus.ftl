
# src/menus/dialogs.rs
menu-window-title = Menú
menu-resume-esc = Continuar (Esc)
menu-new-game = Nueva partida
menu-save = Guardar
menu-download-game = Descargar la partida
menu-load = Cargar
menu-settings = Ajustes
menu-rules = Reglas
menu-keyboard-shortcuts-f1 = Atajos de teclado (F1)
menu-back-lobby = Volver a la sala
menu-main-menu = Menú principal
menu-quit = Salir
menu-keyboard-shortcuts = Atajos de teclado
menu-mouse-click-piece-then = Ratón: haz clic en una pieza y luego en su destino, o arrástrala hasta allí.
menu-load-game = Cargar una partida
menu-games-saved-browser = Partidas guardadas en este navegador.
menu-open-file-from-computer = Abrir un archivo de este ordenador (.ron, .pgn)…
# $error: what went wrong
menu-could-not-open-file = No se pudo abrir el archivo: { $error }
# $saves_dir: the saves folder
menu-saved-games = Partidas guardadas en { $saves_dir }
menu-ron-saves-every-game = Partidas de todos los juegos guardadas en formato RON; también puedes copiar aquí archivos PGN de ajedrez y de ajedrez marsellés.
menu-no-saved-games-yet = Aún no hay partidas guardadas (Ctrl+S guarda la partida en curso).
menu-same-setup-again = Misma configuración
menu-rematch-with-seats-swapped = Revancha con los bandos cambiados
menu-change-setup = Cambiar la configuración…
menu-another-game = Otro juego…
menu-game-over = Fin de la partida
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
menu-match-score-after-game = { $count ->
    [one] Marcador tras { $count } partida: { $totals }
   *[other] Marcador tras { $count } partidas: { $totals }
}
menu-offer-rematch = Ofrecer la revancha
menu-rematch = Revancha
menu-review-game = Revisar la partida
menu-engine-goes-over-every = El motor revisa cada jugada
menu-aborted = Anulada
menu-draw = Tablas
# The game-over dialog's headline. $winner: the winning seat ("White", "Attackers");
# $winner_id: white, black, red, attackers, defenders (for agreement).
menu-headline-wins = { $winner_id ->
    [white] Ganan
    [black] Ganan
    [red] Ganan
    [attackers] Ganan
    [defenders] Ganan
   *[other] Gana
} { $winner }
# A game with scores: the seat with the most points. $seat: the seat ("Red").
menu-headline-top = { $seat } en cabeza
# Two or three seats sharing the most points. $first, $second, $third: the seats ("White").
menu-headline-top-two = { $first } y { $second } en cabeza
menu-headline-top-three = { $first }, { $second } y { $third } en cabeza

menu-language = Idioma
# $language: the desktop's language, in itself ("Deutsch")
menu-language-system = Idioma del sistema ({ $language })
menu-animation = Animación
menu-board = Tablero
menu-show-legal-moves-selected = Mostrar las jugadas legales de la pieza seleccionada
menu-show-coordinates = Mostrar coordenadas
menu-hot-seat-turn-board = Multijugador local: girar el tablero hacia quien juega
menu-against-computer-hints-h = Contra el ordenador: pistas (H muestra la mejor jugada)
menu-sound = Sonido
menu-on = Activado
menu-theme = Tema
menu-scene = Escena
menu-drifting-specks-breathing-light = Partículas flotantes y luz pulsante
menu-pieces = Piezas
menu-interface-size = Tamaño de la interfaz
menu-engines = Motores
menu-defaults = Restablecer
menu-close = Cerrar
# $settings_path: the settings file
menu-saved = Guardado en { $settings_path }
menu-no-uci-engine-found = No se encontró ningún motor UCI (Stockfish y otros, en el PATH o añadidos aquí)
menu-remove = Quitar
menu-add = Añadir

# src/menus/coach_dialogs.rs
menu-puzzles = Problemas
menu-positions-from-tabula-s = Posiciones de las propias partidas de Tabula con una sola línea claramente ganadora. Tu puntuación varía según tus resultados.
# $error: what went wrong
menu-could-not-save-choice = No se pudo guardar la elección: { $error }
# $count: puzzles the game has
menu-puzzle-count = { $count ->
    [one] { $count } problema
   *[other] { $count } problemas
}
menu-not-rated-yet = aún sin puntuación
# $rating: the player's puzzle rating (a number like 1500); $solved: puzzles solved; $tried: puzzles tried
menu-puzzle-rating = puntuación { $rating } · { $solved }/{ $tried } resueltos
menu-all-themes = Todos los temas
menu-analysis-board = Tablero de análisis
menu-paste-position-game-s = Pega una posición en la notación del juego (FEN para el ajedrez) o deja el campo vacío para la posición inicial:
menu-open = Abrir
# $variant: the game's name; $error: what went wrong
menu-not-position-error = No es una posición de { $variant }: { $error }
menu-cancel = Cancelar

# src/menus/shortcuts.rs: key names, then what each shortcut does (the help window, F1).
# $key: a letter key ("N"); write Ctrl as the language's keyboards print it.
menu-key-ctrl = Ctrl+{ $key }
menu-key-arrows = Flechas, Intro / Espacio
menu-key-pages = RePág / AvPág
menu-key-home-end = Inicio / Fin
menu-key-esc = Esc
menu-key-right-click = Clic derecho
menu-key-right-drag = Arrastrar con clic derecho
menu-shortcut-new-game = nueva partida
menu-shortcut-take-back = deshacer una jugada
menu-shortcut-flip = girar el tablero
menu-shortcut-save = guardar la partida
menu-shortcut-load = cargar una partida
menu-shortcut-cursor = mover el cursor del tablero, coger y soltar una pieza
menu-shortcut-type-move = escribir una jugada (SAN inglesa como Nf3, o casillas como e2e4)
menu-shortcut-step = recorrer las jugadas
menu-shortcut-first-last = primera posición / volver a la partida
menu-shortcut-promotion = elegir la pieza de coronación
menu-shortcut-analyse = analizar la posición (multijugador local y partidas terminadas)
menu-shortcut-hint = una pista (contra el ordenador, con pistas activadas)
menu-shortcut-review = revisar una partida terminada
menu-shortcut-read-out = leer la posición (lectores de pantalla)
menu-shortcut-puzzle = en un problema: pista, reintentar, siguiente, solución
menu-shortcut-menu = menú (o cancelar)
menu-shortcut-help = esta ayuda
menu-shortcut-sound = activar / desactivar el sonido
menu-shortcut-quit = salir
menu-shortcut-right-click = quitar la selección; sobre una casilla, marcarla con un círculo
menu-shortcut-right-drag = dibujar una flecha (Mayús: roja, Ctrl: azul, Alt: amarilla); un clic izquierdo las borra
menu-shortcut-mark = en el cursor del tablero: marcar una casilla con un círculo, o K, mover, K para una flecha

# src/engines/uci.rs: why an installed engine failed. The game's status line shows them in
# "{ $engine } failed: { $why }. ..." (messages.ftl, msg-engine-failed, which drops the engine's
# name where the text starts with it), the settings window alone.
# $engine: the engine's name ("Stockfish 17"), or its program's path before it has said its name;
# $error: the system's reason
menu-engine-not-started = No se pudo iniciar { $engine }: { $error }
menu-engine-no-input = sin entrada al motor
menu-engine-no-output = sin salida del motor
# $engine: the engine's name
menu-engine-closed-input = { $engine } se detuvo (cerró su entrada)
# $engine: the engine's name
menu-engine-stopped-answering = { $engine } dejó de responder
# $engine: the engine's name
menu-engine-crashed = { $engine } se cerró o falló
# $engine: the engine's name; $game: the game's name ("Trichess")
menu-engine-wrong-game = { $engine } no juega a { $game }

# The piece letters of moves, for king, queen, rook, bishop and knight in that order (English's
# are K Q R B N); shown in moves when the player asks for the language's own letters.
notation-piece-letters = R D T A C
menu-piece-letters = Letras de las piezas
# $letters: the language's letters, notation-piece-letters.
menu-piece-letters-local = En español ({ $letters })
# An example path in the empty field where an engine is added
menu-engine-path-hint = /ruta/al/motor
