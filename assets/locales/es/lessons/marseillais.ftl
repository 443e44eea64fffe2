# Marseillais lessons in Spanish; keys from tabula-engine lesson-texts marseillais.

## Dos jugadas por turno

marseillais-01-two-moves-title = Dos jugadas por turno
marseillais-01-two-moves-summary = En el ajedrez marsellés, cada turno son dos jugadas seguidas.
marseillais-01-two-moves-1-intro = El ajedrez marsellés es el ajedrez de siempre con un gran cambio: un turno son dos jugadas seguidas del mismo bando, su primera y su segunda media jugada (en estas lecciones, primera y segunda jugada). Las dos puede hacerlas la misma pieza, o dos piezas, una cada una. Aquí las negras respondieron a e4 con e5 y Nc6. Las flechas muestran el turno que ahora tienen las blancas: el caballo a f3 y luego el alfil a c4; solo entonces juegan las negras sus dos jugadas. A continuación vienen dos excepciones: el primer turno de la partida, el de las blancas (aquí, e4), es una sola jugada, y un jaque con la primera jugada termina el turno.
marseillais-01-two-moves-2-intro = El ajedrez marsellés usa las piezas y las reglas del ajedrez con un gran cambio: mueves dos veces seguidas antes de que juegue el otro bando. La misma pieza puede hacer las dos jugadas. Lleva la torre a la estrella en un solo turno.
marseillais-01-two-moves-2-hint = Con una sola jugada de torre no llegas a la estrella, pero con dos sí: dobla una esquina.
marseillais-01-two-moves-2-success = Una pieza, dos jugadas: una torre puede doblar una esquina en un solo turno.
marseillais-01-two-moves-3-intro = Un caballo que mueve dos veces recorre mucho terreno. Llega a la estrella con el caballo en un solo turno.
marseillais-01-two-moves-3-hint = Busca una casilla que esté a un salto del caballo y a un salto de la estrella.
marseillais-01-two-moves-3-success = Dos saltos de caballo en un turno: el caballo llegó antes de que tu rival pudiera reaccionar.
marseillais-01-two-moves-4-intro = Tus dos jugadas también puedes hacerlas con dos piezas distintas. Pon la torre y el alfil en las estrellas en un solo turno.
marseillais-01-two-moves-4-hint = Una jugada para la torre y otra para el alfil.
marseillais-01-two-moves-4-success = Dos piezas, una jugada cada una: las dos llegaron a su destino en un solo turno.
marseillais-01-two-moves-5-intro = Un peón también puede avanzar dos veces, incluso empezando con su paso doble. Lleva el peón a la estrella en un solo turno.
marseillais-01-two-moves-5-hint = Aprovecha al máximo la primera jugada del peón.
marseillais-01-two-moves-5-success = Un paso doble y luego uno sencillo: el peón avanzó tres casillas en un solo turno.
marseillais-01-two-moves-6-intro = A veces importa el orden de tus dos jugadas. Ocupa las dos estrellas en un turno: la torre a d7 y el caballo a f5.
marseillais-01-two-moves-6-hint = El caballo está en el camino de la torre.
marseillais-01-two-moves-6-success = Despeja el camino con la primera jugada y aprovéchalo con la segunda.

## La primera jugada

