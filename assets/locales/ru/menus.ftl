
# src/menus/dialogs.rs
menu-window-title = Меню
menu-resume-esc = Продолжить (Esc)
menu-new-game = Новая партия
menu-save = Сохранить
menu-download-game = Скачать партию
menu-load = Загрузить
menu-settings = Настройки
menu-rules = Правила
menu-keyboard-shortcuts-f1 = Горячие клавиши (F1)
menu-back-lobby = Назад в лобби
menu-main-menu = Главное меню
menu-quit = Выход
menu-keyboard-shortcuts = Горячие клавиши
menu-mouse-click-piece-then = Мышь: щёлкните фигуру, затем поле, или перетащите её туда.
menu-load-game = Загрузить партию
menu-games-saved-browser = Партии, сохранённые в этом браузере.
menu-open-file-from-computer = Открыть файл с этого компьютера (.ron, .pgn)…
# $error: what went wrong
menu-could-not-open-file = Не удалось открыть файл: { $error }
# $saves_dir: the saves folder
menu-saved-games = Сохранённые партии в папке { $saves_dir }
menu-ron-saves-every-game = Сохранения RON всех игр; сюда можно копировать и PGN-файлы шахматных и марсельских партий.
menu-no-saved-games-yet = Сохранённых партий пока нет (Ctrl+S сохраняет текущую партию).
menu-same-setup-again = С теми же настройками
menu-rematch-with-seats-swapped = Реванш со сменой мест
menu-change-setup = Изменить настройки…
menu-another-game = Другая игра…
menu-game-over = Партия окончена
# $count: games played; $totals: each seat's name and points ("White 1.5, Black 0.5")
menu-match-score-after-game = { $count ->
    [one] Счёт матча после { $count } партии: { $totals }
    [few] Счёт матча после { $count } партий: { $totals }
    [many] Счёт матча после { $count } партий: { $totals }
   *[other] Счёт матча после { $count } партии: { $totals }
}
menu-offer-rematch = Предложить реванш
menu-rematch = Реванш
menu-review-game = Разобрать партию
menu-engine-goes-over-every = Движок проверит каждый ход
menu-aborted = Партия отменена
menu-draw = Ничья
# The game-over dialog's headline. $winner: the winning seat ("White", "Attackers");
# $winner_id: white, black, red, attackers, defenders (for agreement).
menu-headline-wins = { $winner } { $winner_id ->
    [other] победил
   *[army] победили
}
# A game with scores: the seat with the most points. $seat: the seat ("Red").
menu-headline-top = Впереди: { $seat }
# Two or three seats sharing the most points. $first, $second, $third: the seats ("White").
menu-headline-top-two = Впереди: { $first } и { $second }
menu-headline-top-three = Впереди: { $first }, { $second } и { $third }

menu-language = Язык
# $language: the desktop's language, in itself ("Deutsch")
menu-language-system = Язык системы ({ $language })
menu-animation = Анимация
menu-board = Доска
menu-show-legal-moves-selected = Показывать ходы выбранной фигуры
menu-show-coordinates = Показывать координаты
menu-hot-seat-turn-board = За одним компьютером: поворачивать доску к тому, чей ход
menu-against-computer-hints-h = Против компьютера: подсказки (H показывает лучший ход)
menu-sound = Звук
menu-on = Вкл.
menu-theme = Тема
menu-scene = Сцена
menu-drifting-specks-breathing-light = Плывущие пылинки и мерцающий свет
menu-pieces = Фигуры
menu-interface-size = Размер интерфейса
menu-engines = Движки
menu-defaults = По умолчанию
menu-close = Закрыть
# $settings_path: the settings file
menu-saved = Сохранено в { $settings_path }
menu-no-uci-engine-found = UCI-движки не найдены (Stockfish и другие — в PATH или добавленные здесь)
menu-remove = Удалить
menu-add = Добавить

