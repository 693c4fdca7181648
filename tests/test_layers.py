"""The layers of edgekit, read from the imports themselves (issue 20).

core (distributions, procedures, readings, exact conversion, data, plots) <- play <- a game <-
headlines, widgets <- notebooks. A module may import only its own layer or a lower one, directly
or inside a function (a lazy import is still an import); nothing imports its own package's
``__init__`` for a name defined there (import the module that defines it). Read with :mod:`ast`
alone, so this test imports nothing of edgekit and a breach fails even in a module no test runs.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[1] / "edgekit"
GAMES = ("edge_city", "rogue_agent", "matrix", "cyberpunk_ccg")
SHELLS = ("widgets", "headlines")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_package(name: str) -> bool:
    return (ROOT.parent / Path(*name.split(".")) / "__init__.py").exists()


MODULES = {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


@functools.cache
def _imports(name: str) -> tuple[tuple[str, int, str | None], ...]:
    """(imported module, line, imported name or None) for every import in module ``name``."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno, None) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            out += [(target, node.lineno, a.name) for a in node.names]
    return tuple(out + _lazy_exports(name, package))


def _lazy_exports(name: str, package: str) -> list[tuple[str, int, str]]:
    """The entries of an ``exports(__name__, {public name: ".module"})`` table (edgekit/_lazy.py) as
    imports: each name is imported from its module on first use, so it is an edge like any other.
    The table is a dict literal, or a comprehension giving one module to a tuple of names."""
    def absolute(rel: str) -> str:
        dots = len(rel) - len(rel.lstrip("."))
        base = package.split(".")
        return ".".join(base[:len(base) - dots + 1] + [rel.lstrip(".")])

    out = []
    for node in ast.walk(ast.parse(MODULES[name].read_text())):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "exports"
                and len(node.args) == 2):
            continue
        table = node.args[1]
        if isinstance(table, ast.Dict):
            pairs = [(k.value, v.value) for k, v in zip(table.keys, table.values)
                     if isinstance(k, ast.Constant) and isinstance(v, ast.Constant)]
        elif isinstance(table, ast.DictComp) and isinstance(table.value, ast.Constant):
            names = table.generators[0].iter
            pairs = [(e.value, table.value.value) for e in getattr(names, "elts", ())
                     if isinstance(e, ast.Constant)]
        else:
            raise AssertionError(f"{name}:{node.lineno}: an exports() table this test cannot read")
        out += [(absolute(module), node.lineno, public) for public, module in pairs]
    return out


@functools.cache
def _defined(module: str) -> frozenset[str]:
    """The names a module binds at its top level (definitions, assignments, imports), anywhere but
    inside a function or class."""
    found: set[str] = set()

    def visit(body):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                found.add(node.name)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                found.update((a.asname or a.name).split(".")[0] for a in node.names)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    found.update(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
            for field in ("body", "orelse", "finalbody", "handlers"):
                if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    visit(getattr(node, field, []) or [])

    visit(ast.parse(MODULES[module].read_text()).body)
    return frozenset(found)


def _layer(name: str) -> str:
    parts = name.split(".")
    if len(parts) == 1:
        return "top"  # edgekit/__init__.py names every layer (lazily)
    if parts[1] in GAMES:
        return "game"
    if parts[1] in SHELLS:
        return "shell"
    if parts[1] == "play":
        return "play"
    return "core"


ALLOWED = {"core": {"core"}, "play": {"core", "play"}, "game": {"core", "play", "game"},
           "shell": {"core", "play", "game", "shell"}}


def _edges():
    for name in MODULES:
        for target, line, what in _imports(name):
            if not target.startswith("edgekit"):
                continue
            # `from pkg import sub` imports the submodule pkg.sub when there is one
            sub = f"{target}.{what}" if what else None
            yield name, (sub if sub in MODULES else target), line, what


def test_every_module_imports_only_its_own_layer_or_lower():
    breaches = [f"{name}:{line} ({_layer(name)}) imports {target} ({_layer(target)})"
                for name, target, line, _ in _edges()
                if _layer(name) != "top" and _layer(target) not in ALLOWED[_layer(name)]]
    assert not breaches, "\n".join(breaches)


def test_a_game_imports_no_other_game():
    breaches = [f"{name}:{line} imports {target}" for name, target, line, _ in _edges()
                if _layer(name) == "game" and _layer(target) == "game"
                and name.split(".")[1] != target.split(".")[1]]
    assert not breaches, "\n".join(breaches)


def test_nothing_imports_its_own_package_init_for_a_name():
    breaches = []
    for name, target, line, what in _edges():
        inside = name.startswith(target + ".") and _is_package(target)
        if inside and what is not None and f"{target}.{what}" not in MODULES and target != "edgekit":
            breaches.append(f"{name}:{line} takes {what!r} from its own package {target}'s __init__")
    assert not breaches, "\n".join(breaches)


def test_every_lazy_export_names_a_module_that_defines_it():
    """A thin ``__init__``'s table is checked without importing it: each entry's module exists and
    binds the name (a typo would otherwise fail only when the name is first used)."""
    bad = []
    for name in MODULES:
        package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
        for target, line, public in _lazy_exports(name, package):
            if target not in MODULES:
                bad.append(f"{name}:{line} exports {public!r} from {target}, which is no module")
            elif public not in _defined(target):
                bad.append(f"{name}:{line} exports {public!r} from {target}, which does not define it")
    assert not bad, "\n".join(bad)


def _top_package(module: str) -> str:
    """``edgekit.<x>`` for a module of the package edgekit/<x>/; ``edgekit`` for the core's flat
    modules (edgekit/dist.py, edgekit/readings.py ...), which make one package."""
    top = ".".join(module.split(".")[:2])
    return top if _is_package(top) else "edgekit"


def _module_cycles() -> list[set[str]]:
    """The import cycles of the module graph (its strongly connected components of two or more
    modules), largest first. An import inside a function counts (it closes the same loop at run
    time); the top package ``edgekit`` is left out (it names every layer, lazily)."""
    g = nx.DiGraph()
    for name, target, _, _ in _edges():
        if name != "edgekit" and target != "edgekit" and name != target:
            g.add_edge(name, target)
    return sorted((c for c in nx.strongly_connected_components(g) if len(c) > 1), key=len, reverse=True)


def test_no_import_cycle_spans_two_packages(capsys):
    """Issue 20 had one import circle of 80 of the 131 modules, through readings and every game. A
    cycle inside one package (e.g. a game's rooms) is tolerated; one through two top-level packages
    (edgekit.readings and edgekit.edge_city, or two games) is a breach. The largest cycle left is
    printed for the closing note (``pytest -s``)."""
    cycles = _module_cycles()
    largest = cycles[0] if cycles else set()
    with capsys.disabled():
        print(f"\nlargest import cycle: {len(largest)} of {len(MODULES)} modules, in "
              f"{sorted({_top_package(m) for m in largest}) or 'none'}; "
              f"{len(cycles)} cycles in all")
    across = [sorted(c) for c in cycles if len({_top_package(m) for m in c}) > 1]
    assert not across, "import cycles across packages:\n" + "\n".join(
        f"{len(c)} modules: {c}" for c in across)


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n.endswith("__init__") or _is_package(n)))
def test_every_package_has_a_docstring_map(name):
    doc = ast.get_docstring(ast.parse(MODULES[name].read_text()))
    assert doc and len(doc.split()) >= 8, f"{name}: a package's docstring maps its rooms"
