# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: -kernelspec,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
# ---

# %% [markdown]
# # Edge City 9: a whole game
#
# **The question:** how does a game of Edge City go, turn by turn, and over many games: how long
# does it last, who wins, and which actions do the players take?
#
# ## Rules in play
# 1. **The board** (Edge City 5.2, 12.3): a legal layout of the tiles; five or six players use two
#    sets with one Tech Plex and one Business Dome. The rulebook fixes no layout: the default here
#    is ILLUSTRATIVE (`game(layout=...)` takes yours, checked against 5.2).
# 2. **Set-up** (5.3-5.5): each player puts the Ripper on a Bizclave of their choice, with 3 DP, a Wannabee.
# 3. **The first turn** (6.0): everyone must Travel.
# 4. **The turn** (8.0, Chart 1.0): free actions (buy a title, 9.1.1; regain COOL, 9.4.1), then one
#    action: a Rip (11.6; an Upgrade Rip, 11.6.4, removes a Zone card of the player's choice from
#    anywhere on the board), Travel (11.2: 3 TP, Bizclave 2, Sprawl Zone 1; never back to the start)
#    and the action where it ends, a Theft (11.8), a SWAT or ICE attack on a Ripper from a Sprawl
#    Zone (11.5.1), an iT attack (11.7: played as an ICE attack, so from a Sprawl Zone too; whether
#    it uses up the iT card: reading `it_after_attack`), or Pass. A Ripper staying in the Business
#    Dome or Research Park must Rip (11.3.2.2; reading `dome_pass`: no Pass there); one staying at
#    the Tech Plex may Pass (Chart 1.0 step 3; reading `plex_pass`). A repeated Rip or Theft in the
#    same space costs a cumulative -1 (11.6.5, 11.8.1) until the Ripper Travels or waits a turn
#    (reading `repeat_reset`).
# 5. **Zone cards** (11.4.3): a Zone card drawn stays in its space (a temporary one until its
#    discard roll is made) and attacks every Ripper who Travels through or into that space; the
#    Draw there takes two cards less those already in the space (11.4.1). Readings:
#    `board_cards_on_draw` (are those cards met again at the Draw? default: once) and `zone_stop`
#    (does a Ripper a Zone card stops while still COOL act there? default: its turn ends);
#    `attack_after_travel` (after Travel, attack only a Ripper in the same space, Chart 1.0, or ICE
#    anywhere, 11.5.1? default: the same space).
# 6. **The cards** (10.0-10.4, 11.4.4-11.4.8): Tech is bought at the Tech Plex (10.1.2) or taken
#    by Theft (a 2 DP card, 11.8.2); drawn Tech, Allies and iT are bought or hired, Patrons accepted
#    (10.1.3); Events attack (11.4.4, a Defend Combat, 11.5.3.2) and pay their modifier when beaten;
#    Rumors pay DP; at most 4 hardware/bioware, 4 software, 3 Allies/Patrons (10.3); a double
#    counts once (10.3.1); the CYBER LEPER-VIRUS pushes out a random software card (10.3.2); every
#    card held modifies the Win Numbers (11.4.5.2). The Sprawl deck is a real deck (5.6): drawn
#    without replacement, a discard pile, reshuffled when the draw pile runs out (reading
#    `sprawl_reshuffle`: at once, or at the next card needed); a card that leaves a hand goes back
#    to its own deck (10.2). The cards named in passing are played for what is printed: NO ICE ZONE
#    (no ICE attack to or from its space, 11.5.1), CHAOS ZONE (a Zone card, 11.1), STATUS BOOST (more
#    than one title in a turn, 9.1.1), the ASSAULT TAXI's fare in DP (11.1).
# 7. **Hidden information** (11.1, 12.2): each player sees the others' cards but not their DP
#    (and, under the optional rule 12.2, only one card of each kind).
# 8. **Winning** (7.0): a Hacker Legend eliminates everyone else with iT; at an agreed earlier end,
#    the highest Status, then DP, then Stealth modifiers (reading `final_tie` for what remains).
#
# **This is a reduced game.** What is left out (any-time cards, special cards...) is listed below,
# read from `help(edgekit.edge_city.whole_game.game)`; the board layout, the decks (most cards are
# not printed: `ec.CARDS` labels every value's source), the Ripper Tech, the Tech Travel abilities
# (`ec.ILLUSTRATIVE_TECH_TRAVEL`: JUMP BIKE, ASSAULT TAXI, EXECU-LIFT, 11.2.3), the iT card's
# strength and most of Table 4.0 are ILLUSTRATIVE. The winner of an Attack Combat chooses its
# result by the Win Roll's Table 2.0 row (11.5.4.1), the player chooses the route where routes meet
# different Zone cards, and under 12.2 which card of each group is face up.

