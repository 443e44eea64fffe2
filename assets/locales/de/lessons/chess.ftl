# Chess lessons in German; keys from tabula-engine lesson-texts chess.

## Das Brett und die Notation

chess-00-board-and-notation-title = Das Brett und die Notation
chess-00-board-and-notation-summary = Linien, Reihen, die Ausgangsstellung und wie Züge geschrieben werden.
chess-00-board-and-notation-1-intro = Das Brett hat 64 Felder: 8 senkrechte Spalten, die Linien heißen und von Weiß aus gesehen von links nach rechts mit a bis h bezeichnet werden, und 8 waagerechte Zeilen, die Reihen heißen und von der weißen Seite aus von 1 bis 8 nummeriert sind. Ein Feld wird nach seiner Linie und dann nach seiner Reihe benannt: Die weiße Dame steht auf d1. Zieh die Dame nach d5.
chess-00-board-and-notation-1-wrong-1 = Das ist nicht d5. Die d-Linie ist die vierte Linie von links; zähle von der weißen Seite aus fünf Reihen nach oben.
chess-00-board-and-notation-1-hint = Die Dame steht schon auf der d-Linie: Zieh sie auf ihr geradeaus nach oben.
chess-00-board-and-notation-1-success = d5: Linie d, Reihe 5. Jedes Feld hat einen solchen Namen.
chess-00-board-and-notation-2-intro = Die Ausgangsstellung: Jede Seite hat einen König, eine Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern. Das Brett liegt so, dass jeder Spieler rechts in der Ecke ein helles Feld hat. Die Türme stehen in den Ecken, daneben die Springer, dann die Läufer; die Dame steht auf ihrer eigenen Farbe (die weiße auf d1, die schwarze auf d8) und der König neben ihr. Weiß zieht zuerst. Zieh den Bauern vor dem weißen König zwei Felder vor, nach e4.
chess-00-board-and-notation-2-wrong-1 = Der König steht auf e1, also steht sein Bauer auf e2: Zieh diesen Bauern nach e4.
chess-00-board-and-notation-2-hint = Der weiße König steht auf e1, rechts neben der Dame.
chess-00-board-and-notation-2-success = 1.e4, der beliebteste erste Zug überhaupt.
chess-00-board-and-notation-3-intro = Züge werden so geschrieben, wie die Zugliste sie zeigt: ein Großbuchstabe für die Figur nach ihrem englischen Namen (K für König, englisch King; Q für Dame, Queen; R für Turm, Rook; B für Läufer, Bishop; N für Springer, Knight), dann das Feld, auf das sie zieht. Ein Bauer bekommt keinen Buchstaben. Die Züge werden paarweise nummeriert: 1.e4 e5 bedeutet, dass im 1. Zug der weiße Bauer nach e4 und der schwarze nach e5 gezogen ist. Spiele Nf3.
chess-00-board-and-notation-3-wrong-1 = Nf3 bedeutet, dass ein Springer (N) nach f3 zieht. Einer deiner Springer kann dorthin springen.
chess-00-board-and-notation-3-hint = Der Springer auf g1 erreicht f3.
chess-00-board-and-notation-3-success = 2.Nf3: Der Springer wird entwickelt und greift den Bauern auf e5 an.
chess-00-board-and-notation-4-intro = Ein x steht für einen Schlagzug, ein + für Schach und ein # für Schachmatt. Bxf7+ bedeutet, dass ein Läufer auf f7 schlägt und Schach bietet. Spiele Bxf7+.
chess-00-board-and-notation-4-wrong-1 = Bxf7+ heißt: Dein Läufer schlägt den Bauern auf f7, mit Schach.
chess-00-board-and-notation-4-hint = Dein Läufer auf c4 zielt auf f7.
chess-00-board-and-notation-4-success = Bxf7+: Läufer, schlägt, f7, Schach. (Hier ist das kein guter Zug: Der König schlägt den Läufer zurück. Es ist nur eine Übung.)
chess-00-board-and-notation-5-intro = Wenn zwei gleiche Figuren dasselbe Feld erreichen können, kommt die Linie hinzu, von der die ziehende Figur kommt (oder die Reihe, wenn beide auf derselben Linie stehen): Nbd2 ist der Springer von der b-Linie, der nach d2 zieht. Spiele Nbd2.
chess-00-board-and-notation-5-wrong-1 = Nbd2 ist der Springer, der auf der b-Linie steht und nach d2 zieht.
chess-00-board-and-notation-5-hint = Beide Springer können d2 erreichen; das b in Nbd2 sagt, welcher.
chess-00-board-and-notation-5-success = Nbd2, nicht Nfd2: Der zusätzliche Buchstabe gibt an, welcher Springer zieht.
chess-00-board-and-notation-6-intro = Die Rochade am Königsflügel wird O-O geschrieben, die am Damenflügel O-O-O (der längere Weg, mit einem O mehr). Rochiere am Damenflügel.
chess-00-board-and-notation-6-wrong-1 = O-O-O ist die Rochade zum Turm auf a1 hin: Der König zieht zwei Felder weit nach c1.
chess-00-board-and-notation-6-hint = Zieh den König zwei Felder in Richtung des Turms auf a1.
chess-00-board-and-notation-6-success = O-O-O: König auf c1, Turm auf d1.
chess-00-board-and-notation-7-intro = Bei einer Umwandlung steht die neue Figur hinter einem Gleichheitszeichen: b8=Q ist ein Bauer, der nach b8 zieht und zur Dame wird. Spiele b8=Q+.
chess-00-board-and-notation-7-wrong-1 = b8=Q+: Der Bauer zieht nach b8 und wird zur Dame, die entlang der achten Reihe Schach bietet.
chess-00-board-and-notation-7-hint = Zieh den Bauern auf die letzte Reihe und wähle die Dame.
chess-00-board-and-notation-7-success = b8=Q+: Bauer nach b8, in eine Dame umgewandelt, Schach. Jetzt kannst du jeden Zug in diesen Lektionen lesen.

## Der Turm

chess-01-rook-title = Der Turm
chess-01-rook-summary = Geradeaus auf Reihen und Linien, so weit der Weg frei ist.
chess-01-rook-1-intro = Der Turm zieht in einem Zug entlang seiner Reihe oder seiner Linie, so viele Felder weit er will. Zieh deinen Turm auf beide Sterne.
chess-01-rook-1-hint = Zieh zuerst geradeaus die Linie hinauf.
chess-01-rook-1-success = Ein einziger Zug kann den Turm über das ganze Brett tragen.
chess-01-rook-2-intro = Ein Turm biegt während eines Zuges nie ab: Um die Richtung zu wechseln, braucht er einen zweiten Zug. Besuche alle drei Sterne in drei Zügen.
chess-01-rook-2-hint = Jeder Stern liegt vom vorigen aus genau geradeaus.
chess-01-rook-2-success = Hinauf, hinüber, hinunter: Für jeden Richtungswechsel braucht der Turm einen neuen Zug.
chess-01-rook-3-intro = Figuren stehen dem Turm im Weg, sogar deine eigenen: Er kann nicht über sie springen. Dein Bauer versperrt die Linie. Erreiche den Stern in drei Zügen.
chess-01-rook-3-hint = Wenn die Linie versperrt ist, nimm eine andere.
chess-01-rook-3-success = Ist der gerade Weg versperrt, nimmt der Turm einen Umweg über eine freie Linie.
chess-01-rook-4-intro = Jetzt stehen zwei deiner Bauern im Weg. Sammle alle Sterne mit so wenigen Zügen wie möglich.
chess-01-rook-4-hint = Die c- und die f-Linie sind versperrt: Steig auf einer freien Linie dazwischen hinauf.
chess-01-rook-4-success = Plane den Weg um die Hindernisse herum, und der Turm kommt überallhin.

## Der Läufer

chess-02-bishop-title = Der Läufer
chess-02-bishop-summary = Nur auf Diagonalen, und immer auf Feldern einer Farbe.
chess-02-bishop-1-intro = Der Läufer zieht auf den Diagonalen, so weit der Weg frei ist. Zieh deinen Läufer auf beide Sterne.
chess-02-bishop-1-hint = Folge der Diagonale nach rechts oben.
chess-02-bishop-1-success = Ein Läufer kann auf einer einzigen Diagonale das ganze Brett durchqueren.
chess-02-bishop-2-intro = Ein Läufer, der auf einem hellen Feld beginnt, bleibt die ganze Partie über auf hellen Feldern, denn ein diagonaler Schritt wechselt nie die Farbe. Besuche alle drei Sterne.
chess-02-bishop-2-hint = Jeder Stern ist hell, wie das Feld deines Läufers: Eine Diagonale führt zur nächsten.
chess-02-bishop-2-success = Dein Läufer hat nur helle Felder berührt.
chess-02-bishop-3-intro = Ein Stern ist hell und einer dunkel. Jeder Läufer erreicht nur Felder seiner eigenen Farbe, also hat jeder seinen eigenen Stern. Sammle beide in vier Zügen.
chess-02-bishop-3-hint = Welcher Läufer steht auf einem dunklen Feld? Kein Stern ist nur einen Zug entfernt, also braucht jeder Läufer unterwegs einen Zwischenhalt.
chess-02-bishop-3-success = Zwei Läufer zusammen decken beide Farben ab.

## Die Dame

chess-03-queen-title = Die Dame
chess-03-queen-summary = Turm und Läufer in einer Figur: die stärkste auf dem Brett.
chess-03-queen-1-intro = Die Dame zieht wie ein Turm und wie ein Läufer: auf Reihen, Linien und Diagonalen, so weit der Weg frei ist. Zieh sie auf beide Sterne.
chess-03-queen-1-hint = Zuerst geradeaus hinauf, dann eine Diagonale hinunter.
chess-03-queen-1-success = Gerade Bahnen und Diagonalen: Die Dame nutzt beide.
chess-03-queen-2-intro = Drei Sterne, drei Züge: Jeder wechselt zwischen Diagonale und Reihe.
chess-03-queen-2-hint = Beginne mit der langen Diagonale.
chess-03-queen-2-success = Diagonale, Reihe, Diagonale: Keine andere Figur schafft das in drei Zügen.
chess-03-queen-3-intro = Selbst die Dame erreicht nicht jedes Feld in einem Zug: Ein Feld, das einen Springersprung entfernt ist, liegt außerhalb ihrer Bahnen. Trotzdem ist jedes Feld höchstens zwei Züge entfernt. Sammle beide Sterne in vier Zügen.
chess-03-queen-3-hint = Suche für jeden Stern ein Feld auf einer seiner Bahnen, das die Dame zuerst erreichen kann.
chess-03-queen-3-success = Mit höchstens zwei Zügen kommt die Dame auf einem freien Brett überallhin.

## Der König

chess-04-king-title = Der König
chess-04-king-summary = Ein Schritt in jede Richtung, aber nie auf ein bedrohtes Feld.
chess-04-king-1-intro = Der König zieht immer nur ein Feld weit: vorwärts, rückwärts, seitwärts oder diagonal. Führe deinen König auf beide Sterne.
chess-04-king-1-hint = Diagonale Schritte bringen den König genauso schnell voran wie gerade.
chess-04-king-1-success = Langsam, aber frei: Der König kommt überallhin, Schritt für Schritt.
chess-04-king-2-intro = Der König darf nie auf ein Feld ziehen, das eine gegnerische Figur angreift: Das Brett lässt einen solchen Zug nicht zu. Der schwarze Turm beherrscht seine Reihe bis zu deinem Bauern. Erreiche den Stern in vier Zügen.
chess-04-king-2-hint = Der Turm sieht nicht über deinen Bauern hinweg.
chess-04-king-2-success = Dein Bauer hat die Bahn des Turms versperrt, also waren die Felder dahinter sicher.
chess-04-king-3-intro = Zwei Könige können nie nebeneinander stehen, denn jeder würde den anderen angreifen. Der schwarze König bleibt, wo er ist: Geh um ihn herum zum Stern.
chess-04-king-3-hint = Lass bei jedem Schritt ein Feld Abstand zwischen den Königen.
chess-04-king-3-success = Du bist dem anderen König nie zu nahe gekommen: Ein König darf nicht ins Schach ziehen.

## Der Springer

