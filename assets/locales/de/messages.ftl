
# src/session/requests.rs
# $error: what went wrong
msg-could-not-start-game = Die Partie konnte nicht gestartet werden: { $error }
msg-move-taken-back = Zug zurückgenommen.
msg-no-draw-can-claimed = Jetzt kann kein Remis reklamiert werden.
msg-waiting-other-answers = Warte auf die anderen Antworten.
msg-draw-offer-declined = Remisangebot abgelehnt.
# $offer: what was offered ("a draw", "a takeback": the offer- texts)
msg-offer-was-declined = Das Angebot für { $offer } wurde abgelehnt.
msg-drawn-agreement = Remis vereinbart.
msg-game-aborted = Partie abgebrochen.
msg-rematch-agreed = Revanche vereinbart.
# $count: how many moves were taken back
msg-moves-taken-back = { $count ->
    [one] { $count } Zug zurückgenommen.
   *[other] { $count } Züge zurückgenommen.
}

# src/session/save.rs
# $error: what went wrong
msg-could-not-load-error = Laden fehlgeschlagen: { $error }
# $path: a file
msg-saved = Gespeichert unter { $path }
# $error: what went wrong
msg-could-not-save-error = Speichern fehlgeschlagen: { $error }
# $value: a name or a move
msg-downloaded-name = { $value } heruntergeladen
# $error: what went wrong
msg-could-not-download-error = Herunterladen fehlgeschlagen: { $error }
# $variant: the game's name; $moves: moves played
msg-loaded-game-after-moves = { $moves ->
    [one] Partie { $variant } nach { $moves } Zug geladen.
   *[other] Partie { $variant } nach { $moves } Zügen geladen.
}
# $error: what went wrong
msg-autosave-failed-error = Automatisches Speichern fehlgeschlagen: { $error }
# Why a load failed, after "Could not load:". $file: the file
msg-no-such-file = { $file }: Datei nicht gefunden
msg-no-game-to-resume = es gibt keine Partie zum Fortsetzen
# Why a download failed, after "Could not download:" (on the desktop).
msg-downloads-are-for-browser = Herunterladen geht nur im Browser; „Speichern“ legt die Partie im Speicherordner ab

# src/session/hint.rs
msg-hints-are-your-own = Tipps gibt es nur für deine eigenen Züge gegen den Computer.
msg-hints-are-off-turn = Tipps sind aus: Schalte sie in den Einstellungen ein.
# $error: what went wrong
msg-no-hint-error = Kein Tipp: { $error }
msg-no-hint-search-could = Kein Tipp: Die Suche konnte nicht starten.
msg-looking-hint = Tipp wird gesucht …
# $value: a name or a move
msg-hint-display = Tipp: { $value }.
msg-no-hint-no-move = Kein Tipp: Es wurde kein Zug gefunden.

# src/session/computer.rs
# $why: what went wrong
msg-computer-failed-why = Der Computer ist ausgefallen: { $why }.
msg-computer-accepts-draw = Der Computer nimmt das Remis an.
msg-computer-declines-draw = Der Computer lehnt das Remis ab.
# $error: why the level could not be had
msg-computer-full-strength = { $error }; der Computer spielt mit voller Stärke
# Why the computer failed, after "The computer failed:". $notation: its move ("e2e4"); $error: why it was refused
msg-computer-move-refused = sein Zug { $notation } wurde abgelehnt: { $error }
msg-computer-found-no-move = er hat keinen Zug gefunden

# src/session/review.rs
msg-review-cancelled = Auswertung abgebrochen.
msg-review-comes-after-game = Die Auswertung kommt nach der Partie: Spiele sie zu Ende oder lade eine beendete.
msg-no-moves-review = Keine Züge zum Auswerten.
# $error: what went wrong
msg-review-stopped-error = Die Auswertung wurde abgebrochen: { $error }

# src/session/referee.rs
msg-not-connected-server = Nicht mit dem Server verbunden.
msg-premove-played-when-your = Vorauszug: wird gespielt, sobald du am Zug bist (Rechtsklick bricht ab).
msg-not-your-turn = Du bist nicht am Zug.
msg-not-legal-move-here = Das ist hier kein legaler Zug.

