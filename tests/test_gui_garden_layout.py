"""Mischief Garden at every zoom step: every button and panel is in sight (issue #34 point 20).

At 200 % on a 1024x768 screen Do It and Cancel were cut off at the bottom of the side panel (it scrolled them out
of sight). On screens of 1024x768 and 1366x768 (what widgets/zoom.py ``screen_of`` says), in English and Japanese,
at every step of widgets/zoom.py ZOOM_STEPS, in four positions (a selected move with its longest forecast against
the computer, a hot-seat hand-over screen, a finished game, the practice lab), every mapped button, action choice
and framed box of the garden tab lies wholly inside the window and inside the visible part of the scrolling side
panel (widgets/scroll_column.py, at the top where the tab leaves it); so does the panel itself and the status
line. A text label may sit below the panel's fold only when the panel shows its scrollbar (it is reached by
scrolling). One window per screen and language, to keep the run short.
"""

import tkinter as tk
from tkinter import ttk

import pytest

from gamepkg.i18n import LANGUAGES
from tests.screen_walk import all_widgets, box_of, window_on_screen, within
from tests.test_gui_garden import choose, click_cell, do, ready
from widgets.zoom import ZOOM_STEPS

IN_SIGHT_ALWAYS = (ttk.Button, ttk.Radiobutton, ttk.Labelframe, tk.Button)


def settle(root, rounds=4):
    """Let Tk lay out, wrap and draw until the layout is still."""
    for _ in range(rounds):
        root.update()


def out_of_sight(app, view):
    """(widget path, text, where) for every widget of the tab that is cut off: outside the window, or outside the
    visible part of the side panel (labels there only when the panel does not scroll)."""
    window, panel = box_of(app.root), view.panel
    seen_part = box_of(panel.canvas)
    problems = []
    for widget in [panel, view.status_label, *all_widgets(view)]:
        if not widget.winfo_ismapped() or widget.winfo_width() <= 1:
            continue
        always = isinstance(widget, IN_SIGHT_ALWAYS) or widget in (panel, view.status_label)
        if not always and not isinstance(widget, (tk.Label, ttk.Label)):
            continue
        text = str(widget.cget("text")) if "text" in widget.keys() else ""
        if not str(widget).startswith(str(panel.inner) + "."):
            if not within(box_of(widget), window):
                problems.append((str(widget)[-50:], text[:30], "outside the window"))
        elif not within(box_of(widget), seen_part) and (always or not panel.scrolls()):
            problems.append((str(widget)[-50:], text[:30], "outside the side panel's visible part"))
    return problems


def selected_forecast(app, view):
    """Against the computer: the gardener's first path laid, the second one selected (a forecast of three lines)."""
    assert app.open_game_id("garden:hn#1", interactive=False) is None
    view.update()
    do(view, 5)
    click_cell(view, 6)
    assert view.pending == "path:6"


def hand_over_screen(app, view):
    """A hot-seat gardener's turn is over: its result and Hand Over."""
    assert app.open_game_id("garden:hh#1", interactive=False) is None
    view.update()
    ready(view)
    do(view, 5)
    do(view, 6)
    assert view.handing_over == "gardener"


def finished(app, view):
    """A finished game against the computer: the result, Swap Roles."""
    assert app.open_game_id("garden:hh#1", interactive=False) is None
    while not view.state().winner:
        assert view.play("wait") is not None
    view.update()


def lab(app, view):
    """The practice lab, a cut selected."""
    assert app.open_game_id("garden:hn#1", interactive=False) is None
    view.open_lab()
    choose(view, "cut")
    click_cell(view, 19)


POSITIONS = (selected_forecast, hand_over_screen, finished, lab)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_every_button_and_panel_is_in_sight_at_every_zoom(tk_root, tmp_path, monkeypatch, screen, language):
    """Every zoom step, four positions: no button, action choice, box or (unless the panel scrolls) text is cut."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, screen, language, yes=True)
    app.settings["animation_speed"] = "instant"
    view = app.select_game("garden")
    problems = []
    for position in POSITIONS:
        position(app, view)
        for zoom in ZOOM_STEPS:
            app.set_zoom(zoom)
            settle(app.root)
            problems.extend((position.__name__, zoom, *problem) for problem in out_of_sight(app, view))
        app.zoom_reset()
        settle(app.root)
    assert not problems, f"on {screen[0]}x{screen[1]} in {language}: {problems[:12]} ({len(problems)} in all)"