# %%
from collections import Counter

import matplotlib.pyplot as plt
import sympy

import edgekit.edge_city as ec
from edgekit import play as P
from edgekit.display import Table, as_table, md, percent, prob
from edgekit.play.pictures import balance_plot, game_charts
from edgekit.widgets.stepper import Stepper

from edgekit.edge_city.whole_game import actions as A   # the action ids, by name
from edgekit.edge_city.whole_game.board_words import draw_game

g = ec.game(4, rounds=30)
g

# %% [markdown]
# ## What the game leaves out
# The game's own list (the module's docstring, the one place it is written), never a silent guess:

# %%
from edgekit.edge_city.whole_game.game import left_out

left_out()

# %% [markdown]
# ## The board (ILLUSTRATIVE layout)
# Every Ripper starts on the Business Dome here (5.3: the player's choice). The first Travel may end
# on any space the 3 TP reach (11.2.1); the game offers exactly the spaces
# `reachable()` finds (checked below), each with its TP.

# %%
s0 = g.new_initial_state()
dome = g.board.layout.where("Business Dome")
for _ in range(4):
    s0 = s0.apply(A.TRAVEL_AT(g.board.index[dome]))
offered = {g.board.positions[A.TRAVEL_AT.index(a)]: s0.action_label(a) for a in s0.legal_actions()}
assert set(offered) == set(ec.reachable(g.board.layout, dome))   # 11.2, 11.2.1, 11.2.2
draw_game(s0)
plt.show()
Table("The first Travel from the Business Dome: every space the 3 TP reach (11.2.1)",
      ("the action offered",), [(label,) for label in offered.values()])

# %% [markdown]
# A TOXIC WASTE card (Figure 11.4.3-1: 3 TP to enter, a COOL+1 attack, discarded on 2-6) left in
# the Sprawl Zone next to the Dome: a Wannabee who Travels into it faces one chance step whose
# exact odds of arriving are `route_outcomes`' (11.4.3, 11.5.4.2).

# %%
from edgekit.edge_city import EdgeCityState
from edgekit.edge_city.whole_game.cards import goes_on

sz = (2, 2)
st = EdgeCityState(s0.rippers, 0, "act", (), 2, False, g, zones=((sz, ("TOXIC WASTE",)),))
step = st.apply(A.TRAVEL_AT(g.board.index[sz]))
w = ec.sprawl_defence_w("TOXIC WASTE")
arrive = step.chance_outcomes().p(goes_on)   # the outcomes in which the Travel goes on
assert step.turn().w == w == 8
route = ec.route_outcomes(g.board.layout, [dome, sz], zone_attacks={sz: {"w": w}})
assert arrive == route.prob(("arrived", sz))
md("**{action}**: W = {w}; the chance of arriving is {p:%}.", action=step.turn().action, w=w, p=arrive)

# %% [markdown]
# ## A won attack: the winner's choice (11.5.4.1, Table 2.0)
# "Combat Between Rippers": Mr Grizzly (Wannabee, BURN +2) ICE-attacks Helper of Mankind (Hacker,
# EVADE +1) in another space: W = 6. The attack step's outcome is the Win Roll's Table 2.0 row
# with its exact odds; his roll of 4 is two under W, which lets him take a +1 software card.

# %%
from edgekit.edge_city.whole_game import combat as gk
from edgekit.edge_city import Ripper

gm = ec.game(2, rippers=("Mr Grizzly", "Helper of Mankind"))
grizzly = Ripper(pos=sz, space="sprawl", cards=("BURN",))
helper = Ripper(level=2, pos=dome, space="business_dome", cards=("EVADE",))
atk = EdgeCityState((grizzly, helper), 0, "act", (), 2, False, gm).apply(A.ICE(1))   # an ICE attack on P1
rows = {gk.BAND_CODES[a]: atk.chance_outcomes().prob(a) for a in atk.chance_outcomes().outcomes()}
assert atk.turn().w == 6 and rows == {k: v for k, v in ec.combat_margin_dist(6).probs().items()}
won = atk.apply(gk.BAND_CODES.index("2"))
end = won.apply(A.TAKE_CARD(gm.cards.index["EVADE"]))
assert end.rippers[0].cards == ("BURN", "EVADE") and end.rippers[1].cards == ()
as_table(rows, "The ICE attack at W = 6: each Table 2.0 row of the Win Roll (margin band), exact",
         columns=("row", "chance"))

