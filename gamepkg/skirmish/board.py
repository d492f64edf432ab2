"""Mirror Skirmish's board and rule numbers: the units, the cases' layouts, reach, and the allies' actions.

Every rule number lives once, here: the engine (gamepkg/skirmish/rules.py), the enemy AI, the hint, the view and the
texts read it from these names (the texts get the numbers as fields, see rule_numbers()). This module
imports nothing of the game: the enemies (skirmish_enemy.py), the reasons (skirmish_reasons.py) and the start
checks (skirmish_reach.py) build on it, and gamepkg/skirmish/rules.py plays the whole round with them.
"""

import re
from dataclasses import dataclass, replace

WIDTH, HEIGHT = 6, 5
# The rule numbers (each lives only here; everything else reads these names).
ACTIONS_PER_ROUND = 2  # ally actions per round, shared by both allies
FLAG_ROUNDS = 2  # round ends in a row with an ally on the flag that win the game
LAST_ROUND = 10  # the game is a draw when this round arrives
MAX_HP = 3  # every unit's hit points at the start
HANDS_DAMAGE = 1  # one hit with bare hands, the pike or the blade
HAMMER_DAMAGE = 2  # one hit with the hammer
PIKE_REACH = 2  # how many cells away in a straight line the pike hits
ALLIES = (0, 1)
ENEMIES = (2, 3)
CASES = ("A", "B", "C", "D", "E")  # A-C are the seed's; D and E are the project's (bench/skirmish_solver.py)
SEED_CASES = CASES[:3]  # the cases the seed's lesson knows (its saves hold no other)
VARIANTS = ("both", "ally")
ENDINGS = ("", "lost", "defeated", "flag", "draw")
# Who chooses the enemies' actions (gamepkg/skirmish/foes.py): the seed's enemy first (the default), then the
# searching ones. Every level acts by the same rules; only its choice among the allowed actions differs.
ENEMY_LEVELS = ("lesson", "normal", "hard", "expert")
LESSON = ENEMY_LEVELS[0]
# Neighbour order matters (legal-move order, enemy path ties): up, left, down, right.
DIRECTIONS = ((0, -1), (-1, 0), (0, 1), (1, 0))
# Weapons by case; "hands" when not equipped.
WEAPONS = {"A": "pike", "B": "hammer", "C": "blade", "D": "blade", "E": "pike"}
LESSON_MARK = "L"  # before an encoded start taken from a lesson save (see state_from_text)
# The shape of an encoded start; the ranges of its numbers are checked against the rule numbers.
START_PATTERN = re.compile(r"p([0-9]{8})h([0-9]{4})e([01])l([0-9])r([0-9]{1,2})f([0-9])(?:x(lost|defeated|flag|draw))?")


@dataclass(frozen=True)
class Layout:
    """Where a case puts the four units, the flag, the altar and the walls."""

    starts: tuple
    flag: tuple
    altar: tuple
    walls: frozenset


LAYOUTS = {
    "A": Layout(((0, 1), (0, 3), (5, 1), (5, 3)), (2, 2), (1, 2), frozenset({(3, 1), (3, 3)})),
    "B": Layout(((1, 1), (1, 3), (4, 1), (4, 3)), (2, 2), (2, 1), frozenset({(3, 2)})),
    "C": Layout(((0, 2), (1, 4), (5, 0), (5, 3)), (3, 2), (2, 3), frozenset({(2, 1), (3, 1), (4, 3)})),
    # The seed's cases are forced ally wins in 2-3 rounds whatever the enemies do; in D and E the flag lies near
    # the enemies and a forced ally win takes at least 6 rounds, if there is one (bench/skirmish_solver.py), and
    # the walk straight to the flag loses against Expert (bench/skirmish_rush.py).
    "D": Layout(((0, 1), (1, 1), (3, 0), (4, 4)), (3, 3), (5, 0), frozenset({(0, 2)})),
    "E": Layout(((1, 3), (1, 4), (4, 2), (5, 2)), (5, 1), (4, 0), frozenset({(2, 1), (3, 1)})),
}


