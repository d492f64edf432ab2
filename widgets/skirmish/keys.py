"""The keys of the Mirror Skirmish tab: the board's and the action list's bindings and what each key does.

Keys are bound on the two widgets that take the focus, never on the root window, so the suite's own
shortcuts (Ctrl+Z, Ctrl+Tab, ...; widgets/app.py puts them first) always win. Every handler returns
"break" so that Tk's class bindings (e.g. the Listbox's own Up/Down) do not act a second time. Letter keys
pressed with Ctrl or Alt are left alone (``bind_game_key``).
"""

from widgets.key_gate import KeyGate, bind_game_key
from widgets.skirmish import panel_texts

COMMIT_KEYS = ("Return", "KP_Enter", "space")  # in the action list: play the chosen action


class SkirmishKeys:
    """Binds the keys of a SkirmishView and turns each key into one of its commands."""

    def __init__(self, view):
        """Keys for ``view`` (a SkirmishView with its board and side panel built)."""
        self.view = view
        self.key_gate = KeyGate()  # W and Enter play an action once per press, never per auto-repeat

    def bind(self):
        """Mouse and keys of the board and of the action list (never on the root window)."""
        view = self.view
        board, actions = view.board, view.panel.action_list
        board.bind("<Button-1>", view.on_click)
        board.bind("<Leave>", view.on_leave)
        board.bind("<Tab>", self.on_focus_list)
        actions.bind("<<ListboxSelect>>", view.on_list_select)
        for widget, place in ((board, "board"), (actions, "list")):  # the actions box's title follows the focus
            widget.bind("<FocusIn>", lambda event, place=place: self.on_focus_moved(place), add="+")
            widget.bind("<FocusOut>", lambda event: self.on_focus_moved(None), add="+")
        actions.bind("<Up>", lambda event: self.on_choice_key(-1))
        actions.bind("<Down>", lambda event: self.on_choice_key(1))
        for key in COMMIT_KEYS:
            actions.bind(f"<KeyPress-{key}>", self.on_commit_key)
            actions.bind(f"<KeyRelease-{key}>", self.key_gate.release)
        actions.bind("<Double-Button-1>", self.on_commit)
        for key in ("<Left>", "<Right>", "<Tab>"):
            actions.bind(key, self.on_switch_key)
        for key in ("<Shift-Tab>", "<ISO_Left_Tab>"):
            actions.bind(key, self.on_focus_board)
        for widget in (board, actions):
            for key in ("t", "T"):
                bind_game_key(widget, f"<KeyPress-{key}>", self.on_overlay_key)
            for key in ("w", "W"):  # W plays an action: once per press
                bind_game_key(widget, f"<KeyPress-{key}>", self.on_wait_key, gate=self.key_gate)
            for key in ("a", "A"):
                bind_game_key(widget, f"<KeyPress-{key}>", self.on_switch_key)
            for number in (1, 2):
                bind_game_key(widget, f"<KeyPress-{number}>", lambda event, ally=number - 1: self.on_ally_key(ally))
            widget.bind("<Escape>", self.on_escape)
            for key, step in (("<Prior>", -1), ("<Next>", 1)):  # PageUp/PageDown: the side column's pages
                widget.bind(key, lambda event, step=step: self.on_page_key(step))

    def on_focus_moved(self, place):
        """The keyboard focus came to the board or the action list (``place``), or left them (None): the actions
        box's title names the keys that choose an action from there."""
        view = self.view
        if place != view.keys_at:
            view.keys_at = place
            panel_texts.draw_actions(view)

    def on_choice_key(self, step):
        """Up/Down in the action list: choose the previous or next action (wrapping like the seed)."""
        view = self.view
        actions = view.actions()
        if actions and not view.refuse_input():  # (not while the enemies move: Enter would play it unseen)
            view.choice = (view.choice + step) % len(actions)
            view.hover = None
            view.redraw()
        return "break"

    def on_commit_key(self, event):
        """Enter or Space in the action list: play the chosen action once per press (a held key plays once)."""
        if self.key_gate.fresh(event):
            self.on_commit(event)
        return "break"

    def on_commit(self, event=None):
        """Enter, Space (or a double click) in the action list: play the chosen action."""
        view = self.view
        if not view.refuse_input():
            move = view.chosen_action()
            if move is None:
                view.set_status("skirmish.reason.unit_down", unit=view.ally + 1)
            else:
                view.play(move)
        return "break"

    def on_switch_key(self, event=None):
        """A (anywhere), Left/Right/Tab in the action list: the other ally."""
        self.view.switch_ally()
        return "break"

    def on_ally_key(self, ally):
        """1 or 2: choose that ally."""
        if not self.view.refuse_input():
            self.view.select_ally(ally)
        return "break"

    def on_overlay_key(self, event=None):
        """T: the next overlay."""
        self.view.cycle_overlay()
        return "break"

    def on_wait_key(self, event=None):
        """W: the chosen ally waits."""
        self.view.wait_action()
        return "break"

    def on_escape(self, event=None):
        """Esc: skip the enemy phase being shown."""
        self.view.skip_animation()
        return "break"

    def on_page_key(self, step):
        """PageUp/PageDown: the side column's previous or next page (when it does not fit on one)."""
        self.view.side.turn_page(step)
        return "break"

    def on_focus_list(self, event=None):
        """Tab on the board: go to the action list."""
        self.view.panel.action_list.focus_set()
        return "break"

    def on_focus_board(self, event=None):
        """Shift+Tab in the action list: go to the board and show its cursor."""
        self.view.board.focus_set()
        self.view.board.show_cursor(True)
        return "break"
