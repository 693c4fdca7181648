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
# # Edge City 8: the city as a graph
#
# **The question:** which ways of laying out the twelve Edge City tiles are legal, where can a
# Ripper get to in one turn and at what risk, and how many legal boards are there under each
# reading of the board rules?
#
# ## Rules in play
# 1. **Tiles** (Edge City 3.0, 11.3, 11.3.2): twelve tiles; three are named Bizclaves (Tech Plex,
#    Business Dome, Research Park). That the other nine are Sprawl Zones is *inferred* (register EC-09).
# 2. **Laying the board** (Edge City 5.2): tiles are shuffled and dealt; whoever holds the Tech Plex
#    lays it first, then players lay tiles in turn, following three placement rules:
#    - 5.2 rule 1: no two Bizclaves may be *adjacent*;
#    - 5.2 rule 2: every Sprawl Zone must *touch* another Sprawl Zone;
#    - 5.2 rule 3: all tiles face the same way.
# 3. **Wasteland** (Edge City 11.3.3): wherever there is no tile; it cannot be entered.
# 4. **Travel** (Edge City 11.2, 11.2.1, 11.2.2): 3 TP a turn; entering a Bizclave costs 2, a Sprawl
#    Zone 1; green Zone cards change the cost (two cards: the sum); a Ripper may always move one
#    space; no return to the space where the turn began.
# 5. **Zone cards attack travellers** (Edge City 11.4.3, 11.5.4.2, 8.5.1): yellow Zone cards attack
#    Rippers who pass through or stop in their space; losing stops the Ripper there, UnCOOL.
# 6. **Where Rippers may fight** (Edge City 11.5.1): SWAT only in the same Sprawl Zone; ICE from a
#    Sprawl Zone to anywhere, unless a NO ICE ZONE card is in either space.
# 7. **Two sets** (Edge City 12.3): only one Tech Plex and one Business Dome are used.
#
# The rulebook leaves four things open, each a named reading here: what *adjacent* and *touch*
# mean, whether the board must hang together, and which moves Transit allows (register EC-09);
# and whether the no-return rule forbids passing back through the start space (register EC-19).

# %%
import ipywidgets as widgets
import matplotlib.pyplot as plt
import sympy
from IPython.display import Markdown, display

from edgekit import readings
from edgekit.data import load_csv
from edgekit.display import Table, as_table, md
from edgekit.edge_city import (
    Layout, attack_map, cheapest_route, count_layouts, draw_layout, generate_layout, layout_counts,
    layout_problems, layout_stats, reachable, safest_route, tiles, travel_costs, win_number, win_probability,
)
from edgekit.edge_city import FIXED_POLYOMINOES, count_fixed_shapes
from edgekit.plots import bar_dist
from edgekit.widgets.city import CityExplorer

# %% [markdown]
# ## 1. The tiles
#
# Twelve tiles (3.0). The Bizclaves are printed names; the nine Sprawl Zones are our labels and
# the 3 + 9 split is reconstructed.

# %%
Table("The twelve tiles (3.0)", ["tile", "kind", "source", "cite"],
      [(n, r["kind"], r["source"], r["cite"]) for n, r in tiles().items()])

# %% [markdown]
# ## 2. The readings of 5.2
#
# Each reading is a keyword argument; the default is marked.

# %%
for rid in ("adjacent", "touch", "connected", "travel_adjacency", "return_to_start"):
    display(readings.get(rid))

# %% [markdown]
# ## 3. Rule 1: Bizclaves apart
#
# A small board where the Tech Plex and the Business Dome meet only at a corner. Under the default
# reading (*adjacent* = a shared side) it is legal; if a corner counts, it breaks rule 1. The broken
# rule is framed in red on the tiles involved.

# %%
corner_board = Layout.from_text("""
T S S
S B S
S S .
""")
fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
for ax, how in zip(axes, ["side", "side_or_corner"]):
    mark = " (default)" if how == "side" else ""
    draw_layout(corner_board, ax=ax, adjacent=how, title=f"adjacent={how}{mark}")

# %%
assert not layout_problems(corner_board)
assert [p.rule for p in layout_problems(corner_board, adjacent="side_or_corner")] == ["5.2.1"]
layout_problems(corner_board, adjacent="side_or_corner").as_table("With adjacent=side_or_corner")

# %% [markdown]
# ## 4. Rule 2: every Sprawl Zone touches another
#
# Two Sprawl Zones that meet only at a corner: each breaks rule 2 when *touch* means a shared side,
# and both are fine when a corner counts.

