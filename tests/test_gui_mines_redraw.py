"""Minesweeper redraws only the cells a move changed (widgets/mines/looks.py, gamepkg.mines.rules.changed_cells),
and what it draws is what a redraw of every cell would draw.

Issue 14: every click looked at every cell in view again, which made a click cost twice its old time
(bench/latency.py). Covers random opens, marks and chords, Undo, Redo, hints, pause and new games on the
Beginner board in the real window: after each action the Canvas must show what a full redraw shows.
"""

import random

from gamepkg.mines import rules as mines
from gamepkg.mines.cells import CellSet
from widgets.mines import board as mines_board


def drawn(view):
    """{cell: (fill, text, colour, raised)} of every cell the board has drawn."""
    return {cell: (fill, text, colour, raised) for cell, (fill, text, colour, _, raised) in view.board._drawn.items()}


def looks_in_view(view):
    """{cell: (fill, text, colour, raised)} the view wants for every cell in view (what a full redraw draws)."""
    first_x, first_y, end_x, end_y = view.board.visible_range()
    return {(x, y): view.look_at(x, y) for y in range(first_y, end_y) for x in range(first_x, end_x)}


def test_cell_sets_list_the_cells_they_do_not_share():
    """CellSet.differences: cells in exactly one set, also when rows are shared or missing on one side."""
    before = CellSet([(0, 0), (1, 0), (2, 3)])
    after = before | {(5, 5)}
    after = after - {(1, 0)}
    assert sorted(before.differences(after)) == [(1, 0), (5, 5)]
    assert before.differences(before) == []


def test_changed_cells_names_every_cell_whose_view_changed():
    """Pure: between two positions of one game, the cells whose cell_view differs are all named."""
    rng = random.Random(4)
    params = mines.Params(9, 9, 10)
    state = mines.apply(mines.new_game(params, 4), "o4,4")
    for _ in range(30):
        if state.status != "playing":
            break
        after = mines.apply(state, rng.choice(sorted(mines.legal_moves(state))))
        cells = mines.changed_cells(state, after)
        if cells is not None:
            differ = {(x, y) for y in range(9) for x in range(9)
                      if mines.cell_view(state, x, y) != mines.cell_view(after, x, y)}
            assert differ <= cells
        state = after


def test_a_redraw_of_what_changed_shows_what_a_full_redraw_shows(app):
    """Random actions in the window; after each, every cell in view shows the look a full redraw would give."""
    view = app.select_game("mines")
    rng = random.Random(11)
    actions = ["move"] * 8 + ["undo", "redo", "hint", "pause", "new"]
    partial, full_refreshes = 0, view.board.full_refreshes
    for step in range(120):
        action = rng.choice(actions)
        state = view.session.state
        if action == "move" and state.status == "playing" and not view.paused:
            view.play(rng.choice(sorted(mines.legal_moves(state))))
        elif action == "undo":
            view.undo()
        elif action == "redo":
            view.redo()
        elif action == "hint" and not view.paused:
            view.hint()
        elif action == "pause" and state.status == "playing":
            view.toggle_pause()
        elif action == "new":
            view.start(view.session.params, rng.randrange(1000))
        app.root.update()
        assert drawn(view) == looks_in_view(view), f"step {step} ({action}): cells drawn stale"
        partial += view.board.full_refreshes == full_refreshes
        full_refreshes = view.board.full_refreshes
    assert partial > 40, "the redraws of only what changed were not exercised"


def test_the_keyboard_cursor_stays_above_the_cells_a_move_draws(app):
    """The cursor's frame is drawn over every cell item, also over numbers and bevels created by a later move
    (the board raises it only when it creates items, not on every cell it paints)."""
    view = app.select_game("mines")
    board = view.board
    board.move_cursor(1, 1)
    app.root.update()
    view.play("o4,4")  # numbers appear: new text items
    app.root.update()
    assert board.find_all()[-1] == board._cursor_item
    view.play(sorted(move for move in mines.legal_moves(view.session.state) if move.startswith("m"))[0])
    app.root.update()  # a flag: new items of its own
    assert board.find_all()[-1] == board._cursor_item


