# Brandubh lessons in French; keys from tabula-engine lesson-texts brandubh.

## Deux camps, deux objectifs

brandubh-01-sides-and-goal-title = Deux camps, deux objectifs
brandubh-01-sides-and-goal-summary = Les défenseurs amènent leur roi dans un coin ; les attaquants tentent de le prendre.
brandubh-01-sides-and-goal-1-intro = Le Brandubh est une course-poursuite. Vous jouez les pièces claires, les défenseurs, et votre roi gagne la partie dès qu'il atteint l'un des quatre coins. Menez-le dans un coin.
brandubh-01-sides-and-goal-1-hint = Le roi se déplace comme une tour. Quel coin voit-il ?
brandubh-01-sides-and-goal-1-success = Le roi est arrivé à bon port : atteindre n'importe quel coin fait gagner les défenseurs.
brandubh-01-sides-and-goal-2-intro = Vous jouez maintenant les pièces sombres, les attaquants, qui jouent le premier coup de la partie. Vous êtes plus nombreux, et vous gagnez en prenant le roi. Loin du centre, enfermez-le entre deux attaquants placés de part et d'autre.
brandubh-01-sides-and-goal-2-hint = Un attaquant se trouve déjà à côté du roi. Amenez-en un autre de l'autre côté.
brandubh-01-sides-and-goal-2-success = Coincé entre deux attaquants, le roi est pris et les attaquants gagnent.
brandubh-01-sides-and-goal-3-intro = Retour aux défenseurs. Le roi a souvent besoin de deux coups : d'abord vers un bord, puis le long de celui-ci jusqu'à un coin. Menez-le à bon port en deux coups.
brandubh-01-sides-and-goal-3-hint = Cherchez une case du bord avec une route dégagée vers un coin.
brandubh-01-sides-and-goal-3-success = Les bords mènent aux coins : un bord dégagé est le meilleur ami du roi.

## Les déplacements

brandubh-02-moving-title = Les déplacements
brandubh-02-moving-summary = Toutes les pièces se déplacent comme une tour ; le trône et les coins sont réservés au roi.
brandubh-02-moving-1-intro = La position de départ : huit attaquants sombres, quatre défenseurs clairs et leur roi. Le roi commence sur la case centrale, d4, appelée le trône ; les quatre coins sont les cases qu'il cherche à atteindre. Chaque pièce se déplace comme une tour aux échecs. Seul le roi peut s'arrêter sur le trône ou entrer dans un coin ; les autres pièces ne peuvent traverser le trône que lorsqu'il est vide.
brandubh-02-moving-2-intro = Chaque pièce, roi compris, se déplace comme une tour aux échecs : d'autant de cases vides qu'elle veut le long d'une rangée ou d'une colonne, sans jamais sauter. Atteignez les deux étoiles avec votre défenseur.
brandubh-02-moving-2-hint = Suivez d'abord la colonne b, puis la rangée.
brandubh-02-moving-2-success = En ligne droite, à n'importe quelle distance : c'est ainsi que se déplacent toutes les pièces.
brandubh-02-moving-3-intro = La case centrale, d4, est le trône. Seul le roi peut s'y arrêter, et seul le roi peut entrer dans un coin. Faites passer le roi sur les deux étoiles.
brandubh-02-moving-3-hint = Le trône se trouve sur la rangée même du roi.
brandubh-02-moving-3-success = Le roi peut toujours revenir sur son trône ; aucune autre pièce ne peut s'y arrêter.
brandubh-02-moving-4-intro = Un défenseur ou un attaquant ne peut jamais entrer dans un coin : en glissant le long du bord, il s'arrête juste à côté. Amenez votre défenseur sur l'étoile.
brandubh-02-moving-4-hint = La route qui passe par le coin est fermée. Contournez-le.
brandubh-02-moving-4-success = Les coins sont réservés au roi ; toutes les autres pièces les contournent.
brandubh-02-moving-5-intro = Aucune pièce à part le roi ne peut s'arrêter sur le trône, mais toute pièce peut le traverser tant qu'il est vide. Atteignez les deux étoiles avec votre attaquant.
brandubh-02-moving-5-hint = Le trône est vide : la quatrième rangée est ouverte d'un bout à l'autre.
brandubh-02-moving-5-success = Un trône vide n'empêche personne de passer.
brandubh-02-moving-6-intro = Quand le roi est assis sur son trône, il le bloque comme n'importe quelle autre pièce. Amenez votre attaquant sur l'étoile.
brandubh-02-moving-6-hint = La quatrième rangée est fermée. Traversez par une autre rangée.
brandubh-02-moving-6-success = Quand le roi est chez lui, le trône est un mur : contournez-le.

