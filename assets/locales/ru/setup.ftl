
# src/screens/setup.rs
# $variant: the game's name
setup-new-learn = Впервые играете в «{ $variant }»? Начните с уроков
setup-start-enter = Начать (Enter)
setup-back-esc = Назад (Esc)
# $variant: the game's name
setup-new-game = Новая партия: { $variant }
setup-mode = Режим:
setup-hot-seat = За одним компьютером
setup-everybody-plays-computer = Все играют за этим компьютером
setup-against-computer = Против компьютера
setup-watch-computer = Смотреть игру компьютера
setup-every-seat-computer-try = Компьютер за всех: сравните уровни
setup-human = Человек
setup-computer = Компьютер
setup-engine = Движок
setup-chess-engine-installed-computer = Шахматный движок, установленный на этом компьютере
setup-elo = Эло
setup-skill = уровень
# After the engine's time for a move, a number of seconds ("1.0 s a move").
setup-seconds-a-move = с на ход
setup-clock = Часы:
setup-none = Без часов
setup-custom = Свои
# After a custom clock's minutes and increment: "10 min + 5 s per move".
setup-minutes = мин
setup-seconds-per-move = с на ход
setup-first-move = Первый ход:
setup-drawn-random = По жребию
# The computer's levels, weakest first.
setup-level-beginner = Новичок
setup-level-casual = Любитель
setup-level-club = Разрядник
setup-level-expert = Эксперт
setup-level-master = Мастер
# A level with its measured rating. $level: the level's name ("Club"); $rating: a number like 1650
setup-level-rated = { $level } · около { $rating }
setup-approximate-ratings = Рейтинги приблизительные: каждый уровень играл со Stockfish 15.1, ослабленным через UCI_Elo, по 200 мс на ход

# src/screens/select.rs
setup-choose-game = Выберите игру
setup-play = Играть
setup-back = Назад

# src/screens/rules.rs
setup-rules = Правила
setup-back-game-esc = Назад к партии (Esc)
# A rules page's diagram that could not be drawn. $error: what went wrong
setup-rules-diagram-error = (диаграмма: { $error })
