# The title screen.

title-tagline = Cinco juegos de tablero, una mesa
title-play = Jugar
title-learn = Aprender
title-puzzles = Problemas
title-online = En línea
# $game: the game's name; $number: the move the saved game stopped at.
title-resume = Continuar { $game } (jugada { $number })
title-load = Cargar una partida
title-analysis-board = Tablero de análisis
title-rules = Reglas
title-settings = Ajustes
title-quit = Salir
title-shortcuts-hint = F1: atajos de teclado
