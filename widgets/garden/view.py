"""The Mischief Garden tab: a hot-seat that leaks nothing, computer players, and the solo practice lab.

This module builds the tab and runs the match (moves, computer players, the lab, new games and resets).
Its other jobs live beside it, one module each, mixed into GardenView: input to moves
(widgets/garden/input.py), the status and panel texts (widgets/garden/texts.py), drawing
(widgets/garden/screen.py) and the curtain (widgets/garden/curtain.py). The board is always drawn from what
the player at the screen may see (``garden_display.seen_by``), so the gardener never gets a single canvas
item about the roots.
"""

import random
import tkinter as tk

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import levels as garden_levels
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.garden.display import (
    Text,
    event_texts,
    handover_seen,
    humans,
    is_hot_seat,
    kinds_for,
    move_cells,
    rule_numbers,
    seen_by,
    viewer_for,
)
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.garden.curtain import CurtainControl
from widgets.garden.draw import GardenPainter
from widgets.garden.input import GardenInput
from widgets.garden.panels import Curtain, SidePanel
from widgets.garden.screen import GardenScreen
from widgets.garden.statistics import GardenStatistics
from widgets.garden.texts import GardenTexts
from widgets.key_gate import KeyGate
from widgets.record_gate import KEPT, ONCE_OVER, Declaration, at_stake, once_over_refused
from widgets.redraw import keep_layout_inside

SPEED_PAUSE = {"slow": 1500, "normal": 800, "fast": 300, "instant": 0}   # the computer's pause, milliseconds


