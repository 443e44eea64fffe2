# Trigame lessons in French; keys from tabula-engine lesson-texts trigame.

## Points, lignes et triangles

trigame-01-places-title = Points, lignes et triangles
trigame-01-places-summary = Les pièces se placent sur trois sortes d'emplacements, et chaque type de pièce a les siens.
trigame-01-places-1-intro = Le plateau comporte trois sortes d'emplacements : les points où les lignes se croisent, les milieux des lignes courtes qui relient deux points voisins, et l'intérieur des petits triangles. Le nom d'un point commence par v (de l'anglais vertex, sommet), comme v21 ; celui d'un milieu de ligne par e (edge, arête) suivi de ses deux extrémités, comme e1121 (de v11 à v21) ; celui d'un triangle par L ou R, comme L11. Les surbrillances en montrent un de chaque : L11, l'un de ses côtés et l'un de ses coins. Les Noirs (à gauche) et les Rouges (à droite) ont chacun six pièces de trois types, a, b et c ; toutes commencent sur des points, sauf un a de chaque camp, placé dans un triangle.
trigame-01-places-2-intro = Vous jouez les Noirs contre les Rouges. Le plateau comporte trois sortes d'emplacements : les points où les lignes se croisent, les milieux des lignes et l'intérieur des petits triangles. Un b (le losange) se place uniquement sur les points. Amenez-le sur les deux étoiles.
trigame-01-places-2-hint = Un b glisse le long d'une ligne aussi loin qu'il veut. Commencez par longer le bord supérieur gauche.
trigame-01-places-2-success = Un b termine toujours son coup sur un point.
trigame-01-places-3-intro = Un c (le disque) se place sur les points, mais aussi au milieu d'une ligne. Amenez-le sur l'étoile au milieu d'une ligne, puis sur l'étoile située sur un point.
trigame-01-places-3-hint = Depuis un point, un c peut aller au milieu du côté opposé d'un triangle qui touche ce point.
trigame-01-places-3-success = Un c fait l'aller-retour entre les points et les milieux des lignes.
trigame-01-places-4-intro = Un a (le triangle) se place sur les points et à l'intérieur des petits triangles. Faites-le entrer dans le triangle marqué d'une étoile, puis amenez-le sur l'étoile située sur un point.
trigame-01-places-4-hint = Depuis son point, dans un coin du plateau, le a peut entrer dans le seul triangle qui touche ce point.
trigame-01-places-4-success = Un a fait l'aller-retour entre les points et l'intérieur des triangles.
trigame-01-places-5-intro = Chaque étoile se trouve sur une sorte d'emplacement différente : un point, le milieu d'une ligne et un triangle. Envoyez la bonne pièce sur chaque étoile.
trigame-01-places-5-hint = Seul un c peut s'arrêter sur une ligne, et seul un a peut entrer dans un triangle.
trigame-01-places-5-success = Les points sont pour toutes les pièces, les lignes pour le c seulement, les triangles pour le a seulement.
trigame-01-places-6-intro = Qui joue en premier ? Dans le jeu original, le premier joueur est tiré au sort, et c'est le comportement par défaut de l'application ; l'option « Qui commence » de l'écran de nouvelle partie permet aussi de donner le premier coup aux Noirs ou aux Rouges. Ici, c'est vous, les Noirs, qui jouez en premier depuis la position de départ : avancez un c jusqu'au milieu d'une ligne.
trigame-01-places-6-hint = Le c en v20 peut aller au milieu de la ligne qui lui fait face dans un triangle qu'il touche.
trigame-01-places-6-success = Le premier coup est joué. Quand le premier joueur est tiré au sort, chaque camp commence dans environ la moitié des parties.

## La marche des pièces

