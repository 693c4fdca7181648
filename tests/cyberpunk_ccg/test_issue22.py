"""Cyberpunk CCG points issue 22 item 16 found decided silently: the Cop's exception in its //Action
form (now the reading cop_action_exception) and a Sponsor of no Faction (now refused; the Mob's
Faction, which the chapter does not give, is stored as not given)."""

import pytest

import edgekit.cyberpunk_ccg as cp
from edgekit.cyberpunk_ccg.rules.roles import COP_FORMS
from edgekit.data import DataError


def test_the_cops_exception_belongs_to_its_response_form():
    # Runner Roles: Cop: the //Any (Response) text excepts another Cop; the //Action text does not
    with pytest.raises(ValueError, match="another Cop in its response form"):
        cp.cop_bust(1, [5], target_is_cop=True)
    assert cp.cop_bust(1, [5], target_is_cop=True, form="action") == "busted"   # as printed (default)
    assert cp.cop_bust(6, [5], target_is_cop=True, form="action") == "cops_trashed"
    with pytest.raises(ValueError, match="action form .*both_forms"):
        cp.cop_bust(1, [5], target_is_cop=True, form="action", cop_action_exception="both_forms")
    with pytest.raises(ValueError, match="Cyberpsychotic"):   # Cyber: neither form busts a Cyberpsycho
        cp.cop_bust(1, [5], target_cyberpsychotic=True, form="action")
    with pytest.raises(ValueError, match="form"):
        cp.cop_bust(1, [5], form="skirmish")
    assert COP_FORMS == ("response", "action")


def test_a_sponsor_is_of_a_faction():
    # Card Types: Sponsors: a Sponsor's background is a Faction Tag colour, so it is of that Faction
    with pytest.raises(ValueError, match=r"faction 'none' .*Cyberpunk CCG Card Types: Sponsors"):
        cp.Sponsor("Arasaka", faction="none")
    assert cp.Sponsor("Arasaka", faction="Corporate").faction == "Corporate"
    with pytest.raises(ValueError, match="faction"):
        cp.Sponsor("Arasaka", faction="Nomad")
    assert cp.Location("Bar", faction="none").faction == "none"   # other cards may have no faction
    mob = cp.card("Mob")   # the chapter names the Mob's victory, not its colour: not given, not "none"
    assert isinstance(mob, cp.Sponsor) and mob.faction is None
    t = cp.cards_table(cp.printed_cards())
    row = dict(zip(t.columns, t.rows[[r[1] for r in t.rows].index("Mob")]))
    assert row["Faction"] == "not given"


def test_a_card_file_with_a_sponsor_of_no_faction_is_refused(tmp_path):
    p = tmp_path / "cards.csv"
    p.write_text("type,name,faction,eb\nSponsor,Militech,none,3\n")
    with pytest.raises(DataError, match=r"line 2: Sponsor 'Militech': faction 'none'"):
        cp.load_cards(p)
    p.write_text("type,name,faction,eb\nSponsor,Militech,,3\n")
    assert cp.load_cards(p)[0].faction is None
