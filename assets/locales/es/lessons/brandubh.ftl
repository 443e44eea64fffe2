# Brandubh lessons in Spanish; keys from tabula-engine lesson-texts brandubh.

## Dos bandos, dos objetivos

brandubh-01-sides-and-goal-title = Dos bandos, dos objetivos
brandubh-01-sides-and-goal-summary = Los defensores llevan a su rey a una esquina; los atacantes intentan capturarlo.
brandubh-01-sides-and-goal-1-intro = El brandubh es una persecución. Llevas las piezas claras, los defensores, y tu rey gana la partida en cuanto llega a una de las cuatro esquinas. Llévalo a una esquina.
brandubh-01-sides-and-goal-1-hint = El rey se mueve como una torre. ¿Qué esquina tiene a la vista?
brandubh-01-sides-and-goal-1-success = El rey ha llegado a casa: alcanzar cualquier esquina da la victoria a los defensores.
brandubh-01-sides-and-goal-2-intro = Ahora llevas las piezas oscuras, los atacantes, que hacen la primera jugada de la partida. Tienes más piezas, y ganas capturando al rey. Lejos del centro, atrápalo entre dos atacantes situados en lados opuestos.
brandubh-01-sides-and-goal-2-hint = Ya hay un atacante junto al rey. Lleva otro al lado opuesto.
brandubh-01-sides-and-goal-2-success = Atrapado entre dos atacantes, el rey queda capturado y ganan los atacantes.
brandubh-01-sides-and-goal-3-intro = Volvemos a los defensores. A menudo el rey necesita dos jugadas: primero hasta un borde y luego a lo largo de él hasta una esquina. Llévalo a casa en dos jugadas.
brandubh-01-sides-and-goal-3-hint = Busca una casilla del borde con el camino libre hasta una esquina.
brandubh-01-sides-and-goal-3-success = Los bordes llevan a las esquinas: un borde despejado es el mejor amigo del rey.

## Movimiento

brandubh-02-moving-title = Movimiento
brandubh-02-moving-summary = Todas las piezas se mueven como una torre; el trono y las esquinas son del rey.
brandubh-02-moving-1-intro = La posición inicial: ocho atacantes oscuros, cuatro defensores claros y su rey. El rey empieza en la casilla central, d4, llamada trono; las cuatro esquinas son las casillas a las que quiere llegar. Todas las piezas se mueven como la torre del ajedrez. Solo el rey puede detenerse en el trono o entrar en una esquina; las demás piezas solo pueden atravesar el trono mientras está vacío.
brandubh-02-moving-2-intro = Todas las piezas, también el rey, se mueven como la torre en el ajedrez: tantas casillas vacías como quieran a lo largo de una fila o una columna, sin saltar nunca. Recoge las dos estrellas con tu defensor.
brandubh-02-moving-2-hint = Ve primero por la columna b y luego por la fila.
brandubh-02-moving-2-success = Líneas rectas, a cualquier distancia: así se mueven todas las piezas.
brandubh-02-moving-3-intro = La casilla central, d4, es el trono. Solo el rey puede detenerse en él, y solo el rey puede entrar en una esquina. Pasa con el rey por las dos estrellas.
brandubh-02-moving-3-hint = El trono está en la misma fila que el rey.
brandubh-02-moving-3-success = El rey siempre puede volver a su trono; ninguna otra pieza puede quedarse en él.
brandubh-02-moving-4-intro = Un defensor o un atacante nunca puede entrar en una esquina: si se desliza por el borde, se detiene junto a ella. Lleva tu defensor a la estrella.
brandubh-02-moving-4-hint = El camino a través de la esquina está cerrado. Rodéala.
brandubh-02-moving-4-success = Las esquinas son solo para el rey; todas las demás piezas tienen que rodearlas.
brandubh-02-moving-5-intro = Ninguna pieza salvo el rey puede detenerse en el trono, pero cualquiera puede pasar por encima de él mientras está vacío. Recoge las dos estrellas con tu atacante.
brandubh-02-moving-5-hint = El trono está vacío: la cuarta fila está libre de punta a punta.
brandubh-02-moving-5-success = Un trono vacío no le impide el paso a nadie.
brandubh-02-moving-6-intro = Cuando el rey está sentado en su trono, lo bloquea como cualquier otra pieza. Lleva tu atacante a la estrella.
brandubh-02-moving-6-hint = La cuarta fila está cerrada. Cruza por otra fila.
brandubh-02-moving-6-success = Con el rey en casa, el trono es un muro: rodéalo.

