"""Mirror Skirmish's side column at every zoom step: every box, label and button shows whole (issue 34 point 10).

The panel used to scroll: at 100 % the forecast and the legend were half cut, at 200 % on 1024x768 the battle box
and the buttons were out of sight. Now the column shows its sections (battle, actions, forecast, legend, log) on
one page when they fit, else page by page (widgets/skirmish/column.py). One window per screen (1024x768 and
1366x768, what widgets/zoom.py ``screen_of`` says) and language; at each zoom step from 100 to 200 % every page
is turned to with PageDown and every widget of the tab is checked: shown whole inside the window (and inside the
panel's view), or wholly on another page, never cut; no text is cut (tests/screen_walk.py ``cut_texts``); every
section shows whole on some page; the panel never scrolls; the board's cells never get smaller at a zoom step.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from tests.conftest import press
from tests.screen_walk import all_widgets, box_of, cut_texts, within
from tests.test_gui_layout_screens import settle, suite_on_screen
from widgets.zoom import ZOOM_STEPS

ZOOMS = [zoom for zoom in ZOOM_STEPS if zoom >= 100]


def apart(one, other):
    """True when the boxes do not overlap at all."""
    return one[2] <= other[0] or other[2] <= one[0] or one[3] <= other[1] or other[3] <= one[1]


def is_inside(widget, ancestor):
    """True when ``ancestor`` is ``widget`` or one of its masters."""
    while widget is not None:
        if widget is ancestor:
            return True
        widget = widget.master
    return False


def page_problems(app, view):
    """(problems, sections shown whole) of the page on screen: widgets cut by the window or by the panel's view."""
    window, panel = box_of(app.root), view.panel
    shown_area = box_of(panel.canvas)
    problems, shown = [], set()
    for widget in all_widgets(view):
        if not widget.winfo_ismapped() or widget.winfo_width() <= 1 or widget is panel.inner:
            continue  # (the frame the panel shows a stretch of: it holds every page)
        box = box_of(widget)
        if is_inside(widget, panel.inner):
            if apart(box, shown_area):
                continue  # on another page
            if not within(box, shown_area):
                problems.append(f"{widget} is cut by the panel's edge")
                continue
            shown.update(section for section in view.side.sections() if widget is section)
        if not within(box, window):
            problems.append(f"{widget} reaches out of the window")
    problems += [f"{path}: {text!r} {problem}" for path, text, problem in cut_texts(view)]
    if panel.scrolls():
        problems.append("the panel scrolls")
    return problems, shown


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_every_box_label_and_button_shows_whole_at_every_zoom_step(tk_root, tmp_path, monkeypatch, screen, language):
    """Every zoom step from 100 to 200 %, every page of the side column: nothing cut, every section shown whole
    on a page, the panel never scrolls, and the board's cells never shrink at a step."""
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language)
    view = app.select_game("skirmish")
    view.set_speed("instant")
    problems, cells = [], []
    for zoom in ZOOMS:
        app.set_zoom(zoom)
        settle(app.root)
        cells.append(view.board.cell)
        problems += walk_pages(app, view, f"{zoom} %")
    for move in ("move:0:0:0", "wait:1"):  # a round played: longer forecast and battle texts, log lines
        view.play(move)
    settle(app.root)
    assert len(view.session.moves) == 2 and view.session.state.round == 1
    problems += walk_pages(app, view, "after a round at 200 %")
    assert not problems, f"on {screen[0]}x{screen[1]} in {language}: {problems}"
    assert all(later >= earlier for earlier, later in zip(cells, cells[1:])), f"cells of {cells} px at {ZOOMS} %"


def walk_pages(app, view, where):
    """Turn to every page of the side column with PageDown: the problems found on them and the sections never
    shown whole on any (``where`` begins each message)."""
    problems, seen = [], set()
    for _ in view.side.pages:
        found, shown = page_problems(app, view)
        problems += [f"{where}, page {view.side.page + 1}: {problem}" for problem in found]
        seen |= shown
        press(view.panel.action_list, "Next")
        settle(app.root, 2)
    missing = [str(section) for section in view.side.sections() if section not in seen]
    if missing:
        problems.append(f"{where}: never shown whole: {missing}")
    return problems
