"""Each game declares its own settings in its folder (gamepkg/GAME/settings.py, found through the registry), read
from settings.json the first time the game asks for one: the keys are the ones saved files have always held, and
loading the settings imports no game's module (the window's first frame reads them)."""

import json
import subprocess
import sys

import pytest

from gamepkg.registry import GAMES, optional_game_module
from gamepkg.savefile import DataStore
from gamepkg.settings import DEFAULTS, game_defaults, load_settings, save_settings

OLD_FILE = {"language": "ja", "zoom": 120, "question_marks": False, "no_guess": True, "mines_coordinates": True,
            "walls_level": "shipped:3", "walls_levels_open": True, "class_levels": ""}  # as saved before the move


def write_settings(folder, data):
    """Put ``data`` in the data folder's settings.json."""
    (folder / "settings.json").write_text(json.dumps(data), encoding="utf-8")


def test_a_file_saved_before_the_move_reads_the_same(tmp_path):
    """Every key of an older settings.json reads as it was saved, the suite's and the games' alike."""
    write_settings(tmp_path, OLD_FILE)
    settings = load_settings(DataStore(tmp_path))
    assert {key: settings[key] for key in OLD_FILE} == OLD_FILE
    assert settings.changed() == {}  # reading a game's setting is no change to write


def test_a_games_bad_value_reads_as_its_default_and_an_unknown_key_is_refused(tmp_path):
    """A value of another type gives the game's default; a key no one declares is a KeyError, not a silent None."""
    write_settings(tmp_path, {"walls_level": 7, "mines_coordinates": "yes"})
    settings = load_settings(DataStore(tmp_path))
    assert settings["walls_level"] == "" and settings["mines_coordinates"] is False
    with pytest.raises(KeyError):
        settings["no_such_setting"]


def test_a_changed_game_setting_is_written_under_its_key_and_keeps_the_others(tmp_path):
    """A window writes the game setting it changed; the file's other keys stay as they were."""
    write_settings(tmp_path, OLD_FILE)
    store = DataStore(tmp_path)
    settings = load_settings(store)
    settings["walls_levels_open"] = False
    assert save_settings(store, settings)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8")) == dict(OLD_FILE,
                                                                                         walls_levels_open=False)
    assert load_settings(store)["walls_levels_open"] is False


def test_every_games_settings_have_keys_of_their_own():
    """No game's key is the suite's or another game's: each key has one owner and one default."""
    seen = set(DEFAULTS)
    for game in GAMES:
        keys = set(getattr(optional_game_module(game, "settings"), "DEFAULTS", {}))
        assert not keys & seen, (game, keys & seen)
        seen |= keys
    assert {"question_marks", "no_guess", "mines_coordinates", "walls_level", "walls_levels_open"} <= set(
        game_defaults())


def test_loading_the_settings_imports_no_games_module(tmp_path):
    """load_settings (before the first frame) leaves every game folder unimported; the first game key read imports
    that game's settings module, not its rules."""
    write_settings(tmp_path, OLD_FILE)
    script = ("import sys\nfrom gamepkg.savefile import DataStore\nfrom gamepkg.settings import load_settings\n"
              f"settings = load_settings(DataStore({str(tmp_path)!r}))\n"
              "folders = tuple(f'gamepkg.{game}' for game in ('mines', 'walls'))\n"
              "print(sorted(name for name in sys.modules if name.startswith(folders)))\n"
              "settings['no_guess']\n"
              "print(sorted(name for name in sys.modules if name.startswith(folders)))\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    before, after = result.stdout.splitlines()
    assert before == "[]"
    assert "'gamepkg.mines.settings'" in after and "rules" not in after