## Les prises

brandubh-03-capture-title = Les prises
brandubh-03-capture-summary = Enfermez une pièce ennemie entre deux des vôtres, ou contre un coin ou le trône vide.
brandubh-03-capture-1-intro = Une pièce est prise quand on l'enferme (prise en tenaille) : un ennemi se déplace de sorte que la pièce se retrouve entre deux ennemis, de part et d'autre sur une rangée ou une colonne, jamais en diagonale. Ici, si l'attaquant en g4 va en e4, le défenseur en e3 est coincé entre lui et l'attaquant en e2, et il est pris. Les coins, et le trône quand il est vide, sont hostiles : chacun peut tenir lieu de l'un des deux ennemis, contre les attaquants comme contre les défenseurs ; le bord du plateau, lui, ne le peut pas. Loin du trône, le roi est pris de la même façon ; sur le trône ou à côté, il faut plus d'attaquants, comme le montrera une leçon suivante.
brandubh-03-capture-2-intro = Une pièce est prise quand un ennemi se déplace pour l'enfermer entre deux pièces ennemies, de part et d'autre sur une rangée ou une colonne. Prenez le défenseur en c6.
brandubh-03-capture-2-hint = Un attaquant est déjà à côté de lui. Refermez le piège de l'autre côté.
brandubh-03-capture-2-success = Deux attaquants de part et d'autre : le défenseur pris entre eux disparaît.
brandubh-03-capture-3-intro = Les défenseurs prennent de la même façon. Un coin compte comme l'une de vos pièces : pour prendre un ennemi placé à côté d'un coin, il suffit donc d'une de vos pièces de son autre côté. Prenez l'attaquant en b7.
brandubh-03-capture-3-hint = Le coin est déjà d'un côté de lui.
brandubh-03-capture-3-success = Les coins sont hostiles à toutes les pièces : se tenir à côté d'un coin est dangereux.
brandubh-03-capture-4-intro = Le trône vide est lui aussi hostile, aux attaquants comme aux défenseurs. Prenez le défenseur en d5 contre lui.
brandubh-03-capture-4-hint = Le trône est sous d5. Qu'y a-t-il au-dessus ?
brandubh-03-capture-4-success = Quand le roi est parti, le trône vide enferme les pièces comme le ferait un ennemi.
brandubh-03-capture-5-intro = Le roi est armé : il aide les défenseurs à prendre, comme pièce qui se déplace ou comme partenaire de l'autre côté. Prenez l'attaquant en c5.
brandubh-03-capture-5-hint = Le roi se trouve d'un côté de lui. Amenez un défenseur de l'autre.
brandubh-03-capture-5-success = Le roi est un combattant : il prend comme n'importe quel défenseur.
brandubh-03-capture-6-intro = Un seul coup peut prendre plusieurs pièces à la fois, une de chaque côté de la case d'arrivée. Prenez les deux défenseurs d'un seul coup.
brandubh-03-capture-6-hint = Trouvez la case qui se trouve entre eux.
brandubh-03-capture-6-success = Deux pièges refermés d'un seul coup : une double prise.

## À l'abri entre deux