# src/menus/coach_dialogs.rs
menu-puzzles = Задачи
menu-positions-from-tabula-s = Позиции из партий самой Tabula с единственным явно выигрывающим продолжением. Ваш рейтинг меняется по вашим результатам.
# $error: what went wrong
menu-could-not-save-choice = Не удалось сохранить выбор: { $error }
# $count: puzzles the game has
menu-puzzle-count = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}
menu-not-rated-yet = рейтинга пока нет
# $rating: the player's puzzle rating (a number like 1500); $solved: puzzles solved; $tried: puzzles tried
menu-puzzle-rating = рейтинг { $rating } · решено { $solved }/{ $tried }
menu-all-themes = Все темы
menu-analysis-board = Доска анализа
menu-paste-position-game-s = Вставьте позицию в нотации игры (FEN для шахмат) или оставьте поле пустым для начальной позиции:
menu-open = Открыть
# $variant: the game's name; $error: what went wrong
menu-not-position-error = Это не позиция для игры «{ $variant }»: { $error }
menu-cancel = Отмена

# src/menus/shortcuts.rs: key names, then what each shortcut does (the help window, F1).
# $key: a letter key ("N"); write Ctrl as the language's keyboards print it.
menu-key-ctrl = Ctrl+{ $key }
menu-key-arrows = Стрелки, Enter / Пробел
menu-key-pages = Page Up / Page Down
menu-key-home-end = Home / End
menu-key-esc = Esc
menu-key-right-click = Щелчок правой кнопкой
menu-key-right-drag = Перетаскивание правой кнопкой
menu-shortcut-new-game = новая партия
menu-shortcut-take-back = вернуть ход
menu-shortcut-flip = перевернуть доску
menu-shortcut-save = сохранить партию
menu-shortcut-load = загрузить партию
menu-shortcut-cursor = двигать курсор доски, брать и ставить фигуру
menu-shortcut-type-move = ввести ход (в SAN, например Nf3, или полями, например e2e4)
menu-shortcut-step = листать ходы
menu-shortcut-first-last = начальная позиция / назад к партии
menu-shortcut-promotion = выбрать фигуру превращения
menu-shortcut-analyse = анализ позиции (в игре за одним компьютером и в законченных партиях)
menu-shortcut-hint = подсказка (против компьютера, если подсказки включены)
menu-shortcut-review = разбор законченной партии
menu-shortcut-read-out = озвучить позицию (для программ чтения с экрана)
menu-shortcut-puzzle = в задаче: подсказка, заново, следующая, решение
menu-shortcut-menu = меню (или отмена)
menu-shortcut-help = эта справка
menu-shortcut-sound = звук вкл. / выкл.
menu-shortcut-quit = выход
menu-shortcut-right-click = снять выделение; на поле — обвести его
menu-shortcut-right-drag = нарисовать стрелку (с Shift — красную, с Ctrl — синюю, с Alt — жёлтую); левый щелчок стирает их
menu-shortcut-mark = на курсоре доски: обвести поле; K, ход, K — нарисовать стрелку

# src/engines/uci.rs: why an installed engine failed. The game's status line shows them in
# "{ $engine } failed: { $why }. ..." (messages.ftl, msg-engine-failed, which drops the engine's
# name where the text starts with it), the settings window alone.
# $engine: the engine's name ("Stockfish 17"), or its program's path before it has said its name;
# $error: the system's reason
menu-engine-not-started = { $engine } не удалось запустить: { $error }
menu-engine-no-input = нет канала ввода движка
menu-engine-no-output = нет канала вывода движка
# $engine: the engine's name
menu-engine-closed-input = { $engine } остановился (закрыл ввод)
# $engine: the engine's name
menu-engine-stopped-answering = { $engine } перестал отвечать
# $engine: the engine's name
menu-engine-crashed = { $engine } завершил работу или аварийно остановился
# $engine: the engine's name; $game: the game's name ("Trichess")
menu-engine-wrong-game = { $engine } не играет в «{ $game }»

# The piece letters of moves, for king, queen, rook, bishop and knight in that order (English's
# are K Q R B N); shown in moves when the player asks for the language's own letters.
notation-piece-letters = Кр Ф Л С К
menu-piece-letters = Буквы фигур
# $letters: the language's letters, notation-piece-letters.
menu-piece-letters-local = Русские ({ $letters })
# An example path in the empty field where an engine is added
menu-engine-path-hint = /путь/к/движку
