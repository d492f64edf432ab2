"""The Mischief Garden tab: a hot-seat that leaks nothing, computer players, and the solo practice lab.

Input: choose the action (Tab, Shift+Tab or the radio buttons), then a cell (click, or arrows and Z):
the first click selects it and shows the forecast, Enter or a second click on the same cell does it.
X cancels a selection (there is no undo), R asks both players to agree to a reset, Escape asks before
quitting, Space after a result swaps the roles and replays. In a hot-seat game a curtain covers the tab
at every hand-off; the board is always drawn from what the player at the screen may see
(``garden_display.seen_by``), so the gardener never gets a single canvas item about the roots.
"""

import random

import tkinter as tk

from gamepkg import garden, garden_ai, garden_lab
from gamepkg.garden_display import (Text, event_texts, forecast_texts, humans, is_hot_seat, kinds_for,
                                    lab_view, legal_targets, move_cells, move_for, result_text, seen_by,
                                    viewer_for)
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.garden_draw import GardenPainter, cell_xy
from widgets.garden_panels import Curtain, SidePanel
from widgets.key_gate import KeyGate
from widgets.redraw import keep_layout_inside

SPEED_PAUSE = {"slow": 1500, "normal": 800, "fast": 300, "instant": 0}   # the computer's pause, milliseconds
TAB_KEYS = ("<Tab>",)
BACK_TAB_KEYS = ("<Shift-Tab>", "<ISO_Left_Tab>")


