"""Mirror Skirmish's game tree with both sides free: the allies and each enemy choose among every allowed action.

The engine (gamepkg/skirmish/rules.py) lets an enemy level choose the enemies' actions; here nobody is fixed, so a
search (the solver, gamepkg/skirmish/solver.py, and the Expert enemy, gamepkg/skirmish/expert.py) can ask what
either side does best. A node is (state, actor): ``actor`` is None when the allies act next, else the enemy
unit about to act. The steps are the engine's own (skirmish_board.ally_action, skirmish_enemy.enemy_act and
end_round), in the order gamepkg/skirmish/enemy.run_enemy_phase runs them, so the rules are exactly the game's.
"""

from gamepkg.skirmish import board
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish.search import ordered_moves, ordered_options


def first_enemy_after(state, unit):
    """The living enemy that acts after enemy ``unit`` in this phase (None: the round ends), as run_enemy_phase."""
    if state.ended:
        return None
    return next((other for other in board.ENEMIES if other > unit and state.hp[other]), None)


def node_key(state, actor):
    """What decides the future of a node, except the round: the hint's position key and who acts next."""
    return board.position_key(state) + (actor,)


def after_enemy(state, unit, option):
    """The node after enemy ``unit`` takes ``option``: the next enemy, or the round's end (allies to act)."""
    state, _ = skirmish_enemy.enemy_act(state, unit, *option)
    partner = first_enemy_after(state, unit)
    if partner is not None:
        return state, partner
    return skirmish_enemy.end_round(state, ()), None


def after_ally(state, move):
    """The node after the allies' legal action ``move``: the allies again, or the enemy phase's first enemy."""
    state, _ = board.ally_action(state, move)
    if state.ended or state.left > 0:
        return state, None
    return state, first_enemy_after(state, board.ENEMIES[0] - 1)  # an enemy lives while the game goes on


def choices(state, actor):
    """The choices at a node that is not over, the most promising first: the allies' actions (one wait only, as
    waiting by either ally leads to the same position) or the acting enemy's options (Hard's orders)."""
    return ordered_moves(state) if actor is None else ordered_options(state, actor)


def child(state, actor, choice):
    """The node (state, actor) after ``choice`` (one of ``choices(state, actor)``)."""
    return after_ally(state, choice) if actor is None else after_enemy(state, actor, choice)


def rounds_played(state):
    """How many rounds a finished (or running) game has used: the round under way counts once an ally acted."""
    return state.round + (state.left < board.ACTIONS_PER_ROUND)
