
# src/screens/lobby.rs
online-guest = Invité
# $code: a challenge code
online-give-name-connect-your = Indiquez un nom et connectez-vous : le défi { $code } de votre ami sera accepté dès votre connexion.
online-page-s-server-filled = Le serveur de cette page est déjà indiqué : choisissez un nom et connectez-vous.
online-start-server-with-cargo = Lancez un serveur avec `cargo run --release -p tabula-server`, puis connectez-vous ici.
online-play-online = Jouer en ligne
online-server = Serveur
online-your-name = Votre nom
online-reconnect = Se reconnecter
online-connect = Se connecter
online-disconnect = Se déconnecter
online-not-connected = Non connecté.
online-open-seeks = Propositions ouvertes
online-nobody-waiting-make-seek = Personne n'attend. Faites une proposition à droite, ou donnez un code de défi à un ami.
online-cancel = Annuler
online-play = Jouer
online-games-progress = Parties en cours
online-no-games-being-played = Aucune partie en cours.
online-watch = Regarder
online-new-game = Nouvelle partie
online-game = Jeu
online-clock = Pendule
online-seek-opponent = Chercher un adversaire
online-challenge-friend = Défier un ami
# $code: a challenge code
online-your-challenge-code = Votre code de défi : { $code }
online-give-your-friend-game = Donnez-le à votre ami ; la partie commence dès qu'il le saisit.
online-friend-s-code = Le code d'un ami
online-join = Rejoindre
online-your-games = Vos parties
online-back = Retour
online-no-clock = sans pendule
# A clock preset. $time: its minutes and increment, as in "5+3".
online-clock-bullet = { $time } bullet
online-clock-blitz = { $time } blitz
online-clock-rapid = { $time } rapide
online-clock-classical = { $time } classique
# An open seek. $name: who seeks; $seats: the game's number of seats; $clock: its clock ("5+3", "no clock").
online-seek-line = { $name } · { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
} · { $clock }
# A game in progress. $players: the players' names, joined by dashes; $number: the move it is at.
online-game-line = { $players } · coup { $number }
# $seats: the chosen game's number of seats.
online-seats = { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}
# One of the player's own games. $game: the game's name; $players: the players' names, joined by dashes.
online-your-game = { $game } : { $players }

# src/online/play.rs: the online game's line on the game screen, sentences that follow one another.
online-sending-move = Envoi de votre coup…
online-watching = Vous êtes spectateur.
# $count: how many players are away; $names: their names, joined by commas.
online-players-away = { $count ->
    [one] Déconnecté : { $names }.
   *[other] Déconnectés : { $names }.
}

# src/online/mod.rs
online-bad-challenge-code = Un code de défi se compose de huit lettres et chiffres, par exemple 7KQ2M9XD.
# Why the server refused a move (the protocol's reason).
online-refused-not-your-turn = Le serveur a refusé le coup : ce n'est pas votre tour.
online-refused-stale = Le serveur a refusé le coup : il a été envoyé avant l'arrivée des derniers coups.
online-refused-game-over = Le serveur a refusé le coup : la partie est terminée.
online-refused-not-your-seat = Le serveur a refusé le coup : vous n'avez pas de place ici.
online-refused-unknown-game = Le serveur a refusé le coup : cette partie n'existe pas.

# What the server refused or reported besides moves, and why a move was not sent.
# $why: the reason, in English
online-notice-unreadable = Le serveur a envoyé quelque chose que cette application ne peut pas lire ({ $why }).
# $code: the challenge's code
online-notice-challenge-declined = Votre code de défi { $code } a été refusé.
# $game: the game's id; $why: the reason, in English
online-notice-game-not-shown = La partie { $game } n’a pas pu être affichée : { $why }
# $message: the server's words, in English
online-error-version = Ce serveur parle une autre version du protocole de Tabula ; mettez à jour l’application ou le serveur ({ $message }).
online-error-malformed = Le serveur n’a pas pu lire un message de cette application.
online-error-too-large = Un message était trop long pour le serveur.
online-error-rate-limited = Trop de messages à la fois : patientez un instant.
online-error-unauthorized = Connectez-vous d’abord.
online-error-unknown-token = Le serveur ne connaît plus ce joueur : connexion en tant que nouvel invité.
online-error-unknown-seek = Cette proposition n’est plus ouverte.
online-error-unknown-challenge = Aucun défi ouvert n’a ce code.
# $message: the server's words, in English
online-error-invalid = Le serveur a refusé la demande : { $message }
online-no-such-game = Cette partie n’est plus ouverte ici.
online-refused-watching = Vous regardez cette partie.
