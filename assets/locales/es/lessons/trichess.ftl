# Trichess lessons in Spanish; keys from tabula-engine lesson-texts trichess.

## El tablero

trichess-01-the-board-title = El tablero
trichess-01-the-board-summary = 169 casillas hexagonales, tres jugadores y a quién le toca mover.
trichess-01-the-board-1-intro = Trichess es ajedrez para tres jugadores en un tablero de 169 casillas de seis lados. El ejército de las blancas empieza en el borde inferior, el de las rojas arriba a la izquierda y el de las negras arriba a la derecha. Cada casilla se nombra con una letra y un número, como en el ajedrez, contados desde el lado de las blancas: los reyes resaltados están en d1 (blancas), e12 (rojas) y o11 (negras). Las blancas mueven primero, luego las rojas, luego las negras, y después vuelve a ser el turno de las blancas.
trichess-01-the-board-2-intro = Trichess es ajedrez para tres en 169 casillas de seis lados. Juegas con las blancas, en el borde inferior, y mueves primero; después vienen las rojas (arriba a la izquierda) y luego las negras (arriba a la derecha). Aquí los otros dos dejan pasar sus turnos: lleva tu torre a las dos estrellas.
trichess-01-the-board-2-hint = h8 es el centro del tablero. Desde allí, la fila de casillas con el número 8 va hacia la izquierda y hacia la derecha.
trichess-01-the-board-2-success = La torre corre en línea recta a través de los lados de las casillas, desde tu borde y cruzando el centro.
trichess-01-the-board-3-intro = Ahora juegas con las rojas, el segundo bando en mover. El tablero gira para que tu borde, el de arriba a la izquierda en el nivel anterior, quede abajo: las blancas están ahora arriba a tu derecha y las negras arriba a tu izquierda. Lleva tu torre desde su esquina a las dos estrellas.
trichess-01-the-board-3-hint = Primero el centro: desde tu esquina queda justo enfrente, en la línea de tu torre.
trichess-01-the-board-3-success = El ejército de cada bando es el mismo, girado un tercio de vuelta alrededor del tablero.
trichess-01-the-board-4-intro = Por último, juegas con las negras, que mueven después de las rojas; luego el turno vuelve a las blancas. Tu borde, el de arriba a la derecha en el primer nivel, está ahora abajo, con las blancas arriba a tu izquierda y las rojas arriba a tu derecha. Recoge las dos estrellas con tu torre.
trichess-01-the-board-4-hint = Otra vez a través del centro, y luego en línea recta hacia el borde de las blancas.
trichess-01-the-board-4-success = Los turnos dan la vuelta al tablero: blancas, rojas, negras y de nuevo blancas.

## Las piezas

trichess-02-pieces-title = Las piezas
trichess-02-pieces-summary = Torre, alfil, dama, rey y caballo en casillas de seis lados.
trichess-02-pieces-1-intro = La torre cruza los lados de las casillas, tan lejos como quiera: seis direcciones a lo largo de las tres líneas que pasan por su casilla. Recoge las tres estrellas.
trichess-02-pieces-1-hint = Cada estrella está en una de las líneas de la anterior. Empieza por f9.
trichess-02-pieces-1-success = Por cada casilla pasan tres líneas: la fila y una inclinada hacia cada lado. La torre usa las tres.
trichess-02-pieces-2-intro = Las casillas tienen tres colores. El alfil se mueve a través de los vértices de las casillas hasta la siguiente casilla de su mismo color, por eso cada bando tiene tres alfiles, uno por color. Solo lo bloquean las casillas de su línea, nunca las dos casillas que hay junto a un vértice. Recoge las dos estrellas.
trichess-02-pieces-2-hint = Recto hacia arriba por el tablero, a través del vértice que hay entre tus dos peones.
trichess-02-pieces-2-success = El alfil se cuela entre las piezas a través de los vértices y nunca cambia de color.
trichess-02-pieces-3-intro = La dama se mueve como la torre y como el alfil: doce direcciones en total. Recoge las dos estrellas.
trichess-02-pieces-3-hint = La primera estrella está recto hacia arriba, a través de los vértices de las casillas.
trichess-02-pieces-3-success = Una jugada por los vértices y la siguiente por los lados: la dama hace las dos cosas.
trichess-02-pieces-4-intro = El rey se mueve una casilla en cualquiera de las doce direcciones de la dama: a las seis casillas que lo rodean, o a través de un vértice a las seis que hay más allá. Recoge las estrellas.
trichess-02-pieces-4-hint = e3 no es vecina de d1, pero un paso por un vértice llega hasta ella.
trichess-02-pieces-4-success = Los pasos por los vértices permiten al rey cubrir más terreno del que parece.
trichess-02-pieces-5-intro = El caballo se mueve dos casillas en línea recta y luego una más, también en línea recta pero girada hacia un lado, saltando por encima de todo: doce casillas en total. Recoge las dos estrellas.
trichess-02-pieces-5-hint = Salta primero por encima de tus peones hasta e4.
trichess-02-pieces-5-success = Las piezas que hay en medio no detienen al caballo.

