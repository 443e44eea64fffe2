# Brandubh lessons in German; keys from tabula-engine lesson-texts brandubh.

## Zwei Seiten, zwei Ziele

brandubh-01-sides-and-goal-title = Zwei Seiten, zwei Ziele
brandubh-01-sides-and-goal-summary = Die Verteidiger bringen ihren König in eine Ecke; die Angreifer versuchen, ihn zu schlagen.
brandubh-01-sides-and-goal-1-intro = Brandubh ist eine Jagd. Du spielst die hellen Figuren, die Verteidiger, und dein König gewinnt die Partie, sobald er eine der vier Ecken erreicht. Bring ihn in eine Ecke.
brandubh-01-sides-and-goal-1-hint = Der König zieht wie ein Turm. Welche Ecke kann er sehen?
brandubh-01-sides-and-goal-1-success = Der König ist zu Hause: Erreicht er irgendeine Ecke, gewinnen die Verteidiger die Partie.
brandubh-01-sides-and-goal-2-intro = Jetzt spielst du die dunklen Figuren, die Angreifer, die in einer Partie den ersten Zug machen. Du hast mehr Figuren und gewinnst, indem du den König schlägst. Abseits der Mitte genügt es, ihn zwischen zwei Angreifern auf gegenüberliegenden Seiten einzuklemmen: Tu das jetzt.
brandubh-01-sides-and-goal-2-hint = Ein Angreifer steht schon neben dem König. Bring einen zweiten auf die andere Seite.
brandubh-01-sides-and-goal-2-success = Zwischen zwei Angreifern eingeklemmt, ist der König geschlagen, und die Angreifer gewinnen.
brandubh-01-sides-and-goal-3-intro = Zurück zu den Verteidigern. Der König braucht oft zwei Züge: erst hinaus an einen Rand, dann an ihm entlang in eine Ecke. Bring ihn in zwei Zügen nach Hause.
brandubh-01-sides-and-goal-3-hint = Suche ein Randfeld mit freiem Weg zu einer Ecke.
brandubh-01-sides-and-goal-3-success = Ränder führen zu Ecken: Ein freier Rand ist der beste Freund des Königs.

## Ziehen

brandubh-02-moving-title = Ziehen
brandubh-02-moving-summary = Jede Figur zieht wie ein Turm; Thron und Ecken gehören dem König.
brandubh-02-moving-1-intro = Die Ausgangsstellung: acht dunkle Angreifer, vier helle Verteidiger und ihr König. Der König beginnt auf dem Mittelfeld d4, dem Thron; die vier Ecken sind die Felder, die er erreichen will. Jede Figur zieht wie ein Turm im Schach. Nur der König darf auf dem Thron stehen bleiben oder eine Ecke betreten; andere Figuren dürfen den Thron nur überqueren, solange er leer ist.
brandubh-02-moving-2-intro = Jede Figur, auch der König, zieht wie ein Turm im Schach: beliebig viele freie Felder entlang einer Reihe oder Spalte, ohne je zu springen. Sammle mit deinem Verteidiger beide Sterne ein.
brandubh-02-moving-2-hint = Zieh zuerst entlang der b-Linie, dann entlang der Reihe.
brandubh-02-moving-2-success = Gerade Linien, beliebig weit: So zieht jede Figur.
brandubh-02-moving-3-intro = Das Mittelfeld d4 ist der Thron. Nur der König darf darauf stehen bleiben, und nur der König darf eine Ecke betreten. Führe den König über beide Sterne.
brandubh-02-moving-3-hint = Der Thron liegt auf der Reihe des Königs.
brandubh-02-moving-3-success = Der König darf jederzeit auf seinen Thron zurückkehren; keine andere Figur darf dort verweilen.
brandubh-02-moving-4-intro = Ein Verteidiger oder Angreifer darf niemals eine Ecke betreten: Zieht er am Rand entlang, muss er vor ihr anhalten. Bring deinen Verteidiger zum Stern.
brandubh-02-moving-4-hint = Der Weg durch die Ecke ist versperrt. Geh außen herum.
brandubh-02-moving-4-success = Ecken sind allein für den König da; jede andere Figur zieht um sie herum.
brandubh-02-moving-5-intro = Außer dem König darf keine Figur auf dem Thron stehen bleiben, aber jede Figur darf ihn überqueren, solange er leer ist. Sammle mit deinem Angreifer beide Sterne ein.
brandubh-02-moving-5-hint = Der Thron ist leer: Die vierte Reihe ist durchgehend frei.
brandubh-02-moving-5-success = Ein leerer Thron hält niemanden auf, der hindurchziehen will.
brandubh-02-moving-6-intro = Sitzt der König auf seinem Thron, versperrt er ihn wie jede andere Figur. Bring deinen Angreifer zum Stern.
brandubh-02-moving-6-hint = Die vierte Reihe ist versperrt. Zieh über eine andere Reihe hinüber.
brandubh-02-moving-6-success = Ist der König zu Hause, ist der Thron eine Mauer: Geh außen herum.

