"""Mirror Skirmish side panel (battle state, units, action list, forecast, legend) and the event log."""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from widgets.redraw import plain_label, set_look, set_text
from widgets.scroll_column import ScrollColumn
from widgets.speed_box import SpeedChooser
from widgets.wrapping_label import wrapping_label

PANEL_CHARS = 36  # the panel's width in average characters of the default font
LOG_COLORS = {"ally": "#0d2f66", "enemy": "#8a1a0a", "round": "#555555", "pick": "#4b2a75",
              "down": "#000000", "result": "#000000"}


class SidePanel(ScrollColumn):
    """The column beside the board: the battle, the units, the chosen ally's actions and the forecast."""

    def __init__(self, parent, view):
        """Build the panel for ``view`` (a SkirmishView: it provides t() and the commands)."""
        super().__init__(parent, padding=(8, 0, 0, 0))
        column = self.inner
        self.view = view
        self.bold_font = tkfont.nametofont("TkDefaultFont").copy()
        self.bold_font.configure(weight="bold")
        self.battle = ttk.LabelFrame(column, padding=(6, 2))
        self.battle.pack(side="top", fill="x")
        self.info_var = tk.StringVar(master=self)
        plain_label(self.battle, textvariable=self.info_var).pack(side="top", anchor="w")
        self.unit_vars = [tk.StringVar(master=self) for _ in range(4)]
        self.units = ttk.Frame(self.battle)
        self.units.pack(side="top", fill="x", pady=(2, 0))
        self.unit_labels = []
        for unit, variable in enumerate(self.unit_vars):
            color = "#0d2f66" if unit < 2 else "#8a1a0a"
            label = plain_label(self.units, textvariable=variable, foreground=color)
            label.grid(row=unit % 2, column=unit // 2, sticky="w", padx=(0, 12))
            self.unit_labels.append(label)
        self.unit_columns = [0, 0]
        self.actions_box = ttk.LabelFrame(column, padding=(6, 2))
        self.actions_box.pack(side="top", fill="x", pady=(6, 0))
        self.action_list = tk.Listbox(self.actions_box, height=6, width=PANEL_CHARS, exportselection=False,
                                      activestyle="dotbox", selectbackground="#2f6fd0", selectforeground="white")
        self.action_list.pack(side="top", fill="x")
        buttons = ttk.Frame(self.actions_box)
        buttons.pack(side="top", fill="x", pady=(4, 0))
        self.other_button = ttk.Button(buttons, command=view.switch_ally, takefocus=0)
        self.wait_button = ttk.Button(buttons, command=view.wait_action, takefocus=0)
        self.overlay_button = ttk.Button(buttons, command=view.cycle_overlay, takefocus=0)
        self.skip_button = ttk.Button(buttons, command=view.skip_animation, takefocus=0)
        for index, button in enumerate((self.other_button, self.wait_button, self.overlay_button, self.skip_button)):
            button.grid(row=index // 2, column=index % 2, sticky="ew", padx=(0, 4), pady=1)
        buttons.columnconfigure((0, 1), weight=1)
        self.speed = SpeedChooser(self.actions_box, view, after_choice=lambda: self.action_list.focus_set())
        self.speed.pack(side="top", fill="x", pady=(2, 0))
        self.speed_box = self.speed.box
        self.forecast_box = ttk.LabelFrame(column, padding=(6, 2))
        self.forecast_box.pack(side="top", fill="x", pady=(6, 0))
        self.forecast_title_var = tk.StringVar(master=self)
        self.forecast_var = tk.StringVar(master=self)
        self.forecast_title = wrapping_label(self.forecast_box, self.forecast_title_var, PANEL_CHARS,
                                             font=self.bold_font, foreground="#1a4f8f")
        self.forecast_title.pack(side="top", anchor="w", fill="x")
        self.forecast = wrapping_label(self.forecast_box, self.forecast_var, PANEL_CHARS)
        self.forecast.pack(side="top", anchor="w", fill="x")
        self.shown_actions = None
        self.legend_var = tk.StringVar(master=self)
        self.legend = wrapping_label(column, self.legend_var, PANEL_CHARS, foreground="#444444")
        self.legend.pack(side="top", fill="x", pady=(6, 0))
        self.on_zoom()
        self.follow_wheel()

    def on_zoom(self):
        """Follow the zoomed base font; wrap the long texts again in it (their width grows with it)."""
        base = tkfont.nametofont("TkDefaultFont")
        self.bold_font.configure(size=base.actual("size"))
        for label in (self.forecast_title, self.forecast, self.legend):
            label.wrapping.rewrap()
        self.reset_unit_columns()

    def reset_unit_columns(self):
        """Let the unit columns take their own width again (after a zoom or a language switch)."""
        self.unit_columns = [0, 0]
        self.held_columns = False
        self.units.columnconfigure((0, 1), minsize=0)

    def fit_unit_columns(self, hold):
        """While ``hold`` (a unit is down), keep the unit columns as wide as with every unit standing.

        A fallen unit's line is shorter; letting its column shrink would narrow the panel, widen the board
        and the log, and lay out and draw the whole tab again in the middle of a click.
        """
        if not hold:
            if self.held_columns:
                self.held_columns = False
                self.units.columnconfigure((0, 1), minsize=0)
            self.unit_columns = [max(label.winfo_reqwidth() for label in self.unit_labels[column * 2:column * 2 + 2])
                                 for column in (0, 1)]
        elif not self.held_columns:
            self.held_columns = True
            for column, width in enumerate(self.unit_columns):
                self.units.columnconfigure(column, minsize=width + 12 if width else 0)

    def relabel(self):
        """Translate the fixed texts again."""
        t = self.view.t
        self.reset_unit_columns()
        self.battle.configure(text=t("skirmish.view.panel.battle"))
        self.forecast_box.configure(text=t("skirmish.view.panel.forecast"))
        self.other_button.configure(text=t("skirmish.view.button.other_ally"))
        self.wait_button.configure(text=t("skirmish.view.button.wait"))
        self.overlay_button.configure(text=t("skirmish.view.button.overlay"))
        self.skip_button.configure(text=t("skirmish.view.button.skip"))
        self.speed.relabel()

    def show_battle(self, info, units, hold=False):
        """Show the battle lines and the four unit lines (``hold``: a unit is down, see fit_unit_columns)."""
        set_text(self.info_var, info)
        for variable, text in zip(self.unit_vars, units):
            set_text(variable, text)
        self.fit_unit_columns(hold)

    def show_actions(self, title, labels, chosen, enabled):
        """Fill the action list (keeping the chosen row) and enable the buttons that apply."""
        set_look(self.actions_box, text=title)
        box = self.action_list
        labels = tuple(labels)
        chosen = chosen if labels and chosen is not None else None
        shown = (labels, chosen) == self.shown_actions and tuple(box.curselection()) == (
            () if chosen is None else (chosen,))
        if not shown:
            if self.shown_actions is None or self.shown_actions[0] != labels:
                box.delete(0, "end")
                box.insert("end", *labels)
            box.selection_clear(0, "end")
            if chosen is not None:
                box.selection_set(chosen)
                box.activate(chosen)
                box.see(chosen)
            self.shown_actions = (labels, chosen)
        for name, button in (("other", self.other_button), ("wait", self.wait_button),
                             ("skip", self.skip_button)):
            disabled = not enabled.get(name)
            if button.instate(["disabled"]) != disabled:
                button.state(["disabled"] if disabled else ["!disabled"])

    def chosen_row(self):
        """The selected row of the action list, or None."""
        rows = self.action_list.curselection()
        return rows[0] if rows else None

    def show_forecast(self, title, text):
        """Show the forecast box."""
        set_text(self.forecast_title_var, title)
        set_text(self.forecast_var, text)

    def show_legend(self, text):
        """Show the overlay's legend."""
        set_text(self.legend_var, text)


class LogPanel(ttk.LabelFrame):
    """The event log under the board: one line per thing that happened, newest at the bottom."""

    def __init__(self, parent):
        """A read-only Text with a scroll bar."""
        super().__init__(parent, padding=(4, 2))
        self.text = tk.Text(self, height=6, wrap="word", state="disabled", takefocus=0, relief="flat",
                            background="#fbfaf6", padx=4, pady=2, font="TkDefaultFont")
        scroll = ttk.Scrollbar(self, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        for kind, color in LOG_COLORS.items():
            self.text.tag_configure(kind, foreground=color)
        self.text.tag_configure("heading", font="TkHeadingFont")
        self.shown = None

    def show(self, rows):
        """Show ``rows`` [(text, kind)] unless they are already shown; new rows after the shown ones are added."""
        if rows is self.shown:      # the view hands the same list again while the log stays the same
            return
        old = self.shown or []
        self.shown = rows = rows if isinstance(rows, list) else list(rows)
        if rows == old:
            return
        start = len(old) if old and rows[:len(old)] == old else 0
        text = self.text
        text.configure(state="normal")
        if not start:
            text.delete("1.0", "end")
        pieces = []
        for index, (line, kind) in enumerate(rows[start:], start=start):
            pieces += [("\n" if index else "") + line, (kind, "heading") if kind in ("result",) else (kind,)]
        if pieces:
            text.insert("end", *pieces)
        text.configure(state="disabled")
        text.see("end")

    def lines(self):
        """The log's lines as shown (for tests)."""
        return [line for line, _ in (self.shown or [])]
