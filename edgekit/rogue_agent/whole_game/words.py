"""Words for a reader following a whole game of Rogue Agent (:mod:`.game`): the key to the state's
abbreviations, each Agent's key numbers, and who won and why.

Rules: Rogue Agent: End of the Game.
"""

from __future__ import annotations

from ...play import Scoreboard
from ..rules.scoring import winners

#: The key to the abbreviations of the state's text and its city picture (shown beside them).
LEGEND = ("A0, A1 ...: the Agents by seat; in the state: hp health, inf Influence, cr credits, fuel, ammo, "
          "clues, up the three upgrade tracks (weapon, car, skill: 'up410' is weapon 4, car 1, skill 0), "
          "custody the Criminals held; bag 3B 2K 5C: 3 Bomb, 2 Killer and 5 Criminal tokens in the bag; "
          "bombs (district, Bomb Timer); shown 1H 0A: Identification tokens revealed, Human and Android "
          "(Android mode); ANDROID: an exposed Android. On the city map: B1 a Bomb with Timer 1, K a Killer, "
          "C5 Criminal token 5, A0 Agent A0, Police the Police Squad, DESTROYED a destroyed district")

#: The key to the city map's marks, shown under the map itself (:meth:`.game.RogueAgentState.picture`).
MAP_KEY = ("B1 a Bomb with Bomb Timer 1, K a Killer, C5 Criminal token 5, A0 Agent A0 (seat 0), "
           "Police the Police Squad; a district on red is destroyed (Android mode)")


def key_html(text: str) -> str:
    """A key shown under a picture (the stepper shows no second one beside it)."""
    import html

    return (f"<p class='edgekit-legend' style='margin:2px 0;max-width:34em'><small><b>Key:</b> "
            f"{html.escape(text)}</small></p>")


_TIME = frozenset({"police", "ids", "draw", "place", "timer", "card"})   # set-up and the Time Phase


def key_numbers(s) -> Scoreboard:
    """Each Agent's Influence, health and Criminals in custody; a turn is the Time Phase or one Agent's
    Action Phase."""
    return Scoreboard({f"A{i}": {"Influence": a.influence, "health": a.health, "custody": len(a.custody)}
                       for i, a in enumerate(s.table.agents)}, round=s.round,
                      turn="time" if s.phase in _TIME else s.actor)


def verdict(g, s) -> str:
    """Who won and why, agreeing with the returns: the most final Influence (the marker, 1 per own
    Informant in the city, the syndicate bonuses), ties to more health, still tied a shared win."""
    if s.phase != "over":
        return ""
    sc = g.final_scores(s)
    parts = "; ".join(f"A{i} {x.total} ({x.influence} on the marker, {x.informants} Informants, "
                      f"{x.syndicates} syndicate bonus), health {x.health}" for i, x in enumerate(sc))
    cite = "(Rogue Agent: End of the Game)"
    if g.payoff == "influence":
        best = max(x.total for x in sc)
        top = [f"A{i}" for i, x in enumerate(sc) if x.total == best]
        each = ", ".join(f"A{i} {x.total}" for i, x in enumerate(sc))
        return (f"The returns are the final Influence: {each}; "
                f"{_and(top)} {'has' if len(top) == 1 else 'have'} the most, {best} {cite}. Final: {parts}.")
    w = winners(sc)
    best = sc[w[0]]
    tied = [i for i, x in enumerate(sc) if x.total == best.total]
    if len(w) == 1 and len(tied) == 1:
        rest = max(x.total for i, x in enumerate(sc) if i != w[0])
        why = f"the most final Influence, {best.total} to {rest}"
    elif len(w) == 1:
        others = ", ".join(f"A{i} {sc[i].health}" for i in tied if i != w[0])
        why = f"tied on {best.total} final Influence, first on health: {best.health} to {others} (Ties)"
    else:
        names = _and([f"A{i}" for i in w])
        return (f"Agents {names} share the win (1/{len(w)} each): tied on {best.total} final Influence and "
                f"{best.health} health {cite}. Final: {parts}.")
    return f"Agent A{w[0]} wins: {why} {cite}. Final: {parts}."


def _and(xs) -> str:
    xs = list(xs)
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]
