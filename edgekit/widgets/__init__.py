"""Interactive explorers: one small class per question, behind one entry point.

Pattern (as in anydyce): a class builds its ipywidgets controls, computes with
edgekit on every change, and shows the result in an HTML widget (text that tests
and browser checks can read) plus, where useful, a matplotlib picture. Widgets
switch readings; they never hold rule state of their own. Tests drive them
headless by setting ``.value`` on the controls and reading ``.state`` or the HTML.

Map of the modules:

- ``base``: the :class:`Explorer` base class and its helpers (:func:`reading_dropdown`,
  :func:`bars_html`, :func:`render_png`, :func:`show_figure`, and :func:`prob_html` /
  :func:`number_html`, the number style of :mod:`edgekit.display` for every number an explorer
  shows); ``_check``: the argument checks every explorer shares.
- Edge City: ``win_number``, ``combat``, ``theft``, ``rip`` (single-roll odds), ``city`` (the board),
  ``your_turn`` (the odds of each choice this turn).
- Rogue Agent: ``rogue_dice`` (attack dice), ``bomb`` (Defuse a Bomb), ``syndicate_pile`` (scoring).
- Cyberpunk CCG: ``ccg_deck``, ``ccg_legwork``, ``ccg_team``.
- Matrix: ``matrix_ability`` (a guess at a lost advanced-breaker ability, MX-09: exact P(win) on a
  small stack).
- Every game: ``stepper`` (step through any playthrough or worked example), ``readings`` (every
  reading's headlines).
- ``static``: an explorer's every view, listed once for a page with no kernel (the website, ``make
  site``): :meth:`Explorer.static_views` (None: it needs a live kernel), published beside the widget
  when ``EDGEKIT_STATIC_VIEWS`` is set (the notebook runner of the tests sets it).

Speed (target: compute + redraw within 100 ms per update, measured by
``benchmarks/widgets.py``): the picture is rendered once to PNG at a modest dpi
and handed to an ``Image`` widget (no second, tight-bbox draw as the inline
backend does), and a subclass can give ``figure_key(state)`` so that a picture
already drawn for the same key is reused instead of redrawn.

Don't confuse ``widgets.readings`` (the explorer) with :mod:`edgekit.readings` (the registry of
the readings), nor ``widgets.stepper`` with :mod:`edgekit.replay` (the worked examples' replay model
it steps through).
"""

from .._lazy import exports

__all__, __getattr__, __dir__ = exports(__name__, {
    name: ".base" for name in
    ("Explorer", "reading_dropdown", "show_figure", "render_png", "bars_html", "prob_html", "number_html",
     "FIGURE_DPI")})
