# The title screen.

title-tagline = Five board games, one table
title-play = Play
title-learn = Learn
title-puzzles = Puzzles
title-online = Online
# $game: the game's name; $number: the move the saved game stopped at.
title-resume = Resume { $game } (move { $number })
title-load = Load a saved game
title-analysis-board = Analysis board
title-rules = Rules
title-settings = Settings
title-quit = Quit
title-shortcuts-hint = F1: keyboard shortcuts
