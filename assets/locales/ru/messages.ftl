
# src/session/requests.rs
# $error: what went wrong
msg-could-not-start-game = Не удалось начать партию: { $error }
msg-move-taken-back = Ход возвращён.
msg-no-draw-can-claimed = Сейчас нельзя потребовать ничью.
msg-waiting-other-answers = Ждём ответа остальных.
msg-draw-offer-declined = Предложение ничьей отклонено.
# $offer: what was offered ("a draw", "a takeback": the offer- texts)
msg-offer-was-declined = Предложение { $offer } отклонено.
msg-drawn-agreement = Ничья по соглашению.
msg-game-aborted = Партия отменена.
msg-rematch-agreed = Реванш согласован.
# $count: how many moves were taken back
msg-moves-taken-back = { $count ->
    [one] Возвращён { $count } ход.
    [few] Возвращено { $count } хода.
   *[other] Возвращено { $count } ходов.
}

# src/session/save.rs
# $error: what went wrong
msg-could-not-load-error = Не удалось загрузить: { $error }
# $path: a file
msg-saved = Сохранено в { $path }
# $error: what went wrong
msg-could-not-save-error = Не удалось сохранить: { $error }
# $value: a name or a move
msg-downloaded-name = Скачано: { $value }
# $error: what went wrong
msg-could-not-download-error = Не удалось скачать: { $error }
# $variant: the game's name; $moves: moves played
msg-loaded-game-after-moves = { $moves ->
    [one] Загружена партия ({ $variant }) после { $moves } хода.
   *[other] Загружена партия ({ $variant }) после { $moves } ходов.
}
# $error: what went wrong
msg-autosave-failed-error = Автосохранение не удалось: { $error }
# Why a load failed, after "Could not load:". $file: the file
msg-no-such-file = { $file }: файл не найден
msg-no-game-to-resume = нет партии, которую можно продолжить
# Why a download failed, after "Could not download:" (on the desktop).
msg-downloads-are-for-browser = скачивание — для браузера: «Сохранить» пишет в папку сохранений

# src/session/hint.rs
msg-hints-are-your-own = Подсказки — только для вашего хода против компьютера.
msg-hints-are-off-turn = Подсказки выключены: включите их в настройках.
# $error: what went wrong
msg-no-hint-error = Нет подсказки: { $error }
msg-no-hint-search-could = Нет подсказки: поиск не запустился.
msg-looking-hint = Ищем подсказку…
# $value: a name or a move
msg-hint-display = Подсказка: { $value }.
msg-no-hint-no-move = Нет подсказки: ход не найден.

# src/session/computer.rs
# $why: what went wrong
msg-computer-failed-why = Компьютер не смог сходить: { $why }.
msg-computer-accepts-draw = Компьютер принимает ничью.
msg-computer-declines-draw = Компьютер отклоняет ничью.
# $error: why the level could not be had
msg-computer-full-strength = { $error }; компьютер играет в полную силу
# Why the computer failed, after "The computer failed:". $notation: its move ("e2e4"); $error: why it was refused
msg-computer-move-refused = ход { $notation } отклонён: { $error }
msg-computer-found-no-move = ход не найден

# src/session/review.rs
msg-review-cancelled = Разбор отменён.
msg-review-comes-after-game = Разбор — после партии: доиграйте её или загрузите законченную.
msg-no-moves-review = Нет ходов для разбора.
# $error: what went wrong
msg-review-stopped-error = Разбор остановлен: { $error }

# src/session/referee.rs
msg-not-connected-server = Нет подключения к серверу.
msg-premove-played-when-your = Предход: будет сделан, когда наступит ваша очередь (правый щелчок отменяет).
msg-not-your-turn = Сейчас не ваш ход.
msg-not-legal-move-here = Здесь такой ход невозможен.

# src/session/analysis_board.rs
msg-analysis-board-move-any = Ходите за любую сторону; ход из более ранней позиции начинает новый вариант.
# $error: what went wrong
msg-could-not-open-position = Не удалось открыть позицию: { $error }
# Why a pasted position cannot be opened.
msg-paste-position-first = сначала вставьте позицию
msg-position-already-over = в этой позиции партия уже окончена

# src/session/analysis.rs
msg-analysis-hot-seat-finished = Анализ доступен для партий за одним компьютером и законченных партий.

# src/online/play.rs
# $url: the server's address
msg-connecting = Подключение к { $url }…
# $url: the server's address; $name: the player's name there
msg-online = Подключено к { $url } как { $name }.
# $reason: why the connection dropped; $wait: seconds; $attempt: the attempt number
msg-connection-lost-reason-reconnecting = Связь потеряна ({ $reason }). Переподключение через { $wait } с (попытка { $attempt })…
# $why: what went wrong
msg-server-refused-client-why = Сервер отклонил этот клиент: { $why }
msg-premove-cancelled = Предход отменён.
# $offer: what you offer ("a draw": the offer- texts)
msg-you-offer = Вы предлагаете { $offer }.
msg-you-ask-take-back = Вы просите вернуть ход.

# src/online/mod.rs
msg-name-has-1-24 = Имя — от 1 до 24 символов.
# $url: the server's address
msg-connecting-url = Подключение к { $url }…
# $error: what went wrong
msg-could-not-connect-error = Не удалось подключиться: { $error }
msg-disconnected = Отключено.
msg-not-connected-any-server = Нет подключения к серверу.
# $error: what went wrong
msg-signed-but-token-was = Вход выполнен, но токен не сохранён: { $error }
# $detail: the server's reason
msg-server-refused-move-detail = Сервер отклонил ход: { $detail }.
msg-premove-was-not-legal = Предход стал невозможен.

