"""Drawing the Mischief Garden on a BoardCanvas: paths, flowers and their water, rock, entry, nest, roots, marks.

Everything is drawn from a view dict (``garden_display.seen_by`` or ``lab_view``), never from the full
state, so what the gardener may not see is simply not there. Every item carries the tag "garden" plus a
tag that says what it is ("path", "flower", "root", ...). Nothing is told by colour alone: blooms are
big flowers with a number, roots joined to the nest are solid with one letter, cut-off ones dashed with
another. Items are kept between paints in layers (``widgets.redraw``): a paint sends Tk only the items
that changed, and the curtain clears them all.
"""

from gamepkg.garden import rules as garden
from gamepkg.garden.display import shown_cell
from widgets.board import board_font
from widgets.redraw import CanvasItems, sync_cursor

GRASS = "#a9cf8c"
GRID = "#7d9a6a"
SAND, SAND_EDGE = "#ecd9a8", "#b49656"
ROCK, ROCK_EDGE = "#9a9690", "#4e4b47"
NEST, NEST_HOLE = "#8b5a2b", "#3b2412"
PETAL, PETAL_EDGE, HEART = "#f27fae", "#9c2f5e", "#ffd34d"
BUD, WILTED, STEM = "#f6b9cf", "#a89a87", "#3f7d2c"
DROP = "#2f7ad0"
ROOT_JOINED, ROOT_CUT = "#5b3416", "#6f6f6f"
DRAINED = "#b8321f"
PENDING, FORECAST, FLASH, LEGAL = "#e06a00", "#e06a00", "#7b2fbf", "#1f5c1f"
INK = "#24341f"
LAYERS = ("path", "rock", "nest", "entry", "flower", "root", "drained", "number", "overlay")   # bottom to top


def cell_xy(cell):
    """Board coordinates (x, y) of a cell number."""
    return cell % garden.SIZE, cell // garden.SIZE


