
# src/screens/learn.rs
learn-learn = Обучение
learn-back-esc = Назад (Esc)
# $error: what went wrong
learn-not-loaded-error = Не загружено: { $error }
learn-no-lessons-game-yet = Для этой игры уроков пока нет.
learn-start = Начать
learn-continue = Продолжить
learn-reset = Сбросить
learn-play-level = Пройти этот уровень
# $variant: the game's name
learn-reset-every-star = Сбросить все звёзды игры «{ $variant }»

# src/screens/lesson_panel.rs
# $stars_left: stars still to reach
learn-reach-every-star-stars = Соберите все звёзды: осталось { $stars_left }.
# $stars_left: stars still to reach
learn-capture-marked-pieces-stars = Возьмите отмеченные фигуры: осталось { $stars_left }.
learn-capture-every-piece-but = Возьмите все фигуры, кроме короля.
learn-give-check = Объявите шах.
learn-checkmate = Поставьте мат.
learn-promote-pawn = Превратите пешку.
learn-castle = Сделайте рокировку.
learn-bring-king-corner = Приведите короля в угол.
learn-capture-king = Возьмите короля.
learn-find-right-moves = Найдите верные ходы.
learn-win-game = Выиграйте партию.
learn-win-when-countdown-runs = Победите по окончании отсчёта.
# $moves: moves in the game
learn-hold-moves-moves = { $moves ->
    [one] Продержитесь { $moves } ход.
    [few] Продержитесь { $moves } хода.
    [many] Продержитесь { $moves } ходов.
   *[other] Продержитесь { $moves } хода.
}
learn-read-then-continue = Прочитайте и продолжайте.
# $level: the level's number; $levels: levels in the lesson
learn-level = Уровень { $level } из { $levels }
# $moves: moves played in the level; $limit: the most it allows
learn-moves = Ходов: { $moves }
learn-moves-limit = Ходов: { $moves } (не больше { $limit })
# $stars: the stars earned ("★★☆")
learn-level-complete = Уровень пройден  { $stars }
learn-not-time = Не получилось
learn-computer-thinking = Компьютер думает…
# $hint: the level's hint
learn-hint = Подсказка: { $hint }
learn-hint-h = Подсказка (H)
learn-retry-r = Заново (R)
learn-continue-n = Дальше (N)
learn-next-n = Следующий (N)
learn-skip-n = Пропустить (N)
learn-lessons = Уроки

# src/screens/puzzle_panel.rs
# $game: the game's name
learn-game-puzzles = Задачи: { $game }
# $rating: the solver's puzzle rating ("1500")
learn-your-rating = Ваш рейтинг { $rating }
learn-your-rating-provisional = Ваш рейтинг { $rating }? (предварительный)
# $id: the puzzle's id; $difficulty: the puzzle's rating
learn-puzzle-difficulty = Задача { $id } · сложность { $difficulty }
# $change: the rating's change, with its parentheses ("  (+12)"), or nothing
learn-solved-change = Решено!{ $change }
# $change: the rating's change, or nothing
learn-not-time-change = Не получилось{ $change }
# $change: the rating's change, or nothing
learn-solution-shown-change = Решение показано{ $change }
learn-your-move = Ваш ход.
learn-right-go = Верно! Продолжайте.
# $active: the solution line
learn-solution = Решение: { $active }
# $themes: the puzzle's themes
learn-themes = Темы: { $themes }
learn-solution-s = Решение (S)
learn-next-puzzle-n = Следующая (N)
learn-back = Назад
learn-latest-tries = Последние попытки
learn-none-yet-first-puzzle = Пока нет — первая задача уже пойдёт в зачёт.