marseillais-02-the-first-move-title = La primera jugada
marseillais-02-the-first-move-summary = Las blancas abren con una sola jugada; a partir de ahí, cada turno tiene dos.
marseillais-02-the-first-move-1-intro = Mover primero ya es una ventaja, así que el primer turno de las blancas, el que abre la partida, es de una sola jugada. Abre con el peón de rey a e4, mira cómo responden las negras con dos jugadas y haz luego tus dos.
marseillais-02-the-first-move-1-wrong-1 = Cualquier primera jugada es legal, pero esta lección sigue 1.e4: avanza dos casillas el peón de rey.
marseillais-02-the-first-move-1-wrong-2 = Desarrolla una pieza: el caballo a f3 o el alfil a c4.
marseillais-02-the-first-move-1-wrong-3 = Usa tu segunda jugada para la otra pieza: caballo a f3 o alfil a c4.
marseillais-02-the-first-move-1-hint = Tras e4, las negras mueven dos veces. Luego vuelve a ser tu turno, con dos jugadas para tus piezas del flanco de rey.
marseillais-02-the-first-move-1-success = Una jugada para abrir y, a partir de ahí, dos por turno para ambos bandos.
marseillais-02-the-first-move-2-intro = El primer turno de las negras ya tiene dos jugadas. Las blancas han abierto con e4: gana ese peón en este turno.
marseillais-02-the-first-move-2-hint = Un peón puede avanzar con una jugada y capturar con la siguiente.
marseillais-02-the-first-move-2-success = Atacar y capturar en el mismo turno: no hubo tiempo de defender el peón solitario de e4.
marseillais-02-the-first-move-3-intro = Las negras acaban de jugar d5 y capturar en e4 en un solo turno. Tu turno también tiene dos jugadas: recupera el peón.
marseillais-02-the-first-move-3-hint = Lleva una pieza a una casilla que ataque e4 y luego captura.
marseillais-02-the-first-move-3-success = El mismo truco sirve para las blancas: apunta con la primera jugada y captura con la segunda.

## El jaque termina el turno

marseillais-03-check-ends-the-turn-title = El jaque termina el turno
marseillais-03-check-ends-the-turn-summary = Una jugada que da jaque termina tu turno en el acto.
marseillais-03-check-ends-the-turn-1-intro = Una jugada que da jaque termina tu turno en el acto, aunque sea la primera: no te queda segunda jugada. Aquí la torre podría dar jaque desde a8 al rey de e8 con la primera jugada de las blancas, y el turno de las blancas terminaría ahí. Las negras, en jaque, deben salir del jaque con su primera jugada y después pueden hacer cualquier segunda jugada. Así que, cuando puedas, haz primero tu otra jugada y da el jaque con la segunda: aquí, por ejemplo, h3 y luego Ra8+.
marseillais-03-check-ends-the-turn-2-intro = Un jaque puede llegar en cualquiera de tus dos jugadas. Aquí el caballo necesita las dos: da jaque al rey negro en este turno.
marseillais-03-check-ends-the-turn-2-hint = ¿Desde qué casillas atacaría un caballo a e8? Acércate primero a una de ellas.
marseillais-03-check-ends-the-turn-2-success = Una jugada tranquila para acercarte y luego el jaque con tu segunda jugada.
marseillais-03-check-ends-the-turn-3-intro = Una jugada que da jaque termina tu turno, aunque sea la primera. Así que gana algo primero y da el jaque al final: captura el caballo y luego da jaque. Mira cómo responden las negras.
marseillais-03-check-ends-the-turn-3-wrong-1 = Captura el caballo con tu primera jugada. Un jaque ahora (Rd8+) terminaría tu turno en el acto y dejaría el caballo en d5.
marseillais-03-check-ends-the-turn-3-wrong-2 = Ahora usa tu segunda jugada para dar jaque: la torre puede llegar a la octava fila.
marseillais-03-check-ends-the-turn-3-hint = Si das jaque primero, no te queda segunda jugada para el caballo.
marseillais-03-check-ends-the-turn-3-success = Captura y luego jaque: las negras tuvieron que gastar su primera jugada en salir del jaque.
marseillais-03-check-ends-the-turn-4-intro = Tu alfil está encerrado por sus propios peones. Da jaque en este turno.
marseillais-03-check-ends-the-turn-4-hint = Abre una diagonal con un peón y luego deja pasar al alfil.
marseillais-03-check-ends-the-turn-4-success = La primera jugada abrió la línea y la segunda dio el jaque.

## Salir del jaque

