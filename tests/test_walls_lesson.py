"""Issue 38, Delayed Walls: the rule book's tests of a move, each on a move where its rule happens and on one
where it does not; the lesson's texts with their fields (no raw "{countdown}"); the start stood on again
after the walls grew; Undo out of a stuck position inside a step; the real game after the lesson. No display.
"""

import pytest

from gamepkg.i18n import LANGUAGES, Text, Translator
from gamepkg.lesson_player import ELSEWHERE, ENDED, PASSED, TASK, LessonPlayer
from gamepkg.lesson_steps import lesson_steps, real_game
from gamepkg.walls import level_files
from gamepkg.walls import rules as walls
from gamepkg.walls.lesson import STEPS
from gamepkg.walls.rulebook import RULES

START_STEP = "xxxxxxxx/x*.S..Ex/xxxxxxxx,t"  # the light behind the start: L L R R R R R wins
EXIT_FIRST = "xxxxxxx/xS.E.*x/xxxxxxx,t"  # the exit before the light: R R R R L L wins
POCKET = "xxxxx/xx.xx/xS.Ex/xxxxx,t"  # after R U D: up or left strands you, right wins
CORRIDOR = "xxxxxx/xS..Ex/xxxxxx,t"  # S . . E

# (rule, level, moves before, the move, does the rule happen on it?)
CASES = [
    ("step", START_STEP, (), "L", True),
    ("no_wait", START_STEP, ("L", "L", "R", "R"), "R", True),  # back on the start: the left floor grew
    ("no_wait", START_STEP, (), "L", False),  # two ways open
    ("grown_wall", START_STEP, ("L", "L", "R", "R"), "R", True),
    ("grown_wall", START_STEP, ("L",), "L", False),
    ("countdown", START_STEP, ("L", "L", "R"), "R", True),
    ("countdown", START_STEP, ("L",), "L", False),
    ("keeps_count", START_STEP, ("L", "L"), "R", True),  # back onto the counting floor
    ("keeps_count", START_STEP, ("L",), "L", False),  # a fresh floor starts counting
    ("under_you", START_STEP, ("L", "L", "R"), "R", True),
    ("under_you", START_STEP, ("L", "L", "R", "R"), "R", False),  # a wall grew, but not the floor you left
    ("start_exit", START_STEP, ("L", "L", "R"), "R", True),  # on the start at move 4
    ("start_exit", CORRIDOR, ("R",), "L", False),  # on the start at move 2: no floor would have grown yet
    ("start_exit", EXIT_FIRST, ("R", "R", "R", "R", "L"), "L", True),  # on the exit again, 4 moves later
    ("light", START_STEP, ("L",), "L", True),
    ("light", START_STEP, (), "L", False),
    ("light_grows", START_STEP, ("L", "L", "R", "R"), "R", True),
    ("light_grows", START_STEP, ("L", "L", "R"), "R", False),
    ("exit_early", EXIT_FIRST, ("R",), "R", True),
    ("exit_early", EXIT_FIRST, ("R", "R", "R", "R", "L"), "L", False),  # that arrival wins
    ("win", EXIT_FIRST, ("R", "R", "R", "R", "L"), "L", True),
    ("win", EXIT_FIRST, ("R",), "R", False),
    ("stranded", POCKET, ("R", "U", "D"), "U", True),
    ("stranded", POCKET, ("R", "U", "D"), "R", False),
    ("undo", POCKET, ("R", "U", "D"), "L", True),
    ("undo", POCKET, ("R", "U", "D"), "R", False),  # a win needs no undo
    ("preview", POCKET, ("R", "U", "D"), "R", True),  # up and left would have stranded you
    ("preview", START_STEP, (), "L", False),
    ("par", CORRIDOR, ("R", "R"), "R", True),
    ("par", CORRIDOR, ("R", "L", "R", "R"), "R", False),  # a win, two moves over par
]


def transition(level, before_moves, move):
    """(before, after) of ``move`` played after ``before_moves`` from the start of ``level``."""
    state = walls.new_game(walls.Params.decode(level))
    for earlier in before_moves:
        state = walls.apply(state, earlier)
    return state, walls.apply(state, move)


def show(translator, text):
    """A Text (whose fields may be Texts) in the translator's language."""
    fields = {name: show(translator, value) if isinstance(value, Text) else value
              for name, value in text.fields.items()}
    return translator.t(text.key, **fields)


