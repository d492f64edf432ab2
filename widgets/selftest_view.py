"""Help → Run the rule tests: a window that runs the game's pure-rule tests and lists each result."""

import itertools
import tkinter as tk
from tkinter import ttk

from gamepkg import selftest
from gamepkg.resources import app_root

MARKS = {selftest.PASSED: "\u2714", selftest.FAILED: "\u2718", selftest.SKIPPED: "\u2013"}


class SelfTestWindow(tk.Toplevel):
    """Runs one test per event-loop turn so the window stays responsive."""

    def __init__(self, parent, tr, game):
        """Find the rule tests of ``game`` and start running them."""
        super().__init__(parent)
        self.tr = tr
        self.title(tr.t("selftest.title", game=tr.t(f"{game}.title")))
        self.transient(parent.winfo_toplevel())
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
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.table.yview)
        self.table.configure(yscrollcommand=scroll.set)
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
        label = f"{MARKS[outcome.result]} {self.tr.t('selftest.' + outcome.result)}"
        item = self.table.insert("", "end", text=outcome.name, values=(label, outcome.message))
        if outcome.result == selftest.FAILED:
            self.table.see(item)
        self._job = self.after(1, self._step)

    def _on_destroy(self, event=None):
        """Stop running when the window closes."""
        if event is not None and event.widget is self and self._job is not None:
            self.after_cancel(self._job)
            self._job = None
