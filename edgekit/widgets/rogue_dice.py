"""Rogue Agent attack-dice explorer: a face mix in sixths in; formulas, hits and the re-roll policy out.

The formula for P(hits >= need) is built once per pool with the face
probabilities as symbols and compiled (:func:`edgekit.rogue_agent.compile_exact`);
moving a face slider only evaluates it, in exact fractions. The formulas for every
pool and goal the sliders reach are built when the first explorer is made (about
2 s once per session, under the "open" reading; the "printed" reading's are cheap and
built when first needed), so moving the dice or goal sliders stays within 100 ms.
The hits are shown as HTML bars with exact fractions (:func:`hits_figure` draws them
with matplotlib for static pictures). The optimal re-roll policy is solved only
when asked (a tick box): exact, by the integer array solver of
:mod:`edgekit.rogue_agent.rules.attack_solver` (tens of milliseconds for the largest pools).
"""

from __future__ import annotations

import functools
import html

import ipywidgets as w
import matplotlib.pyplot as plt

from ..display import Table, number, prob
from ..plots import bar_dist
from ..rogue_agent.rules import attack as ra_attack
from ..rogue_agent.rules import attack_solver as ra_solver
from ..rogue_agent.rules import dice as ra_dice
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["AttackDiceExplorer", "SLIDER_FACES", "hits_figure", "hits_html"]

# the faces each colour gets a slider for (every attack face on every colour: reading "open")
SLIDER_FACES = {c: ra_dice.ATTACK_FACES for c in ra_dice.COLOURS}
_SYMBOLS = ra_dice.face_symbols(ra_dice.ATTACK_FACES)


FORMULA_CHARS = 600  # the formula is shown up to about this many characters


@functools.cache
def _symbolic_hits(pool_items: tuple, face_colours: str):
    """The Dist of hits in the face symbols for one pool (no re-rolls)."""
    return ra_attack.attack_hits(dict(pool_items), with_wounds=False, face_colours=face_colours)


def _formula_text(expr) -> str:
    """The formula as text, cut after about FORMULA_CHARS characters at a whole term.

    Terms are printed one at a time (a long formula prints in a fraction of the time of
    ``str``, which sorts every term first); a cut says how many terms are left out.
    """
    if not expr.is_Add:
        text = str(expr)
        return text if len(text) <= FORMULA_CHARS else text[:FORMULA_CHARS] + " ..."
    terms = expr.args
    shown = []
    size = 0
    for t in terms:
        shown.append(str(t))
        size += len(shown[-1]) + 3
        if size > FORMULA_CHARS:
            break
    text = " + ".join(shown).replace("+ -", "- ")
    if len(shown) < len(terms):
        text += f" + ... ({len(terms) - len(shown)} more of {len(terms)} terms)"
    return text


@functools.cache
def _compiled(pool_items: tuple, need: int, face_colours: str):
    """(P(hits >= need) in the face symbols, its compiled evaluator, the formula as text)."""
    expr = _symbolic_hits(pool_items, face_colours).p(lambda o: o >= need)  # = ra_attack.hits_at_least
    return expr, ra_dice.compile_exact(expr, _SYMBOLS), _formula_text(expr)


def _pool_items(green: int, black: int) -> tuple:
    pool = ra_attack.attack_pool(informants=green, ammo=black)
    return tuple(sorted((c, n) for c, n in pool.items() if n))


def _build_formulas(green_max: int, black_max: int, need_max: int, face_colours: str) -> None:
    """Build (once; later calls find them cached) every formula the dice and goal sliders reach."""
    for g in range(green_max + 1):
        for b in range(black_max + 1):
            for need in range(1, need_max + 1):
                _compiled(_pool_items(g, b), need, face_colours)


def hits_html(hits_dist, *, title: str = "", policy_dist=None) -> str:
    """HTML bars of P(hits) with exact fractions (and, if given, under the optimal re-roll policy)."""
    _check.dist("hits_dist", hits_dist)
    _check.dist("policy_dist", policy_dist, none=True)
    _check.text("title", title)

    def one(d, caption):  # each P as a percentage beside its exact value (long ones abbreviated)
        table = Table(caption, ["hits", "P"], [(h, d.prob(h)) for h in d.outcomes()], probs=["P"], bar="P")
        return f"<div class='edgekit-bars edgekit-hits'>{table._repr_html_()}</div>"

    parts = [one(hits_dist, title or "hits, no re-rolls")]
    if policy_dist is not None:
        parts.append(one(policy_dist, "hits, optimal re-rolls"))
    return ("<div style='display:flex;flex-wrap:wrap;gap:2em;align-items:flex-start'>"
            + "".join(f"<div>{p}</div>" for p in parts) + "</div>")


