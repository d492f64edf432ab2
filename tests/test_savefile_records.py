"""The data folder's record files at their boundaries: update_json with damaged copies and their numbering,
the lock, and what an ordinary user meets (read-only folders, unreadable files, a copy that cannot be made).

Checks that need permission bits (root ignores them) run in a forked child that drops to uid 65534."""

import datetime
import json
import os
import pathlib
import tempfile

import pytest

from gamepkg import savefile
from gamepkg.filelock import hold_lock
from gamepkg.savefile import DataStore
from tests.test_savefile_boundaries import refusal

NOBODY = 65534


def as_nobody(check):
    """Run ``check()`` in a forked child as uid 65534 and return its result (a short text); skip if impossible."""
    if not hasattr(os, "fork") or not hasattr(os, "setuid"):
        pytest.skip("needs os.fork and os.setuid (POSIX)")
    if os.geteuid() != 0:
        return check()  # already an ordinary user: permission bits apply
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports through the pipe
        os.close(reader)
        try:
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            result = str(check())
        except BaseException as error:  # noqa: BLE001 - every failure goes back to the test
            result = f"error {type(error).__name__}: {error}"
        os.write(writer, result.encode("utf-8"))
        os.close(writer)
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader, "rb") as stream:
        result = stream.read().decode("utf-8")
    os.waitpid(child, 0)
    return result


@pytest.fixture
def shared_folder():
    """A folder everybody may enter and write (uid 65534 cannot reach pytest's own tmp_path)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="mirrorgames-perm-"))
    folder.chmod(0o777)
    yield folder
    for path in sorted(folder.rglob("*"), reverse=True):
        os.chmod(path, 0o700) if path.is_dir() else None
    for path in sorted(folder.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    folder.rmdir()


def test_read_only_folders_turn_saving_off_for_an_ordinary_user(shared_folder):
    """As uid 65534: a read-only data folder, a read-only or unsearchable saves folder turn saving off."""
    (shared_folder / "ro").mkdir()
    (shared_folder / "ro").chmod(0o555)
    for name, mode in (("ro_saves", 0o555), ("hidden_saves", 0o666)):
        (shared_folder / name / "saves").mkdir(parents=True)
        (shared_folder / name).chmod(0o777)
        (shared_folder / name / "saves").chmod(mode)
    (shared_folder / "fine" / "saves").mkdir(parents=True)
    for path in (shared_folder / "fine", shared_folder / "fine" / "saves"):
        path.chmod(0o777)
        if os.geteuid() == 0:
            os.chown(path, NOBODY, NOBODY)  # the child may then take its own rights away

    if os.geteuid() == 0:  # root may write everywhere (and so the same code runs in this process too)
        for name in ("ro", "ro_saves", "hidden_saves", "fine"):
            assert DataStore(shared_folder / name).writable is True

    def check():
        """The stores as the ordinary user sees them."""
        seen = []
        for name in ("ro", "ro_saves", "hidden_saves", "fine"):
            store = DataStore(shared_folder / name)
            seen.append(f"{name}={store.writable}:{store.off_reason}")
        hidden = DataStore(shared_folder / "fine")
        (shared_folder / "fine" / "saves").chmod(0o000)
        seen.append(f"has={hidden.has('saves', 'x.json')}")
        return " ".join(seen)

    assert as_nobody(check) == ("ro=False:status.saving_off ro_saves=False:status.saves_unusable "
                                "hidden_saves=False:status.saves_unusable fine=True:status.saving_off has=False")


def test_an_unreadable_file_is_named_for_an_ordinary_user(shared_folder):
    """As uid 65534: a file without read permission is refused as read_failed and noted as unreadable."""
    (shared_folder / "best.json").write_text("{}")
    (shared_folder / "best.json").chmod(0o000)

    def check():
        """The refusal and what the store noted."""
        store = DataStore(shared_folder)
        key, details = refusal(store.read_json, "best.json")
        return f"{key} {details} {store.unreadable} {store.check('best.json')}"

    if os.geteuid() == 0:  # root reads it (and so the same functions run in this process too)
        assert DataStore(shared_folder).read_json("best.json") == {}
    assert as_nobody(check) == ("save.read_failed {'reason': 'Permission denied'} "
                                "{'best.json': 'Permission denied'} False")


def test_a_damaged_record_that_cannot_be_moved_aside_is_kept_and_named(shared_folder):
    """As uid 65534: a damaged record in a read-only folder cannot be renamed: write_failed, nothing lost."""
    sub = shared_folder / "sub"
    sub.mkdir()
    (sub / "best.json").write_text("damaged")
    (sub / ".best.json.lock").write_text("")
    (sub / ".best.json.lock").chmod(0o666)
    sub.chmod(0o555)

    def check():
        """The refusal, and what is left in the folder."""
        store = DataStore(shared_folder)
        key, details = refusal(store.update_json, "sub/best.json", lambda old: {"new": 1})
        return f"{key} {details} {sorted(path.name for path in sub.iterdir())} {store.damaged_copies}"

    assert as_nobody(check) == ("save.write_failed {'reason': Text(key='storage.reason.denied', fields={})} "
                                "['.best.json.lock', 'best.json'] {}")
    assert (sub / "best.json").read_text() == "damaged"
    if os.geteuid() == 0:  # root may rename there: the copy is made (the same functions run here too)
        store = DataStore(shared_folder)
        assert store.update_json("sub/best.json", lambda old: {"new": 1}) == {"new": 1}
        assert list(store.damaged_copies) == ["sub/best.json"]


def test_tidying_goes_on_past_a_folder_and_files_an_ordinary_user_may_not_touch(shared_folder):
    """As uid 65534: a data folder it may not list still has its saves tidied, and in a shared (sticky) saves
    folder the user's own old temp files go while another user's stay (each failure skips one file only)."""
    data = shared_folder / "data"
    (data / "saves").mkdir(parents=True)
    data.chmod(0o333)  # write and enter, but no listing
    (data / "saves").chmod(0o1777)
    names = [f".tmp-{letter}{number}abcdef.json" for number in range(3) for letter in "ab"]
    for name in names:
        path = data / "saves" / name
        path.write_text("x")
        past = datetime.datetime.now().timestamp() - 1000
        os.utime(path, (past, past))
        if name[5] == "b" and os.geteuid() == 0:
            os.chown(path, NOBODY, NOBODY)

    def check():
        """What opening the store left, and what a second tidying removes of two more old files of the user's."""
        store = DataStore(data)
        left = sorted(path.name for path in (data / "saves").iterdir())
        for name in (".tmp-c0abcdef.json", ".tmp-c1abcdef.json"):
            (data / "saves" / name).write_text("x")
            past = datetime.datetime.now().timestamp() - 1000
            os.utime(data / "saves" / name, (past, past))
        return f"{store.writable} {left} {store.remove_stale_temp_files()}"

    others = [name for name in names if name[5] == "a"]
    assert as_nobody(check) == f"True {others} 2"
    if os.geteuid() == 0:  # root may remove the rest (and so the same functions run in this process too)
        data.chmod(0o777)
        assert DataStore(data).writable and list((data / "saves").iterdir()) == []


