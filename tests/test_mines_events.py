"""Minesweeper with exact values: every event and refusal with its fields, marks kept through the first
open, chords, the no-guess try count as a whole number, cell views, changed cells and the legal moves."""

import pytest

from gamepkg.mines import rules as mines
from gamepkg.rules import IllegalMove

# 4x3, mines at (0,0) and (3,2):   * 1 0 0 / 1 1 1 1 / 0 0 1 *
MINES = frozenset({(0, 0), (3, 2)})


def board(layout=MINES, width=4, height=3):
    """A new game on a fixed layout."""
    return mines.new_game(mines.Params(width, height, len(layout), layout))


def play(state, *moves):
    """``moves`` applied in order."""
    for move in moves:
        state = mines.apply(state, move)
    return state


def refused(state, move):
    """(reason, details) of the refusal of ``move``."""
    with pytest.raises(IllegalMove) as error:
        mines.apply(state, move)
    return error.value.reason, error.value.details


def test_marks_set_before_the_first_open_stay_when_the_mines_are_placed():
    """Flags and question marks set on a random board before its first open are still there after it."""
    state = mines.new_game(mines.Params(9, 9, 10), seed=3)
    state = play(state, "m8,8,1", "m0,8,2")
    state = mines.apply(state, "o4,4")
    assert state.mines_placed and len(state.mines) == 10 and state.seed == 3
    assert mines.apply(state, "m8,0,1").seed == 3
    assert mines.mark_at(state, 8, 8) == mines.FLAG and mines.mark_at(state, 0, 8) in (mines.QUESTION, mines.NO_MARK)
    assert (0, 8) in state.questions or (0, 8) in state.opened
    assert (8, 8) in state.flags and (8, 8) not in state.opened
    assert state.events[:2] == (("open", 4, 4), ("mines_placed", 10))
    assert state.events[2][0] == "opened" and state.events[2][1] == len(state.opened)


def test_a_question_mark_far_from_the_first_open_is_kept():
    """On a board whose first flood cannot reach the corner, the corner's question mark stays."""
    state = mines.new_game(mines.Params(9, 9, 70), seed=1)
    state = play(state, "m8,8,2", "m8,0,1")
    state = mines.apply(state, "o0,0")
    assert (8, 8) in state.questions and (8, 0) in state.flags
    assert state.gave_up_no_guess is False and state.status in (mines.PLAYING, mines.WON)


def test_the_first_open_is_safe_and_the_same_for_the_same_seed():
    """place_mines keeps the 3x3 block free, places exactly the number asked, and repeats for one seed."""
    params = mines.Params(8, 8, 20)
    placed, gave_up = mines.place_mines(params, 11, 3, 3)
    assert len(placed) == 20 and gave_up is False
    assert not placed & {(x, y) for x in range(2, 5) for y in range(2, 5)}
    assert mines.place_mines(params, 11, 3, 3) == (placed, False)
    assert mines.place_mines(params, 12, 3, 3)[0] != placed


def test_no_guess_tries_are_whole_numbers_with_their_limits():
    """60 tries on small boards, NO_GUESS_CELL_BUDGET // cells on big ones, at least 1, none past 10,000 cells."""
    assert mines.no_guess_tries(mines.Params(9, 9, 10)) == 60
    assert mines.no_guess_tries(mines.Params(50, 40, 10)) == 50
    tries = mines.no_guess_tries(mines.Params(60, 40, 10))
    assert tries == 41 and type(tries) is int
    assert mines.no_guess_tries(mines.Params(100, 100, 10)) == 10
    assert mines.no_guess_tries(mines.Params(100, 101, 10)) == 0
    assert mines.no_guess_tries(mines.Params(40, 40, 10)) == 60  # 1600 cells: 62 would be allowed
    assert mines.no_guess_tries(mines.Params(50, 33, 10)) == 60  # 1650 cells: exactly 60
    assert mines.no_guess_tries(mines.Params(41, 41, 10)) == 59  # 1681 cells


def test_a_no_guess_board_is_solvable_and_tells_when_it_gave_up():
    """A small no-guess board comes out without giving up; its first open says how many mines."""
    state = mines.new_game(mines.Params(8, 8, 10, no_guess=True), seed=2)
    state = mines.apply(state, "o4,4")
    assert state.gave_up_no_guess is False and ("no_guess_gave_up",) not in state.events
    assert state.events[1] == ("mines_placed", 10)


