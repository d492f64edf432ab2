"""A made-up game that only tests register (tests/test_registry.py): its engine, its texts and its view.

Tally: two players take turns adding 1 or 2 to a count; whoever reaches the target wins. Moves are
``"1"`` and ``"2"``; Params encode as the target, e.g. ``"5"``.
"""

import sys
from dataclasses import dataclass
from tkinter import ttk

from gamepkg.rules import IllegalMove, parse_ascii_int
from widgets.game_view import GameView
from widgets.key_gate import bind_game_key

GAME = "tally"
MESSAGES = {
    "tally.title": ("たし算", "Tally"),
    "tally.preset.short": ("5 まで", "Up to 5"),
    "tally.preset.long": ("9 まで", "Up to 9"),
    "tally.help": ("1 か 2 を足して、先に目標に届いたほうの勝ちです。", "Add 1 or 2; who reaches the target wins."),
    "tally.idle": ("1 か 2 を押してください。", "Press 1 or 2."),
    "tally.count": ("{count} / {target}", "{count} of {target}"),
}


@dataclass(frozen=True)
class Params:
    """The number to reach."""

    target: int = 5

    def encode(self):
        """The target as text, e.g. ``"5"``."""
        return str(self.target)

    @classmethod
    def decode(cls, text):
        """Read a target of 1 to 20, written the one way (``"5"``, not ``"05"``); ValueError otherwise."""
        target = parse_ascii_int(text, max_digits=2)
        if not 1 <= target <= 20:
            raise ValueError(f"not a target: {text!r}")
        return cls(target)


@dataclass(frozen=True)
class State:
    """The count so far, whose turn it is (0 or 1) and the target."""

    count: int
    player: int
    target: int


DEFAULT_PARAMS = Params()
PRESETS = {"short": Params(5), "long": Params(9)}


def new_game(params, seed=0):
    """The count at 0, player 0 to move (the seed does not matter)."""
    return State(0, 0, params.target)


def status(state):
    """``playing`` until the target is reached, then the winner: ``won_0`` or ``won_1``."""
    return "playing" if state.count < state.target else f"won_{1 - state.player}"


def legal_moves(state):
    """"1" and "2" while playing (only "1" when 2 would pass the target)."""
    if status(state) != "playing":
        return []
    return ["1", "2"][:min(2, state.target - state.count)]


def apply(state, move):
    """Add the move's number and pass the turn; IllegalMove for anything else."""
    if status(state) != "playing":
        raise IllegalMove("game_over")
    if move not in legal_moves(state):
        raise IllegalMove("bad_move")
    return State(state.count + int(move), 1 - state.player, state.target)


class TallyView(GameView):
    """The count as a line of text."""

    engine = sys.modules[__name__]
    idle_status = "tally.idle"

    def build(self):
        """One label that takes the keys 1 and 2 (game keys: with Ctrl or Alt they are the menus')."""
        self.label = ttk.Label(self, takefocus=1)
        self.label.pack()
        for key in "12":
            bind_game_key(self.label, f"<KeyPress-{key}>", lambda event, key=key: self.play(key))

    def focus_default(self):
        """The keys go to the label."""
        self.label.focus_set()

    def redraw(self):
        """Show the count."""
        state = self.session.state
        self.label.configure(text=self.t("tally.count", count=state.count, target=state.target))
