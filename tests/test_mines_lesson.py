"""Issue 38, Minesweeper: the rule book's tests of one move, each on a move that makes its rule happen and
on one that does not, and the lesson's defects of the child's trial (no display needed).

- the mirrored deduction of the 1-2 step passes, and so does opening the cell it proves safe;
- the flag step won by opening its last safe cell passes (a correct win is not answered with "try Flags");
- the first click of a random board is safe wherever it lands, as the first-click step says;
- the mark cycle of the marks step is the one the window makes under the default settings (flag, "?", none),
  and the one it makes with question marks off passes too;
- the game after the lesson is the Beginner board.
"""

import pytest

from gamepkg import settings
from gamepkg.lesson_player import ENDED, PASSED, TASK, LessonPlayer, step_session
from gamepkg.lesson_steps import game_rules, lesson_steps, real_game
from gamepkg.mines import rules as mines
from gamepkg.mines.lesson import STEPS

RULES = {rule.name: rule for rule in game_rules("mines")}
STEP = {step.name: step for step in STEPS}

# (rule, board, moves before, the move): the move makes the rule happen ...
HAPPENS = [
    ("open", "4x4n2:2100", (), "o1,0"),
    ("number", "4x4n2:2100", (), "o1,0"),  # the 1 next to the mine at (2,0)
    ("zero_spreads", "4x4n2:2100", (), "o0,3"),
    ("first_safe", "5x5n3", (), "o0,0"),  # a random board: its mines come with this click
    ("flag", "4x4n2:2100", ("o0,3",), "m2,0,1"),
    ("flag_stays_shut", "5x5n2:4020000", ("o4,4", "m1,0,1", "m0,2,1"), "c1,1"),
    ("counter", "4x4n2:2100", ("o0,3",), "m2,0,1"),
    ("question", "4x4n2:2100", ("o0,3", "m2,0,1"), "m2,0,2"),
    ("unmark", "4x4n2:2100", ("o0,3", "m2,0,1", "m2,0,2"), "m2,0,0"),
    ("chord_needs_flags", "5x5n2:4020000", ("o4,4", "m1,0,1"), "m0,2,1"),
    ("chord", "5x5n2:4020000", ("o4,4", "m1,0,1", "m0,2,1"), "c1,1"),
    ("chord_wrong_flag", "3x3n2:a00", ("o0,2", "m1,0,1"), "c0,1"),
    ("lose", "4x4n2:2100", ("o0,3",), "o2,0"),
    ("win", "4x4n2:2100", ("o0,3",), "o3,0"),  # the last safe cell
]
# ... and this one does not
MISSES = [
    ("open", "4x4n2:2100", ("o0,3",), "m2,0,1"),
    ("number", "4x4n2:2100", ("o0,3",), "m2,0,1"),
    ("zero_spreads", "4x4n2:2100", (), "o1,0"),  # a number opens alone
    ("first_safe", "4x4n2:2100", (), "o0,3"),  # a fixed layout: the mines were there before the click
    ("flag", "4x4n2:2100", ("o0,3",), "m2,0,2"),  # a "?", not a flag
    ("flag_stays_shut", "4x4n2:2100", (), "o0,3"),  # no flag beside what opened
    ("counter", "4x4n2:2100", ("o0,3",), "m2,0,2"),  # a "?" does not count
    ("question", "4x4n2:2100", ("o0,3",), "m2,0,2"),  # straight from no mark: not the step after a flag
    ("unmark", "4x4n2:2100", ("o0,3",), "m2,0,1"),
    ("chord_needs_flags", "5x5n2:4020000", ("o4,4", "m1,0,1"), "m0,0,2"),  # a "?" makes no flags match
    ("chord", "5x5n2:4020000", ("o4,4", "m1,0,1", "m0,2,1"), "o0,0"),
    ("chord_wrong_flag", "5x5n2:4020000", ("o4,4", "m1,0,1", "m0,2,1"), "c1,1"),  # right flags: a safe chord
    ("lose", "4x4n2:2100", ("o0,3",), "o3,0"),
    ("win", "4x4n2:2100", ("o0,3",), "m2,0,1"),
]


def seen(name, board, before_moves, move):
    """Does ``move``, played on ``board`` after ``before_moves``, make the rule ``name`` happen?"""
    state = mines.new_game(mines.Params.decode(board))
    for earlier in before_moves:
        state = mines.apply(state, earlier)
    return RULES[name].seen(mines, state, move, mines.apply(state, move))


def test_every_rule_is_tried_both_ways():
    """Each rule of the book has a move that makes it happen and one that does not, below."""
    assert {case[0] for case in HAPPENS} == set(RULES) == {case[0] for case in MISSES}


