"""Issue 38, Mischief Garden: the rule book's tests of a move, each on a move that makes its rule happen and on
one that does not; the lesson played with the computer's own answers (as the window plays them) still makes
every rule of each step happen; no raw {field} reaches the coach; the game after the lesson is the gardener
against the easiest computer mole, and the texts say so. No display is needed.
"""

import random

import pytest

from gamepkg.garden import levels as garden_levels
from gamepkg.garden import rules as garden
from gamepkg.garden.lesson import REAL_GAME, STEPS
from gamepkg.garden.rulebook import RULES
from gamepkg.i18n import LANGUAGES, Text, Translator, load_catalogs
from gamepkg.lesson_player import PASSED, LessonPlayer, step_session
from gamepkg.lesson_steps import move_fits
from gamepkg.sentences import Sentences, join_sentences
from tests.lesson_play import chosen

DIG_GARDEN = ("path:15", "path:16", "root:13", "root:18", "path:17", "path:22", "root:19", "root:23",
              "path:23", "path:24", "root:22", "wait")
LAST_ROUND = ("wait",) * 4 * (garden.ROUNDS - 1)  # every round but the last: both sides wait
LAST_TURN = ("wait",) * 3  # the last round's actions but its last one
THREE_BLOOMS = ("path:5", "path:0", "wait", "wait", "water:1", "water:11", "wait", "wait", "path:15", "path:20",
                "wait", "wait", "water:21", "wait", "wait", "wait") + LAST_ROUND[16:]  # no root, three blooms

# rule: ((moves before, the move that makes it happen), (moves before, a move that does not))
CASES = {
    "two_actions": ((("wait",), "wait"), ((), "wait")),
    "wait": (((), "wait"), ((), "path:5")),
    "paths": (((), "path:5"), ((), "wait")),
    "rock": ((("path:15", "path:16", "root:13", "root:18", "path:17", "wait"), "root:17"),
             (("path:15", "path:16", "root:13", "root:18", "path:17", "wait"), "root:19")),
    "roots": ((("wait", "wait"), "root:13"), (("wait", "wait"), "wait")),
    "roots_under": ((("path:15", "wait", "root:19"), "root:18"), (("path:15", "wait", "root:19"), "root:24")),
    "hidden_roots": ((("wait", "wait", "root:13"), "root:8"), (("wait", "wait", "wait"), "wait")),
    "drain": ((("wait", "wait", "root:13"), "root:8"), (("wait", "wait", "root:13"), "root:9")),
    "water": (((), "water:11"), ((), "path:5")),
    "bloom": (((), "water:11"), (("water:11", "wait", "root:13", "root:18"), "path:15")),
    "water_stops": ((("path:5", "path:0", "wait", "wait", "water:1"), "water:11"),
                    (("path:5", "path:0", "wait", "wait"), "water:1")),
    "last_round": ((LAST_ROUND + LAST_TURN, "wait"), (LAST_ROUND + LAST_TURN[1:], "wait")),
    "gardener_wins": ((THREE_BLOOMS + LAST_TURN, "wait"), (LAST_ROUND + LAST_TURN, "wait")),
    "mole_wins": ((LAST_ROUND + LAST_TURN, "wait"), (THREE_BLOOMS + LAST_TURN, "wait")),
    "dig": ((DIG_GARDEN, "dig:18"), (DIG_GARDEN, "dig:5")),
    "dig_result": ((DIG_GARDEN, "dig:5"), (DIG_GARDEN, "path:5")),
    "dig_ends_turn": ((DIG_GARDEN + ("wait",), "dig:18"), (DIG_GARDEN, "dig:18")),
    "nest_stays": ((DIG_GARDEN, "dig:19"), (DIG_GARDEN, "dig:18")),
    "regrow": ((DIG_GARDEN + ("wait", "dig:19"), "root:19"), (DIG_GARDEN + ("wait", "dig:19"), "root:9")),
    "loop": ((DIG_GARDEN, "dig:24"), (DIG_GARDEN, "dig:18")),
    "cut_off": ((DIG_GARDEN + ("wait", "dig:19"), "root:18"), (DIG_GARDEN + ("wait", "dig:19"), "root:19")),
    "curtain": ((("wait",), "wait"), ((), "wait")),
}


def transition(setup, move):
    """(before, after) of ``move`` played after the moves ``setup`` from the opening."""
    state = garden.new_game()
    for earlier in setup:
        state = garden.apply(state, earlier)
    return state, garden.apply(state, move)


def test_every_rule_of_the_book_has_its_cases():
    """The table below covers the rule book, no more and no less."""
    assert set(CASES) == {rule.name for rule in RULES}


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.name)
def test_a_rules_test_sees_the_move_that_makes_it_happen_and_no_other(rule):
    """``seen`` is true for the move that makes the rule happen and false for one that does not."""
    (setup, move), (other_setup, other) = CASES[rule.name]
    before, after = transition(setup, move)
    assert rule.seen(garden, before, move, after)
    before, after = transition(other_setup, other)
    assert not rule.seen(garden, before, other, after)


