# Chess lessons in French; keys from tabula-engine lesson-texts chess.

## L'échiquier et la notation

chess-00-board-and-notation-title = L'échiquier et la notation
chess-00-board-and-notation-summary = Colonnes, rangées, la position de départ et l'écriture des coups.
chess-00-board-and-notation-1-intro = L'échiquier compte 64 cases : 8 colonnes, désignées par les lettres a à h de gauche à droite du point de vue des Blancs, et 8 rangées, numérotées de 1 à 8 à partir du côté des Blancs. Une case se nomme par sa colonne, puis par sa rangée : la dame blanche se trouve en d1. Amenez la dame en d5.
chess-00-board-and-notation-1-wrong-1 = Ce n'est pas d5. La colonne d est la quatrième en partant de la gauche ; comptez cinq rangées en montant depuis le côté des Blancs.
chess-00-board-and-notation-1-hint = La dame est déjà sur la colonne d : faites-la monter tout droit.
chess-00-board-and-notation-1-success = d5 : colonne d, rangée 5. Chaque case porte un nom de ce genre.
chess-00-board-and-notation-2-intro = La position de départ : chaque camp a un roi, une dame, deux tours, deux fous, deux cavaliers et huit pions. L'échiquier est placé de sorte que chaque joueur ait une case claire dans le coin à sa droite. Les tours occupent les coins, puis viennent les cavaliers, puis les fous ; la dame se place sur sa couleur (la blanche en d1, la noire en d8) et le roi à côté d'elle. Les Blancs jouent en premier. Avancez de deux cases le pion qui se trouve devant le roi blanc, jusqu'en e4.
chess-00-board-and-notation-2-wrong-1 = Le roi est en e1, son pion est donc en e2 : amenez ce pion en e4.
chess-00-board-and-notation-2-hint = Le roi blanc est en e1, à droite de la dame.
chess-00-board-and-notation-2-success = 1.e4, le premier coup le plus joué de tous.
chess-00-board-and-notation-3-intro = Les coups s'écrivent comme dans la liste des coups : une majuscule pour la pièce, d'après les noms anglais (K pour le roi, King ; Q pour la dame, Queen ; R pour la tour, Rook ; B pour le fou, Bishop ; N pour le cavalier, kNight), puis la case d'arrivée. Un pion n'a pas de lettre. Les coups sont numérotés par paires : 1.e4 e5 signifie qu'au premier coup, le pion blanc est allé en e4 et le pion noir en e5. Jouez Nf3.
chess-00-board-and-notation-3-wrong-1 = Nf3 signifie qu'un cavalier (N) va en f3. L'un de vos cavaliers peut y sauter.
chess-00-board-and-notation-3-hint = Le cavalier de g1 atteint f3.
chess-00-board-and-notation-3-success = 2.Nf3 : le cavalier sort et attaque le pion e5.
chess-00-board-and-notation-4-intro = Un x indique une prise, un + un échec et un # un échec et mat. Bxf7+ signifie qu'un fou prend en f7 et donne échec. Jouez Bxf7+.
chess-00-board-and-notation-4-wrong-1 = Bxf7+, c'est votre fou qui prend le pion f7 en donnant échec.
chess-00-board-and-notation-4-hint = Votre fou de c4 vise f7.
chess-00-board-and-notation-4-success = Bxf7+ : fou, prend, f7, échec. (Ce n'est pas un bon coup ici : le roi reprend le fou. C'est seulement pour s'exercer.)
chess-00-board-and-notation-5-intro = Quand deux pièces de même type peuvent atteindre la même case, on ajoute la colonne de départ (ou la rangée, si elles sont sur la même colonne) : Nbd2, c'est le cavalier de la colonne b qui va en d2. Jouez Nbd2.
chess-00-board-and-notation-5-wrong-1 = Nbd2, c'est le cavalier qui se trouve sur la colonne b et qui va en d2.
chess-00-board-and-notation-5-hint = Les deux cavaliers peuvent atteindre d2 ; le b de Nbd2 indique lequel.
chess-00-board-and-notation-5-success = Nbd2, et non Nfd2 : la lettre supplémentaire indique de quel cavalier il s'agit.
chess-00-board-and-notation-6-intro = Le roque s'écrit O-O côté roi (petit roque) et O-O-O côté dame (grand roque, le côté le plus long, avec un O de plus). Roquez côté dame.
chess-00-board-and-notation-6-wrong-1 = O-O-O, c'est le roque vers la tour de a1 : le roi va de deux cases jusqu'en c1.
chess-00-board-and-notation-6-hint = Déplacez le roi de deux cases vers la tour de a1.
chess-00-board-and-notation-6-success = O-O-O : le roi en c1, la tour en d1.
chess-00-board-and-notation-7-intro = Une promotion indique la nouvelle pièce après un signe égal : b8=Q, c'est un pion qui avance en b8 et devient une dame. Jouez b8=Q+.
chess-00-board-and-notation-7-wrong-1 = b8=Q+ : le pion va en b8 et devient une dame, qui donne échec le long de la huitième rangée.
chess-00-board-and-notation-7-hint = Poussez le pion jusqu'à la dernière rangée et choisissez la dame.
chess-00-board-and-notation-7-success = b8=Q+ : pion en b8, promu en dame, échec. Vous savez maintenant lire tous les coups de ces leçons.

## La tour

chess-01-rook-title = La tour
chess-01-rook-summary = En ligne droite sur les rangées et les colonnes, tant que la voie est libre.
chess-01-rook-1-intro = La tour glisse le long de sa rangée ou de sa colonne, d'autant de cases qu'elle veut, en un seul coup. Amenez votre tour sur les deux étoiles.
chess-01-rook-1-hint = Montez d'abord tout droit le long de la colonne.
chess-01-rook-1-success = En un seul coup, la tour peut traverser tout l'échiquier.
chess-01-rook-2-intro = Une tour ne tourne jamais en cours de route : pour changer de direction, il lui faut un deuxième coup. Passez par les trois étoiles en trois coups.
chess-01-rook-2-hint = Chaque étoile se trouve en ligne droite à partir de la précédente.
chess-01-rook-2-success = Vers le haut, de côté, vers le bas : une tour change de direction en jouant un nouveau coup à chaque virage.
chess-01-rook-3-intro = Les pièces barrent le chemin de la tour, même les vôtres : elle ne peut pas sauter par-dessus. Votre pion bloque la colonne. Atteignez l'étoile en trois coups.
chess-01-rook-3-hint = Si la colonne est fermée, prenez-en une autre.
chess-01-rook-3-success = Quand la route directe est bloquée, la tour contourne l'obstacle par une ligne libre.
chess-01-rook-4-intro = Cette fois, deux de vos pions sont sur le chemin. Atteignez toutes les étoiles en aussi peu de coups que possible.
chess-01-rook-4-hint = Les colonnes c et f sont fermées : montez par une colonne libre entre les deux.
chess-01-rook-4-success = Prévoyez un itinéraire qui contourne les obstacles, et la tour va partout.

## Le fou

chess-02-bishop-title = Le fou
chess-02-bishop-summary = Seulement en diagonale, et toujours sur des cases d'une seule couleur.
chess-02-bishop-1-intro = Le fou glisse le long des diagonales, tant que la voie est libre. Amenez votre fou sur les deux étoiles.
chess-02-bishop-1-hint = Suivez la diagonale vers le haut et vers la droite.
chess-02-bishop-1-success = Un fou peut traverser tout l'échiquier sur une seule diagonale.
chess-02-bishop-2-intro = Un fou qui part d'une case claire reste sur les cases claires pendant toute la partie, car un pas en diagonale ne change jamais de couleur. Passez par les trois étoiles.
chess-02-bishop-2-hint = Toutes les étoiles sont sur des cases claires, comme celle de votre fou : une diagonale mène à la suivante.
chess-02-bishop-2-success = Votre fou n'a jamais touché que des cases claires.
chess-02-bishop-3-intro = Une étoile est sur une case claire, l'autre sur une case foncée. Chaque fou ne peut atteindre que des cases de sa couleur ; chacun a donc son étoile. Atteignez les deux en quatre coups.
chess-02-bishop-3-hint = Quel fou est sur une case foncée ? Aucune étoile n'est atteignable en un coup : chaque fou doit faire une étape en chemin.
chess-02-bishop-3-success = À eux deux, les fous couvrent les deux couleurs.

## La dame

chess-03-queen-title = La dame
chess-03-queen-summary = Une tour et un fou en une seule pièce : la plus forte de l'échiquier.
chess-03-queen-1-intro = La dame se déplace comme une tour et comme un fou : le long des rangées, des colonnes et des diagonales, tant que la voie est libre. Amenez-la sur les deux étoiles.
chess-03-queen-1-hint = D'abord tout droit vers le haut, puis en descendant une diagonale.
chess-03-queen-1-success = Lignes droites et diagonales : la dame utilise les deux.
chess-03-queen-2-intro = Trois étoiles, trois coups : chacun passe d’une diagonale à une rangée, ou l’inverse.
chess-03-queen-2-hint = Commencez par la grande diagonale.
chess-03-queen-2-success = Diagonale, rangée, diagonale : aucune autre pièce ne pourrait le faire en trois coups.
chess-03-queen-3-intro = Même la dame ne peut pas atteindre toutes les cases d'un coup : une case à un saut de cavalier est hors de ses lignes. Pourtant, aucune case n'est à plus de deux coups. Atteignez les deux étoiles en quatre coups.
chess-03-queen-3-hint = Pour chaque étoile, trouvez une case sur l'une de ses lignes que la dame peut atteindre d'abord.
chess-03-queen-3-success = Sur un échiquier dégagé, deux coups au plus suffisent à la dame pour aller n'importe où.

## Le roi

chess-04-king-title = Le roi
chess-04-king-summary = Un pas dans n'importe quelle direction, sans jamais se mettre en danger.
chess-04-king-1-intro = Le roi se déplace d'une case à la fois : en avant, en arrière, sur le côté ou en diagonale. Amenez votre roi sur les deux étoiles.
chess-04-king-1-hint = Les pas en diagonale couvrent autant de terrain que les pas en ligne droite.
chess-04-king-1-success = Lent mais libre : le roi va partout, un pas après l'autre.
chess-04-king-2-intro = Le roi ne peut jamais aller sur une case attaquée par une pièce adverse : l'échiquier refuse un tel coup. La tour noire contrôle sa rangée jusqu'à votre pion. Atteignez l'étoile en quatre coups.
chess-04-king-2-hint = La tour ne voit pas au-delà de votre pion.
chess-04-king-2-success = Votre pion a coupé la ligne de la tour, et les cases derrière lui étaient donc sûres.
chess-04-king-3-intro = Deux rois ne peuvent jamais se trouver côte à côte, car chacun attaquerait l'autre. Le roi noir reste où il est : contournez-le pour atteindre l'étoile.
chess-04-king-3-hint = Gardez une case entre les rois à chaque pas.
chess-04-king-3-success = Votre roi ne s'est jamais placé à côté de l'autre roi : un roi ne peut pas se mettre en échec.

## Le cavalier

chess-05-knight-title = Le cavalier
chess-05-knight-summary = Un saut en forme de L que rien ne peut bloquer.
chess-05-knight-1-intro = Le cavalier saute en L : deux cases en ligne droite, puis une sur le côté. Sautez sur les trois étoiles.
chess-05-knight-1-hint = Chaque étoile est exactement à un saut de la précédente.
chess-05-knight-1-success = Deux cases dans un sens, une sur le côté : c'est le déplacement du cavalier.
chess-05-knight-2-intro = Le cavalier est la seule pièce qui saute par-dessus les autres, amies ou ennemies. Votre cavalier est enfermé derrière ses pions, et pourtant il peut sortir. Atteignez les étoiles.
chess-05-knight-2-hint = Ce qui se trouve sur le trajet ne compte pas : seule la case d'arrivée du cavalier doit être libre.
chess-05-knight-2-success = Aucun mur ne retient un cavalier : il saute par-dessus.
chess-05-knight-3-intro = Une case juste à côté du cavalier peut être la plus difficile à atteindre. Depuis le coin, l'étoile est à quatre sauts. Trouvez le chemin en quatre coups.
chess-05-knight-3-hint = Raisonnez à l'envers : quelles cases sont à un saut de l'étoile ?
chess-05-knight-3-success = Les trajets du cavalier se comptent en sauts, pas en distance.

## Le pion

chess-06-pawn-title = Le pion
chess-06-pawn-summary = De petits pas en avant, des prises en diagonale.
chess-06-pawn-1-intro = Un pion avance d'une case droit devant lui. Depuis sa case de départ, il peut aussi avancer de deux cases d'un coup. Atteignez les deux étoiles en trois coups.
chess-06-pawn-1-hint = Profitez du double pas tant que vous le pouvez.
chess-06-pawn-1-success = Le double pas n'est permis qu'au premier coup du pion.
chess-06-pawn-2-intro = Un pion ne peut pas prendre droit devant lui, et une pièce placée devant lui l'arrête. Il prend en revanche d'une case en diagonale vers l'avant. Prenez le cavalier, puis la tour.
chess-06-pawn-2-hint = Le pion de e5 est un mur ; regardez les diagonales.
chess-06-pawn-2-success = Les pions avancent tout droit mais prennent en diagonale.
chess-06-pawn-3-intro = Les pions ne reculent jamais : le premier pas compte donc. Prenez le cavalier et le fou avec votre pion en trois coups au plus.
chess-06-pawn-3-hint = Imaginez où se trouverait le pion après un double pas.
chess-06-pawn-3-success = Un pas, et non deux : un pion ne prend que ce qui se trouve en diagonale devant lui.

## Prendre et protéger

chess-07-capture-and-protect-title = Prendre et protéger
chess-07-capture-and-protect-summary = Prenez ce qui n'est pas défendu, et défendez ce qui est attaqué.
chess-07-capture-and-protect-1-intro = Une pièce prend en allant sur la case d'une pièce adverse. Ne prenez que ce qui est sans danger : une pièce défendue sera reprise. Gagnez une pièce avec votre tour, et gardez la tour.
chess-07-capture-and-protect-1-wrong-1 = Ce coup ne gagne pas de pièce sans risque. Le cavalier de d6 est défendu par le pion e7 : après Rxd6 exd6, vous avez perdu votre tour contre un cavalier. Cherchez une pièce que personne ne défend.
chess-07-capture-and-protect-1-hint = Examinez chaque pièce noire : est-elle défendue par quelque chose ?
chess-07-capture-and-protect-1-success = Une pièce gratuite : personne ne pouvait reprendre votre tour.
chess-07-capture-and-protect-2-intro = Le cavalier noir défend le fou. Prenez d'abord le défenseur : le fou n'aura alors plus de protection. Prenez les deux pièces noires sans perdre aucune des vôtres.
chess-07-capture-and-protect-2-wrong-1 = Sur Rxe5, les Noirs répondraient Nxe5 : le cavalier défend le fou. Occupez-vous d'abord du cavalier.
chess-07-capture-and-protect-2-wrong-2 = Le fou de e5 a perdu son défenseur. Prenez-le maintenant, avant qu'il ne s'échappe.
chess-07-capture-and-protect-2-hint = Laquelle de vos pièces peut atteindre le cavalier ?
chess-07-capture-and-protect-2-success = Éliminez le défenseur, puis ramassez ce qu'il défendait.
chess-07-capture-and-protect-3-intro = La tour noire attaque votre cavalier, et rien ne le défend. Sauvez-le : mettez-le sur une case sûre, ou défendez-le avec un pion.
chess-07-capture-and-protect-3-wrong-1 = Là, votre cavalier est toujours en danger : la tour ou un pion peut le prendre gratuitement. Mettez-le là où rien ne l'attaque, ou défendez-le avec un pion.
chess-07-capture-and-protect-3-hint = Les pions défendent les cases en diagonale devant eux.
chess-07-capture-and-protect-3-success = Une pièce attaquée est à l'abri dès qu'elle s'écarte ou qu'elle reçoit un défenseur.
chess-07-capture-and-protect-4-intro = Maintenant, c'est l'ordinateur qui attaque. Jouez quatre coups sans perdre une seule pièce ni un seul pion : chaque fois que quelque chose est attaqué, sauvez-le.
chess-07-capture-and-protect-4-hint = Avant chaque coup, demandez-vous laquelle de vos pièces la tour peut prendre, et si quelque chose la défend.
chess-07-capture-and-protect-4-success = Rien de perdu : vous avez gardé toutes vos pièces en surveillant ce que la tour attaquait.

## Valeurs et échanges

chess-07b-values-and-exchanges-title = Valeurs et échanges
chess-07b-values-and-exchanges-summary = Ce que vaut chaque pièce, les échanges équilibrés, et le compte des attaquants et des défenseurs.
chess-07b-values-and-exchanges-1-intro = Les joueurs comptent le matériel, c'est-à-dire les pièces dont dispose un camp, en pions : un pion vaut 1, un cavalier 3, un fou 3, une tour 5 et une dame 9. Le roi n'a pas de prix, puisque le perdre, c'est perdre la partie. Regardez les pièces blanches mises en évidence : tour 5, cavalier 3, fou 3, dame 9, et le pion e2 vaut 1. Servez-vous de ces nombres pour choisir ce qu'il faut prendre et ce qu'il faut échanger.
chess-07b-values-and-exchanges-2-intro = Les joueurs comptent le matériel en pions : un pion vaut 1, un cavalier 3, un fou 3, une tour 5 et une dame 9. Le roi n'a pas de prix, puisque le perdre, c'est perdre la partie. Ici, deux pièces noires ne sont pas défendues, et votre dame les attaque toutes les deux. Prenez celle qui vaut le plus.
chess-07b-values-and-exchanges-2-wrong-1 = La tour de a7 et le fou de b4 ne sont défendus ni l'un ni l'autre. La tour vaut 5 et le fou 3 : prenez la tour.
chess-07b-values-and-exchanges-2-hint = Tour 5, fou 3.
chess-07b-values-and-exchanges-2-success = Cinq points au lieu de trois. Quand vous avez le choix, prenez la plus grosse pièce.
chess-07b-values-and-exchanges-3-intro = Un échange, c'est donnant-donnant : vous prenez, l'adversaire reprend. Un fou contre un cavalier, c'est équilibré, 3 contre 3 ; une tour contre un cavalier vous fait perdre 2 points. Le cavalier de e5 est défendu par le pion d6, et votre fou comme votre tour l'attaquent. Échangez-le à égalité.
chess-07b-values-and-exchanges-3-wrong-1 = Prenez le cavalier avec le fou : après ...dxe5, vous avez échangé 3 contre 3. Rxe5 dxe5 donnerait votre tour (5) contre le cavalier (3).
chess-07b-values-and-exchanges-3-hint = Lequel de vos deux attaquants vaut autant qu'un cavalier ?
chess-07b-values-and-exchanges-3-success = Fou contre cavalier : un échange égal, et le matériel reste équilibré.
chess-07b-values-and-exchanges-4-intro = Avant de prendre une pièce défendue, comptez : combien de vos pièces l'attaquent, et combien de pièces adverses la défendent ? Le cavalier de d5 est attaqué deux fois (par le fou et la tour) et défendu une fois (par le fou de c6) : vous pouvez donc le gagner. Prenez d'abord avec votre attaquant le moins cher, et allez au bout de l'échange.
chess-07b-values-and-exchanges-4-wrong-1 = Commencez par l'attaquant le moins cher, le fou. Après Rxd5 Bxd5 Bxd5, vous auriez donné une tour (5) contre un cavalier et un fou (6) : un gain de 1 seulement, alors qu'en commençant par le fou, vous gagnez 3.
chess-07b-values-and-exchanges-4-wrong-2 = Allez au bout de l'échange : votre tour reprend en d5.
chess-07b-values-and-exchanges-4-hint = Deux attaquants contre un défenseur : lequel des attaquants vaut le moins ?
chess-07b-values-and-exchanges-4-success = Bxd5 Bxd5 Rxd5 : vous avez donné un fou (3) et gagné un cavalier et un fou (6). Comptez les attaquants et les défenseurs, et engagez d'abord la pièce la moins chère.
chess-07b-values-and-exchanges-5-intro = Maintenant, comptez dans l'autre sens. Le pion e5 a l'air d'une cible, mais votre cavalier de f3 est son seul attaquant, et il a deux défenseurs (le cavalier de c6 et le pion d6). Prendre vous ferait perdre votre cavalier contre un pion. Sortez plutôt une pièce.
chess-07b-values-and-exchanges-5-wrong-1 = Pas celui-là. Nxe5 perdrait le cavalier contre un pion (un attaquant, deux défenseurs), et les autres coups non retenus ici mettent une pièce en prise ou ne font pas grand-chose. Sortez un fou, ou poussez un pion au centre de l'échiquier.
chess-07b-values-and-exchanges-5-hint = Un coup de fou, ou un coup de pion au centre de l'échiquier, laisse tout en sécurité.
chess-07b-values-and-exchanges-5-success = Un attaquant contre deux défenseurs : ce pion n'était pas à prendre. Compter d'abord vous a permis de garder votre cavalier.

## L'échec

chess-08-check-title = L'échec
chess-08-check-summary = Attaquer le roi, et les trois façons d'y répondre.
chess-08-check-1-intro = Quand une pièce attaque le roi adverse, ce roi est en échec. Donnez échec au roi noir.
chess-08-check-1-hint = Votre tour et votre cavalier peuvent tous deux le faire.
chess-08-check-1-success = Échec ! Maintenant, les Noirs doivent parer l'attaque contre leur roi.
chess-08-check-2-intro = Il faut répondre à un échec immédiatement, de l'une de ces trois façons : déplacer le roi, s'interposer sur la ligne, ou prendre la pièce qui donne échec. L'échec d'un cavalier ne peut pas être paré par une interposition, et prendre ce cavalier vous coûterait votre dame. Déplacez votre roi.
chess-08-check-2-wrong-1 = Qxd3 met bien fin à l'échec, mais le pion e4 reprend votre dame. Ici, c'est le roi qui doit s'écarter.
chess-08-check-2-hint = Toute case que le cavalier n'atteint pas est sûre pour votre roi.
chess-08-check-2-success = Le roi s'est mis hors d'atteinte : c'est la première façon de parer un échec.
chess-08-check-3-intro = Cette fois, la tour donne échec le long de la rangée du fond. Votre roi n'a aucune case libre et rien ne peut prendre la tour : placez donc une pièce entre la tour et votre roi pour couper l'échec.
chess-08-check-3-wrong-1 = En d1, le fou n'est pas défendu : la tour le prend et donne de nouveau échec. Interposez une pièce sur une case que votre roi protège.
chess-08-check-3-hint = Interposez une pièce près du roi, là où il peut la défendre.
chess-08-check-3-success = Une pièce interposée que le roi défend met fin à l'échec pour de bon : c'est la deuxième façon.
chess-08-check-4-intro = Le cavalier met votre roi en échec et attaque en même temps votre tour. Fuir vous ferait perdre la tour. Utilisez la troisième façon : prenez la pièce qui donne échec.
chess-08-check-4-wrong-1 = Là, votre roi est à l'abri, mais le cavalier prend maintenant votre tour en e1. Prendre la pièce qui donne échec résout les deux problèmes.
chess-08-check-4-hint = Laquelle de vos pièces attaque le cavalier ?
chess-08-check-4-success = Prendre la pièce qui donnait échec a mis fin à l'échec et gagné un cavalier : c'est la troisième façon.
chess-08-check-5-intro = Échec double : deux pièces donnent échec en même temps. S'interposer devant l'une ou la prendre laisse toujours l'autre, donc contre un échec double seul le roi peut bouger. Le cavalier noir vient d'aller de e5 en d3 : il donne échec, et il a ouvert la colonne de la tour vers votre roi. Sortez de l'échec.
chess-08-check-5-wrong-1 = En f1, votre roi se fait mater : ...Re1, et le cavalier de d3 défend la tour. Allez plutôt en d1 ou en d2.
chess-08-check-5-hint = Qxd3 prendrait le cavalier, mais la tour donnerait toujours échec : les règles ne le permettent pas. Écartez-vous avec le roi, sur une case où la tour ne peut pas vous mater au coup suivant.
chess-08-check-5-success = Contre un échec double, le roi doit bouger : c'est pourquoi c'est l'échec le plus fort de tous.

## Mat en un coup

chess-09-mate-in-one-title = Mat en un coup
chess-09-mate-in-one-summary = Un échec sans issue met fin à la partie.
chess-09-mate-in-one-1-intro = L'échec et mat est un échec auquel on ne peut pas répondre : le roi ne peut pas s'écarter, rien ne peut s'interposer, rien ne peut prendre la pièce qui donne échec. Il fait gagner la partie. Les propres pions des Noirs enferment leur roi : faites mat en un coup.
chess-09-mate-in-one-1-hint = Rien n'empêche votre tour d'atteindre la rangée du fond du roi.
chess-09-mate-in-one-1-success = Un mat du couloir : les propres pions du roi lui ont servi de prison.
chess-09-mate-in-one-2-intro = Une dame juste à côté du roi donne un échec mortel quand une pièce la défend, car le roi ne peut pas la prendre. Ce défenseur, c'est votre roi. Mat en un coup.
chess-09-mate-in-one-2-hint = Quelle case voisine du roi noir votre propre roi protège-t-il ?
chess-09-mate-in-one-2-success = La dame a donné échec au contact, et le roi la protégeait.
chess-09-mate-in-one-3-intro = Deux tours fonctionnent comme une échelle : l'une ferme une rangée, l'autre donne échec sur la suivante. Votre tour sur la septième rangée enferme déjà le roi. Mat en un coup.
chess-09-mate-in-one-3-hint = Le roi ne peut pas descendre sur la septième rangée. Et la huitième ?
chess-09-mate-in-one-3-success = Une tour garde une rangée, l'autre donne échec au bord : c'est le mat de l'escalier.
chess-09-mate-in-one-4-intro = La dame et le fou visent la même case à côté du roi roqué. Mat en un coup.
chess-09-mate-in-one-4-hint = Le pion h7 n'est défendu que par le roi, et un roi ne peut pas prendre une dame protégée.
chess-09-mate-in-one-4-success = Le fou soutenait la dame, donc le roi ne pouvait pas la prendre.
chess-09-mate-in-one-5-intro = Parfois, le roi est entouré de ses propres pièces, et un cavalier peut lui donner échec là où rien ne peut l'atteindre. Mat en un coup.
chess-09-mate-in-one-5-hint = On ne peut pas s'interposer devant un échec de cavalier. De quelle case votre cavalier peut-il donner échec au roi ?
chess-09-mate-in-one-5-success = Un mat étouffé : les propres pièces du roi ne lui laissaient aucune place.

## Coups spéciaux

chess-10-special-moves-title = Coups spéciaux
chess-10-special-moves-summary = Le roque, la prise en passant et la promotion.
chess-10-special-moves-1-intro = Le roque déplace deux pièces à la fois : le roi fait deux pas vers une tour, et la tour saute sur la case que le roi a franchie. Il met le roi à l'abri et réveille la tour. Faites le petit roque en déplaçant votre roi de deux cases vers la droite.
chess-10-special-moves-1-hint = Déplacez le roi, pas la tour : la tour suit d'elle-même.
chess-10-special-moves-1-success = Roqué : le roi est à l'abri derrière ses pions, la tour prête à jouer.
chess-10-special-moves-2-intro = Le roque n'est permis que si aucune des deux pièces n'a bougé, si les cases entre elles sont vides, et si le roi n'est pas en échec, ne franchit pas une case attaquée et n'arrive pas sur une telle case. Ici, le fou surveille f1 : le petit roque est donc impossible. Faites le grand roque.
chess-10-special-moves-2-hint = Le grand roque se fait côté dame : le roi va de deux cases vers la gauche.
chess-10-special-moves-2-success = Grand roque : la tour arrive en d1, à côté du roi.
chess-10-special-moves-3-intro = La prise en passant : quand un pion fait son double pas et arrive juste à côté d'un pion adverse, ce pion peut le prendre comme s'il n'avait avancé que d'une case. Cette possibilité ne dure qu'un coup. Poussez votre pion, puis observez la réponse des Noirs.
chess-10-special-moves-3-wrong-1 = Poussez le pion e d'une case, pour qu'il arrive sur la cinquième rangée.
chess-10-special-moves-3-wrong-2 = Le pion noir a sauté par-dessus d6, la case où votre pion pouvait prendre. Prenez-le en passant maintenant : au coup suivant, il sera trop tard.
chess-10-special-moves-3-hint = Après le double pas des Noirs, votre pion prend en diagonale sur la case que le pion noir a sautée.
chess-10-special-moves-3-success = Prise en passant : votre pion est arrivé en d6 et le pion noir de d5 a quitté l'échiquier.
chess-10-special-moves-4-intro = Un pion qui atteint la dernière rangée est promu : il devient une dame, une tour, un fou ou un cavalier. Presque toujours, on choisit une dame. Menez votre pion jusqu'au bout et promouvez-le.
chess-10-special-moves-4-hint = Encore deux pas.
chess-10-special-moves-4-success = Une nouvelle dame née d'un humble pion.
chess-10-special-moves-5-intro = Votre pion est bloqué, mais un pion peut aussi atteindre la dernière rangée en prenant. Promouvez-le.
chess-10-special-moves-5-hint = Les pions prennent en diagonale, même au dernier pas.
chess-10-special-moves-5-success = Prise et promotion en un seul coup.
chess-10-special-moves-6-intro = Les Noirs menacent Qxg2 mat, et une nouvelle dame en d8 n'y changerait rien. Trouvez une promotion qui donne échec et gagne la dame noire.
chess-10-special-moves-6-wrong-1 = Les Noirs répondraient Qxg2, et c'est mat. Promouvez le pion en une pièce qui donne échec, pour que les Noirs n'aient pas le temps de jouer ce coup.
chess-10-special-moves-6-wrong-2 = Votre cavalier attaque la dame noire : prenez-la avant qu'elle ne fasse des dégâts.
chess-10-special-moves-6-hint = Une promotion n'est pas forcément une dame : quelle pièce en d8 attaquerait f7 ?
chess-10-special-moves-6-success = Sous-promotion : un cavalier qui donne échec au roi et attaque la dame en même temps valait plus qu'une nouvelle dame.

## Les nulles

chess-11-draws-title = Les nulles
chess-11-draws-summary = Pat, matériel insuffisant, répétition : des parties que personne ne gagne.
chess-11-draws-1-intro = Le pat : le camp au trait n'est pas en échec mais n'a aucun coup légal, et la partie est nulle. Le roi noir n'a plus qu'une seule case. Faites mat en deux coups, sans lui enlever cette case trop tôt.
chess-11-draws-1-wrong-1 = Pas ça. Attention à Qc7 : elle enlève b8 au roi sans donner échec, les Noirs ne peuvent plus bouger, et la partie est nulle par pat. Rapprochez d'abord votre roi, et laissez aux Noirs leur unique coup.
chess-11-draws-1-wrong-2 = Ce n'est pas mat. Donnez un échec qui ne laisse aucune case au roi, votre propre roi couvrant la dame ou les cases de fuite.
chess-11-draws-1-hint = Laissez votre roi couvrir a7 et b7 pour que votre dame soit libre de donner échec.
chess-11-draws-1-success = Mat, et non pat : n'enlevez jamais sa dernière case au roi sans donner échec en même temps.
chess-11-draws-2-intro = Le pat peut aussi sauver le camp qui perd. Votre roi n'a aucune case sûre et votre pion est bloqué : seule la tour peut bouger. Débarrassez-vous-en, et les Noirs seront obligés de vous mettre pat.
chess-11-draws-2-wrong-1 = Tous les autres coups perdent vite : la dame noire et le pion h3 sont tout près de vous mater. Offrez la tour avec échec, là où le roi est obligé de la prendre : vous n'aurez alors plus aucun coup légal.
chess-11-draws-2-hint = Un échec juste à côté du roi noir ne lui laisse qu'une seule réponse.
chess-11-draws-2-success = Pat : sans la tour, vous ne pouviez plus bouger, et la partie était nulle.
chess-11-draws-3-intro = Un roi et un cavalier, ou un roi et un fou, ne peuvent jamais mater un roi seul : une telle partie est donc nulle sur-le-champ. Vous n'avez plus que votre roi, et le pion noir est sur le point de devenir une dame. Obtenez la nulle immédiatement.
chess-11-draws-3-wrong-1 = Cela ne met pas fin à la partie, et le pion est toujours là. Prenez-le maintenant : avec un cavalier pour seule pièce, les Noirs ne pourront jamais vous mater, et la partie est nulle immédiatement.
chess-11-draws-3-hint = Le pion donne échec à votre roi, et le cavalier ne défend pas ce pion.
chess-11-draws-3-success = Roi et cavalier contre roi ne peuvent pas mater : nulle immédiate.
chess-11-draws-4-intro = La répétition : quand la même position se présente pour la troisième fois, avec le même camp au trait, chacun des joueurs peut réclamer la nulle ; à la cinquième fois, la partie est nulle d'elle-même. Vous avez une tour et deux pions de moins, mais votre dame peut donner échec indéfiniment entre e8 et h5. Répétez la position.
chess-11-draws-4-wrong-1 = Seuls les échecs depuis e8 et h5 peuvent continuer indéfiniment : les autres échecs s'épuisent vite, et tout coup sans échec permet à la dame et à la tour noires d'attaquer votre roi. Donnez échec depuis e8.
chess-11-draws-4-wrong-2 = Retour en h5 avec échec : le roi doit revenir en g8.
chess-11-draws-4-wrong-3 = Continuez à donner échec depuis e8 : la position va se répéter.
chess-11-draws-4-wrong-4 = Un échec de plus depuis h5 ramène la position de départ pour la troisième fois.
chess-11-draws-4-hint = Après chaque échec, le roi noir n'a qu'une seule case.
chess-11-draws-4-success = Échec perpétuel : la même position trois fois, et la nulle peut être réclamée.
chess-11-draws-5-intro = La règle des cinquante coups : quand chaque camp a joué 50 coups d'affilée sans prise ni coup de pion, chacun des joueurs peut réclamer la nulle (le bouton « Réclamer la nulle » apparaît). Après 75 coups de ce genre, la partie est nulle d'elle-même. Ici, 74 coups et demi ont été joués sans prise ni coup de pion, et la dame noire gagnerait si la partie continuait. Jouez encore un coup qui ne soit ni une prise ni un coup de pion.
chess-11-draws-5-wrong-1 = Un coup de pion remet le compte à zéro, et la dame noire a alors tout le temps qu'il lui faut. Déplacez votre roi.
chess-11-draws-5-hint = N'importe quel coup de roi convient ; laissez le pion où il est.
chess-11-draws-5-success = Nulle par la règle des 75 coups. Les joueurs peuvent aussi convenir de la nulle à tout moment : l'un la propose, et la partie est nulle si l'autre accepte.

## Principes d'ouverture

chess-12-opening-principles-title = Principes d'ouverture
chess-12-opening-principles-summary = Prenez le centre, sortez vos pièces, roquez tôt.
chess-12-opening-principles-1-intro = Ce sont les quatre cases du centre qui comptent le plus : de là, les pièces portent loin, et des pions placés là donnent de l'espace à vos pièces. Commencez la partie en plaçant un pion au centre.
chess-12-opening-principles-1-wrong-1 = Cela ne place pas de pion sur l'une des quatre cases centrales. Avancez de deux cases le pion qui est devant votre roi ou votre dame : il occupe le centre et ouvre des lignes à votre dame et à vos fous.
chess-12-opening-principles-1-hint = Faites le double pas avec le pion qui est devant votre roi ou votre dame.
chess-12-opening-principles-1-success = Un pion au centre : de l'espace pour vous, et des lignes ouvertes pour vos pièces.
chess-12-opening-principles-2-intro = Ensuite, développez-vous : sortez les cavaliers et les fous, chacun vers le centre, avant de jouer deux fois la même pièce. Jouez deux coups de développement.
chess-12-opening-principles-2-wrong-1 = Amenez un cavalier ou un fou sur une bonne case tournée vers le centre : un cavalier en f3 ou en c3, ou le fou en c4, b5 ou e2. Les coups de pion et les sorties de la dame peuvent attendre.
chess-12-opening-principles-2-wrong-2 = Développez une pièce qui n'a pas encore bougé, tournée vers le centre : un cavalier en f3 ou en c3, ou le fou en c4, b5 ou e2.
chess-12-opening-principles-2-hint = Les cavaliers sont le mieux placés en f3 et c3, d'où ils regardent le centre.
chess-12-opening-principles-2-success = Deux pièces sorties et actives, pendant que les autres attendent leur tour.
chess-12-opening-principles-3-intro = Un roi resté au centre gêne et attire les attaques. Roquez tôt : libérez d'abord les cases entre votre roi et la tour, puis roquez.
chess-12-opening-principles-3-wrong-1 = Développez d'abord le fou qui se trouve entre votre roi et la tour : de f1 en c4, b5 ou e2 (en d3, il bloquerait votre pion d). Ensuite, vous pourrez roquer.
chess-12-opening-principles-3-wrong-2 = La voie est libre : roquez maintenant, avant que les Noirs ne trouvent un moyen de l'empêcher.
chess-12-opening-principles-3-hint = Quelle pièce se trouve entre votre roi et la tour de h1 ?
chess-12-opening-principles-3-success = Le roi est à l'abri derrière ses pions, et la tour a quitté le coin pour f1, plus près du centre : un début de partie solide.
chess-12-opening-principles-4-intro = Vous avez les Noirs, et les Blancs ont sorti leur dame dès le deuxième coup. Une dame sortie trop tôt peut être chassée : chaque fois qu'elle doit fuir, vous sortez une pièce gratuitement. Défendez-vous, et développez-vous en gagnant du temps.
chess-12-opening-principles-4-wrong-1 = La dame attaque votre pion e5. Défendez-le avec un cavalier : ce coup défend le pion et développe une pièce à la fois.
chess-12-opening-principles-4-wrong-2 = Les Blancs menacent Qxf7 mat. Ici, barrez le chemin de la dame avec un pion qui l'attaque aussi : elle doit de nouveau bouger, et vous gagnez du temps.
chess-12-opening-principles-4-wrong-3 = De nouveau, la dame et le fou visent f7. Coupez la ligne de la dame avec une pièce que vous voulez développer de toute façon.
chess-12-opening-principles-4-hint = Chaque coup doit défendre et développer, ou chasser la dame.
chess-12-opening-principles-4-success = Deux cavaliers sortis et une dame mise en fuite : la sortie prématurée de la dame a fait perdre du temps aux Blancs.

## Le clouage

chess-13-pins-title = Le clouage
chess-13-pins-summary = Une pièce qui ne peut pas bouger sans exposer une pièce plus importante derrière elle.
chess-13-pins-1-intro = Un clouage : une pièce se trouve sur une ligne entre une tour, un fou ou une dame adverse et une pièce plus importante de son propre camp, placée derrière elle. Le fou de b5 cloue le cavalier de c6 sur le roi en e8. Ce clouage est absolu : déplacer le cavalier laisserait son propre roi en échec, les règles l'interdisent donc. Le fou de g5 cloue le cavalier de f6 sur la dame en d8 ; ce clouage est relatif : le cavalier a le droit de bouger, mais alors la dame est perdue.
chess-13-pins-2-intro = Une pièce qui se trouve entre un attaquant et son propre roi est clouée : elle ne peut pas quitter cette ligne, car elle exposerait le roi (elle peut encore se déplacer le long de la ligne, vers l'attaquant ou en arrière ; un cavalier, jamais). Clouez le cavalier de e4 sur le roi noir, puis gagnez-le.
chess-13-pins-2-wrong-1 = Placez d'abord une tour sur la colonne e : le cavalier se trouve alors entre elle et le roi.
chess-13-pins-2-wrong-2 = Le cavalier est maintenant défendu. Attaquez-le avec un pion : une pièce clouée ne peut pas s'enfuir.
chess-13-pins-2-wrong-3 = Prenez le cavalier avec le pion : le pion est la pièce la moins chère à échanger.
chess-13-pins-2-hint = Quel coup de tour aligne votre tour sur le cavalier et sur le roi qui se trouve derrière lui ?
chess-13-pins-2-success = Le cavalier cloué ne pouvait pas échapper au pion : un clouage plus une attaque, et le matériel est gagné.
chess-13-pins-3-intro = Le fou de g5 cloue le cavalier sur la dame. Le cavalier a le droit de bouger, mais alors la dame est perdue. Attaquez le cavalier cloué avec un pion et gagnez-le.
chess-13-pins-3-wrong-1 = Utilisez un pion contre le cavalier cloué : il est défendu, donc seul un attaquant de moindre valeur peut le gagner.
chess-13-pins-3-wrong-2 = La dame est sortie du clouage, mais le cavalier est toujours attaqué deux fois. Prenez-le.
chess-13-pins-3-hint = Quel pion peut avancer et attaquer f6 ?
chess-13-pins-3-success = Un clouage sur la dame est moins fort qu'un clouage sur le roi, mais il a quand même coûté une pièce aux Noirs.
chess-13-pins-4-intro = Le fou de d5 semble protégé par le cavalier. Mais ce cavalier est cloué sur son roi par la tour de e1 : il ne peut donc pas reprendre. Gagnez le fou.
chess-13-pins-4-wrong-1 = Le fou de d5 est à prendre gratuitement tout de suite : le cavalier qui le défend n'a pas le droit de quitter la colonne e.
chess-13-pins-4-hint = Comptez les défenseurs de d5, sans compter les pièces clouées.
chess-13-pins-4-success = Une pièce clouée ne défend qu'en apparence : ne la comptez pas.

## La fourchette

chess-14-forks-title = La fourchette
chess-14-forks-summary = Une pièce en attaque deux à la fois, et une seule peut être sauvée.
chess-14-forks-1-intro = Une fourchette, c'est une pièce qui attaque deux pièces adverses à la fois ; l'adversaire ne peut généralement en sauver qu'une. Ici, votre cavalier peut sauter de b5 en c7, d'où il donne échec au roi en e8 et attaque en même temps la dame en a8 (les flèches). On ne peut pas s'interposer devant l'échec d'un cavalier et rien ne peut prendre ce cavalier : le roi doit donc s'écarter, et le cavalier prend la dame.
chess-14-forks-2-intro = Une fourchette, c'est une pièce qui en attaque deux à la fois. On ne peut pas s'interposer devant l'échec d'un cavalier : une fourchette de cavalier avec échec est donc difficile à parer. Sautez en donnant échec et en attaquant la dame en même temps, puis prenez-la.
chess-14-forks-2-wrong-1 = Cherchez une case de cavalier qui donne échec au roi et attaque la dame à la fois.
chess-14-forks-2-wrong-2 = Le roi s'est écarté : prenez la dame maintenant.
chess-14-forks-2-hint = De quelle case le cavalier attaque-t-il à la fois g8 et c8 ?
chess-14-forks-2-success = Un échec plus une attaque, c'est la fourchette la plus forte : le roi doit bouger, et la dame tombe.
chess-14-forks-3-intro = Même un pion peut faire une fourchette. Poussez un pion de sorte qu'il attaque le fou et le cavalier à la fois, puis prenez celui qui reste.
chess-14-forks-3-wrong-1 = Trouvez la poussée de pion qui attaque d6 et f6 à la fois. Le pion d4 protège le pion poussé.
chess-14-forks-3-wrong-2 = Le fou s'est enfui, le cavalier est donc toujours attaqué : prenez-le.
chess-14-forks-3-hint = Un pion attaque les deux cases en diagonale devant lui.
chess-14-forks-3-success = Le pion a fait une fourchette sur deux pièces, et les Noirs n'ont pu en sauver qu'une.
chess-14-forks-4-intro = La dame se déplace dans huit directions : elle est donc redoutable en fourchette. Donnez un échec qui attaque aussi la tour non protégée en a8, puis prenez-la.
chess-14-forks-4-wrong-1 = Cherchez une case d'où la dame donne échec au roi sur une diagonale et attaque a8 sur une autre.
chess-14-forks-4-wrong-2 = Le roi a bougé : la tour de a8 est à vous.
chess-14-forks-4-hint = Trouvez une case centrale située à la fois sur la même diagonale que le roi et sur la grande diagonale qui mène à a8.
chess-14-forks-4-success = Des pièces non protégées et un roi exposé sont des cibles idéales pour une fourchette de dame.

## L'enfilade

chess-15-skewers-title = L'enfilade
chess-15-skewers-summary = Attaquez le roi, et la pièce derrière lui tombe.
chess-15-skewers-1-intro = Une enfilade est un clouage inversé : la pièce la plus importante se trouve devant, et une moins importante derrière elle, sur la même ligne. La pièce de devant est attaquée et doit quitter la ligne, et celle de derrière est prise. Ici, votre tour peut donner échec depuis d8 : le roi noir en d5 doit quitter la colonne d, puis votre tour prend la tour noire en d2.
chess-15-skewers-2-intro = Une enfilade est un clouage inversé : la pièce la plus importante est devant. Donnez échec au roi avec le fou de sorte que la tour de g8 se trouve derrière lui sur la même diagonale, puis prenez la tour.
chess-15-skewers-2-wrong-1 = Donnez échec au roi le long de la diagonale qui passe aussi par g8, de sorte que la tour soit derrière lui.
chess-15-skewers-2-wrong-2 = Le roi a quitté la diagonale : prenez la tour en g8.
chess-15-skewers-2-hint = Le roi en e6 et la tour en g8 sont sur la même diagonale. Où le fou peut-il la rejoindre ?
chess-15-skewers-2-success = Le roi a dû quitter la ligne, et la tour derrière lui était perdue.
chess-15-skewers-3-intro = Les tours font des enfilades le long des rangées et des colonnes. Le roi et la tour noirs sont sur la même rangée : donnez échec depuis l'autre bout et gagnez la tour.
chess-15-skewers-3-wrong-1 = Donnez échec le long de la septième rangée, de sorte que la tour de a7 soit derrière le roi.
chess-15-skewers-3-wrong-2 = La septième rangée est ouverte : prenez la tour en a7.
chess-15-skewers-3-hint = Quelle case de la septième rangée votre tour peut-elle atteindre en un coup ?
chess-15-skewers-3-success = Dans les finales de tours, quand un roi et une tour sont sur une même ligne, cherchez toujours l'enfilade.
chess-15-skewers-4-intro = La dame fait aussi des enfilades. Le roi et la dame noirs sont sur la grande diagonale : donnez échec depuis l'autre bout de celle-ci et prenez la dame.
chess-15-skewers-4-wrong-1 = Donnez échec sur la grande diagonale de a1 à h8, assez loin du roi pour qu'il ne puisse pas prendre votre dame.
chess-15-skewers-4-wrong-2 = La diagonale est ouverte : prenez la dame en h8.
chess-15-skewers-4-hint = Une case de coin est aussi loin du roi que possible.
chess-15-skewers-4-success = Dame contre dame, une enfilade décide immédiatement de la partie.

## Les attaques à la découverte

chess-16-discovered-attacks-title = Les attaques à la découverte
chess-16-discovered-attacks-summary = Écartez une pièce, et celle qui est derrière frappe.
chess-16-discovered-attacks-1-intro = Une attaque à la découverte : une pièce quitte une ligne et démasque l'attaque de la tour, du fou ou de la dame qui se trouve derrière elle. Quand l'attaque démasquée vise le roi, c'est un échec à la découverte. Ici, votre cavalier en e4 se trouve entre votre tour en e1 et le roi noir en e8. Si le cavalier saute en c5, la tour donne échec et le cavalier attaque en même temps la dame en a6 : les Noirs doivent parer l'échec, et perdent la dame.
chess-16-discovered-attacks-2-intro = Une attaque à la découverte : une pièce s'écarte et démasque l'attaque de la pièce qui est derrière elle. Votre fou se trouve entre votre dame et la dame noire. Déplacez-le avec une menace à lui, et les dames se font face : les Noirs ne peuvent pas parer les deux. Gagnez la dame noire.
chess-16-discovered-attacks-2-wrong-1 = Les Noirs y répondent tout simplement. Déplacez le fou avec échec, pour que les Noirs n'aient pas le temps de sauver leur dame.
chess-16-discovered-attacks-2-wrong-2 = La colonne d est maintenant ouverte : prenez la dame.
chess-16-discovered-attacks-2-hint = Un échec du fou passe avant tout, même s'il coûte le fou.
chess-16-discovered-attacks-2-success = Le fou a donné échec, et la dame derrière lui a fait le vrai travail.
chess-16-discovered-attacks-3-intro = Un échec à la découverte : votre tour vise le roi noir, et seul votre cavalier est sur le chemin. Déplacez le cavalier pour que la tour donne échec, et que le cavalier attaque la dame.
chess-16-discovered-attacks-3-wrong-1 = Ici, chaque coup du cavalier donne échec : choisissez donc la case qui attaque aussi la dame en d8 et où le cavalier ne peut pas être pris.
chess-16-discovered-attacks-3-wrong-2 = Les Noirs se sont interposés. Prenez maintenant la dame.
chess-16-discovered-attacks-3-hint = Le cavalier peut aller n'importe où : c'est la tour qui donne échec. Quelle case attaque d8 ?
chess-16-discovered-attacks-3-success = Les Noirs devaient parer l'échec : la menace du cavalier n'a donc rien coûté.
chess-16-discovered-attacks-4-intro = Le fou de b2 vise le roi noir ; votre tour lui barre le chemin. La tour peut prendre tout ce qu'elle atteint en donnant un échec à la découverte. Prenez la dame, puis la tour.
chess-16-discovered-attacks-4-wrong-1 = Chaque coup de tour donne échec : raflez donc la plus grosse prise de la colonne d.
chess-16-discovered-attacks-4-wrong-2 = La tour noire peut maintenant prendre la vôtre. Prenez-la d'abord.
chess-16-discovered-attacks-4-hint = La dame en d7 est défendue par la tour, mais cela ne compte pas tant que le roi est en échec.
chess-16-discovered-attacks-4-success = Un échec à la découverte permet à la pièce de devant de rafler même une pièce protégée.
chess-16-discovered-attacks-5-intro = Un échec double est un échec à la découverte où la pièce qui bouge donne échec elle aussi. Le roi noir ne peut pas s'écarter, et contre deux échecs, les Noirs ne peuvent ni interposer une pièce ni prendre l'une des pièces qui donnent échec, même là où une pièce le pourrait. Faites mat par un échec double.
chess-16-discovered-attacks-5-wrong-1 = Ce n'est pas mat. Contre un simple échec de votre tour, les Noirs s'interposent en e7 (...Be7 ou ...Qe7). Déplacez le cavalier de sorte qu'il donne échec lui aussi : un échec double.
chess-16-discovered-attacks-5-hint = Sortez le cavalier de la colonne e, vers une case d'où il donne aussi échec au roi.
chess-16-discovered-attacks-5-success = Nd6 mat : le pion c7 et le fou de f8 attaquent tous deux le cavalier, mais en cas d'échec double, seul le roi peut bouger, et il n'a aucune case où aller.

## Autres tactiques

chess-16b-more-tactics-title = Autres tactiques
chess-16b-more-tactics-summary = Attraction, déviation, surcharge, rayons X, coup intermédiaire et interception, chacun nommé et illustré.
chess-16b-more-tactics-1-intro = L'attraction attire une pièce adverse, souvent le roi, sur une case où elle peut être frappée par un coup tactique. Ici, une fourchette de cavalier depuis f7 toucherait la dame en d6 et un roi en h8. Sacrifiez votre tour pour y amener le roi, puis faites la fourchette et gagnez la dame.
chess-16b-more-tactics-1-wrong-1 = Trouvez l'échec qui force le roi noir à aller sur la case où votre cavalier pourra le prendre en fourchette depuis f7 : la colonne h ouverte y mène.
chess-16b-more-tactics-1-wrong-2 = Le roi est maintenant en h8 : le cavalier lui donne échec depuis f7 et attaque la dame en même temps.
chess-16b-more-tactics-1-wrong-3 = Prenez la dame en d6.
chess-16b-more-tactics-1-hint = Rh8+ ne laisse qu'un coup au roi : Kxh8.
chess-16b-more-tactics-1-success = Attraction : Rh8+ Kxh8 Nxf7+ et Nxd6. Une tour donnée, une dame gagnée.
chess-16b-more-tactics-2-intro = La déviation détourne un défenseur de ce qu'il protège. Votre dame et le fou derrière elle visent h7, mais votre propre pion e4 est sur le chemin, et le cavalier de f6 défend h7. Poussez ce pion : il dégage la ligne et attaque le cavalier. Si le cavalier s'écarte, Qxh7 est mat (s'il s'interpose en e4, il est simplement pris) ; s'il reste, le pion le prend.
chess-16b-more-tactics-2-wrong-1 = Poussez un pion qui attaque le cavalier de f6, le seul défenseur de h7.
chess-16b-more-tactics-2-wrong-2 = Le cavalier a quitté f6, plus rien ne défend donc h7 : la dame y fait mat, soutenue par le fou.
chess-16b-more-tactics-2-hint = Un pion en e5 attaquerait f6.
chess-16b-more-tactics-2-success = Déviation : e5 a chassé le défenseur. Le mieux pour les Noirs est d'abandonner le cavalier à son sort (...g6, par exemple), et les Blancs gagnent une pièce.
chess-16b-more-tactics-3-intro = Une pièce surchargée a deux tâches et ne peut en remplir qu'une. La tour noire en d8 défend la dame en d6 et aussi la rangée du fond, où Re8 serait mat. Profitez-en.
chess-16b-more-tactics-3-wrong-1 = Les dames s'attaquent l'une l'autre. Prenez d'abord : la tour qui reprendrait doit aussi garder e8.
chess-16b-more-tactics-3-hint = Qu'arrive-t-il à e8 si la tour de d8 prend en d6 ?
chess-16b-more-tactics-3-success = Qxd6, et les Noirs ne peuvent pas reprendre : après ...Rxd6, Re8 est mat. Un défenseur, deux tâches : la dame est tout simplement gagnée.
chess-16b-more-tactics-4-intro = Une attaque en rayons X traverse une autre pièce. Votre tour en d1 est derrière votre dame : elle attaque d8 à travers elle. La case d8 a donc deux attaquants contre un seul défenseur, la dame noire. Sacrifiez votre dame en d8, et faites mat.
chess-16b-more-tactics-4-wrong-1 = Prenez la tour de d8 avec la dame, en donnant échec : la tour derrière elle reprendra.
chess-16b-more-tactics-4-wrong-2 = Votre tour prend en d8 : mat sur la rangée du fond.
chess-16b-more-tactics-4-hint = Comptez les attaquants de d8, y compris la tour derrière votre dame.
chess-16b-more-tactics-4-success = Qxd8+ Qxd8 Rxd8 mat : la tour voyait d8 à travers sa propre dame.
chess-16b-more-tactics-5-intro = Le coup intermédiaire : avant la reprise que tout le monde attend, jouez d'abord un coup plus fort, le plus souvent un échec. Les Noirs viennent de prendre votre dame en d1, et vous allez reprendre. Mais d'abord, un échec de cavalier qui prend un pion et attaque la tour de a8.
chess-16b-more-tactics-5-wrong-1 = Reprendre tout de suite ne fait que maintenir l'égalité matérielle, et la plupart des autres coups laissent les Noirs avec une dame de plus. Donnez d'abord échec avec le cavalier : la dame en d1 sera encore là ensuite.
chess-16b-more-tactics-5-wrong-2 = Reprenez maintenant la dame en d1.
chess-16b-more-tactics-5-hint = En c7, le cavalier donnerait échec au roi et attaquerait a8, tout en étant protégé par votre fou de f4.
chess-16b-more-tactics-5-success = Nxc7+ d'abord, puis la reprise : vous avez gagné un pion, le roi a perdu le droit de roquer, et le cavalier attaque toujours la tour.
chess-16b-more-tactics-6-intro = L'interception consiste à placer une pièce sur la ligne entre une pièce adverse et ce qu'elle défend, pour couper cette défense. Votre dame et le pion f6 menacent Qg7 mat, mais la dame noire en c7 défend g7 le long de la septième rangée. Coupez cette ligne sur une case où prendre votre pièce coûte la dame aux Noirs, et gagnez la dame.
chess-16b-more-tactics-6-wrong-1 = La dame noire défend toujours g7, et les Noirs ont le temps de se défendre. Placez une pièce entre c7 et g7, sur la seule case de cette ligne que votre pion f6 protège : la tour de e1 peut y aller.
chess-16b-more-tactics-6-wrong-2 = Prenez la dame en e7 avec le pion.
chess-16b-more-tactics-6-hint = Quelle case entre c7 et g7 votre pion f6 défend-il ?
chess-16b-more-tactics-6-success = Interception : Re7 a coupé la dame de g7. Les Noirs devaient donner leur dame contre la tour, ou se faire mater en g7.

## Les mats typiques

chess-17-mating-patterns-title = Les mats typiques
chess-17-mating-patterns-summary = Des mats célèbres qui reviennent sans cesse.
chess-17-mating-patterns-1-intro = Un roi placé derrière ses propres pions qui n'ont pas encore bougé peut être maté sur la rangée du fond. La tour noire garde la huitième rangée : éliminez ce défenseur par un échec, puis faites mat.
chess-17-mating-patterns-1-wrong-1 = Utilisez vos deux tours sur la colonne e : la première donne échec et se fait prendre, la seconde fait mat.
chess-17-mating-patterns-1-wrong-2 = La huitième rangée n'a plus de défenseur : prenez en e8.
chess-17-mating-patterns-1-hint = La tour de c8 est le seul défenseur de e8. Forcez-la à quitter la rangée du fond.
chess-17-mating-patterns-1-success = Mat du couloir : les propres pions du roi l'ont enfermé. Un coup de pion comme ...h6, qui donne de l'air au roi, l'empêche.
chess-17-mating-patterns-2-intro = Le mat étouffé : un cavalier mate un roi enfermé par ses propres pièces. Donnez échec avec le cavalier, puis de nouveau échec avec le cavalier et la dame à la fois, sacrifiez la dame en g8, et faites mat.
chess-17-mating-patterns-2-wrong-1 = Commencez par un échec de cavalier en f7 : il met le roi en échec et le chasse du coin.
chess-17-mating-patterns-2-wrong-2 = Déplacez le cavalier de sorte qu'il donne échec et démasque aussi l'échec de la dame : un échec double.
chess-17-mating-patterns-2-wrong-3 = Sacrifiez la dame en g8 : la tour doit la prendre et bloque son propre roi.
chess-17-mating-patterns-2-wrong-4 = Le roi est emmuré par sa propre tour et ses pions. Un échec de cavalier l'achève.
chess-17-mating-patterns-2-hint = Après le premier échec de cavalier, trouvez un coup de cavalier qui ouvre aussi la diagonale de la dame vers g8.
chess-17-mating-patterns-2-success = Mat étouffé : les propres pièces du roi lui ont enlevé toutes ses cases de fuite.
chess-17-mating-patterns-3-intro = Le coup du berger attaque f7, la case que seul le roi défend. Sortez le fou et la dame, tous deux dirigés vers f7, et faites mat en quatre coups.
chess-17-mating-patterns-3-wrong-1 = Commencez par avancer le pion du roi de deux cases : il ouvre des lignes à la dame et au fou.
chess-17-mating-patterns-3-wrong-2 = Amenez le fou en c4 ou la dame en h5 : tous deux visent f7.
chess-17-mating-patterns-3-wrong-3 = Sortez l'autre attaquant : le fou en c4 et la dame en h5 frappent ensemble f7.
chess-17-mating-patterns-3-wrong-4 = Le cavalier noir attaque votre dame, mais f7 est ouvert : prenez en f7 avec la dame.
chess-17-mating-patterns-3-hint = Quelles cases permettent au fou et à la dame de viser tous deux f7 ?
chess-17-mating-patterns-3-success = La dame en f7, protégée par le fou : cela ne marche que si les Noirs oublient de se défendre.
chess-17-mating-patterns-4-intro = Maintenant, vous avez les Noirs, et les Blancs menacent le coup du berger : la dame prend en f7. Parez la menace par un coup utile.
chess-17-mating-patterns-4-wrong-1 = Couvrez f7 : barrez la diagonale de la dame avec un pion, ou défendez f7 avec votre dame ou un cavalier. La plupart des autres coups permettent Qxf7 mat, et les autres perdent du matériel ou laissent les Blancs prendre en f7 avec échec.
chess-17-mating-patterns-4-hint = Un pion peut barrer le chemin de la dame et l'attaquer en un seul coup.
chess-17-mating-patterns-4-success = f7 est à l'abri. Après ...g6, la dame doit en plus bouger encore une fois ; après ...Qe7, ...Qf6 ou ...Nh6, une pièce défend f7.
chess-17-mating-patterns-5-intro = La dame blanche est revenue en f3 et vise de nouveau f7. Défendez f7 encore une fois, et développez une pièce si vous le pouvez.
chess-17-mating-patterns-5-wrong-1 = Couvrez f7 avec une pièce : placez-en une entre la dame et f7, ou défendez f7. La plupart des autres coups permettent Qxf7 mat ou une attaque de mat sur f7, et les autres perdent du matériel ou affaiblissent votre roi.
chess-17-mating-patterns-5-hint = Le cavalier de g8 a une case naturelle devant le pion f.
chess-17-mating-patterns-5-success = f7 est couvert et l'attaque est terminée. ...Nf6 est le moyen le plus naturel : il barre la route à la dame et développe une pièce.
chess-17-mating-patterns-6-intro = Le mat d'Anastasie : un cavalier en e7 couvre g8 et g6, et une tour fait mat le long de la colonne h. Donnez échec avec le cavalier, sacrifiez la dame en h7, et faites mat avec la tour.
chess-17-mating-patterns-6-wrong-1 = Donnez d'abord échec avec le cavalier, depuis la case qui défendra ensuite g6 et g8.
chess-17-mating-patterns-6-wrong-2 = Sacrifiez la dame en h7 : le roi doit la prendre et se retrouve sur la colonne h ouverte.
chess-17-mating-patterns-6-wrong-3 = Amenez la tour sur la colonne h pour faire mat.
chess-17-mating-patterns-6-hint = Une fois que le cavalier couvre g8 et g6, la colonne h est le point faible du roi : ouvrez-la de force.
chess-17-mating-patterns-6-success = Le mat d'Anastasie : le cavalier tient les cases de fuite pendant que la tour donne échec au bord.
chess-17-mating-patterns-7-intro = Le mat arabe : une tour à côté du roi acculé dans le coin, protégée par un cavalier. Mettez d'abord le cavalier en place : les Noirs ne peuvent pas empêcher le mat.
chess-17-mating-patterns-7-wrong-1 = Trouvez la case de cavalier qui défend à la fois g8 et h7, sans donner échec.
chess-17-mating-patterns-7-wrong-2 = Le cavalier défend h7 et g8 : la tour peut faire mat en h7.
chess-17-mating-patterns-7-hint = La tour veut donner échec en h7. Il lui faut là un garde du corps qui surveille aussi g8.
chess-17-mating-patterns-7-success = Mat arabe : la tour et le cavalier côte à côte emprisonnent un roi dans le coin.
chess-17-mating-patterns-8-intro = L'escalier : deux tours donnent échec à tour de rôle, une rangée plus loin à chaque fois, et repoussent le roi vers le bord. Gardez une tour derrière le roi comme barrière, et faites mat en quatre coups.
chess-17-mating-patterns-8-wrong-1 = La tour de h4 est la barrière sur la quatrième rangée : laissez-la là et donnez échec sur la cinquième rangée avec l'autre tour.
chess-17-mating-patterns-8-wrong-2 = Maintenant, la barrière, c'est la tour de g5. Passez au-dessus avec l'autre tour et donnez échec sur la sixième rangée.
chess-17-mating-patterns-8-wrong-3 = Continuez à monter : donnez échec sur la septième rangée avec la tour qui est en arrière.
chess-17-mating-patterns-8-wrong-4 = Encore une marche : donnez échec sur la huitième rangée, c'est mat.
chess-17-mating-patterns-8-hint = À chaque fois, la tour de la rangée inférieure monte sur la rangée juste au-dessus de l'autre tour et donne échec.
chess-17-mating-patterns-8-success = Le mat de l'escalier : les tours sont montées marche après marche, et le roi a manqué de rangées.
chess-17-mating-patterns-9-intro = Le mat de Légal, tiré d'un vrai piège d'ouverture. Le fou noir en g4 cloue votre cavalier sur votre dame, du moins en apparence. Rompez le clouage : prenez le pion e5 avec le cavalier et abandonnez votre dame au fou. Si les Noirs la prennent, votre fou et vos deux cavaliers matent le roi.
chess-17-mating-patterns-9-wrong-1 = Le cavalier cloué peut quand même bouger, et ici il le doit : prenez avec lui le pion e5.
chess-17-mating-patterns-9-wrong-2 = Les Noirs ont pris votre dame. Maintenant, échec : votre fou prend en f7, et il ne reste au roi que e7.
chess-17-mating-patterns-9-wrong-3 = Votre dernier cavalier entre en jeu avec mat : trouvez la case d'où il donne échec au roi en e7.
chess-17-mating-patterns-9-hint = Après Nxe5 Bxd1, Bxf7+ chasse le roi en e7, où le fou et les cavaliers ferment toutes les cases.
chess-17-mating-patterns-9-success = Le mat de Légal : Nxe5!, Bxf7+ et Nd5. Le mieux pour les Noirs était 5...dxe5 6.Qxg4, et les Blancs ont simplement un pion de plus : un clouage sur la dame n'est pas un clouage sur le roi.
chess-17-mating-patterns-10-intro = Le mat de Boden : deux fous sur des diagonales qui se croisent matent un roi qui a roqué côté dame. Votre fou en f4 couvre déjà b8 et c7. Sacrifiez la dame pour que le pion b doive quitter b7, puis faites mat avec l'autre fou.
chess-17-mating-patterns-10-wrong-1 = Sacrifiez la dame avec échec en c6 : le seul moyen de la prendre est le pion b, et cela ouvre la diagonale a6-c8.
chess-17-mating-patterns-10-wrong-2 = La case b7 est maintenant vide : votre fou fait mat depuis a6.
chess-17-mating-patterns-10-hint = La dame donne échec en c6, où seul un pion peut la prendre.
chess-17-mating-patterns-10-success = Le mat de Boden : un fou en a6, l'autre sur la diagonale f4-b8, et ce sont la tour et le cavalier du roi lui-même qui occupent d8 et d7.
chess-17-mating-patterns-11-intro = Le mat des épaulettes : les propres tours du roi se trouvent de chaque côté de lui, comme les épaulettes d'un uniforme, et lui enlèvent ses cases latérales. Un échec de la dame à deux cases devant lui fait le reste. Mat en un coup.
chess-17-mating-patterns-11-hint = Depuis e6, la dame donne échec au roi et couvre d7, e7 et f7.
chess-17-mating-patterns-11-success = Mat des épaulettes : les tours en d8 et f8 bloquaient leur propre roi, et rien ne pouvait prendre la dame en e6.

## Les mats élémentaires

chess-18-basic-mates-title = Les mats élémentaires
chess-18-basic-mates-summary = Matez un roi seul avec une dame ou une tour, contre un adversaire qui se défend.
chess-18-basic-mates-1-intro = Roi et dame contre roi, avec le roi noir déjà au bord. Réduisez sa cage avec la dame, rapprochez votre propre roi, et faites mat en 12 coups au plus pendant que l'ordinateur se défend.
chess-18-basic-mates-1-hint = Réduisez la cage du roi par des coups de dame tranquilles (se placer à un saut de cavalier du roi marche bien, mais jamais quand le roi est dans un coin : là, c'est pat), puis rapprochez votre roi. Une fois le roi au bord, comptez ses cases libres avant chaque coup de dame : laissez-lui-en au moins une jusqu'à ce que vous puissiez faire mat.
chess-18-basic-mates-1-success = La dame enferme, le roi aide, la dame mate : attention au pat quand la cage est petite.
chess-18-basic-mates-2-intro = Maintenant, en partant du centre de l'échiquier. Avec la dame, réduisez la cage du roi pas à pas jusqu'à ce qu'il atteigne le bord, puis amenez votre roi et faites mat en 20 coups au plus.
chess-18-basic-mates-2-hint = Ne poursuivez pas le roi à coups d'échecs. Réduisez sa cage par des coups de dame tranquilles.
chess-18-basic-mates-2-success = Vous savez mater avec roi et dame depuis n'importe où : avec le meilleur jeu, il ne faut jamais plus de dix coups.
chess-18-basic-mates-3-intro = Roi et tour contre roi. La tour a besoin de l'aide de son roi : en général, les rois se font face et la tour donne échec le long du bord. Le roi noir est déjà près du bord : matez-le.
chess-18-basic-mates-3-hint = Avec la tour, maintenez le roi sur les rangées du haut, et ne donnez échec que lorsque votre roi se trouve en face de lui.
chess-18-basic-mates-3-success = La tour donne échec le long du bord pendant que votre roi bloque la fuite : c'est le mat de la tour.
chess-18-basic-mates-4-intro = Le mat complet avec la tour, en partant du centre. Coupez le roi avec la tour, repoussez-le rangée après rangée avec l'aide de votre roi, et faites mat en 30 coups au plus.
chess-18-basic-mates-4-hint = Gardez la tour loin du roi adverse, pour qu'elle ne soit jamais attaquée, et laissez votre roi repousser le roi adverse.
chess-18-basic-mates-4-success = Couper, repousser, mater au bord : roi et tour gagnent toujours contre un roi seul.

## Les finales de pions

chess-19-pawn-endgames-title = Les finales de pions
chess-19-pawn-endgames-summary = Roi et pion : l'opposition, les cases clés et la triangulation.
chess-19-pawn-endgames-1-intro = Les rois en e4 et e6 sont en opposition : face à face sur une même colonne, avec une case entre eux. Aucun ne peut s'approcher davantage : quand seuls les rois peuvent bouger, le camp au trait doit donc céder le passage, et l'autre camp a l'opposition. Vous prenez l'opposition en plaçant votre roi en opposition, de sorte que l'autre roi doive bouger. Les cases clés d'un pion sont les cases où son roi gagne, quel que soit le camp au trait : pour un pion qui n'a pas franchi le milieu de l'échiquier (et qui n'est pas sur la colonne a ou h), ce sont les trois cases situées deux rangées devant lui, ici d4, e4 et f4. Le roi blanc se trouve sur l'une d'elles : les Blancs gagnent donc bien que les Noirs aient l'opposition, car le pas du pion vers e3 est un coup d'attente qui donne le trait aux Noirs.
chess-19-pawn-endgames-2-intro = Deux rois face à face avec une case entre eux sont en opposition, et le camp qui doit jouer doit céder le passage. Prenez l'opposition, puis contournez le roi noir jusqu'à ce que le vôtre soit sur la sixième rangée.
chess-19-pawn-endgames-2-wrong-1 = Cela permet aux Noirs de tenir votre roi à l'écart. Placez-vous juste en face du roi noir, avec une case entre les deux, pour que les Noirs soient obligés de bouger.
chess-19-pawn-endgames-2-wrong-2 = Les Noirs ont cédé d'un côté : avancez de l'autre côté, en dépassant le roi noir.
chess-19-pawn-endgames-2-wrong-3 = Reprenez l'opposition : placez-vous en face du roi noir avec une case entre les deux. Gardez le coup de pion comme coup d'attente pour plus tard.
chess-19-pawn-endgames-2-wrong-4 = Les Noirs se sont de nouveau écartés : contournez le roi pour atteindre la sixième rangée.
chess-19-pawn-endgames-2-hint = Placez votre roi sur la même colonne que le roi noir, avec une case vide entre eux.
chess-19-pawn-endgames-2-success = Votre roi est sur la sixième rangée, devant son pion : le pion ira à dame quoi que fassent les Noirs.
chess-19-pawn-endgames-3-intro = Maintenant, vous défendez avec les Noirs. Gardez votre roi devant le pion et prenez l'opposition chaque fois que le roi blanc s'approche. Tenez la nulle.
chess-19-pawn-endgames-3-wrong-1 = Faites face au roi blanc : placez-vous en face de lui, avec une case entre les deux, pour que les Blancs doivent céder.
chess-19-pawn-endgames-3-wrong-2 = Restez devant le pion : allez sur sa colonne.
chess-19-pawn-endgames-3-wrong-3 = Reculez tout droit, devant le pion. Un pas de côté laisse entrer le roi blanc.
chess-19-pawn-endgames-3-wrong-4 = Prenez l'opposition face au roi en d6.
chess-19-pawn-endgames-3-wrong-5 = Allez sur la case de promotion, juste devant le pion.
chess-19-pawn-endgames-3-hint = Quand les rois sont sur la même colonne avec une case entre eux, le camp au trait perd du terrain.
chess-19-pawn-endgames-3-success = Pat : en prenant l'opposition au bon moment, un roi seul peut tenir contre roi et pion.
chess-19-pawn-endgames-4-intro = Ici, les Blancs gagnent si les Noirs sont au trait, mais c'est aux Blancs de jouer. La triangulation règle ce problème : votre roi parcourt un petit triangle en trois coups, alors que le roi noir ne peut qu'aller et venir entre deux cases. Ensuite, gagnez le pion a6.
chess-19-pawn-endgames-4-wrong-1 = Votre roi doit continuer à défendre le pion c6. Commencez le triangle à côté de lui.
chess-19-pawn-endgames-4-wrong-2 = Reculez un instant : c4 ou d4 restent en contact avec le triangle.
chess-19-pawn-endgames-4-wrong-3 = Parcourez le troisième côté du triangle, pour pouvoir revenir en d5 au coup suivant.
chess-19-pawn-endgames-4-wrong-4 = Fermez le triangle : retour en d5. Maintenant, ce sont les Noirs qui doivent jouer.
chess-19-pawn-endgames-4-wrong-5 = La position de départ est revenue, avec les Noirs au trait. Retournez en c5.
chess-19-pawn-endgames-4-wrong-6 = Le roi noir a dû céder le passage : marchez vers le pion a6.
chess-19-pawn-endgames-4-wrong-7 = Prenez le pion a6.
chess-19-pawn-endgames-4-hint = Trois cases voisines, toutes près de c6 : d5, puis un pas en arrière, puis un pas de côté, puis de nouveau d5.
chess-19-pawn-endgames-4-success = Trois coups de roi contre deux : la même position est revenue avec les Noirs au trait, et les Noirs ont dû céder le passage.
chess-19-pawn-endgames-5-intro = Les cases clés : pour un pion qui n'a pas encore franchi le milieu de l'échiquier, ce sont les trois cases situées deux rangées devant lui (ici d4, e4 et f4). Un roi qui se trouve sur l'une d'elles gagne : le pion ira à dame, quel que soit le camp au trait. Votre roi est déjà en d4. Gardez votre roi devant le pion, menez celui-ci jusqu'au bout et faites mat avec la nouvelle dame, contre l'ordinateur.
chess-19-pawn-endgames-5-hint = Le roi d'abord, le pion ensuite : les coups de pion sont des coups d'attente (des temps) qui vous aident à gagner l'opposition.
chess-19-pawn-endgames-5-success = Le roi devant le pion, l'opposition, la promotion, le mat : toute la finale de pions.

## Idées de finales de pions

chess-19b-pawn-endgame-ideas-title = Idées de finales de pions
chess-19b-pawn-endgame-ideas-summary = La règle du carré, les cases clés, les pions passés, la percée, deux nulles dans le coin, et la dame contre un pion.
chess-19b-pawn-endgame-ideas-1-intro = La règle du carré indique si un roi peut rattraper un pion qui court vers sa case de promotion, sans l'aide d'aucune autre pièce. Tracez un carré allant du pion à sa case de promotion, et d'autant de cases vers le côté du roi qui défend : pour le pion c4, de c4 à c8, puis de c8 à g8 et de g8 à g4 (en surbrillance). Si le roi qui défend se trouve dans le carré, ou peut y entrer quand son camp est au trait, il rattrape le pion ; sinon, le pion va à dame. Ici, les Noirs sont au trait, mais le roi en h2 ne peut pas atteindre le carré en un pas : le pion file donc à dame. Un pion encore sur sa case de départ peut avancer de deux cases d'un coup : tracez donc son carré à partir de la case située devant lui.
chess-19b-pawn-endgame-ideas-2-intro = La règle du carré : tracez un carré allant du pion à sa case de promotion, et d'autant de cases sur le côté (ici de b4 à b8, puis de b8 à f8 et de f8 à f4). Si le roi qui défend peut y entrer, il rattrape le pion ; sinon, le pion va à dame. Vous avez les Noirs : entrez dans le carré, et restez-y pendant qu'il rétrécit.
chess-19b-pawn-endgame-ideas-2-wrong-1 = Cette case est hors du carré du pion (colonnes b à f, rangées 4 à 8) : le pion file maintenant à dame. Un seul coup entre dans le carré.
chess-19b-pawn-endgame-ideas-2-wrong-2 = Le carré s'est réduit à b5-e5-e8-b8. Entrez-y.
chess-19b-pawn-endgame-ideas-2-wrong-3 = Le carré est maintenant b6-d6-d8-b8. Restez à l'intérieur.
chess-19b-pawn-endgame-ideas-2-wrong-4 = Placez-vous à côté de la case de promotion, pour pouvoir prendre la nouvelle dame.
chess-19b-pawn-endgame-ideas-2-wrong-5 = Prenez la nouvelle dame.
chess-19b-pawn-endgame-ideas-2-hint = Comptez : le pion a besoin de quatre coups pour aller à dame. Quel coup de roi vous place sur le bord du carré ?
chess-19b-pawn-endgame-ideas-2-success = Rattrapé : un roi à l'intérieur du carré atteint toujours le pion. Comptez le carré avant de vous lancer dans la course.
chess-19b-pawn-endgame-ideas-3-intro = Les cases clés : pour un pion qui n'a pas franchi le milieu de l'échiquier, ce sont les trois cases situées deux rangées devant lui. Pour le pion e2, ce sont d4, e4 et f4. Un roi qui se trouve sur une case clé gagne, quel que soit le camp au trait ; ici, un seul des coups de votre roi en atteint une. Jouez-le.
chess-19b-pawn-endgame-ideas-3-wrong-1 = Cela ne place pas votre roi sur une case clé. Les cases clés du pion e2 sont d4, e4 et f4 : atteignez-en une maintenant, avant que le roi noir n'y arrive.
chess-19b-pawn-endgame-ideas-3-hint = Laquelle des cases d4, e4 et f4 est à un pas de c3 ?
chess-19b-pawn-endgame-ideas-3-success = Kd4 : une case clé. À partir d'ici, les Blancs gagnent contre toute défense, en se servant des coups de pion comme coups d'attente pour gagner l'opposition.
chess-19b-pawn-endgame-ideas-4-intro = Un pion passé n'a aucun pion adverse devant lui ni sur les colonnes voisines. Un pion passé éloigné, loin des autres pions, sert de leurre : le roi adverse doit courir pour l'arrêter, et votre roi dévore ce qu'il a laissé derrière lui. Utilisez ainsi votre pion a et gagnez le pion h5.
chess-19b-pawn-endgame-ideas-4-hint = Poussez le pion a jusqu'à ce que le roi noir doive le poursuivre, puis allez chercher h5.
chess-19b-pawn-endgame-ideas-4-success = Le pion passé éloigné a attiré le roi au loin, et l'autre aile est tombée.
chess-19b-pawn-endgame-ideas-5-intro = Un pion passé protégé est défendu par un autre pion : le roi adverse ne peut jamais le prendre, mais doit toujours rester assez près pour l'arrêter. Votre pion c5 est protégé par b4 : le roi noir est donc attaché à lui. Allez gagner les deux pions noirs de l'aile roi.
chess-19b-pawn-endgame-ideas-5-hint = Amenez votre roi vers les pions f5 et h5 ; laissez le pion b4 défendre c5.
chess-19b-pawn-endgame-ideas-5-success = Le roi noir était attaché à votre pion passé protégé, et ses propres pions sont tombés.
chess-19b-pawn-endgame-ideas-6-intro = Une percée : trois pions contre trois, et les rois loin de là. Sacrifiez deux pions pour que le troisième passe. Le premier coup, c'est le pion du milieu.
chess-19b-pawn-endgame-ideas-6-wrong-1 = Seul b6 fait la percée : quel que soit le pion qui le prend, le pion voisin de la brèche avance ensuite.
chess-19b-pawn-endgame-ideas-6-wrong-2 = Sacrifiez de nouveau avec le pion voisin de la brèche, c6 : alors le pion a s'échappe.
chess-19b-pawn-endgame-ideas-6-wrong-3 = La voie du pion a est libre : poussez-le.
chess-19b-pawn-endgame-ideas-6-hint = b6 d'abord. Après ...axb6, c6 ; après ...cxb6, a6.
chess-19b-pawn-endgame-ideas-6-success = b6, c6 et a6 : le pion a va à dame, et aucun pion ni roi noir ne peut l'arrêter.
chess-19b-pawn-endgame-ideas-7-intro = Un pion-tour (sur la colonne a ou h) ne peut pas gagner contre un roi qui se place devant lui : repoussé dans le coin, le roi qui défend soit y reste, soit se retrouve pat. Vous avez les Noirs : amenez votre roi en h8.
chess-19b-pawn-endgame-ideas-7-hint = Dirigez-vous vers le coin le long de la rangée du fond : f8, g8, h8.
chess-19b-pawn-endgame-ideas-7-success = Dans le coin, le roi ne peut pas être délogé : un pion-tour seul ne gagne pas.
chess-19b-pawn-endgame-ideas-8-intro = Le fou de la mauvaise couleur : avec un pion-tour, un fou qui ne contrôle pas la case de promotion ne peut pas déloger le roi du coin. h8 est une case foncée et le fou blanc circule sur les cases claires : dès que votre roi atteint h8, la partie est nulle. Allez-y ; seuls deux premiers coups permettent d'arriver à temps.
chess-19b-pawn-endgame-ideas-8-hint = Dirigez-vous tout de suite vers le coin : f8 ou f7.
chess-19b-pawn-endgame-ideas-8-success = Le fou ne pourra jamais couvrir h8 : le roi reste dans le coin, et la partie est nulle.
chess-19b-pawn-endgame-ideas-9-intro = Dame contre un pion sur la septième rangée : la dame gagne contre un pion central en forçant le roi à se placer devant son pion. Tant qu'il s'y trouve, le pion ne peut pas avancer, et votre roi dispose d'un coup libre pour se rapprocher. Donnez échec pour que le roi doive aller en d1, puis rapprochez votre roi d'un pas.
chess-19b-pawn-endgame-ideas-9-wrong-1 = D'autres coups gagnent peut-être aussi, mais ce niveau sert à travailler la méthode : donnez échec depuis c3. Le seul moyen pour le roi de garder son pion est alors de se placer devant lui, en d1.
chess-19b-pawn-endgame-ideas-9-wrong-2 = Le roi bloque maintenant son propre pion, rien n'est donc menacé : profitez de ce coup libre pour rapprocher votre roi d'un pas du pion.
chess-19b-pawn-endgame-ideas-9-hint = Après Qc3+, les Noirs n'ont que Kd1 ou Kb1, et après Kb1 la dame prend le pion.
chess-19b-pawn-endgame-ideas-9-success = Échec, le roi bloque son pion, votre roi se rapproche : recommencez jusqu'à ce que votre roi aide à gagner le pion. (Contre un pion-tour ou un pion-fou sur la septième rangée, avec votre roi loin, cela ne marche pas : le défenseur dispose de ressources de pat, et ces parties sont en général nulles.)
chess-19b-pawn-endgame-ideas-10-intro = Encore le pion-tour, et la règle à retenir : un roi qui défend et atteint le coin devant un pion-tour ne peut pas en être délogé, donc roi et pion-tour contre roi, c'est nulle. Ici, le roi blanc est déjà près du coin et veut en écarter votre roi. Vous avez les Noirs : allez en a8. Chaque coup compte.
chess-19b-pawn-endgame-ideas-10-wrong-1 = Trop lent : le roi blanc arrive le premier en b7 ou en c7, tient votre roi loin du coin, et le pion va à dame. Dirigez-vous tout de suite vers le coin.
chess-19b-pawn-endgame-ideas-10-wrong-2 = Si vous vous éloignez du coin, le roi blanc va en b7 et le pion va à dame. Allez en b8, devant le pion.
chess-19b-pawn-endgame-ideas-10-wrong-3 = Après Kc8, le pion va à dame avec échec. Entrez dans le coin.
chess-19b-pawn-endgame-ideas-10-hint = Le long de la rangée du fond : c8 d'abord, puis b8, puis le coin.
chess-19b-pawn-endgame-ideas-10-success = Dans le coin, votre roi est à l'abri : Ka6 serait pat, et tout autre coup de roi vous permet de prendre le pion. Roi et pion-tour contre un roi dans le coin, c'est nulle.

## Les finales de tours

chess-20-rook-endgames-title = Les finales de tours
chess-20-rook-endgames-summary = La position de Lucena pour gagner, la position de Philidor pour faire nulle.
chess-20-rook-endgames-1-intro = La position de Lucena : votre roi se trouve devant son pion et votre tour coupe le roi noir. Repoussez ce roi d'une colonne de plus, placez votre tour sur la quatrième rangée, sortez votre roi, interposez la tour devant le dernier échec (c'est le pont), et allez à dame.
chess-20-rook-endgames-1-wrong-1 = Repoussez d'abord le roi noir d'une colonne de plus par un échec de tour.
chess-20-rook-endgames-1-wrong-2 = Préparez le pont : placez la tour sur la quatrième rangée.
chess-20-rook-endgames-1-wrong-3 = Sortez de devant le pion, du côté opposé à la tour noire.
chess-20-rook-endgames-1-wrong-4 = Marchez vers votre tour, en restant à côté du pion.
chess-20-rook-endgames-1-wrong-5 = Avancez en zigzag vers votre tour en f4, en gardant le pion protégé.
chess-20-rook-endgames-1-wrong-6 = Encore un pas vers le bas, à côté de la quatrième rangée où votre tour attend.
chess-20-rook-endgames-1-wrong-7 = Interposez votre tour devant l'échec : c'est le pont.
chess-20-rook-endgames-1-wrong-8 = Les échecs sont finis : promouvez le pion en dame.
chess-20-rook-endgames-1-hint = La tour doit être sur la quatrième rangée avant que le roi ne sorte.
chess-20-rook-endgames-1-success = Vous avez construit le pont : la tour a protégé le roi, et le pion est allé à dame.
chess-20-rook-endgames-2-intro = Maintenant, gagnez une position de Lucena contre l'ordinateur. Le roi noir est coupé par votre tour. Promouvez le pion sans le perdre et sans perdre votre tour.
chess-20-rook-endgames-2-hint = D'abord la tour sur la quatrième rangée, puis sortez le roi et construisez le pont.
chess-20-rook-endgames-2-success = La position de Lucena est gagnante : le pont fonctionne toujours dès que le roi adverse est coupé.
chess-20-rook-endgames-3-intro = Dans la position de Philidor, vous défendez avec les Noirs : gardez votre tour sur la sixième rangée pour que le roi blanc ne puisse pas avancer. Quand le pion arrive sur cette rangée, envoyez la tour tout au fond et donnez échec par derrière.
chess-20-rook-endgames-3-wrong-1 = Gardez la tour sur la sixième rangée, sur une case où rien ne peut la prendre.
chess-20-rook-endgames-3-wrong-2 = Le pion est sur la sixième rangée : le roi blanc n'a donc plus d'abri devant lui. Envoyez votre tour à l'autre bout de sa colonne.
chess-20-rook-endgames-3-wrong-3 = Les Blancs menacent de mater sur la rangée du fond. Donnez échec au roi par derrière.
chess-20-rook-endgames-3-wrong-4 = Continuez à donner échec par derrière : le roi blanc n'a nulle part où se cacher.
chess-20-rook-endgames-3-hint = Faites glisser la tour le long de la sixième rangée, hors d'atteinte.
chess-20-rook-endgames-3-success = La tour sur la sixième rangée, puis des échecs par derrière : la position de Philidor est nulle.
chess-20-rook-endgames-4-intro = Tenez une position de Philidor contre l'ordinateur pendant dix coups sans perdre votre tour. La tour sur la sixième rangée jusqu'à ce que le pion avance, puis des échecs par derrière.
chess-20-rook-endgames-4-hint = Ne quittez pas la sixième rangée trop tôt : faites des coups d'attente avec la tour le long de celle-ci, ou avec le roi.
chess-20-rook-endgames-4-success = Vous avez tenu la nulle : la défense Philidor tient le roi blanc à l'écart.