chess-05-knight-title = Der Springer
chess-05-knight-summary = Ein Sprung in L-Form, den nichts aufhalten kann.
chess-05-knight-1-intro = Der Springer springt in Form eines L: zwei Felder geradeaus, dann eines zur Seite. Spring auf alle drei Sterne.
chess-05-knight-1-hint = Jeder Stern ist genau einen Sprung vom vorigen entfernt.
chess-05-knight-1-success = Zwei in eine Richtung, eines zur Seite: So zieht der Springer.
chess-05-knight-2-intro = Der Springer ist die einzige Figur, die über andere springt, ob eigene oder gegnerische. Dein Springer ist hinter seinen Bauern eingesperrt und kann trotzdem heraus. Sammle die Sterne.
chess-05-knight-2-hint = Was dazwischen steht, spielt keine Rolle: Nur das Feld, auf dem der Springer landet, muss frei sein.
chess-05-knight-2-success = Keine Mauer hält einen Springer auf: Er springt einfach darüber.
chess-05-knight-3-intro = Ein Feld direkt neben dem Springer kann am schwersten zu erreichen sein. Von der Ecke aus ist der Stern vier Sprünge entfernt. Finde den Weg in vier Zügen.
chess-05-knight-3-hint = Rechne rückwärts: Welche Felder sind einen Sprung vom Stern entfernt?
chess-05-knight-3-success = Springerzüge zählt man in Sprüngen, nicht nach der Entfernung.

## Der Bauer

chess-06-pawn-title = Der Bauer
chess-06-pawn-summary = Kleine Schritte nach vorn, geschlagen wird schräg.
chess-06-pawn-1-intro = Ein Bauer zieht ein Feld geradeaus nach vorn. Von seinem Ausgangsfeld aus darf er stattdessen auch zwei Schritte auf einmal machen. Erreiche beide Sterne in drei Zügen.
chess-06-pawn-1-hint = Nutze den Doppelschritt, solange du noch kannst.
chess-06-pawn-1-success = Der Doppelschritt ist nur beim ersten Zug des Bauern erlaubt.
chess-06-pawn-2-intro = Ein Bauer kann nicht geradeaus schlagen, und eine Figur direkt vor ihm hält ihn auf. Stattdessen schlägt er ein Feld schräg nach vorn. Schlage den Springer, dann den Turm.
chess-06-pawn-2-hint = Der Bauer auf e5 ist eine Mauer; schau auf die Diagonalen.
chess-06-pawn-2-success = Bauern ziehen geradeaus, schlagen aber schräg.
chess-06-pawn-3-intro = Bauern ziehen nie rückwärts, deshalb kommt es auf den ersten Schritt an. Schlage mit deinem Bauern den Springer und den Läufer, und zwar innerhalb von drei Zügen.
chess-06-pawn-3-hint = Stell dir vor, wo der Bauer nach einem Doppelschritt stünde.
chess-06-pawn-3-success = Ein Schritt, nicht zwei: Ein Bauer schlägt nur, was schräg vor ihm steht.

## Schlagen und Decken

chess-07-capture-and-protect-title = Schlagen und Decken
chess-07-capture-and-protect-summary = Nimm, was ungedeckt ist, und decke, was angegriffen wird.
chess-07-capture-and-protect-1-intro = Eine Figur schlägt, indem sie auf das Feld einer gegnerischen Figur zieht. Nimm nur, was sicher ist: Eine gedeckte Figur wird zurückgeschlagen. Gewinne mit deinem Turm eine Figur und behalte den Turm.
chess-07-capture-and-protect-1-wrong-1 = Damit gewinnst du keine Figur gefahrlos. Der Springer auf d6 wird vom Bauern auf e7 gedeckt: Nach Rxd6 exd6 ist dein Turm für einen Springer weg. Suche eine Figur, die niemand deckt.
chess-07-capture-and-protect-1-hint = Prüfe jede schwarze Figur: Wird sie von irgendetwas gedeckt?
chess-07-capture-and-protect-1-success = Eine Figur umsonst: Niemand konnte deinen Turm zurückschlagen.
chess-07-capture-and-protect-2-intro = Der schwarze Springer deckt den Läufer. Schlage zuerst den Verteidiger, dann ist der Läufer ungedeckt. Schlage beide schwarzen Figuren, ohne eine deiner eigenen zu verlieren.
chess-07-capture-and-protect-2-wrong-1 = Auf Rxe5 käme Nxe5: Der Springer deckt den Läufer. Kümmere dich zuerst um den Springer.
chess-07-capture-and-protect-2-wrong-2 = Der Läufer auf e5 hat seine Deckung verloren. Schlage ihn jetzt, bevor er entkommt.
chess-07-capture-and-protect-2-hint = Welche deiner Figuren erreicht den Springer?
chess-07-capture-and-protect-2-success = Erst den Verteidiger beseitigen, dann einsammeln, was er gedeckt hat.
chess-07-capture-and-protect-3-intro = Der schwarze Turm greift deinen Springer an, und nichts deckt ihn. Rette ihn: Zieh ihn auf ein sicheres Feld oder decke ihn mit einem Bauern.
chess-07-capture-and-protect-3-wrong-1 = Dort ist dein Springer immer noch in Gefahr: Der Turm oder ein Bauer kann ihn umsonst schlagen. Zieh ihn dorthin, wo nichts ihn angreift, oder decke ihn mit einem Bauern.
chess-07-capture-and-protect-3-hint = Bauern decken die Felder schräg vor sich.
chess-07-capture-and-protect-3-success = Eine angegriffene Figur ist sicher, sobald sie wegzieht oder gedeckt wird.
chess-07-capture-and-protect-4-intro = Jetzt greift der Computer an. Mach vier Züge, ohne eine einzige Figur oder einen einzigen Bauern zu verlieren: Jedes Mal, wenn etwas angegriffen wird, rette es.
chess-07-capture-and-protect-4-hint = Frag dich vor jedem Zug, welche deiner Figuren der Turm schlagen kann und ob etwas sie deckt.
chess-07-capture-and-protect-4-success = Alles in Sicherheit: Du hast jede Figur behalten, weil du darauf geachtet hast, was der Turm angreift.

## Werte und Abtausch

chess-07b-values-and-exchanges-title = Werte und Abtausch
chess-07b-values-and-exchanges-summary = Was jede Figur wert ist, gleichwertiger Tausch und das Zählen von Angreifern und Verteidigern.
chess-07b-values-and-exchanges-1-intro = Schachspieler zählen das Material, also die Figuren, die eine Seite hat, in Bauern: Ein Bauer ist 1 wert, ein Springer 3, ein Läufer 3, ein Turm 5 und eine Dame 9. Der König ist unbezahlbar, denn wer ihn verliert, verliert die Partie. Sieh dir die hervorgehobenen weißen Figuren an: Turm 5, Springer 3, Läufer 3, Dame 9, und der Bauer auf e2 ist 1 wert. Mit diesen Zahlen entscheidest du, was du schlägst und was du tauschst.
chess-07b-values-and-exchanges-2-intro = Schachspieler zählen das Material in Bauern: Ein Bauer ist 1 wert, ein Springer 3, ein Läufer 3, ein Turm 5 und eine Dame 9. Der König ist unbezahlbar, denn wer ihn verliert, verliert die Partie. Hier sind zwei schwarze Figuren ungedeckt, und deine Dame greift beide an. Schlage die wertvollere.
chess-07b-values-and-exchanges-2-wrong-1 = Sowohl der Turm auf a7 als auch der Läufer auf b4 sind ungedeckt. Der Turm ist 5 wert und der Läufer 3: Schlage den Turm.
chess-07b-values-and-exchanges-2-hint = Turm 5, Läufer 3.
chess-07b-values-and-exchanges-2-success = Fünf Punkte statt drei. Wenn du die Wahl hast, schlage die wertvollere Figur.
chess-07b-values-and-exchanges-3-intro = Ein Abtausch ist ein Tausch: Du schlägst, der Gegner schlägt zurück. Läufer gegen Springer ist ausgeglichen, 3 gegen 3; bei Turm gegen Springer verlierst du 2. Der Springer auf e5 wird vom Bauern auf d6 gedeckt, und sowohl dein Läufer als auch dein Turm greifen ihn an. Tausche ihn gleichwertig ab.
chess-07b-values-and-exchanges-3-wrong-1 = Schlage den Springer mit dem Läufer: Nach ...dxe5 hast du 3 gegen 3 getauscht. Rxe5 dxe5 hieße: dein Turm (5) für den Springer (3).
chess-07b-values-and-exchanges-3-hint = Welcher deiner beiden Angreifer ist genauso viel wert wie ein Springer?
chess-07b-values-and-exchanges-3-success = Läufer gegen Springer: ein gleichwertiger Tausch, und das Material bleibt ausgeglichen.
chess-07b-values-and-exchanges-4-intro = Bevor du eine gedeckte Figur schlägst, zähle: Wie viele deiner Figuren greifen sie an, und wie viele gegnerische verteidigen sie? Der Springer auf d5 wird zweimal angegriffen (von Läufer und Turm) und einmal verteidigt (vom Läufer auf c6), also kannst du ihn gewinnen. Schlage zuerst mit deinem billigsten Angreifer und führe den Abtausch zu Ende.
chess-07b-values-and-exchanges-4-wrong-1 = Beginne mit dem billigsten Angreifer, dem Läufer. Nach Rxd5 Bxd5 Bxd5 hättest du einen Turm (5) für einen Springer und einen Läufer (6) gegeben: ein Gewinn von nur 1, während du mit dem Läufer zuerst 3 gewinnst.
chess-07b-values-and-exchanges-4-wrong-2 = Führe den Abtausch zu Ende: Dein Turm schlägt auf d5 zurück.
chess-07b-values-and-exchanges-4-hint = Zwei Angreifer gegen einen Verteidiger: Welcher Angreifer ist weniger wert?
chess-07b-values-and-exchanges-4-success = Bxd5 Bxd5 Rxd5: Du hast einen Läufer (3) gegeben und einen Springer und einen Läufer (6) gewonnen. Zähle Angreifer und Verteidiger und setze die billigste Figur zuerst ein.
chess-07b-values-and-exchanges-5-intro = Jetzt zählst du andersherum. Der Bauer auf e5 sieht wie ein Ziel aus, aber dein Springer auf f3 ist sein einziger Angreifer, und er hat zwei Verteidiger (den Springer auf c6 und den Bauern auf d6). Schlägst du, verlierst du deinen Springer für einen Bauern. Entwickle stattdessen eine Figur.
chess-07b-values-and-exchanges-5-wrong-1 = Nicht dieser Zug. Nxe5 würde den Springer für einen Bauern verlieren (ein Angreifer, zwei Verteidiger), und die anderen hier ausgeschlossenen Züge stellen entweder eine Figur dorthin, wo sie geschlagen werden kann, oder bewirken wenig. Entwickle einen Läufer oder zieh einen Bauern in der Brettmitte.
chess-07b-values-and-exchanges-5-hint = Ein Läuferzug oder ein Bauernzug in der Brettmitte lässt alles sicher stehen.
chess-07b-values-and-exchanges-5-success = Ein Angreifer gegen zwei Verteidiger: Der Bauer war nicht zu haben. Weil du zuerst gezählt hast, hast du deinen Springer behalten.

## Schach