brandubh-04-safe-between-title = À l'abri entre deux
brandubh-04-safe-between-summary = Seul le camp qui joue prend : s'installer entre deux ennemis est sans danger.
brandubh-04-safe-between-1-intro = Une prise n'a lieu que pendant le coup de celui qui prend. Vous pouvez donc vous placer entre deux ennemis et y rester. Placez votre défenseur en c6, entre les attaquants, puis prenez l'attaquant en b6.
brandubh-04-safe-between-1-wrong-1 = Placez-vous d'abord entre les attaquants en b6 et d6 : c6 est sans danger, car une pièce qui vient se placer entre deux ennemis n'est pas prise.
brandubh-04-safe-between-1-wrong-2 = Votre défenseur en c6 est déjà à côté de b6. Amenez un autre défenseur de l'autre côté de b6.
brandubh-04-safe-between-1-hint = Après c6, cherchez la case de l'autre côté de b6.
brandubh-04-safe-between-1-success = Trois attaquants entouraient votre défenseur sans pouvoir le prendre : le piège doit se refermer pendant leur coup.
brandubh-04-safe-between-2-intro = Le défenseur en c6 est venu se placer entre vos attaquants, il est donc toujours là : seul le coup qui referme un piège prend. Prenez-le.
brandubh-04-safe-between-2-hint = Le piège de b6 à d6 est déjà fermé. Quelle autre ligne est à moitié fermée ?
brandubh-04-safe-between-2-success = Se tenir à côté d'une pièce ne la prend pas ; c'est en venant refermer le piège qu'on la prend.
brandubh-04-safe-between-3-intro = Le défenseur en c6 est à l'abri entre vos attaquants en b6 et d6. Ces deux mêmes cases permettent de le prendre si l'un de vos attaquants vient s'y placer. Prenez-le en deux coups.
brandubh-04-safe-between-3-hint = Un piège a besoin d'une pièce qui bouge. L'un de vos deux attaquants pourrait-il jouer ce rôle ?
brandubh-04-safe-between-3-success = Sortir et revenir : l'attaquant qui revient referme le piège et prend.
brandubh-04-safe-between-4-intro = Se placer entre deux ennemis n'est pas seulement sans danger : on peut ainsi les prendre, car la pièce qui se déplace prend de tous les côtés. Prenez les deux attaquants d'un seul coup.
brandubh-04-safe-between-4-hint = Vos défenseurs attendent en a6 et e6. Trouvez la case du milieu.
brandubh-04-safe-between-4-success = C'est la pièce qui bouge qui prend, même quand elle arrive entre deux ennemis.

## Prendre le roi

brandubh-05-capturing-the-king-title = Prendre le roi
brandubh-05-capturing-the-king-summary = Deux attaquants le prennent en terrain libre, trois à côté du trône, quatre sur le trône.
brandubh-05-capturing-the-king-1-intro = Loin du trône, le roi est pris comme n'importe quelle pièce : enfermé entre deux attaquants. Sur le bord, ils doivent se tenir de part et d'autre de lui, le long du bord. Prenez le roi.
brandubh-05-capturing-the-king-1-hint = Le bord lui-même ne vous aide jamais. Regardez le long de la rangée du haut.
brandubh-05-capturing-the-king-1-success = Coincé le long du bord entre deux attaquants : les attaquants gagnent.
brandubh-05-capturing-the-king-2-intro = Un coin agit aussi contre le roi. Il se trouve à côté du coin g1, prêt à y entrer. Prenez-le avant qu'il n'y entre.
brandubh-05-capturing-the-king-2-hint = Le coin est d'un côté de lui. L'autre côté, sur la même ligne, est libre.
brandubh-05-capturing-the-king-2-success = Un attaquant et un coin prennent le roi, tout comme le feraient deux attaquants.
brandubh-05-capturing-the-king-3-intro = Juste à côté du trône, le roi est plus difficile à prendre : les attaquants doivent occuper ses trois autres côtés, et le trône vide ferme le quatrième. Prenez-le en deux coups.
brandubh-05-capturing-the-king-3-hint = Deux attaquants face à face ne suffisent pas ici. Comptez ses côtés.
brandubh-05-capturing-the-king-3-success = Trois attaquants et le trône vide : le roi à côté du trône est pris.
brandubh-05-capturing-the-king-4-intro = Sur son trône, le roi est plus en sécurité que partout ailleurs : il n'est pris que lorsque des attaquants l'entourent sur ses quatre côtés. Prenez-le en deux coups.
brandubh-05-capturing-the-king-4-hint = Deux côtés sont déjà occupés. Occupez les deux autres.
brandubh-05-capturing-the-king-4-success = Encerclé sur ses quatre côtés, même le roi sur son trône tombe.
brandubh-05-capturing-the-king-5-intro = Un défenseur à côté du roi empêche le piège de se refermer. Prenez d'abord ce défenseur, puis le roi. Vous avez deux coups.
brandubh-05-capturing-the-king-5-hint = Le défenseur en d6 a un attaquant au-dessus de lui.
brandubh-05-capturing-the-king-5-success = Éliminez les gardes du roi, et le piège peut se refermer.

