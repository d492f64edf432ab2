"""The record gate's table walked for the keys of the boards and the buttons of the panels (issue #35): the
menus and shortcuts are walked in tests/test_gui_record_gate.py; these reach the same functions from the board.

The lists come from the tab itself: every key bound on its board, its action list and its level list, every
button under it (by the function it runs). Each is either a command of the gate's table, walked here on a
counting game as its menu entry is declared (Walls N/P/R/Z, PageUp/PageDown, Esc, the level list's Enter and
Play; Minesweeper P; Mischief Garden R; the panels' Hint, Show Solution, Undo, Next Level, Swap, Skip...), or a
key of play: it plays a move or moves what the view shows (a cursor, a selection, a page), listed with that
reason. A key or button bound later that is neither fails here.
"""

import pytest

from tests.conftest import press
from tests.test_gui_record_gate import GAMES, check_outcome, walk_fixtures

# Keys that play a move or only move what the view shows (the cursor, a selection, the side column's page, the
# level list shown): no record meaning, the same as a click on the board.
PLAY_KEYS = {
    "mines": {"f", "space", "return", "kp_enter", "up", "down", "left", "right"},
    "skirmish": {"1", "2", "a", "w", "t", "f", "tab", "iso_left_tab", "shift-tab", "space", "return", "kp_enter",
                 "up", "down", "left", "right", "next", "prior"},
    "walls": {"w", "a", "s", "d", "f", "l", "space", "return", "kp_enter", "up", "down", "left", "right"},
    "garden": {"z", "x", "f", "tab", "iso_left_tab", "shift-tab", "space", "return", "kp_enter", "up", "down",
               "left", "right", "escape", "key"},
    "arrows": {"w", "a", "s", "d", "f", "space", "return", "kp_enter", "up", "down", "left", "right"},
}
# Keys that are commands of the gate's table: the key of their menu entry's declaration.
RECORD_KEYS = {
    "mines": {"p": "mines.menu.pause"},
    "skirmish": {"escape": "skirmish.view.menu.skip"},
    "walls": {"n": "walls.view.menu.next_level", "next": "walls.view.menu.next_level",
              "p": "walls.view.menu.prev_level", "prior": "walls.view.menu.prev_level", "r": "menu.restart",
              "z": "menu.undo", "y": "menu.redo", "escape": "walls.view.menu.stop_solution"},
    "garden": {"r": "menu.restart"},
    "arrows": {"escape": "arrows.view.skip_menu"},
}
# The level list of Delayed Walls: Enter opens the level selected (another level, as New does); Esc and L close it.
LIST_KEYS = {"return": "menu.new"}
LIST_PLAY_KEYS = {"escape", "l"}
# Buttons that play a move or move what is shown, by the function they run.
PLAY_BUTTONS = {"switch_ally", "wait_action", "cycle_overlay", "<lambda>", "commit", "cancel_selection", "hand_over",
                "lift_curtain"}
# Buttons that are commands of the table, by the function they run: the key of their menu entry's declaration.
RECORD_BUTTONS = {"skip_animation": {"skirmish": "skirmish.view.menu.skip", "arrows": "arrows.view.skip_menu"},
                  "replay_walk": {"arrows": "arrows.view.replay"},
                  "on_undo_button": {"walls": "menu.undo"}, "next_level": {"walls": "walls.view.menu.next_level"},
                  "hint": {"walls": "menu.hint"}, "toggle_solution": {"walls": "walls.view.menu.show_solution"},
                  "on_open": {"walls": "menu.new"}, "open_levels_folder": {"walls": "walls.view.menu.open_folder"},
                  "reload_levels": {"walls": "walls.view.menu.reload"},
                  "swap_and_replay": {"garden": "garden.view.menu.swap"},
                  "close_lab": {"garden": "garden.view.menu.back"},
                  "clear_lab": {"garden": "garden.view.menu.clear_lab"}}
SKIPPED = {"menu.redo"}  # never enabled on a game under way (as in the menus' walk)


walk_window, walk = walk_fixtures("record_board_walk")


