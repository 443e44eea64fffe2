# Trichess lessons in French; keys from tabula-engine lesson-texts trichess.

## Le plateau

trichess-01-the-board-title = Le plateau
trichess-01-the-board-summary = 169 cases hexagonales, trois joueurs, et l'ordre dans lequel ils jouent.
trichess-01-the-board-1-intro = Le Trichess, ce sont des échecs à trois joueurs sur un plateau de 169 cases à six côtés. L'armée des Blancs commence sur le bord inférieur, celle des Rouges en haut à gauche et celle des Noirs en haut à droite. Chaque case est désignée par une lettre et un nombre, comme aux échecs, comptés depuis le côté des Blancs : les rois en surbrillance se trouvent en d1 (Blancs), e12 (Rouges) et o11 (Noirs). Les Blancs jouent en premier, puis les Rouges, puis les Noirs, et c'est ensuite de nouveau au tour des Blancs.
trichess-01-the-board-2-intro = Le Trichess, ce sont des échecs à trois sur 169 cases à six côtés. Vous êtes les Blancs, sur le bord inférieur, et vous jouez en premier ; viennent ensuite les Rouges (en haut à gauche), puis les Noirs (en haut à droite). Ici, les deux autres laissent passer leur tour : amenez votre tour sur les deux étoiles.
trichess-01-the-board-2-hint = h8 est le centre du plateau. De là, la rangée des cases numérotées 8 s'étend vers la gauche et vers la droite.
trichess-01-the-board-2-success = La tour file tout droit à travers les côtés des cases, de votre bord jusqu'au centre et au-delà.
trichess-01-the-board-3-intro = Vous êtes maintenant les Rouges, qui jouent en deuxième. Le plateau tourne pour que votre bord, celui qui était en haut à gauche au niveau précédent, soit en bas : les Blancs sont maintenant en haut à droite par rapport à vous, et les Noirs en haut à gauche. Amenez votre tour de son coin jusqu'aux deux étoiles.
trichess-01-the-board-3-hint = Le centre d'abord : depuis votre coin, il se trouve droit devant, sur la ligne de votre tour.
trichess-01-the-board-3-success = L'armée de chaque camp est la même, tournée d'un tiers de tour autour du plateau.
trichess-01-the-board-4-intro = Pour finir, vous êtes les Noirs, qui jouent après les Rouges ; le trait revient ensuite aux Blancs. Votre bord, celui qui était en haut à droite au premier niveau, est maintenant en bas, avec les Blancs en haut à gauche et les Rouges en haut à droite. Atteignez les deux étoiles avec votre tour.
trichess-01-the-board-4-hint = De nouveau par le centre, puis tout droit vers le bord des Blancs.
trichess-01-the-board-4-success = Le trait fait le tour du plateau : Blancs, Rouges, Noirs, et retour aux Blancs.

## Les pièces

