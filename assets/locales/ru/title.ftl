# The title screen.

title-tagline = Пять настольных игр за одним столом
title-play = Играть
title-learn = Учиться
title-puzzles = Задачи
title-online = По сети
# $game: the game's name; $number: the move the saved game stopped at.
title-resume = Продолжить: { $game } (ход { $number })
title-load = Загрузить партию
title-analysis-board = Доска анализа
title-rules = Правила
title-settings = Настройки
title-quit = Выход
title-shortcuts-hint = F1: горячие клавиши