## Capturas

brandubh-03-capture-title = Capturas
brandubh-03-capture-summary = Atrapa una pieza enemiga entre dos de las tuyas, o contra una esquina o el trono vacío.
brandubh-03-capture-1-intro = Una pieza se captura atrapándola (captura por encierro): un enemigo mueve de modo que la pieza queda entre dos enemigos, en lados opuestos de una fila o una columna, nunca en diagonal. Aquí, si el atacante de g4 va a e4, el defensor de e3 queda atrapado entre él y el atacante de e2, y es capturado. Las esquinas, y el trono mientras está vacío, son hostiles: cada uno puede hacer las veces de uno de los dos enemigos, tanto contra atacantes como contra defensores; el borde del tablero no. Lejos del trono, el rey se captura de la misma manera; en el trono o junto a él hacen falta más atacantes, como muestra una lección posterior.
brandubh-03-capture-2-intro = Una pieza queda capturada cuando un enemigo mueve para atraparla entre dos piezas enemigas, en lados opuestos de una fila o una columna. Captura al defensor de c6.
brandubh-03-capture-2-hint = Ya tiene un atacante al lado. Cierra la trampa por el otro lado.
brandubh-03-capture-2-success = Dos atacantes en lados opuestos: el defensor que estaba entre ellos ha desaparecido.
brandubh-03-capture-3-intro = Los defensores capturan de la misma manera. Una esquina cuenta como una de tus piezas, así que para capturar a un enemigo junto a una esquina basta con una de tus piezas en su otro lado. Captura al atacante de b7.
brandubh-03-capture-3-hint = La esquina ya está a uno de sus lados.
brandubh-03-capture-3-success = Las esquinas son hostiles para todas las piezas: ponerse al lado de una es peligroso.
brandubh-03-capture-4-intro = El trono vacío también es hostil, tanto para los atacantes como para los defensores. Captura al defensor de d5 contra él.
brandubh-03-capture-4-hint = El trono está debajo de d5. ¿Qué hay encima?
brandubh-03-capture-4-success = Con el rey fuera, el trono vacío atrapa piezas como lo haría un enemigo.
brandubh-03-capture-5-intro = El rey está armado: ayuda a los defensores a capturar, ya sea como la pieza que mueve o como la compañera del lado opuesto. Captura al atacante de c5.
brandubh-03-capture-5-hint = El rey está a uno de sus lados. Lleva un defensor al otro.
brandubh-03-capture-5-success = El rey es un luchador: captura como cualquier defensor.
brandubh-03-capture-6-intro = Una jugada puede capturar varias piezas a la vez, una a cada lado de la casilla a la que llegas. Captura a los dos defensores con una sola jugada.
brandubh-03-capture-6-hint = Busca la casilla que hay entre ellos.
brandubh-03-capture-6-success = Dos trampas cerradas con una sola jugada: una captura doble.

## A salvo entre dos