def _open_neighbours(walls):
    """For every cell: the neighbours on the board and not walls, in DIRECTIONS order."""
    return {(x, y): tuple((x + dx, y + dy) for dx, dy in DIRECTIONS
                          if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT and (x + dx, y + dy) not in walls)
            for x in range(WIDTH) for y in range(HEIGHT)}


# case -> {cell: open neighbour cells}; a table so that the enemy path search stays fast
NEIGHBOURS = {case: _open_neighbours(lay.walls) for case, lay in LAYOUTS.items()}


@dataclass(frozen=True)
class State:
    """One moment of a game; ``events`` are data tuples describing the last thing that happened."""

    case: str
    variant: str
    pos: tuple
    hp: tuple
    equipped: bool = False
    left: int = ACTIONS_PER_ROUND
    round: int = 0
    flag: int = 0
    ended: str = ""
    events: tuple = ()
    enemy: str = LESSON  # the enemy level (ENEMY_LEVELS) that answers the allies


# --- the board ------------------------------------------------------------------------------

def inside(cell):
    """True when ``cell`` is on the 6x5 board."""
    return 0 <= cell[0] < WIDTH and 0 <= cell[1] < HEIGHT


def distance(a, b):
    """Manhattan distance between two cells."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def layout(state_or_case):
    """The Layout of a case (given as a letter or a State)."""
    case = state_or_case if isinstance(state_or_case, str) else state_or_case.case
    return LAYOUTS[case]


def cell_kind(state, cell):
    """What the board shows at ``cell``: 'wall', 'flag', 'altar' or 'floor'."""
    lay = layout(state)
    if cell in lay.walls:
        return "wall"
    if cell == lay.flag:
        return "flag"
    return "altar" if cell == lay.altar else "floor"


def unit_at(state, cell):
    """The index of the living unit on ``cell``, or None."""
    for unit in range(4):
        if state.hp[unit] and state.pos[unit] == cell:
            return unit
    return None


def is_ally(unit):
    """True for units 0 and 1."""
    return unit < 2


# --- weapons and reach ----------------------------------------------------------------------

def weapon(state, unit):
    """The weapon ``unit`` holds: 'pike', 'hammer', 'blade' or 'hands'."""
    if state.equipped and (unit < 2 or state.variant == "both"):
        return WEAPONS[state.case]
    return "hands"


def weapon_damage(held):
    """How much one hit with weapon ``held`` takes away: HAMMER_DAMAGE with the hammer, else HANDS_DAMAGE."""
    return HAMMER_DAMAGE if held == "hammer" else HANDS_DAMAGE


def damage(state, unit):
    """How much one hit by ``unit`` takes away."""
    return weapon_damage(weapon(state, unit))


def rule_numbers():
    """The rule numbers as message fields (How to Play, status lines and results show them), and the cases of
    each weapon ("pike_cases": "A/E", from WEAPONS)."""
    numbers = {"actions": ACTIONS_PER_ROUND, "flag_rounds": FLAG_ROUNDS, "last_round": LAST_ROUND,
               "max_hp": MAX_HP, "hands_damage": HANDS_DAMAGE, "hammer_damage": HAMMER_DAMAGE,
               "pike_reach": PIKE_REACH}
    for held in dict.fromkeys(WEAPONS.values()):
        numbers[f"{held}_cases"] = "/".join(case for case in CASES if WEAPONS[case] == held)
    return numbers


def reaches(state, unit, cell):
    """True when ``unit`` (alive) could hit ``cell`` with its current weapon."""
    if not state.hp[unit] or not inside(cell):
        return False
    here = state.pos[unit]
    if here == cell:
        return False
    walls = LAYOUTS[state.case].walls
    if cell in walls:
        return False
    gap = distance(here, cell)
    if gap == 1:
        return True
    held = weapon(state, unit)
    if held == "pike" and gap <= PIKE_REACH and (here[0] == cell[0] or here[1] == cell[1]):
        return all(middle not in walls and unit_at(state, middle) is None for middle in _cells_between(here, cell))
    if held == "blade" and abs(here[0] - cell[0]) == 1 and abs(here[1] - cell[1]) == 1:
        return not ((here[0], cell[1]) in walls and (cell[0], here[1]) in walls)
    return False


def _cells_between(start, end):
    """The cells strictly between two cells of one row or column."""
    dx = (end[0] > start[0]) - (end[0] < start[0])
    dy = (end[1] > start[1]) - (end[1] < start[1])
    return [(start[0] + dx * step, start[1] + dy * step) for step in range(1, distance(start, end))]


# --- the allies' actions -------------------------------------------------------------------

def usual_start(case, variant, enemy=LESSON):
    """The case's usual start: every unit on its layout's cell with MAX_HP, the allies' actions all left."""
    return State(case, variant, LAYOUTS[case].starts, (MAX_HP,) * 4, left=ACTIONS_PER_ROUND, enemy=enemy)