trichess-02-pieces-title = Les pièces
trichess-02-pieces-summary = Tour, fou, dame, roi et cavalier sur des cases à six côtés.
trichess-02-pieces-1-intro = Une tour franchit les côtés des cases, aussi loin qu'elle veut : six directions le long de trois lignes qui passent par sa case. Atteignez les trois étoiles.
trichess-02-pieces-1-hint = Chaque étoile se trouve sur une ligne de la précédente. Commencez par f9.
trichess-02-pieces-1-success = Trois lignes passent par chaque case : la rangée, et une oblique dans chaque sens. La tour utilise les trois.
trichess-02-pieces-2-intro = Les cases ont trois couleurs. Un fou passe par les coins des cases pour aller à la case suivante de sa propre couleur ; chaque camp a donc trois fous, un par couleur. Seules les cases situées sur sa ligne le bloquent, jamais les deux cases qui bordent un coin. Atteignez les deux étoiles.
trichess-02-pieces-2-hint = Tout droit vers le haut du plateau, par le coin situé entre vos deux pions.
trichess-02-pieces-2-success = Le fou se faufile entre les pièces par les coins et ne change jamais de couleur.
trichess-02-pieces-3-intro = La dame se déplace comme une tour et comme un fou : douze directions en tout. Atteignez les deux étoiles.
trichess-02-pieces-3-hint = La première étoile est tout droit vers le haut, par les coins des cases.
trichess-02-pieces-3-success = Un coup par les coins, le suivant à travers les côtés : la dame fait les deux.
trichess-02-pieces-4-intro = Le roi se déplace d'une case dans l'une des douze directions de la dame : vers les six cases qui l'entourent, ou par un coin vers les six cases au-delà. Atteignez les étoiles.
trichess-02-pieces-4-hint = e3 ne touche pas d1, mais un pas par un coin l'atteint.
trichess-02-pieces-4-success = Grâce aux pas par les coins, le roi couvre plus de terrain qu'il n'y paraît.
trichess-02-pieces-5-intro = Le cavalier fait deux pas en ligne droite, puis un pas de plus en ligne droite, tourné sur le côté, en sautant par-dessus toutes les pièces : douze cases en tout. Atteignez les deux étoiles.
trichess-02-pieces-5-hint = Sautez d'abord par-dessus vos pions jusqu'en e4.
trichess-02-pieces-5-success = Les pièces qui se trouvent sur son chemin n'arrêtent pas un cavalier.

## Les pions

trichess-03-pawns-title = Les pions
trichess-03-pawns-summary = Pas simples, double pas, prises par les coins et promotion.
trichess-03-pawns-1-intro = Un pion avance en franchissant un côté vers l'une des deux cases vides devant lui, à gauche ou à droite. À son premier coup, il peut avancer de deux cases dans la même direction, et il n'y a pas de prise en passant au Trichess : un double pas peut dépasser un pion ennemi sans risque. Atteignez les étoiles.
trichess-03-pawns-1-hint = Deux étoiles sont à un double pas. La troisième demande un pas de plus depuis l'une d'elles.
trichess-03-pawns-1-success = En avant à gauche ou en avant à droite, et deux cases à la fois au premier coup.
trichess-03-pawns-2-intro = Un pion prend par un coin : sur la case droit devant lui, ou sur la case de coin située de chaque côté de celle-ci. Il ne peut pas prendre sur les cases où il avance. Prenez les deux pièces marquées.
trichess-03-pawns-2-hint = Le cavalier est droit devant votre pion, par un coin.
trichess-03-pawns-2-success = Les pions avancent à travers les côtés mais prennent par les coins, contre l'un ou l'autre adversaire.
trichess-03-pawns-3-intro = Un pion qui atteint l'un des trois bords d'en face (le bord supérieur ou le bord de départ de l'un ou l'autre adversaire) doit devenir une dame, une tour, un fou ou un cavalier. Ici, les deux pas vers l'avant sont bloqués : promouvez quand même.
trichess-03-pawns-3-hint = Une prise peut elle aussi atteindre le bord.
trichess-03-pawns-3-success = En avançant ou en prenant, tout pion qui atteint un bord d'en face est promu.
trichess-03-pawns-4-intro = Les pions de chaque camp s'éloignent de leur propre bord. Vous êtes les Noirs : vos pions sont promus sur le bord des Blancs, sur le bord des Rouges et sur le bord situé entre les deux. Promouvez votre pion.
trichess-03-pawns-4-hint = Le bord marqué est à deux pas.
trichess-03-pawns-4-success = Pour chaque camp, les trois bords d'en face forment la zone de promotion.

## Le roque

