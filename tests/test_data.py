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


# ---------------------------------------------------------------- issue 19: data files
CARD_HEAD = "type,name,faction,cost,source,cite\n"


def card_file(tmp_path, body, head=CARD_HEAD):
    p = tmp_path / "cards.csv"
    p.write_text(head + body, encoding="utf-8")
    return p


def test_a_repeated_header_column_is_refused_naming_file_line_and_column(tmp_path):
    """Issue 19: ``name,count,count,source`` kept the last count silently."""
    cols = {"name": str, "count": int, "source": str}
    p = write(tmp_path, "# counts\nname,count,count,source\nKnife,1,2,printed\n")
    with pytest.raises(DataError, match=r"line 2: column 'count' appears twice in the header "
                                        r"\(fields 2 and 3\)") as e:
        load_csv(p, cols)
    assert str(p) in str(e.value)
    # also when the repeated column is not one the caller asked for, and after stripping blanks
    with pytest.raises(DataError, match="column 'note' appears twice"):
        load_csv(write(tmp_path, "name,count,source,note, note\nKnife,1,printed,a,b\n"), cols)
    from edgekit.cyberpunk_ccg import load_cards
    p = card_file(tmp_path, "Event,Blackout,none,1,2,assumed,x\n",
                  head="type,name,faction,cost,cost,source,cite\n")
    with pytest.raises(DataError, match=r"line 1: column 'cost' appears twice") as e:
        load_cards(p)
    assert str(p) in str(e.value)


@pytest.mark.parametrize(("body", "line", "what"), [
    ("Wannabee,0,7,printed,x\n\ufeffPunk,0,7,printed,x\n", 4, "byte-order mark"),  # two files joined
    ("Wannabee,0,7,printed,x\nPunk,0,7,printed,\ufeffx\n", 4, "byte-order mark"),
    ("Wannabee,0,7,printed,x\nPu\x00nk,0,7,printed,x\n", 4, "NUL character"),
    ("Wannabee,0,7,printed,x\n\x00\n", 4, "NUL character"),                         # a NUL line
    ('"Wanna\n\x00bee",0,7,printed,x\n', 4, "NUL character"),                      # inside a quoted field
])
def test_bom_after_the_start_and_nul_are_refused_naming_the_line(tmp_path, body, line, what):
    p = write(tmp_path, "# c\nstatus,r,w,source,cite\n" + body)
    with pytest.raises(DataError, match=f"line {line}: a {what}") as e:
        load_csv(p, COLS)
    assert str(p) in str(e.value)


def test_card_files_refuse_bom_and_nul_naming_the_line(tmp_path):
    from edgekit.cyberpunk_ccg import load_cards
    for bad, what in (("\ufeff", "byte-order mark"), ("\x00", "NUL character")):
        p = card_file(tmp_path, f"Event,Blackout,none,1,assumed,x\n{bad}Event,Riot,none,1,assumed,x\n")
        with pytest.raises(DataError, match=f"line 3: a {what}") as e:
            load_cards(p)
        assert str(p) in str(e.value)
    p = tmp_path / "bom.csv"  # a BOM at the very start of the file is fine, and so is an indented comment
    p.write_bytes((CARD_HEAD + "  # mine\nEvent,Blackout,none,1,assumed,x\n").encode("utf-8-sig"))
    assert load_cards(p)[0].name == "Blackout"
    rows = load_csv(write(tmp_path, "status,r,w,source,cite\n\t# c\nA,0,7,printed,x\n"), COLS)
    assert [r["status"] for r in rows] == ["A"]