def test_a_large_area_in_view_is_drawn_in_steps_the_event_loop_runs_between(app, monkeypatch):
    """Issue 21 point 8: a redraw of more than CHUNK_ITEMS Canvas items paints some rows, then waits for an idle
    moment (a timer due meanwhile runs between the steps); in the end it shows what one redraw in a go shows."""
    monkeypatch.setattr(mines_board, "CHUNK_ITEMS", 60)  # 9 covered cells a row make 36: 3 steps of 2 rows, 1 of 1
    view = app.select_game("mines")
    board, events = view.board, []
    paint_rows = board._paint_rows

    def recorded_step(*args):
        """Note the step and a timer due at once, then paint."""
        events.append("step")
        board.after(0, lambda: events.append("timer"))
        paint_rows(*args)

    monkeypatch.setattr(board, "_paint_rows", recorded_step)
    board.resize_grid(board.cols, board.rows)  # deletes every item: every cell in view is drawn anew
    assert 0 < len(board._drawn) < 81, "the first step drew everything at once"
    app.root.update()
    assert events.count("step") == 5
    assert events[:3] == ["step", "timer", "step"], "the event loop did not run between the steps"
    stepped = (drawn(view), len(board.find_withtag("bevel")), len(board.find_all()))
    assert stepped[0] == looks_in_view(view)
    monkeypatch.setattr(mines_board, "CHUNK_ITEMS", 10_000)
    board.resize_grid(board.cols, board.rows)
    assert (drawn(view), len(board.find_withtag("bevel")), len(board.find_all())) == stepped


def test_a_redraw_step_paints_fewer_cells_where_each_cell_needs_more_items(app, monkeypatch):
    """Issue 21 point 8: a step's size is counted in Canvas items, not cells: a row of flags (six items a cell)
    is a step of its own where covered rows (three a cell) go two to a step, so no step holds the loop long
    (a won 1000x1000 board with 999,991 mines shows a flag in every covered cell)."""
    monkeypatch.setattr(mines_board, "CHUNK_ITEMS", 60)
    view = app.select_game("mines")
    for x in range(view.session.params.width):
        view.play(mines.next_mark_move(view.session.state, x, 0))
    app.root.update()
    board = view.board
    assert len(board.find_withtag("flag")) == 3 * view.session.params.width
    sizes = []
    paint_rows = board._paint_rows

    def recorded_step(first_x, end_x, rows):
        """Note how many rows the step paints."""
        left = len(rows)
        paint_rows(first_x, end_x, rows)
        sizes.append(left - len(rows))

    monkeypatch.setattr(board, "_paint_rows", recorded_step)
    board.resize_grid(board.cols, board.rows)
    app.root.update()
    assert sizes == [1, 2, 2, 2, 2]


def test_a_new_game_of_the_same_size_repaints_in_place(app):
    """A new game or a load on a board of the same size keeps the Canvas items and repaints the cells that look
    different (deleting and making again every item of a 1000x1000 load held the event loop): the items show
    the new game's looks, and a cell that looks the same keeps its item."""
    view = app.select_game("mines")
    view.play("o4,4")
    app.root.update()
    board, state = view.board, view.session.state
    covered = next((x, y) for y in range(state.height) for x in range(state.width) if (x, y) not in state.opened)
    item = board._rects[covered]
    view.start(view.session.params, 99)
    app.root.update()
    assert board._rects[covered] == item  # covered before and after: the same item
    assert drawn(view) == looks_in_view(view)
    for cell, (fill, _text, _colour, _raised) in looks_in_view(view).items():
        assert board.itemcget(board._rects[cell], "fill") == fill, cell