# %% [markdown]
# His roll two under W gives him the choice of these results (11.5.4.1):

# %%
Table("After the won attack: Mr Grizzly's choices", ("choice",),
      [(won.action_label(a),) for a in won.legal_actions()])

# %% [markdown]
# The attack's own Win Roll also decides whether a card used in it is discarded (8.5.2): SHRED GUN
# (+2 SWAT attack, discarded on a 12) in a SWAT attack between two Wannabees in one Sprawl Zone.
# The 12 loses the attack and discards the gun, in one roll.

# %%
shred = EdgeCityState((Ripper(pos=sz, space="sprawl", cards=("SHRED GUN",)), Ripper(pos=sz, space="sprawl")),
                      0, "act", (), 2, False, g).apply(A.SWAT(1))
swat = shred.chance_outcomes()
lost_gun = swat.p(lambda a: "discards" in shred.action_label(a))
assert lost_gun == sympy.Rational(1, 36) and shred.turn().w == 9
Table(f"A SWAT attack with SHRED GUN at W = {shred.turn().w}: each result of the one Win Roll, exact",
      ("result", "chance"), [(shred.action_label(a), prob(swat.prob(a))) for a in swat.outcomes()])

# %% [markdown]
# ## Who may act where: the reading `dome_pass`
# A Ripper who stays in the Business Dome must attempt a Rip (11.3.2.2); Chart 1.0 puts a Pass
# before the choice of action. The two readings side by side: the actions offered to a Ripper
# staying in the Dome in round 2 (default marked), as the reading's headline
# (`edgekit.headlines.compare("dome_pass")`) counts them.

# %%
from edgekit import headlines, readings

dome_pass, reading = headlines.compare("dome_pass"), readings.get("dome_pass")
stay = {opt + (" (default)" if opt == reading.default else ""): dome_pass.under(opt)
        for opt in reading.options}
passes = "Pass offered while staying in the Business Dome (1 yes, 0 no)"
assert [v[passes] == 1 for v in stay.values()] == [False, True]
Table("A Ripper staying in the Business Dome: what it may do under each reading",
      ("reading dome_pass", *dome_pass.labels), [(k, *v.values()) for k, v in stay.items()])

# %% [markdown]
# ## The cards (ILLUSTRATIVE decks)
# The rulebook prints a handful of cards (STEALTH GLOVE in full; BURN, EVADE, SMART CARD, NEURON
# BOOST, SPRAWL RUMOR, ICE ENTITY in worked examples). The rest of the 32-card Tech deck and the
# 80-card Sprawl deck is an explicit description you can change (`tech_mix=`, `sprawl_mix=`,
# `start_cards=`, `cards=`); the defaults are ILLUSTRATIVE.

# %%
Table("The ILLUSTRATIVE Tech deck (ec.ILLUSTRATIVE_TECH_MIX)",
      ("copies", "card", "class", "type", "trait", "modifier", "cost (DP)", "source"),
      [(n, name, c.tech_class or c.kind, c.tech_type or "-", c.trait or "-", f"+{c.modifier}", c.cost,
        c.source) for name, n in ec.ILLUSTRATIVE_TECH_MIX.items() for c in [ec.CARDS[name]]],
      notes="Each card's note (ec.CARDS[name].note) says which of its values are ILLUSTRATIVE.")

# %% [markdown]
# Cards held change the odds through the single-roll functions. A Hacker holding STEALTH GLOVE
# (+2 Stealth SWAT) and BURN (+2 attack ICE, halved in a Rip: 11.4.5.2) attempts a Secret Rip in
# the Business Dome: the game's roll steps (each Win Roll of the Rip is a step) compose exactly
# to `rip_outcomes` with those modifiers.

# %%
from edgekit.edge_city.whole_game import rip_steps as gr

hacker = Ripper(level=2, cards=("BURN", "STEALTH GLOVE"), pos=dome, space="business_dome")
rip = EdgeCityState((hacker, *s0.rippers[1:]), 0, "act", (), 2, False, g).apply(A.RIP("secret"))
want = ec.rip_outcomes("Hacker", "secret", swat_stealth=2, ice_attack=(2,))
assert sum(p for (end, _), p in gr.rip_end_odds(g, rip).items() if end == "success") == want["success"]
bare = ec.rip_outcomes("Hacker", "secret")["success"]
assert want["success"] > bare
md("The Secret Rip succeeds with {p:%} holding the two cards, {q:%} without them. Player 1 sees "
   "*{seen}* (the DP are hidden, 11.1).", p=want["success"], q=bare, seen=rip.observation(1).split(";")[0])

