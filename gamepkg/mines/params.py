"""Minesweeper boards: a game's Params (size, mines, fixed layout, no-guess), presets, custom limits."""

import re
from dataclasses import dataclass

from gamepkg.i18n import Text
from gamepkg.mines import grid as mines_grid
from gamepkg.mines.ids import layout_from_hex, layout_to_hex
from gamepkg.rules import ParamsError, parse_ascii_int

MAX_SIDE = 1000            # the largest board a game ID may ask for
CUSTOM_MIN_SIDE = 5        # limits of the "custom board" dialog
CUSTOM_MAX_SIDE = 100
CUSTOM_MIN_MINES = 1
_PARAMS_PATTERN = re.compile(r"([1-9][0-9]{0,3})x([1-9][0-9]{0,3})n(0|[1-9][0-9]{0,6})(g|:([0-9A-Za-z]*))?")


@dataclass(frozen=True)
class Params:
    """A board: its size, its number of mines, and optionally a fixed layout or the no-guess wish."""

    width: int
    height: int
    mines: int
    layout: frozenset = None   # fixed mine cells {(x, y)}, or None for mines placed at the first open
    no_guess: bool = False     # random boards only: make the board solvable by logic alone

    def __post_init__(self):
        """Refuse parameters that cannot make a board (ValueError with the reason)."""
        for name in ("width", "height", "mines"):
            if type(getattr(self, name)) is not int:
                raise ValueError(f"{name} must be a whole number")
        if not (1 <= self.width <= MAX_SIDE and 1 <= self.height <= MAX_SIDE):
            raise ParamsError("mines.params.bad_size", most=MAX_SIDE)
        if not 0 <= self.mines <= self.width * self.height:
            raise ParamsError("mines.params.too_many_mines", width=self.width, height=self.height,
                              most=self.cells, mines=self.mines)
        if self.layout is not None:
            if not isinstance(self.layout, frozenset):
                raise ValueError("the layout must be a frozenset of (x, y) cells")
            if any(not (isinstance(c, tuple) and len(c) == 2 and self.on_board(*c)) for c in self.layout):
                raise ValueError("every mine of the layout must be a cell on the board")
            if len(self.layout) != self.mines:
                raise ParamsError("mines.params.layout_count", found=len(self.layout), mines=self.mines)
            if self.no_guess:
                raise ValueError("a fixed layout cannot also ask for a no-guess board")
        if type(self.no_guess) is not bool:
            raise ValueError("no_guess must be True or False")

    @property
    def cells(self):
        """How many cells the board has."""
        return self.width * self.height

    def on_board(self, x, y):
        """True when (x, y) is a cell of this board."""
        return type(x) is int and type(y) is int and 0 <= x < self.width and 0 <= y < self.height

    def encode(self):
        """Compact text: ``16x16n40``, ``16x16n40g`` (no-guess) or ``3x2n2:a4`` (fixed layout)."""
        text = f"{self.width}x{self.height}n{self.mines}"
        if self.layout is not None:
            if not hasattr(self, "_layout_text"):  # worked out once (a 1000x1000 layout is 250,000 digits)
                object.__setattr__(self, "_layout_text", layout_to_hex(self.width, self.height, self.layout))
            return text + ":" + self._layout_text
        return text + ("g" if self.no_guess else "")

    @classmethod
    def decode(cls, text):
        """Read ``encode()`` text back; ParamsError (a ValueError with a message id) for anything else."""
        match = _PARAMS_PATTERN.fullmatch(text) if isinstance(text, str) else None
        if not match:
            raise ParamsError("mines.params.shape")
        width, height, mines = (parse_ascii_int(match.group(i)) for i in (1, 2, 3))
        if not (width <= MAX_SIDE and height <= MAX_SIDE):
            raise ParamsError("mines.params.bad_size", most=MAX_SIDE)
        if mines > width * height:
            raise ParamsError("mines.params.too_many_mines", width=width, height=height, most=width * height,
                              mines=mines)
        if match.group(4) is None or match.group(4) == "g":
            return cls(width, height, mines, no_guess=match.group(4) == "g")
        layout = layout_from_hex(width, height, match.group(5))
        if len(layout) != mines:
            raise ParamsError("mines.params.layout_count", found=len(layout), mines=mines)
        params = cls(width, height, mines, layout=layout)
        object.__setattr__(params, "_layout_text", match.group(5))  # the one spelling of it: encode() gives it back
        return params


PRESETS = {
    "beginner": Params(9, 9, 10),
    "intermediate": Params(16, 16, 40),
    "expert": Params(30, 16, 99),
}
DEFAULT_PARAMS = PRESETS["beginner"]


def validate(width, height, mines):
    """Check the custom-board dialog's numbers: None when fine, else (message key, fields)."""
    values = {"width": width, "height": height, "mines": mines}
    for name, value in values.items():
        if isinstance(value, str):
            if not re.fullmatch(r"[0-9]{1,7}", value.strip()):
                return "mines.custom.not_number", {"field": Text(f"mines.custom.{name}", {})}
            values[name] = int(value.strip())
        elif type(value) is not int:
            return "mines.custom.not_number", {"field": Text(f"mines.custom.{name}", {})}
    for name in ("width", "height"):
        if not CUSTOM_MIN_SIDE <= values[name] <= CUSTOM_MAX_SIDE:
            return f"mines.custom.{name}_range", {"min": CUSTOM_MIN_SIDE, "max": CUSTOM_MAX_SIDE,
                                                  "value": values[name], "most": MAX_SIDE}
    most = values["width"] * values["height"] - safe_zone_cells()  # room for the first open's safe zone
    if not CUSTOM_MIN_MINES <= values["mines"] <= most:
        return "mines.custom.mines_range", {"min": CUSTOM_MIN_MINES, "max": most, "value": values["mines"]}
    return None


def custom_problems():
    """Every kind of problem ``validate`` gives the custom dialog, each with its widest numbers (seven digits typed,
    the most it reads): the dialog keeps room for the longest, so that an error never makes it grow."""
    typed = int("8" * 7)
    not_numbers = [validate(*["x" if field == name else CUSTOM_MIN_SIDE for field in ("width", "height", "mines")])
                   for name in ("width", "height", "mines")]
    return not_numbers + [validate(typed, CUSTOM_MIN_SIDE, CUSTOM_MIN_MINES), validate(CUSTOM_MIN_SIDE, typed, 1),
                          validate(CUSTOM_MAX_SIDE, CUSTOM_MAX_SIDE, typed)]


def custom_params(width, height, mines, no_guess=False):
    """Params for the custom dialog's numbers (ints or digit text); ParamsError when ``validate`` objects."""
    problem = validate(width, height, mines)
    if problem:
        raise ParamsError(problem[0], **problem[1])
    return Params(int(width), int(height), int(mines), no_guess=no_guess)


def safe_zone_cells():
    """How many cells ``safe_zone`` keeps free of mines around a first open in the middle of a big board."""
    return len(mines_grid.safe_zone(CUSTOM_MAX_SIDE, CUSTOM_MAX_SIDE, CUSTOM_MAX_SIDE // 2, CUSTOM_MAX_SIDE // 2, 0))
