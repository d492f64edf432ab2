"""Help → Run the rule tests: a window that runs the game's pure-rule tests and lists each result."""

import itertools
import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg import selftest
from gamepkg.resources import app_root
from widgets.dialogs import keep_on_screen

CELL_PADDING = 12  # pixels a Treeview cell needs around its text
MARKS = {selftest.PASSED: "\u2714", selftest.FAILED: "\u2718", selftest.SKIPPED: "\u2013"}


class SelfTestWindow(tk.Toplevel):
    """Runs one test per event-loop turn so the window stays responsive."""

    def __init__(self, parent, tr, game):
        """Find the rule tests of ``game`` and start running them."""
        super().__init__(parent)
        self.tr = tr
        self.title(tr.t("selftest.title", game=tr.t(f"{game}.title")))
        self.transient(parent.winfo_toplevel())
        keep_on_screen(self)
        self.summary_var = tk.StringVar(master=self)
        ttk.Label(self, textvariable=self.summary_var, padding=8, font="TkHeadingFont").pack(fill="x")
        frame = ttk.Frame(self, padding=(6, 0, 6, 6))
        frame.pack(fill="both", expand=True)
        self.table = ttk.Treeview(frame, columns=("result", "message"), show="tree headings", height=20)
        self.table.heading("#0", text=tr.t("selftest.test"))
        self.table.heading("result", text=tr.t("selftest.result"))
        self.table.heading("message", text=tr.t("selftest.message"))
        self.table.column("#0", width=420)
        self.table.column("result", width=110, anchor="center")
        self.table.column("message", width=320)
        for column in ("#0", "result", "message"):
            self.fit_column(column, self.table.heading(column, "text"), heading=True)
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.table.yview)
        across = ttk.Scrollbar(frame, orient="horizontal", command=self.table.xview)  # (a screen too narrow)
        self.table.configure(yscrollcommand=scroll.set, xscrollcommand=across.set)
        across.pack(side="bottom", fill="x")
        scroll.pack(side="right", fill="y")
        self.table.pack(side="left", fill="both", expand=True)
        self.outcomes = []
        files = selftest.rule_test_files(game, app_root())
        self._job = None
        if not files:
            self.summary_var.set(tr.t("selftest.not_bundled"))
            self.finished = True
            return
        self.finished = False
        self._pending = itertools.chain.from_iterable(selftest.run_file(path) for path in files)
        self.summary_var.set(tr.t("selftest.running"))
        self._job = self.after(10, self._step)
        self.bind("<Destroy>", self._on_destroy, add="+")

    def _step(self):
        """Run the next test and show its result; schedule the one after."""
        self._job = None
        outcome = next(self._pending, None)
        if outcome is None:
            self.finished = True
            counts = selftest.summary(self.outcomes)
            self.summary_var.set(self.tr.t("selftest.done", **counts))
            return
        self.outcomes.append(outcome)
        label = f"{MARKS[outcome.result]} {self.tr.t(f'selftest.{outcome.result}')}"
        # A skip's reason is the runner's (English): the player reads why in their language instead.
        message = self.tr.t("selftest.skip_note") if outcome.result == selftest.SKIPPED else outcome.message
        item = self.table.insert("", "end", text=outcome.name, values=(label, message))
        for column, text in (("#0", outcome.name), ("result", label), ("message", message)):
            self.fit_column(column, text)
        if outcome.result == selftest.FAILED:
            self.table.see(item)
        self._job = self.after(1, self._step)

    def fit_column(self, column, text, heading=False):
        """Widen ``column`` (never narrow it) so that ``text`` fits in it in the table's font."""
        style = ttk.Style(self)
        font_name = style.lookup("Heading" if heading else "Treeview", "font") or (
            "TkHeadingFont" if heading else "TkDefaultFont")
        font = tkfont.nametofont(str(font_name), root=self)
        indent = 40 if column == "#0" and not heading else 0  # the tree column's indicator and indent
        needed = font.measure(str(text)) + CELL_PADDING + indent
        if needed > int(self.table.column(column, "width")):
            self.table.column(column, width=needed, minwidth=needed)
            self.table.configure(height=self.table.cget("height"))  # ask for the columns' new width

    def _on_destroy(self, event=None):
        """Stop running when the window closes."""
        if event is not None and event.widget is self and self._job is not None:
            self.after_cancel(self._job)
            self._job = None
