# Trigame lessons in German; keys from tabula-engine lesson-texts trigame.

## Punkte, Linien und Dreiecke

trigame-01-places-title = Punkte, Linien und Dreiecke
trigame-01-places-summary = Steine stehen auf drei Arten von Plätzen, und jede Steinart hat ihre eigenen.
trigame-01-places-1-intro = Das Brett hat drei Arten von Plätzen: die Punkte, an denen sich Linien treffen, die Mitten der kurzen Linien zwischen zwei benachbarten Punkten und das Innere der kleinen Dreiecke. Der Name eines Punkts beginnt mit v (englisch vertex, Eckpunkt), etwa v21; der einer Linienmitte mit e (englisch edge, Kante) und ihren beiden Endpunkten, etwa e1121 (v11 bis v21); der eines Dreiecks mit L oder R, etwa L11. Die Hervorhebungen zeigen je einen davon: L11, eine seiner Seiten und eine seiner Ecken. Schwarz (links) und Rot (rechts) haben je sechs Steine von drei Arten, a, b und c; alle beginnen auf Punkten, außer je einem a-Stein, der in einem Dreieck steht.
trigame-01-places-2-intro = Du spielst Schwarz gegen Rot. Das Brett hat drei Arten von Plätzen: die Punkte, an denen sich Linien treffen, die Mitten der Linien und das Innere der kleinen Dreiecke. Ein b-Stein (die Raute) steht nur auf Punkten. Zieh ihn auf beide Sterne.
trigame-01-places-2-hint = Ein b-Stein gleitet beliebig weit entlang einer Linie. Zieh zuerst am oberen linken Rand entlang.
trigame-01-places-2-success = Ein b-Stein beendet seinen Zug immer auf einem Punkt.
trigame-01-places-3-intro = Ein c-Stein (die Scheibe) steht auf Punkten und auch auf der Mitte einer Linie. Bring ihn zum Stern in der Mitte einer Linie und dann zum Stern auf einem Punkt.
trigame-01-places-3-hint = Von einem Punkt aus kann ein c-Stein auf die Mitte der gegenüberliegenden Seite eines Dreiecks ziehen, das diesen Punkt berührt.
trigame-01-places-3-success = Ein c-Stein pendelt zwischen Punkten und Linienmitten hin und her.
trigame-01-places-4-intro = Ein a-Stein (das Dreieck) steht auf Punkten und im Inneren der kleinen Dreiecke. Zieh ihn in das Dreieck mit dem Stern und dann auf den Stern auf einem Punkt.
trigame-01-places-4-hint = Von seinem Eckpunkt aus kann der a-Stein das einzige Dreieck betreten, das diesen Punkt berührt.
trigame-01-places-4-success = Ein a-Stein pendelt zwischen Punkten und dem Inneren von Dreiecken hin und her.
trigame-01-places-5-intro = Jeder Stern liegt auf einer anderen Art von Platz: einem Punkt, der Mitte einer Linie und einem Dreieck. Schick den passenden Stein zu jedem Stern.
trigame-01-places-5-hint = Nur ein c-Stein kann auf einer Linie stehen bleiben, und nur ein a-Stein kann in ein Dreieck ziehen.
trigame-01-places-5-success = Punkte sind für jeden Stein da, Linien nur für c, Dreiecke nur für a.
trigame-01-places-6-intro = Wer zieht zuerst? Im Originalspiel wird das ausgelost, und das ist auch die Voreinstellung der App; die Einstellung „Wer beginnt“ im Bildschirm für eine neue Partie kann den ersten Zug aber auch Schwarz oder Rot geben. Hier ziehst du, Schwarz, aus der Ausgangsstellung zuerst: Bring einen c-Stein nach vorn auf die Mitte einer Linie.
trigame-01-places-6-hint = Der c-Stein auf v20 kann auf die Mitte der Linie ziehen, die ihm in einem Dreieck gegenüberliegt, das er berührt.
trigame-01-places-6-success = Der erste Zug ist gemacht. Wird ausgelost, wer beginnt, zieht jede Seite in etwa der Hälfte der Partien zuerst.

