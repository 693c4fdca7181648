"""Data files under data/ load, validate, and fail clearly when malformed."""

import pytest

from edgekit.data import DATA_DIR, DataError, load_csv

COLS = {"status": str, "r": int, "w": int, "source": str, "cite": str}


def write(tmp_path, text):
    p = tmp_path / "t.csv"
    p.write_text(text)
    return p


def test_good_file(tmp_path):
    p = write(tmp_path, "# comment\nstatus,r,w,source,cite\nWannabee,0,7,printed,Edge City Table 1.0\n")
    assert load_csv(p, COLS) == [{"status": "Wannabee", "r": 0, "w": 7, "source": "printed",
                                  "cite": "Edge City Table 1.0"}]


@pytest.mark.parametrize(("text", "match"), [
    ("status,r,w,source\nWannabee,0,7,printed\n", r"header lacks column\(s\) \['cite'\]"),
    ("status,r,w,source,cite\nWannabee,zero,7,printed,x\n", r"line 2: column 'r' value 'zero'"),
    ("status,r,w,source,cite\nWannabee,0,7,guessed,x\n", r"line 2: source 'guessed'"),
    ("# c\n\nstatus,r,w,source,cite\nWannabee,0,7\n", r"line 4: expected 5 fields"),
])
def test_malformed_files_name_file_and_row(tmp_path, text, match):
    p = write(tmp_path, text)
    with pytest.raises(DataError, match=match) as e:
        load_csv(p, COLS)
    assert str(p) in str(e.value)


def test_every_data_file_has_source_and_cite():
    files = sorted(DATA_DIR.rglob("*.csv"))
    assert files
    for f in files:
        header = next(line for line in f.read_text().splitlines() if line and not line.startswith("#"))
        cols = header.split(",")
        if "source" in cols:
            rows = load_csv(f, {"source": str, "cite": str})
            assert all(r["cite"] for r in rows), f
