"""Headline functions for Edge City (see :mod:`edgekit.headlines`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import edge_city as ec
from .. import readings
from .registry import headline

# --- Edge City: the Win Roll and Table 1.0 --------------------------------------------------------

def _r(r: int) -> str:
    return f"R={r:+d}"


def _ec(**changes) -> readings.Rules:
    """The Edge City rules with some readings changed."""
    return readings.defaults("Edge City").replace(**changes)


def _cell(status: str, r: int, rules: readings.Rules) -> tuple[str, Any, Any]:
    """Suffix ("(reconstructed)" or ""), W and P(win) for one Table 1.0 cell."""
    a = ec.win_answer(status, r, rules=rules)
    tag = " (reconstructed)" if a.value["source"] == "reconstructed" else ""
    return tag, a.value["W"], a.value["P"]


@headline("table_rows")
def _table_rows(option: str) -> dict[str, Any]:
    """W and P(win) in the "3+" column of every Status row. Rules: Edge City 8.4, 8.5.1, Table 1.0."""
    out = {}
    for s in ec.STATUSES:
        tag, w, _ = _cell(s, ec.R_MAX, _ec(table_rows=option))
        out[f"W: {s}, {_r(ec.R_MAX)}{tag}"] = w
    for s in ec.STATUSES:
        tag, _, p = _cell(s, ec.R_MAX, _ec(table_rows=option))
        out[f"P(win): {s}, {_r(ec.R_MAX)}{tag}"] = p
    return out


@headline("column_edge")
def _column_edge(option: str) -> dict[str, Any]:
    """W and P(win) left of the printed columns for Levels 3 and 4. Rules: Edge City 8.4, Table 1.0."""
    out = {}
    cells = [(s, r) for s in ("Master Hacker", "Hacker Legend") for r in (-8, -10)]
    for s, r in cells:
        tag, w, _ = _cell(s, r, _ec(column_edge=option))
        out[f"W: {s}, {_r(r)}{tag}"] = w
    for s, r in cells:
        tag, _, p = _cell(s, r, _ec(column_edge=option))
        out[f"P(win): {s}, {_r(r)}{tag}"] = p
    return out


# --- Edge City: Rips (Edge City 11.6) --------------------------------------------------------------

def _rip(reading_id: str, rip_type: str, **inputs) -> Callable[[str], dict[str, Any]]:
    """A headline: P(Rip succeeds) and P(Rip ends UnCOOL) for every Status, one Rip type and inputs."""
    shown = ", ".join([rip_type.replace("_", " ")] + [f"{k}={v}" for k, v in inputs.items()])

    def fn(option):
        odds = {s: ec.rip_outcomes(s, rip_type, **inputs, rules=_ec(**{reading_id: option}))
                for s in ec.STATUSES}
        tag = {s: " (reconstructed W)" if ec.rip_outcomes(s, rip_type, **inputs).reconstructed else ""
               for s in ec.STATUSES}
        out = {f"P(Rip succeeds): {s}, {shown}{tag[s]}": odds[s]["success"] for s in ec.STATUSES}
        out.update({f"P(Rip ends UnCOOL): {s}, {shown}{tag[s]}": odds[s]["failed_uncool"]
                    for s in ec.STATUSES})
        return out

    fn.__doc__ = f"Rip odds by Status: {shown}. Rules: Edge City 11.6, 11.6.5, 8.5.1."
    return fn


# Each Rip reading is shown on the Rip type (and inputs) where it matters: see the module tests.
headline("attempts")(_rip("attempts", "sensitive"))
headline("natural_12")(_rip("natural_12", "super_secret"))
headline("second_chance")(_rip("second_chance", "secret", attempts="per_rip"))
headline("data_defend_cool")(_rip("data_defend_cool", "super_secret"))
headline("rip_repeat_penalty")(_rip("rip_repeat_penalty", "sensitive", previous_attempts=1))
headline("patron_counts")(_rip("patron_counts", "sensitive", patron=2))
headline("rip_attack_halving")(_rip("rip_attack_halving", "secret", swat_attack=(1, 1), ice_attack=(1, 1)))


@headline("ice_msm")
def _ice_msm(option: str) -> dict[str, Any]:
    """P(Rip succeeds) for a Hacker if a separate Data Space MSM were 0..5 (it is not printed).

    Under "same" the Data Space uses the Rip type's MSM whatever m is. Rules: Edge City 11.6, EC-04.
    """
    out = {}
    for rt in ("sensitive", "super_secret"):
        for m in range(0, 6, 1 if rt == "sensitive" else 5):
            kw = {"msm_ice": m} if option == "separate" else {}
            p = ec.rip_outcomes("Hacker", rt, ice_msm=option, **kw)["success"]
            out[f"P(Rip succeeds): Hacker, {rt.replace('_', ' ')}, if the Data Space MSM were {m}"] = p
    return out


@headline("sensitive_dp_dice")
def _sensitive_dp_dice(option: str) -> dict[str, Any]:
    """E[DP gained] from a Sensitive Data Rip by Status (Table 4.0 adjustments may be symbols)."""
    return {f"E[DP gained]: {s}, sensitive": ec.expected_dp(s, "sensitive", sensitive_dp_dice=option)
            for s in ec.STATUSES}


# --- Edge City: Theft (11.8), COOL, combat (Table 2.0), Sprawl cards, the city -----------------------

_STEALTH_HANDS = {"no Stealth card": [], "two +1 Stealth cards": [1, 1], "two +3 Stealth cards": [3, 3]}


@headline("theft_halving")
def _theft_halving(option: str) -> dict[str, Any]:
    """Theft strength T and P(Theft succeeds) by Status for Stealth hands where halving matters:
    no card (only sum_min_one counts 1), two +1 cards (per_card 2, the sums 1), two +3 cards
    (per_card 2, the sums 3). Attack Tech counts at full value, so it is left at 0.

    Rules: Edge City 11.8.1, 11.4.5.2.
    """
    rules = _ec(theft_halving=option)
    out = {f"T (Theft strength): {h}": ec.theft_strength(0, cards, rules=rules)
           for h, cards in _STEALTH_HANDS.items()}
    for h, cards in _STEALTH_HANDS.items():
        for s in ("Wannabee", "Hacker"):
            out[f"P(Theft succeeds): {s}, {h}"] = ec.theft_probability(s, swat_stealth=cards, rules=rules)
    return out


@headline("theft_msm")
def _theft_msm(option: str) -> dict[str, Any]:
    """P(Theft succeeds) by Status if Table 3.0 gave MSM 1, 3 or 5 (fixed_3 ignores it). Rules: 11.8.1."""
    out = {}
    for m in (1, 3, 5):
        for s in ec.STATUSES:
            kw = {"msm": m} if option == "table_3_0" else {}
            out[f"P(Theft succeeds): {s}, if the Table 3.0 MSM were {m}"] = ec.theft_probability(
                s, theft_msm=option, **kw)
    return out


@headline("combat_margins")
def _combat_margins(option: str) -> dict[str, Any]:
    """P(the attacker may take a +k card) at W 7. Rules: Edge City 11.5.4, Table 2.0."""
    return {f"P(attacker may take a +{k} card): W 7, ICE combat":
            ec.p_card_available(7, k, combat_margins=option) for k in (1, 2, 3)}


@headline("ice_4_special")
def _ice_4_special(option: str) -> dict[str, Any]:
    """P(an ICE attacker may take or destroy a special software card) at W 7, 9 and 11 (a win by 4
    or more). Rules: Edge City 11.5.4.1, Table 2.0."""
    return {f"P(attacker may take a special card): W {w}, ICE combat":
            ec.p_card_available(w, "special", "ICE", ice_4_special=option) for w in (7, 9, 11)}


_TWO_SETS_BOARD = "T S S B\nS S S S\nR S S R"  # two Research Parks, apart, every Sprawl Zone paired


@headline("second_research_park")
def _second_research_park(option: str) -> dict[str, Any]:
    """Whether a two-set board with two Research Parks is legal (1) or not (0), and how many
    Research Parks two sets may lay (counts). Rules: Edge City 12.3, 5.2."""
    return {"legal (1) or not (0): two sets, a board with two Research Parks":
            int(ec.is_legal(_TWO_SETS_BOARD, sets=2, second_research_park=option)),
            "Research Parks two sets may lay": 2 if option == "yes" else 1}


@headline("combat_or_less")
def _combat_or_less(option: str) -> dict[str, Any]:
    """P(the attacker may take a +k card) at W 7. Rules: Edge City 11.5.4, Table 2.0."""
    return {f"P(attacker may take a +{k} card): W 7, ICE combat":
            ec.p_card_available(7, k, combat_or_less=option) for k in (1, 2, 3)}


@headline("ice_dp_die")
def _ice_dp_die(option: str) -> dict[str, Any]:
    """E[DP taken by an ICE attack] for a Hacker attacking each Status. Rules: Edge City 11.5.4.3."""
    return {f"E[DP taken]: Hacker attacks a {s}": ec.ice_dp_taken("Hacker", s, ice_dp_die=option).mean()
            for s in ("Wannabee", "Hacker", "Hacker Legend")}


def _layouts(reading_id: str):
    def fn(option):
        return {f"legal layouts: {b} Bizclave(s) + {s} Sprawl Zones":
                ec.count_layouts(b, s, **{reading_id: option}) for b, s in ((1, 3), (1, 4), (2, 4))}

    fn.__doc__ = "Legal city layouts (counts, not probabilities). Rules: Edge City 3.0, 5.2, 11.3.2."
    return fn


for _id in ("adjacent", "touch", "connected"):
    headline(_id)(_layouts(_id))


@headline("travel_adjacency")
def _travel_adjacency(option: str) -> dict[str, Any]:
    """Spaces a Ripper can reach from each Bizclave in one turn (3 TP), on the board of seed 1 (counts).

    Rules: Edge City 11.2, 11.2.2.
    """
    board = ec.generate_layout(seed=1)
    return {f"spaces reachable with 3 TP from {t}, board of seed 1":
            len(ec.reachable(board, t, tp=3, travel_adjacency=option))
            for t in ("Tech Plex", "Business Dome", "Research Park")}


@headline("return_to_start")
def _return_to_start(option: str) -> dict[str, Any]:
    """Spaces reachable with 3 TP from each Bizclave, board of seed 1 (counts). The two options agree:
    a route back through the start can always be cut short at its last visit, for less TP and fewer
    Zone cards (tests/edge_city/test_travel.py checks this against every walk). Rules: Edge City 11.2.
    """
    board = ec.generate_layout(seed=1)
    return {f"spaces reachable with 3 TP from {t}, board of seed 1":
            len(ec.reachable(board, t, tp=3, return_to_start=option))
            for t in ("Tech Plex", "Business Dome", "Research Park")}


@headline("sprawl_turn_actions")
def _sprawl_turn_actions(option: str) -> dict[str, Any]:
    """How many actions a Ripper in a Sprawl Zone may take (counts). Rules: Edge City 11.4."""
    return {f"actions in a Sprawl Zone, {'after travelling' if t else 'without travelling'}":
            len(ec.sprawl_zone_actions(travelled=t, rules=_ec(sprawl_turn_actions=option)))
            for t in (True, False)}


@headline("sprawl_win")
def _sprawl_win(option: str) -> dict[str, Any]:
    """P(acting on the second Sprawl card) after each named first card, for a Ripper with one +1
    Bioware card (the card BIOWARE CHOP SHOP threatens). Rules: Edge City 11.4.2, 8.5.2.
    """
    return {f"P(act on the next card after {card}), one +1 Bioware":
            ec.p_act_on_next(card, bioware=(1,), sprawl_win=option)
            for card in ("BIOWARE CHOP SHOP", "TOXIC WASTE")}


# --- Edge City as a whole: the road to Legend and the game (issue 12) -------------------------------
@headline("repeat_reset")
def _repeat_reset(option: str) -> dict[str, Any]:
    """Exact expected turns from Master Hacker with 0 DP to Hacker Legend for a lone Ripper with
    no second Rip Bizclave in reach (road to Legend, optimal play; Table 4.0 ILLUSTRATIVE).
    Rules: Edge City 11.6.5, 9.4.1, 9.1.1.
    """
    road = ec.road_to_legend("Master Hacker", 0, hop=False, rules=_ec(repeat_reset=option))
    return {"expected turns, Master Hacker (0 DP) to Legend, no second Bizclave in reach":
            road.expected_turns(),
            "same, Rip-first player (never travels)": road.expected_turns("rip_first")}


@headline("final_tie")
def _final_tie(option: str) -> dict[str, Any]:
    """Each Ripper's return when two equal Rippers reach the agreed end (7.0) (exact).
    Rules: Edge City 7.0.
    """
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rounds=1, final_tie=option)
    s = EdgeCityState((Ripper(), Ripper()), 1, "over", (), 1, False, g)
    return {"P0's share of the win, two equal Rippers at the agreed end": s.returns()[0]}


@headline("board_cards_on_draw")
def _board_cards_on_draw(option: str) -> dict[str, Any]:
    """A Wannabee who arrived COOL in a Sprawl Zone holding one TOXIC WASTE draws (one card; a deck of
    16 TOXIC WASTE, 16 SPRAWL RUMOR, 48 others, ILLUSTRATIVE): P(still COOL) and E[DP] (exact).
    Rules: Edge City 11.4.1-11.4.3.
    """
    from fractions import Fraction

    from ..edge_city.whole_game.game import DRAW, EdgeCityState, Ripper

    g = ec.game(2, sprawl_mix={"TOXIC WASTE": 16, "SPRAWL RUMOR": 16, "OTHER": 48},
                rules=_ec(board_cards_on_draw=option))
    sz = (2, 2)   # a Sprawl Zone of the ILLUSTRATIVE board
    s = EdgeCityState((Ripper(space="sprawl", pos=sz), Ripper(pos=(2, 1))), 0, "arrived", (), 2, False, g,
                      zones=((sz, ("TOXIC WASTE",)),)).apply(DRAW)
    cool, dp = Fraction(0), Fraction(0)
    todo = [(s, Fraction(1))]
    while todo:   # every chance step of the Draw, exactly, until P1's turn
        t, p = todo.pop()
        if t.is_chance and t.player == 0:
            d = t.chance_outcomes()
            todo += [(t.apply(o), p * d.fraction(o)) for o in d.outcomes()]
            continue
        cool += p * t.rippers[0].cool
        dp += p * (t.rippers[0].dp - 3)
    return {"P(COOL after the Draw), one TOXIC WASTE in the space": cool,
            "E[DP] of the Draw, one TOXIC WASTE in the space": dp}


# --- Edge City: the cards in the game (edgekit.edge_city.game_cards) -------------------------------

def _places() -> tuple:
    """The Business Dome, the Tech Plex and two Sprawl Zones of the ILLUSTRATIVE board."""
    lay = ec.game(2).board.layout
    zones = sorted(p for p in lay.keys() if lay[p].startswith("Sprawl Zone"))
    return lay.where("Business Dome"), lay.where("Tech Plex"), zones[0], zones[1]


def _card_state(option_reading: str, option: str, ripper, phase: str, pending=(), cards=None):
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, cards=cards, rules=_ec(**{option_reading: option}))
    return EdgeCityState((ripper, Ripper(pos=_places()[0], space="business_dome")), 0, phase, pending, 2,
                         False, g)


@headline("it_limit")
def _it_limit(option: str) -> dict[str, Any]:
    """Whether a Master Hacker holding four software cards may take the iT card a Super Secret
    Rip offers (1 yes, 0 no). Rules: Edge City 10.3, 11.6.3.
    """
    from ..edge_city.whole_game.game import TAKE_IT, Ripper

    soft = ("EVADE", "ICE CLOAK +1", "ICE SPIKE +1", "ICE WALL +2")
    s = _card_state("it_limit", option, Ripper(level=3, cards=soft, pos=_places()[0], space="business_dome"),
                    "reward", ("super_secret",))
    return {"iT can be taken holding four software cards (1 yes, 0 no)": int(TAKE_IT in s.legal_actions())}


@headline("ally_modifies")
def _ally_modifies(option: str) -> dict[str, Any]:
    """P(Theft succeeds) for a Wannabee holding SWAT ALLY +2 and an assumed SWAT ALLY +1 (exact).
    Rules: Edge City 11.4.6, 11.8.1.
    """
    from ..edge_city.cards.catalogue import Card
    from ..edge_city.whole_game.game import Ripper

    extra = [Card("SWAT ALLY +1", "ally", trait="SWAT", modifier=1, cost=2)]
    s = _card_state("ally_modifies", option, Ripper(cards=("SWAT ALLY +1", "SWAT ALLY +2"), pos=_places()[1],
                                                    space="tech_plex"), "theft", (0,), cards=extra)
    return {"P(Theft succeeds), Wannabee with two SWAT Allies (+2, +1)": s.chance_outcomes().prob(0)}


@headline("trade_in")
def _trade_in(option: str) -> dict[str, Any]:
    """Trade-ins open to a Ripper who has just arrived at the Tech Plex holding STEALTH GLOVE and
    nothing bought yet. Rules: Edge City 10.4.
    """
    from ..edge_city.whole_game import cards as gc
    from ..edge_city.whole_game.game import Ripper

    glove = Ripper(dp=0, cards=("STEALTH GLOVE",), pos=_places()[1], space="tech_plex")
    s = _card_state("trade_in", option, glove, "plex", (0, 0))
    sells = [a for a in s.legal_actions() if a >= gc.CARD0 and gc.block(s.game, a)[0] == "sell"]
    return {"trade-ins open before buying anything": len(sells)}


@headline("concealed_cards")
def _concealed_cards(option: str) -> dict[str, Any]:
    """How many of a Ripper's three software cards another player sees. Rules: Edge City 12.2, 10.0.
    """
    from ..edge_city.whole_game.game import Ripper

    soft = ("EVADE", "ICE CLOAK +1", "ICE WALL +2")
    s = _card_state("concealed_cards", option, Ripper(cards=soft, pos=_places()[2], space="sprawl"), "act")
    seen = s.observation(1).split(";")[0]
    return {"software cards of P0 that P1 sees (of 3)": sum(c in seen for c in soft)}


@headline("ripper_trading")
def _ripper_trading(option: str) -> dict[str, Any]:
    """Whether the end of a round opens trading, P0 holding two EVADE and P1 with 5 DP (1 yes, 0 no).
    Rules: Edge City 8.3, 10.4.
    """
    from ..edge_city.whole_game.game import PASS, EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(ripper_trading=option))
    s = EdgeCityState((Ripper(cards=("EVADE", "EVADE"), pos=_places()[2], space="sprawl"),
                       Ripper(dp=5, pos=_places()[3], space="sprawl")), 1, "act", (), 2, False, g)
    return {"a trade is offered at the round's end (1 yes, 0 no)": int(s.apply(PASS).phase == "trade")}


@headline("zone_stop")
def _zone_stop(option: str) -> dict[str, Any]:
    """P(a Wannabee who Travels into a Sprawl Zone holding one TOXIC WASTE then acts there) (exact).
    Rules: Edge City 11.4.3, 11.5.4.2, 8.5.1.
    """
    from ..edge_city.whole_game.actions import TRAVEL_AT
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(zone_stop=option))
    sz, dome = (2, 2), (2, 1)   # a Sprawl Zone and the Business Dome of the ILLUSTRATIVE board
    s = EdgeCityState((Ripper(pos=dome), Ripper(pos=dome)), 0, "act", (), 2, False, g,
                      zones=((sz, ("TOXIC WASTE",)),)).apply(TRAVEL_AT(g.board.index[sz]))
    d = s.chance_outcomes()
    return {"P(acts in the space after a TOXIC WASTE attack), Wannabee":
            d.p(lambda a: s.apply(a).phase == "arrived")}


@headline("attack_after_travel")
def _attack_after_travel(option: str) -> dict[str, Any]:
    """The attacks offered to a Ripper just arrived in a Sprawl Zone, the other Ripper in another
    Sprawl Zone (counts). Rules: Edge City Chart 1.0, 11.5.1.
    """
    from ..edge_city.whole_game.actions import SWAT
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(attack_after_travel=option))
    lay = g.board.layout
    here, there = sorted(p for p in lay if g.board.kind[p] == "sprawl")[:2]
    s = EdgeCityState((Ripper(pos=here, space="sprawl"), Ripper(pos=there, space="sprawl")), 0, "arrived",
                      (), 2, False, g)
    return {"attacks offered after Travel, the other Ripper elsewhere":
            sum(a >= SWAT.base for a in s.legal_actions())}


def _offered_staying(place: str, space: str, **reading: str) -> tuple[int, ...]:
    """The actions offered to a COOL Ripper who stays at ``place`` (a space of kind ``space``) in
    round 2, the other Ripper there too, under the reading given. Rules: Edge City Chart 1.0, 8.2."""
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(**reading))
    at = g.board.layout.where(place)
    s = EdgeCityState((Ripper(pos=at, space=space), Ripper(pos=at, space=space)), 0, "act", (), 2, False, g)
    return s.legal_actions()


@headline("dome_pass")
def _dome_pass(option: str) -> dict[str, Any]:
    """What a COOL Ripper staying in the Business Dome in round 2 is offered (counts; 1 yes, 0 no).
    Rules: Edge City 11.3.2.2, Chart 1.0, 8.2.
    """
    from ..edge_city.whole_game.actions import PASS, RIP

    legal = _offered_staying("Business Dome", "business_dome", dome_pass=option)
    return {"Pass offered while staying in the Business Dome (1 yes, 0 no)": int(PASS in legal),
            "Rips offered there": sum(a in RIP for a in legal)}


@headline("plex_pass")
def _plex_pass(option: str) -> dict[str, Any]:
    """What a COOL Ripper staying at the Tech Plex in round 2 is offered (counts; 1 yes, 0 no).
    Rules: Edge City 11.3.2.1, Chart 1.0, 8.2.
    """
    from ..edge_city.whole_game.actions import PASS, SHOP, THEFT

    legal = _offered_staying("Tech Plex", "tech_plex", plex_pass=option)
    return {"Pass offered while staying at the Tech Plex (1 yes, 0 no)": int(PASS in legal),
            "Tech Plex actions offered there (buy Tech, Theft)": int(SHOP in legal) + int(THEFT in legal)}


@headline("it_after_attack")
def _it_after_attack(option: str) -> dict[str, Any]:
    """A Hacker Legend holding one iT card makes an iT attack on a Wannabee in its Sprawl Zone: the
    exact chance the defender is eliminated, and the iT cards the Legend holds afterwards.
    Rules: Edge City 11.7, 11.5.3.1, 8.5.2.
    """
    from ..edge_city.whole_game.actions import IT
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(it_after_attack=option))
    here = _places()[2]
    s = EdgeCityState((Ripper(level=4, it=1, pos=here, space="sprawl"), Ripper(pos=here, space="sprawl")),
                      0, "act", (), 2, False, g).apply(IT(1))
    odds = s.chance_outcomes()
    after = {a: s.apply(a) for a in odds.outcomes()}
    return {"P(the defender is eliminated)": odds.p(lambda a: not after[a].rippers[1].alive),
            "iT cards the Legend holds after the attack (exact mean)":
                odds.mean(lambda a: after[a].rippers[0].it)}


def _won_attack(kind: str, band: int, held: tuple, **changes):
    """The winner's choice after P0's won ``kind`` attack on P1 (same Sprawl Zone), P1 holding ``held``."""
    from ..edge_city.whole_game.actions import ICE, SWAT
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rules=_ec(**changes))
    here = _places()[2]
    s = EdgeCityState((Ripper(pos=here, space="sprawl"), Ripper(pos=here, space="sprawl", cards=held)),
                      0, "act", (), 2, False, g)
    return s.apply((SWAT if kind == "SWAT" else ICE)(1)).apply(band)


@headline("hidden_spoils")
def _hidden_spoils(option: str) -> dict[str, Any]:
    """Card choices (take or destroy) offered to an ICE winner by 2 against EVADE face up and ICE CLOAK +2,
    ICE WALL +2 hidden. Rules: Edge City 12.2, 11.5.4.1, Table 2.0.
    """
    from ..edge_city.whole_game import combat as gk

    s = _won_attack("ICE", 2, ("EVADE", "ICE CLOAK +2", "ICE WALL +2"), concealed_cards="concealed",
                    hidden_spoils=option)
    la = s.legal_actions()
    return {"take choices": sum(gk.TAKE0 <= a < gk.DESTROY0 for a in la),
            "destroy choices": sum(a >= gk.DESTROY0 for a in la)}


@headline("bioware_spoils")
def _bioware_spoils(option: str) -> dict[str, Any]:
    """Card choices offered to a SWAT winner by 3 against a Ripper holding only BIO REFLEX +1.
    Rules: Edge City 11.5.4.1, Table 2.0, 11.4.5.1.
    """
    from ..edge_city.whole_game import combat as gk

    s = _won_attack("SWAT", 3, ("BIO REFLEX +1",), bioware_spoils=option)
    return {"take or destroy choices": sum(a >= gk.TAKE0 for a in s.legal_actions())}


@headline("rip_discard_roll")
def _rip_discard_roll(option: str) -> dict[str, Any]:
    """P(a card used in a Rip is discarded) for a Wannabee's Sensitive Rip from the Business Dome
    holding ICE ALLY +2 (Data Space) or SHRED GUN (Real Space), each discarded on a 12, played roll
    by roll (the Rip's own Win Rolls decide). Rules: Edge City 8.5.2, 11.6.5.1, 11.6.5.2.
    """
    from ..edge_city.whole_game import rip_steps as gr
    from ..edge_city.whole_game.actions import RIP
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, rip_discard_roll=option)
    dome = g.board.layout.where("Business Dome")
    out = {}
    for card in ("ICE ALLY +2", "SHRED GUN"):
        s = EdgeCityState((Ripper(pos=dome, space="business_dome", cards=(card,)), Ripper(pos=dome)),
                          0, "act", (), 2, False, g).apply(RIP("sensitive"))
        out[f"P({card} discarded in the Rip)"] = sum(p for k, p in gr.rip_end_odds(g, s).items() if k[1])
    return out


@headline("sprawl_reshuffle")
def _sprawl_reshuffle(option: str) -> dict[str, Any]:
    """A small Sprawl deck (a SPRAWL RUMOR, an ICE EVENT +3, two OTHER): a Draw takes the last two
    cards of the draw pile while the two OTHER lie in the discard pile; the Event is beaten and
    discarded. Under "when_empty" the pile was reshuffled at that Draw, before the Event was
    discarded; under "when_needed" at the next Draw, with the Event and the Rumor in it.
    Rules: Edge City 5.6, 11.4.1, 11.4.4.
    """
    from dataclasses import replace

    from ..edge_city.whole_game import deck as gd
    from ..edge_city.whole_game.actions import DRAW
    from ..edge_city.whole_game.game import EdgeCityState, Ripper

    g = ec.game(2, layout="T S S S B\n. S . . .\n. R . . .",
                sprawl_mix={"SPRAWL RUMOR": 1, "ICE EVENT +3": 1, "OTHER": 2}, sprawl_reshuffle=option)
    names = [n for n, _ in g.cards.sprawl]
    k = len(names)
    deck = gd.SprawlDeck(tuple(int(n != "OTHER") for n in names), tuple(2 * (n == "OTHER") for n in names))
    s = EdgeCityState((Ripper(pos=(2, 0), space="sprawl"), Ripper(pos=(4, 0), space="business_dome")), 0,
                      "arrived", (), 3, False, g, deck=deck).apply(DRAW)
    s = s.apply(names.index("SPRAWL RUMOR") * k + names.index("ICE EVENT +3"))
    piles = gd.seen(g, s)
    s = s.apply(max(s.chance_outcomes().outcomes()))   # the Event beaten (the best outcome), then the Rumor
    nxt = replace(s, player=0, phase="draw").chance_outcomes()
    event = names.index("ICE EVENT +3")
    return {"cards in the draw pile just after the Draw": piles[0],
            "P(the discarded Event is drawn at the next Draw)": nxt.p(lambda o: event in divmod(o, k))}