# %%
lonely = Layout.from_text("""
T S .
. . S
. B S
""")
fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
for ax, how in zip(axes, ["side", "side_or_corner"]):
    draw_layout(lonely, ax=ax, touch=how, connected="side_or_corner",
                title=f"touch={how}" + (" (default)" if how == "side" else ""))

# %%
layout_problems(lonely, connected="side_or_corner").as_table("With touch=side (the default)")

# %% [markdown]
# ## 5. Rule 3 and the shape of the board
#
# The tile shape is never printed (the figure is missing). Rule 3 asks that all tiles face the same
# way, which fits square or rectangular tiles; we model unit squares on a grid, so rule 3 holds by
# construction. Nothing in 5.2 says the board must be in one piece, but Transit cannot cross
# Wasteland (11.3.3), so the `connected` reading asks that every tile be reachable from every other.
# Without some such rule there would be infinitely many boards.
#
# ## 6. A legal and an illegal board
#
# Left: a board laid by the generator. Right: the same tiles with the Research Park moved next to
# the Tech Plex and one Sprawl Zone moved off on its own.

# %%
legal = generate_layout(seed=2)
broken = dict(legal)
tp = legal.where("Tech Plex")
free = sorted(p for p in [(tp[0] + dx, tp[1] + dy) for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]]
              if p not in legal)
broken.pop(legal.where("Research Park"))
broken[free[0]] = "Research Park"
(x0, y0), (x1, y1) = legal.bounds()
broken[(x1 + 2, y1)] = broken.pop(next(p for p, n in legal.items() if n == "Sprawl Zone 9"))
broken = Layout(broken)
fig, axes = plt.subplots(1, 2, figsize=(11, 4))
draw_layout(legal, ax=axes[0], title="legal (default readings)")
draw_layout(broken, ax=axes[1]);

# %%
display(layout_problems(broken).as_table("The right-hand board breaks"))
assert layout_problems(legal) == [] and {p.rule for p in layout_problems(broken)} >= {"5.2.1", "5.2.2"}

# %% [markdown]
# ## 7. Laying out a board the way 5.2 says
#
# `generate_layout(seed, players)` deals the twelve tiles one at a time, has the Tech Plex's holder
# lay it at (0, 0), then lets each player to the left lay one of their tiles where the board stays
# legal so far. The log says who laid what, where (the player who lays the Business Dome is the
# Banker, 5.4).

# %%
board = generate_layout(seed=5, players=3)
display(Table("Laying the board (seed 5, three players)", ["player", "lays", "at"],
              [(player, tile, str(pos)) for player, tile, pos in board.log]))
print(board.to_text())

# %% [markdown]
# ## 8. Travel: where can a Ripper get this turn?
#
# The travel graph is a directed networkx graph; each move costs the TP to enter the space moved
# into. With 3 TP a Ripper in the Tech Plex can end Travel in the spaces framed in gold (the number
# is the cheapest TP); the right picture shows the cheapest cost to every space.

# %%
reach = reachable(board, "Tech Plex")
costs = travel_costs(board, "Tech Plex")
fig, axes = plt.subplots(1, 2, figsize=(11, 4))
draw_layout(board, ax=axes[0], reach=reach, labels={p: f"{c} TP" for p, c in reach.items()},
            start="Tech Plex", title=f"reach with 3 TP: {len(reach)} spaces")
draw_layout(board, ax=axes[1], labels={p: f"{c} TP" for p, c in costs.items()}, start="Tech Plex",
            title="cheapest TP to every space");

# %% [markdown]
# Two worked points from 11.2.2: a green Zone card with a TP cost of 3 raises the price of its
# space (two such cards add up), and a Ripper may always move one space however dear it is.

# %%
row = Layout.from_text("S S S S T")
assert reachable(row, (0, 0)) == {(1, 0): 1, (2, 0): 2, (3, 0): 3}
assert reachable(row, (0, 0), zone_costs={(1, 0): 3}) == {(1, 0): 3}
assert reachable(row, (0, 0), zone_costs={(1, 0): (3, 2)}) == {(1, 0): 5}  # one space, always

# %% [markdown]
# ### The no-return rule (register EC-19), two readings
#
# Does "may not return" forbid passing back through the start space, or only stopping there? Both
# readings give the same reach from every space of every board we try: a route that passes back
# through the start can be cut at its last visit, which costs less TP and enters fewer spaces. The
# readings differ in wording only.

# %%
same = all(reachable(b, p) == reachable(b, p, return_to_start="end_only")
           for b in (generate_layout(s) for s in range(20)) for p in b)
assert same
md("Over 20 generated boards, from every space, the two readings give the same reach: {same}.", same=same)

# %% [markdown]
# ### Travel adjacency (register EC-09 (vii))
#
# If Transit could also cross a corner, a Ripper would reach more of the board in a turn.

