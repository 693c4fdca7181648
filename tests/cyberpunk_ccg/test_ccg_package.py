"""The package's shape (issue 20): the public list kept, lazy loading, and what the rooms import."""

import ast
from pathlib import Path

import edgekit.cyberpunk_ccg as cp

PKG = Path(cp.__file__).parent
# Every name edgekit.cyberpunk_ccg exported before it was split into rooms (the public contract).
PUBLIC = (
    "ABILITIES", "Build", "CARD_TYPES", "Cyber", "Equipment", "Event", "FACTIONS", "Location", "MAX_DECK",
    "Operation", "PUNKNAUGHT_MINIMUM", "ROLES", "Runner", "STAT_NAMES", "Security", "Sponsor", "Team",
    "Violation", "card", "cards_table", "chassis_owner_turns", "check_build", "check_team",
    "collect_by_draws",
    "collect_probability", "cop_bust", "corp_eb", "cyber_violations", "cyberpsycho_end_of_turn",
    "draw_probability", "eb_per_turn", "empathy_state", "fewest_runners", "fixer_cost",
    "illustrative_cards", "load_cards", "med_tech_saves", "mob_probability", "most_cyber",
    "netrunner_esec", "nomad_bonus", "plot_by_draws", "printed_cards", "punknaught_bonus",
    "punknaught_complete", "punknaught_probability", "security", "solo_bonus", "sponsor_wins",
    "team_limit", "team_totals", "techie_saves", "totals", "violations_table",
)


# Added since (issue 22): phases, Events played, a Sponsor's Used abilities, the Chassis in play.
ADDED = ("PHASES", "phase_allows", "event_playable", "play_event", "EventPlay", "SponsorAbility",
         "SponsorUse", "sponsor_use_table", "left_out", "Chassis", "place_chassis")


def test_the_public_list_is_the_one_before_the_rooms():
    assert sorted(cp.__all__) == sorted(PUBLIC + ADDED) and len(set(cp.__all__)) == len(cp.__all__)
    for name in PUBLIC + ADDED:
        obj = getattr(cp, name)
        if callable(obj):  # defined in a room of this package, under the name it is exported as
            assert obj.__module__.startswith("edgekit.cyberpunk_ccg.") and obj.__name__ == name, name
    assert sorted(dir(cp)) == dir(cp) and set(PUBLIC + ADDED) <= set(dir(cp))


def _imported(path: Path) -> list[tuple[str, bool]]:
    """(module imported, whether it is a ``from <package> import ...`` of a package __init__) pairs."""
    parts = ["edgekit", *path.relative_to(PKG.parent).with_suffix("").parts]
    package = parts[:-1]  # the package a relative import starts from (an __init__ is its own)
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [(a.name, a.name == "edgekit.cyberpunk_ccg") for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            out.append((mod, mod == "edgekit.cyberpunk_ccg"))
            out += [(f"{mod}.{a.name}", False) for a in node.names]
    return out


def test_rooms_import_no_widgets_no_headlines_no_package_init_and_rules_no_cards():
    for path in sorted(PKG.rglob("*.py")):
        for mod, from_init in _imported(path):
            where = f"{path.relative_to(PKG)} imports {mod}"
            assert not mod.startswith(("edgekit.widgets", "edgekit.headlines")), where
            assert not from_init, where + " (import the module that defines the name)"
            if path.parent.name == "rules":
                assert not mod.startswith("edgekit.cyberpunk_ccg.cards"), where + " (cards/ builds on rules/)"
