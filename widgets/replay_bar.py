"""The replay bar every game tab shares: play and pause, step, a slider over the moves, the speed.

It drives one gamepkg.replay.Replay and shows its positions through the view's replay hooks
(widgets/game_view.py: enter_replay, show_replay_position, animate_replay_step, leave_replay). The game's
own Session is never touched: the view shows the replay's Session while the bar is up.

Keys while the bar is up (on the board too): Space play/pause, Left/Right one move, Home/End, Esc leaves.
"""

from tkinter import ttk

from gamepkg.i18n import Text
from widgets.long_work import state_beside
from widgets.speed_box import SpeedChooser

# the suite's animation speed -> milliseconds between two moves while playing
STEP_PAUSE = {"slow": 1600, "normal": 900, "fast": 350, "instant": 120}
BUSY_POLL = 40  # milliseconds between two looks at a view still showing a move's animation
KEYS = {"<space>": "toggle_play", "<Left>": "back", "<Right>": "forward", "<Home>": "first", "<End>": "last",
        "<Escape>": "leave"}


class ReplayBar(ttk.Frame):
    """The row of replay controls above a view's status line, for one replay."""

    def __init__(self, view, replay, on_continue, on_leave):
        """Build the controls of ``replay`` in ``view``; ``on_continue()`` and ``on_leave()`` are the app's."""
        super().__init__(view, padding=(0, 2))
        self.view = view
        self.replay = replay
        self.on_continue = on_continue
        self.on_leave = on_leave
        self.job = None
        self.keys_tag = f"ReplayKeys{id(self)}"
        self.buttons = {}
        moves, others = ttk.Frame(self), ttk.Frame(self)  # two rows: the moves, then the speed and the way out
        moves.pack(side="top", fill="x")
        others.pack(side="top", fill="x", pady=(2, 0))
        for name in ("first", "back", "play", "forward", "last"):
            button = ttk.Button(moves, command=getattr(self, "toggle_play" if name == "play" else name), takefocus=0)
            button.pack(side="left", padx=(0, 2))
            self.buttons[name] = button
        self.scale = ttk.Scale(moves, from_=0, to=max(1, replay.length), orient="horizontal",
                               command=self.on_scale, takefocus=0)
        self.scale.pack(side="left", fill="x", expand=True, padx=6)
        for name, command in (("leave", self.leave), ("continue", on_continue)):
            button = ttk.Button(others, command=command, takefocus=0)
            button.pack(side="right", padx=(2, 0))
            self.buttons[name] = button
        self.speed = SpeedChooser(others, view, width=8)
        self.speed.pack(side="left")
        for key, method in KEYS.items():
            self.bind_class(self.keys_tag, key, lambda event, method=method: self._key(method))
        self.bind("<Destroy>", self.on_destroy)

    # ----- showing -----
    def start(self):
        """Put the bar above the status line, show the start of the game, and take the keys."""
        self.pack(side="bottom", fill="x", after=self.view.status_label)  # above the status line
        for widget in self.key_widgets():
            widget.bindtags((self.keys_tag, *widget.bindtags()))
        self.view.enter_replay(self.replay)
        self.relabel()
        self.focus_set()

    def key_widgets(self):
        """The widgets whose keys drive the replay: the bar, its controls, and the view's board."""
        widgets, index = [self], 0
        while index < len(widgets):
            widgets.extend(widgets[index].winfo_children())
            index += 1
        board = getattr(self.view, "board", None)
        return widgets + ([board] if board is not None else [])

    def relabel(self):
        """Translate the controls and say again where the replay is (after a language switch too)."""
        t = self.view.t
        for name, button in self.buttons.items():
            key = "replay.pause" if name == "play" and self.replay.playing else f"replay.{name}"
            button.configure(text=t(key))
        self.speed.relabel()
        self.show(animate=False)

    def show(self, animate):
        """Draw the position shown (animating the move that led to it when ``animate``) and say which it is."""
        replay = self.replay
        self._scale_to(replay.index)
        play_key = "replay.pause" if replay.playing else "replay.play"
        self.buttons["play"].configure(text=self.view.t(play_key))
        before = replay.previous_state()
        self.view.show_replay_position()
        if replay.at_start():
            self.view.set_status("replay.status_start", total=replay.length, keys=Text("replay.keys", {}))
        else:
            key, fields = self.view.replay_move_status(before, replay.last_move())
            self.view.set_status("replay.status_move", number=replay.index, total=replay.length,
                                 what=Text(key, fields))
        if animate and before is not None:
            self.view.animate_replay_step(before)

    def _scale_to(self, index):
        """Put the slider at move ``index`` (its command sees that the position is already there)."""
        if round(float(self.scale.get())) != index:
            self.scale.set(index)

    # ----- the controls -----
    def _key(self, method):
        """A replay key: run the control and keep the key from the board."""
        getattr(self, method)()
        return "break"

    def go(self, index, animate=False):
        """Show the position after ``index`` moves (a running animation stops first); a position that is not kept
        (and the one before it) is worked out beside the window first, the bar's keys waiting meanwhile."""
        if self.view.working:
            return
        self.view.stop_animation()
        index = max(0, min(self.replay.length, int(index)))
        for needed in (index - 1, index):
            if needed >= 0 and not state_beside(self.view.app, self.view, self.replay.session, needed):
                return  # the window was closed meanwhile
        changed = self.replay.seek(index)
        if changed or not animate:
            self.show(animate and changed)

    def first(self):
        """Home: the start of the game."""
        self.pause()
        self.go(0)

    def last(self):
        """End: the position after the last move."""
        self.pause()
        self.go(self.replay.length)

    def back(self):
        """Left: one move back."""
        self.pause()
        self.go(self.replay.index - 1)

    def forward(self):
        """Right: one move forward, animated as in the game."""
        self.pause()
        self.go(self.replay.index + 1, animate=True)

    def on_scale(self, value):
        """The slider moved: show that move (no animation)."""
        index = round(float(value))
        if index != self.replay.index:
            self.pause()
            self.go(index)

    def toggle_play(self):
        """Space, Play/Pause: play the moves one after another at the suite's speed, or stop."""
        self.cancel_job()
        if self.replay.toggle_play():
            self.schedule()
        self.show(animate=False)

    def _play_label(self):
        """Show Pause or Play on the play button."""
        self.buttons["play"].configure(text=self.view.t("replay.pause" if self.replay.playing else "replay.play"))

    def pause(self):
        """Stop playing (the position stays)."""
        self.cancel_job()
        self.replay.playing = False
        self._play_label()

    def schedule(self):
        """Show the next move after the pause of the suite's speed."""
        self.speed.show(self.view.speed())
        self.job = self.after(STEP_PAUSE[self.view.speed()], self.on_tick)

    def on_tick(self):
        """Playing: the next move (after the view has shown the last one's animation), then the next pause."""
        self.job = None
        if self.view.is_busy():
            self.job = self.after(BUSY_POLL, self.on_tick)
            return
        following = min(self.replay.length, self.replay.index + 1)
        if not state_beside(self.view.app, self.view, self.replay.session, following):
            return  # the window was closed meanwhile
        if self.replay.tick():
            self.show(animate=True)
        self._play_label()
        if self.replay.playing:
            self.schedule()

    def cancel_job(self):
        """Call off the next step of playing."""
        if self.job is not None:
            self.after_cancel(self.job)
            self.job = None

    def leave(self):
        """Esc, Leave: back to the game as it was."""
        self.on_leave()

    def close(self):
        """Take the bar away and give the board its keys back (the app's leave calls this)."""
        self.cancel_job()
        self.view.stop_animation()
        for widget in self.key_widgets():
            widget.bindtags(tuple(tag for tag in widget.bindtags() if tag != self.keys_tag))
        self.destroy()

    def on_destroy(self, event=None):
        """The bar (or its tab) goes away: no step may come after it."""
        if event is None or event.widget is self:
            self.cancel_job()
