"""The Rip played roll by roll inside the whole game (the game option ``rip_steps="rolls"``).

Rules: Edge City 11.6, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1, 8.5.2.

:func:`edgekit.edge_city.game` plays a Rip either as one chance step whose odds are
:func:`~edgekit.edge_city.rip_outcomes` (``rip_steps="whole"``) or, here, one Win Roll at a time
(``rip_steps="rolls"``): each step is one roll of two dice in one zone of the Rip Track, with its
W, the exact odds of where the pawn goes and the rule cited. The pawn moves by the one Rip state
machine, :func:`~edgekit.edge_city.rip_machine` (the machine :func:`~edgekit.edge_city.rip_game`
and :func:`~edgekit.edge_city.rip_outcomes` drive too), with the Ripper's cards as
:func:`~edgekit.edge_city.cards.rules.rip_inputs` gives them; composing the roll steps gives
exactly :func:`~edgekit.edge_city.rip_outcomes` (:func:`rip_end_odds`; tests check it).

Decisions the rulebook leaves to the Ripper inside a Rip are the player's: under the reading
``second_chance="optional"`` (EC-11) the player takes the second Stealth roll after a won Defend
roll, or stops (the Rip ends, COOL kept), as in :func:`~edgekit.edge_city.rip_game`; the named
policies stop exactly when the roll can no longer lead to success (:func:`sensible`, how
``rip_outcomes`` reads the option). A Super Secret success's DP or iT card (11.6.3) stays the
game's own ``reward`` decision.

8.5.2: a card used in the Rip (:func:`~edgekit.edge_city.cards.rules.used_in`, and the Defend Tech
of :func:`defend_cards`) is discarded when a Win Roll of the Rip shows one of its printed totals;
which of the Rip's rolls decides is the reading ``rip_discard_roll`` (default: the first Stealth Win
Roll the card adds to; a Defend card, which adds to no Stealth roll, by the first Defend Win Roll of
its trait's space under either option, each Defend roll being a Defend Combat, 11.5.2). The card
leaves at the Rip's end, so the Rip's Win Numbers stay those of ``rip_outcomes``.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from types import MappingProxyType

from ...play import Turn
from ...play.core import replaced
from ..rip.game import _CITE, _DESTS, _END_WORDS, _ID
from ..rip.odds import OUTCOMES, START, _special, rip_machine
from ..rules.win import FAIL, STATUSES, TWELVE, WIN, _event, two_dice, win_probability
from . import cards as gc
from . import deck as gd
from .actions import DONE, TAKE

ROLL, CHOICE = "rip_roll", "rip_choice"
PHASES = frozenset({ROLL, CHOICE})
CHANCE_PHASES = frozenset({ROLL})
RIP_STEPS = ("rolls", "whole")
TAKE_ROLL, STOP = TAKE, DONE   # the second chance: take the Stealth roll, or stop
N = len(_DESTS)   # a roll's outcome id: destination + N x the bit mask of used cards it discards
_START = _ID[START]   # the id of the Rip Track's first zone (every Rip starts there)


def check_rip_steps(rip_steps) -> str:
    """``rip_steps`` checked: "rolls" or "whole"."""
    if not isinstance(rip_steps, str):
        raise TypeError(f"rip_steps must be 'rolls' or 'whole', not {rip_steps!r}")
    if rip_steps not in RIP_STEPS:
        raise ValueError(f"rip_steps must be 'rolls' or 'whole', not {rip_steps!r}")
    return rip_steps


def outcome_bound(g) -> int:
    """An upper bound on a roll's outcome id: the used cards are distinct names that can be discarded."""
    cat = g.cards.catalogue
    n = sum(1 for c in g.cards.names if cat[c].discard and cat[c].kind in ("tech", "ally"))
    return N << n


def configure(g, rip_steps) -> None:
    """Set the game's ``rip_steps`` (checked) and, for "rolls", its OpenSpiel bounds and options."""
    g._configure(rip_steps=check_rip_steps(rip_steps),
                 options=MappingProxyType({**g.options, "rip_steps": rip_steps}))
    if rip_steps == "rolls":   # a Rip: at most 8 Win Rolls and 4 second chances (attempts, 11.6.5)
        g._configure(max_chance_outcomes=max(g.max_chance_outcomes, outcome_bound(g)),
                     max_game_length=g.max_game_length + g.rounds * g.players * 12)


