"""Mirror Skirmish in words, as data: why an action is refused (reason codes) and what happened (message ids).

The engine (gamepkg/skirmish/rules.py) never writes display text: a refused action gets a reason code with
details, an event tuple becomes a message id with fields, and the view translates both.
"""

from gamepkg.skirmish.board import ALLIES, ENEMIES, LAYOUTS, WEAPONS, distance, inside

# --- rejections -----------------------------------------------------------------------------

def whole_number(text):
    """The int written canonically in ``text`` ('3', not '03' or '+3'), else None."""
    return int(text) if text.isdigit() and text.isascii() and str(int(text)) == text else None


def why_illegal(state, move):
    """(reason code, details) for a move that is not in legal_moves(state)."""
    if not isinstance(move, str):
        return "bad_move", {}
    if state.ended:
        return "game_over", {}
    parts = move.split(":")
    sizes = {"move": 4, "attack": 3, "pick": 2, "wait": 2}
    if parts[0] not in sizes or len(parts) != sizes[parts[0]]:
        return "bad_move", {}
    numbers = [whole_number(part) for part in parts[1:]]
    if None in numbers:
        return "bad_move", {}
    unit = numbers[0]
    if unit not in ALLIES:
        return "not_an_ally", {"unit": unit + 1}
    if not state.hp[unit]:
        return "unit_down", {"unit": unit + 1}
    kind = parts[0]
    if kind == "move":
        cell = (numbers[1], numbers[2])
        if not inside(cell):
            return "off_board", {}
        if distance(state.pos[unit], cell) != 1:
            return "too_far", {}
        if cell in LAYOUTS[state.case].walls:
            return "wall", {}
        return "occupied", {}
    if kind == "attack":
        target = numbers[1]
        if target not in ENEMIES:
            return "not_an_enemy", {}
        if not state.hp[target]:
            return "target_down", {"enemy": target - 1}
        return "out_of_reach", {"enemy": target - 1}
    if kind == "pick":
        if state.equipped:
            return "already_equipped", {}
        return "not_next_to_altar", {}
    return "illegal", {}


# --- events as messages ---------------------------------------------------------------------

def event_message(event):
    """(message key, fields) for an event tuple; unit numbers and cells become 1-based."""
    kind = event[0]
    if kind in ("ally_move", "ally_attack", "ally_wait"):
        return f"skirmish.event.{kind}", {"ally": event[1] + 1}
    if kind == "pick":
        return f"skirmish.event.pick_{event[2]}.{WEAPONS[event[1]]}", {}
    if kind == "enemy_hit":
        return "skirmish.event.enemy_hit", {"enemy": event[1] - 1, "ally": event[2] + 1, "damage": event[3]}
    if kind == "enemy_move":
        return "skirmish.event.enemy_move", {"enemy": event[1] - 1, "x": event[2] + 1, "y": event[3] + 1}
    if kind == "enemy_wait":
        return "skirmish.event.enemy_wait", {"enemy": event[1] - 1}
    if kind == "round_end":
        return "skirmish.event.round_end", {"round": event[1]}
    return "skirmish.event.text", {"text": event[1]}


def action_message(move):
    """(message key, fields) naming a legal-looking action string for a menu; 1-based numbers."""
    kind, *numbers = move.split(":")
    ally = int(numbers[0]) + 1
    if kind == "move":
        return "skirmish.action.move", {"ally": ally, "x": int(numbers[1]) + 1, "y": int(numbers[2]) + 1}
    if kind == "attack":
        return "skirmish.action.attack", {"ally": ally, "enemy": int(numbers[1]) - 1}
    return f"skirmish.action.{kind}", {"ally": ally}


