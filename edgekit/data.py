"""Rule tables stored as data under ``data/``, loaded and validated.

Each file is a CSV with ``#`` comment lines on top. Every record says where it
comes from (``source``: printed, example, reconstructed, assumed or external)
and carries its citation. Files are read as UTF-8, with or without a byte-order
mark at the very start, and streamed (never held whole in memory). Anything wrong
with a file (a header naming a column twice, a NUL character, a byte-order mark
later in the file included) raises :class:`DataError` (a ``ValueError``)
naming the file and the line in it; lines count from 1 over the whole file
(comments, blank lines and the extra lines of a quoted multi-line field
included), so the number is the one an editor shows.
"""

from __future__ import annotations

import contextlib
import csv
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


def _open(p: Path, path, what: str):
    try:
        # newline="": lines split at \n, \r\n or \r with the ends kept, as csv wants
        return open(p, encoding="utf-8-sig", newline="")
    except FileNotFoundError:
        raise DataError(f"{p}: {what} not found (path {path!r})") from None
    except IsADirectoryError:
        raise DataError(f"{p}: is a directory, not a {what} (path {path!r})") from None
    except OSError as e:
        raise DataError(f"{p}: cannot read the {what} (path {path!r}): {e.strerror}") from None


def _physical_lines(p: Path, path, what: str) -> Iterator[str]:
    """The file's lines, streamed (the file is never held whole in memory), each checked:
    a NUL character or a byte-order mark anywhere but at the very start of the file (two files
    joined, or an editor's BOM pasted into a row) is a DataError naming the line."""
    with _open(p, path, what) as f:
        try:
            for n, line in enumerate(f, 1):
                if "\x00" in line:
                    raise DataError(f"{p} line {n}: a NUL character (\\x00) at column "
                                    f"{line.index(chr(0)) + 1}; a data file is text")
                if "\ufeff" in line:
                    raise DataError(f"{p} line {n}: a byte-order mark (U+FEFF) at column "
                                    f"{line.index(chr(0xFEFF)) + 1}; only the very start of the file may "
                                    "have one (were two files joined?)")
                yield line
        except UnicodeDecodeError:
            raise _not_utf8(p) from None


def _not_utf8(p: Path) -> DataError:
    # The decoder's error position is inside its read buffer, so find the line again, one
    # line at a time (no UTF-8 sequence contains a newline byte, so a line decodes alone).
    with open(p, "rb") as f:
        for n, raw in enumerate(f, 1):
            try:
                raw.decode("utf-8-sig" if n == 1 else "utf-8")
            except UnicodeDecodeError as e:
                return DataError(f"{p} line {n}: byte {raw[e.start:e.start + 1]!r} is not UTF-8 "
                                 "(save the file as UTF-8)")
    return DataError(f"{p}: the file changed while it was read (not UTF-8 then)")


def _lines(lines: Iterable[str]) -> Iterator[str]:
    """The file's lines for csv, comment and blank lines (outside a quoted field) emptied,
    so that csv's line count stays the file's own. A comment line starts with ``#``, after
    blanks if any (as the card files always allowed)."""
    inside = False
    for line in lines:
        if not inside and (line.lstrip(" \t").startswith("#") or not line.strip()):
            yield "\n"
            continue
        yield line
        if line.count('"') % 2:
            inside = not inside


def _csv_records(p: Path, path, what: str = "data file") -> Iterator[tuple[int, list[str]]]:
    """``(line the record starts on, its fields)`` for each record of a ``#``-commented CSV file,
    streamed. Lines count from 1 over the whole file (comments, blank lines and the extra lines
    of a quoted multi-line field included). Every problem is a DataError naming file and line.
    Shared by :func:`load_csv` and the card loader (``edgekit.cyberpunk_ccg.load_cards``)."""
    reader = csv.reader(_lines(_physical_lines(p, path, what)))
    last = 0  # line_num after the previous record: a record starts on the next line
    try:
        for values in reader:
            start, last = last + 1, reader.line_num
            if values:
                yield start, values
    except csv.Error as e:
        raise DataError(f"{p} line {reader.line_num}: {e}") from None


def _header(p: Path, line: int, values: list[str]) -> list[str]:
    """The stripped column names; a name given twice is a DataError (one of the two values of
    every row would be lost)."""
    header = [h.strip() for h in values]
    first: dict[str, int] = {}
    for i, h in enumerate(header, 1):
        if h in first:
            raise DataError(f"{p} line {line}: column {h!r} appears twice in the header "
                            f"(fields {first[h]} and {i}); each column is named once")
        first[h] = i
    return header


def load_csv(path: str | Path, columns: Mapping[str, Callable[[str], object]], *,
             key: Iterable[str] | str | None = None) -> list[dict]:
    """Read a CSV under ``data/`` (or an absolute path) and convert each column.

    ``columns`` maps each required column to a converter (``int``, ``str``...).
    A ``source`` column, if required, must hold one of :data:`SOURCES`.
    ``key``: the column(s) that identify a row (``key=("status",)``); a second row with
    the same (converted) key is refused, naming both lines. A file with a header and no
    rows is refused (an empty table), and so is a header naming a column twice, a NUL
    character, or a byte-order mark after the start of the file. Errors name the file and
    the line in it. Returns a new list of new dicts, one per row (only the required
    columns); the file is streamed, so memory is about that of the result.
    """
    p, columns, keys = _check_args(path, columns, key)
    header, header_line, rows, seen = None, 0, [], {}
    last = 0
    with contextlib.closing(_csv_records(p, path)) as records:  # closes the file on an error too
        for start, values in records:
            last = start
            if header is None:
                header, header_line = _header(p, start, values), start
                missing = [c for c in columns if c not in header]
                if missing:
                    raise DataError(f"{p} line {start}: header lacks column(s) {missing} named in "
                                    f"columns; it has {header}")
                # [column, its field, converter, text values seen]: a per-call plan, nothing kept
                plan = [[c, header.index(c), conv, {}] for c, conv in columns.items()]
                continue
            if len(values) != len(header):
                raise DataError(f"{p} line {start}: expected {len(header)} fields, found {len(values)}")
            rows.append(_record(p, start, values, plan, keys, seen))
    if header is None:
        raise DataError(f"{p} line {last or 1}: no header row")
    if not rows:
        raise DataError(f"{p} line {header_line}: a header and no rows (an empty table)")
    return rows


#: A column shares equal text values (one string for every row's "printed") until it has this
#: many distinct ones; past it, it is a column of names, not of categories, and stops.
_SHARE_LIMIT = 256


def _record(p: Path, line: int, values: list[str], plan: list, keys: tuple, seen: dict) -> dict:
    rec = {}
    for item in plan:
        col, i, conv, memo = item
        text = values[i]
        try:
            value = conv(text.strip())
        except Exception as e:  # any converter failure is a fault of this line of the file
            raise DataError(f"{p} line {line}: column {col!r} value {text!r} is invalid "
                            f"for columns[{col!r}] ({type(e).__name__}: {e})") from None
        if memo is not None and type(value) is str:
            # equal strings are interchangeable (immutable): a large file holds one copy of a
            # repeated value instead of one per row
            value = memo.setdefault(value, value)
            if len(memo) > _SHARE_LIMIT:
                item[3] = None
        rec[col] = value
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