# %%
by_adjacency = {how: len(reachable(board, "Tech Plex", travel_adjacency=how))
                for how in ("side", "side_or_corner")}
as_table(by_adjacency, "Spaces a Ripper in the Tech Plex can reach with 3 TP",
         columns=["travel_adjacency", "spaces reached"])

# %% [markdown]
# ## 9. The safest route
#
# Zone cards with yellow boxes attack Rippers who pass through or stop in their space (11.4.3); a
# Ripper who loses stops there UnCOOL (11.5.4.2); a 12 ends the Travel but, under the default
# `natural_12` reading, keeps COOL (8.5.1). Take this board, a Wannabee with no Defend Tech, and a
# Zone card with attack strength 3 on the short way from the Tech Plex to the Business Dome. R = 0 - 3,
# so W = 4 (Table 1.0) and the chance of getting past is 6/36. Going round costs more TP.

# %%
danger = Layout.from_text("""
T S S
S . S
S S B
""")
attacks = {(2, 1): 3}
cheap = cheapest_route(danger, "Tech Plex", "Business Dome")
safe = safest_route(danger, "Tech Plex", "Business Dome", tp=5, zone_attacks=attacks)
assert win_number("Wannabee", -3) == 4 and safe.p_arrive == 1
(md("- cheapest: {route} ({tp} TP)", route=" → ".join(cheap.names), tp=cheap.tp)
 + md("- safest: {route} ({tp} TP), arriving COOL with chance {p:%}", route=" → ".join(safe.names),
      tp=safe.tp, p=safe.p_arrive))

# %% [markdown]
# Both routes cost 5 TP, and the safest one avoids the card. Put a second attacking card (strength 1)
# on the long way too: now both routes face a roll, and the safest route is the one with the weaker
# card. The outcome distribution says where the Ripper may be stopped instead.

# %%
safe2 = safest_route(danger, "Tech Plex", "Business Dome", tp=5, zone_attacks={(2, 1): 3, (1, 2): 1})
Table(f"The safest route now: {' → '.join(safe2.names)}", ["result", "where", "P"],
      [(k[0], danger[k[1]], v) for k, v in safe2.outcomes.probs().items()], bar="P")

# %%
assert safe2.p_arrive == sympy.Rational(15, 36) == win_probability(win_number("Wannabee", 0 - 1))
assert safe2.path[1] == (0, 1)  # the way past the weaker card

# %% [markdown]
# ## 10. Where may Rippers attack each other? (11.5.1)
#
# For a Ripper in one Sprawl Zone, with a NO ICE ZONE card in a neighbouring space: gold frames are
# where SWAT reaches (its own space only); labels say which attacks reach a defender there.

# %%
attacker = board.where("Sprawl Zone 1")
no_ice = [board.neighbours(attacker)[0]]
amap = attack_map(board, attacker, no_ice=no_ice)
draw_layout(board, reach={p for p, v in amap.items() if v["SWAT"]}, start=attacker,
            labels={p: "/".join(k for k, ok in v.items() if ok) or "none" for p, v in amap.items()},
            title="attacks from the starred space (NO ICE ZONE next door)");

# %% [markdown]
# ## 11. What do generated boards look like?
#
# Statistics over boards made by the generator (a sample of *our* generator's choices, not a
# probability fixed by the rules).

# %%
bar = widgets.IntProgress(description="boards")
display(bar)
stats = layout_stats(40, seed=100, progress=bar)
bar_dist(stats["TP Tech Plex -> Business Dome"], xlabel="TP",
         title="TP from the Tech Plex to the Business Dome, 40 boards");

# %%
as_table({k: d.mean() for k, d in stats.items()}, "Means over 40 generated boards (our generator's sample)",
         columns=["quantity", "mean"], kind="number")

# %% [markdown]
# ## 12. How many legal boards are there?
#
# Counted up to sliding the whole board, with the three Bizclaves told apart and the Sprawl Zones
# not. The shapes are the 505,861 fixed 12-cell polyominoes (OEIS A001168), found by Redelmeier's
# method; the Bizclaves are then placed on each shape with bitmasks. The full counts take about
# 16 s for all four readings at once (more than this notebook's budget), so they are stored in
# `data/edge_city/layout_counts.csv` by `benchmarks/layouts.py`, which re-checks them. Here we
# recompute the smaller cases live.

# %%
assert [count_fixed_shapes(n) for n in range(1, 9)] == list(FIXED_POLYOMINOES[:8])
stored = load_csv("edge_city/layout_counts.csv", {"bizclaves": int, "sprawls": int, "adjacent": str,
                                                  "touch": str, "connected": str, "layouts": int,
                                                  "up_to_symmetry": int, "source": str, "cite": str})
