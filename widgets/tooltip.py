"""A tooltip: a small frameless window of text beside the pointer, for a text a widget shows cut (e.g. a long
level name in the Delayed Walls list ending in "…"). It takes no focus and never hides what the pointer points at.
"""

import tkinter as tk
import tkinter.font as tkfont

from widgets.line_breaking import wrapped
from widgets.wrapping_label import language_of

TOOLTIP_CHARS = 48  # a longer text wraps (by the window's language's line-breaking rules)
POINTER_GAP = 16  # pixels right of and below the pointer
TOOLTIP_BACKGROUND = "#ffffe0"


class Tooltip:
    """The one tooltip of ``widget``: show(text, x, y) beside the pointer, hide() when it leaves."""

    def __init__(self, widget):
        """No window yet: it is made when first shown."""
        self.widget = widget
        self.window = None
        self.label = None
        self.text = ""

    def show(self, text, x_root, y_root):
        """Show ``text`` (wrapped) near the screen point (x_root, y_root), kept on the screen."""
        if self.window is None or not self.window.winfo_exists():
            self.window = tk.Toplevel(self.widget)
            self.window.withdraw()
            self.window.overrideredirect(True)
            self.label = tk.Label(self.window, justify="left", background=TOOLTIP_BACKGROUND, relief="solid",
                                  borderwidth=1, padx=4, pady=2)
            self.label.pack()
        if text != self.text:
            font = tkfont.nametofont("TkDefaultFont", root=self.widget)
            width = font.measure("0") * TOOLTIP_CHARS
            self.label.configure(text=wrapped(text, width, font.measure, language_of(self.widget)), font=font)
            self.text = text
        self.window.update_idletasks()
        x = min(x_root + POINTER_GAP, self.window.winfo_screenwidth() - self.window.winfo_reqwidth())
        y = min(y_root + POINTER_GAP, self.window.winfo_screenheight() - self.window.winfo_reqheight())
        self.window.geometry(f"+{max(0, x)}+{max(0, y)}")
        self.window.deiconify()
        self.window.lift()

    def hide(self, event=None):
        """Take the tooltip away (nothing when it is not shown)."""
        if self.window is not None and self.window.winfo_exists() and self.text:
            self.window.withdraw()
        self.text = ""

    def shown_text(self):
        """The text shown now, "" when hidden (for tests)."""
        return self.text if self.window is not None and self.window.winfo_exists() else ""
