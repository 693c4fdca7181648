"""Movement in the whole game (:mod:`.game`): one Movement action, played step by step by its mover.

Rules: Rogue Agent: Action Phase: Movement; Hire; Investigate; Justice; Agent Board (Health);
Android Mode: Movement.

A Movement action takes the Agent up to 2 districts away (3 with the Engine upgrade), each step into a
district that shares a side with the last, never entering one district twice in the same action. Hire
and Investigate may interrupt it; a Justice action may not (nor, the book listing only those two, any
other action). The first movement is free and each further one costs 1 fuel; which "movement" is
free is the reading ``movement_fuel`` (RA-12): "first_step_free" (the turn's first step free, every
further step 1 fuel: the Engine lengthens a Movement but saves no fuel) or "first_action_free" (the
turn's first Movement free, every further Movement 1 fuel, paid on its first step, whatever its
length).

How the route is chosen is the mover's decision, one step at a time: a ``MOVE(k)`` in the Action
Phase (phase "act") begins a Movement with a step into district ``k``; while the Movement can go on
the game waits in phase "move", where the mover steps on (``MOVE(k)``), hires or investigates where it
stands, or ends the Movement (``MOVE_STOP``, the id of ``END``, meant so there). Why steps and not one
action per route: Thugs are fought on entering each precinct (with the player's choice of ammo, phase
"ammo") before the Agent may move on, Hire and Investigate may come between two steps, and the routes
of a city (a parameter) would need thousands of fixed action ids. A Movement ends by itself when no
further step is open (its length reached, no fuel, every neighbour entered), and at the Hospital,
which ends the Action Phase. The start was not entered during the action, so a route may come back
to it once (the printed words forbid entering a location twice, and only that).
"""

from __future__ import annotations

from ...exact import as_flag
from ..city.graph import City
from .ids import HIRE, INVESTIGATE, MOVE_STOP
from .phases import _NEW, _SET, Agent, replace

__all__ = ["MOVE_STOP", "length_limit", "step_cost", "next_steps", "step_ids", "legal", "step", "settle",
           "stop", "step_toward", "ENGINE_STEPS", "STEPS", "movement_routes"]

#: Districts one Movement action may cover, without and with the Engine (Movement).
STEPS, ENGINE_STEPS = 2, 3


def _engine(g, a) -> bool:
    track, pos = g._symbol["engine"]
    at = getattr(a, track)
    return any(at >= p for p in pos)


def length_limit(g, a) -> int:
    """Districts Agent ``a``'s Movement action may cover: 2, or 3 with the Engine."""
    return ENGINE_STEPS if _engine(g, a) else STEPS


def step_cost(g, a, going_on: bool) -> int:
    """Fuel for Agent ``a``'s next step: ``going_on`` True for a step of the Movement under way, False
    for the first step of a new Movement (reading ``movement_fuel``)."""
    if g._first_step_free:
        return 0 if a.steps == 0 else 1
    if going_on:
        return 0
    return 0 if a.moves == 0 else 1


def next_steps(g, s, going_on: bool) -> tuple[int, ...]:
    """The districts (indices) the actor may step into now: beginning a Movement (``going_on`` False)
    or going on with the one under way (True: not past its length, never a district entered in it)."""
    return _next_from(g, s.table.agents[s.actor], going_on)


def _next_from(g, a, going_on: bool) -> tuple[int, ...]:
    """:func:`next_steps` of Agent ``a``."""
    if going_on and len(a.route) >= length_limit(g, a):
        return ()
    if step_cost(g, a, going_on) > a.fuel:
        return ()
    out = g._nbr[a.pos]   # the neighbours' indices, in the order of city.neighbours
    return tuple(d for d in out if d not in a.route) if going_on else out


def step_ids(g, s, going_on: bool) -> tuple[int, ...]:
    """:func:`next_steps` as ``MOVE`` action ids (beginning a Movement: the game's ids of the
    neighbours, made once per game)."""
    if going_on:
        ids = g._move_id   # MOVE(d) of every district index d
        return tuple(ids[d] for d in next_steps(g, s, True))
    a = s.table.agents[s.actor]
    return () if step_cost(g, a, False) > a.fuel else g._move_ids[a.pos]


def legal(g, s, act_legal) -> tuple[int, ...]:
    """The mover's choices in phase "move": a further step, Hire or Investigate where it stands (the
    two actions that may interrupt a Movement; ``act_legal`` is what the Action Phase would allow here,
    Hire under the Movement's own limit), or ``MOVE_STOP``."""
    out = [MOVE_STOP, *step_ids(g, s, True)]
    out += [x for x in (HIRE, INVESTIGATE) if x in act_legal]
    return tuple(sorted(out))


