"""pytest at the repository root: doctests run over edgekit/ (``--doctest-modules``), but the
notebooks' jupytext sources are pages, not modules (nbmake runs the generated .ipynb instead),
and the tests' conftest files are plugins, not modules with doctests."""

collect_ignore_glob = ["notebooks/*.py", "tests/conftest.py", "tests/*/conftest.py"]
