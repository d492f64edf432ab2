"""What a Mirror Skirmish player must know, as data: each rule in the player's words (``skirmish.rule.NAME``)
and a test of one move that says whether the move made the rule happen (the lesson's steps meet them all).

Each test reads the engine's states before and after one ally action (after it means after the enemy phase
that action started, when it ended the round) and the action itself; no window is needed. The texts may use
the rule numbers of gamepkg/skirmish/board.py rule_numbers() as fields.
"""

from gamepkg.lesson_steps import Rule
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import foes as skirmish_foes


def kind_of(move):
    """The kind of an ally action: 'move', 'attack', 'pick' or 'wait'."""
    return move.partition(":")[0]


def acting(move):
    """The ally that ``move`` gives an order to."""
    return int(move.split(":")[1])


def attack_target(move):
    """The enemy an 'attack' action hits, or None for another action."""
    return int(move.split(":")[2]) if kind_of(move) == "attack" else None


def ally_hit_with(before, move, after, weapon):
    """True when ``move`` is an attack of an ally holding ``weapon`` that takes HP away."""
    target = attack_target(move)
    return (target is not None and skirmish_board.weapon(before, acting(move)) == weapon
            and after.hp[target] < before.hp[target])


def ally_gap(before, move):
    """(columns, rows) between the attacking ally and its target before the attack."""
    (x, y), (tx, ty) = before.pos[acting(move)], before.pos[attack_target(move)]
    return abs(x - tx), abs(y - ty)


def enemy_phase_ran(before, after):
    """True when the enemies acted after this move (their phase always ends the round, even a game's last)."""
    return after.round > before.round


def enemy_hits(after):
    """The ('enemy_hit', enemy, ally, damage) events of the enemy phase that led to ``after``."""
    return [event for event in after.events if event[0] == "enemy_hit"]


def ends_with(result):
    """A test that is true when the move ends the game with ``result`` (skirmish_board.ENDINGS)."""
    return lambda engine, before, move, after: not before.ended and after.ended == result


def moved(engine, before, move, after):
    """An ally stepped to a neighbouring cell."""
    return kind_of(move) == "move"


def waited(engine, before, move, after):
    """An ally used an action to wait."""
    return kind_of(move) == "wait"


def attacked_by_hand(engine, before, move, after):
    """An ally with bare hands hit an enemy next to it."""
    return ally_hit_with(before, move, after, "hands")


def someone_fell(engine, before, move, after):
    """A unit's HP reached 0 (it is down)."""
    return any(before.hp[unit] and not after.hp[unit] for unit in range(4))


def enemies_acted(engine, before, move, after):
    """The move was the round's last action: the enemies had their turn and a new round began."""
    return enemy_phase_ran(before, after)


def enemy_walked(engine, before, move, after):
    """An enemy walked a step in the enemy phase after this move."""
    return enemy_phase_ran(before, after) and any(event[0] == "enemy_move" for event in after.events)


def enemy_struck(engine, before, move, after):
    """An enemy hit an ally in the enemy phase after this move."""
    return enemy_phase_ran(before, after) and bool(enemy_hits(after))


def flag_counted(engine, before, move, after):
    """A round ended with an ally on the flag: Flag held went up."""
    return after.flag > before.flag


def flag_broke(engine, before, move, after):
    """The flag was left empty while it had been held: Flag held went back to 0."""
    return before.flag > 0 and after.flag == 0


def picked(engine, before, move, after):
    """An ally picked up the weapon from next to the altar."""
    return kind_of(move) == "pick"


def enemy_struck_with_weapon(engine, before, move, after):
    """An armed enemy hit with what the weapon adds (further than a neighbour, or harder than bare hands)."""
    if not enemy_phase_ran(before, after):
        return False
    for _, enemy, ally, lost in enemy_hits(after):
        held = skirmish_board.weapon(after, enemy)
        gap = skirmish_board.distance(after.pos[enemy], after.pos[ally])  # (neither moved after the hit)
        if held != "hands" and (gap > 1 or lost > skirmish_board.HANDS_DAMAGE):
            return True
    return False


def pike_reached(engine, before, move, after):
    """An ally's pike hit an enemy two cells away in a straight line."""
    return ally_hit_with(before, move, after, "pike") and max(ally_gap(before, move)) > 1


def hammer_hit(engine, before, move, after):
    """An ally's hammer took more HP than bare hands do."""
    target = attack_target(move)
    return (ally_hit_with(before, move, after, "hammer")
            and before.hp[target] - after.hp[target] > skirmish_board.HANDS_DAMAGE)


def blade_cut_diagonally(engine, before, move, after):
    """An ally's diagonal blade hit an enemy on a diagonal neighbour."""
    return ally_hit_with(before, move, after, "blade") and ally_gap(before, move) == (1, 1)


def picked_for_allies_only(engine, before, move, after):
    """The weapon was picked up in a game where only the allies equip it (the enemies keep bare hands)."""
    return kind_of(move) == "pick" and before.variant == "ally"


def forecast_came_true(engine, before, move, after):
    """The move ended the round the way the Forecast box showed it (the box shows the enemies' answer)."""
    if skirmish_foes.thinks_long(before.enemy) or not enemy_phase_ran(before, after):
        return False
    return engine.forecast(before, move)[1] == after


RULES = (
    Rule("move", moved),
    Rule("wait", waited),
    Rule("attack", attacked_by_hand),
    Rule("fallen", someone_fell),
    Rule("defeat_win", ends_with("defeated")),
    Rule("enemy_phase", enemies_acted),
    Rule("enemy_walk", enemy_walked),
    Rule("enemy_attack", enemy_struck),
    Rule("flag_count", flag_counted),
    Rule("flag_break", flag_broke),
    Rule("flag_win", ends_with("flag")),
    Rule("lost", ends_with("lost")),
    Rule("draw", ends_with("draw")),
    Rule("pick", picked),
    Rule("both_armed", enemy_struck_with_weapon),
    Rule("pike", pike_reached),
    Rule("hammer", hammer_hit),
    Rule("blade", blade_cut_diagonally),
    Rule("ally_only", picked_for_allies_only),
    Rule("forecast", forecast_came_true),
)