chess-08-check-title = Schach
chess-08-check-summary = Den König angreifen und die drei Arten, ein Schach abzuwehren.
chess-08-check-1-intro = Wenn eine Figur den gegnerischen König angreift, steht der König im Schach. Biete dem schwarzen König Schach.
chess-08-check-1-hint = Dein Turm und dein Springer können das beide.
chess-08-check-1-success = Schach! Jetzt muss Schwarz etwas gegen den Angriff auf den König tun.
chess-08-check-2-intro = Ein Schach muss sofort abgewehrt werden, und zwar auf eine von drei Arten: den König wegziehen, eine Figur dazwischenstellen oder die Schach bietende Figur schlagen. Ein Springerschach kann man nicht verstellen, und diesen Springer zu schlagen würde deine Dame kosten. Zieh deinen König.
chess-08-check-2-wrong-1 = Qxd3 beendet zwar das Schach, aber der Bauer auf e4 schlägt deine Dame zurück. Hier muss der König selbst ausweichen.
chess-08-check-2-hint = Jedes Feld, das der Springer nicht erreicht, ist für deinen König sicher.
chess-08-check-2-success = Der König ist dem Angriff ausgewichen: der erste Weg aus dem Schach.
chess-08-check-3-intro = Jetzt bietet der Turm entlang der Grundreihe Schach. Dein König hat kein freies Feld, und nichts kann den Turm schlagen, also stell eine Figur dazwischen: Verstelle das Schach.
chess-08-check-3-wrong-1 = Auf d1 ist der Läufer ungedeckt: Der Turm schlägt ihn und bietet erneut Schach. Stell die Figur auf ein Feld, das dein König deckt.
chess-08-check-3-hint = Stell die Figur nahe beim König dazwischen, wo er sie decken kann.
chess-08-check-3-success = Eine dazwischengestellte Figur, die der König deckt, beendet das Schach endgültig: der zweite Weg.
chess-08-check-4-intro = Der Springer bietet deinem König Schach und greift gleichzeitig deinen Turm an. Weglaufen würde den Turm kosten. Nutze den dritten Weg: Schlage die Schach bietende Figur.
chess-08-check-4-wrong-1 = Dort ist dein König sicher, aber jetzt schlägt der Springer deinen Turm auf e1. Wenn du die Schach bietende Figur schlägst, löst du beide Probleme.
chess-08-check-4-hint = Welche deiner Figuren greift den Springer an?
chess-08-check-4-success = Das Schlagen der Schach bietenden Figur hat das Schach beendet und einen Springer gewonnen: der dritte Weg.
chess-08-check-5-intro = Doppelschach: Zwei Figuren bieten gleichzeitig Schach. Verstellt oder schlägt man eine davon, bleibt die andere, deshalb kann gegen ein Doppelschach nur der König ziehen. Der schwarze Springer ist gerade von e5 nach d3 gezogen: Er bietet Schach und hat die Linie des Turms zu deinem König geöffnet. Bring deinen König aus dem Schach.
chess-08-check-5-wrong-1 = Auf f1 läuft dein König ins Matt: ...Re1, und der Springer auf d3 deckt den Turm. Geh stattdessen nach d1 oder d2.
chess-08-check-5-hint = Qxd3 würde den Springer schlagen, aber der Turm würde weiter Schach bieten: Die Regeln lassen das nicht zu. Weiche mit dem König aus, auf ein Feld, auf dem der Turm dich im nächsten Zug nicht matt setzen kann.
chess-08-check-5-success = Gegen ein Doppelschach muss der König ziehen: Darum ist es das stärkste Schach überhaupt.

## Matt in einem Zug

chess-09-mate-in-one-title = Matt in einem Zug
chess-09-mate-in-one-summary = Ein Schach ohne Ausweg beendet die Partie.
chess-09-mate-in-one-1-intro = Schachmatt ist ein Schach, gegen das es keine Antwort gibt: Der König kann nicht ausweichen, nichts kann dazwischengestellt werden, nichts kann die Schach bietende Figur schlagen. Damit ist die Partie gewonnen. Die eigenen schwarzen Bauern sperren den König ein: Matt in einem Zug.
chess-09-mate-in-one-1-hint = Die Grundreihe des Königs steht deinem Turm offen.
chess-09-mate-in-one-1-success = Ein Grundreihenmatt: Die eigenen Bauern waren das Gefängnis des Königs.
chess-09-mate-in-one-2-intro = Eine Dame direkt neben dem König ist ein tödliches Schach, wenn etwas sie deckt, denn dann kann der König sie nicht schlagen. Dein König ist diese Deckung. Matt in einem Zug.
chess-09-mate-in-one-2-hint = Welches Feld neben dem schwarzen König schützt dein eigener König?
chess-09-mate-in-one-2-success = Die Dame hat aus nächster Nähe Schach geboten, und der König hat sie gedeckt.
chess-09-mate-in-one-3-intro = Zwei Türme arbeiten wie eine Treppe: Einer sperrt eine Reihe ab, der andere bietet auf der nächsten Schach. Dein Turm auf der siebten Reihe sperrt den König schon ein. Matt in einem Zug.
chess-09-mate-in-one-3-hint = Der König kann nicht auf die siebte Reihe hinunter. Und die achte?
chess-09-mate-in-one-3-success = Ein Turm bewacht eine Reihe, der andere bietet am Rand Schach: ein Treppenmatt.
chess-09-mate-in-one-4-intro = Dame und Läufer zielen auf dasselbe Feld neben dem rochierten König. Matt in einem Zug.
chess-09-mate-in-one-4-hint = Der Bauer auf h7 wird nur vom König gedeckt, und ein König kann keine gedeckte Dame schlagen.
chess-09-mate-in-one-4-success = Der Läufer hat die Dame gedeckt, also konnte der König sie nicht schlagen.
chess-09-mate-in-one-5-intro = Manchmal ist der König von seinen eigenen Figuren umstellt, und ein Springer kann ihm Schach bieten, wo nichts an ihn herankommt. Matt in einem Zug.
chess-09-mate-in-one-5-hint = Ein Springerschach kann man nicht verstellen. Von welchem Feld aus kann dein Springer dem König Schach bieten?
chess-09-mate-in-one-5-success = Ein ersticktes Matt: Die eigenen Figuren ließen dem König keinen Platz.

## Sonderzüge

chess-10-special-moves-title = Sonderzüge
chess-10-special-moves-summary = Rochade, en passant und Umwandlung.
chess-10-special-moves-1-intro = Bei der Rochade ziehen zwei Figuren auf einmal: Der König geht zwei Felder in Richtung eines Turms, und der Turm springt auf das Feld, das der König überquert hat. So bringt sie den König in Sicherheit und weckt den Turm auf. Rochiere kurz, indem du deinen König zwei Felder nach rechts ziehst.
chess-10-special-moves-1-hint = Zieh den König, nicht den Turm: Der Turm folgt von selbst.
chess-10-special-moves-1-success = Rochiert: Der König steht sicher hinter seinen Bauern, der Turm ist bereit fürs Spiel.
chess-10-special-moves-2-intro = Rochieren darf man nur, wenn keine der beiden Figuren schon gezogen hat, die Felder zwischen ihnen leer sind und der König nicht im Schach steht, kein angegriffenes Feld überquert und auf keinem landet. Hier bewacht der Läufer f1, also ist die kurze Rochade versperrt. Rochiere lang.
chess-10-special-moves-2-hint = Die lange Rochade geht zum Damenflügel: Der König zieht zwei Felder nach links.
chess-10-special-moves-2-success = Lange Rochade: Der Turm landet auf d1, neben dem König.
chess-10-special-moves-3-intro = En passant: Wenn ein Bauer seinen Doppelschritt macht und direkt neben einem gegnerischen Bauern landet, darf dieser ihn schlagen, als wäre er nur ein Feld vorgerückt. Diese Gelegenheit besteht nur einen Zug lang. Zieh deinen Bauern vor und achte auf die Antwort von Schwarz.
chess-10-special-moves-3-wrong-1 = Zieh den e-Bauern ein Feld vor, damit er auf der fünften Reihe steht.
chess-10-special-moves-3-wrong-2 = Der schwarze Bauer ist über d6 hinweggezogen, das Feld, auf dem dein Bauer schlagen kann. Schlage ihn jetzt en passant: Im nächsten Zug ist es zu spät.
chess-10-special-moves-3-hint = Nach dem Doppelschritt von Schwarz schlägt dein Bauer schräg auf das Feld, das der schwarze Bauer übersprungen hat.
chess-10-special-moves-3-success = En passant: Dein Bauer ist auf d6 gelandet, und der schwarze Bauer auf d5 hat das Brett verlassen.
chess-10-special-moves-4-intro = Ein Bauer, der die letzte Reihe erreicht, wird umgewandelt: Er wird zur Dame, zum Turm, zum Läufer oder zum Springer. Fast immer wählt man die Dame. Führe deinen Bauern bis ans Ende und wandle ihn um.
chess-10-special-moves-4-hint = Noch zwei Schritte.
chess-10-special-moves-4-success = Eine neue Dame aus einem bescheidenen Bauern.
chess-10-special-moves-5-intro = Dein Bauer ist blockiert, aber ein Bauer kann die letzte Reihe auch durch Schlagen erreichen. Wandle ihn um.
chess-10-special-moves-5-hint = Bauern schlagen schräg, auch beim letzten Schritt.
chess-10-special-moves-5-success = Schlagen und Umwandeln in einem einzigen Zug.
chess-10-special-moves-6-intro = Schwarz droht Qxg2 matt, und eine neue Dame auf d8 würde das nicht verhindern. Finde eine Umwandlung, die Schach bietet und die schwarze Dame gewinnt.
chess-10-special-moves-6-wrong-1 = Schwarz würde mit Qxg2 antworten, und das ist matt. Wandle in eine Figur um, die Schach bietet, damit Schwarz keine Zeit dafür hat.
chess-10-special-moves-6-wrong-2 = Dein Springer greift die schwarze Dame an: Schlage sie, bevor sie Ärger macht.
chess-10-special-moves-6-hint = Nicht jede Umwandlung muss eine Dame ergeben: Welche Figur auf d8 würde f7 angreifen?
chess-10-special-moves-6-success = Unterverwandlung: Ein Springer, der dem König Schach bietet und zugleich die Dame angreift, war mehr wert als eine neue Dame.

## Remis

chess-11-draws-title = Remis
chess-11-draws-summary = Patt, zu wenig Material, Wiederholung: Partien, die niemand gewinnt.
chess-11-draws-1-intro = Patt: Die Seite am Zug steht nicht im Schach, hat aber keinen legalen Zug, und die Partie endet remis. Der schwarze König hat nur noch ein einziges Feld. Setze in zwei Zügen matt, ohne ihm dieses Feld zu früh zu nehmen.
chess-11-draws-1-wrong-1 = Das nicht. Vorsicht mit Qc7: Dieser Zug nimmt dem König b8, ohne Schach zu bieten, Schwarz kann nicht ziehen, und die Partie endet durch Patt remis. Bring zuerst deinen König näher heran und lass Schwarz diesen einen Zug.
chess-11-draws-1-wrong-2 = Das ist nicht matt. Biete ein Schach, das dem König überhaupt kein Feld lässt, wobei dein eigener König die Dame oder die Fluchtfelder deckt.
chess-11-draws-1-hint = Lass deinen König a7 und b7 decken, damit deine Dame frei Schach bieten kann.
chess-11-draws-1-success = Matt, nicht Patt: Nimm dem König nie sein letztes Feld, außer du bietest gleichzeitig Schach.
chess-11-draws-2-intro = Ein Patt kann auch die Seite retten, die verliert. Dein König hat kein sicheres Feld und dein Bauer steckt fest, also kann nur der Turm ziehen. Werde ihn los, und Schwarz muss dich patt setzen.
chess-11-draws-2-wrong-1 = Jeder andere Zug verliert schnell: Die schwarze Dame und der Bauer auf h3 stehen kurz davor, dich matt zu setzen. Opfere den Turm mit Schach so, dass der König ihn schlagen muss: Dann hast du keinen legalen Zug mehr.
chess-11-draws-2-hint = Ein Schach direkt neben dem schwarzen König lässt ihm nur eine Antwort.
chess-11-draws-2-success = Patt: Ohne den Turm konntest du nicht mehr ziehen, und die Partie endete remis.
chess-11-draws-3-intro = Mit König und Springer oder König und Läufer kann man einen blanken König nie matt setzen, daher ist eine solche Partie auf der Stelle remis. Du hast nur noch deinen König, und der schwarze Bauer wird gleich zur Dame. Mach die Partie sofort remis.
chess-11-draws-3-wrong-1 = Damit endet die Partie nicht, und der Bauer lebt noch. Schlage ihn jetzt: Mit nur einem Springer kann Schwarz dich nie matt setzen, und die Partie ist sofort remis.
chess-11-draws-3-hint = Dein König steht durch den Bauern im Schach, und der Springer deckt ihn nicht.
chess-11-draws-3-success = König und Springer gegen König können nicht matt setzen: sofort remis.
chess-11-draws-4-intro = Stellungswiederholung: Wenn dieselbe Stellung zum dritten Mal entsteht, mit derselben Seite am Zug, darf jeder Spieler Remis reklamieren; beim fünften Mal ist die Partie von selbst remis. Du hast einen Turm und zwei Bauern weniger, aber deine Dame kann zwischen e8 und h5 ewig Schach bieten. Wiederhole die Stellung.
chess-11-draws-4-wrong-1 = Nur die Schachgebote auf e8 und h5 können ewig weitergehen: Die anderen sind bald erschöpft, und jeder Zug ohne Schach lässt die schwarze Dame und den Turm deinen König angreifen. Biete auf e8 Schach.
chess-11-draws-4-wrong-2 = Zurück nach h5 mit Schach: Der König muss nach g8 zurück.
chess-11-draws-4-wrong-3 = Biete weiter auf e8 Schach: Gleich wiederholt sich die Stellung.
chess-11-draws-4-wrong-4 = Ein weiteres Schach auf h5 bringt die Ausgangsstellung zum dritten Mal zurück.
chess-11-draws-4-hint = Nach jedem Schach hat der schwarze König nur ein Feld.
chess-11-draws-4-success = Dauerschach: dreimal dieselbe Stellung, und das Remis kann reklamiert werden.
chess-11-draws-5-intro = Die 50-Züge-Regel: Wenn jede Seite 50 Züge hintereinander ohne Schlagzug und ohne Bauernzug gemacht hat, darf jeder Spieler Remis reklamieren (die Schaltfläche „Remis reklamieren“ erscheint). Nach 75 solchen Zügen ist die Partie von selbst remis. Hier sind 74 und ein halber Zug ohne Schlagzug oder Bauernzug gespielt worden, und die schwarze Dame würde gewinnen, wenn weitergespielt würde. Mach noch einen Zug, der weder schlägt noch einen Bauern bewegt.
chess-11-draws-5-wrong-1 = Ein Bauernzug setzt die Zählung wieder auf null, und dann hat die schwarze Dame alle Zeit, die sie braucht. Zieh deinen König.
chess-11-draws-5-hint = Jeder Königszug genügt; lass den Bauern, wo er ist.
chess-11-draws-5-success = Remis durch die 75-Züge-Regel. Die Spieler können sich auch jederzeit auf Remis einigen: Einer bietet es an, und die Partie ist remis, wenn der andere annimmt.

