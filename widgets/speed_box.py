"""A small "Speed" chooser for a game's side panel: the suite's animation speed, shared by every game."""

import math
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg.settings import ANIMATION_SPEEDS


class SpeedChooser(ttk.Frame):
    """A label and a read-only box of the animation speeds; a choice applies to every game."""

    def __init__(self, parent, view, width=10, after_choice=None):
        """Build the chooser for ``view`` (a GameView); ``after_choice()`` runs after the player picks."""
        super().__init__(parent)
        self.view = view
        self.after_choice = after_choice
        self.label = ttk.Label(self)
        self.label.pack(side="left")
        self.least_width = width
        self.box = ttk.Combobox(self, state="readonly", width=width, takefocus=0)
        self.box.pack(side="left", padx=(6, 0))
        self.box.bind("<<ComboboxSelected>>", self.on_chosen)

    def relabel(self):
        """Translate the label and the speed names, and show the current speed."""
        self.label.configure(text=self.view.t("speed.label"))
        names = [self.view.t(f"speed.{speed}") for speed in ANIMATION_SPEEDS]
        self.box.configure(values=names)
        self.fit_width()
        self.show(self.view.speed())

    def fit_width(self):
        """Make the box wide enough for its longest speed name (in average characters: it follows the zoom)."""
        font = tkfont.nametofont("TkTextFont", root=self)
        longest = max(font.measure(name) for name in self.box.cget("values"))
        width = max(self.least_width, math.ceil(longest / font.measure("0")) + 2)
        if int(self.box.cget("width")) != width:
            self.box.configure(width=width)

    def natural_width(self):
        """Pixels the label and the box need side by side (from their texts and fonts, not from what is shown)."""
        label_font, box_font = (tkfont.nametofont(name, root=self) for name in ("TkDefaultFont", "TkTextFont"))
        arrow = box_font.metrics("linespace")  # the box's arrow button is about a line high and as wide
        return (label_font.measure(str(self.label.cget("text"))) + 6
                + int(self.box.cget("width")) * box_font.measure("0") + arrow + 8)

    def stack(self, stacked):
        """Put the box under its label (``stacked``: a narrow side panel) or beside it."""
        side, padx, pady = ("top", 0, (2, 0)) if stacked else ("left", (6, 0), 0)
        if self.box.pack_info().get("side") != side:
            self.label.pack_configure(side=side, anchor="w")
            self.box.pack_configure(side=side, anchor="w", padx=padx, pady=pady)

    def show(self, speed):
        """Show ``speed`` in the box (a highlight of the old name covers the whole new one)."""
        self.box.current(ANIMATION_SPEEDS.index(speed))
        if self.box.selection_present():
            self.box.selection_range(0, "end")

    def on_chosen(self, event=None):
        """The player picked a speed: use it everywhere, then hand the focus back."""
        self.view.set_speed(ANIMATION_SPEEDS[self.box.current()])
        if self.after_choice:
            self.after_choice()

    def follow_zoom(self):
        """The zoom changed the fonts: fit the box to its longest name again (glyph widths do not scale evenly)."""
        self.fit_width()
