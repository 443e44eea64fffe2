# Marseillais lessons in French; keys from tabula-engine lesson-texts marseillais.

## Deux coups par tour

marseillais-01-two-moves-title = Deux coups par tour
marseillais-01-two-moves-summary = Aux échecs marseillais, chaque tour se compose de deux coups à la suite.
marseillais-01-two-moves-1-intro = Les échecs marseillais, ce sont les échecs avec un seul grand changement : un tour se compose de deux coups à la suite joués par le même camp, ses premier et second demi-coups (ces leçons parlent de premier et de second coup). La même pièce peut jouer les deux, ou deux pièces peuvent en jouer un chacune. Ici, les Noirs ont répondu à e4 par e5 et Nc6. Les flèches montrent le tour que jouent maintenant les Blancs : le cavalier en f3, puis le fou en c4 ; ce n'est qu'ensuite que les Noirs jouent leurs deux coups. Deux exceptions suivent : le tout premier tour des Blancs (ici e4) ne compte qu'un coup, et un échec donné au premier coup met fin au tour.
marseillais-01-two-moves-2-intro = Les échecs marseillais reprennent les pièces et les règles des échecs, avec un seul grand changement : vous jouez deux fois de suite avant que l'autre camp ne joue. La même pièce peut jouer les deux coups. Amenez la tour sur l'étoile en un seul tour.
marseillais-01-two-moves-2-hint = Aucun coup de tour n'atteint l'étoile à lui seul, mais deux y parviennent : changez de direction.
marseillais-01-two-moves-2-success = Une pièce, deux coups : une tour peut changer de direction en un seul tour.
marseillais-01-two-moves-3-intro = Un cavalier qui joue deux fois couvre beaucoup de terrain. Atteignez l'étoile avec le cavalier en un seul tour.
marseillais-01-two-moves-3-hint = Trouvez une case à un saut du cavalier et à un saut de l'étoile.
marseillais-01-two-moves-3-success = Deux sauts de cavalier en un seul tour : le cavalier est arrivé avant que l'adversaire ne puisse réagir.
marseillais-01-two-moves-4-intro = Vos deux coups peuvent aussi être joués par deux pièces différentes. Placez la tour et le fou sur les étoiles en un seul tour.
marseillais-01-two-moves-4-hint = Un coup pour la tour, un pour le fou.
marseillais-01-two-moves-4-success = Deux pièces, un coup chacune : toutes deux sont arrivées à destination en un seul tour.
marseillais-01-two-moves-5-intro = Un pion peut lui aussi avancer deux fois, même en commençant par son double pas. Amenez le pion sur l'étoile en un seul tour.
marseillais-01-two-moves-5-hint = Profitez pleinement du premier coup du pion.
marseillais-01-two-moves-5-success = Un double pas, puis un pas simple : le pion a avancé de trois cases en un seul tour.
marseillais-01-two-moves-6-intro = Parfois, l'ordre de vos deux coups compte. Occupez les deux étoiles en un seul tour : la tour en d7 et le cavalier en f5.
marseillais-01-two-moves-6-hint = Le cavalier barre le chemin de la tour.
marseillais-01-two-moves-6-success = Dégagez le chemin au premier coup, empruntez-le au second.

## Le premier coup

