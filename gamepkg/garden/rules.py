"""Mischief Garden: a two-player hot-seat game on a SIZE x SIZE garden (cells numbered row by row from 0).

The gardener lays paths from the ENTRY, waters the FLOWERS and digs; the mole grows roots from its NEST.
The ROCKS take no path and no root. Each side has ACTIONS_PER_TURN actions per turn, the gardener first.
After the mole's last action every flower joined to the nest by roots loses one water (the drain). After
the drain of the last round (ROUNDS) the gardener wins with at least BLOOMS_TO_WIN blooms (flowers holding
MAX_WATER), otherwise the mole wins. The gardener never sees the roots: ``visible(state)`` hides them on
the gardener's turn.

Every rule number lives here, once, under its name; the computer players, the view and the texts read
them from this module (texts get them as fields: see ``rule_numbers``).

Moves: ``"path:12"``, ``"water:1"``, ``"dig:7"``, ``"root:19"``, ``"wait"`` (``"wait:<any number>"`` too).

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``garden.exercise.N`` messages in gamepkg/garden/messages.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

from dataclasses import dataclass, replace

from gamepkg.rules import IllegalMove, ParamsError

GAME = "garden"
HIDDEN_MOVES = True                 # the mole's roots are hidden: saves store the moves sealed (session.py)

SIZE = 5                            # the garden is SIZE x SIZE cells
CELLS = tuple(range(SIZE * SIZE))
ENTRY = 10                          # where the gardener's paths start
NEST = 14                           # where the mole's roots start
FLOWERS = (1, 11, 21, 8, 18)        # water, drains and results are listed in this order
ROCKS = (12,)                       # no path, no root, no dig
ROUNDS = 8                          # the game ends after the drain of this round
START_WATER = 1                     # every flower's water at the start
MAX_WATER = 2                       # a flower holding this much water is in bloom
BLOOMS_TO_WIN = 3                   # blooms the gardener needs at the end
ACTIONS_PER_TURN = 2                # actions of each side per turn

GARDENER_KINDS = ("path", "water", "dig")
MOLE_KINDS = ("root",)
LAB_KINDS = ("cut", "drain")
KINDS = GARDENER_KINDS + MOLE_KINDS + ("wait",) + LAB_KINDS

# what the seed writes in `last`, as data codes (the messages module holds the display text)
LAST_CODES = ("ready", "path_added", "water_added", "underground_work_done", "waited",
              "root_cut", "no_root", "handoff", "drain_finished")
PLAYER_KINDS = ("h", "e", "n", "x")       # human, computer easy, computer normal, computer hard
PLAYER_NAMES = {"h": "human", "e": "easy", "n": "normal", "x": "hard"}


def rule_numbers():
    """The rule numbers as message fields ({rounds}, {blooms_to_win}, ...), read now: texts never type them."""
    return {"size": SIZE, "rounds": ROUNDS, "blooms_to_win": BLOOMS_TO_WIN, "start_water": START_WATER,
            "max_water": MAX_WATER, "flower_count": len(FLOWERS), "actions": ACTIONS_PER_TURN,
            "entry": ENTRY, "nest": NEST, "rocks": ", ".join(str(cell) for cell in ROCKS)}


# ---------------------------------------------------------------- board geometry (shared with the lab)

def neighbors(cell):
    """The 4-neighbours of ``cell`` in the order left, right, up, down; no wrap at the edges."""
    x, y = cell % SIZE, cell // SIZE
    steps = ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))
    return tuple(ny * SIZE + nx for nx, ny in steps if 0 <= nx < SIZE and 0 <= ny < SIZE)


def connected(cells, start):
    """The frozenset of ``cells`` joined to ``start`` through 4-neighbours (empty if start is absent)."""
    cells = set(cells)
    found = {start} if start in cells else set()
    frontier = list(found)
    while frontier:
        for cell in neighbors(frontier.pop()):
            if cell in cells and cell not in found:
                found.add(cell)
                frontier.append(cell)
    return frozenset(found)


def touches(cell, group):
    """True when ``cell`` is in ``group`` or next to one of its cells."""
    return cell in group or any(n in group for n in neighbors(cell))


def dig_area(cell):
    """The cells a dig (or the lab's cut) at ``cell`` clears of roots: the cell and its sides, never the nest."""
    return tuple(c for c in (cell, *neighbors(cell)) if c != NEST)


def drain(roots, water):
    """The drain: (new water, drained flowers), both in FLOWERS order, for the nest's root network."""
    network = connected(roots, NEST)
    drained = tuple(f for f, w in zip(FLOWERS, water) if f in network and w > 0)
    new_water = tuple(max(0, w - (f in network)) for f, w in zip(FLOWERS, water))
    return new_water, drained


def parse_move(move, bare_kinds=("wait",)):
    """Split ``"kind:cell"`` into (kind, cell); kinds in ``bare_kinds`` may omit the cell (-1).

    Raises IllegalMove('bad_move') for anything that is not lower-case letters, optionally followed by
    ':' and a plain decimal integer (no spaces, no '+', no leading zeros, no '-0').
    """
    if not isinstance(move, str) or not move.isascii():
        raise IllegalMove("bad_move")
    kind, sep, number = move.partition(":")
    if not (kind.isalpha() and kind.islower()):
        raise IllegalMove("bad_move")
    if not sep:
        if kind in bare_kinds:
            return kind, -1
        raise IllegalMove("bad_move")
    digits = number[1:] if number.startswith("-") else number
    if not digits.isdigit() or (digits[0] == "0" and number != "0") or len(digits) > 18:
        raise IllegalMove("bad_move")
    return kind, int(number)


# ---------------------------------------------------------------- parameters

@dataclass(frozen=True)
class Params:
    """Who plays each role: 'h' human, 'e' computer easy, 'n' normal, 'x' hard; encoded as e.g. ``"hn"``."""

    gardener: str = "h"
    mole: str = "h"

    def encode(self):
        """Two letters: the gardener's player, then the mole's (``"hh"`` is the hot-seat game)."""
        return self.gardener + self.mole

    @classmethod
    def decode(cls, text):
        """Read ``encode()`` output; ParamsError (a ValueError with a message id) for anything else."""
        if not isinstance(text, str) or len(text) != 2:
            raise ParamsError("garden.params.shape")
        for role, letter in zip(("gardener", "mole"), text):
            if letter not in PLAYER_KINDS:
                raise ParamsError(f"garden.params.bad_{role}")
        return cls(text[0], text[1])

    def player(self, role):
        """'human', 'easy', 'normal' or 'hard' for ``role`` ('gardener' or 'mole')."""
        return PLAYER_NAMES[self.gardener if role == "gardener" else self.mole]


DEFAULT_PARAMS = Params("h", "h")
PRESETS = {
    "hotseat": Params("h", "h"),
    "vs_computer_mole_normal": Params("h", "n"),
    "vs_computer_mole_easy": Params("h", "e"),
    "vs_computer_mole_hard": Params("h", "x"),
    "vs_computer_gardener_normal": Params("n", "h"),
    "vs_computer_gardener_easy": Params("e", "h"),
    "vs_computer_gardener_hard": Params("x", "h"),
    "computer_vs_computer": Params("n", "n"),
}


def swap_roles(params):
    """The parameters of the rematch with roles swapped (the seed's Space after a result)."""
    return Params(params.mole, params.gardener)


# ---------------------------------------------------------------- state

@dataclass(frozen=True)
class State:
    """The whole garden. ``last`` is a LAST_CODES code; ``events`` are what the latest move did.

    ``digs`` ((round, cell) of every dig) and ``drains`` (the drained flowers of every finished round)
    are the public history that both players have seen.
    """

    paths: tuple = (ENTRY,)
    roots: tuple = (NEST,)
    water: tuple = (START_WATER,) * len(FLOWERS)
    round: int = 1
    role: str = "gardener"
    left: int = ACTIONS_PER_TURN
    drained: tuple = ()
    winner: str = ""
    tick: int = 0
    last: str = "ready"
    events: tuple = ()
    digs: tuple = ()
    drains: tuple = ()


def new_game(params=DEFAULT_PARAMS, seed=0):
    """The opening position (the garden has no chance, so ``seed`` changes nothing)."""
    return State(water=(START_WATER,) * len(FLOWERS), left=ACTIONS_PER_TURN)


def path_network(state):
    """The paths joined to the entry."""
    return connected(state.paths, ENTRY)


def root_network(state):
    """The roots joined to the nest (the ones that drain)."""
    return connected(state.roots, NEST)


def status(state):
    """'playing', 'gardener_won' or 'mole_won'."""
    return f"{state.winner}_won" if state.winner else "playing"


# ---------------------------------------------------------------- legality

def gardener_check(paths, water, kind, cell):
    """Raise IllegalMove if the gardener may not play ``kind`` at ``cell`` (public information only)."""
    if not 0 <= cell < SIZE * SIZE:
        raise IllegalMove("off_board", cell=cell)
    network = connected(paths, ENTRY)
    if kind == "path":
        if cell in paths:
            raise IllegalMove("occupied", cell=cell)
        if cell in FLOWERS:
            raise IllegalMove("flower", cell=cell)
        _check_rock_nest(cell)
        if not any(n in network for n in neighbors(cell)):
            raise IllegalMove("not_adjacent", cell=cell)
    elif kind == "water":
        if cell not in FLOWERS:
            raise IllegalMove("not_flower", cell=cell)
        if not touches(cell, network):
            raise IllegalMove("not_adjacent", cell=cell)
        if water[FLOWERS.index(cell)] >= MAX_WATER:
            raise IllegalMove("full", cell=cell)
    else:  # dig
        _check_rock_nest(cell)
        if not touches(cell, network):
            raise IllegalMove("not_adjacent", cell=cell)


def mole_check(roots, cell):
    """Raise IllegalMove if the mole may not grow a root at ``cell``."""
    if not 0 <= cell < SIZE * SIZE:
        raise IllegalMove("off_board", cell=cell)
    if cell in roots:
        raise IllegalMove("occupied", cell=cell)
    if cell in ROCKS:
        raise IllegalMove("rock", cell=cell)
    if not any(n in connected(roots, NEST) for n in neighbors(cell)):
        raise IllegalMove("not_adjacent", cell=cell)


def _check_rock_nest(cell):
    """Raise IllegalMove for the rock or the nest."""
    if cell in ROCKS:
        raise IllegalMove("rock", cell=cell)
    if cell == NEST:
        raise IllegalMove("nest", cell=cell)


def check(state, move):
    """Return (kind, cell) for a legal ``move`` or raise IllegalMove with the reason."""
    kind, cell = parse_move(move)
    if kind not in KINDS:
        raise IllegalMove("unknown_kind")
    if state.winner:
        raise IllegalMove("game_over")
    if kind == "wait":
        return kind, cell
    if kind in LAB_KINDS:
        raise IllegalMove("lab_only")
    if state.role == "gardener" and kind in GARDENER_KINDS:
        gardener_check(state.paths, state.water, kind, cell)
    elif state.role == "mole" and kind in MOLE_KINDS:
        mole_check(state.roots, cell)
    else:
        raise IllegalMove("not_your_kind", role=state.role)
    return kind, cell


def is_legal(state, move):
    """True when ``apply(state, move)`` would succeed."""
    try:
        check(state, move)
    except IllegalMove:
        return False
    return True


def gardener_moves(paths, water):
    """Every legal gardener move for these paths and water (no roots needed), then 'wait'."""
    moves = []
    for kind in GARDENER_KINDS:
        for cell in CELLS:
            try:
                gardener_check(paths, water, kind, cell)
            except IllegalMove:
                continue
            moves.append(f"{kind}:{cell}")
    return moves + ["wait"]


def mole_moves(roots):
    """Every legal mole move for these roots, then 'wait'."""
    network = connected(roots, NEST)
    cells = [c for c in CELLS if c not in roots and c not in ROCKS
             and any(n in network for n in neighbors(c))]
    return [f"root:{c}" for c in cells] + ["wait"]


def legal_moves(state):
    """Every legal move of the player to act, in kind then cell order ('wait' last); [] after a win."""
    if state.winner:
        return []
    if state.role == "gardener":
        return gardener_moves(state.paths, state.water)
    return mole_moves(state.roots)


# ---------------------------------------------------------------- playing a move

def apply(state, move):
    """The state after ``move``; raises IllegalMove (and changes nothing) when it is not legal."""
    kind, cell = check(state, move)
    paths, roots, water, digs = state.paths, state.roots, list(state.water), state.digs
    if kind == "path":
        paths = tuple(sorted((*paths, cell)))
        last, events = "path_added", (("path", cell),)
    elif kind == "water":
        index = FLOWERS.index(cell)
        water[index] += 1
        last, events = "water_added", (("water", cell, water[index]),)
        if water[index] == MAX_WATER:
            events += (("bloom", cell),)
    elif kind == "dig":
        removed = set(dig_area(cell)) & set(roots)
        roots = tuple(r for r in roots if r not in removed)
        last = "root_cut" if removed else "no_root"
        digs += ((state.round, cell),)
        events = (("dig", cell, last),)         # like the seed: whether a root was cut, never how many
    elif kind == "root":
        roots = tuple(sorted((*roots, cell)))
        last, events = "underground_work_done", (("root", cell),)
    else:
        last, events = "waited", (("wait", state.role),)
    after = replace(state, paths=paths, roots=roots, water=tuple(water), left=state.left - 1,
                    tick=state.tick + 1, last=last, events=events, digs=digs)
    if after.left:
        return after
    if after.role == "gardener":
        return replace(after, role="mole", left=ACTIONS_PER_TURN, last="handoff",
                       events=events + (("handoff", "mole"),))
    return _end_of_round(after)


def _end_of_round(state):
    """The drain after the mole's last action, then the next round or the result."""
    water, drained = drain(state.roots, state.water)
    events = state.events + tuple(("drained", f, water[FLOWERS.index(f)]) for f in drained)
    winner = ""
    if state.round == ROUNDS:
        blooms = water.count(MAX_WATER)
        winner = "gardener" if blooms >= BLOOMS_TO_WIN else "mole"
        events += (("winner", winner, blooms),)
    else:
        events += (("round", state.round + 1),)
    return replace(state, water=water, drained=drained, role="gardener", left=ACTIONS_PER_TURN,
                   round=state.round if winner else state.round + 1, winner=winner,
                   last="drain_finished", events=events, drains=state.drains + (drained,))

