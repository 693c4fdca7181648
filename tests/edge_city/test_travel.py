"""Travel: TP costs, reach, cheapest and safest routes, attack spaces.

Rules: Edge City 11.2, 11.2.1, 11.2.2, 11.4.3, 11.5.1, 11.5.4.2, 8.5.1 (register EC-09, EC-19).
"""

import itertools
from fractions import Fraction

import ipywidgets
import networkx as nx
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit.edge_city import (
    Layout,
    attack_map,
    attack_options,
    cheapest_route,
    entry_costs,
    generate_layout,
    layout_stats,
    reachable,
    route_outcomes,
    safest_route,
    travel_costs,
    travel_graph,
    win_number,
)

READINGS = ["side", "side_or_corner"]


def _brute_reach(lay, start, tp, costs, how, return_to_start):
    """Oracle: every walk (revisits allowed) from start, by plain search over grid steps."""
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if how == "side_or_corner":
        steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    ends = set()
    stack = [(start, 0, 0)]
    while stack:
        here, spent, moves = stack.pop()
        for dx, dy in steps:
            q = (here[0] + dx, here[1] + dy)
            if q not in lay or (q == start and return_to_start == "never"):
                continue
            c = spent + costs[q]
            if c <= tp or moves == 0:  # a Ripper may always move one space (11.2.2)
                if q != start:
                    ends.add(q)
                if c < tp:
                    stack.append((q, c, moves + 1))
    return ends


@given(st.integers(0, 5000), st.sampled_from(READINGS), st.sampled_from(["never", "end_only"]),
       st.integers(0, 5), st.data())
def test_reach_equals_brute_force_walks(seed, how, back, tp, data):
    lay = generate_layout(seed)
    start = data.draw(st.sampled_from(sorted(lay)))
    sprawls = [p for p, n in lay.items() if n.startswith("Sprawl")]
    zone = data.draw(st.dictionaries(st.sampled_from(sprawls),
                                     st.lists(st.integers(1, 4), min_size=1, max_size=2).map(tuple),
                                     max_size=3))
    costs = entry_costs(lay, zone)
    got = reachable(lay, start, tp=tp, zone_costs=zone, travel_adjacency=how, return_to_start=back)
    assert set(got) == _brute_reach(lay, start, tp, costs, how, back)
    # EC-19: passing back through the start never matters
    other = "end_only" if back == "never" else "never"
    assert got == reachable(lay, start, tp=tp, zone_costs=zone, travel_adjacency=how, return_to_start=other)


def test_tp_costs_of_11_2_2():
    lay = Layout.from_text("T S S\n. . B")
    assert entry_costs(lay) == {(0, 0): 2, (1, 0): 1, (2, 0): 1, (2, 1): 2}
    # a green Zone card sets the cost to enter; two such cards add up
    assert entry_costs(lay, {"Sprawl Zone 1": 3})[(1, 0)] == 3
    assert entry_costs(lay, {(1, 0): (3, 2)})[(1, 0)] == 5
    with pytest.raises(ValueError, match="at most two"):
        entry_costs(lay, {(1, 0): (1, 1, 1)})
    with pytest.raises(ValueError, match="Bizclave"):
        entry_costs(lay, {"Tech Plex": 1})
    g = travel_graph(lay)
    assert isinstance(g, nx.DiGraph) and g[(0, 0)][(1, 0)]["weight"] == 1 and g[(2, 0)][(2, 1)]["weight"] == 2


def test_tech_gnome_example_of_8_2():
    # 8.2: Tech Gnome travels by Transit through two Sprawl Zones, one TP each, and stops in the second.
    lay = Layout.from_text("T S S S")
    reach = reachable(lay, "Sprawl Zone 1")
    assert reach[(3, 0)] == 2
    assert cheapest_route(lay, "Sprawl Zone 1", "Sprawl Zone 3").tp == 2
    # ... and, in the same space as Dollar Boy, may SWAT or ICE attack him (8.2 note, 11.5.1)
    opts = attack_options(lay, "Sprawl Zone 3", "Sprawl Zone 3")
    assert opts["SWAT"][0] and opts["ICE"][0]


def test_three_tp_a_turn_and_always_one_space():
    lay = Layout.from_text("S S S S S T")
    reach = reachable(lay, (0, 0))
    assert reach == {(1, 0): 1, (2, 0): 2, (3, 0): 3}
    # a Zone card making the next space cost 5: the Ripper may still move that one space, no further
    assert reachable(lay, (0, 0), zone_costs={(1, 0): 5}) == {(1, 0): 5}
    assert reachable(lay, (0, 0), tp=0) == {(1, 0): 1}
    assert (1, 0) not in reachable(lay, (1, 0))  # no return to the start space (11.2)
    assert (0, 0) in reachable(lay, (1, 0))
    assert reachable(lay, (0, 0)).readings["return_to_start"] == "never"


def test_travel_adjacency_reading_changes_reach():
    lay = Layout.from_text("T . .\n. S S\nB S .")
    assert reachable(lay, "Tech Plex") == {}  # the Tech Plex meets the other tiles only at a corner
    assert travel_costs(lay, "Tech Plex") == {}
    diag = reachable(lay, "Tech Plex", travel_adjacency="side_or_corner")
    assert set(diag) == {(1, 1), (2, 1), (1, 2), (0, 2)}


DANGER = Layout.from_text("T S S\nS . S\nS S B")