marseillais-02-the-first-move-title = Le premier coup
marseillais-02-the-first-move-summary = Les Blancs ouvrent par un seul coup ; ensuite, chaque tour en compte deux.
marseillais-02-the-first-move-1-intro = Jouer en premier est déjà un avantage : le tout premier tour des Blancs ne compte donc qu'un coup. Ouvrez en poussant le pion du roi en e4, puis regardez les Noirs répondre par deux coups et jouez vos deux coups à votre tour.
marseillais-02-the-first-move-1-wrong-1 = N'importe quel premier coup est légal, mais cette leçon suit 1.e4 : avancez le pion du roi de deux cases.
marseillais-02-the-first-move-1-wrong-2 = Sortez une pièce : le cavalier en f3 ou le fou en c4.
marseillais-02-the-first-move-1-wrong-3 = Utilisez votre second coup pour l'autre pièce : le cavalier en f3 ou le fou en c4.
marseillais-02-the-first-move-1-hint = Après e4, les Noirs jouent deux fois. Ensuite, c'est de nouveau à vous, avec deux coups pour vos pièces de l'aile roi.
marseillais-02-the-first-move-1-success = Un coup pour ouvrir, puis deux par tour pour chaque camp à partir de là.
marseillais-02-the-first-move-2-intro = Le premier tour des Noirs compte déjà deux coups. Les Blancs ont ouvert par e4 : gagnez ce pion pendant ce tour.
marseillais-02-the-first-move-2-hint = Un pion peut avancer d'un coup et prendre au coup suivant.
marseillais-02-the-first-move-2-success = Attaquer et prendre dans le même tour : le pion e4, livré à lui-même, ne pouvait pas être défendu à temps.
marseillais-02-the-first-move-3-intro = Les Noirs viennent de jouer d5 et de prendre en e4 dans le même tour. Votre tour compte lui aussi deux coups : reprenez le pion.
marseillais-02-the-first-move-3-hint = Amenez une pièce sur une case d'où elle attaque e4, puis prenez.
marseillais-02-the-first-move-3-success = La même astuce marche pour les Blancs : viser au premier coup, prendre au second.

## L'échec met fin au tour

marseillais-03-check-ends-the-turn-title = L'échec met fin au tour
marseillais-03-check-ends-the-turn-summary = Un coup qui donne échec termine aussitôt votre tour.
marseillais-03-check-ends-the-turn-1-intro = Un coup qui donne échec termine aussitôt votre tour, même si c'était le premier : vous n'avez pas de second coup. Ici, la tour pourrait, au premier coup des Blancs, donner échec depuis a8 au roi en e8, et le tour des Blancs serait terminé. Les Noirs, en échec, doivent parer l'échec avec leur premier coup, puis peuvent jouer n'importe quel second coup. Quand vous le pouvez, jouez donc d'abord votre autre coup et donnez l'échec avec le second : ici, par exemple, h3 puis Ra8+.
marseillais-03-check-ends-the-turn-2-intro = L'échec peut venir de l'un ou l'autre de vos deux coups. Ici, le cavalier a besoin des deux : donnez échec au roi noir pendant ce tour.
marseillais-03-check-ends-the-turn-2-hint = Depuis quelles cases un cavalier attaquerait-il e8 ? Rapprochez-vous d'abord de l'une d'elles.
marseillais-03-check-ends-the-turn-2-success = Un coup tranquille pour s'approcher, puis l'échec avec votre second coup.
marseillais-03-check-ends-the-turn-3-intro = Un coup qui donne échec termine votre tour, même si c'était le premier. Gagnez donc d'abord quelque chose et donnez l'échec en dernier : prenez le cavalier, puis donnez échec. Regardez ensuite la réponse des Noirs.
marseillais-03-check-ends-the-turn-3-wrong-1 = Prenez le cavalier avec votre premier coup. Un échec maintenant (Rd8+) terminerait aussitôt votre tour et laisserait le cavalier en d5.
marseillais-03-check-ends-the-turn-3-wrong-2 = Utilisez maintenant votre second coup pour donner échec : la tour peut atteindre la rangée du fond.
marseillais-03-check-ends-the-turn-3-hint = Si vous donnez échec d'abord, il ne vous reste plus de second coup pour le cavalier.
marseillais-03-check-ends-the-turn-3-success = Prise, puis échec : les Noirs ont dû consacrer leur premier coup à parer l'échec.
marseillais-03-check-ends-the-turn-4-intro = Votre fou est enfermé par ses propres pions. Donnez échec pendant ce tour.
marseillais-03-check-ends-the-turn-4-hint = Ouvrez une diagonale avec un pion, puis faites passer le fou.
marseillais-03-check-ends-the-turn-4-success = Le premier coup a ouvert la ligne, le second a donné l'échec.

## Sortir de l'échec

