
# src/screens/lobby.rs
online-guest = Gast
# $code: a challenge code
online-give-name-connect-your = Gib einen Namen ein und klicke auf „Verbinden“: Die Herausforderung { $code } deines Freundes wird angenommen, sobald du verbunden bist.
online-page-s-server-filled = Der Server dieser Seite ist eingetragen: Gib einen Namen ein und klicke auf „Verbinden“.
online-start-server-with-cargo = Starte einen Server mit `cargo run --release -p tabula-server` und verbinde dich dann hier.
online-play-online = Online spielen
online-server = Server
online-your-name = Dein Name
online-reconnect = Neu verbinden
online-connect = Verbinden
online-disconnect = Trennen
online-not-connected = Nicht verbunden.
online-open-seeks = Offene Spielgesuche
online-nobody-waiting-make-seek = Niemand wartet. Erstelle rechts ein Spielgesuch oder gib einem Freund einen Herausforderungscode.
online-cancel = Abbrechen
online-play = Spielen
online-games-progress = Laufende Partien
online-no-games-being-played = Gerade werden keine Partien gespielt.
online-watch = Zusehen
online-new-game = Neue Partie
online-game = Spiel
online-clock = Bedenkzeit
online-seek-opponent = Gegner suchen
online-challenge-friend = Einen Freund herausfordern
# $code: a challenge code
online-your-challenge-code = Dein Herausforderungscode: { $code }
online-give-your-friend-game = Gib ihn deinem Freund; die Partie beginnt, sobald er ihn eingibt.
online-friend-s-code = Code eines Freundes
online-join = Beitreten
online-your-games = Deine Partien
online-back = Zurück
online-no-clock = ohne Uhr
# A clock preset. $time: its minutes and increment, as in "5+3".
online-clock-bullet = { $time } Bullet
online-clock-blitz = { $time } Blitz
online-clock-rapid = { $time } Schnellschach
online-clock-classical = { $time } klassisch
# An open seek. $name: who seeks; $seats: the game's number of seats; $clock: its clock ("5+3", "no clock").
online-seek-line = { $name } · { $seats ->
    [one] { $seats } Spieler
   *[other] { $seats } Spieler
} · { $clock }
# A game in progress. $players: the players' names, joined by dashes; $number: the move it is at.
online-game-line = { $players } · Zug { $number }
# $seats: the chosen game's number of seats.
online-seats = { $seats ->
    [one] { $seats } Spieler
   *[other] { $seats } Spieler
}
# One of the player's own games. $game: the game's name; $players: the players' names, joined by dashes.
online-your-game = { $game }: { $players }

# src/online/play.rs: the online game's line on the game screen, sentences that follow one another.
online-sending-move = Dein Zug wird gesendet …
online-watching = Du siehst zu.
# $count: how many players are away; $names: their names, joined by commas.
online-players-away = { $count ->
    [one] Verbindung getrennt: { $names }.
   *[other] Verbindung getrennt: { $names }.
}

# src/online/mod.rs
online-bad-challenge-code = Ein Herausforderungscode besteht aus acht Buchstaben und Ziffern, z. B. 7KQ2M9XD.
# Why the server refused a move (the protocol's reason).
online-refused-not-your-turn = Der Server hat den Zug abgelehnt: Du bist nicht am Zug.
online-refused-stale = Der Server hat den Zug abgelehnt: Er wurde gesendet, bevor die neuesten Züge ankamen.
online-refused-game-over = Der Server hat den Zug abgelehnt: Die Partie ist beendet.
online-refused-not-your-seat = Der Server hat den Zug abgelehnt: Du spielst in dieser Partie nicht mit.
online-refused-unknown-game = Der Server hat den Zug abgelehnt: Diese Partie gibt es nicht.

# What the server refused or reported besides moves, and why a move was not sent.
# $why: the reason, in English
online-notice-unreadable = Der Server hat etwas geschickt, das diese App nicht lesen kann ({ $why }).
# $code: the challenge's code
online-notice-challenge-declined = Deine Herausforderung { $code } wurde abgelehnt.
# $game: the game's id; $why: the reason, in English
online-notice-game-not-shown = Partie { $game } konnte nicht angezeigt werden: { $why }
# $message: the server's words, in English
online-error-version = Dieser Server spricht eine andere Version von Tabulas Protokoll; aktualisiere die App oder den Server ({ $message }).
online-error-malformed = Der Server konnte eine Nachricht dieser App nicht lesen.
online-error-too-large = Eine Nachricht war zu groß für den Server.
online-error-rate-limited = Zu viele Nachrichten auf einmal: Warte einen Moment.
online-error-unauthorized = Melde dich zuerst an.
online-error-unknown-token = Der Server kennt diesen Spieler nicht mehr: Anmeldung als neuer Gast.
online-error-unknown-seek = Dieses Spielgesuch ist nicht mehr offen.
online-error-unknown-challenge = Keine offene Herausforderung hat diesen Code.
# $message: the server's words, in English
online-error-invalid = Der Server hat die Anfrage abgelehnt: { $message }
online-no-such-game = Diese Partie ist hier nicht mehr offen.
online-refused-watching = Du schaust dieser Partie zu.
