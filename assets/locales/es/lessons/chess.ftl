# Chess lessons in Spanish; keys from tabula-engine lesson-texts chess.

## El tablero y la notación

chess-00-board-and-notation-title = El tablero y la notación
chess-00-board-and-notation-summary = Columnas, filas, la posición inicial y cómo se escriben las jugadas.
chess-00-board-and-notation-1-intro = El tablero tiene 64 casillas: 8 columnas (verticales), con letras de la a a la h de izquierda a derecha vistas desde las blancas, y 8 filas (horizontales), numeradas del 1 al 8 desde el lado de las blancas. Una casilla se nombra por su columna y luego por su fila: la dama blanca está en d1. Lleva la dama a d5.
chess-00-board-and-notation-1-wrong-1 = Eso no es d5. La columna d es la cuarta empezando por la izquierda; cuenta cinco filas hacia arriba desde el lado de las blancas.
chess-00-board-and-notation-1-hint = La dama ya está en la columna d: súbela en línea recta.
chess-00-board-and-notation-1-success = d5: columna d, fila 5. Cada casilla tiene un nombre así.
chess-00-board-and-notation-2-intro = La posición inicial: cada bando tiene un rey, una dama, dos torres, dos alfiles, dos caballos y ocho peones. El tablero se coloca de modo que cada jugador tenga una casilla clara en la esquina de su derecha. Las torres ocupan las esquinas, a su lado van los caballos y después los alfiles; la dama se coloca en una casilla de su color (la blanca en d1, la negra en d8) y el rey a su lado. Empiezan las blancas. Avanza dos casillas el peón que está delante del rey blanco, hasta e4.
chess-00-board-and-notation-2-wrong-1 = El rey está en e1, así que su peón está en e2: lleva ese peón a e4.
chess-00-board-and-notation-2-hint = El rey blanco está en e1, a la derecha de la dama.
chess-00-board-and-notation-2-success = 1.e4, la jugada inicial más popular de todas.
chess-00-board-and-notation-3-intro = Las jugadas se escriben como las muestra la lista de jugadas: una letra mayúscula para la pieza, con las iniciales inglesas (K rey, en inglés King; Q dama, Queen; R torre, Rook; B alfil, Bishop; N caballo, Knight), y después la casilla a la que va. El peón no lleva letra. Las jugadas se numeran por parejas: 1.e4 e5 significa que en la jugada 1 el peón blanco fue a e4 y el negro a e5. Juega Nf3.
chess-00-board-and-notation-3-wrong-1 = Nf3 significa que un caballo (N) va a f3. Uno de tus caballos puede saltar allí.
chess-00-board-and-notation-3-hint = El caballo de g1 llega a f3.
chess-00-board-and-notation-3-success = 2.Nf3: el caballo sale y ataca el peón de e5.
chess-00-board-and-notation-4-intro = Una x indica una captura, un + un jaque y un # un jaque mate. Bxf7+ significa que un alfil captura en f7 y da jaque. Juega Bxf7+.
chess-00-board-and-notation-4-wrong-1 = Bxf7+ es tu alfil capturando el peón de f7, con jaque.
chess-00-board-and-notation-4-hint = Tu alfil de c4 apunta a f7.
chess-00-board-and-notation-4-success = Bxf7+: alfil, captura, f7, jaque. (Aquí no es una buena jugada: el rey recaptura el alfil. Es solo para practicar.)
chess-00-board-and-notation-5-intro = Cuando dos piezas del mismo tipo pueden llegar a la misma casilla, la jugada añade la columna de la que sale la pieza (o la fila, si comparten columna): Nbd2 es el caballo de la columna b que va a d2. Juega Nbd2.
chess-00-board-and-notation-5-wrong-1 = Nbd2 es el caballo que está en la columna b y va a d2.
chess-00-board-and-notation-5-hint = Los dos caballos pueden llegar a d2; la b de Nbd2 indica cuál.
chess-00-board-and-notation-5-success = Nbd2, no Nfd2: la letra de más identifica el caballo.
chess-00-board-and-notation-6-intro = El enroque se escribe O-O en el flanco de rey y O-O-O en el flanco de dama (el lado más largo, con una O más). Enroca en el flanco de dama.
chess-00-board-and-notation-6-wrong-1 = O-O-O es el enroque hacia la torre de a1: el rey se desplaza dos casillas, hasta c1.
chess-00-board-and-notation-6-hint = Mueve el rey dos casillas hacia la torre de a1.
chess-00-board-and-notation-6-success = O-O-O: rey en c1, torre en d1.
chess-00-board-and-notation-7-intro = En una coronación, la pieza nueva se indica tras un signo igual: b8=Q es un peón que avanza a b8 y se convierte en dama. Juega b8=Q+.
chess-00-board-and-notation-7-wrong-1 = b8=Q+: el peón va a b8 y se convierte en dama, que da jaque a lo largo de la octava fila.
chess-00-board-and-notation-7-hint = Avanza el peón hasta la última fila y elige la dama.
chess-00-board-and-notation-7-success = b8=Q+: peón a b8, coronado en dama, jaque. Ya sabes leer todas las jugadas de estas lecciones.

## La torre

chess-01-rook-title = La torre
chess-01-rook-summary = En línea recta por filas y columnas, mientras el camino esté libre.
chess-01-rook-1-intro = La torre se desliza por su fila o por su columna, tantas casillas como quiera, en una sola jugada. Pon tu torre en las dos estrellas.
chess-01-rook-1-hint = Primero sube en línea recta por la columna.
chess-01-rook-1-success = Una sola jugada puede llevar la torre de un extremo a otro del tablero.
chess-01-rook-2-intro = La torre nunca gira durante una jugada: para cambiar de dirección necesita otra jugada. Visita las tres estrellas en tres jugadas.
chess-01-rook-2-hint = Cada estrella está en línea recta desde la anterior.
chess-01-rook-2-success = Arriba, de lado, abajo: la torre cambia de rumbo con una jugada nueva en cada giro.
chess-01-rook-3-intro = Las piezas le cortan el paso a la torre, incluso las tuyas: no puede saltar por encima de ellas. Tu peón bloquea la columna. Llega a la estrella en tres jugadas.
chess-01-rook-3-hint = Si la columna está cerrada, usa otra.
chess-01-rook-3-success = Cuando el camino recto está bloqueado, la torre da un rodeo por una línea libre.
chess-01-rook-4-intro = Ahora hay dos peones tuyos en el camino. Recoge todas las estrellas en el menor número de jugadas posible.
chess-01-rook-4-hint = Las columnas c y f están cerradas: sube por una columna libre entre ellas.
chess-01-rook-4-success = Planea la ruta alrededor de los obstáculos y la torre llegará a todas partes.

## El alfil

chess-02-bishop-title = El alfil
chess-02-bishop-summary = Solo en diagonal, y siempre en casillas de un mismo color.
chess-02-bishop-1-intro = El alfil se desliza por las diagonales, mientras el camino esté libre. Pon tu alfil en las dos estrellas.
chess-02-bishop-1-hint = Sigue la diagonal hacia arriba y a la derecha.
chess-02-bishop-1-success = Un alfil puede cruzar todo el tablero por una sola diagonal.
chess-02-bishop-2-intro = Un alfil que empieza en una casilla clara se queda en casillas claras toda la partida, porque un paso en diagonal nunca cambia de color. Visita las tres estrellas.
chess-02-bishop-2-hint = Todas las estrellas son claras, como la casilla de tu alfil: una diagonal lleva a la siguiente.
chess-02-bishop-2-success = Tu alfil solo ha pisado casillas claras.
chess-02-bishop-3-intro = Una estrella es clara y la otra oscura. Cada alfil solo llega a casillas de su propio color, así que cada uno tiene su estrella. Recoge las dos en cuatro jugadas.
chess-02-bishop-3-hint = ¿Qué alfil está en una casilla oscura? Ninguna estrella está a una sola jugada, así que cada alfil necesita hacer una parada por el camino.
chess-02-bishop-3-success = Dos alfiles juntos cubren los dos colores.

## La dama

chess-03-queen-title = La dama
chess-03-queen-summary = Una torre y un alfil en una sola pieza: la más fuerte del tablero.
chess-03-queen-1-intro = La dama se mueve como una torre y como un alfil: por filas, columnas y diagonales, mientras el camino esté libre. Ponla en las dos estrellas.
chess-03-queen-1-hint = Primero sube en línea recta y luego baja por una diagonal.
chess-03-queen-1-success = Líneas rectas y diagonales: la dama usa ambas.
chess-03-queen-2-intro = Tres estrellas, tres jugadas: cada una cambia de diagonal a fila o al revés.
chess-03-queen-2-hint = Empieza por la gran diagonal.
chess-03-queen-2-success = Diagonal, fila, diagonal: ninguna otra pieza podría hacerlo en tres jugadas.
chess-03-queen-3-intro = Ni siquiera la dama llega a todas las casillas de una sola jugada: las que están a un salto de caballo quedan fuera de sus líneas. Aun así, cualquier casilla está como mucho a dos jugadas. Recoge las dos estrellas en cuatro jugadas.
chess-03-queen-3-hint = Para cada estrella, busca en una de sus líneas una casilla a la que la dama pueda llegar primero.
chess-03-queen-3-success = Con dos jugadas como mucho, la dama llega a cualquier parte de un tablero abierto.

## El rey

chess-04-king-title = El rey
chess-04-king-summary = Un paso en cualquier dirección, y nunca hacia el peligro.
chess-04-king-1-intro = El rey se mueve de casilla en casilla: hacia delante, hacia atrás, de lado o en diagonal. Lleva tu rey a las dos estrellas.
chess-04-king-1-hint = Los pasos en diagonal avanzan tan rápido como los rectos.
chess-04-king-1-success = Lento pero libre: el rey va a cualquier parte, paso a paso.
chess-04-king-2-intro = El rey nunca puede pisar una casilla atacada por una pieza enemiga: el tablero no permite esa jugada. La torre negra controla su fila hasta tu peón. Llega a la estrella en cuatro jugadas.
chess-04-king-2-hint = La torre no ve más allá de tu peón.
chess-04-king-2-success = Tu peón cortó la línea de la torre, así que las casillas de detrás estaban a salvo.
chess-04-king-3-intro = Dos reyes nunca pueden estar uno al lado del otro, porque cada uno atacaría al otro. El rey negro no se mueve de su sitio: rodéalo hasta llegar a la estrella.
chess-04-king-3-hint = En cada paso, deja siempre al menos una casilla entre los dos reyes.
chess-04-king-3-success = Nunca pusiste tu rey al lado del otro: un rey no puede meterse en jaque.

## El caballo

