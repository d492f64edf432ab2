"""The Minesweeper board: raised covered cells, drawn flags, and cells that open on mouse release.

As in Microsoft Minesweeper and GNOME Mines, pressing the left button only makes the cell under the
pointer look pressed; dragging moves the pressed look; releasing opens the cell. Releasing off the
board, or on an opened cell, opens nothing. A chord (both buttons at once, or a press on an opened
number) shows the covered neighbours pressed until the release, which then chords. Right clicks and
the keyboard (Space, Enter, F) still act at once.
"""

import tkinter.font as tkfont

from widgets.board import GRID_COLOR, BoardCanvas

LIGHT_EDGE, DARK_EDGE = "#eef0f3", "#6c737c"   # the bevel of a covered (raised) cell
PRESSED_FILL = "#d3d7dc"                          # a covered cell held down by the mouse
FLAG_TEXT = "\u2691"                              # cells showing this text get a drawn flag
FLAG_POLE = "#222222"
OTHER_BUTTONS = 0x200 | 0x400                     # event.state bits of buttons 2 and 3 (right on X11, macOS)
COORD_COLOR = "#444444"
LABEL_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500)  # show every n-th coordinate when cells are small


def bevel_polygons(x0, y0, x1, y1, width):
    """The light (top-left) and dark (bottom-right) bands of a raised box, as two point lists."""
    light = (x0, y0, x1, y0, x1 - width, y0 + width, x0 + width, y0 + width, x0 + width, y1 - width, x0, y1)
    dark = (x1, y1, x0, y1, x0 + width, y1 - width, x1 - width, y1 - width, x1 - width, y0 + width, x1, y0)
    return light, dark


def flag_shapes(x0, y0, x1, y1):
    """Pole, base and cloth of a flag filling a cell about as tall as a digit: three point lists."""
    size = x1 - x0
    left, top, bottom = x0 + size * 0.34, y0 + size * 0.18, y0 + size * 0.82
    pole = (left + size * 0.1, top, left + size * 0.1, bottom)
    base = (left - size * 0.06, bottom, x0 + size * 0.74, bottom)
    cloth = (left + size * 0.1, top, x0 + size * 0.78, top + size * 0.17, left + size * 0.1, top + size * 0.36)
    return pole, base, cloth


