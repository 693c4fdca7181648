"""Edge City pictures (matplotlib), in one place: the board and the price of Status.

Rules: Edge City 5.2, 11.3, 11.3.3 (the board), 9.1.1 and Table 1.0 (Status).

matplotlib is imported inside each function, so importing :mod:`edgekit.edge_city` never loads
it. ``draw_layout`` is importable from :mod:`.city` as well; ``reputation_figure`` (the picture of
:mod:`edgekit.edge_city.rules.reputation`) only from here and the package. Heights and colours
are for display; every exact value is in the tables the functions draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...readings import uses

__all__ = ["draw_layout", "reputation_figure"]


@uses("adjacent", "touch", "connected", "second_research_park")
def draw_layout(layout, *, ax=None, problems=None, reach=None, start=None, labels=None,
                title: str = "", sets: int = 1, rules=None):
    """Draw a layout with matplotlib: tiles coloured by kind and named, Wasteland hatched.

    Rules: Edge City 5.2, 11.3, 11.3.3. Tiles in a broken rule (``problems``, computed
    with the readings given when not passed) get a thick red border and the rule number.
    ``reach`` (positions) get a gold frame; ``labels`` maps positions to extra text (for
    example TP costs); ``start`` is marked with a star.
    """
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch, Rectangle

    from .city import _COLOURS, SPRAWL, as_layout, layout_problems

    lay = as_layout(layout)
    if ax is not None and not callable(getattr(ax, "add_patch", None)):
        raise TypeError(f"ax must be a matplotlib Axes or None, not {ax!r}")
    if problems is None:
        problems = layout_problems(lay, sets=sets, rules=rules)
    elif isinstance(problems, str | bytes) or not isinstance(problems, Iterable) or not all(
            hasattr(p, "tiles") and hasattr(p, "rule") for p in problems):
        raise TypeError(f"problems must be a list of Problem (see layout_problems), not {problems!r}")
    if reach is not None:
        if isinstance(reach, str | bytes) or not isinstance(reach, Iterable):
            raise TypeError(f"reach must be a collection of spaces, not {reach!r}")
        reach = {lay.space(p, "reach") for p in reach}
    if labels is not None and not isinstance(labels, Mapping):
        raise TypeError(f"labels must be a mapping {{space: text}}, not {labels!r}")
    if start is not None:
        start = lay.space(start, "start")
    if not isinstance(title, str):
        raise TypeError(f"title must be a string, not {title!r}")
    (x0, y0), (x1, y1) = lay.bounds()
    if ax is None:
        _, ax = plt.subplots(figsize=(0.95 * (x1 - x0 + 3), 0.95 * (y1 - y0 + 3)))
    bad: dict = {}
    for pr in problems:
        for p in pr.tiles:
            bad.setdefault(p, []).append(pr.rule)
    reach = set(reach or ())
    # Wasteland: one hatched sheet under the tiles (one patch renders far faster than many)
    ax.add_patch(Rectangle((x0 - 1.5, y0 - 1.5), x1 - x0 + 3, y1 - y0 + 3, facecolor="#eeeeee",
                           edgecolor="#cccccc", hatch="..", linewidth=0.5))
    for (x, y), name in lay.items():
        colour = _COLOURS.get(name, _COLOURS[SPRAWL])
        ax.add_patch(Rectangle((x - 0.47, y - 0.47), 0.94, 0.94, facecolor=colour,
                               edgecolor="#222222", linewidth=1))
        short = name.replace("Sprawl Zone ", "Sprawl ").replace(" ", "\n", 1)
        ax.text(x, y - 0.12, short, ha="center", va="center", fontsize=7, color="white",
                weight="bold")
        if (x, y) in reach:
            ax.add_patch(Rectangle((x - 0.4, y - 0.4), 0.8, 0.8, fill=False, edgecolor="#ffd23f",
                                   linewidth=2.5))
        if labels and (x, y) in labels:
            ax.text(x, y + 0.27, str(labels[(x, y)]), ha="center", va="center", fontsize=8,
                    color="#ffd23f", weight="bold")
        if (x, y) in bad:
            ax.add_patch(Rectangle((x - 0.47, y - 0.47), 0.94, 0.94, fill=False, edgecolor="#e00000",
                                   linewidth=3.5))
            ax.text(x + 0.42, y - 0.42, ",".join(sorted(set(bad[(x, y)]))), ha="right", va="top",
                    fontsize=6, color="white", backgroundcolor="#e00000")
    if start is not None:
        sx, sy = start
        ax.plot([sx - 0.32], [sy - 0.32], marker="*", markersize=14, color="#ffd23f",
                markeredgecolor="black")
    ax.set_xlim(x0 - 1.5, x1 + 1.5)
    ax.set_ylim(y1 + 1.5, y0 - 1.5)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    handles = [Patch(facecolor=_COLOURS["Tech Plex"], label="Bizclave"),
               Patch(facecolor=_COLOURS[SPRAWL], label="Sprawl Zone"),
               Patch(facecolor="#eeeeee", hatch="..", edgecolor="#cccccc", label="Wasteland")]
    if problems:
        handles.append(Patch(facecolor="none", edgecolor="#e00000", linewidth=2,
                             label="breaks " + ", ".join(sorted({p.rule for p in problems}))))
    ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=7, frameon=False)
    ax.set_title(title or ("legal layout" if not problems else f"{len(problems)} problem(s)"), fontsize=9)
    return ax


@uses("table_rows", "column_edge")
def reputation_figure(r_values=(-3, -1, 0, 2), *, rules=None):
    """P(win) against DP spent on Status, one line per R; hollow markers are reconstructed cells.

    Rules: Edge City 9.1.1, Table 1.0. Heights are floats for drawing only; the
    exact values are in :func:`reputation_table`.
    """
    import matplotlib.pyplot as plt  # lazy: importing edgekit.edge_city never loads matplotlib

    from ..rules.reputation import (
        STATUSES,
        _r_values,
        status_cost,
        status_levels,
        win_number,
        win_number_source,
    )
    from ..rules.win import win_probability

    r_values = _r_values(r_values)
    fig, ax = plt.subplots(figsize=(7, 3.6))
    xs = [status_cost("Wannabee", s)["dp"] for s in STATUSES]
    for r in r_values:
        ps = [win_probability(win_number(s, r, rules=rules)) for s in STATUSES]
        line, = ax.plot(xs, [float(p) for p in ps], label=f"R = {r}")
        for x, s, p in zip(xs, STATUSES, ps):
            rec = win_number_source(s, r, rules=rules) == "reconstructed"
            ax.plot([x], [float(p)], "o", color=line.get_color(),
                    markerfacecolor="white" if rec else line.get_color())
    levels = status_levels()
    ax.set_xticks(xs, [f"{s}\n{x} DP" + ("*" if levels[s]["source"] == "reconstructed" else "")
                       for s, x in zip(STATUSES, xs)], fontsize=7)
    ax.set_ylim(0, 1)
    ax.set_ylabel("P(win) (exact values in the table)")
    ax.set_title("What each 8 DP title buys (hollow = reconstructed Table 1.0 cell; * = reconstructed Level)",
                 fontsize=8)
    ax.legend(fontsize=7)
    fig.tight_layout()
    return fig
