"""Pictures of simulated results (estimates with their 95% intervals beside an exact value), of a
seat rotation (win shares by seat and by policy) and of a whole game played (each player's key
numbers over the game).

Floats appear here only as marker positions; the exact value is labelled in the number style of
:mod:`edgekit.display` (a decimal beside its fraction, a long fraction abbreviated).
Imported on demand (it loads matplotlib).
"""

from __future__ import annotations

from collections.abc import Mapping

import matplotlib.pyplot as plt
from matplotlib.ticker import MaxNLocator

from .. import display
from .balance import Balance
from .core import exact_number
from .estimates import Estimate

__all__ = ["estimates_plot", "game_charts", "balance_plot"]


def estimates_plot(estimates: Mapping[str, Estimate], *, exact=None, exact_label: str = "exact optimum",
                   ax=None, title: str = "", xlabel: str = "estimate (95% interval)"):
    """One row per estimate (``{label: Estimate}``, e.g. one per policy): the estimate as a dot,
    its 95% interval as a bar, and ``exact`` (an exact number) as a dashed line labelled with
    its value ("exact optimum = ≈ 1.893 (exact: 16-digit fraction)"). Returns the matplotlib Axes."""
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
        ax.axvline(float(x), color="#b00", linestyle="--", label=f"{exact_label} = {display.number(x)}")
        ax.legend(loc="best", fontsize=8)
    ax.set_yticks(range(len(labels)), [str(k) for k in labels])
    ax.set_ylim(-0.6, len(labels) - 0.4)
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    return ax


def game_charts(pt, *, quantities=None, figsize=None):
    """Each player's key numbers over a whole game: one chart per quantity (DP and Status of each Ripper;
    Influence, health and custody of each Agent; brain damage and forts held of a Matrix run), a line
    per player, step by step, the rounds marked along the bottom. Read from the states'
    :meth:`~edgekit.play.State.key_numbers`. ``quantities``: the ones to draw (default every number;
    yes/no values are left to the per-round table). Returns the matplotlib Figure."""
    from .follow import _boards, marks
    from .log import Playthrough

    if not isinstance(pt, Playthrough):
        raise TypeError(f"pt must be a Playthrough (from edgekit.play.play), not {type(pt).__name__}")
    boards = _boards(pt)
    if boards[-1] is None:
        raise ValueError(f"pt: {pt.name} gives no key numbers (State.key_numbers), so nothing to chart")
    last = boards[-1]
    known = [q for q, v in next(iter(last.numbers.values())).items() if not isinstance(v, bool)]
    if quantities is None:
        quantities = known
    elif isinstance(quantities, str) or not all(q in known for q in quantities):
        raise ValueError(f"quantities must be a list of some of {known}, not {quantities!r}")
    players = list(last.numbers)
    xs = list(range(len(boards)))
    fig, axes = plt.subplots(len(quantities), 1, sharex=True, squeeze=False,
                             figsize=figsize or (8, 1.9 * len(quantities) + 0.6))
    for ax, q in zip(axes[:, 0], quantities):
        for who in players:
            ys = [None if b is None else b.numbers.get(who, {}).get(q) for b in boards]
            ax.step(xs, [float("nan") if y is None else y for y in ys], where="post", label=who)
        scale = last.labels.get(q)
        if scale:
            ax.set_yticks(range(len(scale)), scale, fontsize=8)
        else:
            ax.yaxis.set_major_locator(MaxNLocator(integer=True))   # key numbers are whole numbers
        ax.set_ylabel(q)
        ax.grid(axis="y", alpha=0.3)
    axes[0, 0].legend(loc="upper left", fontsize=8, ncol=len(players))
    axes[0, 0].set_title(f"{pt.name}{f', seed {pt.seed}' if pt.seed is not None else ''}, over the game")
    rounds = [(m.index - 1, m.round) for m in marks(pt) if m.new_round and m.round is not None]
    bottom = axes[-1, 0]
    if rounds:
        shown, gap = [], len(boards) / 12   # at most about a dozen labels, none crowding another
        for x, r in rounds:
            if not shown or x - shown[-1][0] >= gap:
                shown.append((x, r))
        bottom.set_xticks([x for x, _ in shown], [f"round {r}" for _, r in shown], fontsize=8, rotation=30)
        for ax in axes[:, 0]:
            for x, _ in rounds:
                ax.axvline(x, color="#ddd", linewidth=0.5, zorder=0)
    else:
        bottom.set_xlabel("step")
    fig.tight_layout()
    return fig


def balance_plot(balance: Balance, *, figsize=None):
    """A seat rotation (``simulate(..., rotate_seats=True)``) in two panels: each seat's share and
    each policy's share with their 95% intervals, the even share (1/players when every game has a
    winner) as a dashed line. Returns the matplotlib Figure."""
    if not isinstance(balance, Balance):
        raise TypeError(f"balance must be a Balance (simulate(..., rotate_seats=True)), "
                        f"not {type(balance).__name__}")
    seats = {f"seat {k}": e for k, e in enumerate(balance.by_seat)}
    rows = len(seats) + len(balance.by_policy)
    fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=figsize or (6.5, 1.6 + 0.45 * rows),
                                      height_ratios=[len(seats), len(balance.by_policy)])
    what = balance.seat_table().columns[1]
    estimates_plot(seats, exact=balance.even, exact_label="even share", ax=top,
                   title=f"{balance.game}: {balance.deals:,} deals x {balance.players} seat rotations",
                   xlabel="")
    estimates_plot(dict(balance.by_policy), exact=balance.even, exact_label="even share", ax=bottom,
                   xlabel=f"{what} (estimate, 95% interval over deals)")
    top.set_ylabel("by seat")
    bottom.set_ylabel("by policy")
    fig.tight_layout()
    return fig