## Eröffnungsgrundsätze

chess-12-opening-principles-title = Eröffnungsgrundsätze
chess-12-opening-principles-summary = Besetze das Zentrum, entwickle deine Figuren, rochiere früh.
chess-12-opening-principles-1-intro = Die vier Zentrumsfelder sind am wichtigsten: Figuren reichen von dort weit, und Bauern dort schaffen Platz für deine Figuren. Beginne die Partie, indem du einen Bauern ins Zentrum stellst.
chess-12-opening-principles-1-wrong-1 = Damit steht kein Bauer auf einem der vier Zentrumsfelder. Zieh den Bauern vor deinem König oder deiner Dame zwei Felder vor: Er besetzt die Mitte und öffnet Linien für deine Dame und deine Läufer.
chess-12-opening-principles-1-hint = Mach den Doppelschritt mit dem Bauern vor deinem König oder deiner Dame.
chess-12-opening-principles-1-success = Ein Bauer im Zentrum: Raum für dich und offene Linien für deine Figuren.
chess-12-opening-principles-2-intro = Als Nächstes wird entwickelt: Bring die Springer und Läufer heraus, jeden in Richtung Zentrum, bevor du dieselbe Figur zweimal ziehst. Mach zwei Entwicklungszüge.
chess-12-opening-principles-2-wrong-1 = Bring einen Springer oder einen Läufer auf ein gutes Feld mit Blick aufs Zentrum: einen Springer nach f3 oder c3 oder den Läufer nach c4, b5 oder e2. Bauernzüge und Ausflüge der Dame können warten.
chess-12-opening-principles-2-wrong-2 = Entwickle eine Figur, die noch nicht gezogen hat, mit Blick aufs Zentrum: einen Springer nach f3 oder c3 oder den Läufer nach c4, b5 oder e2.
chess-12-opening-principles-2-hint = Springer stehen am besten auf f3 und c3, wo sie aufs Zentrum blicken.
chess-12-opening-principles-2-success = Zwei Figuren sind draußen und arbeiten, während die übrigen warten, bis sie an der Reihe sind.
chess-12-opening-principles-3-intro = Ein König in der Mitte steht im Weg und zieht Angriffe an. Rochiere früh: Räume zuerst die Felder zwischen deinem König und dem Turm, dann rochiere.
chess-12-opening-principles-3-wrong-1 = Entwickle zuerst den Läufer, der zwischen deinem König und dem Turm steht: von f1 nach c4, b5 oder e2 (auf d3 würde er deinen d-Bauern blockieren). Dann kannst du rochieren.
chess-12-opening-principles-3-wrong-2 = Der Weg ist frei: Rochiere jetzt, bevor Schwarz einen Weg findet, es zu verhindern.
chess-12-opening-principles-3-hint = Welche Figur steht zwischen deinem König und dem Turm auf h1?
chess-12-opening-principles-3-success = Der König ist hinter seinen Bauern in Sicherheit, und der Turm hat die Ecke verlassen und steht auf f1, näher am Zentrum: ein solider Partiebeginn.
chess-12-opening-principles-4-intro = Du spielst Schwarz, und Weiß hat die Dame schon im zweiten Zug herausgebracht. Eine frühe Dame kann man jagen: Jedes Mal, wenn sie fliehen muss, entwickelst du gratis eine Figur. Verteidige dich und entwickle mit Tempogewinn.
chess-12-opening-principles-4-wrong-1 = Die Dame greift deinen Bauern auf e5 an. Decke ihn mit einem Springer: Das verteidigt den Bauern und entwickelt eine Figur in einem Zug.
chess-12-opening-principles-4-wrong-2 = Weiß droht Qxf7 matt. Versperre hier den Weg der Dame mit einem Bauern, der sie zugleich angreift: Sie muss wieder ziehen, und du gewinnst Zeit.
chess-12-opening-principles-4-wrong-3 = Wieder zielen Dame und Läufer auf f7. Verstelle die Bahn der Dame mit einer Figur, die du sowieso entwickeln willst.
chess-12-opening-principles-4-hint = Jeder Zug sollte verteidigen und entwickeln oder die Dame jagen.
chess-12-opening-principles-4-success = Zwei Springer sind draußen, und die Dame musste fliehen: Die frühe Dame hat Weiß Zeit gekostet.

## Fesselungen

chess-13-pins-title = Fesselungen
chess-13-pins-summary = Eine Figur, die nicht ziehen kann, ohne etwas Wertvolleres hinter sich preiszugeben.
chess-13-pins-1-intro = Eine Fesselung: Eine Figur steht auf der Wirkungslinie eines gegnerischen Turms, Läufers oder einer gegnerischen Dame, und hinter ihr steht eine wertvollere eigene Figur. Der Läufer auf b5 fesselt den Springer auf c6 an den König auf e8. Diese Fesselung ist absolut: Zöge der Springer, stünde sein eigener König im Schach, also verbieten es die Regeln. Der Läufer auf g5 fesselt den Springer auf f6 an die Dame auf d8; diese Fesselung ist relativ: Der Springer darf ziehen, aber dann geht die Dame verloren.
chess-13-pins-2-intro = Eine Figur, die zwischen einem Angreifer und ihrem eigenen König steht, ist gefesselt: Sie darf diese Linie nicht verlassen, weil das den König preisgäbe (entlang der Linie darf sie noch ziehen, zum Angreifer hin oder zurück; ein Springer kann das nie). Fessle den Springer auf e4 an den schwarzen König und gewinne ihn dann.
chess-13-pins-2-wrong-1 = Stell zuerst einen Turm auf die e-Linie: Dann steht der Springer zwischen ihm und dem König.
chess-13-pins-2-wrong-2 = Der Springer ist jetzt gedeckt. Greif ihn mit einem Bauern an: Eine gefesselte Figur kann nicht weglaufen.
chess-13-pins-2-wrong-3 = Schlage den Springer mit dem Bauern: Ein Bauer ist die billigste Figur zum Tauschen.
chess-13-pins-2-hint = Mit welchem Turmzug stehen Turm, Springer und der König dahinter auf einer Linie?
chess-13-pins-2-success = Der gefesselte Springer konnte dem Bauern nicht entkommen: Fesselung plus Angriff gewinnt Material.
chess-13-pins-3-intro = Der Läufer auf g5 fesselt den Springer an die Dame. Der Springer darf ziehen, aber dann geht die Dame verloren. Greif den gefesselten Springer mit einem Bauern an und gewinne ihn.
chess-13-pins-3-wrong-1 = Setze einen Bauern gegen den gefesselten Springer ein: Er ist gedeckt, also gewinnt ihn nur ein billigerer Angreifer.
chess-13-pins-3-wrong-2 = Die Dame hat sich aus der Fesselung gelöst, aber der Springer wird immer noch zweimal angegriffen. Schlage ihn.
chess-13-pins-3-hint = Welcher Bauer kann vorrücken und f6 angreifen?
chess-13-pins-3-success = Eine Fesselung an die Dame ist schwächer als eine an den König, aber sie hat Schwarz trotzdem eine Figur gekostet.
chess-13-pins-4-intro = Der Läufer auf d5 scheint vom Springer gedeckt zu sein. Doch dieser Springer ist durch den Turm auf e1 an seinen König gefesselt, also kann er nicht zurückschlagen. Gewinne den Läufer.
chess-13-pins-4-wrong-1 = Der Läufer auf d5 ist genau jetzt zu haben: Der Springer, der ihn deckt, darf die e-Linie nicht verlassen.
chess-13-pins-4-hint = Zähle die Verteidiger von d5, aber lass jede gefesselte Figur weg.
chess-13-pins-4-success = Eine gefesselte Figur verteidigt nur zum Schein: Zähle sie nicht mit.

## Gabeln

chess-14-forks-title = Gabeln
chess-14-forks-summary = Eine Figur greift zwei zugleich an, und nur eine kann gerettet werden.
chess-14-forks-1-intro = Eine Gabel ist eine Figur, die zwei gegnerische Figuren gleichzeitig angreift; der Gegner kann meist nur eine davon retten. Hier kann dein Springer von b5 nach c7 springen, wo er dem König auf e8 Schach bietet und zugleich die Dame auf a8 angreift (die Pfeile). Ein Springerschach kann man nicht verstellen, und nichts kann diesen Springer schlagen, also muss der König ausweichen, und der Springer schlägt die Dame.
chess-14-forks-2-intro = Eine Gabel ist eine Figur, die zwei auf einmal angreift. Ein Springerschach kann man nicht verstellen, daher ist eine Springergabel mit Schach schwer abzuwehren. Spring mit Schach hinein, greif zugleich die Dame an und schlage sie dann.
chess-14-forks-2-wrong-1 = Suche ein Feld, von dem aus der Springer dem König Schach bietet und zugleich die Dame angreift.
chess-14-forks-2-wrong-2 = Der König ist ausgewichen: Schlage jetzt die Dame.
chess-14-forks-2-hint = Von welchem Feld aus greift der Springer sowohl g8 als auch c8 an?
chess-14-forks-2-success = Schach plus Angriff ist die stärkste Gabel: Der König muss ziehen, und die Dame fällt.
chess-14-forks-3-intro = Sogar ein Bauer kann eine Gabel machen. Zieh einen Bauern so vor, dass er Läufer und Springer zugleich angreift, und schlage dann die Figur, die stehen bleibt.
chess-14-forks-3-wrong-1 = Finde den Bauernzug, der d6 und f6 gleichzeitig angreift. Der Bauer auf d4 deckt den vorgerückten Bauern.
chess-14-forks-3-wrong-2 = Der Läufer ist geflohen, also wird der Springer immer noch angegriffen: Schlage ihn.
chess-14-forks-3-hint = Ein Bauer greift die beiden Felder schräg vor sich an.
chess-14-forks-3-success = Der Bauer hat zwei Figuren gegabelt, und Schwarz konnte nur eine retten.
chess-14-forks-4-intro = Die Dame zieht in acht Richtungen, deshalb eignet sie sich gut für Gabeln. Biete ein Schach, das zugleich den ungedeckten Turm auf a8 angreift, und schlage ihn dann.
chess-14-forks-4-wrong-1 = Suche ein Feld, von dem aus die Dame dem König auf einer Diagonale Schach bietet und a8 auf einer anderen angreift.
chess-14-forks-4-wrong-2 = Der König hat gezogen: Der Turm auf a8 gehört dir.
chess-14-forks-4-hint = Finde ein zentrales Feld auf derselben Diagonale wie der König und auf der langen Diagonale nach a8.
chess-14-forks-4-success = Ungedeckte Figuren und ein offener König sind perfekte Ziele für eine Damengabel.

## Spieße

