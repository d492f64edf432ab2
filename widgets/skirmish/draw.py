"""Drawing the Mirror Skirmish board on a BoardCanvas: terrain, units with HP pips, overlays, animation marks.

Nothing is told by colour alone: allies are circles labelled A1/A2, enemies diamonds labelled E1/E2,
fallen units are grey and crossed out, HP pips are filled or hollow, move cells carry a dot, the
ally's reach is a solid frame and the enemies' reach a dashed one. The painter keeps its Canvas items
between paints in layers (``widgets.redraw``), so a click changes only the items that changed.
"""

from dataclasses import dataclass, field

from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display as skirmish_display
from gamepkg.skirmish.display import action_target, pip_states, unit_tag
from widgets.board import board_font
from widgets.redraw import CanvasItems

FLOOR = ("#ece6d6", "#e0d9c6")
WALL, WALL_LINES = "#5b5650", "#8a847b"
FLAG_CELL, ALTAR_CELL = "#f4e7a6", "#e4d7f0"
ALLY_FILL, ALLY_EDGE = "#2f6fd0", "#0d2f66"
ENEMY_FILL, ENEMY_EDGE = "#d2452f", "#5c120a"
DEAD_FILL, DEAD_EDGE = "#a4a4a4", "#6a6a6a"
SELECT_RING = "#f0b400"
MOVE_MARK = "#1e8c3a"
ALLY_REACH, ENEMY_REACH = "#ffffff", "#c0182b"
HINT_MARK = "#e07b00"
PREVIEW_MARK = "#1f6fd6"
LABEL_COLORS = {"wall": "#f0ede6", "flag": "#5a4300", "altar": "#3e2a59"}
UNIT_LAYERS = ("dead_shape", "dead_cross", "dead_label", "unit_ring", "unit_shape", "unit_label", "unit_pip")
# bottom to top; coordinates sit over the overlay, step arrows under the units, the other marks on top
LAYERS = ("decor", "terrain_label", "overlay", "coords_plate", "coords", "anim_move") + UNIT_LAYERS + (
    "targets", "preview", "preview_plate", "preview_text", "hint", "anim", "anim_plate", "anim_text")


@dataclass
class Scene:
    """Everything the board shows at one moment (built by the view, drawn by BoardPainter)."""

    state: object
    ally: int = 0
    mode: str = "moves"
    moves: frozenset = frozenset()
    ally_reach: frozenset = frozenset()
    enemy_reach: frozenset = frozenset()
    targets: tuple = ()
    pick: bool = False
    preview: str = ""
    hint: str = ""
    marks: tuple = ()
    show_selection: bool = True
    labels: dict = field(default_factory=dict)


def scene_of(view):
    """The Scene a SkirmishView's board shows now (its state, selection, overlay, preview and hint)."""
    state = view.shown_state()
    labels = {kind: view.t(f"skirmish.cell.{kind}") for kind in ("wall", "flag", "altar")}
    scene = Scene(state, ally=view.ally, mode=view.overlay_mode(), labels=labels)
    if view.anim_frames is not None:
        scene.marks = view.anim_frames[view.anim_index].marks
        scene.show_selection = False
        return scene
    if state.ended or not state.hp[view.ally]:
        scene.show_selection = not state.ended
        return scene
    overlay = skirmish_display.overlay(state, view.ally, scene.mode)
    scene.moves, scene.ally_reach, scene.enemy_reach = overlay.moves, overlay.ally_reach, overlay.enemy_reach
    actions = view.actions()
    scene.targets = tuple(int(move.split(":")[2]) for move in actions if move.startswith("attack:"))
    scene.pick = f"pick:{view.ally}" in actions
    scene.preview = view.focused_action() or ""
    scene.hint = view.hint_move or ""
    return scene


