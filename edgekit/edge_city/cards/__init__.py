"""The Edge City cards as data: :mod:`.catalogue` (every card: Tech, Allies, Patrons, Events, Rumors,
iT), :mod:`.decks` (the ILLUSTRATIVE deck descriptions the rulebook leaves open) and :mod:`.rules`
(the cards' readings, set-up, limits and Tech modifiers). What the whole game does with the cards
(buying, drawing, trading, hiding) is :mod:`edgekit.edge_city.whole_game.cards`."""
