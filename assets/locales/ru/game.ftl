
# src/window.rs
game-online-lobby-tabula = Сетевое лобби — Tabula
game-learn-tabula = Обучение — Tabula
game-rules-tabula = Правила — Tabula
game-tabula = Tabula

# src/screens/game.rs
# $player: the seat the learner plays ("White")
game-lesson-your-move = Урок: ваш ход ({ $player })
game-lesson-computer-thinking = Урок: компьютер думает
# $title: the lesson's title
game-lesson = Урок: { $title }
# $player: the seat the learner plays ("White")
game-puzzle-move = Задача: ходят { $player }
# $state: whose move it is, or how the game ended
game-analysis-board-state = Доска анализа: { $state }
# $outcome: how the game ended, a sentence ("White wins (checkmate).")
game-game-over = Партия окончена. { $outcome }
# $seat: the seat to move ("White")
game-seat-to-move = Ход: { $seat }
# $seat: the seat asked to answer an offer
game-do-you-agree = { $seat }, вы согласны?
# $ply: the move shown; $moves: moves in the game
game-reviewing-move-ply-end = Просмотр хода { $ply } из { $moves } (End — вернуться к партии)
# $to_move: the seat to move
game-analysis-scores-move = Анализ (оценки для стороны: { $to_move })
game-thinking = Думает…
# $words: each seat and its expected share ("White 62%")
game-expected-result = Ожидаемый результат: { $words }
# $dots: one to three dots, moving; $seconds: time so far ("2.4"); $depth: search depth; $score: in pawns ("+0.35")
game-thinking-seconds = Думает{ $dots } { $seconds } с
game-thinking-depth-score = Думает{ $dots } { $seconds } с, глубина { $depth }, оценка { $score }
# $left: moves left in the countdown
game-countdown-left = Отсчёт { $left }
# $streak: equal countdowns so far
game-equal-countdowns-row-streak = Равных отсчётов подряд: { $streak } (2 — ничья)
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
game-match-after-games = { $count ->
    [one] Матч после { $count } партии: { $totals }
    [few] Матч после { $count } партий: { $totals }
    [many] Матч после { $count } партий: { $totals }
   *[other] Матч после { $count } партии: { $totals }
}
game-moves = Ходы
game-start-home = В начало (Home)
game-back-page-up = Назад (Page Up)
game-forward-page-down = Вперёд (Page Down)
game-live-position-end = Текущая позиция (End)
game-move = Ход:
game-ask-take-back = Попросить вернуть ход
game-take-back = Вернуть ход
game-ctrl-z = Ctrl+Z
game-copy-position = Копировать позицию
game-position-show-game-s = Показанная позиция в нотации игры
game-paste-position = Вставить позицию
game-stop-analysis = Остановить анализ
game-analyse = Анализ
game-resign = Сдаться
game-offer-draw = Предложить ничью
game-offer-abort = Предложить отмену
# $draw: the draw that can be claimed ("threefold repetition")
game-claim-draw-c = Потребовать ничью ({ $draw })
game-claim-draw = Потребовать ничью
game-hint = Подсказка
game-cancel-review = Отменить разбор
game-review = Разбор
game-v-engine-goes-over = V: движок проверит каждый ход
game-analysis-board = Доска анализа
game-game-board-where-you = Эта партия на доске, где фигуры можно двигать свободно
game-pass-no-move = Пас (без хода)
game-flip = Перевернуть
game-new-game = Новая партия
game-ctrl-n = Ctrl+N
game-save = Сохранить
game-ctrl-s = Ctrl+S
game-load = Загрузить
game-ctrl-o = Ctrl+O
game-menu = Меню
game-esc = Esc
game-promote = Превратить в
game-cancel-esc = Отмена (Esc)
game-accept = Принять
game-decline = Отклонить
# Who plays a seat, under its name on the seat's card. $name: the online player's name
game-online-you = { $name } (вы)
game-online-you-disconnected = { $name } (вы) — нет связи
game-online-disconnected = { $name } — нет связи
game-player-human = Человек
# $level: the computer's level, by its name
game-player-computer = Компьютер ({ $level })
# $engine: an installed engine's name ("Stockfish 16"); $elo: the strength asked of it
game-player-engine-elo = { $engine } (Эло { $elo })
# $engine: an installed engine's name ("Stockfish 16"); $skill: its skill level
game-player-engine-skill = { $engine } (уровень { $skill })
# An analysis line's score. $moves: how many moves to the mate
game-mate-in = мат в { $moves }
game-mated-in = получает мат в { $moves }
# $depth: how deep the line was searched
game-line-depth = (глубина { $depth })
# The turn in players' words, under the seats. $seat: the seat to move ("White")
game-turn-first-of-game = { $seat }: один ход (первый ход партии)
# $seat: the seat to move ("Black"); $which: which move of the turn this is (1, 2...);
# $moves: how many moves the turn has (2 in Marseillais chess)
game-turn-move-of = { $seat }: { $which ->
        [1] первый
        [2] второй
        [3] третий
       *[other] { $which }-й
    } ход из { $moves ->
        [2] двух
        [3] трёх
       *[other] { $moves }
    }