marseillais-04-out-of-check-title = Salir del jaque
marseillais-04-out-of-check-summary = En jaque, tu primera jugada debe escapar; la segunda puedes usarla como quieras.
marseillais-04-out-of-check-1-intro = Estás en jaque. Tu primera jugada debe acabar con el jaque; después, tu segunda jugada es libre. Captura el alfil que da jaque y luego busca otra cosa que ganar.
marseillais-04-out-of-check-1-wrong-1 = Apartarse es legal, pero el alfil que daba jaque estaba desprotegido: la torre podía capturarlo sin más.
marseillais-04-out-of-check-1-wrong-2 = El jaque ha terminado y tu segunda jugada es libre: otra pieza negra está sin protección en la misma fila.
marseillais-04-out-of-check-1-hint = La torre puede acabar con el jaque capturando, y sigue activa para la segunda jugada.
marseillais-04-out-of-check-1-success = La primera jugada para salir del jaque, la segunda al ataque: dos piezas ganadas en un solo turno.
marseillais-04-out-of-check-2-intro = La torre negra da jaque por la primera fila, y tu propio rey impide que tu torre llegue hasta ella. Sal del jaque de forma que tu segunda jugada pueda capturar la torre.
marseillais-04-out-of-check-2-wrong-1 = Interponer el alfil detiene el jaque, pero tu torre sigue sin poder llegar a h1. Mejor saca el rey de la primera fila.
marseillais-04-out-of-check-2-wrong-2 = Tu rey se ha apartado: ahora el camino de la torre por la primera fila está libre.
marseillais-04-out-of-check-2-hint = Sube el rey una fila: la primera fila queda libre para tu torre.
marseillais-04-out-of-check-2-success = La huida despejó el camino y la segunda jugada capturó a la pieza atacante.
marseillais-04-out-of-check-3-intro = Jaque doble: el caballo y el alfil atacan a la vez a tu rey, así que solo sirve una jugada de rey. Pero después tu segunda jugada puede capturar a una de las piezas atacantes.
marseillais-04-out-of-check-3-wrong-1 = Contra un jaque doble solo sirve una jugada de rey.
marseillais-04-out-of-check-3-wrong-2 = Ya no estás en jaque: captura el caballo con el peón o el alfil con la dama.
marseillais-04-out-of-check-3-hint = No puedes capturar enseguida a una de las piezas que dan jaque: la otra seguiría dando jaque. Mueve primero el rey.
marseillais-04-out-of-check-3-success = Un jaque doble solo fuerza tu primera jugada; la segunda capturó a una de las piezas atacantes.

## Captura al paso

marseillais-05-en-passant-title = Captura al paso
marseillais-05-en-passant-summary = El paso doble de un peón en el último turno se puede capturar al paso durante el tuyo.
marseillais-05-en-passant-1-intro = Avanza dos casillas tu peón de la columna e en este turno, hasta e5. Si luego las negras hacen un paso doble con un peón a su lado, puedes capturarlo al paso con la primera jugada de tu siguiente turno.
marseillais-05-en-passant-1-wrong-1 = Esta lección trata del peón de la columna e: avánzalo a e4 y luego hasta e5.
marseillais-05-en-passant-1-wrong-2 = Usa tu segunda jugada para avanzar el mismo peón hasta e5.
marseillais-05-en-passant-1-wrong-3 = El peón negro de la columna d saltó por encima de d6 y sigue en la casilla a la que llegó: captúralo al paso ahora, porque la oportunidad termina con este turno.
marseillais-05-en-passant-1-hint = Tras el paso doble de las negras, tu peón captura en diagonal hacia la casilla que el otro se saltó.
marseillais-05-en-passant-1-success = Un paso doble hecho en cualquiera de las dos jugadas del rival se puede capturar al paso, pero solo con la primera jugada de tu siguiente turno, y solo mientras ese peón siga en la casilla a la que llegó.
marseillais-05-en-passant-2-intro = En su último turno, las negras hicieron dos pasos dobles, b5 y g5, cada uno junto a uno de tus peones. Puedes capturar los dos al paso, siempre que tu primera jugada ya sea una captura al paso.
marseillais-05-en-passant-2-hint = No gastes tu primera jugada en otra cosa, o perderás las dos oportunidades.
marseillais-05-en-passant-2-success = Dos capturas al paso en un solo turno: la segunda solo está permitida justo después de la primera.
marseillais-05-en-passant-3-intro = Ahora juegas con las negras. Avanza dos casillas tu peón de la columna d, hasta d4. Las blancas responderán con un paso doble a su lado: captura ese peón al paso.
marseillais-05-en-passant-3-wrong-1 = Avanza el peón de la columna d: primero a d5 y luego hasta d4.
marseillais-05-en-passant-3-wrong-2 = Usa tu segunda jugada para avanzar el mismo peón hasta d4.
marseillais-05-en-passant-3-wrong-3 = El peón blanco de la columna e saltó por encima de e3 y ahora el caballo ataca tu peón: captura al paso en este turno o perderás la oportunidad.
marseillais-05-en-passant-3-hint = El peón blanco pasó de largo por e3. Tu peón de d4 captura en esa casilla.
marseillais-05-en-passant-3-success = Las negras capturan al paso de la misma manera, y además el peón escapó del ataque del caballo.