## Los peones

trichess-03-pawns-title = Los peones
trichess-03-pawns-summary = Pasos, el paso doble, capturas por los vértices y coronación.
trichess-03-pawns-1-intro = El peón avanza cruzando un lado hacia una de las dos casillas vacías que tiene delante, a la izquierda o a la derecha. En su primera jugada puede avanzar dos casillas en la misma dirección, y en Trichess no existe la captura al paso: un paso doble puede pasar junto a un peón enemigo sin peligro. Recoge las estrellas.
trichess-03-pawns-1-hint = Dos estrellas están a un paso doble. La tercera necesita un paso más desde una de ellas.
trichess-03-pawns-1-success = Adelante a la izquierda o adelante a la derecha, y dos casillas de golpe en la primera jugada.
trichess-03-pawns-2-intro = El peón captura a través de un vértice: en la casilla que tiene justo delante o en la casilla diagonal que hay a cada lado de esta. No puede capturar en las casillas a las que avanza. Captura las dos piezas marcadas.
trichess-03-pawns-2-hint = El caballo está justo delante de tu peón, a través de un vértice.
trichess-03-pawns-2-success = Los peones avanzan por los lados pero capturan por los vértices, contra cualquiera de los dos rivales.
trichess-03-pawns-3-intro = Un peón que llega a uno de los tres bordes del otro lado del tablero (el borde superior o el borde de salida de cualquiera de los dos rivales) debe convertirse en dama, torre, alfil o caballo. Aquí los dos pasos hacia delante están bloqueados: corona de todos modos.
trichess-03-pawns-3-hint = Una captura también puede llegar al borde.
trichess-03-pawns-3-success = Avanzando o capturando, todo peón que llega a un borde lejano corona.
trichess-03-pawns-4-intro = Los peones de cada bando se alejan de su propio borde. Juegas con las negras: tus peones coronan en el borde de las blancas, en el de las rojas y en el borde que hay entre ambos. Corona tu peón.
trichess-03-pawns-4-hint = El borde marcado está a dos pasos.
trichess-03-pawns-4-success = Para cada bando, los tres bordes del otro lado del tablero son la zona de coronación.

## El enroque

trichess-04-castling-title = El enroque
trichess-04-castling-summary = Rey y torre juntos, por cualquiera de los dos lados, para todos los bandos.
trichess-04-castling-1-intro = En el enroque, el rey se mueve dos casillas a lo largo de tu borde hacia una torre, y esa torre salta a la casilla que el rey ha cruzado. Ni el rey ni la torre pueden haberse movido antes, y las casillas entre ellos deben estar vacías. Enroca, hacia el lado que quieras.
trichess-04-castling-1-hint = Toma el rey y muévelo dos casillas hacia una torre.
trichess-04-castling-1-success = Una sola jugada pone al rey a resguardo y acerca una torre al centro.
trichess-04-castling-2-intro = El rey no puede enrocar estando en jaque, ni cruzar ni terminar en una casilla que ataque un rival. Los peones cuentan aunque la casilla atacada esté vacía: el peón negro de f3 ataca e1. Enroca.
trichess-04-castling-2-hint = Hacia h1, el rey cruzaría e1.
trichess-04-castling-2-success = Cuando un lado está controlado, el otro puede seguir libre.
trichess-04-castling-3-intro = Todos los bandos enrocan igual, a lo largo de su propio borde. Juegas con las rojas, y tu caballo sigue entre tu rey y la torre de h15. Enroca.
trichess-04-castling-3-hint = Las casillas hacia a8 están vacías.
trichess-04-castling-3-success = Juegues con el bando que juegues, para enrocar todas las casillas entre el rey y la torre tienen que estar vacías.

## Jaque por dos lados

