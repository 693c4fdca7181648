"""Objects that are read-only once built: the one mechanism behind games, boards, card sets and
replays that are cached and shared (issue 19: a returned value a caller can change changes every
later result).

A class mixes in :class:`Sealed` and calls ``self._seal()`` as the last line of ``__init__``; after
that, setting or deleting any attribute is an ``AttributeError`` naming the class, the attribute
and the class's ``_sealed_hint`` (what to do instead). ``dataclasses(frozen=True)`` does the same
for plain records; this is for classes that build their attributes step by step in ``__init__``.
"""

from __future__ import annotations

__all__ = ["Sealed"]


class Sealed:
    """Read-only once :meth:`_seal` has been called (see the module docstring)."""

    _sealed_hint = "it is fixed when it is made"

    def _seal(self) -> None:
        # The attributes in a dict of its own (a plain copy), set as the object's __dict__: the one
        # __setattr__ reads while __init__ built the object is a split-table dict, whose attribute
        # reads CPython never specializes, so every read of a game's, board's or card set's attribute
        # in a hot loop took the generic look-up (about 4x slower). What the object holds is unchanged.
        object.__setattr__(self, "__dict__", {**self.__dict__, "_sealed": True})

    def __setattr__(self, name, value):
        if self.__dict__.get("_sealed"):
            raise AttributeError(f"{type(self).__name__}.{name} is read-only: {self._sealed_hint}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if self.__dict__.get("_sealed"):
            raise AttributeError(f"{type(self).__name__}.{name} is read-only: {self._sealed_hint}")
        object.__delattr__(self, name)
