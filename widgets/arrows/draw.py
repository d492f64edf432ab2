"""Arrow Rotation drawing: arrow shapes, the frames of an animated walk, and the board painter.

The painter draws a ``Scene`` (what the board shows right now) on a BoardCanvas: cell backgrounds
through ``set_cell``, one polygon per arrow, and overlay items (legal-cell dots, the direction chooser,
turn badges, the walk's stop) under the tag ``overlay``. Items are kept between paints in layers
(``widgets.redraw``): an arrow is moved only when its angle or cell changes, an overlay item only when
it changes.
"""

import math
from dataclasses import dataclass, field

from gamepkg.arrows import rules as arrows
from widgets.board import board_font
from widgets.redraw import CanvasItems

# the arrow, pointing right, in cell units around the cell's centre
ARROW_SHAPE = ((-0.34, -0.085), (0.05, -0.085), (0.05, -0.25), (0.38, 0.0), (0.05, 0.25), (0.05, 0.085),
               (-0.34, 0.085))
CHEVRON_SHAPE = ((0.30, -0.1), (0.44, 0.0), (0.30, 0.1))

CENTRE_ZONE = 0.12  # clicks this close to a cell's middle (a share of its width) choose no side

EMPTY_FILL = "#efe9dc"
LEGAL_FILL = "#dcebcf"
ARROW_FILL = "#fbf8f1"
VISITED_FILL = "#fde7b0"
CURRENT_FILL = "#ffc94d"
SELECTED_FILL = "#cfe3ff"
HINT_FILL = "#fff0a0"
GRID = "#8c8578"
ARROW_COLOR = "#2e3b4e"
CURRENT_ARROW_COLOR = "#a33b00"
GHOST_COLOR = "#1f6fd6"
DOT_COLOR = "#4f7f31"
BADGE_COLOR = "#8a3b00"
STOP_COLOR = "#b00020"
CHOOSER_LINE = "#6f9fd8"
CHOOSER_ACTIVE = "#9cc4f5"
LAYERS = ("arrow", "dot", "chooser", "stop", "walkframe", "badge")   # bottom to top: no mark covers a label
# the screen angle of each direction in degrees (y grows downwards, so 90 is down), from the engine's steps
DIRECTION_ANGLES = tuple(math.degrees(math.atan2(dy, dx)) % 360 for dx, dy in arrows.STEPS)
QUARTER = 90.0  # degrees in a quarter turn
TURN_SYMBOLS = {"clockwise": "\u21bb", "counterclockwise": "\u21ba", "half": "\u21c5"}  # ↻ ↺ ⇅


@dataclass
class Scene:
    """Everything the board shows at one moment (cells are (x, y) tuples)."""

    rows: tuple  # rows[y][x]: the arrow's angle in degrees (0 right, 90 down, ...) or None when empty
    legal: frozenset = frozenset()
    selected: tuple = None
    chooser_direction: int = None
    ghost: tuple = None  # (x, y, direction) of the arrow being previewed
    counts: dict = field(default_factory=dict)  # cell -> how many times its arrow turns (turned)
    current: tuple = None  # the cell the walk is on now
    stop: tuple = None  # (cell, off_board) where the walk ends
    hint: tuple = None


@dataclass
class WalkFrame:
    """One picture of an animated walk: the arrows' angles, the focus cell and the points so far."""

    rows: tuple
    current: tuple
    counts: dict
    points: int
    finished: bool = False


def angle_rows(board):
    """Angles in degrees of a board of directions (EMPTY -> None), as a list of lists."""
    return [[None if value == arrows.EMPTY else DIRECTION_ANGLES[value] for value in row] for row in board]


def turn_sweep():
    """The degrees one turn of the walk sweeps on screen: the engine's TURN_STEP quarters (+ is clockwise)."""
    return arrows.TURN_STEP * QUARTER