def key_names(widget):
    """The keys bound on ``widget`` (its own bindings), as lower-case key names (``n``, ``next``, ``shift-tab``)."""
    names = set()
    for sequence in widget.bind():
        if "Release" in sequence or "Button" in sequence or "Motion" in sequence or not (
                "Key" in sequence or not sequence.startswith("<")):
            continue
        names.add(sequence.strip("<>").replace("Key-", "").lower())
    return names


def key_widgets(view):
    """The widgets of ``view`` that take game keys: {name: widget} (the board, an action list, a level list)."""
    found = {}

    def visit(widget):
        """Every descendant with a key binding of its own."""
        for child in widget.winfo_children():
            if key_names(child) and child.winfo_class() != "TEntry":
                found[str(child)] = child
            visit(child)

    visit(view)
    return found


def buttons(view):
    """{function name: button} of every button under ``view`` (by the name of the command it runs)."""
    found = {}

    def visit(widget):
        """Every descendant button."""
        for child in widget.winfo_children():
            if child.winfo_class() in ("TButton", "Button"):
                command = str(child.cget("command")).lstrip("0123456789")
                found.setdefault(command, child)
            visit(child)

    visit(view)
    return found


def key_runner(widget_of, keysym, first=None):
    """Press ``keysym`` on the widget ``widget_of(view)`` as a person does (``keysym`` None: click the button
    ``widget_of(view)``), after ``first(view)`` if any."""
    def run(view):
        """The key press or the click."""
        if first is not None:
            first(view)
        if keysym is None:
            widget_of(view).invoke()
        else:
            press(widget_of(view), keysym)
    return run


def another_level_selected(view):
    """Show the Delayed Walls level list (L) with a row selected other than the level on screen (Enter and Play
    open it)."""
    view.show_levels(True)
    current = view.library.current_key()
    view.levels.select(next(key for key in view.levels.keys if key != current))
    view.update()


def record_keys_of(view, game):
    """[(declared key, how to run it)] of every record key of the tab, checking that each bound key is known."""
    runs = []
    for name, widget in key_widgets(view).items():
        level_list = widget is getattr(getattr(view, "levels", None), "tree", None)
        declared = LIST_KEYS if level_list else RECORD_KEYS[game]
        play = LIST_PLAY_KEYS if level_list else PLAY_KEYS[game]
        unknown = key_names(widget) - set(declared) - play
        assert not unknown, f"{game}: keys of {name} neither in the gate's table nor keys of play: {unknown}"
        for keysym in sorted(key_names(widget) & set(declared)):
            path = name

            def widget_of(view, path=path):
                """The widget of the tab with that path (a language switch may have built it again)."""
                return view.nametowidget(path)
            sym = {"next": "Next", "prior": "Prior", "escape": "Escape", "return": "Return"}.get(keysym, keysym)
            runs.append((declared[keysym], key_runner(widget_of, sym, another_level_selected if level_list else None)))
    return runs


def record_buttons_of(view, game):
    """[(declared key, how to run it)] of every record button of the tab, checking that each button is known."""
    runs = []
    for command, button in sorted(buttons(view).items()):
        if command in PLAY_BUTTONS:
            continue
        assert game in RECORD_BUTTONS.get(command, {}), f"{game}: a button running {command} is not in the table"
        first = another_level_selected if command == "on_open" else None
        runs.append((RECORD_BUTTONS[command][game], key_runner(lambda view, path=str(button): view.nametowidget(path),
                                                               None, first)))
    return runs


@pytest.mark.parametrize("game", GAMES)
def test_every_board_key_and_panel_button_does_what_its_menu_entry_declares(walk, game):
    """Each record key and button of the tab, run on a counting game under way: the outcome its menu entry is
    declared with (tests/test_gui_record_gate.py check_outcome)."""
    view = walk.select_game(game)
    walk.root.update()
    runs = record_keys_of(view, game) + record_buttons_of(view, game)
    assert runs, game
    for key, run in runs:
        if key not in SKIPPED:
            check_outcome(walk, walk.dialogs, game, key, run)
