"""Nothing edgekit returns can be changed so that a later call answers differently (issue 19).

A mutation harness: for each public result type and each game of the play layer, it tries
assignments to attributes, ``del``, and ``.clear()`` / ``[k] = v`` / ``del [k]`` / ``.append`` on
container attributes. Each attempt must either be refused (TypeError or AttributeError) or leave
every later identical call with the same result as before (``observe`` run on a fresh subject
from the same call gives the same fingerprint).

Run as a script for the counts the issue asks for::

    PYTHONPATH=$PWD python tests/test_immutability.py
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, MutableMapping, MutableSequence, MutableSet
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pytest

from edgekit import matrix as mx
from edgekit.edge_city import game as edge_city_game
from edgekit.edge_city import rip_game, rip_outcomes
from edgekit.play import outcome, play
from edgekit.rogue_agent import bomb_game
from edgekit.rogue_agent import game as rogue_agent_game

REFUSED = (TypeError, AttributeError)


@dataclass(frozen=True)
class Attempt:
    """One mutation: ``make()`` a subject (the call under test), ``mutate`` it, then ``observe``
    (a later identical call) must give the fingerprint an untouched subject gives."""

    id: str
    make: Callable[[], Any]
    mutate: Callable[[Any], None]
    observe: Callable[[Any], Any]


def _fingerprint(f: Callable[[], Any]) -> Any:
    try:
        return ("ok", f())
    except Exception as e:  # noqa: BLE001 - a later call that now fails is a changed result
        return ("raises", type(e).__name__)


_BEFORE: dict = {}  # (make, observe) -> the fingerprint of an untouched subject (computed once)


def run(a: Attempt) -> str:
    """"refused", "harmless" (went through, later results the same), "changed", or "error" (the
    mutation failed with another exception: a cache changed by an earlier attempt)."""
    key = (a.make, a.observe)
    if key not in _BEFORE:
        _BEFORE[key] = _fingerprint(lambda: a.observe(a.make()))
    before = _BEFORE[key]
    subject = a.make()
    try:
        a.mutate(subject)
    except REFUSED:
        return "refused"
    except Exception:  # noqa: BLE001
        return "error"
    after = _fingerprint(lambda: a.observe(subject))
    again = _fingerprint(lambda: a.observe(a.make()))  # a fresh call after the mutation (caches)
    return "harmless" if before == after == again else "changed"


# ------------------------------------------------------------------ observations
def _walk(g, steps: int = 60) -> tuple:
    """A seeded walk of at most ``steps`` steps through the state API (cheaper than a logged play)."""
    rng = random.Random(3)
    s = g.new_initial_state()
    for _ in range(steps):
        if s.is_terminal:
            return (str(s), s.returns())
        if s.is_chance:
            d = s.chance_outcomes()
            outs = sorted(d.outcomes())
            w = d.weights()
            a = rng.choices(outs, [w[o] for o in outs])[0]
        else:
            a = rng.choice(s.legal_actions())
        s = s.apply(a)
    return (str(s), s.turn(), s.observation(0))


def _play_print(g) -> tuple:
    """What a game reports and how it plays: repr (name, options, readings), the bounds, and a
    seeded walk through its states (with the exact value for the games that solve quickly)."""
    return (repr(g), g.name, g.players, g.min_return, g.max_return, g.num_distinct_actions,
            g.max_chance_outcomes, g.max_game_length, g.perfect_information, tuple(g.cite),
            dict(g.options), _walk(g), g.exact_value() if g.name.startswith(("Rip", "Bomb")) else None)


def _rip_solution_print(g) -> tuple:
    sol = g.solution()
    rows = tuple((str(k), r.action, r.value, tuple(dict(r.choices).items()))
                 for k, r in sol.table.rows.items())
    return (sol.value, sol.table.value, sol.table.goal, rows, sol.policy.name,
            outcome(g, sol.policy).mean(), g.exact_value())


def _bomb_solution_print(g) -> tuple:
    sol = g.solution()
    return (sol.defused, sol.exploded, sol.neither, dict(sol.readings), sol.timer, sol.goal,
            sol.should_stop(()), g.exact_value(), outcome(g, g.policies["optimal"]).mean())


def _state_print(s) -> tuple:
    out = [str(s), s.current_player]
    if s.is_chance:
        d = s.chance_outcomes()
        out.append(tuple(sorted(d.probs().items())))
        nxt = s.apply(min(d.outcomes()))
    elif not s.is_terminal:
        out.append(s.legal_actions())
        nxt = s.apply(s.legal_actions()[0])
    else:
        return tuple(out + [s.returns()])
    return tuple(out + [str(nxt), hash(s)])


# ------------------------------------------------------------------ subjects
GAMES: dict[str, Callable[[], Any]] = {
    "rip_game": lambda: rip_game("Wannabee", "sensitive", second_chance="optional"),
    "bomb_game": lambda: bomb_game(2, 4),
    "edge_city.game": lambda: edge_city_game(players=2, rounds=2),
    "rogue_agent.game": lambda: rogue_agent_game(2),
    "matrix.game": lambda: mx.game(colours=1, ice=2, bottom_ice=1),
}

# the attributes every game sets (edgekit.play.Game), and the parameters each game adds
_COMMON = ("name", "players", "rules", "params", "options", "cite", "num_distinct_actions",
           "max_chance_outcomes", "max_game_length", "min_return", "max_return", "perfect_information")
_OWN = {
    "rip_game": ("payoff", "choices", "start", "exact_odds", "win_numbers"),
    "bomb_game": ("timer", "dice", "cross", "explosion", "health_value", "payoff", "board_rules"),
    "edge_city.game": ("rounds", "it_modifier", "start_dp", "tech", "cards", "illustrative"),
    "rogue_agent.game": ("mode", "payoff", "rules_value", "city", "board", "economy", "supply",
                         "districts", "hq", "top", "draws", "limit", "android_tokens", "reveal_first"),
    "matrix.game": ("advanced", "target", "colours", "ice", "bottom_ice", "breakers", "rules_value",
                    "readings", "total", "top", "pawns", "table"),
}


def _other(v: Any) -> Any:
    """A plausible different value of the same kind (so that a change can show in the results)."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 1 if v < 3 else v - 1
    if isinstance(v, Fraction):
        return v / 2
    if isinstance(v, str):
        return v + " (changed)"
    if isinstance(v, tuple):
        return v[:-1]
    if isinstance(v, Mapping):
        return {}
    return None