trichess-05-check-from-two-title = Jaque por dos lados
trichess-05-check-from-two-summary = Dar jaque, recibirlo de uno de los rivales o de los dos, y salir de él.
trichess-05-check-from-two-1-intro = Un rey está en jaque cuando lo ataca una pieza de cualquiera de los dos rivales, y su dueño debe resolverlo en su turno. Tu dama puede dar jaque a los dos rivales con una sola jugada: encuentra la casilla.
trichess-05-check-from-two-1-wrong-1 = Eso da jaque como mucho a un rey. Hay una casilla desde la que tu dama ve a la vez e12 y o11.
trichess-05-check-from-two-1-hint = La casilla toca la de tu dama y está un paso más cerca del centro.
trichess-05-check-from-two-1-success = Los dos rivales están en jaque a la vez, y cada uno debe responder en su turno.
trichess-05-check-from-two-2-intro = El caballo rojo acaba de saltar desde d5 y ha descubierto la torre negra: estás en jaque aunque las negras no han movido. En Trichess los reyes nunca se capturan: un rey solo puede estar en jaque, y su dueño responde en su propio turno. Sal del jaque moviendo el rey, tapando la línea o capturando la pieza que da jaque; aquí una de las opciones es la mejor.
trichess-05-check-from-two-2-wrong-1 = Así sales del jaque, pero la torre negra de d8 estaba sin defensa: tu alfil podía capturarla sin más.
trichess-05-check-from-two-2-hint = ¿Cuál de tus piezas llega a d8?
trichess-05-check-from-two-2-success = Capturar la pieza que da jaque acaba con el jaque y gana material.
trichess-05-check-from-two-3-intro = La torre roja y el alfil negro dan jaque a tu rey a la vez. Ninguna interposición ni captura con otra pieza detiene dos jaques, así que el rey tiene que moverse. Elige su mejor jugada.
trichess-05-check-from-two-3-wrong-1 = Así escapas de los dos jaques, pero nada defiende la torre roja de d2: tu rey podía haberla capturado.
trichess-05-check-from-two-3-hint = El rey puede capturar una pieza que da jaque si ninguna otra pieza la defiende. Prueba a capturar el alfil con tu caballo para ver por qué no funciona.
trichess-05-check-from-two-3-success = Contra dos jaques solo puede ayudar el rey, y puede capturar a una de las piezas que dan jaque si la casilla es segura.

## Mate y puntos

trichess-06-mate-and-points-title = Mate y puntos
trichess-06-mate-and-points-summary = El jaque mate termina la partida para los tres; los puntos van a las piezas que atacan al rey.
trichess-06-mate-and-points-1-intro = Un rey en jaque sin escapatoria recibe jaque mate, y la partida termina para los tres jugadores. El jugador que recibe el mate obtiene 0, y los otros dos se reparten 2 puntos según cuántas de sus piezas atacan la casilla del rey mateado: si solo la atacan piezas de un jugador, ese jugador se lleva los dos puntos; una pieza atacante cada uno da 1 y 1; dos contra una da 4/3 y 2/3. Aquí la torre negra de a3 ataca al rey rojo de a8 (la flecha), así que si las rojas recibieran mate ahora, esa torre contaría para las negras.
trichess-06-mate-and-points-2-intro = Un rey en jaque sin escapatoria recibe jaque mate, y la partida termina para todos. El jugador que recibe el mate obtiene 0 y los otros dos se reparten 2 puntos. Da mate a las rojas tú solo y los dos puntos serán tuyos.
trichess-06-mate-and-points-2-wrong-1 = Eso no es mate. Da jaque al rey de forma que no le quede ninguna casilla, y cuidado: un rey sin jugadas que no está en jaque está ahogado, y eso es tablas.
trichess-06-mate-and-points-2-hint = Tu torre ya controla la columna b. Lleva la dama justo al lado del rey.
trichess-06-mate-and-points-2-success = Un mate en solitario: las rojas obtienen 0, las negras 0 y tú te llevas los dos puntos.
trichess-06-mate-and-points-3-intro = La torre negra acaba de dar jaque a las rojas, y tú mueves antes de que las rojas puedan responder. Si das mate ahora, los 2 puntos se reparten según cuántas piezas de cada rival atacan al rey mateado. Da mate a las rojas de modo que una de tus piezas se sume al ataque.
trichess-06-mate-and-points-3-wrong-1 = Solo puntúan las piezas que atacan al rey mateado. Con esa jugada ninguna de tus piezas ataca a8, así que las negras se llevarían los dos puntos, o las rojas ni siquiera reciben mate.
trichess-06-mate-and-points-3-hint = La última casilla libre del rey es c9. Contrólala desde una casilla que también apunte a a8.
trichess-06-mate-and-points-3-success = Una pieza atacante cada uno: las negras y tú obtenéis 1 punto cada uno, y las rojas 0.
trichess-06-mate-and-points-4-intro = Cuantas más piezas tuyas ataquen al rey mateado, mayor será tu parte: dos tuyas contra una suya son 4/3 contra 2/3. La torre negra vuelve a dar jaque a las rojas. Da mate de modo que dos de tus piezas ataquen a8.
trichess-06-mate-and-points-4-wrong-1 = Así solo una de tus piezas ataca a8 (o ninguna): como mucho os repartiríais 1 y 1. Haz que el caballo también dé jaque mientras descubre el alfil.
trichess-06-mate-and-points-4-hint = Cualquier jugada de caballo abre la línea del alfil. Una de ellas, además, ataca a8.
trichess-06-mate-and-points-4-success = Dos atacantes contra uno: tú obtienes 4/3 y las negras solo 2/3.
trichess-06-mate-and-points-5-intro = También puedes dar mate a las negras, pero las rojas mueven antes que ellas y pueden estropear el mate, o incluso robártelo. Da a las negras un jaque mate que las rojas no puedan ni tapar ni hacer suyo.
trichess-06-mate-and-points-5-wrong-1 = Piensa en la torre roja de h10: tras un jaque de torre desde o8, va a o10, tapa tu torre y da ella misma jaque a las negras, así que las rojas se llevan los dos puntos. Las demás jugadas ni siquiera dan mate.
trichess-06-mate-and-points-5-hint = El rey negro está encerrado por sus propios peones: dale jaque por la columna o desde el lado al que las rojas no pueden llegar.
trichess-06-mate-and-points-5-success = Las rojas no pudieron tapar la columna o por encima del rey, así que las negras siguieron en mate. Las rojas lo dejaron estar y los 2 puntos son todos tuyos; si la torre roja se hubiera sumado al ataque desde o10, os los habríais repartido, 1 y 1.

