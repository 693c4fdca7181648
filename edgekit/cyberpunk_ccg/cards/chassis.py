"""A Punknaught Chassis in play: attached to a Location, built up card by card, free to move once its
construction tokens are gone.

Rules: Cyberpunk CCG Equipment: Punknaught; Runner Roles: Techie (registers CP-02, CP-03).

Printed, and done here (:class:`Chassis`, a frozen value; each step returns the next one):

* when first played it must be attached to a Location, not a Runner (:func:`place_chassis`);
* three construction tokens go on it; one comes off at the beginning of each turn (whose turn: the
  reading ``construction_tokens``); it cannot be moved from its Location while any is left
  (:meth:`Chassis.start_of_turn`, :meth:`Chassis.move_to`);
* if that Location is destroyed, so is the Chassis (:meth:`Chassis.location_destroyed`);
* other Equipment may be added at once, whether or not it can move (how Armor and Lift get there: the
  reading ``chassis_cards``, :meth:`Chassis.attach`); in its owner's Damage Control phase a Techie
  may be Used to move a Vehicle or Heavy Weapon the owner controls (from a Runner or the Stash) under
  it (how many Techies a phase: the reading ``chassis_techie_moves``, :meth:`Chassis.techie_move`);
* it is no moving Vehicle and gives no bonus until it has every required card (the list is missing,
  CP-02: the reading ``punknaught_list``); then it has Movement 1, carries the whole team, and its
  bonus in each stat is the cards' bonuses less one per card and for the Chassis
  (:func:`~edgekit.cyberpunk_ccg.punknaught_bonus`).

Not printed (labelled): where a freed Chassis may go (taken here as a Runner or another Location:
the chapter speaks of "a Runner it is attached to"); what becomes of the cards under a destroyed
Chassis (kept in the value, marked destroyed, their fate unknown).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from ...display import Table
from ...readings import uses
from .._check import as_flag, as_name, as_whole
from ..rules.punknaught import CONSTRUCTION_TOKENS, punknaught_complete
from ..rules.timing import PHASES
from .model import Equipment, Location, Runner, card

__all__ = ["Chassis", "place_chassis", "CONSTRUCTION_TOKENS"]

_CITE = "Cyberpunk CCG Equipment: Punknaught"


def _moved_by_techie(c: Equipment) -> bool:
    return "Vehicle" in c.attributes or "Heavy Weapon" in c.attributes


@dataclass(frozen=True)
class Chassis:
    """A Punknaught Chassis in play (build with :func:`place_chassis`): what it is attached to
    (``holder``, a Location first), its construction tokens, the cards under it, whether it was
    destroyed, and the Techies Used this Damage Control phase. Rules: Cyberpunk CCG Equipment: Punknaught."""

    holder: Location | Runner
    tokens: int = CONSTRUCTION_TOKENS
    cards: tuple = ()
    destroyed: bool = False
    techies_used: int = 0

    def __post_init__(self):
        if not isinstance(self.holder, Location | Runner):
            raise TypeError(f"holder must be a Location or a Runner card, not {type(self.holder).__name__}")
        as_whole("tokens", self.tokens, 0, CONSTRUCTION_TOKENS)
        as_flag("destroyed", self.destroyed)
        as_whole("techies_used", self.techies_used, 0, 1000)
        if isinstance(self.cards, (str, bytes)) or not isinstance(self.cards, tuple):
            raise TypeError(f"cards must be a tuple of Equipment cards, not {self.cards!r:.60}")
        for c in self.cards:
            if not isinstance(c, Equipment):
                raise TypeError(f"cards: each is an Equipment card, not {type(c).__name__}")

    # ---------------------------------------------------------------- views
    @property
    def can_move(self) -> bool:
        """No construction token left (and not destroyed)."""
        return self.tokens == 0 and not self.destroyed

    def counts(self) -> dict:
        """How many cards under the Chassis carry each attribute."""
        out: Counter = Counter()
        for c in self.cards:
            out.update(set(c.attributes))
        return dict(out)

    @uses("punknaught_list")
    def working(self, *, rules=None) -> bool | None:
        """Is it a working Vehicle (every required card under it, not destroyed)? None when the list is
        unknown (``punknaught_list="unknown"``). Rules: Cyberpunk CCG Equipment: Punknaught (CP-02)."""
        if self.destroyed:
            return False
        return punknaught_complete(self.counts(), rules=rules)

    @uses("punknaught_list")
    def movement(self, *, rules=None):
        """Its Movement: 1 once working, else None (no moving Vehicle yet; unknown if the list is)."""
        w = self.working(rules=rules)
        return 1 if w else None

    # ---------------------------------------------------------------- steps
    @uses("construction_tokens")
    def start_of_turn(self, *, owner_turn: bool, rules=None) -> Chassis:
        """The beginning of a turn: one construction token comes off (of every player's turn, or only of
        the owner's: reading ``construction_tokens``); a new Damage Control, no Techie Used yet.
        Rules: Cyberpunk CCG Equipment: Punknaught (CP-03)."""
        as_flag("owner_turn", owner_turn)
        off = self.tokens > 0 and (owner_turn or rules.construction_tokens == "every_turn")
        return replace(self, tokens=self.tokens - off, techies_used=0 if owner_turn else self.techies_used)

    def move_to(self, holder: Location | Runner) -> Chassis:
        """Move the Chassis to another card: refused while a construction token is left, or once
        destroyed. Where it may go is not printed (a Runner or a Location here).
        Rules: Cyberpunk CCG Equipment: Punknaught."""
        if self.destroyed:
            raise ValueError(f"the Chassis was destroyed with its Location ({_CITE})")
        if self.tokens:
            raise ValueError(f"the Chassis cannot be moved from its Location until it has no construction "
                             f"tokens left ({self.tokens} left; {_CITE})")
        if not isinstance(holder, Location | Runner):
            raise TypeError(f"holder must be a Location or a Runner card, not {type(holder).__name__}")
        return replace(self, holder=holder)

    def location_destroyed(self) -> Chassis:
        """Its Location is destroyed: so is the Chassis (while attached to a Location). The cards under
        it stay listed; what becomes of them is not printed. Rules: Cyberpunk CCG Equipment: Punknaught."""
        if not isinstance(self.holder, Location):
            raise ValueError("the Chassis is not on a Location now: a Location's loss does not touch it")
        return replace(self, destroyed=True)

    @uses("chassis_cards")
    def attach(self, equipment: Equipment, *, rules=None) -> Chassis:
        """Add an Equipment card to the Chassis (allowed at once, with tokens left). Under
        ``chassis_cards="techie_only"`` only a Techie's move adds cards: refused here.
        Rules: Cyberpunk CCG Equipment: Punknaught (CP-03)."""
        self._alive()
        if not isinstance(equipment, Equipment):
            raise TypeError(f"equipment must be an Equipment card, not {type(equipment).__name__}")
        if rules.chassis_cards == "techie_only":
            raise ValueError("equipment: under chassis_cards='techie_only' cards come under the Chassis "
                             f"only by a Techie's move in Damage Control ({_CITE})")
        return replace(self, cards=self.cards + (equipment,))

    @uses("chassis_techie_moves")
    def techie_move(self, equipment: Equipment, *, phase: str, rules=None) -> Chassis:
        """Use one of the owner's Techies, in the owner's Damage Control phase, to move a Vehicle or
        Heavy Weapon the owner controls (from a Runner or the Stash) under the Chassis. Refused in
        another phase, for another card, or (``chassis_techie_moves="one_per_phase"``) for a second
        Techie this phase. Rules: Cyberpunk CCG Equipment: Punknaught, Runner Roles: Techie (CP-03)."""
        self._alive()
        as_name("phase", phase, PHASES)
        if not isinstance(equipment, Equipment):
            raise TypeError(f"equipment must be an Equipment card, not {type(equipment).__name__}")
        if phase != "Damage Control":
            raise ValueError(f"phase: a Techie moves a card under the Chassis in Damage Control only, not in "
                             f"{phase} ({_CITE})")
        if not _moved_by_techie(equipment):
            raise ValueError(f"equipment: a Techie moves only a Vehicle or a Heavy Weapon, "
                             f"not {equipment.name!r} ({', '.join(equipment.attributes)}; {_CITE})")
        if rules.chassis_techie_moves == "one_per_phase" and self.techies_used:
            raise ValueError("a Techie was Used for the Chassis this Damage Control phase already "
                             f"(chassis_techie_moves='one_per_phase'; {_CITE})")
        return replace(self, cards=self.cards + (equipment,), techies_used=self.techies_used + 1)

    def _alive(self):
        if self.destroyed:
            raise ValueError(f"the Chassis was destroyed with its Location ({_CITE})")

    # ---------------------------------------------------------------- for a reader
    def as_table(self, title: str = "") -> Table:
        w = self.working()
        rows = [("attached to", f"{type(self.holder).__name__} {self.holder.name}"),
                ("construction tokens", self.tokens), ("can be moved", "yes" if self.can_move else "no"),
                ("cards under it", ", ".join(c.name for c in self.cards) or "none"),
                ("a working Vehicle", "unknown (list missing)" if w is None else "yes" if w else "no"),
                ("destroyed", "yes" if self.destroyed else "no")]
        return Table(title or "A Punknaught Chassis", ("", "value"), rows, cite=_CITE)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def place_chassis(location) -> Chassis:
    """Play the Punknaught Chassis: it must be attached to a Location, not a Runner; three construction
    tokens go on it. Rules: Cyberpunk CCG Equipment: Punknaught."""
    if isinstance(location, Runner):
        raise TypeError(f"location: the Punknaught Chassis must be attached to a Location, not a Runner "
                        f"({location.name!r}; {_CITE})")
    if not isinstance(location, Location):
        raise TypeError(f"location must be a Location card, not {type(location).__name__}")
    card("Punknaught Chassis")  # the printed card (data/cyberpunk_ccg/cards.csv)
    return Chassis(location)
