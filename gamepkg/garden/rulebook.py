"""Mischief Garden's rules as data: what a player must know to play a whole game without surprises.

Each Rule's text is ``garden.rule.NAME`` (its numbers are fields of ``rules.rule_numbers()``), and its ``seen``
tells from one move's states (``seen(engine, before, move, after)``) whether that move made the rule happen.
The lesson (gamepkg/garden/lesson.py) meets every rule by play: tests/test_lesson_rules.py checks it.
"""

from gamepkg.garden.rules import (
    FLOWERS,
    MAX_WATER,
    NEST,
    ROCKS,
    dig_area,
    neighbors,
    parse_move,
    path_network,
    root_network,
    touches,
)
from gamepkg.garden.sight import needs_handoff, visible
from gamepkg.lesson_steps import Rule


def kind_of(move):
    """The action of ``move`` ("path", "water", "dig", "root" or "wait")."""
    return parse_move(move)[0]


def cell_of(move):
    """The cell of ``move`` (-1 for a bare wait)."""
    return parse_move(move)[1]


def has_event(state, code):
    """True when the latest move's events hold one of kind ``code`` ("drained", "bloom", ...)."""
    return any(event[0] == code for event in state.events)


def turn_passes(engine, before, move, after):
    """The gardener's second action hands the turn to the mole."""
    return before.role == "gardener" and after.role == "mole"


def waited(engine, before, move, after):
    """A wait used up an action."""
    return kind_of(move) == "wait"


def path_laid(engine, before, move, after):
    """A path was laid next to the paths joined to the entry."""
    return kind_of(move) == "path"


def rock_sides(network):
    """How many cells beside the rock the ``network`` covers."""
    return sum(1 for rock in ROCKS for cell in neighbors(rock) if cell in network)


def around_rock(engine, before, move, after):
    """A path or root went round the rock: it lands beside it, and its network now touches two of its sides."""
    kind = kind_of(move)
    if kind not in ("path", "root") or not any(cell_of(move) in neighbors(rock) for rock in ROCKS):
        return False
    network = path_network(after) if kind == "path" else root_network(after)
    return rock_sides(network) >= 2


def root_grown(engine, before, move, after):
    """The mole grew a root next to its roots joined to the nest."""
    return kind_of(move) == "root"


def root_under(engine, before, move, after):
    """A root grew under a path (the entry is one) or a flower."""
    return kind_of(move) == "root" and (cell_of(move) in before.paths or cell_of(move) in FLOWERS)


def roots_hidden(engine, before, move, after):
    """The mole's turn ended with roots in the ground, and the gardener's screen shows none of them."""
    return (before.role == "mole" and after.role == "gardener" and not after.winner
            and len(after.roots) > 1 and visible(after)["roots"] == ())


def drained(engine, before, move, after):
    """The drain after the mole's second action took water from a flower."""
    return has_event(after, "drained")


def watered(engine, before, move, after):
    """Water went to a flower next to the paths."""
    return kind_of(move) == "water"


def bloomed(engine, before, move, after):
    """A flower reached MAX_WATER: it is in bloom."""
    return has_event(after, "bloom")


def water_stops(engine, before, move, after):
    """A flower was watered while another one beside the paths was full (it takes no more)."""
    if kind_of(move) != "water":
        return False
    network = path_network(before)
    return any(flower != cell_of(move) and water >= MAX_WATER and touches(flower, network)
               for flower, water in zip(FLOWERS, before.water))


def game_ended(engine, before, move, after):
    """The drain of the last round ended the game."""
    return bool(after.winner) and not before.winner


def gardener_won(engine, before, move, after):
    """The game ended with enough blooms: the gardener won."""
    return game_ended(engine, before, move, after) and after.winner == "gardener"


def mole_won(engine, before, move, after):
    """The game ended with too few blooms: the mole won."""
    return game_ended(engine, before, move, after) and after.winner == "mole"


def root_cut(engine, before, move, after):
    """A dig cut roots (its cell and the four beside it)."""
    return kind_of(move) == "dig" and any(event[0] == "dig" and event[2] == "root_cut" for event in after.events)


def dug(engine, before, move, after):
    """A dig was told as "root cut" or "no root there", never how many roots."""
    return kind_of(move) == "dig" and any(event[0] == "dig" for event in after.events)


def dig_ends_turn(engine, before, move, after):
    """A dig was the gardener's last action: the turn went to the mole."""
    return kind_of(move) == "dig" and turn_passes(engine, before, move, after)


def nest_spared(engine, before, move, after):
    """A dig right beside the nest: it cut around the nest, and the nest stayed."""
    return kind_of(move) == "dig" and NEST in neighbors(cell_of(move)) and NEST in after.roots


def regrown(engine, before, move, after):
    """The mole grew a root where a dig of this round had just cut."""
    return kind_of(move) == "root" and any(
        dug_round == before.round and cell_of(move) in dig_area(cell) for dug_round, cell in before.digs)


def nest_distances(network):
    """{cell: how many steps from the nest} inside ``network`` (the roots joined to the nest)."""
    distance, frontier = {NEST: 0}, [NEST]
    for cell in frontier:
        for side in neighbors(cell):
            if side in network and side not in distance:
                distance[side] = distance[cell] + 1
                frontier.append(side)
    return distance


def loop_survived(engine, before, move, after):
    """A dig cut a root that led to the nest, yet the root beyond it stayed joined: it had a way round."""
    if kind_of(move) != "dig":
        return False
    distance, joined = nest_distances(root_network(before)), root_network(after)
    cut = [cell for cell in distance if cell not in after.roots]
    return any(side in joined and distance.get(side, -1) > distance[cell] for cell in cut for side in neighbors(cell))


def cut_off_changed(engine, before, move, after):
    """Roots were cut off from the nest (they stay, drinking nothing), or a new root joined cut-off ones again."""
    cut_off_before = set(before.roots) - root_network(before)
    cut_off_after = set(after.roots) - root_network(after)
    rejoined = kind_of(move) == "root" and cut_off_before - cut_off_after
    return bool(rejoined) or (kind_of(move) == "dig" and bool(cut_off_after - cut_off_before))


def handed_over(engine, before, move, after):
    """The turn went to the other player while the game goes on: at one PC the curtain comes down."""
    return needs_handoff(before, after)


RULES = (
    Rule("two_actions", turn_passes),
    Rule("wait", waited),
    Rule("paths", path_laid),
    Rule("rock", around_rock),
    Rule("roots", root_grown),
    Rule("roots_under", root_under),
    Rule("hidden_roots", roots_hidden),
    Rule("drain", drained),
    Rule("water", watered),
    Rule("bloom", bloomed),
    Rule("water_stops", water_stops),
    Rule("last_round", game_ended),
    Rule("gardener_wins", gardener_won),
    Rule("mole_wins", mole_won),
    Rule("dig", root_cut),
    Rule("dig_result", dug),
    Rule("dig_ends_turn", dig_ends_turn),
    Rule("nest_stays", nest_spared),
    Rule("regrow", regrown),
    Rule("loop", loop_survived),
    Rule("cut_off", cut_off_changed),
    Rule("curtain", handed_over),
)
