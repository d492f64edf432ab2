"""Help → Run the rule tests: a window that runs the game's pure-rule tests and lists each result.

The tests run on a worker thread, one after another (a single test may take seconds); the window polls
for their results with after() and shows them, so the window never waits for a test. Tk is called on the
Tk thread only. Closing the window stops the worker after the test it is running.

The window shows first: the worker starts once it is mapped (issue 36: the tests ran from the start and the
window stayed blank for 0.74 s). While they run, Python's switch interval is short, as for long work
(widgets/long_work.py): the Tk thread gets the interpreter back after each of its many calls. A poll shows
at most ROWS_PER_POLL results.
"""

import itertools
import queue
import sys
import threading
import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg import selftest
from gamepkg.resources import app_root
from widgets.dialogs import closes_on_escape, keep_on_screen
from widgets.long_work import WORKER_SWITCH_SECONDS

CELL_PADDING = 12  # pixels a Treeview cell needs around its text
MARKS = {selftest.PASSED: "\u2714", selftest.FAILED: "\u2718", selftest.SKIPPED: "\u2013"}


POLL_MS = 50  # how often the window looks for new results
ROWS_PER_POLL = 10  # results shown by one poll at most (the others at the next)


def run_tests(tests, results, stop):
    """Worker thread: put each Outcome of ``tests`` into ``results`` until done (then None) or ``stop`` is set."""
    for outcome in tests:
        if stop.is_set():
            return
        results.put(outcome)
    results.put(None)


class SelfTestWindow(tk.Toplevel):
    """Runs the tests on a worker thread and lists each result as it comes, in the player's language."""

    def __init__(self, parent, tr, game):
        """Find the rule tests of ``game`` and start running them."""
        super().__init__(parent)
        self.tr = tr
        self.game = game
        self.title(tr.t("selftest.title", game=tr.t(f"{game}.title")))
        self.transient(parent.winfo_toplevel())
        keep_on_screen(self)
        self.summary_var = tk.StringVar(master=self)
        ttk.Label(self, textvariable=self.summary_var, padding=8, font="TkHeadingFont").pack(fill="x")
        frame = ttk.Frame(self, padding=(6, 0, 6, 6))
        frame.pack(fill="both", expand=True)
        self.table = ttk.Treeview(frame, columns=("result", "message"), show="tree headings", height=20)
        self.label_headings()
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
        closes_on_escape(self)
        self.outcomes = []
        self.items = []  # the table row of each outcome
        files = selftest.rule_test_files(game, app_root())
        self._job = None
        self.stop = threading.Event()
        self.results = queue.Queue()
        self.finished = not files
        self.show_summary()
        if not files:
            return
        tests = itertools.chain.from_iterable(selftest.run_file(path) for path in files)
        self.worker = threading.Thread(target=run_tests, args=(tests, self.results, self.stop),
                                       name=f"rule tests: {game}", daemon=True)
        self.switch_before = None  # Python's switch interval before the worker started (given back after)
        self.bind("<Map>", self._on_map, add="+")
        self.bind("<Destroy>", self._on_destroy, add="+")

    def _on_map(self, event=None):
        """The window is on the screen: start the tests (once) and look for their results."""
        if event is not None and event.widget is not self or self.worker.ident is not None or self.stop.is_set():
            return
        self.switch_before = sys.getswitchinterval()
        sys.setswitchinterval(min(self.switch_before, WORKER_SWITCH_SECONDS))
        self.worker.start()
        self._job = self.after(POLL_MS, self._poll)

    def give_back_switch_interval(self):
        """The tests are done or stopped: Python's switch interval is what it was before they started."""
        if self.switch_before is not None:
            sys.setswitchinterval(self.switch_before)
            self.switch_before = None

    def label_headings(self):
        """The column headings in the player's language."""
        self.table.heading("#0", text=self.tr.t("selftest.test"))
        self.table.heading("result", text=self.tr.t("selftest.result"))
        self.table.heading("message", text=self.tr.t("selftest.message"))

    def show_summary(self):
        """The line above the table: not bundled, running, or the counts."""
        if not self.finished:
            self.summary_var.set(self.tr.t("selftest.running"))
        elif not self.outcomes and not selftest.rule_test_files(self.game, app_root()):
            self.summary_var.set(self.tr.t("selftest.not_bundled"))
        else:
            self.summary_var.set(self.tr.t("selftest.done", **selftest.summary(self.outcomes)))

    def row_texts(self, outcome):
        """(result, message) of one outcome's row, in the player's language."""
        label = f"{MARKS[outcome.result]} {self.tr.t(f'selftest.{outcome.result}')}"
        # A skip's reason is the runner's (English): the player reads why in their language instead.
        message = self.tr.t("selftest.skip_note") if outcome.result == selftest.SKIPPED else outcome.message
        return label, message

    def _poll(self):
        """Tk thread: show the results the worker has finished; look again soon until it is done."""
        self._job = None
        for _ in range(ROWS_PER_POLL):
            try:
                outcome = self.results.get_nowait()
            except queue.Empty:
                break
            if outcome is None:
                self.finished = True
                self.give_back_switch_interval()
                self.show_summary()
                return
            self.show_outcome(outcome)
        self._job = self.after(POLL_MS, self._poll)

    def show_outcome(self, outcome):
        """Add one result to the table."""
        self.outcomes.append(outcome)
        label, message = self.row_texts(outcome)
        item = self.table.insert("", "end", text=outcome.name, values=(label, message))
        self.items.append(item)
        for column, text in (("#0", outcome.name), ("result", label), ("message", message)):
            self.fit_column(column, text)
        if outcome.result == selftest.FAILED:
            self.table.see(item)

    def relabel(self):
        """After a language switch: the same results in the new language (the tests do not run again)."""
        game = self.game
        self.title(self.tr.t("selftest.title", game=self.tr.t(f"{game}.title")))
        self.label_headings()
        for item, outcome in zip(self.items, self.outcomes):
            label, message = self.row_texts(outcome)
            self.table.item(item, values=(label, message))
            self.fit_column("result", label)
            self.fit_column("message", message)
        self.show_summary()

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
        """Stop running when the window closes (the worker stops after the test it is running)."""
        if event is not None and event.widget is self:
            self.stop.set()
            self.give_back_switch_interval()
            if self._job is not None:
                self.after_cancel(self._job)
                self._job = None