class GardenPainter:
    """Draws views of the garden on a BoardCanvas, keeping its items between paints (only changes are sent)."""

    def __init__(self, board, translate):
        """Paint on ``board``; ``translate(key)`` gives the marks' letters in the current language."""
        self.board = board
        self.t = translate
        self.small_font = board_font(board, 8)
        self.label_font = board_font(board, 9, "bold")
        self.mark_font = board_font(board, 10, "bold")
        self.font_cell = None
        self.items = CanvasItems(board, LAYERS, lambda: (board.cell, board.origin))

    # ----- helpers -----
    def _fit_fonts(self):
        """Scale the fonts with the cell size (only when it changed: a font change lays out every text again)."""
        size = self.board.cell
        if size == self.font_cell:
            return
        self.font_cell = size
        self.small_font.configure(size=-max(7, int(size * 0.14)))
        self.label_font.configure(size=-max(7, int(size * 0.16)))
        self.mark_font.configure(size=-max(8, int(size * 0.2)))

    def _box(self, cell, inset=0.0):
        """The pixel box of ``cell`` shrunk by ``inset`` (a fraction of the cell size) on every side."""
        x0, y0, x1, y1 = self.board.cell_bbox(*cell_xy(cell))
        pad = (x1 - x0) * inset
        return x0 + pad, y0 + pad, x1 - pad, y1 - pad

    def _centre(self, cell):
        """The pixel centre of ``cell``."""
        return self.board.cell_center(*cell_xy(cell))

    def _root_point(self, cell):
        """Where a root node sits in ``cell``: left of the centre, clear of the flower and the water number."""
        cx, cy = self._centre(cell)
        return cx - self.board.cell * 0.25, cy + self.board.cell * 0.12

    def clear(self):
        """Remove every item of the board (the curtain is up: nothing may be read from the canvas)."""
        if self.board.find_all():       # (already empty: the curtain was drawn before)
            self.board.resize_grid(garden.SIZE, garden.SIZE)
            self.items.reset()

    # ----- painting -----
    def paint(self, view, overlay):
        """Draw ``view``; ``overlay`` holds legal, pending, forecast and flash cells (tuples of cell numbers)."""
        board, items = self.board, self.items
        self._fit_fonts()
        for cell in garden.CELLS:
            board.set_cell(*cell_xy(cell), GRASS, outline=GRID)
        items.begin()         # (after the cells: the first paint creates them under the layers)
        paths = frozenset(view["paths"])
        items.update("path", paths, lambda: [self._path(cell, paths) for cell in sorted(paths)])
        marks = tuple(self.t(f"garden.view.mark.{name}") for name in ("rock", "nest", "entry"))
        items.update(("rock", "nest", "entry"), marks, self._landmarks)
        water = tuple(view["water"])
        items.update("flower", water, lambda: [self._flower(flower, amount)
                                              for flower, amount in zip(garden.FLOWERS, water)])
        roots = (tuple(sorted(view["roots"])), frozenset(view["network"]), self.t("garden.view.mark.root_joined"),
                 self.t("garden.view.mark.root_cut")) if view["revealed"] else None
        items.update("root", roots, lambda: self._roots(view["roots"], set(view["network"])) if roots else None)
        drained = (tuple(view["drained"]), self.t("garden.view.mark.drained"))
        items.update("drained", drained, lambda: [self._drained(flower) for flower in view["drained"]])
        items.update("number", None, self._numbers)
        shown = tuple(tuple(overlay.get(name, ())) for name in ("legal", "forecast", "pending", "flash"))
        items.update("overlay", shown, lambda: self._overlay(overlay))
        sync_cursor(board)

    def _landmarks(self):
        """The rocks, the nest and the entry (drawn again only for a new size or language)."""
        for cell in garden.ROCKS:
            self._rock(cell)
        self._nest(garden.NEST)
        self._entry(garden.ENTRY)

    def _numbers(self):
        """The number of every cell in its top-left corner (counted from 1, as players count)."""
        for cell in garden.CELLS:
            x0, y0, _, _ = self._box(cell, 0.04)
            self.items.put("number", cell, "text", (x0 + 1, y0), text=str(shown_cell(cell)), anchor="nw", fill=INK,
                           font=self.small_font, tags=("garden", "number"))

    def _path(self, cell, paths):
        """A sandy path tile with strips to the neighbouring path tiles and a few pebbles."""
        size, put = self.board.cell, self.items.put
        cx, cy = self._centre(cell)
        half = size * 0.27
        put("path", (cell, "tile"), "rectangle", (cx - half, cy - half, cx + half, cy + half), fill=SAND,
            outline=SAND_EDGE, width=2, tags=("garden", "path"))
        for other in garden.neighbors(cell):
            if other in paths and other > cell:
                ox, oy = self._centre(other)
                put("path", (cell, "strip", other), "rectangle",
                    (min(cx, ox) - half + 2, min(cy, oy) - half + 2, max(cx, ox) + half - 2, max(cy, oy) + half - 2),
                    fill=SAND, outline="", tags=("garden", "path"))
        for index, (dx, dy) in enumerate(((-0.12, -0.1), (0.1, 0.02), (-0.04, 0.13))):
            px, py, r = cx + dx * size, cy + dy * size, max(1.5, size * 0.025)
            put("path", (cell, "pebble", index), "oval", (px - r, py - r, px + r, py + r), outline=SAND_EDGE,
                tags=("garden", "path"))

    def _rock(self, cell):
        """A grey boulder with its name."""
        x0, y0, x1, y1 = self._box(cell, 0.14)
        w, h = x1 - x0, y1 - y0
        points = (x0 + 0.2 * w, y0 + 0.15 * h, x0 + 0.65 * w, y0, x1, y0 + 0.4 * h, x1 - 0.1 * w, y1 - 0.15 * h,
                  x0 + 0.35 * w, y1 - 0.1 * h, x0, y0 + 0.55 * h)
        self.items.put("rock", (cell, "stone"), "polygon", points, fill=ROCK, outline=ROCK_EDGE, width=2,
                       tags=("garden", "rock"))
        cx, cy = self._centre(cell)
        self.items.put("rock", (cell, "name"), "text", (cx, cy + 0.05 * h), text=self.t("garden.view.mark.rock"),
                       fill="white", font=self.label_font, tags=("garden", "rock"))

    def _nest(self, cell):
        """The mole's mound with its hole and its name."""
        x0, y0, x1, y1 = self._box(cell, 0.12)
        w, h = x1 - x0, y1 - y0
        put = self.items.put
        put("nest", "mound", "oval", (x0, y0 + 0.25 * h, x1, y1), fill=NEST, outline=NEST_HOLE, width=2,
            tags=("garden", "nest"))
        put("nest", "hole", "oval", (x0 + 0.35 * w, y0 + 0.42 * h, x1 - 0.35 * w, y0 + 0.62 * h), fill=NEST_HOLE,
            outline="", tags=("garden", "nest"))
        cx, _ = self._centre(cell)
        put("nest", "name", "text", (cx, y1 - 0.12 * h), text=self.t("garden.view.mark.nest"), fill="white",
            font=self.label_font, tags=("garden", "nest"))

    def _entry(self, cell):
        """The garden gate: an arrow in from the left edge and its name."""
        x0, y0, x1, y1 = self._box(cell, 0.0)
        cy = (y0 + y1) / 2
        size = x1 - x0
        self.items.put("entry", "arrow", "line", (x0 + 2, cy, x0 + size * 0.3, cy), arrow="last",
                       width=max(2, size // 18), fill=INK, tags=("garden", "entry"))
        self.items.put("entry", "name", "text", ((x0 + x1) / 2, y1 - size * 0.1), text=self.t("garden.view.mark.entry"),
                       fill=INK, font=self.label_font, tags=("garden", "entry"))

    def _flower(self, cell, water):
        """A flower drawn by its water: 0 wilted, 1 a bud, 2 in bloom; drops and the number tell it too."""
        size, put = self.board.cell, self.items.put
        cx, cy = self._centre(cell)
        head_y = cy - size * 0.08
        tags = ("garden", "flower", f"water{water}")
        put("flower", (cell, "stem"), "line", (cx, head_y, cx, cy + size * 0.34), fill=STEM, width=max(2, size // 22),
            tags=tags)
        if water >= garden.MAX_WATER:
            petal, ring = size * 0.11, size * 0.13
            for index, (dx, dy) in enumerate(((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5),
                                              (-0.87, -0.5))):
                px, py = cx + dx * ring, head_y + dy * ring
                put("flower", (cell, "petal", index), "oval", (px - petal, py - petal, px + petal, py + petal),
                    fill=PETAL, outline=PETAL_EDGE, tags=tags)
            heart = size * 0.08
            put("flower", (cell, "heart"), "oval", (cx - heart, head_y - heart, cx + heart, head_y + heart),
                fill=HEART, outline=PETAL_EDGE, tags=tags)
        elif water == 1:
            bud = size * 0.09
            put("flower", (cell, "bud"), "oval", (cx - bud, head_y - bud * 1.4, cx + bud, head_y + bud), fill=BUD,
                outline=PETAL_EDGE, width=2, tags=tags)
        else:
            droop = size * 0.12
            put("flower", (cell, "droop"), "line", (cx, head_y, cx + droop, head_y + droop * 0.6), fill=WILTED,
                width=max(2, size // 22), tags=tags)
            bud = size * 0.06
            bx, by = cx + droop, head_y + droop * 0.9
            put("flower", (cell, "wilted"), "oval", (bx - bud, by - bud, bx + bud, by + bud), fill=WILTED,
                outline=INK, tags=tags)
        x0, _, x1, y1 = self._box(cell, 0.06)
        drop = size * 0.045
        for index in range(water):
            dx = x0 + drop * (1.2 + 2.6 * index)
            put("flower", (cell, "drop", index), "oval", (dx - drop, y1 - drop * 3, dx + drop, y1 - drop), fill=DROP,
                outline="", tags=("garden", "water"))
        put("flower", (cell, "water"), "text", (x1, y1), text=f"{water}/{garden.MAX_WATER}", anchor="se", fill=INK,
            font=self.mark_font, tags=("garden", "water"))

    def _drained(self, cell):
        """The badge of a flower the last drain took water from."""
        x0, y0, x1, _ = self._box(cell, 0.04)
        r = self.board.cell * 0.12
        cx, cy = x1 - r, y0 + r
        self.items.put("drained", (cell, "badge"), "oval", (cx - r, cy - r, cx + r, cy + r), fill=DRAINED,
                       outline="white", tags=("garden", "drained"))
        self.items.put("drained", (cell, "mark"), "text", (cx, cy), text=self.t("garden.view.mark.drained"),
                       fill="white", font=self.label_font, tags=("garden", "drained"))

    def _roots(self, roots, network):
        """Roots: solid lines and filled nodes when joined to the nest, dashed and hollow when cut off."""
        size, put = self.board.cell, self.items.put
        roots = set(roots)
        width = max(2, size // 14)
        for cell in sorted(roots):
            for other in garden.neighbors(cell):
                if other in roots and other > cell:
                    joined = cell in network and other in network
                    put("root", (cell, "link", other), "line", (*self._root_point(cell), *self._root_point(other)),
                        width=width, fill=ROOT_JOINED if joined else ROOT_CUT, dash=() if joined else (12, 8),
                        capstyle="round" if joined else "butt",
                        tags=("garden", "root", "joined" if joined else "cut_off"))
        r = size * 0.11
        for cell in sorted(roots - {garden.NEST}):
            joined = cell in network
            px, py = self._root_point(cell)
            status = "joined" if joined else "cut_off"
            put("root", (cell, "node"), "oval", (px - r, py - r, px + r, py + r),
                fill=ROOT_JOINED if joined else "white", outline=ROOT_JOINED if joined else ROOT_CUT, width=2,
                dash=() if joined else (3, 2),
                tags=("garden", "root", status))
            put("root", (cell, "mark"), "text", (px, py),
                text=self.t(f"garden.view.mark.root_{'joined' if joined else 'cut'}"),
                fill="white" if joined else ROOT_CUT, font=self.label_font, tags=("garden", "root", status))

    def _overlay(self, overlay):
        """Legal targets (thin dashed), the forecast area (dashed), the selection (thick), the computer's move."""
        board, put = self.board, self.items.put
        width = max(3, board.cell // 16)
        for cell in overlay.get("legal", ()):
            put("overlay", ("legal", cell), "rectangle", self._box(cell, 0.1), outline=LEGAL, dash=(2, 4), width=1,
                tags=("garden", "legal"))
        for cell in overlay.get("forecast", ()):
            put("overlay", ("forecast", cell), "rectangle", self._box(cell, 0.06), outline=FORECAST, dash=(6, 3),
                width=2, tags=("garden", "forecast"))
        for cell in overlay.get("pending", ()):
            put("overlay", ("pending", cell), "rectangle", self._box(cell, 0.13), outline=PENDING, width=width,
                tags=("garden", "pending"))
        for cell in overlay.get("flash", ()):
            x0, y0, x1, y1 = self._box(cell, 0.08)
            put("overlay", ("flash", cell), "rectangle", (x0, y0, x1, y1), outline=FLASH, dash=(2, 2), width=width,
                tags=("garden", "flash"))
            put("overlay", ("flash_mark", cell), "text", (x1 - 2, y0 + 2), text="!", anchor="ne", fill=FLASH,
                font=self.mark_font, tags=("garden", "flash"))
