"""Loops shared by the whole-game benchmarks (edge_city_game.py, rogue_agent_game.py): one seeded
game after another through edgekit's own states, and random play through OpenSpiel's states."""

from __future__ import annotations

import random


def plain_loop(game, seats, n: int) -> int:
    """Steps taken by n seeded games under the seats' policies (exact integer sampling, no log)."""
    steps = 0
    for seed in range(n):
        rng = random.Random(seed)
        s = game.new_initial_state()
        while not s.is_terminal:
            if s.is_chance:
                w = s.chance_outcomes().weights()
                acts = list(w)
                s = s.apply(rng.choices(acts, weights=[int(w[a]) for a in acts])[0])
            else:
                s = s.apply(seats[s.current_player].action(s, rng))
            steps += 1
    return steps


def openspiel_random(pg, n: int) -> int:
    """Steps taken by n random games of a registered pyspiel game (chance from its floats)."""
    rng = random.Random(0)
    steps = 0
    for _ in range(n):
        s = pg.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                acts, probs = zip(*s.chance_outcomes())
                s.apply_action(rng.choices(acts, weights=probs)[0])
            else:
                s.apply_action(rng.choice(s.legal_actions()))
            steps += 1
    return steps
