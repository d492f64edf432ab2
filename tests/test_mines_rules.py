"""Minesweeper rules: first-click safety, flood fill, marks, chording, winning and losing, rejections."""

import pytest

from gamepkg.mines import rules as mines
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from tests.mines_boards import board, play


def refused(state, move):
    """The reason code with which ``move`` is refused (the test fails if it is accepted)."""
    with pytest.raises(IllegalMove) as error:
        mines.apply(state, move)
    return error.value.reason


# ----- first open on random boards -----

@pytest.mark.parametrize("preset", ["beginner", "intermediate", "expert"])
def test_first_open_never_hits_a_mine_and_opens_a_zero_region(preset):
    """Over many seeds and clicks the first open is a 0: no mine in its 3x3 block, and a flood follows."""
    params = mines.PRESETS[preset]
    for seed in range(60):
        x, y = (seed * 7) % params.width, (seed * 5) % params.height
        state = mines.apply(mines.new_game(params, seed), f"o{x},{y}")
        assert len(state.mines) == params.mines
        block = set(mines.neighbours(params.width, params.height, x, y)) | {(x, y)}
        assert not block & state.mines
        assert mines.count_at(state, x, y) == 0
        assert block <= state.opened
        assert state.status in ("playing", "won")


def test_mines_are_placed_only_at_the_first_open():
    """Before the first open the board has no mines yet; flags may still be placed."""
    state = mines.new_game(mines.PRESETS["beginner"], 3)
    assert not state.mines_placed and state.counts is None
    state = mines.apply(state, "m0,0,1")
    assert not state.mines_placed
    state = mines.apply(state, "o4,4")
    assert state.mines_placed and ("mines_placed", 10) in state.events


def test_placement_depends_on_seed_and_cell_only():
    """The same seed and first cell give the same mines; another seed gives others."""
    params = mines.PRESETS["intermediate"]
    first = mines.apply(mines.new_game(params, 11), "o3,3").mines
    assert mines.apply(mines.new_game(params, 11), "o3,3").mines == first
    assert mines.apply(mines.new_game(params, 12), "o3,3").mines != first
    assert mines.new_game(params).seed == 0 and mines.new_game(params) == mines.new_game(params, 0)


def test_crowded_board_falls_back_to_a_safe_cell_only():
    """With too many mines for a free 3x3 block, only the clicked cell stays safe."""
    params = mines.Params(4, 4, 14)
    for seed in range(20):
        state = mines.apply(mines.new_game(params, seed), "o1,1")
        assert (1, 1) not in state.mines and len(state.mines) == 14
        assert state.status == "playing" and state.opened == {(1, 1)}


def test_full_random_board_loses_on_the_first_open():
    """When every cell is a mine nothing can be kept safe."""
    state = mines.apply(mines.new_game(mines.Params(3, 3, 9), 1), "o0,0")
    assert state.status == "lost" and state.exploded == {(0, 0)}


def test_random_board_without_mines_is_won_at_once():
    """0 mines: the first open floods the whole board."""
    state = mines.apply(mines.new_game(mines.Params(6, 5, 0), 1), "o2,2")
    assert state.status == "won" and len(state.opened) == 30


# ----- fixed layouts -----

def test_fixed_layout_has_no_first_click_safety():
    """On a fixed layout the very first open can lose."""
    state = play(board("*..", "..."), "o0,0")
    assert state.status == "lost" and state.exploded == {(0, 0)} and (0, 0) in state.opened


def test_counts_are_the_mines_around_each_cell():
    """Counts come from the 8 neighbours; mines are -1."""
    state = board("*..", ".*.", "...")
    assert tuple(state.counts) == (-1, 2, 1,
                            2, -1, 1,
                            1, 1, 1)


def test_numbers_open_alone_and_zeros_flood():
    """A number opens just itself; a 0 opens its neighbours and spreads through other 0s."""
    state = board("*....", ".....", ".....")
    assert play(state, "o1,1").opened == {(1, 1)}
    flooded = play(state, "o4,2")
    assert flooded.opened == {(x, y) for x in range(5) for y in range(3)} - {(0, 0)}
    assert flooded.status == "won"


def test_tiny_boards_work():
    """1x1 boards: with no mine one open wins, with a mine one open loses."""
    assert play(board("."), "o0,0").status == "won"
    assert play(board("*"), "o0,0").status == "lost"


