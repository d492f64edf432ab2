"""Mirror Skirmish side panel: battle state, units, action list, forecast, legend.

Zoom makes the board bigger, never smaller (issue 22 point 2): zoomed in on a screen too small for the window
to grow with the letters (``SuiteZoom.panel_squeeze`` < 1, widgets/zoom.py), the panel takes only the width
the board leaves when its cells are as tall as its height allows (``SidePanel.choose_budget``). Everything in
the panel is sized from that width: the texts and the box titles wrap to it, the action list is as many
characters wide, the units and the buttons stand in one column when two do not fit, and the Speed box folds
away when even under its label it is too wide (the menu's Animation Speed stays). The log sits
under the boxes; where they do not all fit the column's height, the column shows them page by page
(widgets/skirmish/column.py).
"""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from widgets.redraw import plain_label, set_text
from widgets.scroll_column import ScrollColumn
from widgets.speed_box import SpeedChooser
from widgets.wrapping_label import wrapping_label

PANEL_CHARS = 36  # the panel's width in average characters of the default font (at 100 % zoom)
GAP = 12  # pixels between the two columns of units or of buttons
BOX_GAP = 6  # pixels between the battle box and the actions box
PANEL_LEAST_CHARS = 16  # zoomed in, the panel's texts keep at least this many average characters a line
LIST_ROWS = 6  # the action list's rows (an ally has up to 6 actions in the seed's cases)
LIST_LEAST_ROWS = 3  # ... or as few as this where a page is too short for the actions box (it scrolls, the keys
# choose the next row and show it)
PANEL_FRAMES = 80  # the most pixels the panel's borders, padding and scrollbar may add to its texts' width


