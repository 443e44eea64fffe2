# Trichess lessons in German; keys from tabula-engine lesson-texts trichess.

## Das Brett

trichess-01-the-board-title = Das Brett
trichess-01-the-board-summary = 169 sechseckige Felder, drei Spieler und wer am Zug ist.
trichess-01-the-board-1-intro = Trichess ist Schach für drei Spieler auf einem Brett mit 169 sechseckigen Feldern. Die Armee von Weiß beginnt am unteren Rand, die von Rot oben links und die von Schwarz oben rechts. Jedes Feld wird wie im Schach mit einem Buchstaben und einer Zahl benannt, aus der Sicht von Weiß gezählt: Die hervorgehobenen Könige stehen auf d1 (Weiß), e12 (Rot) und o11 (Schwarz). Weiß zieht zuerst, dann Rot, dann Schwarz, und dann ist wieder Weiß am Zug.
trichess-01-the-board-2-intro = Trichess ist Schach zu dritt auf 169 sechseckigen Feldern. Du bist Weiß am unteren Rand und ziehst zuerst; dann kommt Rot (oben links), dann Schwarz (oben rechts). Hier setzen die anderen beiden aus: Bring deinen Turm auf beide Sterne.
trichess-01-the-board-2-hint = h8 ist die Mitte des Bretts. Von dort verläuft die Reihe der mit 8 bezeichneten Felder nach links und nach rechts.
trichess-01-the-board-2-success = Der Turm zieht geradeaus über die Kanten der Felder, von deinem Rand quer durch die Mitte.
trichess-01-the-board-3-intro = Jetzt bist du Rot und ziehst als Zweiter. Das Brett dreht sich so, dass dein Rand, in der vorigen Stufe der obere linke, unten liegt: Weiß sitzt jetzt oben rechts von dir und Schwarz oben links. Bring deinen Turm von seiner Ecke aus auf beide Sterne.
trichess-01-the-board-3-hint = Zuerst die Mitte: Von deiner Ecke aus liegt sie geradeaus auf der Linie deines Turms.
trichess-01-the-board-3-success = Die Armee jedes Spielers ist gleich, nur um ein Drittel des Bretts weitergedreht.
trichess-01-the-board-4-intro = Zuletzt bist du Schwarz und ziehst nach Rot; danach ist wieder Weiß am Zug. Dein Rand, in der ersten Stufe der obere rechte, liegt jetzt unten, mit Weiß oben links von dir und Rot oben rechts. Sammle mit deinem Turm beide Sterne ein.
trichess-01-the-board-4-hint = Wieder durch die Mitte, dann geradeaus auf den Rand von Weiß zu.
trichess-01-the-board-4-success = Die Züge gehen reihum: Weiß, Rot, Schwarz und wieder Weiß.

## Die Figuren

trichess-02-pieces-title = Die Figuren
trichess-02-pieces-summary = Turm, Läufer, Dame, König und Springer auf sechseckigen Feldern.
trichess-02-pieces-1-intro = Ein Turm zieht über die Kanten der Felder, so weit er will: sechs Richtungen entlang dreier Linien durch sein Feld. Sammle alle drei Sterne ein.
trichess-02-pieces-1-hint = Jeder Stern liegt auf einer Linie des vorigen. Fang mit f9 an.
trichess-02-pieces-1-success = Durch jedes Feld laufen drei Linien: die Reihe und je eine schräge in jede Richtung. Der Turm nutzt alle drei.
trichess-02-pieces-2-intro = Die Felder haben drei Farben. Ein Läufer zieht durch die Ecken der Felder zum nächsten Feld seiner eigenen Farbe, deshalb hat jeder Spieler drei Läufer, einen für jede Farbe. Nur Felder auf seiner Linie blockieren ihn, nie die beiden Felder neben einer Ecke. Sammle beide Sterne ein.
trichess-02-pieces-2-hint = Geradeaus das Brett hinauf, durch die Ecke zwischen deinen beiden Bauern.
trichess-02-pieces-2-success = Der Läufer schlüpft durch Ecken zwischen Figuren hindurch und wechselt nie die Farbe.
trichess-02-pieces-3-intro = Die Dame zieht wie ein Turm und wie ein Läufer: insgesamt zwölf Richtungen. Sammle beide Sterne ein.
trichess-02-pieces-3-hint = Der erste Stern liegt geradeaus nach oben, durch die Ecken der Felder.
trichess-02-pieces-3-success = Einen Zug durch Ecken, den nächsten über Kanten: Die Dame kann beides.
trichess-02-pieces-4-intro = Der König zieht ein Feld weit in eine der zwölf Richtungen der Dame: auf die sechs Felder um ihn herum oder durch eine Ecke auf die sechs dahinter. Sammle die Sterne ein.
trichess-02-pieces-4-hint = e3 berührt d1 nicht, aber ein Schritt durch eine Ecke erreicht es.
trichess-02-pieces-4-success = Mit Schritten durch Ecken kommt der König schneller voran, als es scheint.
trichess-02-pieces-5-intro = Der Springer zieht zwei Felder geradeaus und dann noch ein Feld geradeaus, zur Seite abgewinkelt, und springt dabei über alles hinweg: insgesamt zwölf Felder. Sammle beide Sterne ein.
trichess-02-pieces-5-hint = Spring zuerst über deine Bauern nach e4.
trichess-02-pieces-5-success = Figuren im Weg halten einen Springer nicht auf.

