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


# ---------------------------------------------------------------- issue 9: data files
def test_byte_order_mark_is_read(tmp_path):
    p = tmp_path / "bom.csv"
    p.write_bytes("# comment\nstatus,r,w,source,cite\nWannabee,0,7,printed,x\n".encode("utf-8-sig"))
    assert load_csv(p, COLS)[0]["status"] == "Wannabee"


def test_duplicate_keys_name_file_and_both_lines(tmp_path):
    p = write(tmp_path, "# c\nstatus,r,w,source,cite\nWannabee,0,7,printed,x\n\n"
                        "Wannabee,1,9,printed,x\nWannabee,0,8,printed,x\n")
    assert len(load_csv(p, COLS)) == 3  # without key= duplicates are the caller's business
    assert len(load_csv(p, COLS, key=("status", "w"))) == 3
    with pytest.raises(DataError, match=r"lines 3 and 6: duplicate key \(status='Wannabee', r=0\)") as e:
        load_csv(p, COLS, key=("status", "r"))
    assert str(p) in str(e.value)


def test_a_quoted_multi_line_field_does_not_shift_later_line_numbers(tmp_path):
    p = write(tmp_path, 'status,r,w,source,cite\n"Wanna\nbee\n# not a comment",0,7,printed,x\n'
                        "Other,0,7,printed,x\nOther,0,7,printed,x\n")
    with pytest.raises(DataError, match="lines 5 and 6: duplicate key"):
        load_csv(p, COLS, key="status")
    p = write(tmp_path, 'status,r,w,source,cite\n"two\nlines",0,7,printed,x\nbad,zero,7,printed,x\n')
    with pytest.raises(DataError, match="line 4: column 'r' value 'zero'"):
        load_csv(p, COLS)
    assert load_csv(write(tmp_path, 'status,r,w,source,cite\n"a\n# b",0,7,printed,x\n'),
                    COLS)[0]["status"] == "a\n# b"


def test_header_only_latin1_and_directory_are_data_errors(tmp_path):
    with pytest.raises(DataError, match="line 2: a header and no rows"):
        load_csv(write(tmp_path, "# c\nstatus,r,w,source,cite\n"), COLS)
    with pytest.raises(DataError, match="no header row"):
        load_csv(write(tmp_path, "# only a comment\n"), COLS)
    p = tmp_path / "latin.csv"
    p.write_bytes(b"status,r,w,source,cite\nWannabee,0,7,printed,x\nCaf\xe9,0,7,printed,x\n")
    with pytest.raises(DataError, match=r"latin.csv line 3: byte b'\\xe9' is not UTF-8"):
        load_csv(p, COLS)
    with pytest.raises(DataError, match=f"{tmp_path}: is a directory") as e:
        load_csv(tmp_path, COLS)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize(("kwargs", "exc", "name"), [
    ({"path": 3}, TypeError, "path"),
    ({"path": ""}, ValueError, "path"),
    ({"columns": 58}, TypeError, "columns"),
    ({"columns": {"status": 6}}, TypeError, "columns"),
    ({"columns": {}}, ValueError, "columns"),
    ({"key": 3}, TypeError, "key"),
    ({"key": ("nope",)}, ValueError, "key"),
])
def test_bad_arguments_name_the_argument(kwargs, exc, name):
    args = {"path": "edge_city/status_levels.csv", "columns": {"status": str}, **kwargs}
    with pytest.raises(exc, match=name):
        load_csv(args.pop("path"), args.pop("columns"), **args)


def test_every_data_file_loads_with_utf8_sig_and_has_no_blank_table():
    for f in sorted(DATA_DIR.rglob("*.csv")):
        header = next(line for line in f.read_text(encoding="utf-8-sig").splitlines()
                      if line and not line.startswith("#"))
        assert load_csv(f, {header.split(",")[0]: str}), f
