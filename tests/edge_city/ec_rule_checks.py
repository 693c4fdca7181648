"""A rule checker for whole games of Edge City, written from the rulebook (issue 22; the turn).

It walks a played game step by step (the state each step was taken in, the action or outcome, the
state after) and checks what the rulebook says about the turn, WITHOUT asking the game how it did it:
the cards a roll uses, the repeated-attempt counter and the odds a W gives are worked out here again,
from the card catalogue, the action blocks and the rules' one-roll functions (Table 1.0, Table 2.0,
the Rip Track's moves). Each breach is recorded with the section it breaks, the seed and the step:

* who may act where (Chart 1.0, 6.0, 9.4.1, 11.3.2.1, 11.3.2.2 with the reading ``dome_pass``, 11.5.1,
  11.6, 11.6.2, 11.6.3, 11.7, 11.8): no Pass where the reading forbids it, Rips only in a Sprawl Zone
  (with a Patron for Secret and Super Secret) or the Business Dome or Research Park, attacks and iT
  attacks only from a Sprawl Zone (SWAT in the same space, no NO ICE ZONE), Theft only at the Tech Plex;
* the repeated-attempt counter of 11.6.5 and 11.8.1 under each option of ``repeat_reset``: Travel
  resets it, and under "travel_or_idle" a turn with no Rip or Theft attempt;
* the W shown is the W used: the step's exact odds are rebuilt from the W it shows (8.4, 8.5.1);
* 8.5.2: a card used in a roll is discarded by that roll's Win Roll: the odds of each Attack Combat,
  iT attack and Defend Combat against a Zone or Event card are the 36 rolls with the cards each
  discards, the cards leave exactly as the roll says, a Rip's roll decides only the cards it uses
  (reading ``rip_discard_roll``) and each once, and the Ripper ends the Rip without them;
* a lost attack pays the defender the attacker's Level (11.5.4.1), the iT attack too (11.7 resolved as
  an ICE Attack Combat); the card limits (10.3) hold after every step.

Run it as a script for the counts over many games (the before/after numbers of issue 22)::

    PYTHONPATH=$PWD python tests/edge_city/ec_rule_checks.py FIRST_SEED GAMES [PLAYERS] [random|mixed]
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import dataclass, field

from edgekit import play
from edgekit.edge_city.cards.catalogue import LIMITS
from edgekit.edge_city.rules.combat import margin_band
from edgekit.edge_city.rules.encounters import resolve_encounter
from edgekit.edge_city.rules.sprawl import sprawl_card
from edgekit.edge_city.rules.win import WIN, two_dice, win_roll_event
from edgekit.edge_city.whole_game import actions as A

#: The named players of the game and the random one: the seats of the checked games are drawn from these.
POLICIES = ("random", "cautious", "greedy_dp", "rip_first", "greedy_buyer", "raider")
RIP_SPACES = ("business_dome", "research_park")
BANDS = ("lose", "0-1", "2", "3", "4+", "4", "5+")   # the order of the attack step's outcome ids
ROLL_BASE, DEFEND_BASE, DISCARDED = len(BANDS), 2048, 1024


@dataclass
class Tally:
    """Checks made and breaches found, by rule; ``examples`` one (seed, step, detail) per rule."""

    checks: Counter = field(default_factory=Counter)
    breaches: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)
    games: int = 0
    steps: int = 0

    def check(self, ok: bool, rule: str, where: tuple, detail: str) -> None:
        self.checks[rule] += 1
        if not ok:
            self.breaches[rule] += 1
            self.examples.setdefault(rule, (*where, detail))

    def report(self, most: int = 5) -> str:
        return "\n".join(f"{rule}: {n} of {self.checks[rule]} (e.g. seed {ex[0]}, step {ex[1]}: {ex[2]})"
                         for rule, n in self.breaches.most_common(most) for ex in [self.examples[rule]])


# ----------------------------------------------------------------------------- cards, from the catalogue
def _distinct(cat, held, keep) -> list[str]:
    return [n for n in sorted(set(held)) if keep(cat[n])]


def combat_cards(g, s, kind: str, j: int, attacker: bool = True) -> list[tuple[int, str]]:
    """11.5.3.1: the attacker's Attack Tech of the combat's trait and the defender's Defend Tech of
    it; those printing discard totals (8.5.2), one copy of a double (10.3.1)."""
    cat, out = g.cards.catalogue, []
    for seat, typ in ([(s.player, "attack")] if attacker else []) + [(j, "defend")]:
        def used(c, typ=typ):
            return c.kind == "tech" and c.discard and c.tech_type == typ and c.trait in (kind, "both")
        out += [(seat, n) for n in _distinct(cat, s.rippers[seat].cards, used)]
    return out


def defend_cards(g, r, attack) -> list[str]:
    """11.5.3.2: the Defend Tech a Ripper uses against a SWAT or ICE attack, printing discard totals."""
    if attack not in ("SWAT", "ICE"):
        return []
    return _distinct(g.cards.catalogue, r.cards, lambda c: c.kind == "tech" and c.tech_type == "defend"
                     and c.discard and c.trait in (attack, "both"))


def rip_cards(g, r, patron: str) -> list[str]:
    """The cards a Rip uses that print discard totals: Stealth and Attack Tech (11.6.5), the Allies
    the reading ``ally_modifies`` lets add (11.4.6) and Defend Tech (the Defend rolls, 11.5.2)."""
    cat = g.cards.catalogue
    held = [n for n in r.cards if n != patron] if patron else list(r.cards)
    out = _distinct(cat, held, lambda c: c.kind == "tech" and c.discard)
    for trait in ("SWAT", "ICE"):
        allies = _distinct(cat, held, lambda c, t=trait: c.kind == "ally" and c.trait == t)
        if allies and g.rules.ally_modifies == "stealth_one":
            allies = [max(allies, key=lambda n: (cat[n].modifier, n))]
        out += [n for n in allies if cat[n].discard]
    return out


def bioware(g, r) -> tuple:
    cat = g.cards.catalogue
    return tuple(sorted((cat[n].modifier for n in set(r.cards) if cat[n].tech_class == "bioware"),
                        reverse=True))


def mask(totals, t) -> int:
    return sum(1 << b for b, ts in enumerate(totals) if t in ts)


def group_counts(g, r) -> dict:
    """10.3: hardware/bioware (Tech Travel too), software (the virus too; iT under ``it_limit``),
    allies and patrons."""
    cat, out = g.cards.catalogue, dict.fromkeys(LIMITS, 0)
    for n in r.cards:
        c = cat[n]
        if c.kind in ("ally", "patron"):
            out["ally/patron"] += 1
        elif c.kind == "virus" or c.tech_class == "software":
            out["software"] += 1
        elif c.kind in ("tech", "travel"):
            out["hardware/bioware"] += 1
    out["software"] += r.it if g.rules.it_limit == "software" else 0
    return out


# ----------------------------------------------------------------------------- odds rebuilt from the W shown
def odds_from_w(g, s, w):
    """The exact odds step ``s`` must have if its one Win Roll is made against the W it shows, with
    the cards that roll discards (8.5.2); None where the checker rebuilds no odds."""
    r = s.rippers[s.player]
    cat = g.cards.catalogue
    if s.phase in ("zone", "encounter"):   # 11.5.3.2 Defend Combat against a Sprawl card
        if s.phase == "zone":
            path, k, j = s.pending
            name = dict(s.zones)[path[k]][j]
            card, zone = sprawl_card(name), True
        else:
            c = cat[s.pending[0]]
            card, zone = c.sprawl(), c.kind == "zone"
        totals = [cat[n].discard for n in defend_cards(g, r, card.attack)]
        bio = bioware(g, r)

        def one(t):
            e = resolve_encounter(card, t, w, bioware=bio, rules=g.rules)
            code = int(e.cool) + 2 * int(e.continues) + 4 * int(bool(e.lost)) + 8 * min(int(e.dp), 99)
            return code + DISCARDED * (e.discarded and zone) + DEFEND_BASE * mask(totals, t)
        return two_dice().map(one)
    if s.phase == "attack":   # 11.5.3.1, Table 2.0, 8.5.2
        kind, j = s.pending
        totals = [cat[n].discard for _, n in combat_cards(g, s, kind, j)]
        return two_dice().map(lambda t: BANDS.index(margin_band(w, t, rules=g.rules))
                              + ROLL_BASE * mask(totals, t))
    if s.phase == "it":   # 11.7 as an ICE Attack Combat
        totals = [cat[n].discard for _, n in combat_cards(g, s, "ICE", s.pending[0], attacker=False)]
        return two_dice().map(lambda t: int(win_roll_event(t, w, rules=g.rules) != WIN) + 2 * mask(totals, t))
    if s.phase == "regain":   # 9.4.1
        return two_dice().map(lambda t: int(win_roll_event(t, w, rules=g.rules) != WIN))
    return None


def rip_roll_odds(g, s, w, deciding):
    """A Rip's Win Roll (11.6.5.1, 11.6.5.2, 11.5.4.3): where the pawn goes from W, with the cards of
    ``deciding`` (bit b: ``s.used[b]``) it discards (8.5.2)."""
    from edgekit.edge_city.whole_game import rip_steps as gr
    m, z = gr.machine(g, s), gr._DESTS[s.pending[3]]
    totals = [g.cards.catalogue[n].discard if deciding >> b & 1 else () for b, n in enumerate(s.used)]
    return two_dice().map(lambda t: gr._ID[m.next(z, win_roll_event(t, w, rules=g.rules))]
                          + gr.N * mask(totals, t))


# ----------------------------------------------------------------------------- one game
class _Counter:
    """The repeated-attempt counter of 11.6.5 and 11.8.1, kept from the turns as they are played."""

    def __init__(self, g):
        self.g, self.count, self.turn, self.tried = g, [0] * g.players, None, False

    def see(self, s):
        if s.phase in ("setup", "trade", "reply", "over"):
            return
        key = (s.round, s.player)
        if key != self.turn:
            if self.turn is not None and not self.tried and self.g.rules.repeat_reset == "travel_or_idle":
                self.count[self.turn[1]] = 0   # it waited a turn
            self.turn, self.tried = key, False


def _decision(g, s, a, legal, where, t: Tally):
    """Who may act where: the decisions of a turn."""
    i, r, rules = s.player, s.rippers[s.player], g.rules
    t.check(r.alive, "11.7: an eliminated Ripper never acts", where, f"P{i} acts")
    if s.phase not in ("act", "arrived"):
        if s.phase == "plex":
            t.check(s.pending[0] > 0 or A.DONE not in legal,
                    "11.3.2.1: at the Tech Plex a Ripper must buy Tech or attempt Theft", where,
                    "leaving is offered before anything is bought")
        return
    t.check(r.cool, "9.4.1: an UnCOOL Ripper takes no Turn action", where, f"P{i} is UnCOOL")
    here = r.space
    if s.phase == "act" and s.round == 1:
        t.check(all(x == A.BUY or x in A.TRAVEL_AT or x in A.TECH for x in legal),
                "6.0: on the first turn every Ripper must Travel", where,
                f"offered {[s.action_label(x) for x in legal if x != A.BUY and x not in A.TRAVEL_AT]}")
    if here in RIP_SPACES:
        if s.phase == "arrived":
            t.check(all(x in A.RIP or x == A.UPGRADE for x in legal),   # an Upgrade Rip is a Rip (11.6.4)
                    "11.3.2.2: a Ripper who stops there must attempt a Rip",
                    where, f"offered {[s.action_label(x) for x in legal]}")
        elif getattr(rules, "dome_pass", "must_rip") == "must_rip":   # (absent before issue 22: the default)
            t.check(A.PASS not in legal, "11.3.2.2 (reading dome_pass=must_rip): no Pass while staying "
                    "in the Business Dome or Research Park", where, f"P{i} offered a Pass in the {here}")
    if here == "tech_plex" and s.phase == "act" and s.round > 1 \
            and getattr(rules, "plex_pass", "may_pass") == "must_buy_or_steal":
        t.check(A.PASS not in legal and A.THEFT in legal, "Chart 1.0 step 4 (reading plex_pass="
                "must_buy_or_steal): no Pass while staying at the Tech Plex, buy Tech or a Theft instead",
                where, f"P{i} offered {[s.action_label(x) for x in legal if x in (A.PASS, A.THEFT)]}")
    for x in legal:
        if x in A.RIP:
            t.check(here in RIP_SPACES or here == "sprawl", "11.6: Rips only in a Sprawl Zone, the Business "
                    "Dome or the Research Park", where, f"a Rip offered in the {here}")
            kind = A.RIP.names[A.RIP.index(x)]
            if here == "sprawl" and kind != "sensitive":
                cat = g.cards.catalogue
                t.check(any(cat[n].kind == "patron" and cat[n].rip_type == kind for n in r.cards),
                        "11.6.2, 11.6.3: a Secret or Super Secret Rip in a Sprawl Zone needs its Patron",
                        where, f"a {kind} Rip offered without a Patron")
        elif x == A.UPGRADE:
            t.check(here in RIP_SPACES or here == "sprawl", "11.6.4: an Upgrade Rip only in a Sprawl Zone, "
                    "the Business Dome or the Research Park", where, f"an Upgrade Rip offered in the {here}")
            t.check(bool(s.zones), "11.6.4: an Upgrade Rip removes a Zone card: one must be on the board",
                    where, "an Upgrade Rip offered with no Zone card on the board")
        elif x == A.THEFT:
            t.check(here == "tech_plex", "11.8: Theft only at the Tech Plex", where,
                    f"Theft offered in the {here}")
        elif x in A.SWAT or x in A.ICE or x in A.IT:
            kind = "SWAT" if x in A.SWAT else "ICE"
            j = (A.SWAT if x in A.SWAT else A.ICE if x in A.ICE else A.IT).index(x)
            o, what = s.rippers[j], s.action_label(x)
            no_ice = {p for p, cards in s.zones if "NO ICE ZONE" in cards}
            t.check(here == "sprawl", "11.5.1: the attacker must be in a Sprawl Zone", where,
                    f"{what} offered from the {here}")
            t.check(j != i and o.alive, "11.5.1, 11.7: only another Ripper still in the game is attacked",
                    where, what)
            if kind == "SWAT":
                t.check(o.pos == r.pos, "11.5.1: SWAT combat only between Rippers in the same Sprawl Zone",
                        where, what)
            else:
                t.check(r.pos not in no_ice and o.pos not in no_ice,
                        "11.5.1: no ICE combat from or into a space with a NO ICE ZONE", where, what)
            if s.phase == "arrived" and rules.attack_after_travel == "same_space":
                t.check(o.pos == r.pos, "Chart 1.0 step 5 (reading attack_after_travel): after Travel only "
                        "a Ripper in the same space", where, what)
            if x in A.IT:
                t.check(r.level == 4 and r.it > 0, "11.7: only a Hacker Legend holding iT attacks with it",
                        where, what)


def _repeat(g, s, a, after, where, t: Tally, counter: _Counter):
    """11.6.5, 11.8.1: the counter a Rip or Theft is made with."""
    i = s.player
    if not s.is_chance and (a in A.TRAVEL_AT or a in A.TECH) and s.phase == "act":
        counter.count[i] = 0
    rip = (a in A.RIP or a == A.UPGRADE) and s.phase in ("act", "arrived")   # an Upgrade Rip too (11.6.4)
    theft = a == A.THEFT and s.phase in ("act", "plex")
    if not s.is_chance and (rip or theft):
        counter.tried = True
        k = after.pending[1] if rip else after.pending[0]
        t.check(k == counter.count[i], f"{'11.6.5' if rip else '11.8.1'} (reading repeat_reset="
                f"{g.rules.repeat_reset}): the cumulative -1 counts the attempts since the Ripper last "
                f"Travelled{' or waited a turn' if g.rules.repeat_reset == 'travel_or_idle' else ''}", where,
                f"P{i}'s {'Rip' if rip else 'Theft'} made with {k} previous attempt(s), the rule gives "
                f"{counter.count[i]}")
        counter.count[i] += 1


def _chance(g, s, o, after, where, t: Tally, rip: dict):
    """The W shown is the W used; 8.5.2 discards; 11.5.4.1 the DP of a lost attack."""
    from edgekit.edge_city.whole_game import rip_steps as gr
    rules = g.rules
    turn, d = s.turn(), s.chance_outcomes()
    cat = g.cards.catalogue
    if s.phase == gr.ROLL:
        _rip_roll(g, s, o, where, t, rip, turn, d)
        return
    if s.phase == "discard":   # 8.5.2: no Win Roll decided it (rip_steps="whole"): two dice for it
        n = s.pending[0]
        t.check(d.prob(1) == two_dice().p(lambda x: x in cat[n].discard),
                "8.5.2: with no Win Roll made, two dice are rolled for the discard alone", where, n)
    want = odds_from_w(g, s, turn.w) if turn.w is not None else None
    if turn.w is not None and s.phase in ("zone", "encounter", "attack", "it", "regain"):
        t.check(dict(d.probs()) == dict(want.probs()), "8.4, 8.5.1, 8.5.2: the W shown gives the step's "
                "exact odds, with the cards the same roll discards", where, f"{s.phase}, W {turn.w}")
    if s.phase == "attack":
        kind, j = s.pending
        used = combat_cards(g, s, kind, j)
        _discards(g, s, after, used, o // ROLL_BASE, where, t, "an Attack Combat")
        if o % ROLL_BASE == 0:
            t.check(after.rippers[j].dp == s.rippers[j].dp + s.rippers[s.player].level,
                    "11.5.4.1: a Ripper who defends successfully gains DP equal to the attacker's Level",
                    where, f"P{j} {s.rippers[j].dp} -> {after.rippers[j].dp} DP")
    elif s.phase == "it":
        j = s.pending[0]
        _discards(g, s, after, combat_cards(g, s, "ICE", j, attacker=False), o // 2, where, t, "an iT attack")
        if o % 2:
            gained = after.rippers[j].dp - s.rippers[j].dp
            t.check(after.rippers[j].alive and gained == s.rippers[s.player].level,
                    "11.7, 11.5.4.1: an iT attack is an Attack Combat: its defender, surviving, gains the "
                    "attacker's Level in DP", where, f"P{j} {s.rippers[j].dp} -> {after.rippers[j].dp} DP")
        else:
            t.check(not after.rippers[j].alive, "11.7: a successful iT attack eliminates", where, f"P{j}")
        keeps = after.rippers[s.player].it - s.rippers[s.player].it
        want = -1 if getattr(rules, "it_after_attack", "kept") == "spent" else 0
        t.check(keeps == want, f"11.7 (reading it_after_attack={getattr(rules, 'it_after_attack', 'kept')}): "
                "the attacker's iT cards after the attack", where, f"P{s.player} iT {keeps:+d}")
    elif s.phase in ("zone", "encounter") and turn.w is not None:
        card = sprawl_card(dict(s.zones)[s.pending[0][s.pending[1]]][s.pending[2]]) if s.phase == "zone" \
            else cat[s.pending[0]].sprawl()
        used = [(s.player, n) for n in defend_cards(g, s.rippers[s.player], card.attack)]
        _discards(g, s, after, used, o // DEFEND_BASE, where, t, "a Defend Combat")
    elif s.phase == "theft" and s.used:   # 8.5.2: each used card's discard by the Theft's own roll
        for b, n in enumerate(s.used):
            want_p = two_dice().p(lambda x, n=n: x in cat[n].discard)
            t.check(d.p(lambda x, b=b: x // 3 >> b & 1) == want_p,
                    "8.5.2: a card used in a Theft is discarded by the Theft's Win Roll", where, n)


def _discards(g, s, after, used, m, where, t: Tally, what: str):
    """The cards of ``used`` (seat, name) in bit mask ``m`` left their holders, one copy each; the
    others stayed."""
    for b, (seat, n) in enumerate(used):
        gone = after.rippers[seat].cards.count(n) == s.rippers[seat].cards.count(n) - 1
        kept = after.rippers[seat].cards.count(n) == s.rippers[seat].cards.count(n)
        t.check(gone if m >> b & 1 else (kept or not after.rippers[seat].alive),
                f"8.5.2: a card used in {what} is discarded by that roll's Win Roll, and only then", where,
                f"P{seat}'s {n} {'kept' if m >> b & 1 else 'lost'}")


def _rip_roll(g, s, o, where, t: Tally, rip: dict, turn, d):
    """A Rip's Win Roll: the odds of the W shown, and the cards it decides (reading rip_discard_roll):
    each card the Rip uses by the first roll of its kind (8.5.2), never twice."""
    from edgekit.edge_city.whole_game import rip_steps as gr
    cat, z = g.cards.catalogue, gr._DESTS[s.pending[3]]
    t.check(sorted(s.used) == sorted(rip["used"]), "8.5.2: the cards a Rip uses (11.6.5, 11.4.6, 11.5.2) are "
            "the ones its rolls may discard", where, f"{sorted(s.used)} against {sorted(rip['used'])}")
    deciding = 0
    for b, n in enumerate(s.used):
        c = cat[n]
        if n in rip["decided"]:
            continue
        here = c.trait == "both" or (c.trait == "SWAT") == (z.space == "real")
        if c.kind == "tech" and c.tech_type == "defend":   # a Defend roll is a Defend Combat (11.5.2)
            hit = z.zone == "defend" and here
        elif z.zone != "stealth":
            hit = False
        else:
            hit = z == gr.START if g.rules.rip_discard_roll == "first_roll" else here
        if hit:
            deciding |= 1 << b
            rip["decided"].add(n)
    want = rip_roll_odds(g, s, turn.w, deciding)
    names = [n for b, n in enumerate(s.used) if deciding >> b & 1]
    t.check(dict(d.probs()) == dict(want.probs()), f"8.4, 8.5.2 (reading rip_discard_roll="
            f"{g.rules.rip_discard_roll}): a Rip's roll has the odds of the W shown and discards the cards "
            "it decides", where, f"W {turn.w}, deciding {names}")
    rip["gone"] |= {n for b, n in enumerate(s.used) if o // gr.N >> b & 1}


def _rip_end(g, s, after, where, t: Tally, rip: dict):
    """The Rip ended: the Ripper holds its cards less the Patron and those its rolls discarded."""
    held = list(rip["ripper"].cards)
    for n in [rip["patron"]] * bool(rip["patron"]) + sorted(rip["gone"]):
        held.remove(n)
    t.check(sorted(after.rippers[s.player].cards) == sorted(held), "8.5.2, 11.4.7: a Rip ends without its "
            "Patron and the cards its rolls discarded, and with every other card", where,
            f"{after.rippers[s.player].cards} against {tuple(held)}")


def check_game(g, seed: int, policies, t: Tally) -> play.Playthrough:
    """Play one seeded game and check every step (the breaches go to ``t``)."""
    from edgekit.edge_city.whole_game import rip_steps as gr
    p = play.play(g, seed=seed, policies=policies)
    t.games += 1
    counter, rip = _Counter(g), {}
    s = p.start
    for st in p.steps:
        a, after, where = st.action_id, st.state, (seed, st.index)
        t.steps += 1
        counter.see(s)
        if s.is_chance:
            _chance(g, s, a, after, where, t, rip)
        else:
            _decision(g, s, a, s.legal_actions(), where, t)
            _repeat(g, s, a, after, where, t, counter)
            if after.phase in gr.PHASES and s.phase not in gr.PHASES:   # a Rip begins (11.6.5.1)
                patron = after.pending[2]
                rip.update(ripper=s.rippers[s.player], patron=patron, decided=set(), gone=set(),
                           used=rip_cards(g, s.rippers[s.player], patron))
        if s.phase in gr.PHASES and after.phase not in gr.PHASES:
            _rip_end(g, s, after, where, t, rip)
        for k, r in enumerate(after.rippers):
            counts = group_counts(g, r)
            t.check(all(counts[grp] <= LIMITS[grp] for grp in LIMITS), "10.3: at most 4 hardware/bioware, 4 "
                    "software and 3 ally/patron cards", where, f"P{k} holds {counts}")
            t.check(r.dp >= 0, "10.1: DP are never negative", where, f"P{k} has {r.dp} DP")
        s = after
    return p


def seats(g, seed: int, mix: str = "mixed") -> list:
    """One policy per seat: all random, or drawn from :data:`POLICIES` by the seed."""
    if mix == "random":
        return [play.RandomPolicy()] * g.players
    rng = random.Random(seed)
    return [play.RandomPolicy() if n == "random" else g.policies[n]
            for n in (rng.choice(POLICIES) for _ in range(g.players))]


if __name__ == "__main__":   # the counts over many games: before/after numbers
    from edgekit.edge_city import game
    first, n = int(sys.argv[1]), int(sys.argv[2])
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    mix = sys.argv[4] if len(sys.argv) > 4 else "mixed"
    g, t, crashed = game(players), Tally(), Counter()
    for seed in range(first, first + n):
        try:
            check_game(g, seed, seats(g, seed, mix), t)
        except Exception as e:   # a crash is a finding too (issue 22 item 1)
            crashed[f"{type(e).__name__}: {str(e)[:90]}"] += 1
    print(f"{t.games} games ({players} players, seats {mix}, seeds {first}-{first + n - 1}), "
          f"{t.steps} steps; {sum(crashed.values())} crashed")
    for k, v in crashed.items():
        print(f"  crash x{v}: {k}")
    for rule in sorted(t.checks):
        print(f"{t.breaches[rule]:6d} of {t.checks[rule]:7d}  {rule}")
    for rule, ex in sorted(t.examples.items()):
        print(f"  e.g. {rule[:60]}: seed {ex[0]}, step {ex[1]}: {ex[2]}")