chess-05-knight-title = El caballo
chess-05-knight-summary = Un salto en forma de L que nada puede bloquear.
chess-05-knight-1-intro = El caballo salta en forma de L: dos casillas en línea recta y luego una hacia un lado. Salta a las tres estrellas.
chess-05-knight-1-hint = Cada estrella está exactamente a un salto de la anterior.
chess-05-knight-1-success = Dos en una dirección, una hacia el lado: así se mueve el caballo.
chess-05-knight-2-intro = El caballo es la única pieza que salta por encima de las demás, propias o enemigas. Tu caballo está encerrado detrás de sus peones y, aun así, puede salir. Recoge las estrellas.
chess-05-knight-2-hint = Lo que haya en medio no importa: solo tiene que estar libre la casilla donde cae el caballo.
chess-05-knight-2-success = Ningún muro detiene a un caballo: salta por encima.
chess-05-knight-3-intro = Una casilla pegada al caballo puede ser la más difícil de alcanzar. Desde la esquina, la estrella está a cuatro saltos. Encuentra el camino en cuatro jugadas.
chess-05-knight-3-hint = Piensa hacia atrás: ¿qué casillas están a un salto de la estrella?
chess-05-knight-3-success = Las jugadas del caballo se cuentan en saltos, no en distancia.

## El peón

chess-06-pawn-title = El peón
chess-06-pawn-summary = Pasos cortos hacia delante, capturas en diagonal.
chess-06-pawn-1-intro = El peón avanza una casilla en línea recta. Desde su casilla inicial puede, en cambio, avanzar dos de golpe. Llega a las dos estrellas en tres jugadas.
chess-06-pawn-1-hint = Aprovecha el paso doble mientras puedas.
chess-06-pawn-1-success = El paso doble solo se permite en la primera jugada del peón.
chess-06-pawn-2-intro = El peón no puede capturar en línea recta, y una pieza delante de él lo detiene. En cambio, captura una casilla en diagonal hacia delante. Captura el caballo y luego la torre.
chess-06-pawn-2-hint = El peón de e5 es un muro; mira las diagonales.
chess-06-pawn-2-success = Los peones avanzan en línea recta pero capturan en diagonal.
chess-06-pawn-3-intro = Los peones nunca retroceden, así que el primer paso importa. Captura el caballo y el alfil con tu peón en tres jugadas como máximo.
chess-06-pawn-3-hint = Imagina dónde quedaría el peón tras un paso doble.
chess-06-pawn-3-success = Un paso, no dos: un peón solo captura lo que tiene justo delante en diagonal.

## Capturar y defender

chess-07-capture-and-protect-title = Capturar y defender
chess-07-capture-and-protect-summary = Toma lo que está sin defensa y defiende lo que está atacado.
chess-07-capture-and-protect-1-intro = Una pieza captura ocupando la casilla de una pieza enemiga. Toma solo lo que sea seguro: una pieza defendida se recaptura. Gana una pieza con tu torre y conserva la torre.
chess-07-capture-and-protect-1-wrong-1 = Así no ganas una pieza sin riesgo. El caballo de d6 está defendido por el peón de e7: tras Rxd6 exd6 has perdido la torre a cambio de un caballo. Busca una pieza que nadie defienda.
chess-07-capture-and-protect-1-hint = Revisa cada pieza negra: ¿hay algo que la defienda?
chess-07-capture-and-protect-1-success = Una pieza gratis: nadie podía recapturar tu torre.
chess-07-capture-and-protect-2-intro = El caballo negro defiende al alfil. Captura primero al defensor, y el alfil se quedará sin protección. Captura las dos piezas negras sin perder ninguna de las tuyas.
chess-07-capture-and-protect-2-wrong-1 = A Rxe5 seguiría Nxe5: el caballo defiende al alfil. Ocúpate primero del caballo.
chess-07-capture-and-protect-2-wrong-2 = El alfil de e5 se ha quedado sin defensor. Captúralo ya, antes de que escape.
chess-07-capture-and-protect-2-hint = ¿Cuál de tus piezas puede llegar al caballo?
chess-07-capture-and-protect-2-success = Elimina al defensor y luego recoge lo que defendía.
chess-07-capture-and-protect-3-intro = La torre negra ataca a tu caballo, y nada lo defiende. Sálvalo: llévalo a una casilla segura o defiéndelo con un peón.
chess-07-capture-and-protect-3-wrong-1 = Ahí tu caballo sigue en peligro: la torre o un peón pueden capturarlo gratis. Llévalo adonde nada lo ataque, o defiéndelo con un peón.
chess-07-capture-and-protect-3-hint = Los peones defienden las casillas que tienen delante en diagonal.
chess-07-capture-and-protect-3-success = Una pieza atacada está a salvo en cuanto se aparta o recibe un defensor.
chess-07-capture-and-protect-4-intro = Ahora ataca el ordenador. Haz cuatro jugadas sin perder ni una pieza ni un peón: cada vez que te ataquen algo, sálvalo.
chess-07-capture-and-protect-4-hint = Antes de cada jugada, pregúntate qué piezas tuyas puede capturar la torre y si algo las defiende.
chess-07-capture-and-protect-4-success = A salvo: conservaste todas tus piezas vigilando lo que atacaba la torre.

## Valores y cambios

chess-07b-values-and-exchanges-title = Valores y cambios
chess-07b-values-and-exchanges-summary = Lo que vale cada pieza, los cambios justos y cómo contar atacantes y defensores.
chess-07b-values-and-exchanges-1-intro = Los jugadores cuentan el material, las piezas que tiene cada bando, en peones: un peón vale 1, un caballo 3, un alfil 3, una torre 5 y una dama 9. El rey no tiene precio, porque perderlo es perder la partida. Mira las piezas blancas resaltadas: torre 5, caballo 3, alfil 3, dama 9, y el peón de e2 vale 1. Usa estos números para decidir qué capturar y qué cambiar.
chess-07b-values-and-exchanges-2-intro = Los jugadores cuentan el material en peones: un peón vale 1, un caballo 3, un alfil 3, una torre 5 y una dama 9. El rey no tiene precio, porque perderlo es perder la partida. Aquí hay dos piezas negras sin defensa, y tu dama ataca a las dos. Captura la que más vale.
chess-07b-values-and-exchanges-2-wrong-1 = Tanto la torre de a7 como el alfil de b4 están sin defensa. La torre vale 5 y el alfil 3: captura la torre.
chess-07b-values-and-exchanges-2-hint = Torre 5, alfil 3.
chess-07b-values-and-exchanges-2-success = Cinco puntos en vez de tres. Cuando puedas elegir, captura la pieza de más valor.
chess-07b-values-and-exchanges-3-intro = Cambiar es intercambiar piezas: tú capturas y el rival recaptura. Un alfil por un caballo es un cambio igualado, 3 por 3; una torre por un caballo te hace perder 2. El caballo de e5 está defendido por el peón de d6, y tanto tu alfil como tu torre lo atacan. Cámbialo sin perder material.
chess-07b-values-and-exchanges-3-wrong-1 = Captura el caballo con el alfil: tras ...dxe5 habrás cambiado 3 por 3. Rxe5 dxe5 entregaría tu torre (5) por el caballo (3).
chess-07b-values-and-exchanges-3-hint = ¿Cuál de tus dos atacantes vale lo mismo que un caballo?
chess-07b-values-and-exchanges-3-success = Alfil por caballo: un cambio igualado, y el material sigue equilibrado.
chess-07b-values-and-exchanges-4-intro = Antes de capturar una pieza defendida, cuenta: ¿cuántas piezas tuyas la atacan y cuántas del rival la defienden? El caballo de d5 está atacado dos veces (alfil y torre) y defendido una (por el alfil de c6), así que puedes ganarlo. Captura primero con tu atacante más barato y completa el cambio.
chess-07b-values-and-exchanges-4-wrong-1 = Empieza con el atacante más barato, el alfil. Tras Rxd5 Bxd5 Bxd5 habrías dado una torre (5) por un caballo y un alfil (6): una ganancia de solo 1, mientras que empezando con el alfil ganas 3.
chess-07b-values-and-exchanges-4-wrong-2 = Completa el cambio: tu torre recaptura en d5.
chess-07b-values-and-exchanges-4-hint = Dos atacantes contra un defensor: ¿qué atacante vale menos?
chess-07b-values-and-exchanges-4-success = Bxd5 Bxd5 Rxd5: diste un alfil (3) y ganaste un caballo y un alfil (6). Cuenta atacantes y defensores, y gasta primero la pieza más barata.
chess-07b-values-and-exchanges-5-intro = Ahora cuenta al revés. El peón de e5 parece un objetivo, pero tu caballo de f3 es su único atacante, y el peón tiene dos defensores (el caballo de c6 y el peón de d6). Capturarlo te costaría el caballo a cambio de un peón. Mejor saca una pieza.
chess-07b-values-and-exchanges-5-wrong-1 = Esa no. Nxe5 perdería el caballo a cambio de un peón (un atacante, dos defensores), y las demás jugadas que aquí no se aceptan o bien dejan una pieza donde se la pueden capturar, o bien aportan poco. Saca un alfil o avanza un peón del centro del tablero.
chess-07b-values-and-exchanges-5-hint = Una jugada de alfil, o una de peón en el centro del tablero, lo mantiene todo a salvo.
chess-07b-values-and-exchanges-5-success = Un atacante contra dos defensores: ese peón no se podía capturar. Contar primero te salvó el caballo.

## Jaque

