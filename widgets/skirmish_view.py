"""The Mirror Skirmish tab: a 6x5 board, two allies against two enemies, a forecast and a visible enemy phase.

Mouse: click an ally to choose it; its moves are marked; click a marked cell to move, an enemy in reach
to attack, the altar next to it to pick up the weapon. Keyboard: the action list (Up/Down, Enter,
Left/Right/Tab for the other ally) or the board's cursor (arrows, Space/Enter). A (anywhere) switches
to the other ally, 1/2 choose one, T cycles the overlay, W waits, Esc skips the enemy phase. Ctrl+Tab
belongs to the suite (next tab), never to this game. The forecast box shows what an action would lead to without
playing it. The enemy phase is played back one step at a time with after().
"""

from pathlib import Path

import tkinter as tk
from tkinter import filedialog

from gamepkg import skirmish, skirmish_ai, skirmish_display as display, skirmish_lesson, skirmish_reasons
from gamepkg.i18n import Text
from widgets.board import BoardCanvas
from widgets.game_view import GameView
from widgets.redraw import keep_layout_inside, set_look, set_text
from widgets.skirmish_draw import BoardPainter, Scene
from widgets.skirmish_panels import LogPanel, SidePanel

# A message id with its fields, translated only when shown (so a language switch re-translates it).

# milliseconds each step of an action stays on screen
STEP_DELAY = {"slow": 1100, "normal": 650, "fast": 260, "instant": 0}
BANNER_PLAY, BANNER_ENEMY = "#e9e4d8", "#f6d9d2"
BANNER_RESULT = {"won": "#ffe27a", "lost": "#d9d9d9", "draw": "#dfe8f5"}
UNIT_GLYPH = {True: "\u25cf", False: "\u25c6"}


