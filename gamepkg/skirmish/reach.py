"""Which Mirror Skirmish positions a real game can reach (game IDs, saves and lessons carry start positions).

A start position is accepted only when some line of legal ally actions from the case's usual start
leads to it (the enemies answer by the rules, so the ally actions decide everything). ``reach_line``
looks for such a line: a depth-first search from the usual start that is pruned hard by what can no
longer change back (hit points only fall, the dead never move, the weapon once picked stays picked,
each enemy walks at most one cell per round, every step and hit costs an action of its own).
Quick necessary checks with a reason come first (``obvious_problem``), so that most impossible
positions are refused without any search.

Every position a game can reach is found; the search is bounded by a gamepkg.budget.SearchBudget
and a position it cannot settle within the budget is refused as "too hard to check".
"""

from gamepkg.budget import SearchBudget, SearchStopped
from gamepkg.i18n import Text
from gamepkg.rules import ParamsError
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish.reasons import whole_number

REACH_STEPS = 4_000  # positions a start check may look at (a few seconds at most on a slow machine)


def actions_played(state):
    """How many ally actions a game has played to reach ``state`` (each action counts one, in every case)."""
    return state.round * skirmish_board.ACTIONS_PER_ROUND + skirmish_board.ACTIONS_PER_ROUND - state.left


def walk_distances(case):
    """{(from, to): steps} between every two open cells, walking around walls only."""
    neighbours = skirmish_board.NEIGHBOURS[case]
    walls = skirmish_board.LAYOUTS[case].walls
    table = {}
    for start in neighbours:
        if start in walls:
            continue
        table[(start, start)] = 0
        frontier = [start]
        while frontier:
            following = []
            for cell in frontier:
                for nxt in neighbours[cell]:
                    if (start, nxt) not in table:
                        table[(start, nxt)] = table[(start, cell)] + 1
                        following.append(nxt)
            frontier = following
    return table


def _ally_on_flag(state):
    """True when a living ally stands on the flag."""
    flag = skirmish_board.LAYOUTS[state.case].flag
    return any(state.hp[ally] and state.pos[ally] == flag for ally in skirmish_board.ALLIES)


def contradiction(state):
    """A reason code (skirmish.unreachable.CODE) why ``state`` cannot be played on or contradicts its own result
    (None when none): the checks a
    lesson save's own positions get, since the lesson takes positions no game reaches (e.g. valid_05)."""
    allies_alive = any(state.hp[unit] for unit in skirmish_board.ALLIES)
    enemies_alive = any(state.hp[unit] for unit in skirmish_board.ENEMIES)
    ended = state.ended
    checks = (
        (ended or state.left >= 1, "no_action_left"),
        (ended or state.round < skirmish_board.LAST_ROUND, "past_last_round"),
        (ended or state.flag < skirmish_board.FLAG_ROUNDS, "flag_held"),
        (ended or allies_alive, "allies_down"),
        (ended or enemies_alive, "enemies_down"),
        (ended != "lost" or not allies_alive, "lost_with_ally"),
        (ended != "defeated" or not enemies_alive, "defeated_with_enemy"),
        (ended != "flag" or state.flag == skirmish_board.FLAG_ROUNDS, "flag_not_held"),
        (ended != "draw" or state.round == skirmish_board.LAST_ROUND, "early_draw"),
    )
    return next((reason for ok, reason in checks if not ok), None)


def obvious_problem(state):
    """A reason code why no game reaches ``state`` that needs no search (None when none is seen)."""
    per_round, full = skirmish_board.ACTIONS_PER_ROUND, skirmish_board.MAX_HP
    ended = state.ended
    checks = (
        (ended not in ("lost", "flag", "draw") or state.left == per_round,
         "ended_with_actions_left"),
        (ended != "defeated" or state.left < per_round, "defeated_without_action"),
        (state.flag == 0 or _ally_on_flag(state), "flag_streak_off_flag"),
        (state.flag <= state.round, "flag_longer_than_game"),
        (state.round or all(state.hp[ally] == full for ally in skirmish_board.ALLIES), "hurt_before_enemies"),
        (not state.equipped or actions_played(state) >= 1, "equipped_before_action"),
    )
    return contradiction(state) or next((reason for ok, reason in checks if not ok), None)