chess-08-check-title = Jaque
chess-08-check-summary = Atacar al rey, y las tres formas de responder al jaque.
chess-08-check-1-intro = Cuando una pieza ataca al rey enemigo, el rey está en jaque. Da jaque al rey negro.
chess-08-check-1-hint = Tanto tu torre como tu caballo pueden hacerlo.
chess-08-check-1-success = ¡Jaque! Ahora las negras tienen que resolver el ataque a su rey.
chess-08-check-2-intro = Un jaque debe responderse de inmediato, de una de estas tres formas: mover el rey, tapar la línea o capturar la pieza que da jaque. El jaque de un caballo no se puede tapar, y capturar este caballo te costaría la dama. Mueve tu rey.
chess-08-check-2-wrong-1 = Qxd3 pone fin al jaque, sí, pero el peón de e4 recaptura tu dama. Aquí es el rey el que debe apartarse.
chess-08-check-2-hint = Cualquier casilla a la que no llegue el caballo es segura para tu rey.
chess-08-check-2-success = El rey se apartó del ataque: la primera forma de salir del jaque.
chess-08-check-3-intro = Ahora la torre da jaque por la primera fila. Tu rey no tiene ninguna casilla libre y nada puede capturar la torre, así que pon una pieza en medio: tapa el jaque.
chess-08-check-3-wrong-1 = En d1 el alfil no tiene defensa: la torre lo captura y vuelve a dar jaque. Tapa en una casilla protegida por tu rey.
chess-08-check-3-hint = Tapa cerca del rey, donde pueda defender a la pieza que se interpone.
chess-08-check-3-success = Una pieza interpuesta y defendida por el rey detiene el jaque de forma definitiva: la segunda forma de salir.
chess-08-check-4-intro = El caballo da jaque a tu rey y ataca tu torre a la vez. Huir te costaría la torre. Usa la tercera forma: captura la pieza que da jaque.
chess-08-check-4-wrong-1 = Ahí tu rey está a salvo, pero ahora el caballo captura tu torre en e1. Capturar la pieza que da jaque resuelve los dos problemas.
chess-08-check-4-hint = ¿Cuál de tus piezas ataca al caballo?
chess-08-check-4-success = Al capturar la pieza que daba jaque, acabaste con el jaque y ganaste un caballo: la tercera forma de salir.
chess-08-check-5-intro = Jaque doble: dos piezas dan jaque a la vez. Tapar o capturar una de ellas deja en pie el jaque de la otra, así que contra un jaque doble solo puede moverse el rey. El caballo negro acaba de ir de e5 a d3: da jaque, y además ha abierto la columna de la torre hacia tu rey. Sal del jaque.
chess-08-check-5-wrong-1 = En f1 tu rey se mete en una red de mate: ...Re1, y el caballo de d3 defiende la torre. Ve a d1 o a d2.
chess-08-check-5-hint = Qxd3 capturaría el caballo, pero la torre seguiría dando jaque: las reglas no lo permiten. Aparta el rey a una casilla donde la torre no pueda darte mate en la jugada siguiente.
chess-08-check-5-success = Contra un jaque doble, el rey tiene que moverse: por eso es el jaque más fuerte de todos.

## Mate en una

chess-09-mate-in-one-title = Mate en una
chess-09-mate-in-one-summary = Un jaque sin escapatoria termina la partida.
chess-09-mate-in-one-1-intro = El jaque mate es un jaque que no tiene respuesta: el rey no puede apartarse, nada puede taparlo y nada puede capturar la pieza que da jaque. Con él se gana la partida. Los propios peones negros encierran a su rey: da mate en una jugada.
chess-09-mate-in-one-1-hint = La octava fila, la del rey, está abierta para tu torre.
chess-09-mate-in-one-1-success = Un mate del pasillo: los propios peones del rey eran su cárcel.
chess-09-mate-in-one-2-intro = Una dama pegada al rey da un jaque mortal cuando algo la defiende, porque el rey no puede capturarla. Tu rey es ese defensor. Mate en una.
chess-09-mate-in-one-2-hint = ¿Qué casilla junto al rey negro protege tu propio rey?
chess-09-mate-in-one-2-success = La dama dio jaque de cerca y el rey la cubrió.
chess-09-mate-in-one-3-intro = Dos torres funcionan como una escalera: una cierra una fila y la otra da jaque en la siguiente. Tu torre de la séptima fila ya encierra al rey. Mate en una.
chess-09-mate-in-one-3-hint = El rey no puede bajar a la séptima fila. ¿Y la octava?
chess-09-mate-in-one-3-success = Una torre vigila una fila y la otra da jaque en el borde: un mate de la escalera.
chess-09-mate-in-one-4-intro = La dama y el alfil apuntan a la misma casilla junto al rey enrocado. Mate en una.
chess-09-mate-in-one-4-hint = El peón de h7 solo lo defiende el rey, y un rey no puede capturar una dama protegida.
chess-09-mate-in-one-4-success = El alfil respaldaba a la dama, así que el rey no podía capturarla.
chess-09-mate-in-one-5-intro = A veces el rey está rodeado de sus propias piezas, y un caballo puede darle jaque desde una casilla a la que nada llega. Mate en una.
chess-09-mate-in-one-5-hint = Los jaques de caballo no se pueden tapar. ¿Desde qué casilla puede tu caballo dar jaque al rey?
chess-09-mate-in-one-5-success = Un mate de la coz: las propias piezas del rey lo dejaron sin espacio.

## Jugadas especiales

chess-10-special-moves-title = Jugadas especiales
chess-10-special-moves-summary = El enroque, la captura al paso y la coronación.
chess-10-special-moves-1-intro = El enroque mueve dos piezas a la vez: el rey se desplaza dos casillas hacia una torre, y la torre salta a la casilla que el rey ha cruzado. Pone al rey a cubierto y activa la torre. Haz el enroque corto moviendo tu rey dos casillas hacia la derecha.
chess-10-special-moves-1-hint = Mueve el rey, no la torre: la torre lo sigue sola.
chess-10-special-moves-1-success = Enroque hecho: el rey, a salvo detrás de sus peones; la torre, lista para jugar.
chess-10-special-moves-2-intro = Solo se puede enrocar si ninguna de las dos piezas se ha movido, las casillas entre ellas están vacías y el rey no está en jaque, no cruza una casilla atacada ni termina en una. Aquí el alfil vigila f1, así que el enroque corto no es posible. Haz el enroque largo.
chess-10-special-moves-2-hint = El enroque largo se hace en el flanco de dama: el rey va dos casillas a la izquierda.
chess-10-special-moves-2-success = Enroque largo: la torre llega a d1, junto al rey.
chess-10-special-moves-3-intro = Captura al paso (en passant): cuando un peón hace su paso doble y queda justo al lado de un peón enemigo, ese peón puede capturarlo como si solo hubiera avanzado una casilla. La ocasión dura una sola jugada. Avanza tu peón y fíjate en la respuesta de las negras.
chess-10-special-moves-3-wrong-1 = Avanza una casilla el peón de la columna e, para que quede en la quinta fila.
chess-10-special-moves-3-wrong-2 = El peón negro ha saltado por encima de d6, la casilla donde tu peón podía capturarlo. Captúralo ahora al paso: en la próxima jugada ya será tarde.
chess-10-special-moves-3-hint = Tras el paso doble de las negras, tu peón captura en diagonal hacia la casilla que se saltó el peón negro.
chess-10-special-moves-3-success = Captura al paso: tu peón llegó a d6 y el peón negro de d5 salió del tablero.
chess-10-special-moves-4-intro = Un peón que llega a la última fila corona: se convierte en dama, torre, alfil o caballo. Casi siempre se elige la dama. Lleva tu peón hasta el final y corónalo.
chess-10-special-moves-4-hint = Dos pasos más.
chess-10-special-moves-4-success = Una dama nueva salida de un humilde peón.
chess-10-special-moves-5-intro = Tu peón está bloqueado, pero un peón también puede llegar a la última fila capturando. Corónalo.
chess-10-special-moves-5-hint = Los peones capturan en diagonal, incluso en el último paso.
chess-10-special-moves-5-success = Captura y coronación en una sola jugada.
chess-10-special-moves-6-intro = Las negras amenazan Qxg2 mate, y una dama nueva en d8 no lo impediría. Encuentra una coronación que dé jaque y gane la dama negra.
chess-10-special-moves-6-wrong-1 = Las negras responderían Qxg2, y eso es mate. Corona en una pieza que dé jaque, para que las negras no tengan tiempo de jugarlo.
chess-10-special-moves-6-wrong-2 = Tu caballo ataca a la dama negra: captúrala antes de que cause problemas.
chess-10-special-moves-6-hint = No toda coronación tiene que ser en dama: ¿qué pieza en d8 atacaría f7?
chess-10-special-moves-6-success = Subpromoción: un caballo que da jaque al rey y ataca a la dama a la vez valía más que una dama nueva.

## Tablas

chess-11-draws-title = Tablas
chess-11-draws-summary = Rey ahogado, material insuficiente, repetición: partidas que nadie gana.
chess-11-draws-1-intro = Rey ahogado: el bando al que le toca mover no está en jaque pero no tiene ninguna jugada legal, y la partida termina en tablas. Al rey negro le queda una sola casilla. Da mate en dos jugadas, sin quitarle esa casilla demasiado pronto.
chess-11-draws-1-wrong-1 = Eso no. Cuidado con Qc7: controla b8 sin dar jaque, las negras no pueden mover y la partida es tablas por ahogado. Acerca primero tu rey y deja a las negras esa única jugada.
chess-11-draws-1-wrong-2 = Eso no es mate. Da un jaque que no deje al rey ninguna casilla, con tu propio rey cubriendo a la dama o las casillas de escape.
chess-11-draws-1-hint = Que tu rey cubra a7 y b7, para que tu dama quede libre para dar jaque.
chess-11-draws-1-success = Mate, no ahogado: nunca le quites al rey su última casilla a menos que a la vez le des jaque.
chess-11-draws-2-intro = El ahogado también puede salvar al bando que va perdiendo. Tu rey no tiene ninguna casilla segura y tu peón está bloqueado, así que solo puede moverse la torre. Deshazte de ella, y las negras tendrán que ahogarte.
chess-11-draws-2-wrong-1 = Cualquier otra jugada pierde enseguida: la dama negra y el peón de h3 están a punto de darte mate. Ofrece la torre con jaque, donde el rey esté obligado a capturarla: entonces no te quedará ninguna jugada legal.
chess-11-draws-2-hint = Un jaque justo al lado del rey negro le deja una sola respuesta.
chess-11-draws-2-success = Rey ahogado: sin la torre no podías mover, y la partida terminó en tablas.
chess-11-draws-3-intro = Un rey y un caballo, o un rey y un alfil, nunca pueden dar mate a un rey solo, así que una partida así es tablas en el acto. Solo te queda el rey, y el peón negro está a punto de convertirse en dama. Consigue las tablas ahora mismo.
chess-11-draws-3-wrong-1 = Eso no termina la partida, y el peón sigue vivo. Captúralo ahora: con solo un caballo, las negras nunca podrán darte mate, y la partida es tablas en el acto.
chess-11-draws-3-hint = Tu rey está en jaque por el peón, y el caballo no defiende al peón.
chess-11-draws-3-success = Rey y caballo contra rey no pueden dar mate: tablas inmediatas.
chess-11-draws-4-intro = Repetición: cuando la misma posición aparece por tercera vez, con el mismo bando al que le toca mover, cualquiera de los dos jugadores puede reclamar tablas; a la quinta vez, la partida es tablas automáticamente. Tienes una torre y dos peones menos, pero tu dama puede dar jaque sin fin entre e8 y h5. Repite la posición.
chess-11-draws-4-wrong-1 = Solo los jaques desde e8 y h5 pueden seguir para siempre: los demás jaques se agotan pronto, y cualquier jugada sin jaque permite que la dama y la torre negras ataquen a tu rey. Da jaque desde e8.
chess-11-draws-4-wrong-2 = Vuelve a h5 con jaque: el rey tiene que regresar a g8.
chess-11-draws-4-wrong-3 = Sigue dando jaque desde e8: la posición está a punto de repetirse.
chess-11-draws-4-wrong-4 = Un jaque más desde h5 devuelve la posición inicial por tercera vez.
chess-11-draws-4-hint = Tras cada jaque, el rey negro solo tiene una casilla.
chess-11-draws-4-success = Jaque perpetuo: la misma posición tres veces, y se pueden reclamar tablas.
chess-11-draws-5-intro = La regla de las 50 jugadas: cuando cada bando ha hecho 50 jugadas seguidas sin ninguna captura ni movimiento de peón, cualquiera de los dos jugadores puede reclamar tablas (aparece el botón Reclamar tablas). Tras 75 jugadas así, la partida es tablas automáticamente. Aquí ya han pasado 74 jugadas y media sin captura ni movimiento de peón, y la dama negra ganaría si la partida continuara. Haz una jugada más que no sea una captura ni mueva un peón.
chess-11-draws-5-wrong-1 = Una jugada de peón vuelve a poner la cuenta a cero, y entonces la dama negra tendrá todo el tiempo que necesite. Mueve tu rey.
chess-11-draws-5-hint = Cualquier jugada de rey sirve; deja el peón donde está.
chess-11-draws-5-success = Tablas por la regla de las 75 jugadas. Los jugadores también pueden acordar tablas en cualquier momento: uno las ofrece, y la partida es tablas si el otro acepta.