brandubh-04-safe-between-title = A salvo entre dos
brandubh-04-safe-between-summary = Solo captura el bando que mueve: meterse entre dos enemigos no es peligroso.
brandubh-04-safe-between-1-intro = Una captura solo se produce en la jugada de quien captura. Así que puedes meterte justo entre dos enemigos y quedarte ahí. Pon tu defensor en c6, entre los atacantes, y luego captura al atacante de b6.
brandubh-04-safe-between-1-wrong-1 = Primero métete entre los atacantes de b6 y d6: c6 es segura, porque una pieza que se mete entre dos enemigos no es capturada.
brandubh-04-safe-between-1-wrong-2 = Tu defensor de c6 ya está junto a b6. Lleva otro defensor al otro lado de b6.
brandubh-04-safe-between-1-hint = Tras c6, busca la casilla del otro lado de b6.
brandubh-04-safe-between-1-success = Tres atacantes rodeaban a tu defensor y no pudieron capturarlo: la trampa tiene que cerrarse en una jugada de ellos.
brandubh-04-safe-between-2-intro = El defensor de c6 se metió él mismo entre tus atacantes, así que sigue en pie: solo captura la jugada que cierra una trampa. Captúralo.
brandubh-04-safe-between-2-hint = La trampa de b6 a d6 ya está cerrada. ¿Qué otra línea está medio cerrada?
brandubh-04-safe-between-2-success = Estar al lado de una pieza no basta; lo que la captura es entrar para completar la trampa.
brandubh-04-safe-between-3-intro = El defensor de c6 está a salvo entre tus atacantes de b6 y d6. Esas mismas dos casillas sirven para capturarlo si uno de tus atacantes entra en una de ellas. Captúralo en dos jugadas.
brandubh-04-safe-between-3-hint = Una trampa necesita una pieza que mueva. ¿Podría serlo uno de tus dos atacantes?
brandubh-04-safe-between-3-success = Salir y volver a entrar: el atacante que regresa cierra la trampa y captura.
brandubh-04-safe-between-4-intro = Meterse entre dos enemigos no solo es seguro: puede capturarlos. La pieza que mueve captura por todos sus lados. Captura a los dos atacantes con una sola jugada.
brandubh-04-safe-between-4-hint = Tus defensores esperan en a6 y e6. Busca la casilla del medio.
brandubh-04-safe-between-4-success = La pieza que mueve es la que captura, aunque caiga entre dos enemigos.

## Capturar al rey

brandubh-05-capturing-the-king-title = Capturar al rey
brandubh-05-capturing-the-king-summary = Dos atacantes lo atrapan en campo abierto, tres junto al trono y cuatro en él.
brandubh-05-capturing-the-king-1-intro = Lejos del trono, el rey se captura como cualquier pieza: atrapado entre dos atacantes. En el borde, tienen que colocarse a ambos lados de él a lo largo del borde. Captura al rey.
brandubh-05-capturing-the-king-1-hint = El borde en sí nunca te ayuda. Mira a lo largo de la fila superior.
brandubh-05-capturing-the-king-1-success = Atrapado a lo largo del borde entre dos atacantes: ganan los atacantes.
brandubh-05-capturing-the-king-2-intro = Una esquina también sirve contra el rey. Está junto a la esquina g1, listo para entrar. Captúralo antes de que lo haga.
brandubh-05-capturing-the-king-2-hint = La esquina está a uno de sus lados. El otro lado, en la misma línea, está libre.
brandubh-05-capturing-the-king-2-success = Un atacante y una esquina capturan al rey, igual que lo harían dos atacantes.
brandubh-05-capturing-the-king-3-intro = Justo al lado del trono, el rey es más difícil de atrapar: los atacantes deben ocupar sus otros tres lados, y el trono vacío cierra el cuarto. Captúralo en dos jugadas.
brandubh-05-capturing-the-king-3-hint = Aquí no bastan dos atacantes enfrentados. Cuenta sus lados.
brandubh-05-capturing-the-king-3-success = Tres atacantes y el trono vacío: el rey junto al trono ha caído.
brandubh-05-capturing-the-king-4-intro = En su trono, el rey está más seguro que en ningún otro sitio: solo es capturado cuando hay atacantes en sus cuatro lados. Captúralo en dos jugadas.
brandubh-05-capturing-the-king-4-hint = Dos lados ya están ocupados. Ocupa los otros dos.
brandubh-05-capturing-the-king-4-success = Rodeado por los cuatro lados, hasta el rey en su trono cae.
brandubh-05-capturing-the-king-5-intro = Un defensor junto al rey mantiene abierta la trampa. Captura primero a ese defensor y luego al rey. Tienes dos jugadas.
brandubh-05-capturing-the-king-5-hint = El defensor de d6 tiene un atacante encima.
brandubh-05-capturing-the-king-5-success = Quítale al rey sus escoltas y la trampa podrá cerrarse.

