# Trigame lessons in Spanish; keys from tabula-engine lesson-texts trigame.

## Puntos, líneas y triángulos

trigame-01-places-title = Puntos, líneas y triángulos
trigame-01-places-summary = Las piezas se colocan en tres tipos de lugares, y cada tipo de pieza tiene los suyos.
trigame-01-places-1-intro = El tablero tiene tres tipos de lugares: los puntos donde se cruzan las líneas, los puntos medios de las líneas cortas entre dos puntos vecinos y el interior de los triángulos pequeños. El nombre de un punto empieza por v (vértice), como v21; el del punto medio de una línea, por e (del inglés edge, arista) seguida de sus dos extremos, como e1121 (de v11 a v21); el de un triángulo, por L o R, como L11. Las marcas resaltadas muestran un lugar de cada tipo: L11, uno de sus lados y uno de sus vértices. Las negras (a la izquierda) y las rojas (a la derecha) tienen seis piezas cada una, de tres tipos, a, b y c; todas empiezan en puntos salvo una a de cada bando, que empieza dentro de un triángulo.
trigame-01-places-2-intro = Juegas con las negras contra las rojas. El tablero tiene tres tipos de lugares: los puntos donde se cruzan las líneas, los puntos medios de las líneas y el interior de los triángulos pequeños. Una b (el rombo) solo se coloca en puntos. Llévala a las dos estrellas.
trigame-01-places-2-hint = Una b se desliza por una línea tan lejos como quiera. Empieza por el borde superior izquierdo.
trigame-01-places-2-success = Una b siempre termina su jugada en un punto.
trigame-01-places-3-intro = Una c (el disco) se coloca en puntos y también en el punto medio de una línea. Llévala a la estrella que está en el medio de una línea y luego a la estrella que está en un punto.
trigame-01-places-3-hint = Desde un punto, una c puede ir al punto medio del lado opuesto de un triángulo que toque ese punto.
trigame-01-places-3-success = Una c va y viene entre los puntos y los puntos medios de las líneas.
trigame-01-places-4-intro = Una a (el triángulo) se coloca en puntos y dentro de los triángulos pequeños. Métela en el triángulo de la estrella y luego llévala a la estrella que está en un punto.
trigame-01-places-4-hint = Desde el punto de la esquina en el que está, la a puede entrar en el único triángulo que toca ese punto.
trigame-01-places-4-success = Una a va y viene entre los puntos y el interior de los triángulos.
trigame-01-places-5-intro = Cada estrella está en un tipo de lugar distinto: un punto, el punto medio de una línea y un triángulo. Envía a cada estrella la pieza adecuada.
trigame-01-places-5-hint = Solo una c puede detenerse en una línea, y solo una a puede entrar en un triángulo.
trigame-01-places-5-success = Los puntos son para todas las piezas; las líneas, solo para la c; los triángulos, solo para la a.
trigame-01-places-6-intro = ¿Quién mueve primero? En el juego original se sortea, y eso es lo que hace la aplicación por defecto; con la opción «Empieza» de la pantalla de configuración de la partida también se puede dar la primera jugada a las negras o a las rojas. Aquí tú, con las negras, mueves primero desde la posición inicial: adelanta una c hasta el punto medio de una línea.
trigame-01-places-6-hint = La c de v20 puede ir al punto medio de la línea opuesta a ella en uno de los triángulos que toca.
trigame-01-places-6-success = Ya está hecha la primera jugada. Con el primer jugador elegido al azar, cada bando mueve primero en aproximadamente la mitad de las partidas.

## Cómo se mueven las piezas

