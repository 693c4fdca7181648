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
# # Rogue Agent 8: Android mode (who could be an Android, and what an Android does)
#
# **The questions:** how likely is a player to be dealt two or more Android Identification tokens,
# and can the Android limit be hit at all, when the rulebook never says how many of the 12 tokens
# are Android tokens? What are the odds of an Android's attacks? And what does a whole Android-mode
# game look like, step by step?
#
# ## Rules in play
# 1. **Identification Tokens**: with 3 players, one Android and two Human tokens are removed first;
#    every player is dealt 3 tokens.
# 2. **Revealing** and **Exposing an Android**: one reveal a round, at the skull, on a Scan (4 clues)
#    and when the Police Squad arrives in or next to the player's district (reading `police_reveal`,
#    RA-20); a second revealed Android token exposes the player.
# 3. **Limit on the Number of Androids**: 1 with 3 players, 2 with 4; then the tokens leave the game.
# 4. **Covert Actions** (up to two a turn, never one twice in a district): Search, Buy equipment,
#    Attack an Agent, Attack a district; **Attack an Android** for the Agents; the Android shield.
# 5. **Destroyed Districts**: tokens sent there go back to the bag, Agents lose 1 health entering,
#    no Search or Buy there (what the red side shows: reading `damaged_side`).
#
# The number of Android tokens is the symbol `n_android` (register RA-27); the dice faces are the
# ILLUSTRATIVE mix (RA-03); whether the defender's "car" is the fuel face is reading `car_face` (RA-18).

# %%
import matplotlib.pyplot as plt
import sympy  # noqa: E402

import edgekit.rogue_agent as ra  # noqa: E402
from edgekit import play  # noqa: E402
from edgekit.display import Table, md  # noqa: E402
from edgekit.widgets.stepper import Stepper  # noqa: E402

f4, f3 = ra.two_or_more_androids(4), ra.two_or_more_androids(3)
md("P(a given player is dealt 2 or more Android tokens), with `n_android` Android tokens among the 12: "
   "{f4} with 4 players, {f3} with 3.", f4=sympy.factor(f4), f3=sympy.factor(f3))

# %%
assert sympy.factor(f4) == -ra.ANDROID_TOKENS * (ra.ANDROID_TOKENS - 17) * (ra.ANDROID_TOKENS - 1) / 660
assert ra.two_or_more_androids(4, 4) == sympy.Rational(13, 55)
assert (ra.android_limit(3), ra.android_limit(4)) == (1, 2)

# %% [markdown]
# ## 1. Against every possible mix
# One player's chance, and the chance that somebody at the table holds two or more.

# %%
xs = range(2, 11)
for players in (3, 4):
    one = [float(ra.two_or_more_androids(players, a)) for a in xs]
    anyone = [float(ra.some_player_two_or_more(players, a)) for a in xs]
    plt.plot(xs, one, marker="o", label=f"{players}p: one player")
    plt.plot(xs, anyone, ls="--", label=f"{players}p: anyone")
plt.xlabel("Android tokens among the 12 (unknown, RA-27)")
plt.ylabel("P(2 or more Android tokens)")
plt.legend()
plt.show()

# %% [markdown]
# ## 2. Can the Android limit be hit? (exact, against every mix)
# The limit is hit only if at least as many players hold two or more Android tokens as the limit
# allows Androids. As a formula in `n_android` this is a Piecewise: one exact value for each mix.

# %%
reach4 = ra.android_limit_reachable(4)
rows = [(a, ra.android_limit_reachable(3, a) if a >= 1 else None, ra.android_limit_reachable(4, a))
        for a in range(0, 11)]
Table("P(the deal lets the Android limit be hit), by the number of Android tokens",
      ["Android tokens", "3 players (limit 1)", "4 players (limit 2)"], rows,
      probs=["3 players (limit 1)", "4 players (limit 2)"],
      notes="—: with 3 players one Android token is removed first, so a mix needs at least one")

