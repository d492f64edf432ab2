"""One line in gamepkg/registry.py GAMES is all a game needs: its tab, its texts, its fuzzing and its saves."""

import random

import pytest

from gamepkg import game_id, registry
from gamepkg.i18n import Translator
from gamepkg.registry import Game
from tests import fake_game, test_gui_shortcuts, test_properties, test_save_fuzz, test_storage_game_ids


@pytest.fixture
def tally_registered(monkeypatch):
    """The made-up game of tests/fake_game.py registered with one GAMES line (its texts in the same module)."""
    monkeypatch.setitem(registry.GAMES, "tally", Game("tests.fake_game", "tests.fake_game:TallyView",
                                                      ("tests.fake_game",)))


def test_the_registries_read_the_one_table(tally_registered):
    """ENGINES, VIEWS, engine_for, game IDs and the catalogs all know a game added only to GAMES."""
    from widgets.registry import VIEWS, view_class
    assert list(registry.ENGINES)[-1] == "tally" and list(VIEWS) == list(registry.GAMES)
    assert registry.engine_for("tally") is fake_game and view_class("tally") is fake_game.TallyView
    assert game_id.split_game_id("tally:9#3") == ("tally", "9", 3)
    assert Translator("ja").t("tally.title") == "たし算" and Translator("en").t("tally.title") == "Tally"


def test_a_registered_game_is_fuzzed_without_editing_the_fuzzers(tally_registered, tmp_path):
    """The property playouts and the save fuzzer take the new game from the registry and run on it."""
    assert "tally" in test_properties.playout_cases()
    test_properties.test_legal_play_reaches_the_end_and_survives_undo_redo_and_saving(game="tally")
    test_save_fuzz.test_fuzzed_saves_load_only_reachable_sessions_and_leave_slots_alone("tally", tmp_path)


def test_the_tests_keyed_by_game_take_a_new_game_without_a_line_of_their_own(tally_registered):
    """The game-ID fuzzer makes IDs of the new game (its extra parameters are optional) and they round-trip."""
    assert any(text.startswith("tally:") for text in test_storage_game_ids.valid_ids(random.Random(3)))
    test_storage_game_ids.test_every_accepted_game_id_round_trips_exactly()


@pytest.mark.gui
@pytest.mark.parametrize("modifier", ["Control", "Alt"])
def test_the_shortcut_tests_read_a_new_games_keys_from_its_tab(tally_registered, app, modifier):
    """Ctrl+Tab reaches the new tab and leaves it, its game keys are read from its bindings, and with Ctrl or
    Alt held they play nothing (a plain 2 does)."""
    test_gui_shortcuts.test_ctrl_tab_and_ctrl_shift_tab_switch_tabs_from_every_tab(app, "tally")
    _view, widget = test_gui_shortcuts.focused_widget(app, "tally")
    assert test_gui_shortcuts.game_keys(widget) == "12"
    test_gui_shortcuts.test_a_game_key_pressed_with_ctrl_or_alt_does_nothing_in_the_game(app, "tally", modifier)
    view, widget = test_gui_shortcuts.focused_widget(app, "tally")
    test_gui_shortcuts.send(app, widget, "<KeyPress-2>")
    assert view.session.moves == ["2"]


@pytest.mark.gui
def test_a_registered_game_gets_its_own_tab(tally_registered, app, dialogs):
    """The window shows a tab for the new game, titled from its texts, plays it, About counts it; menus work."""
    assert app.games[-1] == "tally"
    app.show_about()
    assert f"{len(registry.GAMES)} classic games" in dialogs.infos[-1]
    view = app.select_game("tally")
    app.root.update()
    assert isinstance(view, fake_game.TallyView)
    assert app.notebook.tab(app.notebook.select(), "text") == "Tally"
    view.play("2")
    assert view.label.cget("text") == "2 of 5"
    app.set_language("ja")
    assert app.notebook.tab(app.notebook.select(), "text") == "たし算" and view.label.cget("text") == "2 / 5"
    app.set_animation_speed("fast")  # the hooks a view need not write (GameView has them) are called directly
    app.zoom_in()
    app.root.update()


def test_the_modules_imported_ahead_for_a_tab_are_its_view_and_its_texts(tally_registered):
    """prepare_tabs imports a tab's view and its message modules ahead (the catalogs read a game's texts at its
    first look-up), a new game's as well."""
    from widgets.registry import tab_modules
    assert tab_modules("walls") == ["widgets.walls.view", "gamepkg.walls.messages", "gamepkg.walls.messages_view",
                                    "gamepkg.walls.messages_editor"]
    assert tab_modules("tally") == ["tests.fake_game", "tests.fake_game"]