trichess-04-castling-title = Le roque
trichess-04-castling-summary = Le roi et la tour ensemble, d'un côté ou de l'autre, pour chaque camp.
trichess-04-castling-1-intro = Le roque déplace le roi de deux cases le long de votre bord vers une tour, et cette tour saute sur la case que le roi a franchie. Le roi et la tour ne doivent pas avoir bougé, et les cases entre eux doivent être vides. Roquez, d'un côté ou de l'autre.
trichess-04-castling-1-hint = Prenez le roi et déplacez-le de deux cases vers une tour.
trichess-04-castling-1-success = Un seul coup met le roi à l'abri et rapproche une tour du centre.
trichess-04-castling-2-intro = Le roi ne peut pas roquer pour sortir d'un échec, ni franchir une case attaquée par un adversaire ou s'y arrêter. L'attaque d'un pion compte même sur une case vide : le pion noir en f3 attaque e1. Roquez.
trichess-04-castling-2-hint = Vers h1, le roi franchirait e1.
trichess-04-castling-2-success = Quand un côté est contrôlé, l'autre peut encore être libre.
trichess-04-castling-3-intro = Chaque camp roque de la même façon le long de son propre bord. Vous êtes les Rouges, et votre cavalier se trouve encore entre votre roi et la tour en h15. Roquez.
trichess-04-castling-3-hint = Les cases vers a8 sont vides.
trichess-04-castling-3-success = Quel que soit le camp que vous jouez, le roque exige que toutes les cases entre le roi et la tour soient vides.

## L'échec venu de deux côtés

trichess-05-check-from-two-title = L'échec venu de deux côtés
trichess-05-check-from-two-summary = Donner échec, être mis en échec par l'un des adversaires ou par les deux, et s'en sortir.
trichess-05-check-from-two-1-intro = Un roi est en échec quand une pièce de l'un ou l'autre adversaire l'attaque, et son propriétaire doit y faire face à son tour. Votre dame peut mettre les deux adversaires en échec d'un seul coup : trouvez la case.
trichess-05-check-from-two-1-wrong-1 = Cela donne échec à un seul roi tout au plus. Il existe une case d'où votre dame voit à la fois e12 et o11.
trichess-05-check-from-two-1-hint = Cette case touche celle de votre dame, un pas plus près du centre.
trichess-05-check-from-two-1-success = Les deux adversaires sont en échec à la fois, et chacun doit y répondre à son tour.
trichess-05-check-from-two-2-intro = Le cavalier rouge vient de quitter d5 d'un saut et a démasqué la tour noire : vous êtes en échec alors que les Noirs n'ont pas joué. Au Trichess, les rois ne sont jamais pris : un roi n'est jamais que mis en échec, et son propriétaire y répond à son propre tour. Sortez de l'échec en déplaçant le roi, en interposant une pièce ou en prenant la pièce qui donne échec ; ici, l'une de ces façons est la meilleure.
trichess-05-check-from-two-2-wrong-1 = Cela vous sort de l'échec, mais la tour noire en d8 n'était pas protégée : votre fou pouvait tout simplement la prendre.
trichess-05-check-from-two-2-hint = Laquelle de vos pièces atteint d8 ?
trichess-05-check-from-two-2-success = Prendre la pièce qui donne échec met fin à l'échec et gagne du matériel.
trichess-05-check-from-two-3-intro = La tour rouge et le fou noir donnent tous deux échec à votre roi. Aucune interposition ni aucune prise par une autre pièce ne peut arrêter deux échecs : le roi doit donc bouger. Choisissez son meilleur coup.
trichess-05-check-from-two-3-wrong-1 = Cela pare les deux échecs, mais rien ne protège la tour rouge en d2 : votre roi pouvait la prendre.
trichess-05-check-from-two-3-hint = Un roi peut prendre une pièce qui donne échec quand aucune autre pièce ne la protège. Essayez de prendre le fou avec votre cavalier pour voir pourquoi cela échoue.
trichess-05-check-from-two-3-success = Contre deux échecs, seul le roi peut agir, et il peut prendre l'une des pièces qui donnent échec si la case est sûre.

## Mat et points

