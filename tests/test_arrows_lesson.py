"""Issue 38 for Arrow Rotation: the rule book's tests of a move (each on a move where its rule happens and on
one where it does not), the rules the issue found no lesson showed (met by play in a step), 3 to 6 players,
a 0-point move always allowed, and the real game after the lesson. No display needed."""

import random

import pytest

from gamepkg.arrows import lesson, rulebook
from gamepkg.arrows import rules as arrows
from gamepkg.i18n import LANGUAGES, load_catalogs
from gamepkg.lesson_steps import game_rules, lesson_steps
from tests.lesson_play import played_line
from tests.test_arrows_ai import random_position
from tests.test_lesson_kanji import taught_kanji, untaught

THREE_AROUND = ("1,1,3", "2,1,1", "1,2,2")  # the middle arrow up, its right one down, the one below it left
LAST_CELL_TIE = ("2x2,H,H", ("0,0,0", "0,1,2", "1,0,2"))  # player 1 has 3 points; the last cell is (1,1)
LAST_CELL_THREE = ("3x2,H,H,H", ("1,1,3", "0,1,1", "1,0,0", "2,1,3", "2,0,1"))  # player 3 to fill (0,0)

# rule: ((params, setup, a move that makes it happen), (params, setup, a move that does not))
CASES = {
    "first_anywhere": (("3x3,H,H", (), "0,2,3"), ("3x3,H,H", ("1,1,0",), "1,0,1")),
    "beside_arrow": (("3x3,H,H", ("1,1,0",), "1,2,1"), ("3x3,H,H", (), "1,1,0")),
    "zero_points": (("3x3,H,H", ("1,1,3",), "1,2,1"), ("3x3,H,H", ("1,1,3",), "1,2,3")),
    "walk": (("3x3,H,H", ("1,1,0",), "1,0,1"), ("3x3,H,H", ("1,1,0",), "1,0,0")),
    "quarter_turn": (("3x3,H,H", ("1,1,0",), "0,1,0"), ("3x3,H,H", ("1,1,0",), "0,1,1")),
    "stop_empty": (("3x3,H,H", ("1,1,0",), "1,0,1"), ("3x3,H,H", ("2,1,3",), "1,1,0")),
    "stop_edge": (("3x3,H,H", ("2,1,3",), "1,1,0"), ("3x3,H,H", ("1,1,0",), "1,0,1")),
    "own_arrow": (("3x3,H,H", ("1,1,1",), "0,1,0"), ("3x3,H,H", ("1,1,1",), "1,0,1")),
    "three_turns": (("3x3,H,H", THREE_AROUND, "1,0,1"), ("3x3,H,H", THREE_AROUND, "2,2,2")),
    "points": (("3x3,H,H", ("1,1,0",), "1,0,1"), ("3x3,H,H", ("1,1,0",), "1,0,0")),
    "players": (("3x3,H,H,H", ("1,1,0", "1,0,0"), "0,1,1"), ("3x3,H,H,H", ("1,1,0",), "1,0,0")),
    "board_full": (LAST_CELL_TIE + ("1,1,3",), ("3x3,H,H", ("1,1,0",), "1,0,1")),
    "winner": (LAST_CELL_THREE + ("0,0,0",), LAST_CELL_THREE + ("0,0,1",)),
    "tie": (LAST_CELL_TIE + ("1,1,2",), LAST_CELL_TIE + ("1,1,3",)),
}

# what the issue's child met in the real game and no lesson had shown
ISSUE_RULES = ("three_turns", "own_arrow", "tie", "zero_points", "players")


def position(params, setup):
    """The state after the ``setup`` moves on a new game of ``params``."""
    state = arrows.new_game(arrows.Params.decode(params))
    for move in setup:
        state = arrows.apply(state, move)
    return state


def one_move(params, setup, move):
    """(before, after) of ``move`` played after the ``setup`` moves on a new game of ``params``."""
    before = position(params, setup)
    return before, arrows.apply(before, move)


def seen_in(rule, case):
    """Does the move of ``case`` (params, setup, move) make ``rule`` happen?"""
    params, setup, move = case
    before, after = one_move(params, setup, move)
    return rule.seen(arrows, before, move, after)


def step_named(name):
    """The lesson's step called ``name``."""
    return next(step for step in lesson_steps("arrows") if step.name == name)


def test_every_rule_of_the_book_has_a_case_here():
    """The cases below cover the whole rule book, no more and no less."""
    assert set(CASES) == {rule.name for rule in game_rules("arrows")}


@pytest.mark.parametrize("rule", rulebook.RULES, ids=lambda rule: rule.name)
def test_a_rule_is_seen_where_it_happens_and_not_elsewhere(rule):
    """Each rule's test is true for a move that makes the rule happen and false for one that does not."""
    happens, does_not = CASES[rule.name]
    assert seen_in(rule, happens)
    assert not seen_in(rule, does_not)