## Schlagen

brandubh-03-capture-title = Schlagen
brandubh-03-capture-summary = Klemme eine gegnerische Figur zwischen zwei deiner Figuren ein oder gegen eine Ecke oder den leeren Thron.
brandubh-03-capture-1-intro = Eine Figur wird durch Einklemmen geschlagen: Ein Gegner zieht so, dass die Figur zwischen zwei gegnerischen Figuren steht, auf gegenüberliegenden Seiten in einer Reihe oder Spalte, niemals diagonal. Zieht hier der Angreifer von g4 nach e4, ist der Verteidiger auf e3 zwischen ihm und dem Angreifer auf e2 eingeklemmt und wird geschlagen. Die Ecken und der Thron, solange er leer ist, sind feindlich: Jedes dieser Felder kann einen der beiden Gegner ersetzen, gegen Angreifer wie Verteidiger; der Brettrand kann das nicht. Abseits des Throns wird der König genauso gefangen; auf dem Thron oder daneben braucht es mehr Angreifer, wie eine spätere Lektion zeigt.
brandubh-03-capture-2-intro = Eine Figur wird geschlagen, wenn ein Gegner so zieht, dass er sie zwischen zwei gegnerischen Figuren einklemmt, auf gegenüberliegenden Seiten in einer Reihe oder Spalte. Schlage den Verteidiger auf c6.
brandubh-03-capture-2-hint = Ein Angreifer steht schon neben ihm. Schließ die Falle von der anderen Seite.
brandubh-03-capture-2-success = Zwei Angreifer auf gegenüberliegenden Seiten: Der Verteidiger dazwischen ist weg.
brandubh-03-capture-3-intro = Die Verteidiger schlagen auf dieselbe Weise. Eine Ecke zählt wie eine deiner Figuren, ein Gegner neben einer Ecke braucht also nur eine deiner Figuren auf seiner anderen Seite. Schlage den Angreifer auf b7.
brandubh-03-capture-3-hint = Auf einer Seite von ihm liegt schon die Ecke.
brandubh-03-capture-3-success = Ecken sind jeder Figur feindlich: Neben einer zu stehen ist gefährlich.
brandubh-03-capture-4-intro = Auch der leere Thron ist feindlich, gegen Angreifer wie Verteidiger. Schlage den Verteidiger auf d5, indem du ihn gegen den Thron einklemmst.
brandubh-03-capture-4-hint = Der Thron liegt unter d5. Was ist darüber?
brandubh-03-capture-4-success = Ist der König fort, fängt der leere Thron Figuren wie ein Gegner.
brandubh-03-capture-5-intro = Der König ist bewaffnet: Er hilft den Verteidigern beim Schlagen, als ziehende Figur oder als Partner auf der anderen Seite. Schlage den Angreifer auf c5.
brandubh-03-capture-5-hint = Der König steht auf einer Seite von ihm. Bring einen Verteidiger auf die andere.
brandubh-03-capture-5-success = Der König ist ein Kämpfer: Er schlägt wie jeder Verteidiger.
brandubh-03-capture-6-intro = Ein Zug kann mehrere Figuren auf einmal schlagen, je eine auf jeder Seite des Feldes, auf dem du landest. Schlage beide Verteidiger mit einem einzigen Zug.
brandubh-03-capture-6-hint = Suche das Feld zwischen ihnen.
brandubh-03-capture-6-success = Beide Fallen mit einem Zug geschlossen: ein Doppelschlag.

## Sicher zwischen zweien