def step(g, s, d: int):
    """A step into district ``d``: the fuel, then the Thugs there (:func:`.actions.entered`, with the
    player's ammo choice, phase "ammo", first); a step from phase "act" begins a new Movement."""
    t, i = s.table, s.actor
    a = t.agents[i]
    going_on = s.phase == "move"
    cost = step_cost(g, a, going_on)
    route = a.route + (d,) if going_on else (d,)
    # the Thugs of d (economy.thug_wounds; what they read of the Agent, exposed and Armor, the step does
    # not change): none in a district without Thugs that is not destroyed
    if g._thugs[d] == 0 and d not in t.destroyed:
        left = sure = 0
    else:
        from . import economy as eco

        left, sure = eco._thugs_left(g, t, i, d)
    moved = a.__dict__.copy()   # (a copy of the Agent's fields: replace(a, **moved) below)
    moved.update(pos=d, fuel=a.fuel - cost, steps=a.steps + 1, route=route,
                 moves=a.moves + (0 if going_on else 1))
    a = _agent(moved)   # (its fields are ``moved``: still ours to change until it is placed below)
    if left == 0 and sure == 0:   # no wound, no ammo to spend: the Movement goes on or ends here
        if not _next_from(g, a, True):   # (settle, then stop: one copy of the Agent, the table, the state)
            moved["route"], phase = (), "act"
        else:
            phase = "move"
        return replace(s, phase=phase, pending=(), table=replace(t, agents=_with(t.agents, i, a)))
    t = replace(t, agents=_with(t.agents, i, a))
    most = min(left, a.ammo)
    if most:  # how much ammo against the Thugs: the player's choice
        return replace(s, phase="ammo", pending=("ammo", most, "thugs", d), table=t)
    from .actions import entered

    return entered(g, s, d, 0, table=t)   # (entered ends in phase "act" with no pending)


def _with(agents: tuple, i: int, a) -> tuple:
    return agents[:i] + (a,) + agents[i + 1:]


def _agent(fields: dict):
    """An Agent of ``fields`` (all of them: a changed copy of an Agent's), as :func:`.phases.replace`
    makes it."""
    a = _NEW(Agent)
    _SET(a, "__dict__", fields)
    return a


def settle(g, s, table=None):
    """After a step's Thugs (the Agent still standing): the Movement goes on (phase "move") while a
    further step is open, else it ends (phase "act"). ``table``: the table now, when ``s`` still holds
    the one before the Thugs (one copy of the state is made)."""
    t = s.table if table is None else table
    a = t.agents[s.actor]
    if a.route and _next_from(g, a, True):
        return replace(s, phase="move", pending=(), table=t)
    return stop(g, s, t)


def stop(g, s, table=None):
    """The Movement ends where the Agent stands (phase "act"); ``table`` as in :func:`settle`."""
    t, i = s.table if table is None else table, s.actor
    a = t.agents[i]
    if a.route:
        a = replace(a, route=())
        t = replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:])
    return replace(s, phase="act", pending=(), table=t)


def step_toward(g, s, targets, ok=None) -> int | None:
    """A legal step (a ``MOVE`` id of ``s.legal_actions()``) that brings the actor closer to the nearest of
    ``targets`` (district indices; ties: the lowest index), the first such neighbour in the order of
    ``city.neighbours``; None when none does or the actor is there. The named players' walk
    (:mod:`.policies`, :func:`.android.choose`). ``ok(x)``: whether id ``x`` is legal at ``s`` (by
    default looked up in ``s.legal_actions()``)."""
    if not targets:
        return None
    here = s.table.agents[s.actor].pos
    hops = g._hops   # shortest-path lengths between district indices (networkx, once per game)
    near = hops[here]
    best = min(targets, key=lambda d: (near[d], d))
    if best == here:
        return None
    if ok is None:
        ok = s.legal_actions().__contains__
    ids = g._move_id   # MOVE(d) of every district index d
    far = near[best]
    for n in g._nbr[here]:   # the neighbours by name, as city.neighbours lists them
        if hops[n][best] < far and ok(ids[n]):
            return ids[n]
    return None


def movement_routes(city: City, start: str, *, engine: bool = False) -> tuple[tuple[str, ...], ...]:
    """Every route one Movement action can take from ``start``: the districts entered, in order, 1 to 2
    of them (3 with the Engine), each sharing a side with the last, none entered twice (``start`` was
    not entered during the action, so a route may come back to it once). Thugs, fuel and the Hospital
    aside; the whole game offers exactly these, step by step (phase "move").

    >>> from edgekit.rogue_agent import rhine_city, HEADQUARTERS
    >>> len(movement_routes(rhine_city(), HEADQUARTERS)) > len(rhine_city().neighbours(HEADQUARTERS))
    True

    Rules: Rogue Agent: Action Phase: Movement.
    """
    if not isinstance(city, City):
        raise TypeError(f"city must be a City (from rhine_city()), not {type(city).__name__}")
    city.check(start, "start")
    limit = ENGINE_STEPS if as_flag("engine", engine) else STEPS
    out = []

    def walk(at, route):
        if route:
            out.append(route)
        if len(route) < limit:
            for n in city.neighbours(at):
                if n not in route:
                    walk(n, route + (n,))

    walk(start, ())
    return tuple(out)