marseillais-04-out-of-check-title = Sortir de l'échec
marseillais-04-out-of-check-summary = En échec, votre premier coup doit parer l'échec ; le second est à vous.
marseillais-04-out-of-check-1-intro = Vous êtes en échec. Votre premier coup doit mettre fin à l'échec ; ensuite, votre second coup est libre. Prenez le fou qui donne échec, puis trouvez autre chose à gagner.
marseillais-04-out-of-check-1-wrong-1 = S'écarter est légal, mais le fou qui donnait échec n'était pas protégé : la tour pouvait tout simplement le prendre.
marseillais-04-out-of-check-1-wrong-2 = L'échec est paré et votre second coup est libre : une autre pièce noire se trouve sans protection sur la même rangée.
marseillais-04-out-of-check-1-hint = La tour peut parer l'échec en prenant, et elle reste active pour le second coup.
marseillais-04-out-of-check-1-success = Premier coup pour sortir de l'échec, second coup pour attaquer : deux pièces gagnées en un seul tour.
marseillais-04-out-of-check-2-intro = La tour noire donne échec le long de la première rangée, et votre propre roi empêche votre tour de l'atteindre. Sortez de l'échec de façon à ce que votre second coup puisse prendre la tour.
marseillais-04-out-of-check-2-wrong-1 = Interposer le fou arrête l'échec, mais votre tour ne peut toujours pas atteindre h1. Sortez plutôt le roi de la première rangée.
marseillais-04-out-of-check-2-wrong-2 = Votre roi s'est écarté : le chemin de la tour le long de la première rangée est maintenant ouvert.
marseillais-04-out-of-check-2-hint = Montez le roi d'une rangée : la première rangée s'ouvre pour votre tour.
marseillais-04-out-of-check-2-success = La fuite a dégagé le chemin, et le second coup a pris l'attaquant.
marseillais-04-out-of-check-3-intro = Échec double : le cavalier et le fou attaquent tous deux votre roi, seul un coup du roi peut donc vous sauver. Mais ensuite, votre second coup peut prendre l'un des attaquants.
marseillais-04-out-of-check-3-wrong-1 = Contre un échec double, seul un coup du roi peut parer.
marseillais-04-out-of-check-3-wrong-2 = Vous n'êtes plus en échec : prenez le cavalier avec le pion ou le fou avec la dame.
marseillais-04-out-of-check-3-hint = Prendre tout de suite l'une des pièces qui donnent échec n'est pas permis : l'autre donnerait toujours échec. Déplacez d'abord le roi.
marseillais-04-out-of-check-3-success = Un échec double ne contraint que votre premier coup ; le second a pris l'un des attaquants.

## La prise en passant

marseillais-05-en-passant-title = La prise en passant
marseillais-05-en-passant-summary = Un pion qui a fait un double pas au tour précédent peut être pris en passant pendant le vôtre.
marseillais-05-en-passant-1-intro = Avancez votre pion e de deux cases pendant ce tour, jusqu'en e5. Si les Noirs font ensuite un double pas avec un pion à côté de lui, vous pourrez le prendre en passant avec le premier coup de votre tour suivant.
marseillais-05-en-passant-1-wrong-1 = Cette leçon porte sur le pion e : poussez-le en e4, puis plus loin en e5.
marseillais-05-en-passant-1-wrong-2 = Utilisez votre second coup pour pousser ce même pion plus loin, en e5.
marseillais-05-en-passant-1-wrong-3 = Le pion d noir a sauté par-dessus d6 et se trouve toujours sur sa case d'arrivée : prenez-le en passant maintenant, l'occasion disparaît avec ce tour.
marseillais-05-en-passant-1-hint = Après le double pas des Noirs, votre pion prend en diagonale sur la case que ce pion a sautée.
marseillais-05-en-passant-1-success = Un pion qui a fait un double pas lors de l'un ou l'autre des deux coups de l'adversaire peut être pris en passant, mais seulement avec le premier coup de votre tour suivant, et seulement tant que ce pion se trouve encore sur sa case d'arrivée.
marseillais-05-en-passant-2-intro = Au dernier tour, les Noirs ont fait deux doubles pas, b5 et g5, chacun à côté de l'un de vos pions. Vous pouvez prendre les deux en passant, à condition que votre premier coup soit déjà une prise en passant.
marseillais-05-en-passant-2-hint = Ne gaspillez pas votre premier coup à autre chose, sinon les deux occasions sont perdues.
marseillais-05-en-passant-2-success = Deux prises en passant en un seul tour : la seconde n'est permise que juste après la première.
marseillais-05-en-passant-3-intro = Vous jouez maintenant les Noirs. Avancez votre pion d de deux cases, jusqu'en d4. Les Blancs répondront par un double pas juste à côté : prenez ce pion en passant.
marseillais-05-en-passant-3-wrong-1 = Poussez le pion d : d'abord en d5, puis plus loin en d4.
marseillais-05-en-passant-3-wrong-2 = Utilisez votre second coup pour pousser ce même pion plus loin, en d4.
marseillais-05-en-passant-3-wrong-3 = Le pion e blanc a sauté par-dessus e3 et le cavalier attaque maintenant votre pion : prenez en passant pendant ce tour, sinon l'occasion est perdue.
marseillais-05-en-passant-3-hint = Le pion blanc a sauté par-dessus e3. Votre pion en d4 prend sur cette case.
marseillais-05-en-passant-3-success = Les Noirs prennent en passant de la même manière, et le pion a en plus échappé à l'attaque du cavalier.

