
# src/screens/learn.rs
learn-learn = Lernen
learn-back-esc = Zurück (Esc)
# $error: what went wrong
learn-not-loaded-error = Konnte nicht geladen werden: { $error }
learn-no-lessons-game-yet = Für dieses Spiel gibt es noch keine Lektionen.
learn-start = Beginnen
learn-continue = Fortsetzen
learn-reset = Zurücksetzen
learn-play-level = Diese Stufe spielen
# $variant: the game's name
learn-reset-every-star = Alle Sterne in { $variant } zurücksetzen

# src/screens/lesson_panel.rs
# $stars_left: stars still to reach
learn-reach-every-star-stars = Erreiche alle Sterne: noch { $stars_left }.
# $stars_left: stars still to reach
learn-capture-marked-pieces-stars = Schlage die markierten Figuren: noch { $stars_left }.
learn-capture-every-piece-but = Schlage alle Figuren außer dem König.
learn-give-check = Gib Schach.
learn-checkmate = Setze matt.
learn-promote-pawn = Wandle einen Bauern um.
learn-castle = Rochiere.
learn-bring-king-corner = Bring den König in eine Ecke.
learn-capture-king = Schlage den König.
learn-find-right-moves = Finde die richtigen Züge.
learn-win-game = Gewinne die Partie.
learn-win-when-countdown-runs = Gewinne, wenn der Countdown abläuft.
# $moves: moves in the game
learn-hold-moves-moves = { $moves ->
    [one] Halte { $moves } Zug lang durch.
   *[other] Halte { $moves } Züge lang durch.
}
learn-read-then-continue = Lies den Text und mach dann weiter.
# $level: the level's number; $levels: levels in the lesson
learn-level = Stufe { $level } von { $levels }
# $moves: moves played in the level; $limit: the most it allows
learn-moves = Züge: { $moves }
learn-moves-limit = Züge: { $moves } (höchstens { $limit })
# $stars: the stars earned ("★★☆")
learn-level-complete = Stufe geschafft  { $stars }
learn-not-time = Diesmal nicht
learn-computer-thinking = Der Computer denkt nach …
# $hint: the level's hint
learn-hint = Tipp: { $hint }
learn-hint-h = Tipp (H)
learn-retry-r = Nochmal (R)
learn-continue-n = Weiter (N)
learn-next-n = Nächste (N)
learn-skip-n = Überspringen (N)
learn-lessons = Lektionen

# src/screens/puzzle_panel.rs
# $game: the game's name
learn-game-puzzles = Aufgaben: { $game }
# $rating: the solver's puzzle rating ("1500")
learn-your-rating = Deine Wertung: { $rating }
learn-your-rating-provisional = Deine Wertung: { $rating }? (vorläufig)
# $id: the puzzle's id; $difficulty: the puzzle's rating
learn-puzzle-difficulty = Aufgabe { $id } · Schwierigkeit { $difficulty }
# $change: the rating's change, with its parentheses ("  (+12)"), or nothing
learn-solved-change = Gelöst!{ $change }
# $change: the rating's change, or nothing
learn-not-time-change = Diesmal nicht{ $change }
# $change: the rating's change, or nothing
learn-solution-shown-change = Lösung gezeigt{ $change }
learn-your-move = Du bist am Zug.
learn-right-go = Richtig! Mach weiter.
# $active: the solution line
learn-solution = Lösung: { $active }
# $themes: the puzzle's themes
learn-themes = Themen: { $themes }
learn-solution-s = Lösung (S)
learn-next-puzzle-n = Nächste (N)
learn-back = Zurück
learn-latest-tries = Letzte Versuche
learn-none-yet-first-puzzle = Noch keine: Die erste Aufgabe zählt.

