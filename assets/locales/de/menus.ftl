
# src/menus/dialogs.rs
menu-window-title = Menü
menu-resume-esc = Weiter (Esc)
menu-new-game = Neue Partie
menu-save = Speichern
menu-download-game = Partie herunterladen
menu-load = Laden
menu-settings = Einstellungen
menu-rules = Regeln
menu-keyboard-shortcuts-f1 = Tastenkürzel (F1)
menu-back-lobby = Zurück zur Lobby
menu-main-menu = Hauptmenü
menu-quit = Beenden
menu-keyboard-shortcuts = Tastenkürzel
menu-mouse-click-piece-then = Maus: Klicke eine Figur und dann ihr Zielfeld an oder ziehe sie dorthin.
menu-load-game = Partie laden
menu-games-saved-browser = In diesem Browser gespeicherte Partien.
menu-open-file-from-computer = Datei von diesem Computer öffnen (.ron, .pgn) …
# $error: what went wrong
menu-could-not-open-file = Datei konnte nicht geöffnet werden: { $error }
# $saves_dir: the saves folder
menu-saved-games = Gespeicherte Partien in { $saves_dir }
menu-ron-saves-every-game = RON-Dateien für jedes Spiel; PGN-Dateien von Partien in Schach und Marseiller Schach lassen sich ebenfalls hierher kopieren.
menu-no-saved-games-yet = Noch keine gespeicherten Partien (Strg+S speichert die laufende Partie).
menu-same-setup-again = Mit gleichen Einstellungen
menu-rematch-with-seats-swapped = Revanche mit getauschten Seiten
menu-change-setup = Partie neu einrichten …
menu-another-game = Anderes Spiel …
menu-game-over = Partie beendet
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
menu-match-score-after-game = { $count ->
    [one] Stand nach { $count } Partie: { $totals }
   *[other] Stand nach { $count } Partien: { $totals }
}
menu-offer-rematch = Revanche anbieten
menu-rematch = Revanche
menu-review-game = Partie auswerten
menu-engine-goes-over-every = Die Engine prüft jeden Zug
menu-aborted = Abgebrochen
menu-draw = Remis
# The game-over dialog's headline. $winner: the winning seat ("White", "Attackers");
# $winner_id: white, black, red, attackers, defenders (for agreement).
menu-headline-wins = { $winner } { $winner_id ->
    [attackers] gewinnen
    [defenders] gewinnen
   *[other] gewinnt
}
# A game with scores: the seat with the most points. $seat: the seat ("Red").
menu-headline-top = { $seat } vorn
# Two or three seats sharing the most points. $first, $second, $third: the seats ("White").
menu-headline-top-two = { $first } und { $second } punktgleich vorn
menu-headline-top-three = { $first }, { $second } und { $third } punktgleich vorn

menu-language = Sprache
# $language: the desktop's language, in itself ("Deutsch")
menu-language-system = Systemsprache ({ $language })
menu-animation = Animation
menu-board = Brett
menu-show-legal-moves-selected = Legale Züge der gewählten Figur zeigen
menu-show-coordinates = Koordinaten zeigen
menu-hot-seat-turn-board = Am selben Gerät: Brett zum Spieler am Zug drehen
menu-against-computer-hints-h = Gegen den Computer: Tipps (H zeigt den besten Zug)
menu-sound = Ton
menu-on = An
menu-theme = Farbschema
menu-scene = Szene
menu-drifting-specks-breathing-light = Schwebende Partikel und atmendes Licht
menu-pieces = Figuren
menu-interface-size = Größe der Oberfläche
menu-engines = Engines
menu-defaults = Standardwerte
menu-close = Schließen
# $settings_path: the settings file
menu-saved = Gespeichert in { $settings_path }
menu-no-uci-engine-found = Keine UCI-Engine gefunden (Stockfish und andere, im PATH oder hier hinzugefügt)
menu-remove = Entfernen
menu-add = Hinzufügen