class SidePanel(ScrollColumn):
    """The column beside the board: the battle, the units, the chosen ally's actions and the forecast."""

    def __init__(self, parent, view):
        """Build the panel for ``view`` (a SkirmishView: it provides t() and the commands)."""
        self.stretch = None  # (top, height) of the boxes shown on a page, or None: all (show_stretch)
        super().__init__(parent, padding=(8, 0, 0, 0))
        column = self.inner
        self.view = view
        self.bold_font = tkfont.nametofont("TkDefaultFont", root=self).copy()
        self.bold_font.configure(weight="bold")
        self.battle = ttk.LabelFrame(column, padding=(6, 2))
        self.battle.pack(side="top", fill="x")
        self.info_var = tk.StringVar(master=self)
        self.info = wrapping_label(self.battle, self.info_var, PANEL_CHARS)
        self.info.pack(side="top", anchor="w", fill="x")
        self.unit_vars = [tk.StringVar(master=self) for _ in range(4)]
        self.units = ttk.Frame(self.battle)
        self.units.pack(side="top", fill="x", pady=(2, 0))
        self.unit_labels = []
        for unit, variable in enumerate(self.unit_vars):
            color = "#0d2f66" if unit < 2 else "#8a1a0a"
            self.unit_labels.append(plain_label(self.units, textvariable=variable, foreground=color))
        self.unit_columns = [0, 0]
        self.unit_rows = []  # the unit labels' heights, held as row sizes with the columns
        self.unit_layout = None  # 2: the units in two columns (allies, enemies), 1: in one
        self.units_fitted = None  # (unit lines, hold, layout) the unit columns were last fitted to
        self.actions_box = ttk.LabelFrame(column, padding=(6, 2))
        self.actions_title_var = tk.StringVar(master=self)
        self.actions_title = wrapping_label(self.actions_box, self.actions_title_var, PANEL_CHARS)
        self.actions_box.configure(labelwidget=self.actions_title)
        self.actions_box.pack(side="top", fill="x", pady=(BOX_GAP, 0))
        self.action_list = tk.Listbox(self.actions_box, height=LIST_ROWS, width=PANEL_CHARS, exportselection=False,
                                      activestyle="dotbox", selectbackground="#2f6fd0", selectforeground="white")
        self.action_list.pack(side="top", fill="x")
        buttons = ttk.Frame(self.actions_box)
        buttons.pack(side="top", fill="x", pady=(4, 0))
        self.other_button = ttk.Button(buttons, command=view.switch_ally, takefocus=0)
        self.wait_button = ttk.Button(buttons, command=view.wait_action, takefocus=0)
        self.overlay_button = ttk.Button(buttons, command=view.cycle_overlay, takefocus=0)
        self.skip_button = ttk.Button(buttons, command=view.skip_animation, takefocus=0)
        self.buttons = buttons
        self.button_layout = None  # 2: two buttons a row, 1: one
        self.speed = SpeedChooser(self.actions_box, view, after_choice=lambda: self.action_list.focus_set())
        self.speed.pack(side="top", fill="x", pady=(2, 0))
        self.speed_box = self.speed.box
        self.forecast_box = ttk.LabelFrame(column, padding=(6, 2))
        self.forecast_box.pack(side="top", fill="x", pady=(BOX_GAP, 0))
        self.forecast_box_var = tk.StringVar(master=self)
        self.forecast_box_title = wrapping_label(self.forecast_box, self.forecast_box_var, PANEL_CHARS)
        self.forecast_box.configure(labelwidget=self.forecast_box_title)
        self.forecast_title_var = tk.StringVar(master=self)
        self.forecast_var = tk.StringVar(master=self)
        self.forecast_title = wrapping_label(self.forecast_box, self.forecast_title_var, PANEL_CHARS,
                                             font=self.bold_font, foreground="#1a4f8f")
        self.forecast_title.pack(side="top", anchor="w", fill="x")
        self.forecast = wrapping_label(self.forecast_box, self.forecast_var, PANEL_CHARS)
        self.forecast.pack(side="top", anchor="w", fill="x")
        self.shown_actions = None
        self._refit_job = None
        self._relayout = True
        self.budget = PANEL_CHARS * max(1, tkfont.nametofont("TkDefaultFont", root=self).measure("0"))
        self.held_columns = False
        self.legend_var = tk.StringVar(master=self)
        self.legend = wrapping_label(column, self.legend_var, PANEL_CHARS, foreground="#444444")
        self.legend.pack(side="top", fill="x", pady=(BOX_GAP, 0))
        self.on_zoom()
        self.follow_wheel()

    def sections(self):
        """The panel's boxes in their order (the column shows them in pages: widgets/skirmish/column.py)."""
        return self.battle, self.actions_box, self.forecast_box, self.legend

    def list_rows_for(self, room):
        """(rows, height): LIST_ROWS rows for the action list, or fewer (down to LIST_LEAST_ROWS) when the actions
        box would be taller than ``room`` pixels, and the box's height with them."""
        rows = int(self.action_list.cget("height"))
        row = line_height(self) + 1 + 2 * int(self.action_list.cget("selectborderwidth"))  # Tk's listbox line
        full = self.actions_box.winfo_reqheight() + (LIST_ROWS - rows) * row
        fitting = max(LIST_LEAST_ROWS, LIST_ROWS - max(0, -(-(full - room) // row)))
        return fitting, full - (LIST_ROWS - fitting) * row

    def set_list_rows(self, rows):
        """Make the action list ``rows`` rows tall."""
        if int(self.action_list.cget("height")) != rows:
            self.action_list.configure(height=rows)

    def show_stretch(self, stretch):
        """Show only the stretch (top, height) of the boxes, in pixels from the top of the panel's column (a page:
        widgets/skirmish/column.py), or all of them (None)."""
        if stretch != self.stretch:
            self.stretch = stretch
            self._fit_inner()

    def fit_to_height(self, given):
        """A page never scrolls (it holds what fits); all the boxes on one page scroll when the room is short."""
        if self.stretch is None:
            super().fit_to_height(given)

    def _fit_inner(self, event=None):
        """Ask for the height of the stretch shown and show it (ScrollColumn's natural size when all shows)."""
        if self.stretch is None:
            super()._fit_inner(event)
            return
        top, height = self.stretch
        width = self.inner.winfo_reqwidth()
        if (int(self.canvas["width"]), int(self.canvas["height"])) != (width, height):
            self.canvas.configure(width=width, height=height)
        region = (0, top, width, top + height)
        if tuple(int(float(value)) for value in str(self.canvas["scrollregion"]).split()) != region:
            self.canvas.configure(scrollregion=region)
            self.canvas.yview_moveto(0)
        if self.scrollbar.winfo_manager():
            self.scrollbar.pack_forget()

    def wrapped_labels(self):
        """The panel's labels that wrap to its width."""
        return (self.info, self.actions_title, self.forecast_box_title, self.forecast_title, self.forecast,
                self.legend)

    def zoomed_in(self):
        """True above 100 % when the window could not grow as much as the letters (``panel_squeeze`` < 1)."""
        return self.view.app.panel_squeeze() < 1

    def width_budget(self):
        """The panel's width in pixels for its texts (whole average characters of the default font)."""
        return self.budget

    def choose_budget(self):
        """PANEL_CHARS average characters; when zoomed in, no more than the board leaves beside it when its
        cells are as tall as its height allows, and at least PANEL_LEAST_CHARS (texts wrap, the column shows pages)."""
        digit = max(1, tkfont.nametofont("TkDefaultFont", root=self).measure("0"))
        budget = PANEL_CHARS * digit
        board = getattr(self.view, "board", None)
        if self.zoomed_in() and board is not None and board.winfo_height() > 1:
            cell = min(board.max_cell, (board.winfo_height() - 2 * board.margin) // board.rows)
            wanted = board.cols * cell + 2 * board.margin
            frames = max(0, min(PANEL_FRAMES, self.master.winfo_reqwidth() - self.budget))  # borders, padding
            room = board.master.winfo_width() - wanted - frames - GAP
            budget = max(PANEL_LEAST_CHARS * digit, min(budget, room))
        return max(1, budget // digit) * digit

    def apply_budget(self):
        """Wrap the texts to the budget and make the action list as wide."""
        budget = self.budget
        for label in self.wrapped_labels():  # the bold title too: its wider "0" would make it ask for more
            label.wrapping.set_pixels(budget)
        chars = max(1, budget // max(1, tkfont.nametofont("TkDefaultFont", root=self).measure("0")))
        if int(self.action_list.cget("width")) != chars:
            self.action_list.configure(width=chars)

    def on_zoom(self):
        """Follow the zoomed base font; wrap the long texts again in it and fit the panel to its width."""
        base = tkfont.nametofont("TkDefaultFont", root=self)
        self.bold_font.configure(size=base.actual("size"))
        self.budget = self.choose_budget()
        self.apply_budget()
        self.reset_unit_columns()
        self._relayout = True
        self.refit_soon()

    def refit_soon(self, event=None):
        """Fit the panel to the room beside the board once Tk has laid the new fonts or size out."""
        if self._refit_job is None:
            self._refit_job = self.after_idle(self.refit)

    def refit(self):
        """Choose the width again (the board's height may have changed), then lay the units, the buttons and the
        speed box out for it when it or the fonts changed."""
        self._refit_job = None
        budget = self.choose_budget()
        if budget != self.budget:
            self.budget = budget
            self.apply_budget()
            self._relayout = True
        if not self._relayout:
            return
        self._relayout = False
        self.button_layout = None
        self.lay_out_buttons()
        if not self.held_columns:
            self.unit_layout = None
            self.fit_unit_columns(False)

    def lay_out_buttons(self):
        """Two buttons a row when two fit the panel's width, else one (their texts are never cut)."""
        row = (self.other_button, self.wait_button, self.overlay_button, self.skip_button)
        widest = max(button.winfo_reqwidth() for button in row)
        layout = 2 if 2 * widest + GAP <= self.width_budget() else 1
        if layout != self.button_layout:
            self.button_layout = layout
            for index, button in enumerate(row):
                button.grid(row=index // layout, column=index % layout, sticky="ew", padx=(0, 4), pady=1)
            self.buttons.columnconfigure((0, 1), weight=0, uniform="")
            self.buttons.columnconfigure(tuple(range(layout)), weight=1, uniform="buttons")
        self.lay_out_speed()

    def lay_out_speed(self):
        """The speed box beside its label when both fit the width, else under it; folded away when even that
        is too wide (the menu's Animation Speed still sets it): its names are never cut."""
        budget = self.width_budget()
        box = self.speed.box
        self.speed.fit_width()
        stacked = self.speed.label.winfo_reqwidth() + 6 + box.winfo_reqwidth() > budget
        self.speed.label.pack_configure(side="top" if stacked else "left", anchor="w")
        box.pack_configure(side="top" if stacked else "left", anchor="w", padx=0 if stacked else (6, 0))
        fits = box.winfo_reqwidth() <= budget
        if fits and not self.speed.winfo_manager():
            self.speed.pack(side="top", fill="x", pady=(2, 0), after=self.buttons)
        elif not fits and self.speed.winfo_manager():
            self.speed.pack_forget()

    def reset_unit_columns(self):
        """Let the unit columns take their own width again (after a zoom or a language switch)."""
        self.units_fitted = None
        self.unit_columns = [0, 0]
        self.held_columns = False
        self.unit_layout = None
        self.units.columnconfigure((0, 1), minsize=0)
        self.units.rowconfigure((0, 1, 2, 3), minsize=0)

    def lay_out_units(self):
        """The allies beside the enemies (always up to 100 %), zoomed in only when both columns fit the panel's
        width, else all four in one column, each line wrapped to the width (chosen once per zoom and language:
        see reset_unit_columns)."""
        if self.unit_layout is None:
            for label in self.unit_labels:
                label.configure(wraplength=0)
            widths = [max(label.winfo_reqwidth() for label in self.unit_labels[column * 2:column * 2 + 2])
                      for column in (0, 1)]
            fits = sum(widths) + GAP <= self.width_budget() or not self.zoomed_in()  # at 100 % the panel widens
            self.unit_layout = layout = 2 if fits else 1
            for unit, label in enumerate(self.unit_labels):
                row, column = (unit % 2, unit // 2) if layout == 2 else (unit, 0)
                label.grid(row=row, column=column, sticky="w", padx=(0, GAP) if layout == 2 else 0)
                label.configure(wraplength=0 if layout == 2 else self.width_budget())
        widths = [max(label.winfo_reqwidth() for label in self.unit_labels[column * 2:column * 2 + 2])
                  for column in (0, 1)]
        return widths if self.unit_layout == 2 else [max(widths), 0]

    def fit_unit_columns(self, hold):
        """While ``hold`` (a unit is down), keep the unit columns as wide and the rows as tall as with every
        unit standing.

        A fallen unit's line is shorter; letting its column shrink would narrow the panel, widen the board
        and the log, and lay out and draw the whole tab again in the middle of a click.
        """
        if not hold:
            if self.held_columns:
                self.held_columns = False
                self.units.columnconfigure((0, 1), minsize=0)
                self.units.rowconfigure((0, 1, 2, 3), minsize=0)
            self.unit_columns = self.lay_out_units()
            self.unit_rows = [label.winfo_reqheight() for label in self.unit_labels]
        elif not self.held_columns:
            self.held_columns = True
            for column, width in enumerate(self.unit_columns):
                self.units.columnconfigure(column, minsize=width + GAP if width else 0)
            for unit, height in enumerate(self.unit_rows):
                self.units.rowconfigure(unit if self.unit_layout == 1 else unit % 2, minsize=height)

    def relabel(self):
        """Translate the fixed texts again."""
        t = self.view.t
        self.reset_unit_columns()
        self.battle.configure(text=t("skirmish.view.panel.battle"))
        set_text(self.forecast_box_var, t("skirmish.view.panel.forecast"))
        self.other_button.configure(text=t("skirmish.view.button.other_ally"))
        self.wait_button.configure(text=t("skirmish.view.button.wait"))
        self.overlay_button.configure(text=t("skirmish.view.button.overlay"))
        self.skip_button.configure(text=t("skirmish.view.button.skip"))
        self.speed.relabel()
        self._relayout = True
        self.refit_soon()

    def show_battle(self, info, units, hold=False):
        """Show the battle lines and the four unit lines (``hold``: a unit is down, see fit_unit_columns)."""
        set_text(self.info_var, info)
        for variable, text in zip(self.unit_vars, units):
            set_text(variable, text)
        fitted = (tuple(units), hold, self.unit_layout)
        if fitted != self.units_fitted:  # the same lines in the same layout: their columns are fitted already
            self.fit_unit_columns(hold)
            self.units_fitted = (tuple(units), hold, self.unit_layout)

    def show_actions(self, title, labels, chosen, enabled):
        """Fill the action list (keeping the chosen row) and enable the buttons that apply."""
        set_text(self.actions_title_var, title)
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


def line_height(widget):
    """The pixels of one line of the default font of ``widget``'s window (the log's lines, the action list's rows)."""
    return max(1, tkfont.nametofont("TkDefaultFont", root=widget).metrics("linespace"))