trigame-02-pieces-title = La marche des pièces
trigame-02-pieces-summary = Le a marche de triangle en triangle, le b glisse le long des lignes, le c saute entre points et lignes.
trigame-02-pieces-1-intro = Chaque type de pièce a ses propres emplacements et ses propres coups. Un b (le losange) se place uniquement sur les points et glisse le long des lignes comme une tour. Un c (le disque) se place sur les points et au milieu des lignes : il va de point en point, ou saute vers le milieu d'une ligne ou depuis celui-ci. Un a (le triangle) se place sur les points et à l'intérieur des triangles, et il marche de triangle en triangle ou vers un coin. Ici, votre b est sur un point, votre c au milieu d'une ligne et votre a à l'intérieur d'un triangle.
trigame-02-pieces-2-intro = Un a à l'intérieur d'un triangle peut franchir un côté libre pour passer dans le triangle voisin, ou se placer sur l'un des coins de son triangle. Depuis un point, il peut entrer dans n'importe quel triangle vide qui touche ce point. Atteignez les trois étoiles.
trigame-02-pieces-2-hint = Passez d'abord dans le triangle voisin, puis servez-vous de son coin comme d'une porte.
trigame-02-pieces-2-success = Un a avance à petits pas : de triangle en triangle, d'un triangle vers un coin, d'un point vers un triangle.
trigame-02-pieces-3-intro = Un b glisse le long d'une ligne droite de point en point, aussi loin qu'il veut, comme une tour aux échecs. Les lignes vont dans trois directions. Atteignez les trois étoiles.
trigame-02-pieces-3-hint = Allez d'abord au coin supérieur, puis utilisez les deux autres directions.
trigame-02-pieces-3-success = Un b parcourt une ligne entière d'un seul coup.
trigame-02-pieces-4-intro = Les trois points en gras de la ligne centrale sont interdits au b : il ne peut ni s'y arrêter ni les traverser tant qu'ils sont vides. Atteignez l'étoile en faisant un détour.
trigame-02-pieces-4-hint = Le chemin direct traverse un point en gras. Un b n'atteint la moitié droite du plateau que par le coin supérieur ou par le coin inférieur.
trigame-02-pieces-4-success = Tant que les points en gras sont vides, un b ne franchit la ligne centrale qu'au coin supérieur ou au coin inférieur.
trigame-02-pieces-5-intro = Un c sur un point peut avancer le long d'une ligne jusqu'au point suivant, ou aller au milieu du côté opposé de n'importe quel triangle qui touche son point. Depuis le milieu d'une ligne, il va au coin opposé de l'un ou l'autre des triangles qui bordent cette ligne. Atteignez les trois étoiles.
trigame-02-pieces-5-hint = Depuis le milieu d'une ligne, regardez le coin situé de l'autre côté du triangle.
trigame-02-pieces-5-success = Un c utilise ses trois sortes de coups : d'un point vers une ligne, d'une ligne vers un point, d'un point vers un point.
trigame-02-pieces-6-intro = Un c placé au milieu d'une ligne ferme cette ligne : aucune pièce ne peut la longer ni la traverser, sauf un a qui saute par-dessus pour prendre (vous découvrirez ce saut avec les prises). Le c rouge bloque le chemin court vers l'étoile : trouvez-en un autre.
trigame-02-pieces-6-hint = Descendez d'abord le long du bord inférieur gauche, puis cherchez une ligne qui monte vers le bord supérieur au-delà du c.
trigame-02-pieces-6-success = Un c sur une ligne est un mur : contournez-le.

## Les prises