# %% [markdown]
# ## The Upgrade Rip (11.6.4)
# Zone cards with no discard roll stay on the board (11.4.3.2) until an Upgrade Rip removes one: MSM
# 5 and Black ICE, attempted in a Sprawl Zone, the Business Dome or the Research Park. A Hacker
# Legend in the Dome with a BIOWARE CHOP SHOP two spaces away: the Rip's exact odds, then, having
# won, the player's choice of the Zone card to discard (any space on the board).

# %%
from edgekit.edge_city.whole_game import deck as gd

legend = Ripper(level=4, pos=dome, space="business_dome")
board = ((sz, ("BIOWARE CHOP SHOP",)),)
up = EdgeCityState((legend, *s0.rippers[1:]), 0, "act", (), 2, False, g, zones=board).apply(A.UPGRADE)
won_up = gr.rip_end_odds(g, up)
p_up = sum(p for (end, _), p in won_up.items() if end == "success")
assert p_up == ec.rip_outcomes("Hacker Legend", "upgrade")["success"]
chosen = EdgeCityState((legend, *s0.rippers[1:]), 0, "upgrade", ("upgrade",), 2, False, g, zones=board)
ends = {"success": "won: the player may discard a Zone card", "failed_cool": "lost, COOL kept",
        "failed_uncool": "lost, UnCOOL (Black ICE)"}
rows = [(words, prob(sum(p for (e, _), p in won_up.items() if e == end))) for end, words in ends.items()]
rows += [(f"then: {chosen.action_label(a)}", "a choice") for a in chosen.legal_actions()]
Table("A Hacker Legend's Upgrade Rip: how it ends (exact), then the winner's choices", ("result", "chance"),
      rows)

# %% [markdown]
# ## One seeded game, step by step
# Seat 0 is yours (a human seat: choose when it is your turn); seat 1 plays `greedy_buyer` (it
# shops at the Tech Plex), the others `greedy_dp`. The picture lists each Ripper's DP and cards.

# %%
greedy, buyer = g.policies["greedy_dp"], g.policies["greedy_buyer"]
Stepper(g, seed=1, policies=[P.HumanPolicy(), buyer, greedy, greedy], title="Edge City, seed 1")

# %% [markdown]
# ## The whole game, followed
# The same deal (seed 1) with all four seats played by `greedy_dp`. Who won, and by which rule:

# %%
line = P.play(g, seed=1, policies=greedy)
md("{n} steps. **{verdict}**", n=len(line.steps), verdict=line.verdict)

# %% [markdown]
# Each Ripper's Status, DP and COOL at the end of every round:

# %%
line.rounds()

# %% [markdown]
# Where every card of the 80-card Sprawl deck is when the game ends (5.6): in the face-down draw pile,
# the discard pile, on the board (Zone cards), held, or removed with an eliminated Ripper (11.7).
# Each card is in one place, and no card is held more times than the deck holds it.

# %%
places = gd.tally(g, line.state)
assert all(sum(p.values()) == ec.ILLUSTRATIVE_SPRAWL_CARDS[n] for n, p in places.items())
Table("The Sprawl deck at the end of the game (seed 1)", ("card", "in the deck", *gd.PLACES),
      [(n, ec.ILLUSTRATIVE_SPRAWL_CARDS[n], *p.values()) for n, p in places.items()])

# %% [markdown]
# The same over the game, step by step (the rounds marked along the bottom):

# %%
game_charts(line)
plt.show()

# %% [markdown]
# Walk through it: **Next turn**, **Next round**, **Next roll** (the next chance step), **End**, or
# type a step number; the newest step is shown beside the board. (`line.page()` is the whole game
# as a readable page, one row per step; `line.record()` and `line.to_csv(path)` keep every exact
# value.)

# %%
Stepper(line, title="Edge City, seed 1, four greedy_dp players")

# %%
# a Rip's first roll (the Real Space Stealth roll) with no cards and no earlier attempt there:
# its W and odds are the Rip Track's own (rip_machine, the machine rip_outcomes solves)
first_roll = next(st for st in line.steps if st.action.startswith("secret Rip as Wannabee: Stealth Win Roll "
                                                                   "in Real Space (Real Stealth (0 rolls))")
                  and "previous attempt" not in st.note)