## Wie die Steine ziehen

trigame-02-pieces-title = Wie die Steine ziehen
trigame-02-pieces-summary = Der a-Stein wandert durch Dreiecke, der b-Stein gleitet entlang der Linien, der c-Stein hüpft zwischen Punkten und Linien.
trigame-02-pieces-1-intro = Jede Steinart hat ihre eigenen Plätze und Züge. Ein b-Stein (die Raute) steht nur auf Punkten und gleitet wie ein Turm entlang der Linien. Ein c-Stein (die Scheibe) steht auf Punkten und auf Linienmitten: Er zieht von Punkt zu Punkt oder hüpft auf die Mitte einer Linie oder von ihr weg. Ein a-Stein (das Dreieck) steht auf Punkten und im Inneren von Dreiecken und wandert von Dreieck zu Dreieck oder auf eine Ecke. Hier steht dein b-Stein auf einem Punkt, dein c-Stein in der Mitte einer Linie und dein a-Stein in einem Dreieck.
trigame-02-pieces-2-intro = Ein a-Stein in einem Dreieck darf über eine freie Seite ins nächste Dreieck ziehen oder auf eine seiner eigenen Ecken treten. Von einem Punkt aus darf er jedes leere Dreieck betreten, das diesen Punkt berührt. Sammle die drei Sterne ein.
trigame-02-pieces-2-hint = Zieh zuerst ins Nachbardreieck hinüber und benutze dann seine Ecke als Tür.
trigame-02-pieces-2-success = Ein a-Stein zieht immer nur einen kleinen Schritt: Dreieck zu Dreieck, Dreieck zu Ecke, Punkt zu Dreieck.
trigame-02-pieces-3-intro = Ein b-Stein gleitet entlang einer geraden Linie von Punkt zu Punkt, so weit er will, wie ein Turm im Schach. Die Linien verlaufen in drei Richtungen. Sammle die drei Sterne ein.
trigame-02-pieces-3-hint = Zieh zuerst in die obere Ecke und nutze dann die beiden anderen Richtungen.
trigame-02-pieces-3-success = Ein b-Stein legt in einem Zug eine ganze Linie zurück.
trigame-02-pieces-4-intro = Die drei fett gezeichneten Punkte auf der Mittellinie sind für einen b-Stein gesperrt: Er darf auf keinem von ihnen stehen bleiben und keinen überqueren, solange er leer ist. Erreiche den Stern auf einem Umweg.
trigame-02-pieces-4-hint = Der gerade Weg führt über einen fetten Punkt. Ein b-Stein erreicht die rechte Hälfte des Bretts nur über die obere oder die untere Ecke.
trigame-02-pieces-4-success = Solange die fetten Punkte leer sind, überquert ein b-Stein die Mittellinie nur an der oberen oder unteren Ecke.
trigame-02-pieces-5-intro = Ein c-Stein auf einem Punkt darf entlang einer Linie zum nächsten Punkt ziehen oder auf die Mitte der gegenüberliegenden Seite jedes Dreiecks, das seinen Punkt berührt. Von der Mitte einer Linie zieht er auf die gegenüberliegende Ecke eines der beiden Dreiecke an dieser Linie. Sammle die drei Sterne ein.
trigame-02-pieces-5-hint = Schau von der Mitte einer Linie aus auf die Ecke gegenüber, quer durch das Dreieck auf der anderen Seite.
trigame-02-pieces-5-success = Ein c-Stein nutzt alle drei seiner Züge: Punkt zu Linie, Linie zu Punkt, Punkt zu Punkt.
trigame-02-pieces-6-intro = Ein c-Stein in der Mitte einer Linie sperrt diese Linie: Kein Stein darf an ihr entlanggleiten oder sie überqueren, außer einem a-Stein, der sie beim Schlagen überspringt (diesen Sprung lernst du bei den Schlagzügen kennen). Der rote c-Stein versperrt den kurzen Weg zum Stern, also such einen anderen.
trigame-02-pieces-6-hint = Gleite zuerst am unteren linken Rand entlang nach unten und suche dann eine Linie, die jenseits des c-Steins zum oberen Rand hinaufführt.
trigame-02-pieces-6-success = Ein c-Stein auf einer Linie ist eine Mauer: Geh außen herum.

