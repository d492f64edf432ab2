"""Game > Statistics of every game: one window that shows the lines a game gives it, with Reset and Close.

The view says what to show: ``statistics_lines()`` (the text, one line each, in the current language) and
``reset_statistics()`` (True when the tables could be cleared); ``stats_texts`` names the message ids of the
window's title, buttons and question (Minesweeper keeps its own; the other games share ``SHARED_TEXTS``).
``show_statistics(view)`` opens the window or brings the open one to the front.
"""

import tkinter as tk
from tkinter import ttk

from gamepkg import game_stats
from widgets.dialogs import closes_on_escape

# The message ids of the window's title, buttons, Reset question and failure of the games that share them.
SHARED_TEXTS = {"title": "stats.title", "close": "stats.close", "reset": "stats.reset",
                "reset_ask": "stats.reset_ask", "reset_failed": "stats.reset_failed"}


def table_lines(t, tables, label_of, best_key=None):
    """The lines of ``tables`` ({key: table} in the order shown): each table's name (``label_of(key)``), its
    games played and won and, with ``best_key`` (a message id taking {best}), its best figure."""
    lines = []
    for key, table in tables.items():
        lines.append(label_of(key))
        lines.append("  " + t("stats.played", count=table["played"]))
        lines.append("  " + t("stats.won", count=table["won"], percent=game_stats.win_percent(table)))
        if best_key is not None:
            lines.append("  " + (t(best_key, best=table["best"]) if table["best"] is not None
                                 else t("stats.best_none")))
        lines.append("")
    return lines


class StatisticsWindow(tk.Toplevel):
    """The statistics of ``view`` in a text box, with Reset (asks first, No the default) and Close."""

    def __init__(self, view):
        """Open the window over the suite window."""
        super().__init__(view)
        self.view = view
        self.transient(view.winfo_toplevel())
        frame = ttk.Frame(self, padding=6)
        frame.pack(fill="both", expand=True)
        buttons = ttk.Frame(frame)
        buttons.pack(side="bottom", fill="x", pady=(6, 0))
        self.close_button = ttk.Button(buttons, command=self.destroy)
        self.close_button.pack(side="right")
        self.reset_button = ttk.Button(buttons, command=self.reset)
        self.reset_button.pack(side="left")
        self.text = tk.Text(frame, wrap="word", width=44, height=24, font="TkTextFont", padx=8, pady=6)
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        self.refresh()
        closes_on_escape(self)

    def message(self, name):
        """The message id ``name`` of this view's statistics texts (title, close, reset, reset_ask...)."""
        return self.view.stats_texts[name]

    def refresh(self):
        """Show the statistics as they are in the data folder now, in the current language."""
        t = self.view.t
        self.title(t(self.message("title")))
        self.close_button.configure(text=t(self.message("close")))
        self.reset_button.configure(text=t(self.message("reset")))
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.insert("1.0", "\n".join(self.view.statistics_lines()))
        self.text.configure(state="disabled")

    def shown_text(self):
        """The statistics text on screen."""
        return self.text.get("1.0", "end-1c")

    def reset(self):
        """Clear every table after the player says yes (No is the default); say so when it cannot be saved."""
        app = self.view.app
        if not app.ask_yes_no(self.message("reset_ask"), default_no=True):
            return
        if not self.view.reset_statistics():
            app.show_error(self.view.t(self.message("reset_failed")))
        self.refresh()


def open_window(view):
    """The view's open Statistics window, or None."""
    window = getattr(view, "stats_window", None)
    return window if window is not None and window.winfo_exists() else None


def show_statistics(view):
    """Game > Statistics: open the window of ``view`` (or bring the open one to the front, refreshed)."""
    window = open_window(view)
    if window is not None:
        window.refresh()
        window.lift()
        return
    view.stats_window = view.app.show_made(lambda: StatisticsWindow(view))  # over the window, as help is


def refresh_statistics(view):
    """Show the new figures (or the new language) in the view's open Statistics window, if any."""
    window = open_window(view)
    if window is not None:
        window.refresh()