## Bauern

trichess-03-pawns-title = Bauern
trichess-03-pawns-summary = Schritte, der Doppelschritt, Schlagen durch Ecken und Umwandlung.
trichess-03-pawns-1-intro = Ein Bauer zieht vorwärts über eine Kante auf eines der beiden leeren Felder vor ihm, links oder rechts. Bei seinem ersten Zug darf er zwei Felder in dieselbe Richtung ziehen, und en passant gibt es im Trichess nicht: Ein Bauer darf mit einem Doppelschritt gefahrlos an einem gegnerischen Bauern vorbeiziehen. Sammle die Sterne ein.
trichess-03-pawns-1-hint = Zwei Sterne sind einen Doppelschritt entfernt. Der dritte braucht von einem davon noch einen Schritt.
trichess-03-pawns-1-success = Vorwärts nach links oder vorwärts nach rechts, und beim ersten Zug zwei Felder auf einmal.
trichess-03-pawns-2-intro = Ein Bauer schlägt durch eine Ecke: auf dem Feld geradeaus vor ihm oder auf dem Eckfeld links oder rechts davon. Auf den Feldern, auf die er zieht, kann er nicht schlagen. Schlage die beiden markierten Figuren.
trichess-03-pawns-2-hint = Der Springer steht geradeaus vor deinem Bauern, durch eine Ecke.
trichess-03-pawns-2-success = Bauern ziehen über Kanten, schlagen aber durch Ecken, gegen jeden der beiden Gegner.
trichess-03-pawns-3-intro = Ein Bauer, der einen der drei Ränder auf der anderen Seite des Bretts erreicht (den oberen Rand oder den Heimatrand eines der Gegner), muss in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt werden. Hier sind beide Schritte nach vorn blockiert: Wandle trotzdem um.
trichess-03-pawns-3-hint = Auch ein Schlagzug kann den Rand erreichen.
trichess-03-pawns-3-success = Ob ziehend oder schlagend: Jeder Bauer, der einen fernen Rand erreicht, wird umgewandelt.
trichess-03-pawns-4-intro = Die Bauern jedes Spielers laufen von ihrem eigenen Rand weg. Du bist Schwarz: Deine Bauern werden am Rand von Weiß umgewandelt, am Rand von Rot und an dem Rand zwischen ihnen. Wandle deinen Bauern um.
trichess-03-pawns-4-hint = Der markierte Rand ist zwei Schritte entfernt.
trichess-03-pawns-4-success = Für jeden Spieler sind die drei Ränder auf der anderen Seite des Bretts die Umwandlungszone.

## Rochade