def hits_figure(hits_dist, *, title: str = "", policy_dist=None):
    """Bars of P(hits) without re-rolls (and, if given, under the optimal re-roll policy)."""
    _check.dist("hits_dist", hits_dist)
    _check.dist("policy_dist", policy_dist, none=True)
    _check.text("title", title)
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
                 need: int = 3):
        if not isinstance(mix, ra_dice.FaceMix):
            raise TypeError(f"mix must be a FaceMix (e.g. ILLUSTRATIVE_MIX or FaceMix.sixths), "
                            f"not {mix!r:.60}")
        green = _check.as_whole("green", green, lo=0, hi=3)  # the sliders' ranges
        black = _check.as_whole("black", black, lo=0, hi=3)
        need = _check.as_whole("need", need, lo=1, hi=8)
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
        _build_formulas(self.green.max, self.black.max, self.need.max, "open")  # the slow reading
        for g in range(self.green.max + 1):  # the policy solver's state index of every pool
            for b in range(self.black.max + 1):
                ra_solver.prepare(ra_attack.attack_pool(informants=g, ammo=b))
        super().__init__()

    def mix(self) -> ra_dice.FaceMix:
        return ra_dice.FaceMix.sixths(
            {c: {f: self.sliders[(c, f)].value for f in faces} for c, faces in SLIDER_FACES.items()},
            label="face mix from the sliders (sixths)")

    def compute(self) -> dict:
        mix = self.mix()  # ValueError if a colour's faces add up to more than 6 sixths
        pool = ra_attack.attack_pool(informants=self.green.value, ammo=self.black.value)
        need, fc = self.need.value, self.face_colours.value
        expr, fn, text = _compiled(_pool_items(self.green.value, self.black.value), need, fc)
        vals = mix.substitutions(ra_dice.ATTACK_FACES)
        p_formula = fn(*[vals[s] for s in _SYMBOLS])
        hits = ra_attack.attack_hits(pool, mix=mix, face_colours=fc)
        state = {"pool": pool, "need": need, "mix": mix, "formula": expr, "formula_text": text,
                 "p_formula": p_formula,
                 "hits": hits.map(lambda o: o[0]), "p_no_rerolls": hits.p(lambda o: o[0] >= need),
                 "expected_wounds": hits.mean(lambda o: o[1]), "plan": None, "face_colours": fc}
        if self.solve.value:
            plan = ra_attack.attack_policy(pool, mix, goal=self.goal.value, need=need, face_colours=fc)
            state["plan"] = plan
            state["policy_hits"] = plan.hits_outcome
        return state

    def render(self, s: dict) -> str:
        formula = s["formula_text"]
        pool = ", ".join(f"{n} {c}" for c, n in s["pool"].items() if n)
        out = [f"<p class='edgekit-result'>P(hits &ge; {s['need']}), no re-rolls = "
               f"{prob(s['p_formula']).html}</p>",
               f"<p>Pool: {pool} dice. Expected wounds to the Agent from pistols: "
               f"{number(s['expected_wounds']).html}.</p>",
               f"<details><summary>the formula in the face symbols</summary><code>{html.escape(formula)}"
               "</code></details>"]
        plan = s["plan"]
        if plan is not None:
            style = number if plan.goal == "expected_hits" else prob  # a value is a P or expected hits
            goal = html.escape(plan.policy.goal)
            out.append(f"<p>Optimal re-rolls ({goal}): value {style(plan.value).html}</p>")
            rows = plan.first_rerolls(12)
            if rows:
                cells = "".join(f"<tr><td>{html.escape(plan.describe_state(st))}</td>"
                                f"<td>{html.escape(plan.describe_action(r.action))}</td>"
                                f"<td>{style(r.value).html}</td></tr>"
                                for st, r in rows)
                out.append("<table><tr><th>after the roll</th><th>re-roll</th><th>value</th></tr>"
                           f"{cells}</table>")
        out.append(hits_html(s["hits"], policy_dist=s.get("policy_hits")))
        out.append(f"<p><small>{html.escape(s['mix'].describe())}; reading face_colours={s['face_colours']}. "
                   "Rules: Rogue Agent: Justice: Attack, Dice Faces.</small></p>")
        return "".join(out)