# $seat: the seat in check ("Red")
game-in-check = { $seat } под шахом
# $seats: the seats in check but the last, joined by commas ("White, Red"); $last: the last ("Black")
game-in-check-several = { $seats } и { $last } под шахом
# $rounds: rounds played without a capture or a pawn move (30 or more)
game-quiet-rounds = { $rounds ->
    [one] { $rounds } круг без взятий и ходов пешками
    [few] { $rounds } круга без взятий и ходов пешками
   *[other] { $rounds } кругов без взятий и ходов пешками
}
# A move of the move list that was played with a hint on the board. $notation: the move ("Nf3")
game-move-with-hint = { $notation } (подсказка)
# The move box's greyed-out hint, while it is empty.
game-no-move-to-make = ходов нет
game-type-a-move = введите ход (/)
# $count: how many more moves the typed text could be
game-more-moves = ещё { $count }

# src/screens/review_panel.rs
game-reviewing-game = Идёт разбор партии
game-cancel = Отмена
game-game-review = Разбор партии
# $judged: how many moves were judged
game-mistakes-blunders = Ошибки и зевки ({ $judged })
game-show-position-before-move = Показать позицию до хода
# $count: how many
game-learn-from-your-mistakes = Работа над ошибками ({ $count })
game-expected-result-over-game = Ожидаемый результат по ходу партии; щёлкните, чтобы увидеть позицию
# The review's progress bar. $done: moves gone over so far; $all: all the moves
game-review-progress = { $all ->
    [one] { $done } из { $all } хода
   *[other] { $done } из { $all } ходов
}
# A judged move in the review's list. $number: the move's number; $seat: who played it
# ("White"); $played: the move with its mark ("Qh5??"); $best: the engine's better move ("Nf3")
game-judged-move = { $number }. { $seat } { $played }  лучше { $best }

# src/screens/accessible.rs
game-board = Доска

# src/board/effects.rs
game-checkmate = Мат
game-stalemate = Пат
game-king-escapes = Король спасся
game-king-taken = Король взят
game-every-piece-taken = Все фигуры взяты
game-countdown-ends = Отсчёт окончен
game-no-move-left = Ходов нет
game-resigned = Сдача
game-time = Время вышло
game-draw = Ничья
game-over-banner = Партия окончена

# Screen-reader words (src/speech.rs).
# $cell: a cell's name ("f3"); $piece: a seat's piece ("White knight", "attacker of the
# attackers"); $seat_id: white, black, red, attackers, defenders; $kind: the piece's name
# alone ("knight"), for English's lower-case "white knight"
speech-cell-piece = { $cell }, { $piece }
speech-cell-empty = { $cell }, пусто
# $seat: the seat ("Black"); $seat_id: white, black, red, attackers, defenders
speech-passes = { $seat } { $seat_id ->
    [other] пасует
   *[army] пасуют
}
# A piece whose kind is unknown.
speech-piece = фигура
# $seat, $seat_id: who moves; $piece: the piece's name ("knight"); $piece_id: pawn, knight, bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c; $cell: where it goes
speech-plays = { $seat }: { $piece } на { $cell }
speech-plays-takes = { $seat }: { $piece } берёт на { $cell }
# Clauses added to a move, each starting with its comma. $piece: what a pawn becomes
speech-becomes = , превращение: { $piece }
speech-checkmate = , мат
speech-check = , шах
# The whole position. $piece: a piece's name; $cell: its cell
speech-piece-on = { $piece } { $cell }
speech-no-pieces = нет фигур
# $seat: a seat; $pieces: its pieces, listed
speech-seat-pieces = { $seat }: { $pieces }

# Window titles. $lesson: the lesson's title; $game: the game's name
game-window-lesson = { $lesson } — урок: { $game } — Tabula
game-window-online = { $game } по сети — Tabula
game-window-game = { $game } — Tabula
