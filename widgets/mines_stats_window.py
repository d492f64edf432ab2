"""Game > Statistics of Minesweeper: games played and won, streaks and the ten best times of every board."""

import tkinter as tk
from tkinter import ttk

from gamepkg import mines_stats


def statistics_lines(t, label_of, stats):
    """The text of the window, one line each: ``t`` translates, ``label_of(key)`` names a table."""
    lines = []
    for key in mines_stats.TABLES:
        table = stats.get(key, mines_stats.empty_table())
        lines.append(label_of(key))
        lines.append("  " + t("mines.stats.played", count=table["played"]))
        lines.append("  " + t("mines.stats.won", count=table["won"], percent=mines_stats.win_percent(table)))
        lines.append("  " + t("mines.stats.streak", count=table["streak"]))
        lines.append("  " + t("mines.stats.best_streak", count=table["best_streak"]))
        lines.append("  " + t("mines.stats.times"))
        if not table["times"]:
            lines.append("    " + t("best.none"))
        for rank, row in enumerate(table["times"], start=1):
            lines.append("    " + t("best.row", rank=rank, seconds=row["seconds"], date=row["date"]))
        lines.append("")
    return lines


class StatisticsWindow(tk.Toplevel):
    """The statistics of ``view`` (a MinesView) in a text box, with Reset (asks first) and Close."""

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
        self.bind("<Escape>", lambda event: self.destroy())
        self.refresh()
        self.focus_set()

    def refresh(self):
        """Show the statistics as they are in the data folder now, in the current language."""
        self.title(self.view.t("mines.stats.title"))
        self.close_button.configure(text=self.view.t("mines.stats.close"))
        self.reset_button.configure(text=self.view.t("mines.stats.reset"))
        lines = statistics_lines(self.view.t, self.view.stats_label, mines_stats.load_stats(self.view.app.store))
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.insert("1.0", "\n".join(lines))
        self.text.configure(state="disabled")

    def shown_text(self):
        """The statistics text on screen."""
        return self.text.get("1.0", "end-1c")

    def reset(self):
        """Clear every table after the player says yes; say so when it cannot be saved."""
        app = self.view.app
        if not app.ask_yes_no("mines.stats.reset_ask"):
            return
        if not mines_stats.reset_stats(app.store):
            app.show_error(self.view.t("mines.stats.reset_failed"))
        self.refresh()