chess-15-skewers-title = Spieße
chess-15-skewers-summary = Greif den König an, und die Figur dahinter fällt.
chess-15-skewers-1-intro = Ein Spieß ist eine umgedrehte Fesselung: Die wertvollere Figur steht vorn, eine weniger wertvolle dahinter auf derselben Linie. Die vordere Figur wird angegriffen, muss die Linie verlassen, und die Figur dahinter wird geschlagen. Hier kann dein Turm von d8 aus Schach bieten: Der schwarze König auf d5 muss die d-Linie verlassen, und dein Turm schlägt dann den schwarzen Turm auf d2.
chess-15-skewers-2-intro = Ein Spieß ist eine umgedrehte Fesselung: Die wertvollere Figur steht vorn. Biete dem König mit dem Läufer so Schach, dass der Turm auf g8 auf derselben Diagonale hinter ihm steht, und schlage dann den Turm.
chess-15-skewers-2-wrong-1 = Biete dem König auf der Diagonale Schach, die auch durch g8 läuft, damit der Turm hinter ihm steht.
chess-15-skewers-2-wrong-2 = Der König hat die Diagonale verlassen: Schlage den Turm auf g8.
chess-15-skewers-2-hint = Der König auf e6 und der Turm auf g8 stehen auf einer Diagonale. Wo kann der Läufer dazukommen?
chess-15-skewers-2-success = Der König musste die Linie verlassen, und der Turm dahinter ging verloren.
chess-15-skewers-3-intro = Türme spießen entlang Reihen und Linien auf. Der schwarze König und der Turm stehen auf derselben Reihe: Biete vom anderen Ende aus Schach und gewinne den Turm.
chess-15-skewers-3-wrong-1 = Biete entlang der siebten Reihe Schach, sodass der Turm auf a7 hinter dem König steht.
chess-15-skewers-3-wrong-2 = Die siebte Reihe ist offen: Schlage den Turm auf a7.
chess-15-skewers-3-hint = Welches Feld auf der siebten Reihe erreicht dein Turm in einem Zug?
chess-15-skewers-3-success = Stehen in einem Turmendspiel König und Turm in einer Linie, lohnt sich immer die Suche nach einem Spieß.
chess-15-skewers-4-intro = Auch die Dame spießt auf. Der schwarze König und die Dame stehen auf der langen Diagonale: Biete von ihrem fernen Ende aus Schach und schlage die Dame.
chess-15-skewers-4-wrong-1 = Biete Schach auf der langen Diagonale von a1 nach h8, so weit vom König entfernt, dass er deine Dame nicht schlagen kann.
chess-15-skewers-4-wrong-2 = Die Diagonale ist offen: Schlage die Dame auf h8.
chess-15-skewers-4-hint = Ein Eckfeld ist so weit vom König entfernt wie nur möglich.
chess-15-skewers-4-success = Wenn Dame gegen Dame steht, entscheidet ein Spieß die Partie sofort.

## Abzugsangriffe

chess-16-discovered-attacks-title = Abzugsangriffe
chess-16-discovered-attacks-summary = Zieh eine Figur aus dem Weg, und die Figur dahinter schlägt zu.
chess-16-discovered-attacks-1-intro = Ein Abzugsangriff: Eine Figur verlässt eine Linie und gibt den Angriff des Turms, Läufers oder der Dame dahinter frei. Trifft der freigegebene Angriff den König, ist es ein Abzugsschach. Hier steht dein Springer auf e4 zwischen deinem Turm auf e1 und dem schwarzen König auf e8. Springt der Springer nach c5, bietet der Turm Schach, und der Springer greift zugleich die Dame auf a6 an: Schwarz muss auf das Schach antworten und verliert die Dame.
chess-16-discovered-attacks-2-intro = Ein Abzugsangriff: Eine Figur geht aus dem Weg und gibt den Angriff der Figur dahinter frei. Dein Läufer steht zwischen deiner Dame und der schwarzen Dame. Zieh ihn mit einer eigenen Drohung weg, und die Damen stehen sich gegenüber: Schwarz kann nicht beides abwehren. Gewinne die schwarze Dame.
chess-16-discovered-attacks-2-wrong-1 = Darauf hat Schwarz eine einfache Antwort. Zieh den Läufer mit Schach, damit Schwarz keine Zeit hat, die Dame zu retten.
chess-16-discovered-attacks-2-wrong-2 = Die d-Linie ist jetzt offen: Schlage die Dame.
chess-16-discovered-attacks-2-hint = Ein Läuferschach geht vor, auch wenn es den Läufer kostet.
chess-16-discovered-attacks-2-success = Der Läufer hat Schach geboten, und die Dame dahinter hat die eigentliche Arbeit erledigt.
chess-16-discovered-attacks-3-intro = Ein Abzugsschach: Dein Turm zielt auf den schwarzen König, und nur dein Springer steht im Weg. Zieh den Springer weg, sodass der Turm Schach bietet, und lass den Springer dabei die Dame angreifen.
chess-16-discovered-attacks-3-wrong-1 = Hier bietet jeder Springerzug Schach, also wähle das Feld, das auch die Dame auf d8 angreift und auf dem der Springer nicht geschlagen werden kann.
chess-16-discovered-attacks-3-wrong-2 = Schwarz hat das Schach verstellt. Schlage jetzt die Dame.
chess-16-discovered-attacks-3-hint = Der Springer kann überallhin: Das Schach bietet der Turm. Welches Feld trifft d8?
chess-16-discovered-attacks-3-success = Schwarz musste auf das Schach antworten, also gab es die Drohung des Springers umsonst dazu.
chess-16-discovered-attacks-4-intro = Der Läufer auf b2 zielt auf den schwarzen König; dein Turm steht ihm im Weg. Der Turm kann mit Abzugsschach alles schlagen, was er erreicht. Schlage die Dame, dann den Turm.
chess-16-discovered-attacks-4-wrong-1 = Jeder Turmzug bietet Schach, also schnapp dir die größte Beute auf der d-Linie.
chess-16-discovered-attacks-4-wrong-2 = Der schwarze Turm kann jetzt deinen schlagen. Schlage ihn zuerst.
chess-16-discovered-attacks-4-hint = Die Dame auf d7 ist vom Turm gedeckt, aber das spielt keine Rolle, solange der König im Schach steht.
chess-16-discovered-attacks-4-success = Mit einem Abzugsschach kann die vordere Figur sogar eine gedeckte Figur schnappen.
chess-16-discovered-attacks-5-intro = Ein Doppelschach ist ein Abzugsschach, bei dem die ziehende Figur ebenfalls Schach bietet. Der schwarze König kann nicht ausweichen, und gegen zwei Schachgebote kann Schwarz weder dazwischenziehen noch eine der Schach bietenden Figuren schlagen, selbst wenn eine Figur das könnte. Setze mit einem Doppelschach matt.
chess-16-discovered-attacks-5-wrong-1 = Das ist nicht matt. Gegen ein einfaches Schach deines Turms zieht Schwarz auf e7 dazwischen (...Be7 oder ...Qe7). Zieh den Springer so, dass auch er Schach bietet: ein Doppelschach.
chess-16-discovered-attacks-5-hint = Zieh den Springer von der e-Linie weg auf ein Feld, von dem aus er dem König ebenfalls Schach bietet.
chess-16-discovered-attacks-5-success = Nd6 matt: Der Bauer auf c7 und der Läufer auf f8 greifen beide den Springer an, aber im Doppelschach darf nur der König ziehen, und er hat kein Fluchtfeld.

## Mehr Taktik

chess-16b-more-tactics-title = Mehr Taktik
chess-16b-more-tactics-summary = Hinlenkung, Ablenkung, Überlastung, Röntgenangriff, Zwischenzug und Verstellung, jeweils benannt und gezeigt.
chess-16b-more-tactics-1-intro = Eine Hinlenkung lockt eine gegnerische Figur, oft den König, auf ein Feld, wo eine Taktik sie treffen kann. Hier würde eine Springergabel von f7 aus die Dame auf d6 und einen König auf h8 treffen. Opfere deinen Turm, um den König dorthin zu locken, dann gabele und gewinne die Dame.
chess-16b-more-tactics-1-wrong-1 = Finde das Schach, das den schwarzen König auf das Feld zwingt, auf dem dein Springer ihn von f7 aus gabeln kann: Die offene h-Linie führt dorthin.
chess-16b-more-tactics-1-wrong-2 = Der König steht jetzt auf h8: Der Springer bietet ihm von f7 aus Schach und greift zugleich die Dame an.
chess-16b-more-tactics-1-wrong-3 = Schlage die Dame auf d6.
chess-16b-more-tactics-1-hint = Nach Rh8+ bleibt dem König nur ein Zug: Kxh8.
chess-16b-more-tactics-1-success = Hinlenkung: Rh8+ Kxh8 Nxf7+ und Nxd6. Ein Turm geopfert, eine Dame gewonnen.
chess-16b-more-tactics-2-intro = Eine Ablenkung vertreibt einen Verteidiger von dem, was er schützt. Deine Dame und der Läufer hinter ihr zielen auf h7, aber dein eigener Bauer auf e4 steht im Weg, und der Springer auf f6 deckt h7. Zieh diesen Bauern vor: Er macht die Diagonale frei und greift den Springer an. Weicht der Springer aus, ist Qxh7 matt (stellt er sich auf e4 dazwischen, wird er einfach geschlagen); bleibt er stehen, schlägt ihn der Bauer.
chess-16b-more-tactics-2-wrong-1 = Zieh einen Bauern vor, der den Springer auf f6 angreift, den einzigen Verteidiger von h7.
chess-16b-more-tactics-2-wrong-2 = Der Springer hat f6 verlassen, also deckt nichts mehr h7: Die Dame setzt dort matt, gedeckt vom Läufer.
chess-16b-more-tactics-2-hint = Ein Bauer auf e5 würde f6 angreifen.
chess-16b-more-tactics-2-success = Ablenkung: e5 hat den Verteidiger vertrieben. Schwarz tut besser daran, den Springer seinem Schicksal zu überlassen (zum Beispiel mit ...g6), und Weiß gewinnt eine Figur.
chess-16b-more-tactics-3-intro = Eine überlastete Figur hat zwei Aufgaben und kann nur eine davon erfüllen. Der schwarze Turm auf d8 deckt die Dame auf d6 und zugleich die Grundreihe, wo Re8 matt wäre. Nutze das aus.
chess-16b-more-tactics-3-wrong-1 = Die Damen greifen sich gegenseitig an. Schlage zuerst: Der Turm, der zurückschlagen würde, muss auch e8 bewachen.
chess-16b-more-tactics-3-hint = Was geschieht mit e8, wenn der Turm von d8 auf d6 schlägt?
chess-16b-more-tactics-3-success = Qxd6, und Schwarz kann nicht zurückschlagen: Nach ...Rxd6 ist Re8 matt. Ein Verteidiger, zwei Aufgaben: Die Dame ist einfach gewonnen.
chess-16b-more-tactics-4-intro = Ein Röntgenangriff ist ein Angriff durch eine andere Figur hindurch. Dein Turm auf d1 steht hinter deiner Dame: Er greift d8 durch sie hindurch an. Damit hat d8 zwei Angreifer gegen einen Verteidiger, die schwarze Dame. Opfere deine Dame auf d8 und setze matt.
chess-16b-more-tactics-4-wrong-1 = Schlage den Turm auf d8 mit der Dame, mit Schach: Der Turm hinter ihr schlägt zurück.
chess-16b-more-tactics-4-wrong-2 = Dein Turm schlägt auf d8: Matt auf der Grundreihe.
chess-16b-more-tactics-4-hint = Zähle die Angreifer von d8, einschließlich des Turms hinter deiner Dame.
chess-16b-more-tactics-4-success = Qxd8+ Qxd8 Rxd8 matt: Der Turm sah d8 durch seine eigene Dame hindurch.
chess-16b-more-tactics-5-intro = Der Zwischenzug: Vor dem Zurückschlagen, das jeder erwartet, spielst du zuerst einen stärkeren Zug, meist ein Schach. Schwarz hat gerade deine Dame auf d1 geschlagen, und du wirst zurückschlagen. Aber vorher kommt ein Springerschach, das einen Bauern schlägt und den Turm auf a8 angreift.
chess-16b-more-tactics-5-wrong-1 = Sofort zurückzuschlagen hält das Material nur ausgeglichen, und nach den meisten anderen Zügen hat Schwarz eine Dame mehr. Biete zuerst mit dem Springer Schach: Die Dame auf d1 steht danach immer noch da.
chess-16b-more-tactics-5-wrong-2 = Schlage jetzt die Dame auf d1 zurück.
chess-16b-more-tactics-5-hint = Auf c7, gedeckt von deinem Läufer auf f4, würde der Springer dem König Schach bieten und a8 angreifen.
chess-16b-more-tactics-5-success = Erst Nxc7+, dann das Zurückschlagen: Du hast einen Bauern gewonnen, der König hat sein Rochaderecht verloren, und der Springer greift immer noch den Turm an.
chess-16b-more-tactics-6-intro = Verstellung heißt, eine Figur auf die Linie zwischen einer gegnerischen Figur und dem, was sie verteidigt, zu stellen, sodass die Verteidigung unterbrochen wird. Deine Dame und der Bauer auf f6 drohen Qg7 matt, aber die schwarze Dame auf c7 deckt g7 entlang der siebten Reihe. Unterbrich diese Linie auf einem Feld, auf dem Schwarz die Dame verliert, wenn er deine Figur schlägt, und gewinne die Dame.
chess-16b-more-tactics-6-wrong-1 = Die schwarze Dame deckt g7 noch, und Schwarz hat Zeit, sich zu verteidigen. Stell eine Figur zwischen c7 und g7, auf das einzige Feld dieser Linie, das dein Bauer auf f6 deckt: Der Turm auf e1 kann dorthin.
chess-16b-more-tactics-6-wrong-2 = Schlage die Dame auf e7 mit dem Bauern.
chess-16b-more-tactics-6-hint = Welches Feld zwischen c7 und g7 deckt dein Bauer auf f6?
chess-16b-more-tactics-6-success = Verstellung: Re7 hat die Dame von g7 abgeschnitten. Schwarz musste die Dame für den Turm geben oder auf g7 mattgesetzt werden.