m = ec.rip_machine("Wannabee", "secret")
ways = m.ways(ec.Zone("real", "stealth", 0))
assert first_roll.w == m.w(ec.Zone("real", "stealth", 0))
assert first_roll.odds["win: into Data Space"] == sympy.Rational(ways["win"], 36)
md("Step {i}, the first roll of a Rip, {action}: W = {w}, into Data Space with {p:%}, the Rip Track's own "
   "odds.", i=first_roll.index, action=first_roll.action.split(":")[0], w=first_roll.w,
   p=first_roll.odds["win: into Data Space"])

# %% [markdown]
# ## A Rip, roll by roll
# By default (`rip_steps="rolls"`) every Win Roll of a Rip is its own step: the Stealth roll, the
# Defend Zone after a failure, the second chance, Data Space... each with its W, exact odds and
# rule (11.6.5.1, 11.6.5.2, 11.5.4.3), moved by the one Rip state machine
# (`ec.rip_machine`, as in `ec.rip_game`). `rip_steps="whole"` keeps the Rip as one step (faster
# for simulation); both give the same exact end. A card used in the Rip is discarded (8.5.2) by
# the Rip's own Win Roll (reading `rip_discard_roll`: by default the first Stealth roll the card
# adds to), not by a separate roll. Here a Hacker holding SHRED GUN (discarded on a 12) Rips at
# the Business Dome.

# %%
dome = g.board.layout.where("Business Dome")
at = EdgeCityState((Ripper(level=2, pos=dome, space="business_dome", cards=("SHRED GUN",)),
                    Ripper(pos=dome, space="business_dome")) + g.new_initial_state().rippers[2:],
                   0, "act", (), 2, False, g)
s, rolls = at.apply(A.RIP("secret")), []
while s.phase in gr.PHASES:   # the rolls, one by one (the most likely result each time)
    t, d = s.turn(), s.chance_outcomes()
    odds = "; ".join(f"{s.action_label(o)} {prob(d.prob(o))}" for o in d.outcomes())
    rolls.append((t.action, t.cite, t.w, odds))
    s = s.apply(max(d.outcomes(), key=d.prob))
ends = gr.rip_end_odds(g, at.apply(A.RIP("secret")))
whole = ec.rip_outcomes("Hacker", "secret", swat_attack=(2,))
for end in ec.OUTCOMES:   # the roll steps compose exactly to rip_outcomes
    assert sum(p for (e, _), p in ends.items() if e == end) == whole[end]
gone = sum(p for (e, cards), p in ends.items() if cards)
assert gone == sympy.Rational(1, 36) and all(e == "failed_cool" for (e, cards) in ends if cards)
Table("A Secret Rip with SHRED GUN, roll by roll (the most likely result taken each time)",
      ("roll", "rule", "W", "results (exact odds)"), rolls,
      notes=str(md("SHRED GUN is discarded with {p:%}: always with a natural 12 that ends the Rip, COOL "
                   "kept.", p=gone)))

# %% [markdown]
# ## Many games: length and who wins
# 200 seeded games of four `greedy_dp` players (95% intervals, **simulation estimates**; more games
# narrow them).

# %%
def measure(s):
    alive = sum(r.alive for r in s.rippers)
    return {"rounds played": s.round, "ended by elimination": alive == 1,
            **{f"P{i} wins": s.returns()[i] for i in range(4)}}


summary = P.simulate(g, 200, seed=7, policies=greedy, measure=measure)
summary

# %% [markdown]
# ## Does seat order matter? Which named player is strongest?
# Four named players, `cautious`, `greedy_dp`, `greedy_buyer` and `raider`, one per seat. Win rates
# read seat by seat mix two things: who sat there, and the seat. So each deal (seed) is played four
# times, the players rotated one seat on each time, with the same seed (*common random numbers*):
# every player sits in every seat once per deal. **By seat** is a seat's win share whoever sat
# there; **by policy** a player's win share wherever it sat. The 95% intervals are Wilson intervals
# over the deals (the rotations of one deal share its dice; conservative). With no seat and no
# player better, every share would be 25%.

# %%
players = [g.policies[k] for k in ("cautious", "greedy_dp", "greedy_buyer", "raider")]
balance = P.simulate(g, 200, seed=11, policies=players, rotate_seats=True)
balance

# %%
balance_plot(balance)
plt.show()

