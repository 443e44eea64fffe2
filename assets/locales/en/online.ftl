
# src/screens/lobby.rs
online-guest = Guest
# $code: a challenge code
online-give-name-connect-your = Give a name and Connect: your friend's challenge { $code } is accepted as soon as you are connected.
online-page-s-server-filled = This page's server is filled in: give a name and Connect.
online-start-server-with-cargo = Start a server with `cargo run --release -p tabula-server`, then connect to it here.
online-play-online = Play online
online-server = Server
online-your-name = Your name
online-reconnect = Reconnect
online-connect = Connect
online-disconnect = Disconnect
online-not-connected = Not connected.
online-open-seeks = Open seeks
online-nobody-waiting-make-seek = Nobody is waiting. Make a seek on the right, or give a friend a challenge code.
online-cancel = Cancel
online-play = Play
online-games-progress = Games in progress
online-no-games-being-played = No games being played.
online-watch = Watch
online-new-game = New game
online-game = Game
online-clock = Clock
online-seek-opponent = Seek an opponent
online-challenge-friend = Challenge a friend
# $code: a challenge code
online-your-challenge-code = Your challenge code: { $code }
online-give-your-friend-game = Give it to your friend; the game starts when they enter it.
online-friend-s-code = A friend's code
online-join = Join
online-your-games = Your games
online-back = Back
online-no-clock = no clock
# A clock preset. $time: its minutes and increment, as in "5+3".
online-clock-bullet = { $time } bullet
online-clock-blitz = { $time } blitz
online-clock-rapid = { $time } rapid
online-clock-classical = { $time } classical
# An open seek. $name: who seeks; $seats: the game's number of seats; $clock: its clock ("5+3", "no clock").
online-seek-line = { $name } · { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
} · { $clock }
# A game in progress. $players: the players' names, joined by dashes; $number: the move it is at.
online-game-line = { $players } · move { $number }
# $seats: the chosen game's number of seats.
online-seats = { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
}
# One of the player's own games. $game: the game's name; $players: the players' names, joined by dashes.
online-your-game = { $game }: { $players }

# src/online/play.rs: the online game's line on the game screen, sentences that follow one another.
online-sending-move = Sending your move…
online-watching = Watching.
# $count: how many players are away; $names: their names, joined by commas.
online-players-away = { $count ->
    [one] Disconnected: { $names }.
   *[other] Disconnected: { $names }.
}

# src/online/mod.rs
online-bad-challenge-code = A challenge code is eight letters and digits, like 7KQ2M9XD.
# Why the server refused a move (the protocol's reason).
online-refused-not-your-turn = The server refused the move: it is not your turn.
online-refused-stale = The server refused the move: it was sent before the latest moves arrived.
online-refused-game-over = The server refused the move: the game is over.
online-refused-not-your-seat = The server refused the move: you hold no seat here.
online-refused-unknown-game = The server refused the move: no such game.

# What the server refused or reported besides moves, and why a move was not sent.
# $why: the reason, in English
online-notice-unreadable = The server sent something this app cannot read ({ $why }).
# $code: the challenge's code
online-notice-challenge-declined = Your challenge { $code } was declined.
# $game: the game's id; $why: the reason, in English
online-notice-game-not-shown = Game { $game } could not be shown: { $why }
# $message: the server's words, in English
online-error-version = This server speaks another version of Tabula's protocol; update the app or the server ({ $message }).
online-error-malformed = The server could not read a message from this app.
online-error-too-large = A message was too large for the server.
online-error-rate-limited = Too many messages at once: wait a moment.
online-error-unauthorized = Sign in first.
online-error-unknown-token = The server no longer knows this player: signing in as a new guest.
online-error-unknown-seek = That seek is no longer open.
online-error-unknown-challenge = No open challenge has that code.
# $message: the server's words, in English
online-error-invalid = The server refused the request: { $message }
online-no-such-game = This game is no longer open here.
online-refused-watching = You are watching this game.