## La huida

brandubh-06-escape-title = La huida
brandubh-06-escape-summary = Encuentra el camino libre y crea dos amenazas a la vez para que los atacantes no puedan frenar las dos.
brandubh-06-escape-1-intro = Un camino hacia una esquina tiene que estar vacío de principio a fin. Aquí la mayoría de los caminos del rey están cerrados. Encuentra el que está libre y escapa en dos jugadas.
brandubh-06-escape-1-hint = Por su fila y hacia c7 el rey está encerrado. Prueba la columna c en el otro sentido, hacia la primera fila.
brandubh-06-escape-1-success = Revisa todos los caminos antes de mover: una sola línea libre es todo lo que el rey necesita.
brandubh-06-escape-2-intro = Por sí sola, una amenaza de huida es fácil de frenar: a los atacantes les basta con bloquear el camino. Ve a una casilla con dos caminos libres hacia dos esquinas. Solo pueden bloquear uno.
brandubh-06-escape-2-wrong-1 = Así el rey tiene como mucho un camino, y un camino es fácil de bloquear. Busca una casilla del borde con caminos libres en los dos sentidos.
brandubh-06-escape-2-wrong-2 = Han bloqueado el camino hacia g7, pero el otro sigue libre.
brandubh-06-escape-2-hint = ¿Qué casilla del borde ve dos esquinas a la vez?
brandubh-06-escape-2-success = Dos caminos a la vez: los atacantes bloquearon uno y el rey tomó el otro.
brandubh-06-escape-3-intro = Un atacante junto a una esquina bloquea el camino, pero la esquina es hostil para él. El rey armado puede capturarlo colocándose en su otro lado. Escapa en dos jugadas.
brandubh-06-escape-3-hint = El atacante de b7 está entre una esquina y una casilla a la que el rey puede llegar.
brandubh-06-escape-3-success = El rey capturó al bloqueador contra la esquina y entró en ella.
brandubh-06-escape-4-intro = Ahora el ordenador lleva a los atacantes. Pon al rey en una columna abierta hacia la fila superior y hacia la inferior: cierren el extremo que cierren, llegará al otro borde con dos caminos. Escapa en tres jugadas.
brandubh-06-escape-4-hint = Las filas superior e inferior están vacías. ¿A qué columnas puede llegar el rey por su fila?
brandubh-06-escape-4-success = Amenaza tras amenaza: los atacantes no pudieron cubrirlas todas.

## Cerrar los caminos

brandubh-07-blocking-title = Cerrar los caminos
brandubh-07-blocking-summary = Con los atacantes, cierra los caminos del rey antes de que pueda usarlos.
brandubh-07-blocking-1-intro = El rey de g4 tiene un camino libre: subir por el borde hasta la esquina g7. Con los atacantes, ponle una pieza en el camino, y el ordenador buscará otra salida.
brandubh-07-blocking-1-hint = ¿Cuál de tus atacantes puede llegar a la columna g por encima del rey?
brandubh-07-blocking-1-success = Camino cerrado. Cada línea libre hacia una esquina necesita un bloqueador, y a tiempo.
brandubh-07-blocking-2-intro = Importa dónde bloqueas. Un bloqueador junto a una esquina puede ser capturado contra ella, y entonces el camino vuelve a abrirse. Cierra el camino del rey hacia a7 con una pieza que pueda aguantar allí.
brandubh-07-blocking-2-wrong-1 = Bloquea en c7. En b7 tu atacante estaría junto a la esquina: el rey va a c7, lo captura contra la esquina y entra.
brandubh-07-blocking-2-hint = Hay dos casillas que bloquean el camino. ¿Cuál no tiene una esquina detrás?
brandubh-07-blocking-2-success = Un bloqueador lejos de la esquina aguanta; uno junto a ella es una captura fácil.
brandubh-07-blocking-3-intro = El rey de c5 amenaza con subir a c7. Desde allí tendría dos caminos, hacia a7 y hacia g7, y solo podrías bloquear uno. Detenlo antes de que llegue al borde.
brandubh-07-blocking-3-wrong-1 = Ahora el rey todavía puede llegar a c7 con dos caminos libres, y un solo bloqueador no puede cerrar los dos. Mejor ponte en su camino hacia el borde.
brandubh-07-blocking-3-hint = Bloquea la columna, no las esquinas.
brandubh-07-blocking-3-success = Mantén al rey lejos de los bordes libres y sus amenazas de dos caminos nunca llegarán a empezar.
brandubh-07-blocking-4-intro = Ahora el ordenador lleva a los defensores y busca una salida. Impide que el rey llegue a un borde con un camino libre. Resiste tres jugadas.
brandubh-07-blocking-4-hint = ¿A qué casilla del borde puede llegar el rey en una jugada, y quién podría detenerlo allí?
brandubh-07-blocking-4-success = Bloquear pronto, antes de que el rey llegue al borde, mantiene a salvo las esquinas.