## Principios de la apertura

chess-12-opening-principles-title = Principios de la apertura
chess-12-opening-principles-summary = Ocupa el centro, saca tus piezas, enroca pronto.
chess-12-opening-principles-1-intro = Las cuatro casillas centrales son las más importantes: desde ahí las piezas llegan lejos, y los peones en el centro dan espacio a tus piezas. Empieza la partida poniendo un peón en el centro.
chess-12-opening-principles-1-wrong-1 = Eso no pone un peón en ninguna de las cuatro casillas centrales. Avanza dos casillas el peón que está delante de tu rey o de tu dama: ocupa el centro y abre líneas a tu dama y a tus alfiles.
chess-12-opening-principles-1-hint = Haz el paso doble con el peón que está delante de tu rey o de tu dama.
chess-12-opening-principles-1-success = Un peón en el centro: espacio para ti y líneas abiertas para tus piezas.
chess-12-opening-principles-2-intro = Después, desarrolla: saca los caballos y los alfiles, cada uno hacia el centro, antes de mover dos veces la misma pieza. Haz dos jugadas de desarrollo.
chess-12-opening-principles-2-wrong-1 = Lleva un caballo o un alfil a una buena casilla que apunte al centro: un caballo a f3 o c3, o el alfil a c4, b5 o e2. Las jugadas de peón y los paseos de la dama pueden esperar.
chess-12-opening-principles-2-wrong-2 = Desarrolla una pieza que aún no se haya movido, apuntando al centro: un caballo a f3 o c3, o el alfil a c4, b5 o e2.
chess-12-opening-principles-2-hint = Los caballos están mejor en f3 y c3, donde miran al centro.
chess-12-opening-principles-2-success = Dos piezas fuera y trabajando, mientras las demás esperan su turno.
chess-12-opening-principles-3-intro = Un rey en el centro estorba y atrae ataques. Enroca pronto: primero despeja las casillas entre tu rey y la torre, y luego enroca.
chess-12-opening-principles-3-wrong-1 = Primero desarrolla el alfil que está entre tu rey y la torre: de f1 a c4, b5 o e2 (en d3 bloquearía tu peón de la columna d). Después podrás enrocar.
chess-12-opening-principles-3-wrong-2 = El camino está libre: enroca ya, antes de que las negras encuentren la forma de impedirlo.
chess-12-opening-principles-3-hint = ¿Qué pieza está entre tu rey y la torre de h1?
chess-12-opening-principles-3-success = El rey queda a cubierto detrás de sus peones, y la torre ha dejado la esquina por f1, más cerca del centro: un comienzo sólido.
chess-12-opening-principles-4-intro = Juegas con negras, y las blancas han sacado la dama en la segunda jugada. Una dama que sale pronto puede ser hostigada: cada vez que tiene que huir, tú sacas una pieza gratis. Defiéndete y desarrolla ganando tiempo.
chess-12-opening-principles-4-wrong-1 = La dama ataca tu peón de e5. Defiéndelo con un caballo: así proteges el peón y desarrollas una pieza en una sola jugada.
chess-12-opening-principles-4-wrong-2 = Las blancas amenazan Qxf7 mate. Aquí, corta el camino de la dama con un peón que además la ataque: tendrá que moverse otra vez, y tú ganarás tiempo.
chess-12-opening-principles-4-wrong-3 = De nuevo la dama y el alfil apuntan a f7. Tapa la línea de la dama con una pieza que de todos modos quieras desarrollar.
chess-12-opening-principles-4-hint = Cada jugada debe defender y desarrollar, o perseguir a la dama.
chess-12-opening-principles-4-success = Dos caballos fuera y una dama a la fuga: sacar la dama tan pronto les costó tiempo a las blancas.

## Clavadas

chess-13-pins-title = Clavadas
chess-13-pins-summary = Una pieza que no puede moverse sin dejar expuesta otra más valiosa que tiene detrás.
chess-13-pins-1-intro = Una clavada: una pieza está en una línea entre una torre, un alfil o una dama enemigos y una pieza propia más valiosa situada detrás. El alfil de b5 clava el caballo de c6 contra el rey de e8. Esa clavada es absoluta: mover el caballo dejaría a su propio rey en jaque, así que las reglas lo prohíben. El alfil de g5 clava el caballo de f6 contra la dama de d8; esa clavada es relativa: el caballo puede moverse, pero entonces se pierde la dama.
chess-13-pins-2-intro = Una pieza que está entre un atacante y su propio rey está clavada: no puede salirse de esa línea, porque dejaría expuesto al rey (aún puede moverse a lo largo de la línea, hacia el atacante o hacia atrás; un caballo nunca puede). Clava el caballo de e4 contra el rey negro y luego gánalo.
chess-13-pins-2-wrong-1 = Pon primero una torre en la columna e: así el caballo queda entre ella y el rey.
chess-13-pins-2-wrong-2 = Ahora el caballo está defendido. Atácalo con un peón: una pieza clavada no puede huir.
chess-13-pins-2-wrong-3 = Captura el caballo con el peón: el peón es la pieza más barata para cambiar.
chess-13-pins-2-hint = ¿Qué jugada de torre se alinea con el caballo y con el rey que tiene detrás?
chess-13-pins-2-success = El caballo clavado no pudo escapar del peón: una clavada más un ataque gana material.
chess-13-pins-3-intro = El alfil de g5 clava el caballo contra la dama. El caballo puede moverse, pero entonces se pierde la dama. Ataca al caballo clavado con un peón y gánalo.
chess-13-pins-3-wrong-1 = Usa un peón contra el caballo clavado: está defendido, así que solo un atacante más barato lo gana.
chess-13-pins-3-wrong-2 = La dama se ha salido de la clavada, pero el caballo sigue atacado dos veces. Captúralo.
chess-13-pins-3-hint = ¿Qué peón puede avanzar y atacar f6?
chess-13-pins-3-success = Una clavada contra la dama es más débil que una contra el rey, pero aun así les costó una pieza a las negras.
chess-13-pins-4-intro = El alfil de d5 parece protegido por el caballo. Pero ese caballo está clavado contra su rey por la torre de e1, así que no puede recapturar. Gana el alfil.
chess-13-pins-4-wrong-1 = El alfil de d5 está indefenso ahora mismo: el caballo que lo defiende no puede salir de la columna e.
chess-13-pins-4-hint = Cuenta los defensores de d5, pero deja fuera cualquier pieza clavada.
chess-13-pins-4-success = Una pieza clavada solo aparenta defender: no la cuentes.

## Horquillas

chess-14-forks-title = Horquillas
chess-14-forks-summary = Una pieza ataca a dos a la vez, y solo se puede salvar una.
chess-14-forks-1-intro = Una horquilla (o ataque doble) es una pieza que ataca a dos piezas enemigas a la vez; normalmente el rival solo puede salvar una de ellas. Aquí tu caballo puede saltar de b5 a c7, donde da jaque al rey de e8 y a la vez ataca a la dama de a8 (las flechas). El jaque de un caballo no se puede tapar y nada puede capturar este caballo, así que el rey debe apartarse, y el caballo captura la dama.
chess-14-forks-2-intro = Una horquilla es una pieza que ataca a dos a la vez. El jaque de un caballo no se puede tapar, así que una horquilla de caballo con jaque es difícil de parar. Salta dando jaque y atacando a la vez a la dama, y luego captúrala.
chess-14-forks-2-wrong-1 = Busca una casilla para el caballo que dé jaque al rey y ataque a la dama a la vez.
chess-14-forks-2-wrong-2 = El rey se ha apartado: captura ya la dama.
chess-14-forks-2-hint = ¿Desde qué casilla ataca el caballo a la vez g8 y c8?
chess-14-forks-2-success = Jaque más ataque es la horquilla más fuerte: el rey tiene que moverse, y la dama cae.
chess-14-forks-3-intro = Hasta un peón puede hacer una horquilla. Avanza un peón de modo que ataque al alfil y al caballo a la vez, y luego captura el que se quede.
chess-14-forks-3-wrong-1 = Encuentra el avance de peón que ataca d6 y f6 a la vez. El peón de d4 lo mantiene a salvo.
chess-14-forks-3-wrong-2 = El alfil ha huido, así que el caballo sigue atacado: captúralo.
chess-14-forks-3-hint = Un peón ataca las dos casillas que tiene delante en diagonal.
chess-14-forks-3-success = El peón atacó dos piezas a la vez y las negras solo pudieron salvar una.
chess-14-forks-4-intro = La dama se mueve en ocho direcciones, así que es ideal para las horquillas. Da un jaque que ataque también a la torre sin defensa de a8, y luego captúrala.
chess-14-forks-4-wrong-1 = Busca una casilla donde la dama dé jaque al rey por una diagonal y ataque a8 por otra.
chess-14-forks-4-wrong-2 = El rey se ha movido: la torre de a8 es tuya.
chess-14-forks-4-hint = Busca una casilla central que esté en la misma diagonal que el rey y en la gran diagonal que llega a a8.
chess-14-forks-4-success = Las piezas sin defensa y un rey al descubierto son blancos perfectos para una horquilla de dama.

## Ensartadas