def _set(attr: str) -> Callable[[Any], None]:
    def mutate(x):
        setattr(x, attr, _other(getattr(x, attr)))
    return mutate


def _del(attr: str) -> Callable[[Any], None]:
    return lambda x: delattr(x, attr)


def _container_mutations(attr: str, value: Any) -> list[tuple[str, Callable[[Any], None]]]:
    """``.clear()``, ``[k] = v``, ``del [k]``, ``.append`` on a container attribute (tried whatever
    its type says: a read-only one refuses them)."""
    out = []
    if isinstance(value, Mapping):
        def setitem(x):
            m = getattr(x, attr)
            k = next(iter(m), "k")
            m[k] = _other(m[k]) if k in m else 1

        def delitem(x):
            m = getattr(x, attr)
            del m[next(iter(m))]
        out += [("clear", lambda x: getattr(x, attr).clear()), ("setitem", setitem)]
        if value:
            out.append(("delitem", delitem))
    elif isinstance(value, list | tuple | set | frozenset | MutableSequence | MutableSet):
        out += [("append", lambda x: getattr(x, attr).append(None)),
                ("add", lambda x: getattr(x, attr).add(None)),
                ("clear", lambda x: getattr(x, attr).clear())]
    return out


def _game_attempts() -> list[Attempt]:
    out = []
    for gname, make in GAMES.items():
        g = make()
        for attr in _COMMON + _OWN[gname]:
            if not hasattr(g, attr):
                continue
            out.append(Attempt(f"{gname}.{attr}=", make, _set(attr), _play_print))
            out.append(Attempt(f"del {gname}.{attr}", make, _del(attr), _play_print))
            for what, m in _container_mutations(attr, getattr(g, attr)):
                out.append(Attempt(f"{gname}.{attr}.{what}", make, m, _play_print))
    return out


