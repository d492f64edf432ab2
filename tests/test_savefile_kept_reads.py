"""A record file is read once and kept while it stays as it was (issue 36: a 4 MB mines_stats.json was parsed
again at every game, Statistics window and language switch). Counted: parses, never seconds."""

import os

import pytest

from gamepkg import savefile
from gamepkg.savefile import DataStore


@pytest.fixture
def parses(monkeypatch):
    """The paths parsed from now on (savefile.read_json_file calls)."""
    paths = []
    read_json_file = savefile.read_json_file

    def counted(path):
        """Note the path, then read and parse it."""
        paths.append(path)
        return read_json_file(path)

    monkeypatch.setattr(savefile, "read_json_file", counted)
    return paths


def test_an_unchanged_file_is_parsed_once(tmp_path, parses):
    """Three reads of a file nobody changed: one parse, the same data each time."""
    store = DataStore(tmp_path)
    store.write_json("stats.json", {"games": [1, 2, 3]})
    assert [store.read_json("stats.json") for _ in range(3)] == [{"games": [1, 2, 3]}] * 3
    assert len(parses) == 1


def test_a_file_another_window_replaced_is_read_again(tmp_path, parses):
    """Another window's write (a new file put in place, as write_text_atomically does) is seen at the next read."""
    store = DataStore(tmp_path)
    other = DataStore(tmp_path)
    store.write_json("stats.json", {"games": 1})
    assert store.read_json("stats.json") == {"games": 1}
    other.write_json("stats.json", {"games": 2})
    assert store.read_json("stats.json") == {"games": 2}
    assert len(parses) == 2


def test_a_file_changed_in_place_with_the_same_size_is_read_again(tmp_path, parses):
    """Same inode, same size, new contents (and so new times): read again."""
    store = DataStore(tmp_path)
    store.write_json("stats.json", {"games": 1})
    assert store.read_json("stats.json") == {"games": 1}
    path = store.file_name("stats.json")
    with open(path, "r+", encoding="utf-8") as stream:
        text = stream.read().replace("1", "7")
        stream.seek(0)
        stream.write(text)
    info = os.stat(path)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
    assert store.read_json("stats.json") == {"games": 7}


def test_a_change_edits_a_copy_never_what_readers_are_given(tmp_path):
    """update_json hands its change a copy: a change that edits ``old`` in place leaves the kept data alone."""
    store = DataStore(tmp_path)
    store.write_json("stats.json", {"tables": {"a": [1]}})
    kept = store.read_json("stats.json")

    def edit_in_place(old):
        """Change the old tables themselves (as a careless record module might), and write nothing."""
        old["tables"]["a"].append(2)

    store.update_json("stats.json", edit_in_place)
    assert kept == {"tables": {"a": [1]}} == store.read_json("stats.json")


def test_a_file_that_became_damaged_is_not_served_from_the_kept_read(tmp_path):
    """A file damaged after it was read is refused at the next read, as before the cache."""
    store = DataStore(tmp_path)
    store.write_json("stats.json", {"games": 1})
    store.read_json("stats.json")
    with open(store.file_name("stats.json"), "w", encoding="utf-8") as stream:
        stream.write("{not json" + " " * 40)
    with pytest.raises(savefile.SaveError) as refused:
        store.read_json("stats.json")
    assert refused.value.key == "save.not_json"