def test_opening_floods_and_reports_each_event():
    """Opening a 0 floods to the numbers around it; events: open, opened (count)."""
    state = mines.apply(mines.new_game(mines.Params(4, 3, 2, MINES), seed=9), "o3,0")
    assert state.seed == 9 and mines.apply(state, "o0,2").seed == 9
    state = mines.apply(board(), "o3,0")
    assert state.opened == {(3, 0), (2, 0), (2, 1), (3, 1), (1, 0), (1, 1)}
    assert state.events == (("open", 3, 0), ("opened", 6))
    assert mines.status(state) == mines.PLAYING
    assert [mines.count_at(state, x, 0) for x in range(4)] == [None, 1, 0, 0]
    assert mines.mines_left(state) == 2


def test_winning_and_the_won_counter():
    """Opening the last safe cell wins: its events end with won, the counter shows 0 and mines show as flags."""
    state = play(board(), "o3,0", "m3,2,1")
    assert state.status == mines.PLAYING and mines.mines_left(state) == 1
    state = mines.apply(state, "o0,2")
    assert state.status == mines.WON and state.events == (("open", 0, 2), ("opened", 4), ("won",))
    assert mines.mines_left(state) == 0
    assert mines.cell_view(state, 0, 0) == "flag" and mines.cell_view(state, 3, 2) == "flag"
    assert mines.legal_moves(state) == []
    assert refused(state, "o0,0") == ("game_over", {"status": "won"})


def test_losing_shows_mines_wrong_flags_and_the_exploded_one():
    """Opening a mine: opened 1, boom with its cell, lost; the views show mine, wrong_flag, flag, exploded."""
    state = play(board(), "m1,2,1", "m3,2,1")
    state = mines.apply(state, "o0,0")
    assert state.events == (("open", 0, 0), ("opened", 1), ("boom", 0, 0), ("lost",))
    assert state.status == mines.LOST and state.exploded == {(0, 0)}
    assert [mines.cell_view(state, x, 2) for x in range(4)] == ["hidden", "wrong_flag", "hidden", "flag"]
    assert mines.cell_view(state, 0, 0) == "exploded" and mines.count_at(state, 0, 0) == -1
    lost = mines.apply(board(), "o3,2")
    assert mines.cell_view(lost, 0, 0) == "mine" and mines.cell_view(lost, 1, 0) == "hidden"
    assert refused(lost, "m1,1,1") == ("game_over", {"status": "lost"})


def test_refusals_name_their_cell_and_numbers():
    """Each refusal's fields: the cell, the mark, the chord's number and flags."""
    state = mines.apply(board(), "o3,0")
    assert refused(state, "o3,0") == ("already_open", {"x": 3, "y": 0})
    assert refused(state, "m2,0,1") == ("already_open", {"x": 2, "y": 0})
    state = mines.apply(state, "m0,0,1")
    assert refused(state, "o0,0") == ("flagged", {"x": 0, "y": 0})
    assert refused(state, "m0,0,1") == ("same_mark", {"x": 0, "y": 0, "mark": 1})
    assert refused(board(), "m0,0,0") == ("same_mark", {"x": 0, "y": 0, "mark": 0})
    assert refused(state, "c0,1") == ("not_opened", {"x": 0, "y": 1})
    assert refused(state, "o4,0") == ("off_board", {"x": 4, "y": 0})
    assert refused(state, "o0,3") == ("off_board", {"x": 0, "y": 3})
    assert refused(state, "o-1,0") == ("off_board", {"x": -1, "y": 0})
    assert refused(state, "c2,1") == ("chord_count", {"x": 2, "y": 1, "number": 1, "flags": 0})
    for move in ("o01,0", "x1,1", "o1,1,", "m1,1,3", "o1", "c1;1", "o12345678,0", 5, "", " o1,1"):
        assert refused(state, move) == ("bad_move", {}), move


def test_chords_open_the_unflagged_neighbours_or_say_why_not():
    """A chord with the right flags opens the rest (chord event with their count); a wrong flag loses."""
    state = play(board(), "o3,0", "m0,0,1", "m2,2,1")
    assert refused(state, "c1,1") == ("chord_count", {"x": 1, "y": 1, "number": 1, "flags": 2})
    state = play(board(), "o3,0", "m0,0,1", "o2,2")
    state = mines.apply(state, "c1,1")
    assert state.events == (("chord", 1, 1, 3), ("opened", 3), ("won",))
    assert state.opened == {(x, y) for x in range(4) for y in range(3)} - MINES
    state = play(board(), "o3,0", "m0,0,1", "o0,1")
    assert refused(state, "c1,0") == ("nothing_to_open", {"x": 1, "y": 0})
    wrong = play(board(), "o3,0", "m0,1,1")
    wrong = mines.apply(wrong, "c1,0")
    assert wrong.status == mines.LOST and ("boom", 0, 0) in wrong.events
    assert wrong.events[0] == ("chord", 1, 0, 1)