# src/session/analysis_board.rs
msg-analysis-board-move-any = Ziehe für jede Seite; ein Zug aus einer früheren Stellung beginnt eine neue Variante.
# $error: what went wrong
msg-could-not-open-position = Die Stellung konnte nicht geöffnet werden: { $error }
# Why a pasted position cannot be opened.
msg-paste-position-first = füge zuerst eine Stellung ein
msg-position-already-over = in dieser Stellung ist die Partie schon zu Ende

# src/session/analysis.rs
msg-analysis-hot-seat-finished = Analyse gibt es nur für Partien am selben Gerät und für beendete Partien.

# src/online/play.rs
# $url: the server's address
msg-connecting = Verbinde mit { $url } …
# $url: the server's address; $name: the player's name there
msg-online = Verbunden mit { $url } als { $name }.
# $reason: why the connection dropped; $wait: seconds; $attempt: the attempt number
msg-connection-lost-reason-reconnecting = Verbindung verloren ({ $reason }). Neuer Versuch in { $wait } s (Versuch { $attempt }) …
# $why: what went wrong
msg-server-refused-client-why = Der Server hat diesen Client abgelehnt: { $why }
msg-premove-cancelled = Vorauszug abgebrochen.
# $offer: what you offer ("a draw": the offer- texts)
msg-you-offer = Du bietest { $offer } an.
msg-you-ask-take-back = Du bittest darum, deinen Zug zurückzunehmen.

# src/online/mod.rs
msg-name-has-1-24 = Ein Name hat 1 bis 24 Zeichen.
# $url: the server's address
msg-connecting-url = Verbinde mit { $url } …
# $error: what went wrong
msg-could-not-connect-error = Verbindung fehlgeschlagen: { $error }
msg-disconnected = Getrennt.
msg-not-connected-any-server = Nicht mit einem Server verbunden.
# $error: what went wrong
msg-signed-but-token-was = Angemeldet, aber das Token wurde nicht gespeichert: { $error }
# $detail: the server's reason
msg-server-refused-move-detail = Der Server hat den Zug abgelehnt: { $detail }.
msg-premove-was-not-legal = Der Vorauszug war nicht mehr legal.

# src/learn/mod.rs
# $error: what went wrong
msg-could-not-save-your = Deine Sterne konnten nicht gespeichert werden: { $error }
# $error: what went wrong
msg-could-not-open-lesson = Die Lektion konnte nicht geöffnet werden: { $error }

# src/puzzles/mod.rs
msg-no-mistakes-practise = Keine Fehler zum Üben.
# $game: the game's name
msg-no-puzzles-are-installed = Für { $game } sind keine Aufgaben installiert.
# $id: the puzzle's id
msg-no-puzzle-id = Aufgabe { $id } gibt es nicht.
# $id: the puzzle's id; $error: what went wrong
msg-could-not-open-puzzle = Aufgabe { $id } konnte nicht geöffnet werden: { $error }
# $error: what went wrong
msg-could-not-save-puzzle-rating = Deine Aufgabenwertung konnte nicht gespeichert werden: { $error }

# src/board/input.rs
msg-reviewing-earlier-position-press = Du siehst eine frühere Stellung: Drücke Ende oder klicke den letzten Zug an, um zurückzukehren.
# $seat: the seat to move ("White")
msg-piece-not-yours-move = Diese Figur kannst du jetzt nicht ziehen: { $seat } ist am Zug.

# src/settings.rs
msg-animation-off = Aus
msg-animation-fast = Schnell
msg-animation-normal = Normal
msg-animation-slow = Langsam
msg-walnut = Nussbaum
msg-slate = Schiefer
msg-high-contrast = Hoher Kontrast
msg-classic = Klassisch
msg-flat-tokens = Flache Spielsteine
# $error: what went wrong
msg-could-not-read-error = { $error } konnte nicht gelesen werden; Standardwerte werden verwendet.
# $file: the settings file; $error: what was wrong; $kept: where the old file is kept
msg-settings-file-was-unreadable = Die Einstellungsdatei { $file } war unlesbar ({ $error }); Standardwerte werden verwendet. Die alte Datei bleibt als { $kept } erhalten.
# $error: what went wrong
msg-could-not-save-settings = Die Einstellungen konnten nicht gespeichert werden: { $error }
# $why: what went wrong, a sentence of the engine messages (menu-engine-*) that names the engine
# where it knows it; $engine: the engine's name ("Stockfish 15.1"), for a language that names it again
msg-engine-failed = { $why }. Du übernimmst jetzt diese Seite: Spiel weiter oder speichere die Partie.

