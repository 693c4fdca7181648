"""Step through any playthrough: Next, Back, Reset, jumps (the next turn, round or roll, the end, step
N), the log, a picture with the newest step beside it, and a human's choice.

One stepper for everything on the play layer: a :class:`~edgekit.play.Playthrough` (a seeded
game, or a worked example turned into one), or a live :class:`~edgekit.play.Game` in which a
:class:`~edgekit.play.HumanPolicy` seat asks the reader to choose. It holds no rule state: each
change replays the game from its seed and the choices made so far (cached), and shows the first
``position`` steps.
"""

from __future__ import annotations

import html as _html
import itertools
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

import ipywidgets as w

from ..exact import as_seed
from ..play import Game, Playthrough, play
from ..play.follow import PAGE_HEAD, chance_text, chances_so_far, changes, marks, page_rows, verdict
from .base import Explorer, reading_dropdown

__all__ = ["Stepper", "WORKED_EXAMPLE_READINGS"]

#: The readings the worked examples' stepper offers (those that change a worked example).
WORKED_EXAMPLE_READINGS = ("natural_12", "sprawl_win", "sprawl_turn_actions", "patron_counts")


def _as_playthrough(x) -> Playthrough:
    if isinstance(x, Playthrough):
        return x
    from ..replay import Replay

    if isinstance(x, Replay):
        return Playthrough.from_replay(x)
    raise TypeError(f"source: a stepper shows a Playthrough, a Replay or a Game, not {type(x).__name__}")


def _frozen_policies(policies):
    """``policies`` as given, but a list or dict copied read-only (a caller's later edit of its
    list would otherwise change seats the cached playthroughs were not played with)."""
    if isinstance(policies, Mapping):
        return MappingProxyType(dict(policies))
    if isinstance(policies, list):
        return tuple(policies)
    return policies


_LOG_OPEN = ("<div style='max-height:26em;overflow-y:auto'><table class='edgekit-steps'>"
             f"<caption><small>the log, newest first</small></caption>{PAGE_HEAD}")
_LOG_CLOSE = "</table></div>"
_LOG_EMPTY = "<p>Press <b>Next</b> to start.</p>"


def _log(rows: Sequence[str]) -> str:
    """The log of the shown steps' rows (oldest first in ``rows``), newest first, in a box of its own
    height."""
    return f"{_LOG_OPEN}{''.join(reversed(rows))}{_LOG_CLOSE}" if rows else _LOG_EMPTY


def _log_parts(shown: int) -> list:
    """:func:`_log` of ``shown`` rows as pieces: text, and each row as its offset from the newest (0)."""
    return [_LOG_OPEN, *range(shown), _LOG_CLOSE] if shown else [_LOG_EMPTY]


def _jump_target(pt: Playthrough, position: int, mark: str) -> int:
    """Where a jump from ``position`` lands: the first step after it that has ``mark`` (a
    :class:`~edgekit.play.follow.StepMark` flag), else the last step."""
    return next((m.index for m in marks(pt)[position:] if getattr(m, mark)), len(pt))


#: The jump buttons, in order, and the mark each looks for (None: the End).
_JUMPS = (("Next turn", "new_turn"), ("Next round", "new_round"), ("Next roll", "roll"), ("End", None))


