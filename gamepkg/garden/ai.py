"""Computer players for Mischief Garden, at two levels ("easy" and "normal") for either role.

The third level, Hard, is gamepkg/garden/hard.py (it reuses the scores below); gamepkg/garden/levels.py
offers all three (``garden_levels.choose_move``).

The computer gardener decides from what a gardener may see (``garden_sight.player_view`` or ``visible``):
it never receives the roots. It guesses them from the public history: the flowers each drain took
water from, and its own digs.
The computer mole sees its roots, so it reads the full state.

Easy: one action at a time, half the time at random, otherwise the obvious greedy step.
Normal: tries every pair of actions left in the turn and scores the position it leads to. The
gardener also values digs that sweep where unseen roots probably grow; the mole expects the
gardener's most harmful dig in reply and watches the flower that decides the game (the gardener's
``garden.BLOOMS_TO_WIN``-th best). Every function takes a ``random.Random``, so the same position and
seed give the same move. The search is bounded by a ``SearchBudget`` (one step per position scored):
when it runs out, the best move found so far is played.

The rule numbers (rounds, blooms to win, water, actions) are read from ``garden`` when used, never copied.
"""

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.garden import rules as garden
from gamepkg.garden.rules import (
    CELLS,
    ENTRY,
    FLOWERS,
    NEST,
    ROCKS,
    apply,
    connected,
    dig_area,
    gardener_moves,
    mole_moves,
    neighbors,
)
from gamepkg.garden.sight import player_view

LEVELS = ("easy", "normal")
MAX_STEPS = 2000            # positions one move may score (normal needs at most ~40 x 40 pairs, usually < 600)
EASY_RANDOM = 0.5           # how often Easy plays any legal move instead of its greedy step
DECIDING_FLOWER = 2.0       # extra weight on the flower that decides the game (the BLOOMS_TO_WIN-th best)
THREAT_SOON = 0.5           # gardener's worry about flowers the mole can reach next round
HIDDEN_REACH = 2            # how far from the guessed network unseen roots are assumed to reach
SWEEP = 0.2                 # value of clearing one such cell with a dig
DIGGABLE = 0.4              # the gardener's worth of paths beside a flower next to the nest (it can dig there)
DIG_REPLY = True            # the normal mole expects the gardener's most harmful dig
FAR = 99                    # "distance" of a cell that cannot be reached at all
NEIGHBORS = tuple(neighbors(c) for c in CELLS)
PATH_BLOCKED = frozenset((*FLOWERS, *ROCKS, NEST))
# the flowers whose dig area touches the nest's sides: a dig there cuts the roots where they start
NEAR_NEST = tuple(f for f in FLOWERS if any(n in NEIGHBORS[NEST] for n in NEIGHBORS[f]))


# ---------------------------------------------------------------- distances

def zero_one_distances(sources, free, start_cost=0):
    """Cheapest number of new roots to reach each cell from ``sources``: cells in ``free`` cost nothing.

    The rock is never crossed. ``start_cost`` is what the sources themselves cost.
    """
    dist = [FAR] * len(CELLS)
    queue = []
    for cell in sources:
        dist[cell] = start_cost
        queue.append(cell)
    while queue:                       # a tiny 0-1 breadth-first search (costs are 0 or 1)
        queue.sort(key=dist.__getitem__)
        cell = queue.pop(0)
        for n in NEIGHBORS[cell]:
            if n in ROCKS:
                continue
            cost = dist[cell] + (0 if n in free else 1)
            if cost < dist[n]:
                dist[n] = cost
                queue.append(n)
    return dist


def root_distances(roots):
    """For every cell, how many new roots the mole needs before that cell is joined to the nest."""
    roots = frozenset(roots)
    return zero_one_distances(connected(roots, NEST), roots)


def path_distances(paths):
    """For every cell, how many new paths the gardener needs before that cell is a path."""
    network = connected(paths, ENTRY)
    dist = [FAR] * len(CELLS)
    queue = list(network)
    for cell in network:
        dist[cell] = 0
    while queue:
        cell = queue.pop(0)
        for n in NEIGHBORS[cell]:
            if n not in PATH_BLOCKED and dist[n] > dist[cell] + 1:
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


def flower_reach(paths):
    """For each flower (FLOWERS order), how many new paths before the gardener can water it."""
    dist = path_distances(paths)
    return tuple(min([dist[f]] + [dist[n] for n in NEIGHBORS[f]]) for f in FLOWERS)


def cheapest_chains(roots, flower):
    """Every cell on some cheapest way to join ``flower`` to the nest, given ``roots`` already there."""
    roots = frozenset(roots)
    from_nest = zero_one_distances(connected(roots, NEST), roots)
    to_flower = zero_one_distances((flower,), roots, 0 if flower in roots else 1)
    best = from_nest[flower]
    return {c for c in CELLS if c not in ROCKS
            and from_nest[c] + to_flower[c] - (0 if c in roots else 1) == best}