## Schlagen

trigame-03-captures-title = Schlagen
trigame-03-captures-summary = Jeder Stein schlägt auf seine eigene Weise, und nie einen Stein seiner eigenen Art.
trigame-03-captures-1-intro = Ein a-Stein schlägt, indem er aus seinem Dreieck springt, über eine Seite und quer durch das nächste Dreieck, auf den Punkt dahinter. Der Sprung muss etwas schlagen: einen roten c-Stein in der Mitte der Linie, die er überquert, oder einen roten b- oder c-Stein auf dem Punkt, auf dem er landet. Schlage beide roten Steine.
trigame-03-captures-1-hint = Schau auf den Punkt hinter dem Nachbardreieck und auf die Linie, die der a-Stein überfliegen würde.
trigame-03-captures-1-success = Ein a-Stein springt über eine Linie auf den Punkt dahinter und schlägt, was auf der Linie oder auf dem Punkt steht.
trigame-03-captures-2-intro = Ein b-Stein schlägt, indem er wie ein Turm auf einen roten a- oder c-Stein gleitet. Ein fetter Punkt ist für einen b-Stein nur gesperrt, solange er leer ist: Zum Schlagen darf der b-Stein dort stehen bleiben. Schlage beide roten Steine.
trigame-03-captures-2-hint = Schlage zuerst den Stein auf dem fetten Punkt; von dort aus steht der andere auf einer Linie.
trigame-03-captures-2-success = Ein b-Stein schlägt a oder c am Ende seines Zuges, sogar auf einem fetten Punkt.
trigame-03-captures-3-intro = Ein c-Stein schlägt unterwegs. Zieht er zwischen einem Punkt und der Mitte einer Linie, schlägt er einen roten a-Stein in dem Dreieck, das er durchquert; kommt er auf einem Punkt an, schlägt er einen roten a- oder b-Stein, der dort steht. Schlage alle drei roten Steine.
trigame-03-captures-3-hint = Durchquere das Dreieck, in dem der a-Stein steht, auf dem Weg zur Mitte seiner gegenüberliegenden Seite.
trigame-03-captures-3-success = Ein c-Stein schlägt, was auf seinem Weg durch ein Dreieck liegt und was auf dem Punkt steht, den er erreicht.
trigame-03-captures-4-intro = Ein Sprung eines a-Steins kann zwei Steine schlagen: einen c-Stein auf der Linie, die er überquert, und einen b-Stein auf dem Punkt, auf dem er landet. Schlage beide mit einem einzigen Zug.
trigame-03-captures-4-hint = Flieg über den c-Stein und lande auf dem b-Stein.
trigame-03-captures-4-success = Zwei Steine mit einem Sprung: die Linie und der Landepunkt.
trigame-03-captures-5-intro = Auch ein c-Stein, der die Mitte einer Linie verlässt, kann zwei Steine schlagen: einen a-Stein in dem Dreieck, das er durchquert, und einen b-Stein auf dem Punkt, auf dem er anhält. Schlage beide mit einem einzigen Zug.
trigame-03-captures-5-hint = Wähle von den beiden Dreiecken an der Linie des c-Steins das, in dessen gegenüberliegender Ecke der b-Stein steht.
trigame-03-captures-5-success = Zwei Steine mit einem Zug: das durchquerte Dreieck und der erreichte Punkt.
trigame-03-captures-6-intro = Ein Stein schlägt nie einen Stein seiner eigenen Art: Ein b-Stein kann keinen b-Stein schlagen, ein c-Stein keinen c-Stein, ein a-Stein keinen a-Stein. Die Regeln lassen einen solchen Zug nicht zu. Schlage beide roten Steine, jeden mit dem Stein, der ihn schlagen kann.
trigame-03-captures-6-hint = Jeder deiner Steine sollte einen roten Stein einer anderen Art suchen.
trigame-03-captures-6-success = Jede Art jagt die beiden anderen, nie die eigene.
trigame-03-captures-7-intro = Dein eigener c-Stein auf der Linie hält deinen a-Stein nicht auf: Der a-Stein springt über einen eigenen c-Stein und lässt ihn stehen. Nur ein roter c-Stein auf dieser Linie wird geschlagen. Schlage den roten b-Stein mit einem Sprung.
trigame-03-captures-7-hint = Spring aus dem Dreieck über deinen eigenen c-Stein auf den Punkt, auf dem der rote b-Stein steht.
trigame-03-captures-7-success = Der b-Stein ist geschlagen, und dein c-Stein steht noch auf seiner Linie: Ein eigener c-Stein wird unversehrt übersprungen.

