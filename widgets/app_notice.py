"""The notice line at the bottom of the suite window (no font for the language's letters, saving off, a data file
that cannot be read or was damaged), with a button that closes it: a mixin of SuiteApp (widgets/app.py)."""

import tkinter as tk
from tkinter import ttk


class SuiteNotice:
    """The notice-line part of SuiteApp (it uses the window, the translator, the data folder and the notebook)."""

    def build_notice(self):
        """The notice line's text and Close button (packed by show_notice while there is something to say)."""
        self.notice_var = tk.StringVar(master=self.root)
        self.dismissed_notices = []  # (message id, fields) of the notices the player closed (see dismiss_notice)
        self.notice = ttk.Frame(self.root)
        self.notice_close = ttk.Button(self.notice, command=self.dismiss_notice, takefocus=0, padding=(6, 0))
        self.notice_close.pack(side="right", padx=(0, 2))
        ttk.Label(self.notice, textvariable=self.notice_var, foreground="#8a4b00", padding=(6, 1)).pack(
            side="left", fill="x", expand=True)

    def show_notice(self):
        """The line at the bottom: no font for the language, saving is off, or a data file cannot be read (left alone)
        or was damaged; the notices the player closed stay away (a new one shows the line again)."""
        notices = [notice for notice in self.all_notices() if notice not in self.dismissed_notices]
        text = "\n".join(self.tr.t(key, **fields) for key, fields in notices)
        self.notice_var.set(text)
        self.notice_close.configure(text=self.tr.t("app.notice_close"))
        if text and not self.notice.winfo_manager():
            self.notice.pack(side="bottom", fill="x", before=self.notebook)
        elif not text and self.notice.winfo_manager():
            self.notice.pack_forget()

    def all_notices(self):
        """(message id, fields) of every notice for the line at the bottom: start-up problems, the data folder's."""
        return self.start_notices + list(self.store.notices())

    def dismiss_notice(self):
        """The notice line's Close button: its notices go away for this run, and the tabs get the room back."""
        self.dismissed_notices += [notice for notice in self.all_notices() if notice not in self.dismissed_notices]
        self.show_notice()