def turn_sense():
    """Which way the engine turns arrows: "clockwise", "counterclockwise" or "half" (asked of arrows.turned)."""
    return {arrows.DOWN: "clockwise", arrows.UP: "counterclockwise", arrows.LEFT: "half"}[arrows.turned(arrows.RIGHT)]


def turn_symbol():
    """The symbol of a turn on the board and in the legend: ↻ clockwise, ↺ counter-clockwise."""
    return TURN_SYMBOLS[turn_sense()]


def walk_frames(board, walk, rotation_steps):
    """Yield the WalkFrames of ``walk`` starting from ``board`` (the board before the arrow was placed)."""
    rows = angle_rows(board)
    rows[walk.y][walk.x] = DIRECTION_ANGLES[walk.direction]
    sweep = turn_sweep()
    counts, points = {}, 0

    def snapshot(current, finished=False):
        """A frozen copy of the walk as it is now."""
        return WalkFrame(tuple(tuple(row) for row in rows), current, dict(counts), points, finished)

    yield snapshot((walk.x, walk.y))
    steps = max(1, rotation_steps)
    for turn in walk.turns:
        cell = (turn.x, turn.y)
        yield snapshot(cell)
        for step in range(1, steps + 1):
            if step == steps:
                rows[turn.y][turn.x] = DIRECTION_ANGLES[turn.after]
                counts[cell] = counts.get(cell, 0) + 1
                points += 1
            else:
                rows[turn.y][turn.x] = DIRECTION_ANGLES[turn.before] + sweep * step / steps
            yield snapshot(cell)
    yield snapshot(None, finished=True)


def turn_counts(walk):
    """{cell: how many times the walk turns its arrow}."""
    counts = {}
    for turn in walk.turns:
        counts[(turn.x, turn.y)] = counts.get((turn.x, turn.y), 0) + 1
    return counts


def edge_cell(cell, rows):
    """The board cell next to ``cell`` (just off the board of ``rows``), where a walk left the board from."""
    x, y = cell
    return min(max(x, 0), len(rows[0]) - 1), min(max(y, 0), len(rows) - 1)


def rotated(shape, bbox, angle, scale=1.0):
    """The flat point list of ``shape`` (cell units) turned by ``angle`` degrees inside ``bbox``."""
    x0, y0, x1, y1 = bbox
    cx, cy, size = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) * scale
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    points = []
    for px, py in shape:
        points += [cx + (px * cos - py * sin) * size, cy + (px * sin + py * cos) * size]
    return points


def triangle_points(bbox, direction):
    """The triangle of ``bbox`` between its centre and the edge that ``direction`` points to."""
    x0, y0, x1, y1 = bbox
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    edges = {arrows.RIGHT: (x1, y0, x1, y1), arrows.DOWN: (x1, y1, x0, y1),
             arrows.LEFT: (x0, y1, x0, y0), arrows.UP: (x0, y0, x1, y0)}
    return [cx, cy, *edges[direction]]


def direction_at(bbox, px, py):
    """The direction of the cell's triangle under pixel (px, py): the side nearest to the pointer; None in the
    middle of the cell (CENTRE_ZONE), so that a double click on a cell picks it and places nothing."""
    x0, y0, x1, y1 = bbox
    dx, dy = px - (x0 + x1) / 2, py - (y0 + y1) / 2
    if max(abs(dx), abs(dy)) < CENTRE_ZONE * (x1 - x0):
        return None
    if abs(dx) >= abs(dy):
        return arrows.RIGHT if dx >= 0 else arrows.LEFT
    return arrows.DOWN if dy >= 0 else arrows.UP