def test_big_cascade_needs_no_recursion():
    """A 1000x1000 flood from one click works (iterative flood fill; speed is in bench/)."""
    width = height = 1000
    layout = frozenset({(998, 999), (998, 998), (999, 998)})
    state = mines.new_game(mines.Params(width, height, 3, layout=layout), 0)
    state = mines.apply(state, "o0,0")
    assert len(state.opened) == width * height - 4
    assert state.status == "playing" and (999, 999) not in state.opened


# ----- marks -----

def test_marks_cycle_and_flags_protect():
    """A flag blocks opening; a question mark does not; marks are part of the state."""
    state = board("*..", "...")
    flagged = play(state, "m0,0,1")
    assert mines.cell_view(flagged, 0, 0) == "flag" and mines.mines_left(flagged) == 0
    assert refused(flagged, "o0,0") == "flagged"
    questioned = play(flagged, "m0,0,2")
    assert mines.cell_view(questioned, 0, 0) == "question" and mines.mines_left(questioned) == 1
    assert play(questioned, "o0,0").status == "lost"
    assert play(questioned, "m0,0,0") == state


def test_next_mark_move_honours_the_question_mark_option():
    """none -> flag -> question -> none, or none -> flag -> none without question marks."""
    state = board("*..", "...")
    assert mines.next_mark_move(state, 1, 1) == "m1,1,1"
    flagged = play(state, "m1,1,1")
    assert mines.next_mark_move(flagged, 1, 1) == "m1,1,2"
    assert mines.next_mark_move(flagged, 1, 1, questions_enabled=False) == "m1,1,0"
    assert mines.next_mark_move(play(flagged, "m1,1,2"), 1, 1) == "m1,1,0"


def test_flood_skips_flags_and_clears_question_marks():
    """A flood never opens a flagged cell; question marks it opens disappear."""
    state = board("....*", ".....", ".....")
    state = play(state, "m0,2,1", "m1,2,2", "o0,0")
    assert (0, 2) not in state.opened and (0, 2) in state.flags
    assert (1, 2) in state.opened and not state.questions
    assert state.status == "playing"


def test_same_mark_and_marks_on_open_cells_are_refused():
    """Setting the mark a cell already has, or marking an open cell, is refused."""
    state = play(board("*..", "..."), "o1,1")
    assert refused(state, "m0,1,0") == "same_mark"
    assert refused(play(state, "m0,1,2"), "m0,1,2") == "same_mark"
    assert refused(state, "m1,1,1") == "already_open"


# ----- chording -----

def test_chord_opens_the_other_neighbours():
    """An open 1 with its one flag opens the rest around it."""
    state = play(board("*...", "....", "...."), "o1,1", "m0,0,1", "c1,1")
    assert {(0, 1), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)} <= state.opened
    assert state.status == "won"
    assert state.events[0] == ("chord", 1, 1, 7)


def test_chord_with_a_wrong_flag_loses():
    """The flag is on a safe cell, so the chord opens the real mine."""
    state = play(board("*...", "....", "...."), "o1,1", "m1,0,1", "c1,1")
    assert state.status == "lost" and state.exploded == {(0, 0)}
    assert mines.cell_view(state, 1, 0) == "wrong_flag"
    assert mines.cell_view(state, 0, 0) == "exploded"


def test_chord_refusals():
    """Chords need an open cell, exactly as many flags as its number, and something to open."""
    state = play(board("*...", "....", "...."), "o1,1")
    assert refused(state, "c3,3") == "off_board"
    assert refused(state, "c2,2") == "not_opened"
    assert refused(state, "c1,1") == "chord_count"
    assert refused(play(state, "m0,0,1", "m1,0,1"), "c1,1") == "chord_count"
    done = play(board("*.*.*", ".....", "*.*.*"), "o1,1", "o1,0", "o0,1", "o2,1", "o1,2",
                "m0,0,1", "m2,0,1", "m0,2,1", "m2,2,1")
    assert done.status == "playing" and refused(done, "c1,1") == "nothing_to_open"


# ----- end of the game -----

def test_win_opens_every_safe_cell_and_shows_mines_as_flags():
    """After a win every mine is drawn as a flag and the counter is 0."""
    state = play(board("*..", "..."), "o2,1", "o0,1")
    assert state.status == "won" and ("won",) in state.events
    assert mines.cell_view(state, 0, 0) == "flag" and mines.mines_left(state) == 0
    assert mines.legal_moves(state) == []


def test_loss_reveals_mines_and_remembers_the_hit():
    """After a loss the other mines show, the hit one is 'exploded', correct flags stay flags."""
    state = play(board("*.*", "..*"), "m2,0,1", "o0,0")
    assert state.status == "lost" and ("boom", 0, 0) in state.events
    assert mines.cell_view(state, 0, 0) == "exploded"
    assert mines.cell_view(state, 2, 0) == "flag"
    assert mines.cell_view(state, 2, 1) == "mine"
    assert mines.cell_view(state, 1, 0) == "hidden"


