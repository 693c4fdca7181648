"""Rogue Agent special dice: colours, named faces, and face probabilities as symbols.

Rules: Rogue Agent: Components, Dice Rules, Dice Faces.

The rulebook names the faces (explosion on a red die; boost, ammo, double ammo
and pistol on a black die; cross, fuel, car and the search symbols without a
colour) but never says how many of each a die carries (register RA-03). So a
die here is a set of named faces whose probabilities are sympy symbols such as
``red_explosion``, plus an ``"other"`` remainder (one minus the named ones).
A reader turns a formula into a number with a :class:`FaceMix`; the only mix
shipped, :data:`ILLUSTRATIVE_MIX`, is invented for pictures and says so.

Which colours and faces the rulebook mentions is data:
``data/rogue_agent/dice_faces.csv`` (no counts: the book gives none).

Don't confuse a :class:`SpecialDie` (one die, its named faces and their
probabilities) with :func:`pool_counts` (how many dice of a whole pool show
each face, a joint distribution over count tuples).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from ...data import load_csv
from ...display import Table
from ...dist import Dist, is_symbolic_value
from ...exact import as_exact, as_name
from ...readings import uses

__all__ = [
    "COLOURS", "ATTACK_FACES", "OTHER", "DICE_PER_COLOUR", "face_symbol", "face_symbols", "dice_faces",
    "printed_colours", "SpecialDie", "special_die", "FaceMix", "ILLUSTRATIVE_MIX", "dice_limit",
    "check_available", "pool_counts", "compile_exact",
]

COLOURS = ("red", "green", "black")
ATTACK_FACES = ("explosion", "boost", "ammo", "double_ammo", "pistol")
OTHER = "other"
DICE_PER_COLOUR = 3  # a HYPOTHESIS (reading special_dice_split), not a printed number


def _check_colour(colour: str, what: str = "colour") -> str:
    as_name(what, colour)
    if colour not in COLOURS:
        raise ValueError(f"{what}: a special die is one of {COLOURS} (Rogue Agent: Dice Faces), "
                         f"not {colour!r}")
    return colour


def _check_face(face: str, what: str = "face") -> str:
    as_name(what, face)
    if not face.isidentifier() or face == OTHER:
        raise ValueError(f"{what} must be a named face such as 'explosion', not {face!r}")
    return face


def face_symbol(colour: str, face: str) -> sympy.Symbol:
    """The unknown P(a ``colour`` die shows ``face``), e.g. ``red_explosion``.

    Rules: Rogue Agent: Dice Faces.
    """
    _check_colour(colour)
    _check_face(face)
    return _face_symbol(colour, face)


@functools.lru_cache(maxsize=1024)
def _face_symbol(colour: str, face: str) -> sympy.Symbol:
    return sympy.Symbol(f"{colour}_{face}")


def face_symbols(faces=ATTACK_FACES, colours=COLOURS) -> tuple[sympy.Symbol, ...]:
    """The symbols for ``faces`` on ``colours``, colour by colour (a fixed order for widgets).

    Rules: Rogue Agent: Dice Faces.
    """
    for name, v in (("faces", faces), ("colours", colours)):
        if isinstance(v, str) or not isinstance(v, (tuple, list)):
            raise TypeError(f"{name} must be a tuple of names, not {type(v).__name__} {v!r}")
    for c in colours:
        _check_colour(c, "colours (each)")
    for f in faces:
        _check_face(f, "faces (each)")
    return tuple(_face_symbol(c, f) for c in colours for f in faces)


@functools.cache
def _rows() -> tuple:
    rows = load_csv("rogue_agent/dice_faces.csv",
                    {"colour": str, "face": str, "source": str, "cite": str, "note": str},
                    key=("colour", "face"))  # a second row for a (colour, face) is refused
    return tuple(MappingProxyType(dict(r)) for r in rows)


def dice_faces() -> list[dict]:
    """The named faces of the special dice as the rulebook gives them (data, with citations).

    Each row: colour (or ``"unstated"``), face, source (printed/assumed), cite, note.
    There are no face counts: the rulebook has none (RA-03).

    Rules: Rogue Agent: Dice Faces.
    """
    return [dict(r) for r in _rows()]


def printed_colours(face: str) -> tuple[str, ...]:
    """The colours the rulebook itself puts ``face`` on (empty if it never says).

    Rules: Rogue Agent: Dice Faces.
    """
    _check_face(face)
    return tuple(r["colour"] for r in _rows()
                 if r["face"] == face and r["source"] == "printed" and r["colour"] in COLOURS)


def _exact(x: Any, what: str):
    v = as_exact(what, x)
    if not is_symbolic_value(v) and not 0 <= v <= 1:
        raise ValueError(f"{what} must lie between 0 and 1, not {v}")
    return v


@dataclass(frozen=True)
class SpecialDie:
    """One special die: its colour and the probability of each named face.

    ``faces`` holds ``(face, probability)`` pairs (sympy symbols or exact
    numbers); the remainder, one minus their sum, is the face ``"other"``.
    Build one with :func:`special_die`.
    """

    colour: str
    faces: tuple[tuple[str, Any], ...]

    def __post_init__(self):
        _check_colour(self.colour)
        if isinstance(self.faces, (str, Mapping)) or not isinstance(self.faces, (tuple, list)):
            raise TypeError(f"faces must be a tuple of (face, probability) pairs, not {self.faces!r}")
        clean = []
        for pair in self.faces:
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise TypeError(f"faces must hold (face, probability) pairs, not {pair!r}")
            f, p = pair
            _check_face(f, "faces (a face name)")
            clean.append((f, _exact(p, f"faces: P({self.colour} {f})")))
        if len({f for f, _ in clean}) != len(clean):
            raise ValueError(f"faces names a face twice: {[f for f, _ in clean]}")
        object.__setattr__(self, "faces", tuple(clean))

    def prob(self, face: str):
        """P(this die shows ``face``) (0 for a face it does not carry)."""
        as_name("face", face)
        if face == OTHER:
            return self.other
        return dict(self.faces).get(face, sympy.Integer(0))

    @property
    def other(self):
        """P(none of the named faces): the blank/other remainder."""
        return sympy.expand(1 - sympy.Add(*[p for _, p in self.faces]))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(f for f, _ in self.faces)

    @property
    def symbols(self) -> set:
        return set().union(*(p.free_symbols for _, p in self.faces))

    @property
    def dist(self) -> Dist:
        """The die as a :class:`Dist` over face names (``"other"`` included)."""
        return _die_dist(self)

    def subs(self, mix: FaceMix | Mapping) -> SpecialDie:
        """The same die with face probabilities taken from a face mix."""
        if isinstance(mix, FaceMix):
            vals = mix.substitutions(self.names, (self.colour,))
        elif isinstance(mix, Mapping):
            vals = {}
            for k, v in mix.items():
                if not isinstance(k, sympy.Symbol):
                    raise TypeError(f"mix keys must be face symbols (see face_symbol), not {k!r}")
                vals[k] = _exact(v, f"mix[{k}]")
        else:
            raise TypeError(f"mix must be a FaceMix or a mapping {{face symbol: probability}}, not {mix!r}")
        faces = tuple((f, sympy.expand(p.xreplace(vals))) for f, p in self.faces)
        return SpecialDie(self.colour, faces)


@functools.lru_cache(maxsize=512)
def _die_dist(die: SpecialDie) -> Dist:
    probs = {f: p for f, p in die.faces}
    probs[OTHER] = die.other
    if not die.symbols and any(v < 0 for v in probs.values()):
        raise ValueError(f"the {die.colour} die's face probabilities add up to more than 1: {probs}")
    return Dist.from_probs({f: p for f, p in probs.items() if p != 0} or {OTHER: 1})


@uses("face_colours")
def special_die(colour: str, faces=ATTACK_FACES, *, mix: FaceMix | None = None, rules=None) -> SpecialDie:
    """A special die with the named ``faces``: symbols by default, numbers under a ``mix``.

    Under ``face_colours="printed"`` a face whose colour the Dice Faces list
    names has probability 0 on every other colour.

    Rules: Rogue Agent: Dice Faces.
    """
    _check_colour(colour)
    if isinstance(faces, str) or not isinstance(faces, (tuple, list)):
        raise TypeError(f"faces must be a tuple of face names, e.g. ('explosion', 'boost'), not {faces!r}")
    if mix is not None and not isinstance(mix, FaceMix):
        raise TypeError(f"mix must be a FaceMix, not {type(mix).__name__}")
    out = []
    for f in faces:
        _check_face(f, "faces (each)")
        on = printed_colours(f)
        if rules.face_colours == "printed" and on and colour not in on:
            out.append((f, sympy.Integer(0)))
        else:
            out.append((f, face_symbol(colour, f)))
    die = SpecialDie(colour, tuple(out))
    return die.subs(mix) if mix is not None else die


@dataclass(frozen=True, eq=False)
class FaceMix:
    """Exact face probabilities a reader chooses: ``{(colour, face): p}``.

    A face a colour's entries leave out has probability 0 on that colour; the
    rest of each die is ``"other"``. Floats are refused. This is a *choice*,
    never a fact from the rulebook: ``label`` says whose choice it is.
    """

    values: Mapping[tuple[str, str], Any]
    label: str = "reader's face mix"
    illustrative: bool = False

    def __post_init__(self):
        if not isinstance(self.values, Mapping):
            raise TypeError(f"values must be a mapping {{(colour, face): probability}}, not {self.values!r}")
        as_name("label", self.label)
        if not isinstance(self.illustrative, bool):
            raise TypeError(f"illustrative must be True or False, not {self.illustrative!r}")
        clean = {}
        for key, p in dict(self.values).items():
            if not (isinstance(key, tuple) and len(key) == 2):
                raise TypeError(f"values: face mix keys are (colour, face) pairs, not {key!r}")
            colour, face = key
            _check_colour(colour, "values (a colour)")
            _check_face(face, "values (a face)")
            v = _exact(p, f"values: P({colour} {face})")
            if is_symbolic_value(v):
                raise TypeError(f"values: a face mix holds numbers; P({colour} {face}) = {v} is symbolic")
            clean[(colour, face)] = v
        for c in COLOURS:
            total = sum((v for (cc, _), v in clean.items() if cc == c), sympy.Integer(0))
            if total > 1:
                raise ValueError(f"values: the {c} faces of this mix add up to {total} > 1")
        object.__setattr__(self, "values", MappingProxyType(clean))  # immutable: mixes are shared

    def __eq__(self, other):
        return isinstance(other, FaceMix) and self.values == other.values

    def __hash__(self):
        return hash(frozenset(self.values.items()))

    @classmethod
    def sixths(cls, counts: Mapping[str, Mapping[str, int]], **kw) -> FaceMix:
        """A mix from whole sixths, e.g. ``{"red": {"explosion": 3, "boost": 1}}``."""
        if not isinstance(counts, Mapping):
            raise TypeError(f"counts must be a mapping {{colour: {{face: sixths}}}}, not {counts!r}")
        vals = {}
        for colour, faces in counts.items():
            if not isinstance(faces, Mapping):
                raise TypeError(f"counts[{colour!r}] must be a mapping {{face: sixths}}, not {faces!r}")
            _check_colour(colour, "counts (a colour)")
            for face, k in faces.items():
                _check_face(face, "counts (a face)")
                if not isinstance(k, int) or isinstance(k, bool):
                    raise TypeError(f"counts: sixths must be whole numbers >= 0, not {k!r}")
                if not 0 <= k <= 6:
                    raise ValueError(f"counts: sixths must be whole numbers from 0 to 6, not {k!r}")
                vals[(colour, face)] = sympy.Rational(k, 6)
        try:
            return cls(vals, **kw)
        except (TypeError, ValueError) as e:
            raise type(e)(f"counts: {e}") from None

    def substitutions(self, faces: tuple[str, ...] = (), colours=COLOURS) -> dict:
        """``{symbol: value}`` for sympy; faces in ``faces`` that the mix omits map to 0."""
        face_symbols(tuple(faces), tuple(colours))  # validates
        out = {face_symbol(c, f): sympy.Integer(0) for c in colours for f in faces}
        out.update({face_symbol(c, f): v for (c, f), v in self.values.items()})
        return out

    def prob(self, colour: str, face: str):
        """P(a ``colour`` die shows ``face``) under this mix (0 if the mix leaves it out)."""
        face_symbol(colour, face)
        return self.values.get((colour, face), sympy.Integer(0))

    def replace(self, colour: str, face: str, value, *, label: str | None = None) -> FaceMix:
        """A new mix with one face probability changed (the result is the reader's, not illustrative)."""
        face_symbol(colour, face)
        if label is not None:
            as_name("label", label)
        vals = dict(self.values)
        vals[(colour, face)] = value
        return FaceMix(vals, label=label or "reader's face mix", illustrative=False)

    def as_table(self, title: str = "") -> Table:
        """The mix as a labelled table: one row per colour and face, its probability (exact)."""
        tag = "ILLUSTRATIVE (invented, not from the rulebook): " if self.illustrative else ""
        return Table(title or f"{tag}{self.label}", ["colour", "face", "probability"],
                     [(c, f, v) for (c, f), v in sorted(self.values.items())], probs=["probability"],
                     bar="probability", notes="the rest of each die is \"other\"; the rulebook gives no "
                                              "face counts (RA-03)")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()

    def describe(self) -> str:
        parts = [f"{c} {f} {v}" for (c, f), v in sorted(self.values.items())]
        tag = "ILLUSTRATIVE (invented, not from the rulebook): " if self.illustrative else ""
        return f"{tag}{self.label}: " + ", ".join(parts)


ILLUSTRATIVE_MIX = FaceMix.sixths(
    {
        "red": {"explosion": 3, "boost": 1},
        "green": {"explosion": 2, "boost": 1, "pistol": 1, "fuel": 2},
        "black": {"explosion": 1, "boost": 1, "ammo": 1, "double_ammo": 1, "pistol": 1},
    },
    label="ILLUSTRATIVE face mix, invented for pictures; the rulebook gives no face counts (RA-03)",
    illustrative=True,
)
"""An invented face mix in sixths, for pictures only: NOT the game's dice (RA-03)."""


@uses("special_dice_split")
def dice_limit(colour: str, *, rules=None) -> int:
    """How many dice of ``colour`` exist under the reading (9 in all either way).

    Rules: Rogue Agent: Components, Dice Rules.
    """
    _check_colour(colour)
    return DICE_PER_COLOUR if rules.special_dice_split == "three_each" else 9


@uses("special_dice_split")
def check_available(pool: Mapping[str, int], *, rules=None) -> dict[str, int]:
    """Check that a pool uses no more special dice than exist; returns it as ``{colour: n}``.

    Rules: Rogue Agent: Dice Rules (no more special dice than the game has), Components (9 special dice).
    """
    if not isinstance(pool, Mapping):
        raise TypeError(f"a pool is a mapping {{colour: number of dice}}, not {type(pool).__name__}")
    out = {}
    for colour, n in pool.items():
        _check_colour(colour, "pool (a colour)")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"pool[{colour!r}] (the number of {colour} dice) must be a whole number >= 0, "
                            f"not {n!r}")
        if n < 0:
            raise ValueError(f"pool[{colour!r}] (the number of {colour} dice) must be a whole number >= 0, "
                             f"not {n!r}")
        limit = dice_limit(colour, rules=rules)
        if n > limit:
            raise ValueError(f"pool: {n} {colour} dice asked for, but only {limit} exist under "
                             f"special_dice_split={rules.special_dice_split!r} (Rogue Agent: Dice Rules)")
        if n:
            out[colour] = n
    if sum(out.values()) > 9:
        raise ValueError(f"pool: {sum(out.values())} special dice asked for; the game has 9 "
                         "(Rogue Agent: Components)")
    return out