class Stepper(Explorer):
    """Press Next / Back / Reset to walk through a game, or jump: Next turn, Next round, Next roll (the
    next chance step), End, or type a step number; choose when a human seat is to act.

    ``source``: a :class:`~edgekit.play.Playthrough`; an :class:`edgekit.replay.Replay` (a worked
    example); a :class:`~edgekit.play.Game`, played live with ``seed`` and ``policies`` (as in
    :func:`edgekit.play.play`; a :class:`~edgekit.play.HumanPolicy` seat is asked to choose); or
    a mapping ``{label: any of these}`` picked from a dropdown. With ``readings`` (reading ids),
    each source may instead be a function ``build(**readings)`` returning one of these, and a
    dropdown per reading rebuilds it (as the worked examples' stepper does). ``picture(state) -> HTML``
    draws the state after the last shown step (default: the state's own ``picture()``).
    Back over a human choice takes the choice back (so does a jump back to an earlier step). A jump lands
    on the first step of the next turn, round or roll (turns and rounds from the states'
    :meth:`~edgekit.play.State.key_numbers`, :func:`edgekit.play.follow.marks`); the newest step is shown
    beside the picture, the log below it newest first. ``seed`` and ``policies`` are read-only
    afterwards (the playthroughs shown are cached under them). Tests call :meth:`next`, :meth:`back`,
    :meth:`reset`, :meth:`next_turn`, :meth:`next_round`, :meth:`next_roll`, :meth:`end`, :meth:`goto`
    and :meth:`choose` (the button handlers) directly.
    """

    title = "Step by step"

    def __init__(self, source, *, seed: int = 0, policies=None, readings: Sequence[str] = (),
                 picture: Callable | None = None, title: str | None = None):
        if title is not None and not isinstance(title, str):
            raise TypeError(f"title must be text (str) or None, not {title!r:.60}")
        if isinstance(source, Mapping):
            if not source:
                raise ValueError("source: give at least one playthrough to show")
            self._sources = dict(source)
        else:
            self._sources = {"": source}
        if isinstance(readings, str) or not isinstance(readings, Sequence):
            raise TypeError(f"readings must be a list of reading ids, not {readings!r}")
        from .. import readings as _readings

        for rid in readings:
            if not isinstance(rid, str) or rid not in {r.id for r in _readings.all()}:
                raise ValueError(f"readings: {rid!r} is not a registered reading id")
        self.reading_controls = {rid: reading_dropdown(rid) for rid in readings}
        for v in self._sources.values():
            if not isinstance(v, Game) and not (readings and callable(v)):
                _as_playthrough(v)  # refuse anything else now
        as_seed("seed", seed)  # as in edgekit.play.play
        if picture is not None and not callable(picture):
            raise TypeError(f"picture must be a function state -> HTML, not {picture!r}")
        self._seed, self._policies, self._picture = seed, _frozen_policies(policies), picture
        if title is not None:
            self.title = title
        labels = list(self._sources)
        self.pick = w.Dropdown(options=labels, value=labels[0], description="Show",
                               layout=w.Layout(display="none" if labels == [""] else None))
        self.controls = [self.pick, *self.reading_controls.values()]
        self.position = 0
        self.choices: list[int] = []
        self._played: OrderedDict = OrderedDict()
        self.next_button = w.Button(description="Next", icon="step-forward")
        self.back_button = w.Button(description="Back", icon="step-backward")
        self.reset_button = w.Button(description="Reset", icon="undo")
        small = w.Layout(width="auto")
        self.turn_button = w.Button(description="Next turn", icon="forward", layout=small)
        self.round_button = w.Button(description="Next round", icon="fast-forward", layout=small)
        self.roll_button = w.Button(description="Next roll", icon="dice", layout=small)
        self.end_button = w.Button(description="End", icon="step-forward", layout=small)
        self.step_box = w.IntText(value=0, description="Step", layout=w.Layout(width="9em"),
                                  style={"description_width": "initial"})
        self.jump_note = w.HTML()
        self.latest_html = w.HTML(layout=w.Layout(flex="1 1 20em", min_width="16em"))
        self._syncing = False
        self.choice = w.Dropdown(options=[], description="Your choice",
                                 style={"description_width": "initial"})
        self.choose_button = w.Button(description="Choose", icon="check", button_style="info")
        self.choice_box = w.HBox([self.choice, self.choose_button], layout=w.Layout(display="none"))
        self.picture_html = w.HTML()
        self.next_button.on_click(self.next)
        self.back_button.on_click(self.back)
        self.reset_button.on_click(self.reset)
        self.choose_button.on_click(self.choose)
        self.turn_button.on_click(self.next_turn)
        self.round_button.on_click(self.next_round)
        self.roll_button.on_click(self.next_roll)
        self.end_button.on_click(self.end)
        self.step_box.observe(self._typed, names="value")
        super().__init__()

    # ------------------------------------------------------------ fixed at construction
    # The playthroughs already shown are cached under the seed and policies they were played with,
    # so both are read-only: assigning them would be silently ignored. Make another Stepper instead.
    @property
    def seed(self) -> int:
        """The seed a live game is played with (read-only)."""
        return self._seed

    @seed.setter
    def seed(self, _value) -> None:
        raise AttributeError("seed is read-only: a Stepper plays the seed it was made with; "
                             "make a new Stepper(source, seed=...)")

    @property
    def policies(self):
        """The seats' policies a live game is played with, as given (a list kept as a tuple; read-only)."""
        return self._policies

    @policies.setter
    def policies(self, _value) -> None:
        raise AttributeError("policies is read-only: a Stepper plays the policies it was made with; "
                             "make a new Stepper(source, policies=...)")

    # ------------------------------------------------------------ the playthrough
    def playthrough(self) -> Playthrough:
        """The playthrough shown now (a live game is replayed with the choices so far)."""
        src = self._source()
        if not isinstance(src, Game):
            return _as_playthrough(src)
        key = (self.pick.value, self._readings(), tuple(self.choices))
        got = self._played.get(key)
        if got is None:
            got = self._played[key] = play(src, seed=self.seed, policies=self.policies,
                                           choices=self.choices)
            if len(self._played) > 128:
                self._played.popitem(last=False)
        return got

    def _readings(self) -> tuple:
        return tuple((rid, c.value) for rid, c in self.reading_controls.items())

    def _source(self):
        """The chosen source, built under the chosen readings if it is a function (cached)."""
        src = self._sources[self.pick.value]
        if not self.reading_controls or not callable(src) or isinstance(src, Game):
            return src
        key = ("built", self.pick.value, self._readings())
        got = self._played.get(key)
        if got is None:
            got = self._played[key] = src(**dict(self._readings()))
            if len(self._played) > 128:
                self._played.popitem(last=False)
        return got

    # ------------------------------------------------------------ handlers
    def _changed(self, _change=None):
        self.position, self.choices = 0, []  # another playthrough starts from the top
        self.update()

    def next(self, _button=None) -> None:
        """Show one more step (the Next button)."""
        self.position = min(self.position + 1, self.state.get("total", 0))
        self.update()

    def back(self, _button=None) -> None:
        """Hide the last shown step (the Back button); a human choice hidden is taken back."""
        self.position = max(self.position - 1, 0)
        self._take_back()
        self.update()

    def _take_back(self) -> None:
        """Take back the human choices made after the shown steps."""
        if self.choices:
            pt = self.playthrough()
            human = sum(1 for s in pt.steps[:self.position] if s.player is not None and s.player >= 0
                        and self._is_human(s.player))
            del self.choices[human:]

    # ------------------------------------------------------------ jumps
    def goto(self, step: int) -> None:
        """Show the first ``step`` steps (the Step box): a whole number from 0 to the steps played; going
        back takes back the human choices after it."""
        total = len(self.playthrough())
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f"step must be a whole number from 0 to {total}, not {step!r}")
        if not 0 <= step <= total:
            raise ValueError(f"step must be from 0 to {total} (the steps of this playthrough), not {step}")
        back = step < self.position
        self.position = step
        if back:
            self._take_back()
        self.update()

    def _jump(self, mark: str) -> None:
        """Show up to the first step after the shown ones that has ``mark`` (else up to the last)."""
        self.position = _jump_target(self.playthrough(), self.position, mark)
        self.update()

    def next_turn(self, _button=None) -> None:
        """Show up to the first step of the next turn (the Next turn button)."""
        self._jump("new_turn")

    def next_round(self, _button=None) -> None:
        """Show up to the first step of the next round (the Next round button; a game without rounds:
        the next turn)."""
        self._jump("new_round")

    def next_roll(self, _button=None) -> None:
        """Show up to the next step chance decides, a roll or a draw (the Next roll button)."""
        self._jump("roll")

    def end(self, _button=None) -> None:
        """Show every step (the End button; a live game stops where a human seat is to choose)."""
        self.position = len(self.playthrough())
        self.update()

    def _typed(self, change) -> None:
        if self._syncing:
            return
        try:
            self.goto(change["new"])
        except (ValueError, TypeError) as e:  # bad input: say what is allowed, keep the steps shown
            self.jump_note.value = (f"<span style='color:#b00'><b>Not allowed:</b> "
                                    f"{_html.escape(str(e))}</span>")

    def reset(self, _button=None) -> None:
        """Back to the start, every choice taken back (the Reset button)."""
        self.position, self.choices = 0, []
        self.update()

    def choose(self, _button=None, action: int | None = None) -> None:
        """Make the human seat's choice (the Choose button; ``action`` picks one directly)."""
        pt = self.playthrough()
        if pt.waiting is None or self.position < len(pt):
            raise ValueError("nobody is waiting to choose at this step")
        a = self.choice.value if action is None else action
        legal = pt.state.legal_actions()
        if a not in legal:
            raise ValueError(f"action must be one of {list(legal)}, not {a!r}")
        self.choices.append(a)
        self.position += 1
        self.update()

    def _is_human(self, player: int) -> bool:
        from ..play.run import _seats

        src = self._source()
        return isinstance(src, Game) and _seats(src, self.policies)[player].human

    # ------------------------------------------------------------ model and view
    def compute(self) -> dict:
        return self._state_at(self.playthrough(), self.position)

    def _state_at(self, pt: Playthrough, position: int) -> dict:
        """The state shown after the first ``position`` steps of ``pt`` (what :meth:`compute` returns)."""
        pos = min(position, len(pt))
        shown = pt.steps[:pos]
        chance = chances_so_far(pt)[pos]
        asking = pt.waiting is not None and pos == len(pt)
        if shown and shown[-1].state is not None:
            state = shown[-1].state
        else:
            state = pt.start
        options = ([(pt.state.action_label(a), a) for a in pt.state.legal_actions()] if asking else [])
        return {"readings": dict(self._readings()),
                "name": pt.name, "cite": pt.cite, "position": pos, "total": len(pt), "steps": shown,
                "playthrough": pt, "chance_so_far": chance, "asking": asking, "options": options,
                "state": state, "done": pos == len(pt) and pt.waiting is None,
                "returns": pt.returns if pos == len(pt) else (),
                "mismatches": [m for m in pt.check() if m.step <= pos]}

    def update(self) -> None:
        super().update()
        s = self.state
        if not hasattr(self, "next_button") or "error" in s:
            return
        self.next_button.disabled = s["position"] >= s["total"]
        for b in (self.turn_button, self.round_button, self.roll_button, self.end_button):
            b.disabled = self.next_button.disabled
        self._syncing = True   # the box follows the position; only a reader's typing jumps
        try:
            self.step_box.value = s["position"]
        finally:
            self._syncing = False
        self.jump_note.value = ""
        self.back_button.disabled = s["position"] <= 0
        self.reset_button.disabled = s["position"] <= 0 and not self.choices
        if s["asking"]:
            self.choice.options = s["options"]
            self.choice.value = s["options"][0][1]
        self.choice_box.layout.display = None if s["asking"] else "none"
        pic = self._picture_of(s)
        self.picture_html.value = pic
        self.latest_html.value = self._latest(s, keyed="edgekit-legend" in pic)

    def _picture_of(self, s: dict) -> str:
        """The picture of the state after the shown steps (HTML; "" if none)."""
        if s["state"] is None:
            return ""
        return (self._picture(s["state"]) if self._picture else s["state"].picture()) or ""

    def _latest(self, s: dict, keyed: bool = False) -> str:
        """The newest shown step beside the picture: what was done, the chance of its result, what changed."""
        pt: Playthrough = s["playthrough"]
        pos = s["position"]
        if not pos:
            return "<p><small>Nothing played yet.</small></p>"
        st = pt.steps[pos - 1]
        m = marks(pt)[pos - 1]
        where = f"round {m.round}, " if m.round is not None else ""
        chance = (f"<br>chance of this result: {chance_text(st.chance)}" if st.chance is not None else
                  f"<br><small>chosen from {len(st.options)}</small>" if st.options else "")
        changed = changes(pt)[pos - 1]
        out = (f"<div class='edgekit-latest' style='border-left:3px solid #3b6ea8;padding-left:8px'>"
               f"<small>step {pos}, {where}turn {m.turn}</small><br><b>{_html.escape(st.actor)}</b>: "
               f"{_html.escape(st.action)} <small>[{_html.escape(st.cite)}]</small><br>&rarr; "
               f"<b>{_html.escape(st.result)}</b>{chance}"
               + (f"<br><small>{_html.escape(changed)}</small>" if changed else ""))
        if s["done"] and s["returns"]:
            out += f"<p class='edgekit-verdict'><b>{_html.escape(verdict(pt))}</b></p>"
        legend = (s["state"].legend() if s["state"] is not None and hasattr(s["state"], "legend")
                  and not keyed else "")   # a picture that carries its own key gets no second one
        if legend:
            out += f"<p><small><b>Key:</b> {_html.escape(legend)}</small></p>"
        return out + "</div>"

    def render(self, s: dict) -> str:
        head, rows, tail = self._pieces(s)
        return head + _log(rows) + tail

    def _pieces(self, s: dict) -> tuple[str, list[str], str]:
        """The result's head, the log's rows shown (oldest first) and its tail: :meth:`render` puts the
        rows newest first between them; the website stores each row once (:meth:`static_views`)."""
        pt: Playthrough = s["playthrough"]
        head = (f"<p class='edgekit-result'><b>{_html.escape(s['name'])}</b>"
                f"{' (' + _html.escape(s['cite']) + ')' if s['cite'] else ''}: step {s['position']} of "
                f"{s['total']}{'+' if pt.waiting is not None else ''}. Chance of the line so far: "
                f"{chance_text(s['chance_so_far'])}</p>")
        if pt.summary:
            head += f"<p><small>{_html.escape(pt.summary)}</small></p>"
        tail = ""
        if s["asking"]:
            tail = (f"<p class='edgekit-ask'><b>Player {pt.waiting} to choose:</b> "
                    f"{_html.escape(pt.state.turn().action)}</p>")
        elif s["done"] and s["returns"]:
            tail = f"<p class='edgekit-returns'>Game over. {_html.escape(verdict(pt))}</p>"
        if s["mismatches"]:
            tail += ("<p style='color:#b00'>Printed numbers not reproduced: "
                     + "; ".join(map(str, s["mismatches"])) + "</p>")
        elif s["done"] and pt.replay is not None:
            tail += "<p style='color:#070'>Every printed number in this example is reproduced.</p>"
        return head, list(page_rows(pt)[:s["position"]]), tail

    # ------------------------------------------------------------ the website (no kernel)
    def static_views(self) -> dict | None:
        """Every step of every playthrough this stepper can show (each source, under each combination
        of its readings), for the website (:mod:`edgekit.widgets.static`): the controls, then a
        position with Back, Next, Reset and the jumps. Each log row, picture and result is stored
        once. None for a live game with a human seat: its steps depend on the reader's choices."""
        from .static import MAX_VIEWS, ViewsBuilder, control_spec, quiet

        if any(isinstance(src, Game) and self._has_human(src) for src in self._sources.values()):
            return None
        controls = [self.pick, *self.reading_controls.values()]
        specs, domains = [], []
        for name, c in zip(["pick", *self.reading_controls], controls):
            spec, domain = control_spec(c, name=name)
            if name == "pick" and list(self._sources) == [""]:
                spec["hidden"] = True
            specs.append(spec)
            domains.append(domain)
        start = [spec["value"] for spec in specs] + [self.position]
        specs.append({"name": "position", "label": "Step", "kind": "position", "value": self.position,
                      "jumps": [label for label, _ in _JUMPS]})
        before = ([c.value for c in controls], self.position, list(self.choices))
        views = ViewsBuilder(self.title, specs)
        with quiet(self):
            try:
                for combo in itertools.product(*domains):
                    for c, (_, v) in zip(controls, combo):
                        if c.value != v:
                            c.value = v
                    pt = self.playthrough()
                    if pt.waiting is not None or len(views) + len(pt) + 1 > MAX_VIEWS:
                        return None   # a seat waits for the reader's choice (a source built as a live game)
                    rows = [views.part(r) for r in page_rows(pt)]
                    for pos in range(len(pt) + 1):
                        s = self._state_at(pt, pos)
                        head, _, tail = self._pieces(s)
                        pic = self._picture_of(s)
                        seen = (f"<div class='edgekit-seen' style='display:flex;flex-flow:row wrap;gap:8px'>"
                                f"<div>{pic}</div><div style='flex:1 1 20em;min-width:16em'>"
                                f"{self._latest(s, keyed='edgekit-legend' in pic)}</div></div>")
                        log = _log_parts(pos)
                        parts = [views.part(seen), views.part(head), *(
                            rows[pos - 1 - k] if isinstance(k, int) else views.part(k) for k in log),
                            views.part(tail)]
                        jumps = [_jump_target(pt, pos, mark) if mark else len(pt) for _, mark in _JUMPS]
                        views.add([k for k, _ in combo] + [pos], parts, jumps)
            finally:
                for c, v in zip(controls, before[0]):
                    c.value = v
                self.position, self.choices = before[1], before[2]
                self.update()
        return views.build(start)

    def _has_human(self, game: Game) -> bool:
        from ..play.run import _seats

        return any(seat.human for seat in _seats(game, self.policies))

    @property
    def widget(self) -> w.Widget:
        head = [w.HTML(f"<h4>{_html.escape(self.title)}</h4>")] if self.title else []
        buttons = w.HBox([self.back_button, self.next_button, self.reset_button, self.turn_button,
                          self.round_button, self.roll_button, self.end_button, self.step_box],
                         layout=w.Layout(flex_flow="row wrap"))
        controls = w.HBox(self.controls, layout=w.Layout(flex_flow="row wrap"))
        seen = w.HBox([self.picture_html, self.latest_html], layout=w.Layout(flex_flow="row wrap"))
        return w.VBox([*head, controls, buttons, self.jump_note, self.choice_box, seen, self.html, self.out])

    @classmethod
    def worked_examples(cls, example: str | None = None,
                        readings: Sequence[str] = WORKED_EXAMPLE_READINGS, *, game: bool = False) -> Stepper:
        """The Edge City worked examples (:func:`edgekit.edge_city.worked_example`) in one stepper,
        with a dropdown for each of ``readings`` (the replay stepper's set by default), showing
        ``example`` (a key of ``edgekit.edge_city.EXAMPLE_KEYS``) first. With ``game=True`` each
        example is played through the whole game's rules instead
        (:func:`edgekit.edge_city.game_example`); one the game cannot yet play shows why, and no steps.

        Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3.
        """
        from ..edge_city import EXAMPLE_KEYS, game_example, worked_example

        if example is not None and example not in EXAMPLE_KEYS:
            raise ValueError(f"example must be one of {list(EXAMPLE_KEYS)}, not {example!r}")
        if not isinstance(game, bool):
            raise TypeError(f"game must be True or False, not {game!r}")
        if game:  # play each example once now, so that no later update pays for a first solve
            from ..edge_city import game_example_status

            game_example_status()

        def build(key):
            if not game:
                return lambda **rd: worked_example(key, **rd)

            def played(**rd):
                try:
                    return game_example(key, **rd)
                except ValueError as e:  # not yet playable in the game: say why, show no steps
                    rep = worked_example(key)
                    return Playthrough(f"{rep.name}, through the whole game", (), cite=rep.section,
                                       summary=str(e).removeprefix("key: "))
            return played

        labels = {f"{worked_example(k).name} ({worked_example(k).section})": k for k in EXAMPLE_KEYS}
        if example is not None:  # the chosen example first: the dropdown opens on it
            labels = dict(sorted(labels.items(), key=lambda kv: kv[1] != example))
        title = ("Worked examples through the whole game, step by step" if game
                 else "Worked examples, step by step")
        sources = {label: build(k) for label, k in labels.items()}
        if isinstance(readings, (tuple, list)) and not readings:  # no dropdowns: build each example once
            sources = {label: make() for label, make in sources.items()}
        return cls(sources, readings=readings, title=title)