trigame-02-pieces-title = Cómo se mueven las piezas
trigame-02-pieces-summary = La a camina por los triángulos, la b se desliza por las líneas y la c salta entre puntos y líneas.
trigame-02-pieces-1-intro = Cada tipo de pieza tiene sus propios lugares y movimientos. Una b (el rombo) solo se coloca en puntos y se desliza por las líneas como una torre. Una c (el disco) se coloca en puntos y en los puntos medios de las líneas: avanza de punto en punto, o salta al punto medio de una línea o desde él. Una a (el triángulo) se coloca en puntos y dentro de los triángulos, y camina de triángulo en triángulo o sale a uno de sus vértices. Aquí tu b está en un punto, tu c en el punto medio de una línea y tu a dentro de un triángulo.
trigame-02-pieces-2-intro = Una a dentro de un triángulo puede cruzar un lado libre hacia el triángulo vecino, o salir a uno de los vértices de su triángulo. Desde un punto puede entrar en cualquier triángulo vacío que toque ese punto. Recoge las tres estrellas.
trigame-02-pieces-2-hint = Pasa primero al triángulo vecino y luego usa su vértice como puerta.
trigame-02-pieces-2-success = Una a avanza a pasos cortos: de triángulo a triángulo, de triángulo a vértice, de punto a triángulo.
trigame-02-pieces-3-intro = Una b se desliza por una línea recta de punto en punto, tan lejos como quiera, como una torre en el ajedrez. Las líneas van en tres direcciones. Recoge las tres estrellas.
trigame-02-pieces-3-hint = Ve primero a la esquina superior y luego usa las otras dos direcciones.
trigame-02-pieces-3-success = Una b recorre una línea entera en una sola jugada.
trigame-02-pieces-4-intro = Los tres puntos gruesos de la línea central están cerrados para la b: no puede detenerse en ninguno ni cruzarlo mientras esté vacío. Llega a la estrella dando un rodeo.
trigame-02-pieces-4-hint = El camino recto cruza un punto grueso. Una b solo llega a la mitad derecha del tablero por la esquina superior o por la inferior.
trigame-02-pieces-4-success = Mientras los puntos gruesos están vacíos, una b solo cruza la línea central por la esquina superior o por la inferior.
trigame-02-pieces-5-intro = Una c en un punto puede avanzar por una línea hasta el punto siguiente, o ir al punto medio del lado opuesto de cualquier triángulo que toque su punto. Desde el punto medio de una línea va al vértice opuesto de cualquiera de los dos triángulos de esa línea. Recoge las tres estrellas.
trigame-02-pieces-5-hint = Desde el punto medio de una línea, mira el vértice opuesto del triángulo que hay al otro lado.
trigame-02-pieces-5-success = Una c usa sus tres movimientos: de punto a línea, de línea a punto y de punto a punto.
trigame-02-pieces-6-intro = Una c en el punto medio de una línea cierra esa línea: ninguna pieza puede deslizarse por ella ni cruzarla, salvo una a que salte por encima para capturar (verás ese salto con las capturas). La c roja bloquea el camino corto hacia la estrella, así que busca otro.
trigame-02-pieces-6-hint = Deslízate primero por el borde inferior izquierdo y luego busca una línea que suba hasta el borde superior más allá de la c.
trigame-02-pieces-6-success = Una c en una línea es un muro: rodéalo.

## Capturas