@pytest.mark.parametrize(("first", "second"), [
    ("Knife", "KNIFE"), ("Knife", "knife"), ("Stra\u00dfe", "STRASSE"),     # casefold: ß is ss
    ("Caf\u00e9", "Cafe\u0301"),                                            # NFC and NFD spellings
])
def test_card_names_that_differ_only_in_case_are_refused(tmp_path, first, second):
    """Issue 19: ``Knife`` and ``KNIFE`` were two cards."""
    from edgekit.cyberpunk_ccg import load_cards
    p = card_file(tmp_path, f"Event,{first},none,1,assumed,x\n# c\nEvent,{second},none,2,assumed,x\n")
    with pytest.raises(DataError, match=f"line 4: card '{second}' differs from '{first}' on line 2 "
                                        "only in case") as e:
        load_cards(p)
    assert str(p) in str(e.value)
    p = card_file(tmp_path, f"Event,{first},none,1,assumed,x\nEvent,{first},none,2,assumed,x\n")
    with pytest.raises(DataError, match=f"line 3: card '{first}' is already defined on line 2"):
        load_cards(p)
    assert [c.name for c in load_cards(card_file(tmp_path, f"Event,{first},none,1,assumed,x\n"
                                                            "Event,Knives,none,1,assumed,x\n"))] \
        == [first, "Knives"]


def test_not_utf8_far_into_the_file_names_its_line(tmp_path):
    """The file is decoded as it streams; a bad byte past the first read buffer still names
    its own line."""
    p = tmp_path / "late.csv"
    good = "".join(f"Status{i},0,7,printed,x\n" for i in range(3000))
    p.write_bytes(b"status,r,w,source,cite\n" + good.encode() + b"Caf\xe9,0,7,printed,x\n")
    with pytest.raises(DataError, match=r"late.csv line 3002: byte b'\\xe9' is not UTF-8"):
        load_csv(p, COLS)


def test_line_endings_and_fresh_rows(tmp_path):
    for end in ("\n", "\r\n", "\r"):
        p = tmp_path / "ends.csv"
        p.write_bytes(end.join(["# c", "status,r,w,source,cite", "A,0,7,printed,x", "",
                                "B,1,7,printed,x", ""]).encode())
        assert [(r["status"], r["r"]) for r in load_csv(p, COLS)] == [("A", 0), ("B", 1)], repr(end)
        with pytest.raises(DataError, match="lines 3 and 5: duplicate key"):
            load_csv(p, COLS, key="w")
    rows = load_csv(p, COLS)
    rows[0]["status"] = "changed"  # the caller's own list of dicts: a later call is unaffected
    rows.clear()
    assert load_csv(p, COLS)[0]["status"] == "A"


def test_load_csv_streams_its_file(tmp_path):
    """Issue 19: load_csv of a 45 MB file peaked at 1.2 GB (the whole file as bytes, as text and
    as a StringIO copy, then the rows). Streamed, the peak is the result itself plus one row at
    a time. Measured on a small file with tracemalloc (allocations, not time): the peak during
    the call stays within 15% of what the returned rows hold; the old reader peaked at over
    160% of it."""
    import tracemalloc

    p = tmp_path / "big.csv"
    with open(p, "w", encoding="utf-8") as f:
        f.write("name,count,source,cite,note\n")
        for i in range(20_000):
            f.write(f"card {i},{i % 97},printed,Cyberpunk CCG p.{i % 211},note {i * 7919 % 100_003}\n")
    cols = {"name": str, "count": int, "source": str, "cite": str, "note": str}
    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        rows = load_csv(p, cols)
        held, peak = tracemalloc.get_traced_memory()
    finally:
        if started:
            tracemalloc.stop()
    assert len(rows) == 20_000
    assert rows[-1] == {"name": "card 19999", "count": 19999 % 97, "source": "printed",
                        "cite": f"Cyberpunk CCG p.{19999 % 211}", "note": f"note {19999 * 7919 % 100_003}"}
    result = held - before
    assert result > 0
    assert peak - before < 1.15 * result, (peak - before, result)
    # repeated text is held once per distinct value: every row's "printed" is one string
    assert len({id(r["source"]) for r in rows}) == 1
    assert len({id(r["cite"]) for r in rows}) == 211
    assert len({id(r["name"]) for r in rows}) == 20_000