def test_every_rule_is_tested_both_ways():
    """Each rule of the book has a case where it happens and one where it does not."""
    assert {(name, happens) for name, *_rest, happens in CASES} == \
        {(rule.name, happens) for rule in RULES for happens in (True, False)} - {("step", False)}


@pytest.mark.parametrize("name, level, before_moves, move, happens", CASES,
                         ids=[f"{case[0]}-{case[4]}" for case in CASES])
def test_a_rules_test_sees_its_move(name, level, before_moves, move, happens):
    """The rule's ``seen`` is true exactly on the move that makes it happen."""
    [rule] = [rule for rule in RULES if rule.name == name]
    before, after = transition(level, before_moves, move)
    assert rule.seen(walls, before, move, after) is happens


def test_the_start_step_stands_on_the_start_again_after_a_wall_grew():
    """The start step's line comes back onto the start when a floor walked at the same time is a wall; the
    start is no wall, and the only way on from it is the exit's side."""
    [step] = [step for step in STEPS if step.name == "start"]
    state = walls.new_game(walls.Params.decode(step.params))
    start = state.level.start
    for move in step.moves:
        state = walls.apply(state, move)
        if state.player == start:
            break
    assert state.player == start and state.walls and start not in state.walls
    assert state.moves > walls.COUNTDOWN and walls.legal_moves(state) == ["R"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_step_text_shows_a_raw_field(language):
    """Every text of every step, formatted with the step's fields, holds no "{...}"; the countdown step's
    why names the engine's COUNTDOWN and level B's task its par."""
    translator = Translator(language)
    player = LessonPlayer(walls)
    for index, step in enumerate(player.steps):
        player.begin(index)
        parts = ["task", "why", "rule", "hint"] + [f"mistake.{mistake.hint}" for mistake in step.mistakes]
        for part in parts:
            text = show(translator, player.text(part))
            assert "{" not in text and "}" not in text, (step.name, part, text)
    player.begin([step.name for step in STEPS].index("countdown"))
    assert str(walls.COUNTDOWN) in show(translator, player.text("why"))
    player.begin([step.name for step in STEPS].index("seed"))
    assert str(walls.PARS[walls.SEED_LEVELS[1]]) in show(translator, player.text("task"))


def test_the_countdown_steps_coach_line_names_the_count():
    """The coach's passed line of step 3 (the countdown) says the number, in every language (issue 38)."""
    player = LessonPlayer(walls)
    player.begin([step.name for step in STEPS].index("countdown"))
    for move in player.step.moves:
        player.play(move)
    assert player.phase == PASSED
    for language in LANGUAGES:
        line = show(Translator(language), player.line())
        assert "{" not in line and str(walls.COUNTDOWN) in line, line


def test_undo_out_of_the_stuck_step_and_the_preview_steps_mistake():
    """Stuck passes the stuck step and Undo gives back a position that can move; in the preview step going up is
    its mistake (with its own hint), and after Undo the way to the exit passes."""
    player = LessonPlayer(walls)
    player.begin([step.name for step in STEPS].index("stuck"))
    player.play("U")
    assert player.phase == PASSED and player.session.status() == walls.STRANDED
    assert player.session.undo() and walls.legal_moves(player.session.state)
    player.next_step()
    assert player.step.name == "preview"
    player.play("U")
    assert player.phase == ENDED and player.hint().key == "walls.lesson_step.preview.mistake.up"
    player.session.undo()
    assert player.judge() == TASK
    player.play("R")
    assert player.phase == PASSED


def test_a_mistake_that_can_still_be_won_keeps_its_hint_until_the_win():
    """Turning back at the exit before the light is the light step's mistake; walking on from there still
    wins the step."""
    player = LessonPlayer(walls)
    player.begin([step.name for step in STEPS].index("light"))
    for move in ("R", "R", "L"):
        player.play(move)
    assert player.phase == ELSEWHERE and player.hint().key == "walls.lesson_step.light.mistake.turned_back"
    for move in ("R", "R", "R", "L", "L"):
        player.play(move)
    assert player.phase == PASSED


def test_the_real_game_is_the_first_level_of_the_list():
    """After the lesson the child plays the first shipped level, the seed's level A."""
    first = level_files.shipped_levels()[0].level
    assert real_game("walls") == walls.Params(first.title, first.rows).encode()
    assert lesson_steps("walls")[-1].params != real_game("walls")  # the lesson's last level is another one