## Doubles attaques

marseillais-06-double-attacks-title = Doubles attaques
marseillais-06-double-attacks-summary = Avec deux coups par tour, une seule pièce peut en prendre deux, et frapper puis se replier.
marseillais-06-double-attacks-1-intro = Aux échecs ordinaires, une pièce prend une fois par tour. Ici, elle peut prendre deux fois. Prenez les deux cavaliers pendant ce tour.
marseillais-06-double-attacks-1-hint = Commencez par le cavalier que la tour attaque déjà.
marseillais-06-double-attacks-1-success = Une tour, deux prises : aux échecs marseillais, les pièces non protégées sont doublement en danger.
marseillais-06-double-attacks-2-intro = Votre cavalier attaque la tour noire, et depuis la case de la tour, il attaquerait la dame. Aux échecs, les Noirs sauveraient l'une des deux. Ici, vous prenez les deux pendant ce tour.
marseillais-06-double-attacks-2-hint = Laquelle des deux le cavalier peut-il atteindre tout de suite ?
marseillais-06-double-attacks-2-success = Deux prises en un seul tour : les Noirs n'ont jamais eu de coup pour sauver l'une ou l'autre pièce.
marseillais-06-double-attacks-3-intro = Vous jouez les Noirs. Les Blancs ont ouvert par 1.e4, vous avez répondu e5 et Nc6, et les Blancs ont sorti la dame en h5 et le cavalier en f3. Gagnez la dame pendant ce tour.
marseillais-06-double-attacks-3-hint = Attaquez la dame avec votre premier coup et prenez-la avec le second.
marseillais-06-double-attacks-3-success = Attaquer et prendre en un seul tour : une dame sortie trop tôt peut être perdue aussitôt.
marseillais-06-double-attacks-4-intro = Le fou en d5 est protégé par un pion. Avec deux coups, vous pouvez le prendre et vous mettre à l'abri avant que les Noirs ne puissent reprendre : frapper et se replier.
marseillais-06-double-attacks-4-wrong-1 = Prenez d'abord le fou : il est protégé, mais il vous reste un second coup pour vous échapper.
marseillais-06-double-attacks-4-wrong-2 = Pas à l'abri : les Noirs jouent eux aussi deux coups. Un cavalier laissé en d5 est pris aussitôt, et sur la plupart des autres cases, un pion ou le roi peut s'approcher et le prendre dans le même tour. Revenez d'un saut là où aucune pièce noire ne peut arriver en deux coups.
marseillais-06-double-attacks-4-hint = Après la prise, le pion e6 attaque votre cavalier. Revenez d'un saut vers votre camp.
marseillais-06-double-attacks-4-success = Prendre, puis se replier : aux échecs marseillais, une pièce protégée n'est pas toujours à l'abri.

## Mat en un tour

