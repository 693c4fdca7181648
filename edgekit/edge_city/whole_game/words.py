"""Log annotations of :mod:`edgekit.edge_city.whole_game.game`: who acts, the rule, W and the exact odds."""

from __future__ import annotations

from types import MappingProxyType

from ...play import Turn
from ..rules.cool import cool_win_number
from ..rules.win import STATUSES
from . import board_words as bw
from . import card_words as cw
from . import cards as gc
from . import combat as gk
from . import rip_steps as gr
from .actions import BUY, DRAW, IT, PASS, RIP, SHOP, TAKE_DP, TAKE_IT, THEFT, TRAVEL, TRAVEL_AT, UPGRADE

_WORDS = {"business_dome": "the Business Dome", "research_park": "the Research Park",
          "tech_plex": "the Tech Plex", "sprawl": "a Sprawl Zone"}
_RIP_END = ("success: the Data Base is reached", "the Rip fails, COOL kept", "the Rip fails, UnCOOL")
_THEFT = ("success: a 2 DP Tech card may be taken", "natural 12: fails, COOL kept", "fails: UnCOOL")
SPACES = ("business_dome", "research_park", "tech_plex", "sprawl")   # the order of the TRAVEL actions
_NAMES = {PASS: "pass", BUY: "buy a title (8 DP)", THEFT: "attempt Theft", TAKE_DP: "take the DP",
          TAKE_IT: "take an iT card instead", DRAW: "draw Sprawl cards"}


def turn_of(g, s) -> Turn:
    if s.phase in gr.PHASES:
        return gr.turn(g, s)
    who = f"P{s.player}"
    r = s.rippers[s.player]
    title = STATUSES[r.level]
    if s.is_chance:
        d = s.chance_outcomes()
        probs = MappingProxyType({str(k): d.prob(k) for k in d.outcomes()})
    else:
        probs = MappingProxyType({})
    if s.phase in gc.CARD_PHASES or s.phase in gc.CHANCE_PHASES:
        what, rule, w, note = cw.turn_words(g, s)
        return Turn(who, what, rule, w, probs, note)
    got = bw.turn_words(g, s)
    if got is not None:
        return got
    if s.phase == "regain":
        w = cool_win_number()   # the W of regain_cool, the step's odds (no card modifies it here)
        return Turn(who, f"roll to regain COOL (COOL Win Number {w})", "Edge City 9.4.1, 8.1", w, probs)
    if s.phase == "rip":
        t, k, pat = s.pending
        note = (f"Patron {pat} used and discarded (11.4.7); " if pat else "") + (
            f"cards held: {cw.holding(g, r)}; " if r.cards else "")
        note += f"{k} previous attempt(s) here: cumulative -{k} (11.6.5)" if k else ""
        return Turn(who, f"{t.replace('_', ' ')} Rip as {title} (the whole Rip Track in one step)",
                    "Edge City 11.6, 11.6.5, 11.5.4.3", None, probs, note)
    if s.phase == "dp":
        return Turn(who, f"roll the DP of the {s.pending[0].replace('_', ' ')} Rip", "Edge City 11.6.5.3",
                    None, probs, "Table 4.0 cell from the ILLUSTRATIVE fill-in unless printed (EC-05)")
    if s.phase == "theft":
        return Turn(who, "Theft at the Tech Plex", "Edge City 11.8.1, 11.8.2", None, probs)
    if s.phase == "draw":
        return Turn(who, "draw two Sprawl cards, less those already in the space, and act on them",
                    "Edge City 11.4.1, 11.4.2", None, probs,
                    "the deck is the sprawl_mix description (ILLUSTRATIVE by default, EC-21)")
    if s.phase == "it":
        w, j = g._it_w(s), s.pending[0]
        used = [n for _, n in gk.used_cards(g, s, "ICE", j, attacker=False)]
        note = f"iT attack modifier {g.it_modifier} is ILLUSTRATIVE"
        if used:
            note += f"; the same roll decides the discard of P{j}'s {bw._and(used)} (8.5.2)"
        cite = "Edge City 11.7, 11.5.3.1, 11.5.4.1" + (", 8.5.2" if used else "")
        return Turn(who, f"iT attack on P{j}", cite, w, probs, note)
    if s.phase == "reward":
        return Turn(who, "Super Secret Rip won: DP or an iT card", "Edge City 11.6.3")
    if s.phase == "arrived":
        return Turn(who, f"act after Travel in {_WORDS[r.space]} {r.pos}", "Chart 1.0, Edge City 11.3.2")
    first = " (first turn: must Travel, 6.0)" if s.round == 1 else ""
    return Turn(who, f"choose the turn's action{first}", "Edge City 8.0, 8.1, 8.2, Chart 1.0")