def defend_cards(g, held) -> tuple:
    """The Defend Tech held that a Rip's Defend Win Roll may discard (8.5.2, 11.5.2): each distinct
    Defend card printing discard totals (one copy of a double, 10.3.1), in name order.

    Rules: Edge City 8.5.2, 11.5.2, 11.5.3.2, 10.3.1.
    """
    key = ("defend cards", held)   # kept on the game per cards held (asked at every Rip)
    got = g._cache.get(key)
    if got is None:
        cat = g.cards.catalogue
        got = g._keep(key, lambda: tuple(n for n in sorted(set(held)) if cat[n].kind == "tech"
                                         and cat[n].tech_type == "defend" and cat[n].discard))
    return got


def start(g, s, rip_type, k, **also):
    """A Rip begins (:func:`~edgekit.edge_city.whole_game.cards.start_rip`), whole or roll by roll (the
    pawn on the Real Space Stealth Zone); the Defend cards it may use join the cards a Win Roll may
    discard (:func:`defend_cards`); ``also``: other fields of the state changed with it."""
    rs, pat, used = gc.start_rip(g, s, rip_type)
    used += defend_cards(g, rs[s.player].cards)
    if getattr(g, "rip_steps", "whole") != "rolls":   # the whole-Rip step (begin), in one copy of the state
        return replaced(s, rippers=rs, phase="rip", pending=(rip_type, k, pat), used=used, **also)
    return replaced(s, rippers=rs, phase=ROLL, pending=(rip_type, k, pat, _START, 0, 0), used=used,
                    **also)


def machine(g, s):
    """The Rip Track of the Rip under way (cached on the game): :func:`~edgekit.edge_city.rip_machine`
    with the second chance always taken (the choice is played in the game)."""
    t, k, pat = s.pending[:3]
    r = s.rippers[s.player]
    key = ("rip machine", s.player, r.level, t, k, pat, r.cards)   # what rip_inputs reads
    got = g._cache.get(key)
    if got is not None:
        return got

    def made():
        inputs = gc.rip_inputs(g, s, pat)
        return g._keep(("rip machine of", r.level, t, k, tuple(sorted(inputs.items()))),   # all it depends on
                       lambda: rip_machine(STATUSES[r.level], t, previous_attempts=k, **inputs,
                                           rules=g.rules.replace(second_chance="compulsory")))
    return g._keep(key, made)


def _deciding(g, s, z) -> int:
    """Bit mask of the used cards whose discard this roll decides (reading ``rip_discard_roll``; a
    Defend card: the first Defend roll of its trait's space, :func:`defend_cards`)."""
    return _deciding_of(g, s.used, s.pending[4], z) if s.used else 0


def _deciding_of(g, used, decided, z) -> int:
    """:func:`_deciding` for the used cards ``used`` and the mask ``decided`` of those already decided."""
    cat, out = g.cards.catalogue, 0
    for b, n in enumerate(used):
        if decided >> b & 1:
            continue
        trait = cat[n].trait
        here = trait == "both" or (trait == "SWAT") == (z.space == "real")
        if cat[n].kind == "tech" and cat[n].tech_type == "defend":
            hit = z.zone == "defend" and here
        elif z.zone != "stealth":
            hit = False
        else:
            hit = z == START if g.rule("rip_discard_roll") == "first_roll" else here
        out |= hit << b
    return out


def chance(g, s):
    """The exact odds of one Win Roll of the Rip: destination id + N x the cards it discards."""
    r = s.rippers[s.player]
    fast = ("rip roll at", s.player, r.level, s.pending[:5], r.cards, s.used)   # all it depends on
    got = g._cache.get(fast)
    if got is not None:
        return got
    z = _DESTS[s.pending[3]]
    m = machine(g, s)
    deciding = _deciding(g, s, z)
    cat = g.cards.catalogue
    totals = tuple((b, cat[n].discard) for b, n in enumerate(s.used) if deciding >> b & 1)
    # the roll's odds depend on the track only through W here, whether a 12 is special and where each
    # event sends the pawn (RipMachine.event, .next): kept by those, they are shared by many Rips
    w, special = m.w(z), _special(m.track).special
    dests = tuple(_ID[m.next(z, e)] for e in ((WIN, FAIL, TWELVE) if special else (WIN, FAIL)))
    key = ("rip roll", w, special, dests, totals)
    got = g._cache.get(key)
    if got is None:
        to = dict(zip((WIN, FAIL, TWELVE), dests))
        got = two_dice().map(lambda t: to[_event(t, w, special)]
                             + N * sum(1 << b for b, ts in totals if t in ts))
        if len(g._cache) < 50000:
            g._cache[key] = got
    if len(g._cache) < 50000:
        g._cache[fast] = got
    return got


