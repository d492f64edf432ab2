"""The Delayed Walls info panel, right of the board: the level's numbers, the floors counting down to walls, the
preview of the four moves, the hint buttons and the keys (widgets/walls/panes.py says how wide it is)."""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg.walls import rules as walls
from widgets.redraw import set_look, set_text
from widgets.scroll_column import ScrollColumn
from widgets.walls.draw import BADGE_FILLS, BADGE_TEXT, countdown_colour
from widgets.walls.panes import PANEL_CHARS, PanelWidth, text_width
from widgets.wrapping_label import wrapping_label

PREVIEW_ROW, PREVIEW_FOCUS = "#f3f0e8", "#d6e6fb"
COMPACT_CHARS = 16  # a panel whose texts wrap narrower than this stacks its buttons and shortens the preview's keys
PREVIEW_LEAST_CHARS = 8  # the preview's descriptions wrap no narrower than this
ACCEPTED_TEXT, BLOCKED_TEXT = "#1d2a35", "#8a8f94"
STAT_GAP = 8  # pixels between a number's name and its value
STAT_VALUE_CHARS = 4  # the values wrap no narrower than this (a par still being worked out takes two lines)


def countdown_sequence():
    """The moves left a stepped-on floor shows, one after another: "3 \u2192 2 \u2192 1" (from walls.COUNTDOWN)."""
    return " \u2192 ".join(str(left) for left in range(walls.COUNTDOWN, 0, -1))


