"""The shared Session and the data folder: undo, redo, saves that replay, and strict loading."""

import json
import os

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.game_id import split_game_id
from gamepkg.rules import IllegalMove
from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore, load_session, read_json_file, save_session
from gamepkg.session import Session
from gamepkg.settings import load_best_times, load_settings, record_best_time, save_settings
from gamepkg.user_folder import data_folder


def small_session():
    """A 3x3 two-player Arrow Rotation game with three placements played."""
    session = Session(arrows, arrows.Params.decode("3x3,H,H"), seed=5)
    for move in ("0,0,0", "1,0,1", "1,1,2"):
        session.play(move)
    return session


def test_undo_redo_and_a_new_move_drops_the_redo_tail():
    """Undo steps back, redo forward, and a different move after undo forgets the undone ones."""
    session = small_session()
    third = session.state
    assert session.undo() and session.position == 2
    assert session.redo() and session.state == third
    session.undo()
    session.play("2,0,1")
    assert session.moves == ["0,0,0", "1,0,1", "2,0,1"] and not session.can_redo()


def test_an_illegal_move_changes_nothing():
    """A rejected move leaves moves, position and state as they were."""
    session = small_session()
    before = (list(session.moves), session.position, session.state)
    with pytest.raises(IllegalMove):
        session.play("0,0,0")
    assert (session.moves, session.position, session.state) == before


def test_save_then_load_gives_the_same_session(tmp_path):
    """A saved game replays to the same moves, position and state."""
    store = DataStore(tmp_path)
    session = small_session()
    session.undo()
    path = save_session(store, "saves/arrows.json", session)
    loaded = load_session(path, expected_game="arrows")
    assert loaded.moves == session.moves and loaded.position == 2 and loaded.state == session.state
    assert not loaded.is_dirty()


@pytest.mark.parametrize("change, key", [
    (lambda d: d.update(format="other"), "save.foreign"),
    (lambda d: d.update(version=True), "save.version"),
    (lambda d: d.update(version=1.0), "save.version"),
    (lambda d: d.update(moves=d["moves"] + ["0,0,0"]), "save.bad_move"),
    (lambda d: d.update(position=99), "save.bad_field"),
    (lambda d: d.update(seed=-1), "save.bad_field"),
    (lambda d: d.update(params="1x1,H,H"), "save.bad_params"),
    (lambda d: d.update(extra=1), "save.fields"),
    (lambda d: d.update(game="mines"), "save.other_game"),
])
def test_tampered_saves_are_refused_with_a_reason(tmp_path, change, key):
    """Each kind of damage is refused with its own message id."""
    data = small_session().to_dict()
    change(data)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_session(path, expected_game="arrows")
    assert caught.value.key == key


def test_truncated_oversized_and_binary_files_are_refused(tmp_path):
    """Files that are not whole JSON, or too big, give clear errors."""
    good = json.dumps(small_session().to_dict())
    (tmp_path / "cut.json").write_text(good[: len(good) // 2], encoding="utf-8")
    (tmp_path / "big.json").write_bytes(b" " * (5 * 1024 * 1024))
    (tmp_path / "bin.json").write_bytes(bytes(range(256)))
    keys = []
    for name in ("cut.json", "big.json", "bin.json", "none.json"):
        with pytest.raises(SaveError) as caught:
            read_json_file(tmp_path / name)
        keys.append(caught.value.key)
    assert keys == ["save.not_json", "save.too_big", "save.not_json", "save.missing"]


def test_a_failed_write_keeps_the_previous_save(tmp_path):
    """When writing fails the old file stays byte for byte."""
    store = DataStore(tmp_path)
    session = small_session()
    path = save_session(store, "saves/arrows.json", session)
    before = path.read_bytes()
    with pytest.raises(SaveError):
        store.write_json("saves/arrows.json", {"too": "x" * (5 * 1024 * 1024)})
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["arrows.json"]


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="root can write read-only folders")
def test_read_only_folder_turns_saving_off(tmp_path):
    """A folder that cannot be written gives a store that says so and refuses to save."""
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    store = DataStore(folder)
    assert not store.writable
    with pytest.raises(SaveError):
        store.write_json("x.json", {})


def test_unwritable_folder_turns_saving_off(tmp_path):
    """A data folder under a plain file cannot be created: saving is off, nothing crashes."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = DataStore(blocker / "mirrorgames")
    assert not store.writable
    with pytest.raises(SaveError) as caught:
        store.write_json("x.json", {})
    assert caught.value.key == "save.disabled"
    assert save_settings(store, load_settings(store)) is False


def test_data_folder_per_platform(tmp_path):
    """The per-user folder follows each platform's convention."""
    home = tmp_path
    assert data_folder({"APPDATA": "C:/Users/a/AppData/Roaming"}, "win32", home).as_posix().endswith(
        "Roaming/mirrorgames")
    assert data_folder({}, "darwin", home) == home / "Library" / "Application Support" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": "/xdg"}, "linux", home).as_posix() == "/xdg/mirrorgames"
    assert data_folder({}, "linux", home) == home / ".local" / "share" / "mirrorgames"


def test_best_times_keep_the_five_fastest(tmp_path):
    """Only the five fastest times stay, sorted, with their dates."""
    store = DataStore(tmp_path)
    ranks = [record_best_time(store, "beginner", s, today="2026-11-29") for s in (50, 40, 60, 30, 70, 20, 80)]
    assert ranks == [1, 1, 3, 1, 5, 1, None]
    assert [row["seconds"] for row in load_best_times(store)["beginner"]] == [20, 30, 40, 50, 60]


def test_game_ids_split_into_game_params_and_seed():
    """A game ID names the game, its parameters and an optional seed."""
    assert split_game_id("mines:16x16n40#8347") == ("mines", "16x16n40", 8347)
    assert split_game_id(" walls:A ") == ("walls", "A", None)
    for bad in ("chess:1#2", "mines16x16", "mines:9x9#-3", "mines:9x9#x"):
        with pytest.raises(ValueError):
            split_game_id(bad)


def test_data_json_cannot_encode_is_a_save_error(tmp_path):
    """Writing something JSON cannot hold is refused as a SaveError, not a crash."""
    store = DataStore(tmp_path)
    with pytest.raises(SaveError) as caught:
        store.write_json("x.json", {"bad": object()})
    assert caught.value.key == "save.write_failed"
    assert not (tmp_path / "x.json").exists()


def states_held(session, state_type):
    """How many distinct ``state_type`` objects the session's own lists and dicts hold (weak references aside)."""
    seen, found = set(), set()
    todo = list(vars(session).values())
    while todo:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, state_type):
            found.add(id(item))
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            todo.extend(item)
    return len(found)


