"""How the Delayed Walls tab shares its room: the board first, the info panel beside it, the level list folded.

The tab's body is a plain Frame: the info panel (widgets/walls/panels.py) is packed on the right at the width
it asks for, and the board takes all the rest. The level list is a drawer laid over the info panel (and, as
far as it is wider, the board's right edge) under the Levels button at the panel's top: closed while a level
is played, opened by that button or L (the list then has the keyboard: arrows choose, Enter plays, Esc, L or
the button close it), closed again once a level is chosen (Play, a double click, Enter). Whether it is open
is remembered (the setting ``walls_levels_open``). Opening or closing it never resizes the board, and it
opens at every zoom and window size.

Every width comes from the tab's width and from the texts in their fonts, never from the board's or the
panel's own width, so nothing feeds back, and nothing here waits for Tk's layout (no update_idletasks): the
info panel wraps its texts to INFO_SHARE of the tab's width, at least INFO_MIN_CHARS; zoomed in, it keeps one
share of the window up to the top zoom step (SuiteZoom.panel_chars), so the board never shrinks, and takes no
more than the board leaves at the cells its height allows (down to INFO_LEAST_CHARS: the texts wrap, the
buttons stand one under the other, the preview names its directions by their arrows alone, the panel scrolls).

The panel is exactly ``panel_pixels(chars)`` wide (its scrollbar's room included, shown or not), so the board
beside it gets the same width whatever the panel shows (a par still being worked out, a scrollbar) and
whenever Tk laid it out. Zoomed in further than the window grows, the panel is never narrower than it will be
at the top zoom step (``least_pixels``): a wide level's board, whose width is what limits it, then never gets
narrower as the zoom grows.
"""

import tkinter as tk
import tkinter.font as tkfont

from gamepkg import settings as settings_module
from widgets.key_gate import bind_game_key
from widgets.zoom import ZOOM_STEPS

PANEL_CHARS = 30  # the panels' text width, in average characters of the default font
INFO_MIN_CHARS = 16  # in a narrow window the info panel's texts wrap as narrow as this
INFO_LEAST_CHARS = 10  # ... and zoomed in, beside a board that takes its whole height, as narrow as this
INFO_FRAME_CHARS = 6  # the info panel's width beside its texts (frames, padding), in average characters
INFO_SHARE = 0.45  # the info panel's texts take at most this share of the tab's width
INFO_FRAME_PIXELS = 36  # the info panel's width beside its widest texts: frames, borders, padding
INFO_WIDEST_CHARS = 3  # its widest texts wrap to chars + 2, and a label rounds its width up to whole characters
TOGGLE_OPEN_BACKGROUND = "#d6e6fb"  # the Levels button's colour while the list is open
TOGGLE_GAP = 6  # pixels between the Levels button and what lies under it (the level's numbers, or the list)
LIST_PADDING, LIST_BORDER = (6, 0, 6, 6), 2  # the level list's padding (left, top, right, bottom), border: px
OPEN_SETTING = "walls_levels_open"  # gamepkg/settings.py: the level list was left open


def text_width(widget, chars):
    """Pixels of about ``chars`` average characters of the default font of ``widget``'s window (follows the zoom;
    another Tk window of the same program has fonts of its own)."""
    return tkfont.nametofont("TkDefaultFont", root=widget).measure("n") * chars


class PanelWidth:
    """The width half of InfoPanel: its texts wrap to a share of the tab's width (``self.master``, the body),
    and the panel is as wide as those texts make it (``panel_pixels``), whatever it shows."""

    def fit_room(self, event=None):
        """Wrap the texts narrower in a narrow tab (down to INFO_MIN_CHARS), wider zoomed in as far as the
        panel's share of the window allows, and zoomed in no wider than the board leaves (see chars_beside_board)
        nor narrower than at the top zoom step (see pin_width)."""
        width = self.master.winfo_width()
        if width <= 1:
            self.pin_width()
            return  # not laid out yet: its <Configure> comes
        app = self.view.app
        most = app.panel_chars(PANEL_CHARS, INFO_FRAME_CHARS, INFO_MIN_CHARS)  # zoomed in
        chars = max(INFO_MIN_CHARS, min(most, int(width * INFO_SHARE / text_width(self, 1))))
        self.least_pixels = 0
        if app.panel_squeeze() < 1:  # zoomed in further than the window could grow
            self.least_pixels = self.panel_pixels(INFO_LEAST_CHARS, self.top_char_pixels())
            least = max(INFO_LEAST_CHARS, self.chars_within(self.least_pixels))
            chars = max(least, min(chars, self.chars_beside_board(width)))
        if chars != self.chars:
            self.chars = chars
            self.wrap_texts()
        self.pin_width()

    def panel_pixels(self, chars, char_pixels=None):
        """The panel's whole width when its texts wrap to ``chars`` (in characters of ``char_pixels`` px, default
        the font now): its widest texts, its frames and the room of its scrollbar."""
        char_pixels = text_width(self, 1) if char_pixels is None else char_pixels
        return char_pixels * (chars + INFO_WIDEST_CHARS) + INFO_FRAME_PIXELS + self.scrollbar.winfo_reqwidth()

    def chars_within(self, pixels):
        """The most characters the texts may wrap to in a panel ``pixels`` wide (the inverse of panel_pixels)."""
        return (pixels - self.panel_pixels(0)) // text_width(self, 1)

    def pin_width(self):
        """Make the panel exactly panel_pixels(chars) wide, zoomed in never narrower than at the top zoom step
        (``least_pixels``: a board its width limits then never gets narrower as the zoom grows); what it shows
        inside never widens it."""
        width = max(self.panel_pixels(self.chars), self.least_pixels)
        if str(self.cget("width")) != str(width):
            self.configure(width=width)
            if self.on_width is not None:
                self.on_width(width)

    def top_char_pixels(self):
        """The pixels of an average character of the default font at the top zoom step (measured once per size)."""
        app = self.view.app
        size = app.font_size_at("TkDefaultFont", ZOOM_STEPS[-1])
        if self.top_font is None or self.top_font.cget("size") != size:
            family = tkfont.nametofont("TkDefaultFont", root=self).actual("family")
            self.top_font = tkfont.Font(self, family=family, size=size)
        return self.top_font.measure("n")

    def chars_beside_board(self, width):
        """The texts' width (in average characters) that leaves a tab ``width`` px wide room for the board at the
        cells its height allows: zoomed in, the panel wraps and scrolls before the board gets narrower."""
        board, height = self.view.board, self.master.winfo_height()  # the board takes the body's whole height:
        if height <= 1:  # read from the body, whose <Configure> called fit_room, never from a board laid out later
            return PANEL_CHARS
        wanted = board.cols * board.cell_for_height(height) + 2 * board.margin
        return self.chars_within(width - wanted)


