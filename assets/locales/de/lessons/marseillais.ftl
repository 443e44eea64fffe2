# Marseillais lessons in German; keys from tabula-engine lesson-texts marseillais.

## Zwei Züge pro Runde

marseillais-01-two-moves-title = Zwei Züge pro Runde
marseillais-01-two-moves-summary = Im Marseiller Schach besteht jede Runde aus zwei Zügen hintereinander.
marseillais-01-two-moves-1-intro = Marseiller Schach ist Schach mit einer großen Änderung: Eine Runde besteht aus zwei Zügen derselben Seite hintereinander, ihrem ersten und zweiten Halbzug (diese Lektionen sagen erster und zweiter Zug). Dieselbe Figur darf beide Züge machen, oder zwei Figuren machen je einen. Hier hat Schwarz auf e4 mit e5 und Nc6 geantwortet. Die Pfeile zeigen die jetzige Runde von Weiß: der Springer nach f3, dann der Läufer nach c4; erst danach spielt Schwarz seine zwei Züge. Gleich folgen zwei Ausnahmen: Die allererste Runde von Weiß (hier e4) ist nur ein Zug, und ein Schach mit dem ersten Zug beendet die Runde.
marseillais-01-two-moves-2-intro = Marseiller Schach verwendet die Figuren und Regeln des Schachs mit einer großen Änderung: Du ziehst zweimal hintereinander, bevor die andere Seite spielt. Dieselbe Figur darf beide Züge machen. Bring den Turm in einer Runde zum Stern.
marseillais-01-two-moves-2-hint = Kein einzelner Turmzug erreicht den Stern, aber zwei schon: Biege um die Ecke.
marseillais-01-two-moves-2-success = Eine Figur, zwei Züge: Ein Turm kann in einer einzigen Runde um die Ecke ziehen.
marseillais-01-two-moves-3-intro = Ein Springer, der zweimal zieht, legt eine weite Strecke zurück. Erreiche mit dem Springer in einer Runde den Stern.
marseillais-01-two-moves-3-hint = Suche ein Feld, das einen Sprung vom Springer und einen Sprung vom Stern entfernt ist.
marseillais-01-two-moves-3-success = Zwei Springersprünge in einer Runde: Der Springer war am Ziel, bevor dein Gegner reagieren konnte.
marseillais-01-two-moves-4-intro = Deine zwei Züge können auch von zwei verschiedenen Figuren stammen. Stelle den Turm und den Läufer in einer Runde auf die Sterne.
marseillais-01-two-moves-4-hint = Ein Zug für den Turm, einer für den Läufer.
marseillais-01-two-moves-4-success = Zwei Figuren, je ein Zug: Beide sind in einer einzigen Runde an ihrem Ziel angekommen.
marseillais-01-two-moves-5-intro = Auch ein Bauer kann zweimal ziehen, sogar beginnend mit seinem Doppelschritt. Bring den Bauern in einer Runde zum Stern.
marseillais-01-two-moves-5-hint = Nutze den ersten Zug des Bauern voll aus.
marseillais-01-two-moves-5-success = Ein Doppelschritt und dann ein einfacher Schritt: Der Bauer ist in einer Runde drei Felder vorgerückt.
marseillais-01-two-moves-6-intro = Manchmal kommt es auf die Reihenfolge deiner zwei Züge an. Besetze in einer Runde beide Sterne: den Turm auf d7 und den Springer auf f5.
marseillais-01-two-moves-6-hint = Der Springer steht dem Turm im Weg.
marseillais-01-two-moves-6-success = Mit dem ersten Zug den Weg frei machen, ihn mit dem zweiten nutzen.

## Der erste Zug