def _state_attempts() -> list[Attempt]:
    out = []
    for gname, make in GAMES.items():
        g = make()

        def first(make=make):
            return make().new_initial_state()

        s = first()
        fields = ([f.name for f in dataclasses.fields(s)] if dataclasses.is_dataclass(s)
                  else [a for c in type(s).__mro__ for a in c.__dict__.get("__slots__", ()) if a[0] != "_"])
        for attr in fields:
            if attr == "game":
                out.append(Attempt(f"{gname} state.game=", first, lambda x: setattr(x, "game", None),
                                   _state_print))
                continue
            out.append(Attempt(f"{gname} state.{attr}=", first, _set(attr), _state_print))
            for what, m in _container_mutations(attr, getattr(s, attr)):
                out.append(Attempt(f"{gname} state.{attr}.{what}", first, m, _state_print))
        del g
    return out


def _first_row(x):
    return next(iter(x.solution().table.rows))


def _rip_solution_attempts() -> list[Attempt]:
    make = GAMES["rip_game"]

    def rewrite_row(g):  # the issue's "rewriting one row": the cached optimal play changes
        rows = g.solution().table.rows
        k = _first_row(g)
        rows[k] = dataclasses.replace(rows[k], action=1 - rows[k].action)

    def row_action(g):
        g.solution().table.rows[_first_row(g)].action = 1

    muts = {
        "solution().table.rows.clear()": lambda g: g.solution().table.rows.clear(),
        "solution().table.rows[k] = other row": rewrite_row,
        "del solution().table.rows[k]": lambda g: g.solution().table.rows.__delitem__(_first_row(g)),
        "solution().table.rows = {}": lambda g: setattr(g.solution().table, "rows", {}),
        "solution().table.value =": lambda g: setattr(g.solution().table, "value", 0),
        "solution().table.goal =": lambda g: setattr(g.solution().table, "goal", "x"),
        "solution().table.rows[k].action =": row_action,
        "solution().table.rows[k].choices.clear()":
            lambda g: g.solution().table.rows[_first_row(g)].choices.clear(),
        "solution().table.rows[k].choices[a] =":
            lambda g: g.solution().table.rows[_first_row(g)].choices.__setitem__(1, 5),
        "solution().value =": lambda g: setattr(g.solution(), "value", 0),
        "solution().policy.table =": lambda g: setattr(g.solution().policy, "table", None),
        "solution().policy.name =": lambda g: setattr(g.solution().policy, "name", "x"),
        "solution().policy.game =": lambda g: setattr(g.solution().policy, "game", None),
    }
    return [Attempt(f"rip_game {k}", make, m, _rip_solution_print) for k, m in muts.items()]


def _bomb_solution_attempts() -> list[Attempt]:
    make = GAMES["bomb_game"]
    muts = {
        "solution().readings.clear()": lambda g: g.solution().readings.clear(),
        "solution().readings[k] =": lambda g: g.solution().readings.__setitem__("bomb_rows", "x"),
        "solution().defused =": lambda g: setattr(g.solution(), "defused", 0),
        "solution().policy.rows.clear()": lambda g: g.solution().policy.rows.clear(),
    }
    return [Attempt(f"bomb_game {k}", make, m, _bomb_solution_print) for k, m in muts.items()]


def _policy_attempts() -> list[Attempt]:
    """A game's named policies: a shared policy object changed would play differently later."""
    out = []
    for gname, make in GAMES.items():
        names = list(make().policies)
        if not names:
            continue
        name = names[0]

        def observe(g, name=name):
            p = g.policies[name]
            return (p.name, p.__doc__, play(g, seed=3, policies=[p] * g.players).returns)

        def set_choose(g, name=name):
            g.policies[name]._choose = lambda s: s.legal_actions()[-1]
        out.append(Attempt(f"{gname}.policies[{name!r}].name =", make,
                           lambda g, name=name: setattr(g.policies[name], "name", "x"), observe))
        out.append(Attempt(f"{gname}.policies[{name!r}]._choose =", make, set_choose, observe))
    return out