## Ataques dobles

marseillais-06-double-attacks-title = Ataques dobles
marseillais-06-double-attacks-summary = Con dos jugadas por turno, una pieza puede capturar dos veces, o golpear y huir.
marseillais-06-double-attacks-1-intro = En el ajedrez normal, una pieza captura una vez por turno. Aquí puede capturar dos veces. Captura los dos caballos en este turno.
marseillais-06-double-attacks-1-hint = Empieza por el caballo que la torre ya ataca.
marseillais-06-double-attacks-1-success = Una torre, dos capturas: en el ajedrez marsellés, las piezas desprotegidas corren doble peligro.
marseillais-06-double-attacks-2-intro = Tu caballo ataca la torre negra, y desde la casilla de la torre atacaría a la dama. En el ajedrez normal, las negras salvarían una de las dos. Aquí capturas las dos en este turno.
marseillais-06-double-attacks-2-hint = ¿A cuál de las dos puede llegar el caballo ahora mismo?
marseillais-06-double-attacks-2-success = Dos capturas en un solo turno: las negras no tuvieron ni una jugada para salvar ninguna de las dos piezas.
marseillais-06-double-attacks-3-intro = Juegas con las negras. Las blancas abrieron con 1.e4, respondiste e5 y Nc6, y las blancas sacaron la dama a h5 y el caballo a f3. Gana la dama en este turno.
marseillais-06-double-attacks-3-hint = Ataca la dama con tu primera jugada y captúrala con la segunda.
marseillais-06-double-attacks-3-success = Atacar y capturar en un solo turno: si la dama sale demasiado pronto, se puede perder en el acto.
marseillais-06-double-attacks-4-intro = El alfil de d5 está protegido por un peón. Con dos jugadas puedes capturarlo y escapar antes de que las negras puedan recapturar: golpear y huir.
marseillais-06-double-attacks-4-wrong-1 = Captura primero el alfil: está protegido, pero te queda una segunda jugada para escapar.
marseillais-06-double-attacks-4-wrong-2 = No es seguro: las negras también mueven dos veces. Un caballo que se quede en d5 cae en el acto, y en la mayoría de las demás casillas un peón o el rey pueden acercarse y capturarlo en el mismo turno. Retrocede de un salto adonde ninguna pieza negra pueda llegar en dos jugadas.
marseillais-06-double-attacks-4-hint = Tras la captura, el peón de e6 ataca tu caballo. Salta de vuelta hacia tu propio campo.
marseillais-06-double-attacks-4-success = Capturar y retirarse: en el ajedrez marsellés, una pieza protegida no siempre está a salvo.

## Mate en un turno