# ---------------------------------------------------------------- update_json

def test_update_json_passes_the_old_object_and_writes_the_new_one(tmp_path):
    """change(old) gets the file's object (None when missing); its result is written and returned."""
    store = DataStore(tmp_path)
    seen = []

    def add_one(old):
        """Count up."""
        seen.append(old)
        return {"n": (old or {"n": 0})["n"] + 1}

    assert store.update_json("sub/deeper/count.json", add_one) == {"n": 1}
    assert store.update_json("sub/deeper/count.json", add_one) == {"n": 2}
    assert seen == [None, {"n": 1}]
    assert json.loads((tmp_path / "sub" / "deeper" / "count.json").read_text()) == {"n": 2}
    assert store.update_json("sub/none.json", lambda old: None) is None
    assert not (tmp_path / "sub" / "none.json").exists()
    assert store.damaged_copies == {}


STAMP = "20261202-093405"  # the damaged copies' stamp in these tests: the clock the code reads, fixed


@pytest.fixture(autouse=True)
def fixed_stamp(monkeypatch):
    """The stamp savefile gives a damaged copy, fixed (a test never races the code's own clock)."""
    monkeypatch.setattr(savefile, "damaged_stamp", lambda: STAMP)


DAMAGES = [b"not json", b"[1, 2]", b"\xff\xfe", b'{"beginner": {"times": [9]}, "beginner": {}}']  # last: a name twice


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_record_is_kept_as_a_copy_and_a_second_copy_is_numbered(tmp_path, damage):
    """A damaged file is renamed to NAME.damaged-STAMP (-2 when that is taken) before the new one is written."""
    store = DataStore(tmp_path)
    calls = []
    store.on_problems_changed = lambda: calls.append(dict(store.damaged_copies))
    (tmp_path / f"best.json.damaged-{STAMP}").write_text("older copy")
    (tmp_path / "best.json").write_bytes(damage)
    seen = []
    assert store.update_json("best.json", lambda old: seen.append(old) or {"fresh": True}) == {"fresh": True}
    assert seen == [None]
    copies = [name for name in store.damaged_copies.values()]
    assert copies == [f"best.json.damaged-{STAMP}-2"]
    assert (tmp_path / copies[0]).read_bytes() == damage
    assert calls == [{"best.json": copies[0]}]
    assert json.loads((tmp_path / "best.json").read_text()) == {"fresh": True}
    assert store.notices() == [("status.file_damaged", {"name": "best.json", "copy": copies[0]})]


