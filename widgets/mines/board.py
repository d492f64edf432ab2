"""The Minesweeper board: raised covered cells, drawn flags, and cells that open on mouse release.

As in Microsoft Minesweeper and GNOME Mines, pressing the left button only makes the cell under the
pointer look pressed; dragging moves the pressed look; releasing opens the cell. Releasing off the
board, or on an opened cell, opens nothing. A chord (both buttons at once, or a press on an opened
number) shows the covered neighbours pressed until the release, which then chords. Right clicks and
the keyboard (Space, Enter, F) still act at once.
"""

import tkinter.font as tkfont

from widgets.board import GRID_COLOR, BoardCanvas, board_font

LIGHT_EDGE, DARK_EDGE = "#eef0f3", "#6c737c"   # the bevel of a covered (raised) cell
PRESSED_FILL = "#d3d7dc"                          # a covered cell held down by the mouse
FLAG_TEXT = "\u2691"                              # cells showing this text get a drawn flag
FLAG_POLE = "#222222"
OTHER_BUTTONS = 0x200 | 0x400                     # event.state bits of buttons 2 and 3 (right on X11, macOS)
COORD_COLOR = "#444444"
LABEL_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500)  # show every n-th coordinate when cells are small
READABLE_CELL = 16       # the smallest cell in pixels at 100% zoom: bigger boards scroll instead
WHEEL_UNITS = 3          # cells scrolled by one notch of the mouse wheel
CHUNK_ITEMS = 600        # Canvas items made or changed in one step (a covered cell 3, a flag 6; a cell that
                         # stays as it is counts 1): a larger area in view is drawn in idle steps, so the
                         # window keeps answering between them (a 1000x1000 board's first picture)


