"""Widget update times: every explorer, every control moved, compute + redraw measured together.

The redraw is measured as the notebook's inline backend does it: the figure is rendered to PNG
with a tight bounding box. Target (the project's standing target): every update within 100 ms.

Run alone: ``.venv/bin/python benchmarks/widgets.py``; ``make bench`` runs it too.
"""

from __future__ import annotations

import io
import itertools
import statistics
import time

import ipywidgets as w
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import edgekit.widgets as base  # noqa: E402

TARGET = 0.100


def _render(out, fig):
    """What the inline backend does when a figure is displayed: draw it to a PNG."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight")
    plt.close(fig)


def _explorers():
    from edgekit.widgets.bomb import BombGame, DefuseExplorer
    from edgekit.widgets.ccg_deck import DeckOddsExplorer
    from edgekit.widgets.ccg_legwork import LegworkExplorer
    from edgekit.widgets.ccg_team import TeamBuilderExplorer
    from edgekit.widgets.city import CityExplorer
    from edgekit.widgets.combat import CombatExplorer
    from edgekit.widgets.matrix_ability import MatrixAbilityExplorer
    from edgekit.widgets.readings import ReadingsExplorer
    from edgekit.widgets.rip import RipExplorer
    from edgekit.widgets.rogue_dice import AttackDiceExplorer
    from edgekit.widgets.stepper import Stepper
    from edgekit.widgets.syndicate_pile import SyndicatePileExplorer
    from edgekit.widgets.theft import TheftExplorer
    from edgekit.widgets.win_number import WinNumberExplorer
    from edgekit.widgets.your_turn import YourTurnExplorer

    return {
        "WinNumberExplorer": WinNumberExplorer, "CombatExplorer": CombatExplorer,
        "TheftExplorer": TheftExplorer, "RipExplorer": RipExplorer, "CityExplorer": CityExplorer,
        "AttackDiceExplorer": AttackDiceExplorer,
        "BombGame": BombGame, "DefuseExplorer": DefuseExplorer, "ReadingsExplorer": ReadingsExplorer,
        "Stepper (worked examples)": Stepper.worked_examples,
        "Stepper (worked examples through the game)": lambda: Stepper.worked_examples(game=True),
        "TeamBuilderExplorer": TeamBuilderExplorer, "LegworkExplorer": LegworkExplorer,
        "DeckOddsExplorer": DeckOddsExplorer, "SyndicatePileExplorer": SyndicatePileExplorer,
        "YourTurnExplorer": YourTurnExplorer, "MatrixAbilityExplorer": MatrixAbilityExplorer,
    }


def measure_stepper_buttons() -> list[float]:
    """The play layer's stepper on live seeded games (Next x 40, Back x 10, Reset), a human seat in
    the Bomb: each press replays from the seed and the choices so far (cached) and redraws."""
    from edgekit import edge_city, play, rogue_agent
    from edgekit.widgets.stepper import Stepper

    times = []

    def timed(fn):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)

    g = edge_city.game(4)
    for st in (Stepper(g, seed=1, policies=g.policies["greedy_dp"]),
               Stepper(rogue_agent.bomb_game(4), seed=7, policies=play.HumanPolicy())):
        for _ in range(40):
            timed(st.next)
            if st.choice_box.layout.display != "none":  # a human seat is asked: take the first choice
                st.choice.value = st.choice.options[0][1] if isinstance(st.choice.options[0], tuple) \
                    else st.choice.options[0]
                timed(st.choose)
        for _ in range(10):
            timed(st.back)
        timed(st.reset)
    return times


def measure_stepper_jumps() -> list[float]:
    """The stepper's jumps through a whole seeded Edge City game (4 players, greedy_dp, seed 1: 454
    steps): Next turn to the end, Reset, Next round to the end, Reset, Next roll x 60, End, steps typed
    into the Step box (and one out of range: refused, named), Back x 10. Each press replays nothing
    (the playthrough is cached) and redraws the log, the picture and the newest step."""
    from edgekit import edge_city
    from edgekit.widgets.stepper import Stepper

    g = edge_city.game(4)
    st = Stepper(g, seed=1, policies=g.policies["greedy_dp"])
    times = []

    def timed(fn, *args):
        t = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - t)

    for jump in (st.next_turn, st.next_round):
        while not st.state["done"]:
            timed(jump)
        timed(st.reset)
    for _ in range(60):
        timed(st.next_roll)
    timed(st.end)
    for n in (1, 200, 454, 9999, 100):
        timed(setattr, st.step_box, "value", n)
    for _ in range(10):
        timed(st.back)
    return times


def _other_value(c):
    """A different legal value for a control, or None if it has none."""
    if isinstance(c, (w.Dropdown, w.ToggleButtons, w.RadioButtons, w.Select, w.SelectionSlider)):
        vals = [v for _, v in c.options] if c.options and isinstance(c.options[0], tuple) else list(c.options)
        others = [v for v in vals if v != c.value]
        return others[len(others) // 2] if others else None
    if isinstance(c, (w.IntSlider, w.BoundedIntText, w.IntText, w.FloatSlider)):
        lo, hi = getattr(c, "min", c.value - 1), getattr(c, "max", c.value + 1)
        return c.value + 1 if c.value + 1 <= hi else c.value - 1 if c.value - 1 >= lo else None
    if isinstance(c, (w.Checkbox, w.ToggleButton)):
        return not c.value
    return None


def measure(cls, repeats: int = 2) -> list[float]:
    """Seconds per update for each control of one explorer, moved back and forth.

    A move the explorer refuses (its state is an error, e.g. face sliders adding up to more
    than a whole die) is timed, then undone untimed before the next control, so that the
    following controls are measured on a real state and not on the error message.
    """
    x = cls()
    times = []
    for c in getattr(x, "controls", []):
        for _ in range(repeats):
            v = _other_value(c)
            if v is None:
                break
            before = c.value
            t = time.perf_counter()
            c.value = v
            times.append(time.perf_counter() - t)
            if "error" in getattr(x, "state", {}):
                c.value = before
                break
    return times


def measure_attack_policy_box() -> list[float]:
    """Rogue Agent: AttackDiceExplorer with the policy box ticked, at EVERY pool the sliders reach
    (green 0..3 x black 0..3) and every goal, then a face slider moved at the largest pool: the
    policy is solved on each of these updates (its maximum, not only its median)."""
    from edgekit.widgets.rogue_dice import AttackDiceExplorer

    x = AttackDiceExplorer()
    times = []

    def timed(c, v):
        t = time.perf_counter()
        c.value = v
        times.append(time.perf_counter() - t)

    timed(x.solve, True)
    for goal in x.goal.options:
        timed(x.goal, goal)
        for g in range(x.green.max + 1):
            timed(x.green, g)
            for b in range(x.black.max + 1):
                timed(x.black, b)
    slider = x.sliders[("black", "ammo")]
    for v in (2, 1, 3):
        timed(slider, v)
    return times


def measure_readings_every_reading() -> list[float]:
    """ReadingsExplorer moved to every reading and then every option of it: each update renders the
    exact headline and the whole-game headline read from the stored tables (data/*/whole_game_*)."""
    from edgekit.widgets.readings import ReadingsExplorer

    x = ReadingsExplorer()
    times = []

    def timed(c, v):
        t = time.perf_counter()
        c.value = v
        times.append(time.perf_counter() - t)

    for _, rid in x.reading.options:
        if rid != x.reading.value:
            timed(x.reading, rid)
        for _, opt in x.option.options:
            if opt != x.option.value:
                timed(x.option, opt)
    return times


def measure_defuse_readings() -> list[float]:
    """Rogue Agent: DefuseExplorer moved through every option of every reading dropdown, every goal
    and a few face mixes (new settings: each update solves six timers)."""
    from edgekit.widgets.bomb import DefuseExplorer

    x = DefuseExplorer()
    times = []

    def timed(c, v):
        t = time.perf_counter()
        c.value = v
        times.append(time.perf_counter() - t)

    for d in x.reading.values():
        first = d.value
        for _, v in d.options if isinstance(d.options[0], tuple) else [(o, o) for o in d.options]:
            if v != d.value:
                timed(d, v)
        timed(d, first)
    for goal in x.goal.options:
        timed(x.goal, goal)
    for c in x.cross.options[:4]:
        timed(x.cross, c[1] if isinstance(c, tuple) else c)
    return times


def measure_matrix_ability_every_setting() -> list[float]:
    """Matrix: MatrixAbilityExplorer moved through every one of its 864 settings (strength x colour x
    kind x carriers x team, the last control fastest), each update timed; its construction (which
    solves the 169 distinct settings once a session) is not an update and is printed apart."""
    from edgekit.widgets import matrix_ability as ma

    ma._win.cache_clear()
    ma._basic_win.cache_clear()
    t = time.perf_counter()
    x = ma.MatrixAbilityExplorer()
    print(f"MatrixAbilityExplorer: first construction (solves every distinct setting) "
          f"{time.perf_counter() - t:.2f} s")
    times = []
    for values in itertools.product(*([v for _, v in c.options] if isinstance(c, w.Dropdown)
                                      else range(c.min, c.max + 1) for c in x.controls)):
        for c, v in zip(x.controls, values):
            if c.value != v:
                t = time.perf_counter()
                c.value = v
                times.append(time.perf_counter() - t)
    return times


def main() -> dict:
    base.show_figure = _render  # the explorers call it through the module
    import edgekit.widgets as wmod

    wmod.show_figure = _render
    results = {}
    for name, cls in _explorers().items():
        ts = measure(cls)
        if not ts:
            continue
        results[name] = {"median": statistics.median(ts), "max": max(ts), "updates": len(ts)}
        flag = "ok" if max(ts) <= TARGET else "OVER"
        print(f"{name:22s} updates {len(ts):3d}  median {1000 * statistics.median(ts):7.1f} ms"
              f"  max {1000 * max(ts):7.1f} ms  {flag}")
    for name, fn in (("AttackDiceExplorer policy box, every pool", measure_attack_policy_box),
                     ("DefuseExplorer every reading", measure_defuse_readings),
                     ("MatrixAbilityExplorer every setting", measure_matrix_ability_every_setting),
                     ("ReadingsExplorer every reading and option", measure_readings_every_reading),
                     ("Stepper buttons, live games", measure_stepper_buttons),
                     ("Stepper jumps, a whole Edge City game", measure_stepper_jumps)):
        ts = fn()
        results[name] = {"median": statistics.median(ts), "max": max(ts), "updates": len(ts)}
        flag = "ok" if max(ts) <= TARGET else "OVER"
        print(f"{name:42s} updates {len(ts):3d}  median {1000 * statistics.median(ts):7.1f} ms"
              f"  max {1000 * max(ts):7.1f} ms  {flag}")
    return results


if __name__ == "__main__":
    import json
    import pathlib

    res = main()
    out = pathlib.Path(__file__).with_name("widgets.json")
    out.write_text(json.dumps({k: {m: round(v, 5) if isinstance(v, float) else v for m, v in r.items()}
                               for k, r in res.items()}, indent=1) + "\n")
    print(f"wrote {out}")