# src/menus/coach_dialogs.rs
menu-puzzles = Aufgaben
menu-positions-from-tabula-s = Stellungen aus Tabulas eigenen Partien mit genau einer klar gewinnenden Fortsetzung. Deine Wertung richtet sich nach deinen Ergebnissen.
# $error: what went wrong
menu-could-not-save-choice = Die Auswahl konnte nicht gespeichert werden: { $error }
# $count: puzzles the game has
menu-puzzle-count = { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}
menu-not-rated-yet = noch ohne Wertung
# $rating: the player's puzzle rating (a number like 1500); $solved: puzzles solved; $tried: puzzles tried
menu-puzzle-rating = Wertung { $rating } · { $solved }/{ $tried } gelöst
menu-all-themes = Alle Themen
menu-analysis-board = Analysebrett
menu-paste-position-game-s = Füge eine Stellung in der Notation des Spiels ein (FEN bei Schach) oder lass das Feld leer für die Ausgangsstellung:
menu-open = Öffnen
# $variant: the game's name; $error: what went wrong
menu-not-position-error = Keine gültige Stellung für { $variant }: { $error }
menu-cancel = Abbrechen

# src/menus/shortcuts.rs: key names, then what each shortcut does (the help window, F1).
# $key: a letter key ("N"); write Ctrl as the language's keyboards print it.
menu-key-ctrl = Strg+{ $key }
menu-key-arrows = Pfeiltasten, Eingabe / Leertaste
menu-key-pages = Bild auf / Bild ab
menu-key-home-end = Pos1 / Ende
menu-key-esc = Esc
menu-key-right-click = Rechtsklick
menu-key-right-drag = Rechts ziehen
menu-shortcut-new-game = neue Partie
menu-shortcut-take-back = einen Zug zurücknehmen
menu-shortcut-flip = Brett drehen
menu-shortcut-save = Partie speichern
menu-shortcut-load = Partie laden
menu-shortcut-cursor = Brett-Cursor bewegen, Figur aufnehmen und absetzen
menu-shortcut-type-move = einen Zug eingeben (SAN wie Nf3 oder Felder wie e2e4)
menu-shortcut-step = durch die Züge blättern
menu-shortcut-first-last = erste Stellung / zurück zur Partie
menu-shortcut-promotion = Umwandlungsfigur wählen
menu-shortcut-analyse = Stellung analysieren (Partien am selben Gerät und beendete Partien)
menu-shortcut-hint = ein Tipp (gegen den Computer, wenn Tipps an sind)
menu-shortcut-review = eine beendete Partie auswerten
menu-shortcut-read-out = Stellung vorlesen (Bildschirmleser)
menu-shortcut-puzzle = in einer Aufgabe: Tipp, Nochmal, Nächste, Lösung
menu-shortcut-menu = Menü (oder abbrechen)
menu-shortcut-help = diese Hilfe
menu-shortcut-sound = Ton an / aus
menu-shortcut-quit = beenden
menu-shortcut-right-click = Auswahl aufheben; auf einem Feld: Feld einkreisen
menu-shortcut-right-drag = Pfeil zeichnen (Umschalt: rot, Strg: blau, Alt: gelb); ein Linksklick entfernt alle
menu-shortcut-mark = am Brett-Cursor: Feld einkreisen oder K, bewegen, K für einen Pfeil

# src/engines/uci.rs: why an installed engine failed. The game's status line shows them in
# "{ $engine } failed: { $why }. ..." (messages.ftl, msg-engine-failed, which drops the engine's
# name where the text starts with it), the settings window alone.
# $engine: the engine's name ("Stockfish 17"), or its program's path before it has said its name;
# $error: the system's reason
menu-engine-not-started = { $engine } konnte nicht gestartet werden: { $error }
menu-engine-no-input = kein Eingabekanal zur Engine
menu-engine-no-output = keine Ausgabe von der Engine
# $engine: the engine's name
menu-engine-closed-input = { $engine } läuft nicht mehr (Eingabe geschlossen)
# $engine: the engine's name
menu-engine-stopped-answering = { $engine } antwortet nicht mehr
# $engine: the engine's name
menu-engine-crashed = { $engine } wurde beendet oder ist abgestürzt
# $engine: the engine's name; $game: the game's name ("Trichess")
menu-engine-wrong-game = { $engine } spielt kein { $game }

# The piece letters of moves, for king, queen, rook, bishop and knight in that order (English's
# are K Q R B N); shown in moves when the player asks for the language's own letters.
notation-piece-letters = K D T L S
menu-piece-letters = Figurenbuchstaben
# $letters: the language's letters, notation-piece-letters.
menu-piece-letters-local = Deutsche ({ $letters })
# An example path in the empty field where an engine is added
menu-engine-path-hint = /Pfad/zur/Engine