trichess-04-castling-title = Rochade
trichess-04-castling-summary = König und Turm gemeinsam, nach beiden Seiten, für jeden Spieler.
trichess-04-castling-1-intro = Bei der Rochade zieht der König zwei Felder entlang deines Randes auf einen Turm zu, und dieser Turm springt auf das Feld, das der König überquert hat. König und Turm dürfen noch nicht gezogen haben, und die Felder zwischen ihnen müssen leer sein. Rochiere, in welche Richtung du willst.
trichess-04-castling-1-hint = Nimm den König und zieh ihn zwei Felder auf einen Turm zu.
trichess-04-castling-1-success = Ein Zug bringt den König in Sicherheit und einen Turm zur Mitte hin.
trichess-04-castling-2-intro = Der König darf nicht aus dem Schach heraus rochieren und kein Feld überqueren oder betreten, das ein Gegner angreift. Auch der Angriff eines Bauern auf ein leeres Feld zählt: Der schwarze Bauer auf f3 greift e1 an. Rochiere.
trichess-04-castling-2-hint = In Richtung h1 würde der König e1 überqueren.
trichess-04-castling-2-success = Ist eine Seite bewacht, kann die andere noch frei sein.
trichess-04-castling-3-intro = Jeder Spieler rochiert auf dieselbe Weise entlang seines eigenen Randes. Du bist Rot, und dein Springer steht noch zwischen deinem König und dem Turm auf h15. Rochiere.
trichess-04-castling-3-hint = Die Felder in Richtung a8 sind leer.
trichess-04-castling-3-success = Welche Farbe du auch spielst: Für die Rochade müssen alle Felder zwischen König und Turm leer sein.

## Schach von zwei Seiten

trichess-05-check-from-two-title = Schach von zwei Seiten
trichess-05-check-from-two-summary = Schach geben, Schach von einem oder beiden Gegnern bekommen und sich daraus befreien.
trichess-05-check-from-two-1-intro = Ein König steht im Schach, wenn eine Figur eines der beiden Gegner ihn angreift, und sein Spieler muss das in seinem Zug beheben. Deine Dame kann mit einem Zug beiden Gegnern Schach geben: Finde das Feld.
trichess-05-check-from-two-1-wrong-1 = Das gibt höchstens einem König Schach. Es gibt ein Feld, von dem aus deine Dame sowohl e12 als auch o11 sieht.
trichess-05-check-from-two-1-hint = Das Feld grenzt an das deiner Dame, einen Schritt näher zur Mitte.
trichess-05-check-from-two-1-success = Beide Gegner stehen zugleich im Schach, und jeder muss in seinem Zug darauf antworten.
trichess-05-check-from-two-2-intro = Der rote Springer ist gerade von d5 weggesprungen und hat die Linie des schwarzen Turms freigegeben: Du stehst im Schach, obwohl Schwarz nicht gezogen hat. Im Trichess werden Könige nie geschlagen: Ein König steht immer nur im Schach, und sein Spieler antwortet in seinem eigenen Zug. Befreie dich, indem du den König ziehst, die Linie verstellst oder die Schach gebende Figur schlägst; hier ist ein Weg der beste.
trichess-05-check-from-two-2-wrong-1 = So kommst du aus dem Schach, aber der schwarze Turm auf d8 war ungedeckt: Dein Läufer konnte ihn einfach schlagen.
trichess-05-check-from-two-2-hint = Welche deiner Figuren erreicht d8?
trichess-05-check-from-two-2-success = Die Schach gebende Figur zu schlagen beendet das Schach und gewinnt Material.
trichess-05-check-from-two-3-intro = Der rote Turm und der schwarze Läufer geben deinem König beide Schach. Kein einzelnes Dazwischenziehen und kein einzelner Schlagzug einer anderen Figur hebt zwei Schachgebote auf, also muss der König ziehen. Wähle seinen besten Zug.
trichess-05-check-from-two-3-wrong-1 = So entkommst du beiden Schachgeboten, aber nichts deckt den roten Turm auf d2: Dein König hätte ihn schlagen können.
trichess-05-check-from-two-3-hint = Ein König darf eine Schach gebende Figur schlagen, wenn keine andere Figur sie deckt. Versuch, den Läufer mit deinem Springer zu schlagen, um zu sehen, warum das scheitert.
trichess-05-check-from-two-3-success = Gegen zwei Schachgebote hilft nur der König, und er darf eine der Schach gebenden Figuren schlagen, wenn das Feld sicher ist.

## Matt und Punkte

