"""Zoom makes boards bigger: side panels give way first, never the board (issue 22 point 2).

The board is what zoom is for (a projector at the back of a classroom). Measured in the window, on screens of
1024x768 and 1366x768 (what widgets/zoom.py ``screen_of`` says; the virtual screen itself is larger), in
Japanese and English, at 100, 150 and 200 %: no cell gets smaller at a zoom step, and at 200 % the cells are at
least 1.5x their 100 % size or the board fills the height it is given (it is as tall as it can be).
Covered: Mirror Skirmish (its panel takes the room its board leaves: widgets/skirmish/panels.py),
Mischief Garden (its panel's wrapped texts keep the share of the window they had at 100 %,
``SuiteZoom.panel_squeeze``), Arrow Rotation (its score table keeps that share: its letters follow the zoom and
its Plays as column folds under it, tests/test_gui_arrows_zoom.py; the walk box's buttons and the speed box
stack), Minesweeper's beginner board (it keeps room for the texts of
the top zoom) and Delayed Walls (its info panel keeps one share of the window from a zoom step up to the top one,
``SuiteZoom.panel_chars``). One window per screen and language, a few zoom steps, to keep the run short.
Delayed Walls also walks every shipped level at every zoom step (its wide levels are limited by their width, not
their height), and its board keeps its size whatever its info panel shows.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from tests.screen_walk import window_on_screen

BOARD_FIRST = ("garden", "skirmish", "arrows", "mines", "walls")  # the tabs whose boards keep the promise
ZOOMS = (100, 150, 200)


def settle(root, rounds=4):
    """Let Tk lay out, wrap and draw until the layout is still."""
    for _ in range(rounds):
        root.update()


HEIGHT_SHARE = 0.97  # the board "fills its height" when its cells are within 3 % of what the height allows


def fills_its_height(board):
    """True when the board's cells are (within HEIGHT_SHARE) as tall as the whole height of the tab allows."""
    return board.cell >= HEIGHT_SHARE * (board.winfo_height() - 2 * board.margin) / board.rows


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_zoom_never_shrinks_a_board(tk_root, tmp_path, monkeypatch, screen, language):
    """Cell sizes per zoom step: never smaller than at the step before; at 200 % 1.5x or the whole height."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, screen, language, yes=True)
    problems = []
    for game in BOARD_FIRST:
        view = app.select_game(game)
        cells = []
        for zoom in ZOOMS:
            app.set_zoom(zoom)
            settle(app.root)
            cells.append(view.board.cell)
        if any(later < earlier for earlier, later in zip(cells, cells[1:])):
            problems.append(f"{game}: cells of {cells} px at {ZOOMS} %")
        elif cells[-1] < 1.5 * cells[0] and not fills_its_height(view.board):
            problems.append(f"{game}: cells of {cells} px, and at 200 % the board does not fill its height")
        app.zoom_reset()
        settle(app.root)
    assert not problems, f"on {screen[0]}x{screen[1]} in {language}: {problems}"


def suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language):
    """A suite window that takes its screen to be ``screen`` (width, height), in ``language``."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, screen, language, yes=True)
    return app


def panel_fits(panel):
    """True when the walls info panel's contents fit in the width it is pinned to (nothing of them is cut)."""
    return panel.inner.winfo_reqwidth() <= panel.winfo_width() - panel.scrollbar.winfo_reqwidth()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_zoom_never_shrinks_any_walls_level(tk_root, tmp_path, monkeypatch, screen, language):
    """Every shipped Delayed Walls level (gamepkg/walls/levels/), at every zoom step (widgets/zoom.py ZOOM_STEPS), on
    1024x768 and 1366x768 in both languages: the cells never get smaller as the zoom grows (issue #34: "Step
    back", 8x5, went 93 -> 90 -> 85 -> 82 px from 130 to 200 % on 1024x768, its width being what limits it),
    and the info panel's contents fit in its width. One window per screen and language; the levels take turns
    walking the zoom steps up and down (no reset between levels), and the par checks run as they come: the
    layout must not depend on whether they finished."""
    from gamepkg.walls import rules as walls
    from widgets.zoom import ZOOM_STEPS
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language)
    view = app.select_game("walls")
    settle(app.root)
    problems = []
    for index, params in enumerate(walls.PRESETS.values()):
        steps = ZOOM_STEPS if index % 2 == 0 else ZOOM_STEPS[::-1]
        app.set_zoom(steps[0])
        app.new_game(params, view=view)
        cells = {}
        for zoom in steps:
            app.set_zoom(zoom)
            settle(app.root)
            cells[zoom] = view.board.cell
            if not panel_fits(view.panel):
                problems.append(f"{params.title}: the info panel's contents are cut at {zoom} %")
        in_order = [cells[zoom] for zoom in ZOOM_STEPS]
        if any(later < earlier for earlier, later in zip(in_order, in_order[1:])):
            problems.append(f"{params.title} ({params.width}x{params.height}): cells of {in_order} px")
    assert not problems, f"on {screen[0]}x{screen[1]} in {language} at {ZOOM_STEPS} %: {problems}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_walls_board_keeps_its_size_whatever_the_panel_shows(tk_root, tmp_path, monkeypatch, language):
    """The walls board's size depends on the window, the zoom and the fixed texts only: not on whether the par
    is still being worked out (issue #36: "working..." widened the panel at 200 %, and whether the background
    check had finished decided the cells), nor on a long value, nor on the panel's scrollbar."""
    from gamepkg.walls import rules as walls
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, (1024, 768), language)
    view = app.select_game("walls")
    app.new_game(walls.PRESETS["two_lanes"], view=view)
    panel = view.panel
    for zoom in (100, 150, 200):
        app.set_zoom(zoom)
        settle(app.root)
        before = (view.board.cell, view.board.winfo_width(), panel.winfo_width())
        for par in ("walls.view.par_pending", "walls.view.par_too_hard"):
            panel.show_stats({"par": view.t(par), "lights": "12 / 12  " + "\u2605" * 12})
            settle(app.root)
            assert (view.board.cell, view.board.winfo_width(), panel.winfo_width()) == before, (zoom, par)
            assert panel_fits(panel), (zoom, par)
        scrolled = panel.scrolls()
        for scrolls in (not scrolled, scrolled):  # the scrollbar shown and hidden (Tk lays out, no redraw)
            if scrolls:
                panel.scrollbar.pack(side="right", fill="y", before=panel.canvas)
            else:
                panel.scrollbar.pack_forget()
            app.root.update_idletasks()
            assert (view.board.winfo_width(), panel.winfo_width()) == before[1:], (zoom, scrolls)
        view.redraw()