marseillais-02-the-first-move-title = Der erste Zug
marseillais-02-the-first-move-summary = Weiß eröffnet mit einem einzigen Zug; danach hat jede Runde zwei.
marseillais-02-the-first-move-1-intro = Als Erster zu ziehen ist schon ein Vorteil, deshalb besteht die allererste Runde von Weiß nur aus einem Zug. Eröffne mit dem Königsbauern nach e4, sieh zu, wie Schwarz mit zwei Zügen antwortet, und mach dann deine eigenen zwei.
marseillais-02-the-first-move-1-wrong-1 = Jeder erste Zug ist legal, aber diese Lektion geht von 1.e4 aus: Zieh den Königsbauern zwei Felder vor.
marseillais-02-the-first-move-1-wrong-2 = Entwickle eine Figur: den Springer nach f3 oder den Läufer nach c4.
marseillais-02-the-first-move-1-wrong-3 = Nutze deinen zweiten Zug für die andere Figur: Springer nach f3 oder Läufer nach c4.
marseillais-02-the-first-move-1-hint = Nach e4 zieht Schwarz zweimal. Dann bist du wieder an der Reihe, mit zwei Zügen für deine Figuren am Königsflügel.
marseillais-02-the-first-move-1-success = Ein Zug zur Eröffnung, danach für beide Seiten zwei pro Runde.
marseillais-02-the-first-move-2-intro = Die erste Runde von Schwarz hat bereits zwei Züge. Weiß hat mit e4 eröffnet: Gewinne diesen Bauern in dieser Runde.
marseillais-02-the-first-move-2-hint = Ein Bauer kann mit einem Zug vorrücken und mit dem nächsten schlagen.
marseillais-02-the-first-move-2-success = Angreifen und Schlagen in derselben Runde: Der einsame Bauer auf e4 ließ sich nicht rechtzeitig decken.
marseillais-02-the-first-move-3-intro = Schwarz hat gerade in einer Runde d5 gespielt und auf e4 geschlagen. Auch deine Runde hat zwei Züge: Gewinne den Bauern zurück.
marseillais-02-the-first-move-3-hint = Bring eine Figur auf ein Feld, von dem sie e4 angreift, und schlage dann.
marseillais-02-the-first-move-3-success = Derselbe Trick klappt auch für Weiß: mit dem ersten Zug zielen, mit dem zweiten schlagen.

## Schach beendet die Runde

marseillais-03-check-ends-the-turn-title = Schach beendet die Runde
marseillais-03-check-ends-the-turn-summary = Ein Zug, der Schach gibt, beendet deine Runde sofort.
marseillais-03-check-ends-the-turn-1-intro = Ein Zug, der Schach gibt, beendet deine Runde sofort, auch wenn es dein erster war: Du bekommst keinen zweiten Zug. Hier könnte der Turm mit dem ersten Zug von Weiß von a8 aus dem König auf e8 Schach geben, und die Runde von Weiß wäre vorbei. Schwarz steht dann im Schach, muss sich mit seinem ersten Zug daraus befreien und darf danach einen beliebigen zweiten Zug spielen. Mach also, wenn möglich, zuerst deinen anderen Zug und gib das Schach mit dem zweiten: hier zum Beispiel h3 und dann Ra8+.
marseillais-03-check-ends-the-turn-2-intro = Ein Schach kann mit jedem deiner beiden Züge kommen. Hier braucht der Springer beide: Gib dem schwarzen König in dieser Runde Schach.
marseillais-03-check-ends-the-turn-2-hint = Von welchen Feldern aus würde ein Springer e8 angreifen? Komm zuerst in die Nähe eines davon.
marseillais-03-check-ends-the-turn-2-success = Ein stiller Zug, um heranzukommen, dann das Schach mit dem zweiten Zug.
marseillais-03-check-ends-the-turn-3-intro = Ein Zug, der Schach gibt, beendet deine Runde, auch wenn es dein erster war. Gewinne also zuerst etwas und gib zuletzt Schach: Schlage den Springer und gib dann Schach. Sieh dir die Antwort von Schwarz an.
marseillais-03-check-ends-the-turn-3-wrong-1 = Schlage den Springer mit deinem ersten Zug. Ein Schach jetzt (Rd8+) würde deine Runde sofort beenden, und der Springer bliebe auf d5 stehen.
marseillais-03-check-ends-the-turn-3-wrong-2 = Nutze jetzt deinen zweiten Zug für ein Schach: Der Turm kann die Grundreihe erreichen.
marseillais-03-check-ends-the-turn-3-hint = Wenn du zuerst Schach gibst, bleibt kein zweiter Zug für den Springer.
marseillais-03-check-ends-the-turn-3-success = Erst schlagen, dann Schach: Schwarz musste seinen ersten Zug dafür verwenden, aus dem Schach zu kommen.
marseillais-03-check-ends-the-turn-4-intro = Dein Läufer ist von seinen eigenen Bauern eingesperrt. Gib in dieser Runde Schach.
marseillais-03-check-ends-the-turn-4-hint = Öffne mit einem Bauern eine Diagonale und lass dann den Läufer hindurch.
marseillais-03-check-ends-the-turn-4-success = Der erste Zug hat die Linie geöffnet, der zweite hat das Schach gegeben.