class BoardPainter:
    """Draws Scenes on a BoardCanvas, keeping its items between paints and touching only what changed."""

    def __init__(self, board):
        """Paint on ``board``."""
        self.board = board
        self.badge_font = board_font(board, 8, "bold")
        self.font_cell = None
        self.angles = {}
        self.items = CanvasItems(board, LAYERS, lambda: (board.cell, board.origin, board.cols, board.rows))

    def reset(self):
        """Forget every item (after the board's grid was rebuilt)."""
        self.angles = {}
        self.items.reset()

    def paint(self, scene):
        """Draw ``scene``: backgrounds, arrows, then the overlays on top (only what changed)."""
        board, items = self.board, self.items
        if board.cell != self.font_cell:  # a font change lays out every text again: only on resize
            self.font_cell = board.cell
            self.badge_font.configure(size=-max(7, int(board.cell * 0.26)))
        for y, row in enumerate(scene.rows):
            for x, angle in enumerate(row):
                board.set_cell(x, y, self.fill_of(scene, (x, y), angle), "", outline=GRID)
        items.begin()         # (after the cells: the first paint creates them under the layers)
        items.update("arrow", (scene.rows, scene.current), lambda: self.draw_arrows(scene))
        items.update("dot", (scene.legal, scene.selected), lambda: self.draw_dots(scene))
        items.update("chooser", (scene.selected, scene.chooser_direction, scene.ghost),
                     lambda: self.draw_chooser(scene))
        items.update("badge", tuple(scene.counts.items()), lambda: self.draw_badges(scene))
        items.update("stop", (scene.stop, self.stop_label(scene)), lambda: self.draw_stop(scene))
        items.update("walkframe", scene.current, lambda: self.draw_current(scene))

    @staticmethod
    def fill_of(scene, cell, angle):
        """The background of ``cell`` in ``scene``."""
        if cell == scene.selected:
            return SELECTED_FILL
        if cell == scene.current:
            return CURRENT_FILL
        if cell in scene.counts:
            return VISITED_FILL
        if cell == scene.hint:
            return HINT_FILL
        if angle is not None:
            return ARROW_FILL
        return LEGAL_FILL if cell in scene.legal else EMPTY_FILL

    def draw_arrows(self, scene):
        """One polygon per arrow, turned to its angle; the arrow the walk is on in its own colour."""
        self.angles = {}
        for y, row in enumerate(scene.rows):
            for x, angle in enumerate(row):
                if angle is not None:
                    color = CURRENT_ARROW_COLOR if (x, y) == scene.current else ARROW_COLOR
                    self.items.put("arrow", (x, y), "polygon", rotated(ARROW_SHAPE, self.board.cell_bbox(x, y), angle),
                                   fill=color, outline=color, tags=("arrow",))
                    self.angles[(x, y)] = angle

    def arrow_angle(self, cell):
        """The angle the arrow of ``cell`` is drawn at, or None (for tests)."""
        return self.angles.get(cell)

    def draw_dots(self, scene):
        """A dot in every cell where the player to move may place an arrow."""
        radius = max(3, self.board.cell // 11)
        for cell in scene.legal:
            if cell == scene.selected:
                continue
            cx, cy = self.board.cell_center(*cell)
            self.items.put("dot", cell, "oval", (cx - radius, cy - radius, cx + radius, cy + radius), fill=DOT_COLOR,
                           outline="", tags=("overlay", "legal"))

    def draw_chooser(self, scene):
        """The four side triangles of the selected cell, the active one filled, and the previewed arrow."""
        if scene.selected is None:
            return
        put = self.items.put
        bbox = self.board.cell_bbox(*scene.selected)
        for direction in arrows.DIRECTIONS:
            active = direction == scene.chooser_direction
            put("chooser", ("side", direction), "polygon", triangle_points(bbox, direction),
                fill=CHOOSER_ACTIVE if active else "", outline=CHOOSER_LINE, tags=("overlay", "chooser"))
            if not active:
                put("chooser", ("chevron", direction), "line",
                    rotated(CHEVRON_SHAPE, bbox, DIRECTION_ANGLES[direction]),
                    fill=GHOST_COLOR, width=max(1, self.board.cell // 20), tags=("overlay", "chooser"))
        if scene.ghost is not None:
            x, y, direction = scene.ghost
            put("chooser", "ghost", "polygon",
                rotated(ARROW_SHAPE, self.board.cell_bbox(x, y), DIRECTION_ANGLES[direction]),
                fill=GHOST_COLOR, outline="white", tags=("overlay", "ghost"))
        x0, y0, x1, y1 = bbox
        put("chooser", "selection", "rectangle", (x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=GHOST_COLOR,
            width=max(2, self.board.cell // 14), tags=("overlay", "selection"))

    def draw_badges(self, scene):
        """A small "↻n" in the corner of every arrow that turns n times (↺n when the rule turns the other way)."""
        for cell, count in scene.counts.items():
            self.items.put("badge", cell, "text", self.badge_corner(cell), text=self.badge_text(count), anchor="ne",
                           fill=BADGE_COLOR, font=self.badge_font, tags=("overlay", "badge"))

    @staticmethod
    def badge_text(count):
        """The label of an arrow that turns ``count`` times: "↻2"."""
        return f"{turn_symbol()}{count}"

    def badge_corner(self, cell):
        """The top right corner of the label of ``cell`` (inside the cell)."""
        x0, y0, x1, y1 = self.board.cell_bbox(*cell)
        return x1 - 3, y0 + 2

    def badge_box(self, cell, count):
        """The pixel box (x0, y0, x1, y1) the label "↻count" of ``cell`` takes."""
        right, top = self.badge_corner(cell)
        return (right - self.badge_font.measure(self.badge_text(count)), top, right,
                top + self.badge_font.metrics("linespace"))

    @staticmethod
    def stop_label(scene):
        """The turn count labelled on the cell a walk left the board from (its bar keeps clear of it), or None."""
        if scene.stop is None or not scene.stop[1]:
            return None
        return scene.counts.get(edge_cell(scene.stop[0], scene.rows))

    def draw_stop(self, scene):
        """Where the walk ends: a cross on the empty cell, or a bar on the board's edge."""
        if scene.stop is None:
            return
        (x, y), off_board = scene.stop
        width = max(2, self.board.cell // 10)
        if not off_board:
            x0, y0, x1, y1 = self.board.cell_bbox(x, y)
            pad = self.board.cell * 0.3
            for index, line in enumerate(((x0 + pad, y0 + pad, x1 - pad, y1 - pad),
                                          (x0 + pad, y1 - pad, x1 - pad, y0 + pad))):
                self.items.put("stop", index, "line", line, fill=STOP_COLOR, width=width, tags=("overlay", "stop"))
            return
        inside = edge_cell((x, y), scene.rows)
        x0, y0, x1, y1 = self.board.cell_bbox(*inside)
        count = self.stop_label(scene)
        label = self.badge_box(inside, count) if count is not None else None
        clear = width + 2  # half the bar's thickness (2 * width) and a little air
        if x < 0 or x >= self.board.cols:
            edge = x0 if x < 0 else x1
            top = y0 + 3
            if label is not None and edge - clear < label[2] and label[0] < edge + clear:
                top = min(label[3] + clear, y1 - 3 - width)  # below the label
            line = (edge, top, edge, y1 - 3)
        else:
            edge = y0 if y < 0 else y1
            right = x1 - 3
            if label is not None and edge - clear < label[3] and label[1] < edge + clear:
                right = max(label[0] - clear, x0 + 3 + width)  # left of the label
            line = (x0 + 3, edge, right, edge)
        self.items.put("stop", "edge", "line", line, fill=STOP_COLOR, width=width * 2, tags=("overlay", "stop"))

    def draw_current(self, scene):
        """A thick frame around the cell the walk is on."""
        if scene.current is None:
            return
        x0, y0, x1, y1 = self.board.cell_bbox(*scene.current)
        self.items.put("walkframe", "frame", "rectangle", (x0 + 1, y0 + 1, x1 - 1, y1 - 1),
                       outline=CURRENT_ARROW_COLOR, width=max(2, self.board.cell // 12), tags=("overlay", "walkframe"))
