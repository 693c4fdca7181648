"""Edge City's single-roll rules, one module per rulebook part: :mod:`.win` (the Win Roll, Table 1.0),
:mod:`.tech` (Tech at half value, 11.4.5.2), :mod:`.combat` (Ripper combat, Table 2.0) with
:mod:`.combat_dp` (the DP that changes hands), :mod:`.cool` (COOL, 9.4), :mod:`.theft` (Theft, 11.8),
:mod:`.sprawl` (Sprawl cards, 11.4) with :mod:`.encounters` (acting upon them), :mod:`.reputation`
(Status and what it costs, 9.1). Import the public names from :mod:`edgekit.edge_city`."""
