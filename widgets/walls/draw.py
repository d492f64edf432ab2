"""Drawing a Delayed Walls position on a BoardCanvas: floors, walls, countdowns, lights, trail, player, previews.

Cells get their background through ``BoardCanvas.set_cell``; everything else is a Canvas item tagged
``walls`` (plus a tag naming what it is: ``brick``, ``countdown``, ``light``, ``trail``, ``player``,
``preview``, ``hint``...) in one of the LAYERS; a layer is drawn again from ``cell_bbox`` only when what it
shows or the geometry changed, so a step costs a few Canvas items and the board follows resizing.
Nothing is told by colour alone: countdowns carry their number, lights are a star or an empty ring,
the start and exit carry S and E, the locked exit a keyhole.
"""

import math
import tkinter as tk
from dataclasses import dataclass

from gamepkg.walls import rules as walls
from widgets.board import board_font

VOID, VOID_EDGE = "#2e3338", "#3a4046"
FLOOR, FLOOR_EDGE = "#efe5cc", "#c9bc9b"
START_FILL, EXIT_FILL = "#d7ebc9", "#d3e2f2"
WALL_FILL, MORTAR = "#8b5a3c", "#cfa587"
# Countdown colours by moves left: 1 (a wall after your next move), 2, then 3 or more (calm). The last one
# serves any longer countdown, so changing walls.COUNTDOWN needs no new colours.
COUNTDOWN_FILLS = ("#eb8c70", "#f3bf7d", "#f4e4a3")
BADGE_FILLS = ("#b3261e", "#ffe0b8", "#fff7d6")
BADGE_TEXT = ("#ffffff", "#6b3200", "#5a4500")
LIGHT_FILL, LIGHT_EDGE, SPENT = "#ffcc1a", "#8a6a00", "#a39b84"
DOOR_OPEN, DOOR_LOCKED = "#2e8b57", "#7d848c"
TRAIL = "#4f83cc"
PLAYER_BODY, PLAYER_EDGE, PLAYER_FACE = "#1f5fbf", "#0d2f66", "#ffd7a8"
PREVIEW_OK, PREVIEW_BAD, HINT = "#1f6fd6", "#c0392b", "#e0a100"
TAG = "walls"
LAYERS = ("brick", "marks", "trail", "light", "badge", "preview", "hint", "player")  # bottom to top


@dataclass
class Scene:
    """What to draw: the position, the previewed direction (a MoveForecast) and the hinted move."""

    state: object
    preview: object = None
    hint: str | None = None


def countdown_colour(colours, left):
    """The colour of ``colours`` (most urgent first) for a floor ``left`` moves from becoming a wall."""
    return colours[min(left, len(colours)) - 1]


def star_points(cx, cy, outer, inner, points=5):
    """The corners of a star centred on (cx, cy), first point up."""
    corners = []
    for index in range(points * 2):
        radius = outer if index % 2 == 0 else inner
        angle = -math.pi / 2 + index * math.pi / points
        corners += [cx + radius * math.cos(angle), cy + radius * math.sin(angle)]
    return corners


