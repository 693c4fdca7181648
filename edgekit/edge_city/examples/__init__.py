"""The Edge City rulebook's worked examples: :mod:`.worked` (each replayed step by step by the
single-roll rules and checked), :mod:`.in_game` (each played through the whole game) and
:mod:`.playing` (the machinery: the log, forced steps, checked numbers)."""
