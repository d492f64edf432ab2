"""Zoom (Ctrl+plus / Ctrl+minus / Ctrl+0): the fonts, the boards and the window grow and shrink together.

The named Tk fonts are scaled from their sizes at start, every board's natural cell size follows (see
widgets/board.py ``set_zoom``), and the window is scaled by the same factor as long as the screen has room
(the screen's size less a margin for a taskbar and the window's frame). Beyond that the side panels scroll
(widgets/scroll_column.py). The smallest window the player can make grows with the zoom too (``min_size``).
Ctrl+0 gives back the window size of a fresh start, centred (``first_geometry``: on a small screen the first
window is the screen's room, not more).
"""

import re
import tkinter as tk
import tkinter.font as tkfont

from gamepkg import settings as settings_module

ZOOM_STEPS = (70, 80, 90, 100, 115, 130, 150, 175, 200)
NAMED_FONTS = ("TkDefaultFont", "TkTextFont", "TkMenuFont", "TkHeadingFont", "TkFixedFont",
               "TkCaptionFont", "TkSmallCaptionFont", "TkTooltipFont")
FRESH_SIZE = (900, 700)  # the window's size at a fresh start at 100 %
MIN_SIZE = (480, 400)  # the smallest window the player can make (at a small zoom)
MIN_SIZE_AT_100 = (600, 450)  # the smallest window at 100 %, grown with the zoom: every board keeps room
SCREEN_MARGIN = (40, 90)  # pixels of the screen kept free: window frame, title bar, a taskbar


def scaled_size(size, factor, screen):
    """``size`` (width, height) times ``factor``, kept between MIN_SIZE and ``screen`` less SCREEN_MARGIN."""
    limits = [max(low, room - margin) for low, room, margin in zip(MIN_SIZE, screen, SCREEN_MARGIN)]
    return tuple(max(low, min(limit, round(length * factor)))
                 for length, low, limit in zip(size, MIN_SIZE, limits))


