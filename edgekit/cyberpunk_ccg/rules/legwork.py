"""Legwork arithmetic: a Location's or Operation's M-Sec and E-Sec after Media, Rocker and Netrunner
abilities, and the fewest Runners that bring a security value to a target.

- Media (Credibility): raise M-Sec by the Media's Power; may exceed the printed value.
- Rocker (Charisma): lower M-Sec by the Rocker's Power, minimum 0.
- Netrunner (Interface): raise the E-Sec of one of your own cards by the Power, never above the
  printed value; or lower any card's E-Sec by the Power, minimum 0.

Each ability is one use of one Runner, applied in the order given: the floor at 0 and the
Netrunner ceiling apply at each use, so order can matter (a Rocker that drives M-Sec to 0 before
a Media raises it wastes the excess). Rules: Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ...display import Table
from .._check import MAX_CARDS, MAX_STAT, as_name, as_whole
from .roles import netrunner_esec

__all__ = ["ABILITIES", "Security", "security", "fewest_runners"]

ABILITIES = ("Media", "Rocker", "Netrunner raise", "Netrunner lower")


@dataclass(frozen=True)
class Security:
    """M-Sec and E-Sec after a sequence of Legwork abilities, with the step log."""

    m_sec: int
    e_sec: int
    printed_m_sec: int
    printed_e_sec: int
    steps: tuple[tuple[str, int, int, int], ...] = ()  # (ability, Power, M-Sec after, E-Sec after)

    def __post_init__(self):
        for f in ("m_sec", "e_sec", "printed_m_sec", "printed_e_sec"):
            as_whole(f, getattr(self, f), 0, MAX_STAT * (MAX_CARDS + 1))
        if not isinstance(self.steps, tuple):
            raise TypeError(f"steps must be a tuple of (ability, Power, M-Sec, E-Sec), not {self.steps!r}")

    # -- what a notebook shows (edgekit.display): the printed values, then one row per use
    def as_table(self, title: str = "") -> Table:
        """The Legwork step by step: the printed M-Sec and E-Sec, then each ability use in order with
        the values after it (the floor at 0 and the Netrunner ceiling applied at each use)."""
        rows = [("printed", None, self.printed_m_sec, self.printed_e_sec), *self.steps]
        return Table(title or f"Legwork: M-Sec {self.printed_m_sec} -> {self.m_sec}, "
                              f"E-Sec {self.printed_e_sec} -> {self.e_sec}",
                     ("ability", "Power", "M-Sec after", "E-Sec after"), rows,
                     cite="Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _uses(uses) -> list[tuple[str, int]]:
    if isinstance(uses, (str, bytes, Mapping)) or not isinstance(uses, Iterable):
        raise TypeError(f"uses must be a list of (ability, Power) pairs, not {uses!r}")
    out = []
    for u in uses:
        if not isinstance(u, tuple) or len(u) != 2:
            raise TypeError(f"each of uses must be an (ability, Power) pair such as ('Rocker', 3), not {u!r}")
        out.append((as_name("each ability in uses", u[0], ABILITIES),
                    as_whole("each Power in uses", u[1], 0, MAX_STAT)))
        if len(out) > MAX_CARDS:
            raise ValueError(f"uses may hold at most {MAX_CARDS} abilities")
    return out


def security(printed_m_sec: int, printed_e_sec: int, uses=()) -> Security:
    """The card's M-Sec and E-Sec after these ability uses, in order.

    ``uses`` are ``(ability, Power)`` pairs, ``ability`` one of :data:`ABILITIES`
    ("Netrunner raise" is the card owner's Netrunner; "Netrunner lower" anyone's).

    Rules: Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner.

    >>> security(3, 4, [("Rocker", 5), ("Media", 2), ("Netrunner lower", 3), ("Netrunner raise", 9)]).steps
    (('Rocker', 5, 0, 4), ('Media', 2, 2, 4), ('Netrunner lower', 3, 2, 1), ('Netrunner raise', 9, 2, 4))
    """
    pm = as_whole("printed_m_sec", printed_m_sec, 0, MAX_STAT)
    pe = as_whole("printed_e_sec", printed_e_sec, 0, MAX_STAT)
    m, e, log = pm, pe, []
    for ability, power in _uses(uses):
        if ability == "Media":
            m += power
        elif ability == "Rocker":
            m = max(0, m - power)
        else:
            e = netrunner_esec(e, pe, power, own_card=ability == "Netrunner raise")
        log.append((ability, power, m, e))
    return Security(m, e, pm, pe, tuple(log))


def fewest_runners(value: int, target: int, runners: Mapping[str, int], *, ability: str,
                   printed: int | None = None) -> tuple[str, ...] | None:
    """The fewest of these Runners whose ``ability`` takes a security ``value`` to ``target``.

    Lowering ("Rocker" on M-Sec, "Netrunner lower" on E-Sec) reaches any target at or below the
    value (0 included: the floor); raising ("Media" on M-Sec, "Netrunner raise" on E-Sec) reaches
    any target at or above it, a Netrunner never above ``printed`` (required for it). ``runners``
    maps each Runner's name to its Power. The strongest Runners are chosen first (ties by name),
    which gives the fewest: any k Runners that reach the target have a Power sum no greater than the
    k strongest. ``None`` when even all of them cannot; ``()`` when nothing is needed.

    Rules: Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner.
    """
    ability = as_name("ability", ability, ABILITIES)
    value = as_whole("value", value, 0, MAX_STAT)
    target = as_whole("target", target, 0, 2 * MAX_STAT * MAX_CARDS)
    if not isinstance(runners, Mapping):
        raise TypeError(f"runners must map each Runner's name to its Power, not {runners!r}")
    if len(runners) > MAX_CARDS:
        raise ValueError(f"runners may hold at most {MAX_CARDS} Runners")
    pool = sorted(((as_whole(f"runners[{as_name('each name in runners', k)!r}]", p, 0, MAX_STAT), k)
                   for k, p in runners.items()), key=lambda t: (-t[0], t[1]))
    lowering = ability in ("Rocker", "Netrunner lower")
    if ability == "Netrunner raise":
        if printed is None:
            raise ValueError("printed: a Netrunner cannot raise E-Sec above the printed value; give it")
        printed = as_whole("printed", printed, 0, MAX_STAT)
        if target > max(printed, value):
            return None
    elif printed is not None:
        as_whole("printed", printed, 0, MAX_STAT)
    if (lowering and target > value) or (not lowering and target < value):
        raise ValueError(f"target: {ability} {'lowers' if lowering else 'raises'} security, so target "
                         f"must be {'at most' if lowering else 'at least'} the value {value}, not {target}")
    need = value - target if lowering else target - value
    chosen, total = [], 0
    for p, name in pool:
        if total >= need:
            break
        chosen.append(name)
        total += p
    return tuple(chosen) if total >= need else None
