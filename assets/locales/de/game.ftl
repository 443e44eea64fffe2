
# src/window.rs
game-online-lobby-tabula = Online-Lobby – Tabula
game-learn-tabula = Lernen – Tabula
game-rules-tabula = Regeln – Tabula
game-tabula = Tabula

# src/screens/game.rs
# $player: the seat the learner plays ("White")
game-lesson-your-move = Lektion: Du bist am Zug ({ $player })
game-lesson-computer-thinking = Lektion: Der Computer denkt nach
# $title: the lesson's title
game-lesson = Lektion: { $title }
# $player: the seat the learner plays ("White")
game-puzzle-move = Aufgabe: { $player } am Zug
# $state: whose move it is, or how the game ended
game-analysis-board-state = Analysebrett: { $state }
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
game-game-over = Partie beendet. { $outcome }
# $seat: the seat to move ("White")
game-seat-to-move = { $seat } am Zug
# $seat: the seat asked to answer an offer
game-do-you-agree = { $seat }, { $seat_id ->
    [attackers] seid ihr
    [defenders] seid ihr
   *[other] bist du
} einverstanden?
# $ply: the move shown; $moves: moves in the game
game-reviewing-move-ply-end = Ansicht: Zug { $ply } von { $moves } (Ende: zurück zur Partie)
# $to_move: the seat to move
game-analysis-scores-move = Analyse (Bewertung für { $to_move })
game-thinking = Denkt nach …
# $words: each seat and its expected share ("White 62%")
game-expected-result = Erwartetes Ergebnis: { $words }
# $dots: one to three dots, moving; $seconds: time so far ("2.4"); $depth: search depth; $score: in pawns ("+0.35")
game-thinking-seconds = Denkt nach{ $dots } { $seconds } s
game-thinking-depth-score = Denkt nach{ $dots } { $seconds } s, Tiefe { $depth }, Bewertung { $score }
# $left: moves left in the countdown
game-countdown-left = Countdown { $left }
# $streak: equal countdowns so far
game-equal-countdowns-row-streak = Countdown-Gleichstände in Folge: { $streak } (2 = Remis)
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
game-match-after-games = { $count ->
    [one] Stand nach { $count } Partie: { $totals }
   *[other] Stand nach { $count } Partien: { $totals }
}
game-moves = Züge
game-start-home = Anfang (Pos1)
game-back-page-up = Zurück (Bild auf)
game-forward-page-down = Vor (Bild ab)
game-live-position-end = Aktuelle Stellung (Ende)
game-move = Zug:
game-ask-take-back = Zurücknahme erbitten
game-take-back = Zurücknehmen
game-ctrl-z = Strg+Z
game-copy-position = Stellung kopieren
game-position-show-game-s = Die gezeigte Stellung in der Notation des Spiels
game-paste-position = Stellung einfügen
game-stop-analysis = Analyse beenden
game-analyse = Analysieren
game-resign = Aufgeben
game-offer-draw = Remis anbieten
game-offer-abort = Abbruch anbieten
# $draw: the draw that can be claimed ("threefold repetition")
game-claim-draw-c = Remis reklamieren ({ $draw })
game-claim-draw = Remis reklamieren
game-hint = Tipp
game-cancel-review = Auswertung abbrechen
game-review = Auswerten
game-v-engine-goes-over = V: Die Engine prüft jeden Zug
game-analysis-board = Analysebrett
game-game-board-where-you = Diese Partie auf einem Brett, auf dem du frei ziehst
game-pass-no-move = Passen (kein Zug)
game-flip = Drehen
game-new-game = Neue Partie
game-ctrl-n = Strg+N
game-save = Speichern
game-ctrl-s = Strg+S
game-load = Laden
game-ctrl-o = Strg+O
game-menu = Menü
game-esc = Esc
game-promote = Umwandeln in
game-cancel-esc = Abbrechen (Esc)
game-accept = Annehmen
game-decline = Ablehnen
# Who plays a seat, under its name on the seat's card. $name: the online player's name
game-online-you = { $name } (du)
game-online-you-disconnected = { $name } (du) – getrennt
game-online-disconnected = { $name } – getrennt
game-player-human = Mensch
# $level: the computer's level, by its name
game-player-computer = Computer ({ $level })
# $engine: an installed engine's name ("Stockfish 16"); $elo: the strength asked of it
game-player-engine-elo = { $engine } (Elo { $elo })
# $engine: an installed engine's name ("Stockfish 16"); $skill: its skill level
game-player-engine-skill = { $engine } (Stufe { $skill })
# An analysis line's score. $moves: how many moves to the mate
game-mate-in = Matt in { $moves }
game-mated-in = wird in { $moves } matt
# $depth: how deep the line was searched
game-line-depth = (Tiefe { $depth })
# The turn in players' words, under the seats. $seat: the seat to move ("White")
game-turn-first-of-game = { $seat }: nur ein Zug zum Auftakt der Partie
# $seat: the seat to move ("Black"); $which: which move of the turn this is (1, 2...);
# $moves: how many moves the turn has (2 in Marseillais chess)
game-turn-move-of = { $seat }: { $which ->
        [1] erster
        [2] zweiter
        [3] dritter
       *[other] { $which }.
    } von { $moves ->
        [2] zwei
        [3] drei
       *[other] { $moves }
    } Zügen
