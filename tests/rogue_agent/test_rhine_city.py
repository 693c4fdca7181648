"""Rogue Agent: Rhine City as a graph (Preparing the City; Districts; Movement)."""

import itertools

import networkx as nx
import pytest

import edgekit.rogue_agent as ra


def test_layout_rows_and_adjacency():
    c = ra.rhine_city()
    rows = [sorted(c.attr(d, "pos")[1] for d in c.districts if c.attr(d, "pos")[0] == r) for r in range(3)]
    assert [len(r) for r in rows] == [3, 5, 5]  # Preparing the City: 3, 5, 5
    assert c.attr(ra.HEADQUARTERS, "pos") == (1, 2)  # centre
    assert all(c.attr(n, "kind") == "precinct" for n in c.neighbours(ra.HEADQUARTERS))  # 4 around it
    assert sum(c.attr(d, "kind") == "precinct" for d in c.districts) == 6
    # adjacency = shared side only (Districts): never a diagonal
    for u, v in c.graph.edges:
        (r1, c1), (r2, c2) = c.attr(u, "pos"), c.attr(v, "pos")
        assert abs(r1 - r2) + abs(c1 - c2) == 1
    assert nx.is_connected(c.graph)


@pytest.mark.parametrize("seed", range(5))
def test_seeded_setup_is_legal(seed):
    c = ra.rhine_city(seed=seed)
    nums = sorted(c.attr(d, "number") for d in c.districts if c.attr(d, "kind") == "precinct")
    assert nums == [1, 2, 3, 4, 5, 6]
    assert c.attr(ra.HOSPITAL, "kind") == "regular"
    assert "seed" in c.assumptions["precinct_numbers"]


