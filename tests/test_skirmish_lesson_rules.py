"""Issue 38 for Mirror Skirmish: the rule book's tests of a move (gamepkg/skirmish/rulebook.py), each on a move that
makes its rule happen and on one that does not, and the lesson's own defects: no raw {field} on the coach line (step
3's "{pike_reach:cell|cells}"), the screen's names ("Pike", not "spear"), the other ally first passes, Japanese
without the tab's hard name, and the real game against the easiest enemy."""

from dataclasses import replace

import pytest

from gamepkg.i18n import LANGUAGES, Translator, load_catalogs
from gamepkg.lesson_player import PASSED, TASK, LessonPlayer, step_session
from gamepkg.lesson_steps import real_game
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish.lesson import STEPS
from gamepkg.skirmish.rulebook import RULES

SEEN = {rule.name: rule.seen for rule in RULES}
BY_NAME = {step.name: step for step in STEPS}


def transition(step_name, move, played=(), params=None):
    """(before, move, after) of ``move`` played in the step's position after the moves ``played``; ``params``
    (a Params text) plays the same moves from that game's usual start instead."""
    step = BY_NAME[step_name]
    if params is not None:
        step = step._replace(params=params)
    state = step_session(skirmish, step).state
    for earlier in played:
        state = skirmish.apply(state, earlier)
    return state, move, skirmish.apply(state, move)


# rule: (a move that makes it happen, a move that does not), each (step, move, moves played before it[, params])
CASES = {
    "move": (("move", "move:0:1:1"), ("move", "wait:0")),
    "wait": (("move", "wait:0"), ("move", "move:0:1:1")),
    "attack": (("attack", "attack:0:2"), ("attack", "move:0:2:0")),
    "fallen": (("defeat", "attack:0:2"), ("attack", "attack:0:2")),
    "defeat_win": (("defeat", "attack:0:2"), ("attack", "attack:0:2")),
    "enemy_phase": (("enemy", "wait:1", ("move:0:1:1",)), ("enemy", "move:0:1:1")),
    "enemy_walk": (("enemy", "wait:1", ("move:0:1:1",)), ("draw", "wait:1", ("wait:0",))),
    "enemy_attack": (("draw", "wait:1", ("wait:0",)), ("enemy", "wait:1", ("move:0:1:1",))),
    "flag_count": (("flag", "move:1:2:2"), ("flag", "move:0:0:1")),
    "flag_break": (("flag_break", "move:1:2:3"), ("flag_break", "move:0:0:1")),
    "flag_win": (("flag", "move:0:0:0", ("move:1:2:2", "move:0:0:1")), ("flag", "move:1:2:2")),
    "lost": (("lost", "wait:1", ("wait:1",)), ("lost", "wait:1")),
    "draw": (("draw", "wait:1", ("wait:0",)), ("draw", "wait:0")),
    "pick": (("weapon", "pick:1"), ("weapon", "move:1:0:1")),
    # the same moves in a game where only the allies equip: enemy 1 has no pike, so it only walks
    "both_armed": (("weapon", "attack:0:2", ("pick:1",)), ("weapon", "attack:0:2", ("pick:1",), "A-ally")),
    "pike": (("weapon", "attack:0:2", ("pick:1",)), ("attack", "attack:0:2")),
    "hammer": (("hammer", "attack:0:2", ("pick:0",)), ("hammer", "attack:0:2")),
    "blade": (("blade", "attack:1:3", ("pick:1",)), ("blade", "move:1:3:4", ("pick:1",))),
    "ally_only": (("hammer", "pick:0"), ("weapon", "pick:1")),
    "forecast": (("forecast", "move:0:2:0"), ("enemy", "move:0:1:1")),
}


def test_every_rule_of_the_book_has_its_two_cases():
    """The table below covers the whole rule book."""
    assert set(CASES) == set(SEEN)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_rules_test_is_true_on_a_move_that_makes_it_happen_and_false_on_another(name):
    """Each rule's ``seen`` tells the move that makes the rule happen from a move that does not."""
    happens, does_not = CASES[name]
    assert SEEN[name](skirmish, *transition(*happens))
    assert not SEEN[name](skirmish, *transition(*does_not))


