"""Edge City as a whole game on the play layer: :mod:`.actions` (every action id, named once: the blocks and
their bases, ``RIP("secret")``, ``TRAVEL_AT(k)``, ``a in ICE``), :mod:`.game` (the factory ``game``, the
game and its state), :mod:`.board` (positions, set-up, Travel, Zone cards, Ripper attacks), :mod:`.cards`
(decks, limits, buying, drawing, discarding, the Upgrade Rip's choice), :mod:`.deck` (the Sprawl deck's
draw and discard piles, the reshuffle, where every card is), :mod:`.combat` (Attack Combat results),
:mod:`.travel` (Tech Travel), :mod:`.hidden` (concealed cards), :mod:`.rip_steps` (a Rip played roll by
roll inside the game: not the Rip minigame :mod:`edgekit.edge_city.rip`), the log's words
(:mod:`.words`, :mod:`.board_words`, :mod:`.card_words`), named players (:mod:`.policies`) and
:mod:`.openspiel` (registers the game with OpenSpiel as ``edgekit_edge_city``; imports pyspiel).
:mod:`.base` holds the steps several of them share (a turn's start, Zone cards met on a route, a card
added or dropped): it imports none of them, so the modules form layers (base < deck < combat < travel <
board < cards < rip_steps < card_words < board_words < words < policies < game < openspiel) and no
helper is taken back up inside a function."""
