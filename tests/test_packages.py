"""The shape every game package shares (issue 20), checked once for all four: the package loads no
module until a name is used, any module imports first in a fresh package (import order does not
matter), no room or module name shadows a public name, and each public function or class comes
from the module that defines it. What each game exported before the move is pinned in its own
``tests/<game>/test_*_package.py``; what may import what is ``tests/test_layers.py``."""

import importlib
import pkgutil
import subprocess
import sys
import types

import pytest

# game package -> (a public name, the module using it loads, a module it must not load)
GAMES = {
    "edgekit.edge_city": ("win_number", "rules.win", "whole_game.game"),
    "edgekit.rogue_agent": ("hits", "rules.attack", "whole_game.game"),
    "edgekit.matrix": ("break_probability", "rules.breaking", "whole_game.game"),
    "edgekit.cyberpunk_ccg": ("security", "rules.legwork", "cards.model"),
}


def _modules(package: str) -> list[str]:
    pkg = importlib.import_module(package)
    return [m.name for m in pkgutil.walk_packages(pkg.__path__, package + ".")
            if not m.name.endswith(".openspiel")]  # these import pyspiel (tests/play/test_openspiel*.py)


def _fresh(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("package", GAMES)
def test_importing_the_package_loads_no_module_until_a_name_is_used(package):
    name, loads, not_loaded = GAMES[package]
    out = _fresh(f"import sys, {package} as p\n"
                 f"def loaded(): return sorted(k for k in sys.modules if k.startswith('{package}.'))\n"
                 f"a = loaded(); p.{name}; b = loaded()\n"
                 f"print(a, '{package}.{not_loaded}' in b, '{package}.{loads}' in b)")
    assert out.split() == ["[]", "False", "True"]


@pytest.mark.parametrize("package", GAMES)
def test_every_module_imports_first_in_a_fresh_package(package):
    """Each module imports with no other module of its game loaded (bottom-of-file re-exports once
    made some orders fail)."""
    out = _fresh(f"import importlib, pkgutil, sys, {package} as p\n"
                 "bad = []\n"
                 f"for m in [m.name for m in pkgutil.walk_packages(p.__path__, '{package}.')]:\n"
                 f"    for k in [k for k in sys.modules if k.startswith('{package}.')]:\n"
                 "        del sys.modules[k]\n"
                 "    try:\n"
                 "        importlib.import_module(m)\n"
                 "    except ImportError as e:\n"
                 "        bad.append(f'{m}: {e}')\n"
                 "print(len(bad), bad)")
    assert out.startswith("0 "), out


@pytest.mark.parametrize("package", GAMES)
def test_no_module_or_room_shadows_a_public_name(package):
    # importing a submodule sets it as an attribute of its package: a public name equal to a module
    # name would then be the module (the edge_city.game bug)
    modules = _modules(package)
    for name in modules:
        importlib.import_module(name)
    for pkg_name in [package, *modules]:
        pkg = importlib.import_module(pkg_name)
        if not hasattr(pkg, "__path__"):
            continue
        children = {n[len(pkg_name) + 1:].split(".")[0] for n in modules if n.startswith(pkg_name + ".")}
        public = set(getattr(pkg, "__all__", ()))
        assert not children & public, pkg_name
        for name in public:
            assert not isinstance(getattr(pkg, name), types.ModuleType), f"{pkg_name}.{name}"


@pytest.mark.parametrize("package", GAMES)
def test_each_name_is_taken_from_the_module_that_defines_it(package):
    pkg = importlib.import_module(package)
    for name in pkg.__all__:
        value = getattr(pkg, name)
        module = getattr(value, "__module__", None)
        if callable(value) and module and module.startswith(package + "."):
            assert getattr(importlib.import_module(module), name) is value, name