chess-15-skewers-title = Ensartadas
chess-15-skewers-summary = Ataca al rey, y cae la pieza que tiene detrás.
chess-15-skewers-1-intro = Una ensartada es una clavada al revés: la pieza más valiosa está delante, y otra de menos valor detrás de ella en la misma línea. La pieza de delante es atacada y tiene que salir de la línea, y la de detrás se captura. Aquí tu torre puede dar jaque desde d8: el rey negro de d5 debe salir de la columna d, y entonces tu torre captura la torre negra de d2.
chess-15-skewers-2-intro = Una ensartada es una clavada al revés: la pieza más valiosa está delante. Da jaque al rey con el alfil de modo que la torre de g8 quede detrás de él en la misma diagonal, y luego captura la torre.
chess-15-skewers-2-wrong-1 = Da jaque al rey por la diagonal que también pasa por g8, para que la torre quede detrás de él.
chess-15-skewers-2-wrong-2 = El rey ha salido de la diagonal: captura la torre de g8.
chess-15-skewers-2-hint = El rey de e6 y la torre de g8 comparten una diagonal. ¿Dónde puede situarse en ella el alfil?
chess-15-skewers-2-success = El rey tuvo que salir de la línea, y la torre que estaba detrás se perdió.
chess-15-skewers-3-intro = Las torres ensartan por filas y columnas. El rey y la torre negros están en la misma fila: da jaque desde el otro extremo y gana la torre.
chess-15-skewers-3-wrong-1 = Da jaque por la séptima fila, para que la torre de a7 quede detrás del rey.
chess-15-skewers-3-wrong-2 = La séptima fila está abierta: captura la torre de a7.
chess-15-skewers-3-hint = ¿A qué casilla de la séptima fila puede llegar tu torre en una jugada?
chess-15-skewers-3-success = En los finales de torres, cuando el rey y la torre están en una misma línea, siempre vale la pena buscar una ensartada.
chess-15-skewers-4-intro = La dama también ensarta. El rey y la dama negros comparten la gran diagonal: da jaque desde su otro extremo y captura la dama.
chess-15-skewers-4-wrong-1 = Da jaque en la gran diagonal de a1 a h8, lo bastante lejos del rey para que no pueda capturar tu dama.
chess-15-skewers-4-wrong-2 = La diagonal está abierta: captura la dama de h8.
chess-15-skewers-4-hint = Una casilla de la esquina es lo más lejos que se puede estar del rey.
chess-15-skewers-4-success = Con dama contra dama, una ensartada decide la partida al instante.

## Ataques a la descubierta

chess-16-discovered-attacks-title = Ataques a la descubierta
chess-16-discovered-attacks-summary = Aparta una pieza, y la que está detrás golpea.
chess-16-discovered-attacks-1-intro = Un ataque a la descubierta: una pieza sale de una línea y destapa un ataque de la torre, el alfil o la dama que tiene detrás. Cuando el ataque destapado alcanza al rey, es un jaque a la descubierta. Aquí tu caballo de e4 está entre tu torre de e1 y el rey negro de e8. Si el caballo salta a c5, la torre da jaque y a la vez el caballo ataca a la dama de a6: las negras deben responder al jaque, y pierden la dama.
chess-16-discovered-attacks-2-intro = Un ataque a la descubierta: una pieza se aparta y destapa un ataque de la pieza que tiene detrás. Tu alfil está entre tu dama y la dama negra. Muévelo con una amenaza propia, y las damas quedarán frente a frente: las negras no podrán atender a las dos cosas. Gana la dama negra.
chess-16-discovered-attacks-2-wrong-1 = Las negras responden a eso sin problemas. Mueve el alfil dando jaque, para que las negras no tengan tiempo de salvar la dama.
chess-16-discovered-attacks-2-wrong-2 = Ahora la columna d está abierta: captura la dama.
chess-16-discovered-attacks-2-hint = Lo primero es un jaque de alfil, aunque cueste el alfil.
chess-16-discovered-attacks-2-success = El alfil dio jaque y la dama que estaba detrás hizo el verdadero trabajo.
chess-16-discovered-attacks-3-intro = Un jaque a la descubierta: tu torre apunta al rey negro, y solo tu caballo está en medio. Mueve el caballo para que la torre dé jaque, y haz que el caballo ataque a la dama.
chess-16-discovered-attacks-3-wrong-1 = Aquí cualquier jugada de caballo da jaque, así que elige la casilla que además ataque a la dama de d8 y donde no lo puedan capturar.
chess-16-discovered-attacks-3-wrong-2 = Las negras han tapado el jaque. Ahora captura la dama.
chess-16-discovered-attacks-3-hint = El caballo puede ir a cualquier parte: el jaque lo da la torre. ¿Qué casilla ataca d8?
chess-16-discovered-attacks-3-success = Las negras tuvieron que responder al jaque, así que la amenaza del caballo salió gratis.
chess-16-discovered-attacks-4-intro = El alfil de b2 apunta al rey negro; tu torre está en medio. La torre puede capturar cualquier cosa a su alcance con jaque a la descubierta. Captura la dama y luego la torre.
chess-16-discovered-attacks-4-wrong-1 = Cualquier jugada de torre da jaque, así que llévate la presa más grande de la columna d.
chess-16-discovered-attacks-4-wrong-2 = Ahora la torre negra puede capturar la tuya. Captúrala tú primero.
chess-16-discovered-attacks-4-hint = La dama de d7 está defendida por la torre, pero eso no importa mientras el rey esté en jaque.
chess-16-discovered-attacks-4-success = Un jaque a la descubierta permite a la pieza de delante llevarse incluso una pieza defendida.
chess-16-discovered-attacks-5-intro = Un jaque doble es un jaque a la descubierta en el que la pieza que se mueve también da jaque. El rey negro no puede apartarse, y contra dos jaques no se puede tapar ni capturar ninguna de las piezas que los dan, aunque haya una pieza capaz de hacerlo. Da mate con un jaque doble.
chess-16-discovered-attacks-5-wrong-1 = Eso no es mate. Contra un jaque simple de tu torre, las negras tapan en e7 (...Be7 o ...Qe7). Mueve el caballo de modo que también dé jaque: un jaque doble.
chess-16-discovered-attacks-5-hint = Saca el caballo de la columna e hacia una casilla desde la que también dé jaque al rey.
chess-16-discovered-attacks-5-success = Nd6 mate: el peón de c7 y el alfil de f8 atacan los dos al caballo, pero en un jaque doble solo puede moverse el rey, y no tiene adónde ir.

## Más táctica

chess-16b-more-tactics-title = Más táctica
chess-16b-more-tactics-summary = Atracción, desviación, sobrecarga, rayos X, jugada intermedia e interferencia, cada una con su nombre y un ejemplo.
chess-16b-more-tactics-1-intro = La atracción (o señuelo) lleva a una pieza enemiga, a menudo el rey, a una casilla donde puede caer víctima de una táctica. Aquí una horquilla de caballo desde f7 alcanzaría a la dama de d6 y a un rey en h8. Entrega tu torre para llevar allí al rey, y luego haz la horquilla y gana la dama.
chess-16b-more-tactics-1-wrong-1 = Encuentra el jaque que obliga al rey negro a ir a la casilla que tu caballo puede atacar en horquilla desde f7: la columna h abierta lleva hasta allí.
chess-16b-more-tactics-1-wrong-2 = Ahora el rey está en h8: el caballo le da jaque desde f7 y a la vez ataca a la dama.
chess-16b-more-tactics-1-wrong-3 = Captura la dama de d6.
chess-16b-more-tactics-1-hint = Rh8+ deja al rey una sola jugada: Kxh8.
chess-16b-more-tactics-1-success = Atracción: Rh8+ Kxh8 Nxf7+ y Nxd6. Se entrega una torre y se gana una dama.
chess-16b-more-tactics-2-intro = La desviación aleja a un defensor de lo que protege. Tu dama y el alfil que tiene detrás apuntan a h7, pero tu propio peón de e4 está en medio, y el caballo de f6 defiende h7. Avanza ese peón: despeja la línea y ataca al caballo. Si el caballo se aparta, Qxh7 es mate (si se interpone en e4, simplemente se captura); si se queda, el peón lo captura.
chess-16b-more-tactics-2-wrong-1 = Avanza un peón que ataque al caballo de f6, el único defensor de h7.
chess-16b-more-tactics-2-wrong-2 = El caballo ha dejado f6, así que nada defiende h7: la dama da mate allí, respaldada por el alfil.
chess-16b-more-tactics-2-hint = Un peón en e5 atacaría f6.
chess-16b-more-tactics-2-success = Desviación: e5 alejó al defensor. A las negras les conviene más abandonar el caballo a su suerte (con ...g6, por ejemplo), y las blancas ganan una pieza.
chess-16b-more-tactics-3-intro = Una pieza sobrecargada tiene dos tareas y solo puede cumplir una. La torre negra de d8 defiende a la dama de d6 y también la octava fila, donde Re8 sería mate. Aprovéchalo.
chess-16b-more-tactics-3-wrong-1 = Las damas se atacan entre sí. Captura tú primero: la torre que recapturaría también tiene que vigilar e8.
chess-16b-more-tactics-3-hint = ¿Qué pasa con e8 si la torre de d8 captura en d6?
chess-16b-more-tactics-3-success = Qxd6, y las negras no pueden recapturar: tras ...Rxd6, Re8 es mate. Un defensor, dos tareas: la dama se gana sin más.
chess-16b-more-tactics-4-intro = Los rayos X son un ataque a través de otra pieza. Tu torre de d1 está detrás de tu dama: ataca d8 a través de ella. Así, d8 tiene dos atacantes contra un defensor, la dama negra. Sacrifica tu dama en d8 y da mate.
chess-16b-more-tactics-4-wrong-1 = Captura con la dama la torre de d8, dando jaque: la torre que tiene detrás recapturará.
chess-16b-more-tactics-4-wrong-2 = Tu torre captura en d8: mate en la última fila.
chess-16b-more-tactics-4-hint = Cuenta los atacantes de d8, incluida la torre que está detrás de tu dama.
chess-16b-more-tactics-4-success = Qxd8+ Qxd8 Rxd8 mate: la torre veía d8 a través de su propia dama.
chess-16b-more-tactics-5-intro = La jugada intermedia: antes de la recaptura que todo el mundo espera, juega primero una jugada más fuerte, normalmente un jaque. Las negras acaban de capturar tu dama en d1, y vas a recapturar. Pero antes, un jaque de caballo que captura un peón y ataca a la torre de a8.
chess-16b-more-tactics-5-wrong-1 = Recapturar enseguida solo mantiene el material igualado, y la mayoría de las demás jugadas dejan a las negras con una dama de más. Primero da jaque con el caballo: la dama de d1 seguirá ahí después.
chess-16b-more-tactics-5-wrong-2 = Ahora recaptura la dama de d1.
chess-16b-more-tactics-5-hint = Un caballo en c7 daría jaque al rey y atacaría a8, y tu alfil de f4 lo defendería allí.
chess-16b-more-tactics-5-success = Primero Nxc7+, y luego la recaptura: ganaste un peón, el rey perdió el enroque y el caballo sigue atacando a la torre.
chess-16b-more-tactics-6-intro = La interferencia consiste en poner una pieza en la línea entre una pieza enemiga y lo que esta defiende, para cortar la defensa. Tu dama y el peón de f6 amenazan Qg7 mate, pero la dama negra de c7 defiende g7 por la séptima fila. Corta esa línea en una casilla donde capturar tu pieza les cueste la dama a las negras, y gana la dama.
chess-16b-more-tactics-6-wrong-1 = La dama negra sigue defendiendo g7, y las negras tienen tiempo de defenderse. Pon una pieza entre c7 y g7, en la única casilla de esa línea que protege tu peón de f6: la torre de e1 puede ir allí.
chess-16b-more-tactics-6-wrong-2 = Captura con el peón la dama de e7.
chess-16b-more-tactics-6-hint = ¿Qué casilla entre c7 y g7 defiende tu peón de f6?
chess-16b-more-tactics-6-success = Interferencia: Re7 cortó la línea entre la dama y g7. Las negras tuvieron que dar la dama por la torre, o recibir mate en g7.