def legal(g, s) -> tuple:
    return (TAKE_ROLL, STOP)


def finish(g, s, end: str, mask: int):
    """The Rip ends in ``end``: the used cards of ``mask`` are discarded (8.5.2), then the game's
    own end of a Rip (the ``rip`` step's outcome) takes over."""
    t, k = s.pending[:2]
    return g._rip_end(s, gc.drop_used(g, s, mask), t, k, OUTCOMES.index(end), ())


def apply(g, s, a):
    t, k, pat, zi, decided, mask = s.pending
    if s.phase == CHOICE:
        if a == STOP:
            return finish(g, s, "failed_cool", mask)
        return replaced(s, phase=ROLL)
    z = _DESTS[zi]
    decided |= _deciding(g, s, z)
    dest, mask = _DESTS[a % N], mask | a // N
    if isinstance(dest, str):
        return finish(g, s, dest, mask)
    offer = z.zone == "defend" and g.rule("second_chance") == "optional"
    return replaced(s, phase=CHOICE if offer else ROLL, pending=(t, k, pat, _ID[dest], decided, mask))


def run(g, s, rng, budget: int) -> tuple:
    """(state, steps): the Rip's Win Rolls from roll state ``s`` drawn one after another, each from
    its Weights (``chance_weights().draw(rng)``) and applied as :func:`apply` applies it, up to
    ``budget`` rolls, to the Rip's end, a second chance (the player's decision) or the budget; the
    states between the rolls are not built (the fast path's ``_chance_run``; tests/edge_city hold it to
    step-by-step play)."""
    t, k, pat, zi, decided, mask = s.pending
    rolls = _rolls(g, s)
    optional = g.rule("second_chance") == "optional"
    below = _below(rng)
    steps = 0
    while steps < budget:
        got = rolls.get(zi + N * decided)   # an int key: no tuple built and hashed per roll
        if got is None:
            got = _roll(g, s, rolls, zi, decided, mask)
        outcomes, running, total, decided = got
        a = outcomes[bisect_right(running, below(total))]   # Weights.draw
        steps += 1
        to, mask = a % N, mask | a // N   # the destination's id (_ID[_DESTS[to]] is to)
        dest = _DESTS[to]
        if isinstance(dest, str):   # the Rip ends: settled as one step from s (its Rippers unchanged)
            return gd.settle(g, s, finish(g, s, dest, mask)), steps
        if optional and _DESTS[zi].zone == "defend":
            return replaced(s, phase=CHOICE, pending=(t, k, pat, to, decided, mask)), steps
        zi = to
    return replaced(s, pending=(t, k, pat, zi, decided, mask)), steps


def _rolls(g, s) -> dict:
    """The Rip's rolls as :func:`run` draws them: {zone id + N x the mask of the used cards' discards
    already decided (an int: no tuple per roll): (the roll's Weights' outcomes, running totals and
    total, that mask after the roll)}. A roll's odds (:func:`chance`) depend on the Rip's track (its
    Win Numbers and rules: :func:`machine`), the zone and the used cards whose discard it decides, so
    one table serves every Rip of that track and those used cards; it is found once per Rip by all the
    track depends on (the Ripper's seat, Status and cards, the Rip's type, earlier attempts and
    Patron) and the used cards, so no roll hashes the track."""
    r = s.rippers[s.player]
    key = ("rip rolls", s.player, r.level, s.pending[:3], r.cards, s.used)
    got = g._cache.get(key)
    if got is None:
        head = (machine(g, s).track, s.used)
        got = g._by_roll.get(head)
        if got is None:
            if len(g._by_roll) >= 20000:
                g._by_roll.clear()
            got = g._by_roll[head] = {}
        if len(g._cache) < 50000:
            g._cache[key] = got
    return got


def _roll(g, s, rolls, zi, decided, mask) -> tuple:
    """An entry of :func:`_rolls` worked out (the Weights of the roll state, as chance_weights gives)."""
    w = g._weights(replaced(s, pending=(*s.pending[:3], zi, decided, mask)))
    after = decided | _deciding_of(g, s.used, decided, _DESTS[zi]) if s.used else decided
    got = rolls[zi + N * decided] = (w.outcomes, w.running, w.total, after)
    return got