## Mattbilder

chess-17-mating-patterns-title = Mattbilder
chess-17-mating-patterns-summary = Berühmte Matts, die immer wieder vorkommen.
chess-17-mating-patterns-1-intro = Ein König hinter seinen eigenen, noch nicht gezogenen Bauern kann auf der Grundreihe matt gesetzt werden. Der schwarze Turm bewacht die achte Reihe: Beseitige diesen Wächter mit einem Schach, dann setze matt.
chess-17-mating-patterns-1-wrong-1 = Nutze deine beiden Türme auf der e-Linie: Der erste bietet Schach und wird geschlagen, der zweite setzt matt.
chess-17-mating-patterns-1-wrong-2 = Die achte Reihe hat keinen Wächter mehr: Schlage auf e8.
chess-17-mating-patterns-1-hint = Der Turm auf c8 ist der einzige Wächter von e8. Bring ihn dazu, die Grundreihe zu verlassen.
chess-17-mating-patterns-1-success = Grundreihenmatt: Die eigenen Bauern haben den König eingesperrt. Ein Bauernzug wie ...h6, der dem König ein Luftloch verschafft, verhindert es.
chess-17-mating-patterns-2-intro = Das erstickte Matt: Ein Springer setzt einen König matt, der von seinen eigenen Figuren eingeschlossen ist. Biete mit dem Springer Schach, dann noch einmal mit Springer und Dame zugleich, opfere die Dame auf g8 und setze matt.
chess-17-mating-patterns-2-wrong-1 = Beginne mit einem Springerschach auf f7: Es bietet dem König Schach und treibt ihn aus der Ecke.
chess-17-mating-patterns-2-wrong-2 = Zieh den Springer so, dass er Schach bietet und zugleich das Schach der Dame freigibt: ein Doppelschach.
chess-17-mating-patterns-2-wrong-3 = Opfere die Dame auf g8: Der Turm muss schlagen und versperrt seinem eigenen König das Feld.
chess-17-mating-patterns-2-wrong-4 = Der König ist von seinem eigenen Turm und seinen Bauern eingemauert. Ein Springerschach macht Schluss.
chess-17-mating-patterns-2-hint = Finde nach dem ersten Springerschach einen Springerzug, der auch die Diagonale der Dame nach g8 öffnet.
chess-17-mating-patterns-2-success = Ersticktes Matt: Die eigenen Figuren des Königs haben ihm jedes Fluchtfeld genommen.
chess-17-mating-patterns-3-intro = Das Schäfermatt greift f7 an, das Feld, das nur der König verteidigt. Bring Läufer und Dame heraus, beide auf f7 gerichtet, und setze in vier Zügen matt.
chess-17-mating-patterns-3-wrong-1 = Beginne damit, den Königsbauern zwei Felder vorzuziehen: Er öffnet Linien für Dame und Läufer.
chess-17-mating-patterns-3-wrong-2 = Bring den Läufer nach c4 oder die Dame nach h5: Beide zielen auf f7.
chess-17-mating-patterns-3-wrong-3 = Bring den anderen Angreifer heraus: Läufer auf c4 und Dame auf h5 treffen gemeinsam f7.
chess-17-mating-patterns-3-wrong-4 = Der schwarze Springer greift deine Dame an, aber f7 ist offen: Schlage dort mit der Dame.
chess-17-mating-patterns-3-hint = Von welchen Feldern aus zielen Läufer und Dame beide auf f7?
chess-17-mating-patterns-3-success = Die Dame auf f7, gedeckt vom Läufer: Das klappt nur, wenn Schwarz die Verteidigung vergisst.
chess-17-mating-patterns-4-intro = Jetzt spielst du Schwarz, und Weiß droht das Schäfermatt: Dame schlägt auf f7. Wehre die Drohung mit einem nützlichen Zug ab.
chess-17-mating-patterns-4-wrong-1 = Sichere f7: Versperre die Diagonale der Dame mit einem Bauern oder decke f7 mit deiner Dame oder einem Springer. Die meisten anderen Züge erlauben Qxf7 matt, und die übrigen verlieren Material oder lassen Weiß mit Schach auf f7 schlagen.
chess-17-mating-patterns-4-hint = Ein Bauer kann in einem Zug den Weg der Dame versperren und sie angreifen.
chess-17-mating-patterns-4-success = f7 ist sicher. Nach ...g6 muss die Dame außerdem wieder ziehen; nach ...Qe7, ...Qf6 oder ...Nh6 deckt eine Figur f7.
chess-17-mating-patterns-5-intro = Die weiße Dame ist nach f3 zurückgekehrt und zielt wieder auf f7. Verteidige f7 noch einmal und entwickle dabei eine Figur, wenn du kannst.
chess-17-mating-patterns-5-wrong-1 = Sichere f7 mit einer Figur: Stell eine zwischen die Dame und f7 oder decke f7. Die meisten anderen Züge erlauben Qxf7 matt oder einen Mattangriff auf f7, und die übrigen verlieren Material oder schwächen deinen König.
chess-17-mating-patterns-5-hint = Der Springer auf g8 hat ein natürliches Feld vor dem f-Bauern.
chess-17-mating-patterns-5-success = f7 ist gedeckt, und der Angriff ist vorbei. ...Nf6 ist der natürlichste Weg: Der Zug verstellt die Dame und entwickelt eine Figur.
chess-17-mating-patterns-6-intro = Das Anastasia-Matt: Ein Springer auf e7 deckt g8 und g6, und ein Turm setzt entlang der h-Linie matt. Biete mit dem Springer Schach, opfere die Dame auf h7 und setze mit dem Turm matt.
chess-17-mating-patterns-6-wrong-1 = Biete zuerst mit dem Springer Schach, und zwar von dem Feld aus, das später g6 und g8 deckt.
chess-17-mating-patterns-6-wrong-2 = Opfere die Dame auf h7: Der König muss schlagen und betritt die offene h-Linie.
chess-17-mating-patterns-6-wrong-3 = Schwenke den Turm zum Matt auf die h-Linie.
chess-17-mating-patterns-6-hint = Sobald der Springer g8 und g6 deckt, ist die h-Linie die schwache Seite des Königs: Öffne sie gewaltsam.
chess-17-mating-patterns-6-success = Anastasia-Matt: Der Springer hält die Fluchtfelder, während der Turm am Rand Schach bietet.
chess-17-mating-patterns-7-intro = Das arabische Matt: ein Turm direkt neben dem in die Ecke gedrängten König, gedeckt von einem Springer. Bring zuerst den Springer in Stellung: Schwarz kann das Matt nicht verhindern.
chess-17-mating-patterns-7-wrong-1 = Finde das Springerfeld, von dem aus er sowohl g8 als auch h7 deckt, ohne Schach zu bieten.
chess-17-mating-patterns-7-wrong-2 = Der Springer deckt h7 und g8: Der Turm kann auf h7 matt setzen.
chess-17-mating-patterns-7-hint = Der Turm will auf h7 Schach bieten. Dort braucht er einen Leibwächter, der auch g8 im Blick hat.
chess-17-mating-patterns-7-success = Arabisches Matt: Turm und Springer Seite an Seite fangen einen König in der Ecke.
chess-17-mating-patterns-8-intro = Das Treppenmatt: Zwei Türme bieten abwechselnd Schach, jedes Mal eine Reihe weiter, und drängen den König an den Rand. Halte immer einen Turm als Zaun hinter dem König und setze in vier Zügen matt.
chess-17-mating-patterns-8-wrong-1 = Der Turm auf h4 ist der Zaun auf der vierten Reihe: Lass ihn dort und biete mit dem anderen Turm auf der fünften Reihe Schach.
chess-17-mating-patterns-8-wrong-2 = Jetzt ist der Turm auf g5 der Zaun. Steig mit dem anderen Turm an ihm vorbei und biete auf der sechsten Reihe Schach.
chess-17-mating-patterns-8-wrong-3 = Steig weiter: Biete mit dem hinteren Turm auf der siebten Reihe Schach.
chess-17-mating-patterns-8-wrong-4 = Noch eine Stufe die Treppe hinauf: Ein Schach auf der achten Reihe ist matt.
chess-17-mating-patterns-8-hint = Jedes Mal steigt der Turm auf der unteren Reihe auf die Reihe direkt über dem anderen Turm und bietet Schach.
chess-17-mating-patterns-8-success = Das Treppenmatt: Die Türme sind Stufe für Stufe hinaufgestiegen, und dem König sind die Reihen ausgegangen.
chess-17-mating-patterns-9-intro = Das Seekadettenmatt (Légals Matt), aus einer echten Eröffnungsfalle. Der schwarze Läufer auf g4 fesselt deinen Springer an deine Dame – scheinbar. Brich die Fesselung: Schlage mit dem Springer den Bauern auf e5 und überlass deine Dame dem Läufer. Schlägt Schwarz sie, setzen dein Läufer und deine beiden Springer den König matt.
chess-17-mating-patterns-9-wrong-1 = Der gefesselte Springer kann trotzdem ziehen, und hier sollte er es: Schlage mit ihm den Bauern auf e5.
chess-17-mating-patterns-9-wrong-2 = Schwarz hat deine Dame geschlagen. Jetzt Schach: Dein Läufer schlägt auf f7, und dem König bleibt nur e7.
chess-17-mating-patterns-9-wrong-3 = Dein zweiter Springer springt hinein und setzt matt: Finde das Feld, von dem aus er dem König auf e7 Schach bietet.
chess-17-mating-patterns-9-hint = Nach Nxe5 Bxd1 treibt Bxf7+ den König nach e7, wo Läufer und Springer jedes Feld abriegeln.
chess-17-mating-patterns-9-success = Seekadettenmatt: Nxe5!, Bxf7+ und Nd5. Am besten war für Schwarz 5...dxe5 6.Qxg4, und Weiß hat einfach einen Bauern mehr: Eine Fesselung an die Dame ist keine Fesselung an den König.
chess-17-mating-patterns-10-intro = Bodens Matt: Zwei Läufer auf sich kreuzenden Diagonalen setzen einen König matt, der am Damenflügel rochiert hat. Dein Läufer auf f4 deckt schon b8 und c7. Opfere die Dame, damit der b-Bauer b7 verlassen muss, und setze dann mit dem anderen Läufer matt.
chess-17-mating-patterns-10-wrong-1 = Opfere die Dame mit Schach auf c6: Nur der b-Bauer kann sie schlagen, und das öffnet die Diagonale a6-c8.
chess-17-mating-patterns-10-wrong-2 = Das Feld b7 ist jetzt leer: Dein Läufer setzt von a6 aus matt.
chess-17-mating-patterns-10-hint = Die Dame bietet auf c6 Schach, wo nur ein Bauer sie schlagen kann.
chess-17-mating-patterns-10-success = Bodens Matt: ein Läufer auf a6, einer auf der Diagonale f4-b8, und der eigene Turm und Springer des Königs verstellen ihm d8 und d7.
chess-17-mating-patterns-11-intro = Das Epaulettenmatt: Die eigenen Türme des Königs stehen zu beiden Seiten neben ihm, wie die Schulterstücke einer Uniform, und nehmen ihm die Felder zur Seite. Ein Damenschach zwei Felder vor ihm erledigt den Rest. Matt in einem Zug.
chess-17-mating-patterns-11-hint = Von e6 aus bietet die Dame dem König Schach und deckt d7, e7 und f7.
chess-17-mating-patterns-11-success = Epaulettenmatt: Die Türme auf d8 und f8 haben ihrem eigenen König den Weg versperrt, und nichts konnte die Dame auf e6 schlagen.

