"""The card model and card files (Cyberpunk CCG Card Types, Cyber, Equipment)."""

import pytest

from edgekit import cyberpunk_ccg as cp
from edgekit.data import DataError

HEAD = "type,name,faction,cost,part,emp_loss,attributes,sr,lr,def,style,source,cite\n"


def write(tmp_path, body, head=HEAD, name="mine.csv", encoding="utf-8"):
    p = tmp_path / name
    p.write_text(head + body, encoding=encoding)
    return p


def test_printed_cards_carry_what_the_chapter_says():
    bird = cp.card("Ghetto Bird")  # Equipment: capacity 2 = its Runner plus one
    assert bird.is_vehicle and bird.capacity == 2 and bird.sr is None and bird.source == "printed"
    assert "Ghetto Bird" in bird.cite
    chassis = cp.card("Punknaught Chassis")
    assert chassis.movement == 1 and chassis.is_vehicle
    mob = cp.card("Mob")
    assert isinstance(mob, cp.Sponsor) and "every Location attribute" in mob.victory[0]
    assert dict(cp.PUNKNAUGHT_MINIMUM) == {"Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
    with pytest.raises(ValueError, match="Ghetto Bird"):
        cp.card("Wolvers")


def test_a_user_file_loads_every_type(tmp_path):
    p = write(tmp_path, "Cyber,Wolvers,Street,3,Arms,2,,1,0,0,1,assumed,my deck\n"
                        "Equipment,Vest,none,2,,,Armor,0,0,2,0,assumed,my deck\n"
                        "Event,Blackout,none,1,,,,,,,,assumed,my deck\n")
    wolvers, vest, event = cp.load_cards(p)
    assert wolvers == cp.Cyber("Wolvers", "Arms", 2, faction="Street", cost=3, sr=1, lr=0, defense=0,
                               style=1, source="assumed", cite="my deck")
    assert vest.attributes == ("Armor",) and vest.defense == 2
    assert isinstance(event, cp.Event) and event.phase == "Any"


@pytest.mark.parametrize("row, message", [
    ("Cyber,Claws,none,2,,1,,,,,,assumed,x\n", "body part"),            # Cyber needs a body part
    ("Equipment,Vest,none,-1,,,Armor,,,,,assumed,x\n", "cost"),        # a negative cost
    ("Gadget,Thing,none,1,,,,,,,,assumed,x\n", "unknown card type"),    # not one of the seven types
    ("Runner,Ann,Purple,1,,,,,,,,assumed,x\n", "faction"),
    ("Equipment,Vest,none,1,,,,,,,,assumed,x\n", "type"),               # Equipment needs its type
    ("Operation,Heist,none,1,,,,,,,,assumed,x\n", "at least one attribute"),
    ("Cyber,Claws,none,2,Arms,,,,,,,assumed,x\n", "emp_loss"),
    ("Location,Bar,none,1,Arms,,,,,,,assumed,x\n", "no 'part'"),
    ("Equipment,Vest,none,1,,,Armor,,,,,bogus,x\n", "source"),
])
def test_bad_cards_name_the_file_and_line(tmp_path, row, message):
    p = write(tmp_path, "# a comment line\nEvent,Fine,none,1,,,,,,,,assumed,x\n" + row)
    with pytest.raises(DataError, match=message) as e:
        cp.load_cards(p)
    assert str(p) in str(e.value) and "line 4" in str(e.value)


def test_file_problems_are_data_errors(tmp_path):
    p = write(tmp_path, "Event,A,none,1,,,,,,,,assumed,x\nEvent,A,none,2,,,,,,,,assumed,x\n")
    with pytest.raises(DataError, match=r"line 3: card 'A' is already defined on line 2"):
        cp.load_cards(p)
    with pytest.raises(DataError, match="no cards"):
        cp.load_cards(write(tmp_path, "", name="empty.csv"))
    with pytest.raises(DataError, match="header"):
        cp.load_cards(write(tmp_path, "", head="kind,name\n", name="bad_head.csv"))
    with pytest.raises(DataError, match="UTF-8"):
        cp.load_cards(write(tmp_path, "Event,Caf\xe9,none,1,,,,,,,,assumed,x\n", name="latin.csv",
                            encoding="latin-1"))
    with pytest.raises(DataError, match="is a directory, not a card file"):
        cp.load_cards(tmp_path)
    with pytest.raises(DataError, match="not found"):
        cp.load_cards(tmp_path / "nope.csv")
    with pytest.raises(TypeError, match="path"):
        cp.load_cards(3)


def test_bom_and_multiline_fields_keep_line_numbers(tmp_path):
    body = ('Event,"Two\nlines",none,1,,,,,,,,assumed,x\n'
            "Event,Bad,none,x,,,,,,,,assumed,x\n")
    p = write(tmp_path, body, head="\ufeff# comment\n" + HEAD)
    with pytest.raises(DataError, match="line 5: column 'cost'"):
        cp.load_cards(p)


def test_model_checks():
    with pytest.raises(ValueError, match="body part"):
        cp.Cyber("Claws", "", 1)
    with pytest.raises(ValueError, match="cost"):
        cp.Equipment("Vest", attributes=("Armor",), cost=-2)
    with pytest.raises(TypeError, match="weapon"):
        cp.Cyber("Claws", "Arms", 1, weapon="yes")
    with pytest.raises(ValueError, match="Vehicle"):
        cp.Equipment("Vest", attributes=("Armor",), capacity=2)
    with pytest.raises(ValueError, match="role"):
        cp.Runner("Ann", role="Wizard")
    with pytest.raises(ValueError, match="never bought"):
        cp.Sponsor("Mob", cost=3)
    assert cp.Cyber("Wolvers", "Arms", 2, weapon=True).attributes == ("Arms", "Weapon")
    assert cp.Runner("Ann", attributes=["Martial Artist"]).martial_artist


def test_cards_table_shows_each_card_in_words_and_no_none():
    t = cp.cards_table(cp.printed_cards(), "printed")
    assert t.columns == ("type", "name", "Faction", "cost", "stats", "attributes", "text", "source")
    bird = dict(zip(t.columns, t.rows[[r[1] for r in t.rows].index("Ghetto Bird")]))
    assert bird == {"type": "Equipment", "name": "Ghetto Bird", "Faction": "none", "cost": "—",
                    "stats": "Carrying Capacity 2", "attributes": "Vehicle", "text": "—", "source": "printed"}
    mob = dict(zip(t.columns, t.rows[[r[1] for r in t.rows].index("Mob")]))
    assert mob["text"].startswith("wins by: control one Location of every Location attribute")
    shown = str(t) + t._repr_html_()
    assert "None" not in shown and "Equipment(" not in shown


def test_cards_table_of_made_up_cards():
    rows = {r[1]: r for r in cp.cards_table(cp.illustrative_cards()).rows}
    assert rows["Wolvers"][4:7] == ("SR 2, LR 0, Def 0, Style 1, Emp loss 2", "Weapon",
                                    "body part: Arms (a Cyber weapon)")
    assert rows["Razor"][4] == "SR 3, LR 2, Def 2, Power 3, Style 1, Emp 6" and rows["Razor"][6] == "—"


@pytest.mark.parametrize("bad, name", [("Ghetto Bird", "cards"), ([3], r"cards\[0\]"), (None, "cards")])
def test_cards_table_refuses_what_is_not_cards(bad, name):
    with pytest.raises(TypeError, match=rf"^{name}"):
        cp.cards_table(bad)