@pytest.mark.parametrize("name", ISSUE_RULES)
def test_what_no_lesson_showed_is_met_by_play_in_a_step(name):
    """The rules the issue's child first met in the real game happen in the line of some step that names them."""
    rule = next(rule for rule in game_rules("arrows") if rule.name == name)
    steps = [step for step in lesson_steps("arrows") if name in step.meets]
    assert steps
    for step in steps:
        assert any(rule.seen(arrows, before, move, after) for before, move, after in played_line(arrows, step))


def test_the_three_turns_step_sends_the_walk_round_one_arrow_three_times():
    """In the three_turns step the middle arrow (1,1) turns three times in one walk, on both passing lines."""
    step = step_named("three_turns")
    for line in (step.moves,) + step.passes:
        _, after = one_move(step.params, step.setup, line[0])
        assert [(turn.x, turn.y) for turn in after.last_walk.turns].count((1, 1)) == 3


def test_the_tie_step_ends_with_both_players_winning():
    """The last arrow of the tie step ends the game with the two players level, and both win."""
    step = step_named("tie")
    _, after = one_move(step.params, step.setup, step.moves[0])
    assert after.ended and arrows.winners(after) == (0, 1) and after.scores[0] == after.scores[1] > 0


def test_the_end_steps_last_arrow_is_the_only_way_to_win():
    """In three_players and tie the intended last arrow is the placement that scores the most, and every
    mistake there ends the game worse for the player to move (a tie or a loss instead of a win, a loss
    instead of a tie)."""
    for name in ("three_players", "tie"):
        step = step_named(name)
        gains = {}
        for move in arrows.legal_moves(position(step.params, step.setup)):
            gains[move] = one_move(step.params, step.setup, move)[1].last_walk.gained
        assert gains[step.moves[0]] == max(gains.values())
        for mistake in step.mistakes:
            assert gains[mistake.moves[0]] < gains[step.moves[0]]


def test_a_move_that_scores_nothing_is_always_allowed():
    """Where an arrow may go, every direction may be chosen, those that score 0 too: a legal cell offers all
    four directions in random positions, and the zero step's 0-point arrows pass it."""
    rng = random.Random(38)
    for _game in range(20):
        state = random_position(rng, 5, 4, rng.randrange(1, 19))
        moves = set(arrows.legal_moves(state))
        for x, y in arrows.legal_cells(state):
            assert {arrows.move_text(x, y, direction) for direction in arrows.DIRECTIONS} <= moves
    step = step_named("zero")
    for line in (step.moves,) + step.passes:
        assert one_move(step.params, step.setup, line[0])[1].last_walk.gained == 0


def test_three_to_six_players_can_play_and_the_texts_say_how_many():
    """Parameters take PLAYERS_MIN to PLAYERS_MAX seats and refuse one more; the rule's text names both counts;
    the three_players step is a game of three where the third player places the last arrow."""
    for count in range(arrows.PLAYERS_MIN, arrows.PLAYERS_MAX + 1):
        arrows.new_game(arrows.Params(3, 3, ("human",) * count))
    assert arrows.Params(3, 3, ("human",) * (arrows.PLAYERS_MAX + 1)).problem()[0] == "arrows.params.players"
    japanese = load_catalogs()["ja"]["arrows.rule.players"]
    assert f"{arrows.PLAYERS_MIN}人から{arrows.PLAYERS_MAX}人" in japanese
    step = step_named("three_players")
    before = position(step.params, step.setup)
    assert before.players == 3 and before.current == 2
    assert dict(step.fields) == {"min": arrows.PLAYERS_MIN, "max": arrows.PLAYERS_MAX}


def test_the_real_game_is_one_child_against_the_easiest_computer_on_a_small_board():
    """REAL_GAME: one human seat, the other the first computer level (the easiest), a board smaller than the
    usual one; its text names the board's size and the level as the seat list calls it, in every language."""
    params = arrows.Params.decode(lesson.REAL_GAME)
    computers = [kind for kind in arrows.KINDS if kind != "human"]
    assert params.seats == ("human", computers[0])
    assert params.width * params.height < arrows.DEFAULT_PARAMS.width * arrows.DEFAULT_PARAMS.height
    catalogs = load_catalogs()
    for language in LANGUAGES[:2]:
        text = catalogs[language]["arrows.lesson_real_game"]
        assert f"{params.width}×{params.height}" in text
        level = catalogs[language][f"arrows.kind.{computers[0]}"]
        assert level.lower() in text.lower(), (language, text)


def test_the_lessons_endings_use_only_kanji_of_grades_one_to_four():
    """What the coach says when a step's moves end the game (arrows.lesson_end.*) is for a 4th grader too."""
    japanese = load_catalogs()["ja"]
    texts = {key: text for key, text in japanese.items() if key.startswith("arrows.lesson_end.")}
    assert texts and untaught(texts, taught_kanji()) == {}
