"""What the Mirror Skirmish view shows, worked out without any window: clicks, log lines, forecasts.

Everything here is pure: it reads engine States and returns data (moves, message ids with fields),
so the tkinter view stays small and these rules can be tested without a display.
"""

from dataclasses import dataclass, replace

from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import reasons as skirmish_reasons
from gamepkg.skirmish import rules as skirmish


@dataclass(frozen=True)
class LogLine:
    """One line of the event log: a message id, its fields, and its kind ('ally', 'enemy', 'round', ...)."""

    key: str
    fields: tuple
    kind: str
    refs: tuple = ()

    def field_dict(self):
        """The fields as a dict, ready for a translator."""
        return dict(self.fields)


@dataclass(frozen=True)
class Forecast:
    """The seed's FUTURE box for one action: the states after it and after the enemy phase that follows."""

    move: str
    before: object
    after_action: object
    after_enemies: object
    ends_round: bool


@dataclass(frozen=True)
class Frame:
    """One step of an action as the view shows it: the event, the states around it, log lines, marks."""

    event: tuple
    before: object
    state: object
    lines: tuple
    marks: tuple


def line(key, kind, refs=(), **fields):
    """A LogLine with ``fields`` kept in a fixed order; ``refs`` names the fields that are message ids."""
    return LogLine(key, tuple(sorted(fields.items())), kind, tuple(refs))


def unit_tag(unit):
    """The short label drawn on a unit: A1, A2 for allies, E1, E2 for enemies."""
    return f"A{unit + 1}" if skirmish_board.is_ally(unit) else f"E{unit - 1}"


def unit_name(unit):
    """(message id, fields) of a unit's name: 'Ally 1' or 'Enemy 2'."""
    if skirmish_board.is_ally(unit):
        return "skirmish.unit.ally", {"number": unit + 1}
    return "skirmish.unit.enemy", {"number": unit - 1}


def ally_actions(state, ally):
    """The legal actions of ``ally``, in the engine's order."""
    return tuple(move for move in skirmish_board.legal_moves(state) if int(move.split(":")[1]) == ally)


def acting_ally(move):
    """The ally number an action string names."""
    return int(move.split(":")[1])


def living_ally(state, preferred):
    """``preferred`` when that ally is alive, else the other living ally (or ``preferred`` if none)."""
    if state.hp[preferred]:
        return preferred
    other = 1 - preferred
    return other if state.hp[other] else preferred


def click_action(state, ally, cell):
    """What a click on ``cell`` does for ``ally``: (move, None, {}) or (None, reason code, details)."""
    # An enemy is attacked, the altar picked up from next to it, a neighbour moved to, the ally's own
    # cell is a wait; anything else gives the reason (a wall first, so that a wall always says so).
    if state.ended:
        return None, "game_over", {}
    if not skirmish_board.inside(cell):
        return None, "off_board", {}
    if not state.hp[ally]:
        return None, "unit_down", {"unit": ally + 1}
    if skirmish_board.cell_kind(state, cell) == "wall":
        return None, "wall", {}
    legal = skirmish_board.legal_moves(state)
    target = skirmish_board.unit_at(state, cell)
    if target is not None and not skirmish_board.is_ally(target):
        move = f"attack:{ally}:{target}"
    elif cell == skirmish_board.layout(state).altar and f"pick:{ally}" in legal:
        move = f"pick:{ally}"
    elif cell == state.pos[ally]:
        move = f"wait:{ally}"
    else:
        move = f"move:{ally}:{cell[0]}:{cell[1]}"
    if move in legal:
        return move, None, {}
    reason, details = skirmish_reasons.why_illegal(state, move)
    return None, reason, details


def action_target(state, move):
    """The cell an action aims at (where the unit goes, whom it hits, the altar), or its own cell."""
    kind, *numbers = move.split(":")
    unit = int(numbers[0])
    if kind == "move":
        return (int(numbers[1]), int(numbers[2]))
    if kind == "attack":
        return state.pos[int(numbers[1])]
    if kind == "pick":
        return skirmish_board.layout(state).altar
    return state.pos[unit]


def hp_changes(before, after):
    """(unit, hp before, hp after) for all four units."""
    return tuple((unit, before.hp[unit], after.hp[unit]) for unit in range(4))


def forecast(state, move):
    """The Forecast of a legal ``move`` (the game itself does not change)."""
    after_action, after_enemies = skirmish.forecast(state, move)
    ends_round = after_action.round != state.round or after_action.ended != ""
    if ends_round:
        after_action = skirmish.action_steps(state, move)[0][1]
    return Forecast(move, state, after_action, after_enemies, ends_round)


def _downs(before, after):
    """Log lines for the units that fell between two states."""
    lines = []
    for unit in range(4):
        if before.hp[unit] and not after.hp[unit]:
            if skirmish_board.is_ally(unit):
                lines.append(line("skirmish.view.log.ally_down", "down", ally=unit + 1))
            else:
                lines.append(line("skirmish.view.log.enemy_down", "down", enemy=unit - 1))
    return lines