trichess-06-mate-and-points-title = Mat et points
trichess-06-mate-and-points-summary = Le mat termine la partie pour les trois joueurs ; les points vont aux pièces qui attaquent le roi.
trichess-06-mate-and-points-1-intro = Un roi en échec sans aucune issue est mat, et la partie se termine pour les trois joueurs. Le joueur maté marque 0, et les deux autres se partagent 2 points selon le nombre de leurs pièces qui attaquent la case du roi maté : si les pièces d'un seul joueur l'attaquent, ce joueur prend les deux points ; un attaquant chacun donne 1 et 1 ; deux contre un donne 4/3 et 2/3. Ici, la tour noire en a3 attaque le roi rouge en a8 (la flèche) : si les Rouges étaient matés maintenant, cette tour compterait pour les Noirs.
trichess-06-mate-and-points-2-intro = Un roi en échec sans aucune issue est mat, et la partie se termine pour tout le monde. Le joueur maté marque 0 et les deux autres se partagent 2 points. Matez les Rouges à vous seul, et les deux points sont pour vous.
trichess-06-mate-and-points-2-wrong-1 = Ce n'est pas mat. Donnez échec au roi de façon qu'il n'ait plus aucune case, et attention : un roi sans coup qui n'est pas en échec est pat, ce qui donne la nulle.
trichess-06-mate-and-points-2-hint = Votre tour contrôle déjà la colonne b. Amenez la dame tout contre le roi.
trichess-06-mate-and-points-2-success = Un mat en solo : les Rouges marquent 0, les Noirs 0, et vous prenez les deux points.
trichess-06-mate-and-points-3-intro = La tour noire vient de donner échec aux Rouges, et vous jouez avant que les Rouges ne puissent répondre. Si vous matez maintenant, les 2 points sont partagés selon le nombre de pièces de chaque adversaire qui attaquent le roi maté. Matez les Rouges en faisant participer l'une de vos pièces à l'attaque.
trichess-06-mate-and-points-3-wrong-1 = Seules les pièces qui attaquent le roi maté rapportent des points. Après ce coup, aucune de vos pièces n'attaque a8 : les Noirs prendraient donc les deux points, à moins que les Rouges ne soient même pas matés.
trichess-06-mate-and-points-3-hint = La dernière case libre du roi est c9. Contrôlez-la depuis une case qui vise aussi a8.
trichess-06-mate-and-points-3-success = Un attaquant chacun : les Noirs et vous marquez 1 point chacun, et les Rouges 0.
trichess-06-mate-and-points-4-intro = Plus vos pièces sont nombreuses à attaquer le roi maté, plus votre part est grande : deux des vôtres contre une des leurs, c'est 4/3 contre 2/3. La tour noire donne de nouveau échec aux Rouges. Matez avec deux de vos pièces qui attaquent a8.
trichess-06-mate-and-points-4-wrong-1 = Après ce coup, une seule de vos pièces attaque a8 (ou aucune) : au mieux, vous partageriez 1 et 1. Que le cavalier donne lui aussi échec en démasquant le fou.
trichess-06-mate-and-points-4-hint = N'importe quel coup du cavalier ouvre la ligne du fou. L'un d'eux permet en plus au cavalier d'attaquer lui-même a8.
trichess-06-mate-and-points-4-success = Deux attaquants contre un : vous marquez 4/3 et les Noirs seulement 2/3.
trichess-06-mate-and-points-5-intro = Vous pouvez aussi mater les Noirs, mais les Rouges jouent entre-temps et peuvent gâcher le mat, voire vous le voler. Donnez aux Noirs un échec et mat que les Rouges ne puissent ni bloquer ni reprendre à leur compte.
trichess-06-mate-and-points-5-wrong-1 = Pensez à la tour rouge en h10 : après un échec de la tour depuis o8, elle va en o10, bloque votre tour et donne elle-même échec aux Noirs, si bien que les Rouges prennent les deux points. Tout autre coup ne mate pas du tout.
trichess-06-mate-and-points-5-hint = Le roi noir est enfermé par ses propres pions : donnez-lui échec le long de la colonne o, du côté que les Rouges ne peuvent pas atteindre.
trichess-06-mate-and-points-5-success = Les Rouges ne pouvaient pas bloquer la colonne o au-dessus du roi, les Noirs sont donc restés mat. Les Rouges ont laissé faire, et les 2 points sont tous pour vous ; si la tour rouge s'était jointe à l'attaque depuis o10, vous les auriez partagés, 1 et 1.