class BoardPainter:
    """Paints Scenes on one BoardCanvas."""

    def __init__(self, board):
        """Remember the board and make the fonts that scale with its cells."""
        self.board = board
        self.letter_font = board_font(board, -10, "bold")
        self.badge_font = board_font(board, -10, "bold")
        # Tk frees a font no widget uses any more and looks it up again (fontconfig) at its next use: the badges
        # are drawn afresh at every step, so two labels that are never shown keep both fonts in use.
        self.font_keepers = [tk.Label(board, font=font) for font in (self.letter_font, self.badge_font)]
        self.font_cell = None
        self.signatures = {}
        self.layer_name = ""

    def reset(self):
        """Forget what is drawn (after the board deleted every item for a new grid)."""
        self.signatures = {}

    def tags(self, *names):
        """The tags of an item of the layer being drawn: the common tag, the layer's, then ``names``."""
        return (TAG, f"layer_{self.layer_name}") + names

    def layer(self, name, signature, draw):
        """Redraw layer ``name`` with ``draw()`` unless its ``signature`` (and the geometry) is unchanged."""
        key = (self.board.cell, self.board.origin, signature)
        if self.signatures.get(name) == key:
            return False
        self.board.delete(f"layer_{name}")
        self.signatures[name] = key
        self.layer_name = name
        draw()
        return True

    def paint(self, scene):
        """Draw ``scene``: cell backgrounds through the board's cache, then only the layers that changed."""
        board = self.board
        cell = board.cell
        if cell != self.font_cell:  # reconfiguring a font re-lays out every text using it: only on resize
            self.font_cell = cell
            self.letter_font.configure(size=-max(7, int(cell * 0.24)))
            self.badge_font.configure(size=-max(7, int(cell * 0.25)))
        state = scene.state
        level = state.level
        countdowns = walls.countdowns(state)
        for y in range(level.height):
            for x in range(level.width):
                self.paint_cell(state, (x, y), countdowns.get((x, y)))
        lights = [(place, taken) for place, taken in walls.light_cells(state) if place not in state.walls]
        changed = [
            self.layer("brick", (level, state.walls), lambda: [self.draw_bricks(place) for place in state.walls]),
            self.layer("marks", (level, walls.lights_left(state) == 0), lambda: self.draw_marks(state)),
            self.layer("trail", state.trail, lambda: self.draw_trail(state.trail)),
            self.layer("light", tuple(lights), lambda: [self.draw_light(*light) for light in lights]),
            self.layer("badge", state.queue, lambda: [self.draw_badge(*item) for item in state.queue]),
            self.layer("preview", scene.preview, lambda: self.draw_preview(scene.preview)),
            self.layer("hint", (state.player, scene.hint), lambda: self.draw_hint(state.player, scene.hint)),
            self.layer("player", (state.player, state.status), lambda: self.draw_player(state.player, state.status)),
        ]
        if any(changed):
            for name in LAYERS:
                board.tag_raise(f"layer_{name}")

    def paint_cell(self, state, cell, left):
        """The background of one cell."""
        kind = walls.cell_kind(state, cell)
        if kind == "void":
            self.board.set_cell(*cell, VOID, outline=VOID_EDGE)
        elif kind == "wall":
            self.board.set_cell(*cell, WALL_FILL, outline=MORTAR)
        elif kind == "start":
            self.board.set_cell(*cell, START_FILL, outline=FLOOR_EDGE)
        elif kind == "exit":
            self.board.set_cell(*cell, EXIT_FILL, outline=FLOOR_EDGE)
        else:
            fill = FLOOR if left is None else countdown_colour(COUNTDOWN_FILLS, left)
            self.board.set_cell(*cell, fill, outline=FLOOR_EDGE)

    def box(self, cell, inset=0.0):
        """The pixel box of ``cell`` shrunk by ``inset`` (a fraction of the cell) on every side."""
        x0, y0, x1, y1 = self.board.cell_bbox(*cell)
        pad = (x1 - x0) * inset
        return x0 + pad, y0 + pad, x1 - pad, y1 - pad

    def draw_bricks(self, cell):
        """Mortar lines that make a grown wall look like bricks (and unlike the empty void)."""
        x0, y0, x1, y1 = self.box(cell)
        size = x1 - x0
        width = max(1, int(size / 24))
        draw = self.board.create_line
        for row in range(1, 3):
            y = y0 + size * row / 3
            draw(x0, y, x1, y, fill=MORTAR, width=width, tags=self.tags("brick"))
        for row in range(3):
            offset = 0.5 if row % 2 else 0.25
            for column in (offset, offset + 0.5):
                if column < 1:
                    x = x0 + size * column
                    draw(x, y0 + size * row / 3, x, y0 + size * (row + 1) / 3, fill=MORTAR, width=width,
                         tags=self.tags("brick"))

    def draw_marks(self, state):
        """S on the start; a door with E on the exit, locked (keyhole, grey) until every light is taken."""
        level = state.level
        self.corner_letter(level.start, "S", "#2f6a22")
        x0, y0, x1, y1 = self.box(level.exit, 0.2)
        is_open = walls.lights_left(state) == 0
        colour = DOOR_OPEN if is_open else DOOR_LOCKED
        width = x1 - x0
        self.board.create_rectangle(x0 + width * 0.12, y0 + width * 0.05, x1 - width * 0.12, y1, fill=colour,
                                    outline="#1e2428", width=max(1, int(width / 20)), tags=self.tags("exit"))
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if is_open:
            self.board.create_line(cx - width * 0.18, cy, cx + width * 0.18, cy, arrow="last", fill="#ffffff",
                                   width=max(2, int(width / 10)), tags=self.tags("exit", "exit_open"))
        else:
            radius = width * 0.08
            self.board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, fill="#1e2428",
                                   outline="", tags=self.tags("exit", "exit_locked"))
            self.board.create_line(cx, cy, cx, cy + width * 0.22, fill="#1e2428", width=max(2, int(width / 14)),
                                   tags=self.tags("exit", "exit_locked"))
        self.corner_letter(level.exit, "E", "#173f6b")

    def corner_letter(self, cell, letter, colour):
        """A small letter in the top-left corner of ``cell``."""
        x0, y0, _x1, _y1 = self.box(cell, 0.06)
        self.board.create_text(x0 + 1, y0, text=letter, anchor="nw", fill=colour, font=self.letter_font,
                               tags=self.tags("letter"))

    def draw_trail(self, trail):
        """The last steps as a line with dots, older dots smaller."""
        centres = [self.board.cell_center(*cell) for cell in trail]
        cell = self.board.cell
        if len(centres) > 1:
            flat = [value for point in centres for value in point]
            self.board.create_line(*flat, fill=TRAIL, width=max(2, int(cell * 0.06)), capstyle="round",
                                   joinstyle="round", dash=(max(2, cell // 10), max(2, cell // 14)),
                                   tags=self.tags("trail"))
        for age, (cx, cy) in enumerate(reversed(centres[:-1]), start=1):
            radius = cell * (0.11 - 0.02 * age)
            self.board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, fill=TRAIL, outline="",
                                   tags=self.tags("trail"))

    def draw_light(self, cell, collected):
        """An uncollected light is a filled star; a collected one an empty dashed ring."""
        cx, cy = self.board.cell_center(*cell)
        size = self.board.cell
        if collected:
            radius = size * 0.2
            self.board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, outline=SPENT,
                                   width=max(1, int(size / 22)), dash=(3, 2), tags=self.tags("light", "light_taken"))
        else:
            self.board.create_polygon(*star_points(cx, cy, size * 0.34, size * 0.15), fill=LIGHT_FILL,
                                      outline=LIGHT_EDGE, width=max(1, int(size / 30)),
                                      tags=self.tags("light", "light_open"))

    def draw_badge(self, cell, left):
        """The countdown number in a round badge at the top-right corner of a floor that will become a wall."""
        x0, y0, x1, _y1 = self.box(cell, 0.04)
        size = self.board.cell
        radius = size * 0.17
        cx, cy = x1 - radius, y0 + radius
        self.board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius,
                               fill=countdown_colour(BADGE_FILLS, left), outline="#3b2a1a",
                               width=max(1, int(size / 30)), tags=self.tags("badge"))
        self.board.create_text(cx, cy, text=str(left), fill=countdown_colour(BADGE_TEXT, left),
                               font=self.badge_font,
                               tags=self.tags("countdown", f"countdown_{cell[0]}_{cell[1]}"))

    def draw_player(self, cell, status):
        """The walker: a blue body and a round face; it frowns when stranded."""
        cx, cy = self.board.cell_center(*cell)
        size = self.board.cell
        cx, cy = cx - size * 0.06, cy + size * 0.03  # a little off centre, clear of the countdown badge
        draw = self.board
        width = max(1, int(size / 28))
        draw.create_oval(cx - size * 0.2, cy - size * 0.02, cx + size * 0.2, cy + size * 0.36, fill=PLAYER_BODY,
                         outline=PLAYER_EDGE, width=width, tags=self.tags("player"))
        head = size * 0.16
        hy = cy - size * 0.16
        draw.create_oval(cx - head, hy - head, cx + head, hy + head, fill=PLAYER_FACE, outline=PLAYER_EDGE,
                         width=width, tags=self.tags("player"))
        eye = max(1.0, size * 0.025)
        for side in (-1, 1):
            ex = cx + side * head * 0.4
            draw.create_oval(ex - eye, hy - head * 0.25 - eye, ex + eye, hy - head * 0.25 + eye, fill=PLAYER_EDGE,
                             outline="", tags=self.tags("player"))
        mouth = head * 0.45
        bend = -1 if status in (walls.STRANDED, walls.COLLISION) else 1
        draw.create_line(cx - mouth, hy + head * 0.3, cx, hy + head * (0.3 + 0.3 * bend), cx + mouth,
                         hy + head * 0.3, smooth=True, fill=PLAYER_EDGE, width=max(1, width), tags=self.tags("player"))

    def draw_preview(self, found):
        """Frame the cell a previewed move aims at: blue when it would walk, red with a cross when blocked."""
        if found is None:
            return
        box = self.box(found.target, 0.05)
        size = self.board.cell
        width = max(2, int(size / 12))
        colour = PREVIEW_OK if found.accepted else PREVIEW_BAD
        self.board.create_rectangle(*box, outline=colour, width=width, tags=self.tags("preview"))
        if not found.accepted:
            x0, y0, x1, y1 = self.box(found.target, 0.28)
            for line in ((x0, y0, x1, y1), (x0, y1, x1, y0)):
                self.board.create_line(*line, fill=PREVIEW_BAD, width=width, tags=self.tags("preview"))
        for cell in found.matured:
            self.board.create_rectangle(*self.box(cell, 0.1), outline=PREVIEW_BAD, width=max(2, width // 2),
                                        dash=(4, 3), tags=self.tags("preview", "preview_grow"))

    def draw_hint(self, player, move):
        """An arrow from the player toward the hinted neighbour, and a gold frame on it."""
        if move is None:
            return
        target = walls.add(player, walls.DIRECTIONS[move])
        size = self.board.cell
        self.board.create_rectangle(*self.box(target, 0.04), outline=HINT, width=max(3, int(size / 9)),
                                    tags=self.tags("hint"))
        (px, py), (tx, ty) = self.board.cell_center(*player), self.board.cell_center(*target)
        self.board.create_line(px + (tx - px) * 0.35, py + (ty - py) * 0.35, px + (tx - px) * 0.8,
                               py + (ty - py) * 0.8, arrow="last", fill=HINT, width=max(3, int(size / 9)),
                               arrowshape=(size * 0.22, size * 0.26, size * 0.1), tags=self.tags("hint"))