@functools.lru_cache(maxsize=256)
def _pool_counts(pool: tuple, faces: tuple, face_colours: str, mix: FaceMix | None) -> Dist:
    total = None
    for colour, n in pool:
        die = special_die(colour, faces, mix=mix, face_colours=face_colours)
        part = _counts_of(die, n, faces)
        total = part if total is None else total.add(part)
    if total is None:
        return Dist.point(tuple(0 for _ in faces))
    return total


def _counts_of(die: SpecialDie, n: int, faces: tuple) -> Dist:
    present = [f for f in faces if f in die.dist]
    counted = Dist.pool(die.dist, n, present)
    idx = {f: i for i, f in enumerate(present)}
    return counted.map(lambda c: tuple(c[idx[f]] if f in idx else 0 for f in faces))


@uses("face_colours", "special_dice_split")
def pool_counts(pool: Mapping[str, int], faces=ATTACK_FACES, *, mix: FaceMix | None = None,
                rules=None) -> Dist:
    """Joint counts of ``faces`` over a pool ``{colour: n}``: a Dist over tuples in ``faces`` order.

    Symbolic in the face probabilities unless a ``mix`` is given. Cached.

    Rules: Rogue Agent: Dice Faces, Dice Rules.
    """
    checked = check_available(pool, rules=rules)
    if isinstance(faces, str) or not isinstance(faces, (tuple, list)) or not faces:
        raise TypeError(f"faces must be a non-empty tuple of face names, not {faces!r}")
    for f in faces:
        _check_face(f, "each of faces")
    if mix is not None and not isinstance(mix, FaceMix):
        raise TypeError(f"mix must be a FaceMix, not {type(mix).__name__}")
    key = tuple((c, checked[c]) for c in COLOURS if c in checked)
    return _pool_counts(key, tuple(faces), rules.face_colours, mix)