class LevelDrawer:
    """The WallsView half that opens and closes the level list (a mixin: it uses the view's app, board, levels)."""

    def build_drawer(self, parent, before):
        """The Levels toggle (packed in ``parent`` above ``before``), the list's own keys; the list as remembered."""
        self.levels_open = tk.BooleanVar(master=self, value=False)
        # A classic toggle: it stays pressed while the list is open (a ttk style of its own would make Tk lay
        # out every ttk widget of the window again when it is configured).
        self.levels_button = tk.Checkbutton(parent, variable=self.levels_open, command=self.on_levels_button,
                                            indicatoron=False, selectcolor=TOGGLE_OPEN_BACKGROUND, pady=3,
                                            takefocus=0)
        self.levels_button.pack(side="top", fill="x", pady=(0, TOGGLE_GAP), before=before)
        self.levels_strut = tk.Frame(self.levels, width=1, height=0)  # the open list covers the whole panel
        self.levels_strut.pack(side="bottom")
        self.panel.on_width = self.cover_panel
        self.cover_panel(int(str(self.panel.cget("width"))))
        self.panel.follow_wheel()
        tree = self.levels.tree
        tree.bind("<Escape>", self.on_close_levels_key)
        for name in ("l", "L"):
            bind_game_key(tree, f"<KeyPress-{name}>", self.on_close_levels_key)
            bind_game_key(self.board, f"<KeyPress-{name}>", self.on_levels_key, gate=self.key_gate)
        if self.app.settings[OPEN_SETTING]:
            self.show_levels(True, focus=False)

    def cover_panel(self, width):
        """Keep the level list at least ``width`` px wide, the info panel's width: open, it hides all of it."""
        frame = LIST_PADDING[0] + LIST_PADDING[2] + 2 * LIST_BORDER
        self.levels_strut.configure(width=max(1, width - frame))

    def label_drawer(self):
        """The Levels toggle's text in the window's language."""
        self.levels_button.configure(text=self.t("walls.view.levels_button"))

    def levels_shown(self):
        """True while the level list is open over the board."""
        return bool(self.levels.winfo_manager())

    def show_levels(self, shown, focus=True):
        """Open (``shown``) or close the level list; ``focus``: the list, or the board, gets the keyboard."""
        if shown:
            self.place_levels()
        elif self.levels_shown():
            self.levels.place_forget()
        if self.levels_open.get() != shown:
            self.levels_open.set(shown)
        if self.app.settings[OPEN_SETTING] != shown:
            self.app.settings[OPEN_SETTING] = shown
            settings_module.save_settings(self.app.store, self.app.settings)
        if focus and shown:
            self.levels.focus_list()
        elif focus:
            self.board.focus_set()

    def place_levels(self):
        """Lay the list over the info panel, under the Levels button (pressed: a click on it closes the list)."""
        self.panel.canvas.yview_moveto(0)  # the button in sight at the top of the panel
        top = self.levels_button.winfo_reqheight() + TOGGLE_GAP
        self.levels.place(relx=1, y=top, anchor="ne", relheight=1, height=-top)
        self.levels.lift()

    def refit_levels(self):
        """The fonts changed: an open list moves under the Levels button's new height."""
        if self.levels_shown():
            self.place_levels()

    def on_levels_button(self):
        """The Levels toggle: open or close the list as it now says."""
        self.show_levels(self.levels_open.get())

    def on_levels_key(self, event=None):
        """L on the board: open the list (or close it)."""
        if self.letter_handler_applies(event):
            self.show_levels(not self.levels_shown())
            return "break"
        return None

    def on_close_levels_key(self, event=None):
        """Esc or L in the list: close it, back to the board."""
        self.show_levels(False)
        return "break"

    def level_chosen(self, key):
        """A level of the list was opened: the list closes when that level is the one on screen now."""
        if self.levels_shown() and self.library.current_key() == key:
            self.show_levels(False)
