# Words every screen shares: games, seats, pieces, endings, buttons.

game-chess = Шахматы
game-chess-blurb = Классика: две армии, цель — мат королю.
game-marseillais = Марсельские шахматы
game-marseillais-blurb = Шахматы, где каждая сторона делает два хода подряд.
game-brandubh = Брандуб
game-brandubh-blurb = Тафл 7×7: король рвётся в угол, нападающие берут в клещи.
game-trichess = Trichess
game-trichess-blurb = Три игрока, одна шестиугольная доска из 169 полей.
game-trigame = Trigame
game-trigame-blurb = Фигуры на точках, линиях и треугольниках; решает отсчёт в 50 ходов.

# Seats as a sentence starts with them. $number counts from 1.
seat-white = Белые
seat-black = Чёрные
seat-red = Красные
seat-attackers = Нападающие
seat-defenders = Защитники
seat-other = Игрок { $number }

piece-pawn = пешка
piece-knight = конь
piece-bishop = слон
piece-rook = ладья
piece-queen = ферзь
piece-king = король
piece-attacker = нападающий
piece-defender = защитник
piece-tri-a = фигура a
piece-tri-b = фигура b
piece-tri-c = фигура c

# A seat's piece. $seat_id: white, black, red, attackers, defenders; $piece_id: pawn, knight,
# bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c (for agreement).
seat-piece = { $seat_id ->
    [white] { $piece_id ->
        [pawn] белая
        [rook] белая
        [tri-a] белая
        [tri-b] белая
        [tri-c] белая
       *[other] белый
    } { $piece }
    [black] { $piece_id ->
        [pawn] чёрная
        [rook] чёрная
        [tri-a] чёрная
        [tri-b] чёрная
        [tri-c] чёрная
       *[other] чёрный
    } { $piece }
    [red] { $piece_id ->
        [pawn] красная
        [rook] красная
        [tri-a] красная
        [tri-b] красная
        [tri-c] красная
       *[other] красный
    } { $piece }
    [attackers] { $piece }
    [defenders] { $piece }
   *[other] { $piece } ({ $seat })
}

end-checkmate = мат
end-stalemate = пат
end-dead-position = мёртвая позиция
end-fivefold-repetition = пятикратное повторение
end-seventy-five-moves = правило 75 ходов
end-quiet-rounds = 50 кругов без взятий и ходов пешками
end-claimed-threefold = троекратное повторение (по требованию)
end-claimed-fifty-moves = правило 50 ходов (по требованию)
end-claimed = по требованию
end-resignation = сдача
end-agreement = по соглашению
end-timeout = просрочка времени
end-timeout-insufficient = просрочка времени при недостаточном материале соперника
end-king-escaped = король спасся
end-king-captured = король взят
end-no-legal-moves = нет ходов
end-repetition = повторение
end-all-captured = все фигуры взяты
end-countdown-majority = больше фигур по окончании отсчёта
end-countdowns-equal = два равных отсчёта
end-other = конец партии

claim-threefold = троекратное повторение
claim-fifty-moves = правило 50 ходов
claim-other = ничья

# How a game ended. $winner_id: white, black, red, attackers, defenders.
outcome-win = { $winner } { $winner_id ->
    [other] победил
   *[army] победили
} ({ $reason }).
outcome-draw = Ничья ({ $reason }).
outcome-aborted = Партия отменена.
outcome-score = { $seat } { $points }
outcome-scores = Очки ({ $reason }): { $scores }.

# What an offer asks for, as the end of "White offers ..." and "You offer ...".
offer-draw = ничью
offer-takeback = вернуть ход
offer-abort = отменить партию
offer-rematch = сыграть реванш
# $seat: who offers ("White"); $seat_id: white, black, red, attackers, defenders; $offer: one of the offer- texts above
offer-made = { $seat } { $seat_id ->
    [other] предлагает
   *[army] предлагают
} { $offer }.
