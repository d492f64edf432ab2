"""The Delayed Walls level editor (Game > New Level / Edit Level): paint a board, title it, ask the solver.

A window of its own beside the tab: the titles in Japanese and English, the size, a palette of the five
cell characters with their meaning, the board, and the solver's live answer under it (the par, or what
cannot be reached, marked on the board with a dashed red frame and a "!"). The draft (gamepkg/walls/edit.py)
holds the board and the undo steps; this window only turns input into draft calls and shows the answers.

Mouse: a click (or a drag) paints the palette's character, a right click paints a wall. Keyboard: the
arrow keys move the cursor, Space or Enter paints, and # . * S E (or 1 to 5) choose the character and
paint it at the cursor; Ctrl+Z undoes. The solver runs on the window's own background worker
(widgets/walls/jobs.py) under the game's SearchBudget: each change replaces the search still running.
"""

import tkinter as tk
from tkinter import ttk

from gamepkg.i18n import LANGUAGE_BY_CODE, LANGUAGES, Text
from gamepkg.walls import solver as walls_solver
from gamepkg.walls import why as walls_why
from gamepkg.walls.level_files import EXIT, LIGHT, MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH, SPROUT, START, WALL
from widgets.board import BoardCanvas
from widgets.key_gate import SHORTCUT_MODIFIERS
from widgets.walls.draw import EXIT_FILL, FLOOR, FLOOR_EDGE, LIGHT_EDGE, PREVIEW_BAD, START_FILL, VOID, VOID_EDGE
from widgets.walls.jobs import BackgroundJobs
from widgets.wrapping_label import wrapping_label

TOOLS = ((WALL, "wall"), (SPROUT, "floor"), (LIGHT, "light"), (START, "start"), (EXIT, "exit"))
TOOL_KEYS = {"numbersign": WALL, "period": SPROUT, "asterisk": LIGHT, "s": START, "S": START, "e": EXIT,
             "E": EXIT, "1": WALL, "2": SPROUT, "3": LIGHT, "4": START, "5": EXIT}
LOOKS = {WALL: (VOID, "", "white", VOID_EDGE), SPROUT: (FLOOR, "", "black", FLOOR_EDGE),
         LIGHT: (FLOOR, "\u2605", LIGHT_EDGE, FLOOR_EDGE), START: (START_FILL, "S", "black", FLOOR_EDGE),
         EXIT: (EXIT_FILL, "E", "black", FLOOR_EDGE)}
ANSWER_DELAY_MS = 150  # painting a line of cells asks the solver once, after the last cell
ANSWER_CHARS = 56
EDITOR_CELL_SCALE = 1.5  # the editor's cells are this much larger than the tab's at the same zoom


