"""Named action ids for any game on the play layer: blocks of ids laid out end to end.

OpenSpiel needs a fixed ``num_distinct_actions``, and golden transcripts, seeded games and stored
tables record the numbers, so a game's ids must never move. Each game names its ids once, in its own
``actions`` module, as a layout of :class:`Block`\\ s: :func:`lay_out` puts them one after another from
0 (an int between the blocks leaves that many ids unused, where a game's ids were hand-picked with a
gap); a single id is a block of one. Build an id with its block (``RIP(1)``, ``RIP("secret")``), read
one back with ``a in RIP`` and ``RIP.index(a)``, find the block of any id with :func:`block_of`; never
add offsets by hand.

This module imports no game (the play layer's rule, tests/test_layers.py).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Block", "lay_out", "block_of"]


@dataclass(frozen=True)
class Block:
    """A run of ``size`` action ids from ``base``; ``names`` (if given) name its members.

    A block is read like the ids it holds: ``b(k)`` or ``b[k]`` (``b[-1]`` the last), ``a in b``,
    ``b.index(a)``, ``len(b)``, ``for a in b``. (It is not a tuple of its fields, so ``b[-1]`` is
    never its ``names``.)
    """

    name: str
    base: int
    size: int
    names: tuple = ()

    def __call__(self, k=0) -> int:
        """The id of member ``k`` (an int, or one of ``names``)."""
        if type(k) is int and 0 <= k < self.size:   # the common call, first (a bool is no plain int)
            return self.base + k
        if isinstance(k, str):
            if k not in self.names:
                raise ValueError(f"k: {k!r} is not one of the {self.name} block's {self.names}")
            k = self.names.index(k)
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < self.size:
            raise ValueError(f"k: {k!r} is not a member of the {self.name} block (0..{self.size - 1})")
        return self.base + k

    def __getitem__(self, k):
        return self.ids[k]

    def __len__(self) -> int:
        return self.size

    def __iter__(self):
        return iter(self.ids)

    def __contains__(self, a) -> bool:
        if type(a) is int:   # the common case, first
            return self.base <= a < self.base + self.size
        return isinstance(a, int) and not isinstance(a, bool) and self.base <= a < self.base + self.size

    def index(self, a) -> int:
        """The member ``k`` of action id ``a`` (``a == self(k)``)."""
        if a not in self:
            raise ValueError(f"a: {a!r} is not in the {self.name} block ({self.base}..{self.end - 1})")
        return a - self.base

    @property
    def ids(self) -> range:
        """Every id of the block, in order."""
        return range(self.base, self.end)

    @property
    def end(self) -> int:
        """The first id after the block."""
        return self.base + self.size


def lay_out(*specs) -> tuple:
    """The blocks one after another from 0: each spec is ``(name, size[, names])``, or an int, the
    number of ids left unused before the next block (kept so that hand-picked ids keep their numbers)."""
    out, base = [], 0
    for spec in specs:
        if isinstance(spec, int) and not isinstance(spec, bool):
            if spec < 1:
                raise ValueError(f"specs: a gap must be at least 1 id, not {spec!r}")
            base += spec
            continue
        name, size, *names = spec
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ValueError(f"specs: the {name} block's size must be a positive int, not {size!r}")
        out.append(Block(name, base, size, *(tuple(n) for n in names)))
        base += size
    return tuple(out)


def block_of(layout, a, game: str = "this game's") -> Block:
    """The block of ``layout`` that action id ``a`` belongs to (ValueError naming ``a`` if none)."""
    for b in layout:
        if a in b:
            return b
    end = layout[-1].end if layout else 0
    raise ValueError(f"a: {a!r} is not one of {game} action ids (0..{end - 1}, by block)")