class GardenView(GardenInput, GardenTexts, GardenScreen, CurtainControl, GardenStatistics, GameView):
    """Mischief Garden: gardener against mole on one screen, against the computer, or alone in the lab."""
    # What this tab's own commands do to a counting match (widgets/record_gate.py): the hint and the lab show only
    # what the player may see, there is no undo; roles are swapped only after a result.
    record_gate = {"menu.hint": KEPT, "menu.undo": KEPT, "menu.redo": KEPT, "garden.view.menu.lab": KEPT,
                   "garden.view.menu.back": KEPT,
                   "garden.view.menu.clear_lab": KEPT, "garden.view.menu.swap": Declaration(ONCE_OVER)}

    engine = garden
    offers_undo = False  # no undo in this game (the lesson coach never offers Ctrl+Z)
    list_separator = "garden.view.separator"
    has_hint = True
    board_first = True  # its panel gives way at large zooms: the board never shrinks

    # ----- building -----
    def build(self):
        """Board, side panel, curtain and key bindings."""
        self._rule_numbers = rule_numbers  # texts name cells as the board numbers them
        keep_layout_inside(self)
        self.kind_index = 0
        self.pending = None
        self.pending_lines = []
        self.pending_cells = ()
        self.flash = ()
        self.lab = None
        self.handing_over = None        # hot-seat: the role whose turn just ended, shown its result until it hands over
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

    def on_destroy(self, event=None):
        """Cancel a pending computer move when the tab goes away."""
        if event is None or event.widget is self:
            self.cancel_computer()

    # ----- who is at the screen -----
    def state(self):
        """The match's current state."""
        return self.session.state

    def viewer(self):
        """The role whose eyes the screen is for (None when only computers play, or in the replay of a finished
        match: both sides are shown then)."""
        if self.replay_shows_all():
            return None
        if self.handing_over is not None:
            return self.handing_over
        return viewer_for(self.session.params, self.state())

    def seen(self):
        """What the player at the screen may see of the match (never the full state)."""
        if self.handing_over is not None and not self.replay_shows_all():
            return handover_seen(self.state(), self.handing_over)
        return seen_by(self.state(), self.viewer())

    def computer_to_move(self):
        """True when the match goes on and the role to act is a computer."""
        state = self.state()
        return not state.winner and self.session.params.player(state.role) != "human"

    def hot_seat(self):
        """True when two humans share the screen."""
        return is_hot_seat(self.session.params)

    def kinds_role(self):
        """The role whose actions the panel offers: the one human's, the one handing over, else the role to act."""
        if self.handing_over is not None:
            return self.handing_over
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

    def active_sight(self):
        """The module that tells what the board's player sees and what a move would do: the lab or garden_sight."""
        return garden_lab if self.lab is not None else garden_sight

    def refuse_input(self):
        """Say why the board takes no input now, or return False when it does."""
        if self.curtain_up:
            self.set_status("garden.view.curtain.blocked")
        elif self.lab is not None:
            return False
        elif self.handing_over is not None:
            self.set_status("garden.view.handover.blocked", role=self.role_text(self.state().role))
        elif self.state().winner:
            self.set_status("garden.view.game_over")
        elif self.computer_to_move():  # (a computer's move waits for its pause: menus still work meanwhile)
            self.set_status("garden.view.not_your_turn")
        else:
            return False
        return True

    # ----- moves -----
    def play(self, move, by_computer=False):
        """Play ``move`` in the match through the session."""
        self._before = self.state()
        try:
            return super().play(move, by_computer)
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
        """After a move: at a hot-seat hand-off show the mover the result until they hand over, else tell what
        this player may know; computers go on."""
        before, self._before = self._before, None
        self.drop_selection()
        state = self.state()
        if before is not None:
            mover = before.role
            self.handing_over = None
            if self.hot_seat() and garden_sight.needs_handoff(before, state):
                self.show_handover(mover)
            else:
                self.curtain_up = self.curtain_up and not state.winner     # a result is shown to both
                self.tell_move(mover)
        super().after_move()
        self.cancel_computer()  # a computer move still waiting was for the position before (Undo, Load...)
        self.schedule_computer()

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
        move = garden_levels.choose_move(state, self.session.params.player(state.role), rng)
        shown = move_cells(move) if self.viewer() in (None, "mole") else ()
        earlier = () if state.left == garden.ACTIONS_PER_TURN else self.flash
        self.flash = tuple(dict.fromkeys(earlier + shown))     # both actions may touch a cell: mark it once
        self.play(move, by_computer=True)

    # ----- the practice lab -----
    def open_lab(self):
        """Leave the match for the solo lab (root, cut, drain); the match waits."""
        if self.lab is not None:
            return
        self.cancel_computer()
        self.flash = ()
        self.lab = Session(garden_lab, garden_lab.DEFAULT_PARAMS, 0)
        self.handing_over = None      # (the turn was over: going back raises the curtain for the next player)
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
        self.handing_over = None
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
        self.handing_over = None
        self.swapped = False
        self.curtain_up = is_hot_seat(session.params) and not session.state.winner
        super().adopt_session(session)
        self.reset_choice()
        self.announce_start()
        self.redraw()
        self.schedule_computer()

    def swap_and_replay(self):
        """After a result: a new match with the roles swapped (the Space key, the panel's button and the Game menu:
        the record gate refuses it while a counting match is under way, widgets/record_gate.py)."""
        if once_over_refused(self, "garden.view.menu.swap"):
            return
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
        """Reset the match, only when every human player agrees (one question each); in a lesson: Try Again."""
        if self.coach is not None:
            self.coach.try_again()
            return True
        staked = at_stake(self)  # a counting match against a computer under way
        if staked and not self.app.may_leave_counting_game(self):  # the record gate's question, the only one
            return False
        if self.lab is not None:
            self.close_lab()
        people = humans(self.session.params)
        questions = [f"garden.view.reset_{role}" for role in people] if len(people) == 2 else ["garden.view.reset_one"]
        if staked:  # the gate's question said it already: Yes gave the match up
            questions = []
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
        # Against a computer a new seed: the same roots again would be a game studied before (issue #35).
        self.start(self.session.params, None if len(people) == 1 else self.session.seed)
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
        """The practice lab (or the way back), and swapping roles after a result and the statistics."""
        if self.lab is not None:
            return [("garden.view.menu.back", self.close_lab, ""), ("garden.view.menu.clear_lab", self.clear_lab, "")]
        return [("garden.view.menu.lab", self.open_lab, ""), ("garden.view.menu.swap", self.swap_and_replay, ""),
                self.statistics_item()]