def _cached_data_attempts() -> list[Attempt]:
    """Public functions answered from a cache: their mappings (and records) are read-only."""
    from edgekit.edge_city.board import city as ec_city
    from edgekit.edge_city.rip import data as rip_data
    from edgekit.edge_city.road import legend as road
    from edgekit.edge_city.rules import combat, sprawl, win
    from edgekit.matrix.ice_breakers import breakers
    from edgekit.widgets.bomb import load_table

    out = []
    for name, f in (("table_2_0", combat.table_2_0), ("msm_table", rip_data.msm_table),
                    ("table_4_0", rip_data.table_4_0), ("sprawl_cards", sprawl.sprawl_cards),
                    ("tiles", ec_city.tiles), ("status_levels", win.status_levels),
                    ("printed_cells", win.printed_cells),
                    ("illustrative_table_4_0", road.illustrative_table_4_0),
                    ("breakers", breakers), ("widgets.bomb.load_table", load_table)):
        def observe(x, f=f):
            return repr(f())

        def make(f=f):
            return f()
        v = f()
        first = v[0] if isinstance(v, tuple) else next(iter(v.values()))
        muts = {"clear()": lambda x: x.clear()}
        if isinstance(v, Mapping):
            k = next(iter(v))
            muts["[k] ="] = lambda x, k=k: x.__setitem__(k, None)
            muts["del [k]"] = lambda x, k=k: x.__delitem__(k)
        if isinstance(first, Mapping | MutableMapping):
            k = next(iter(v))
            fk = next(iter(first))
            muts["[k][field] ="] = lambda x, k=k, fk=fk: x[k].__setitem__(fk, None)
        elif dataclasses.is_dataclass(first):
            fk = dataclasses.fields(first)[0].name
            muts[f"[0].{fk} ="] = (lambda x, fk=fk: setattr(x[0] if isinstance(x, tuple)
                                                            else next(iter(x.values())), fk, None))
        out += [Attempt(f"{name}() {what}", make, m, observe) for what, m in muts.items()]
    return out