## Raus aus dem Schach

marseillais-04-out-of-check-title = Raus aus dem Schach
marseillais-04-out-of-check-summary = Im Schach muss dein erster Zug das Schach aufheben; den zweiten kannst du frei nutzen.
marseillais-04-out-of-check-1-intro = Du stehst im Schach. Dein erster Zug muss das Schach aufheben; danach ist dein zweiter Zug frei. Schlage den Schach gebenden Läufer und finde dann noch etwas anderes zu gewinnen.
marseillais-04-out-of-check-1-wrong-1 = Auszuweichen ist legal, aber der Schach gebende Läufer war ungedeckt: Der Turm konnte ihn einfach schlagen.
marseillais-04-out-of-check-1-wrong-2 = Das Schach ist vorbei, und dein zweiter Zug ist frei: Auf derselben Reihe steht noch eine ungedeckte schwarze Figur.
marseillais-04-out-of-check-1-hint = Der Turm kann das Schach durch Schlagen aufheben und bleibt für den zweiten Zug aktiv.
marseillais-04-out-of-check-1-success = Erster Zug raus aus dem Schach, zweiter Zug zum Angriff: zwei Figuren in einer Runde gewonnen.
marseillais-04-out-of-check-2-intro = Der schwarze Turm gibt entlang der ersten Reihe Schach, und dein eigener König versperrt deinem Turm den Weg zu ihm. Befreie dich so aus dem Schach, dass dein zweiter Zug den Turm schlagen kann.
marseillais-04-out-of-check-2-wrong-1 = Den Läufer dazwischenzustellen hebt das Schach auf, aber dein Turm kommt trotzdem nicht nach h1. Zieh stattdessen den König von der ersten Reihe weg.
marseillais-04-out-of-check-2-wrong-2 = Dein König ist aus dem Weg gegangen: Jetzt ist die erste Reihe für den Turm frei.
marseillais-04-out-of-check-2-hint = Zieh den König eine Reihe nach oben: Dann wird die erste Reihe für deinen Turm frei.
marseillais-04-out-of-check-2-success = Die Flucht hat den Weg freigemacht, und der zweite Zug hat den Angreifer geschlagen.
marseillais-04-out-of-check-3-intro = Doppelschach: Springer und Läufer greifen beide deinen König an, also hilft nur ein Königszug. Danach aber darf dein zweiter Zug einen der Angreifer schlagen.
marseillais-04-out-of-check-3-wrong-1 = Gegen ein Doppelschach hilft nur ein Königszug.
marseillais-04-out-of-check-3-wrong-2 = Jetzt bist du aus dem Schach: Schlage den Springer mit dem Bauern oder den Läufer mit der Dame.
marseillais-04-out-of-check-3-hint = Sofort eine der Schach gebenden Figuren zu schlagen ist nicht erlaubt: Die andere würde weiter Schach geben. Zieh zuerst den König.
marseillais-04-out-of-check-3-success = Ein Doppelschach erzwingt nur deinen ersten Zug; der zweite hat einen der Angreifer geschlagen.

## En passant