class LevelEditor(tk.Toplevel):
    """The editor window of one WallsView, editing one Draft."""

    def __init__(self, view, draft):
        """Build the window for ``view`` (the Delayed Walls tab) showing ``draft``; ask the solver at once."""
        super().__init__(view.winfo_toplevel())
        self.view = view
        self.draft = draft
        self.t = view.t
        self.title(self.t("walls.editor.title"))
        self.transient(view.winfo_toplevel())
        self.answer = None
        self.answer_job = None
        self.last_dragged = None
        self.jobs = BackgroundJobs(self, walls_solver.standard_budget)
        self.tool = tk.StringVar(master=self, value=WALL)
        self.answer_var = tk.StringVar(master=self)
        self.status_var = tk.StringVar(master=self)
        body = ttk.Frame(self, padding=8)
        body.pack(fill="both", expand=True)
        self.build_fields(body)
        self.build_palette(body)
        self.board = BoardCanvas(body, draft.width, draft.height, on_primary=self.paint_at,
                                 on_secondary=lambda x, y: self.paint_at(x, y, WALL), on_resize=self.draw_marks,
                                 max_cell=56, background="#cfc6b2")
        self.board.set_zoom(round(view.app.settings["zoom"] * EDITOR_CELL_SCALE))
        self.board.grid(row=1, column=1, sticky="nsew")
        body.columnconfigure(1, weight=1)
        body.rowconfigure(1, weight=1)
        self.answer_label = wrapping_label(body, self.answer_var, ANSWER_CHARS)
        self.answer_label.grid(row=2, column=0, columnspan=2, sticky="ew", pady=(6, 0))
        self.build_buttons(body)
        ttk.Label(body, textvariable=self.status_var, foreground="#5a4b2a").grid(
            row=4, column=0, columnspan=2, sticky="w", pady=(4, 0))
        self.bind_keys()
        self.bind("<Destroy>", self.on_destroy)
        self.protocol("WM_DELETE_WINDOW", self.close)
        self.show_board()
        self.ask_solver()
        self.board.focus_set()

    # ----- building -----
    def build_fields(self, body):
        """The two titles and the size, in a row above the board."""
        fields = ttk.Frame(body)
        fields.grid(row=0, column=0, columnspan=2, sticky="ew", pady=(0, 6))
        self.title_vars = {}
        for column, language in enumerate(LANGUAGES):
            label = self.t("walls.editor.title_in", language=LANGUAGE_BY_CODE[language].name)
            ttk.Label(fields, text=label).grid(row=column, column=0, sticky="w")
            variable = tk.StringVar(master=self, value=self.draft.titles[language])
            variable.trace_add("write", lambda *args, language=language: self.on_title(language))
            entry = ttk.Entry(fields, textvariable=variable, width=28)
            entry.grid(row=column, column=1, sticky="ew", padx=(4, 12), pady=1)
            self.title_vars[language] = variable
        self.size_vars = {}
        for row, (name, low, high, now) in enumerate((("width", MIN_WIDTH, MAX_WIDTH, self.draft.width),
                                                      ("height", MIN_HEIGHT, MAX_HEIGHT, self.draft.height))):
            ttk.Label(fields, text=self.t(f"walls.editor.{name}", low=low, high=high)).grid(
                row=row, column=2, sticky="w")
            variable = tk.StringVar(master=self, value=str(now))
            box = ttk.Spinbox(fields, from_=low, to=high, textvariable=variable, width=4, command=self.on_size)
            box.grid(row=row, column=3, sticky="w", padx=(4, 0), pady=1)
            box.bind("<Return>", self.on_size)
            box.bind("<FocusOut>", self.on_size)
            self.size_vars[name] = variable
        fields.columnconfigure(1, weight=1)

    def build_palette(self, body):
        """The five characters with their meaning; the chosen one is what a click paints."""
        palette = ttk.LabelFrame(body, text=self.t("walls.editor.palette"), padding=4)
        palette.grid(row=1, column=0, sticky="nw", padx=(0, 8))
        self.tool_buttons = {}
        for number, (char, name) in enumerate(TOOLS, start=1):
            button = ttk.Radiobutton(palette, variable=self.tool, value=char, takefocus=0,
                                     text=self.t(f"walls.editor.tool.{name}", char=char, number=number))
            button.pack(side="top", anchor="w", pady=1)
            self.tool_buttons[char] = button
        ttk.Label(palette, text=self.t("walls.editor.keys"), foreground="#5a4b2a", justify="left").pack(
            side="top", anchor="w", pady=(6, 0))

    def build_buttons(self, body):
        """Undo, Try it, Save, Publish to Class Folder, Copy Level and Close."""
        buttons = ttk.Frame(body)
        buttons.grid(row=3, column=0, columnspan=2, sticky="e", pady=(6, 0))
        self.buttons = {}
        for name, command in (("undo", self.undo), ("try", self.try_level), ("save", self.save),
                              ("publish", self.publish), ("copy", self.copy_level), ("close", self.close)):
            button = ttk.Button(buttons, text=self.t(f"walls.editor.button.{name}"), command=command, takefocus=0)
            button.pack(side="left", padx=2)
            self.buttons[name] = button

    def bind_keys(self):
        """The characters and digits choose and paint on the board; Ctrl+Z undoes, Ctrl+S saves, Escape closes."""
        for keysym, char in TOOL_KEYS.items():
            self.board.bind(f"<KeyPress-{keysym}>", lambda event, char=char: self.on_tool_key(event, char))
        self.board.bind("<B1-Motion>", self.on_drag)
        self.board.bind("<ButtonRelease-1>", lambda event: setattr(self, "last_dragged", None), add="+")
        self.bind("<Control-z>", lambda event: self.undo() or "break")
        self.bind("<Control-s>", lambda event: self.save() or "break")
        self.bind("<Escape>", lambda event: self.close())

    def may_close(self):
        """True when the window may go: nothing unsaved, or the teacher said to drop it (the editor shows itself
        first, had it stepped aside for Try it, so that the question is about something seen)."""
        if not self.draft.unsaved():
            return True
        self.deiconify()
        self.lift()
        return bool(self.view.app.ask_yes_no("walls.editor.confirm_close"))

    def close(self):
        """Close, asking first when the draft has changes that are not saved."""
        if self.may_close():
            self.destroy()

    def on_destroy(self, event=None):
        """Stop the solver and the pending answer when the window goes away."""
        if event is None or event.widget is self:
            if self.answer_job is not None:
                self.after_cancel(self.answer_job)
                self.answer_job = None
            self.jobs.close()

    # ----- painting -----
    def paint_at(self, x, y, char=None):
        """Paint the palette's character (or ``char``) at cell (x, y)."""
        if self.draft.paint((x, y), char or self.tool.get()):
            self.after_change()

    def on_tool_key(self, event, char):
        """# . * S E or 1 to 5: choose that character; the characters also paint it at the cursor."""
        if event.state & SHORTCUT_MODIFIERS:
            return None
        self.tool.set(char)
        if not event.keysym.isdigit():
            self.board.show_cursor(True)
            self.paint_at(*self.board.cursor)
        return "break"

    def on_drag(self, event=None):
        """The mouse moved with the button down: paint each new cell it enters."""
        cell = self.board.cell_at(event.x, event.y)
        if cell is not None and cell != self.last_dragged:
            self.last_dragged = cell
            self.paint_at(*cell)
        return "break"

    def on_size(self, event=None):
        """A new width or height from the spin boxes (a number out of range is brought within the limits)."""
        try:
            width, height = int(self.size_vars["width"].get()), int(self.size_vars["height"].get())
        except ValueError:
            self.show_size()
            return
        if self.draft.resize(width, height):
            self.after_change()
        self.show_size()

    def show_size(self):
        """Show the draft's size in the spin boxes."""
        for name, value in (("width", self.draft.width), ("height", self.draft.height)):
            if self.size_vars[name].get() != str(value):
                self.size_vars[name].set(str(value))

    def on_title(self, language):
        """A title was typed: keep it in the draft."""
        self.draft.titles[language] = self.title_vars[language].get()

    def undo(self):
        """Take back the last paint or resize."""
        if self.draft.undo():
            self.after_change()
            self.say("walls.editor.undone")
        else:
            self.say("walls.editor.nothing_to_undo")

    def after_change(self):
        """The board changed: redraw it and ask the solver again (after a short pause)."""
        self.answer = None
        self.show_board()
        self.show_size()
        if self.answer_job is not None:
            self.after_cancel(self.answer_job)
        self.answer_job = self.after(ANSWER_DELAY_MS, self.ask_solver)

    # ----- showing -----
    def show_board(self):
        """Draw every cell of the draft (the board touches only cells that changed) and the marks."""
        if (self.board.cols, self.board.rows) != (self.draft.width, self.draft.height):
            self.board.resize_grid(self.draft.width, self.draft.height)
        for y, row in enumerate(self.draft.rows):
            for x, char in enumerate(row):
                self.board.set_cell(x, y, *LOOKS[char])
        self.draw_marks()

    def draw_marks(self):
        """A dashed red frame and a "!" on every cell the solver's answer says is out of reach."""
        self.board.delete("mark")
        cells = self.answer.marked_cells() if self.answer is not None else ()
        for x, y in sorted(cells):
            x0, y0, x1, y1 = self.board.cell_bbox(x, y)
            width = max(2, self.board.cell // 10)
            self.board.create_rectangle(x0 + width, y0 + width, x1 - width, y1 - width, outline=PREVIEW_BAD,
                                        width=width, dash=(4, 2), tags=("mark",))
            self.board.create_text(x1 - width * 2, y0 + width, text="!", anchor="ne", fill=PREVIEW_BAD,
                                   font=self.board.cell_font, tags=("mark",))

    def marked_cells(self):
        """The cells marked on the board now (for tests and the answer text)."""
        return self.answer.marked_cells() if self.answer is not None else frozenset()

    def say(self, key, **fields):
        """Show a short note under the buttons."""
        self.status_var.set(self.t(key, **fields))

    # ----- the solver's answer -----
    def ask_solver(self):
        """Say at once what makes the board no level yet, else ask the solver on the worker."""
        self.answer_job = None
        problem = self.draft.board_problem()
        if problem is not None:
            self.jobs.cancel_search()
            self.answer_var.set(self.t("walls.editor.answer.broken", reason=Text(problem.key, problem.details)))
            return
        self.answer_var.set(self.t("walls.editor.answer.thinking"))
        self.jobs.search(walls_why.answer, (self.draft.params(),), self.on_answer)

    def on_answer(self, ok, answer):
        """The solver answered: the par, what cannot be reached (marked), or too hard to work out."""
        if not ok:
            self.answer_var.set(self.t("walls.view.solver_failed"))
            return
        self.answer = answer
        self.answer_var.set(self.answer_text(answer))
        self.draw_marks()

    def answer_text(self, answer):
        """The answer in words, one line per thing out of reach."""
        if answer.winnable:
            return self.t("walls.editor.answer.par", par=answer.par)
        if answer.too_hard:
            return self.t("walls.editor.answer.too_hard")
        lines = [self.t("walls.editor.answer.unwinnable")]
        lines += [self.t("walls.editor.answer.obstacle", why=obstacle.text()) for obstacle in answer.obstacles]
        return "\n".join(lines)

    def answered(self):
        """True when the answer shown is the solver's on the board as it is now."""
        return self.answer is not None and self.answer_job is None and not self.jobs.searching()

    # ----- what the buttons do (the tab carries them out) -----
    def par(self):
        """The par of the board as it is now, when the solver has answered."""
        return self.answer.par if self.answered() else None

    def try_level(self):
        """Play the board in the tab now (it must be a level that can be won)."""
        self.view.try_draft(self)

    def save(self):
        """Save the draft into the pupil's own levels folder."""
        self.view.save_draft(self)

    def publish(self):
        """Write the draft into the class levels folder (or offer Save As where that cannot be done)."""
        self.view.publish_draft(self)

    def copy_level(self):
        """Put the draft's share text on the clipboard."""
        self.view.copy_draft(self)