def compile_exact(expr, symbols) -> Callable[..., Fraction]:
    """Compile a polynomial/rational sympy expression once into exact Python arithmetic.

    ``f = compile_exact(expr, syms); f(*values)`` gives a ``Fraction`` (values are
    ints/Fractions/sympy Rationals), much faster than ``expr.subs`` on every
    slider move. Hand-written because ``sympy.lambdify`` prints rationals as
    float divisions. ``expr`` must be a sympy expression (or an int/Fraction): text is
    refused (it is never parsed, so it can never run as code), and ``symbols`` sympy Symbols.
    """
    expr = as_exact("expr", expr)
    if isinstance(symbols, (str, sympy.Basic)) or not isinstance(symbols, (tuple, list)):
        raise TypeError(f"symbols must be a tuple of sympy Symbols, not {symbols!r}")
    symbols = tuple(symbols)
    for s_ in symbols:
        if not isinstance(s_, sympy.Symbol):
            raise TypeError(f"symbols must hold sympy Symbols, not {s_!r}")
    index = {s: i for i, s in enumerate(symbols)}
    missing = expr.free_symbols - set(index)
    if missing:
        raise ValueError(f"expression has symbols {sorted(map(str, missing))} not in the argument list")

    def build(e):
        if e.is_Symbol:
            i = index[e]
            return lambda v: v[i]
        if e.is_Rational:
            c = Fraction(int(e.p), int(e.q))
            return lambda v: c
        if e.is_Add or e.is_Mul:
            parts = [build(a) for a in e.args]
            if e.is_Add:
                return lambda v: sum((p(v) for p in parts), Fraction(0))

            def mul(v):
                out = Fraction(1)
                for p in parts:
                    out *= p(v)
                return out
            return mul
        if e.is_Pow and e.exp.is_Integer:
            base, k = build(e.base), int(e.exp)
            return lambda v: base(v) ** k
        raise TypeError(f"compile_exact handles polynomials and rational functions, not {e.func.__name__}")

    fn = build(expr)

    def evaluate(*values):
        if len(values) != len(symbols):
            raise TypeError(f"expected {len(symbols)} values for {symbols}, got {len(values)}")
        vals = []
        for s, x in zip(symbols, values):
            v = _exact(x, str(s))
            vals.append(Fraction(int(v.p), int(v.q)))
        return fn(vals)

    evaluate.symbols = symbols
    return evaluate
