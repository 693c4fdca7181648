"""Rogue Agent special dice: faces as data, symbols, face mixes, availability, pools (brute-force oracles)."""

import itertools
from fractions import Fraction

import icepool
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit import readings
from edgekit.dist import Dist
from edgekit.rogue_agent.rules import dice as D

FACES3 = ("explosion", "boost", "pistol")


def brute_counts(pool, faces, mix=None):
    """Every ordered sequence of faces, one die at a time: the slow, obvious oracle."""
    dies = []
    for colour, n in pool.items():
        die = D.special_die(colour, faces, mix=mix)
        dies += [die] * n
    out = {}
    for seq in itertools.product(*[[*faces, D.OTHER]] * len(dies)):
        w = sympy.Integer(1)
        for die, f in zip(dies, seq):
            w *= die.prob(f)
        key = tuple(seq.count(f) for f in faces)
        out[key] = out.get(key, 0) + w
    return {k: sympy.expand(v) for k, v in out.items() if sympy.expand(v) != 0}


def test_data_names_faces_with_citations_and_no_counts():
    rows = D.dice_faces()
    assert {r["source"] for r in rows} <= {"printed", "assumed"}
    assert all(r["cite"].startswith("Rogue Agent:") for r in rows)
    assert not any("count" in k for r in rows for k in r)
    assert D.printed_colours("explosion") == ("red",)
    assert set(D.printed_colours("pistol")) == {"black"}
    assert D.printed_colours("fuel") == ()  # green only as an assumption (RA-18)


def test_symbols_and_the_printed_reading():
    die = D.special_die("red")
    assert die.prob("explosion") == sympy.Symbol("red_explosion")
    assert die.other == sympy.expand(1 - sum(D.face_symbols(colours=("red",))))
    green = D.special_die("green", face_colours="printed")
    assert all(p == 0 for _, p in green.faces) and green.other == 1
    black = D.special_die("black", face_colours="printed")
    assert black.prob("explosion") == 0 and black.prob("boost") == sympy.Symbol("black_boost")
    with pytest.raises(ValueError, match="face_colours"):
        D.special_die("red", face_colours="maybe")
    with pytest.raises(ValueError, match="red, green|'red'"):
        D.special_die("white")


def test_face_mix_validation():
    with pytest.raises(TypeError, match="float"):
        D.FaceMix({("red", "explosion"): 0.5})
    with pytest.raises(ValueError, match="> 1"):
        D.FaceMix.sixths({"red": {"explosion": 5, "boost": 2}})
    with pytest.raises(ValueError):
        D.FaceMix({("purple", "explosion"): Fraction(1, 6)})
    with pytest.raises(TypeError):
        D.FaceMix({"red_explosion": Fraction(1, 6)})
    with pytest.raises(TypeError, match="symbolic"):
        D.FaceMix({("red", "explosion"): sympy.Symbol("x")})
    m = D.FaceMix.sixths({"red": {"explosion": 2}})
    assert m.prob("red", "explosion") == sympy.Rational(1, 3) and m.prob("red", "boost") == 0
    assert m.replace("red", "boost", Fraction(1, 6)).prob("red", "boost") == sympy.Rational(1, 6)


def test_illustrative_mix_is_labelled_as_such():
    assert D.ILLUSTRATIVE_MIX.illustrative
    assert "ILLUSTRATIVE" in D.ILLUSTRATIVE_MIX.label and "ILLUSTRATIVE" in D.ILLUSTRATIVE_MIX.describe()
    assert not D.ILLUSTRATIVE_MIX.replace("red", "boost", 0).illustrative


def test_no_more_dice_than_exist():
    assert D.check_available({"red": 3, "green": 3, "black": 3}) == {"red": 3, "green": 3, "black": 3}
    with pytest.raises(ValueError, match="Dice Rules"):
        D.check_available({"green": 4})
    assert D.check_available({"green": 4}, special_dice_split="nine_any") == {"green": 4}
    with pytest.raises(ValueError, match="9"):
        D.check_available({"red": 5, "green": 5}, special_dice_split="nine_any")
    with pytest.raises(ValueError, match="whole number"):
        D.check_available({"red": -1})
    assert readings.get("special_dice_split").register == "RA-03"