def first_geometry(screen):
    """The geometry of a fresh start on ``screen``: FRESH_SIZE within the screen's room, centred on it."""
    width, height = scaled_size(FRESH_SIZE, 1, screen)
    return "{}x{}+{}+{}".format(width, height, max(0, (screen[0] - width) // 2),
                                max(0, (screen[1] - height) // 2 - SCREEN_MARGIN[1] // 4))


def screen_of(widget):
    """The size of the screen ``widget`` is on: (width, height)."""
    return widget.winfo_screenwidth(), widget.winfo_screenheight()


def screen_room(widget):
    """The largest window for ``widget``'s screen: the screen less SCREEN_MARGIN."""
    return tuple(length - margin for length, margin in zip(screen_of(widget), SCREEN_MARGIN))


def min_size(zoom, screen):
    """The smallest window at ``zoom`` %: MIN_SIZE_AT_100 scaled, never below MIN_SIZE nor above the screen's
    room (bigger letters make the side panels wider, and a window narrower than this left a board no room)."""
    return scaled_size(MIN_SIZE_AT_100, zoom / 100, screen)


def window_place(window):
    """Where ``window`` is, (x, y), as its geometry() says and takes back ("+x+y": the frame's corner)."""
    found = re.search(r"[+-](-?\d+)[+-](-?\d+)$", window.geometry())
    return (int(found.group(1)), int(found.group(2))) if found else (0, 0)


def descendants(widget):
    """``widget`` and every widget below it."""
    yield widget
    for child in widget.winfo_children():
        yield from descendants(child)


def is_board(widget):
    """True for a board (widgets/board.py BoardCanvas): its cells follow the zoom."""
    from widgets.board import BoardCanvas  # here: the window's frame has no board, and draws sooner without it
    return isinstance(widget, BoardCanvas)


class SuiteZoom:
    """The zoom part of SuiteApp (a mixin: it uses the window, its settings and its views)."""

    def _apply_zoom(self, previous=100):
        """Scale the named fonts and the boards by the zoom setting, and the window unless the zoom was ``previous``."""
        zoom = self.settings["zoom"]
        for name in NAMED_FONTS:
            try:
                font = tkfont.nametofont(name, root=self.root)
            except tk.TclError:
                continue
            font.configure(size=self.font_size_at(name, zoom))
        if self.current_game() in self.views:  # the shown tab now, the others when next shown (SuiteApp.catch_up)
            self.catch_up(self.current_game())
        self.root.minsize(*min_size(zoom, screen_of(self.root)))
        self._fit_window(previous)
        self.fit_tab_titles()  # bigger letters may need the short titles (the window may not grow)

    def font_size_at(self, name, zoom):
        """The size the named font ``name`` has at ``zoom`` % (its size at start scaled; negative: in pixels)."""
        if name not in self._base_font_sizes:  # the font is still at its size at start
            font = tkfont.nametofont(name, root=self.root)
            self._base_font_sizes[name] = (font.actual("size") or 10, font.cget("size") < 0)
        base, in_pixels = self._base_font_sizes[name]
        return (-1 if in_pixels else 1) * max(6, round(abs(base) * zoom / 100))

    def zoom_view(self, view):
        """Lay ``view`` out for the zoom now: its boards, its wrapped labels, its own on_zoom."""
        self.zoom_boards(view)
        view.on_zoom()

    def zoom_boards(self, view):
        """Give every board of ``view`` the current zoom (its natural cell size follows it); re-wrap its labels
        and let widgets sized from their texts (``follow_zoom()``) fit them again."""
        zoom = self.settings["zoom"]
        top_height = self.window_height_at_top_zoom()
        for widget in descendants(view):
            if is_board(widget):
                widget.set_zoom(zoom)
                if view.board_first:
                    widget.keep_room_for_zoom(top_height, ZOOM_STEPS[-1] / zoom)
            wrapping = getattr(widget, "wrapping", None)  # a WrappingLabel (widgets/wrapping_label.py)
            if wrapping is not None:
                wrapping.squeeze = self.panel_squeeze()
                wrapping.rewrap()
            if hasattr(widget, "follow_zoom"):  # e.g. a SpeedChooser sized from its texts
                widget.follow_zoom()

    def window_height_at_top_zoom(self):
        """The window's height at the largest zoom step (as far as the screen lets it grow)."""
        return scaled_size(self._size_at_100, ZOOM_STEPS[-1] / 100, screen_of(self.root))[1]

    def panel_squeeze(self, zoom=None):
        """The share of their texts' widths the side panels keep at this zoom (or ``zoom``): at most the share of
        the window they had at 100 % (the window grows less than the letters on a small screen), so the board
        keeps its room."""
        zoom = self.settings["zoom"] if zoom is None else zoom
        if zoom <= 100:
            return 1.0
        screen = screen_of(self.root)  # the growth from the window at 100 % as the screen let it be (800x600: 760)
        grown = scaled_size(self._size_at_100, zoom / 100, screen)[0] * 100  # one division: a window that grew
        return min(1.0, grown / (max(1, scaled_size(self._size_at_100, 1, screen)[0]) * zoom))  # as much is 1.0

    def panel_chars(self, chars, frame_chars, least):
        """The width in average characters a side panel's texts wrap to at this zoom (``chars`` at 100 %, never
        fewer than ``least``), chosen so that the whole panel (its texts and ``frame_chars`` of frames, padding and
        fixed columns) keeps one share of the window from here up to the top zoom step: a zoom step never makes
        it take more of the window, so the board beside it never gets narrower."""
        top = self.panel_squeeze(ZOOM_STEPS[-1])
        at_top = max(least, chars * top)
        return max(least, min(chars, round((at_top + frame_chars) * self.panel_squeeze() / top - frame_chars)))

    def follow_window_size(self):
        """Start following the window's size: a size the player gives by hand becomes the one zoom scales."""
        self._asked_sizes = []  # the sizes the zoom asked for, oldest first: the last one met and those after it
        self._size_at_100 = FRESH_SIZE
        self.root.bind("<Configure>", self._on_window_configure, add="+")

    def _on_window_configure(self, event):
        """The window changed size: unless the zoom asked for this size, remember it (as at 100 %). On a busy
        machine the X server may answer a zoom step's resize after the next step has asked for another size: a
        size asked for earlier is never taken for one given by hand (the layout never depends on timing)."""
        if event.widget is not self.root or event.width <= 1:
            return
        size = (event.width, event.height)
        if size in self._asked_sizes:  # kept: a move of the window sends the same size again
            del self._asked_sizes[:self._asked_sizes.index(size)]
        else:
            zoom = self.settings["zoom"]
            self._size_at_100 = (round(size[0] * 100 / zoom), round(size[1] * 100 / zoom))
            self._asked_sizes.clear()
            top_height = self.window_height_at_top_zoom()
            for view in self.views.values():  # a window resized by hand: the boards' room at the top zoom too
                for widget in descendants(view) if view.board_first else ():
                    if is_board(widget):
                        widget.keep_room_for_zoom(top_height, ZOOM_STEPS[-1] / zoom)

    def _fit_window(self, previous):
        """Make the window its size at 100 % times the zoom, within the screen (nothing to do at the same zoom)."""
        zoom = self.settings["zoom"]
        if zoom == previous:
            return
        screen = screen_of(self.root)
        size = scaled_size(self._size_at_100, zoom / 100, screen)
        self._asked_sizes.append(size)
        # A bigger window moves left and up as far as it needs to stay on the screen (a centred one would not).
        x, y = (max(0, min(where, length - grown - margin // 2)) for where, length, grown, margin in
                zip(window_place(self.root), screen, size, SCREEN_MARGIN))
        self.root.geometry("{}x{}+{}+{}".format(*size, x, y))

    def set_zoom(self, zoom, refit=False):
        """Set the zoom to ``zoom`` %, redraw and remember it; ``refit`` sizes the window even at the same zoom."""
        if self.settings.is_fixed("zoom"):  # the school file set it (Options shows it greyed out)
            return
        previous = None if refit else self.settings["zoom"]
        self.settings["zoom"] = zoom
        settings_module.save_settings(self.store, self.settings)
        self._apply_zoom(previous)

    _set_zoom = set_zoom  # the older name, still used by tests and scripts

    def zoom_in(self):
        """Make the text, the boards and the window bigger (for projectors)."""
        bigger = [step for step in ZOOM_STEPS if step > self.settings["zoom"]]
        if bigger:
            self.set_zoom(bigger[0])

    def zoom_out(self):
        """Make the text, the boards and the window smaller."""
        smaller = [step for step in ZOOM_STEPS if step < self.settings["zoom"]]
        if smaller:
            self.set_zoom(smaller[-1])

    def zoom_reset(self):
        """Back to the layout of a fresh start: 100 %, the window's first size and place (even if resized by hand)."""
        if self.settings.is_fixed("zoom"):
            return
        self._size_at_100 = FRESH_SIZE
        self.set_zoom(100, refit=True)
        geometry = first_geometry(screen_of(self.root))
        self._asked_sizes.append(tuple(int(part) for part in geometry.split("+")[0].split("x")))
        self.root.geometry(geometry)