# src/session/typed.rs: why a typed move is not played (the first letter is made a capital).
msg-typed-empty = gib einen Zug ein
msg-typed-no-move-here = hier ist jetzt kein Zug möglich
# $typed: what was typed ("Qh5")
msg-typed-no-such-move = es gibt keinen legalen Zug „{ $typed }“
# $typed: what was typed ("N"); $moves: the moves it could be, joined by commas ("Na3, Nc3, Nf3")
msg-typed-could-be = „{ $typed }“ passt zu mehreren Zügen: { $moves }

# src/storage: why a file could not be read or written, after "Could not load:" and the like.
msg-pick-file-desktop = auf dem Desktop wählst du eine Datei, indem du sie in den Speicherordner legst
msg-browser-no-storage = der Browser gibt dieser Seite keinen lokalen Speicher
# $file: the file's name
msg-browser-refused-read = { $file }: der Browser hat das Lesen verweigert
# $file: the file's name
msg-browser-refused-keep = { $file }: der Browser hat das Speichern verweigert (ist sein Speicher voll?)
msg-page-no-document = die Seite hat kein Dokument
msg-browser-refused-file = der Browser hat die Datei abgelehnt
msg-page-no-link = kein Link
msg-page-no-file-input = kein Dateifeld
msg-file-not-text = die Datei ist kein Text

# Why the rules or the table refused a move or a request (the rules' reason ids, tabula_rules::IllegalMove::code).
illegal-malformed = Das ist kein Zug dieses Spiels.
illegal-no-piece-there = Dort steht keine Figur.
illegal-not-your-piece = Diese Figur gehört dir nicht.
illegal-cannot-move-there = Diese Figur kann nicht dorthin ziehen.
illegal-leaves-king-in-check = Nach diesem Zug stünde dein König im Schach.
illegal-castling-not-allowed = Rochieren ist jetzt nicht erlaubt.
illegal-promotion-required = Ein Bauer, der den gegenüberliegenden Rand erreicht, muss umgewandelt werden.
illegal-not-a-promotion = Dieser Zug ist keine Umwandlung.
illegal-not-straight = Figuren ziehen entlang einer Reihe oder Linie.
illegal-blocked = Eine andere Figur steht im Weg.
illegal-restricted-square = Nur der König darf auf dem Thron oder in einer Ecke stehen bleiben.
illegal-wrong-captures = Die notierten Schlagfälle passen nicht zum Zug.
illegal-game-over = Die Partie ist vorbei.
illegal-same-kind = Ein Stein schlägt nie einen Stein seiner eigenen Art.
illegal-own-piece-there = Dort steht schon ein eigener Stein.
illegal-cannot-pass = Passen darfst du nur, wenn du keinen Zug hast.
illegal-must-pass = Du hast keinen Zug und musst passen.
# $seat: the seat to move ("White"); $seat_id: white, black, red, attackers, defenders
refusal-not-your-turn = Du bist nicht am Zug: { $seat } { $seat_id ->
    [attackers] sind
    [defenders] sind
   *[other] ist
} am Zug.
refusal-cannot-wait = Dieser Platz kann hier nicht aussetzen (im Schach oder mitten im eigenen Zug).
refusal-nothing-to-take-back = Es gibt nichts zurückzunehmen.
refusal-takeback-needs-consent = Eine Zugrücknahme braucht die Zustimmung der anderen.
refusal-no-human = Das kann hier niemand tun: Der Computer spielt alle Plätze.
refusal-no-claim = Jetzt kann kein Remis beansprucht werden.
refusal-no-offer = Es gibt kein Angebot zu beantworten.