## Elementare Matts

chess-18-basic-mates-title = Elementare Matts
chess-18-basic-mates-summary = Einen blanken König mit Dame oder Turm matt setzen, gegen Verteidigung.
chess-18-basic-mates-1-intro = König und Dame gegen König, und der schwarze König steht schon am Rand. Verkleinere mit der Dame seinen Käfig, bring deinen eigenen König heran und setze innerhalb von 12 Zügen matt, während der Computer verteidigt.
chess-18-basic-mates-1-hint = Verkleinere den Käfig des Königs mit stillen Damenzügen (die Dame einen Springerzug vom König entfernt hinzustellen funktioniert gut, aber nie, wenn der König in einer Ecke steht: Dort ist es patt), und führe dann deinen König heran. Sobald der König am Rand steht, zähle vor jedem Damenzug seine freien Felder: Lass ihm mindestens eines, bis du matt setzen kannst.
chess-18-basic-mates-1-success = Die Dame sperrt ein, der König hilft, die Dame setzt matt: Vorsicht vor Patt, wenn der Käfig klein ist.
chess-18-basic-mates-2-intro = Jetzt aus der Brettmitte. Verkleinere mit der Dame Schritt für Schritt den Käfig des Königs, bis er den Rand erreicht, bring dann deinen König heran und setze innerhalb von 20 Zügen matt.
chess-18-basic-mates-2-hint = Jage den König nicht mit Schachgeboten. Verkleinere seinen Käfig mit stillen Damenzügen.
chess-18-basic-mates-2-success = Mit König und Dame kannst du von überall aus matt setzen: Bei bestem Spiel dauert es nie länger als zehn Züge.
chess-18-basic-mates-3-intro = König und Turm gegen König. Der Turm braucht die Hilfe seines Königs: Meist stehen sich die Könige gegenüber, und der Turm bietet am Rand Schach. Der schwarze König steht schon nahe am Rand: Setze ihn matt.
chess-18-basic-mates-3-hint = Halte den König mit dem Turm auf den oberen Reihen und biete nur Schach, wenn dein König ihm gegenübersteht.
chess-18-basic-mates-3-success = Der Turm bietet am Rand Schach, während dein König die Flucht versperrt: Das ist das Turmmatt.
chess-18-basic-mates-4-intro = Das vollständige Turmmatt aus dem Zentrum. Schneide den König mit dem Turm ab, dränge ihn mit Hilfe deines Königs Reihe für Reihe zurück und setze innerhalb von 30 Zügen matt.
chess-18-basic-mates-4-hint = Halte den Turm weit vom gegnerischen König entfernt, damit er nie angegriffen wird, und lass deinen König das Zurückdrängen erledigen.
chess-18-basic-mates-4-success = Abschneiden, zurückdrängen, am Rand matt setzen: König und Turm gewinnen immer gegen einen blanken König.

## Bauernendspiele

chess-19-pawn-endgames-title = Bauernendspiele
chess-19-pawn-endgames-summary = König und Bauer: Opposition, Schlüsselfelder und Dreiecksmanöver.
chess-19-pawn-endgames-1-intro = Die Könige auf e4 und e6 stehen in Opposition: Auge in Auge auf einer Linie, mit einem Feld dazwischen. Keiner darf näher rücken, und wenn nur die Könige ziehen können, muss die Seite am Zug ausweichen; die andere Seite hat die Opposition. Du nimmst die Opposition, indem du deinen König in Opposition stellst, sodass der andere König ziehen muss. Die Schlüsselfelder eines Bauern sind die Felder, auf denen sein König gewinnt, egal wer am Zug ist: Für einen Bauern, der die Brettmitte noch nicht überschritten hat (und nicht auf der a- oder h-Linie steht), sind es die drei Felder zwei Reihen vor ihm, hier d4, e4 und f4. Der weiße König steht auf einem davon, also gewinnt Weiß, obwohl Schwarz die Opposition hat: Der Bauernschritt nach e3 ist ein Reservetempo, das den Zug an Schwarz weitergibt.
chess-19-pawn-endgames-2-intro = Könige, die sich mit einem Feld dazwischen gegenüberstehen, sind in Opposition, und die Seite, die ziehen muss, muss ausweichen. Nimm die Opposition und geh dann um den schwarzen König herum, bis deiner auf der sechsten Reihe steht.
chess-19-pawn-endgames-2-wrong-1 = So kann Schwarz deinen König draußen halten. Stell dich direkt vor den schwarzen König, mit einem Feld dazwischen, sodass Schwarz ziehen muss.
chess-19-pawn-endgames-2-wrong-2 = Schwarz ist zur einen Seite ausgewichen: Geh auf der anderen Seite vorwärts, am schwarzen König vorbei.
chess-19-pawn-endgames-2-wrong-3 = Nimm wieder die Opposition: Stell dich vor den schwarzen König, mit einem Feld dazwischen. Heb dir den Bauernzug als Reservetempo für später auf.
chess-19-pawn-endgames-2-wrong-4 = Der schwarze König ist wieder zur Seite ausgewichen: Geh um ihn herum auf die sechste Reihe.
chess-19-pawn-endgames-2-hint = Stell deinen König auf dieselbe Linie wie den schwarzen König, mit einem leeren Feld dazwischen.
chess-19-pawn-endgames-2-success = Dein König steht auf der sechsten Reihe vor seinem Bauern: Der Bauer wird zur Dame, egal was Schwarz tut.
chess-19-pawn-endgames-3-intro = Jetzt verteidigst du mit Schwarz. Halte deinen König vor dem Bauern und nimm die Opposition, wann immer der weiße König nahe kommt. Halte das Remis.
chess-19-pawn-endgames-3-wrong-1 = Stell dich dem weißen König gegenüber, mit einem Feld dazwischen, damit Weiß ausweichen muss.
chess-19-pawn-endgames-3-wrong-2 = Bleib vor dem Bauern: Tritt auf seine Linie.
chess-19-pawn-endgames-3-wrong-3 = Geh gerade zurück, vor den Bauern. Ein Schritt zur Seite lässt den weißen König herein.
chess-19-pawn-endgames-3-wrong-4 = Nimm die Opposition gegen den König auf d6.
chess-19-pawn-endgames-3-wrong-5 = Tritt auf das Umwandlungsfeld, direkt vor den Bauern.
chess-19-pawn-endgames-3-hint = Stehen die Könige auf derselben Linie mit einem Feld dazwischen, verliert die Seite am Zug an Boden.
chess-19-pawn-endgames-3-success = Patt: Mit der Opposition im richtigen Moment kann ein blanker König gegen König und Bauer remis halten.
chess-19-pawn-endgames-4-intro = Weiß gewinnt, wenn hier Schwarz am Zug ist, aber Weiß ist am Zug. Das Dreiecksmanöver löst das: Dein König läuft in drei Zügen ein kleines Dreieck, während der schwarze König nur zwischen zwei Feldern hin und her pendeln kann. Gewinne dann den Bauern auf a6.
chess-19-pawn-endgames-4-wrong-1 = Dein König muss den Bauern auf c6 weiter decken. Beginne das Dreieck direkt daneben.
chess-19-pawn-endgames-4-wrong-2 = Geh kurz einen Schritt zurück: c4 und d4 gehören zum Dreieck.
chess-19-pawn-endgames-4-wrong-3 = Lauf die dritte Seite des Dreiecks ab, damit du im nächsten Zug nach d5 zurückkehren kannst.
chess-19-pawn-endgames-4-wrong-4 = Schließ das Dreieck: zurück nach d5. Jetzt muss Schwarz ziehen.
chess-19-pawn-endgames-4-wrong-5 = Die Ausgangsstellung ist wieder da, mit Schwarz am Zug. Geh zurück nach c5.
chess-19-pawn-endgames-4-wrong-6 = Der schwarze König musste ausweichen: Marschiere in Richtung des Bauern auf a6.
chess-19-pawn-endgames-4-wrong-7 = Schlage den Bauern auf a6.
chess-19-pawn-endgames-4-hint = Drei Felder nebeneinander, alle nahe c6: d5, dann einen Schritt zurück, dann zur Seite, dann wieder d5.
chess-19-pawn-endgames-4-success = Drei Königszüge gegen zwei: Dieselbe Stellung ist mit Schwarz am Zug wieder entstanden, und Schwarz musste ausweichen.
chess-19-pawn-endgames-5-intro = Schlüsselfelder: Für einen Bauern, der die Brettmitte noch nicht überschritten hat, sind es die drei Felder zwei Reihen vor ihm (hier d4, e4 und f4). Ein König, der auf einem davon steht, gewinnt: Der Bauer wird zur Dame, egal wer am Zug ist. Dein König steht schon auf d4. Halte deinen König vor dem Bauern, führe den Bauern zur Umwandlung und setze mit der neuen Dame matt, gegen den Computer.
chess-19-pawn-endgames-5-hint = Erst der König, dann der Bauer: Die Bauernzüge sind Reservetempi, die dir helfen, die Opposition zu gewinnen.
chess-19-pawn-endgames-5-success = König vor dem Bauern, Opposition, Umwandlung, Matt: das ganze Bauernendspiel.

## Ideen im Bauernendspiel

