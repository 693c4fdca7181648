"""Events and a Sponsor's Used abilities: what the chapter prints about when they act, as behaviour.

Rules: Cyberpunk CCG Card Types: Events, Sponsors, Locations; Runner Roles: Cop (straightening);
registers CP-01, CP-11.

**Events** (printed): an Event is bought out of the hand (its cost paid in EB) to be played; its
abilities happen at once, unless the card says otherwise; it is then Burned (out of play). An Event
that names a phase is played in that phase only, "Any" in every phase but Straighten and Draw, and in
the appropriate phase of ANY player's turn. :func:`event_playable` and :func:`play_event` do exactly
that. Not printed (labelled, never guessed): every Event card's text (our chapter prints none), so an
Event's effect is the card's own text, kept as a label; an unknown cost is a sympy symbol.

**A Sponsor's Used abilities** (printed): some Sponsor abilities are always in effect; the others
name a phase, can be activated only in it, and require that the Sponsor be Used. A Used card stays
Used until its controller's Straighten phase (the chapter says so of a busted Runner). The Sponsor
gives its EB every turn. :class:`SponsorAbility` and :class:`SponsorUse` (a frozen value; each step
returns the next one) do exactly that. Not printed: whether taking the Sponsor's EB is the same Use
(the reading ``sponsor_use``: by default it is, as a Location is used to produce EB), and any limit
"once per Hit": the chapter prints that limit for the Solo's Combat Sense only, never for a Sponsor
(a Sponsor's limit is its Use, until it is straightened).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import sympy

from ...display import Table
from ...readings import uses
from .._check import MAX_STAT, as_flag, as_name, as_whole
from ..rules.timing import ANY, PHASES, phase_allows
from .model import Event, Sponsor

__all__ = ["event_playable", "play_event", "EventPlay", "SponsorAbility", "SponsorUse", "sponsor_use_table",
           "LEFT_OUT", "left_out"]

_EVENTS = "Cyberpunk CCG Card Types: Events"
_SPONSORS = "Cyberpunk CCG Card Types: Sponsors"


def event_playable(event: Event, phase: str) -> bool:
    """May ``event`` be played during ``phase`` (of any player's turn)? Its phase only, or with "Any"
    every phase but Straighten and Draw. Rules: Cyberpunk CCG Card Types: Events."""
    if not isinstance(event, Event):
        raise TypeError(f"event must be a Cyberpunk CCG Event card, not {type(event).__name__}")
    return phase_allows(event.phase, phase)


@dataclass(frozen=True)
class EventPlay:
    """An Event played: the EB left after buying it, when its abilities happen, and where it goes.

    ``eb_left`` is a sympy expression when the Event's cost is not printed (``cost[NAME]``);
    ``effect`` is the card's own text (none is printed in our chapter: then a label says so).
    Rules: Cyberpunk CCG Card Types: Events.
    """

    event: str
    phase: str
    eb_left: object
    resolves: str
    then: str
    effect: str

    def as_table(self, title: str = "") -> Table:
        return Table(title or f"Event played: {self.event}", ("", "value"), [
            ("played in", f"{self.phase} (any player's turn)"), ("EB left after buying it", self.eb_left),
            ("its abilities happen", self.resolves), ("then", self.then), ("effect", self.effect)],
            cite=_EVENTS)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def play_event(event: Event, *, phase: str, eb) -> EventPlay:
    """Play ``event`` in ``phase`` with ``eb`` EuroBucks in hand: bought (its cost paid), its abilities
    at once unless the card stipulates otherwise (``event.stipulated``), then Burned.

    ValueError if the phase does not allow it, or the EB does not cover a printed cost (an Event must be
    bought to be played). Rules: Cyberpunk CCG Card Types: Events.
    """
    if not event_playable(event, phase):
        allowed = ("every phase but Straighten and Draw" if event.phase == ANY
                   else f"the {event.phase} phase only")
        raise ValueError(f"phase: {event.name!r} can be played in {allowed}, not in {phase} ({_EVENTS})")
    eb = as_whole("eb", eb, 0, MAX_STAT)
    cost = event.cost if event.cost is not None else sympy.Symbol(f"cost[{event.name}]", nonnegative=True,
                                                                 integer=True)
    if event.cost is not None and eb < event.cost:
        raise ValueError(f"eb: {eb} EB cannot buy {event.name!r} (cost {event.cost}); an Event must be "
                         f"bought to be played ({_EVENTS})")
    resolves = ("at once" if not event.stipulated
                else f"as the card stipulates: {event.stipulated}")
    effect = event.abilities or "not printed (no Event card's text is in our chapter, CP-01): the card's own"
    return EventPlay(event.name, phase, eb - cost, resolves, "Burned (taken out of play)", effect)


@dataclass(frozen=True)
class SponsorAbility:
    """One Special Ability of a Sponsor: ``phase`` None means it is always in effect; a phase name
    (or "Any") means it can be activated only then, and requires that the Sponsor be Used.
    ``text`` is the card's own words (no Sponsor ability is printed in our chapter).
    Rules: Cyberpunk CCG Card Types: Sponsors."""

    text: str
    phase: str | None = None

    def __post_init__(self):
        as_name("text", self.text)
        if self.phase is not None:
            as_name("phase", self.phase, (ANY, *PHASES))

    @property
    def constant(self) -> bool:
        return self.phase is None

    def __str__(self) -> str:
        return f"{self.text} ({'always in effect' if self.constant else self.phase + ': Use the Sponsor'})"


@dataclass(frozen=True)
class SponsorUse:
    """A Sponsor in play between two of its controller's Straighten phases: ``used`` (turned), whether
    its EB was taken this turn, and the abilities activated. Each step returns the next value.

    Rules: Cyberpunk CCG Card Types: Sponsors, Locations; Runner Roles: Cop (straightening).
    """

    sponsor: Sponsor
    used: bool = False
    eb_taken: bool = False
    activated: tuple = ()

    def __post_init__(self):
        if not isinstance(self.sponsor, Sponsor):
            raise TypeError(f"sponsor must be a Cyberpunk CCG Sponsor card, "
                            f"not {type(self.sponsor).__name__}")
        as_flag("used", self.used)
        as_flag("eb_taken", self.eb_taken)

    @uses("sponsor_use")
    def take_eb(self, *, rules=None) -> SponsorUse:
        """Take the Sponsor's EB for this turn (once a turn). Under ``sponsor_use="shared"`` this
        Uses the Sponsor (refused if already Used); under "separate" it does not.
        Rules: Cyberpunk CCG Card Types: Sponsors (register CP-11)."""
        if self.eb_taken:
            raise ValueError(f"{self.sponsor.name}: its EB was taken this turn already (once every turn, "
                             f"{_SPONSORS})")
        if rules.sponsor_use == "shared":
            if self.used:
                raise ValueError(f"{self.sponsor.name} is Used: it straightens in its controller's "
                                 f"Straighten phase (sponsor_use='shared': the EB is taken by Using it)")
            return replace(self, used=True, eb_taken=True)
        return replace(self, eb_taken=True)

    def can_activate(self, ability: SponsorAbility, phase: str) -> bool:
        """May ``ability`` be activated now, in ``phase``? A phase ability needs its phase and an
        unused Sponsor; an always-on ability is never activated. Rules: Cyberpunk CCG Card Types: Sponsors."""
        if not isinstance(ability, SponsorAbility):
            raise TypeError(f"ability must be a SponsorAbility, not {type(ability).__name__}")
        return not ability.constant and not self.used and phase_allows(ability.phase, phase)

    def activate(self, ability: SponsorAbility, phase: str) -> SponsorUse:
        """Activate a phase ability: the Sponsor is Used (ValueError, naming the rule, if the ability is
        always in effect, the phase is another, or the Sponsor is already Used).
        Rules: Cyberpunk CCG Card Types: Sponsors."""
        if not isinstance(ability, SponsorAbility):
            raise TypeError(f"ability must be a SponsorAbility, not {type(ability).__name__}")
        as_name("phase", phase, PHASES)
        if ability.constant:
            raise ValueError(f"ability: {ability.text!r} is always in effect; it is never activated "
                             f"({_SPONSORS})")
        if not phase_allows(ability.phase, phase):
            raise ValueError(f"phase: {ability.text!r} can be activated only in {ability.phase}, not {phase} "
                             f"({_SPONSORS})")
        if self.used:
            raise ValueError(f"{self.sponsor.name} is Used: a phase ability requires Using it, and it "
                             f"straightens only in its controller's Straighten phase ({_SPONSORS})")
        return replace(self, used=True, activated=self.activated + (ability,))

    def straighten(self) -> SponsorUse:
        """Its controller's Straighten phase: the Sponsor is unused, and a new turn's EB can be taken.
        Rules: Cyberpunk CCG Runner Roles: Cop (straightening), Card Types: Sponsors."""
        return SponsorUse(self.sponsor)

    def as_table(self, title: str = "") -> Table:
        return Table(title or f"Sponsor {self.sponsor.name}", ("", "value"), [
            ("Used", "yes" if self.used else "no"), ("EB taken this turn", "yes" if self.eb_taken else "no"),
            ("abilities activated", "; ".join(a.text for a in self.activated) or "none")], cite=_SPONSORS)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


@uses("sponsor_use")
def sponsor_use_table(sponsor: Sponsor, abilities, *, rules=None) -> Table:
    """For a reader: after taking the Sponsor's EB, may each of its ``abilities`` still be activated in
    its phase this turn (before the next Straighten)? Rules: Cyberpunk CCG Card Types: Sponsors."""
    if isinstance(abilities, (str, bytes)) or not isinstance(abilities, (tuple, list)):
        raise TypeError(f"abilities must be a list of SponsorAbility, not {abilities!r:.60}")
    after = SponsorUse(sponsor).take_eb(rules=rules)
    rows = []
    for a in abilities:
        if not isinstance(a, SponsorAbility):
            raise TypeError(f"abilities: each is a SponsorAbility, not {a!r:.60}")
        if a.constant:
            rows.append((a.text, "always in effect", "in effect (never activated)"))
        else:
            phase = a.phase if a.phase != ANY else "Legwork"
            ok = after.can_activate(a, phase)
            rows.append((a.text, a.phase, "yes" if ok else "no: the Sponsor is Used"))
    return Table(f"{sponsor.name}: its abilities after taking its EB (sponsor_use={rules.sponsor_use})",
                 ("ability", "timing", "can be activated this turn"), rows, cite=_SPONSORS)


#: What the chapter leaves out of Events, Sponsors' Used abilities and the Punknaught's Chassis, and how
#: edgekit takes each: (what, how it is taken here, register).
LEFT_OUT = (
    ("the turn: its phases' order, Hits, Runs, skirmishes, victory", "not modelled: no whole game "
     "(only the phase names the chapter uses; their order is the fan sheet's, for display)", "CP-01, CP-11"),
    ("every Event card's text", "the card's own words, kept as a label; an unknown cost is a symbol",
     "CP-01"),
    ("every Sponsor's abilities", "SponsorAbility values the reader gives (text, and a phase or none)",
     "CP-01"),
    ("whether taking the Sponsor's EB is the Use its phase abilities need", "reading sponsor_use "
     "(default: the same Use)", "CP-11"),
    ("'once per Hit' for a Sponsor", "not printed (only the Solo's Combat Sense has it): a Sponsor's limit "
     "is its Use, until its controller's Straighten phase", "-"),
    ("the Punknaught's list of required cards", "reading punknaught_list (default: the minimum build "
     "the next sentence names)", "CP-02"),
    ("whose turn takes a construction token off", "reading construction_tokens", "CP-03"),
    ("how Armor and Lift come under the Chassis", "reading chassis_cards (default: attached as "
     "Equipment)", "CP-03"),
    ("how many Techies may move cards under the Chassis in one Damage Control", "reading "
     "chassis_techie_moves (default: each Techie once)", "CP-03"),
    ("where a freed Chassis may go; the cards under a destroyed one", "a Runner or a Location; the cards "
     "stay listed, their fate unknown", "CP-02"),
)


def left_out() -> Table:
    """What the chapter leaves out of Events, Sponsors' Used abilities and the Punknaught, and how
    edgekit takes each (:data:`LEFT_OUT`). Rules: Cyberpunk CCG Card Types: Events, Sponsors;
    Equipment: Punknaught."""
    return Table("What the chapter leaves out of Events, Sponsors' abilities and the Punknaught",
                 ("left out", "taken here as", "register"), LEFT_OUT,
                 cite="Cyberpunk CCG Card Types: Events, Sponsors; Equipment: Punknaught")
