"""The deck odds explorer: deck size, copies of a card, copies wanted and cards drawn in; the exact
P(at least that many) out, with a bar for every number of draws.

Rules: Cyberpunk CCG Card Types (the deck rules are missing, register CP-01: the deck is yours).
"""

from __future__ import annotations

import ipywidgets as w

from .. import cyberpunk_ccg as cp
from . import _check
from .base import Explorer, bars_html, prob_html

__all__ = ["DeckOddsExplorer"]


class DeckOddsExplorer(Explorer):
    """Exact hypergeometric odds for a deck you describe."""

    title = "Deck odds (Cyberpunk CCG: your deck, exact)"

    def __init__(self, deck_size: int = 40, copies: int = 3, draws: int = 7, at_least: int = 1):
        deck_size = _check.as_whole("deck_size", deck_size, lo=1, hi=120)  # the sliders' ranges
        copies = _check.as_whole("copies", copies, lo=0, hi=20)
        draws = _check.as_whole("draws", draws, lo=0, hi=120)
        at_least = _check.as_whole("at_least", at_least, lo=0, hi=6)
        style = {"description_width": "initial"}
        self.deck_size = w.IntSlider(value=deck_size, min=1, max=120, description="deck size", style=style)
        self.copies = w.IntSlider(value=copies, min=0, max=20, description="copies in the deck", style=style)
        self.at_least = w.IntSlider(value=at_least, min=0, max=6, description="at least", style=style)
        self.draws = w.IntSlider(value=draws, min=0, max=120, description="cards drawn", style=style)
        self.controls = [self.deck_size, self.copies, self.at_least, self.draws]
        super().__init__()

    def compute(self) -> dict:
        n_deck, k, a, n = self.deck_size.value, self.copies.value, self.at_least.value, self.draws.value
        p = cp.draw_probability(n_deck, k, n, at_least=a)
        step = max(1, -(-n_deck // 15))
        marks = sorted({*range(0, n_deck + 1, step), n, n_deck})
        return {"deck_size": n_deck, "copies": k, "at_least": a, "draws": n, "P": p,
                "by_draws": tuple((m, cp.draw_probability(n_deck, k, m, at_least=a)) for m in marks)}

    def render(self, s: dict) -> str:
        rows = [(f"{m} drawn" + (" (chosen)" if m == s["draws"] else ""), p,
                 "#c62828" if m == s["draws"] else "#3b6ea8") for m, p in s["by_draws"]]
        return (f"<p class='edgekit-result'>P(at least {s['at_least']} of {s['copies']} copies in "
                f"{s['draws']} cards from {s['deck_size']}) = {prob_html(s['P'])}</p>"
                + bars_html(rows, head=("cards drawn", "probability"),
                            css_class="edgekit-bars edgekit-deck", caption="by number of cards drawn")
                + "<p>Hypergeometric, exact. Rules: Cyberpunk CCG Card Types "
                  "(deck rules missing, CP-01).</p>")