class MinesBoard(BoardCanvas):
    """A BoardCanvas with raised covered cells, drawn flags and open-on-release mouse input.

    ``is_opened(x, y)`` tells whether a cell is open (a press there starts a chord);
    ``press_cells(x, y, chord)`` gives the cells to show pressed while the button is held there.
    """

    def __init__(self, parent, cols, rows, *, is_opened, press_cells, **options):
        """Build the board; the other options are BoardCanvas's."""
        self.is_opened, self.press_cells = is_opened, press_cells
        self._extras = {}          # (x, y) -> Canvas items of the bevel or the flag
        self._wanted = {}          # (x, y) -> the look the view asked for
        self._press = None         # while the left button is down: {"chord": True for a chord}
        self.pressed = frozenset()  # the cells drawn pressed now
        self._view_on_resize = options.pop("on_resize", None)
        self.coordinates = False    # row and column numbers around the board (Options > Show Coordinates)
        self._plain_margin = options.get("margin", 4)
        super().__init__(parent, cols, rows, on_resize=self._place_extras, **options)
        self.label_font = tkfont.Font(self, family="TkDefaultFont", size=-11)

    # ----- drawing -----
    def resize_grid(self, cols, rows):
        """Start over with a new grid size (deletes every item, forgets any press); the view redraws."""
        self._extras, self._wanted = {}, {}
        self._press, self.pressed = None, frozenset()
        super().resize_grid(cols, rows)
        self._draw_coordinates()

    def show_coordinates(self, visible):
        """Put column numbers above and row numbers left of the board (from 1, as hints count), or not."""
        self.coordinates = visible
        self.margin = self._coordinate_room() if visible else self._plain_margin
        self.resize_grid(self.cols, self.rows)

    def _coordinate_room(self):
        """The margin that holds the widest coordinate label."""
        self.label_font.configure(size=tkfont.nametofont("TkDefaultFont").cget("size"))
        return self.label_font.measure(str(max(self.cols, self.rows, 10))) + 10

    def _draw_coordinates(self):
        """(Re)draw the coordinate labels along the top and the left of the grid."""
        self.delete("coord")
        if not self.coordinates:
            return
        self.label_font.configure(size=tkfont.nametofont("TkDefaultFont").cget("size"))  # follows the zoom
        widest = self.label_font.measure(str(max(self.cols, self.rows))) + 4
        step = next((step for step in LABEL_STEPS if step * self.cell >= widest), LABEL_STEPS[-1])
        ox, oy = self.origin
        for x in sorted({0} | set(range(step - 1, self.cols, step))):
            cx = self.cell_center(x, 0)[0]
            self.create_text(cx, oy - 3, text=str(x + 1), anchor="s", fill=COORD_COLOR, font=self.label_font,
                             tags=("coord", "coord_column"))
        for y in sorted({0} | set(range(step - 1, self.rows, step))):
            cy = self.cell_center(0, y)[1]
            self.create_text(ox - 4, cy, text=str(y + 1), anchor="e", fill=COORD_COLOR, font=self.label_font,
                             tags=("coord", "coord_row"))

    def set_cell(self, x, y, fill, text="", text_color="black", outline=GRID_COLOR, raised=False):
        """Show cell (x, y): background, text (a flag is drawn), colour, and a raised bevel if covered."""
        self._wanted[(x, y)] = (fill, text, text_color, outline, raised)
        self._paint(x, y)

    def _paint(self, x, y):
        """Draw cell (x, y) as the view wants it, or pressed while the mouse holds it down."""
        look = self._wanted.get((x, y))
        if look is None:
            return
        if (x, y) in self.pressed:
            look = (PRESSED_FILL, "", "black", look[3], False)
        if self._drawn.get((x, y)) == look:
            return
        fill, text, text_color, outline, raised = look
        super().set_cell(x, y, fill, "" if text == FLAG_TEXT else text, text_color, outline)
        self._drawn[(x, y)] = look
        self._draw_extras(x, y)

    def _draw_extras(self, x, y):
        """(Re)draw the bevel and the flag of cell (x, y) from its drawn look."""
        for item in self._extras.pop((x, y), ()):
            self.delete(item)
        fill, text, text_color, outline, raised = self._drawn[(x, y)]
        x0, y0, x1, y1 = self.cell_bbox(x, y)
        tags = ("cell", f"c{x}_{y}")
        items = []
        if raised:
            light, dark = bevel_polygons(x0 + 1, y0 + 1, x1, y1, max(2, self.cell // 12))
            items.append(self.create_polygon(*light, fill=LIGHT_EDGE, outline="", tags=tags + ("bevel",)))
            items.append(self.create_polygon(*dark, fill=DARK_EDGE, outline="", tags=tags + ("bevel",)))
        if text == FLAG_TEXT:
            pole, base, cloth = flag_shapes(x0, y0, x1, y1)
            line = max(1, self.cell // 12)
            items.append(self.create_line(*pole, fill=FLAG_POLE, width=line, tags=tags + ("flag",)))
            items.append(self.create_line(*base, fill=FLAG_POLE, width=line + 1, tags=tags + ("flag",)))
            items.append(self.create_polygon(*cloth, fill=text_color, outline="", tags=tags + ("flag",)))
        text_item = self._texts.get((x, y))
        if text_item is not None:
            self.tag_raise(text_item)
        if self._cursor_item is not None:
            self.tag_raise(self._cursor_item)
        if items:
            self._extras[(x, y)] = items

    def _place_extras(self):
        """After the cell size changed: redraw every bevel and flag at the new size."""
        for cell in list(self._extras):
            self._draw_extras(*cell)
        self._draw_coordinates()
        if self._view_on_resize:
            self._view_on_resize()

    def _show_pressed(self, cells):
        """Draw ``cells`` pressed and the cells pressed before as they are."""
        cells = frozenset(cells)
        old, self.pressed = self.pressed, cells
        for cell in old ^ cells:
            self._paint(*cell)

    # ----- mouse input -----
    def _bind_input(self):
        """BoardCanvas's bindings, plus the drag and the release of the left and right buttons."""
        super()._bind_input()
        self.bind("<B1-Motion>", self._drag)
        self.bind("<ButtonRelease-1>", self._primary_release)
        self.bind("<ButtonRelease-3>", self._secondary_release)

    def _primary_click(self, event):
        """Left press: the cell (or, for a chord, its covered neighbours) looks pressed; nothing opens yet."""
        self.focus_set()
        cell = self.cell_at(event.x, event.y)
        self._press = {"chord": bool(event.state & OTHER_BUTTONS) or (cell is not None and self.is_opened(*cell))}
        self._follow(event)
        return "break"

    def _secondary_click(self, event):
        """Right press: with the left button down it makes a chord; alone it marks the cell at once."""
        if self._press is not None:
            self._press["chord"] = True
            self._follow(event)
            return "break"
        return super()._secondary_click(event)

    def _drag(self, event):
        """Pointer moved with the left button down: the pressed look follows it."""
        if self._press is not None:
            self._follow(event)

    def _follow(self, event):
        """Show pressed what releasing at the event's cell would act on."""
        cell = self.cell_at(event.x, event.y)
        self._show_pressed(() if cell is None else self.press_cells(cell[0], cell[1], self._press["chord"]))

    def _primary_release(self, event):
        """Left release: open the covered cell under the pointer, chord on an opened one, or cancel."""
        self._finish(event)
        return "break"

    def _secondary_release(self, event):
        """Right release: ends a chord started with both buttons."""
        if self._press is not None and self._press["chord"]:
            self._finish(event)
        return "break"

    def _finish(self, event):
        """The press ends at the event's pixel: open a covered cell, or chord on an opened one, else cancel."""
        press, self._press = self._press, None
        self._show_pressed(())
        cell = self.cell_at(event.x, event.y)
        if press is None or cell is None or self.on_primary is None:
            return
        if press["chord"] != self.is_opened(*cell):
            return  # a press on a covered cell released on an opened one (or a chord on a covered one)
        self.cursor = cell
        self.on_primary(*cell)