def test_safest_route_goes_round_the_attacking_zone():
    attacks = {(2, 1): 3}  # a Zone card with attack 3 on the short way
    cheap = cheapest_route(DANGER, "Tech Plex", "Business Dome")
    safe = safest_route(DANGER, "Tech Plex", "Business Dome", tp=6, zone_costs={(0, 1): 2},
                        zone_attacks=attacks)
    assert cheap.tp == 5
    assert safe.path == ((0, 0), (0, 1), (0, 2), (1, 2), (2, 2)) and safe.tp == 6
    assert safe.p_arrive == 1
    # with only 5 TP the detour is too dear: the route past the Zone card, P = P(2d6 <= W)
    risky = safest_route(DANGER, "Tech Plex", "Business Dome", tp=5, zone_costs={(0, 1): 2},
                         zone_attacks=attacks)
    w = win_number("Wannabee", 0 - 3)
    assert w == 4 and risky.p_arrive == sympy.Rational(6, 36)


def _dice_oracle(ws, natural_12):
    """Roll two dice for every attack in order, every face: where does the Ripper end up?"""
    out = {}
    faces = range(1, 7)
    for rolls in itertools.product(itertools.product(faces, faces), repeat=len(ws)):
        result = "arrived"
        for i, (a, b) in enumerate(rolls):
            s = a + b
            if s == 2 or (s != 12 and s <= ws[i]):
                continue
            result = ("stopped COOL" if s == 12 and natural_12 == "ends_action" else "UnCOOL", i)
            break
        out[result] = out.get(result, 0) + Fraction(1, 36 ** len(ws))
    return out


@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
def test_route_outcomes_equal_dice_enumeration(natural_12):
    lay = Layout.from_text("T S S S")
    route = [(0, 0), (1, 0), (2, 0), (3, 0)]
    attacks = {(1, 0): 2, (3, 0): {"w": 8}}  # attack 2 (W 5 for a Wannabee), then a COOL+1 card
    ws = [win_number("Wannabee", -2), 8]
    dist = route_outcomes(lay, route, zone_attacks=attacks, natural_12=natural_12)
    oracle = _dice_oracle(ws, natural_12)
    spaces = {0: (1, 0), 1: (3, 0)}
    expect = {("arrived", (3, 0)) if k == "arrived" else (k[0], spaces[k[1]]): v for k, v in oracle.items()}
    assert {k: Fraction(int(v.p), int(v.q)) for k, v in dist.probs().items()} == expect


def test_safest_route_is_the_same_under_both_return_readings():
    a = safest_route(DANGER, "Tech Plex", "Business Dome", tp=6, zone_attacks={(2, 1): 3, (1, 2): 1})
    b = safest_route(DANGER, "Tech Plex", "Business Dome", tp=6, zone_attacks={(2, 1): 3, (1, 2): 1},
                     return_to_start="end_only")
    assert (a.path, a.p_arrive) == (b.path, b.p_arrive)


def test_attack_spaces_of_11_5_1():
    lay = Layout.from_text("T S S\n. . S")
    amap = attack_map(lay, (1, 0), no_ice=[(2, 1)])
    assert amap[(1, 0)] == {"SWAT": True, "ICE": True}
    assert amap[(2, 0)] == {"SWAT": False, "ICE": True}
    assert amap[(2, 1)] == {"SWAT": False, "ICE": False}  # NO ICE ZONE at the defender
    from_biz = attack_map(lay, "Tech Plex")
    assert not any(v["SWAT"] or v["ICE"] for v in from_biz.values())  # the attacker must be in a Sprawl Zone


def test_layout_stats_reports_progress():
    seen = []
    stats = layout_stats(5, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (5, 5) and len(seen) == 5
    bar = ipywidgets.IntProgress()
    stats2 = layout_stats(5, progress=bar)
    assert bar.value == bar.max == 5
    assert stats == stats2
    d = stats["fewest steps between two Bizclaves"]
    assert sum(d.probs().values()) == 1 and min(d.outcomes()) >= 2  # 5.2 rule 1: never side by side


def test_bad_travel_input():
    lay = Layout.from_text("T S S")
    with pytest.raises(ValueError, match="Wasteland"):
        reachable(lay, (5, 5))
    with pytest.raises(ValueError, match="TP"):
        reachable(lay, (0, 0), tp=-1)
    with pytest.raises(ValueError, match="return"):
        cheapest_route(lay, (0, 0), (0, 0))
    with pytest.raises(ValueError, match="choose one of"):
        reachable(lay, (0, 0), travel_adjacency="teleport")
    with pytest.raises(ValueError, match="cannot be reached"):
        safest_route(Layout.from_text("T S S S S S"), (0, 0), (5, 0))


@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
def test_arrival_agrees_with_the_sprawl_card_model(natural_12):
    """Two formulations: our per-space Win Roll against rules/encounters.py's card encounters."""
    from edgekit.edge_city.rules import encounters, sprawl

    lay = Layout.from_text("T S S")
    # TOXIC WASTE (Figure 11.4.3-1): a COOL attack at COOL + 1, i.e. W = 8 (9.4)
    ours = route_outcomes(lay, [(0, 0), (1, 0)], zone_attacks={(1, 0): {"w": 8}}, natural_12=natural_12)
    theirs = encounters.pass_through_outcomes(["TOXIC WASTE"], natural_12=natural_12)
    assert ours.prob(("arrived", (1, 0))) == theirs.p(lambda o: not o.stopped)
    # a hypothetical SWAT Zone card of attack 3 against a Wannabee with no Defend Tech
    card = sprawl.hypothetical_card("SWAT TEST", "zone", attack="SWAT", modifier=3, on_loss="uncool")
    ours = route_outcomes(lay, [(0, 0), (1, 0)], zone_attacks={(1, 0): 3}, natural_12=natural_12)
    theirs = encounters.pass_through_outcomes([card], natural_12=natural_12, swat_defend=0)
    assert ours.prob(("arrived", (1, 0))) == theirs.p(lambda o: not o.stopped)
    assert ours.prob(("UnCOOL", (1, 0))) == theirs.p(lambda o: not o.cool)