trigame-03-captures-title = Capturas
trigame-03-captures-summary = Cada pieza captura a su manera, y nunca a una pieza de su mismo tipo.
trigame-03-captures-1-intro = Una a captura saltando fuera de su triángulo, por encima de uno de sus lados y a través del triángulo vecino, hasta el punto que hay más allá. El salto tiene que capturar algo: una c roja en el punto medio de la línea que cruza, o una b o una c rojas en el punto donde aterriza. Captura las dos piezas rojas.
trigame-03-captures-1-hint = Mira el punto que hay más allá del triángulo vecino, y la línea por encima de la que volaría la a.
trigame-03-captures-1-success = Una a salta por encima de una línea hasta el punto opuesto, y captura lo que haya en cualquiera de los dos.
trigame-03-captures-2-intro = Una b captura terminando su deslizamiento sobre una a o una c rojas, como una torre. Un punto grueso solo está cerrado para la b mientras está vacío: la b puede detenerse allí para capturar. Captura las dos piezas rojas.
trigame-03-captures-2-hint = Captura primero la pieza del punto grueso; desde allí, la otra está en una línea.
trigame-03-captures-2-success = Una b captura una a o una c al final de su deslizamiento, incluso en un punto grueso.
trigame-03-captures-3-intro = Una c captura por el camino. Al moverse entre un punto y el punto medio de una línea, captura una a roja que esté dentro del triángulo que cruza; al llegar a un punto, captura una a o una b rojas que estén en él. Captura las tres piezas rojas.
trigame-03-captures-3-hint = Cruza el triángulo de la a de camino al punto medio de su lado opuesto.
trigame-03-captures-3-success = Una c captura lo que encuentra en su camino a través de un triángulo y lo que hay en el punto al que llega.
trigame-03-captures-4-intro = Un solo salto de una a puede capturar dos piezas: una c en la línea que cruza y una b en el punto donde aterriza. Captura las dos con una sola jugada.
trigame-03-captures-4-hint = Vuela por encima de la c y aterriza sobre la b.
trigame-03-captures-4-success = Dos piezas de un salto: la de la línea y la del punto de aterrizaje.
trigame-03-captures-5-intro = Una c que sale del punto medio de una línea también puede capturar dos piezas: una a dentro del triángulo que cruza y una b en el punto donde se detiene. Captura las dos con una sola jugada.
trigame-03-captures-5-hint = De los dos triángulos de la línea de la c, elige aquel en cuyo vértice opuesto está la b.
trigame-03-captures-5-success = Dos piezas en una jugada: la del triángulo cruzado y la del punto de llegada.
trigame-03-captures-6-intro = Una pieza nunca captura a otra de su mismo tipo: una b no puede capturar a una b, una c no puede capturar a una c, una a no puede capturar a una a. Las reglas no permiten esa jugada. Captura las dos piezas rojas, cada una con la pieza que puede capturarla.
trigame-03-captures-6-hint = Cada una de tus piezas debe buscar una pieza roja de otro tipo.
trigame-03-captures-6-success = Cada tipo caza a los otros dos, nunca al suyo.
trigame-03-captures-7-intro = Tu propia c en la línea no detiene a tu a: la a salta por encima de una c amiga y la deja en su sitio. Solo se captura una c roja que esté en esa línea. Captura la b roja con un salto.
trigame-03-captures-7-hint = Salta desde el triángulo por encima de tu propia c hasta el punto donde está la b roja.
trigame-03-captures-7-success = La b ha caído y tu c sigue en su línea: una c amiga queda intacta cuando se salta por encima de ella.

## Pasar

trigame-04-passing-title = Pasar
trigame-04-passing-summary = El bando que no tiene ninguna jugada legal pasa, y el otro sigue jugando.
trigame-04-passing-1-intro = Tu b está encerrada: la b roja no se puede capturar y la c roja cierra la otra línea. El bando sin ninguna jugada legal debe pasar, así que pulsa «Pasar» y mira qué hacen las rojas.
trigame-04-passing-1-wrong-1 = Sin ninguna jugada legal, pasar es lo único que puedes hacer.
trigame-04-passing-1-wrong-2 = La b roja se ha apartado: ahora tu b puede llegar a la c roja.
trigame-04-passing-1-hint = Primero pasa. Luego mira a lo largo de la línea que acaba de dejar la b roja.
trigame-04-passing-1-success = Solo puede pasar el bando que no puede mover; aun así, cuenta como un turno.
trigame-04-passing-2-intro = También puedes dejar a las rojas sin jugada. Encierra a la b roja en su esquina para que las rojas tengan que pasar, y luego trae tu c para capturarla.
trigame-04-passing-2-wrong-1 = La b roja todavía tiene una línea por la que deslizarse. Ciérrala primero.
trigame-04-passing-2-wrong-2 = Mantén encerrada a la b roja y acerca tu c a la esquina.
trigame-04-passing-2-wrong-3 = La b roja espera en la esquina a que la captures.
trigame-04-passing-2-hint = Una b no puede capturar a una b: tus dos b forman un muro perfecto.
trigame-04-passing-2-success = El bando que no puede mover debe pasar, y tú sigues jugando.

## La cuenta atrás

