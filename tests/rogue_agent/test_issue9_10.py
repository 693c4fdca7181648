"""Rogue Agent regressions of issues 9 (no text runs as code, clear errors, no hangs, no shared
mutable results) and 10 (Rules value, one rule in one place): every Rogue Agent example they name."""

import inspect
import random
import time
from fractions import Fraction as F

import pytest
import sympy

from edgekit import readings
from edgekit import rogue_agent as ra
from edgekit.rogue_agent import bomb

CODE = "__import__('os').system('echo PWNED')"
MIX = ra.ILLUSTRATIVE_MIX


@pytest.fixture
def no_system(monkeypatch):
    ran = []
    monkeypatch.setattr("os.system", lambda *a: ran.append(a))
    yield ran
    assert not ran, "caller text ran as code"


def test_text_never_runs_as_code(no_system):
    with pytest.raises(TypeError, match="expr"):
        ra.compile_exact(CODE, ())
    with pytest.raises(TypeError, match="explosion"):
        ra.SpecialDie("red", (("explosion", CODE),))
    die = ra.special_die("red")
    with pytest.raises(TypeError, match="mix"):
        die.subs({ra.face_symbol("red", "explosion"): CODE})
    with pytest.raises(TypeError):
        die.subs({"red_explosion": F(1, 2)})
    for call in (lambda: ra.interception_probability(1, 0, fuel=CODE),
                 lambda: ra.stability_check_probability(1, cross=CODE, explosion=F(1, 6)),
                 lambda: ra.stability_formula(1, cross=CODE),
                 lambda: ra.solve_defuse(2, cross=CODE, explosion=F(1, 6)),
                 lambda: ra.search_result(1, 0, 0, 0, gain_value=CODE),
                 lambda: ra.FaceMix({("red", "explosion"): CODE})):
        with pytest.raises(TypeError):
            call()


def test_sizes_the_rules_never_reach_are_refused_fast():
    b4 = ra.bomb_rules(4)
    t = time.perf_counter()
    for bad in (float("nan"), 1.5, True, "1"):
        with pytest.raises(TypeError, match="crosses"):
            ra.placements((), bad, 0, b4)
    with pytest.raises(ValueError, match="crosses"):
        ra.placements((), 10, 0, b4)
    with pytest.raises(ValueError, match="attacker_dice"):
        ra.interception_probability(10**6, 0, fuel=ra.FUEL)
    with pytest.raises(ValueError, match="n must be"):
        ra.stability_check_probability(10**6, cross=F(1, 3), explosion=F(1, 6))
    with pytest.raises(ValueError, match="n must be"):
        ra.stability_formula(10**6)
    sol4 = ra.solve_defuse(4, **bomb.ILLUSTRATIVE_FACES, dice=4)
    with pytest.raises(ValueError, match="at most 3 dice"):
        ra.defuse_formula(sol4)
    assert time.perf_counter() - t < 30  # generous: these used to hang or take minutes


def test_module_caches_are_bounded():
    from edgekit.rogue_agent.bomb import rules as R
    from edgekit.rogue_agent.rules.dice import _face_symbol

    assert _face_symbol.cache_info().maxsize is not None
    assert R.CACHE_LIMIT > 0
    R.table("probe")["x"] = 1
    saved, R.CACHE_LIMIT = R.CACHE_LIMIT, 0
    try:
        R.trim_tables()
        assert "probe" not in R._FREE
    finally:
        R.CACHE_LIMIT = saved


def test_bad_input_gets_a_named_value_or_type_error():
    with pytest.raises(TypeError, match="face"):
        ra.face_symbol("red", 3)
    with pytest.raises(TypeError, match="solution"):
        ra.defuse_formula(3)
    with pytest.raises(ValueError, match="dice"):
        ra.search_policy({}, MIX)
    with pytest.raises(TypeError, match="board"):
        ra.timer_after(4, "abcdef")
    with pytest.raises(TypeError, match="health"):
        ra.subdue_reward("")
    with pytest.raises(TypeError, match="bomb_rows"):
        ra.bomb_rules(4, bomb_rows=5.0)
    with pytest.raises(TypeError, match="protected"):
        ra.killer_damage(1, protected="no")
    for flag in ("intelligence", "body_armor", "protected"):
        with pytest.raises(TypeError, match=flag):
            ra.search_policy({"red": 1}, MIX, **{flag: "no"})
    with pytest.raises(TypeError, match="rules"):
        ra.placements((), 1, 0, {"timer": 4})
    with pytest.raises(TypeError, match="board"):
        ra.has_line("xyz")


