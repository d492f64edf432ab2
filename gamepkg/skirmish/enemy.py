"""Mirror Skirmish's enemies: what each enemy does, and the enemy phase that ends every round.

Part of the rules of gamepkg/skirmish/rules.py (which calls run_enemy_phase when the allies' actions of a
round are used up); it reads the board and the rule numbers from gamepkg/skirmish/board.py.
An enemy attacks the weakest ally it can reach, else walks the first step of a shortest path towards one
(walls and other units block the way).
"""

from collections import deque
from dataclasses import replace

from gamepkg.skirmish import board as skirmish_board


def enemy_choice(state, unit):
    """What enemy ``unit`` does: ('attack', ally), ('move', cell) or ('wait', None)."""
    targets = [ally for ally in skirmish_board.ALLIES if state.hp[ally]]
    in_reach = [ally for ally in targets if skirmish_board.reaches(state, unit, state.pos[ally])]
    if in_reach:
        return "attack", min(in_reach, key=lambda ally: (state.hp[ally], ally))
    # Breadth-first search over open cells; walls and every other living unit block the way.
    # A candidate is a cell next to a living ally, ranked by (steps, ally hp, ally index); the
    # first one found wins a tie, and the enemy takes the first step of the path to it.
    neighbours = skirmish_board.NEIGHBOURS[state.case]
    blocked = {state.pos[other] for other in range(4) if state.hp[other] and other != unit}
    next_to = {}  # cell -> the living allies it touches, in index order
    for ally in targets:
        x, y = state.pos[ally]
        for dx, dy in skirmish_board.DIRECTIONS:
            next_to.setdefault((x + dx, y + dy), []).append(ally)
    start = state.pos[unit]
    queue = deque([(start, None, 0)])
    seen = {start}
    best = None
    while queue:
        cell, first_step, steps = queue.popleft()
        if best is not None and steps + 1 > best[0][0]:
            break  # every cell still queued is further away than the best candidate
        for ally in next_to.get(cell, ()):
            key = (steps + 1, state.hp[ally], ally)
            if best is None or key < best[0]:
                best = (key, first_step)
        for nxt in neighbours[cell]:
            if nxt not in blocked and nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, first_step or nxt, steps + 1))
    if best is None or best[1] is None:
        return "wait", None
    return "move", best[1]


def enemy_phase_steps(state):
    """[(event, state)] for the enemy phase: one frame per enemy action, then ('round_end', n)."""
    frames = []
    run_enemy_phase(state, frames)
    return frames


def enemy_phase(state):
    """The state after the enemy phase and the end of the round (the seed's enemy_phase)."""
    return run_enemy_phase(state, None)


def run_enemy_phase(state, frames, choose=enemy_choice):
    """Run both enemies, then end the round; appends (event, state) frames when given a list.

    ``choose(state, unit)`` picks each enemy's action (the seed's enemy_choice unless a stronger enemy
    level is playing, see gamepkg/skirmish/foes.py); the rules of what the action does stay the same."""
    lines = []
    for unit in skirmish_board.ENEMIES:
        if state.ended:
            break
        if not state.hp[unit]:
            continue
        state, event = enemy_act(state, unit, *choose(state, unit))
        lines.append(event)
        if frames is not None:
            frames.append((event, replace(state, events=(event,))))
    state = end_round(state, tuple(lines))
    if frames is not None:
        frames.append((("round_end", state.round), state))
    return state


def enemy_act(state, unit, kind, value):
    """(state, event) after enemy ``unit`` does ('attack', ally), ('move', cell) or ('wait', None)."""
    if kind == "attack":
        before = state.hp[value]
        state = skirmish_board.hit(state, unit, value)
        return state, ("enemy_hit", unit, value, before - state.hp[value])
    if kind == "move":
        return skirmish_board.with_position(state, unit, value), ("enemy_move", unit, value[0], value[1])
    return state, ("enemy_wait", unit)


def end_round(state, lines):
    """The state at the end of the round: the flag streak counted, the draw checked, the actions given back."""
    new_round = state.round + 1
    streak = state.flag + 1 if skirmish_board.ally_on_flag(state) else 0
    ended = state.ended or ("flag" if streak >= skirmish_board.FLAG_ROUNDS
                            else ("draw" if new_round >= skirmish_board.LAST_ROUND else ""))
    return skirmish_board.State(state.case, state.variant, state.pos, state.hp, state.equipped,
                                skirmish_board.ACTIONS_PER_ROUND, new_round, streak, ended, lines, state.enemy)
