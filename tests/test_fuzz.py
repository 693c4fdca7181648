"""Fuzz every public entry point of edgekit against the contract of issue 9.

For each public callable (every name in the ``__all__`` of the modules below and of
any package listed in ``edgekit.__all__``, plus the public class/static methods of
public classes) a base case with valid arguments lives in ``tests/fuzz_cases/``.
Hypothesis replaces one argument at a time with an odd value (code strings, '',
floats incl. nan/inf/1.5, bools, None, huge and negative ints, containers,
objects, or the base value with one element replaced) and checks:

* the call returns a value of the base result's kind, or raises ``ValueError`` /
  ``TypeError`` whose message names the replaced argument;
* it never hangs (a per-call timer, ``EDGEKIT_FUZZ_TIMEOUT`` s, default 5);
* nothing else escapes (AttributeError, KeyError, RecursionError, MemoryError...).

A second sweep puts code strings into every argument (and into every element of a
container argument) and asserts that none of them ran.

Examples per callable: 200 when ``CI`` is set, else ``EDGEKIT_FUZZ_EXAMPLES``
(default 25). Each callable also has a time budget (``EDGEKIT_FUZZ_BUDGET`` s,
default 3, of calls into edgekit; ``EDGEKIT_FUZZ_WIDGET_BUDGET``, default 0.6, for edgekit.widgets,
whose explorers are slowish to build): once spent, its remaining examples are not called (the report
counts the calls actually made). With ``EDGEKIT_FUZZ_REPORT=path`` the run writes every
violation found to that Markdown file.
"""

from __future__ import annotations

import builtins
import contextlib
import importlib
import inspect
import math
import os
import signal
import sys
import time
import types
from fractions import Fraction
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")

import pytest  # noqa: E402
import sympy  # noqa: E402
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_cases  # noqa: E402

import edgekit  # noqa: E402

WIDGET_MODULES = ["edgekit.widgets", *(f"edgekit.widgets.{m}" for m in (
    "bomb", "ccg_deck", "ccg_legwork", "ccg_team", "city", "combat", "matrix_ability", "readings", "rip",
    "rogue_dice", "static", "stepper", "syndicate_pile", "theft", "win_number", "your_turn"))]
MODULES = ["edgekit", "edgekit.dist", "edgekit.exact", "edgekit.procedure", "edgekit.readings",
           "edgekit.montecarlo", "edgekit.replay", "edgekit.data", "edgekit.edge_city",
           "edgekit.rogue_agent", "edgekit.matrix", "edgekit.cyberpunk_ccg",
           # the notebook-facing packages (issue 19): every explorer module and the headlines
           "edgekit.headlines", "edgekit.headlines.whole_game", *WIDGET_MODULES]
CI = bool(os.environ.get("CI"))
EXAMPLES = 200 if CI else int(os.environ.get("EDGEKIT_FUZZ_EXAMPLES", "25"))
TIMEOUT = float(os.environ.get("EDGEKIT_FUZZ_TIMEOUT", "5"))
BUDGET = float(os.environ.get("EDGEKIT_FUZZ_BUDGET", "3"))
# Widget constructors build ipywidgets controls and compute once (tens of ms a call), and there are
# many of them: a smaller budget keeps the CI run short (issue 19: under ~60 s of CPU for them all).
WIDGET_BUDGET = float(os.environ.get("EDGEKIT_FUZZ_WIDGET_BUDGET", "0.6"))
REPORT = os.environ.get("EDGEKIT_FUZZ_REPORT")

CODES = (
    "__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1",
    "setattr(__import__('builtins'), 'EDGEKIT_PWNED', 1) or 80",
    "x + 0*(__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1)",
    "Symbol('e') * (__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1)",
)


class _Opaque:
    """An object of no useful type."""

    def __repr__(self):
        return "<opaque object>"