#: The phases whose ids are labelled by the board's words (board_words.label), by the cards' words
#: (card_words.label), by this module's own chance steps, and the turn's decisions (Chart 1.0).
_BOARD_PHASES = frozenset({"zone", "attack", "spoils", "icedp", "spoilrand", "route", "faceup"})
_OWN_CHANCE = frozenset({"regain", "rip", "dp", "theft", "it"})
_TURN_PHASES = frozenset({"setup", "act", "arrived", "reward"})


def label_of(g, s, a) -> str:
    """The words of action or chance outcome ``a`` at ``s``: the phase decides whose id ``a`` is,
    before ``a`` is read, because the ids overlap (a DP gain of 19 is the id of SHOP, a roll's
    outcome is never an action of :mod:`.actions`)."""
    phase = s.phase
    defend = g._defend(s)
    if defend and a >= gk.DEFEND_BASE:   # a Defend Combat's roll also discarded Defend cards (8.5.2)
        gone = [n for b, n in enumerate(defend[1]) if a // gk.DEFEND_BASE >> b & 1]
        return label_of(g, s, a % gk.DEFEND_BASE) + f"; the Win Roll discards {bw._and(gone)} (8.5.2)"
    if phase in gr.PHASES:
        return gr.label(g, s, a)
    if phase in _BOARD_PHASES:
        return bw.label(g, s, a)
    if phase in gc.CARD_PHASES or phase in gc.CHANCE_PHASES:
        return cw.label(g, s, a)
    if phase in _OWN_CHANCE:
        return _chance_label(g, s, a)
    if phase in _TURN_PHASES:
        return _turn_label(g, s, a)
    raise ValueError(f"s: no action is labelled in the {phase!r} phase")


def _chance_label(g, s, a) -> str:
    """An outcome of the regain roll, a whole Rip, its DP, a Theft or an iT attack."""
    if s.phase == "regain":
        return "COOL regained" if a == 0 else "stays UnCOOL: the turn is missed"
    if s.phase == "rip":
        return _RIP_END[a]
    if s.phase == "dp":
        return f"gains {a} DP"
    if s.phase == "theft":   # outcome // 3: cards the same roll discards (8.5.2)
        gone = [u for k, u in enumerate(s.used) if a // 3 >> k & 1]
        return _THEFT[a % 3] + (f"; discarded: {', '.join(gone)}" if gone else "")
    j = s.pending[0]   # the iT attack: a % 2 the result, a // 2 the defender's cards discarded (8.5.2)
    gone = [n for b, (_, n) in enumerate(gk.used_cards(g, s, "ICE", j, attacker=False)) if a // 2 >> b & 1]
    out = (f"P{j} is made permanently UnCOOL: eliminated" if a % 2 == 0 else
           f"the iT attack fails: P{j} gains {s.rippers[s.player].level} DP (11.5.4.1)")
    return out + (f"; the Win Roll discards P{j}'s {bw._and(gone)} (8.5.2)" if gone else "")


def _turn_label(g, s, a) -> str:
    """A decision of the turn (set-up, the turn's action, the action after Travel, a Super Secret
    Rip's reward): the block of :mod:`.actions` that ``a`` belongs to names it."""
    if a == UPGRADE:          # 11.6.4 (an id after the board's blocks)
        return "Rip: upgrade (win: discard a Zone card from the board)"
    if a >= TRAVEL_AT.base:   # Travel, set-up, Tech Travel, SWAT and ICE attacks: the board's words
        return bw.label(g, s, a)
    if a == SHOP:
        return "buy Tech at the Tech Plex (or then attempt Theft)"
    if a in _NAMES:
        return _NAMES[a]
    if a in RIP:
        return f"Rip: {RIP.names[RIP.index(a)].replace('_', ' ')}"
    if a in TRAVEL:
        return f"Travel to {_WORDS[SPACES[TRAVEL.index(a)]]}"
    if a in IT:
        return f"iT attack on P{IT.index(a)}"
    raise ValueError(f"a: {a} is not an action of the {s.phase!r} phase")


# ----------------------------------------------------------------------------- for a reader following a game
#: The key to the abbreviations of the state's text and its board picture (shown beside them).
LEGEND = ("P0, P1 ...: the Rippers by seat (on the board, a pawn; P0* an UnCOOL Ripper); DP: Data Points; "
          "Status, lowest to highest: " + " < ".join(STATUSES) + "; SZ: a Sprawl Zone; "
          "COOL / UnCOOL: whether the Ripper may act (9.4.1); (x, y): the tile a Ripper stands on")


#: The key to the board picture's marks, shown under the board (:meth:`.game.EdgeCityState.picture`).
BOARD_KEY = ("a pawn is a Ripper by seat, a star after it: UnCOOL; SZ a Sprawl Zone; the small names on a "
             "tile are the Zone cards there; (x, y) a tile's place; DP Data Points")


def key_numbers(s):
    """Each Ripper's Status, DP and COOL (a :class:`~edgekit.play.Scoreboard`; a turn is a seat's turn)."""
    from ...play import Scoreboard

    return Scoreboard({f"P{i}": {"Status": r.level, "DP": r.dp, "COOL": r.cool}
                       for i, r in enumerate(s.rippers)}, round=s.round, turn=s.player,
                      labels={"Status": STATUSES})


def verdict(g, s) -> str:
    """Who won and why (7.0), agreeing with the game's returns: the last Ripper left, or at the agreed
    end the highest Status, then the most DP, then the Stealth modifiers; a tie that remains by the
    reading ``final_tie``."""
    from . import cards as gc
    if not s.is_terminal:
        return ""
    alive = [i for i, r in enumerate(s.rippers) if r.alive]
    out = [f"P{i}" for i, r in enumerate(s.rippers) if not r.alive]
    if len(alive) == 1:
        return (f"Ripper P{alive[0]} wins: the last Ripper left ({bw._and(out)} eliminated by iT) "
                f"(Edge City 7.0, 11.7).")

    def key(i):
        r = s.rippers[i]
        return (r.level, r.dp, gc.stealth_total(g, i, r.cards))
    ranked = sorted(alive, key=key, reverse=True)
    best = key(ranked[0])
    win = [i for i in ranked if key(i) == best]
    final = "; ".join(f"P{i} {STATUSES[key(i)[0]]}, {key(i)[1]} DP" for i in ranked) + (
        f"; {bw._and(out)} eliminated" if out else "")
    end = f"after the {g.rounds} rounds agreed"
    if len(win) == 1:
        w, (lv, dp, st) = win[0], best
        rival = ranked[1]
        rlv, rdp, rst = key(rival)
        if rlv < lv:
            why = f"{STATUSES[lv]}, first on Status, with {dp} DP"
        elif rdp < dp:
            why = f"{STATUSES[lv]} like P{rival}, first on DP with {dp} to {rdp}"
        else:
            why = (f"{STATUSES[lv]} with {dp} DP like P{rival}, first on the Stealth modifiers "
                   f"({st} to {rst})")
        return f"Ripper P{w} wins: {why}, {end} (Edge City 7.0). Final: {final}."
    tied = bw._and([f"P{i}" for i in win])
    how = f"tied on Status ({STATUSES[best[0]]}), DP ({best[1]}) and the Stealth modifiers ({best[2]})"
    if g.rules.final_tie == "no_winner":
        return (f"Nobody wins: {tied} are {how} {end} (Edge City 7.0; reading final_tie: no_winner). "
                f"Final: {final}.")
    return (f"Rippers {tied} share the win (1/{len(win)} each): {how} {end} "
            f"(Edge City 7.0; reading final_tie: shared). Final: {final}.")