class _Reach:
    """One search for a line of play from the usual start to ``target``."""

    def __init__(self, target, budget):
        """Prepare the tables for ``target``."""
        self.target = target
        self.text = skirmish_board.state_to_text(target)
        self.budget = budget
        self.goal = actions_played(target)
        self.walk = walk_distances(target.case)
        armed = skirmish_board.weapon_damage(skirmish_board.WEAPONS[target.case])
        self.ally_damage = max(armed, skirmish_board.HANDS_DAMAGE)
        enemy_armed = target.variant == "both"
        self.enemy_damage = max(armed if enemy_armed else skirmish_board.HANDS_DAMAGE, skirmish_board.HANDS_DAMAGE)
        self.dead_ends = set()

    def steps(self, start, end):
        """Walking distance between two cells (a huge number when one cannot get there)."""
        return self.walk.get((start, end), 10 ** 6)

    def actions_needed(self, state):
        """At least how many ally actions still separate ``state`` from the target (10**6: never)."""
        target, never = self.target, 10 ** 6
        if state.equipped and not target.equipped:
            return never
        rounds_left = target.round - state.round
        if target.flag and rounds_left < target.flag and not state.ended:
            # the streak began at the round end that started round target.round - target.flag + 1, and the
            # flag never stood empty after it
            if not _ally_on_flag(state) or state.flag != target.flag - rounds_left:
                return never
        needed = int(target.equipped and not state.equipped)
        for unit in range(4):
            now, then = state.hp[unit], target.hp[unit]
            if now < then:
                return never
            if not now and state.pos[unit] != target.pos[unit]:
                return never  # the dead never move
            if skirmish_board.is_ally(unit):
                if now:
                    needed += self.steps(state.pos[unit], target.pos[unit])
                if now - then > rounds_left * 2 * self.enemy_damage:
                    return never
            elif now:
                if self.steps(state.pos[unit], target.pos[unit]) > rounds_left:
                    return never
                needed += -(-(now - then) // self.ally_damage)
        return needed

    def search(self, state, played):
        """A list of moves from ``state`` to the target, or None; spends the budget per position."""
        if played == self.goal:
            return [] if skirmish_board.state_to_text(state) == self.text else None
        if state.ended:
            return None
        key = skirmish_board.state_to_text(state)
        if key in self.dead_ends:
            return None
        self.budget.spend()
        children = []
        for move in skirmish_board.legal_moves(state):
            child = skirmish_board.ally_step(state, move)
            if self.actions_needed(child) > self.goal - played - 1:
                continue  # pruned before the costly enemy phase (its round is still counted as ahead)
            if not child.ended and child.left == 0:
                child = skirmish_enemy.enemy_phase(child)
            needed = self.actions_needed(child)
            if needed <= self.goal - played - 1:
                children.append((needed, move, child))
        children.sort(key=lambda entry: entry[0])
        for _, move, child in children:
            line = self.search(child, played + 1)
            if line is not None:
                line.insert(0, move)
                return line
        self.dead_ends.add(key)
        return None


def reach_line(target, budget=None):
    """The ally actions that lead from the case's usual start to ``target`` (compared without its events),
    or None when no game reaches it. SearchStopped when ``budget`` (a SearchBudget) runs out."""
    if obvious_problem(target):
        return None
    budget = budget or SearchBudget(max_steps=REACH_STEPS)
    start = skirmish_board.usual_start(target.case, target.variant)
    search = _Reach(target, budget)
    if search.actions_needed(start) > search.goal:
        return None
    return search.search(start, 0)


# --- a start position from its text ---------------------------------------------------------

def state_from_text(text, case, variant):
    """Rebuild a state from ``skirmish_board.state_to_text`` output; ParamsError (a ValueError) names what is wrong.

    A start must be one a real game reaches; one marked with LESSON_MARK (a position imported from a
    lesson save, which the lesson takes as it is) needs only to be consistent and playable."""
    if case not in skirmish_board.CASES or variant not in skirmish_board.VARIANTS:
        raise ParamsError("skirmish.params.shape")
    mark = skirmish_board.LESSON_MARK
    from_lesson = text.startswith(mark)
    text = text[len(mark):] if from_lesson else text
    match = skirmish_board.START_PATTERN.fullmatch(text)
    tops = (skirmish_board.MAX_HP, skirmish_board.ACTIONS_PER_ROUND, skirmish_board.LAST_ROUND,
            skirmish_board.FLAG_ROUNDS)
    numbers = match and (max(int(ch) for ch in match[2]), int(match[4]), whole_number(match[5]) or 0, int(match[6]))
    if not match or whole_number(match[5]) is None or any(number > top for number, top in zip(numbers, tops)):
        raise ParamsError("skirmish.params.start_shape")
    cells, hps, equipped, left, rnd, flag, ended = match.groups()
    pos = tuple((int(cells[i]), int(cells[i + 1])) for i in range(0, 8, 2))
    hp = tuple(int(ch) for ch in hps)
    walls = skirmish_board.LAYOUTS[case].walls
    if any(not skirmish_board.inside(cell) or cell in walls for cell in pos):
        raise ParamsError("skirmish.params.start_off_board")
    alive = [cell for cell, h in zip(pos, hp) if h]
    if len(set(alive)) != len(alive):
        raise ParamsError("skirmish.params.start_shared")
    state = skirmish_board.State(case, variant, pos, hp, equipped == "1", int(left), int(rnd), int(flag), ended or "")
    if from_lesson:
        problem = contradiction(state)
    else:
        problem = unreachable_because(state)
    if problem:
        raise ParamsError("skirmish.params.unreachable",
                          why=Text(f"skirmish.unreachable.{problem}", skirmish_board.rule_numbers()))
    return state


def unreachable_because(state):
    """Why no real game reaches ``state`` as a reason code (e.g. 'no_action_left'), or None when one does.

    Quick checks first, then a bounded search for a line of play from the usual start; a start the
    search cannot settle within its budget is refused too."""
    problem = obvious_problem(state)
    if problem:
        return problem
    try:
        line = reach_line(state)
    except SearchStopped:
        return "too_hard_to_check"
    return None if line is not None else "no_line_of_play"