marseillais-05-en-passant-title = En passant
marseillais-05-en-passant-summary = Einen Bauern, der in der letzten Runde einen Doppelschritt gemacht hat, kannst du in deiner Runde en passant schlagen.
marseillais-05-en-passant-1-intro = Zieh deinen e-Bauern in dieser Runde zwei Felder weit, nach e5. Macht Schwarz danach mit einem Bauern daneben einen Doppelschritt, darfst du ihn mit dem ersten Zug deiner nächsten Runde en passant schlagen.
marseillais-05-en-passant-1-wrong-1 = In dieser Lektion geht es um den e-Bauern: Zieh ihn nach e4 und dann weiter nach e5.
marseillais-05-en-passant-1-wrong-2 = Zieh mit deinem zweiten Zug denselben Bauern weiter nach e5.
marseillais-05-en-passant-1-wrong-3 = Der schwarze d-Bauer hat d6 übersprungen und steht noch dort, wo er gelandet ist: Schlage ihn jetzt en passant, die Gelegenheit endet mit dieser Runde.
marseillais-05-en-passant-1-hint = Nach dem Doppelschritt von Schwarz schlägt dein Bauer schräg auf das übersprungene Feld.
marseillais-05-en-passant-1-success = Einen Bauern, der mit einem der beiden gegnerischen Züge einen Doppelschritt gemacht hat, kannst du en passant schlagen, aber nur mit dem ersten Zug deiner nächsten Runde und nur, solange der Bauer noch dort steht, wo er gelandet ist.
marseillais-05-en-passant-2-intro = Die letzte Runde von Schwarz bestand aus zwei Doppelschritten, b5 und g5, jeder neben einem deiner Bauern. Du darfst beide en passant schlagen, sofern schon dein erster Zug ein En-passant-Schlag ist.
marseillais-05-en-passant-2-hint = Verschwende deinen ersten Zug nicht für etwas anderes, sonst sind beide Gelegenheiten dahin.
marseillais-05-en-passant-2-success = Zwei En-passant-Schläge in einer Runde: Der zweite ist nur direkt nach dem ersten erlaubt.
marseillais-05-en-passant-3-intro = Jetzt spielst du Schwarz. Zieh deinen d-Bauern zwei Felder vor, nach d4. Weiß wird mit einem Doppelschritt daneben antworten: Schlage diesen Bauern en passant.
marseillais-05-en-passant-3-wrong-1 = Zieh den d-Bauern vor: zuerst nach d5, dann weiter nach d4.
marseillais-05-en-passant-3-wrong-2 = Zieh mit deinem zweiten Zug denselben Bauern weiter nach d4.
marseillais-05-en-passant-3-wrong-3 = Der weiße e-Bauer hat e3 übersprungen, und der Springer greift jetzt deinen Bauern an: Schlage in dieser Runde en passant, sonst ist die Gelegenheit dahin.
marseillais-05-en-passant-3-hint = Der weiße Bauer ist über e3 hinweggesprungen. Dein Bauer auf d4 schlägt auf dieses Feld.
marseillais-05-en-passant-3-success = Schwarz schlägt genauso en passant, und zugleich ist der Bauer dem Angriff des Springers entkommen.

## Doppelangriffe