brandubh-04-safe-between-title = Sicher zwischen zweien
brandubh-04-safe-between-summary = Nur die ziehende Seite schlägt: Zwischen zwei Gegner zu ziehen ist sicher.
brandubh-04-safe-between-1-intro = Geschlagen wird nur im eigenen Zug des Schlagenden. Du darfst also mitten zwischen zwei Gegner ziehen und dort stehen bleiben. Stell deinen Verteidiger auf c6, zwischen die Angreifer, und schlage dann den Angreifer auf b6.
brandubh-04-safe-between-1-wrong-1 = Zieh zuerst zwischen die Angreifer auf b6 und d6: c6 ist sicher, denn eine Figur, die zwischen zwei Gegner zieht, wird nicht geschlagen.
brandubh-04-safe-between-1-wrong-2 = Dein Verteidiger auf c6 steht schon neben b6. Bring einen weiteren Verteidiger auf die andere Seite von b6.
brandubh-04-safe-between-1-hint = Suche nach c6 das Feld auf der anderen Seite von b6.
brandubh-04-safe-between-1-success = Drei Angreifer standen um deinen Verteidiger herum und konnten ihn nicht schlagen: Die Falle muss sich in ihrem Zug schließen.
brandubh-04-safe-between-2-intro = Der Verteidiger auf c6 ist zwischen deine Angreifer gezogen, deshalb steht er noch: Nur der Zug, der eine Falle schließt, schlägt. Schlage ihn.
brandubh-04-safe-between-2-hint = Die Falle von b6 bis d6 ist schon zu. Welche andere Linie ist halb geschlossen?
brandubh-04-safe-between-2-success = Neben einer Figur zu stehen bewirkt nichts; erst wer hineinzieht und die Falle schließt, schlägt die Figur.
brandubh-04-safe-between-3-intro = Der Verteidiger auf c6 steht sicher zwischen deinen Angreifern auf b6 und d6. Dieselben zwei Felder schlagen ihn, wenn einer deiner Angreifer hineinzieht. Schlage ihn in zwei Zügen.
brandubh-04-safe-between-3-hint = Eine Falle braucht eine ziehende Figur. Könnte einer deiner beiden Angreifer diese Rolle übernehmen?
brandubh-04-safe-between-3-success = Hinaus und wieder hinein: Der zurückkehrende Angreifer schließt die Falle und schlägt.
brandubh-04-safe-between-4-intro = Wer zwischen zwei Gegner zieht, ist nicht nur sicher, sondern kann sie sogar schlagen: Die ziehende Figur schlägt nach allen Seiten. Schlage beide Angreifer mit einem Zug.
brandubh-04-safe-between-4-hint = Deine Verteidiger warten auf a6 und e6. Suche das Feld in der Mitte.
brandubh-04-safe-between-4-success = Die ziehende Figur ist die, die schlägt, selbst wenn sie zwischen zwei Gegnern landet.

## Den König schlagen

brandubh-05-capturing-the-king-title = Den König schlagen
brandubh-05-capturing-the-king-summary = Im offenen Feld fangen ihn zwei Angreifer, neben dem Thron drei, auf dem Thron vier.
brandubh-05-capturing-the-king-1-intro = Abseits des Throns wird der König wie jede Figur geschlagen: zwischen zwei Angreifern eingeklemmt. Am Rand müssen sie entlang des Randes zu beiden Seiten von ihm stehen. Schlage den König.
brandubh-05-capturing-the-king-1-hint = Der Rand selbst hilft dir nie. Schau entlang der obersten Reihe.
brandubh-05-capturing-the-king-1-success = Am Rand zwischen zwei Angreifern eingeklemmt: Die Angreifer gewinnen.
brandubh-05-capturing-the-king-2-intro = Eine Ecke wirkt auch gegen den König. Er steht neben der Ecke g1, bereit hineinzuziehen. Schlage ihn vorher.
brandubh-05-capturing-the-king-2-hint = Auf einer Seite von ihm liegt die Ecke. Die andere Seite auf derselben Linie ist frei.
brandubh-05-capturing-the-king-2-success = Ein Angreifer und eine Ecke schlagen den König, genau wie zwei Angreifer.
brandubh-05-capturing-the-king-3-intro = Direkt neben dem Thron ist der König schwerer zu fangen: Angreifer müssen seine drei anderen Seiten besetzen, und der leere Thron schließt die vierte. Schlage ihn in zwei Zügen.
brandubh-05-capturing-the-king-3-hint = Zwei Angreifer einander gegenüber reichen hier nicht. Zähl seine Seiten.
brandubh-05-capturing-the-king-3-success = Drei Angreifer und der leere Thron: Der König neben dem Thron ist gefangen.
brandubh-05-capturing-the-king-4-intro = Auf seinem Thron ist der König am sichersten: Er wird nur geschlagen, wenn auf allen vier Seiten Angreifer stehen. Schlage ihn in zwei Zügen.
brandubh-05-capturing-the-king-4-hint = Zwei Seiten sind besetzt. Besetze die anderen beiden.
brandubh-05-capturing-the-king-4-success = Von allen vier Seiten umzingelt, fällt sogar der König auf seinem Thron.
brandubh-05-capturing-the-king-5-intro = Ein Verteidiger neben dem König hält die Falle offen. Schlage zuerst diesen Verteidiger, dann den König. Du hast zwei Züge.
brandubh-05-capturing-the-king-5-hint = Über dem Verteidiger auf d6 steht ein Angreifer.
brandubh-05-capturing-the-king-5-success = Nimm dem König seine Wächter, und die Falle kann sich schließen.

