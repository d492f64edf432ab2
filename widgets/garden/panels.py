"""Mischief Garden side panel (turn, counters, actions, forecast, result, lab) and the hand-off curtain."""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg.garden.display import KINDS_BY_ROLE
from widgets.redraw import set_look, set_text
from widgets.scroll_column import ScrollColumn
from widgets.wrapping_label import wrapping_label

CURTAIN_BG, CURTAIN_FG, CURTAIN_SOFT = "#26352a", "#f3f0e0", "#b9c7b2"
WRAP_CHARS = 34  # the panel's texts wrap at this many average characters of their font
KIND_COLUMNS = 2  # the action choices stand in this many columns
CURTAIN_CHARS = 70  # the curtain's lines wrap at this many average characters of their font
CURTAIN_MARGIN = 24  # ... or narrower, to keep this many pixels free on each side of the curtain
QUESTION_TOP = 0.06  # while a question is open the curtain's lines sit this high (a share of its height) ...
QUESTION_GAP = 16  # ... and the question's box opens this many pixels below them


class SidePanel(ScrollColumn):
    """The column beside the board; ``view`` (a GardenView) gives t() and the commands."""

    def __init__(self, parent, view):
        """Build the panel's widgets (texts come from show(), relabel() and blank())."""
        super().__init__(parent, padding=(10, 0, 0, 0))
        column = self.inner
        self.view = view
        self.heading_font = tkfont.nametofont("TkHeadingFont", root=self).copy()  # bold, its size follows the zoom
        self.heading_font.configure(weight="bold")
        self.vars = {name: tk.StringVar(master=self) for name in
                     ("turn", "you", "players", "round", "left", "blooms", "forecast", "yours", "roots", "flowers",
                      "drained", "result", "keys")}
        wrapping_label(column, self.vars["turn"], WRAP_CHARS, font=self.heading_font).pack(side="top", anchor="w")
        # (the blooms and who plays come below the forecast: its buttons stay in sight when zoomed in)
        self.round_label, self.left_label = (wrapping_label(column, self.vars[name], WRAP_CHARS)
                                             for name in ("round", "left"))
        self.round_label.pack(side="top", anchor="w")
        self.actions = ttk.LabelFrame(column, padding=6)
        self.actions.pack(side="top", fill="x", pady=(8, 0))
        self.kind_var = tk.StringVar(master=self)
        self.kind_buttons = []
        self.kind_row_height = 0  # pixels of one action row (see keep_kind_rows)
        self.shown_kinds = None
        self.forecast_box = ttk.LabelFrame(column, padding=6)
        self.forecast_box.pack(side="top", fill="x", pady=(8, 0))
        buttons = ttk.Frame(self.forecast_box)  # above the forecast: a longer forecast never moves them
        buttons.pack(side="top", fill="x", pady=(0, 6))
        wrapping_label(self.forecast_box, self.vars["forecast"], WRAP_CHARS - 2,
                       foreground="#1a4f8f").pack(side="top", fill="x")
        self.commit_button = ttk.Button(buttons, command=view.commit, takefocus=0)
        self.commit_button.pack(side="left")
        self.cancel_button = ttk.Button(buttons, command=view.cancel_selection, takefocus=0)
        self.cancel_button.pack(side="left", padx=(6, 0))
        self.handover_button = ttk.Button(buttons, command=view.hand_over, takefocus=0)  # in their place, see show
        self.blooms_label = wrapping_label(column, self.vars["blooms"], WRAP_CHARS)
        self.blooms_label.pack(side="top", anchor="w", pady=(8, 0))
        self.yours_label = wrapping_label(column, self.vars["yours"], WRAP_CHARS)  # shown when it has a text
        self.result_label = wrapping_label(column, self.vars["result"], WRAP_CHARS,
                                           font=self.heading_font, foreground="#8a3b00")
        self.swap_button = ttk.Button(column, command=view.swap_and_replay, takefocus=0)
        self.lab_row = ttk.Frame(column)
        self.back_button = ttk.Button(self.lab_row, command=view.close_lab, takefocus=0)
        self.back_button.pack(side="left")
        self.clear_button = ttk.Button(self.lab_row, command=view.clear_lab, takefocus=0)
        self.clear_button.pack(side="left", padx=(6, 0))
        for name in ("you", "players"):
            wrapping_label(column, self.vars[name], WRAP_CHARS).pack(side="top", anchor="w")
        self.info = ttk.Frame(column)
        self.info.pack(side="top", fill="x", pady=(8, 0))
        for name in ("roots", "flowers", "drained"):
            wrapping_label(self.info, self.vars[name], WRAP_CHARS,
                           foreground="#3d3d3d").pack(side="top", anchor="w", pady=(0, 3))
        wrapping_label(column, self.vars["keys"], WRAP_CHARS,
                       foreground="#555555").pack(side="top", anchor="w", pady=(8, 0))
        self.relabel()

    def follow_zoom(self):
        """The zoom changed the named fonts: the bold heading (a copy) takes the heading font's new size."""
        self.heading_font.configure(size=tkfont.nametofont("TkHeadingFont", root=self).actual("size"))
        self.keep_kind_rows()

    def relabel(self):
        """Translate the fixed texts (frames and buttons)."""
        t = self.view.t
        self.actions.configure(text=t("garden.view.panel.actions"))
        self.forecast_box.configure(text=t("garden.view.panel.forecast"))
        self.commit_button.configure(text=t("garden.view.panel.commit"))
        self.cancel_button.configure(text=t("garden.view.panel.cancel"))
        self.handover_button.configure(text=t("garden.view.handover.button"))
        self.swap_button.configure(text=t("garden.view.panel.swap"))
        self.back_button.configure(text=t("garden.view.panel.lab_back"))
        self.clear_button.configure(text=t("garden.view.panel.lab_clear"))
        self.shown_kinds = None

    def show_kinds(self, kinds, chosen, enabled):
        """One radio button per action kind; ``chosen`` is checked; all greyed out unless ``enabled``."""
        if self.shown_kinds != kinds:
            for button in self.kind_buttons:
                button.destroy()
            self.kind_buttons = [ttk.Radiobutton(self.actions, text=self.view.t(f"garden.kind.{kind}"), value=kind,
                                                 variable=self.kind_var, takefocus=0,
                                                 command=lambda kind=kind: self.view.choose_kind(kind))
                                 for kind in kinds]
            for index, button in enumerate(self.kind_buttons):  # two a row: the box stays short when zoomed in
                button.grid(row=index // KIND_COLUMNS, column=index % KIND_COLUMNS, sticky="w", padx=(0, 12))
            self.keep_kind_rows()
            self.shown_kinds = kinds
            self.follow_wheel()
        set_text(self.kind_var, chosen)
        for button in self.kind_buttons:
            set_look(button, state="normal" if enabled else "disabled")

    def keep_kind_rows(self):
        """The action box keeps room for the most actions a role has: another role's fewer rows (or none under
        the curtain) never move the forecast and its buttons below."""
        if self.kind_buttons:
            self.kind_row_height = self.kind_buttons[0].winfo_reqheight()
        most = max(len(kinds) for kinds in KINDS_BY_ROLE.values())
        for row in range(-(-most // KIND_COLUMNS)):
            self.actions.rowconfigure(row, minsize=self.kind_row_height)

    def show(self, texts, can_commit, can_cancel, result=False, lab=False, watching=False, handover=False):
        """Fill the labels from ``texts`` (name -> text) and show the buttons that apply now; ``watching`` (no
        person plays: computer against computer) hides the forecast box with its click prompt and buttons;
        ``handover`` (a hot-seat turn is over) puts Hand Over in the place of Do It and Cancel; after a ``result``
        the forecast box goes too (nothing is left to do), so that Swap Roles stays in sight when zoomed in."""
        for name, variable in self.vars.items():
            set_text(variable, texts.get(name, ""))
        for name, label, after in (("left", self.left_label, self.round_label),
                                   ("yours", self.yours_label, self.blooms_label)):
            self._place(label, bool(texts.get(name)), after, pady=0)  # no empty line in their place
        set_look(self.commit_button, state="normal" if can_commit else "disabled")
        set_look(self.cancel_button, state="normal" if can_cancel else "disabled")
        self.show_handover_button(handover)
        idle = watching or result
        if idle and self.forecast_box.winfo_manager():
            self.forecast_box.pack_forget()
        elif not idle and not self.forecast_box.winfo_manager():
            self.forecast_box.pack(side="top", fill="x", pady=(8, 0), after=self.actions)
        above = self.forecast_box if self.forecast_box.winfo_manager() else self.actions
        self._place(self.result_label, result, above)
        self._place(self.swap_button, result, self.result_label)
        self._place(self.lab_row, lab, above)

    def show_handover_button(self, shown):
        """Hand Over alone in the forecast box's button row (``shown``), or Do It and Cancel there."""
        if shown and not self.handover_button.winfo_manager():
            self.commit_button.pack_forget()
            self.cancel_button.pack_forget()
            self.handover_button.pack(side="left")
        elif not shown and self.handover_button.winfo_manager():
            self.handover_button.pack_forget()
            self.commit_button.pack(side="left")
            self.cancel_button.pack(side="left", padx=(6, 0))

    def _place(self, widget, shown, after, pady=(8, 0)):
        """Pack ``widget`` after ``after`` when ``shown``, else hide it."""
        if shown and not widget.winfo_manager():
            widget.pack(side="top", anchor="w", fill="x", pady=pady, after=after)
        elif not shown and widget.winfo_manager():
            widget.pack_forget()

    def blank(self):
        """Show nothing at all (the curtain is up)."""
        self.show({}, False, False)
        for button in self.kind_buttons:
            button.destroy()
        self.kind_buttons, self.shown_kinds = [], None
        self.kind_var.set("")

    def label_texts(self):
        """Every text the panel shows now (for tests and checks)."""
        return [variable.get() for variable in self.vars.values()] + [
            str(button.cget("text")) for button in self.kind_buttons]


class Curtain(tk.Frame):
    """The hand-off screen: covers the whole tab, shows only who is next; Enter or Ready lifts it."""

    def __init__(self, parent, view):
        """Build the curtain over ``parent`` (hidden until show())."""
        super().__init__(parent, background=CURTAIN_BG, takefocus=1, highlightthickness=0)
        self.view = view
        self.big_font = tkfont.nametofont("TkHeadingFont", root=self).copy()
        self.big_font.configure(size=max(16, abs(self.big_font.actual("size")) * 2), weight="bold")
        self.inner = inner = tk.Frame(self, background=CURTAIN_BG)
        inner.place(relx=0.5, rely=0.45, anchor="center")
        self.labels, self.label_vars = {}, {}
        for name, font, colour in (("title", "TkHeadingFont", CURTAIN_SOFT), ("next", self.big_font, CURTAIN_FG),
                                   ("look_away", "TkDefaultFont", CURTAIN_FG),
                                   ("people", "TkDefaultFont", CURTAIN_SOFT),
                                   ("note", "TkDefaultFont", CURTAIN_SOFT)):
            self.label_vars[name] = tk.StringVar(master=self)
            label = wrapping_label(inner, self.label_vars[name], CURTAIN_CHARS, font=font, foreground=colour,
                                   background=CURTAIN_BG, anchor="center", justify="center")
            label.pack(side="top", pady=6)
            self.labels[name] = label
        self.ready_button = ttk.Button(inner, command=view.lift_curtain, takefocus=0)
        self.ready_button.pack(side="top", pady=(18, 6), ipadx=16, ipady=6)
        self.status = tk.Label(self, textvariable=view.status_var, foreground=CURTAIN_FG, background="#1b261e",
                               anchor="w", padx=8, pady=3)
        self.status.pack(side="bottom", fill="x")
        self.role = "gardener"
        self.watched_coach = None
        self.swapped = False
        self.question = False
        for widget in (self, inner, self.status, *self.labels.values()):
            widget.bind("<Button-1>", self.on_click)
        self.bind("<Configure>", self.fit_width, add="+")
        self.bind("<Key>", self.on_key)
        self.bind("<KeyRelease>", view.key_gate.release)

    def fit_width(self, event=None):
        """Wrap the lines to CURTAIN_CHARS characters, or narrower to stay inside the curtain (a placed curtain:
        its width never depends on its contents, so this cannot loop)."""
        room = self.winfo_width() - 2 * CURTAIN_MARGIN
        if room <= 2 * CURTAIN_MARGIN:
            return
        for label in self.labels.values():
            keeper = label.wrapping
            keeper.set_pixels(min(room, keeper.font().measure("0") * CURTAIN_CHARS))

    def follow_zoom(self):
        """Bigger letters: the headline stays twice the heading font, the lines wrap again inside the curtain."""
        self.big_font.configure(size=max(16, abs(tkfont.nametofont("TkHeadingFont", root=self).actual("size")) * 2))
        self.fit_width()

    def show(self, role, swapped, question=False):
        """Cover the tab for ``role``, the next player (or, with ``question``, while a question is open).

        It takes the keyboard focus from this tab's widgets.
        """
        self.role, self.swapped, self.question = role, swapped, question
        self.relabel()
        self.cover_below(self.coach_bottom())
        if self.focus_is_ours():
            self.focus_set()

    def cover_below(self, top):
        """Cover the tab from ``top`` pixels down (placing it again when it is there would only redraw it)."""
        if not self.is_shown() or int(self.place_info().get("y", 0)) != top:
            self.place(relx=0, rely=0, relwidth=1, relheight=1, y=top, height=-top)
            self.lift()

    def coach_bottom(self):
        """Pixels from the tab's top to below a lesson's coach (0 without one): the coach stays readable above
        the curtain, to explain the hand-over (its texts never say where a root is)."""
        coach = self.view.coach
        if coach is None:
            return 0
        if coach is not self.watched_coach:       # its size may change later: the curtain follows it
            coach.bind("<Configure>", self.follow_coach, add="+")
            self.watched_coach = coach
        return coach.winfo_y() + coach.winfo_height() if coach.winfo_ismapped() else 0

    def follow_coach(self, event=None):
        """The coach was laid out again: the curtain starts below it."""
        if self.is_shown():
            self.cover_below(self.coach_bottom())

    def focus_is_ours(self):
        """True when the keyboard focus is nowhere or inside this tab (so taking it steals nothing)."""
        try:
            focus = self.focus_get()
        except KeyError:        # the focus is in a widget tkinter does not know (a menu's popdown)
            return False
        return focus is None or str(focus).startswith(str(self.master))

    def hide(self):
        """Uncover the tab."""
        if self.is_shown():
            self.place_forget()

    def is_shown(self):
        """True while the curtain covers the tab."""
        return bool(self.winfo_manager())

    def relabel(self):
        """The curtain's lines in the current language."""
        t = self.view.t
        texts = {"title": t("garden.handoff.title"),
                 "next": t("garden.handoff.next", role=t(f"garden.role.{self.role}")),
                 "look_away": f"{t('garden.handoff.look_away')}\n{t('garden.handoff.ready')}",
                 "people": t("garden.view.curtain.swapped" if self.swapped else "garden.view.curtain.two_people"),
                 "note": t("garden.handoff.note")}
        if self.question:
            texts.update(title=t("garden.view.curtain.question_title"), next=t("garden.view.curtain.question"),
                         look_away=t("garden.view.curtain.question_answer"), people="")
        for name, text in texts.items():
            set_text(self.label_vars[name], text)
        set_look(self.ready_button, text=t("garden.view.curtain.ready"))
        if self.question and self.ready_button.winfo_manager():
            self.ready_button.pack_forget()         # (nothing to say Ready to while a question is open)
            self.inner.place(relx=0.5, rely=QUESTION_TOP, anchor="n")   # the question opens below (question_spot)
        elif not self.question and not self.ready_button.winfo_manager():
            self.ready_button.pack(side="top", pady=(18, 6), ipadx=16, ipady=6)
            self.inner.place(relx=0.5, rely=0.45, anchor="center")

    def question_spot(self, dialog):
        """Where ``dialog`` (a question) opens, in screen pixels: centred on the curtain, below its lines."""
        self.update_idletasks()
        dialog.update_idletasks()
        x = self.winfo_rootx() + (self.winfo_width() - dialog.winfo_reqwidth()) // 2
        y = self.inner.winfo_rooty() + self.inner.winfo_reqheight() + QUESTION_GAP
        return max(0, x), max(0, y)

    def texts(self):
        """Every text the curtain shows (for tests and checks)."""
        return [variable.get() for variable in self.label_vars.values()] + [
            str(self.ready_button.cget("text")), self.view.status_var.get()]

    def on_key(self, event):
        """Enter lifts the curtain; any other key only says that the board is hidden."""
        if event.keysym in ("Return", "KP_Enter"):
            if self.view.key_gate.fresh(event):
                self.view.lift_curtain()
            else:
                self.view.set_status("garden.view.curtain.release")
        elif not event.keysym.startswith(("Control", "Shift", "Alt", "Meta", "Super")) and not event.state & 0x4:
            self.view.set_status("garden.view.curtain.blocked")
        return None if event.state & 0x4 else "break"

    def on_click(self, event=None):
        """A click anywhere but on Ready changes nothing and says why."""
        self.view.set_status("garden.view.curtain.blocked")
        return "break"
