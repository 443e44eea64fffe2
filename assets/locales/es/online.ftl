
# src/screens/lobby.rs
online-guest = Invitado
# $code: a challenge code
online-give-name-connect-your = Escribe un nombre y pulsa Conectar: el reto { $code } de tu amigo se aceptará en cuanto te conectes.
online-page-s-server-filled = El servidor de esta página ya está indicado: escribe un nombre y pulsa Conectar.
online-start-server-with-cargo = Inicia un servidor con `cargo run --release -p tabula-server` y conéctate aquí.
online-play-online = Jugar en línea
online-server = Servidor
online-your-name = Tu nombre
online-reconnect = Reconectar
online-connect = Conectar
online-disconnect = Desconectar
online-not-connected = Sin conexión.
online-open-seeks = Propuestas abiertas
online-nobody-waiting-make-seek = No hay nadie esperando. Crea una propuesta a la derecha o da a un amigo un código de reto.
online-cancel = Cancelar
online-play = Jugar
online-games-progress = Partidas en curso
online-no-games-being-played = No se está jugando ninguna partida.
online-watch = Ver
online-new-game = Nueva partida
online-game = Juego
online-clock = Reloj
online-seek-opponent = Buscar rival
online-challenge-friend = Retar a un amigo
# $code: a challenge code
online-your-challenge-code = Tu código de reto: { $code }
online-give-your-friend-game = Dáselo a tu amigo; la partida empieza cuando lo introduzca.
online-friend-s-code = Código de un amigo
online-join = Unirse
online-your-games = Tus partidas
online-back = Volver
online-no-clock = sin reloj
# A clock preset. $time: its minutes and increment, as in "5+3".
online-clock-bullet = { $time } bullet
online-clock-blitz = { $time } blitz
online-clock-rapid = { $time } rápida
online-clock-classical = { $time } clásica
# An open seek. $name: who seeks; $seats: the game's number of seats; $clock: its clock ("5+3", "no clock").
online-seek-line = { $name } · { $seats ->
    [one] { $seats } jugador
   *[other] { $seats } jugadores
} · { $clock }
# A game in progress. $players: the players' names, joined by dashes; $number: the move it is at.
online-game-line = { $players } · jugada { $number }
# $seats: the chosen game's number of seats.
online-seats = { $seats ->
    [one] { $seats } jugador
   *[other] { $seats } jugadores
}
# One of the player's own games. $game: the game's name; $players: the players' names, joined by dashes.
online-your-game = { $game }: { $players }

# src/online/play.rs: the online game's line on the game screen, sentences that follow one another.
online-sending-move = Enviando tu jugada…
online-watching = Observando la partida.
# $count: how many players are away; $names: their names, joined by commas.
online-players-away = { $count ->
    [one] Desconectado: { $names }.
   *[other] Desconectados: { $names }.
}

# src/online/mod.rs
online-bad-challenge-code = Un código de reto tiene ocho letras y cifras, como 7KQ2M9XD.
# Why the server refused a move (the protocol's reason).
online-refused-not-your-turn = El servidor rechazó la jugada: no es tu turno.
online-refused-stale = El servidor rechazó la jugada: se envió antes de que llegaran las últimas jugadas.
online-refused-game-over = El servidor rechazó la jugada: la partida ha terminado.
online-refused-not-your-seat = El servidor rechazó la jugada: no juegas en esta partida.
online-refused-unknown-game = El servidor rechazó la jugada: esa partida no existe.

# What the server refused or reported besides moves, and why a move was not sent.
# $why: the reason, in English
online-notice-unreadable = El servidor envió algo que esta aplicación no puede leer ({ $why }).
# $code: the challenge's code
online-notice-challenge-declined = Tu reto { $code } fue rechazado.
# $game: the game's id; $why: the reason, in English
online-notice-game-not-shown = No se pudo mostrar la partida { $game }: { $why }
# $message: the server's words, in English
online-error-version = Este servidor usa otra versión del protocolo de Tabula; actualiza la aplicación o el servidor ({ $message }).
online-error-malformed = El servidor no pudo leer un mensaje de esta aplicación.
online-error-too-large = Un mensaje era demasiado grande para el servidor.
online-error-rate-limited = Demasiados mensajes a la vez: espera un momento.
online-error-unauthorized = Inicia sesión primero.
online-error-unknown-token = El servidor ya no conoce a este jugador: entrando como nuevo invitado.
online-error-unknown-seek = Esa propuesta ya no está abierta.
online-error-unknown-challenge = Ningún reto abierto tiene ese código.
# $message: the server's words, in English
online-error-invalid = El servidor rechazó la petición: { $message }
online-no-such-game = Esta partida ya no está abierta aquí.
online-refused-watching = Estás viendo esta partida.