trigame-05-countdown-title = La cuenta atrás
trigame-05-countdown-summary = Cincuenta jugadas sin captura, y gana el bando con más piezas.
trigame-05-countdown-1-intro = La cuenta atrás junto al tablero empieza en 50 y baja en uno con cada jugada de cualquiera de los dos bandos. Cuando llega a 0, gana el bando con más piezas. Tienes una pieza de más y la cuenta está en 3: mantén a salvo tus dos piezas.
trigame-05-countdown-1-hint = La b roja apunta a tu c a lo largo de una línea.
trigame-05-countdown-1-success = Ninguna captura hasta el final de la cuenta atrás, y gana el ejército más grande.
trigame-05-countdown-2-intro = Las rojas tienen una pieza de más y la cuenta atrás está en 1: si tu jugada no captura nada, la cuenta se agota y ganan las rojas. Una captura reinicia la cuenta atrás en 50, así que encuentra una.
trigame-05-countdown-2-hint = Tu b no puede capturar a la b roja, pero tiene otra línea.
trigame-05-countdown-2-success = Cada captura reinicia la cuenta atrás desde 50.
trigame-05-countdown-3-intro = Como una captura reinicia la cuenta atrás, quizá no te convenga capturar cuando vas por delante y la cuenta está baja. La cuenta está en 2 y la c roja amenaza tu b: ponte fuera de su alcance en vez de capturarla, y gana por la cuenta.
trigame-05-countdown-3-hint = Una c en un punto captura en los puntos contiguos: desliza tu b adonde la c no pueda llegar de un paso.
trigame-05-countdown-3-success = Con una pieza de más y la cuenta baja, mantenerse a salvo gana más rápido que otra captura.
trigame-05-countdown-4-intro = Una cuenta atrás que termina con el mismo número de piezas vuelve a empezar, y dos cuentas atrás iguales seguidas dejan la partida en tablas. El tablero ya muestra una cuenta atrás igual. Las rojas atacan: conserva tus piezas hasta que se agote la cuenta y salva unas tablas.
trigame-05-countdown-4-hint = Tu c está atacada dos veces: a lo largo de la línea y por el salto de la a roja.
trigame-05-countdown-4-success = Dos cuentas atrás iguales seguidas: la partida es tablas.

## Ganar una partida

trigame-06-a-whole-game-title = Ganar una partida
trigame-06-a-whole-game-summary = Captura todas las piezas rojas, o ten más piezas cuando se agote la cuenta atrás.
trigame-06-a-whole-game-1-intro = El bando que pierde todas sus piezas pierde la partida en el acto. A las rojas solo les queda su a: cázala con tu b y tu c. Tu propia a no puede capturarla, porque una a nunca captura a una a.
trigame-06-a-whole-game-1-hint = En un punto, la a roja cae ante tu b; dentro de un triángulo, ante tu c cuando cruza ese triángulo. Acórrala con las dos.
trigame-06-a-whole-game-1-success = Sin piezas, las rojas han perdido.
trigame-06-a-whole-game-2-intro = Hay dos formas de ganar: capturar todas las piezas rojas o tener más piezas que las rojas cuando se agote la cuenta atrás. Tienes una pieza de más y quedan 20 jugadas en la cuenta. Gana la partida.
trigame-06-a-whole-game-2-hint = Mantén tus piezas fuera del alcance de los saltos de la a roja y de los pasos de la c roja. Una captura es bienvenida, pero lo primero es la seguridad.
trigame-06-a-whole-game-2-success = Por capturas o por la cuenta: de un modo u otro, gana el ejército más grande.
trigame-06-a-whole-game-3-intro = La posición inicial tras unos cuantos cambios: cuatro piezas tuyas contra tres de las rojas, con 30 jugadas por delante en la cuenta. Juégala hasta el final y gana.
trigame-06-a-whole-game-3-hint = Un cambio igualado te mantiene con una pieza de ventaja; nunca dejes una pieza donde las rojas puedan capturarla gratis.
trigame-06-a-whole-game-3-success = Has ganado una partida de Trigame.