## La fuite

brandubh-06-escape-title = La fuite
brandubh-06-escape-summary = Trouvez la route dégagée, et créez deux menaces à la fois pour que les attaquants ne puissent pas parer les deux.
brandubh-06-escape-1-intro = Une route vers un coin doit être vide d'un bout à l'autre. Ici, la plupart des routes du roi sont fermées. Trouvez celle qui est ouverte et échappez-vous en deux coups.
brandubh-06-escape-1-hint = Sur sa rangée et vers c7, le roi est enfermé. Essayez la colonne c dans l'autre sens, vers la première rangée.
brandubh-06-escape-1-success = Vérifiez chaque route avant de jouer : une seule ligne ouverte suffit au roi.
brandubh-06-escape-2-intro = Seule, une menace de fuite est facile à parer : les attaquants n'ont qu'à bloquer la route. Allez sur une case qui a deux routes ouvertes vers deux coins. Ils ne peuvent en bloquer qu'une.
brandubh-06-escape-2-wrong-1 = Cela donne au roi une route au plus, et une route se bloque facilement. Cherchez une case du bord avec des routes ouvertes dans les deux sens.
brandubh-06-escape-2-wrong-2 = Ils ont bloqué la route vers g7, mais l'autre route est toujours ouverte.
brandubh-06-escape-2-hint = Quelle case du bord voit deux coins à la fois ?
brandubh-06-escape-2-success = Deux routes à la fois : les attaquants en ont bloqué une, et le roi a pris l'autre.
brandubh-06-escape-3-intro = Un attaquant placé à côté d'un coin bloque la route, mais le coin lui est hostile. Le roi armé peut le prendre en se posant de son autre côté. Échappez-vous en deux coups.
brandubh-06-escape-3-hint = L'attaquant en b7 se trouve entre un coin et une case que le roi peut atteindre.
brandubh-06-escape-3-success = Le roi a pris le bloqueur contre le coin et y est entré.
brandubh-06-escape-4-intro = C'est maintenant l'ordinateur qui joue les attaquants. Placez le roi sur une colonne ouverte à la fois vers la rangée du haut et vers celle du bas : quelle que soit l'extrémité qu'ils ferment, il atteint l'autre bord avec deux routes. Échappez-vous en trois coups.
brandubh-06-escape-4-hint = Les rangées du haut et du bas sont vides. Quelles colonnes le roi peut-il atteindre le long de sa rangée ?
brandubh-06-escape-4-success = Menace sur menace : les attaquants n'ont pas pu tout couvrir.

## Bloquer les routes