# src/learn/mod.rs
# $error: what went wrong
msg-could-not-save-your = Не удалось сохранить ваши звёзды: { $error }
# $error: what went wrong
msg-could-not-open-lesson = Не удалось открыть урок: { $error }

# src/puzzles/mod.rs
msg-no-mistakes-practise = Ошибок для тренировки нет.
# $game: the game's name
msg-no-puzzles-are-installed = Задачи для игры «{ $game }» не установлены.
# $id: the puzzle's id
msg-no-puzzle-id = Задачи { $id } нет.
# $id: the puzzle's id; $error: what went wrong
msg-could-not-open-puzzle = Не удалось открыть задачу { $id }: { $error }
# $error: what went wrong
msg-could-not-save-puzzle-rating = Не удалось сохранить ваш рейтинг в задачах: { $error }

# src/board/input.rs
msg-reviewing-earlier-position-press = Показана более ранняя позиция: нажмите End или щёлкните последний ход, чтобы вернуться.
# $seat: the seat to move ("White")
msg-piece-not-yours-move = Это не ваша фигура: сейчас ходят { $seat }.

# src/settings.rs
msg-animation-off = Выкл.
msg-animation-fast = Быстро
msg-animation-normal = Обычно
msg-animation-slow = Медленно
msg-walnut = Орех
msg-slate = Сланец
msg-high-contrast = Высокий контраст
msg-classic = Классические
msg-flat-tokens = Плоские фишки
# $error: what went wrong
msg-could-not-read-error = Не удалось прочитать { $error }; используются значения по умолчанию.
# $file: the settings file; $error: what was wrong; $kept: where the old file is kept
msg-settings-file-was-unreadable = Файл настроек { $file } не читается ({ $error }); используются значения по умолчанию. Старый файл сохранён как { $kept }.
# $error: what went wrong
msg-could-not-save-settings = Не удалось сохранить настройки: { $error }
# $why: what went wrong, a sentence of the engine messages (menu-engine-*) that names the engine
# where it knows it; $engine: the engine's name ("Stockfish 15.1"), for a language that names it again
msg-engine-failed = { $why }. Теперь за него играете вы: продолжайте партию или сохраните её.

# src/session/typed.rs: why a typed move is not played (the first letter is made a capital).
msg-typed-empty = введите ход
msg-typed-no-move-here = сейчас ходить нельзя
# $typed: what was typed ("Qh5")
msg-typed-no-such-move = нет допустимого хода «{ $typed }»
# $typed: what was typed ("N"); $moves: the moves it could be, joined by commas ("Na3, Nc3, Nf3")
msg-typed-could-be = «{ $typed }» может означать: { $moves }

# src/storage: why a file could not be read or written, after "Could not load:" and the like.
msg-pick-file-desktop = чтобы выбрать файл на компьютере, положите его в папку сохранений
msg-browser-no-storage = браузер не даёт этой странице локального хранилища
# $file: the file's name
msg-browser-refused-read = { $file }: браузер не дал его прочитать
# $file: the file's name
msg-browser-refused-keep = { $file }: браузер не дал его сохранить (хранилище переполнено?)
msg-page-no-document = у страницы нет документа
msg-browser-refused-file = браузер отклонил файл
msg-page-no-link = нет ссылки
msg-page-no-file-input = нет поля выбора файла
msg-file-not-text = файл не текстовый

# Why the rules or the table refused a move or a request (the rules' reason ids, tabula_rules::IllegalMove::code).
illegal-malformed = Это не ход этой игры.
illegal-no-piece-there = Там нет фигуры.
illegal-not-your-piece = Это не ваша фигура.
illegal-cannot-move-there = Эта фигура не может туда пойти.
illegal-leaves-king-in-check = После этого хода ваш король окажется под шахом.
illegal-castling-not-allowed = Рокировка сейчас невозможна.
illegal-promotion-required = Пешка, дошедшая до противоположного края, должна превратиться.
illegal-not-a-promotion = Этот ход — не превращение.
illegal-not-straight = Фигуры ходят по горизонтали или вертикали.
illegal-blocked = На пути стоит другая фигура.
illegal-restricted-square = Только король может остановиться на троне или в углу.
illegal-wrong-captures = Записанные взятия не совпадают с ходом.
illegal-game-over = Партия окончена.
illegal-same-kind = Фигура никогда не берёт фигуру своего типа.
illegal-own-piece-there = Там уже стоит ваша фигура.
illegal-cannot-pass = Пропустить ход можно, только если нет ни одного хода.
illegal-must-pass = У вас нет ходов — нужно пропустить ход.
# $seat: the seat to move ("White"); $seat_id: white, black, red, attackers, defenders
refusal-not-your-turn = Сейчас не ваш ход: ходят { $seat }.
refusal-cannot-wait = Эта сторона не может здесь пропустить ход (под шахом или посреди своего хода).
refusal-nothing-to-take-back = Нечего отменять.
refusal-takeback-needs-consent = Для отмены хода нужно согласие остальных игроков.
refusal-no-human = Здесь этого никто не может сделать: компьютер играет за все стороны.
refusal-no-claim = Сейчас нельзя потребовать ничью.
refusal-no-offer = Нет предложения, на которое нужно ответить.