## Flucht

brandubh-06-escape-title = Flucht
brandubh-06-escape-summary = Finde den freien Weg und schaffe zwei Fluchtdrohungen zugleich, damit die Angreifer nicht beide verhindern können.
brandubh-06-escape-1-intro = Ein Weg zu einer Ecke muss durchgehend frei sein. Die meisten Wege des Königs sind hier versperrt. Finde den freien und entkomme in zwei Zügen.
brandubh-06-escape-1-hint = Entlang seiner Reihe und in Richtung c7 ist der König eingesperrt. Versuch die c-Linie in die andere Richtung, zur ersten Reihe hin.
brandubh-06-escape-1-success = Prüfe jeden Weg, bevor du ziehst: Eine freie Linie ist alles, was der König braucht.
brandubh-06-escape-2-intro = Eine einzelne Fluchtdrohung ist leicht zu verhindern: Die Angreifer versperren einfach den Weg. Zieh auf ein Feld mit zwei freien Wegen zu zwei Ecken. Sie können nur einen versperren.
brandubh-06-escape-2-wrong-1 = So hat der König höchstens einen Weg, und einen Weg kann man leicht versperren. Suche ein Randfeld mit freien Wegen in beide Richtungen.
brandubh-06-escape-2-wrong-2 = Sie haben den Weg nach g7 versperrt, aber der andere Weg ist noch frei.
brandubh-06-escape-2-hint = Von welchem Randfeld aus sieht der König zwei Ecken zugleich?
brandubh-06-escape-2-success = Zwei Wege auf einmal: Die Angreifer haben einen versperrt, und der König hat den anderen genommen.
brandubh-06-escape-3-intro = Ein Angreifer neben einer Ecke versperrt den Weg, aber die Ecke ist ihm feindlich. Der bewaffnete König kann ihn schlagen, indem er auf seiner anderen Seite landet. Entkomme in zwei Zügen.
brandubh-06-escape-3-hint = Der Angreifer auf b7 steht zwischen einer Ecke und einem Feld, das der König erreichen kann.
brandubh-06-escape-3-success = Der König hat den Angreifer, der ihm den Weg versperrte, gegen die Ecke geschlagen und ist hineinspaziert.
brandubh-06-escape-4-intro = Jetzt spielt der Computer die Angreifer. Stell den König auf eine Spalte, die zur obersten und zur untersten Reihe frei ist: Welches Ende sie auch versperren, er erreicht den anderen Rand mit zwei Wegen. Entkomme in drei Zügen.
brandubh-06-escape-4-hint = Die oberste und die unterste Reihe sind leer. Welche Spalten kann der König entlang seiner Reihe erreichen?
brandubh-06-escape-4-success = Drohung auf Drohung: Die Angreifer konnten nicht alle abdecken.

## Wege versperren