## Una partida completa

brandubh-08-a-whole-game-title = Una partida completa
brandubh-08-a-whole-game-summary = La posición inicial, quién mueve primero y las otras dos formas de terminar una partida: el bando que no puede mover pierde, y una tercera repetición es tablas.
brandubh-08-a-whole-game-1-intro = La partida empieza así: el rey en el trono, sus cuatro defensores alrededor y los ocho atacantes en cruz en los bordes. Los atacantes mueven primero. Tú los llevas: mueve un atacante a b2, la casilla que toca en diagonal la esquina a1.
brandubh-08-a-whole-game-1-hint = El atacante de d2 puede deslizarse hacia la izquierda por su fila, y el de b4 hacia abajo por su columna.
brandubh-08-a-whole-game-1-success = Los atacantes han movido primero. Suelen ocupar las casillas que tocan en diagonal las esquinas (b2, f2, b6, f6): desde allí, una pieza puede bloquear cualquiera de los dos caminos hacia su esquina.
brandubh-08-a-whole-game-2-intro = El bando que no puede mover en su turno pierde. El rey y su último defensor están emparedados: un atacante más en e4 y ninguno de los dos podrá moverse. Cierra el muro.
brandubh-08-a-whole-game-2-wrong-1 = Tras esa jugada, el rey o su defensor todavía tiene una casilla a la que ir. Quita la última casilla libre junto al rey.
brandubh-08-a-whole-game-2-hint = ¿Qué casilla junto al rey sigue vacía?
brandubh-08-a-whole-game-2-success = Los defensores no tienen ninguna jugada legal, y eso les hace perder la partida, aunque el rey no haya sido capturado.
brandubh-08-a-whole-game-3-intro = Cuando la misma posición (las mismas piezas en las mismas casillas y el mismo bando al turno) se da por tercera vez, la partida es tablas. Tu rey, solo, está emparedado y únicamente dispone de b6 y b5. Los atacantes podrían atraparlo, pero aquí se limitan a mover una pieza adelante y atrás. Unas tablas son lo mejor a lo que puedes aspirar: repite la posición.
brandubh-08-a-whole-game-3-wrong-1 = Repite la posición: ve a b5 y luego vuelve a b6.
brandubh-08-a-whole-game-3-wrong-2 = De vuelta a b6: la posición inicial se repite por segunda vez.
brandubh-08-a-whole-game-3-wrong-3 = Repite las mismas jugadas: otra vez b5.
brandubh-08-a-whole-game-3-wrong-4 = Vuelve a b6 una vez más, y la posición se dará por tercera vez.
brandubh-08-a-whole-game-3-hint = El rey solo tiene dos casillas: ve de una a otra y vuelve.
brandubh-08-a-whole-game-3-success = La misma posición por tercera vez: la partida es tablas por repetición.
