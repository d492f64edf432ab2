"""Drawing the Mirror Skirmish board on a BoardCanvas: terrain, units with HP pips, overlays, animation marks.

Nothing is told by colour alone: allies are circles labelled A1/A2, enemies diamonds labelled E1/E2,
fallen units are grey and crossed out, HP pips are filled or hollow, move cells carry a dot, the
ally's reach is a solid frame and the enemies' reach a dashed one.
"""

from dataclasses import dataclass, field

import tkinter.font as tkfont

from gamepkg import skirmish
from gamepkg.skirmish_display import action_target, pip_states, unit_tag

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
DYNAMIC_TAGS = ("terrain_label", "unit", "overlay", "targets", "preview", "hint", "anim")


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


class BoardPainter:
    """Draws a Scene on a BoardCanvas with its own tagged items (redrawn from scratch each time)."""

    def __init__(self, board):
        """Remember the board and make the small fonts that scale with its cells."""
        self.board = board
        self.small_font = tkfont.Font(board, family="TkDefaultFont", size=8)
        self.unit_font = tkfont.Font(board, family="TkDefaultFont", size=10, weight="bold")
        self.big_font = tkfont.Font(board, family="TkDefaultFont", size=14, weight="bold")
        self._font_cell = None
        self._decor_key = None

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
        """Draw ``scene``: cells, terrain, overlays, units, preview, hint and animation marks."""
        board = self.board
        for tag in DYNAMIC_TAGS:
            board.delete(tag)
        self._fit_fonts()
        state = scene.state
        decor_key = (board.cell, board.origin, state.case)
        if decor_key != self._decor_key:
            self._decor_key = decor_key
            board.delete("decor")
            for y in range(skirmish.HEIGHT):
                for x in range(skirmish.WIDTH):
                    board.set_cell(x, y, self._cell_fill(state, (x, y)))
                    self._decor(state, (x, y))
        self._terrain_labels(state, scene.labels)
        self._overlay(scene)
        board.tag_raise("coords")
        for mark in scene.marks:
            if mark[0] == "move":
                self._mark(state, mark)
        for unit in sorted(range(4), key=lambda unit: state.hp[unit] > 0):
            self._unit(state, unit, scene.show_selection and unit == scene.ally)
        self._targets(scene)
        if scene.preview:
            self._preview(state, scene.preview)
        if scene.hint:
            self._hint(state, scene.hint)
        for mark in scene.marks:
            if mark[0] != "move":
                self._mark(state, mark)
        board.tag_raise("cursor")

    # ----- terrain -----
    def _cell_fill(self, state, cell):
        """The background colour of a cell."""
        kind = skirmish.cell_kind(state, cell)
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
        for y in range(skirmish.HEIGHT):
            for x in range(skirmish.WIDTH):
                kind = skirmish.cell_kind(state, (x, y))
                if kind == "floor" or (x, y) in occupied:
                    continue
                x0, y0, x1, y1 = self.board.cell_bbox(x, y)
                self.board.create_text((x0 + x1) / 2, y1 - max(2, (x1 - x0) * 0.04), text=labels.get(kind, ""),
                                       anchor="s", font=self.small_font, fill=LABEL_COLORS[kind],
                                       tags=("terrain_label", f"{kind}_label"))

    def _decor(self, state, cell):
        """Coordinates, wall bricks, the flag and the altar drawn in a cell."""
        board = self.board
        x0, y0, x1, y1 = board.cell_bbox(*cell)
        size = x1 - x0
        kind = skirmish.cell_kind(state, cell)
        pad = max(2, size * 0.04)
        if kind == "wall":
            for row in range(1, 4):
                y = y0 + size * row / 4
                board.create_line(x0 + 1, y, x1 - 1, y, fill=WALL_LINES, width=1, tags=("decor",))
                offset = size / 4 if row % 2 else size / 2
                board.create_line(x0 + offset, y - size / 4, x0 + offset, y, fill=WALL_LINES, tags=("decor",))
            return
        label = board.create_text(x0 + pad, y0 + pad, text=f"{cell[0] + 1},{cell[1] + 1}", anchor="nw",
                                  font=self.small_font, fill="#6d6657", tags=("decor", "coords"))
        lx0, ly0, lx1, ly1 = board.bbox(label)
        plate = board.create_rectangle(lx0 - 1, ly0, lx1 + 1, ly1, fill=self._cell_fill(state, cell), outline="",
                                       tags=("decor", "coords"))
        board.tag_raise(label, plate)
        if kind == "flag":
            px = x1 - size * 0.2
            board.create_line(px, y0 + size * 0.1, px, y0 + size * 0.42, width=2, fill="#5a4300", tags=("decor",))
            board.create_polygon(px, y0 + size * 0.1, px - size * 0.16, y0 + size * 0.17, px, y0 + size * 0.24,
                                 fill="#e0a800", outline="#5a4300", tags=("decor", "flag"))
        elif kind == "altar":
            cx = x1 - size * 0.22
            board.create_rectangle(cx - size * 0.1, y0 + size * 0.3, cx + size * 0.1, y0 + size * 0.36,
                                   fill="#8c6bb1", outline="#3e2a59", tags=("decor", "altar"))
            board.create_rectangle(cx - size * 0.05, y0 + size * 0.16, cx + size * 0.05, y0 + size * 0.3,
                                   fill="#b69ad6", outline="#3e2a59", tags=("decor", "altar"))

    # ----- overlays -----
    def _inset(self, cell, fraction):
        """The cell's box shrunk by ``fraction`` of its size on every side."""
        x0, y0, x1, y1 = self.board.cell_bbox(*cell)
        inset = (x1 - x0) * fraction
        return x0 + inset, y0 + inset, x1 - inset, y1 - inset

    def _overlay(self, scene):
        """The T overlay: move cells (frame and dot), or the ally's reach (solid) and the enemies' (dashed)."""
        board = self.board
        mode_tag = f"overlay.{scene.mode}"
        width = max(2, board.cell // 22)
        for cell in sorted(scene.moves):
            board.create_rectangle(*self._inset(cell, 0.08), outline=MOVE_MARK, width=width + 1,
                                   tags=("overlay", mode_tag, "move_cell"))
            cx, cy = board.cell_center(*cell)
            radius = max(3, board.cell * 0.07)
            board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, fill=MOVE_MARK,
                              outline="", tags=("overlay", mode_tag, "move_cell"))
        for cell in sorted(scene.ally_reach):
            board.create_rectangle(*self._inset(cell, 0.07), outline=ALLY_REACH, width=width + 1,
                                   tags=("overlay", mode_tag, "ally_reach"))
        for cell in sorted(scene.enemy_reach):
            x0, y0, x1, y1 = self._inset(cell, 0.15)
            board.create_rectangle(x0, y0, x1, y1, outline=ENEMY_REACH, width=width, dash=(6, 4),
                                   tags=("overlay", mode_tag, "enemy_reach"))
            corner = board.cell * 0.18
            board.create_polygon(x1, y1, x1 - corner, y1, x1, y1 - corner, fill=ENEMY_REACH, outline="",
                                 tags=("overlay", mode_tag, "enemy_reach_corner"))

    def _targets(self, scene):
        """Dashed rings round the enemies the selected ally can attack, and round the altar it can use."""
        board = self.board
        width = max(2, board.cell // 24)
        for unit in scene.targets:
            cx, cy = self._unit_center(scene.state.pos[unit])
            radius = board.cell * 0.42
            board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, outline=ENEMY_EDGE,
                              width=width, dash=(5, 3), tags=("targets", "attack_target"))
        if scene.pick:
            board.create_rectangle(*self._inset(skirmish.layout(scene.state).altar, 0.06), outline="#3e2a59",
                                   width=width, dash=(5, 3), tags=("targets", "pick_target"))

    # ----- units -----
    def _unit_center(self, cell):
        """Where a unit's shape is centred inside its cell (a little above the middle)."""
        cx, cy = self.board.cell_center(*cell)
        return cx, cy - self.board.cell * 0.05

    def _unit(self, state, unit, selected):
        """One unit: circle (ally) or diamond (enemy), its label, HP pips, a cross when down, a ring when chosen."""
        board = self.board
        alive = state.hp[unit] > 0
        cx, cy = self._unit_center(state.pos[unit])
        radius = board.cell * 0.27
        ally = skirmish.is_ally(unit)
        tags = ("unit", f"unit{unit}", "ally" if ally else "enemy", "alive" if alive else "dead")
        if ally:
            fill, edge = (ALLY_FILL, ALLY_EDGE) if alive else (DEAD_FILL, DEAD_EDGE)
        else:
            fill, edge = (ENEMY_FILL, ENEMY_EDGE) if alive else (DEAD_FILL, DEAD_EDGE)
        if selected and alive:
            ring = radius + board.cell * 0.09
            board.create_oval(cx - ring, cy - ring, cx + ring, cy + ring, outline=SELECT_RING,
                              width=max(3, board.cell // 16), tags=tags + ("selected",))
        if ally:
            board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, fill=fill, outline=edge,
                              width=2, tags=tags + ("shape",))
        else:
            r = radius * 1.15
            board.create_polygon(cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy, fill=fill, outline=edge,
                                 width=2, tags=tags + ("shape",))
        if not alive:
            r = radius * 0.95
            for sx in (-1, 1):
                board.create_line(cx - r, cy - sx * r, cx + r, cy + sx * r, width=max(2, board.cell // 24),
                                  fill="#505050", tags=tags + ("cross",))
        board.create_text(cx, cy, text=unit_tag(unit), font=self.unit_font,
                          fill="white" if alive else "#111111", tags=tags + ("label",))
        if not alive:
            return
        pip_w, gap = board.cell * 0.14, board.cell * 0.04
        left = cx - (3 * pip_w + 2 * gap) / 2
        top = cy + radius + board.cell * 0.1
        for index, full in enumerate(pip_states(state.hp[unit])):
            x = left + index * (pip_w + gap)
            board.create_rectangle(x, top, x + pip_w, top + board.cell * 0.07, outline=edge,
                                   fill=edge if full else "white", tags=tags + ("pip", "pip_full" if full else "pip_empty"))

    # ----- preview, hint, animation -----
    def _preview(self, state, move):
        """The action under the pointer: a ghost of the unit where it would go, or '-n' over its target."""
        board = self.board
        kind, *numbers = move.split(":")
        if kind == "move":
            cx, cy = self._unit_center((int(numbers[1]), int(numbers[2])))
            radius = board.cell * 0.27
            board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, outline=PREVIEW_MARK,
                              width=max(2, board.cell // 24), dash=(3, 3), tags=("preview",))
        elif kind == "attack":
            unit, target = int(numbers[0]), int(numbers[1])
            self._damage_text(state.pos[target], skirmish.damage(state, unit), ("preview",))

    def _hint(self, state, move):
        """A thick orange frame and a star on the cell the hinted action aims at."""
        cell = action_target(state, move)
        board = self.board
        board.create_rectangle(*self._inset(cell, 0.03), outline=HINT_MARK, width=max(3, board.cell // 14),
                               dash=(8, 4), tags=("hint",))
        x0, y0, x1, y1 = board.cell_bbox(*cell)
        board.create_text(x1 - 3, y0 + 2, text="\u2605", anchor="ne", font=self.big_font, fill=HINT_MARK,
                          tags=("hint",))

    def _damage_text(self, cell, amount, tags):
        """A '-n' sign over a unit, on a white plate so it reads on any colour."""
        board = self.board
        cx, cy = self._unit_center(cell)
        cy -= board.cell * 0.3
        text = board.create_text(cx, cy, text=f"\u2212{amount}", font=self.big_font, fill="#9b0000", tags=tags)
        x0, y0, x1, y1 = board.bbox(text)
        plate = board.create_rectangle(x0 - 3, y0, x1 + 3, y1, fill="white", outline="#9b0000", tags=tags)
        board.tag_raise(text, plate)

    def _between(self, start, end, cut_start, cut_end):
        """Line ends from unit centre ``start`` to ``end``, shortened by fractions of a cell at each end."""
        (x0, y0), (x1, y1) = self._unit_center(start), self._unit_center(end)
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        a, b = self.board.cell * cut_start, self.board.cell * cut_end
        return x0 + ux * a, y0 + uy * a, x1 - ux * b, y1 - uy * b

    def _mark(self, state, mark):
        """An animation mark: an arrow for a step or a hit, '-n' on the one hit, a ring for a wait or a pick."""
        board = self.board
        kind = mark[0]
        width = max(3, board.cell // 14)
        if kind == "move":
            _, unit, start, end = mark
            color = ALLY_EDGE if skirmish.is_ally(unit) else ENEMY_EDGE
            board.create_line(*self._between(start, end, 0.0, 0.3), arrow="last", width=width, fill=color,
                              arrowshape=(width * 4, width * 5, width * 2), tags=("anim", "anim_move"))
        elif kind == "hit":
            _, attacker, target, amount = mark
            color = ALLY_EDGE if skirmish.is_ally(attacker) else ENEMY_EDGE
            board.create_line(*self._between(state.pos[attacker], state.pos[target], 0.25, 0.3), arrow="last", width=width, fill=color, dash=(8, 4),
                              arrowshape=(width * 4, width * 5, width * 2), tags=("anim", "anim_hit"))
            self._damage_text(state.pos[target], amount, ("anim", "anim_damage"))
        elif kind in ("wait", "pick"):
            cx, cy = self._unit_center(state.pos[mark[1]])
            radius = board.cell * 0.42
            board.create_oval(cx - radius, cy - radius, cx + radius, cy + radius, outline=PREVIEW_MARK,
                              width=width, tags=("anim", f"anim_{kind}"))