trichess-06-mate-and-points-title = Matt und Punkte
trichess-06-mate-and-points-summary = Ein Matt beendet die Partie für alle drei; die Punkte gehen an die Figuren, die den König angreifen.
trichess-06-mate-and-points-1-intro = Ein König im Schach ohne Ausweg ist matt, und die Partie endet für alle drei Spieler. Der mattgesetzte Spieler bekommt 0 Punkte, und die anderen beiden teilen sich 2 Punkte danach, wie viele ihrer Figuren das Feld des mattgesetzten Königs angreifen: Greifen nur die Figuren eines Spielers es an, bekommt dieser beide Punkte; je ein Angreifer ergibt 1 und 1; zwei gegen einen ergibt 4/3 und 2/3. Hier greift der schwarze Turm auf a3 den roten König auf a8 an (der Pfeil); würde Rot jetzt mattgesetzt, zählte dieser Turm also für Schwarz.
trichess-06-mate-and-points-2-intro = Ein König im Schach ohne Ausweg ist matt, und die Partie endet für alle. Der mattgesetzte Spieler bekommt 0 Punkte, und die anderen beiden teilen sich 2 Punkte. Setze Rot im Alleingang matt, und beide Punkte gehören dir.
trichess-06-mate-and-points-2-wrong-1 = Das ist kein Matt. Gib dem König so Schach, dass ihm kein Feld mehr bleibt, und pass auf: Ein König ohne Zug, der nicht im Schach steht, ist patt, und das ist remis.
trichess-06-mate-and-points-2-hint = Dein Turm deckt schon die b-Linie. Bring die Dame direkt an den König heran.
trichess-06-mate-and-points-2-success = Ein Matt im Alleingang: Rot bekommt 0, Schwarz bekommt 0, und du bekommst beide Punkte.
trichess-06-mate-and-points-3-intro = Der schwarze Turm hat Rot gerade Schach gegeben, und du ziehst, bevor Rot antworten kann. Setzt du jetzt matt, werden die 2 Punkte danach geteilt, wie viele Figuren jedes Gegners den mattgesetzten König angreifen. Setze Rot matt, wobei sich eine deiner Figuren dem Angriff anschließt.
trichess-06-mate-and-points-3-wrong-1 = Nur Figuren, die den mattgesetzten König angreifen, zählen. Nach diesem Zug greift keine deiner Figuren a8 an, also bekäme Schwarz beide Punkte, oder Rot ist gar nicht matt.
trichess-06-mate-and-points-3-hint = Das letzte freie Feld des Königs ist c9. Decke es von einem Feld aus, das auch auf a8 blickt.
trichess-06-mate-and-points-3-success = Je ein Angreifer: Du und Schwarz bekommt je 1 Punkt, und Rot bekommt 0.
trichess-06-mate-and-points-4-intro = Je mehr deiner Figuren den mattgesetzten König angreifen, desto größer dein Anteil: zwei deiner Figuren gegen eine des anderen ergeben 4/3 gegen 2/3. Der schwarze Turm gibt Rot wieder Schach. Setze so matt, dass zwei deiner Figuren a8 angreifen.
trichess-06-mate-and-points-4-wrong-1 = Danach greift nur eine deiner Figuren a8 an (oder keine): Bestenfalls würdet ihr euch die Punkte 1 zu 1 teilen. Lass den Springer, der die Linie des Läufers öffnet, selbst auch Schach geben.
trichess-06-mate-and-points-4-hint = Jeder Springerzug öffnet die Linie des Läufers. Ein Springerzug greift zudem selbst a8 an.
trichess-06-mate-and-points-4-success = Zwei Angreifer gegen einen: Du bekommst 4/3 und Schwarz nur 2/3.
trichess-06-mate-and-points-5-intro = Du kannst auch Schwarz matt setzen, aber Rot zieht dazwischen und kann das Matt verderben oder es dir sogar stehlen. Gib Schwarz ein Schach, das matt setzt und das Rot weder verstellen noch übernehmen kann.
trichess-06-mate-and-points-5-wrong-1 = Denk an den roten Turm auf h10: Nach einem Turmschach von o8 aus zieht er nach o10, verstellt deinen Turm und gibt Schwarz selbst Schach, sodass Rot beide Punkte bekommt. Jeder andere Zug setzt gar nicht matt.
trichess-06-mate-and-points-5-hint = Der schwarze König ist von seinen eigenen Bauern eingesperrt: Gib ihm entlang der o-Linie Schach, von der Seite, die Rot nicht erreichen kann.
trichess-06-mate-and-points-5-success = Rot konnte die o-Linie über dem König nicht verstellen, also blieb Schwarz matt. Rot ließ es dabei, und die 2 Punkte gehören ganz dir; hätte sich der rote Turm von o10 aus dem Angriff angeschlossen, hättet ihr sie 1 zu 1 geteilt.

