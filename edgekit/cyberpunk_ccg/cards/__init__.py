"""The cards and what is built from them: the card model, Cyber limits, the team builder, deck odds.

:mod:`.model` the seven card types as frozen records and the card loaders (Card Types);
:mod:`.cyber` Cyber and Empathy: Cyberpsychosis, burning, the most Cyber one Runner can carry
(Cyber); :mod:`.team` a Build and a Team with every card limit checked, and their totals (Cyber,
Equipment, Runner Roles: Nomad); :mod:`.odds` exact deck odds by draw (hypergeometric). Builds on
:mod:`edgekit.cyberpunk_ccg.rules` (the roles' team limit, the Punknaught's minimum build). Import
the public names from :mod:`edgekit.cyberpunk_ccg`.
"""
