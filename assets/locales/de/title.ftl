# The title screen.

title-tagline = Fünf Brettspiele, ein Tisch
title-play = Spielen
title-learn = Lernen
title-puzzles = Aufgaben
title-online = Online
# $game: the game's name; $number: the move the saved game stopped at.
title-resume = { $game } fortsetzen (Zug { $number })
title-load = Gespeicherte Partie laden
title-analysis-board = Analysebrett
title-rules = Regeln
title-settings = Einstellungen
title-quit = Beenden
title-shortcuts-hint = F1: Tastenkürzel