marseillais-07-mate-in-one-turn-title = Mat en un tour
marseillais-07-mate-in-one-turn-summary = Préparez avec votre premier coup, matez avec le second.
marseillais-07-mate-in-one-turn-1-intro = Votre adversaire ne peut pas jouer entre vos deux coups : un coup peut donc préparer le mat, et le suivant le donner. Faites mat avec vos deux tours pendant ce tour.
marseillais-07-mate-in-one-turn-1-hint = Fermez d'abord la septième rangée avec une tour, sans donner échec.
marseillais-07-mate-in-one-turn-1-success = Une tour a coupé le roi, l'autre a maté : tout un mat de l'escalier en un seul tour.
marseillais-07-mate-in-one-turn-2-intro = Jouer tout de suite la tour en a8 ne donne qu'un échec : le roi s'échapperait. Amenez d'abord votre propre roi en renfort, puis faites mat.
marseillais-07-mate-in-one-turn-2-hint = Sur quelle case votre roi contrôlerait-il à la fois g7 et h7 ?
marseillais-07-mate-in-one-turn-2-success = Le roi a pris position et la tour a maté avant que les Noirs ne puissent réagir.
marseillais-07-mate-in-one-turn-3-intro = Le roi noir est coincé derrière ses pions, mais votre propre cavalier barre à la tour le chemin de e8. Faites mat pendant ce tour.
marseillais-07-mate-in-one-turn-3-hint = Écartez le cavalier, mais veillez à ne pas donner échec avec lui : cela mettrait fin à votre tour.
marseillais-07-mate-in-one-turn-3-success = Libérez la ligne, puis utilisez-la : un mat du couloir en un seul tour.
marseillais-07-mate-in-one-turn-4-intro = Le roi noir est emmuré par sa propre tour et ses pions. Votre cavalier est à deux sauts d'un mat étouffé. Faites mat pendant ce tour.
marseillais-07-mate-in-one-turn-4-hint = Un cavalier en f7 ferait mat. Trouvez sur le chemin une case qui ne donne pas échec.
marseillais-07-mate-in-one-turn-4-success = Deux sauts de cavalier, et le roi est étouffé par ses propres pièces.
marseillais-07-mate-in-one-turn-5-intro = Prendre en h7 avec la dame ferait mat, mais le cavalier en f6 défend cette case. Éliminez d'abord le défenseur, puis faites mat pendant ce tour.
marseillais-07-mate-in-one-turn-5-hint = Laquelle de vos pièces peut prendre le cavalier sans donner échec ?
marseillais-07-mate-in-one-turn-5-success = Prendre le défenseur, puis mater : les Noirs n'ont jamais eu de coup entre les deux.

## Roque, passe et pat

marseillais-08-more-rules-title = Roque, passe et pat
marseillais-08-more-rules-summary = Le roque est l'un des deux coups, on ne peut pas sauter un tour, et sans second coup possible, c'est pat.
marseillais-08-more-rules-1-intro = Le roque compte pour un seul coup : il laisse donc libre le second coup de votre tour. Roquez côté roi, puis amenez cette tour de f1 en d1, où elle attaque la dame.
marseillais-08-more-rules-1-wrong-1 = Roquez d'abord, côté roi : le roi va en g1 et la tour de h1 en f1, le tout en un seul coup.
marseillais-08-more-rules-1-wrong-2 = Votre second coup : la tour qui a roqué va de f1 en d1, face à la dame noire.
marseillais-08-more-rules-1-hint = O-O d'abord, puis Rd1.
marseillais-08-more-rules-1-success = Le roque et un coup de tour en un seul tour : le roque est l'un des deux coups.
marseillais-08-more-rules-2-intro = On ne peut pas passer : chaque tour a ses deux coups (hormis le coup unique de l'ouverture), et aucun ne peut être sauté. Si votre premier coup ne donne pas échec et que vous n'avez ensuite aucun second coup légal, la partie est nulle par pat. Les Noirs ont une dame de plus. Votre seul coup est b5 : jouez-le et voyez ce qui se passe.
marseillais-08-more-rules-2-hint = Après b5, votre pion est bloqué et votre roi n'a aucune case libre.
marseillais-08-more-rules-2-success = Pat : vous n'aviez aucun second coup légal, la partie est donc nulle alors que vous aviez une dame de moins.
marseillais-08-more-rules-3-intro = Le pion d noir a fait son double pas, de d7 à d5, puis il a avancé en d4 dans le même tour. Un pion qui rejoue après son double pas ne peut plus être pris en passant : votre pion en e5 a donc laissé passer sa chance. Prenez le pion en d4 de la manière ordinaire.
marseillais-08-more-rules-3-wrong-1 = Le pion en d4 se trouve en diagonale devant votre pion c3 : prenez-le avec ce pion.
marseillais-08-more-rules-3-hint = exd6 en passant n'est plus permis. Quel pion attaque d4 ?
marseillais-08-more-rules-3-success = cxd4 : la prise en passant ne vaut que pour un pion qui se trouve encore sur la case d'arrivée de son double pas.