## Patrones de mate

chess-17-mating-patterns-title = Patrones de mate
chess-17-mating-patterns-summary = Mates famosos que aparecen una y otra vez.
chess-17-mating-patterns-1-intro = Un rey situado detrás de sus propios peones sin mover puede recibir mate en su primera fila. La torre negra defiende la octava fila: elimina a ese defensor con un jaque y luego da mate.
chess-17-mating-patterns-1-wrong-1 = Usa tus dos torres de la columna e: la primera da jaque y es capturada, la segunda da mate.
chess-17-mating-patterns-1-wrong-2 = La octava fila se ha quedado sin defensor: captura en e8.
chess-17-mating-patterns-1-hint = La torre de c8 es el único defensor de e8. Oblígala a dejar la octava fila.
chess-17-mating-patterns-1-success = Mate del pasillo: los propios peones del rey lo encerraron. Una jugada de peón como ...h6, que le da aire al rey, lo evita.
chess-17-mating-patterns-2-intro = El mate de la coz: un caballo da mate a un rey encerrado por sus propias piezas. Da jaque con el caballo, vuelve a dar jaque con el caballo y la dama a la vez, entrega la dama en g8 y da mate.
chess-17-mating-patterns-2-wrong-1 = Empieza con un jaque de caballo en f7: ataca al rey y lo obliga a salir de la esquina.
chess-17-mating-patterns-2-wrong-2 = Mueve el caballo de modo que dé jaque y destape también el jaque de la dama: un jaque doble.
chess-17-mating-patterns-2-wrong-3 = Sacrifica la dama en g8: la torre tiene que capturarla y encierra a su propio rey.
chess-17-mating-patterns-2-wrong-4 = El rey está emparedado por su propia torre y sus peones. Un jaque de caballo lo remata.
chess-17-mating-patterns-2-hint = Tras el primer jaque de caballo, busca una jugada de caballo que además abra la diagonal de la dama hasta g8.
chess-17-mating-patterns-2-success = Mate de la coz: las propias piezas del rey le quitaron todas las casillas de escape.
chess-17-mating-patterns-3-intro = El mate del pastor ataca f7, la casilla que solo defiende el rey. Saca el alfil y la dama, los dos apuntando a f7, y da mate en cuatro jugadas.
chess-17-mating-patterns-3-wrong-1 = Empieza avanzando dos casillas el peón de rey: abre líneas para la dama y el alfil.
chess-17-mating-patterns-3-wrong-2 = Lleva el alfil a c4 o la dama a h5: los dos apuntan a f7.
chess-17-mating-patterns-3-wrong-3 = Saca el otro atacante: el alfil en c4 y la dama en h5 atacan juntos f7.
chess-17-mating-patterns-3-wrong-4 = El caballo negro ataca a tu dama, pero f7 está abierto: captura allí con la dama.
chess-17-mating-patterns-3-hint = ¿Desde qué casillas apuntan a f7 tanto el alfil como la dama?
chess-17-mating-patterns-3-success = La dama en f7, protegida por el alfil: solo funciona cuando las negras se olvidan de defender.
chess-17-mating-patterns-4-intro = Ahora juegas con negras, y las blancas amenazan el mate del pastor: la dama captura en f7. Para la amenaza con una jugada útil.
chess-17-mating-patterns-4-wrong-1 = Cubre f7: tapa la diagonal de la dama con un peón, o defiende f7 con tu dama o con un caballo. La mayoría de las demás jugadas permiten Qxf7 mate, y el resto pierden material o dejan que las blancas capturen en f7 con jaque.
chess-17-mating-patterns-4-hint = Un peón puede tapar el camino de la dama y atacarla en una sola jugada.
chess-17-mating-patterns-4-success = f7 está a salvo. Tras ...g6, además, la dama tiene que moverse otra vez; tras ...Qe7, ...Qf6 o ...Nh6, una pieza defiende f7.
chess-17-mating-patterns-5-intro = La dama blanca ha vuelto a f3 y apunta otra vez a f7. Defiende f7 una vez más, y desarrolla una pieza si puedes.
chess-17-mating-patterns-5-wrong-1 = Cubre f7 con una pieza: ponla entre la dama y f7, o defiende f7. La mayoría de las demás jugadas permiten Qxf7 mate o un ataque de mate sobre f7, y el resto pierden material o debilitan a tu rey.
chess-17-mating-patterns-5-hint = El caballo de g8 tiene una casilla natural delante del peón de la columna f.
chess-17-mating-patterns-5-success = f7 está cubierto y el ataque ha terminado. ...Nf6 es lo más natural: tapa a la dama y desarrolla una pieza.
chess-17-mating-patterns-6-intro = El mate de Anastasia: un caballo en e7 cubre g8 y g6, y una torre da mate por la columna h. Da jaque con el caballo, sacrifica la dama en h7 y da mate con la torre.
chess-17-mating-patterns-6-wrong-1 = Primero da jaque con el caballo, desde la casilla que después controlará g6 y g8.
chess-17-mating-patterns-6-wrong-2 = Sacrifica la dama en h7: el rey tiene que capturarla y se mete en la columna h abierta.
chess-17-mating-patterns-6-wrong-3 = Lleva la torre a la columna h para dar mate.
chess-17-mating-patterns-6-hint = Una vez que el caballo cubre g8 y g6, la columna h es el punto débil del rey: ábrela por la fuerza.
chess-17-mating-patterns-6-success = Mate de Anastasia: el caballo controla las casillas de escape mientras la torre da jaque en el borde.
chess-17-mating-patterns-7-intro = El mate árabe: una torre junto al rey arrinconado, protegida por un caballo. Coloca primero el caballo: las negras no pueden impedir el mate.
chess-17-mating-patterns-7-wrong-1 = Encuentra la casilla de caballo que controla a la vez g8 y h7, sin dar jaque.
chess-17-mating-patterns-7-wrong-2 = El caballo controla h7 y g8: la torre puede dar mate en h7.
chess-17-mating-patterns-7-hint = La torre quiere dar jaque en h7. Necesita allí un guardaespaldas que además vigile g8.
chess-17-mating-patterns-7-success = Mate árabe: la torre y el caballo, uno junto al otro, atrapan al rey en la esquina.
chess-17-mating-patterns-8-intro = La escalera: dos torres dan jaque por turnos, cada vez una fila más allá, y empujan al rey hasta el borde. Mantén una torre detrás del rey como valla y da mate en cuatro.
chess-17-mating-patterns-8-wrong-1 = La torre de h4 es la valla en la cuarta fila: déjala ahí y da jaque en la quinta fila con la otra torre.
chess-17-mating-patterns-8-wrong-2 = Ahora la valla es la torre de g5. Sube más allá con la otra torre y da jaque en la sexta fila.
chess-17-mating-patterns-8-wrong-3 = Sigue subiendo: da jaque en la séptima fila con la torre que está detrás.
chess-17-mating-patterns-8-wrong-4 = Un peldaño más de la escalera: da jaque en la octava fila, y es mate.
chess-17-mating-patterns-8-hint = Cada vez, la torre de la fila más baja sube a la fila justo por encima de la otra torre y da jaque.
chess-17-mating-patterns-8-success = El mate de la escalera: las torres subieron peldaño a peldaño y al rey se le acabaron las filas.
chess-17-mating-patterns-9-intro = El mate de Legal, de una trampa de apertura real. El alfil negro de g4 clava tu caballo contra tu dama, o eso parece. Rompe la clavada: captura el peón de e5 con el caballo y deja tu dama al alfil. Si las negras la capturan, tu alfil y tus dos caballos dan mate al rey.
chess-17-mating-patterns-9-wrong-1 = El caballo clavado aún puede moverse, y aquí debe hacerlo: captura con él el peón de e5.
chess-17-mating-patterns-9-wrong-2 = Las negras capturaron tu dama. Ahora da jaque: tu alfil captura en f7, y al rey solo le queda e7.
chess-17-mating-patterns-9-wrong-3 = Tu último caballo entra dando mate: encuentra la casilla desde la que da jaque a e7.
chess-17-mating-patterns-9-hint = Tras Nxe5 Bxd1, Bxf7+ lleva al rey a e7, donde el alfil y los caballos cierran todas las casillas.
chess-17-mating-patterns-9-success = Mate de Legal: Nxe5!, Bxf7+ y Nd5. Lo mejor para las negras era 5...dxe5 6.Qxg4, y las blancas simplemente tienen un peón de más: una clavada contra la dama no es una clavada contra el rey.
chess-17-mating-patterns-10-intro = El mate de Boden: dos alfiles en diagonales que se cruzan dan mate a un rey enrocado en el flanco de dama. Tu alfil de f4 ya cubre b8 y c7. Entrega la dama para que el peón de la columna b tenga que dejar b7, y luego da mate con el otro alfil.
chess-17-mating-patterns-10-wrong-1 = Sacrifica la dama con jaque en c6: la única forma de capturarla es con el peón de la columna b, y eso abre la diagonal a6-c8.
chess-17-mating-patterns-10-wrong-2 = La casilla b7 está vacía ahora: tu alfil da mate desde a6.
chess-17-mating-patterns-10-hint = La dama da jaque en c6, donde solo un peón puede capturarla.
chess-17-mating-patterns-10-success = Mate de Boden: un alfil en a6, otro en la diagonal f4-b8, y la torre y el caballo del propio rey ocupan d8 y d7.
chess-17-mating-patterns-11-intro = El mate de la charretera: las propias torres del rey están a ambos lados de él, como las charreteras de un uniforme, y le quitan las casillas laterales. Un jaque de dama desde dos casillas por delante del rey hace el resto. Mate en una.
chess-17-mating-patterns-11-hint = Desde e6, la dama da jaque al rey y cubre d7, e7 y f7.
chess-17-mating-patterns-11-success = Mate de la charretera: las torres de d8 y f8 bloqueaban a su propio rey, y nada podía capturar la dama en e6.