## Remis und Aufgeben

trichess-07-draws-title = Remis und Aufgeben
trichess-07-draws-summary = Patt, Wiederholung, 50 Runden, Vereinbarung und Aufgabe: wie eine Partie sonst noch endet.
trichess-07-draws-1-intro = Hat der Spieler am Zug keinen legalen Zug und steht nicht im Schach, ist das Patt: remis, 2/3 Punkt für jeden. Die Dame und die Türme von Schwarz werden diese Partie am Ende gewinnen, also sind 2/3 ein gutes Ergebnis. Setze Rot patt.
trichess-07-draws-1-wrong-1 = Die Partie geht weiter, und die Dame und die Türme von Schwarz werden deinen König bald fangen. Lass Rot ohne einen einzigen legalen Zug zurück, und zwar ohne Schach zu geben.
trichess-07-draws-1-hint = Der rote König hat noch ein freies Feld, a7. Decke es mit einer Figur, die der König nicht schlagen kann.
trichess-07-draws-1-success = Patt: Die Partie endet sofort, und alle drei bekommen 2/3.
trichess-07-draws-2-intro = Kommt dieselbe Stellung (dieselben Figuren auf denselben Feldern, derselbe Spieler am Zug) zum dritten Mal vor, endet die Partie remis, 2/3 für jeden. Schwarz liegt weit vorn, also kommt dir ein Remis gelegen: Gib dem roten König immer wieder Schach, bis sich die Stellung wiederholt.
trichess-07-draws-2-wrong-1 = Nicht dieses Schach. Gib Schach von einem Feld aus, das an das Feld deiner Dame grenzt: Dort kann der rote König die Dame nicht schlagen und hat nur einen Zug; der Rückzug gibt ihm dann wieder Schach.
trichess-07-draws-2-wrong-2 = Zieh die Dame dorthin zurück, woher sie kam: Das Schach von dort schickt auch den König zurück.
trichess-07-draws-2-wrong-3 = Wiederhole dasselbe Schach wie vorher, damit dieselben Stellungen wiederkehren.
trichess-07-draws-2-wrong-4 = Wiederhole dasselbe Schach wie vorher, damit dieselben Stellungen wiederkehren.
trichess-07-draws-2-hint = Gib vom Feld neben deiner Dame aus Schach; dann zieh zurück.
trichess-07-draws-2-success = Die Stellung kam zum dritten Mal vor: remis durch Stellungswiederholung, 2/3 für jeden.
trichess-07-draws-3-intro = Nach 50 Runden (150 Zügen hintereinander) ohne Schlagen oder Bauernzug endet die Partie remis, 2/3 für jeden. Der Zähler steht bei 147, und Schwarz, weit vorn, hat keinen Bauern zum Vorrücken. Ein stiller Zug, und die Partie ist vorbei.
trichess-07-draws-3-wrong-1 = Nicht dieser Zug. Ein Bauernzug oder ein Schlagzug setzt den Zähler auf null zurück, und das täte auch ein Schlagzug von Schwarz, wenn du einen Turm in Reichweite seiner Dame oder seines Turms lässt. Mach einen stillen Zug, der nichts zum Schlagen übrig lässt.
trichess-07-draws-3-hint = Lass den Springer und den Bauern in Ruhe, und halte deinen Turm außer Reichweite der schwarzen Dame und des schwarzen Turms.
trichess-07-draws-3-success = Dein stiller Zug und die beiden Antworten machten 150 in Folge voll: remis durch die 50-Runden-Regel.
trichess-07-draws-4-intro = Du darfst jederzeit aufgeben: Du bekommst 0, die anderen je 1. Ein Remis kann auch vereinbart werden, aber nur, wenn alle drei dafür stimmen, 2/3 für jeden. Ohne Dame gegen zwei Damen halte lieber durch: Überstehe fünf Züge gegen den Computer.
trichess-07-draws-4-hint = Die rote Dame deckt schon die e-Linie neben deinem König. Halte die Felder um ihn herum bewacht, bevor du irgendetwas anderes tust.
trichess-07-draws-4-success = Du hast durchgehalten: Eine Partie ist erst verloren, wenn sie vorbei ist, und ein Remis bringt immer noch 2/3.