## Passen

trigame-04-passing-title = Passen
trigame-04-passing-summary = Eine Seite ohne legalen Zug passt, und die andere Seite spielt weiter.
trigame-04-passing-1-intro = Dein b-Stein ist eingesperrt: Den roten b-Stein kann er nicht schlagen, und der rote c-Stein sperrt die andere Linie. Eine Seite ohne legalen Zug muss passen, also drück auf „Passen (kein Zug)“ und sieh, was Rot tut.
trigame-04-passing-1-wrong-1 = Ohne legalen Zug bleibt dir nur das Passen.
trigame-04-passing-1-wrong-2 = Der rote b-Stein ist zur Seite gezogen: Dein b-Stein kann jetzt den roten c-Stein erreichen.
trigame-04-passing-1-hint = Passe zuerst. Schau dann entlang der Linie, die der rote b-Stein gerade verlassen hat.
trigame-04-passing-1-success = Passen darf nur eine Seite, die nicht ziehen kann; es zählt trotzdem als Zug.
trigame-04-passing-2-intro = Du kannst auch Rot ohne Zug lassen. Sperre den roten b-Stein in seiner Ecke ein, sodass Rot passen muss, und bring dann deinen c-Stein heran, um ihn zu schlagen.
trigame-04-passing-2-wrong-1 = Der rote b-Stein hat noch eine Linie, an der er entlanggleiten kann. Sperre sie zuerst.
trigame-04-passing-2-wrong-2 = Halte den roten b-Stein eingesperrt und bring deinen c-Stein in Richtung der Ecke.
trigame-04-passing-2-wrong-3 = Der rote b-Stein wartet in der Ecke darauf, geschlagen zu werden.
trigame-04-passing-2-hint = Ein b-Stein kann keinen b-Stein schlagen: Deine beiden b-Steine bilden eine perfekte Mauer.
trigame-04-passing-2-success = Eine Seite, die nicht ziehen kann, muss passen, und du spielst weiter.

## Der Countdown