## Mates básicos

chess-18-basic-mates-title = Mates básicos
chess-18-basic-mates-summary = Da mate a un rey solo con una dama o una torre, contra una defensa.
chess-18-basic-mates-1-intro = Rey y dama contra rey, con el rey negro ya en el borde. Estrecha su caja con la dama, acerca tu propio rey y da mate en 12 jugadas como máximo mientras el ordenador defiende.
chess-18-basic-mates-1-hint = Estrecha la caja del rey con jugadas tranquilas de dama (a un salto de caballo del rey suele ir bien, pero nunca con el rey en una esquina: ahí es ahogado) y luego acerca tu rey. Cuando el rey esté en el borde, cuenta sus casillas libres antes de cada jugada de dama: déjale al menos una hasta que puedas dar mate.
chess-18-basic-mates-1-success = La dama encierra, el rey ayuda y la dama da mate: cuidado con el ahogado cuando la caja es pequeña.
chess-18-basic-mates-2-intro = Ahora desde el centro del tablero. Usa la dama para estrechar la caja del rey paso a paso hasta que llegue al borde, y luego acerca tu rey y da mate en 20 jugadas como máximo.
chess-18-basic-mates-2-hint = No persigas al rey a base de jaques. Haz su caja más pequeña con jugadas tranquilas de dama.
chess-18-basic-mates-2-success = Puedes dar mate con rey y dama desde cualquier posición: con el mejor juego nunca hacen falta más de diez jugadas.
chess-18-basic-mates-3-intro = Rey y torre contra rey. La torre necesita la ayuda de su rey: normalmente los reyes quedan frente a frente y la torre da jaque por el borde. El rey negro ya está cerca del borde: dale mate.
chess-18-basic-mates-3-hint = Usa la torre para mantener al rey en las filas de arriba, y da jaque solo cuando tu rey esté enfrente del suyo.
chess-18-basic-mates-3-success = La torre da jaque por el borde mientras tu rey le cierra la salida: ese es el mate de torre.
chess-18-basic-mates-4-intro = El mate de torre completo, desde el centro. Corta al rey con la torre, hazlo retroceder fila a fila con la ayuda de tu rey y da mate en 30 jugadas como máximo.
chess-18-basic-mates-4-hint = Mantén la torre lejos del rey enemigo, para que nunca la ataque, y deja que tu rey se encargue de empujar.
chess-18-basic-mates-4-success = Cortar, hacer retroceder, dar mate en el borde: rey y torre siempre ganan contra un rey solo.

## Finales de peones

chess-19-pawn-endgames-title = Finales de peones
chess-19-pawn-endgames-summary = Rey y peón: la oposición, las casillas clave y la triangulación.
chess-19-pawn-endgames-1-intro = Los reyes de e4 y e6 están en oposición: frente a frente en una columna, con una casilla entre ellos. Ninguno puede acercarse más, así que cuando solo pueden moverse los reyes, el bando al que le toca mover tiene que ceder el paso y el otro bando tiene la oposición. Tomas la oposición llevando tu rey a una posición de oposición, de modo que el otro rey tenga que mover. Las casillas clave de un peón son aquellas en las que su rey gana, le toque mover a quien le toque: para un peón que no ha cruzado la mitad del tablero (y no está en la columna a ni en la h), son las tres casillas situadas dos filas por delante de él, aquí d4, e4 y f4. El rey blanco está en una de ellas, así que las blancas ganan aunque las negras tengan la oposición: el avance del peón a e3 es una jugada de reserva que pasa el turno a las negras.
chess-19-pawn-endgames-2-intro = Dos reyes frente a frente con una casilla entre ellos están en oposición, y el bando que debe mover tiene que ceder el paso. Toma la oposición y luego rodea al rey negro hasta que el tuyo esté en la sexta fila.
chess-19-pawn-endgames-2-wrong-1 = Así las negras pueden mantener fuera a tu rey. Ponte justo delante del rey negro, con una casilla entre ambos, para que las negras tengan que mover.
chess-19-pawn-endgames-2-wrong-2 = Las negras han cedido el paso por un lado: avanza por el otro, dejando atrás al rey negro.
chess-19-pawn-endgames-2-wrong-3 = Vuelve a tomar la oposición: ponte delante del rey negro con una casilla entre ambos. Guarda la jugada de peón como jugada de reserva para más adelante.
chess-19-pawn-endgames-2-wrong-4 = Las negras se han vuelto a apartar: rodea a su rey hasta la sexta fila.
chess-19-pawn-endgames-2-hint = Pon tu rey en la misma columna que el rey negro, con una casilla vacía entre ellos.
chess-19-pawn-endgames-2-success = Tu rey está en la sexta fila, por delante de su peón: el peón coronará hagan lo que hagan las negras.
chess-19-pawn-endgames-3-intro = Ahora defiendes con negras. Mantén tu rey delante del peón y toma la oposición cada vez que el rey blanco se acerque. Consigue las tablas.
chess-19-pawn-endgames-3-wrong-1 = Planta cara al rey blanco: ponte enfrente de él, con una casilla entre ambos, para que las blancas tengan que ceder el paso.
chess-19-pawn-endgames-3-wrong-2 = Quédate delante del peón: colócate en su columna.
chess-19-pawn-endgames-3-wrong-3 = Retrocede en línea recta, delante del peón. Si te apartas hacia un lado, el rey blanco entra.
chess-19-pawn-endgames-3-wrong-4 = Toma la oposición frente al rey de d6.
chess-19-pawn-endgames-3-wrong-5 = Ponte en la casilla de coronación, justo delante del peón.
chess-19-pawn-endgames-3-hint = Cuando los reyes están en la misma columna con una casilla entre ellos, el bando al que le toca mover pierde terreno.
chess-19-pawn-endgames-3-success = Rey ahogado: tomando la oposición en el momento justo, un rey solo puede resistir contra rey y peón.
chess-19-pawn-endgames-4-intro = Aquí las blancas ganan si les toca mover a las negras, pero el turno es de las blancas. La triangulación lo arregla: tu rey recorre un pequeño triángulo en tres jugadas mientras el rey negro solo puede ir y venir entre dos casillas. Después, gana el peón de a6.
chess-19-pawn-endgames-4-wrong-1 = Tu rey tiene que seguir defendiendo el peón de c6. Empieza el triángulo a su lado.
chess-19-pawn-endgames-4-wrong-2 = Retrocede un momento: desde c4 o d4 sigues en contacto con el triángulo.
chess-19-pawn-endgames-4-wrong-3 = Recorre el tercer lado del triángulo, para poder volver a d5 en la próxima jugada.
chess-19-pawn-endgames-4-wrong-4 = Cierra el triángulo: de vuelta a d5. Ahora son las negras las que tienen que mover.
chess-19-pawn-endgames-4-wrong-5 = Ha vuelto la posición inicial, con turno de las negras. Vuelve a c5.
chess-19-pawn-endgames-4-wrong-6 = El rey negro tuvo que ceder el paso: marcha hacia el peón de a6.
chess-19-pawn-endgames-4-wrong-7 = Captura el peón de a6.
chess-19-pawn-endgames-4-hint = Tres casillas contiguas, todas cerca de c6: d5, luego un paso atrás, luego de lado y otra vez d5.
chess-19-pawn-endgames-4-success = Tres jugadas de rey contra dos: volvió la misma posición con turno de las negras, y las negras tuvieron que ceder el paso.
chess-19-pawn-endgames-5-intro = Casillas clave: para un peón que aún no ha cruzado la mitad del tablero, son las tres casillas situadas dos filas por delante de él (aquí d4, e4 y f4). Un rey que está en una de ellas gana: el peón coronará, le toque mover a quien le toque. Tu rey ya está en d4. Mantén tu rey por delante del peón, lleva el peón hasta la coronación y da mate con la nueva dama, contra el ordenador.
chess-19-pawn-endgames-5-hint = Primero el rey, después el peón: las jugadas del peón son jugadas de reserva (tiempos) que te ayudan a ganar la oposición.
chess-19-pawn-endgames-5-success = Rey por delante del peón, oposición, coronación, mate: el final de peón completo.

## Ideas en finales de peones