def test_a_tab_seen_for_the_first_time_keeps_room_for_the_larger_zooms(tk_root, tmp_path, monkeypatch):
    """The first tab a player opens was laid out before it was on screen, without the room kept for the texts of
    the top zoom (it is measured only once the board is shown): its cells were 70 px at 100 % and 67 px at 150 %
    on 1024x768. A board shown the first time keeps that room, so the next zoom step never shrinks it."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, (1024, 768), "ja")
    view = app.select_game("arrows")
    settle(app.root)
    first = view.board.cell
    app.set_zoom(150)
    settle(app.root)
    assert view.board.cell >= first, f"cells of {first} px at 100 %, {view.board.cell} px at 150 %"


def test_a_late_answer_to_an_earlier_zoom_step_changes_no_layout(tk_root, tmp_path, monkeypatch):
    """On a busy machine the X server may answer the 150 % step's resize only after the 200 % step has asked for
    its size (issue 36: walls cells of 80, 95, 94 px at 100/150/200 % in 3 of 6 loaded runs). That late
    <Configure> is not a size given by hand: back at 100 % the window and the Delayed Walls board are as large as
    before, and at 200 % the board as large as without it."""
    from types import SimpleNamespace

    from widgets.zoom import scaled_size
    screen = (1920, 1080)  # the window grows at both steps (on 1024x768 the screen stops it at 150 %)
    app = window_on_screen(tk_root, tmp_path, monkeypatch, screen, "en", yes=True)
    view = app.select_game("walls")
    settle(app.root)
    undisturbed = []
    for zoom in ZOOMS:
        app.set_zoom(zoom)
        settle(app.root)
        undisturbed.append((zoom, app.root.winfo_width(), app.root.winfo_height(), view.board.cell))
    app.set_zoom(100)
    settle(app.root)
    app.set_zoom(150)  # its resize is asked for; Tk has not done it yet
    size_at_150 = scaled_size(app._size_at_100, 1.5, screen)
    app.set_zoom(200)
    app._on_window_configure(SimpleNamespace(widget=app.root, width=size_at_150[0], height=size_at_150[1]))
    settle(app.root)
    seen = [(200, app.root.winfo_width(), app.root.winfo_height(), view.board.cell)]
    app.set_zoom(100)
    settle(app.root)
    seen.insert(0, (100, app.root.winfo_width(), app.root.winfo_height(), view.board.cell))
    assert seen == [undisturbed[0], undisturbed[2]], f"after a late answer {seen}, else {undisturbed}"


def test_another_tk_window_with_other_fonts_changes_no_layout(tk_root, tmp_path, monkeypatch):
    """Each Tk window has fonts of its own, and tkinter's font lookups without a window use the first one made
    (issue 36: in CI a leftover window of an earlier test made the walls panel 3 characters narrower at a fresh
    start than after Ctrl+0). The suite measures in its own window: another one, made the default and zoomed to
    twice the letters, changes no size in any tab; every font lookup in widgets/ names its window."""
    import pathlib
    import tkinter
    import tkinter.font as tkfont
    first = window_on_screen(tk_root, tmp_path / "first", monkeypatch, (1024, 768), "en", yes=True)
    sizes = {}
    for game in BOARD_FIRST:
        view = first.select_game(game)
        settle(first.root)
        sizes[game] = (view.board.cell, view.board.winfo_width(), view.winfo_width())
    other = tkinter.Tk()
    root = None
    try:
        for name in ("TkDefaultFont", "TkHeadingFont"):
            font = tkfont.nametofont(name, root=other)
            font.configure(size=2 * abs(font.actual("size")))
        monkeypatch.setattr(tkinter, "_default_root", other)
        root = tkinter.Tk()
        root.geometry("900x700+0+0")
        root.report_callback_exception = tk_root.report_callback_exception
        second = window_on_screen(root, tmp_path / "second", monkeypatch, (1024, 768), "en", yes=True)
        moved = {}
        for game in BOARD_FIRST:
            view = second.select_game(game)
            settle(second.root)
            now = (view.board.cell, view.board.winfo_width(), view.winfo_width())
            if now != sizes[game]:
                moved[game] = (sizes[game], now)
    finally:
        for window in (root, other):
            if window is not None:
                window.destroy()
        monkeypatch.setattr(tkinter, "_default_root", tk_root)  # the fixture's window, alive, as before
    assert not moved, f"(cell, board width, tab width) alone and beside a window of larger letters: {moved}"
    widgets = pathlib.Path(__file__).resolve().parent.parent / "widgets"
    bare = [f"{path.name}:{number}" for path in sorted(widgets.rglob("*.py"))
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
            if "nametofont(" in line and "root=" not in line]
    assert not bare, f"font lookups that do not name their window: {bare}"
