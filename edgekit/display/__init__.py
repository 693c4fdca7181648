"""What the reader sees: one number style, labelled tables and computed sentences (issue 21).

Every result a notebook shows goes through this module, so that a reader never meets a Python
dump (``Fraction(3, 8)``, ``mappingproxy({...})``, ``<... at 0x...>``, a bare dict or tuple).

**The number style** (one function per kind of number, each giving a :class:`Shown`):

* :func:`prob`: a probability as a percentage beside its exact fraction, ``"37.5% (exact 3/8)"``;
  a fraction of more than :data:`MAX_DIGITS` digits is abbreviated,
  ``"≈ 58.9% (exact: 17-digit fraction)"``, with the exact value one step away (``.exact`` on
  the value; a ``title`` and a click-to-open ``<details>`` in HTML). Never dropped.
* :func:`number`: a mean or a count as a decimal, the exact value beside it or one step away
  (``"6.882 (exact: 20-digit fraction)"``, ``"1,234"``).
* a sympy expression with unknowns (either function): LaTeX in Markdown and HTML (typeset by
  MathJax), a readable formula in text (and in the HTML's hover title).
* a float (either function): labelled as an estimate, ``"≈ 44.8% (estimate)"``.
* :func:`exact` is the full exact text of any value (never abbreviated), :func:`value` picks the
  style for a value of unknown kind (numbers as :func:`number`, text as it is, a tuple as its
  items), the one Table cells and sentences use.

**Results**: :class:`Table` (a title, named columns, rows, an optional bar column of
probabilities, notes and a citation; HTML, Markdown, text and ``.to_csv(path)``), :class:`Text`
(a "What we learned" sentence computed from values: :func:`md`), and :func:`as_table` /
:func:`show`, which turn a mapping, a sequence of pairs or records, or any result with an
``as_table()`` method (:class:`edgekit.dist.Dist`, ...) into a labelled Table.

Core: imports no game and no widget (no IPython, no pandas: there is no ``to_frame()``).
Every value here is immutable.

>>> from fractions import Fraction
>>> print(prob(Fraction(3, 8)))
37.5% (exact 3/8)
>>> p = prob(Fraction(30608105139434645, 51998697814228992))
>>> print(p)
≈ 58.9% (exact: 17-digit fraction)
>>> p.exact
'30608105139434645/51998697814228992'
>>> print(md("The chance is {p:%}; on average {m} rolls.", p=Fraction(1, 6), m=Fraction(7, 2)))
The chance is 16.7% (exact 1/6); on average 3.5 (exact 7/2) rolls.
>>> print(as_table({"win": Fraction(3, 8), "lose": Fraction(5, 8)}, "A roll"))
A roll
outcome  probability
-------  -----------------
win      37.5% (exact 3/8)
lose     62.5% (exact 5/8)
"""

from .numbers import MAX_DIGITS, MAX_SHOWN_ROWS, Shown, exact, number, percent, prob, value
from .tables import Table, Text, as_table, md, show

__all__ = ["MAX_DIGITS", "MAX_SHOWN_ROWS", "Shown", "prob", "number", "percent", "exact", "value",
           "Table", "Text", "md", "as_table", "show"]