## Nulles et abandon

trichess-07-draws-title = Nulles et abandon
trichess-07-draws-summary = Pat, répétition, 50 tours, accord et abandon : les autres façons dont une partie se termine.
trichess-07-draws-1-intro = Si le joueur au trait n'a aucun coup légal et n'est pas en échec, c'est le pat : la partie est nulle, 2/3 de point chacun. La dame et les tours noires finiront par gagner cette partie, 2/3 est donc un bon résultat. Mettez les Rouges pat.
trichess-07-draws-1-wrong-1 = La partie continue, et la dame et les tours noires vont bientôt attraper votre roi. Laissez les Rouges sans le moindre coup légal, et sans leur donner échec.
trichess-07-draws-1-hint = Le roi rouge a encore une case libre, a7. Contrôlez-la avec une pièce que le roi ne peut pas prendre.
trichess-07-draws-1-success = Pat : la partie se termine aussitôt et les trois joueurs marquent 2/3.
trichess-07-draws-2-intro = Quand la même position (mêmes pièces sur les mêmes cases, même joueur au trait) se présente pour la troisième fois, la partie est nulle, 2/3 chacun. Les Noirs ont une grande avance, une nulle vous convient donc : donnez échec au roi rouge encore et encore jusqu'à ce que la position se répète.
trichess-07-draws-2-wrong-1 = Pas celui-là. Donnez échec depuis une case qui touche celle de votre dame, où le roi rouge ne peut pas prendre la dame et n'a qu'un seul coup ; en revenant ensuite, vous lui redonnez échec.
trichess-07-draws-2-wrong-2 = Retournez là d'où la dame est venue : l'échec donné depuis cette case renvoie aussi le roi en arrière.
trichess-07-draws-2-wrong-3 = Répétez le même échec qu'avant, pour que les mêmes positions reviennent.
trichess-07-draws-2-wrong-4 = Répétez le même échec qu'avant, pour que les mêmes positions reviennent.
trichess-07-draws-2-hint = Donnez échec depuis la case voisine de votre dame, puis revenez.
trichess-07-draws-2-success = La position est revenue une troisième fois : nulle par répétition, 2/3 chacun.
trichess-07-draws-3-intro = Après 50 tours (150 coups d'affilée) sans prise ni coup de pion, la partie est nulle, 2/3 chacun. Le compteur est à 147, et les Noirs, très en avance, n'ont plus de pion à pousser. Un coup tranquille, et la partie est terminée.
trichess-07-draws-3-wrong-1 = Pas celui-là. Un coup de pion ou une prise remet le compteur à zéro, et ce serait aussi le cas si les Noirs prenaient une tour que vous laisseriez à portée de leur dame ou de leur tour. Jouez un coup tranquille qui ne laisse rien à prendre.
trichess-07-draws-3-hint = Ne touchez ni au cavalier ni au pion, et gardez votre tour hors de portée de la dame et de la tour noires.
trichess-07-draws-3-success = Votre coup tranquille et les deux réponses ont porté le total à 150 coups d'affilée : nulle par la règle des 50 tours.
trichess-07-draws-4-intro = Vous pouvez abandonner à tout moment : vous marquez 0 et les autres 1 chacun. Une nulle peut aussi être conclue d'un commun accord, mais seulement si les trois joueurs votent pour : 2/3 chacun. Sans dame face à deux adversaires, mieux vaut tenir bon : résistez cinq coups à l'ordinateur.
trichess-07-draws-4-hint = La dame rouge contrôle déjà la colonne e à côté de votre roi. Gardez les cases autour de lui protégées avant toute autre chose.
trichess-07-draws-4-success = Vous avez tenu bon : une partie n'est pas perdue tant qu'elle n'est pas terminée, et une nulle rapporte quand même 2/3.