brandubh-07-blocking-title = Bloquer les routes
brandubh-07-blocking-summary = Avec les attaquants, fermez les routes du roi avant qu'il ne puisse les emprunter.
brandubh-07-blocking-1-intro = Le roi en g4 a une seule route ouverte : remonter le bord jusqu'au coin g7. Avec les attaquants, placez une pièce sur son chemin, et l'ordinateur cherchera une autre issue.
brandubh-07-blocking-1-hint = Lequel de vos attaquants peut atteindre la colonne g au-dessus du roi ?
brandubh-07-blocking-1-success = Route fermée. Chaque ligne ouverte vers un coin doit être bloquée, et à temps.
brandubh-07-blocking-2-intro = L'endroit où vous bloquez compte. Un bloqueur à côté d'un coin peut être pris contre lui, et la route se rouvre alors. Fermez la route du roi vers a7 avec une pièce qui tiendra.
brandubh-07-blocking-2-wrong-1 = Bloquez en c7. En b7, votre attaquant serait à côté du coin : le roi va en c7, le prend contre le coin et y entre.
brandubh-07-blocking-2-hint = Deux cases bloquent la route. Laquelle n'a pas de coin derrière elle ?
brandubh-07-blocking-2-success = Un bloqueur loin du coin tient ; un bloqueur juste à côté est une prise facile.
brandubh-07-blocking-3-intro = Le roi en c5 menace de monter en c7. De là, il aurait deux routes, vers a7 et vers g7, et vous ne pourriez en bloquer qu'une. Arrêtez-le avant qu'il n'atteigne le bord.
brandubh-07-blocking-3-wrong-1 = Le roi peut encore atteindre c7 avec deux routes ouvertes, et un seul bloqueur ne peut pas fermer les deux. Placez-vous plutôt sur son chemin vers le bord.
brandubh-07-blocking-3-hint = Bloquez la colonne, pas les coins.
brandubh-07-blocking-3-success = Tenez le roi loin des bords ouverts, et ses menaces à deux routes ne voient jamais le jour.
brandubh-07-blocking-4-intro = C'est maintenant l'ordinateur qui joue les défenseurs et qui cherche une issue. Empêchez le roi d'atteindre un bord avec une route ouverte. Tenez bon pendant trois coups.
brandubh-07-blocking-4-hint = Quelle case du bord le roi peut-il atteindre en un coup, et qui pourrait l'y arrêter ?
brandubh-07-blocking-4-success = Bloquer tôt, avant que le roi n'atteigne le bord, protège les coins.

## Une partie entière

brandubh-08-a-whole-game-title = Une partie entière
brandubh-08-a-whole-game-summary = La position de départ, qui joue en premier, et les deux autres façons dont une partie se termine : un camp qui ne peut pas jouer perd, et une troisième répétition donne la nulle.
brandubh-08-a-whole-game-1-intro = La partie commence ainsi : le roi sur le trône, ses quatre défenseurs autour de lui, et les huit attaquants en croix sur les bords. Les attaquants jouent en premier. C'est vous qui les jouez : amenez un attaquant en b2, la case voisine du coin a1 en diagonale.
brandubh-08-a-whole-game-1-hint = L'attaquant en d2 peut glisser vers la gauche le long de sa rangée, et celui en b4 vers le bas le long de sa colonne.
brandubh-08-a-whole-game-1-success = Les attaquants ont joué en premier. Les attaquants occupent souvent les cases voisines des coins en diagonale (b2, f2, b6, f6) : de là, une pièce peut bloquer l'une ou l'autre des routes qui mènent à son coin.
brandubh-08-a-whole-game-2-intro = Un camp qui ne peut pas jouer à son tour perd. Le roi et son dernier défenseur sont emmurés : un attaquant de plus en e4, et aucun des deux ne peut bouger. Fermez le mur.
brandubh-08-a-whole-game-2-wrong-1 = Après ce coup, le roi ou son défenseur a encore une case où aller. Occupez la dernière case libre à côté du roi.
brandubh-08-a-whole-game-2-hint = Quelle case à côté du roi est encore vide ?
brandubh-08-a-whole-game-2-success = Les défenseurs n'ont aucun coup légal, et cela leur fait perdre la partie, même si le roi n'a jamais été pris.
brandubh-08-a-whole-game-3-intro = Quand la même position (les mêmes pièces sur les mêmes cases, le même camp au trait) se présente pour la troisième fois, la partie est nulle. Votre roi, seul, est confiné aux cases b6 et b5. Les attaquants pourraient le prendre, mais ici ils se contentent de faire faire des allers-retours à une pièce. La nulle est le mieux que vous puissiez espérer : répétez la position.
brandubh-08-a-whole-game-3-wrong-1 = Répétez la position : allez en b5, puis revenez en b6.
brandubh-08-a-whole-game-3-wrong-2 = Retour en b6 : la position de départ revient pour la deuxième fois.
brandubh-08-a-whole-game-3-wrong-3 = Répétez les mêmes coups : de nouveau b5.
brandubh-08-a-whole-game-3-wrong-4 = Encore une fois en b6, et la position revient une troisième fois.
brandubh-08-a-whole-game-3-hint = Le roi n'a que deux cases : faites l'aller-retour entre elles.
brandubh-08-a-whole-game-3-success = La même position pour la troisième fois : la partie est nulle par répétition.