def _walk_costs(c, start, engine, reading):
    # brute force: every walk (revisits allowed) of up to 8 steps, costed step by step
    out = {start: 0}
    limit = 3 if engine else 2
    for n in range(1, 9):
        for walk in itertools.product(c.districts, repeat=n) if n <= 3 else ():
            path = (start, *walk)
            if any(b not in c.neighbours(a) for a, b in zip(path, path[1:])):
                continue
            cost = n - 1 if reading == "first_step_free" else -(-n // limit) - 1
            out[path[-1]] = min(out.get(path[-1], 99), cost)
    return out


@pytest.mark.parametrize("reading", ["first_step_free", "first_action_free"])
@pytest.mark.parametrize("engine", [False, True])
def test_fuel_against_walks(reading, engine):
    c = ra.rhine_city()
    brute = _walk_costs(c, ra.HEADQUARTERS, engine, reading)
    for d, cost in brute.items():
        assert ra.fuel_cost(c, ra.HEADQUARTERS, d, engine=engine, movement_fuel=reading) == cost
    got = ra.reach(c, ra.HEADQUARTERS, fuel=0, engine=engine, movement_fuel=reading)
    assert set(got) == {d for d, v in brute.items() if v == 0}


def test_route_thugs_and_blast():
    c = ra.rhine_city()
    r = ra.route(c, ra.HEADQUARTERS, ra.precinct(2))  # Precinct 2 is two steps away
    assert r["health_lost"] == 2 and r["path"][0] == ra.HEADQUARTERS  # every exit from HQ is a precinct
    r2 = ra.route(c, ra.HEADQUARTERS, ra.precinct(2), armor=1)
    assert r2["health_lost"] == 0
    b = ra.blast_radius(c, ra.HEADQUARTERS)
    assert b[ra.HEADQUARTERS] == 4 and sorted(k for k, v in b.items() if v == 2) == sorted(
        c.neighbours(ra.HEADQUARTERS))
    assert ra.next_on_trail(c, ra.precinct(6)) is None
    assert ra.next_on_trail(c, ra.precinct(1)) == ra.precinct(2)


def test_graph_is_frozen():
    c = ra.rhine_city()
    with pytest.raises(nx.NetworkXError):
        c.graph.add_node("x")


def test_bad_input():
    with pytest.raises(ValueError, match="top_columns"):
        ra.rhine_city(top_columns=(0, 1, 3))
    with pytest.raises(ValueError, match="precinct_numbers"):
        ra.rhine_city(precinct_numbers=(1, 1, 2, 3, 4, 5))
    with pytest.raises(ValueError, match="start: 'Mars' is not a district"):
        ra.fuel_cost(ra.rhine_city(), "Mars", ra.HEADQUARTERS)
    with pytest.raises(TypeError, match="city"):
        ra.reach("city", ra.HEADQUARTERS)
    with pytest.raises(TypeError, match="engine"):
        ra.reach(ra.rhine_city(), ra.HEADQUARTERS, engine="yes")
    with pytest.raises(TypeError, match="fuel"):
        ra.reach(ra.rhine_city(), ra.HEADQUARTERS, fuel=1.0)


def test_draw_city_headless():
    import matplotlib

    matplotlib.use("Agg")
    ax = ra.draw_city(ra.rhine_city(), tokens={ra.precinct(1): ["Bomb 3"]},
                      agents={"Agent 1": ra.HEADQUARTERS})
    assert len(ax.patches) >= 13


def test_killer_danger_against_an_independent_count():
    # Killers never interact: an Agent on district j is hurt iff the Police Squad is not on j and
    # some Killer starts where its activation reaches j (j itself, the district before it on the
    # Event Trail, or two before when the last move is into an adjacent district holding the Agent);
    # Killers start on precincts only (A. Time Phase), so only those starts count
    import sympy

    city = ra.rhine_city()
    k_law = {}
    for (_b, k, _c), p in ra.draw_counts((4, 4, 6), 3).probs().items():
        k_law[k] = k_law.get(k, 0) + p
    danger = ra.killer_danger(2)
    trail = city.trail
    precincts = {d for d in city.districts if city.attr(d, "kind") == "precinct"}
    for i, j in enumerate(trail):
        starts = {j} | ({trail[i - 1]} if i >= 1 else set())
        if i >= 2 and trail[i] in city.neighbours(trail[i - 1]):
            starts.add(trail[i - 2])
        s = sympy.Rational(len(starts & precincts), 6)
        police = sympy.Rational(5, 6) if j in precincts else 1   # the Police Squad stands on a precinct
        p_hurt = sum(p * police * (1 - (1 - s) ** k) for k, p in k_law.items())
        mean = sum(p * police * k * s * 2 for k, p in k_law.items())
        assert danger[j].p(lambda o: o > 0) == p_hurt
        assert danger[j].mean() == mean
    assert all(danger[d].prob(0) == 1 for d in city.districts if d not in trail)
    assert any(danger[d].prob(0) < 1 for d in trail if d not in precincts)  # District B, on the trail


def test_the_map_assumptions_read_as_words():
    a = ra.rhine_city().assumptions
    assert a["protected"].startswith("Headquarters, City Hospital (ILLUSTRATIVE")
    assert a["top_columns"].startswith("columns 1, 2, 3") and a["hospital"].startswith("row 1 column 0")
    assert not any("('" in v or "((" in v or "[" in v for v in a.values())  # no tuple, list or quoted repr
    assert ra.rhine_city(protected=()).assumptions["protected"].startswith("none")


def test_the_city_doc_states_the_default_trail():
    # docs/rogue_agent_city.md says what the default city is and what it cannot show: keep it true
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "rogue_agent_city.md").read_text()
    c = ra.rhine_city()
    trail = c.assumptions["event_trail"].split(" (")[0]
    assert f"Event Trail: {trail} (" in doc and c.trail_gaps == ()
    off = [d for d in c.districts if d not in c.trail and d != ra.HEADQUARTERS]
    assert off == ["District A", "City Hospital", "District C", "District D", "District E"]
    assert "Hospital or Districts A, C, D and E" in doc
    old = ra.rhine_city(edge_precincts=((2, 0), (2, 4)), event_trail=range(1, 7))
    assert f"| {len(old.trail_gaps)} of {len(old.trail) - 1} | 0 of {len(c.trail) - 1} |" in doc
