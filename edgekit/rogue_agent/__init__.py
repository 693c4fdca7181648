"""Rogue Agent (Stronghold Games, 2014): special dice as symbols, attacks, interception, search, the Bomb."""

__all__: list[str] = []
