# Words every screen shares: games, seats, pieces, endings, buttons.

game-chess = Schach
game-chess-blurb = Der Klassiker: zwei Armeen, setze den König matt.
game-marseillais = Marseiller Schach
game-marseillais-blurb = Schach, bei dem jede Seite zweimal hintereinander zieht.
game-brandubh = Brandubh
game-brandubh-blurb = Tafl auf 7×7: Der König strebt in eine Ecke, die Angreifer schlagen durch Einklemmen.
game-trichess = Trichess
game-trichess-blurb = Drei Spieler, ein sechseckiges Brett mit 169 Feldern.
game-trigame = Trigame
game-trigame-blurb = Steine auf Punkten, Linien und Dreiecken; ein Countdown von 50 Zügen entscheidet.

# Seats as a sentence starts with them. $number counts from 1.
seat-white = Weiß
seat-black = Schwarz
seat-red = Rot
seat-attackers = Angreifer
seat-defenders = Verteidiger
seat-other = Spieler { $number }

piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König
piece-attacker = Angreifer
piece-defender = Verteidiger
piece-tri-a = a-Stein
piece-tri-b = b-Stein
piece-tri-c = c-Stein

# A seat's piece. $seat_id: white, black, red, attackers, defenders; $piece_id: pawn, knight,
# bishop, rook, queen, king, attacker, defender, tri-a, tri-b, tri-c (for agreement).
# German: "weißer Springer", "weiße Dame"; a tafl piece named by its side ("König der
# Verteidiger"). The selectors on $piece match the German piece names above (piece-queen).
seat-piece = { $seat_id ->
    [white] { $piece ->
        [Dame] weiße
       *[other] weißer
    } { $piece }
    [black] { $piece ->
        [Dame] schwarze
       *[other] schwarzer
    } { $piece }
    [red] { $piece ->
        [Dame] rote
       *[other] roter
    } { $piece }
    [attackers] { $piece ->
        [Angreifer] { $piece }
       *[other] { $piece } der Angreifer
    }
    [defenders] { $piece ->
        [Verteidiger] { $piece }
       *[other] { $piece } der Verteidiger
    }
   *[other] { $piece } ({ $seat })
}

end-checkmate = Schachmatt
end-stalemate = Patt
end-dead-position = tote Stellung
end-fivefold-repetition = fünfmalige Stellungswiederholung
end-seventy-five-moves = 75-Züge-Regel
end-quiet-rounds = 50 Runden ohne Schlagen oder Bauernzug
end-claimed-threefold = dreimalige Stellungswiederholung (reklamiert)
end-claimed-fifty-moves = 50-Züge-Regel (reklamiert)
end-claimed = reklamiertes Remis
end-resignation = Aufgabe
end-agreement = vereinbart
end-timeout = Zeitüberschreitung
end-timeout-insufficient = Zeitüberschreitung, Gegner ohne Mattmaterial
end-king-escaped = König entkommen
end-king-captured = König geschlagen
end-no-legal-moves = keine legalen Züge
end-repetition = Stellungswiederholung
end-all-captured = alle Steine geschlagen
end-countdown-majority = mehr Steine bei Ablauf des Countdowns
end-countdowns-equal = zweimal Gleichstand bei Ablauf des Countdowns
end-other = Spielende

claim-threefold = dreimalige Wiederholung
claim-fifty-moves = 50-Züge-Regel
claim-other = Remis

# How a game ended. $winner_id: white, black, red, attackers, defenders.
outcome-win = { $winner } { $winner_id ->
    [attackers] gewinnen
    [defenders] gewinnen
   *[other] gewinnt
} ({ $reason }).
outcome-draw = Remis ({ $reason }).
outcome-aborted = Die Partie wurde abgebrochen.
outcome-score = { $seat } { $points }
outcome-scores = Punkte ({ $reason }): { $scores }.

# What an offer asks for, as the end of "White offers ..." and "You offer ...".
offer-draw = Remis
offer-takeback = eine Zugrücknahme
offer-abort = den Abbruch der Partie
offer-rematch = eine Revanche
# $seat: who offers ("White"); $seat_id: white, black, red, attackers, defenders; $offer: one of the offer- texts above
offer-made = { $seat } { $seat_id ->
    [attackers] bieten
    [defenders] bieten
   *[other] bietet
} { $offer } an.