marseillais-06-double-attacks-title = Doppelangriffe
marseillais-06-double-attacks-summary = Mit zwei Zügen pro Runde kann eine Figur zweimal schlagen, aber auch zuschlagen und wieder verschwinden.
marseillais-06-double-attacks-1-intro = Im normalen Schach schlägt eine Figur einmal pro Zug. Hier kann sie zweimal schlagen. Schlage in dieser Runde beide Springer.
marseillais-06-double-attacks-1-hint = Fang mit dem Springer an, den der Turm schon angreift.
marseillais-06-double-attacks-1-success = Ein Turm, zwei Schlagzüge: Ungedeckte Figuren sind im Marseiller Schach doppelt gefährdet.
marseillais-06-double-attacks-2-intro = Dein Springer greift den schwarzen Turm an, und vom Feld des Turms aus würde er die Dame angreifen. Im normalen Schach würde Schwarz eine der beiden retten. Hier schlägst du in dieser Runde beide.
marseillais-06-double-attacks-2-hint = Welche der beiden kann der Springer sofort erreichen?
marseillais-06-double-attacks-2-success = Zwei Schlagzüge in einer Runde: Schwarz bekam keinen Zug, um eine der beiden Figuren zu retten.
marseillais-06-double-attacks-3-intro = Du spielst Schwarz. Weiß hat 1.e4 eröffnet, du hast mit e5 und Nc6 geantwortet, und Weiß hat die Dame nach h5 und den Springer nach f3 gebracht. Gewinne in dieser Runde die Dame.
marseillais-06-double-attacks-3-hint = Greife die Dame mit deinem ersten Zug an und schlage sie mit dem zweiten.
marseillais-06-double-attacks-3-success = Angreifen und Schlagen in einer Runde: Ein früher Damenausflug kann die Dame sofort kosten.
marseillais-06-double-attacks-4-intro = Der Läufer auf d5 ist durch einen Bauern gedeckt. Mit zwei Zügen kannst du ihn schlagen und verschwinden, bevor Schwarz zurückschlagen kann: zuschlagen und weg.
marseillais-06-double-attacks-4-wrong-1 = Schlage zuerst den Läufer: Er ist gedeckt, aber du hast noch einen zweiten Zug zur Flucht.
marseillais-06-double-attacks-4-wrong-2 = Nicht sicher: Auch Schwarz zieht zweimal. Ein Springer, der auf d5 bleibt, wird sofort geschlagen, und auf den meisten anderen Feldern kann ein Bauer oder der König in derselben Runde heranrücken und ihn schlagen. Spring dorthin zurück, wo keine schwarze Figur in zwei Zügen hinkommt.
marseillais-06-double-attacks-4-hint = Nach dem Schlagen greift der Bauer auf e6 deinen Springer an. Spring zurück in Richtung deiner eigenen Seite.
marseillais-06-double-attacks-4-success = Schlagen, dann zurückziehen: Im Marseiller Schach ist eine gedeckte Figur nicht immer sicher.

## Matt in einer Runde

marseillais-07-mate-in-one-turn-title = Matt in einer Runde
marseillais-07-mate-in-one-turn-summary = Bereite mit deinem ersten Zug vor und setze mit dem zweiten matt.
marseillais-07-mate-in-one-turn-1-intro = Dein Gegner kann zwischen deinen beiden Zügen nicht ziehen, also kann ein Zug das Matt vorbereiten und der nächste es ausführen. Setze in dieser Runde mit deinen beiden Türmen matt.
marseillais-07-mate-in-one-turn-1-hint = Sperre zuerst mit einem Turm die siebte Reihe ab, ohne Schach zu geben.
marseillais-07-mate-in-one-turn-1-success = Ein Turm hat den König abgeschnitten, der andere hat mattgesetzt: ein ganzes Treppenmatt in einer einzigen Runde.
marseillais-07-mate-in-one-turn-2-intro = Turm nach a8 wäre jetzt nur ein Schach: Der König würde entwischen. Hol zuerst deinen eigenen König zur Hilfe und setze dann matt.
marseillais-07-mate-in-one-turn-2-hint = Von welchem Feld aus deckt der König sowohl g7 als auch h7?
marseillais-07-mate-in-one-turn-2-success = Der König hat seinen Platz eingenommen, und der Turm hat mattgesetzt, bevor Schwarz reagieren konnte.
marseillais-07-mate-in-one-turn-3-intro = Der schwarze König sitzt hinter seinen Bauern fest, aber dein eigener Springer versperrt dem Turm den Weg nach e8. Setze in dieser Runde matt.
marseillais-07-mate-in-one-turn-3-hint = Zieh den Springer aus dem Weg, aber pass auf, dass er dabei kein Schach gibt: Das würde deine Runde beenden.
marseillais-07-mate-in-one-turn-3-success = Die Linie öffnen, dann nutzen: ein Grundreihenmatt in einer Runde.
marseillais-07-mate-in-one-turn-4-intro = Der schwarze König ist von seinem eigenen Turm und seinen Bauern eingemauert. Dein Springer ist zwei Sprünge von einem erstickten Matt entfernt. Setze in dieser Runde matt.
marseillais-07-mate-in-one-turn-4-hint = Ein Springer auf f7 würde matt setzen. Suche ein Feld auf dem Weg dorthin, von dem aus er kein Schach gibt.
marseillais-07-mate-in-one-turn-4-success = Zwei Springersprünge, und der König erstickt zwischen seinen eigenen Figuren.
marseillais-07-mate-in-one-turn-5-intro = Dame schlägt h7 wäre matt, aber der Springer auf f6 deckt dieses Feld. Beseitige zuerst den Verteidiger und setze dann in dieser Runde matt.
marseillais-07-mate-in-one-turn-5-hint = Welche deiner Figuren kann den Springer schlagen, ohne Schach zu geben?
marseillais-07-mate-in-one-turn-5-success = Den Verteidiger schlagen, dann matt: Schwarz bekam dazwischen keinen Zug.