# %% [markdown]
# ## How often each action is taken
# Counted over 2 games, `greedy_buyer` in seat 1 and `greedy_dp` elsewhere (the players' choices
# only, by the word that says what is done).

# %%
counts, example = Counter(), {}
for seed in range(2):
    for st in P.play(g, seed=seed, policies=[greedy, buyer, greedy, greedy]).steps:
        if st.player is not None and st.player >= 0:
            kind = st.result.split()[0].rstrip(":")   # Travel, Rip, buy, hire, accept ...
            counts[kind] += 1
            example.setdefault(kind, st.result)
assert counts["Travel"] > 0 and counts["buy"] > 0 and counts["Rip"] > 0
Table("The players' choices over 2 seeded games (greedy_buyer in seat 1, greedy_dp elsewhere)",
      ("action", "times taken", "the first one taken"), [(k, v, example[k]) for k, v in counts.most_common()])

# %% [markdown]
# ## How each reading moves the game
# Each reading of Edge City was switched to each of its options and the same 400 seeded games were
# played again (the same seeds under every option: *common random numbers*), seats as above but with
# a `random` player in seat 3. Below: option minus default with its 95% interval, **simulation
# estimates**, read from the stored table `data/edge_city/whole_game_headlines.csv` (made by
# `python scripts/whole_game_headlines.py`, which records n, seed, policies and the edgekit version
# of every row; a test recomputes a sample of it). The readings explorer shows the same rows beside
# each reading's exact headline.

# %%
from edgekit.headlines import whole_game as wg

wg.forest_figure("Edge City", ("game length (rounds)", "win share: seat 0 (cautious)",
                               "actions per game: Rip"))
plt.show()

# %% [markdown]
# Readings the game never looks up cannot move it (every game comes out the same); they are listed
# with the reason, never left out:

# %%
rows = wg.table("Edge City")
# every reading of the table is a reading of the game; one added since the table was made has no row yet
assert {r["reading"] for r in rows} <= {x.id for x in readings.by_game("Edge City")}
Table("Readings the whole game never looks up", ("reading", "why it cannot move the game"),
      [(r["reading"], r["reason"]) for r in rows if r["status"] == "not reached"])

# %% [markdown]
# ## What we learned

# %%
rounds, ended = summary["rounds played"], summary["ended by elimination"]
(md("**A whole game** (seed 1, four `greedy_dp` players) takes {n} steps: {verdict}", n=len(line.steps),
    verdict=line.verdict)
 + md("**How long, how it ends:** over {k} games of four `greedy_dp` players a game lasts about {r} rounds "
      "(95% interval {a} to {b}); {e} of them ended by elimination (interval {el} to {eh}).", k=summary.n,
      r=f"{rounds.value:.1f}", a=f"{rounds.low:.1f}", b=f"{rounds.high:.1f}", e=percent(ended.value),
      el=percent(ended.low), eh=percent(ended.high))
 + balance.seat_finding() + balance.policy_finding()
 + md("**Exact, along the way:** a Wannabee arrives through TOXIC WASTE with {p:%}; a Hacker's Secret Rip "
      "with STEALTH GLOVE and BURN succeeds with {q:%}, without them {r:%}; SHRED GUN is discarded in a Rip "
      "with {s:%}.", p=arrive, q=want["success"], r=bare, s=gone)
 + md("**The deck and the Upgrade Rip:** at the end of the seeded game the {n} Sprawl cards are each in "
      "one place ({d} still to draw, {x} discarded); a Hacker Legend's Upgrade Rip, the one way a "
      "permanent Zone card leaves the board, succeeds with {u:%}.",
      n=sum(sum(p.values()) for p in places.values()), d=gd.seen(g, line.state)[0],
      x=gd.seen(g, line.state)[1], u=p_up))

# %%
assert gone == sympy.Rational(1, 36) and arrive == route.prob(("arrived", sz))
assert sum(sum(p.values()) for p in places.values()) == 80 and p_up == sympy.Rational(442225, 1679616)
assert line.finished and line.verdict and rounds.low <= rounds.value <= rounds.high
assert balance.games == 4 * balance.deals == 800 and set(balance.by_policy) == {p.name for p in players}
assert sum(e.exact_sample for e in balance.by_seat) == 1 == balance.even * 4   # a winner in every game
assert all(e.low <= 0.25 <= e.high for e in balance.by_seat) == (not balance.uneven_seats())
assert balance.strongest() in (None, balance.ranking()[0])
