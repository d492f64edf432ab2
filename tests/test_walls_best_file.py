"""walls_best.json, the Delayed Walls level bests (issue #34): the records check compares what the file holds
with what this version keeps of it, so a clean file holding every field (bests, helped levels, a newer
version's field) raises no "damaged" notice and leaves no .damaged copy, and a truly damaged one still does.
"""

import json

from gamepkg.savefile import DataStore
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from tests.test_storage_records import walls_library
from tests.test_storage_write_failures import damaged_copies

HELPED_LEVEL = walls.PRESETS["b"]
PLAYED_LEVEL = walls.PRESETS["a"]


def full_document():
    """A walls_best.json with every field the file may hold: bests, helped levels and a field of a newer
    version (the helped list in the file's own order, not sorted)."""
    helped = [walls_display.level_key(HELPED_LEVEL), "another-level"]
    bests = {"old-level": 7, walls_display.level_key(PLAYED_LEVEL): 40}
    return {**walls_display.bests_document(bests), "helped": helped, "teacher": "kept"}


def store_holding(tmp_path, document):
    """A DataStore whose walls_best.json holds ``document`` (a JSON object, or text written as it is)."""
    store = DataStore(tmp_path / "data")
    text = document if isinstance(document, str) else json.dumps(document)
    store.path(walls_display.BEST_FILE).write_text(text, encoding="utf-8")
    return store


def best_file(store):
    """The JSON in the store's walls_best.json now."""
    return json.loads(store.path(walls_display.BEST_FILE).read_text(encoding="utf-8"))


def no_alarm(store):
    """True when the store keeps no .damaged copy of walls_best.json and says nothing about it."""
    return not damaged_copies(store, walls_display.BEST_FILE) and not store.damaged_copies and not store.notices()


def test_what_the_file_is_written_with_is_all_kept_by_the_cleaner():
    """Every field bests_document writes comes back unchanged from cleaned_document (no field is lost)."""
    document = walls_display.bests_document({"a": 3, "b": 9}, frozenset({"x", "y"}))
    assert walls_display.cleaned_document(document) == document
    assert walls_display.cleaned_document(full_document())["helped"] == full_document()["helped"]


def test_a_clean_file_with_every_field_raises_no_alarm_on_new_bests(tmp_path):
    """New bests on a level after a hint on another one (the player's report): no notice, no copy, and every
    field of the file is still there afterwards."""
    store = store_holding(tmp_path, full_document())
    library = walls_library(store)
    for moves in (30, 20, 12):
        assert library.record_best(PLAYED_LEVEL, moves)
        assert no_alarm(store)
    data = best_file(store)
    assert data["best"] == {"old-level": 7, walls_display.level_key(PLAYED_LEVEL): 12}
    assert sorted(data["helped"]) == sorted(full_document()["helped"]) and data["teacher"] == "kept"


def test_a_hint_then_new_bests_from_an_empty_folder_raise_no_alarm(tmp_path):
    """The report's steps from the start: a hint shown on one level, then three new bests on another."""
    store = DataStore(tmp_path / "data")
    library = walls_library(store)
    library.mark_helped(HELPED_LEVEL)
    for moves in (30, 20, 12):
        assert library.record_best(PLAYED_LEVEL, moves)
    assert no_alarm(store)
    assert best_file(store)["helped"] == [walls_display.level_key(HELPED_LEVEL)]


def test_showing_a_hint_keeps_the_fields_of_a_newer_version(tmp_path):
    """Marking a level as helped writes the file's unknown fields back and its bests unchanged."""
    document = {**walls_display.bests_document({"old-level": 7}), "teacher": "kept"}
    store = store_holding(tmp_path, document)
    walls_library(store).mark_helped(HELPED_LEVEL)
    data = best_file(store)
    assert data["teacher"] == "kept" and data["best"] == {"old-level": 7}
    assert data["helped"] == [walls_display.level_key(HELPED_LEVEL)] and no_alarm(store)


def test_a_helped_list_with_a_value_not_understood_is_kept_as_a_copy(tmp_path):
    """A number in the helped list is damage: the file is copied and the window says so, and the usable
    keys stay practice."""
    document = {**full_document(), "helped": [walls_display.level_key(HELPED_LEVEL), 42]}
    store = store_holding(tmp_path, document)
    assert walls_library(store).record_best(PLAYED_LEVEL, 12)
    copies = damaged_copies(store, walls_display.BEST_FILE)
    assert len(copies) == 1 and json.loads(copies[0].read_text(encoding="utf-8")) == document
    assert [key for key, _fields in store.notices()] == ["status.file_damaged"]
    assert best_file(store)["helped"] == [walls_display.level_key(HELPED_LEVEL)]


def test_a_file_that_is_no_json_is_kept_as_a_copy(tmp_path):
    """A walls_best.json broken mid-write is renamed to a .damaged copy and a fresh file is written."""
    store = store_holding(tmp_path, '{"format": "mirrorgames-walls-best", "best": {"a": 3')
    assert walls_library(store).record_best(PLAYED_LEVEL, 12)
    assert len(damaged_copies(store, walls_display.BEST_FILE)) == 1 and store.damaged_copies
    assert best_file(store)["best"] == {walls_display.level_key(PLAYED_LEVEL): 12}
