"""Arrow Rotation input: pick a cell, choose the arrow's direction, place it, by mouse or by keys alone.

Click a cell with a dot (or move the keyboard cursor there and press Space/Enter) to pick it, then choose
the direction with the arrow keys or WASD (Enter places it) or click the side of the cell the arrow should
point to. Right click or Escape drops the choice. ``ArrowsInput`` is mixed into ArrowsView
(widgets/arrows/view.py), whose board, session and selection it works on.
"""

from gamepkg.arrows import rules as arrows
from gamepkg.i18n import Text
from widgets.arrows.draw import direction_at
from widgets.key_gate import bind_game_key

KEY_DIRECTIONS = {"Right": arrows.RIGHT, "Down": arrows.DOWN, "Left": arrows.LEFT, "Up": arrows.UP,
                  "d": arrows.RIGHT, "s": arrows.DOWN, "a": arrows.LEFT, "w": arrows.UP}


class ArrowsInput:
    """The mouse and keyboard handlers of the Arrow Rotation tab (a part of ArrowsView)."""

    def _bind_keys(self):
        """Mouse clicks with their side of the cell, hover, arrows and WASD, Escape."""
        self.board.bind("<Button-1>", self.on_click)
        self.board.bind("<Motion>", self.on_motion, add="+")
        self.board.bind("<Leave>", self.on_leave)
        for keysym in KEY_DIRECTIONS:
            def handler(event, keysym=keysym):
                """The key ``keysym`` pressed: choose that direction (or move the cursor)."""
                return self.on_direction_key(keysym)
            bind_game_key(self.board, f"<KeyPress-{keysym}>", handler)
            if len(keysym) == 1:
                bind_game_key(self.board, f"<KeyPress-{keysym.upper()}>", handler)
        self.board.bind("<Escape>", self.on_escape)

    def refuse_input(self):
        """Say why the board takes no input now, or return False when it does."""
        if super().refuse_input():
            return True
        if self.computer_to_move():
            self.set_status("arrows.status.thinking", name=self.player_name(self.session.state.current))
            return True
        return False

    def on_click(self, event):
        """Left click: pick a cell, or on the picked cell place the arrow toward the clicked side."""
        self.board.focus_set()
        cell = self.board.cell_at(event.x, event.y)
        if cell is None or self.refuse_input():
            return "break"
        self.board.put_cursor(cell)
        if cell == self.selected:
            direction = direction_at(self.board.cell_bbox(*cell), event.x, event.y)
            if direction is None:  # the middle of the cell: no side chosen
                self.set_status("arrows.status.choose_direction")
            else:
                self.place_arrow(direction)
        else:
            self.select(cell)
        return "break"

    def on_motion(self, event):
        """Pointer over the picked cell: preview the direction of the side under it."""
        cell = self.board.cell_at(event.x, event.y)
        direction = None
        if cell is not None and cell == self.selected:
            direction = direction_at(self.board.cell_bbox(*cell), event.x, event.y)
        if direction != self.hover_direction:
            self.hover_direction = direction
            self.redraw()

    def on_leave(self, event=None):
        """The pointer left the board: back to the keyboard's direction."""
        if self.hover_direction is not None:
            self.hover_direction = None
            self.redraw()

    def on_primary(self, x, y):
        """Space/Enter on the cursor's cell: pick it, or place the picked arrow."""
        if self.refuse_input():
            return
        if (x, y) != self.selected:
            self.select((x, y))
        elif self.direction is None:
            self.set_status("arrows.status.choose_direction")
        else:
            self.place_arrow(self.direction)

    def on_secondary(self, x, y):
        """Right click: drop the picked cell."""
        self.cancel_selection()

    def on_direction_key(self, keysym):
        """Arrow keys and WASD: choose the direction of the picked cell; arrows move the cursor otherwise."""
        direction = KEY_DIRECTIONS[keysym]
        if self.selected is None and len(keysym) > 1:
            dx, dy = arrows.STEPS[direction]
            self.board.move_cursor(dx, dy)
            return "break"
        if self.refuse_input():
            return "break"
        if self.selected is None and not self.select(self.board.cursor):
            return "break"
        self.direction = direction
        self.board.show_cursor(True)
        self.redraw()
        x, y = self.selected
        self.set_status("arrows.view.direction_chosen", x=x + 1, y=y + 1,
                        direction=Text(f"arrows.direction.{direction}", {}))
        return "break"

    def on_escape(self, event=None):
        """Escape: skip the animation, or drop the picked cell."""
        if self.is_busy():
            self.skip_animation()
        else:
            self.cancel_selection()
        return "break"

    def select(self, cell):
        """Pick ``cell`` for the next arrow; an illegal cell changes nothing and says why. True if picked."""
        reason = arrows.cell_problem(self.session.state, *cell)
        if reason:
            self.set_status(f"arrows.reason.{reason}")
            return False
        self.selected, self.direction, self.hover_direction = cell, None, None
        self.board.put_cursor(cell)
        self.set_status("arrows.view.selected", x=cell[0] + 1, y=cell[1] + 1)
        self.redraw()
        return True

    def cancel_selection(self):
        """Forget the picked cell and direction."""
        if self.selected is not None:
            self.selected = self.direction = self.hover_direction = None
            self.show_position_status()
            self.redraw()

    def place_arrow(self, direction):
        """Play the picked cell with ``direction``."""
        x, y = self.selected
        self.play(arrows.move_text(x, y, direction))

    def preview_direction(self):
        """The direction being previewed: the side under the pointer, else the chosen one."""
        return self.hover_direction if self.hover_direction is not None else self.direction
