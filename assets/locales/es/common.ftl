# Words every screen shares: games, seats, pieces, endings, buttons.

game-chess = Ajedrez
game-chess-blurb = El clásico: dos ejércitos, da jaque mate al rey.
game-marseillais = Ajedrez marsellés
game-marseillais-blurb = Ajedrez en el que cada bando mueve dos veces por turno.
game-brandubh = Brandubh
game-brandubh-blurb = Tafl de 7×7: el rey corre hacia una esquina; los atacantes capturan encerrando entre dos.
game-trichess = Trichess
game-trichess-blurb = Tres jugadores, un tablero hexagonal de 169 casillas.
game-trigame = Trigame
game-trigame-blurb = Piezas en puntos, líneas y triángulos; decide una cuenta atrás de 50 jugadas.

# Seats as a sentence starts with them. $number counts from 1.
seat-white = Blancas
seat-black = Negras
seat-red = Rojas
seat-attackers = Atacantes
seat-defenders = Defensores
seat-other = Jugador { $number }

piece-pawn = peón
piece-knight = caballo
piece-bishop = alfil
piece-rook = torre
piece-queen = dama
piece-king = rey
piece-attacker = atacante
piece-defender = defensor
piece-tri-a = pieza a
piece-tri-b = pieza b
piece-tri-c = pieza c

# A seat's piece. $seat_id: white, black, red, attackers, defenders; $piece_id: pawn, knight,
# bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c (for agreement).
seat-piece = { $seat_id ->
    [white] { $piece } de las blancas
    [black] { $piece } de las negras
    [red] { $piece } de las rojas
    [attackers] { $piece } de los atacantes
    [defenders] { $piece } de los defensores
   *[other] { $piece } ({ $seat })
}

end-checkmate = jaque mate
end-stalemate = rey ahogado
end-dead-position = posición muerta
end-fivefold-repetition = quíntuple repetición
end-seventy-five-moves = la regla de las 75 jugadas
end-quiet-rounds = 50 rondas sin captura ni movimiento de peón
end-claimed-threefold = triple repetición (reclamada)
end-claimed-fifty-moves = la regla de las 50 jugadas (reclamada)
end-claimed = tablas reclamadas
end-resignation = abandono
end-agreement = mutuo acuerdo
end-timeout = tiempo agotado
end-timeout-insufficient = tiempo agotado con material insuficiente del rival
end-king-escaped = el rey escapó
end-king-captured = el rey fue capturado
end-no-legal-moves = sin jugadas legales
end-repetition = repetición
end-all-captured = todas las piezas capturadas
end-countdown-majority = más piezas al terminar la cuenta atrás
end-countdowns-equal = dos cuentas atrás iguales
end-other = fin de la partida

claim-threefold = triple repetición
claim-fifty-moves = regla de las 50 jugadas
claim-other = tablas

# How a game ended. $winner_id: white, black, red, attackers, defenders.
outcome-win = { $winner_id ->
    [white] Ganan
    [black] Ganan
    [red] Ganan
    [attackers] Ganan
    [defenders] Ganan
   *[other] Gana
} { $winner } ({ $reason }).
outcome-draw = Tablas ({ $reason }).
outcome-aborted = La partida se ha anulado.
outcome-score = { $seat } { $points }
outcome-scores = Puntos ({ $reason }): { $scores }.

# What an offer asks for, as the end of "White offers ..." and "You offer ...".
offer-draw = tablas
offer-takeback = deshacer una jugada
offer-abort = anular la partida
offer-rematch = la revancha
# $seat: who offers ("White"); $seat_id: white, black, red, attackers, defenders; $offer: one of the offer- texts above
offer-made = { $seat } { $seat_id ->
    [white] proponen
    [black] proponen
    [red] proponen
    [attackers] proponen
    [defenders] proponen
   *[other] propone
} { $offer }.