class BoardPainter:
    """Draws Scenes on a BoardCanvas, keeping its items between paints and touching only what changed."""

    def __init__(self, board):
        """Remember the board and make the small fonts that scale with its cells."""
        self.board = board
        self.small_font = board_font(board, 8)
        self.unit_font = board_font(board, 10, "bold")
        self.big_font = board_font(board, 14, "bold")
        self._font_cell = None
        self._cells_case = None
        self.items = CanvasItems(board, LAYERS, lambda: (board.cell, board.origin))

    def _fit_fonts(self):
        """Size the fonts to the current cell size (only when it changed: resizing fonts is slow)."""
        cell = self.board.cell
        if cell == self._font_cell:
            return
        self._font_cell = cell
        self.small_font.configure(size=-max(8, int(cell * 0.15)))
        self.unit_font.configure(size=-max(9, int(cell * 0.22)))
        self.big_font.configure(size=-max(12, int(cell * 0.3)))

    def paint(self, scene):
        """Draw ``scene``: cells, terrain, overlays, units, preview, hint and animation marks (only what changed)."""
        board, items = self.board, self.items
        self._fit_fonts()
        state = scene.state
        if state.case != self._cells_case:
            self._cells_case = state.case
            for y in range(skirmish_board.HEIGHT):
                for x in range(skirmish_board.WIDTH):
                    board.set_cell(x, y, self._cell_fill(state, (x, y)))
        items.begin()         # (after the cells: the first paint creates them under the layers)
        items.update(("decor", "coords_plate", "coords"), state.case, lambda: self._decor_all(state))
        occupied = frozenset(state.pos)
        labels = tuple(sorted(scene.labels.items()))
        items.update("terrain_label", (state.case, occupied, labels),
                     lambda: self._terrain_labels(state, scene.labels))
        items.update("overlay", (scene.mode, scene.moves, scene.ally_reach, scene.enemy_reach),
                     lambda: self._overlay(scene))
        selected = scene.ally if scene.show_selection else None
        items.update(UNIT_LAYERS, (state.pos, state.hp, selected), lambda: self._units(state, selected))
        pick_cell = skirmish_board.layout(state).altar if scene.pick else None
        items.update("targets", (tuple(state.pos[unit] for unit in scene.targets), scene.targets, pick_cell),
                     lambda: self._targets(scene))
        preview = self._preview_key(state, scene.preview)
        items.update(("preview", "preview_plate", "preview_text"), preview, lambda: self._preview(state, preview))
        hint_cell = action_target(state, scene.hint) if scene.hint else None
        items.update("hint", hint_cell, lambda: self._hint(hint_cell))
        marks = tuple(self._mark_key(state, mark) for mark in scene.marks)
        items.update(("anim_move", "anim", "anim_plate", "anim_text"), marks, lambda: self._marks(marks))

    # ----- terrain -----
    def _cell_fill(self, state, cell):
        """The background colour of a cell."""
        kind = skirmish_board.cell_kind(state, cell)
        if kind == "wall":
            return WALL
        if kind == "flag":
            return FLAG_CELL
        if kind == "altar":
            return ALTAR_CELL
        return FLOOR[(cell[0] + cell[1]) % 2]

    def _terrain_labels(self, state, labels):
        """'Wall', 'Flag', 'Altar' written at the bottom of their cells, unless a unit stands there."""
        occupied = set(state.pos)
        for y in range(skirmish_board.HEIGHT):
            for x in range(skirmish_board.WIDTH):
                kind = skirmish_board.cell_kind(state, (x, y))
                if kind == "floor" or (x, y) in occupied:
                    continue
                x0, y0, x1, y1 = self.board.cell_bbox(x, y)
                self.items.put("terrain_label", (x, y), "text",
                               ((x0 + x1) / 2, y1 - max(2, (x1 - x0) * 0.04)), text=labels.get(kind, ""),
                               anchor="s", font=self.small_font, fill=LABEL_COLORS[kind],
                               tags=("terrain_label", f"{kind}_label"))

    def _decor_all(self, state):
        """The decor of every cell (drawn again only for another case or another cell size)."""
        for y in range(skirmish_board.HEIGHT):
            for x in range(skirmish_board.WIDTH):
                self._decor(state, (x, y))

    def _decor(self, state, cell):
        """Coordinates, wall bricks, the flag and the altar drawn in a cell."""
        board, put = self.board, self.items.put
        x0, y0, x1, y1 = board.cell_bbox(*cell)
        size = x1 - x0
        kind = skirmish_board.cell_kind(state, cell)
        pad = max(2, size * 0.04)
        if kind == "wall":
            for row in range(1, 4):
                y = y0 + size * row / 4
                put("decor", (cell, "brick", row), "line", (x0 + 1, y, x1 - 1, y), fill=WALL_LINES, width=1,
                    tags=("decor",))
                offset = size / 4 if row % 2 else size / 2
                put("decor", (cell, "joint", row), "line", (x0 + offset, y - size / 4, x0 + offset, y),
                    fill=WALL_LINES, tags=("decor",))
            return
        label = put("coords", cell, "text", (x0 + pad, y0 + pad), text=f"{cell[0] + 1},{cell[1] + 1}", anchor="nw",
                    font=self.small_font, fill="#6d6657", tags=("decor", "coords"))
        lx0, ly0, lx1, ly1 = board.bbox(label)
        put("coords_plate", cell, "rectangle", (lx0 - 1, ly0, lx1 + 1, ly1), fill=self._cell_fill(state, cell),
            outline="", tags=("decor", "coords"))
        if kind == "flag":
            px = x1 - size * 0.2
            put("decor", (cell, "pole"), "line", (px, y0 + size * 0.1, px, y0 + size * 0.42), width=2,
                fill="#5a4300", tags=("decor",))
            put("decor", (cell, "flag"), "polygon",
                (px, y0 + size * 0.1, px - size * 0.16, y0 + size * 0.17, px, y0 + size * 0.24),
                fill="#e0a800", outline="#5a4300", tags=("decor", "flag"))
        elif kind == "altar":
            cx = x1 - size * 0.22
            put("decor", (cell, "altar_base"), "rectangle",
                (cx - size * 0.1, y0 + size * 0.3, cx + size * 0.1, y0 + size * 0.36),
                fill="#8c6bb1", outline="#3e2a59", tags=("decor", "altar"))
            put("decor", (cell, "altar_top"), "rectangle",
                (cx - size * 0.05, y0 + size * 0.16, cx + size * 0.05, y0 + size * 0.3),
                fill="#b69ad6", outline="#3e2a59", tags=("decor", "altar"))

    # ----- overlays -----
    def _inset(self, cell, fraction):
        """The cell's box shrunk by ``fraction`` of its size on every side."""
        x0, y0, x1, y1 = self.board.cell_bbox(*cell)
        inset = (x1 - x0) * fraction
        return x0 + inset, y0 + inset, x1 - inset, y1 - inset

    def _overlay(self, scene):
        """The T overlay: move cells (frame and dot), or the ally's reach (solid) and the enemies' (dashed)."""
        board, put = self.board, self.items.put
        mode_tag = f"overlay.{scene.mode}"
        width = max(2, board.cell // 22)
        # keys by place in the list, not by cell: a moved ally's marks are moved, not deleted and created
        for index, cell in enumerate(sorted(scene.moves)):
            put("overlay", ("move_frame", index), "rectangle", self._inset(cell, 0.08), outline=MOVE_MARK,
                width=width + 1, tags=("overlay", mode_tag, "move_cell"))
            cx, cy = board.cell_center(*cell)
            radius = max(3, board.cell * 0.07)
            put("overlay", ("move_dot", index), "oval", (cx - radius, cy - radius, cx + radius, cy + radius),
                fill=MOVE_MARK, outline="", tags=("overlay", mode_tag, "move_cell"))
        for index, cell in enumerate(sorted(scene.ally_reach)):
            put("overlay", ("ally_reach", index), "rectangle", self._inset(cell, 0.07), outline=ALLY_REACH,
                width=width + 1, tags=("overlay", mode_tag, "ally_reach"))
        for index, cell in enumerate(sorted(scene.enemy_reach)):
            x0, y0, x1, y1 = self._inset(cell, 0.15)
            put("overlay", ("enemy_reach", index), "rectangle", (x0, y0, x1, y1), outline=ENEMY_REACH, width=width,
                dash=(6, 4), tags=("overlay", mode_tag, "enemy_reach"))
            corner = board.cell * 0.18
            put("overlay", ("enemy_corner", index), "polygon", (x1, y1, x1 - corner, y1, x1, y1 - corner),
                fill=ENEMY_REACH, outline="", tags=("overlay", mode_tag, "enemy_reach_corner"))

    def _targets(self, scene):
        """Dashed rings round the enemies the selected ally can attack, and round the altar it can use."""
        board = self.board
        width = max(2, board.cell // 24)
        for index, unit in enumerate(scene.targets):
            cx, cy = self._unit_center(scene.state.pos[unit])
            radius = board.cell * 0.42
            self.items.put("targets", index, "oval", (cx - radius, cy - radius, cx + radius, cy + radius),
                           outline=ENEMY_EDGE, width=width, dash=(5, 3), tags=("targets", "attack_target"))
        if scene.pick:
            self.items.put("targets", "pick", "rectangle", self._inset(skirmish_board.layout(scene.state).altar, 0.06),
                           outline="#3e2a59", width=width, dash=(5, 3), tags=("targets", "pick_target"))

    # ----- units -----
    def _unit_center(self, cell):
        """Where a unit's shape is centred inside its cell (a little above the middle)."""
        cx, cy = self.board.cell_center(*cell)
        return cx, cy - self.board.cell * 0.05

    def _units(self, state, selected):
        """Every unit, the fallen ones under the living ones."""
        for unit in range(4):
            self._unit(state, unit, unit == selected)

    def _unit(self, state, unit, selected):
        """One unit: circle (ally) or diamond (enemy), its label, HP pips, a cross when down, a ring when chosen."""
        board, put = self.board, self.items.put
        alive = state.hp[unit] > 0
        layer = "unit_" if alive else "dead_"
        cx, cy = self._unit_center(state.pos[unit])
        radius = board.cell * 0.27
        ally = skirmish_board.is_ally(unit)
        tags = ("unit", f"unit{unit}", "ally" if ally else "enemy", "alive" if alive else "dead")
        if ally:
            fill, edge = (ALLY_FILL, ALLY_EDGE) if alive else (DEAD_FILL, DEAD_EDGE)
        else:
            fill, edge = (ENEMY_FILL, ENEMY_EDGE) if alive else (DEAD_FILL, DEAD_EDGE)
        if selected and alive:
            ring = radius + board.cell * 0.09
            put("unit_ring", "ring", "oval", (cx - ring, cy - ring, cx + ring, cy + ring), outline=SELECT_RING,
                width=max(3, board.cell // 16), tags=tags + ("selected",))
        if ally:
            put(layer + "shape", unit, "oval", (cx - radius, cy - radius, cx + radius, cy + radius), fill=fill,
                outline=edge, width=2, tags=tags + ("shape",))
        else:
            r = radius * 1.15
            put(layer + "shape", unit, "polygon", (cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy), fill=fill,
                outline=edge, width=2, tags=tags + ("shape",))
        if not alive:
            r = radius * 0.95
            for sx in (-1, 1):
                put("dead_cross", (unit, sx), "line", (cx - r, cy - sx * r, cx + r, cy + sx * r),
                    width=max(2, board.cell // 24), fill="#505050", tags=tags + ("cross",))
        put(layer + "label", unit, "text", (cx, cy), text=unit_tag(unit), font=self.unit_font,
            fill="white" if alive else "#111111", tags=tags + ("label",))
        if not alive:
            return
        pips = pip_states(state.hp[unit])
        pip_w, gap = board.cell * 0.42 / len(pips), board.cell * 0.12 / len(pips)
        left = cx - (len(pips) * pip_w + (len(pips) - 1) * gap) / 2
        top = cy + radius + board.cell * 0.1
        for index, full in enumerate(pips):
            x = left + index * (pip_w + gap)
            put("unit_pip", (unit, index), "rectangle", (x, top, x + pip_w, top + board.cell * 0.07), outline=edge,
                fill=edge if full else "white", tags=tags + ("pip", "pip_full" if full else "pip_empty"))

    # ----- preview, hint, animation -----
    @staticmethod
    def _preview_key(state, move):
        """What the preview of ``move`` shows, independent of the geometry: a ghost cell or a hit on a cell."""
        if not move:
            return None
        kind, *numbers = move.split(":")
        if kind == "move":
            return ("move", (int(numbers[1]), int(numbers[2])))
        if kind == "attack":
            unit, target = int(numbers[0]), int(numbers[1])
            return ("attack", state.pos[target], skirmish_board.damage(state, unit))
        return None

    def _preview(self, state, preview):
        """The action under the pointer: a ghost of the unit where it would go, or '-n' over its target."""
        if preview is None:
            return
        board = self.board
        if preview[0] == "move":
            cx, cy = self._unit_center(preview[1])
            radius = board.cell * 0.27
            self.items.put("preview", "ghost", "oval", (cx - radius, cy - radius, cx + radius, cy + radius),
                           outline=PREVIEW_MARK, width=max(2, board.cell // 24), dash=(3, 3), tags=("preview",))
        else:
            self._damage_text(preview[1], preview[2], ("preview_plate", "preview_text"), "preview", ("preview",))

    def _hint(self, cell):
        """A thick orange frame and a star on the cell the hinted action aims at."""
        if cell is None:
            return
        board = self.board
        self.items.put("hint", "frame", "rectangle", self._inset(cell, 0.03), outline=HINT_MARK,
                       width=max(3, board.cell // 14), dash=(8, 4), tags=("hint",))
        x0, y0, x1, y1 = board.cell_bbox(*cell)
        self.items.put("hint", "star", "text", (x1 - 3, y0 + 2), text="\u2605", anchor="ne", font=self.big_font,
                       fill=HINT_MARK, tags=("hint",))

    def _damage_text(self, cell, amount, layers, key, tags):
        """A '-n' sign over a unit, on a white plate so it reads on any colour (``layers``: plate, text)."""
        board = self.board
        cx, cy = self._unit_center(cell)
        cy -= board.cell * 0.3
        text = self.items.put(layers[1], key, "text", (cx, cy), text=f"\u2212{amount}", font=self.big_font,
                              fill="#9b0000", tags=tags)
        x0, y0, x1, y1 = board.bbox(text)
        self.items.put(layers[0], key, "rectangle", (x0 - 3, y0, x1 + 3, y1), fill="white", outline="#9b0000",
                       tags=tags)

    def _between(self, start, end, cut_start, cut_end):
        """Line ends from unit centre ``start`` to ``end``, shortened by fractions of a cell at each end."""
        (x0, y0), (x1, y1) = self._unit_center(start), self._unit_center(end)
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        a, b = self.board.cell * cut_start, self.board.cell * cut_end
        return x0 + ux * a, y0 + uy * a, x1 - ux * b, y1 - uy * b

    @staticmethod
    def _mark_key(state, mark):
        """An animation mark with the cells it needs from ``state``, independent of the geometry."""
        kind = mark[0]
        if kind == "hit":
            _, attacker, target, _amount = mark
            return mark + (state.pos[attacker], state.pos[target])
        if kind in ("wait", "pick"):
            return mark + (state.pos[mark[1]],)
        return mark

    def _marks(self, marks):
        """Every animation mark: arrows for steps (under the units), hits, '-n' signs and rings (over them)."""
        for index, mark in enumerate(marks):
            self._mark(index, mark)

    def _mark(self, index, mark):
        """An animation mark: an arrow for a step or a hit, '-n' on the one hit, a ring for a wait or a pick."""
        board, put = self.board, self.items.put
        kind = mark[0]
        width = max(3, board.cell // 14)
        if kind == "move":
            _, unit, start, end = mark
            color = ALLY_EDGE if skirmish_board.is_ally(unit) else ENEMY_EDGE
            put("anim_move", index, "line", self._between(start, end, 0.0, 0.3), arrow="last", width=width,
                fill=color, arrowshape=(width * 4, width * 5, width * 2), tags=("anim", "anim_move"))
        elif kind == "hit":
            _, attacker, _target, amount, start, end = mark
            color = ALLY_EDGE if skirmish_board.is_ally(attacker) else ENEMY_EDGE
            put("anim", index, "line", self._between(start, end, 0.25, 0.3), arrow="last", width=width, fill=color,
                dash=(8, 4), arrowshape=(width * 4, width * 5, width * 2), tags=("anim", "anim_hit"))
            self._damage_text(end, amount, ("anim_plate", "anim_text"), index, ("anim", "anim_damage"))
        elif kind in ("wait", "pick"):
            cx, cy = self._unit_center(mark[2])
            radius = board.cell * 0.42
            put("anim", index, "oval", (cx - radius, cy - radius, cx + radius, cy + radius), outline=PREVIEW_MARK,
                width=width, tags=("anim", f"anim_{kind}"))