# Puzzle themes (src/i18n/themes.rs): names, then the hint each gives. $count: a number of moves
theme-mate-in = мат в { $count }
theme-escape-in = побег за { $count }
theme-king-capture-in = взятие короля за { $count }
theme-win-in = выигрыш за { $count }
theme-smothered-mate = спёртый мат
theme-back-rank-mate = мат по последней горизонтали
theme-mate-alone = мат в одиночку
theme-shared-mate = совместный мат
theme-forced-mate = форсированный мат
theme-forced-win = форсированный выигрыш
theme-double-check = двойной шах
theme-discovered-check = вскрытый шах
theme-discovered-attack = вскрытое нападение
theme-fork = вилка
theme-skewer = линейный удар
theme-pin = связка
theme-deflection = отвлечение
theme-attraction = завлечение
theme-trapped-piece = ловля фигуры
theme-promotion = превращение
theme-advanced-pawn = продвинутая пешка
theme-sacrifice = жертва
theme-quiet-move = тихий ход
theme-multi-capture = множественное взятие
theme-winning-material = выигрыш материала
theme-material = материал
theme-endgame = эндшпиль
theme-advantage = преимущество
theme-check = шах
theme-hint-none = Ищите форсирующие ходы: шахи, взятия и угрозы.
theme-hint-mate-in-one = Мат в один ход.
theme-hint-mate-in = { $count ->
    [one] Форсированный мат в { $count } ход: проверьте каждый шах.
    [few] Форсированный мат в { $count } хода: проверьте каждый шах.
   *[other] Форсированный мат в { $count } ходов: проверьте каждый шах.
}
theme-hint-escape = Король может форсированно добраться до угла.
theme-hint-king-capture = Короля можно взять: добейтесь этого.
theme-hint-win = Есть форсированный выигрыш.
theme-hint-smothered-mate = Конь матует короля, зажатого собственными фигурами.
theme-hint-back-rank-mate = Король заперт на последней горизонтали своими пешками.
theme-hint-mate-alone = Поставьте мат сопернику в одиночку.
theme-hint-shared-mate = Есть мат, который можно поставить вместе с другим атакующим игроком.
theme-hint-forced-mate = Отсюда начинается форсированный мат: найдите первый ход.
theme-hint-forced-win = Отсюда начинается форсированный выигрыш: найдите первый ход.
theme-hint-double-check = Шах двумя фигурами сразу: спасает только ход королём.
theme-hint-discovered-check = Уберите одну фигуру с пути, чтобы другая дала шах.
theme-hint-discovered-attack = Уберите одну фигуру с пути, чтобы другая напала.
theme-hint-fork = Ищите вилку: одна фигура нападает на две.
theme-hint-skewer = Ищите линейный удар: нападите на ценную фигуру, чтобы взять стоящую за ней.
theme-hint-pin = Ищите связку: фигура не может уйти, не подставив более ценную.
theme-hint-deflection = Отвлеките фигуру от защиты.
theme-hint-attraction = Завлеките короля на плохое поле.
theme-hint-trapped-piece = У фигуры соперника нет безопасного поля: нападите на неё.
theme-hint-promotion = Пешка может дойти до последней горизонтали.
theme-hint-advanced-pawn = Решает пешка, близкая к превращению.
theme-hint-sacrifice = Отдайте материал, чтобы вернуть больше.
theme-hint-quiet-move = Выигрывающий ход — не шах и не взятие.
theme-hint-multi-capture = Одним ходом можно взять несколько фигур.
theme-hint-material = Материал можно выиграть форсированно.
theme-hint-endgame = Эндшпиль: важен каждый темп.
theme-hint-advantage = Есть один явно лучший ход.
theme-hint-check = Начните с шаха.

# src/screens/learn.rs, more
# $game: the game's name
learn-game-lessons = { $game }: уроки
# Beside the lesson to play next.
learn-next-up = следующий

# Why a level failed, or a move was refused, in a lesson or a puzzle.
lesson-failed-line-over = Линия урока закончилась.
# $moves: the most moves the goal allows
lesson-failed-too-many-moves = { $moves ->
    [one] Цель нужно достичь не более чем за { $moves } ход: попробуйте ещё раз.
    [few] Цель нужно достичь не более чем за { $moves } хода: попробуйте ещё раз.
   *[other] Цель нужно достичь не более чем за { $moves } ходов: попробуйте ещё раз.
}
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
lesson-failed-game-ended = Партия закончилась раньше, чем цель достигнута: { $outcome }
# $reply: the lesson's scripted move; $error: why it could not be played, in English
lesson-failed-reply = Ответный ход урока { $reply } не удался: { $error }
lesson-failed-check-while-waiting = Этот ход даёт шах, а здесь другая сторона только пропускает ход: сделайте ход без шаха.
# $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: its cell
lesson-failed-piece-lost = Вашу фигуру ({ $piece }) на { $cell } взяли: держите фигуры под защитой.
lesson-refused-level-over = Уровень окончен: повторите его или идите дальше.
lesson-refused-page = Эту страницу нужно прочитать: доска — её иллюстрация. Продолжайте, когда будете готовы.
