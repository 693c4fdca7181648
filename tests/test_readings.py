"""The readings registry (edgekit.readings)."""

import pytest

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


def test_uses_checks_the_function_accepts_the_keyword():
    with pytest.raises(TypeError, match="must accept reading"):
        @readings.uses("natural_12")
        def g():
            return 1