def test_the_forecast_is_not_met_against_the_expert_whose_answer_it_does_not_show():
    """Against Expert the Forecast box shows only the allies' action, so the rule is not met there."""
    before, move, _ = transition("forecast", "move:0:2:0")
    before = replace(before, enemy=skirmish_board.ENEMY_LEVELS[-1])
    assert not SEEN["forecast"](skirmish, before, move, skirmish.apply(before, move))


def test_picking_up_the_weapon_arms_the_enemies_too_and_one_strikes_with_it():
    """The weapon step (both armies equip, the default): after the pick-up enemy 1 hits ally 1 with its pike
    from two cells away (the issue's first rule that no lesson showed)."""
    before, _, after = transition("weapon", "attack:0:2", ("pick:1",))
    assert skirmish.Params.decode(BY_NAME["weapon"].params) == skirmish.DEFAULT_PARAMS
    [(_, enemy, ally, _)] = [event for event in after.events if event[0] == "enemy_hit"]
    assert skirmish_board.weapon(after, enemy) == "pike"
    assert skirmish_board.distance(after.pos[enemy], after.pos[ally]) == skirmish_board.PIKE_REACH


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_coach_text_of_a_step_shows_a_raw_field(language):
    """Every text of every step, formatted with the step's fields as the coach does, has no "{...}" left (step 3,
    the weapon, showed "{pike_reach:cell|cells}"); the weapon step names the pike's reach as a number."""
    translator = Translator(language)
    for step in STEPS:
        player = LessonPlayer(skirmish, STEPS)
        player.begin(STEPS.index(step))
        parts = ["task", "why", "rule", "hint"] + [f"mistake.{mistake.hint}" for mistake in step.mistakes]
        for part in parts:
            text = player.text(part)
            shown = translator.t(text.key, **text.fields)
            assert "{" not in shown and "}" not in shown, (step.name, part, shown)
    weapon = LessonPlayer(skirmish, STEPS)
    weapon.begin(STEPS.index(BY_NAME["weapon"]))
    assert str(skirmish_board.PIKE_REACH) in translator.t(weapon.text("why").key, **weapon.text("why").fields)


def test_the_lesson_names_things_as_the_screen_does():
    """The English lesson says "Pike" (the screen's name, skirmish.weapon.pike), never "spear"; the Japanese never
    names the game by its tab name (小競り合い is hard for a 4th grader)."""
    catalogs = load_catalogs()
    prefixes = ("skirmish.lesson_step.", "skirmish.rule.", "skirmish.lesson_chapter.", "skirmish.lesson_real_game")
    english = {key: text for key, text in catalogs["en"].items() if key.startswith(prefixes)}
    assert not [key for key, text in english.items() if "spear" in text.lower()]
    pike = catalogs["en"]["skirmish.weapon.pike"]
    assert pike in english["skirmish.rule.pike"] and pike in english["skirmish.lesson_step.weapon.task"]
    japanese = [text for key, text in catalogs["ja"].items() if key.startswith(prefixes)]
    assert not [text for text in japanese if catalogs["ja"]["skirmish.short_title"] in text]


def test_the_other_ally_first_passes_the_enemy_step():
    """The enemy step asks for ally 1's step and ally 2's wait: ally 2 waiting first passes too, move by move."""
    player = LessonPlayer(skirmish, STEPS)
    player.begin(STEPS.index(BY_NAME["enemy"]))
    player.play("wait:1")
    assert player.phase == TASK
    player.play("move:0:1:1")
    assert player.phase == PASSED


def test_the_real_game_is_against_the_easiest_enemy_and_the_text_names_its_case():
    """After the lesson the child plays alone against the Lesson enemy (the first, easiest level) in case A,
    which the coach's text names in every language."""
    params = skirmish.Params.decode(real_game("skirmish"))
    assert params.enemy == skirmish_board.ENEMY_LEVELS[0] and not params.start
    for language in LANGUAGES[:2]:
        assert f"{params.case} " in load_catalogs()[language]["skirmish.lesson_real_game"]