trigame-05-countdown-title = Der Countdown
trigame-05-countdown-summary = Fünfzig Züge ohne Schlagen, und die Seite mit mehr Steinen gewinnt.
trigame-05-countdown-1-intro = Der Countdown neben dem Brett beginnt bei 50 und sinkt mit jedem Zug einer der beiden Seiten um eins. Erreicht er 0, gewinnt die Seite mit mehr Steinen. Du hast einen Stein mehr, und der Zähler steht bei 3: Halte deine beiden Steine in Sicherheit.
trigame-05-countdown-1-hint = Der rote b-Stein zielt entlang einer Linie auf deinen c-Stein.
trigame-05-countdown-1-success = Kein Schlagzug bis zum Ende des Countdowns, und die größere Armee gewinnt.
trigame-05-countdown-2-intro = Rot hat einen Stein mehr, und der Countdown steht bei 1: Schlägt dein Zug nichts, läuft der Zähler ab, und Rot gewinnt. Ein Schlagzug startet den Countdown wieder bei 50, also finde einen.
trigame-05-countdown-2-hint = Dein b-Stein kann den roten b-Stein nicht schlagen, aber er hat noch eine andere Linie.
trigame-05-countdown-2-success = Jeder Schlagzug startet den Countdown wieder bei 50.
trigame-05-countdown-3-intro = Weil ein Schlagzug den Countdown neu startet, willst du vielleicht keinen, wenn du vorn liegst und der Zähler niedrig ist. Der Zähler steht bei 2, und der rote c-Stein bedroht deinen b-Stein: Zieh aus seiner Reichweite, statt ihn zu schlagen, und gewinne über den Zähler.
trigame-05-countdown-3-hint = Ein c-Stein auf einem Punkt schlägt auf den direkt benachbarten Punkten: Lass deinen b-Stein dorthin gleiten, wohin der c-Stein nicht ziehen kann.
trigame-05-countdown-3-success = Mit einem Stein mehr und niedrigem Zähler führt Sicherheit schneller zum Sieg als ein weiterer Schlagzug.
trigame-05-countdown-4-intro = Ein Countdown, der mit gleich vielen Steinen endet, beginnt von vorn, und ein zweiter Gleichstand in Folge macht die Partie remis. Die Anzeige am Brett zeigt schon einen Countdown-Gleichstand. Rot greift an: Behalte deine Steine, bis der Zähler abläuft, und rette ein Remis.
trigame-05-countdown-4-hint = Dein c-Stein wird zweimal angegriffen: entlang der Linie und durch den Sprung des roten a-Steins.
trigame-05-countdown-4-success = Zwei Countdown-Gleichstände in Folge: Die Partie ist remis.

## Eine Partie gewinnen

trigame-06-a-whole-game-title = Eine Partie gewinnen
trigame-06-a-whole-game-summary = Es gewinnt, wer alle roten Steine schlägt oder beim Ablauf des Countdowns mehr Steine hat.
trigame-06-a-whole-game-1-intro = Eine Seite, die alle ihre Steine verliert, verliert sofort die Partie. Rot hat nur noch seinen a-Stein: Jage ihn mit deinem b- und deinem c-Stein. Dein eigener a-Stein kann ihn nicht schlagen, denn ein a-Stein schlägt nie einen a-Stein.
trigame-06-a-whole-game-1-hint = Auf einem Punkt fällt der rote a-Stein deinem b-Stein zum Opfer, in einem Dreieck deinem c-Stein, der dieses Dreieck durchquert. Kreise ihn mit beiden ein.
trigame-06-a-whole-game-1-success = Ohne Steine hat Rot verloren.
trigame-06-a-whole-game-2-intro = Es gibt zwei Wege zu gewinnen: alle Steine von Rot schlagen oder mehr Steine als Rot haben, wenn der Countdown abläuft. Du hast einen Stein mehr, und der Countdown steht bei 20 Zügen. Gewinne die Partie.
trigame-06-a-whole-game-2-hint = Halte deine Steine außer Reichweite der Sprünge des roten a-Steins und der Züge des roten c-Steins. Ein Schlagzug ist willkommen, aber Sicherheit geht vor.
trigame-06-a-whole-game-2-success = Durch Schlagen oder über den Zähler: So oder so gewinnt die größere Armee.
trigame-06-a-whole-game-3-intro = Die Ausgangsstellung nach einigen Abtauschen: vier deiner Steine gegen drei von Rot, und der Countdown steht bei 30. Spiel die Partie zu Ende und gewinne.
trigame-06-a-whole-game-3-hint = Nach einem gleichwertigen Abtausch bleibst du einen Stein vorn; lass nie einen Stein stehen, wo Rot ihn umsonst schlagen kann.
trigame-06-a-whole-game-3-success = Du hast eine Partie Trigame gewonnen.
