"""What the Delayed Walls tab shows: the status line's texts, the board, the banner and the info panel.

A mixin for WallsView (``self`` is the view): every method reads the session and the view's own state
(hover, hint, solution being shown) and draws it; none of them changes the game.
"""

import os
import tkinter as tk

from gamepkg.i18n import Text
from gamepkg.walls import display as walls_display
from gamepkg.walls import level_files as walls_levels
from gamepkg.walls import rules as walls
from widgets.walls.draw import Scene

BANNER_PLAY, BANNER_WON, BANNER_LOST, BANNER_SHOW = "#e9e4d8", "#ffe27a", "#f4b6a8", "#d6e6fb"
BANNER_BUTTON_PADY = 2  # pixels above and below the banner's Undo and Next-level buttons


class WallsScreen:
    """The WallsView methods that describe and draw the position on screen."""

    def default_params(self):
        """The level last played (the setting ``walls_level``) if it can still be opened, else the first one. A
        level of the own folder is read alone, that one file: the folders are read once, after the tab is built."""
        key = self.app.settings["walls_level"]
        entry = next((entry for entry in walls_display.shipped_entries() if entry.key == key), None)
        if entry is not None:
            return entry.params
        folder_prefix = walls_display.FOLDER + ":"
        name = key[len(folder_prefix):]
        if key.startswith(folder_prefix) and walls_levels.is_level_file_name(name) and os.path.basename(name) == name:
            try:
                text = walls_levels.read_level_file(self.app.store.path(walls_display.LEVELS_FOLDER) / name)
                return walls.Params(text.title, text.rows)
            except (walls_levels.LevelError, OSError, ValueError):
                pass
        return walls.DEFAULT_PARAMS

    def position_status(self):
        """The status line for the position on screen: won (by the player or a shown solution), lost, or how to play."""
        state = self.session.state
        if state.status == walls.WON and self.helped:
            return "walls.view.event.won_shown", {"moves": state.moves}
        if state.status == walls.WON:
            return self.end_status("walls.view.event.won", {"moves": state.moves})
        if state.status in (walls.STRANDED, walls.COLLISION):
            return f"walls.view.event.{state.status}", {}
        return self.practice_status() or (self.idle_status, {})

    def replay_move_status(self, before, move):
        """In a replay: the step shown ("One step right"), or the result when it ended the game."""
        key, fields = self.position_status()
        if key == self.idle_status and self.tr.has(f"walls.view.dir_name.{move}"):
            return "replay.walls.step", {"direction": Text(f"walls.view.dir_name.{move}", {})}
        return key, fields

    def show_rejection(self, rejection):
        """Why a step is refused: which wall is in the way, the edge, or the game being over."""
        blocked = rejection.details.get("blocked")
        level = self.session.params
        if blocked is not None and not (0 <= blocked[0] < level.width and 0 <= blocked[1] < level.height):
            self.set_status("walls.view.refused.edge")
        elif blocked is not None:
            self.set_status(f"walls.view.refused.{rejection.reason}", x=blocked[0] + 1, y=blocked[1] + 1)
        else:
            key = f"walls.view.refused.{rejection.reason}"
            self.set_status(key if self.tr.has(key) else "common.illegal", reason=rejection.reason)

    def say_what_happened(self, state):
        """The status line after an accepted step."""
        result = state.last
        data = walls.status_line_data(state)
        if state.status == walls.WON:
            self.record_win(state)
        elif state.status != walls.PLAYING:
            self.show_position_status()
        elif result.reason == "light":
            self.set_status("walls.view.event.light", lights=data["lights"], total=data["total"])
        elif len(result.matured) == 1:
            x, y = result.matured[0]
            self.set_status("walls.view.event.grew_one", x=x + 1, y=y + 1)
        elif result.matured:
            self.set_status("walls.view.event.grew", count=len(result.matured))
        else:
            self.set_status("")

    def redraw(self):
        """Board, banner and panel from the session."""
        state = self.session.state
        forecasts = walls_display.forecast_moves(state)
        by_move = {found.move: found for found in forecasts}
        preview = by_move.get(self.hover) if not self.is_busy() else None
        self.board.cursor = state.player
        self.board_scene = Scene(state, preview, self.hint_move if not self.is_busy() else None)
        self.paint_board()
        self.draw_banner(state)
        self.draw_stats(state)
        self.draw_queue(state)
        self.panel.show_preview([self.preview_row(found) for found in forecasts], self.hover or self.hint_move)
        self.panel.show_solution_button(self.t("walls.view.stop_button" if self.is_busy()
                                               else "walls.view.solution_button"))

    def board_for(self, level):
        """A board of ``level``'s size, nothing painted on it yet; zoomed in, the info panel fits beside it."""
        self.board.resize_grid(level.width, level.height)
        self.painter.reset()
        self.panel.fit_room()

    def paint_board(self, event=None):
        """Paint the board's scene once its size has settled (see settle_board); later paints go at once."""
        if self.board_scene is None:
            return
        if self.board_painted:
            self.paint_scene()
        elif self.settle_job is None and self.board.winfo_ismapped():
            self.settle_job = self.after_idle(self.settle_board, None)

    def settle_board(self, size_before):
        """An idle moment: paint the board when its size is what it was at the idle moment before; else look
        again at the next one.

        A tab's first layout may resize the board more than once (the info panel wraps its texts to the tab's
        width): painting after each resize would paint the first visit twice. A hidden board waits for its <Map>."""
        self.settle_job = None
        size = (self.board.winfo_width(), self.board.winfo_height())
        if not self.board.winfo_ismapped():
            return
        if size != size_before:
            self.settle_job = self.after_idle(self.settle_board, size)
            return
        self.board_painted = True
        self.paint_scene()

    def paint_scene(self):
        """Paint the board's scene, unless that very scene is on the board already at its size and cells."""
        board = self.board
        drawn = (self.board_scene, board.cell, board.origin, board.winfo_width(), board.winfo_height())
        if drawn != self.painted_for:
            self.painted_for = drawn
            self.painter.paint(self.board_scene)

    def build_banner(self):
        """The line above the board: goal, result, and the Undo / Next level buttons when they help."""
        self.banner = tk.Frame(self, background=BANNER_PLAY)
        self.banner.pack(side="top", fill="x")
        self.banner_var = tk.StringVar(master=self)
        self.banner_label = tk.Label(self.banner, textvariable=self.banner_var, font="TkHeadingFont",
                                     background=BANNER_PLAY, anchor="center", padx=8, pady=4)
        self.banner_label.pack(side="left", fill="x", expand=True)
        self.undo_button = tk.Button(self.banner, command=self.on_undo_button, takefocus=0)
        self.next_button = tk.Button(self.banner, command=self.next_level, takefocus=0)
        # As tall as a button, always: a banner that grew with its buttons would resize the board.
        self.banner_strut = tk.Frame(self.banner, width=0, height=1)
        self.banner_strut.pack(side="left")
        self.banner_looks = {}  # what the banner shows now: its colour, which buttons (no Tk call to ask)

    def draw_banner(self, state):
        """The goal while playing, the result at the end, the solution's progress while it is shown."""
        data = walls.status_line_data(state)
        undo = next_level = False
        if self.solution is not None:
            text = self.solution_banner()
            colour = BANNER_SHOW
        elif state.status == walls.WON and self.helped:
            text = self.t("walls.view.banner.won_shown", moves=state.moves)
            colour, next_level = BANNER_SHOW, True
        elif state.status == walls.WON and not self.end_counted and not self.record_chance.counts:
            text = self.t("walls.view.banner.won_not_recorded", moves=state.moves)
            colour, next_level = BANNER_SHOW, True
        elif state.status == walls.WON:
            par = self.library.par_of(state.level)
            key = "walls.view.banner.won_par" if par is not None and state.moves <= par else "walls.view.banner.won"
            text = "\u2605 " + self.t(key, moves=state.moves, par="?" if par is None else par) + " \u2605"
            colour, next_level = BANNER_WON, True
        elif state.status in (walls.STRANDED, walls.COLLISION):
            text = self.t(f"walls.view.banner.{state.status}")
            colour, undo = BANNER_LOST, True
        else:
            title = self.library.name_of(state.level)
            if data["total"] == 0 or data["lights"] == data["total"]:
                text = self.t("walls.view.banner.go_exit", title=title)
            else:
                left = data["total"] - data["lights"]
                key = "walls.view.banner.collect_one" if left == 1 else "walls.view.banner.collect"
                text = self.t(key, title=title, left=left)
            colour = BANNER_PLAY
        if self.banner_var.get() != text:
            self.banner_var.set(text)
        if self.banner_looks.get("colour") != colour:
            self.banner_looks["colour"] = colour
            for widget in (self.banner, self.banner_label):
                widget.configure(background=colour)
        self.show_banner_button(self.undo_button, undo)
        self.show_banner_button(self.next_button, next_level and self.coach is None)  # a lesson has its own Next

    def show_banner_button(self, button, visible):
        """Show or hide one of the banner's buttons (the banner keeps a button's height either way)."""
        if self.banner_looks.get(button) == visible:
            return
        self.banner_looks[button] = visible
        if visible:
            button.pack(side="right", padx=6, pady=BANNER_BUTTON_PADY)
        else:
            button.pack_forget()
        self.fit_banner()

    def fit_banner(self):
        """Keep the banner as tall as its buttons in the fonts now (they follow the zoom), shown or not."""
        height = self.undo_button.winfo_reqheight() + 2 * BANNER_BUTTON_PADY
        if int(self.banner_strut.cget("height")) != height:
            self.banner_strut.configure(height=height)

    def draw_stats(self, state):
        """Moves, lights (as stars too), best and par of this level."""
        data = walls.status_line_data(state)
        stars = "\u2605" * data["lights"] + "\u2606" * (data["total"] - data["lights"])
        best = self.library.best_of(state.level)
        par = self.library.par_of(state.level)
        check = self.library.check_of(state.level)
        if check is None:
            par_text = self.t("walls.view.par_pending")
        elif par is None:
            par_text = self.t("walls.view.par_too_hard") if check.too_hard else "\u2014"
        else:
            par_text = str(par)
        self.panel.show_stats({
            "moves": str(data["moves"]),
            "lights": f"{data['lights']} / {data['total']}  {stars}".rstrip(),
            "best": "\u2014" if best is None else str(best),
            "par": par_text,
        })

    def draw_queue(self, state):
        """The floors counting down to walls, soonest first."""
        rows = []
        for (x, y), left in walls_display.reservations(state):
            key = "walls.view.queue_next" if left == 1 else "walls.view.queue_row"
            rows.append((left, self.t(key, x=x + 1, y=y + 1, left=left)))
        self.panel.show_queue(rows, self.t("walls.view.queue_empty"))

    def preview_row(self, found):
        """(move, key text, description, accepted?) of one direction in the preview panel."""
        x, y = found.target
        text = self.t(f"walls.view.preview.{found.outcome}", x=x + 1, y=y + 1, left=found.lights_left)
        if found.accepted and found.matured:
            key = "walls.view.preview.grows_one" if len(found.matured) == 1 else "walls.view.preview.grows"
            text += self.t(key, count=len(found.matured))
        return found.move, self.t(f"walls.view.dir.{found.move}"), text, found.accepted
