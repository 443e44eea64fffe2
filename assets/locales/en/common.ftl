# Words every screen shares: games, seats, pieces, endings, buttons.

game-chess = Chess
game-chess-blurb = The classic: two armies, checkmate the king.
game-marseillais = Marseillais chess
game-marseillais-blurb = Chess where each side moves twice per turn.
game-brandubh = Brandubh
game-brandubh-blurb = 7x7 tafl: the king races for a corner, attackers pinch to capture.
game-trichess = Trichess
game-trichess-blurb = Three players, one hexagonal board of 169 cells.
game-trigame = Trigame
game-trigame-blurb = Pieces on points, lines and triangles; a 50-move countdown decides.

# Seats as a sentence starts with them. $number counts from 1.
seat-white = White
seat-black = Black
seat-red = Red
seat-attackers = Attackers
seat-defenders = Defenders
seat-other = Player { $number }

piece-pawn = pawn
piece-knight = knight
piece-bishop = bishop
piece-rook = rook
piece-queen = queen
piece-king = king
piece-attacker = attacker
piece-defender = defender
piece-tri-a = a piece
piece-tri-b = b piece
piece-tri-c = c piece

# A seat's piece. $seat_id: white, black, red, attackers, defenders; $piece_id: pawn, knight,
# bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c (for agreement).
seat-piece = { $seat_id ->
    [attackers] { $piece } of the attackers
    [defenders] { $piece } of the defenders
   *[other] { $seat } { $piece }
}

end-checkmate = checkmate
end-stalemate = stalemate
end-dead-position = dead position
end-fivefold-repetition = fivefold repetition
end-seventy-five-moves = the seventy-five-move rule
end-quiet-rounds = 50 rounds without a capture or pawn move
end-claimed-threefold = threefold repetition (claimed)
end-claimed-fifty-moves = the fifty-move rule (claimed)
end-claimed = a claimed draw
end-resignation = resignation
end-agreement = agreement
end-timeout = timeout
end-timeout-insufficient = timeout against insufficient material
end-king-escaped = the king escaped
end-king-captured = the king was captured
end-no-legal-moves = no legal moves
end-repetition = repetition
end-all-captured = all pieces captured
end-countdown-majority = more pieces when the countdown ran out
end-countdowns-equal = two equal countdowns
end-other = the game's end

claim-threefold = threefold repetition
claim-fifty-moves = the fifty-move rule
claim-other = a draw

# How a game ended. $winner_id: white, black, red, attackers, defenders.
outcome-win = { $winner } { $winner_id ->
    [attackers] win
    [defenders] win
   *[other] wins
} ({ $reason }).
outcome-draw = Draw ({ $reason }).
outcome-aborted = The game was aborted.
outcome-score = { $seat } { $points }
outcome-scores = Scores ({ $reason }): { $scores }.

# What an offer asks for, as the end of "White offers ..." and "You offer ...".
offer-draw = a draw
offer-takeback = a takeback
offer-abort = to abort the game
offer-rematch = a rematch
# $seat: who offers ("White"); $seat_id: white, black, red, attackers, defenders; $offer: one of the offer- texts above
offer-made = { $seat } { $seat_id ->
    [attackers] offer
    [defenders] offer
   *[other] offers
} { $offer }.
