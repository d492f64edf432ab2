"""Mischief Garden's Hard computer players: a search over what each side may know, on cells as bits.

The Hard gardener knows only what a gardener has seen (``garden_sight.player_view``): its paths, the water,
its own digs and which flowers each drain took water from. It rebuilds the roots those drains prove
(``garden_ai.guess_roots``) and, unlike Normal, expects unseen roots up to HIDDEN_REACH roots beyond them
on the way to every watered flower that no drain has reached yet. It tries every pair of actions of its
turn (each resulting position scored once) and expects the mole to drain whatever its next roots reach.

The Hard mole knows its roots. It tries every pair of roots of its turn and expects the gardener's most
harmful digs in reply (its best single digs, then pairs of the best REPLY_PAIRS of them), so it keeps its
roots where digs do not undo them.

Both search within a ``SearchBudget`` (one step per position scored); when it runs out, the best move
found so far is played. The scores are garden_ai's, computed on bits (gamepkg/garden/bits.py), so one
decision takes a few milliseconds. The rule numbers come from gamepkg/garden/rules.py when used, never copied.
"""

from gamepkg.budget import SearchBudget
from gamepkg.garden import rules as garden
from gamepkg.garden.ai import (
    NEAR_NEST,
    SWEEP,
    THREAT_SOON,
    best_first_moves,
    flower_values,
    guess_roots,
    likely_hidden_roots,
    ranked_hopes,
)
from gamepkg.garden.bits import Masks, bits, cells_of

MAX_STEPS = 1500            # positions one Hard decision may score (games of the bench use at most ~300)
ROOT_HORIZON = 6            # root distances beyond this count as this far
PATH_HORIZON = 4            # path distances beyond this count as this far
HIDDEN_REACH = 3            # unseen roots may be this many roots beyond the guessed network (Normal: 2)
REPLY_PAIRS = 3             # the Hard mole tries pairs of the gardener's best this many digs


# ---------------------------------------------------------------- distances on bits

def root_distances(masks, roots):
    """For each flower (FLOWERS order), how many new roots before it joins the nest (ROOT_HORIZON + 1: farther)."""
    layers = masks.reach_layers(masks.nest, roots, masks.rocks, ROOT_HORIZON)
    return tuple(next((k for k, layer in enumerate(layers) if layer & flower), ROOT_HORIZON + 1)
                 for flower in masks.flowers)


def flower_reach(masks, paths):
    """For each flower, how many new paths before the gardener can water it (at most PATH_HORIZON)."""
    layers = [masks.spread(layer) for layer in
              masks.reach_layers(masks.entry, paths, masks.path_blocked, PATH_HORIZON)]
    return tuple(next((k for k, layer in enumerate(layers) if layer & flower), PATH_HORIZON)
                 for flower in masks.flowers)


def path_standing(masks, paths):
    """What the gardener's paths give: (each flower's reach, how many flowers beside the nest they reach)."""
    network = masks.flood(masks.entry, paths)
    return flower_reach(masks, paths), sum(bool(masks.spread(1 << f) & network) for f in NEAR_NEST)


def gardener_hopes(masks, standing, water, roots):
    """How well the gardener stands (higher is better for it), as ``garden_ai.ranked_hopes`` counts it;
    ``standing`` is ``path_standing`` of its paths."""
    reach, diggable = standing
    return ranked_hopes(flower_values(water, reach, root_distances(masks, roots)), diggable)


# ---------------------------------------------------------------- the gardener

def belief(view):
    """(guessed roots, cells where unseen roots may grow) as masks, from the gardener's view only."""
    guess = guess_roots(view)
    return bits(guess), bits(likely_hidden_roots(view, guess, HIDDEN_REACH))


def gardener_value(masks, paths, water, roots, round_number):
    """The gardener's score of its position after its turn: the mole drains every flower its next
    ACTIONS_PER_TURN roots can reach on ``roots``; a flower two roots farther is a worry."""
    mole_actions = garden.ACTIONS_PER_TURN
    distances = root_distances(masks, roots)
    after = tuple(max(0, w - 1) if d <= mole_actions else w for w, d in zip(water, distances))
    if round_number == garden.ROUNDS:
        blooms = after.count(garden.MAX_WATER)
        return 1000.0 * (blooms >= garden.BLOOMS_TO_WIN) + blooms
    soon = sum(THREAT_SOON for w, d in zip(after, distances) if w and d <= mole_actions + 2)
    return gardener_hopes(masks, path_standing(masks, paths), after, roots) - soon