def guess_roots(view):
    """The gardener's guess of the roots, rebuilt from the public history only.

    Round by round: our digs clear their cells, then every flower that the drain took water from
    must have been joined to the nest, so the guess gains every cell on a cheapest chain to it.
    Cut-off pieces of old chains stay in the guess, as they stay in the garden.
    """
    roots = {NEST}
    digs = view.get("digs", ())
    drains = view.get("drains", (view["drained"],))
    for number, drained in enumerate(drains, start=1):
        for dig_round, cell in digs:
            if dig_round == number:
                roots.difference_update(dig_area(cell))
        roots.add(NEST)
        for flower in drained:
            if flower not in connected(roots, NEST):
                roots.update(cheapest_chains(roots, flower))
    for dig_round, cell in digs:
        if dig_round == len(drains) + 1:
            roots.difference_update(dig_area(cell))
    roots.add(NEST)
    return frozenset(roots)


def likely_hidden_roots(view, roots, reach=HIDDEN_REACH):
    """Cells where unseen roots probably grow: up to ``reach`` new roots from the guessed network, on a
    cheapest way to a watered flower that no drain has reached yet (minus what we dug this turn)."""
    network = connected(roots, NEST)
    from_nest = zero_one_distances(network, roots)
    likely = set()
    for flower, water in zip(FLOWERS, view["water"]):
        if water and flower not in network:
            likely |= {c for c in cheapest_chains(roots, flower) if 0 < from_nest[c] <= reach}
    this_round = len(view.get("drains", ())) + 1
    for dig_round, cell in view.get("digs", ()):
        if dig_round == this_round:
            likely.difference_update(dig_area(cell))
    return frozenset(likely - {NEST})


def sweep_bonus(moves, likely):
    """What digging ``moves`` is worth when they clear cells where unseen roots probably are."""
    cleared = set()
    for move in moves:
        if move.startswith("dig:"):
            cleared.update(c for c in dig_area(int(move[4:])) if c in likely)
    return SWEEP * len(cleared)


# ---------------------------------------------------------------- scoring

def flower_values(water, reach, root_dist):
    """How promising each flower is for the gardener (higher is better for the gardener)."""
    values = []
    for w, r, d in zip(water, reach, root_dist):
        values.append(2.0 * w - 0.6 * min(r, 4) + (0.5 if r == 0 else 0.0) + 0.45 * min(d, 6))
    return values


def gardener_score(paths, water, roots, round_number, mole_actions):
    """Score (for the gardener) of a position where the mole still has ``mole_actions`` before the drain."""
    root_dist = root_distances(roots)
    after = tuple(max(0, w - 1) if root_dist[f] <= mole_actions and w > 0 else w
                  for f, w in zip(FLOWERS, water))
    soon = sum(THREAT_SOON for f, w in zip(FLOWERS, after) if w and root_dist[f] <= mole_actions + 2)
    blooms = after.count(garden.MAX_WATER)
    if round_number == garden.ROUNDS:
        return 1000.0 * (blooms >= garden.BLOOMS_TO_WIN) + blooms
    network = connected(paths, ENTRY)
    diggable = sum(any(n in network for n in NEIGHBORS[f]) for f in NEAR_NEST)
    return ranked_hopes(flower_values(after, flower_reach(paths), root_dist), diggable) - soon


def ranked_hopes(values, diggable):
    """The gardener's hopes from its flowers' ``values``: the BLOOMS_TO_WIN best count fully, the others a
    fifth, and each of the ``diggable`` flowers beside the nest that its paths reach is worth DIGGABLE."""
    values = sorted(values, reverse=True)
    needed = garden.BLOOMS_TO_WIN
    return sum(values[:needed]) + 0.2 * sum(values[needed:]) + DIGGABLE * diggable


def _gardener_hopes(water, reach, roots):
    """How well the gardener stands (the mole's view): the flower that decides the game counts most."""
    values = sorted(flower_values(water, reach, root_distances(roots)), reverse=True)
    needed = min(max(garden.BLOOMS_TO_WIN, 1), len(values))
    return sum(values[:needed]) + DECIDING_FLOWER * values[needed - 1] + 0.2 * sum(values[needed:])


def mole_score(state):
    """Score (for the mole) of the position after its turn; the gardener moves next.

    The gardener needs BLOOMS_TO_WIN blooms, so the mole cares most about the flower that decides the
    game, and it expects the gardener to answer with the dig that hurts the mole's roots most.
    """
    if state.winner:
        return 1000.0 if state.winner == "mole" else -1000.0
    reach = flower_reach(state.paths)
    roots = frozenset(state.roots)
    hopes = _gardener_hopes(state.water, reach, roots)
    if DIG_REPLY:
        paths = connected(state.paths, ENTRY)
        network = connected(roots, NEST)
        for cell in CELLS:
            area = dig_area(cell)
            if (cell not in ROCKS and cell != NEST and any(c in network for c in area)
                    and any(c in paths for c in (cell, *NEIGHBORS[cell]))):
                hopes = max(hopes, _gardener_hopes(state.water, reach, roots - set(area)))
    root_dist = root_distances(roots)
    threatened = sum(1 for f, w in zip(FLOWERS, state.water) if w > 0 and root_dist[f] <= 2)
    return -hopes + 0.3 * threatened - 0.01 * len(state.roots)