def _part_attempts() -> list[Attempt]:
    """What a game is made of (its board, cards, later states) and other shared values."""
    from edgekit import headlines
    from edgekit.edge_city import worked_example
    from edgekit.readings import defaults

    def _edge_city_example(key, readings):  # the worked example as the stepper asks for it (cached)
        return worked_example(key, rules=defaults("Edge City").replace(**dict(readings)))

    ec = GAMES["edge_city.game"]

    def ec_later(make=ec):  # a state some steps in, with Rippers placed
        g = make()
        s = g.new_initial_state()
        while s.phase == "setup" or s.is_chance:
            s = s.apply(s.legal_actions()[0] if not s.is_chance else min(s.chance_outcomes().outcomes()))
        return s

    def ra_later(make=GAMES["rogue_agent.game"]):
        s = make().new_initial_state()
        for _ in range(12):
            s = s.apply(s.legal_actions()[0] if not s.is_chance else min(s.chance_outcomes().outcomes()))
        return s

    def reach_print(g):
        b = g.board
        return tuple(sorted(b.reach(b.bizclaves[0], ()).items()))

    def reach_clear(g):
        b = g.board
        b.reach(b.bizclaves[0], ()).clear()

    def example():
        return _edge_city_example("player_turn", ())

    def example_print(r):
        return (r.name, r.section, r.summary, len(r.steps), str(r.steps[-1]), repr(_edge_city_example(
            "player_turn", ())))

    def comparison():
        return headlines.compare("natural_12")

    def ccg_use():
        from edgekit import cyberpunk_ccg as cp
        raise_ = cp.SponsorAbility("raise", "Legwork")
        return cp.SponsorUse(cp.Sponsor("Arasaka", eb=9)).activate(raise_, "Legwork")

    def ccg_use_print(u):
        return (u.used, u.eb_taken, u.can_activate(u.activated[0], "Legwork"))

    def ccg_chassis():
        from edgekit import cyberpunk_ccg as cp
        return cp.place_chassis(cp.Location("Bar")).attach(cp.Equipment("Plate", attributes=("Armor",)))

    def ccg_chassis_print(c):
        return (c.tokens, c.can_move, tuple(x.name for x in c.cards))

    def mx_table():
        return mx.breaker_table({("Suns", 1): mx.ability(strength=2, colours=("Suns",))})

    def mx_table_print(t):
        return tuple((k, b.name, b.ability.words()) for k, b in t.slots.items())

    def mx_adv():
        return mx.game(advanced=True, colours=1, ice=1, bottom_ice=1, table=mx_table())

    def what_if():   # its default run is kept for the next what-if
        from edgekit.headlines.whole_game import what_if
        return what_if(mx.game(), {"ice": 4}, n=12)

    def what_if_print(w):
        return repr(what_if())

    def attack_plan():
        from edgekit.rogue_agent import ILLUSTRATIVE_MIX, attack_policy
        return attack_policy({"red": 3, "black": 1}, ILLUSTRATIVE_MIX, goal="subdue", need=2)

    def search_plan():
        from edgekit.rogue_agent import ILLUSTRATIVE_MIX, search_policy
        return search_policy({"red": 2, "black": 1}, ILLUSTRATIVE_MIX)

    def plan_print(p):
        rows = p.policy.rows
        return (p.value, p.policy.value,
                tuple((str(k), rows[k].action, rows[k].value) for k in list(rows)[:50]))

    def first_row_to_roll(p):
        rows = p.policy.rows
        k = next(iter(rows))
        rows[k] = dataclasses.replace(rows[k], action="stop")

    out = [
        Attempt("attack_policy() (cached) .policy.rows.clear()", attack_plan, lambda p: p.policy.rows.clear(),
                plan_print),
        Attempt("attack_policy() (cached) .policy.rows[k] =", attack_plan, first_row_to_roll, plan_print),
        Attempt("search_policy() (cached) .policy.rows.clear()", search_plan, lambda p: p.policy.rows.clear(),
                plan_print),
        Attempt("search_policy() (cached) .policy.rows[k] =", search_plan, first_row_to_roll, plan_print),
        Attempt("search_policy() (cached) .policy.value =", search_plan,
                lambda p: setattr(p.policy, "value", 0), plan_print),
        Attempt("edge_city.game board.layout =", ec, lambda g: setattr(g.board, "layout", None), _play_print),
        Attempt("edge_city.game board.rules =", ec, lambda g: setattr(g.board, "rules", None), _play_print),
        Attempt("edge_city.game board.reach(...).clear()", ec, reach_clear, reach_print),
        Attempt("edge_city.game cards.mix =", ec, lambda g: setattr(g.cards, "mix", {}), _play_print),
        Attempt("edge_city.game cards.sprawl =", ec, lambda g: setattr(g.cards, "sprawl", ()), _play_print),
        Attempt("edge_city.game tech_travel.clear()", ec, lambda g: g.tech_travel.clear(), _play_print),
        Attempt("edge_city.game tech[0][k] =", ec, lambda g: g.tech[0].__setitem__("ice_defend", 9),
                _play_print),
        Attempt("edge_city state.rippers[0].dp =", ec_later, lambda s: setattr(s.rippers[0], "dp", 50),
                _state_print),
        Attempt("edge_city.game cards.slot[k] =", ec, lambda g: g.cards.slot.__setitem__("OTHER", 0),
                _play_print),
        Attempt("edge_city state.deck.draw =", ec_later, lambda s: setattr(s.deck, "draw", ()), _state_print),
        Attempt("rogue_agent state.table.agents[0].health =", ra_later,
                lambda s: setattr(s.table.agents[0], "health", 1), _state_print),
        Attempt("rogue_agent.game city.districts =", GAMES["rogue_agent.game"],
                lambda g: setattr(g.city, "districts", ()), _play_print),
        Attempt("rip_game win_numbers[k][W] =", GAMES["rip_game"],
                lambda g: g.win_numbers["real_stealth"].__setitem__("W", 2), _play_print),
        Attempt("rip_outcomes() [k] = (a fresh copy)", lambda: rip_outcomes("Wannabee", "secret"),
                lambda o: o.__setitem__("success", 0),
                lambda o: tuple(rip_outcomes("Wannabee", "secret").items())),
        Attempt("rip_game exact_odds.readings[k] =", GAMES["rip_game"],
                lambda g: g.exact_odds.readings.__setitem__("attempts", "x"),
                lambda g: dict(g.exact_odds.readings)),
        Attempt("worked_example (cached) .name =", example, lambda r: setattr(r, "name", "x"), example_print),
        Attempt("worked_example (cached) .steps.clear()", example, lambda r: r.steps.clear(), example_print),
        Attempt("what_if() .differences.clear()", what_if, lambda w: w.differences.clear(), what_if_print),
        Attempt("what_if() .default[m] =", what_if, lambda w: w.default.__setitem__("x", None),
                what_if_print),
        Attempt("what_if() .n =", what_if, lambda w: setattr(w, "n", 1), what_if_print),
        Attempt("compare() (cached) .values.clear()", comparison, lambda c: c.values.clear(),
                lambda c: repr(headlines.compare("natural_12"))),
        # the Matrix advanced game's values (issue 22): a breaker table and the abilities in it
        Attempt("matrix breaker_table().slots[k] =", mx_table,
                lambda t: t.slots.__setitem__(("Suns", 1), None), mx_table_print),
        Attempt("matrix breaker_table() ability.effects =", mx_table,
                lambda t: setattr(t.ability("Suns", 1), "effects", ()), mx_table_print),
        Attempt("matrix breaker_table() effect.n =", mx_table,
                lambda t: setattr(t.ability("Suns", 1).effects[0], "n", 6), mx_table_print),
        Attempt("matrix breaker_table() condition.colours =", mx_table,
                lambda t: setattr(t.ability("Suns", 1).effects[0].when[0], "colours", frozenset()),
                mx_table_print),
        Attempt("matrix game.table.slots[k] =", mx_adv,
                lambda g: g.table.slots.__setitem__(("Suns", 1), None), _play_print),
        # the Cyberpunk CCG's timing values (issue 22): each step returns a new value
        Attempt("cyberpunk_ccg SponsorUse.used =", ccg_use, lambda u: setattr(u, "used", False),
                ccg_use_print),
        Attempt("cyberpunk_ccg Chassis.tokens =", ccg_chassis, lambda c: setattr(c, "tokens", 0),
                ccg_chassis_print),
        Attempt("cyberpunk_ccg Chassis.cards =", ccg_chassis, lambda c: setattr(c, "cards", ()),
                ccg_chassis_print),
        Attempt("compare() (cached) .values[q][o] =", comparison,
                lambda c: next(iter(c.values.values())).__setitem__("x", 1),
                lambda c: repr(headlines.compare("natural_12"))),
    ]
    return out


