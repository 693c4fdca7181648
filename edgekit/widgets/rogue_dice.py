"""Rogue Agent attack-dice explorer: a face mix in sixths in; formulas, hits and the re-roll policy out.

The formula for P(hits >= need) is built once per pool with the face
probabilities as symbols and compiled (:func:`edgekit.rogue_agent.compile_exact`);
moving a face slider only evaluates it, in exact fractions. The optimal
re-roll policy is solved only when asked (a tick box): it is exact but takes
up to a few seconds for the largest pools.
"""

from __future__ import annotations

import functools
import html

import ipywidgets as w
import matplotlib.pyplot as plt

from ..dist import describe
from ..plots import bar_dist
from ..rogue_agent import attack as ra_attack
from ..rogue_agent import dice as ra_dice
from . import Explorer, reading_dropdown

__all__ = ["AttackDiceExplorer", "SLIDER_FACES", "hits_figure"]

# the faces each colour gets a slider for (every attack face on every colour: reading "open")
SLIDER_FACES = {c: ra_dice.ATTACK_FACES for c in ra_dice.COLOURS}
_SYMBOLS = ra_dice.face_symbols(ra_dice.ATTACK_FACES)


@functools.lru_cache(maxsize=128)
def _compiled(pool_items: tuple, need: int, face_colours: str):
    expr = ra_attack.hits_at_least(dict(pool_items), need, face_colours=face_colours)
    return expr, ra_dice.compile_exact(expr, _SYMBOLS)


def hits_figure(hits_dist, *, title: str = "", policy_dist=None):
    """Bars of P(hits) without re-rolls (and, if given, under the optimal re-roll policy)."""
    n = 2 if policy_dist is not None else 1
    fig, axes = plt.subplots(1, n, figsize=(5.2 * n, 2.8), squeeze=False)
    bar_dist(hits_dist, ax=axes[0][0], title=title or "hits, no re-rolls", xlabel="hits")
    if policy_dist is not None:
        bar_dist(policy_dist, ax=axes[0][1], title="hits, optimal re-rolls", xlabel="hits")
    fig.tight_layout()
    return fig


class AttackDiceExplorer(Explorer):
    """Choose a face mix (in sixths), the attack pool and a goal; see the exact odds and the re-roll policy.

    Rules: Rogue Agent: Justice: Attack, Dice Faces, Dice Rules.
    """

    title = ("Attack dice explorer (Rogue Agent: Justice: Attack); "
             "the face mix is YOUR choice, not the rulebook's")

    def __init__(self, mix: ra_dice.FaceMix = ra_dice.ILLUSTRATIVE_MIX, *, green: int = 1, black: int = 1,
                 need: int = 3, draw: bool = True):
        self.sliders = {}
        for c, faces in SLIDER_FACES.items():
            for f in faces:
                k = int(mix.prob(c, f) * 6) if (mix.prob(c, f) * 6).is_Integer else 0
                self.sliders[(c, f)] = w.IntSlider(value=k, min=0, max=6, description=f"{c} {f}",
                                                   continuous_update=False,
                                                   style={"description_width": "initial"})
        self.green = w.IntSlider(value=green, min=0, max=3, description="green dice", continuous_update=False)
        self.black = w.IntSlider(value=black, min=0, max=3, description="black dice (ammo)",
                                 continuous_update=False, style={"description_width": "initial"})
        self.need = w.IntSlider(value=need, min=1, max=8, description="hits needed", continuous_update=False)
        self.goal = w.Dropdown(options=list(ra_attack.ATTACK_GOALS), value="subdue", description="goal")
        self.solve = w.Checkbox(value=False, description="solve re-roll policy")
        self.face_colours = reading_dropdown("face_colours")
        self.controls = [*self.sliders.values(), self.green, self.black, self.need, self.goal, self.solve,
                         self.face_colours]
        self.draw = draw
        super().__init__()

    def mix(self) -> ra_dice.FaceMix:
        return ra_dice.FaceMix.sixths(
            {c: {f: self.sliders[(c, f)].value for f in faces} for c, faces in SLIDER_FACES.items()},
            label="face mix from the sliders (sixths)")

    def compute(self) -> dict:
        mix = self.mix()  # ValueError if a colour's faces add up to more than 6 sixths
        pool = ra_attack.attack_pool(informants=self.green.value, ammo=self.black.value)
        need, fc = self.need.value, self.face_colours.value
        items = tuple(sorted((c, n) for c, n in pool.items() if n))
        expr, fn = _compiled(items, need, fc)
        vals = mix.substitutions(ra_dice.ATTACK_FACES)
        p_formula = fn(*[vals[s] for s in _SYMBOLS])
        hits = ra_attack.attack_hits(pool, mix=mix, face_colours=fc)
        state = {"pool": pool, "need": need, "mix": mix, "formula": expr, "p_formula": p_formula,
                 "hits": hits.map(lambda o: o[0]), "p_no_rerolls": hits.p(lambda o: o[0] >= need),
                 "expected_wounds": hits.mean(lambda o: o[1]), "plan": None, "face_colours": fc}
        if self.solve.value:
            plan = ra_attack.attack_policy(pool, mix, goal=self.goal.value, need=need, face_colours=fc)
            state["plan"] = plan
            state["policy_hits"] = plan.outcome.map(lambda o: o[0])
        return state

    def render(self, s: dict) -> str:
        p = describe(s["p_formula"])
        formula = str(s["formula"])
        if len(formula) > 600:
            formula = formula[:600] + " ... (" + str(len(formula)) + " characters)"
        out = [f"<p class='edgekit-result'>P(hits &ge; {s['need']}), no re-rolls = {p['fraction']} "
               f"({p['percent']})</p>",
               f"<p>Pool: {s['pool']}. E[wounds to the Agent from pistols] = {s['expected_wounds']}.</p>",
               f"<details><summary>the formula in the face symbols</summary><code>{html.escape(formula)}"
               "</code></details>"]
        plan = s["plan"]
        if plan is not None:
            pct = describe(plan.value)["percent"] if plan.goal != "expected_hits" else "expected hits"
            goal = html.escape(plan.policy.goal)
            out.append(f"<p>Optimal re-rolls ({goal}): value {plan.value} ({pct})</p>")
            rows = [r for r in plan.first_choices() if r["action"] != "stop"][:12]
            if rows:
                cells = "".join(f"<tr><td>{html.escape(plan.describe_state(r['state']))}</td>"
                                f"<td>{html.escape(str(r['action']))}</td><td>{r['value']}</td></tr>"
                                for r in rows)
                out.append("<table><tr><th>after the roll</th><th>re-roll</th><th>value</th></tr>"
                           f"{cells}</table>")
        out.append(f"<p><small>{html.escape(s['mix'].describe())}; reading face_colours={s['face_colours']}. "
                   "Rules: Rogue Agent: Justice: Attack, Dice Faces.</small></p>")
        return "".join(out)

    def figure(self, s: dict):
        if not self.draw:
            return None
        return hits_figure(s["hits"], policy_dist=s.get("policy_hits"))