## Tablas y abandono

trichess-07-draws-title = Tablas y abandono
trichess-07-draws-summary = Ahogado, repetición, 50 rondas, acuerdo y abandono: las otras formas de terminar una partida.
trichess-07-draws-1-intro = Si el jugador al que le toca mover no tiene ninguna jugada legal y no está en jaque, es ahogado: tablas, 2/3 de punto para cada uno. La dama y las torres negras acabarán ganando esta partida, así que 2/3 es un buen resultado. Ahoga a las rojas.
trichess-07-draws-1-wrong-1 = La partida sigue, y la dama y las torres negras pronto atraparán a tu rey. Deja a las rojas sin ninguna jugada legal, y sin darles jaque.
trichess-07-draws-1-hint = Al rey rojo le queda una casilla libre, a7. Contrólala con una pieza que el rey no pueda capturar.
trichess-07-draws-1-success = Ahogado: la partida termina en el acto y los tres obtienen 2/3.
trichess-07-draws-2-intro = Cuando la misma posición (las mismas piezas en las mismas casillas y el mismo jugador al turno) se da por tercera vez, la partida es tablas, 2/3 para cada uno. Las negras van muy por delante, así que unas tablas te convienen: da jaque al rey rojo una y otra vez hasta que se repita la posición.
trichess-07-draws-2-wrong-1 = Esa no. Da jaque desde una casilla que toque la de tu dama, donde el rey rojo no pueda capturarla y solo tenga una jugada; al volver, le das jaque de nuevo.
trichess-07-draws-2-wrong-2 = Vuelve con la dama a la casilla de la que vino: el jaque desde allí hace volver también al rey.
trichess-07-draws-2-wrong-3 = Repite el mismo jaque de antes para que vuelvan las mismas posiciones.
trichess-07-draws-2-wrong-4 = Repite el mismo jaque de antes para que vuelvan las mismas posiciones.
trichess-07-draws-2-hint = Da jaque desde la casilla vecina a la de tu dama; luego vuelve.
trichess-07-draws-2-success = La posición se ha repetido por tercera vez: tablas por repetición, 2/3 para cada uno.
trichess-07-draws-3-intro = Tras 50 rondas (150 jugadas seguidas) sin captura ni movimiento de peón, la partida es tablas, 2/3 para cada uno. La cuenta está en 147, y las negras, que van muy por delante, no tienen ningún peón que avanzar. Una jugada tranquila y la partida habrá terminado.
trichess-07-draws-3-wrong-1 = Esa no. Un movimiento de peón o una captura devuelve la cuenta a cero, y lo mismo pasaría si las negras capturaran una torre que dejes al alcance de su dama o de su torre. Haz una jugada tranquila que no deje nada que capturar.
trichess-07-draws-3-hint = No toques el caballo ni el peón, y mantén tu torre fuera del alcance de la dama y la torre negras.
trichess-07-draws-3-success = Tu jugada tranquila y las dos respuestas completaron las 150 jugadas seguidas: tablas por la regla de las 50 rondas.
trichess-07-draws-4-intro = Puedes abandonar en cualquier momento: obtienes 0 y los demás 1 cada uno. También se pueden acordar tablas, pero solo si los tres votan a favor, 2/3 para cada uno. Sin dama frente a las dos damas rivales, mejor resiste: aguanta cinco jugadas contra el ordenador.
trichess-07-draws-4-hint = La dama roja ya controla la columna e junto a tu rey. Vigila las casillas que lo rodean antes de hacer nada más.
trichess-07-draws-4-success = Has resistido: una partida no está perdida hasta que termina, y unas tablas siguen valiendo 2/3.