brandubh-07-blocking-title = Wege versperren
brandubh-07-blocking-summary = Versperre als Angreifer die Wege des Königs, bevor er sie nutzen kann.
brandubh-07-blocking-1-intro = Der König auf g4 hat einen freien Weg: den Rand hinauf zur Ecke g7. Stell ihm als Angreifer eine Figur in den Weg, dann sucht der Computer einen anderen Ausweg.
brandubh-07-blocking-1-hint = Welcher deiner Angreifer kann die g-Linie oberhalb des Königs erreichen?
brandubh-07-blocking-1-success = Weg versperrt. Jede freie Linie zu einer Ecke muss rechtzeitig versperrt werden.
brandubh-07-blocking-2-intro = Es kommt darauf an, wo du blockierst. Eine Sperrfigur neben einer Ecke kann gegen sie geschlagen werden, und dann ist der Weg wieder frei. Versperre den Weg des Königs nach a7 mit einer Figur, die stehen bleibt.
brandubh-07-blocking-2-wrong-1 = Blockiere auf c7. Auf b7 stünde dein Angreifer neben der Ecke: Der König zieht nach c7, schlägt ihn gegen die Ecke und spaziert hinein.
brandubh-07-blocking-2-hint = Zwei Felder versperren den Weg. Hinter welchem liegt keine Ecke?
brandubh-07-blocking-2-success = Eine Sperrfigur abseits der Ecke hält; eine direkt neben ihr ist leicht zu schlagen.
brandubh-07-blocking-3-intro = Der König auf c5 droht, nach c7 hinaufzuziehen. Von dort hätte er zwei Wege, nach a7 und nach g7, und du könntest nur einen versperren. Halte ihn auf, bevor er den Rand erreicht.
brandubh-07-blocking-3-wrong-1 = Jetzt kann der König immer noch c7 mit zwei freien Wegen erreichen, und eine einzige Figur kann nicht beide versperren. Stell dich lieber auf seinen Weg zum Rand.
brandubh-07-blocking-3-hint = Versperre die Spalte, nicht die Ecken.
brandubh-07-blocking-3-success = Halte den König von den freien Rändern fern, dann entstehen seine Drohungen mit zwei Wegen gar nicht erst.
brandubh-07-blocking-4-intro = Jetzt spielt der Computer die Verteidiger und sucht einen Ausweg. Verhindere, dass der König einen Rand mit freiem Weg erreicht. Halte drei Züge lang durch.
brandubh-07-blocking-4-hint = Welches Randfeld kann der König in einem Zug erreichen, und wer könnte ihn dort aufhalten?
brandubh-07-blocking-4-success = Früh zu blockieren, bevor der König den Rand erreicht, hält die Ecken sicher.

## Eine ganze Partie

brandubh-08-a-whole-game-title = Eine ganze Partie
brandubh-08-a-whole-game-summary = Die Ausgangsstellung, wer beginnt, und die beiden anderen Arten, wie eine Partie endet: Wer nicht ziehen kann, verliert, und die dritte Wiederholung ist remis.
brandubh-08-a-whole-game-1-intro = Die Partie beginnt so: der König auf dem Thron, seine vier Verteidiger um ihn herum und die acht Angreifer kreuzförmig an den Rändern. Die Angreifer ziehen zuerst. Du spielst sie: Zieh einen Angreifer nach b2, auf das Feld schräg neben der Ecke a1.
brandubh-08-a-whole-game-1-hint = Der Angreifer auf d2 kann auf seiner Reihe nach links gleiten, der auf b4 auf seiner Spalte nach unten.
brandubh-08-a-whole-game-1-success = Die Angreifer haben den ersten Zug gemacht. Angreifer besetzen oft die Felder schräg neben den Ecken (b2, f2, b6, f6): Von dort kann eine Figur jeden der beiden Wege in ihre Ecke versperren.
brandubh-08-a-whole-game-2-intro = Wer am Zug ist und nicht ziehen kann, verliert. Der König und sein letzter Verteidiger sind eingemauert: Noch ein Angreifer auf e4, und keiner von beiden kann ziehen. Schließ die Mauer.
brandubh-08-a-whole-game-2-wrong-1 = Nach diesem Zug hat der König oder sein Verteidiger noch ein Feld, auf das er ziehen kann. Besetze das letzte freie Feld neben dem König.
brandubh-08-a-whole-game-2-hint = Welches Feld neben dem König ist noch leer?
brandubh-08-a-whole-game-2-success = Die Verteidiger haben keinen legalen Zug, und damit verlieren sie die Partie, obwohl der König nie geschlagen wurde.
brandubh-08-a-whole-game-3-intro = Kommt dieselbe Stellung (dieselben Figuren auf denselben Feldern, dieselbe Seite am Zug) zum dritten Mal vor, ist die Partie remis. Dein einsamer König ist auf b6 und b5 eingemauert. Die Angreifer könnten ihn fangen, ziehen hier aber nur eine Figur hin und her. Mehr als ein Remis kannst du nicht erhoffen: Wiederhole die Stellung.
brandubh-08-a-whole-game-3-wrong-1 = Wiederhole die Stellung: Zieh nach b5 und dann zurück nach b6.
brandubh-08-a-whole-game-3-wrong-2 = Zurück nach b6: Die Ausgangsstellung ist zum zweiten Mal da.
brandubh-08-a-whole-game-3-wrong-3 = Wiederhole dieselben Züge: wieder b5.
brandubh-08-a-whole-game-3-wrong-4 = Noch einmal zurück nach b6, und die Stellung kommt zum dritten Mal vor.
brandubh-08-a-whole-game-3-hint = Der König hat nur zwei Felder: Zieh zwischen ihnen hin und her.
brandubh-08-a-whole-game-3-success = Dieselbe Stellung zum dritten Mal: Die Partie ist remis durch Stellungswiederholung.
