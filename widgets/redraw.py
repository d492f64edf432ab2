"""Helpers that let a view redraw only what changed: kept Canvas items, quiet texts, a layout kept inside.

Canvas items are kept from one paint to the next, so that a redraw touches only what changed. A painter
draws its board in named layers, bottom to top, and updates them in groups:
``CanvasItems.update(names, signature, draw)`` skips the group when its signature (and the board's
geometry) is the same as last time; otherwise ``draw()`` says again which items each layer of the group
shows, with ``put(layer, key, kind, coords, **options)``. An item whose key was shown last time is kept:
its coordinates and options are sent to Tk only where they differ (Tk redraws the area of every item it
is told about, changed or not, and a Canvas redraws the one rectangle that holds every change). New
items, and items whose kind or set of options changed, are created just above the item put before them,
so a layer stacks its items in the order they are put, as if it were drawn from scratch (items already
shown keep their place); items a layer no longer shows are deleted. Each layer starts at a hidden marker
item, which keeps the layers in order without ever raising or lowering a whole layer.

Widgets: ``set_text`` and ``set_look`` send a text or an option to Tk only when it changes,
``sync_cursor`` redraws a board's keyboard cursor only when it moved, and ``keep_layout_inside`` keeps a
tab's changing texts from re-laying out the whole window on every click. ``plain_label`` makes a Label
for texts that change on clicks.
"""

import tkinter as tk
from tkinter import ttk


def plain_label(parent, **options):
    """A classic Label drawn like a ttk Label (left aligned, 1-pixel flat border) that keeps its text laid out.

    A ttk Label lays its text out again every time it is drawn, and with Xft fonts Tk waits for the X
    server at every text measure; a classic Label measures only when its text, font or wrap changes.
    A ttk ``padding`` has no classic equivalent: pad the label where it is packed or gridded instead.
    """
    style = ttk.Style(parent)
    looks = {"padx": 0, "pady": 0, "borderwidth": 1, "relief": "flat", "highlightthickness": 0, "anchor": "w",
             "justify": "left", "background": style.lookup("TLabel", "background") or "#d9d9d9",
             "foreground": style.lookup("TLabel", "foreground") or "#000000",
             "font": style.lookup("TLabel", "font") or "TkDefaultFont"}
    looks.update(options)
    return tk.Label(parent, **looks)


def set_text(variable, text):
    """Set a StringVar only when its text changes (every set makes its labels lay out and draw again)."""
    if variable.get() != text:
        variable.set(text)


def set_look(widget, **options):
    """Configure ``widget`` only where an option really changes (every configure makes Tk lay out again)."""
    changed = {name: value for name, value in options.items() if str(widget.cget(name)) != str(value)}
    if changed:
        widget.configure(**changed)


def sync_cursor(board):
    """Draw the board's keyboard cursor only where it is not drawn yet (each redraw of it costs a Canvas redraw)."""
    drawn = board.find_withtag("cursor")
    if board.cursor_visible and drawn:
        x0, y0, x1, y1 = board.cell_bbox(*board.cursor)
        if ([round(value) for value in board.coords(drawn[0])] == [x0 + 1, y0 + 1, x1 - 1, y1 - 1]
                and float(board.itemcget(drawn[0], "width")) == max(2, board.cell // 10)):
            return
    elif not board.cursor_visible and not drawn:
        return
    board.show_cursor(board.cursor_visible)


def keep_layout_inside(view):
    """Lay out ``view``'s widgets again when their sizes change, but never ask the window to do so too.

    A label that gets a line longer or shorter changes what its frame asks for, and Tk passes the request
    up to the window, which lays out the whole window again (every widget gets a Configure event). A tab
    fills the window whatever it asks for, so its request is left alone: the tab itself still arranges its
    own widgets exactly as before.
    """
    view.pack_propagate(False)
    view.grid_propagate(False)


class CanvasItems:
    """The kept items of one Canvas, in layers (names bottom to top)."""

    def __init__(self, canvas, layers, geometry=None):
        """Keep items on ``canvas`` in ``layers``; ``geometry()`` is part of every group's signature."""
        self.canvas = canvas
        self.layer_names = tuple(layers)
        self.geometry = geometry or (lambda: None)
        self.markers = {}
        self.shown = {name: {} for name in self.layer_names}
        self.signatures = {}
        self._next = None
        self._last = None

    def reset(self):
        """Forget every item (the Canvas was cleared behind our back, e.g. by ``resize_grid``)."""
        self.markers = {}
        self.shown = {name: {} for name in self.layer_names}
        self.signatures = {}

    def _ensure_markers(self):
        """Create the hidden layer markers (on top of what the Canvas holds, under its cursor) if missing."""
        # each marker is the bottom of its layer: a layer's first new item goes just above it
        if self.markers:
            if self.canvas.type(self.markers[self.layer_names[0]]) == "line":
                return
            self.reset()
        canvas = self.canvas
        cursor = canvas.find_withtag("cursor")
        for name in self.layer_names:
            marker = canvas.create_line(0, 0, 0, 0, state="hidden", tags=("layer_marker",))
            if cursor:
                canvas.tag_lower(marker, cursor[0])
            self.markers[name] = marker

    def begin(self):
        """Start a paint: make sure the layer markers are there (call once before the paint's updates)."""
        self._ensure_markers()

    def update(self, names, signature, draw):
        """Show the layers ``names`` (one name or several): the same ``signature`` keeps them, else ``draw()``."""
        names = (names,) if isinstance(names, str) else tuple(names)
        if not self.markers:
            self._ensure_markers()
        key = (self.geometry(), signature)
        if names in self.signatures and self.signatures[names] == key:
            return False
        self.signatures[names] = key
        self._next = {name: {} for name in names}
        self._last = {name: self.markers[name] for name in names}
        try:
            draw()
        except BaseException:
            self.signatures.pop(names, None)
            raise
        finally:
            wanted, self._next, self._last = self._next, None, None
            for name in names:
                old, self.shown[name] = self.shown[name], wanted[name]
                for item, _kind, _coords, _options in old.values():
                    self.canvas.delete(item)
        return True

    def put(self, layer, key, kind, coords, **options):
        """Show item ``key`` of ``layer`` (of the group being drawn): a ``kind`` ("line", "text"...) at ``coords``."""
        wanted = self._next[layer]
        if key in wanted:
            raise ValueError(f"item {key!r} put twice in layer {layer!r}")
        coords = tuple(coords)
        known = self.shown[layer].pop(key, None)
        canvas = self.canvas
        if known is not None and known[1] == kind and known[3].keys() == options.keys():
            item, _, old_coords, old_options = known
            if old_coords != coords:
                canvas.coords(item, *coords)
            changed = {option: value for option, value in options.items() if old_options[option] != value}
            if changed:
                canvas.itemconfigure(item, **changed)
        else:
            if known is not None:
                canvas.delete(known[0])
            item = getattr(canvas, f"create_{kind}")(*coords, **options)
            canvas.tag_raise(item, self._last[layer])
        wanted[key] = (item, kind, coords, options)
        self._last[layer] = item
        return item

    def items(self, layer):
        """The Canvas item ids ``layer`` shows now (for tests and checks)."""
        return [entry[0] for entry in self.shown[layer].values()]