def test_validation_before_the_cache():
    for _ in range(2):  # the second call would hit the cache of the first
        with pytest.raises(TypeError, match="informants"):
            ra.search_policy({"red": 1}, MIX, informants=True)
        ra.search_policy({"red": 1}, MIX, informants=1)


def test_cached_values_are_immutable():
    with pytest.raises(TypeError):
        MIX.values[("red", "explosion")] = 1
    with pytest.raises(TypeError):
        bomb.ILLUSTRATIVE_FACES["cross"] = 1
    with pytest.raises(TypeError):
        bomb.GOALS["x"] = "y"
    plan = ra.attack_policy({"red": 1, "black": 1}, MIX)
    with pytest.raises(AttributeError):
        plan.value = 0
    with pytest.raises(TypeError):
        plan.pool["red"] = 9


def test_search_policy_colour_chosen_is_not_shared():
    base = {"red": 1, "white": 1}
    first = ra.search_policy(base, MIX)
    second = ra.search_policy(base, MIX, special_dice_split="nine_any")
    # the cached plan is never changed: each answer carries its own colour
    assert first.colour_chosen in ra.COLOURS and second.colour_chosen in ra.COLOURS
    with pytest.raises(AttributeError):
        first.colour_chosen = "green"


def test_plans_record_special_dice_split():
    a = ra.attack_policy({"red": 3}, MIX)
    b = ra.attack_policy({"red": 3}, MIX, special_dice_split="nine_any")
    assert a is not b
    assert a.readings["special_dice_split"] == "three_each" and b.readings["special_dice_split"] == "nine_any"
    s1 = ra.search_policy({"red": 1}, MIX)
    s2 = ra.search_policy({"red": 1}, MIX, special_dice_split="nine_any")
    assert s1 is not s2 and s2.readings["special_dice_split"] == "nine_any"


def test_duplicate_dice_faces_rows_are_refused(tmp_path, monkeypatch):
    """A second row for a (colour, face) is refused, naming the file and both lines."""
    from edgekit import data
    from edgekit.rogue_agent.rules import dice as D

    src = (data.DATA_DIR / "rogue_agent" / "dice_faces.csv").read_text(encoding="utf-8")
    lines = src.splitlines()
    row = next(line for line in lines if line.startswith("red,explosion"))
    bad = tmp_path / "dice_faces.csv"
    bad.write_text("\n".join([*lines, row.replace("printed", "assumed")]) + "\n", encoding="utf-8")
    orig = D.load_csv
    monkeypatch.setattr(D, "load_csv", lambda path, columns, **kw: orig(bad, columns, **kw))
    D._rows.cache_clear()
    try:
        with pytest.raises(ValueError, match="line"):
            D._rows()
    finally:
        monkeypatch.undo()
        D._rows.cache_clear()
    assert D.dice_faces()  # the real file still loads


# ------------------------------------------------------------------ issue 10
def test_every_public_rule_function_takes_rules():
    r = readings.defaults("Rogue Agent")
    assert ra.stability_check_probability(2, cross=F(1, 3), explosion=F(1, 6), rules=r.replace(
        stability_variant="simplified")) == ra.stability_check_probability(
        2, cross=F(1, 3), explosion=F(1, 6), stability_variant="simplified")
    assert ra.bomb_rules(4, rules=r.replace(bomb_rows=5)).rows == 5
    assert ra.killer_damage(2, rules=r.replace(killer_informants="reduces")) == 0


def test_variant_is_only_a_shorthand_of_stability_variant():
    """One name: stability_variant; variant= stays as shorthand on stability_check_probability only
    (the play layer's bomb_game uses it), meaning exactly the same."""
    kw = dict(cross=F(1, 3), explosion=F(1, 6))
    assert ra.stability_check_probability(3, variant="simplified", **kw) == \
        ra.stability_check_probability(3, stability_variant="simplified", **kw)
    with pytest.raises(ValueError, match="stability_variant"):
        ra.stability_check_probability(3, variant="fast", **kw)
    for fn in (ra.stability_formula, ra.stability_procedure, ra.solve_defuse):
        with pytest.raises(TypeError):
            fn(2, variant="full", **kw)