def legal_moves(state):
    """Every legal action string, in the seed's order (per ally: moves up/left/down/right,
    attacks on 2 then 3, pick, wait)."""
    if state.ended:
        return ()
    lay = LAYOUTS[state.case]
    neighbours = NEIGHBOURS[state.case]
    occupied = {cell for cell, hp in zip(state.pos, state.hp) if hp}
    out = []
    for unit in ALLIES:
        if not state.hp[unit]:
            continue
        for cell in neighbours[state.pos[unit]]:
            if cell not in occupied:
                out.append(f"move:{unit}:{cell[0]}:{cell[1]}")
        for target in ENEMIES:
            if state.hp[target] and reaches(state, unit, state.pos[target]):
                out.append(f"attack:{unit}:{target}")
        if not state.equipped and distance(state.pos[unit], lay.altar) == 1:
            out.append(f"pick:{unit}")
        out.append(f"wait:{unit}")
    return tuple(out)


def ally_step(state, move):
    """The state right after the legal ally action ``move``, before any enemy phase it starts."""
    return ally_action(state, move)[0]


def ally_on_flag(state):
    """True when a living ally stands on the flag."""
    flag = LAYOUTS[state.case].flag
    return any(state.hp[unit] and state.pos[unit] == flag for unit in ALLIES)


def with_position(state, unit, cell):
    """``state`` with ``unit`` moved to ``cell``."""
    pos = list(state.pos)
    pos[unit] = cell
    return State(state.case, state.variant, tuple(pos), state.hp, state.equipped, state.left,
                 state.round, state.flag, state.ended, state.events, state.enemy)


def hit(state, attacker, target):
    """``state`` after ``attacker`` hits ``target`` (hp floored at 0), with the end checked."""
    hp = list(state.hp)
    hp[target] = max(0, hp[target] - damage(state, attacker))
    ended = "lost" if not any(hp[:2]) else ("defeated" if not any(hp[2:]) else state.ended)
    return State(state.case, state.variant, state.pos, tuple(hp), state.equipped, state.left,
                 state.round, state.flag, ended, state.events, state.enemy)


def ally_action(state, move):
    """Apply a legal ally action; returns (state with left lowered, event)."""
    kind, unit, *rest = move.split(":")
    unit = int(unit)
    if kind == "move":
        state = with_position(state, unit, (int(rest[0]), int(rest[1])))
        event = ("ally_move", unit)
    elif kind == "attack":
        state = hit(state, unit, int(rest[0]))
        event = ("ally_attack", unit)
    elif kind == "pick":
        state = replace(state, equipped=True)
        event = ("pick", state.case, state.variant)
    else:
        event = ("ally_wait", unit)
    flag = state.flag if ally_on_flag(state) else 0  # the streak breaks as soon as the flag is empty
    return State(state.case, state.variant, state.pos, state.hp, state.equipped, state.left - 1,
                 state.round, flag, state.ended, (event,), state.enemy), event


# --- a state as compact text (for starting from an imported position) -----------------------

def state_to_text(state):
    """Compact ASCII for everything but case, variant and events: ``p01035153h3333e0l2r0f0``."""
    cells = "".join(f"{x}{y}" for x, y in state.pos)
    hps = "".join(str(h) for h in state.hp)
    text = f"p{cells}h{hps}e{int(state.equipped)}l{state.left}r{state.round}f{state.flag}"
    return text + (f"x{state.ended}" if state.ended else "")


def position_key(state):
    """What decides a game's future, except the round: a cheap tuple for the searches' transposition tables."""
    return state.pos, state.hp, state.equipped, state.left, state.flag