chess-19b-pawn-endgame-ideas-title = Ideen im Bauernendspiel
chess-19b-pawn-endgame-ideas-summary = Die Quadratregel, Schlüsselfelder, Freibauern, der Durchbruch, zwei Remis in der Ecke und Dame gegen Bauer.
chess-19b-pawn-endgame-ideas-1-intro = Die Quadratregel zeigt, ob ein König einen Bauern einholen kann, der zu seinem Umwandlungsfeld läuft, wenn keine anderen Figuren helfen. Zeichne ein Quadrat vom Bauern bis zu seinem Umwandlungsfeld und ebenso weit zur Seite des verteidigenden Königs: für den Bauern auf c4 von c4 hinauf nach c8, hinüber nach g8 und hinunter nach g4 (hervorgehoben). Steht der verteidigende König im Quadrat oder kann er hineintreten, wenn seine Seite am Zug ist, holt er den Bauern ein; wenn nicht, wird der Bauer umgewandelt. Hier ist Schwarz am Zug, aber der König auf h2 erreicht das Quadrat nicht mit einem Schritt, also läuft der Bauer durch. Ein Bauer, der noch auf seinem Ausgangsfeld steht, darf zwei Felder auf einmal ziehen, deshalb zeichnet man sein Quadrat von dem Feld vor ihm aus.
chess-19b-pawn-endgame-ideas-2-intro = Die Quadratregel: Zeichne ein Quadrat vom Bauern bis zu seinem Umwandlungsfeld und ebenso weit zur Seite (hier b4 bis b8, dann hinüber nach f8 und f4). Kann der verteidigende König hineintreten, holt er den Bauern ein; wenn nicht, wird der Bauer umgewandelt. Du spielst Schwarz: Tritt in das Quadrat und bleib darin, während es schrumpft.
chess-19b-pawn-endgame-ideas-2-wrong-1 = Dieses Feld liegt außerhalb des Quadrats des Bauern (Linien b bis f, Reihen 4 bis 8): Jetzt läuft der Bauer durch. Nur ein Zug führt hinein.
chess-19b-pawn-endgame-ideas-2-wrong-2 = Das Quadrat ist auf b5-e5-e8-b8 geschrumpft. Tritt hinein.
chess-19b-pawn-endgame-ideas-2-wrong-3 = Das Quadrat ist jetzt b6-d6-d8-b8. Bleib darin.
chess-19b-pawn-endgame-ideas-2-wrong-4 = Geh neben das Umwandlungsfeld, damit du die neue Dame schlagen kannst.
chess-19b-pawn-endgame-ideas-2-wrong-5 = Schlage die neue Dame.
chess-19b-pawn-endgame-ideas-2-hint = Zähle: Der Bauer braucht vier Züge bis zur Umwandlung. Welcher Königszug bringt dich auf den Rand des Quadrats?
chess-19b-pawn-endgame-ideas-2-success = Eingeholt: Ein König im Quadrat erreicht den Bauern immer. Prüfe das Quadrat, bevor du dich auf ein Wettrennen einlässt.
chess-19b-pawn-endgame-ideas-3-intro = Schlüsselfelder: Für einen Bauern, der die Brettmitte noch nicht überschritten hat, sind es die drei Felder zwei Reihen vor ihm. Für den Bauern auf e2 sind das d4, e4 und f4. Ein König auf einem Schlüsselfeld gewinnt, egal wer am Zug ist; hier erreicht nur einer deiner Königszüge eines davon. Spiel ihn.
chess-19b-pawn-endgame-ideas-3-wrong-1 = Damit steht dein König nicht auf einem Schlüsselfeld. Die Schlüsselfelder des Bauern auf e2 sind d4, e4 und f4: Erreiche jetzt eines davon, bevor der schwarze König dort ankommt.
chess-19b-pawn-endgame-ideas-3-hint = Welches von d4, e4 und f4 ist einen Schritt von c3 entfernt?
chess-19b-pawn-endgame-ideas-3-success = Kd4: ein Schlüsselfeld. Von hier aus gewinnt Weiß gegen jede Verteidigung, mit den Bauernzügen als Reservetempi, um die Opposition zu gewinnen.
chess-19b-pawn-endgame-ideas-4-intro = Ein Freibauer hat keinen gegnerischen Bauern vor sich oder auf den Nachbarlinien. Ein entfernter Freibauer, weit weg von den anderen Bauern, ist ein Köder: Der gegnerische König muss ihm nachlaufen, um ihn aufzuhalten, und dein König frisst, was er zurückgelassen hat. Setze deinen a-Bauern so ein und gewinne den Bauern auf h5.
chess-19b-pawn-endgame-ideas-4-hint = Zieh den a-Bauern vor, bis der schwarze König ihm nachlaufen muss, und geh dann auf h5 los.
chess-19b-pawn-endgame-ideas-4-success = Der entfernte Freibauer hat den König weggelockt, und der andere Flügel ist gefallen.
chess-19b-pawn-endgame-ideas-5-intro = Ein gedeckter Freibauer wird von einem anderen Bauern geschützt, sodass der gegnerische König ihn nie schlagen kann, aber immer nahe genug bleiben muss, um ihn aufzuhalten. Dein Bauer auf c5 wird von b4 gedeckt, also ist der schwarze König an ihn gebunden. Zieh los und gewinne beide schwarzen Bauern am Königsflügel.
chess-19b-pawn-endgame-ideas-5-hint = Führe deinen König zu den Bauern auf f5 und h5; lass den Bauern auf b4 weiter c5 decken.
chess-19b-pawn-endgame-ideas-5-success = Der schwarze König war an deinen gedeckten Freibauern gebunden, und seine eigenen Bauern sind gefallen.
chess-19b-pawn-endgame-ideas-6-intro = Ein Durchbruch: drei Bauern gegen drei, und die Könige sind weit weg. Opfere zwei Bauern, damit der dritte durchkommt. Der erste Zug gehört dem mittleren Bauern.
chess-19b-pawn-endgame-ideas-6-wrong-1 = Nur b6 bricht durch: Welcher Bauer auch schlägt, der Bauer neben der Lücke zieht als Nächstes vor.
chess-19b-pawn-endgame-ideas-6-wrong-2 = Opfere noch einmal, mit dem Bauern neben der Lücke, c6: Dann läuft der a-Bauer.
chess-19b-pawn-endgame-ideas-6-wrong-3 = Der Weg des a-Bauern ist frei: Zieh ihn vor.
chess-19b-pawn-endgame-ideas-6-hint = Zuerst b6. Nach ...axb6 c6; nach ...cxb6 a6.
chess-19b-pawn-endgame-ideas-6-success = b6, c6 und a6: Der a-Bauer wird umgewandelt, und weder ein schwarzer Bauer noch der schwarze König kann ihn aufhalten.
chess-19b-pawn-endgame-ideas-7-intro = Ein Randbauer (auf der a- oder h-Linie) kann nicht gegen einen König gewinnen, der sich vor ihn stellt: In die Ecke gedrängt, bleibt der verteidigende König entweder dort stehen oder wird patt gesetzt. Du spielst Schwarz: Bring deinen König nach h8.
chess-19b-pawn-endgame-ideas-7-hint = Geh entlang der Grundreihe in die Ecke: f8, g8, h8.
chess-19b-pawn-endgame-ideas-7-success = Aus der Ecke kann man den König nicht vertreiben: Ein Randbauer allein gewinnt nicht.
chess-19b-pawn-endgame-ideas-8-intro = Der falsche Läufer: Bei einem Randbauern kann ein Läufer, der das Umwandlungsfeld nicht beherrscht, den König nicht aus der Ecke vertreiben. h8 ist ein dunkles Feld, und der weiße Läufer läuft auf hellen Feldern, also ist die Partie remis, sobald dein König h8 erreicht. Geh dorthin; nur mit zwei der möglichen ersten Züge kommst du rechtzeitig an.
chess-19b-pawn-endgame-ideas-8-hint = Steuere sofort die Ecke an: f8 oder f7.
chess-19b-pawn-endgame-ideas-8-success = Der Läufer kann h8 nie beherrschen: Der König bleibt in der Ecke, und die Partie ist remis.
chess-19b-pawn-endgame-ideas-9-intro = Dame gegen Bauer auf der siebten Reihe: Gegen einen Zentralbauern gewinnt die Dame, indem sie den König zwingt, sich vor seinen Bauern zu stellen. Solange er dort steht, kann der Bauer nicht ziehen, und dein König bekommt einen freien Zug, um näher zu kommen. Biete so Schach, dass der König nach d1 muss, und geh dann mit deinem König näher heran.
chess-19b-pawn-endgame-ideas-9-wrong-1 = Andere Züge gewinnen vielleicht auch, aber in dieser Stufe übst du die Methode: Schach auf c3. Dann kann der König seinen Bauern nur behalten, indem er sich vor ihn stellt, nach d1.
chess-19b-pawn-endgame-ideas-9-wrong-2 = Der König blockiert jetzt seinen eigenen Bauern, also droht nichts: Nutze den freien Zug, um deinen König einen Schritt näher an den Bauern zu bringen.
chess-19b-pawn-endgame-ideas-9-hint = Nach Qc3+ bleiben Schwarz Kd1 oder Kb1, und nach Kb1 schlägt die Dame den Bauern.
chess-19b-pawn-endgame-ideas-9-success = Schach, der König blockiert seinen Bauern, dein König kommt näher: Wiederhole das, bis dein König helfen kann, den Bauern zu gewinnen. (Gegen einen Rand- oder Läuferbauern auf der siebten Reihe klappt das nicht, wenn dein König weit weg ist: Der Verteidiger hat Pattkniffe, und solche Partien enden meist remis.)
chess-19b-pawn-endgame-ideas-10-intro = Wieder der Randbauer, und die Regel zum Merken: Ein verteidigender König, der die Ecke vor einem Randbauern erreicht, kann nicht vertrieben werden, also ist König und Randbauer gegen König remis. Hier steht der weiße König schon nahe an der Ecke und will deinen König aussperren. Du spielst Schwarz: Erreiche a8. Jeder Zug zählt.
chess-19b-pawn-endgame-ideas-10-wrong-1 = Zu langsam: Der weiße König kommt zuerst nach b7 oder c7, hält deinen König von der Ecke fern, und der Bauer wird zur Dame. Geh sofort in Richtung Ecke.
chess-19b-pawn-endgame-ideas-10-wrong-2 = Das führt weg von der Ecke: Der weiße König geht nach b7, und der Bauer wird zur Dame. Geh nach b8, vor den Bauern.
chess-19b-pawn-endgame-ideas-10-wrong-3 = Nach Kc8 wird der Bauer mit Schach zur Dame. Tritt in die Ecke.
chess-19b-pawn-endgame-ideas-10-hint = Entlang der Grundreihe: zuerst c8, dann b8, dann die Ecke.
chess-19b-pawn-endgame-ideas-10-success = In der Ecke ist dein König sicher: Ka6 wäre patt, und nach jedem anderen Königszug kannst du den Bauern schlagen. König und Randbauer gegen einen König in der Ecke ist remis.

## Turmendspiele

chess-20-rook-endgames-title = Turmendspiele
chess-20-rook-endgames-summary = Die Lucena-Stellung zum Gewinnen, die Philidor-Stellung zum Halten.
chess-20-rook-endgames-1-intro = Die Lucena-Stellung: Dein König steht vor seinem Bauern, und dein Turm schneidet den schwarzen König ab. Treib diesen König eine Linie weiter weg, stell deinen Turm auf die vierte Reihe, führe deinen König heraus, stell gegen das letzte Schach den Turm dazwischen (der Brückenbau) und wandle um.
chess-20-rook-endgames-1-wrong-1 = Treib den schwarzen König zuerst mit einem Turmschach eine Linie weiter weg.
chess-20-rook-endgames-1-wrong-2 = Bereite den Brückenbau vor: Stell den Turm auf die vierte Reihe.
chess-20-rook-endgames-1-wrong-3 = Tritt vor dem Bauern heraus, und zwar zu der Seite, die vom schwarzen Turm abgewandt ist.
chess-20-rook-endgames-1-wrong-4 = Geh auf deinen Turm zu und bleib dabei neben dem Bauern.
chess-20-rook-endgames-1-wrong-5 = Geh im Zickzack auf deinen Turm auf f4 zu und halte den Bauern gedeckt.
chess-20-rook-endgames-1-wrong-6 = Noch ein Schritt hinunter, direkt an die vierte Reihe heran, wo dein Turm wartet.
chess-20-rook-endgames-1-wrong-7 = Stell deinen Turm gegen das Schach dazwischen: Das ist die Brücke.
chess-20-rook-endgames-1-wrong-8 = Die Schachgebote sind vorbei: Wandle den Bauern in eine Dame um.
chess-20-rook-endgames-1-hint = Der Turm gehört auf die vierte Reihe, bevor der König herausgeht.
chess-20-rook-endgames-1-success = Du hast die Brücke gebaut: Der Turm hat den König abgeschirmt, und der Bauer wurde zur Dame.
chess-20-rook-endgames-2-intro = Gewinne jetzt eine Lucena-Stellung gegen den Computer. Der schwarze König ist von deinem Turm abgeschnitten. Wandle den Bauern um, ohne ihn oder deinen Turm zu verlieren.
chess-20-rook-endgames-2-hint = Zuerst den Turm auf die vierte Reihe, dann den König herausführen und die Brücke bauen.
chess-20-rook-endgames-2-success = Die Lucena-Stellung ist gewonnen: Die Brücke funktioniert immer, sobald der gegnerische König abgeschnitten ist.
chess-20-rook-endgames-3-intro = In der Philidor-Stellung verteidigst du mit Schwarz: Halte deinen Turm auf der sechsten Reihe, damit der weiße König nicht vorrücken kann. Wenn der Bauer diese Reihe betritt, schick den Turm weit zurück und biete von hinten Schach.
chess-20-rook-endgames-3-wrong-1 = Halte den Turm auf der sechsten Reihe, auf einem Feld, wo ihn nichts schlagen kann.
chess-20-rook-endgames-3-wrong-2 = Der Bauer steht auf der sechsten Reihe, also hat der weiße König vor ihm keinen Schutz mehr. Schick deinen Turm ans andere Ende seiner Linie.
chess-20-rook-endgames-3-wrong-3 = Weiß droht Matt auf der Grundreihe. Biete dem König von hinten Schach.
chess-20-rook-endgames-3-wrong-4 = Biete weiter von hinten Schach: Der weiße König kann sich nirgends verstecken.
chess-20-rook-endgames-3-hint = Zieh den Turm entlang der sechsten Reihe, außer Reichweite.
chess-20-rook-endgames-3-success = Turm auf der sechsten Reihe, dann Schachgebote von hinten: Die Philidor-Stellung ist remis.
chess-20-rook-endgames-4-intro = Halte eine Philidor-Stellung zehn Züge lang gegen den Computer, ohne deinen Turm zu verlieren. Turm auf der sechsten Reihe, bis der Bauer vorrückt, dann Schachgebote von hinten.
chess-20-rook-endgames-4-hint = Verlass die sechste Reihe nicht zu früh: Mach Wartezüge mit dem Turm entlang der Reihe oder mit dem König.
chess-20-rook-endgames-4-success = Du hast das Remis gehalten: Die Philidor-Verteidigung hält den weißen König draußen.