def gardener_step(masks, position, move):
    """(paths, water, guessed roots, dug cells) after the gardener's ``move``, on bits."""
    paths, water, roots, dug = position
    kind, _, cell = move.partition(":")
    if kind == "path":
        return paths | 1 << int(cell), water, roots, dug
    if kind == "water":
        index = garden.FLOWERS.index(int(cell))
        return paths, water[:index] + (water[index] + 1,) + water[index + 1:], roots, dug
    if kind == "dig":
        area = masks.dig_areas[int(cell)]
        return paths, water, roots & ~area, dug | area
    return position


def gardener_move(view, rng, budget=None):
    """The Hard gardener's move, from a gardener's view only (``player_view``: it has no roots)."""
    budget = budget or SearchBudget(max_steps=MAX_STEPS)
    masks = Masks.now()
    roots, likely = belief(view)
    start = (bits(view["paths"]), tuple(view["water"]), roots, 0)
    seen = {}

    def score_of(first):
        """The best score of ``first`` and any second action of the turn."""
        after_first = gardener_step(masks, start, first)
        seconds = gardener_moves(masks, *after_first[:2]) if view["left"] > 1 else ["wait"]
        best = None
        for second in seconds:
            after = gardener_step(masks, after_first, second)
            if after not in seen:
                budget.spend()
                paths, water, left, dug = after
                seen[after] = (gardener_value(masks, paths, water, left, view["round"])
                               + SWEEP * (dug & likely).bit_count())
            best = seen[after] if best is None else max(best, seen[after])
        return best

    return best_first_moves(gardener_moves(masks, *start[:2]), score_of, rng, budget)


def gardener_moves(masks, paths, water):
    """``garden.gardener_moves`` on bits: every legal path, water and dig (kind then cell order), then 'wait'."""
    network = masks.flood(masks.entry, paths)
    beside = masks.spread(network)
    path_cells = beside & ~network & ~paths & ~masks.path_blocked
    watered = bits(f for f, w in zip(garden.FLOWERS, water) if w < garden.MAX_WATER)
    dig_cells = beside & ~masks.rocks & ~masks.nest
    return ([f"path:{c}" for c in cells_of(path_cells)] + [f"water:{c}" for c in cells_of(beside & watered)]
            + [f"dig:{c}" for c in cells_of(dig_cells)] + ["wait"])


# ---------------------------------------------------------------- the mole

def dig_replies(masks, state, roots):
    """The digs the gardener could answer with that cut a root joined to the nest: cell -> roots left."""
    reach = masks.spread(masks.flood(masks.entry, bits(state.paths)))
    joined = masks.flood(masks.nest, roots)
    replies = {}
    for cell in garden.CELLS:
        if reach >> cell & 1 and cell not in garden.ROCKS and cell != garden.NEST:
            if joined & masks.dig_areas[cell] & ~masks.nest:
                replies[cell] = roots & ~masks.dig_areas[cell]
    return replies


def mole_value(masks, state, standing):
    """The mole's score of the position after its turn (the gardener to move): minus the gardener's hopes
    after its most harmful digs (one, or two of its best single digs); ``standing``: ``path_standing``."""
    if state.winner:
        return 1000.0 if state.winner == "mole" else -1000.0
    roots = bits(state.roots)

    def hopes(left):
        """The gardener's hopes with ``left`` roots."""
        return gardener_hopes(masks, standing, state.water, left)

    replies = dig_replies(masks, state, roots)
    singles = sorted(((hopes(left), cell) for cell, left in replies.items()), reverse=True)
    best = max([hopes(roots)] + [value for value, _ in singles])
    if garden.ACTIONS_PER_TURN > 1:
        top = [cell for _, cell in singles[:REPLY_PAIRS]]
        for i, first in enumerate(top):
            for second in top[i + 1:]:
                best = max(best, hopes(roots & ~masks.dig_areas[first] & ~masks.dig_areas[second]))
    return -best


def mole_move(state, rng, budget=None):
    """The Hard mole's move from the full state (the mole sees its own roots)."""
    budget = budget or SearchBudget(max_steps=MAX_STEPS)
    masks = Masks.now()
    standing = path_standing(masks, bits(state.paths))     # the mole's turn leaves the paths as they are
    seen = {}

    def value(after):
        """The score of a position after the mole's turn, each set of roots scored once."""
        key = (after.roots, after.water)
        if key not in seen:
            budget.spend()
            seen[key] = mole_value(masks, after, standing)
        return seen[key]

    def score_of(first):
        """The best score of ``first`` and any next action of the mole's turn."""
        after = garden.apply(state, first)
        if after.role != "mole":
            return value(after)
        return max(value(garden.apply(after, second)) for second in garden.mole_moves(after.roots))

    return best_first_moves(garden.mole_moves(state.roots), score_of, rng, budget)