@pytest.mark.parametrize("move", ["o1,1", "m1,1,1", "c0,1", "o9,9"])
def test_every_move_after_the_end_is_refused(move):
    """Once the game is over nothing is accepted."""
    state = play(board("*..", "..."), "o0,1", "o0,0")
    assert refused(state, move) == "game_over"


def test_opening_an_open_cell_and_off_board_cells_are_refused():
    """Reason codes for the common mistakes, with the cell in the details."""
    state = play(board("*..", "..."), "o2,1")
    assert refused(state, "o2,1") == "already_open"
    assert refused(state, "o3,0") == "off_board"
    assert refused(state, "o-1,0") == "off_board"
    with pytest.raises(IllegalMove) as error:
        mines.apply(state, "o3,0")
    assert error.value.details == {"x": 3, "y": 0}


@pytest.mark.parametrize("move", ["", "o", "O1,1", "o1,1 ", " o1,1", "o01,1", "o1,01", "o1;1", "o1,1,1",
                                  "m1,1", "m1,1,3", "m1,1,01", "c1", "o-0,1", "o1,1\n", "o\u00b9,1", "x1,1",
                                  "o99999999,1", "o" + "9" * 5000 + ",1", None, 5, ["o1,1"]])
def test_garbage_moves_are_refused_without_crashing(move):
    """Anything that is not exactly a move string is refused as bad_move."""
    state = board("*..", "...")
    assert refused(state, move) == "bad_move"


def test_rejections_change_nothing():
    """A refused move leaves the state exactly as it was."""
    state = play(board("*..", "..."), "m1,0,1")
    before = (state.opened, state.flags, state.questions, state.status)
    for move in ("o1,0", "zz", "o5,5", "c0,1"):
        with pytest.raises(IllegalMove):
            mines.apply(state, move)
    assert (state.opened, state.flags, state.questions, state.status) == before


# ----- helpers for the view -----

def test_legal_moves_are_exactly_the_accepted_ones():
    """Every listed move applies; sample unlisted moves are refused."""
    state = play(board("*...", "....", "...*"), "o1,1", "m0,0,1")
    listed = set(mines.legal_moves(state))
    for move in listed:
        mines.apply(state, move)
    for x in range(-1, 5):
        for y in range(-1, 4):
            for move in (f"o{x},{y}", f"c{x},{y}", f"m{x},{y},0", f"m{x},{y},1", f"m{x},{y},2"):
                if move not in listed:
                    with pytest.raises(IllegalMove):
                        mines.apply(state, move)
    assert "c1,1" in listed and "o0,0" not in listed


def test_view_grid_matches_cell_view():
    """The grid helper is cell_view for every cell, row by row."""
    state = play(board("*..", "..*"), "o1,1", "m0,0,2")
    grid = mines.view_grid(state)
    assert grid == (("question", "hidden", "hidden"), ("hidden", "2", "hidden"))
    assert grid[1][1] == mines.cell_view(state, 1, 1)


def test_preview_plays_nothing():
    """preview gives the would-be state and leaves the original as it was."""
    state = board("*..", "..*")
    future = mines.preview(state, "o1,1")
    assert future.opened == {(1, 1)} and state.opened == frozenset()


def test_event_and_reason_messages_count_from_one():
    """Message fields add column and row, counted from 1."""
    state = play(board("*..", "..."), "o2,1")
    assert mines.event_message(state.events[0]) == ("mines.event.open", {"x": 2, "y": 1, "column": 3, "row": 2})
    with pytest.raises(IllegalMove) as error:
        mines.apply(state, "o2,1")
    key, fields = mines.reason_message(error.value)
    assert key == "mines.reason.already_open" and (fields["column"], fields["row"]) == (3, 2)


def test_session_undo_redo_and_save_keep_marks():
    """Marks are moves: undo removes a flag, and a save replays opens and marks."""
    session = Session(mines, mines.PRESETS["beginner"], 42)
    session.play("o4,4")
    hidden = next((x, y) for y in range(9) for x in range(9) if (x, y) not in session.state.opened)
    session.play(f"m{hidden[0]},{hidden[1]},1")
    session.play(f"m{hidden[0]},{hidden[1]},2")
    assert hidden in session.state.questions
    session.undo()
    assert hidden in session.state.flags
    loaded = Session.from_dict(session.to_dict())
    assert loaded.state == session.state
    loaded.redo()
    assert hidden in loaded.state.questions
