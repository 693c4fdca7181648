"""pytest at the repository root: doctests run over edgekit/ (``--doctest-modules``), but the
notebooks' jupytext sources are pages, not modules (tests/test_notebooks.py runs each one instead),
and the tests' conftest files are plugins, not modules with doctests."""

import pytest

collect_ignore_glob = ["notebooks/*.py", "tests/conftest.py", "tests/*/conftest.py"]


@pytest.fixture(autouse=True)
def _doctest_names(doctest_namespace):
    # Dist's operations live in edgekit/_dist_ops.py (a base class of Dist), whose doctests
    # build a Dist by name.
    from edgekit.dist import Dist

    doctest_namespace["Dist"] = Dist
