"""Menu shortcuts and Ctrl+Tab work from every tab with the keyboard focus where the game puts it.

Game keys are bound on the boards and panels; the suite's shortcuts must win over them (Ctrl+S on the
Arrow Rotation board once chose the arrow "S", Ctrl+Tab once switched Mirror Skirmish allies and cycled the
Mischief Garden action, and the garden's hand-off curtain swallowed it). Covers every tab, with the focus on
the widget the tab gives it, and the garden curtain.
"""

import re

import pytest

from gamepkg.garden import rules as garden
from widgets.registry import VIEWS

GAMES = list(VIEWS)


def focused_widget(app, game):
    """Show ``game``'s tab and return the widget that has the keyboard focus there."""
    view = app.select_game(game)
    app.root.focus_force()  # no window manager under Xvfb: give the window the keyboard itself
    app.root.update()
    view.focus_default()
    app.root.update()
    widget = app.root.focus_get()
    assert widget is not None, f"{game}: nothing has the keyboard focus"
    return view, widget


def send(app, widget, sequence):
    """Send one key event to ``widget`` and let Tk handle it."""
    widget.event_generate(sequence)
    app.root.update()


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_tab_and_ctrl_shift_tab_switch_tabs_from_every_tab(app, game):
    """Ctrl+Tab shows the next tab, Ctrl+Shift+Tab (ISO_Left_Tab on X11) the previous one."""
    games = list(VIEWS)  # read now: a test may have registered one more game
    index = games.index(game)
    _, widget = focused_widget(app, game)
    send(app, widget, "<Control-Tab>")
    assert app.current_game() == games[(index + 1) % len(games)]
    _, widget = focused_widget(app, game)
    send(app, widget, "<Control-Shift-Tab>")
    assert app.current_game() == games[index - 1]
    _, widget = focused_widget(app, game)
    send(app, widget, "<Control-ISO_Left_Tab>")
    assert app.current_game() == games[index - 1]


def test_ctrl_tab_leaves_the_garden_behind_its_hand_off_curtain(app):
    """The hot-seat curtain takes the keys (Enter lifts it) but never Ctrl+Tab."""
    view = app.select_game("garden")
    app.new_game(garden.Params("h", "h"), 5, view=view)
    app.root.focus_force()
    app.root.update()
    assert view.curtain_up
    view.focus_default()
    app.root.update()
    widget = app.root.focus_get()
    assert widget is not None
    send(app, widget, "<Control-Tab>")
    assert app.current_game() == GAMES[(GAMES.index("garden") + 1) % len(GAMES)]
    assert view.curtain_up, "leaving the tab must not lift the curtain"


@pytest.mark.parametrize("game", GAMES)
def test_every_menu_shortcut_acts_with_the_board_focused(app, dialogs, monkeypatch, game):
    """Ctrl+S saves, Ctrl+O loads, Ctrl+Z/Ctrl+Y undo/redo, Ctrl+H hints, F2 starts anew, F1 helps, zoom, quit."""
    view, widget = focused_widget(app, game)
    calls = []
    for name in ("undo", "redo", "hint", "start"):
        monkeypatch.setattr(view, name, lambda *args, name=name, **kw: calls.append(name))
    monkeypatch.setattr(app.root, "destroy", lambda: calls.append("destroy"))
    state_before = view.session.state

    send(app, widget, "<Control-s>")
    assert app.store.path(app.save_name(view)).is_file(), f"{game}: Ctrl+S did not save"
    assert view.session.state is state_before, f"{game}: Ctrl+S also played a game key"
    send(app, widget, "<Control-o>")
    assert "status.loaded" in view.status_keys(), f"{game}: Ctrl+O did not load"
    for sequence, expected in (("<Control-z>", "undo"), ("<Control-y>", "redo"), ("<Control-Z>", "redo"),
                               ("<F2>", "start")):
        send(app, app.root.focus_get() or widget, sequence)
        assert calls[-1:] == [expected], f"{game}: {sequence} gave {calls}"
    if view.has_hint:
        send(app, app.root.focus_get() or widget, "<Control-h>")
        assert calls[-1] == "hint", f"{game}: Ctrl+H did not ask for a hint"
    zoom = app.settings["zoom"]
    send(app, app.root.focus_get() or widget, "<Control-plus>")
    assert app.settings["zoom"] > zoom
    send(app, app.root.focus_get() or widget, "<Control-0>")
    assert app.settings["zoom"] == 100
    send(app, app.root.focus_get() or widget, "<Control-q>")
    assert calls[-1] == "destroy", f"{game}: Ctrl+Q did not quit"
    windows = set(app.root.winfo_children())
    send(app, app.root.focus_get() or widget, "<F1>")
    assert set(app.root.winfo_children()) - windows, f"{game}: F1 opened no help window"


SUITE_SHORTCUT_LETTERS = set("zyZsohq")  # Ctrl+these are menu commands (undo, redo, save, load, hint, quit)
# At least these game keys are read from each tab's bindings (a new game needs no line here).
KNOWN_GAME_KEYS = {"mines": "pP", "skirmish": "wWaAtT12", "walls": "wasdzyrnpWASD", "garden": "zxrZ",
                   "arrows": "wasdWASD"}
KEY_SEQUENCE = re.compile(r"<(?:Key|KeyPress)-([A-Za-z0-9])>|([A-Za-z0-9])")  # Tk gives "<KeyPress-p>" back as "p"


def game_keys(widget):
    """The letters and digits a plain press acts on where the tab has the focus: read from its bindings."""
    return "".join(sorted({found[1] or found[2] for sequence in widget.bind()
                           if (found := KEY_SEQUENCE.fullmatch(sequence))}))


def what_the_tab_shows(view):
    """The moves played, the status line and the tab's own choices (selection, pause, chosen ally...)."""
    return (tuple(view.session.moves), view.session.position, view.status_var.get(),
            *(str(getattr(view, name, None)) for name in ("paused", "selected", "direction", "ally", "pending",
                                                          "overlay_mode", "kind_index")))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("modifier", ["Control", "Alt"])
def test_a_game_key_pressed_with_ctrl_or_alt_does_nothing_in_the_game(app, game, modifier):
    """QA: Ctrl+W waited in Mirror Skirmish, Ctrl+D chose a direction in Arrow Rotation: a letter bound as a
    game key also fired with Ctrl or Alt held. Those presses are the menus' and the window's now."""
    view, widget = focused_widget(app, game)
    if getattr(view, "curtain_up", False):  # a hot-seat curtain over the board: lift it first
        view.lift_curtain()
        app.root.update()
        view.focus_default()
        app.root.update()
        widget = app.root.focus_get()
    keys = game_keys(widget)
    assert set(KNOWN_GAME_KEYS.get(game, "")) <= set(keys), f"{game}: game keys {keys!r}"
    before = what_the_tab_shows(view)
    for key in keys:
        if modifier == "Control" and key in SUITE_SHORTCUT_LETTERS:
            continue  # Ctrl+Z, Ctrl+S... are the menus' own (tested above)
        send(app, widget, f"<{modifier}-KeyPress-{key}>")
    assert what_the_tab_shows(view) == before
    assert app.current_game() == game
    app.root.callback_errors.check()