class SkirmishView(GameView):
    """Mirror Skirmish: choose ally actions, watch the enemies answer, read the forecast before acting."""

    engine = skirmish
    has_hint = True

    # ----- building -----
    def build(self):
        """Banner, board with the log under it, side panel, key bindings."""
        keep_layout_inside(self)
        self.ally = 0
        self.choice = 0
        self.mode_index = 0
        self.hover = None
        self.hint_move = None
        self.anim_frames = None
        self.anim_index = 0
        self.anim_job = None
        self._frames_cache = {}
        self._line_texts = {}
        self._redraw_job = None
        self.banner_var = tk.StringVar(master=self)
        self.banner = tk.Label(self, textvariable=self.banner_var, font="TkHeadingFont", background=BANNER_PLAY,
                               anchor="center", padx=8, pady=4)
        self.banner.pack(side="top", fill="x")
        body = tk.Frame(self)
        body.pack(side="top", fill="both", expand=True, pady=(4, 0))
        self.panel = SidePanel(body, self)
        self.panel.pack(side="right", fill="y")
        left = tk.Frame(body)
        left.pack(side="left", fill="both", expand=True)
        self.log = LogPanel(left)
        self.log.pack(side="bottom", fill="x", pady=(4, 0))
        self.board = BoardCanvas(left, skirmish.WIDTH, skirmish.HEIGHT, on_primary=self.on_primary,
                                 on_hover=self.on_hover, on_resize=self.schedule_redraw, max_cell=128, background="#cfc8b6")
        self.board.pack(side="top", fill="both", expand=True)
        self.painter = BoardPainter(self.board)
        self._bind_keys()
        self.bind("<Destroy>", self.on_destroy)
        self.panel.relabel()
        self.log.configure(text=self.t("skirmish.view.panel.log"))
        self.panel.action_list.focus_set()

    def _bind_keys(self):
        """Mouse and keys of the board and of the action list (never on the root window)."""
        board, actions = self.board, self.panel.action_list
        board.bind("<Button-1>", self.on_click)
        board.bind("<Leave>", self.on_leave)
        board.bind("<Tab>", self.on_focus_list)
        actions.bind("<<ListboxSelect>>", self.on_list_select)
        actions.bind("<Up>", lambda event: self.on_choice_key(-1))
        actions.bind("<Down>", lambda event: self.on_choice_key(1))
        for key in ("<Return>", "<KP_Enter>", "<space>", "<Double-Button-1>"):
            actions.bind(key, self.on_commit)
        for key in ("<Left>", "<Right>", "<Tab>"):
            actions.bind(key, self.on_switch_key)
        for key in ("<Shift-Tab>", "<ISO_Left_Tab>"):
            actions.bind(key, self.on_focus_board)
        for widget in (board, actions):
            for key in ("t", "T"):
                widget.bind(f"<KeyPress-{key}>", self.on_overlay_key)
            for key in ("w", "W"):
                widget.bind(f"<KeyPress-{key}>", self.on_wait_key)
            for key in ("a", "A"):
                widget.bind(f"<KeyPress-{key}>", self.on_switch_key)
            for number in (1, 2):
                widget.bind(f"<KeyPress-{number}>", lambda event, ally=number - 1: self.on_ally_key(ally))
            widget.bind("<Escape>", self.on_escape)

    def on_zoom(self):
        """Fonts changed size: fit the panel and redraw the board."""
        self.panel.on_zoom()
        self.redraw()

    def on_destroy(self, event=None):
        """Cancel the pending animation step and redraw when the tab goes away."""
        if event is None or event.widget is self:
            self.stop_animation()
            if self._redraw_job is not None:
                self.after_cancel(self._redraw_job)
                self._redraw_job = None

    def schedule_redraw(self):
        """Redraw once the window is idle (a resize sends many Configure events)."""
        if self._redraw_job is None:
            self._redraw_job = self.after_idle(self._redraw_now)

    def _redraw_now(self):
        """The redraw scheduled by schedule_redraw."""
        self._redraw_job = None
        self.redraw()

    # ----- texts -----
    def resolve(self, value):
        """The display text of a field value (lesson errors too, besides Text values and lists)."""
        if isinstance(value, skirmish_lesson.LessonError):
            return skirmish_lesson.lesson_error_text(value, self.tr)
        return super().resolve(value)

    def relabel(self):
        """Translate the panel's and the log's fixed texts too."""
        self._line_texts.clear()
        self._memo.clear()
        self.panel.relabel()
        self.log.configure(text=self.t("skirmish.view.panel.log"))
        super().relabel()

    def t(self, key, **fields):
        """Translate ``key``; every text also gets the rule numbers (rounds, HP, damage...) as fields."""
        return super().t(key, **{**skirmish.rule_numbers(), **fields})

    def help_text(self):
        """The rules, what each weapon does, then every key of this tab."""
        weapons = [self.t(f"skirmish.weapon_rule.{name}") for name in ("hands", *skirmish.WEAPONS.values())]
        return "\n\n".join((self.t("skirmish.help"), "\n".join([self.t("skirmish.help.weapons"), *weapons]),
                            self.t("skirmish.view.keys")))

    def action_text(self, move):
        """An action string as words ('Ally 1: move to 3,2')."""
        key, fields = skirmish_reasons.action_message(move)
        return self.t(key, **fields)

    def on_speed_changed(self, speed):
        """The suite's animation speed changed: show it in the panel's box."""
        self.panel.speed.show(speed)

    # ----- what the view knows -----
    def is_busy(self):
        """True while the steps of an action are being shown."""
        return self.anim_frames is not None

    def shown_state(self):
        """The state on screen: the animation's current step, or the session's state."""
        if self.anim_frames is not None:
            return self.anim_frames[self.anim_index].state
        return self.session.state

    def actions(self):
        """The legal actions of the chosen ally."""
        state, ally = self.session.state, self.ally
        return self.memo("actions", (state, ally), lambda: display.ally_actions(state, ally))

    def chosen_action(self):
        """The action chosen in the list, or None."""
        actions = self.actions()
        return actions[self.choice % len(actions)] if actions else None

    def pointed_action(self):
        """The action of the cell under the pointer or the keyboard cursor, or None."""
        if self.hover is None or self.is_busy():
            return None
        state, ally, hover = self.session.state, self.ally, self.hover
        move, _, _ = self.memo("click", (state, ally, hover), lambda: display.click_action(state, ally, hover))
        return move

    def focused_action(self):
        """The action the forecast is about: the pointed cell's, else the list's."""
        return self.pointed_action() or self.chosen_action()

    def frames_of(self, index):
        """The Frames of the history's move number ``index`` (cached)."""
        key = (self.session.state_at(index), self.session.moves[index])
        frames = self._frames_cache.get(key)
        if frames is None:
            frames = self._frames_cache[key] = display.step_frames(*key)
        return frames

    # ----- input -----
    def on_click(self, event):
        """Left click on the board: act on the cell, or say that the click was off the board."""
        self.board.focus_set()
        cell = self.board.cell_at(event.x, event.y)
        if cell is None:
            if not self.refuse_input():
                self.set_status("skirmish.reason.off_board")
            return "break"
        self.board.cursor = cell
        self.on_primary(*cell)
        return "break"

    def on_primary(self, x, y):
        """A click (or Space/Enter on the cursor): choose an ally, or move, attack or pick up."""
        if self.refuse_input():
            return
        state = self.session.state
        unit = skirmish.unit_at(state, (x, y))
        if unit is not None and skirmish.is_ally(unit):
            self.select_ally(unit)
            return
        move, reason, details = display.click_action(state, self.ally, (x, y))
        if move is None:
            key = f"skirmish.reason.{reason}"
            self.set_status(key if self.tr.has(key) else "common.illegal", reason=reason, **details)
            return
        self.play(move)

    def on_hover(self, x, y):
        """The pointer or the keyboard cursor is over cell (x, y): preview its action."""
        if (x, y) != self.hover:
            self.hover = (x, y)
            self.redraw()

    def on_leave(self, event=None):
        """The pointer left the board: the forecast goes back to the list's action."""
        if self.hover is not None and not self.board.cursor_visible:
            self.hover = None
            self.redraw()

    def on_list_select(self, event=None):
        """A row of the action list was clicked."""
        row = self.panel.chosen_row()
        if row is not None and row != self.choice:
            self.choice = row
            self.hover = None
            self.redraw()

    def on_choice_key(self, step):
        """Up/Down in the action list: choose the previous or next action (wrapping like the seed)."""
        actions = self.actions()
        if actions:
            self.choice = (self.choice + step) % len(actions)
            self.hover = None
            self.redraw()
        return "break"

    def on_commit(self, event=None):
        """Enter (or a double click) in the action list: play the chosen action."""
        if not self.refuse_input():
            move = self.chosen_action()
            if move is None:
                self.set_status("skirmish.reason.unit_down", unit=self.ally + 1)
            else:
                self.play(move)
        return "break"

    def on_switch_key(self, event=None):
        """A (anywhere), Left/Right/Tab in the action list: the other ally."""
        self.switch_ally()
        return "break"

    def on_ally_key(self, ally):
        """1 or 2: choose that ally."""
        if not self.refuse_input():
            self.select_ally(ally)
        return "break"

    def on_overlay_key(self, event=None):
        """T: the next overlay."""
        self.cycle_overlay()
        return "break"

    def on_wait_key(self, event=None):
        """W: the chosen ally waits."""
        self.wait_action()
        return "break"

    def on_escape(self, event=None):
        """Esc: skip the enemy phase being shown."""
        self.skip_animation()
        return "break"

    def on_focus_list(self, event=None):
        """Tab on the board: go to the action list."""
        self.panel.action_list.focus_set()
        return "break"

    def on_focus_board(self, event=None):
        """Shift+Tab in the action list: go to the board and show its cursor."""
        self.board.focus_set()
        self.board.show_cursor(True)
        return "break"

    # ----- commands -----
    def select_ally(self, ally):
        """Make ``ally`` the chosen one (a fallen ally cannot be chosen)."""
        state = self.session.state
        if not state.hp[ally]:
            self.set_status("skirmish.reason.unit_down", unit=ally + 1)
            return
        if ally != self.ally:
            self.ally, self.choice = ally, 0
        self.set_status("skirmish.view.selected", ally=ally + 1)
        self.redraw()

    def switch_ally(self):
        """Choose the other ally (when it is alive)."""
        if not self.refuse_input():
            self.select_ally(1 - self.ally)

    def wait_action(self):
        """The chosen ally waits."""
        if not self.refuse_input():
            self.play(f"wait:{self.ally}")

    def cycle_overlay(self):
        """T: moves, the reach of both sides now, the reach if equipped."""
        self.mode_index = (self.mode_index + 1) % len(skirmish.OVERLAY_MODES)
        self.set_status(f"skirmish.overlay.{skirmish.OVERLAY_MODES[self.mode_index]}")
        self.redraw()

    def overlay_mode(self):
        """The name of the current overlay."""
        return skirmish.OVERLAY_MODES[self.mode_index]

    # ----- playing and the enemy phase -----
    def after_move(self):
        """After any change: keep a living ally chosen, then show the new move's steps if there is one."""
        before = self.take_played_from()
        self.stop_animation()
        self.hint_move = None
        self.choice = 0
        state = self.session.state
        self.ally = display.living_ally(state, self.ally)
        if before is not None:
            frames = self.frames_of(self.session.position - 1)
            if len(frames) > 1 and STEP_DELAY[self.speed()]:
                self.anim_frames, self.anim_index = frames, 0
                self.anim_job = self.after(STEP_DELAY[self.speed()], self.next_step)
                self.set_status("skirmish.view.enemy_turn")
            else:
                self.say_turn()
        super().after_move()

    def say_turn(self):
        """Status line after a move: the result, or whose action is next."""
        self.show_position_status()

    def position_status(self):
        """The result of a finished game, or whose action is next (after a move, Undo, Redo, Load, New...)."""
        state = self.session.state
        if state.ended:
            return f"skirmish.result.{state.ended}", {}
        return "skirmish.status.select", {"number": display.living_ally(state, self.ally) + 1}

    def next_step(self):
        """Show the next step of the action, or finish."""
        self.anim_job = None
        if self.anim_frames is None:
            return
        self.anim_index += 1
        if self.anim_index >= len(self.anim_frames):
            self.finish_animation()
            return
        self.redraw()
        self.anim_job = self.after(STEP_DELAY[self.speed()], self.next_step)

    def stop_animation(self):
        """Drop a running animation without any follow-up."""
        if self.anim_job is not None:
            self.after_cancel(self.anim_job)
            self.anim_job = None
        self.anim_frames = None

    def finish_animation(self):
        """The steps are shown (or skipped): draw the real position and take input again."""
        self.stop_animation()
        self.say_turn()
        self.redraw()
        self.app.refresh_menus()

    def skip_animation(self):
        """Skip button, Esc: jump to the end of the enemy phase."""
        if not self.is_busy():
            self.set_status("skirmish.view.not_animating")
            return
        self.finish_animation()

    # ----- session hooks -----
    def _reset_view(self):
        """Forget the selection, hover, hint and animation of the previous game."""
        self.stop_animation()
        self._frames_cache.clear()
        self.ally, self.choice, self.hover, self.hint_move = 0, 0, None, None

    def start(self, params, seed=None):
        """A new game of the chosen case and variant."""
        self._reset_view()
        super().start(params, seed)

    def adopt_session(self, session):
        """A loaded game (suite save, game ID or lesson import)."""
        self._reset_view()
        super().adopt_session(session)

    def restart(self):
        """Back to the start of this game."""
        self.stop_animation()
        super().restart()

    # ----- drawing -----
    def scene(self):
        """What the board shows now."""
        state = self.shown_state()
        labels = {kind: self.t(f"skirmish.cell.{kind}") for kind in ("wall", "flag", "altar")}
        scene = Scene(state, ally=self.ally, mode=self.overlay_mode(), labels=labels)
        if self.anim_frames is not None:
            scene.marks = self.anim_frames[self.anim_index].marks
            scene.show_selection = False
            return scene
        if state.ended or not state.hp[self.ally]:
            scene.show_selection = not state.ended
            return scene
        overlay = skirmish.overlay(state, self.ally, scene.mode)
        scene.moves, scene.ally_reach, scene.enemy_reach = overlay.moves, overlay.ally_reach, overlay.enemy_reach
        actions = self.actions()
        scene.targets = tuple(int(move.split(":")[2]) for move in actions if move.startswith("attack:"))
        scene.pick = f"pick:{self.ally}" in actions
        scene.preview = self.focused_action() or ""
        scene.hint = self.hint_move or ""
        return scene

    def redraw(self):
        """Draw the board, the banner, the panel and the log from the session (or the running animation)."""
        self.painter.paint(self.scene())
        self.draw_banner()
        self.draw_battle()
        self.draw_actions()
        self.draw_forecast()
        self.panel.show_legend(self.t(f"skirmish.view.legend.{self.overlay_mode()}", ally=self.ally + 1))
        self.log.show(self.log_rows())
        if not self._status[0]:
            state = self.session.state
            set_text(self.status_var, "" if state.ended else self.t("skirmish.status.select", number=self.ally + 1))

    def draw_banner(self):
        """The case and variant, the enemy step being shown, or the result."""
        state = self.session.state
        if self.anim_frames is not None:
            frame = self.anim_frames[self.anim_index]
            text = "  ".join(self.line_text(line) for line in frame.lines)
            if self.anim_index > 0:
                text = self.t("skirmish.view.banner.enemy", text=text)
            background = BANNER_ENEMY
        elif state.ended:
            text = "\u2605 " + self.t(f"skirmish.result.{state.ended}") + " \u2605"
            background = BANNER_RESULT[skirmish.status(state)]
        else:
            text = self.t("skirmish.view.banner.playing", letter=state.case, case=Text(f"skirmish.case.{state.case}", {}),
                          variant=Text(f"skirmish.variant.{state.variant}", {}))
            background = BANNER_PLAY
        set_look(self.banner, background=background)
        set_text(self.banner_var, text)

    def draw_battle(self):
        """Round, actions left, flag streak, the weapon, and every unit's HP."""
        state = self.shown_state()
        weapon = Text(f"skirmish.weapon.{skirmish.WEAPONS[state.case]}", {})
        lines = [self.t("skirmish.status.round", round=state.round) + "   "
                 + self.t("skirmish.status.actions", left=state.left),
                 self.t("skirmish.status.flag", flag=state.flag),
                 self.t("skirmish.status.equipped" if state.equipped else "skirmish.status.not_equipped",
                        weapon=weapon)]
        units = []
        for unit in range(4):
            key, fields = display.unit_name(unit)
            name = self.t(key, **fields)
            hp = state.hp[unit]
            if hp:
                pips = "".join("\u25a0" if full else "\u25a1" for full in display.pip_states(hp))
                units.append(f"{UNIT_GLYPH[skirmish.is_ally(unit)]} {display.unit_tag(unit)} {name}  {pips} "
                             f"{hp}/{skirmish.MAX_HP}")
            else:
                units.append(f"\u2715 {display.unit_tag(unit)} {name}  {self.t('skirmish.view.unit_down')}")
        self.panel.show_battle("\n".join(lines), units, hold=not all(state.hp))

    def draw_actions(self):
        """The chosen ally's actions in words, the chosen row, and which buttons apply."""
        state = self.session.state
        actions = () if self.is_busy() else self.actions()
        labels = list(self.memo("labels", actions, lambda: [self.action_text(move) for move in actions]))
        if not labels:
            labels = [self.t("skirmish.view.enemy_turn" if self.is_busy() else "skirmish.view.no_actions")]
        chosen = self.choice % len(actions) if actions else None
        playing = not state.ended and not self.is_busy()
        enabled = {"other": playing and state.hp[1 - self.ally] > 0, "wait": playing and state.hp[self.ally] > 0,
                   "skip": self.is_busy()}
        self.panel.show_actions(self.t("skirmish.view.panel.actions", ally=self.ally + 1), labels, chosen, enabled)

    def hp_text(self, before, after):
        """'A1 3 · A2 3 · E1 3→2 · E2 3' for two states."""
        parts = []
        for unit, old, new in display.hp_changes(before, after):
            value = f"{old}\u2192{new}" if old != new else str(new)
            parts.append(f"{display.unit_tag(unit)} {value}" + ("\u2715" if old and not new else ""))
        return " \u00b7 ".join(parts)

    def draw_forecast(self):
        """The seed's FUTURE box for the pointed or chosen action."""
        state = self.session.state
        move = None if self.is_busy() else self.focused_action()
        if self.is_busy():
            self.panel.show_forecast("", self.t("skirmish.view.enemy_turn"))
            return
        if state.ended:
            self.panel.show_forecast(self.t("skirmish.view.forecast.over"), "")
            return
        if move is None:
            self.panel.show_forecast("", self.t("skirmish.view.forecast.none"))
            return
        future = self.memo("forecast", (state, move), lambda: display.forecast(state, move))
        last = future.after_enemies
        result = Text(f"skirmish.view.result_short.{last.ended or 'none'}", {})
        lines = [self.t("skirmish.view.forecast.after_action", hp=self.hp_text(state, future.after_action)),
                 self.t("skirmish.view.forecast.after_enemies", hp=self.hp_text(future.after_action, last)),
                 self.t("skirmish.view.forecast.time", round=last.round, flag=last.flag, result=result)]
        if not future.ends_round:
            lines.append(self.t("skirmish.view.forecast.rest_wait"))
        self.panel.show_forecast(self.action_text(move), "\n".join(lines))

    def log_rows(self):
        """[(text, kind)] of the event log: the start, every action played so far, the steps shown."""
        session = self.session
        shown = self.anim_index if self.anim_frames is not None else None
        key = (session, session.initial_state, tuple(session.moves[:session.position]), shown)
        return self.memo("log", key, self._log_rows)

    def _log_rows(self):
        """The rows of log_rows, worked out again."""
        session = self.session
        lines = list(display.start_lines(session.initial_state))
        for index in range(session.position):
            frames = self.frames_of(index)
            if self.anim_frames is not None and index == session.position - 1:
                frames = frames[:self.anim_index + 1]
            for frame in frames:
                lines.extend(frame.lines)
        return [(self.line_text(line), line.kind) for line in lines]

    def line_text(self, line):
        """The text of a log line in the current language (each line is translated once)."""
        text = self._line_texts.get(line)
        if text is None:
            text = self._line_texts[line] = display.line_text(self.t, line)
        return text

    # ----- menus -----
    def hint(self):
        """Propose the next action of the fastest win (or the best outcome left), mark it and say why."""
        if self.refuse_input():
            return
        self.set_status("skirmish.view.hint.searching")
        top = self.winfo_toplevel()
        top.configure(cursor="watch")
        self.update_idletasks()
        try:
            found = skirmish_ai.hint(self.session.state)
        finally:
            top.configure(cursor="")
        if found.outcome == "too_hard":
            self.set_status("common.too_hard")
            return
        if found.move is None:
            self.set_status("skirmish.view.hint.none")
            return
        self.ally = display.acting_ally(found.move)
        self.choice = self.actions().index(found.move)
        self.hover = None
        self.hint_move = found.move
        key, fields = skirmish_ai.hint_message(found)
        self.set_status(key, action=Text(*skirmish_reasons.action_message(found.move)), **fields)
        self.redraw()
        self.panel.action_list.focus_set()

    def extra_menu_items(self):
        """Import a lesson save; skip the enemy phase."""
        return [("skirmish.view.menu.import", self.ask_import, ""),
                ("skirmish.view.menu.skip", self.skip_animation, "Esc")]

    def ask_import(self):
        """Game > Import Lesson Save...: choose a save_097.json and open it."""
        if self.refuse_busy():
            return
        path = filedialog.askopenfilename(
            parent=self, title=self.t("skirmish.view.import_title"), initialdir=str(Path.home()),
            filetypes=[(self.t("skirmish.view.filetype.json"), "*.json"), (self.t("skirmish.view.filetype.all"), "*")])
        if path:
            self.import_lesson(path)

    def refuse_busy(self):
        """True (and say so) while an animation runs."""
        if self.is_busy():
            self.set_status("common.busy")
            return True
        return False

    def import_lesson(self, path):
        """Open the lesson save at ``path``; a bad file is refused with its reason and nothing changes."""
        if self.refuse_busy():
            return False
        try:
            result = skirmish_lesson.read_lesson_save(path)
        except skirmish_lesson.LessonError as error:
            self.set_status("skirmish.view.import_refused", reason=error)
            self.app.show_error(self.t("skirmish.view.import_failed", reason=error))
            return False
        if not self.app.confirm_discard(self):
            return False
        self.adopt_session(skirmish_lesson.session_from_import(result, self.app.new_seed()))
        self.set_status("skirmish.lesson.loaded", history=len(result.history), moves=len(result.replay))
        self.app.rebuild_menus()
        return True
