"""Pictures of simulated results: estimates with their 95% intervals beside an exact value.

Floats appear here only as marker positions; the exact value is labelled as a fraction.
Imported on demand (it loads matplotlib).
"""

from __future__ import annotations

from collections.abc import Mapping

import matplotlib.pyplot as plt

from ..dist import describe
from .core import exact_number
from .run import Estimate

__all__ = ["estimates_plot"]


def estimates_plot(estimates: Mapping[str, Estimate], *, exact=None, exact_label: str = "exact optimum",
                   ax=None, title: str = "", xlabel: str = "estimate (95% interval)"):
    """One row per estimate (``{label: Estimate}``, e.g. one per policy): the estimate as a dot,
    its 95% interval as a bar, and ``exact`` (an exact number) as a dashed line labelled with
    its fraction. Returns the matplotlib Axes."""
    if not isinstance(estimates, Mapping) or not estimates:
        raise TypeError("estimates must be a non-empty mapping {label: Estimate}")
    for k, e in estimates.items():
        if not isinstance(e, Estimate):
            raise TypeError(f"estimates[{k!r}] must be an Estimate (from simulate), not {type(e).__name__}")
    ax = ax or plt.subplots(figsize=(6, 0.5 + 0.45 * len(estimates)))[1]
    labels = list(estimates)
    for i, k in enumerate(labels):
        e = estimates[k]
        ax.errorbar(e.value, i, xerr=[[e.value - e.low], [e.high - e.value]], fmt="o", color="#3b6ea8",
                    capsize=4)
    if exact is not None:
        x = exact_number(exact, "exact")
        ax.axvline(float(x), color="#b00", linestyle="--",
                   label=f"{exact_label} = {describe(x)['fraction']}" if hasattr(x, "numerator")
                   else f"{exact_label} = {x}")
        ax.legend(loc="best", fontsize=8)
    ax.set_yticks(range(len(labels)), [str(k) for k in labels])
    ax.set_ylim(-0.6, len(labels) - 0.4)
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    return ax