def test_marks_cycle_and_leave_the_rest_as_it_was():
    """Marks: event, flags and questions sets, next_mark_move with and without question marks."""
    state = mines.apply(board(), "m2,2,1")
    assert state.events == (("mark", 2, 2, 1),) and state.flags == {(2, 2)} and state.questions == set()
    assert mines.next_mark_move(state, 2, 2) == "m2,2,2"
    assert mines.next_mark_move(state, 2, 2, questions_enabled=False) == "m2,2,0"
    state = mines.apply(state, "m2,2,2")
    assert state.flags == set() and state.questions == {(2, 2)} and mines.cell_view(state, 2, 2) == "question"
    assert mines.next_mark_move(state, 2, 2) == "m2,2,0"
    assert mines.next_mark_move(state, 1, 2) == "m1,2,1"
    state = mines.apply(state, "m2,2,0")
    assert state.flags == set() and state.questions == set() and state.events == (("mark", 2, 2, 0),)
    assert mines.mark_at(state, 2, 2) == mines.NO_MARK
    flagged = play(board(), "m0,0,1", "m1,0,1")
    assert mines.mines_left(flagged) == 0 and mines.cell_view(flagged, 0, 0) == "flag"
    assert mines.mines_left(mines.apply(flagged, "m2,0,1")) == -1


def test_opening_a_question_mark_clears_it():
    """A flood over question marks removes them; other question marks stay."""
    state = play(board(), "m2,0,2", "m0,2,2", "o3,0")
    assert state.questions == {(0, 2)}
    assert mines.cell_view(state, 2, 0) == "0" and mines.cell_view(state, 0, 2) == "question"


def test_changed_cells_between_states():
    """The cells a move changed; None for another board, placed mines or an ended game."""
    first = mines.apply(board(), "o3,0")
    second = mines.apply(first, "m0,2,1")
    assert mines.changed_cells(first, second) == {(0, 2)}
    third = mines.apply(second, "o1,2")
    assert mines.changed_cells(second, third) == {(0, 1), (1, 2), (2, 2)}
    assert mines.changed_cells(third, mines.apply(third, "m3,2,2")) == {(3, 2)}
    assert mines.changed_cells(board(), board()) == set()
    assert mines.changed_cells(board(), board(width=5)) is None
    assert mines.changed_cells(first, mines.apply(first, "o0,0")) is None
    random_board = mines.new_game(mines.Params(5, 5, 3), 1)
    assert mines.changed_cells(random_board, mines.apply(random_board, "o2,2")) is None


def test_view_grid_and_legal_moves_of_a_small_board():
    """Every cell's view row by row; the legal moves list opens, mark changes and allowed chords."""
    state = play(board(frozenset({(0, 0)}), 2, 2), "o1,1", "m0,0,1")
    assert mines.view_grid(state) == (("flag", "hidden"), ("hidden", "1"))
    assert mines.legal_moves(state) == ["m0,0,0", "m0,0,2", "o1,0", "m1,0,1", "m1,0,2",
                                        "o0,1", "m0,1,1", "m0,1,2", "c1,1"]
    unflagged = mines.apply(board(frozenset({(0, 0)}), 2, 2), "o1,1")
    assert "c1,1" not in mines.legal_moves(unflagged) and "o0,0" in mines.legal_moves(unflagged)
    questioned = mines.apply(unflagged, "m0,0,2")
    assert mines.legal_moves(questioned)[:3] == ["o0,0", "m0,0,0", "m0,0,1"]


def test_preview_is_apply():
    """preview gives what apply gives."""
    assert mines.preview(board(), "o3,0") == mines.apply(board(), "o3,0")
    assert mines.new_game(mines.Params(3, 3, 1)).mines is None and board().counts is not None
    assert (board().width, board().height) == (4, 3)


def test_a_chord_is_legal_with_one_cell_to_open_and_not_with_none():
    """c1,0 is listed while one unflagged hidden neighbour is left, and not once only the flag is hidden."""
    state = play(board(), "o3,0", "m0,0,1")
    assert "c1,0" in mines.legal_moves(state)
    assert mines.apply(state, "c1,0").events == (("chord", 1, 0, 1), ("opened", 1))
    opened = mines.apply(state, "o0,1")
    assert "c1,0" not in mines.legal_moves(opened) and "c1,1" in mines.legal_moves(opened)
