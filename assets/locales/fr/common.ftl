# Words every screen shares: games, seats, pieces, endings, buttons.

game-chess = Échecs
game-chess-blurb = Le classique : deux armées, mettez le roi mat.
game-marseillais = Échecs marseillais
game-marseillais-blurb = Des échecs où chaque camp joue deux coups par tour.
game-brandubh = Brandubh
game-brandubh-blurb = Tafl 7×7 : le roi file vers un coin, les attaquants prennent en tenaille.
game-trichess = Trichess
game-trichess-blurb = Trois joueurs, un plateau hexagonal de 169 cases.
game-trigame = Trigame
game-trigame-blurb = Des pièces sur les points, les lignes et les triangles ; un compte à rebours de 50 coups décide.

# Seats as a sentence starts with them. $number counts from 1.
seat-white = Blancs
seat-black = Noirs
seat-red = Rouges
seat-attackers = Attaquants
seat-defenders = Défenseurs
seat-other = Joueur { $number }

piece-pawn = pion
piece-knight = cavalier
piece-bishop = fou
piece-rook = tour
piece-queen = dame
piece-king = roi
piece-attacker = attaquant
piece-defender = défenseur
piece-tri-a = pièce a
piece-tri-b = pièce b
piece-tri-c = pièce c

# A seat's piece. $seat_id: white, black, red, attackers, defenders; $piece_id: pawn, knight,
# bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c (for agreement).
seat-piece = { $seat_id ->
    [white] { $piece ->
        [pion] pion blanc
        [cavalier] cavalier blanc
        [fou] fou blanc
        [roi] roi blanc
       *[other] { $piece } blanche
    }
    [black] { $piece ->
        [pion] pion noir
        [cavalier] cavalier noir
        [fou] fou noir
        [roi] roi noir
       *[other] { $piece } noire
    }
    [red] { $piece } rouge
    [attackers] { $piece ->
        [attaquant] { $piece }
       *[other] { $piece } des attaquants
    }
    [defenders] { $piece ->
        [roi] roi des défenseurs
       *[other] { $piece }
    }
   *[other] { $piece } ({ $seat })
}

end-checkmate = échec et mat
end-stalemate = pat
end-dead-position = position morte
end-fivefold-repetition = quintuple répétition
end-seventy-five-moves = règle des 75 coups
end-quiet-rounds = 50 tours sans prise ni coup de pion
end-claimed-threefold = triple répétition, sur réclamation
end-claimed-fifty-moves = règle des 50 coups, sur réclamation
end-claimed = nulle sur réclamation
end-resignation = abandon
end-agreement = d'un commun accord
end-timeout = temps écoulé
end-timeout-insufficient = temps écoulé, matériel insuffisant
end-king-escaped = le roi s'est échappé
end-king-captured = le roi a été pris
end-no-legal-moves = aucun coup légal
end-repetition = répétition
end-all-captured = toutes les pièces prises
end-countdown-majority = plus de pièces à la fin du compte à rebours
end-countdowns-equal = deux comptes à rebours égaux
end-other = fin de partie

claim-threefold = triple répétition
claim-fifty-moves = règle des 50 coups
claim-other = nulle

# How a game ended. $winner_id: white, black, red, attackers, defenders.
outcome-win = { $winner_id ->
    [attackers] Les attaquants gagnent
    [defenders] Les défenseurs gagnent
    [other] { $winner } gagne
   *[army] Les { $winner } gagnent
} ({ $reason }).
outcome-draw = Partie nulle ({ $reason }).
outcome-aborted = La partie a été annulée.
outcome-score = { $seat } { $points }
outcome-scores = Points ({ $reason }) : { $scores }.

# What an offer asks for, as the end of "White offers ..." and "You offer ...".
offer-draw = la nulle
offer-takeback = la reprise d'un coup
offer-abort = l'annulation de la partie
offer-rematch = une revanche
# $seat: who offers ("White"); $seat_id: white, black, red, attackers, defenders; $offer: one of the offer- texts above
offer-made = { $seat_id ->
    [attackers] Les attaquants proposent
    [defenders] Les défenseurs proposent
    [other] { $seat } propose
   *[army] Les { $seat } proposent
} { $offer }.