# Puzzle themes (src/i18n/themes.rs): names, then the hint each gives. $count: a number of moves
theme-mate-in = Matt in { $count }
theme-escape-in = Flucht in { $count }
theme-king-capture-in = Königsfang in { $count }
theme-win-in = Gewinn in { $count }
theme-smothered-mate = Ersticktes Matt
theme-back-rank-mate = Grundreihenmatt
theme-mate-alone = Matt im Alleingang
theme-shared-mate = Geteiltes Matt
theme-forced-mate = Erzwungenes Matt
theme-forced-win = Erzwungener Gewinn
theme-double-check = Doppelschach
theme-discovered-check = Abzugsschach
theme-discovered-attack = Abzugsangriff
theme-fork = Gabel
theme-skewer = Spieß
theme-pin = Fesselung
theme-deflection = Ablenkung
theme-attraction = Hinlenkung
theme-trapped-piece = Gefangene Figur
theme-promotion = Umwandlung
theme-advanced-pawn = Vorgerückter Bauer
theme-sacrifice = Opfer
theme-quiet-move = Stiller Zug
theme-multi-capture = Mehrfachschlag
theme-winning-material = Materialgewinn
theme-material = Material
theme-endgame = Endspiel
theme-advantage = Vorteil
theme-check = Schach
theme-hint-none = Suche forcierende Züge: Schachgebote, Schlagzüge und Drohungen.
theme-hint-mate-in-one = Matt in einem Zug.
theme-hint-mate-in = Ein erzwungenes Matt in { $count } Zügen: Prüfe jedes Schach.
theme-hint-escape = Der König kann sich den Weg in eine Ecke erzwingen.
theme-hint-king-capture = Der König kann geschlagen werden: Erzwinge es.
theme-hint-win = Es gibt einen erzwungenen Gewinn.
theme-hint-smothered-mate = Ein Springer setzt einen König matt, den seine eigenen Figuren einschließen.
theme-hint-back-rank-mate = Der König ist auf seiner Grundreihe von den eigenen Bauern eingesperrt.
theme-hint-mate-alone = Setze einen Gegner im Alleingang matt.
theme-hint-shared-mate = Ein Matt ist möglich, gemeinsam mit dem anderen angreifenden Spieler.
theme-hint-forced-mate = Hier beginnt ein erzwungenes Matt: Finde den ersten Zug.
theme-hint-forced-win = Hier beginnt ein erzwungener Gewinn: Finde den ersten Zug.
theme-hint-double-check = Schach mit zwei Figuren zugleich: Nur ein Königszug hilft.
theme-hint-discovered-check = Ziehe eine Figur aus dem Weg, damit eine andere Schach bietet.
theme-hint-discovered-attack = Ziehe eine Figur aus dem Weg, damit eine andere angreift.
theme-hint-fork = Suche eine Gabel: eine Figur, die zwei angreift.
theme-hint-skewer = Suche einen Spieß: Greife eine wertvolle Figur an, damit die Figur dahinter fällt.
theme-hint-pin = Suche eine Fesselung: eine Figur, die nicht ziehen kann, ohne eine wertvollere preiszugeben.
theme-hint-deflection = Lenke einen Verteidiger von dem ab, was er schützt.
theme-hint-attraction = Locke den König auf ein schlechtes Feld.
theme-hint-trapped-piece = Eine gegnerische Figur hat kein sicheres Feld: Greife sie an.
theme-hint-promotion = Ein Bauer kann die letzte Reihe erreichen.
theme-hint-advanced-pawn = Ein Bauer kurz vor der Umwandlung entscheidet.
theme-hint-sacrifice = Opfere Material, um mehr zurückzugewinnen.
theme-hint-quiet-move = Der Gewinnzug ist weder Schach noch Schlagzug.
theme-hint-multi-capture = Ein Zug kann mehrere Steine schlagen.
theme-hint-material = Du kannst zwingend Material gewinnen.
theme-hint-endgame = Ein Endspiel: Jedes Tempo zählt.
theme-hint-advantage = Es gibt einen klar besten Zug.
theme-hint-check = Beginne mit einem Schach.

# src/screens/learn.rs, more
# $game: the game's name
learn-game-lessons = { $game }: Lektionen
# Beside the lesson to play next.
learn-next-up = als Nächstes

# Why a level failed, or a move was refused, in a lesson or a puzzle.
lesson-failed-line-over = Die Zugfolge der Lektion ist zu Ende.
# $moves: the most moves the goal allows
lesson-failed-too-many-moves = { $moves ->
    [one] Das Ziel muss in höchstens 1 Zug erreicht sein: Versuch es noch einmal.
   *[other] Das Ziel muss in höchstens { $moves } Zügen erreicht sein: Versuch es noch einmal.
}
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
lesson-failed-game-ended = Die Partie ist vor dem Ziel zu Ende gegangen: { $outcome }
# $reply: the lesson's scripted move; $error: why it could not be played, in English
lesson-failed-reply = Der Antwortzug { $reply } der Lektion ist gescheitert: { $error }
lesson-failed-check-while-waiting = Dieser Zug gibt Schach, aber hier setzt die andere Seite nur aus: Versuch einen Zug ohne Schach.
# $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: its cell
lesson-failed-piece-lost = { $piece_id ->
    [queen] Deine { $piece } auf { $cell } wurde geschlagen
   *[other] Dein { $piece } auf { $cell } wurde geschlagen
}: Halte deine Figuren gedeckt.
lesson-refused-level-over = Die Stufe ist vorbei: Versuch sie noch einmal oder mach weiter.
lesson-refused-page = Diese Seite ist zum Lesen da: Das Brett ist ihr Bild. Mach weiter, wenn du so weit bist.
