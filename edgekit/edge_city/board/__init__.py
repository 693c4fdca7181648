"""The Edge City board: :mod:`.city` (tiles, the placement rules of 5.2), :mod:`.deal` (dealing a legal
board), :mod:`.layouts` (how many legal boards there are), :mod:`.travel` (the travel graph, routes
and their risks) and :mod:`.pictures` (matplotlib pictures of the board and of the price of Status).
The board of the whole game (positions, set-up) is :mod:`edgekit.edge_city.whole_game.board`."""