@pytest.mark.parametrize("name, board, before_moves, move", HAPPENS, ids=[case[0] for case in HAPPENS])
def test_a_rule_is_seen_where_it_happens(name, board, before_moves, move):
    """The rule's test of one move is true for a move that makes the rule happen."""
    assert seen(name, board, before_moves, move)


@pytest.mark.parametrize("name, board, before_moves, move", MISSES, ids=[case[0] for case in MISSES])
def test_a_rule_is_not_seen_where_it_does_not_happen(name, board, before_moves, move):
    """The rule's test of one move is false for a move that does not make it happen."""
    assert not seen(name, board, before_moves, move)


def player_at(name):
    """A LessonPlayer on the step called ``name``."""
    player = LessonPlayer(mines)
    player.begin([step.name for step in lesson_steps("mines")].index(name))
    return player


def test_the_mirrored_one_two_deduction_and_its_safe_cell_pass():
    """The 1-2 step: the mine read from the other end of the pattern passes like the intended one, and so does
    opening the cell between the two mines, which the pattern proves safe."""
    step = STEP["one_two"]
    state = step_session(mines, step).state
    for move in step.moves + ("m0,0,1", "o0,1"):
        player = player_at("one_two")
        player.play(move)
        assert player.phase == PASSED, move
        kind, x, y, _ = mines.parse_move(move)
        assert ((x, y) in state.mines) == (kind == "m")  # a flag on a mine, an open on a safe cell


def test_the_flag_step_won_by_opening_passes():
    """The flag step: opening the one safe closed cell wins the board, and that correct win passes the step
    instead of being told to try flags; opening a mine there is answered with the step's own mistake."""
    player = player_at("flag")
    assert (3, 0) not in player.session.state.mines
    player.play("o3,0")
    assert player.session.status() == "won" and player.phase == PASSED
    player.try_again()
    player.play("o2,0")
    assert player.phase == ENDED and player.hint().key == "mines.lesson_step.flag.mistake.mine"


def test_a_win_another_way_is_praised_not_scolded():
    """A step the board is won in without its rule (the chord step, every cell opened by hand) ends with the
    won ending, which names the step's rule as one more thing to try, never as a wrong move."""
    player = player_at("chord")
    for move in ("o0,0", "o0,1"):
        player.play(move)
    assert player.session.status() == "won" and player.phase == ENDED
    ending = player.line().fields["sentences"].parts[0]
    assert ending.key == "mines.lesson_end.won"
    assert player.hint().key == "mines.lesson_step.chord.mistake.won_by_hand"


@pytest.mark.parametrize("first", [(0, 0), (2, 2), (4, 1)])
def test_the_first_click_passes_wherever_it_lands_and_no_mine_is_near_it(first):
    """The first-click step is a random board: any first open passes, and no mine is in or around it."""
    player = player_at("first_click")
    assert player.session.state.mines is None
    player.play("o{},{}".format(*first))
    state = player.session.state
    around = set(mines.neighbours(state.width, state.height, *first)) | {first}
    assert player.phase == PASSED and not around & state.mines and len(state.opened) > 1


def window_marks(state, cell, questions_enabled, clicks):
    """The moves ``clicks`` right-clicks on ``cell`` make in the window (widgets/mines/view.py on_secondary)."""
    moves = []
    for _click in range(clicks):
        move = mines.next_mark_move(state, *cell, questions_enabled)
        moves.append(move)
        state = mines.apply(state, move)
    return moves


def test_the_marks_step_is_the_cycle_the_window_makes_by_default():
    """Under the default settings three right-clicks on the corner make the marks step's line: flag, "?", none,
    and the counter counts only the flag; with question marks off, two right-clicks (flag, none) pass too."""
    step = STEP["marks"]
    start = step_session(mines, step).state
    assert settings.DEFAULTS["question_marks"] is True
    by_default = window_marks(start, (0, 0), True, 3)
    assert tuple(by_default) == step.moves
    player = player_at("marks")
    left = [mines.mines_left(player.session.state)]
    for number, move in enumerate(by_default, start=1):
        player.play(move)
        left.append(mines.mines_left(player.session.state))
        assert player.phase == (PASSED if number == 3 else TASK)
    assert left == [left[0], left[0] - 1, left[0], left[0]]
    player = player_at("marks")
    for move in window_marks(start, (0, 0), False, 2):
        player.play(move)
    assert player.phase == PASSED


def test_the_last_game_needs_no_guess_and_the_real_game_is_beginner():
    """The last step is a random no-guess board; the game after the lesson is the Beginner preset, random."""
    board = mines.Params.decode(STEP["board"].params)
    assert board.no_guess and board.layout is None
    assert mines.Params.decode(real_game("mines")) == mines.PRESETS["beginner"]