class InfoPanel(PanelWidth, ScrollColumn):
    """The level's numbers, the floors counting down, the preview of the four moves, hint buttons, keys."""

    def __init__(self, parent, view):
        """Build the panel for ``view``."""
        super().__init__(parent, padding=(8, 0, 0, 0))
        self.pack_propagate(False)  # as wide as pin_width says (walls_panes.py), whatever it shows
        inner = self.inner
        self.view = view
        self.top_font = None  # the default font at the top zoom step (see top_char_pixels)
        self.least_pixels = 0  # zoomed in: the panel's width at the top zoom step, its least (see pin_width)
        self.on_width = None  # called with the panel's new width (the level list keeps as wide: walls_panes.py)
        self.stats_box = ttk.LabelFrame(inner, padding=(8, 2))
        self.stats_box.pack(side="top", fill="x")
        self.stat_names, self.stat_values = {}, {}
        for row, name in enumerate(("moves", "lights", "best", "par")):
            label = ttk.Label(self.stats_box)
            label.grid(row=row, column=0, sticky="w")
            value = wrapping_label(self.stats_box, tk.StringVar(master=self), STAT_VALUE_CHARS, font="TkHeadingFont")
            value.grid(row=row, column=1, sticky="ew", padx=(STAT_GAP, 0))
            self.stat_names[name], self.stat_values[name] = label, value
        self.stats_box.columnconfigure(1, weight=1)  # the values take the box's width: a new text moves nothing
        buttons = ttk.Frame(inner)  # above the countdown and the preview: their longer texts never move them
        buttons.pack(side="top", fill="x", pady=(6, 0))
        self.queue_box = ttk.LabelFrame(inner, padding=(8, 2))
        self.queue_heading = self.heading_of(self.queue_box)
        self.queue_box.pack(side="top", fill="x", pady=(6, 0))
        self.badge_font = tkfont.nametofont("TkHeadingFont", root=self).copy()
        self.queue_rows = []
        queue_rows = walls.most_counting_down()
        for row in range(queue_rows):
            badge = tk.Label(self.queue_box, width=2, font=self.badge_font, relief="flat", borderwidth=1)
            badge.grid(row=row, column=0, sticky="nw", pady=1)  # beside the first line of its text
            text = wrapping_label(self.queue_box, tk.StringVar(master=self), PANEL_CHARS - 3)
            text.grid(row=row, column=1, sticky="w", padx=(6, 0))
            self.queue_rows.append((badge, text))
        self.queue_box.columnconfigure(1, weight=1)
        self.empty_badge = self.queue_rows[0][0].cget("background")
        self.queue_legend_var = tk.StringVar(master=self)
        self.queue_legend = wrapping_label(self.queue_box, self.queue_legend_var, PANEL_CHARS + 2,
                                           foreground="#6b5a3a")
        self.queue_legend.grid(row=queue_rows, column=0, columnspan=2, sticky="w", pady=(2, 0))
        self.preview_box = ttk.LabelFrame(inner, padding=(4, 2))
        self.preview_heading = self.heading_of(self.preview_box)
        self.preview_box.pack(side="top", fill="x", pady=(6, 0))
        self.preview_rows = {}
        for row, move in enumerate("URDL"):
            key = tk.Label(self.preview_box, anchor="nw", width=7, background=PREVIEW_ROW, padx=4)
            key.grid(row=row, column=0, sticky="nsew", pady=1)
            text = wrapping_label(self.preview_box, tk.StringVar(master=self), PANEL_CHARS - 8,
                                  background=PREVIEW_ROW, padx=4)
            text.grid(row=row, column=1, sticky="nsew", pady=1)
            self.preview_rows[move] = (key, text)
        self.preview_box.columnconfigure(1, weight=1)
        self.hint_button = ttk.Button(buttons, command=view.hint, takefocus=0, width=-4)
        self.solution_button = ttk.Button(buttons, command=view.toggle_solution, takefocus=0, width=-4)
        self.preview_keys = {}  # move -> its key text (the arrow and the direction's name)
        self.looks = {}  # widget -> {option: value} as this panel configured it (see look)
        self.compact = None  # True: the buttons one under the other, the preview's keys their arrows alone
        self.keys_var = tk.StringVar(master=self)
        self.keys = wrapping_label(inner, self.keys_var, PANEL_CHARS + 2, foreground="#555555")
        self.keys.pack(side="top", fill="x", pady=(8, 0))
        self.chars = PANEL_CHARS
        parent.bind("<Configure>", self.fit_room, add="+")
        self.on_zoom()
        self.follow_wheel()

    def heading_of(self, box):
        """A heading for the frame ``box`` that wraps with the panel's texts (see show_headings)."""
        return wrapping_label(box, tk.StringVar(master=self), PANEL_CHARS)

    def show_headings(self):
        """The frames' titles: their own text, or in a compact panel a heading that wraps (a long title would
        widen the panel)."""
        for box, heading in ((self.queue_box, self.queue_heading), (self.preview_box, self.preview_heading)):
            title = heading.wrapping.variable.get()
            set_look(box, labelwidget=heading if self.compact else "", text="" if self.compact else title)

    def on_zoom(self):
        """Follow the zoomed fonts: the badges, and the texts' wrapping (the panel keeps its width in characters)."""
        self.badge_font.configure(size=tkfont.nametofont("TkHeadingFont", root=self).actual("size"))
        self.wrap_texts()
        self.fit_room()

    def wrap_texts(self):
        """Wrap the panel's texts to ``self.chars`` average characters of the font now (compact below
        COMPACT_CHARS: see lay_out)."""
        chars = self.chars
        compact = chars < COMPACT_CHARS
        self.keys.wrapping.set_pixels(text_width(self, chars + 2))
        self.wrap_stat_values()
        for heading in (self.queue_heading, self.preview_heading):
            heading.wrapping.set_pixels(text_width(self, chars))
        self.queue_legend.wrapping.set_pixels(text_width(self, chars + 2))
        for _badge, text in self.queue_rows:  # beside its badge (compact: as wide as the legend allows)
            text.wrapping.set_pixels(text_width(self, chars - (1 if compact else 3)))
        for _key, text in self.preview_rows.values():
            text.wrapping.set_pixels(text_width(self, max(PREVIEW_LEAST_CHARS, chars - (3 if compact else 8))))
        if compact != self.compact:
            self.compact = compact
            self.lay_out()

    def wrap_stat_values(self):
        """Wrap the numbers' values to what the names leave of the texts' width: a long value (a par still being
        worked out) takes more lines, never more width."""
        names = tkfont.nametofont("TkDefaultFont", root=self)
        widest = max(names.measure(label.cget("text")) for label in self.stat_names.values())
        room = max(text_width(self, STAT_VALUE_CHARS), text_width(self, self.chars + 2) - widest - STAT_GAP)
        for value in self.stat_values.values():
            value.wrapping.set_pixels(room)

    def lay_out(self):
        """Hint and Show solution side by side, or (compact) one under the other; the preview's keys with their
        direction's name, or (compact) their arrow alone."""
        for button in (self.hint_button, self.solution_button):
            button.pack_forget()
        if self.compact:
            self.hint_button.pack(side="top", fill="x")
            self.solution_button.pack(side="top", fill="x", pady=(4, 0))
        else:
            self.hint_button.pack(side="left")
            self.solution_button.pack(side="left", padx=(6, 0))
        self.show_headings()
        for move, (key, _text) in self.preview_rows.items():
            key.configure(width=2 if self.compact else 7)
            self.look(key, text=self.key_shown(self.preview_keys.get(move, "")))

    def key_shown(self, key_text):
        """A preview key as shown: "↑ Up", or in a compact panel its arrow alone."""
        return key_text.split()[0] if self.compact and key_text.split() else key_text

    def relabel(self):
        """Translate the fixed texts again."""
        t = self.view.t
        self.stats_box.configure(text=t("walls.view.stats"))
        for name, label in self.stat_names.items():
            label.configure(text=t(f"walls.view.stat.{name}"))
        self.wrap_stat_values()
        self.queue_heading.wrapping.variable.set(t("walls.view.queue"))
        self.preview_heading.wrapping.variable.set(t("walls.view.preview"))
        self.show_headings()
        self.queue_legend_var.set(t("walls.view.queue_legend", sequence=countdown_sequence()))
        self.hint_button.configure(text=t("walls.view.hint_button"))
        self.keys_var.set(t("walls.view.keys"))
        self.fit_room()

    def show_stats(self, values):
        """Show {moves, lights, best, par} texts."""
        for name, text in values.items():
            set_text(self.stat_values[name].wrapping.variable, text)

    def show_queue(self, rows, empty_text):
        """Show up to walls.most_counting_down() (moves left, text) rows, or ``empty_text`` when nothing counts down."""
        for index, (badge, label) in enumerate(self.queue_rows):
            if index < len(rows):
                left, text = rows[index]
                self.look(badge, text=str(left), background=countdown_colour(BADGE_FILLS, left),
                         foreground=countdown_colour(BADGE_TEXT, left), relief="ridge")
                set_text(label.wrapping.variable, text)
            else:  # an empty badge keeps its place: hiding it would make Tk lay the whole tab out again
                self.look(badge, text="", background=self.empty_badge, relief="flat")
                set_text(label.wrapping.variable, empty_text if index == 0 and not rows else "")

    def show_preview(self, rows, focus):
        """Show the four moves: (move, key text, description, accepted?); the ``focus`` move is highlighted."""
        for move, key_text, description, accepted in rows:
            key, text = self.preview_rows[move]
            background = PREVIEW_FOCUS if move == focus else PREVIEW_ROW
            colour = ACCEPTED_TEXT if accepted else BLOCKED_TEXT
            self.preview_keys[move] = key_text
            self.look(key, text=self.key_shown(key_text), background=background, foreground=colour)
            self.look(text, background=background, foreground=colour)
            set_text(text.wrapping.variable, description)

    def show_solution_button(self, text, enabled=True):
        """Label the Show-solution / Stop button."""
        self.look(self.solution_button, text=text, state="normal" if enabled else "disabled")

    def look(self, widget, **options):
        """Configure ``widget`` where an option differs from what this panel gave it last (the panel alone sets
        these options, so no Tk call asks what is shown: a move changes a few of the panel's forty looks)."""
        given = self.looks.setdefault(widget, {})
        changed = {name: value for name, value in options.items() if given.get(name) != value}
        if changed:
            widget.configure(**changed)
            given.update(changed)

    def stat_text(self, name):
        """The value shown for the number ``name`` (moves, lights, best or par), unwrapped (for tests)."""
        return self.stat_values[name].wrapping.variable.get()

    def preview_texts(self):
        """{move: description} as shown (for tests)."""
        return {move: text.wrapping.variable.get() for move, (_key, text) in self.preview_rows.items()}