def readable_cell_size(widget):
    """The smallest readable cell in ``widget``'s window: READABLE_CELL pixels at 100% zoom, more when the zoom
    makes fonts larger."""
    line = tkfont.nametofont("TkDefaultFont", root=widget).metrics("linespace")
    return max(READABLE_CELL, line + 1)


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

    Only the cells in view have Canvas items: a board bigger than the window keeps a readable cell size
    and scrolls (see widgets/mines/scroll.py), and ``refresh()`` draws the cells in view, asking
    ``look_at(x, y)`` for (fill, text, text colour, raised). ``is_opened(x, y)`` tells whether a cell is
    open (a press there starts a chord); ``press_cells(x, y, chord)`` gives the cells to show pressed
    while the button is held there.
    """

    def __init__(self, parent, cols, rows, *, look_at, is_opened, press_cells, **options):
        """Build the board; the other options are BoardCanvas's."""
        self.look_at, self.is_opened, self.press_cells = look_at, is_opened, press_cells
        self._extras = {}          # (x, y) -> Canvas items of the bevel or the flag
        self._chunk_job = None     # the after_idle id of the next step of a redraw in steps, if one is pending
        self.redraw_steps = 0      # how many steps redraws took in all (tests check large areas take several)
        self._press = None         # while the left button is down: {"chord": True for a chord}
        self.pressed = frozenset()  # the cells drawn pressed now
        self.full_refreshes = 0     # how many times every cell in view was drawn (see MinesView.redraw)
        self._view_on_resize = options.pop("on_resize", None)
        self.coordinates = False    # row and column numbers around the board (Options > Show Coordinates)
        self._plain_margin = options.get("margin", 4)
        self.label_font = None
        options.setdefault("min_cell", readable_cell_size(parent))
        super().__init__(parent, cols, rows, on_resize=self._place_extras, **options)
        self.label_font = board_font(self, -11)

    # ----- drawing -----
    def resize_grid(self, cols, rows):
        """Start over with a new grid size (deletes every item, forgets any press); then refresh() draws it."""
        self._extras = {}
        self._cancel_steps()
        self._press, self.pressed = None, frozenset()
        if self.coordinates:
            self.margin = self._coordinate_room(cols, rows)
        super().resize_grid(cols, rows)
        self.xview_moveto(0)
        self.yview_moveto(0)
        # ask for room for at most 30 x 20 cells: a bigger board scrolls instead of growing the window
        self.configure(width=min(cols, 30) * 28 + 2 * self.margin, height=min(rows, 20) * 28 + 2 * self.margin)
        self._layout(self.winfo_width(), self.winfo_height())
        self.after_layout()

    def show_grid(self, cols, rows):
        """A new game on a cols x rows board: a board of another size starts over (resize_grid); one of the same
        size keeps its items, and the next refresh repaints only the cells that look different (a 1000x1000 load
        deleted and made again thousands of items in one callback)."""
        if (cols, rows) != (self.cols, self.rows):
            self.resize_grid(cols, rows)
            return
        self._cancel_steps()
        self._press, self.pressed = None, frozenset()
        self.xview_moveto(0)
        self.yview_moveto(0)
        self.after_layout()

    def after_layout(self):
        """The cell size or the visible area changed: new scroll region, coordinates and cells in view."""
        self._set_scroll_region()
        self.refresh()

    def _set_scroll_region(self):
        """Let the Canvas scroll over the whole board (no scrolling when it fits)."""
        inset = 2 * (int(self.cget("highlightthickness")) + int(self.cget("borderwidth")))
        width = max(self.winfo_width() - inset, self.cols * self.cell + 2 * self.margin)
        height = max(self.winfo_height() - inset, self.rows * self.cell + 2 * self.margin)
        if self.cget("scrollregion") != f"0 0 {width} {height}":
            self.configure(scrollregion=(0, 0, width, height))

    def visible_range(self):
        """(first column, first row, end column, end row) of the cells in view, ends exclusive."""
        ox, oy = self.origin
        left, top = self.canvasx(0), self.canvasy(0)
        width = self.winfo_width() if self.winfo_width() > 1 else int(self["width"])
        height = self.winfo_height() if self.winfo_height() > 1 else int(self["height"])
        first_x, first_y = max(0, int((left - ox) // self.cell)), max(0, int((top - oy) // self.cell))
        end_x = min(self.cols, int((left + width - ox) // self.cell) + 1)
        end_y = min(self.rows, int((top + height - oy) // self.cell) + 1)
        return first_x, first_y, end_x, end_y

    def refresh(self, cells=None):
        """Draw the cells in view from ``look_at`` (unchanged ones cost nothing); forget the cells out of view.

        With ``cells``, only those of them in view are asked for (the view knows what a move changed).
        """
        first_x, first_y, end_x, end_y = self.visible_range()
        if cells is not None:
            for x, y in cells:
                if first_x <= x < end_x and first_y <= y < end_y:
                    self._paint(x, y)
            return
        self.full_refreshes += 1
        self._cancel_steps()
        for cell in [cell for cell in self._drawn
                     if not (first_x <= cell[0] < end_x and first_y <= cell[1] < end_y)]:
            self._forget_cell(cell)
        self._paint_rows(first_x, end_x, list(range(end_y - 1, first_y - 1, -1)))
        self._draw_coordinates()

    def _paint_rows(self, first_x, end_x, rows):
        """Paint the cells first_x..end_x of the rows (a list, last row first), whole rows of about CHUNK_ITEMS
        Canvas items at a time; the rows left wait for an idle moment, so the event loop runs between the steps."""
        self.redraw_steps += 1
        self._chunk_job = None
        cost = 0
        while rows and cost < CHUNK_ITEMS:
            y = rows.pop()
            for x in range(first_x, end_x):
                cost += 1 + self._paint(x, y)
        if rows:
            self._chunk_job = self.after_idle(self._paint_rows, first_x, end_x, rows)

    def _cancel_steps(self):
        """Forget the steps left of a redraw in steps (a new redraw or a new grid replaces it)."""
        if self._chunk_job is not None:
            self.after_cancel(self._chunk_job)
            self._chunk_job = None

    def destroy(self):
        """Cancel a pending redraw step, then destroy the Canvas."""
        self._cancel_steps()
        super().destroy()

    def _forget_cell(self, cell):
        """Delete the Canvas items of a cell that left the view."""
        for item in [self._rects.pop(cell, None), self._texts.pop(cell, None)] + self._extras.pop(cell, []):
            if item is not None:
                self.delete(item)
        self._drawn.pop(cell, None)

    def show_coordinates(self, visible):
        """Put column numbers above and row numbers left of the board (from 1, as hints count), or not."""
        self.coordinates = visible
        self.margin = self._plain_margin  # resize_grid makes room for the labels
        self.resize_grid(self.cols, self.rows)

    def _coordinate_room(self, cols, rows):
        """The margin that holds the widest coordinate label of a cols x rows board."""
        self.label_font.configure(size=tkfont.nametofont("TkDefaultFont", root=self).cget("size"))
        return self.label_font.measure(str(max(cols, rows, 10))) + 10

    def _draw_coordinates(self):
        """(Re)draw the coordinate labels of the cells in view along the top and the left of the grid."""
        self.delete("coord")
        if not self.coordinates or self.label_font is None:
            return
        self.label_font.configure(size=tkfont.nametofont("TkDefaultFont", root=self).cget("size"))  # follows the zoom
        widest = self.label_font.measure(str(max(self.cols, self.rows))) + 4
        step = next((step for step in LABEL_STEPS if step * self.cell >= widest), LABEL_STEPS[-1])
        ox, oy = self.origin
        first_x, first_y, end_x, end_y = self.visible_range()
        left, top = self.canvasx(0), self.canvasy(0)
        right, bottom = left + self.winfo_width(), top + self.winfo_height()
        label_y, label_x = max(oy, top + self.margin) - 3, max(ox, left + self.margin) - 4
        background = self.cget("background")
        if top > 0:  # scrolled down: the column numbers stay at the top, over a band of background
            self.create_rectangle(left, top, right, label_y + 3, fill=background, outline="", tags=("coord",))
        if left > 0:
            self.create_rectangle(left, top, label_x + 4, bottom, fill=background, outline="", tags=("coord",))
        for x in [x for x in range(first_x, end_x) if x == 0 or (x + 1) % step == 0]:
            self.create_text(self.cell_center(x, 0)[0], label_y, text=str(x + 1), anchor="s", fill=COORD_COLOR,
                             font=self.label_font, tags=("coord", "coord_column"))
        for y in [y for y in range(first_y, end_y) if y == 0 or (y + 1) % step == 0]:
            self.create_text(label_x, self.cell_center(0, y)[1], text=str(y + 1), anchor="e", fill=COORD_COLOR,
                             font=self.label_font, tags=("coord", "coord_row"))
        self.tag_raise("coord")
        if self._cursor_item is not None:
            self.tag_raise(self._cursor_item)

    def _paint(self, x, y):
        """Draw cell (x, y) as the view wants it, or pressed while the mouse holds it down; returns how many
        Canvas items that made or changed (0 for a cell that already looks so)."""
        if (x, y) in self.pressed:
            look = (PRESSED_FILL, "", "black", GRID_COLOR, False)
        else:
            fill, text, text_color, raised = self.look_at(x, y)
            look = (fill, text, text_color, GRID_COLOR, raised)
        if self._drawn.get((x, y)) == look:
            return 0
        fill, text, text_color, outline, raised = look
        super().set_cell(x, y, fill, "" if text == FLAG_TEXT else text, text_color, outline)
        self._drawn[(x, y)] = look
        return 1 + self._draw_extras(x, y)

    def _draw_extras(self, x, y):
        """(Re)draw the bevel and the flag of cell (x, y) from its drawn look; returns how many items it drew."""
        old_items = self._extras.pop((x, y), ())
        if old_items:
            self.delete(*old_items)
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
        if not items:
            return 0
        self._extras[(x, y)] = items
        text_item = self._texts.get((x, y))  # new items go on top: the cell's text and the cursor above them
        if text_item is not None:
            self.tag_raise(text_item)
        if self._cursor_item is not None:
            self.tag_raise(self._cursor_item)
        return len(items)

    def _place_extras(self):
        """After the cell size changed: move every bevel (and redraw every flag) to the new size, and the cells now
        in view (moving the items costs less than drawing them again: a window's first layout does this)."""
        for (x, y), items in list(self._extras.items()):
            if self._drawn[(x, y)][1] == FLAG_TEXT:
                self._draw_extras(x, y)
                continue
            x0, y0, x1, y1 = self.cell_bbox(x, y)
            for item, points in zip(items, bevel_polygons(x0 + 1, y0 + 1, x1, y1, max(2, self.cell // 12))):
                self.coords(item, *points)
        self.after_layout()
        if self._view_on_resize:
            self._view_on_resize()

    def _show_pressed(self, cells):
        """Draw ``cells`` pressed and the cells pressed before as they are."""
        cells = frozenset(cells)
        old, self.pressed = self.pressed, cells
        for x, y in old ^ cells:  # cells under the pointer and around it: in view
            self._paint(x, y)

    # ----- scrolling -----
    def scroll_x(self, *args):
        """The horizontal scrollbar's command: scroll, then draw the cells that came into view."""
        self.xview(*args)
        self.refresh()

    def scroll_y(self, *args):
        """The vertical scrollbar's command: scroll, then draw the cells that came into view."""
        self.yview(*args)
        self.refresh()

    def see_cell(self, x, y):
        """Scroll (if needed) so that cell (x, y) is in view, with a few cells around it."""
        first_x, first_y, end_x, end_y = self.visible_range()
        x0, y0, x1, y1 = self.cell_bbox(x, y)
        region = [float(part) for part in str(self.cget("scrollregion")).split()] or [0, 0, 1, 1]
        if not first_x < x < end_x - 1:
            self.xview_moveto(max(0.0, (x0 - self.winfo_width() / 2) / region[2]))
        if not first_y < y < end_y - 1:
            self.yview_moveto(max(0.0, (y0 - self.winfo_height() / 2) / region[3]))
        self.refresh()

    def move_cursor(self, dx, dy):
        """Move the keyboard cursor, scrolling to keep it in view."""
        super().move_cursor(dx, dy)
        self.see_cell(*self.cursor)

    def _wheel(self, event, horizontal=False):
        """Mouse wheel (Shift for sideways): scroll a few cells."""
        if event.num in (4, 5):
            step = -1 if event.num == 4 else 1
        else:
            step = -1 if event.delta > 0 else 1
        scroll = self.xview_scroll if horizontal or event.state & 0x1 else self.yview_scroll
        scroll(step * WHEEL_UNITS * self.cell, "units")
        self.refresh()
        return "break"

    def event_cell(self, event):
        """The cell under a mouse event (its pixel taken in the scrolled board), or None."""
        return self.cell_at(self.canvasx(event.x), self.canvasy(event.y))

    # ----- mouse input -----
    def _bind_input(self):
        """BoardCanvas's bindings, plus the drag and release of the buttons, the wheel and the view's size."""
        super()._bind_input()
        self.configure(xscrollincrement=1, yscrollincrement=1)
        self.bind("<Configure>", lambda event: self.after_layout(), add="+")
        self.bind("<B1-Motion>", self._drag)
        self.bind("<ButtonRelease-1>", self._primary_release)
        for name in ("<ButtonRelease-2>", "<ButtonRelease-3>"):  # the right button is 2 on older macOS Tk
            self.bind(name, self._secondary_release)
        self.bind("<MouseWheel>", self._wheel)
        self.bind("<Shift-MouseWheel>", lambda event: self._wheel(event, horizontal=True))
        for number in (4, 5):
            self.bind(f"<Button-{number}>", self._wheel)
            self.bind(f"<Shift-Button-{number}>", lambda event: self._wheel(event, horizontal=True))

    def _primary_click(self, event):
        """Left press: the cell (or, for a chord, its covered neighbours) looks pressed; nothing opens yet."""
        self.focus_set()
        cell = self.event_cell(event)
        self._press = {"chord": bool(event.state & OTHER_BUTTONS) or (cell is not None and self.is_opened(*cell))}
        self._follow(event)
        return "break"

    def _secondary_click(self, event):
        """Right press: with the left button down it makes a chord; alone it marks the cell at once."""
        if self._press is not None:
            self._press["chord"] = True
            self._follow(event)
            return "break"
        self.focus_set()
        cell = self.event_cell(event)
        if cell is not None and self.on_secondary:
            self.put_cursor(cell)
            self.on_secondary(*cell)
        return "break"

    def _drag(self, event):
        """Pointer moved with the left button down: the pressed look follows it."""
        if self._press is not None:
            self._follow(event)

    def _follow(self, event):
        """Show pressed what releasing at the event's cell would act on."""
        cell = self.event_cell(event)
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
        pressed, self.pressed = self.pressed, frozenset()
        cell = self.event_cell(event)
        if press is not None and cell is not None and self.on_primary is not None \
                and press["chord"] == self.is_opened(*cell):  # (not a press moved between covered and open)
            self.put_cursor(cell)
            self.on_primary(*cell)
        for x, y in pressed:  # the cells the move did not draw again still look pressed
            self._paint(x, y)