class GardenView(GameView):
    """Mischief Garden: gardener against mole on one screen, against the computer, or alone in the lab."""

    engine = garden
    list_separator = "garden.view.separator"
    has_hint = True

    # ----- building -----
    def build(self):
        """Board, side panel, curtain and key bindings."""
        keep_layout_inside(self)
        self.kind_index = 0
        self.pending = None
        self.pending_lines = []
        self.pending_cells = ()
        self.flash = ()
        self.lab = None
        self.swapped = False
        self._swapping = False
        self._before = None
        self._legal = None
        self.cover_depth = 0            # > 0 while a dialog is open or the tab is hidden (see cover)
        self._covered_status = None
        body = tk.Frame(self)
        body.pack(side="top", fill="both", expand=True)
        self.panel = SidePanel(body, self)
        self.panel.pack(side="right", fill="y")
        self.board = BoardCanvas(body, garden.SIZE, garden.SIZE, on_primary=self.on_primary,
                                 on_secondary=self.on_secondary, on_resize=self.redraw, max_cell=170,
                                 background="#6f9a5a")
        self.board.pack(side="left", fill="both", expand=True)
        self.painter = GardenPainter(self.board, self.t)
        self.key_gate = KeyGate()
        self.curtain = Curtain(self, self)
        self.curtain_up = is_hot_seat(self.session.params)
        self._bind_keys()
        self.bind("<Destroy>", self.on_destroy)
        self.reset_choice()
        self.after_idle(self.announce_start)

    def _bind_keys(self):
        """Keys on the board: Tab, arrows, Z, X, R, Escape, Space (Enter comes through on_primary)."""
        board = self.board
        for sequence in TAB_KEYS:
            board.bind(sequence, lambda event: self.on_tab(1))
        for sequence in BACK_TAB_KEYS:
            board.bind(sequence, lambda event: self.on_tab(-1))
        for keysym, (dx, dy) in {"Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)}.items():
            board.bind(f"<{keysym}>", lambda event, dx=dx, dy=dy: self.on_arrow(dx, dy))
        for letter, handler in (("z", self.on_select_key), ("x", self.on_cancel_key), ("r", self.on_reset_key)):
            board.bind(f"<KeyPress-{letter}>", handler)
            board.bind(f"<KeyPress-{letter.upper()}>", handler)
        board.bind("<Escape>", self.on_escape)
        board.bind("<space>", self.on_space)
        for sequence in ("<Return>", "<KP_Enter>"):
            board.bind(sequence, self.on_return)
        board.bind("<KeyRelease>", self.key_gate.release)

    def on_destroy(self, event=None):
        """Cancel a pending computer move when the tab goes away."""
        if event is None or event.widget is self:
            self.cancel_computer()

    def announce_start(self):
        """The first status line of the tab (after the base class has built the status line)."""
        self.show_position_status()

    def position_status(self):
        """The status that describes what the screen shows: the curtain, the lab, the result or whose turn."""
        state = self.state()
        if self.lab is not None:
            return "garden.view.lab.opened", {}
        if self.curtain_up:
            return "garden.view.curtain.status", {"role": self.role_text(state.role)}
        if state.winner:
            return "garden.view.happened", {"events": [result_text(state), Text("garden.result.swap", {})]}
        if self.viewer() is None:
            return "garden.view.watching", {}
        if self.computer_to_move():
            return "garden.view.computer_turn", {"role": self.role_text(state.role), "level": self.level_text(state.role)}
        return "garden.view.idle", {"role": self.role_text(state.role), "round": state.round, "left": state.left}

    # ----- texts -----
    def t(self, key, **fields):
        """Translate ``key``; the rule numbers of garden.py ({rounds}, {blooms_to_win}, ...) are fields too."""
        return super().t(key, **{**garden.rule_numbers(), **fields})

    def level_text(self, role):
        """'easy' or 'normal' of the computer playing ``role``, as a Text."""
        return Text(f"garden.view.level.{self.session.params.player(role)}", {})

    def role_text(self, role):
        """The name of a role as a Text."""
        return Text(f"garden.role.{role}", {})

    def relabel(self):
        """Translate the panel's and the curtain's fixed texts too."""
        self.panel.relabel()
        self.curtain.relabel()
        super().relabel()

    def show_rejection(self, rejection):
        """Tell the player why a choice is refused (the role field is translated)."""
        fields = dict(rejection.details)
        if "role" in fields:
            fields["role"] = self.role_text(fields["role"])
        key = f"garden.reason.{rejection.reason}"
        self.set_status(key if self.tr.has(key) else "common.illegal", reason=rejection.reason, **fields)

    # ----- who is at the screen -----
    def state(self):
        """The match's current state."""
        return self.session.state

    def viewer(self):
        """The role whose eyes the screen is for (None when only computers play)."""
        return viewer_for(self.session.params, self.state())

    def seen(self):
        """What the player at the screen may see of the match (never the full state)."""
        return seen_by(self.state(), self.viewer())

    def computer_to_move(self):
        """True when the match goes on and the role to act is a computer."""
        state = self.state()
        return not state.winner and self.session.params.player(state.role) != "human"

    def hot_seat(self):
        """True when two humans share the screen."""
        return is_hot_seat(self.session.params)

    def kinds_role(self):
        """The role whose actions the panel offers: the one human's, else the role to act."""
        people = humans(self.session.params)
        return people[0] if len(people) == 1 else self.state().role

    def kinds(self):
        """The action kinds of the player at the screen (the lab's in the lab)."""
        return kinds_for("lab" if self.lab is not None else self.kinds_role())

    def kind(self):
        """The chosen action kind."""
        kinds = self.kinds()
        return kinds[self.kind_index % len(kinds)]

    def active_engine_state(self):
        """(engine, state) of what the board plays now: the lab or the match."""
        if self.lab is not None:
            return garden_lab, self.lab.state
        return garden, self.state()

    def is_busy(self):
        """True while a computer move is pending (input waits)."""
        return self.computer_job is not None

    def refuse_input(self):
        """Say why the board takes no input now, or return False when it does."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        elif self.lab is not None:
            return False
        elif self.state().winner:
            self.set_status("garden.view.game_over")
        elif self.is_busy() or self.computer_to_move():
            self.set_status("garden.view.not_your_turn")
        else:
            return False
        return True

    # ----- input -----
    def reset_choice(self):
        """First action kind, no selection, the cursor on the entry (gardener) or the nest (mole, lab)."""
        self.kind_index = 0
        self.drop_selection()
        role = "mole" if self.lab is not None else self.kinds_role()
        self.board.cursor = cell_xy(garden.ENTRY if role == "gardener" else garden.NEST)

    def drop_selection(self):
        """Forget the selected move."""
        self.pending, self.pending_lines, self.pending_cells = None, [], ()

    def on_primary(self, x, y):
        """Click, Space or Enter on a cell: select it, or do the selected move when it is the same cell."""
        if self.refuse_input():
            return
        self.flash = ()
        cell = y * garden.SIZE + x
        if self.pending is not None and self.pending == move_for(self.kind(), cell):
            self.commit()
        else:
            self.select(cell)

    def on_secondary(self, x, y):
        """Right click: cancel the selection."""
        self.cancel_selection()

    def on_space(self, event=None):
        """Space: swap roles and replay after a result, otherwise the same as Enter."""
        if event is not None and not self.key_gate.fresh(event):
            return "break"
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
            return "break"
        if self.lab is None and self.state().winner:
            self.swap_and_replay()
            return "break"
        return self.on_return()

    def on_return(self, event=None):
        """Enter (or Space): lift the curtain, else act on the cursor's cell; a held key does nothing more."""
        if event is not None and not self.key_gate.fresh(event):
            if self.curtain_up:
                self.set_status("garden.view.curtain.release")
            return "break"
        if self.curtain_up:
            self.lift_curtain()
        else:
            self.board.show_cursor(True)
            self.on_primary(*self.board.cursor)
        return "break"

    def on_tab(self, step):
        """Tab / Shift+Tab: the next or previous action kind."""
        if not self.refuse_input():
            kinds = self.kinds()
            self.choose_kind(kinds[(self.kind_index + step) % len(kinds)])
        return "break"

    def on_arrow(self, dx, dy):
        """Arrow keys: move the cursor (a selection elsewhere is dropped)."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
            return "break"
        self.board.move_cursor(dx, dy)
        if self.pending is not None:
            self.drop_selection()
            self.set_status("garden.view.cancelled")
        self.redraw()
        return "break"

    def on_select_key(self, event=None):
        """Z: select the cursor's cell for the chosen action."""
        if not self.refuse_input():
            x, y = self.board.cursor
            self.board.show_cursor(True)
            self.select(y * garden.SIZE + x)
        return "break"

    def on_cancel_key(self, event=None):
        """X: cancel the selection (never an undo)."""
        self.cancel_selection()
        return "break"

    def on_reset_key(self, event=None):
        """R: reset the match if both players agree (the menu's Restart works under the curtain too)."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        elif self.is_busy():
            self.set_status("common.busy")
        else:
            self.restart()
        return "break"

    def on_escape(self, event=None):
        """Escape: cancel the selection, or ask before quitting (Ctrl+Q works under the curtain)."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        elif self.pending is not None:
            self.cancel_selection()
        else:
            self.request_quit()
        return "break"

    def choose_kind(self, kind):
        """Switch the action kind (radio button or Tab)."""
        if self.refuse_input():
            self.redraw()
            return
        self.kind_index = self.kinds().index(kind)
        self.drop_selection()
        key = "garden.view.kind_chosen_nocell" if kind in ("wait", "drain") else "garden.view.kind_chosen"
        self.set_status(key, action=Text(f"garden.kind.{kind}", {}))
        self.redraw()
        self.board.focus_set()

    def select(self, cell):
        """Select the chosen action at ``cell`` and show its forecast; an illegal choice says why and costs nothing."""
        engine, state = self.active_engine_state()
        kind = self.kind()
        move = move_for(kind, cell)
        try:
            engine.check(state, move)
        except IllegalMove as rejection:
            self.drop_selection()
            self.show_rejection(rejection)
            self.redraw()
            return False
        forecast = engine.forecast(state, move)
        if kind not in ("wait", "drain"):
            self.board.cursor = cell_xy(cell)
        self.pending = move
        self.pending_lines = forecast_texts(forecast)
        self.pending_cells = tuple(forecast["cells"]) or move_cells(move)
        action = Text(f"garden.kind.{kind}", {})
        if kind in ("wait", "drain"):
            self.set_status("garden.view.selected_nocell", action=action, forecast=self.pending_lines)
        else:
            self.set_status("garden.view.selected_cell", action=action, cell=cell, forecast=self.pending_lines)
        self.redraw()
        return True

    def cancel_selection(self):
        """Forget the selection; nothing is spent."""
        if self.pending is not None:
            self.drop_selection()
            self.set_status("garden.view.cancelled")
            self.redraw()
        self.board.focus_set()

    def commit(self):
        """Do the selected move (Enter, a second click, the panel's button)."""
        if self.pending is None or self.refuse_input():
            return None
        move = self.pending
        self.drop_selection()
        if self.lab is not None:
            return self.play_lab(move)
        return self.play(move)

    # ----- moves -----
    def play(self, move):
        """Play ``move`` in the match through the session."""
        self._before = self.state()
        try:
            return super().play(move)
        finally:
            self._before = None

    def play_lab(self, move):
        """Play ``move`` in the practice lab."""
        try:
            state = self.lab.play(move)
        except IllegalMove as rejection:
            self.show_rejection(rejection)
            self.redraw()
            return None
        self.set_status("garden.view.happened", events=event_texts(state.events))
        self.redraw()
        self.board.focus_set()
        return state

    def after_move(self):
        """After a move: raise the curtain at a hand-off, else tell what this player may know; computers go on."""
        before, self._before = self._before, None
        self.drop_selection()
        state = self.state()
        if before is not None:
            mover = before.role
            if self.hot_seat() and garden.needs_handoff(before, state):
                self.raise_curtain()
            else:
                self.curtain_up = self.curtain_up and not state.winner     # a result is shown to both
                self.tell_move(mover)
        super().after_move()
        self.schedule_computer()

    def tell_move(self, mover):
        """The status after a move by ``mover``: what the player at the screen may know of it."""
        state = self.state()
        events = event_texts(self.seen()["events"])
        if state.winner:
            self.set_status("garden.view.happened", events=events + [Text("garden.result.swap", {})])
        elif self.session.params.player(mover) == "human":
            self.set_status("garden.view.happened", events=events)
        elif events:
            self.set_status("garden.view.computer_did", role=self.role_text(mover),
                            level=self.level_text(mover), events=events)
        else:
            self.set_status("garden.view.computer_hidden", role=self.role_text(mover))

    def greet(self):
        """The status at the start of a turn of the player at the screen."""
        state = self.state()
        if state.winner:
            self.tell_move(state.role)
        elif self.viewer() is None:
            self.set_status("garden.view.watching")
        elif self.computer_to_move():
            self.set_status("garden.view.computer_turn", role=self.role_text(state.role),
                            level=self.level_text(state.role))
        else:
            self.set_status("garden.view.your_turn", role=self.role_text(state.role),
                            events=event_texts(self.seen()["events"]))

    # ----- the curtain -----
    def raise_curtain(self):
        """Hide everything until the next player says Ready."""
        self.curtain_up = True
        self.flash = ()
        self.reset_choice()
        self.set_curtain_status()
        self.redraw()

    def set_curtain_status(self):
        """The status line under the curtain: who is next, nothing else."""
        self.set_status("garden.view.curtain.status", role=self.role_text(self.state().role))

    def lift_curtain(self, event=None):
        """Ready: show the board to the player to act."""
        if not self.curtain_up:
            return
        self.curtain_up = False
        self.reset_choice()
        self.greet()
        self.redraw()
        self.board.focus_set()

    # ----- questions and other tabs: the board is covered meanwhile -----
    def on_hidden(self):
        """A dialog opens or another tab is shown: cover the board (see cover)."""
        self.cover()

    def on_shown(self):
        """The dialog closed or the tab is shown again: uncover the board."""
        self.uncover()

    def cover(self):
        """Hide the board until uncover(): a question may be for the other player, who must see nothing hidden."""
        self.cover_depth += 1
        if self.cover_depth == 1 and self.covered():
            self._covered_status = self._status
            self.set_status("garden.view.curtain.covered")
            self.redraw()

    def uncover(self):
        """Undo one cover(); the board comes back when the last one ends."""
        if self.cover_depth == 0:
            return
        self.cover_depth -= 1
        if self.cover_depth == 0 and self._covered_status is not None:
            key, fields = self._covered_status
            self._covered_status = None
            self.set_status(key, **fields)
            self.redraw()
            if not self.curtain_up and self.curtain.focus_is_ours():
                self.board.focus_set()

    def covered(self):
        """True while a hot-seat match in progress is covered for a question (or a hidden tab)."""
        return (self.cover_depth > 0 and self.lab is None and self.hot_seat() and not self.curtain_up
                and not self.state().winner)

    # ----- the computer -----
    def schedule_computer(self):
        """If a computer is to act, let it play after a pause that follows the speed setting."""
        if self.computer_job is None and self.lab is None and self.computer_to_move():
            self.computer_job = self.after(SPEED_PAUSE[self.speed()], self.computer_plays)
            self.app.refresh_menus()

    def computer_plays(self):
        """The computer to act chooses its move (seeded by the session seed and move number) and plays it."""
        self.computer_job = None
        if self.lab is not None or not self.computer_to_move():
            return
        state = self.state()
        rng = random.Random(f"{self.session.seed}/{self.session.position}")
        move = garden_ai.choose_move(state, self.session.params.player(state.role), rng)
        shown = move_cells(move) if self.viewer() in (None, "mole") else ()
        earlier = () if state.left == garden.ACTIONS_PER_TURN else self.flash
        self.flash = tuple(dict.fromkeys(earlier + shown))     # both actions may touch a cell: mark it once
        self.play(move)

    # ----- drawing -----
    def redraw(self):
        """Draw the lab, the curtain (an empty board) or the match as the player at the screen may see it."""
        if self.lab is not None:
            self.curtain.hide()
            self.draw_lab()
            return
        if self.curtain_up or self.covered():
            self.painter.clear()
            self.panel.blank()
            self.curtain.show(self.state().role, self.swapped, question=not self.curtain_up)
            return
        self.curtain.hide()
        view = self.seen()
        state = self.state()
        acting = not self.computer_to_move() and not state.winner and self.viewer() is not None
        overlay = {"flash": self.flash, "pending": self.pending_cells[:1] if self.pending else (),
                   "forecast": self.pending_cells if self.pending else ()}
        if acting:
            overlay["legal"] = self.legal_cells(garden, state, self.kind())
        self.board.cursor_visible = acting
        self.painter.paint(view, overlay)
        self.panel.show_kinds(self.kinds(), self.kind(), acting)
        self.panel.show(self.panel_texts(view), acting and self.pending is not None, self.pending is not None,
                        result=bool(state.winner))

    def legal_cells(self, engine, state, kind):
        """``legal_targets`` of the engine, worked out once per state and kind (a select click keeps the state)."""
        key = (engine, state, kind)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, legal_targets(engine, state, kind))
        return self._legal[1]

    def panel_texts(self, view):
        """The panel's lines for the match (from the player's view only)."""
        params, t = self.session.params, self.t
        people = humans(params)
        texts = {
            "turn": t("garden.view.panel.turn", role=self.role_text(view["role"])),
            "you": t("garden.view.panel.you_are", role=self.role_text(people[0])) if len(people) == 1 else "",
            "players": t("garden.view.panel.players",
                         gardener=Text(f"garden.player.{params.player('gardener')}", {}),
                         mole=Text(f"garden.player.{params.player('mole')}", {})),
            "round": t("garden.view.panel.round", round=view["round"]),
            "left": "" if view["winner"] else t("garden.view.panel.left", left=view["left"]),
            "blooms": t("garden.view.panel.blooms", blooms=view["blooms"]),
            "forecast": self.forecast_text() if self.kinds_role() == view["role"] and not view["winner"] else "",
            "keys": t("garden.view.panel.keys"),
        }
        texts.update(self.legend_texts(view))
        result = result_text(self.state())
        if result is not None:
            texts["turn"] = t(result.key, **result.fields)
            texts["result"] = t("garden.result.swap")
        return texts

    def legend_texts(self, view):
        """The roots legend, the flowers legend and the last drain."""
        t = self.t
        if view["revealed"]:
            roots = t("garden.view.panel.roots_legend", joined=t("garden.view.mark.root_joined"),
                      cut=t("garden.view.mark.root_cut"))
        else:
            roots = t("garden.view.panel.roots_hidden")
        flowers = t("garden.view.panel.flowers", drained=t("garden.view.mark.drained"))
        if view["drained"]:
            drained = t("garden.status.drained", flowers=", ".join(map(str, view["drained"])))
        elif view.get("round", 0) > 1 or self.lab is not None:
            drained = t("garden.status.no_drain")
        else:
            drained = ""
        return {"roots": roots, "flowers": flowers, "drained": drained}

    def forecast_text(self):
        """The selected move's forecast, or how to select one."""
        if self.pending is None:
            return self.t("garden.view.panel.no_selection")
        return "\n".join(self.resolve(line) for line in self.pending_lines)

    def draw_lab(self):
        """The practice lab: everything shown, the lab's actions."""
        state = self.lab.state
        view = lab_view(state)
        overlay = {"pending": self.pending_cells[:1] if self.pending else (),
                   "forecast": self.pending_cells if self.pending else (),
                   "legal": self.legal_cells(garden_lab, state, self.kind()) if self.kind() == "root" else ()}
        self.board.cursor_visible = True
        self.painter.paint(view, overlay)
        self.panel.show_kinds(self.kinds(), self.kind(), True)
        texts = {"turn": self.t("garden.lab.title"), "round": self.t("garden.view.panel.lab_tick", tick=state.tick),
                 "blooms": self.t("garden.view.panel.blooms", blooms=view["blooms"]),
                 "forecast": self.forecast_text(), "keys": self.t("garden.view.panel.lab_keys")}
        texts.update(self.legend_texts(view))
        self.panel.show(texts, self.pending is not None, self.pending is not None, lab=True)

    # ----- the practice lab -----
    def open_lab(self):
        """Leave the match for the solo lab (root, cut, drain); the match waits."""
        if self.lab is not None:
            return
        self.cancel_computer()
        self.flash = ()
        self.lab = Session(garden_lab, garden_lab.DEFAULT_PARAMS, 0)
        self.curtain_up = False       # the lab shows nothing of the match; going back raises the curtain again
        self.reset_choice()
        self.set_status("garden.view.lab.opened")
        self.redraw()
        self.app.rebuild_menus()
        self.board.focus_set()

    def clear_lab(self):
        """Start the lab again."""
        if self.lab is None:
            return
        self.lab = Session(garden_lab, garden_lab.DEFAULT_PARAMS, 0)
        self.drop_selection()
        self.set_status("garden.view.lab.cleared")
        self.redraw()
        self.board.focus_set()

    def close_lab(self):
        """Back to the match (behind the curtain in a hot-seat game)."""
        if self.lab is None:
            return
        self.lab = None
        if self.hot_seat() and not self.state().winner:
            self.raise_curtain()
        else:
            self.reset_choice()
            self.greet()
            self.redraw()
            self.board.focus_set()
        self.app.rebuild_menus()
        self.schedule_computer()

    # ----- session hooks -----
    def start(self, params, seed=None):
        """A new match: behind the curtain in a hot-seat game; a computer gardener starts by itself."""
        self.cancel_computer()
        self.lab = None
        self.flash = ()
        self.swapped, self._swapping = self._swapping, False
        self.curtain_up = is_hot_seat(params)
        super().start(params, seed)
        self.reset_choice()
        self.announce_start()
        self.redraw()
        self.schedule_computer()

    def adopt_session(self, session):
        """A loaded match opens behind the curtain of the player to act (hot-seat)."""
        self.cancel_computer()
        self.lab = None
        self.flash = ()
        self.swapped = False
        self.curtain_up = is_hot_seat(session.params) and not session.state.winner
        super().adopt_session(session)
        self.reset_choice()
        self.announce_start()
        self.redraw()
        self.schedule_computer()

    def swap_and_replay(self):
        """After a result: a new match with the roles swapped."""
        if not self.state().winner:
            self.set_status("garden.view.not_over")
            return
        self._swapping = not self.swapped
        self.app.new_game(garden.swap_roles(self.session.params), view=self)
        self._swapping = False

    def confirm_restart(self):
        """Restart asks its own questions, one per human player (see restart)."""
        return True

    def restart(self):
        """Reset the match, only when every human player agrees (one question each)."""
        if self.lab is not None:
            self.close_lab()
        people = humans(self.session.params)
        questions = [f"garden.view.reset_{role}" for role in people] if len(people) == 2 else ["garden.view.reset_one"]
        agreed = False
        self.cover()            # every question is asked with the board covered, whoever it is for
        try:
            agreed = all(self.app.ask_yes_no(key) for key in questions)
        finally:
            self.uncover()
        if not agreed:
            if self.hot_seat() and not self.state().winner and self.seen()["revealed"]:
                self.raise_curtain()        # the mole's board stays hidden: its player says Ready again
            self.set_status("garden.view.reset_refused")
            return False
        self._swapping = self.swapped
        self.start(self.session.params, self.session.seed)
        return True

    def request_quit(self):
        """Escape: ask before quitting the suite (and about other tabs' unsaved games)."""
        if not self.app.ask_yes_no("garden.view.confirm_quit"):
            self.set_status("garden.view.quit_cancelled")
            return False
        others = [view for view in self.app.unsaved_views() if view is not self]
        if others and not self.app.ask_yes_no("confirm.quit"):
            return False
        self.app.root.destroy()
        return True

    def undo(self):
        """No undo in this game: say why."""
        self.set_status("garden.view.no_undo")

    def redo(self):
        """No redo either."""
        self.set_status("garden.view.no_undo")

    def can_undo(self):
        """Never: the garden has no undo."""
        return False

    def can_redo(self):
        """Never."""
        return False

    # ----- menus -----
    def hint(self):
        """Advice for the player at the screen, from what that player may see."""
        if self.refuse_input():
            return
        if self.lab is not None:
            self.set_status("garden.view.hint", text=[Text("garden.hint.mole", {})])
            return
        role = self.state().role
        lines = [Text(f"garden.hint.{role}", {})]
        if role == "gardener" and self.seen()["drained"]:
            lines.append(Text("garden.hint.drained", {}))
        self.set_status("garden.view.hint", text=lines)

    def extra_menu_items(self):
        """The practice lab (or the way back), and swapping roles after a result."""
        if self.lab is not None:
            return [("garden.view.menu.back", self.close_lab, ""), ("garden.view.menu.clear_lab", self.clear_lab, "")]
        return [("garden.view.menu.lab", self.open_lab, ""), ("garden.view.menu.swap", self.swap_and_replay, "")]