# $seat: the seat in check ("Red")
game-in-check = { $seat } steht im Schach
# $seats: the seats in check but the last, joined by commas ("White, Red"); $last: the last ("Black")
game-in-check-several = { $seats } und { $last } stehen im Schach
# $rounds: rounds played without a capture or a pawn move (30 or more)
game-quiet-rounds = { $rounds ->
    [one] { $rounds } Runde ohne Schlagen oder Bauernzug
   *[other] { $rounds } Runden ohne Schlagen oder Bauernzug
}
# A move of the move list that was played with a hint on the board. $notation: the move ("Nf3")
game-move-with-hint = { $notation } (Tipp)
# The move box's greyed-out hint, while it is empty.
game-no-move-to-make = kein Zug möglich
game-type-a-move = Zug eingeben (/)
# $count: how many more moves the typed text could be
game-more-moves = +{ $count } weitere

# src/screens/review_panel.rs
game-reviewing-game = Die Partie wird ausgewertet
game-cancel = Abbrechen
game-game-review = Partieauswertung
# $judged: how many moves were judged
game-mistakes-blunders = Fehler und Patzer ({ $judged })
game-show-position-before-move = Stellung vor dem Zug zeigen
# $count: how many
game-learn-from-your-mistakes = Aus deinen Fehlern lernen ({ $count })
game-expected-result-over-game = Erwartetes Ergebnis im Partieverlauf; ein Klick zeigt die Stellung
# The review's progress bar. $done: moves gone over so far; $all: all the moves
game-review-progress = { $all ->
    [one] { $done } von { $all } Zug
   *[other] { $done } von { $all } Zügen
}
# A judged move in the review's list. $number: the move's number; $seat: who played it
# ("White"); $played: the move with its mark ("Qh5??"); $best: the engine's better move ("Nf3")
game-judged-move = { $number }. { $seat } { $played }  besser { $best }

# src/screens/accessible.rs
game-board = Brett

# src/board/effects.rs
game-checkmate = Schachmatt
game-stalemate = Patt
game-king-escapes = Der König entkommt
game-king-taken = Der König ist geschlagen
game-every-piece-taken = Alle Steine geschlagen
game-countdown-ends = Countdown abgelaufen
game-no-move-left = Kein Zug mehr möglich
game-resigned = Aufgegeben
game-time = Zeit abgelaufen
game-draw = Remis
game-over-banner = Partie beendet

# Screen-reader words (src/speech.rs).
# $cell: a cell's name ("f3"); $piece: a seat's piece ("White knight", "attacker of the
# attackers"); $seat_id: white, black, red, attackers, defenders; $kind: the piece's name
# alone ("knight"), for English's lower-case "white knight"
speech-cell-piece = { $cell }, { $piece }
speech-cell-empty = { $cell }, leer
# $seat: the seat ("Black"); $seat_id: white, black, red, attackers, defenders
speech-passes = { $seat } { $seat_id ->
    [attackers] passen
    [defenders] passen
   *[other] passt
}
# A piece whose kind is unknown.
speech-piece = Figur
# $seat, $seat_id: who moves; $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: where it goes
# German: the article follows the piece's name ("den Springer", "die Dame", "den Bauern");
# the selectors on $piece match the German names in common.ftl and speech-piece.
speech-plays = { $seat } { $seat_id ->
    [attackers] ziehen
    [defenders] ziehen
   *[other] zieht
} { $piece ->
    [Dame] die Dame
    [Figur] die Figur
    [Bauer] den Bauern
   *[other] den { $piece }
} nach { $cell }
speech-plays-takes = { $seat } { $seat_id ->
    [attackers] schlagen
    [defenders] schlagen
   *[other] schlägt
} mit { $piece ->
    [Dame] der Dame
    [Figur] der Figur
    [Bauer] dem Bauern
   *[other] dem { $piece }
} auf { $cell }
# Clauses added to a move, each starting with its comma. $piece: what a pawn becomes
speech-becomes = , wird { $piece ->
    [Dame] zur Dame
   *[other] zum { $piece }
}
speech-checkmate = , schachmatt
speech-check = , Schach
# The whole position. $piece: a piece's name; $cell: its cell
speech-piece-on = { $piece } { $cell }
speech-no-pieces = keine Figuren
# $seat: a seat; $pieces: its pieces, listed
speech-seat-pieces = { $seat }: { $pieces }

# Window titles. $lesson: the lesson's title; $game: the game's name
game-window-lesson = { $lesson } – Lektion ({ $game }) – Tabula
game-window-online = { $game } online – Tabula
game-window-game = { $game } – Tabula
