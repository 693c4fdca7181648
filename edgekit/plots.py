"""Shared matplotlib pictures: distributions as bars, tables as heatmaps.

Floats appear here only as bar heights and colours, never as answers; labels
show the exact fractions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import matplotlib

matplotlib.use(matplotlib.get_backend())  # keep the notebook's inline backend
import matplotlib.pyplot as plt  # noqa: E402

from .dist import Dist, describe  # noqa: E402

__all__ = ["bar_dist", "heatmap", "exact_label"]


def exact_label(p) -> str:
    """"a/b" for an exact probability (the display form used on pictures)."""
    return describe(p)["fraction"]


def bar_dist(dist: Dist, *, ax=None, title: str = "", xlabel: str = "outcome", label_bars: bool = True):
    """A bar chart of a numeric distribution, each bar labelled with its exact fraction."""
    if not isinstance(dist, Dist):
        raise TypeError(f"dist must be a Dist, not {type(dist).__name__}")
    if dist.is_symbolic:
        raise TypeError("dist must be numeric to plot it; substitute values with .subs() first")
    _text(title=title, xlabel=xlabel)
    ax = ax or plt.subplots(figsize=(6, 3))[1]
    outs = dist.outcomes()
    ps = [dist.prob(o) for o in outs]
    bars = ax.bar([str(o) for o in outs], [float(p) for p in ps], color="#3b6ea8")
    if label_bars and len(outs) <= 16:
        for b, p in zip(bars, ps):
            ax.annotate(exact_label(p), (b.get_x() + b.get_width() / 2, b.get_height()),
                        ha="center", va="bottom", fontsize=7)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("probability (exact values on bars)")
    ax.set_title(title)
    return ax


def heatmap(values: Mapping[tuple, object], rows: Sequence, cols: Sequence, *, ax=None, title: str = "",
            xlabel: str = "", ylabel: str = "", marked: set | None = None, cmap: str = "viridis",
            text=exact_label, vmin: float = 0.0, vmax: float = 1.0):
    """A heatmap of exact values ``{(row, col): p}``, each cell labelled with ``text(p)``.

    Cells in ``marked`` get a hatched overlay and an asterisk (used for
    reconstructed cells, which must be visibly marked wherever they appear).
    """
    if not isinstance(values, Mapping):
        raise TypeError(f"values must be a mapping {{(row, col): exact value}}, not {type(values).__name__}")
    for name, seq in (("rows", rows), ("cols", cols)):
        if isinstance(seq, (str, bytes)) or not isinstance(seq, Sequence):
            raise TypeError(f"{name} must be a sequence of labels, not {type(seq).__name__}")
    missing = [(r, c) for r in rows for c in cols if (r, c) not in values]
    if missing:
        raise ValueError(f"values lacks the cell(s) {missing[:5]}")
    _text(title=title, xlabel=xlabel, ylabel=ylabel)
    marked = marked or set()
    ax = ax or plt.subplots(figsize=(1 + 0.75 * len(cols), 0.9 + 0.5 * len(rows)))[1]
    grid = [[float(values[(r, c)]) for c in cols] for r in rows]
    im = ax.imshow(grid, cmap=cmap, vmin=vmin, vmax=vmax, aspect="auto")
    for i, r in enumerate(rows):
        for j, c in enumerate(cols):
            star = "*" if (r, c) in marked else ""
            v = grid[i][j]
            ax.text(j, i, text(values[(r, c)]) + star, ha="center", va="center", fontsize=7,
                    color="white" if v < 0.55 * (vmax - vmin) + vmin else "black")
            if (r, c) in marked:
                ax.add_patch(plt.Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, hatch="//",
                                           edgecolor=(1, 1, 1, 0.25), linewidth=0))
    ax.set_xticks(range(len(cols)), [str(c) for c in cols])
    ax.set_yticks(range(len(rows)), [str(r) for r in rows])
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.figure.colorbar(im, ax=ax, fraction=0.04, pad=0.02, label="probability")
    return ax


def _text(**labels) -> None:
    for name, v in labels.items():
        if not isinstance(v, str):
            raise TypeError(f"{name} must be a str, not {type(v).__name__}")
