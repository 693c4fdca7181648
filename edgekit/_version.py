"""The edgekit version, in a module of its own so that any module can read it without importing the
top package (which names every layer)."""

__version__ = "0.1.0"