full = [r for r in stored if (r["bizclaves"], r["sprawls"], r["connected"]) == (3, 9, "side")]
default = next(r for r in full if (r["adjacent"], r["touch"]) == ("side", "side"))
display(Markdown("| adjacent | touch | legal boards | up to rotation and reflection | vs default |\n"
                 "|---|---|---:|---:|---:|\n" + "\n".join(
    f"| {r['adjacent']}{' (default)' if r['adjacent'] == 'side' else ''} | {r['touch']}"
    f"{' (default)' if r['touch'] == 'side' else ''} | {r['layouts']:,} | {r['up_to_symmetry']:,} "
    f"| {r['layouts'] / default['layouts']:.2f}x |" for r in full)))

# %%
counts = {(r["adjacent"], r["touch"]): r["layouts"] for r in full}
assert round(counts[("side", "side")] / 1e6) == 118 and round(default["up_to_symmetry"] / 1e6, 1) == 14.8
assert round(counts[("side_or_corner", "side")] / 1e6) == 79
assert round(counts[("side", "side_or_corner")] / 1e6) == 270

# %% [markdown]
# **What it means for play:** under the default readings there are about 118 million legal boards
# (about 14.8 million if a rotated or mirrored board counts as the same), so a group will in effect
# never lay the same city twice. Reading *adjacent* as including corners removes about a third of
# them (79 million), by keeping the Bizclaves further apart; reading *touch* as including corners
# more than doubles the count (270 million), because a Sprawl Zone can then hang off another by a
# corner. The choice changes how spread out the Bizclaves are, and so how many turns a Ripper spends
# travelling between them.
#
# The same counts for 3 Bizclaves and 5 Sprawl Zones, recomputed now, match the stored file:

# %%
live = layout_counts(3, 5)
for r in live:
    row = next(s for s in stored if (s["bizclaves"], s["sprawls"], s["connected"], s["adjacent"], s["touch"])
               == (3, 5, "side", r["adjacent"], r["touch"]))
    assert (r["layouts"], r["up to rotation and reflection"]) == (row["layouts"], row["up_to_symmetry"])
Table("3 Bizclaves and 5 Sprawl Zones, recomputed now", ["adjacent", "touch", "legal boards"],
      [(r["adjacent"], r["touch"], r["layouts"]) for r in live])

# %% [markdown]
# If the board may hang together by corners (`connected="side_or_corner"`) the shapes are polyplets,
# which grow far faster; we count those for up to 9 tiles. A teaching-size example, 2 Bizclaves and 3
# Sprawl Zones, under both connection readings:

# %%
small = {con: count_layouts(2, 3, connected=con) for con in ("side", "side_or_corner")}
as_table(small, "2 Bizclaves and 3 Sprawl Zones", columns=["connected", "legal boards"])

# %% [markdown]
# ## 13. Explorer
#
# Change the seed or the number of players to lay a new board, switch the readings, or type a board
# (T, B, R, S, and `.` for Wasteland). The overlays show this turn's reach, the cheapest TP to every
# space, or where a Ripper in the start space may attack.

# %%
CityExplorer(seed=1)

# %% [markdown]
# ## What we learned

# %%
(md("- **How many boards:** under the default readings there are {n} legal boards ({sym} up to rotation and "
    "reflection); reading *adjacent* as including corners leaves {adj}, reading *touch* so gives {touch}.",
    n=counts[("side", "side")], sym=default["up_to_symmetry"], adj=counts[("side_or_corner", "side")],
    touch=counts[("side", "side_or_corner")])
 + md("- **Where a Ripper gets in one turn:** from the Tech Plex of the board laid with seed 5, 3 TP reach "
      "{r} of its other {others} spaces ({corner} if Transit could cross a corner); the no-return rule's two "
      "readings never differ in reach.", r=len(reach), others=len(board) - 1,
      corner=by_adjacency["side_or_corner"])
 + md("- **At what risk:** a Zone card of strength 3 on the short way leaves a Wannabee a {p:%} chance of "
      "getting past it, so the safest route goes round at the same {tp} TP; with a strength-1 card on the "
      "long way too, the best chance of arriving is {p2:%}.", p=win_probability(win_number("Wannabee", -3)),
      tp=safe.tp, p2=safe2.p_arrive))

# %%
assert counts[("side", "side")] == 118_193_832 and default["up_to_symmetry"] == 14_774_667
assert len(reach) == by_adjacency["side"] == 7 and by_adjacency["side_or_corner"] == 9
assert win_probability(win_number("Wannabee", -3)) == sympy.Rational(6, 36)
assert safe2.p_arrive == sympy.Rational(5, 12)
