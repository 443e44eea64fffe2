
# src/screens/lobby.rs
online-guest = Гость
# $code: a challenge code
online-give-name-connect-your = Введите имя и подключитесь: вызов { $code } от вашего друга будет принят сразу после подключения.
online-page-s-server-filled = Сервер этой страницы уже указан: введите имя и подключитесь.
online-start-server-with-cargo = Запустите сервер командой `cargo run --release -p tabula-server`, затем подключитесь к нему здесь.
online-play-online = Игра по сети
online-server = Сервер
online-your-name = Ваше имя
online-reconnect = Переподключиться
online-connect = Подключиться
online-disconnect = Отключиться
online-not-connected = Нет подключения.
online-open-seeks = Открытые заявки
online-nobody-waiting-make-seek = Никто не ждёт. Создайте заявку справа или дайте другу код вызова.
online-cancel = Отмена
online-play = Играть
online-games-progress = Текущие партии
online-no-games-being-played = Сейчас партий нет.
online-watch = Смотреть
online-new-game = Новая партия
online-game = Игра
online-clock = Часы
online-seek-opponent = Найти соперника
online-challenge-friend = Вызвать друга
# $code: a challenge code
online-your-challenge-code = Ваш код вызова: { $code }
online-give-your-friend-game = Передайте его другу; партия начнётся, когда он его введёт.
online-friend-s-code = Код друга
online-join = Войти
online-your-games = Ваши партии
online-back = Назад
online-no-clock = без часов
# A clock preset. $time: its minutes and increment, as in "5+3".
online-clock-bullet = { $time } пуля
online-clock-blitz = { $time } блиц
online-clock-rapid = { $time } рапид
online-clock-classical = { $time } классика
# An open seek. $name: who seeks; $seats: the game's number of seats; $clock: its clock ("5+3", "no clock").
online-seek-line = { $name } · { $seats ->
    [one] { $seats } место
    [few] { $seats } места
   *[other] { $seats } мест
} · { $clock }
# A game in progress. $players: the players' names, joined by dashes; $number: the move it is at.
online-game-line = { $players } · ход { $number }
# $seats: the chosen game's number of seats.
online-seats = { $seats ->
    [one] { $seats } место
    [few] { $seats } места
   *[other] { $seats } мест
}
# One of the player's own games. $game: the game's name; $players: the players' names, joined by dashes.
online-your-game = { $game }: { $players }

# src/online/play.rs: the online game's line on the game screen, sentences that follow one another.
online-sending-move = Отправляем ваш ход…
online-watching = Вы наблюдаете.
# $count: how many players are away; $names: their names, joined by commas.
online-players-away = { $count ->
    [one] Не в сети: { $names }.
   *[other] Не в сети: { $names }.
}

# src/online/mod.rs
online-bad-challenge-code = Код вызова — восемь букв и цифр, например 7KQ2M9XD.
# Why the server refused a move (the protocol's reason).
online-refused-not-your-turn = Сервер отклонил ход: сейчас не ваш ход.
online-refused-stale = Сервер отклонил ход: он отправлен до того, как пришли последние ходы.
online-refused-game-over = Сервер отклонил ход: партия окончена.
online-refused-not-your-seat = Сервер отклонил ход: у вас нет места в этой партии.
online-refused-unknown-game = Сервер отклонил ход: такой партии нет.

# What the server refused or reported besides moves, and why a move was not sent.
# $why: the reason, in English
online-notice-unreadable = Сервер прислал то, что это приложение не может прочитать ({ $why }).
# $code: the challenge's code
online-notice-challenge-declined = Ваш вызов { $code } отклонён.
# $game: the game's id; $why: the reason, in English
online-notice-game-not-shown = Не удалось показать партию { $game }: { $why }
# $message: the server's words, in English
online-error-version = Этот сервер использует другую версию протокола Tabula; обновите приложение или сервер ({ $message }).
online-error-malformed = Сервер не смог прочитать сообщение от этого приложения.
online-error-too-large = Сообщение оказалось слишком большим для сервера.
online-error-rate-limited = Слишком много сообщений сразу: подождите немного.
online-error-unauthorized = Сначала войдите.
online-error-unknown-token = Сервер больше не знает этого игрока: вход как новый гость.
online-error-unknown-seek = Эта заявка больше не открыта.
online-error-unknown-challenge = Нет открытого вызова с таким кодом.
# $message: the server's words, in English
online-error-invalid = Сервер отклонил запрос: { $message }
online-no-such-game = Эта партия здесь больше не открыта.
online-refused-watching = Вы наблюдаете за этой партией.