# %%
assert ra.android_limit_reachable(4, 4) == sympy.Rational(6, 55)  # 6 pairs of players x 3 x 3 / C(12, 4)
assert reach4.subs(ra.ANDROID_TOKENS, 4) == sympy.Rational(6, 55)
assert ra.android_limit_reachable(3, 4) == sympy.Rational(19, 28)
assert ra.android_limit_reachable(3, 5) == 1  # 4 Android tokens among 9 in three hands: pigeonhole
law = ra.androids_dealt(4, 4)  # how many players could be exposed, with 4 Android tokens
assert law.probs() == {0: sympy.Rational(9, 55), 1: sympy.Rational(8, 11), 2: sympy.Rational(6, 55)}
law

# %%
xs = range(2, 11)
for players in (3, 4):
    plt.plot(xs, [float(ra.android_limit_reachable(players, a)) for a in xs], marker="s",
             label=f"{players} players (limit {ra.android_limit(players)})")
plt.xlabel("Android tokens among the 12 (unknown, RA-27)")
plt.ylabel("P(the deal lets the Android limit be hit)")
plt.legend()
plt.show()

# %% [markdown]
# ## 3. The Android's dice
# An attack on an Agent: 3 red dice (plus a green per Pistol, a black per ammo, at most 3) against
# the target's green dice, bought with fuel; each car cancels a hit. An attack on a district: its
# Informants cancel hits top slot first; 2 or more hits left destroy it.

# %%
pool = ra.android_attack_pool()
table = {g_: ra.player_attack_hits(pool, g_, mix=ra.ILLUSTRATIVE_MIX).probs() for g_ in range(4)}
destroy = {(k, n): ra.district_destroyed_probability(ra.android_attack_pool(ammo=k), n,
                                                    mix=ra.ILLUSTRATIVE_MIX)
           for k in (0, 3) for n in (0, 1, 2)}
hits = sorted({h for t in table.values() for h in t})
heads = [f"{h} hit{'' if h == 1 else 's'}" for h in hits]
Table("An Android attacks an Agent (3 red dice): hits left after the defender's green dice",
      ["defender's green dice", *heads], [(g_, *(table[g_].get(h, 0) for h in hits)) for g_ in table],
      probs=heads,
      notes="ILLUSTRATIVE faces (RA-03)")

# %%
Table("An Android attacks a district: P(destroyed)",
      ["black (ammo) dice", "Informants there", "P(destroyed)"],
      [(k, n, p) for (k, n), p in destroy.items()], probs=["P(destroyed)"], bar="P(destroyed)",
      notes="ILLUSTRATIVE faces (RA-03)")

# %%
assert all(sum(t.values()) == 1 for t in table.values())
assert [table[g_][0] for g_ in range(4)] == sorted(table[g_][0] for g_ in range(4))  # more dice, more saves
assert ra.player_attack_hits(pool, 2, mix=ra.ILLUSTRATIVE_MIX).prob(0) == sympy.Rational(29, 108)
assert destroy[(0, 2)] == 0  # 3 red dice make at most 3 hits: two Informants always save the district
assert destroy[(0, 1)] == sympy.Rational(1, 4)
sympy.factor(ra.district_destroyed_probability(pool, 0))  # as a formula in the red faces

# %% [markdown]
# ## 4. A seeded Android-mode game, step by step
# Four named players (hunter, networker, bomb squad, trader), 8 Android tokens (ILLUSTRATIVE), seed 9.
# Every draw and roll shows its exact odds and citation; the picture shows destroyed districts in red.

# %%
g = ra.game(4, mode="android", android_tokens=8)
seats = [g.policies[n] for n in ("hunter", "networker", "bomb_squad", "trader")]
line = play.play(g, seed=9, policies=seats)
events = [(s.index, s.actor, s.action, s.result) for s in line.steps
          if "attack" in s.action.lower() and ("Android" in s.action or "covert" in s.result)
          or "scan" in s.result]