## Rochade, Passen, Patt

marseillais-08-more-rules-title = Rochade, Passen, Patt
marseillais-08-more-rules-summary = Die Rochade ist einer der zwei Züge, eine Runde lässt sich nicht auslassen, und fehlt ein zweiter Zug, ist es Patt.
marseillais-08-more-rules-1-intro = Die Rochade zählt als ein Zug, der zweite Zug deiner Runde bleibt also frei. Rochiere kurz, am Königsflügel, und bring dann diesen Turm von f1 nach d1, wo er die Dame angreift.
marseillais-08-more-rules-1-wrong-1 = Rochiere zuerst kurz, am Königsflügel: Der König geht nach g1 und der Turm von h1 nach f1, alles in einem Zug.
marseillais-08-more-rules-1-wrong-2 = Dein zweiter Zug: Der Turm, der rochiert hat, geht von f1 nach d1, der schwarzen Dame gegenüber.
marseillais-08-more-rules-1-hint = Zuerst O-O, dann Rd1.
marseillais-08-more-rules-1-success = Rochade und Turmzug in einer einzigen Runde: Die Rochade ist einer der beiden Züge.
marseillais-08-more-rules-2-intro = Passen gibt es nicht: Jede Runde hat ihre zwei Züge (abgesehen vom einzelnen Eröffnungszug), und keiner davon darf ausgelassen werden. Gibt dein erster Zug kein Schach und hast du danach keinen legalen zweiten Zug, endet die Partie remis durch Patt. Schwarz hat eine Dame mehr. Dein einziger Zug ist b5: Spiel ihn und sieh selbst.
marseillais-08-more-rules-2-hint = Nach b5 ist dein Bauer blockiert, und dein König hat kein freies Feld.
marseillais-08-more-rules-2-success = Patt: Du hattest keinen legalen zweiten Zug, also endet die Partie remis, obwohl du eine Dame weniger hattest.
marseillais-08-more-rules-3-intro = Der schwarze d-Bauer hat seinen Doppelschritt von d7 nach d5 gemacht und ist in derselben Runde weiter nach d4 gezogen. Ein Bauer, der nach seinem Doppelschritt noch einmal zieht, kann nicht mehr en passant geschlagen werden, dein Bauer auf e5 hat seine Gelegenheit also verpasst. Schlage den Bauern auf d4 auf normale Weise.
marseillais-08-more-rules-3-wrong-1 = Der Bauer auf d4 steht schräg vor deinem Bauern auf c3: Schlage ihn mit diesem Bauern.
marseillais-08-more-rules-3-hint = exd6 en passant ist nicht mehr erlaubt. Welcher Bauer greift d4 an?
marseillais-08-more-rules-3-success = cxd4: En passant gibt es nur gegen einen Bauern, der noch dort steht, wo er nach seinem Doppelschritt gelandet ist.