trigame-03-captures-title = Les prises
trigame-03-captures-summary = Chaque pièce prend à sa manière, et jamais une pièce de son propre type.
trigame-03-captures-1-intro = Un a prend en sautant hors de son triangle, par-dessus l'un de ses côtés et à travers le triangle suivant, jusqu'au point situé au-delà. Le saut doit prendre quelque chose : un c rouge au milieu de la ligne qu'il franchit, ou un b ou un c rouge sur le point où il atterrit. Prenez les deux pièces rouges.
trigame-03-captures-1-hint = Regardez le point situé au-delà du triangle voisin, et la ligne que le a survolerait.
trigame-03-captures-1-success = Un a saute par-dessus une ligne jusqu'au point opposé, et prend ce qui se trouve sur la ligne ou sur le point.
trigame-03-captures-2-intro = Un b prend en glissant sur un a ou un c rouge, comme une tour. Un point en gras n'est interdit au b que lorsqu'il est vide : le b peut s'y arrêter pour prendre. Prenez les deux pièces rouges.
trigame-03-captures-2-hint = Prenez d'abord la pièce sur le point en gras ; de là, l'autre est sur une ligne.
trigame-03-captures-2-success = Un b prend un a ou un c au bout de sa glissade, même sur un point en gras.
trigame-03-captures-3-intro = Un c prend en chemin. En allant d'un point au milieu d'une ligne ou inversement, il prend un a rouge à l'intérieur du triangle qu'il traverse ; en arrivant sur un point, il prend un a ou un b rouge qui s'y trouve. Prenez les trois pièces rouges.
trigame-03-captures-3-hint = Traversez le triangle du a en allant au milieu de son côté opposé.
trigame-03-captures-3-success = Un c prend ce qui se trouve sur son chemin à travers un triangle, et ce qui se tient sur le point qu'il atteint.
trigame-03-captures-4-intro = Un seul saut d'un a peut prendre deux pièces : un c sur la ligne qu'il franchit et un b sur le point où il atterrit. Prenez les deux d'un seul coup.
trigame-03-captures-4-hint = Survolez le c et atterrissez sur le b.
trigame-03-captures-4-success = Deux pièces d'un seul saut : celle de la ligne et celle du point d'arrivée.
trigame-03-captures-5-intro = Un c qui quitte le milieu d'une ligne peut lui aussi prendre deux pièces : un a à l'intérieur du triangle qu'il traverse et un b sur le point où il s'arrête. Prenez les deux d'un seul coup.
trigame-03-captures-5-hint = Des deux triangles qui bordent la ligne du c, choisissez celui dont le coin opposé porte le b.
trigame-03-captures-5-success = Deux pièces d'un seul coup : celle du triangle traversé et celle du point atteint.
trigame-03-captures-6-intro = Une pièce ne prend jamais une pièce de son propre type : un b ne peut pas prendre un b, un c ne peut pas prendre un c, un a ne peut pas prendre un a. Les règles refusent un tel coup. Prenez les deux pièces rouges, chacune avec la pièce qui peut la prendre.
trigame-03-captures-6-hint = Chacune de vos pièces doit chercher une pièce rouge d'un autre type.
trigame-03-captures-6-success = Chaque type chasse les deux autres, jamais le sien.
trigame-03-captures-7-intro = Votre propre c sur la ligne n'arrête pas votre a : le a saute par-dessus un c ami et le laisse en place. Seul un c rouge sur cette ligne est pris. Prenez le b rouge d'un seul saut.
trigame-03-captures-7-hint = Sautez depuis le triangle par-dessus votre propre c, jusqu'au point où se trouve le b rouge.
trigame-03-captures-7-success = Le b est pris et votre c est toujours sur sa ligne : un c ami est survolé sans dommage.

## Passer son tour

trigame-04-passing-title = Passer son tour
trigame-04-passing-summary = Un camp sans coup légal passe, et l'autre camp continue de jouer.
trigame-04-passing-1-intro = Votre b est enfermé : le b rouge ne peut pas être pris et le c rouge ferme l'autre ligne. Un camp sans coup légal doit passer : cliquez donc sur « Passer (aucun coup) » et regardez ce que font les Rouges.
trigame-04-passing-1-wrong-1 = Sans coup légal, passer est la seule chose à faire.
trigame-04-passing-1-wrong-2 = Le b rouge s'est écarté : votre b peut maintenant atteindre le c rouge.
trigame-04-passing-1-hint = Passez d'abord. Regardez ensuite le long de la ligne que le b rouge vient de quitter.
trigame-04-passing-1-success = Passer est réservé au camp qui ne peut pas jouer ; cela compte quand même comme un tour.
trigame-04-passing-2-intro = Vous pouvez aussi laisser les Rouges sans coup. Enfermez le b rouge dans son coin, pour que les Rouges soient obligés de passer, puis amenez votre c pour le prendre.
trigame-04-passing-2-wrong-1 = Le b rouge a encore une ligne le long de laquelle glisser. Fermez-la d'abord.
trigame-04-passing-2-wrong-2 = Gardez le b rouge enfermé et amenez votre c vers le coin.
trigame-04-passing-2-wrong-3 = Le b rouge attend dans le coin qu'on vienne le prendre.
trigame-04-passing-2-hint = Un b ne peut pas prendre un b : vos deux b forment un mur parfait.
trigame-04-passing-2-success = Un camp qui ne peut pas jouer doit passer, et vous continuez à jouer.

## Le compte à rebours