marseillais-07-mate-in-one-turn-title = Mate en un turno
marseillais-07-mate-in-one-turn-summary = Prepara con tu primera jugada y da mate con la segunda.
marseillais-07-mate-in-one-turn-1-intro = Tu rival no puede mover entre tus dos jugadas, así que una jugada puede preparar el mate y la siguiente darlo. Da jaque mate con tus dos torres en este turno.
marseillais-07-mate-in-one-turn-1-hint = Primero cierra la séptima fila con una torre, sin dar jaque.
marseillais-07-mate-in-one-turn-1-success = Una torre le cortó el paso al rey y la otra dio mate: toda una escalera de torres en un solo turno.
marseillais-07-mate-in-one-turn-2-intro = Llevar ahora mismo la torre a a8 solo da jaque: el rey se escaparía. Trae antes a tu propio rey para que ayude y luego da mate.
marseillais-07-mate-in-one-turn-2-hint = ¿Desde qué casilla controla tu rey a la vez g7 y h7?
marseillais-07-mate-in-one-turn-2-success = El rey ocupó su puesto y la torre dio mate antes de que las negras pudieran reaccionar.
marseillais-07-mate-in-one-turn-3-intro = El rey negro está atrapado detrás de sus peones, pero tu propio caballo corta el camino de la torre hacia e8. Da jaque mate en este turno.
marseillais-07-mate-in-one-turn-3-hint = Aparta el caballo, pero ten cuidado de no dar jaque con él: eso terminaría tu turno.
marseillais-07-mate-in-one-turn-3-success = Despeja la línea y luego aprovéchala: un mate del pasillo en un solo turno.
marseillais-07-mate-in-one-turn-4-intro = El rey negro está emparedado por su propia torre y sus peones. Tu caballo está a dos saltos de un mate de la coz. Da jaque mate en este turno.
marseillais-07-mate-in-one-turn-4-hint = Un caballo en f7 daría mate. Busca una casilla intermedia que no dé jaque.
marseillais-07-mate-in-one-turn-4-success = Dos saltos de caballo, y el rey queda asfixiado por sus propias piezas.
marseillais-07-mate-in-one-turn-5-intro = Capturar con la dama en h7 sería mate, pero el caballo de f6 defiende esa casilla. Elimina primero al defensor y luego da mate en este turno.
marseillais-07-mate-in-one-turn-5-hint = ¿Cuál de tus piezas puede capturar el caballo sin dar jaque?
marseillais-07-mate-in-one-turn-5-success = Capturar al defensor y luego dar mate: las negras no tuvieron ninguna jugada entre las dos.

## Enroque, pasar y ahogado

marseillais-08-more-rules-title = Enroque, pasar turno y ahogado
marseillais-08-more-rules-summary = El enroque es una de las dos jugadas, no se puede saltar un turno y quedarse sin segunda jugada es ahogado.
marseillais-08-more-rules-1-intro = El enroque cuenta como una jugada, así que deja libre la segunda jugada de tu turno. Enroca en el flanco de rey y luego lleva esa torre de f1 a d1, donde ataca a la dama.
marseillais-08-more-rules-1-wrong-1 = Enroca primero, en el flanco de rey: el rey va a g1 y la torre de h1 a f1, todo en una sola jugada.
marseillais-08-more-rules-1-wrong-2 = Tu segunda jugada: la torre que ha enrocado va de f1 a d1, frente a la dama negra.
marseillais-08-more-rules-1-hint = Primero O-O, luego Rd1.
marseillais-08-more-rules-1-success = Enroque y jugada de torre en un solo turno: el enroque es una de las dos jugadas.
marseillais-08-more-rules-2-intro = No se puede pasar: cada turno tiene sus dos jugadas (salvo la jugada única de la apertura), y no se puede saltar ninguna. Si tu primera jugada no da jaque y después no tienes ninguna segunda jugada legal, la partida es tablas por ahogado. Las negras tienen una dama de más. Tu única jugada es b5: hazla y mira qué pasa.
marseillais-08-more-rules-2-hint = Tras b5, tu peón queda bloqueado y tu rey no tiene ninguna casilla libre.
marseillais-08-more-rules-2-success = Ahogado: no tenías ninguna segunda jugada legal, así que la partida es tablas pese a que tenías una dama de menos.
marseillais-08-more-rules-3-intro = El peón negro de la columna d hizo su paso doble, de d7 a d5, y luego siguió hasta d4 en el mismo turno. Un peón que vuelve a mover después de su paso doble ya no se puede capturar al paso, así que tu peón de e5 ha perdido su oportunidad. Captura el peón de d4 de la forma normal.
marseillais-08-more-rules-3-wrong-1 = El peón de d4 está en diagonal delante de tu peón de c3: captúralo con ese peón.
marseillais-08-more-rules-3-hint = exd6 al paso ya no está permitido. ¿Qué peón ataca d4?
marseillais-08-more-rules-3-success = cxd4: la captura al paso solo vale contra un peón que sigue en la casilla donde terminó su paso doble.