def _follow_attempts() -> list[Attempt]:
    """A whole game followed (edgekit.play.follow): its per-round table, key numbers and exact record."""
    run = play(mx.game(), seed=3)   # one playthrough: its derived views are cached on it

    def table_print(pt):
        t = pt.rounds()
        return (t.columns, t.rows, tuple(t.labels.items()), pt.page(), pt.verdict)

    return [
        Attempt("playthrough.rounds().rows[0] =", lambda: run, lambda pt: pt.rounds().rows.__setitem__(0, ()),
                table_print),
        Attempt("playthrough.rounds().labels[k] =", lambda: run,
                lambda pt: pt.rounds().labels.__setitem__("x", ()), table_print),
        Attempt("state.key_numbers().numbers[k][q] =", lambda: run,
                lambda pt: pt.state.key_numbers().numbers["Runner"].__setitem__("brain damage", 0),
                table_print),
        Attempt("playthrough.record()[0][k] =", lambda: run,
                lambda pt: pt.record()[0].__setitem__("chance", 1), lambda pt: tuple(map(dict, pt.record()))),
    ]


def attempts() -> list[Attempt]:
    return (_rip_solution_attempts() + _bomb_solution_attempts() + _game_attempts() + _state_attempts()
            + _policy_attempts() + _cached_data_attempts() + _part_attempts() + _follow_attempts())