def _ally_lines(before, move, after):
    """Log lines for the ally action ``move``: who did what, where, to whom and for how much."""
    kind, *numbers = move.split(":")
    ally = int(numbers[0]) + 1
    if kind == "move":
        return [line("skirmish.view.log.ally_move", "ally", ally=ally, x=int(numbers[1]) + 1,
                     y=int(numbers[2]) + 1)]
    if kind == "attack":
        target = int(numbers[1])
        lost = before.hp[target] - after.hp[target]
        return [line("skirmish.view.log.ally_attack", "ally", ally=ally, enemy=target - 1, damage=lost,
                     hp=after.hp[target])] + _downs(before, after)
    if kind == "pick":
        return [line("skirmish.view.log.pick", "pick", refs=("weapon", "armies"), ally=ally,
                     weapon=f"skirmish.weapon.{skirmish_board.WEAPONS[before.case]}",
                     armies=f"skirmish.event.pick_{before.variant}.{skirmish_board.WEAPONS[before.case]}")]
    return [line("skirmish.view.log.ally_wait", "ally", ally=ally)]


def _enemy_lines(before, event, after):
    """Log lines for one frame of the enemy phase (a hit, a step, a wait, or the round's end)."""
    if event[0] == "round_end":
        if after.ended:
            return []  # the game is over: no "on to round N" (the result line follows)
        lines = [line("skirmish.event.round_end", "round", round=event[1])]
        if after.flag:
            lines.append(line("skirmish.view.log.flag_held", "round", flag=after.flag))
        return lines
    key, fields = skirmish_reasons.event_message(event)
    lines = [line(key, "enemy", **fields)]
    if event[0] == "enemy_hit":
        lines[0] = line("skirmish.view.log.enemy_hit", "enemy", hp=after.hp[event[2]], **fields)
    return lines + _downs(before, after)


def step_frames(before, move):
    """A Frame for every step of the legal ``move`` (ally action, each enemy, round end, result line)."""
    frames = []
    previous = before
    steps = skirmish.action_steps(before, move)
    for index, (event, state) in enumerate(steps):
        if index == 0:
            lines = _ally_lines(previous, move, state)
        else:
            lines = _enemy_lines(previous, event, state)
        if index == len(steps) - 1 and state.ended:
            lines.append(line(f"skirmish.result.{state.ended}", "result"))
        frames.append(Frame(event, previous, state, tuple(lines), frame_marks(previous, event, state, move)))
        previous = state
    return tuple(frames)


def start_lines(state):
    """The first log lines of a game: the case and variant, and the round when it starts mid-game."""
    lines = [line("skirmish.view.log.start", "round", refs=("case", "variant"), case=f"skirmish.case.{state.case}",
                  variant=f"skirmish.variant.{state.variant}", letter=state.case)]
    if state.round or state.left != skirmish_board.ACTIONS_PER_ROUND or state.hp != (skirmish_board.MAX_HP,) * 4:
        lines.append(line("skirmish.view.log.resumed", "round", round=state.round, left=state.left))
    return lines


def pip_states(hp):
    """Three booleans, True for each hit point still there (the HP pips under a unit)."""
    return tuple(index < hp for index in range(skirmish_board.MAX_HP))


def line_text(translate, entry):
    """The text of a LogLine; ``translate(key, **fields)`` is the translator's t()."""
    fields = entry.field_dict()
    for name in entry.refs:
        fields[name] = translate(fields[name])
    return translate(entry.key, **fields)


def frame_marks(before, event, after, move=""):
    """Marks of one frame: ('move', unit, from, to), ('hit', attacker, target, damage), ('wait'|'pick', unit)."""
    kind = event[0]
    if kind in ("ally_move", "enemy_move"):
        unit = event[1]
        return (("move", unit, before.pos[unit], after.pos[unit]),)
    if kind == "enemy_hit":
        return (("hit", event[1], event[2], event[3]),)
    if kind == "ally_attack":
        hurt = [unit for unit in skirmish_board.ENEMIES if after.hp[unit] < before.hp[unit]]
        return tuple(("hit", event[1], unit, before.hp[unit] - after.hp[unit]) for unit in hurt)
    if kind in ("ally_wait", "enemy_wait"):
        return (("wait", event[1]),)
    if kind == "pick" and move:
        return (("pick", acting_ally(move)),)
    return ()


# --- the overlay of the T key: where the selected ally may move, and who can hit which cell -------------

OVERLAY_MODES = ("moves", "reach", "reach_if_equipped")


def reach_cells(state, unit):
    """Every cell ``unit`` could hit now (the seed's zone)."""
    return frozenset((x, y) for y in range(skirmish_board.HEIGHT) for x in range(skirmish_board.WIDTH)
                     if skirmish_board.reaches(state, unit, (x, y)))


def move_cells(state, unit):
    """The cells ``unit`` may move to with a legal move."""
    cells = set()
    for move in skirmish_board.legal_moves(state):
        parts = move.split(":")
        if parts[0] == "move" and int(parts[1]) == unit:
            cells.add((int(parts[2]), int(parts[3])))
    return frozenset(cells)


@dataclass(frozen=True)
class Overlay:
    """Cells to highlight: the selected ally's moves, its reach, and the enemies' reach."""

    moves: frozenset
    ally_reach: frozenset
    enemy_reach: frozenset


def overlay(state, unit, mode):
    """The seed's T-toggle: mode 'moves', 'reach' (now) or 'reach_if_equipped'."""
    if mode not in OVERLAY_MODES:
        raise ValueError(f"unknown overlay mode {mode!r}")
    if mode == "moves":
        return Overlay(move_cells(state, unit), frozenset(), frozenset())
    shown = replace(state, equipped=True) if mode == "reach_if_equipped" else state
    enemy = reach_cells(shown, 2) | reach_cells(shown, 3)
    return Overlay(frozenset(), reach_cells(shown, unit), enemy)