ODD = (
    "", "abc", " ", "1", "1/2", "Wannabee ", CODES[0],
    0.0, 1.5, -1.5, 2.0, float("nan"), float("inf"), float("-inf"),
    True, False, None, 0, -1, -7, 10**6, 10**100, -10**100, 2**63,
    [], [1], [1, 2], {}, {"a": 1}, {1: "a"}, set(), {1}, frozenset({2}), (), (None,), ((1, 2),),
    _Opaque(), b"x", 1j, Fraction(1, 2), Fraction(-3, 2), sympy.Symbol("x"), sympy.Float(0.5),
    sympy.nan, sympy.oo, sympy.Integer(3), lambda *a, **k: None, range(3), type,
)


# ------------------------------------------------------------------ discovery
def _modules():
    mods = [importlib.import_module(m) for m in MODULES]
    for name in getattr(edgekit, "__all__", ()):  # later packages, e.g. edgekit.play
        obj = getattr(edgekit, name, None)
        if obj is None:
            try:
                obj = importlib.import_module(f"edgekit.{name}")
            except ImportError:
                continue
        if isinstance(obj, types.ModuleType) and obj not in mods:
            mods.append(obj)
    return mods


def discover() -> tuple[dict[str, object], dict[str, set[str]]]:
    """``{canonical public name: callable}`` and each canonical name's aliases."""
    found: dict[str, object] = {}
    aliases: dict[str, set[str]] = {}
    by_id: dict[int, str] = {}

    def add(name, obj, key=None):
        key = key or id(obj)
        if key in by_id:
            aliases[by_id[key]].add(name)
            return
        by_id[key] = name
        found[name] = obj
        aliases[name] = {name}

    for mod in _modules():
        for n in getattr(mod, "__all__", ()):
            obj = getattr(mod, n)
            if not callable(obj) or (inspect.isclass(obj) and issubclass(obj, BaseException)):
                continue
            add(f"{mod.__name__}.{n}", obj)
            if inspect.isclass(obj):
                # Own and inherited (from edgekit's own base classes, e.g. Dist's Operations).
                members = {}
                for klass in reversed(obj.__mro__):
                    if klass.__module__.startswith("edgekit"):
                        members.update(vars(klass))
                for k, v in members.items():
                    if not k.startswith("_") and isinstance(v, (classmethod, staticmethod)):
                        add(f"{mod.__name__}.{n}.{k}", getattr(obj, k), (id(obj), k))
    return found, aliases


FOUND, ALIASES = discover()
CASES, EXEMPT, OWNER = fuzz_cases.load_all()


def _method_aliases():
    """A class method listed under two class aliases (edgekit.Dist.die, edgekit.dist.Dist.die)."""
    cls_alias = {}
    for name, obj in FOUND.items():
        if inspect.isclass(obj):
            for a in ALIASES[name]:
                cls_alias[a] = name
    out = {}
    for name in FOUND:
        head, _, meth = name.rpartition(".")
        if head in cls_alias:
            for a in ALIASES[cls_alias[head]]:
                out[f"{a}.{meth}"] = name
    return out


_METHOD_ALIAS = _method_aliases()


def canonical(name: str) -> str | None:
    if name in FOUND:
        return name
    for canon, names in ALIASES.items():
        if name in names:
            return canon
    return _METHOD_ALIAS.get(name)


def case_for(canon: str):
    """(case name, Case) for a canonical name, looking under every alias."""
    names = set(ALIASES.get(canon, {canon})) | {a for a, c in _METHOD_ALIAS.items() if c == canon}
    for n in sorted(names):
        if n in CASES:
            return n, CASES[n]
    return None, None


def exempt_reason(canon: str) -> str | None:
    names = set(ALIASES.get(canon, {canon})) | {a for a, c in _METHOD_ALIAS.items() if c == canon}
    for n in names:
        if n in EXEMPT:
            return EXEMPT[n]
    return None


EXTRA = sorted(n for n, c in CASES.items() if c.target is not None and canonical(n) is None)
TARGETS = sorted(FOUND) + EXTRA


# ------------------------------------------------------------------ calling
class FuzzTimeout(BaseException):  # noqa: N818  (a BaseException: library code cannot swallow it)
    """A fuzzed call ran past its time limit."""


def _on_alarm(signum, frame):
    raise FuzzTimeout


