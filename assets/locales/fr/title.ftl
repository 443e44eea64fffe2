# The title screen.

title-tagline = Cinq jeux de plateau, une seule table
title-play = Jouer
title-learn = Apprendre
title-puzzles = Problèmes
title-online = En ligne
# $game: the game's name; $number: the move the saved game stopped at.
title-resume = Reprendre : { $game } (coup { $number })
title-load = Charger une partie
title-analysis-board = Échiquier d'analyse
title-rules = Règles
title-settings = Paramètres
title-quit = Quitter
title-shortcuts-hint = F1 : raccourcis clavier
