"""Issue 34: a classroom projector of 1024x768: at every zoom step from 100 % to 200 %, and at 200 % on the
presets that lay a tab out differently, every shown widget of every tab lies inside the window (a widget of
a scrolling side column inside that column, which scrolls), in both languages.

Covered, to stay quick: every zoom step of widgets/zoom.py from 100 % up with each game's default board;
at 200 % Minesweeper's three boards, the Mirror Skirmish cases (one variant each: the variants lay out
alike), the smallest and largest Delayed Walls levels, Mischief Garden for two, against the mole and
against the gardener, and every Arrow Rotation preset.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from tests.screen_walk import all_widgets, box_of, window_on_screen, within
from widgets.registry import VIEWS
from widgets.scroll_column import ScrollColumn
from widgets.zoom import ZOOM_STEPS

SCREEN = (1024, 768)
STEPS = [step for step in ZOOM_STEPS if step >= 100]


def walls_extremes(engine):
    """The smallest and the largest Delayed Walls level (by cells)."""
    by_size = sorted(engine.PRESETS, key=lambda key: engine.PRESETS[key].width * engine.PRESETS[key].height)
    return [by_size[0], by_size[-1]]


def presets_laid_out_differently(game, engine):
    """The preset keys of ``game`` whose tab lays out differently (see the module's docstring)."""
    keys = list(engine.PRESETS)
    if game == "skirmish":
        return [key for key in keys if key.endswith("-both")]
    if game == "walls":
        return walls_extremes(engine)
    if game == "garden":
        return ["hotseat", "vs_computer_mole_easy", "vs_computer_gardener_easy"]
    return keys


def settle(app, rounds=4):
    """Let Tk lay the window out and wrap its texts."""
    for _ in range(rounds):
        app.root.update()


def outside(app, game):
    """The shown widgets of ``game``'s tab that are not wholly inside the window: for a widget of a scrolling
    column, its column (which scrolls to show it)."""
    window = box_of(app.root)
    problems = []
    for widget in all_widgets(app.tab_frames[game]):
        if not widget.winfo_ismapped() or widget.winfo_children():
            continue  # frames are checked through what they hold
        shown = next((parent for parent in parents(widget) if isinstance(parent, ScrollColumn)), widget)
        if not within(box_of(shown), window):
            problems.append(f"{game}: {str(shown)[-50:]} at {box_of(shown)} outside the window {window}")
    return problems


def parents(widget):
    """The widgets ``widget`` lies in, nearest first."""
    parent = widget.master
    while parent is not None:
        yield parent
        parent = parent.master


@pytest.fixture(params=LANGUAGES)
def projector(request, tk_root, tmp_path, monkeypatch):
    """The suite window on a 1024x768 screen in each language, animations instant, every question yes."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, SCREEN, request.param, yes=True)
    app.set_animation_speed("instant")
    settle(app)
    return app


def test_every_tab_is_inside_the_window_at_every_zoom_step(projector):
    """Each zoom step from 100 % to 200 %: every tab's widgets inside the 1024x768 window."""
    problems = []
    for step in STEPS:
        projector.set_zoom(step)
        for game in VIEWS:
            projector.select_game(game)
            settle(projector)
            problems += [f"{step} %: {problem}" for problem in outside(projector, game)]
    projector.root.report_callback_exception.check()
    assert not problems, "\n".join(problems)


def test_every_preset_layout_is_inside_the_window_at_200_percent(projector):
    """At 200 %, each preset that lays its tab out differently: every widget inside the window."""
    projector.set_zoom(STEPS[-1])
    problems = []
    for game in VIEWS:
        view = projector.select_game(game)
        for key in presets_laid_out_differently(game, view.engine):
            view.start(view.engine.PRESETS[key])
            settle(projector)
            problems += [f"{key}: {problem}" for problem in outside(projector, game)]
    projector.root.report_callback_exception.check()
    assert not problems, "\n".join(problems)