def test_a_cut_without_a_way_round_is_no_loop_and_a_dig_beside_the_nest_spares_it():
    """A dig on the lower-right flower cuts every root of the dig garden (no loop kept anything beyond it),
    a dig below the nest cuts beside the nest and the nest stays."""
    by_name = {rule.name: rule for rule in RULES}
    before, after = transition(DIG_GARDEN, "dig:18")
    assert set(after.roots) == {garden.NEST, 22} and not by_name["loop"].seen(garden, before, "dig:18", after)
    before, after = transition(DIG_GARDEN, "dig:19")
    assert garden.NEST in after.roots and set(garden.root_network(after)) == {13, garden.NEST}


def computer_line(step):
    """The step's line as the window plays it: the learner's intended moves (the example's where the intended
    move leaves a choice), the computer's own answers (seeded as widgets/garden/view.py seeds them)."""
    session = step_session(garden, step)
    params = session.params
    line = step.example or step.moves
    transitions = []
    for number, intended in enumerate(step.moves):
        before = session.state
        if garden.status(before) != "playing":
            break
        player = params.player(before.role)
        if player == "human":
            move = chosen(garden, before, line[number])
        else:
            rng = random.Random(f"{session.seed}/{session.position}")
            move = garden_levels.choose_move(before, player, rng)
        assert move_fits(move, intended), (step.name, number, move, intended)
        transitions.append((before, move, session.play(move)))
    return transitions


@pytest.mark.parametrize("step", STEPS, ids=lambda step: step.name)
def test_the_computers_own_answers_make_each_steps_rules_happen(step):
    """With the computer's own answers in place of ``*`` (as in the window), the step passes and every rule it
    meets happens in its play (not only in its example line)."""
    rules = {rule.name: rule for rule in RULES}
    transitions = computer_line(step)
    for name in step.meets:
        assert any(rules[name].seen(garden, *transition) for transition in transitions), (step.name, name)
    player = LessonPlayer(garden)
    player.begin(STEPS.index(step))
    for _, move, _ in transitions:
        player.play(move)
    assert player.phase == PASSED


def shown(translator, value):
    """A coach line as the window shows it (widgets/game_view_texts.py resolve): Texts translated with their own
    fields only (no rule numbers added on the way), Sentences joined."""
    if isinstance(value, Sentences):
        return join_sentences([shown(translator, part) for part in value.parts], translator.t("common.full_stop"))
    if isinstance(value, Text):
        return translator.t(value.key, **{name: shown(translator, field) for name, field in value.fields.items()})
    return value


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_coach_line_shows_a_raw_field(language):
    """Every line the coach may say in the garden lesson (the win step's "{blooms_to_win}" and "{rounds}" too)
    and every step heading come out with their numbers, in every language."""
    translator, player = Translator(language), LessonPlayer(garden)
    lines = []
    for index in range(len(STEPS)):
        player.begin(index)
        lines += player.step_lines(can_undo=False) + [player.heading()]
    for line in lines:
        text = shown(translator, line)
        assert "{" not in text and "}" not in text, text
    player.begin([step.name for step in STEPS].index("win"))
    why = shown(translator, player.text("why"))
    assert str(garden.ROUNDS) in why and str(garden.BLOOMS_TO_WIN) in why


def test_the_rule_books_texts_use_only_the_rule_numbers():
    """A rule's text uses only fields of garden.rule_numbers() (How to Play passes those), in every language."""
    numbers = garden.rule_numbers()
    for language in LANGUAGES:
        translator = Translator(language)
        for rule in RULES:
            text = translator.t(f"garden.rule.{rule.name}", **numbers)
            assert "{" not in text and text, (language, rule.name)


def test_the_real_game_is_the_gardener_against_the_easiest_computer_mole_and_says_so():
    """After the lesson the child plays alone: the gardener (human) against the computer mole at its easiest
    level, and the coach's words for it name that level as the game's menus do."""
    params = garden.Params.decode(REAL_GAME)
    assert params.player("gardener") == "human" and params.player("mole") == garden_levels.LEVELS[0]
    for language in LANGUAGES[:2]:
        translator = Translator(language)
        level = translator.t(f"garden.player.{garden_levels.LEVELS[0]}")  # "Computer (easy)"
        named = translator.t("garden.lesson_real_game")
        assert level[level.index("("):] in named and translator.t("garden.role.mole").lower() in named.lower()


def test_the_lesson_writes_gardener_in_kana_and_digging_too():
    """庭師 (師: grade 5), 掘る and 吸う are written in kana in the lesson: the gardener is にわし."""
    japanese = {key: text for key, text in load_catalogs()["ja"].items()
                if key.startswith(("garden.lesson_", "garden.rule."))}
    assert japanese and not any(kanji in text for text in japanese.values() for kanji in "師掘吸")
    assert "にわし" in japanese["garden.lesson_step.turn.task"]
