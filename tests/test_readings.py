"""The readings registry (edgekit.readings)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import readings


def test_all_readings_are_well_formed():
    rs = readings.all()
    assert {"table_rows", "column_edge", "natural_12"} <= {r.id for r in rs}
    for r in rs:
        assert r.default in r.options and r.cite and r.question.endswith("?") and r.reason
        assert all(c.split()[0] in ("Edge", "Rogue", "Matrix", "Cyberpunk") for c in r.cite), r.id
        assert r.id.isidentifier()


def test_get_and_errors():
    assert readings.get("natural_12").default == "ends_action"
    with pytest.raises(KeyError, match="known readings"):
        readings.get("no_such_reading")
    with pytest.raises(ValueError, match="choose one of"):
        readings.get("column_edge").check("sideways")
    with pytest.raises(ValueError, match="game must be one of"):
        readings.by_game("Monopoly")


def test_register_rejects_bad_definitions():
    with pytest.raises(ValueError, match="default"):
        readings.Reading("x_test", "Edge City", "Q?", {"a": "A"}, "b", "r", ("Edge City 1",))
    with pytest.raises(ValueError, match="identifier"):
        readings.Reading("bad id", "Edge City", "Q?", {"a": "A"}, "a", "r", ("Edge City 1",))
    with pytest.raises(ValueError, match="already registered"):
        readings.register("table_rows", game="Edge City", question="Q?", options={"a": "A"},
                          default="a", reason="r", cite=("Edge City 1",))


def test_uses_fills_defaults_and_records_them():
    @readings.uses("natural_12")
    def f(*, natural_12=None):
        return {"seen": natural_12}

    assert f() == {"seen": "ends_action"}
    assert f(natural_12="plain_failure") == {"seen": "plain_failure"}
    with pytest.raises(ValueError, match="ends_action"):
        f(natural_12="maybe")


def test_uses_checks_the_function_can_see_its_reading():
    # neither rules= (to read rules.natural_12) nor the keyword: the function could never see it
    with pytest.raises(TypeError, match=r"g must take rules= to read \['natural_12'\]"):
        @readings.uses("natural_12")
        def g():
            return 1


# -- The Rules value (issue 10) -------------------------------------------------------------------

def test_defaults_is_one_frozen_hashable_value_per_game():
    r = readings.defaults("Edge City")
    assert r == readings.defaults("edge_city") and hash(r) == hash(readings.defaults("edge_city"))
    assert r.game == "Edge City" and r.natural_12 == "ends_action" and r.changed() == {}
    assert set(r.as_dict()) == {x.id for x in readings.by_game("Edge City")}
    with pytest.raises(AttributeError, match="frozen"):
        r.natural_12 = "plain_failure"
    with pytest.raises(AttributeError, match="not a reading of Edge City"):
        r.bomb_rows  # noqa: B018 - a Rogue Agent reading
    for game in readings.GAMES:
        assert readings.defaults(game).as_dict() == {x.id: x.default for x in readings.by_game(game)}


def test_replace_is_checked_and_equal_values_are_equal():
    r = readings.defaults("Edge City")
    r2 = r.replace(natural_12="plain_failure")
    assert r2 != r and r2.changed() == {"natural_12": "plain_failure"} and r.changed() == {}
    # Setting a reading back to its default gives the default value again (only changes are kept).
    assert r2.replace(natural_12="ends_action") == r
    assert r2.replace(table_rows="cap_10") == r.replace(table_rows="cap_10", natural_12="plain_failure")
    with pytest.raises(ValueError, match=r"choose one of \['ends_action', 'plain_failure', "):
        r.replace(natural_12="maybe")
    with pytest.raises(ValueError, match="not a reading of Edge City"):
        r.replace(bomb_rows=5)
    with pytest.raises(TypeError, match="natural_12 must be one of"):
        r.replace(natural_12=["plain_failure"])  # unhashable: still a clear message naming the reading
    ra = readings.defaults("Rogue Agent")
    with pytest.raises(TypeError, match="bomb_rows must be one of"):
        ra.replace(bomb_rows=5.0)  # 5.0 == 5 in Python, but a reading's option is exact
    with pytest.raises(TypeError, match="bomb_rows"):
        ra.replace(bomb_rows=True)
    assert ra.replace(bomb_rows=5).bomb_rows == 5


def test_repr_lists_every_value_and_marks_the_changed_ones():
    text = repr(readings.defaults("Edge City").replace(natural_12="plain_failure"))
    assert "1 changed" in text
    assert "natural_12='plain_failure'," in text and "CHANGED (default 'ends_action')" in text
    for x in readings.by_game("Edge City"):
        assert f"    {x.id}=" in text
    assert "<table" in readings.defaults("Matrix")._repr_html_()


def test_rules_pickle_round_trip():
    import pickle
    r = readings.defaults("Rogue Agent").replace(bomb_rows=6)
    assert pickle.loads(pickle.dumps(r)) == r


def test_games_are_named_strictly():
    with pytest.raises(ValueError, match="game must be one of"):
        readings.defaults("Monopoly")
    with pytest.raises(TypeError, match="game must be one of"):
        readings.defaults(3)


def test_uses_gives_rules_and_keywords_are_shorthand():
    import inspect

    seen = []

    @readings.uses("natural_12", "table_rows")
    def f(x, *, natural_12=None, table_rows=None, rules=None):
        """A test rule.

        Rules: Edge City 8.4, 8.5.1 (the natural 12). More prose here. Not a section.
        """
        seen.append(rules)
        return (x, natural_12, table_rows)

    base = readings.defaults("Edge City")
    assert f(1) == (1, "ends_action", "linear") and seen[-1] == base
    assert f(1, natural_12="plain_failure") == f(1, rules=base.replace(natural_12="plain_failure"))
    assert seen[-1] == base.replace(natural_12="plain_failure")
    # A keyword overrides the rules value it is given with.
    assert f(1, rules=base.replace(table_rows="cap_10"), natural_12="plain_failure") == \
        (1, "plain_failure", "cap_10")
    with pytest.raises(ValueError, match="readings of Matrix"):
        f(1, rules=readings.defaults("Matrix"))
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        f(1, rules={"natural_12": "plain_failure"})
    sig = inspect.signature(f)
    assert sig.parameters["natural_12"].default == "ends_action"
    assert sig.parameters["table_rows"].default == "linear"
    a = f.explain(2, table_rows="cap_12")
    assert a.value == (2, "ends_action", "cap_12")
    assert dict(a.readings) == {"natural_12": "ends_action", "table_rows": "cap_12"}
    assert a.cite == ("Edge City 8.4", "Edge City 8.5.1") and a.rules == base.replace(table_rows="cap_12")
    assert readings.readings_of(f, rules=base.replace(table_rows="cap_10")) == \
        {"natural_12": "ends_action", "table_rows": "cap_10"}


def test_uses_adds_rules_to_functions_that_do_not_declare_it():
    import inspect

    @readings.uses("natural_12")
    def g(*, natural_12=None):
        return natural_12

    assert "rules" in inspect.signature(g).parameters
    assert g(rules=readings.defaults("Edge City").replace(natural_12="plain_failure")) == "plain_failure"

    @readings.uses(game="Matrix")
    def h(x):
        """Rules: Matrix step 3."""
        return x + 1

    assert h(1, rules=readings.defaults("Matrix")) == 2 and h.explain(1).cite == ("Matrix step 3",)
    with pytest.raises(ValueError, match="readings of Edge City"):
        h(1, rules=readings.defaults("Edge City"))
    with pytest.raises(ValueError, match="one game per function"):
        readings.uses("natural_12", "bomb_rows")(lambda *, natural_12=None, bomb_rows=None: 0)


def test_reading_options_cannot_be_changed_by_a_caller():
    r = readings.get("natural_12")
    with pytest.raises(TypeError):
        r.options["new"] = "x"
    assert "new" not in readings.get("natural_12").options


@given(st.text(alphabet="ab12. ,;", max_size=40))
def test_cites_fast_split_equals_the_bracket_tracking_split(text):
    """cites_of splits a bracket-free Rules: line with two regexes; it must equal the general split."""
    from edgekit._readings.provenance import _SEMI_OR_COMMA, _SENTENCE_END, _split_cites

    assert _SEMI_OR_COMMA.split(_SENTENCE_END.split(text, maxsplit=1)[0]) == _split_cites(text)


def test_a_fresh_recording_starts_with_every_cache_empty():
    """recording(fresh=True) empties edgekit's caches first, so what it sees never depends on what
    ran before (a cache hit would skip a lookup); the bomb's placement tables are emptied too."""
    from edgekit.edge_city.board import city
    from edgekit.rogue_agent.bomb import rules as bomb_rules

    city.tile_kind("Tech Plex")
    assert city._canonical_cached.cache_info().currsize > 0
    bomb_rules._FREE["probe"] = {}
    with readings.recording(fresh=True):
        assert city._canonical_cached.cache_info().currsize == 0
        assert "probe" not in bomb_rules._FREE
    with pytest.raises(TypeError, match="fresh"):
        with readings.recording(fresh="yes"):
            pass