def long_mines_session(toggles):
    """A 100x100 Minesweeper game: a flood over the left half (mines wall it in), then ``toggles`` flag moves."""
    from gamepkg.mines import rules as mines
    layout = frozenset((50, y) for y in range(100))
    session = Session(mines, mines.Params(100, 100, len(layout), layout=layout), seed=1)
    session.play("o0,0")
    for number in range(toggles):
        session.play(f"m50,{number % 100},{1 - number // 100 % 2}")
    return session


def test_a_long_game_on_a_big_board_keeps_a_bounded_number_of_states():
    """2,000 moves on a 10,000-cell board: the session holds a few dozen full states, not one per move."""
    from gamepkg.mines import rules as mines
    session = long_mines_session(2000)
    assert session.position == 2001
    assert states_held(session, mines.State) <= 80
    assert session.kept_states() == states_held(session, mines.State)


def test_undo_redo_and_saving_stay_exact_with_few_states_kept(tmp_path):
    """States far back are replayed exactly: undo to the start and redo to the end match a fresh replay."""
    from gamepkg.mines import rules as mines
    session = long_mines_session(400)
    fresh = mines.new_game(session.params, 1)
    expected = [fresh]
    for move in session.moves:
        expected.append(mines.apply(expected[-1], move))
    for index in (0, 1, 2, 150, 333, 401, 7):
        assert session.state_at(index) == expected[index]
    while session.undo():
        assert session.state == expected[session.position]
    while session.redo():
        assert session.state == expected[session.position]
    session.undo()
    loaded = load_session(save_session(DataStore(tmp_path), "saves/mines.json", session), expected_game="mines")
    assert loaded.position == 400 and loaded.state == expected[400] and loaded.moves == session.moves
    assert states_held(loaded, mines.State) <= 80


def test_extras_from_the_view_go_into_the_save_and_come_back(tmp_path):
    """A view's extras (clock, best-time chance) are saved and loaded; an old save without them loads too."""
    store = DataStore(tmp_path)
    session = small_session()
    session.extras_source = lambda: {"clock": 20.5, "record_chance": True}
    path = save_session(store, "saves/arrows.json", session)
    assert load_session(path, expected_game="arrows").extras == {"clock": 20.5, "record_chance": True}
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["extras"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_session(path, expected_game="arrows").extras == {}


@pytest.mark.parametrize("extras", [
    {"clock": -1}, {"clock": "20"}, {"clock": True}, {"clock": None}, {"clock": [1]},
    {"record_chance": 1}, {"record_chance": "yes"}, {"unknown": 1}, [], "clock",
])
def test_bad_extras_are_refused_and_the_old_save_stays(tmp_path, extras):
    """Each malformed extra is refused with save.bad_field naming it; the file is left as it was."""
    data = small_session().to_dict()
    data["extras"] = extras
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        load_session(path, expected_game="arrows")
    assert caught.value.key == "save.bad_field" and caught.value.details["field"].startswith("extras")
    assert path.read_bytes() == before


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_a_clock_that_is_not_finite_is_refused(tmp_path, number):
    """NaN and infinite clocks (JSON extensions Python would read) are refused."""
    text = json.dumps(small_session().to_dict())[:-1] + f', "extras": {{"clock": {number}}}}}'
    path = tmp_path / "save.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_session(path, expected_game="arrows")
    assert caught.value.details == {"field": "extras.clock"}


def test_an_oversize_mines_save_is_refused_with_its_reason(tmp_path, monkeypatch):
    """A board over the cap, or more moves than the board allows, is refused before any replay, with a message id."""
    from gamepkg.mines import ids as mines_ids
    from gamepkg.mines import rules as mines
    monkeypatch.setattr(mines_ids, "PLAY_MAX_CELLS", 10_000)  # the suite plays 1000x1000 now: a lower cap
    data = Session(mines, mines.Params(630, 630, 10), seed=1).to_dict()
    data["moves"] = ["o0,0"]
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_session(path, expected_game="mines")
    assert caught.value.key == "mines.too_big.board" and caught.value.details["cells"] == 630 * 630
    data = Session(mines, mines.PRESETS["beginner"], seed=1).to_dict()
    data["moves"] = ["m0,0,1", "m0,0,0"] * 700
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_session(path, expected_game="mines")
    assert caught.value.key == "mines.too_big.save" and caught.value.details["moves"] == 1400