final = line.steps[-1].state.table
Table("The first Android attacks and Scans of the game", ["step", "player", "action", "result"], events[:8])

# %%
Table("The Agents at the end", ["Agent", "Android tokens shown", "exposed as an Android", "Influence"],
      [(f"A{i}", a.shown_android, a.exposed, a.influence) for i, a in enumerate(final.agents)])

# %%
first = next(s for s in line.steps if s.action.startswith("Android") and "attacks player" in s.action)
prev = line.steps[line.steps.index(first) - 1].state
_, _, green, black, n = prev.pending[:5]
want = ra.player_attack_hits(ra.android_attack_pool(pistols=green, ammo=black), n, mix=ra.ILLUSTRATIVE_MIX)
assert {int(k.split()[0]): v for k, v in first.odds.items()} == want.probs()
assert sum(a.exposed for a in final.agents) <= ra.android_limit(4)
assert final.destroyed and line.finished

# %%
Stepper(line, title="A seeded Android-mode game (4 players, 8 Android tokens, ILLUSTRATIVE)")

# %%
ax = ra.draw_city(g.city, destroyed=[g.districts[d] for d in final.destroyed],
                  agents={f"A{i}" + (" (Android)" if a.exposed else ""): g.districts[a.pos]
                          for i, a in enumerate(final.agents)}, police=g.districts[final.police])
plt.show()

# %% [markdown]
# ## 5. A few seeded games (a rough look, not a result: 12 games, wide intervals)
# How often the limit is hit and how many districts fall, under the named players. The deal caps the
# share of games that can hit the limit: with 8 Android tokens and 4 players that cap is
# `android_limit_reachable(4, 8)`; reveals happen only at the skull, on a Scan and near the Police
# Squad, so play reaches it less often (`benchmarks/rogue_agent_android.py` runs 200 games).

# %%
def measure(s):
    t = s.table
    return {"Androids exposed": sum(a.exposed for a in t.agents), "limit hit": t.ids_out,
            "districts destroyed": len(t.destroyed),
            "an Android wins": any(a.exposed and r > 0 for a, r in zip(t.agents, s.returns()))}


summary = play.simulate(g, 12, seed=1, policies=seats, measure=measure)
cap = ra.android_limit_reachable(4, 8)
summary

# %%
md("The deal caps the share of games that can hit the limit at {cap:%}; these 12 games hit it in "
   "{hit:%} of games (wide interval).", cap=cap, hit=summary["limit hit"].value)

# %% [markdown]
# ## What we learned

# %%
md("The rulebook never says how many of the 12 tokens are Android tokens, so every answer is a formula "
   "in that number. With 4 Android tokens, a player at a 4-player table holds two or more with {p4:%}, "
   "and the Android limit (2) can be hit with only {r4:%}; with 3 players and 5 tokens it always can "
   "(pigeonhole: {r35:%}). An Android's 3 red dice leave no hit against 2 green dice with {h0:%}, and "
   "never destroy a district guarded by 2 Informants without ammo ({d02:%}). In the seeded game "
   "{exposed} Agent(s) were exposed as Androids and {n_destroyed} district(s) destroyed.",
   p4=ra.two_or_more_androids(4, 4), r4=ra.android_limit_reachable(4, 4),
   r35=ra.android_limit_reachable(3, 5),
   h0=table[2][0], d02=destroy[(0, 2)], exposed=sum(a.exposed for a in final.agents),
   n_destroyed=len(final.destroyed))

# %%
assert ra.two_or_more_androids(4, 4) == sympy.Rational(13, 55)
assert ra.android_limit_reachable(4, 4) == sympy.Rational(6, 55) and ra.android_limit_reachable(3, 5) == 1
assert table[2][0] == sympy.Rational(29, 108) and destroy[(0, 2)] == 0
assert sum(a.exposed for a in final.agents) <= ra.android_limit(4) and final.destroyed
assert 0 <= summary["limit hit"].value <= 1