# ---------------------------------------------------------------- the gardener

def _gardener_step(paths, water, roots, move):
    """Play a gardener move on (paths, water, guessed roots) without the engine's bookkeeping."""
    kind, _, cell = move.partition(":")
    if kind == "path":
        return paths | {int(cell)}, water, roots
    if kind == "water":
        index = FLOWERS.index(int(cell))
        return paths, water[:index] + (water[index] + 1,) + water[index + 1:], roots
    if kind == "dig":
        return paths, water, roots - set(dig_area(int(cell)))
    return paths, water, roots


def best_first_moves(moves, score_of, rng, budget):
    """A move with the highest ``score_of(move)``, ties broken by ``rng``.

    ``score_of`` spends ``budget`` for every position it scores; when the budget runs out the best move
    scored so far is played (the first legal move if none was scored).
    """
    best, best_score = [], None
    try:
        for first in moves:
            score = round(score_of(first), 6)
            if best_score is None or score > best_score:
                best, best_score = [first], score
            elif score == best_score:
                best.append(first)
    except SearchStopped:
        pass
    return rng.choice(best) if best else moves[0]


def gardener_move(view, level, rng, budget=None):
    """The computer gardener's move, from a gardener's view only (``player_view`` or ``visible``)."""
    paths, water = frozenset(view["paths"]), tuple(view["water"])
    moves = gardener_moves(paths, water)
    if level == "easy":
        return _easy_gardener(paths, water, moves, rng)
    budget = budget or SearchBudget(max_steps=MAX_STEPS)
    roots = guess_roots(view)
    likely = likely_hidden_roots(view, roots)

    def score_of(first):
        """The best score of ``first`` and any second action of the turn."""
        p1, w1, r1 = _gardener_step(paths, water, roots, first)
        seconds = gardener_moves(p1, w1) if view["left"] > 1 else ["wait"]
        scores = []
        for second in seconds:
            budget.spend()
            scores.append(gardener_score(*_gardener_step(p1, w1, r1, second), view["round"],
                                         garden.ACTIONS_PER_TURN) + sweep_bonus((first, second), likely))
        return max(scores)

    return best_first_moves(moves, score_of, rng, budget)


def _easy_gardener(paths, water, moves, rng):
    """Easy: water what it can, else a path towards the nearest dry flower, sometimes anything."""
    if rng.random() < EASY_RANDOM:
        return rng.choice(moves)
    waters = [m for m in moves if m.startswith("water:")]
    if waters:
        return rng.choice(waters)
    goal = _closest(flower_reach(paths), water)
    closer = [m for m in moves if m.startswith("path:")
              and _closest(flower_reach(paths | {int(m[5:])}), water) < goal]
    return rng.choice(closer or moves)


def _closest(reach, water):
    """The fewest paths before a flower that still needs water can be watered."""
    return min([r for r, w in zip(reach, water) if w < garden.MAX_WATER] or [FAR])


# ---------------------------------------------------------------- the mole

def mole_move(state, level, rng, budget=None):
    """The computer mole's move from the full state (the mole sees its own roots)."""
    moves = mole_moves(state.roots)
    if level == "easy":
        return _easy_mole(state, moves, rng)
    budget = budget or SearchBudget(max_steps=MAX_STEPS)

    def score_of(first):
        """The best score of ``first`` and any next action of the mole's turn."""
        after = apply(state, first)
        if after.role != "mole":
            budget.spend()
            return mole_score(after)
        scores = []
        for second in mole_moves(after.roots):
            budget.spend()
            scores.append(mole_score(apply(after, second)))
        return max(scores)

    return best_first_moves(moves, score_of, rng, budget)


def _easy_mole(state, moves, rng):
    """Easy: grow towards the nearest flower that still has water, sometimes anything."""
    if rng.random() < EASY_RANDOM or len(moves) == 1:
        return rng.choice(moves)
    dist = root_distances(state.roots)
    targets = [dist[f] for f, w in zip(FLOWERS, state.water) if w > 0 and dist[f] > 0]
    if not targets:
        return rng.choice(moves)
    goal = min(targets)
    closer = [m for m in moves if m != "wait" and min(
        root_distances(state.roots + (int(m[5:]),))[f] for f, w in zip(FLOWERS, state.water)
        if w > 0 and dist[f] > 0) < goal]
    return rng.choice(closer or moves)


def choose_move(state, level, rng, budget=None):
    """The move of the computer player to act at ``level``; the gardener only gets its own view.

    ``budget`` (a SearchBudget; by default MAX_STEPS positions) bounds the normal players' search.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown computer level: {level!r}")
    if state.role == "gardener":
        return gardener_move(player_view(state), level, rng, budget)
    return mole_move(state, level, rng, budget)
