"""Mirror Skirmish (鏡の国の小競り合い): a small deterministic tactics game on a 6x5 board.

The rules in a few lines:
- Allies 0 and 1 face enemies 2 and 3; every unit starts with MAX_HP (3) hp. Walls block moves.
- Each round the allies have ACTIONS_PER_ROUND (2) actions in all: move one step, attack an enemy
  in reach, pick up the weapon from a cell next to the altar, or wait. Then each living enemy
  attacks the weakest ally it can reach, or walks one step towards the nearest ally.
- Bare hands hit a neighbour for HANDS_DAMAGE (1). Case A's pike also hits up to PIKE_REACH (2)
  cells away in a straight line, case B's hammer hits for HAMMER_DAMAGE (2), case C's diagonal
  blade also hits diagonal neighbours. Variant "both" arms both armies when the weapon is picked
  up; variant "ally" arms only the allies. Every unit starts with MAX_HP (3).
- Win by holding the flag at the end of FLAG_ROUNDS (2) rounds in a row, or by downing both
  enemies. Lose when both allies are down. When round LAST_ROUND (10) arrives, the game is a draw.
- The enemy level (Params.enemy, kept in the state) says who chooses the enemies' actions: "lesson" (the
  seed's enemy, the default: the recorded playthroughs use it), "normal", "hard" or "expert".
- Cases A-C are the seed's; D and E are the project's own (the flag near the enemies, see skirmish_board.py).

The game is spread over a few files, each building only on those before it: skirmish_board.py (the rule
numbers, the layouts, reach and the allies' actions: every rule number lives once, there), skirmish_enemy.py
(the enemy phase and the seed's enemy, the Lesson level), skirmish_search.py (the Hard level's search: both
enemies planned together against the allies' best next round), skirmish_tree.py and skirmish_expert.py (the game
tree with both sides free and the Expert level's search of it), skirmish_foes.py (the Normal and Hard enemy
levels, which choose among the same allowed actions by looking ahead), skirmish_reasons.py (why an action is
refused), skirmish_reach.py (which start positions a real game reaches) and this file (parameters, a whole
move with its enemy phase, the result).

Exercises: Help → How This Game Is Made lists them in the player's language. Their texts are the
``skirmish.exercise.N`` messages in gamepkg/skirmish/messages.py: each names every place to change and the
seed playthroughs that will then differ (``python -m pytest -m "not seed"`` runs the other tests).
"""

from dataclasses import dataclass, replace

from gamepkg.rules import IllegalMove, ParamsError
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import foes as skirmish_foes

# legal_moves and rule_numbers belong to the engine contract (gamepkg/rules.py), so they are named here too
from gamepkg.skirmish.board import CASES, ENEMY_LEVELS, LESSON, VARIANTS, legal_moves, rule_numbers, usual_start  # noqa: F401
from gamepkg.skirmish.reach import state_from_text
from gamepkg.skirmish.reasons import why_illegal

GAME = "skirmish"


@dataclass(frozen=True)
class Params:
    """Case, variant, the enemy level, plus an optional encoded start state (empty: the case's usual start)."""

    case: str = "A"
    variant: str = "both"
    start: str = ""
    enemy: str = LESSON

    def encode(self):
        """Compact text such as ``A-both``, ``A-both-hard`` or ``A-ally-p01035153h3333e0l2r0f0``.

        The enemy level is written only when it is not the Lesson enemy, so that old game IDs stay as they were."""
        parts = [self.case, self.variant]
        if self.enemy != LESSON:
            parts.append(self.enemy)
        if self.start:
            parts.append(self.start)
        return "-".join(parts)

    @classmethod
    def decode(cls, text):
        """Read ``encode()`` output; ParamsError (a ValueError with a message id) for anything else."""
        parts = text.split("-") if isinstance(text, str) else []
        if len(parts) not in (2, 3, 4):
            raise ParamsError("skirmish.params.shape")
        case, variant, rest = parts[0], parts[1], parts[2:]
        if case not in CASES:
            raise ParamsError("skirmish.params.case")
        if variant not in VARIANTS:
            raise ParamsError("skirmish.params.variant")
        enemy = LESSON
        if rest and rest[0] in ENEMY_LEVELS[1:]:
            enemy = rest.pop(0)
        elif len(rest) == 2 or (rest and not rest[0].lstrip(skirmish_board.LESSON_MARK).startswith("p")):
            raise ParamsError("skirmish.params.enemy")
        start = rest[0] if rest else ""
        if rest:
            state_from_text(start, case, variant)  # raises ParamsError when the start is bad
        return cls(case, variant, start, enemy)


DEFAULT_PARAMS = Params()
PRESETS = {f"{case}-{variant}": Params(case, variant) for case in CASES for variant in VARIANTS}


# --- starting and playing moves ------------------------------------------------------------

def new_game(params=DEFAULT_PARAMS, seed=0):
    """The start of a game; the seed is unused (every case has a fixed layout)."""
    if params.start:
        return replace(state_from_text(params.start, params.case, params.variant), enemy=params.enemy)
    return usual_start(params.case, params.variant, params.enemy)


def enemy_phase(state, frames=None):
    """The enemy phase and round end of ``state``, played by its enemy level (frames appended when given)."""
    return skirmish_enemy.run_enemy_phase(state, frames, skirmish_foes.chooser(state.enemy))


def apply(state, move):
    """The state after the ally action ``move`` (and the enemy phase when the round ends)."""
    if not isinstance(move, str) or move not in legal_moves(state):
        reason, details = why_illegal(state, move)
        raise IllegalMove(reason, **details)
    return step(state, move)


def step(state, move):
    """Like apply, for a move already known to be in legal_moves(state) (no check: fast)."""
    after, _ = skirmish_board.ally_action(state, move)
    if not after.ended and after.left == 0:
        return enemy_phase(after)
    return after


def action_steps(state, move):
    """[(event, state)] for ``move``: the ally action, then each enemy step and the round end."""
    if not isinstance(move, str) or move not in legal_moves(state):
        reason, details = why_illegal(state, move)
        raise IllegalMove(reason, **details)
    after, event = skirmish_board.ally_action(state, move)
    frames = [(event, after)]
    if not after.ended and after.left == 0:
        enemy_phase(after, frames)
    return frames


def forecast(state, move):
    """The seed's FUTURE box: (state after the action, state after the enemies too).

    When the action does not end the round, the enemy phase is run anyway as if the
    other action were skipped; when it does, both states are the same."""
    after = apply(state, move)
    if after.ended or after.round != state.round:
        return after, after
    return after, enemy_phase(after)


def status(state):
    """'playing', 'won', 'lost' or 'draw'."""
    return {"": "playing", "flag": "won", "defeated": "won", "lost": "lost", "draw": "draw"}[state.ended]


def result(state):
    """How the game ended, as the seed names it: '', 'flag', 'defeated', 'lost' or 'draw'."""
    return state.ended