@pytest.mark.parametrize("variant, value", [("simplified", F(35, 54)), ("full", F(61, 152))])
def test_variant_shorthand_reports_the_reading_actually_used(variant, value):
    """Issue 20: explain(..., variant="simplified") returned the simplified 35/54 but reported the
    full reading: the alias was read inside the function, after the readings were resolved."""
    kw = dict(cross=F(1, 6), explosion=F(1, 6))
    answer = ra.stability_check_probability.explain(3, variant=variant, **kw)
    assert answer.value == value
    assert dict(answer.readings) == {"stability_variant": variant}
    assert answer.rules.stability_variant == variant
    used = readings.readings_of(ra.stability_check_probability, variant=variant)
    assert used == {"stability_variant": variant}
    # the shorthand wins over the reading's keyword and over rules=, as its docstring says
    other = "full" if variant == "simplified" else "simplified"
    rules = readings.Rules("Rogue Agent", {"stability_variant": other})
    both = ra.stability_check_probability.explain(3, variant=variant, stability_variant=other,
                                                  rules=rules, **kw)
    assert (both.value, dict(both.readings)) == (value, {"stability_variant": variant})
    assert "variant" in str(inspect.signature(ra.stability_check_probability))


def test_an_alias_must_name_one_of_the_readings():
    with pytest.raises(TypeError, match="alias 'v'"):
        readings.uses("stability_variant", aliases={"v": "bomb_rows"})(
            lambda n, *, stability_variant=None: n)


def test_one_pass_probability_one_multinomial_table():
    from edgekit.rogue_agent.bomb import stability

    c, e = F(1, 3), F(1, 6)
    for n in range(10):
        for v in ("full", "simplified"):
            assert stability.pass_fraction(n, c, e, v) == ra.stability_check_probability(
                n, cross=c, explosion=e, stability_variant=v)
    for d in range(10):
        assert sum(w for _, w in ra.roll_counts(d)) == 3**d


def test_appendix_a_takes_rules():
    r = readings.defaults("Rogue Agent")
    assert ra.appendix_a(rules=r) == ra.appendix_a()
    six = ra.appendix_a(rules=r.replace(bomb_rows=6))
    assert [s["timer"] for s in six] == [3, 2, 1]
    # a taller board gives roll 3 one more legal result (3 crosses stacked in column 2 fit)
    assert [s["legal_results"] for s in six] == [3, 3, 7]
    assert [s["legal_results"] for s in ra.appendix_a()] == [3, 3, 6]


def test_fourth_explosion_check_reading():
    """bomb_fourth_check: the failed attempt still makes the Stability check under "yes"."""
    board = ((4, 0), (0, 2))
    no = ra.attempt_end(board, ra.bomb_rules(4))
    yes = ra.attempt_end(board, ra.bomb_rules(4, bomb_fourth_check="yes"))
    assert (no.kind, no.check_dice) == ("failed", 0)
    assert (yes.kind, yes.check_dice, yes.defuses) == ("check", 4, False)
    a = ra.solve_defuse(2, **bomb.ILLUSTRATIVE_FACES, dice=6, goal="defuse")
    b = ra.solve_defuse(2, **bomb.ILLUSTRATIVE_FACES, dice=6, goal="defuse", bomb_fourth_check="yes")
    assert b.exploded >= a.exploded and b.neither <= a.neither


def test_ammo_chain_reading():
    """ammo_chain="yes": ammo on a re-rolled die adds re-rolls (capped), so the value can only rise."""
    pool = {"red": 1, "black": 2}
    no = ra.attack_policy(pool, MIX, goal="expected_hits")
    yes = ra.attack_policy(pool, MIX, goal="expected_hits", ammo_chain="yes")
    assert yes.value > no.value
    assert len(yes.first_choices()[0]["state"]) == 5


def test_widget_uses_the_library_end_rules():
    """The game renders attempt_end; it holds no end-of-attempt rule of its own."""
    import inspect

    from edgekit.widgets import bomb as wb

    src = inspect.getsource(wb.BombGame)
    assert "attempt_end" in src and "k >= 4" not in src and "has_line" not in src
    g = wb.BombGame(timer=2, seed=1)
    g.state["board"] = ((4, 0), (0, 1))
    rng = random.Random(0)
    assert bomb.sample_stability_check(0, rng, cross=F(1, 3), explosion=F(1, 6)) is True


def test_importing_rogue_agent_loads_no_plotting():
    import subprocess
    import sys

    code = ("import sys, edgekit.rogue_agent; "
            "print(any(m in sys.modules for m in ('matplotlib', 'ipywidgets')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_sympy_expressions_still_accepted():
    f = ra.stability_check_probability(1, cross=ra.C, explosion=ra.E)
    assert sympy.simplify(f - ra.C / (ra.C + ra.E)) == 0


def test_solved_bomb_is_read_only():
    sol = ra.solve_defuse(2, **bomb.ILLUSTRATIVE_FACES, dice=3)
    with pytest.raises(AttributeError):
        sol.defused = 1
    with pytest.raises(AttributeError):
        sol.rules = None