ATTEMPTS = attempts()


@pytest.mark.parametrize("attempt", ATTEMPTS, ids=[a.id for a in ATTEMPTS])
def test_mutation_is_refused_or_harmless(attempt):
    got = run(attempt)
    assert got in ("refused", "harmless"), f"{attempt.id}: {got} (went through and changed a later result)"


# the issue's own examples, each refused outright
def test_issue_example_rows_clear_is_refused():
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    before = outcome(g, g.solution().policy).mean()
    with pytest.raises(REFUSED):
        g.solution().table.rows.clear()
    assert outcome(g, g.solution().policy).mean() == before == g.exact_value()


def test_issue_example_rewriting_a_row_is_refused():
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    rows = g.solution().table.rows
    k = next(iter(rows))
    with pytest.raises(REFUSED):
        rows[k] = dataclasses.replace(rows[k], action=1 - rows[k].action)
    assert g.solution().table.rows[k] == rows[k]


@pytest.mark.parametrize("gname,attr", [("edge_city.game", "rounds"), ("edge_city.game", "players"),
                                        ("rip_game", "rules"), ("rip_game", "payoff"),
                                        ("bomb_game", "timer"), ("rogue_agent.game", "payoff"),
                                        ("matrix.game", "colours")])
def test_issue_example_game_parameters_are_read_only(gname, attr):
    g = GAMES[gname]()
    with pytest.raises(AttributeError, match=attr):
        setattr(g, attr, getattr(g, attr))
    with pytest.raises(AttributeError, match=attr):
        delattr(g, attr)


_PARAMS = [(gname, attr) for gname in GAMES for attr in _COMMON + _OWN[gname]]


@pytest.mark.parametrize("gname,attr", _PARAMS, ids=[f"{g}.{a}" for g, a in _PARAMS])
def test_every_game_parameter_is_read_only(gname, attr):
    """Stricter than the harness: even an assignment no later result shows is refused."""
    g = GAMES[gname]()
    with pytest.raises(AttributeError, match=rf"\.{attr} is read-only"):
        setattr(g, attr, getattr(g, attr, None))
    with pytest.raises(AttributeError, match=attr):
        delattr(g, attr)
    with pytest.raises(AttributeError, match="new_attribute"):
        g.new_attribute = 1


@pytest.mark.parametrize("gname", list(GAMES))
def test_every_state_is_read_only(gname):
    s = GAMES[gname]().new_initial_state()
    for attr in ("game", "phase", "at", "board", "rippers", "table", "damage", "new_attribute"):
        with pytest.raises(AttributeError):
            setattr(s, attr, None)


def test_any_game_subclass_is_sealed_once_built():
    from edgekit.play import Game

    class Toy(Game):
        def __init__(self, rounds):
            self.rounds = rounds  # set while building: allowed

    g = Toy(3)
    with pytest.raises(AttributeError, match=r"Toy\.rounds is read-only"):
        g.rounds = 4
    assert g.rounds == 3


def main() -> None:
    import collections

    counts = collections.Counter()
    for a in ATTEMPTS:
        r = run(a)
        counts[r] += 1
        if r != "refused":
            print(f"{r:9} {a.id}")
    total = sum(counts.values())
    went = counts["harmless"] + counts["changed"] + counts["error"]
    print(f"{total} attempts; {went} went through; {counts['changed'] + counts['error']} changed later "
          f"results ({counts['error']} of them by making a later mutation fail)")


if __name__ == "__main__":
    main()