def _below(rng):
    """``rng.randrange`` for Weights.draw; for a ``random.Random`` its ``_randbelow``, which
    ``randrange(n)`` returns for every whole ``n`` >= 1 (the same draw, without randrange's checks of
    its arguments, a tenth of a Rip roll's time)."""
    return rng._randbelow if type(rng) is random.Random else rng.randrange


def sensible(g, s) -> int:
    """The named policies' choice at a second chance: take the roll exactly when it can still lead
    to success (how :func:`~edgekit.edge_city.rip_outcomes` reads ``second_chance="optional"``)."""
    m, z = machine(g, s), _DESTS[s.pending[3]]
    key = ("rip can succeed", m.track, z)
    got = g._cache.get(key)
    if got is None:
        got = g._cache[key] = m.procedure().solve(z).outcome.prob("success") != 0
    return TAKE_ROLL if got else STOP


def turn(g, s) -> Turn:
    who, r = f"P{s.player}", s.rippers[s.player]
    t, k = s.pending[:2]
    z = _DESTS[s.pending[3]]
    space = "Real" if z.space == "real" else "Data"
    rip = f"{t.replace('_', ' ')} Rip as {STATUSES[r.level]}"
    if s.phase == CHOICE:
        return Turn(who, f"{rip}: second chance in {space} Space: roll Stealth again, or stop",
                    "Edge City 11.5.4.3 (reading second_chance=optional, EC-11)")
    info = machine(g, s).info[z.key]
    probs = {"R": info["R"], "W": info["W"], "P(win)": win_probability(info["W"], rules=g.rules)}
    cite = _CITE[z.space] + (", 11.5.4.3" if z.zone == "defend" else "") + ", 8.4, 8.5.1"
    notes = ["this Table 1.0 cell is reconstructed" if info["source"] == "reconstructed" else "",
             f"{k} previous attempt(s) here: cumulative -{k} (11.6.5)" if k else ""]
    dec = [n for b, n in enumerate(s.used) if _deciding(g, s, z) >> b & 1]
    if dec:
        cite += ", 8.5.2"
        notes.append(f"this roll also decides the discard of {', '.join(dec)} (8.5.2, reading "
                     f"rip_discard_roll={g.rules.rip_discard_roll})")
    return Turn(who, f"{rip}: {z.zone.title()} Win Roll in {space} Space ({z})", cite, info["W"],
                MappingProxyType(probs), "; ".join(n for n in notes if n))


def label(g, s, a) -> str:
    if s.phase == CHOICE:
        return {TAKE_ROLL: "take the second chance", STOP: "stop: the Rip ends, COOL kept"}[a]
    z, dest = _DESTS[s.pending[3]], _DESTS[a % N]
    if isinstance(dest, str):
        words = _END_WORDS[dest]
    elif z.zone == "defend":
        words = "win: back to the Stealth Zone"
    else:
        words = "win: into Data Space" if dest.space == "data" and z.space == "real" else \
            "fail: to the Defend Zone"
    gone = [n for b, n in enumerate(s.used) if a // N >> b & 1]
    return words + (f"; discarded: {', '.join(gone)}" if gone else "")


def rip_end_odds(g, s, choose=None):
    """Exact distribution of how the Rip under way ends, composed from its roll steps: a mapping
    ``(end, discarded card names) -> probability`` (end as in
    :data:`~edgekit.edge_city.OUTCOMES`). ``s`` is a state in a Rip's roll or choice phase;
    ``choose(state) -> action`` plays a second chance (default :func:`sensible`).

    Rules: Edge City 11.6.5, 11.5.4.3, 8.5.2.
    """
    from ...play.core import State
    if not isinstance(s, State) or getattr(s, "phase", None) not in PHASES:
        raise ValueError(f"s must be a game state inside a Rip played roll by roll, not {s!r}")
    choose = choose or (lambda x: sensible(g, x))
    out: dict = {}

    def walk(x, p):
        if x.phase == CHOICE:
            a = choose(x)
            if a == STOP:
                key = ("failed_cool", _names(x, x.pending[5]))
                out[key] = out.get(key, 0) + p
                return
            return walk(replaced(x, phase=ROLL), p)
        d = chance(g, x)
        for o in d.outcomes():
            dest = _DESTS[o % N]
            if isinstance(dest, str):
                key = (dest, _names(x, x.pending[5] | o // N))
                out[key] = out.get(key, 0) + p * d.prob(o)
            else:
                walk(apply(g, x, o), p * d.prob(o))

    walk(s, 1)
    return MappingProxyType(out)


def _names(s, mask) -> tuple:
    return tuple(n for b, n in enumerate(s.used) if mask >> b & 1)
