"""Rule tables stored as data under ``data/``, loaded and validated.

Each file is a CSV with ``#`` comment lines on top. Every record says where it
comes from (``source``: printed, example, reconstructed, assumed or external)
and carries its citation. Files are read as UTF-8, with or without a byte-order
mark. Anything wrong with a file raises :class:`DataError` (a ``ValueError``)
naming the file and the line in it; lines count from 1 over the whole file
(comments, blank lines and the extra lines of a quoted multi-line field
included), so the number is the one an editor shows.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

__all__ = ["DATA_DIR", "DataError", "load_csv", "SOURCES"]

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
SOURCES = ("printed", "example", "reconstructed", "assumed", "external")


class DataError(ValueError):
    """A data file does not have the expected form (the message names the file and line)."""


def _show(x: object) -> str:
    text = repr(x)
    return f"{text[:57]}... ({type(x).__name__})" if len(text) > 60 else f"{text} ({type(x).__name__})"


def _check_args(path, columns, key) -> tuple[Path, dict, tuple]:
    if not isinstance(path, (str, Path)):
        raise TypeError(f"path must be a str or pathlib.Path, not {_show(path)}")
    if not str(path).strip() or str(path) == ".":
        raise ValueError(f"path must name a data file, not {path!r}")
    if not isinstance(columns, Mapping):
        raise TypeError(f"columns must be a mapping {{column name: converter}}, not {_show(columns)}")
    if not columns:
        raise ValueError("columns must name at least one column")
    for col, conv in columns.items():
        if not isinstance(col, str) or not col:
            raise TypeError(f"columns: each column name must be a non-empty str, not {_show(col)}")
        if not callable(conv):
            raise TypeError(f"columns[{col!r}] must be a converter function (int, str...), "
                            f"not {_show(conv)}")
    if key is None:
        keys: tuple = ()
    elif isinstance(key, str):
        keys = (key,)
    elif isinstance(key, (tuple, list)) and key:
        keys = tuple(key)
    else:
        raise TypeError(f"key must be a tuple of column names, not {_show(key)}")
    for k in keys:
        if not isinstance(k, str):
            raise TypeError(f"key must hold column names (str), not {_show(k)}")
        if k not in columns:
            raise ValueError(f"key column {k!r} is not one of the columns {list(columns)}")
    p = Path(path)
    if not p.is_absolute():
        p = DATA_DIR / p
    return p, dict(columns), keys


def _read_text(p: Path, path) -> str:
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise DataError(f"{p}: data file not found (path {path!r})") from None
    except IsADirectoryError:
        raise DataError(f"{p}: is a directory, not a data file (path {path!r})") from None
    except OSError as e:
        raise DataError(f"{p}: cannot read the data file (path {path!r}): {e.strerror}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise DataError(f"{p} line {line}: byte {raw[e.start:e.start + 1]!r} is not UTF-8 "
                        "(save the file as UTF-8)") from None


def _lines(text: str) -> Iterator[str]:
    """The file's lines for csv, comment and blank lines (outside a quoted field) emptied,
    so that csv's line count stays the file's own."""
    inside = False
    for line in io.StringIO(text, newline=""):
        if not inside and (line.startswith("#") or not line.strip()):
            yield "\n"
            continue
        yield line
        if line.count('"') % 2:
            inside = not inside


def load_csv(path: str | Path, columns: Mapping[str, Callable[[str], object]], *,
             key: Iterable[str] | str | None = None) -> list[dict]:
    """Read a CSV under ``data/`` (or an absolute path) and convert each column.

    ``columns`` maps each required column to a converter (``int``, ``str``...).
    A ``source`` column, if required, must hold one of :data:`SOURCES`.
    ``key``: the column(s) that identify a row (``key=("status",)``); a second row with
    the same (converted) key is refused, naming both lines. A file with a header and no
    rows is refused (an empty table). Errors name the file and the line in it.
    """
    p, columns, keys = _check_args(path, columns, key)
    text = _read_text(p, path)
    reader = csv.reader(_lines(text))
    header, header_line, rows, seen = None, 0, [], {}
    last = 0  # line_num after the previous record: a record starts on the next line
    try:
        for values in reader:
            start, last = last + 1, reader.line_num
            if not values:
                continue
            if header is None:
                header, header_line = [h.strip() for h in values], start
                missing = [c for c in columns if c not in header]
                if missing:
                    raise DataError(f"{p} line {start}: header lacks column(s) {missing} named in "
                                    f"columns; it has {header}")
                continue
            if len(values) != len(header):
                raise DataError(f"{p} line {start}: expected {len(header)} fields, found {len(values)}")
            rows.append(_record(p, start, dict(zip(header, values)), columns, keys, seen))
    except csv.Error as e:
        raise DataError(f"{p} line {reader.line_num}: {e}") from None
    if header is None:
        raise DataError(f"{p} line {last or 1}: no header row")
    if not rows:
        raise DataError(f"{p} line {header_line}: a header and no rows (an empty table)")
    return rows


def _record(p: Path, line: int, raw: dict, columns: dict, keys: tuple, seen: dict) -> dict:
    rec = {}
    for col, conv in columns.items():
        try:
            rec[col] = conv(raw[col].strip())
        except Exception as e:  # any converter failure is a fault of this line of the file
            raise DataError(f"{p} line {line}: column {col!r} value {raw[col]!r} is invalid "
                            f"for columns[{col!r}] ({type(e).__name__}: {e})") from None
    if "source" in rec and rec["source"] not in SOURCES:
        raise DataError(f"{p} line {line}: source {rec['source']!r} must be one of {SOURCES}")
    if keys:
        k = tuple(rec[c] for c in keys)
        try:
            first = seen.get(k)
        except TypeError:
            raise DataError(f"{p} line {line}: key {k!r} is not hashable") from None
        if first is not None:
            shown = ", ".join(f"{c}={v!r}" for c, v in zip(keys, k))
            raise DataError(f"{p} lines {first} and {line}: duplicate key ({shown}); "
                            "each row must have its own key")
        seen[k] = line
    return rec
