"""Rule tables stored as data under ``data/``, loaded and validated.

Each file is a CSV with ``#`` comment lines on top. Every record says where it
comes from (``source``: printed, example, reconstructed, assumed or external)
and carries its citation. A malformed file raises :class:`DataError` naming the
file and the row.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Mapping
from pathlib import Path

__all__ = ["DATA_DIR", "DataError", "load_csv", "SOURCES"]

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
SOURCES = ("printed", "example", "reconstructed", "assumed", "external")


class DataError(ValueError):
    """A data file does not have the expected form."""


def load_csv(path: str | Path, columns: Mapping[str, Callable[[str], object]]) -> list[dict]:
    """Read a CSV under ``data/`` (or an absolute path) and convert each column.

    ``columns`` maps each required column to a converter (``int``, ``str``...).
    A ``source`` column, if required, must hold one of :data:`SOURCES`.
    Row numbers in errors count lines in the file, comments included.
    """
    p = Path(path)
    if not p.is_absolute():
        p = DATA_DIR / p
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DataError(f"{p}: data file not found") from None
    numbered = [(i + 1, line) for i, line in enumerate(lines) if line.strip() and not line.startswith("#")]
    if not numbered:
        raise DataError(f"{p}: no header row")
    reader = csv.reader([line for _, line in numbered])
    header = next(reader)
    missing = [c for c in columns if c not in header]
    if missing:
        raise DataError(f"{p} line {numbered[0][0]}: header lacks column(s) {missing}; it has {header}")
    rows = []
    for (lineno, _), values in zip(numbered[1:], reader):
        if len(values) != len(header):
            raise DataError(f"{p} line {lineno}: expected {len(header)} fields, found {len(values)}")
        raw = dict(zip(header, values))
        rec = {}
        for col, conv in columns.items():
            try:
                rec[col] = conv(raw[col].strip())
            except (TypeError, ValueError) as e:
                raise DataError(
                    f"{p} line {lineno}: column {col!r} value {raw[col]!r} is invalid ({e})") from None
        if "source" in rec and rec["source"] not in SOURCES:
            raise DataError(f"{p} line {lineno}: source {rec['source']!r} must be one of {SOURCES}")
        rows.append(rec)
    return rows
