"""Help → How this game is made: the game's rule engine, read-only, with its exercises first."""

import re
import tkinter as tk
from tkinter import ttk

from gamepkg.resources import read_source
from gamepkg.source_info import colour_spans, engine_game, exercises
from widgets.dialogs import closes_on_escape, keep_on_screen, scroll_across

COLOURS = {"keyword": "#0033b3", "string": "#067d17", "comment": "#8c8c8c", "number": "#1750eb",
           "definition": "#00627a"}


def definition_lines(source, name):
    """(first, last) line numbers (from 1) of the function, class or constant ``name`` at the top level of
    ``source`` (a function with its body), or None when the source does not define it."""
    lines = source.splitlines()
    pattern = re.compile(rf"(def|class)\s+{re.escape(name)}\b|{re.escape(name)}\s*(:[^=]*)?=")
    for number, line in enumerate(lines, start=1):
        if pattern.match(line):
            last = number
            if line.startswith(("def ", "class ")):
                for later, text in enumerate(lines[number:], start=number + 1):
                    if text.strip() and not text[0].isspace():
                        break
                    if text.strip():
                        last = later
            return number, last
    return None


def engine_file(engine):
    """The shipped path of an engine module, e.g. gamepkg/mines/rules.py."""
    return engine.__name__.replace(".", "/") + ".py"


class SourceWindow(tk.Toplevel):
    """A window with the exercises of a module on top and its colour-coded source below."""

    def __init__(self, parent, tr, relative, symbol=None, rule=None):
        """Open ``relative`` (e.g. gamepkg/mines/rules.py) read-only; a missing file gets a clear message.

        With ``symbol`` (a function or constant of the file) it opens at its lines, marked, with a note naming
        ``rule`` (the lesson step's rule, already translated) above the code."""
        super().__init__(parent)
        self.title(tr.t("source.title", file=relative))
        self.transient(parent.winfo_toplevel())
        keep_on_screen(self)
        try:
            source = read_source(relative)
        except (OSError, ValueError) as error:
            source = ""
            ttk.Label(self, text=tr.t("source.missing", file=relative, reason=str(error)),
                      padding=10).pack()
        game = engine_game(relative)
        items = exercises(tr, game) if game else []
        heading = ttk.Label(self, text=tr.t("source.exercises"), font="TkHeadingFont", padding=(8, 6, 8, 0))
        heading.pack(fill="x")
        if items:
            self.seed_note = ttk.Label(self, text=tr.t("source.seed_note"), wraplength=760, padding=(8, 2, 8, 4))
            self.seed_note.pack(fill="x")
        self.exercise_list = tk.Text(self, height=min(12, max(2, len(items) * 3)), wrap="word", padx=8,
                                     pady=4, font="TkTextFont", background="#fffbe6")
        self.exercise_list.insert("1.0", "\n\n".join(f"{n}. {text}" for n, text in items)
                                  or tr.t("source.no_exercises"))
        self.exercise_list.configure(state="disabled")
        self.exercise_list.pack(fill="x", padx=6)
        self.rule_lines = None
        if symbol:
            self._note_rule(tr, relative, source, symbol, rule)
        self.code = self._code_area(source)
        if self.rule_lines:
            first, last = self.rule_lines
            self.code.tag_configure("rule", background="#fff2a8")
            self.code.tag_add("rule", f"{first}.0", f"{last + 1}.0")
            self.code.see(f"{last}.0")
            self.code.see(f"{first}.0")
        closes_on_escape(self)

    def _note_rule(self, tr, relative, source, symbol, rule):
        """The line above the code that names the lesson step's rule and where it is (or that it is missing)."""
        self.rule_lines = definition_lines(source, symbol)
        key = "lesson.source_note" if self.rule_lines else "lesson.source_missing"
        self.rule_note = ttk.Label(self, text=tr.t(key, rule=rule or symbol, name=symbol, file=relative),
                                   wraplength=760, padding=(8, 6, 8, 0), font="TkHeadingFont")
        self.rule_note.pack(fill="x")

    def _code_area(self, source):
        """The line numbers and the coloured, read-only source."""
        frame = ttk.Frame(self, padding=6)
        frame.pack(fill="both", expand=True)
        lines = source.count("\n") + 1
        numbers = tk.Text(frame, width=len(str(lines)) + 1, font="TkFixedFont", background="#f0f0f0",
                          foreground="#888888", padx=4, takefocus=0)
        code = tk.Text(frame, wrap="none", font="TkFixedFont", width=92, height=30, padx=6, undo=False)
        numbers.insert("1.0", "\n".join(str(n) for n in range(1, lines + 1)))
        code.insert("1.0", source)
        for tag, colour in COLOURS.items():
            code.tag_configure(tag, foreground=colour)
        for tag, (row0, col0), (row1, col1) in colour_spans(source):
            code.tag_add(tag, f"{row0}.{col0}", f"{row1}.{col1}")

        def scroll_both(*args):
            """Scroll the numbers and the code together."""
            code.yview(*args)
            numbers.yview(*args)

        def follow(first, last):
            """Keep the numbers and the scrollbar in step with the code."""
            numbers.yview_moveto(first)
            scrollbar.set(first, last)

        scrollbar = ttk.Scrollbar(frame, orient="vertical", command=scroll_both)
        scroll_across(frame, code)  # long lines are never cut
        code.configure(yscrollcommand=follow, state="disabled")
        numbers.configure(state="disabled")
        scrollbar.pack(side="right", fill="y")
        numbers.pack(side="left", fill="y")
        code.pack(side="left", fill="both", expand=True)
        return code
