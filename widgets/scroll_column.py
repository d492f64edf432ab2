"""A side-panel column that scrolls when the window is too short for it, instead of cutting its texts.

``ScrollColumn`` is a Frame holding a Canvas that shows the frame ``inner`` (where the panel puts its
widgets) at its natural size. The column asks for the inner frame's width; when the window gives it less
height than the inner frame needs, a vertical scrollbar appears and the mouse wheel scrolls it. Nothing in
it is ever squeezed, so no text is cut. The column's width never depends on its height other than through
the scrollbar, and the scrollbar only depends on heights: no layout feeds back into itself.
"""

import tkinter as tk
from tkinter import ttk

WHEEL_TAG_PREFIX = "ScrollColumnWheel"


class ScrollColumn(ttk.Frame):
    """A column whose widgets go in ``self.inner``; it scrolls vertically when it does not fit."""

    def __init__(self, parent, padding=0):
        """Build the column; ``padding`` is the inner frame's padding (as for a ttk Frame)."""
        super().__init__(parent)
        background = ttk.Style(self).lookup("TFrame", "background") or "#d9d9d9"
        self.canvas = tk.Canvas(self, highlightthickness=0, borderwidth=0, background=background,
                                width=1, height=1, takefocus=0)
        self.scrollbar = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(yscrollcommand=self.scrollbar.set)
        self.inner = ttk.Frame(self.canvas, padding=padding)
        self._window = self.canvas.create_window(0, 0, window=self.inner, anchor="nw")
        self.canvas.pack(side="left", fill="both", expand=True)
        self.wheel_tag = f"{WHEEL_TAG_PREFIX}{id(self)}"
        self.inner.bind("<Configure>", self._fit_inner, add="+")
        self.canvas.bind("<Configure>", self._fit_inner, add="+")
        for sequence, step in (("<MouseWheel>", None), ("<Button-4>", -1), ("<Button-5>", 1)):
            self.bind_class(self.wheel_tag, sequence, lambda event, step=step: self._wheel(event, step))

    def _fit_inner(self, event=None):
        """Ask for the inner frame's size, and show the scrollbar only when the height given is too small."""
        width, height = self.inner.winfo_reqwidth(), self.inner.winfo_reqheight()
        if (int(self.canvas["width"]), int(self.canvas["height"])) != (width, height):
            self.canvas.configure(width=width, height=height)
        region = (0, 0, width, height)
        if tuple(int(float(value)) for value in str(self.canvas["scrollregion"]).split()) != region:
            self.canvas.configure(scrollregion=region)
        self.fit_to_height(self.canvas.winfo_height())

    def fit_to_height(self, given):
        """Show the scrollbar when ``given`` pixels of height (1 or less: not known yet) are fewer than the inner
        frame asks for, hide it when they are enough (a view may call it before its first layout, from the room
        it will have, so that the window lays the column out once)."""
        height = self.inner.winfo_reqheight()
        too_short = 1 < given < height
        if too_short and not self.scrollbar.winfo_manager():
            self.scrollbar.pack(side="right", fill="y", before=self.canvas)
            self.follow_wheel()
        elif given > 1 and not too_short and self.scrollbar.winfo_manager():
            self.scrollbar.pack_forget()
            self.canvas.yview_moveto(0)

    def follow_wheel(self):
        """Let the mouse wheel over any widget of the column scroll it (call again after adding widgets)."""
        stack = [self.canvas, self.inner]
        while stack:
            widget = stack.pop()
            tags = widget.bindtags()
            if self.wheel_tag not in tags:
                widget.bindtags(tags + (self.wheel_tag,))
            stack.extend(widget.winfo_children())

    def _wheel(self, event, step):
        """Scroll by the wheel (X11 sends buttons 4 and 5, Windows and macOS a delta)."""
        if not self.scrollbar.winfo_manager():
            return None
        if step is None:
            step = -1 if event.delta > 0 else 1
        self.canvas.yview_scroll(step, "units")
        return "break"

    def scrolls(self):
        """True when the column is taller than its room and shows its scrollbar."""
        return bool(self.scrollbar.winfo_manager())