trigame-05-countdown-title = Le compte à rebours
trigame-05-countdown-summary = Cinquante coups sans prise, et le camp qui a le plus de pièces gagne.
trigame-05-countdown-1-intro = Le compte à rebours affiché à côté du plateau commence à 50 et diminue d'une unité à chaque coup de l'un ou l'autre camp. Quand il atteint 0, le camp qui a le plus de pièces gagne. Vous avez une pièce de plus et le compte est à 3 : gardez vos deux pièces à l'abri.
trigame-05-countdown-1-hint = Le b rouge vise votre c le long d'une ligne.
trigame-05-countdown-1-success = Aucune prise jusqu'à la fin du compte à rebours, et l'armée la plus nombreuse gagne.
trigame-05-countdown-2-intro = Les Rouges ont une pièce de plus et le compte à rebours est à 1 : si votre coup ne prend rien, le compte s'épuise et les Rouges gagnent. Une prise relance le compte à rebours à 50 : trouvez-en une.
trigame-05-countdown-2-hint = Votre b ne peut pas prendre le b rouge, mais il a une autre ligne.
trigame-05-countdown-2-success = Chaque prise relance le compte à rebours à partir de 50.
trigame-05-countdown-3-intro = Comme une prise relance le compte à rebours, vous n'en voulez pas forcément quand vous êtes en avance et que le compte est bas. Le compte est à 2 et le c rouge menace votre b : mettez-vous hors de sa portée au lieu de le prendre, et gagnez au compte.
trigame-05-countdown-3-hint = Un c sur un point prend sur les points juste à côté : glissez votre b là où le c ne peut pas aller.
trigame-05-countdown-3-success = Avec une pièce de plus et un compte bas, rester à l'abri fait gagner plus vite qu'une prise de plus.
trigame-05-countdown-4-intro = Un compte à rebours qui se termine à égalité de pièces recommence, et s'il se termine de nouveau à égalité, la partie est nulle. Le plateau indique déjà un compte à rebours terminé à égalité. Les Rouges attaquent : gardez vos pièces jusqu'à ce que le compte s'épuise, et sauvez la nulle.
trigame-05-countdown-4-hint = Votre c est attaqué deux fois : le long de la ligne et par le saut du a rouge.
trigame-05-countdown-4-success = Deux comptes à rebours égaux d'affilée : la partie est nulle.

## Gagner une partie

trigame-06-a-whole-game-title = Gagner une partie
trigame-06-a-whole-game-summary = Prenez toutes les pièces rouges, ou ayez plus de pièces quand le compte à rebours s'épuise.
trigame-06-a-whole-game-1-intro = Un camp qui perd toutes ses pièces perd aussitôt la partie. Il ne reste aux Rouges que leur a : traquez-le avec votre b et votre c. Votre propre a ne peut pas le prendre, puisqu'un a ne prend jamais un a.
trigame-06-a-whole-game-1-hint = Sur un point, le a rouge peut être pris par votre b ; à l'intérieur d'un triangle, par votre c qui traverse ce triangle. Resserrez l'étau avec les deux.
trigame-06-a-whole-game-1-success = Sans plus aucune pièce, les Rouges ont perdu.
trigame-06-a-whole-game-2-intro = Il y a deux façons de gagner : prendre toutes les pièces des Rouges, ou avoir plus de pièces qu'eux quand le compte à rebours s'épuise. Vous avez une pièce de plus et il reste 20 coups au compte. Gagnez la partie.
trigame-06-a-whole-game-2-hint = Gardez vos pièces hors de portée des sauts du a rouge et des pas du c rouge. Une prise est la bienvenue, mais la sécurité passe avant tout.
trigame-06-a-whole-game-2-success = Par les prises ou par le compte : dans les deux cas, l'armée la plus nombreuse gagne.
trigame-06-a-whole-game-3-intro = La position de départ après quelques échanges : quatre de vos pièces contre trois pièces rouges, avec 30 coups restants au compte. Jouez la partie jusqu'au bout et gagnez.
trigame-06-a-whole-game-3-hint = Un échange égal vous garde une pièce d'avance ; ne laissez jamais une pièce là où les Rouges peuvent la prendre gratuitement.
trigame-06-a-whole-game-3-success = Vous avez gagné une partie de Trigame.
