"""What each Minesweeper cell looks like, and which cells a redraw must draw again.

``MinesLooks`` is mixed into MinesView (widgets/mines/view.py): ``look_at`` turns ``mines.cell_view`` codes
into colours and texts (a shown hint lights its cell and its proof), and ``draw_board`` draws only the cells
a move changed (``mines.changed_cells``), or every cell in view when anything else may have changed.
"""

from gamepkg.i18n import Text
from gamepkg.mines import rules as mines
from gamepkg.mines.text import event_message
from gamepkg.sentences import sentence_line
from widgets.mines.board import FLAG_TEXT

# Okabe-Ito based colours, told apart by colour-blind players; the digits carry the meaning anyway.
NUMBER_COLORS = {1: "#0072B2", 2: "#007a55", 3: "#D55E00", 4: "#332288", 5: "#882255",
                 6: "#117788", 7: "#000000", 8: "#555555"}
HIDDEN, OPENED, EXPLODED = "#b8bec6", "#f2f2f2", "#e8474f"
HINT_TARGET, HINT_SOURCE = "#ffe36e", "#bfe3ff"  # a hint's cell, and the numbers that prove it
CELL_LOOKS = {
    "hidden": (HIDDEN, "", "black"),
    "flag": (HIDDEN, FLAG_TEXT, "#c0001a"),
    "question": (HIDDEN, "?", "#222222"),
    "mine": (OPENED, "\u25cf", "black"),
    "exploded": (EXPLODED, "\u2739", "black"),
    "wrong_flag": (OPENED, "\u2717", "#c0001a"),
    "0": (OPENED, "", "black"),
}
RAISED = frozenset({"hidden", "flag", "question"})  # covered cells look raised (a bevel)


def look_of(code):
    """(background, text, text colour) of a ``mines.cell_view`` code."""
    if code in CELL_LOOKS:
        return CELL_LOOKS[code]
    number = int(code)
    return (OPENED, str(number), NUMBER_COLORS[number])


class MinesLooks:
    """The looks half of MinesView: cell looks, hint highlights, and drawing what changed.

    The view's build() calls ``start_looks()`` before its board draws anything.
    """

    def start_looks(self):
        """Nothing highlighted and nothing drawn yet."""
        self._marked = {}  # {cell: fill} of the shown hint, for look_at (set by draw_board)
        self._covered = False  # every cell drawn covered (paused, or a dialog open over a running game)
        self._drawn_from = None  # (state, covered, the board's full refreshes) of the last draw_board

    def look_at(self, x, y):
        """What the board shows on (x, y): (fill, text, text colour, raised); asked for the cells in view only."""
        if self._covered:
            return look_of("hidden") + (True,)
        code = mines.cell_view(self.session.state, x, y)
        fill, text, color = look_of(code)
        return self._marked.get((x, y), fill), text, color, code in RAISED

    def hint_highlights(self):
        """{cell: fill} of the hint on screen: its cell and the numbers that prove it ({} once the board changed)."""
        if self.shown_hint is None or self.shown_hint[0] is not self.session.state:
            return {}
        found = self.shown_hint[1]
        marked = {source: HINT_SOURCE for source in found.sources}
        if found.cell is not None:
            marked[found.cell] = HINT_TARGET
        return marked

    def draw_board(self, state):
        """Draw the board for ``state``: only the cells that changed since the last call when that is known."""
        marked, before = self.hint_highlights(), self._marked
        self._covered = self.board_covered()
        cells = None  # every cell in view
        drawn_from = self._drawn_from
        if drawn_from is not None and drawn_from[1:] == (self._covered, self.board.full_refreshes):
            cells = mines.changed_cells(drawn_from[0], state)
        if cells is not None:
            cells.update(cell for cell in marked.keys() | before.keys() if marked.get(cell) != before.get(cell))
        self._marked = marked
        self.board.refresh(cells)
        self._drawn_from = (state, self._covered, self.board.full_refreshes)

    def replay_move_status(self, before, move):
        """In a replay: what the move shown did, in the engine's event texts (and how the game ended, if it did)."""
        events = [Text(*event_message(event)) for event in self.session.state.events]
        if len(events) > 1 and self.session.status() != "playing":
            return sentence_line(events[0], events[-1])
        return events[0] if events else self.position_status()
