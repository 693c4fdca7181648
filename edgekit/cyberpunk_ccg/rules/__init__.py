"""The chapter's rules that need no card object, one module per part of "The Cards" chapter.

:mod:`.roles` the Runner roles' Special Abilities as exact thresholds (Runner Roles);
:mod:`.legwork` Legwork security after Media, Rocker and Netrunner uses (Runner Roles: Media,
Rockers, Netrunner); :mod:`.punknaught` the Punknaught's minimum build, bonus and construction
turns (Equipment: Punknaught). Nothing here imports :mod:`edgekit.cyberpunk_ccg.cards`: the cards
room builds on this one. Import the public names from :mod:`edgekit.cyberpunk_ccg`.
"""