chess-19b-pawn-endgame-ideas-title = Ideas en finales de peones
chess-19b-pawn-endgame-ideas-summary = La regla del cuadrado, las casillas clave, los peones pasados, la ruptura, dos tablas en la esquina y la dama contra peón.
chess-19b-pawn-endgame-ideas-1-intro = La regla del cuadrado indica si un rey puede alcanzar a un peón que corre hacia su casilla de coronación, sin que otras piezas ayuden. Traza un cuadrado desde el peón hasta su casilla de coronación y la misma distancia hacia el lado del rey defensor: para el peón de c4, de c4 hasta c8, de ahí hasta g8 y bajando hasta g4 (resaltado). Si el rey defensor está dentro del cuadrado, o puede entrar en él cuando le toca mover a su bando, alcanza al peón; si no, el peón corona. Aquí les toca mover a las negras, pero el rey de h2 no puede llegar al cuadrado en un paso, así que el peón llega a coronar. Un peón que aún está en su casilla inicial puede avanzar dos casillas de golpe, así que su cuadrado se traza desde la casilla que tiene delante.
chess-19b-pawn-endgame-ideas-2-intro = La regla del cuadrado: traza un cuadrado desde el peón hasta su casilla de coronación y la misma distancia hacia el lado (aquí de b4 a b8, luego hasta f8 y f4). Si el rey defensor puede entrar en él, alcanza al peón; si no, el peón corona. Juegas con negras: entra en el cuadrado y quédate dentro mientras se encoge.
chess-19b-pawn-endgame-ideas-2-wrong-1 = Esa casilla está fuera del cuadrado del peón (columnas de la b a la f, filas de la 4 a la 8): ahora el peón llega a coronar. Solo una jugada entra en él.
chess-19b-pawn-endgame-ideas-2-wrong-2 = El cuadrado se ha reducido a b5-e5-e8-b8. Entra en él.
chess-19b-pawn-endgame-ideas-2-wrong-3 = Ahora el cuadrado es b6-d6-d8-b8. Quédate dentro.
chess-19b-pawn-endgame-ideas-2-wrong-4 = Ponte junto a la casilla de coronación, para poder capturar la nueva dama.
chess-19b-pawn-endgame-ideas-2-wrong-5 = Captura la nueva dama.
chess-19b-pawn-endgame-ideas-2-hint = Cuenta: el peón necesita cuatro jugadas para coronar. ¿Qué jugada de rey te pone en el borde del cuadrado?
chess-19b-pawn-endgame-ideas-2-success = Alcanzado: un rey dentro del cuadrado siempre llega al peón. Cuenta el cuadrado antes de lanzarte a la carrera.
chess-19b-pawn-endgame-ideas-3-intro = Casillas clave: para un peón que no ha cruzado la mitad del tablero, son las tres casillas situadas dos filas por delante de él. Para el peón de e2 son d4, e4 y f4. Un rey que está en una casilla clave gana, le toque mover a quien le toque; aquí solo una de tus jugadas de rey llega a una de ellas. Juégala.
chess-19b-pawn-endgame-ideas-3-wrong-1 = Eso no pone tu rey en una casilla clave. Las casillas clave del peón de e2 son d4, e4 y f4: llega a una ahora, antes de que llegue el rey negro.
chess-19b-pawn-endgame-ideas-3-hint = ¿Cuál de d4, e4 y f4 está a un paso de c3?
chess-19b-pawn-endgame-ideas-3-success = Kd4: una casilla clave. Desde aquí las blancas ganan contra cualquier defensa, usando las jugadas del peón como jugadas de reserva para ganar la oposición.
chess-19b-pawn-endgame-ideas-4-intro = Un peón pasado no tiene ningún peón enemigo delante ni en las columnas vecinas. Un peón pasado alejado, es decir, lejos de los demás peones, sirve de señuelo: el rey enemigo tiene que correr a pararlo, y tu rey se come lo que dejó atrás. Usa así tu peón de la columna a y gana el peón de h5.
chess-19b-pawn-endgame-ideas-4-hint = Avanza el peón de la columna a hasta que el rey negro tenga que perseguirlo, y luego ve a por h5.
chess-19b-pawn-endgame-ideas-4-success = El peón pasado alejado se llevó lejos al rey, y el otro flanco cayó.
chess-19b-pawn-endgame-ideas-5-intro = Un peón pasado protegido está defendido por otro peón, así que el rey enemigo nunca puede capturarlo, pero siempre tiene que quedarse lo bastante cerca para pararlo. Tu peón de c5 está protegido por b4, así que el rey negro está atado a él. Ve a ganar los dos peones negros del flanco de rey.
chess-19b-pawn-endgame-ideas-5-hint = Lleva tu rey hacia los peones de f5 y h5; mantén el peón de b4 defendiendo c5.
chess-19b-pawn-endgame-ideas-5-success = El rey negro estaba atado a tu peón pasado protegido, y sus propios peones cayeron.
chess-19b-pawn-endgame-ideas-6-intro = Una ruptura: tres peones contra tres, y los reyes lejos. Entrega dos peones para que el tercero pase. La primera jugada es con el peón del centro.
chess-19b-pawn-endgame-ideas-6-wrong-1 = Solo b6 consigue la ruptura: sea cual sea el peón que lo capture, a continuación avanza el peón que está junto al hueco.
chess-19b-pawn-endgame-ideas-6-wrong-2 = Sacrifica otra vez con el peón junto al hueco, c6: entonces el peón de la columna a tiene vía libre.
chess-19b-pawn-endgame-ideas-6-wrong-3 = El camino del peón de la columna a está libre: avánzalo.
chess-19b-pawn-endgame-ideas-6-hint = Primero b6. Tras ...axb6, c6; tras ...cxb6, a6.
chess-19b-pawn-endgame-ideas-6-success = b6, c6 y a6: el peón de la columna a corona y ni los peones ni el rey negros pueden pararlo.
chess-19b-pawn-endgame-ideas-7-intro = Un peón de torre (en la columna a o h) no puede ganar contra un rey que se pone delante de él: empujado a la esquina, el rey defensor o bien se queda allí, o bien queda ahogado. Juegas con negras: lleva tu rey a h8.
chess-19b-pawn-endgame-ideas-7-hint = Ve hacia la esquina por la octava fila: f8, g8, h8.
chess-19b-pawn-endgame-ideas-7-success = De la esquina no se puede sacar al rey: un peón de torre solo no gana.
chess-19b-pawn-endgame-ideas-8-intro = El alfil del color equivocado: con un peón de torre, un alfil que no controla la casilla de coronación no puede sacar al rey de la esquina. h8 es una casilla oscura y el alfil blanco va por casillas claras, así que en cuanto tu rey llegue a h8, la partida es tablas. Llega allí; de todas las primeras jugadas posibles, solo dos llegan a tiempo.
chess-19b-pawn-endgame-ideas-8-hint = Dirígete a la esquina de inmediato: f8 o f7.
chess-19b-pawn-endgame-ideas-8-success = El alfil nunca puede controlar h8: el rey se queda en la esquina, y la partida es tablas.
chess-19b-pawn-endgame-ideas-9-intro = Dama contra peón en séptima: la dama gana contra un peón central obligando al rey a ponerse delante de su peón. Mientras esté ahí, el peón no puede moverse, y tu rey gana una jugada libre para acercarse. Da jaque de modo que el rey tenga que ir a d1, y luego acerca tu rey.
chess-19b-pawn-endgame-ideas-9-wrong-1 = Puede que otras jugadas también ganen, pero este nivel practica el método: jaque desde c3. Entonces la única forma que tiene el rey de conservar su peón es ponerse delante de él, en d1.
chess-19b-pawn-endgame-ideas-9-wrong-2 = Ahora el rey bloquea a su propio peón, así que no hay nada amenazado: aprovecha la jugada libre para acercar tu rey un paso al peón.
chess-19b-pawn-endgame-ideas-9-hint = Qc3+ deja a las negras Kd1 o Kb1, y tras Kb1 la dama captura el peón.
chess-19b-pawn-endgame-ideas-9-success = Jaque, el rey bloquea su peón, tu rey se acerca: repítelo hasta que tu rey ayude a ganar el peón. (Contra un peón de torre o de alfil en séptima, con tu rey lejos, esto no funciona: el defensor tiene recursos de ahogado, y esas partidas suelen terminar en tablas.)
chess-19b-pawn-endgame-ideas-10-intro = Otra vez el peón de torre, y la regla que hay que recordar: a un rey defensor que llega a la esquina delante de un peón de torre no se le puede sacar de allí, así que rey y peón de torre contra rey es tablas. Aquí el rey blanco ya está cerca de la esquina y quiere dejar fuera a tu rey. Juegas con negras: llega a a8. Cada jugada cuenta.
chess-19b-pawn-endgame-ideas-10-wrong-1 = Demasiado lento: el rey blanco llega antes a b7 o c7, mantiene a tu rey lejos de la esquina y el peón corona. Ve hacia la esquina ya.
chess-19b-pawn-endgame-ideas-10-wrong-2 = Lejos de la esquina, el rey blanco va a b7 y el peón corona. Ve a b8, delante del peón.
chess-19b-pawn-endgame-ideas-10-wrong-3 = Tras Kc8 el peón corona, con jaque. Métete en la esquina.
chess-19b-pawn-endgame-ideas-10-hint = Por la octava fila: primero c8, luego b8 y después la esquina.
chess-19b-pawn-endgame-ideas-10-success = En la esquina tu rey está a salvo: Ka6 sería ahogado, y cualquier otra jugada de rey te permite capturar el peón. Rey y peón de torre contra un rey en la esquina es tablas.

## Finales de torre

chess-20-rook-endgames-title = Finales de torre
chess-20-rook-endgames-summary = La posición de Lucena para ganar, la posición de Philidor para hacer tablas.
chess-20-rook-endgames-1-intro = La posición de Lucena: tu rey está delante de su peón y tu torre corta al rey negro. Aleja a ese rey una columna más, pon tu torre en la cuarta fila, saca tu rey, tapa el último jaque con la torre (el puente) y corona.
chess-20-rook-endgames-1-wrong-1 = Primero aleja al rey negro una columna más con un jaque de torre.
chess-20-rook-endgames-1-wrong-2 = Prepara el puente: pon la torre en la cuarta fila.
chess-20-rook-endgames-1-wrong-3 = Sal de delante del peón, por el lado contrario a la torre negra.
chess-20-rook-endgames-1-wrong-4 = Camina hacia tu torre, sin separarte del peón.
chess-20-rook-endgames-1-wrong-5 = Avanza en zigzag hacia tu torre de f4, manteniendo protegido el peón.
chess-20-rook-endgames-1-wrong-6 = Un paso más hacia abajo, junto a la cuarta fila, donde espera tu torre.
chess-20-rook-endgames-1-wrong-7 = Tapa el jaque con tu torre: ese es el puente.
chess-20-rook-endgames-1-wrong-8 = Se acabaron los jaques: corona el peón en dama.
chess-20-rook-endgames-1-hint = La torre debe estar en la cuarta fila antes de que el rey salga.
chess-20-rook-endgames-1-success = Construiste el puente: la torre protegió al rey y el peón coronó.
chess-20-rook-endgames-2-intro = Ahora gana una posición de Lucena contra el ordenador. El rey negro está cortado por tu torre. Corona el peón sin perderlo a él ni a tu torre.
chess-20-rook-endgames-2-hint = Primero la torre a la cuarta fila; luego saca el rey y construye el puente.
chess-20-rook-endgames-2-success = La posición de Lucena está ganada: el puente siempre funciona una vez que el rey enemigo está cortado.
chess-20-rook-endgames-3-intro = En la posición de Philidor defiendes con negras: mantén tu torre en la sexta fila para que el rey blanco no pueda avanzar. Cuando el peón llegue a esa fila, manda la torre bien atrás y da jaques por detrás.
chess-20-rook-endgames-3-wrong-1 = Mantén la torre en la sexta fila, en una casilla donde nada pueda capturarla.
chess-20-rook-endgames-3-wrong-2 = El peón está en la sexta fila, así que el rey blanco ya no tiene refugio delante de él. Manda tu torre al otro extremo de su columna.
chess-20-rook-endgames-3-wrong-3 = Las blancas amenazan mate en la octava fila. Da jaque al rey por detrás.
chess-20-rook-endgames-3-wrong-4 = Sigue dando jaque por detrás: el rey blanco no tiene dónde esconderse.
chess-20-rook-endgames-3-hint = Desliza la torre por la sexta fila, fuera de su alcance.
chess-20-rook-endgames-3-success = Torre en la sexta y luego jaques por detrás: la posición de Philidor es tablas.
chess-20-rook-endgames-4-intro = Defiende una posición de Philidor contra el ordenador durante diez jugadas sin perder tu torre. Torre en la sexta fila hasta que avance el peón, y luego jaques por detrás.
chess-20-rook-endgames-4-hint = No abandones la sexta fila antes de tiempo: espera en ella moviendo la torre o el rey.
chess-20-rook-endgames-4-success = Conseguiste las tablas: la defensa de Philidor mantiene fuera al rey blanco.