@pytest.mark.parametrize("pool", [{"red": 1}, {"red": 2}, {"red": 1, "black": 1}, {"red": 2, "green": 1}])
def test_symbolic_pool_counts_equal_enumeration(pool):
    fast = D.pool_counts(pool, FACES3)
    slow = brute_counts(pool, FACES3)
    assert fast.outcomes() == sorted(slow)
    for k, v in slow.items():
        assert sympy.expand(fast.prob(k) - v) == 0


def test_numeric_pool_counts_equal_enumeration():
    pool = {"red": 2, "green": 1, "black": 1}
    fast = D.pool_counts(pool, FACES3, mix=D.ILLUSTRATIVE_MIX)
    slow = brute_counts(pool, FACES3, mix=D.ILLUSTRATIVE_MIX)
    assert fast == Dist.from_probs(slow)


def test_icepool_agrees_on_a_numeric_red_pool():
    # three red dice under the illustrative mix: 3/6 explosion, 1/6 boost, 2/6 other
    die = icepool.Die({"E": 3, "B": 1, "O": 2})
    ice = icepool.map(lambda *f: f.count("E") + min(f.count("E"), f.count("B")), die, die, die)
    ours = D.pool_counts({"red": 3}, ("explosion", "boost"), mix=D.ILLUSTRATIVE_MIX).map(
        lambda c: c[0] + min(c))
    assert {o: Fraction(q) for o, q in zip(ice.outcomes(), ice.probabilities())} == {
        o: Fraction(int(p.p), int(p.q)) for o, p in ours.probs().items()}


sixth = st.integers(0, 6)


@st.composite
def mixes(draw):
    out = {}
    for c in D.COLOURS:
        left = 6
        faces = {}
        for f in FACES3:
            k = draw(st.integers(0, left))
            faces[f] = k
            left -= k
        out[c] = faces
    return D.FaceMix.sixths(out)


@given(mixes())
def test_symbolic_equals_numeric_at_sample_points(mix):
    pool = {"red": 2, "green": 1, "black": 1}
    sym = D.pool_counts(pool, FACES3)
    vals = mix.substitutions(FACES3)
    num = D.pool_counts(pool, FACES3, mix=mix)
    for k in sym.outcomes():
        assert sym.prob(k).xreplace(vals) == num.prob(k)


@given(mixes())
def test_compile_exact_equals_subs(mix):
    expr = D.pool_counts({"red": 2, "black": 1}, FACES3).p(lambda c: c[0] + min(c[0], c[1]) >= 2)
    syms = D.face_symbols(FACES3)
    f = D.compile_exact(expr, syms)
    vals = mix.substitutions(FACES3)
    assert f(*[vals[s] for s in syms]) == expr.xreplace(vals)


def test_compile_exact_rejects_bad_input():
    x = sympy.Symbol("x")
    with pytest.raises(ValueError, match="not in the argument list"):
        D.compile_exact(x + sympy.Symbol("y"), [x])
    with pytest.raises(TypeError, match="float"):
        D.compile_exact(x, [x])(0.5)
    with pytest.raises(TypeError, match="polynomials"):
        D.compile_exact(sympy.sin(x), [x])


def test_face_mix_shows_as_a_table_of_exact_probabilities():
    t = D.ILLUSTRATIVE_MIX.as_table()
    assert "ILLUSTRATIVE" in t.title and ("red", "explosion", sympy.Rational(1, 2)) in [
        (c, f, sympy.Rational(p)) for c, f, p in t.rows]
    assert len(t) == len(D.ILLUSTRATIVE_MIX.values)
    assert "50% (exact 1/2)" in str(t) and "Fraction(" not in D.ILLUSTRATIVE_MIX._repr_html_()