def test_a_third_damaged_copy_in_the_same_second_is_number_three(tmp_path):
    """The numbering counts on past -2."""
    store = DataStore(tmp_path)
    (tmp_path / f"r.json.damaged-{STAMP}").write_text("1")
    (tmp_path / f"r.json.damaged-{STAMP}-2").write_text("2")
    (tmp_path / "r.json").write_text("{")
    store.update_json("r.json", lambda old: {})
    assert store.damaged_copies["r.json"] == f"r.json.damaged-{STAMP}-3"


def test_a_first_damaged_copy_has_no_number(tmp_path):
    """Without an earlier copy the name is NAME.damaged-YYYYmmdd-HHMMSS."""
    store = DataStore(tmp_path)
    (tmp_path / "r.json").write_text("{")
    store.update_json("r.json", lambda old: {})
    assert store.damaged_copies["r.json"] == f"r.json.damaged-{STAMP}"


def test_an_unreadable_record_is_never_overwritten(tmp_path):
    """A folder in place of the record: update_json raises its refusal, change is not called."""
    store = DataStore(tmp_path)
    (tmp_path / "best.json").mkdir()
    assert refusal(store.update_json, "best.json", lambda old: pytest.fail("called")) == \
        ("save.not_a_file", {"name": "best.json"})
    assert (tmp_path / "best.json").is_dir() and store.damaged_copies == {}


def test_try_update_json_answers_whether_the_change_was_written(tmp_path):
    """True for a written change, False (nothing written) for saving off or a file that cannot be read."""
    store = DataStore(tmp_path)
    assert store.try_update_json("count.json", lambda old: {"n": 1}) is True
    assert store.read_json("count.json") == {"n": 1}
    (tmp_path / "best.json").mkdir()
    assert store.try_update_json("best.json", lambda old: pytest.fail("called")) is False
    assert (tmp_path / "best.json").is_dir()
    store.writable = False
    assert store.try_update_json("count.json", lambda old: {"n": 2}) is False
    assert json.loads((tmp_path / "count.json").read_text()) == {"n": 1}


def test_a_held_lock_makes_update_json_busy(tmp_path):
    """Another holder of the file's lock: save.busy after the (short) wait, the file unchanged."""
    store = DataStore(tmp_path)
    store.lock_wait = 0.05
    store.write_json("best.json", {"a": 1})
    with hold_lock(tmp_path / "best.json", 1.0):
        assert refusal(store.update_json, "best.json", lambda old: {"a": 2}) == ("save.busy", {})
    assert store.read_json("best.json") == {"a": 1}
    assert store.update_json("best.json", lambda old: {"a": 2}) == {"a": 2}


def test_a_record_under_a_file_fails_to_write_with_the_reason(tmp_path):
    """A parent path that is a file: save.write_failed with the system's reason."""
    store = DataStore(tmp_path)
    (tmp_path / "plain").write_text("x")
    key, details = refusal(store.update_json, "plain/best.json", lambda old: {})
    assert key == "save.write_failed" and details["reason"] in ("File exists", "Not a directory")


def test_a_name_written_twice_is_refused_as_damaged_naming_it(tmp_path):
    """JSON keeps only a name's last value: a record file naming a table twice is damaged, not read half."""
    (tmp_path / "mines_stats.json").write_text('{"expert": {"times": [41]}, "beginner": {}, "expert": {}}')
    assert refusal(DataStore(tmp_path).read_json, "mines_stats.json") == ("save.duplicate_name", {"name": "expert"})
