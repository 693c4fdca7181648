"""Android mode's own rules, as exact formulas: :mod:`.tokens` (the Identification tokens: who holds
two or more Android tokens, the Android limit) and :mod:`.attack` (the dice of Attack an Agent,
Attack an Android and Attack a district).

Don't confuse these single rules with :mod:`edgekit.rogue_agent.whole_game.android` (Android mode
inside the whole game: Scan, covert actions and destruction as actions of a played game).
"""