def call_limited(fn, args, kwargs, timeout=TIMEOUT):
    """``fn(*args, **kwargs)`` with a wall-clock limit (raises FuzzTimeout)."""
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return fn(*args, **kwargs)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        mpl = sys.modules.get("matplotlib.pyplot")
        if mpl is not None and mpl.get_fignums():
            mpl.close("all")


def resolve_target(name: str, c):
    if c.target is not None:
        return c.target()
    return FOUND[canonical(name)]


def fuzzable_params(fn, c) -> list[tuple[str, int | None]]:
    """(parameter name, position in the base args or None) for every argument to replace."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return []
    out = []
    positional = 0
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.name.startswith("_") or p.name in c.skip:
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                positional += 1
            continue
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and positional < len(c.args):
            out.append((p.name, positional))
            positional += 1
        elif p.kind == p.POSITIONAL_ONLY:
            continue
        else:
            out.append((p.name, None))
    return out


def with_value(c, param: str, pos: int | None, value):
    args, kwargs = list(c.args), dict(c.kwargs)
    if pos is not None:
        args[pos] = value
    else:
        kwargs[param] = value
    return tuple(args), kwargs


def base_value(c, param, pos):
    if pos is not None:
        return c.args[pos]
    return c.kwargs.get(param, inspect.Parameter.empty)


def kind(x):
    if isinstance(x, bool) or x is None:
        return type(x)
    if isinstance(x, (int, Fraction, sympy.Basic)):
        return "exact number"
    return type(x)


def result_ok(base, result, returns) -> bool:
    if returns is not None:
        return isinstance(result, returns)
    k = kind(base)
    if isinstance(k, str):
        return kind(result) == k
    return isinstance(result, k)


def leaves(value, depth=0):
    """Paths to the replaceable elements of a tuple/list/dict value (for one-element mutations)."""
    if depth > 2:
        return
    if isinstance(value, (tuple, list)):
        for i, v in enumerate(value[:8]):
            yield (i,)
            for sub in leaves(v, depth + 1) or ():
                yield (i, *sub)
    elif isinstance(value, dict):
        for k in list(value)[:8]:
            yield (("key", k),)
            yield (k,)
            for sub in leaves(value[k], depth + 1) or ():
                yield (k, *sub)


def replaced(value, path, new):
    """``value`` with the element at ``path`` replaced by ``new`` (a key, for ("key", k))."""
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        d = dict(value)
        if isinstance(head, tuple) and len(head) == 2 and head[0] == "key" and head[1] in d and not rest:
            v = d.pop(head[1])
            try:
                d[new] = v
            except TypeError:  # unhashable: use a hashable odd key
                d[repr(new)] = v
            return d
        d[head] = new if not rest else replaced(d[head], rest, new)
        return d
    seq = list(value)
    seq[head] = new if not rest else replaced(seq[head], rest, new)
    return type(value)(seq) if isinstance(value, tuple) else seq


def short(x, n=70) -> str:
    try:
        text = repr(x)
    except Exception as e:  # a repr that fails is itself worth reporting
        text = f"<repr failed: {type(e).__name__}>"
    text = text.replace("\n", " ").replace("|", "\\|")
    return text if len(text) <= n else text[: n - 3] + "..."


# ------------------------------------------------------------------ bookkeeping
STATS: dict[str, dict] = {}


def _stats(name):
    return STATS.setdefault(name, {"calls": 0, "violations": {}, "note": "", "code_calls": 0,
                                   "ran": []})


def record(name, param, value, what, message):
    v = _stats(name)["violations"]
    key = (param, what, type(value).__name__)
    if key not in v:
        v[key] = (short(value), short(message, 120))


def _vm_bytes() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


@contextlib.contextmanager
def memory_ceiling(extra_gb: float | None = None):
    """Limit the address space to its current size + ``extra_gb`` (EDGEKIT_FUZZ_MEMORY_GB,
    default 3) while inside: a call that would fill the shared machine raises MemoryError."""
    if extra_gb is None:
        extra_gb = float(os.environ.get("EDGEKIT_FUZZ_MEMORY_GB", "3"))
    old = None
    try:
        import resource
        old = resource.getrlimit(resource.RLIMIT_AS)
        now = _vm_bytes()
        if now:
            limit = now + int(extra_gb * 2**30)
            if old[1] != resource.RLIM_INFINITY:
                limit = min(limit, old[1])
            resource.setrlimit(resource.RLIMIT_AS, (limit, old[1]))
    except (ImportError, ValueError, OSError):
        old = None
    try:
        yield
    finally:
        if old is not None:
            resource.setrlimit(resource.RLIMIT_AS, old)


@pytest.fixture(scope="module", autouse=True)
def _write_report():
    with memory_ceiling():
        yield
    if REPORT:
        write_report(Path(REPORT))


def write_report(path: Path):
    funcs = sorted(STATS)
    calls = sum(s["calls"] for s in STATS.values())
    code_calls = sum(s["code_calls"] for s in STATS.values())
    bad = [n for n in funcs if STATS[n]["violations"]]
    nviol = sum(len(STATS[n]["violations"]) for n in funcs)
    ran = [(n, r) for n in funcs for r in STATS[n]["ran"]]
    lines = [
        "# Fuzz report (tests/test_fuzz.py)",
        "",
        f"Written {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} from branch checkout "
        f"{Path(edgekit.__file__).resolve().parent.parent}; {EXAMPLES} examples per callable, "
        f"timeout {TIMEOUT:g} s per call, budget {BUDGET:g} s per callable "
        f"({min(BUDGET, WIDGET_BUDGET):g} s for edgekit.widgets).",
        "",
        f"- callables fuzzed: {len(funcs)} (of {len(FOUND)} public callables found, "
        f"{len(EXEMPT)} exempt; plus {len(EXTRA)} instance methods with a case); "
        f"missing base case: {len(missing_cases())}",
        f"- fuzzed calls: {calls}; code-string sweep calls: {code_calls}",
        f"- callables with contract violations: {len(bad)}; distinct violations "
        "(callable, argument, kind, type of bad value): " + str(nviol),
        f"- code strings that RAN: {len(ran)}",
        "",
    ]
    by_pkg: dict[str, list[int]] = {}
    for n in funcs:
        parts = n.split(".")
        pkg = parts[1] if len(parts) > 2 and parts[1][:1].islower() else "(top level)"
        row = by_pkg.setdefault(pkg, [0, 0, 0])
        row[0] += 1
        row[1] += bool(STATS[n]["violations"] or STATS[n]["ran"])
        row[2] += len(STATS[n]["violations"])
    lines += ["| package | callables | with violations | distinct violations |", "|---|---|---|---|"]
    lines += [f"| {k} | {a} | {b} | {c} |" for k, (a, b, c) in sorted(by_pkg.items())] + [""]
    if missing_cases():
        lines += ["## No base case", ""] + [f"- {n}" for n in missing_cases()] + [""]
    if ran:
        lines += ["## Code strings that ran (critical)", ""]
        lines += [f"- `{n}`: {r}" for n, r in ran] + [""]
    lines += ["## Violations", "", "| callable | argument | bad value | what happened |",
              "|---|---|---|---|"]
    for n in bad:
        for (param, what, _), (val, msg) in sorted(STATS[n]["violations"].items(), key=str):
            lines.append(f"| {n} | {param} | `{val}` | {what}: {msg} |")
    notes = [(n, STATS[n]["note"]) for n in funcs if STATS[n]["note"]]
    if notes:
        lines += ["", "## Notes", ""] + [f"- {n}: {t}" for n, t in notes]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def missing_cases() -> list[str]:
    return [n for n in sorted(FOUND) if case_for(n)[0] is None and exempt_reason(n) is None]


# ------------------------------------------------------------------ tests
def test_every_public_callable_has_a_base_case_or_an_exemption():
    assert not missing_cases(), (
        f"public callables without a base case in tests/fuzz_cases/ (or EXEMPT with a reason): "
        f"{missing_cases()}")


def test_every_case_names_a_public_callable():
    stale = [n for n in CASES if canonical(n) is None and CASES[n].target is None]
    stale += [n for n in EXEMPT if canonical(n) is None]
    assert not stale, f"cases for names that are not public callables (renamed or removed?): {stale}"


def _odd_values(base):
    scalars = st.one_of(st.sampled_from(ODD), st.text(max_size=4),
                        st.integers(min_value=-3, max_value=60),
                        st.floats(allow_nan=True, allow_infinity=True))
    paths = list(leaves(base)) if base is not inspect.Parameter.empty else []
    if not paths:
        return scalars
    mutated = st.tuples(st.sampled_from(paths), scalars).map(lambda pn: replaced(base, *pn))
    return st.one_of(scalars, mutated)


def budget_for(name: str) -> float:
    """The time budget of one callable (s of calls into edgekit)."""
    return min(BUDGET, WIDGET_BUDGET) if name.startswith("edgekit.widgets.") else BUDGET


@pytest.mark.parametrize("name", TARGETS)
def test_fuzz(name):
    """Replace one argument at a time with odd values; only a clear ValueError/TypeError may result."""
    if exempt_reason(name) is not None:
        pytest.skip(f"exempt: {exempt_reason(name)}")
    cname, c = case_for(name) if name in FOUND else (name, CASES[name])
    if c is None:
        pytest.skip("no base case (test_every_public_callable_has_a_base_case fails)")
    fn = resolve_target(cname, c)
    s = _stats(name)
    try:
        base = call_limited(fn, c.args, c.kwargs, max(TIMEOUT, 30))
    except FuzzTimeout:
        pytest.fail(f"{cname}: the base case ran for over {max(TIMEOUT, 30)} s")
    except Exception as e:
        pytest.fail(f"{cname}: the base case fails: {type(e).__name__}: {e}")
    # A cached or module-level value handed to callers must be immutable (issue 9).
    try:
        again = call_limited(fn, c.args, c.kwargs, max(TIMEOUT, 30))
    except BaseException:  # noqa: BLE001 - a second call failing where the first passed
        again = None
        record(name, "(base case)", None, "a second identical call failed", "")
    if again is base and shared_mutable(base):
        record(name, "(result)", base, "hands out one shared mutable object",
               f"{type(base).__name__}: every call returns the same object, and it can be changed")
    params = fuzzable_params(fn, c)
    if not params:
        s["note"] = "no argument to fuzz"
        _assert_clean(cname, s)
        return
    # one strategy (argument, odd value): cheaper per example than drawing twice via st.data()
    strategy = st.one_of([st.tuples(st.just(pp), _odd_values(base_value(c, *pp))) for pp in params])
    spent = [0.0]
    stop = []
    # A local of the global's name: run()'s source stays as it was, and with it the examples
    # hypothesis derives from that source (derandomize), so a new budget changes no other draw.
    BUDGET = budget_for(name)  # noqa: N806

    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
              phases=[Phase.explicit, Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def run(example):
        if stop or spent[0] > BUDGET:
            return
        (param, pos), value = example
        args, kwargs = with_value(c, param, pos, value)
        t0 = time.perf_counter()
        s["calls"] += 1
        try:
            result = call_limited(fn, args, kwargs)
        except FuzzTimeout:
            record(name, param, value, "hang", f"no answer within {TIMEOUT:g} s")
            stop.append(param)
            return
        except (ValueError, TypeError) as e:
            if param not in str(e):
                record(name, param, value, f"{type(e).__name__} not naming {param!r}", str(e))
        except Exception as e:  # anything else breaks the contract
            record(name, param, value, type(e).__name__, str(e))
        else:
            if not result_ok(base, result, c.returns):
                record(name, param, value, "accepted, wrong-typed result",
                       f"{type(result).__name__} {short(result, 60)}")
        finally:
            spent[0] += time.perf_counter() - t0
            if hasattr(builtins, "EDGEKIT_PWNED"):
                del builtins.EDGEKIT_PWNED
                s["ran"].append(f"{param}={short(value)}")

    run()
    # A result must never depend on an earlier call: the base case answers as before
    # (checked when two identical calls agree; a builder such as Replay.note_step does not).
    try:
        if not same_answer(base, again):
            raise _Stateful

        after = call_limited(fn, c.args, c.kwargs, max(TIMEOUT, 30))
    except _Stateful:
        pass
    except BaseException as e:  # noqa: BLE001
        record(name, "(base case)", None, "fails after the fuzzed calls", f"{type(e).__name__}: {e}")
    else:
        if not same_answer(base, after):
            record(name, "(base case)", None, "answers differently after the fuzzed calls",
                   f"{short(base, 50)} then {short(after, 50)}")
    if stop:
        s["note"] = f"stopped after a hang (argument {stop[0]!r})"
    elif spent[0] > BUDGET:
        s["note"] = f"time budget {BUDGET:g} s spent after {s['calls']} calls"
    _assert_clean(cname, s)


class _Stateful(Exception):
    """Two identical base calls answered differently: the callable builds up state."""


def _assert_clean(cname, s):
    found = s["violations"]
    assert not found and not s["ran"], (
        f"{cname}: {len(found)} contract violation(s), e.g. "
        + "; ".join(f"{p}={v[0]}: {w}: {v[1]}" for (p, w, _), v in list(found.items())[:4]))


def shared_mutable(x) -> bool:
    """True for a value a caller could change in place (dict, list, set, writeable array,
    non-frozen dataclass or plain object with attributes)."""
    import dataclasses
    if isinstance(x, (dict, list, set, bytearray)):
        return True
    if type(x).__module__ == "numpy" and type(x).__name__ == "ndarray":
        return bool(x.flags.writeable)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return not type(x).__dataclass_params__.frozen
    return False


def same_answer(a, b, depth: int = 0) -> bool:
    """Structural equality: containers and dataclasses field by field (private fields and
    objects without their own ``__eq__``, such as a Procedure, are not compared)."""
    import dataclasses
    if type(a) is not type(b):
        return False
    if depth > 6:
        return True
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same_answer(x, y, depth + 1) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_answer(a[k], b[k], depth + 1) for k in a)
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(same_answer(getattr(a, f.name), getattr(b, f.name), depth + 1)
                   for f in dataclasses.fields(a) if not f.name.startswith("_"))
    if type(a).__eq__ is object.__eq__:
        return True
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - an uncomparable pair is not a finding
        return True


def _code_values(base):
    for code in CODES:
        yield code
        yield [code]
        yield (code,)
        yield {code: 1}
        yield {"x": code}
    if base is inspect.Parameter.empty:
        return
    for path in leaves(base):
        for code in CODES[:2]:
            yield replaced(base, path, code)


@pytest.mark.parametrize("name", TARGETS)
def test_code_strings_never_run(name):
    """Code strings in every argument (and in every element of a container) never run."""
    if exempt_reason(name) is not None:
        pytest.skip(f"exempt: {exempt_reason(name)}")
    cname, c = case_for(name) if name in FOUND else (name, CASES[name])
    if c is None:
        pytest.skip("no base case")
    fn = resolve_target(cname, c)
    s = _stats(name)
    ran = []
    t_end = time.perf_counter() + budget_for(name) / 2
    for param, pos in fuzzable_params(fn, c):
        for value in _code_values(base_value(c, param, pos)):
            if time.perf_counter() > t_end:
                break
            args, kwargs = with_value(c, param, pos, value)
            s["code_calls"] += 1
            try:
                call_limited(fn, args, kwargs, min(TIMEOUT, 2))
            except (Exception, FuzzTimeout):
                pass
            if hasattr(builtins, "EDGEKIT_PWNED"):
                del builtins.EDGEKIT_PWNED
                ran.append(f"{param}={short(value)}")
    s["ran"].extend(ran)
    assert not ran, f"{cname}: a code string given by the caller RAN: {ran[:5]}"


def test_timeout_helper_turns_a_hang_into_an_error():
    with pytest.raises(FuzzTimeout):
        call_limited(lambda: [math.factorial(50) for _ in iter(int, 1)], (), {}, 0.2)
