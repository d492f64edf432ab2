"""The data folder at its boundaries: folder choice per platform, size limits, temp-file tidying, damaged
copies and their numbering, unreadable files, the lock, and the exact message ids and fields of each refusal.

Checks that need permission bits (root ignores them) run in a forked child that drops to uid 65534."""

import datetime
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

import pytest

from gamepkg import savefile
from gamepkg.filelock import hold_lock
from gamepkg import arrows
from gamepkg.savefile import MAX_FILE_BYTES, DataStore, SaveError, data_folder, read_json_file
from gamepkg.session import Session

NOBODY = 65534
ROOT = pathlib.Path(__file__).resolve().parent.parent


def refusal(call, *args):
    """The SaveError ``call(*args)`` raises, as (key, details)."""
    with pytest.raises(SaveError) as refused:
        call(*args)
    return refused.value.key, refused.value.details


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


# ---------------------------------------------------------------- where the folder is

def test_the_data_folder_of_each_platform_and_its_fallbacks(tmp_path):
    """Each platform's folder, with the fallback when its variable is missing, empty or relative."""
    home = tmp_path / "home"
    assert data_folder({"MIRRORGAMES_DATA": "/x/y"}, "linux", home) == pathlib.Path("/x/y")
    assert data_folder({"MIRRORGAMES_DATA": "", "XDG_DATA_HOME": "/xdg"}, "linux", home) == \
        pathlib.Path("/xdg/mirrorgames")
    assert data_folder({"APPDATA": "/appdata"}, "win32", home) == pathlib.Path("/appdata/mirrorgames")
    assert data_folder({}, "win32", home) == home / "AppData" / "Roaming" / "mirrorgames"
    assert data_folder({"APPDATA": ""}, "win32", home) == home / "AppData" / "Roaming" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": "/xdg"}, "darwin", home) == \
        home / "Library" / "Application Support" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": "relative/xdg"}, "linux", home) == home / ".local" / "share" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": ""}, "linux", home) == home / ".local" / "share" / "mirrorgames"
    assert data_folder({"APPDATA": "/appdata"}, "linux", home) == home / ".local" / "share" / "mirrorgames"
    assert data_folder({"XDG_DATA_HOME": "/xdg"}, "freebsd13", str(home)) == pathlib.Path("/xdg/mirrorgames")


def test_the_data_folder_defaults_to_this_process(monkeypatch, tmp_path):
    """Without arguments the process's environment, platform and home are used."""
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "here"))
    assert data_folder() == tmp_path / "here"
    monkeypatch.delenv("MIRRORGAMES_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "appdata"))
    expected = tmp_path / ("appdata" if os.sys.platform.startswith("win") else "xdg") / "mirrorgames"
    if os.sys.platform != "darwin":
        assert data_folder() == expected
    monkeypatch.setattr(pathlib.Path, "home", classmethod(lambda cls: tmp_path / "home"))
    assert data_folder({}, "darwin") == tmp_path / "home" / "Library" / "Application Support" / "mirrorgames"


# ---------------------------------------------------------------- opening the folder

def test_a_new_store_creates_its_folder_and_starts_clean(tmp_path):
    """The folder (and its parents) is made; nothing is unreadable or damaged; no listener yet."""
    store = DataStore(tmp_path / "a" / "b")
    assert (tmp_path / "a" / "b").is_dir()
    assert store.writable is True
    assert (store.unreadable, store.damaged_copies, store.on_problems_changed) == ({}, {}, None)
    assert store.lock_wait == savefile.LOCK_WAIT_SECONDS == 3.0
    assert store.notices() == []
    assert list((tmp_path / "a" / "b").iterdir()) == []  # the probe file is gone again
    assert store.path("saves", "x.json") == tmp_path / "a" / "b" / "saves" / "x.json"


def test_a_folder_that_is_a_file_turns_saving_off_with_its_reason(tmp_path):
    """A data folder that cannot be made means saving is off, and notices name the saves folder."""
    (tmp_path / "file").write_text("x")
    store = DataStore(tmp_path / "file")
    assert store.writable is False
    assert store.notices() == [("status.saving_off", {"folder": str(tmp_path / "file" / "saves")})]
    assert refusal(store.write_json, "a.json", {}) == ("save.disabled", {})
    assert refusal(store.update_json, "a.json", lambda old: {}) == ("save.disabled", {})


def test_a_saves_entry_that_is_no_folder_makes_saves_unusable(tmp_path):
    """A file named ``saves`` turns saving off with its own reason; a saves folder is fine."""
    (tmp_path / "saves").write_text("x")
    store = DataStore(tmp_path)
    assert (store.writable, store.off_reason) == (False, "status.saves_unusable")
    assert store.notices() == [("status.saves_unusable", {"folder": str(tmp_path / "saves")})]
    other = tmp_path / "other"
    (other / "saves").mkdir(parents=True)
    assert DataStore(other).writable is True


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

    assert as_nobody(check) == ("save.write_failed {'reason': 'Permission denied'} "
                                "['.best.json.lock', 'best.json'] {}")
    assert (sub / "best.json").read_text() == "damaged"
    if os.geteuid() == 0:  # root may rename there: the copy is made (the same functions run here too)
        store = DataStore(shared_folder)
        assert store.update_json("sub/best.json", lambda old: {"new": 1}) == {"new": 1}
        assert list(store.damaged_copies) == ["sub/best.json"]


# ---------------------------------------------------------------- tidying old temp files

def age(path, seconds):
    """Set ``path``'s modification time ``seconds`` into the past."""
    past = time.time() - seconds
    os.utime(path, (past, past), follow_symlinks=False)


def test_only_our_old_temp_files_are_removed_and_counted(tmp_path):
    """Old .tmp-XXXXXXXX.json and .probe-XXXXXXXX files go, in the folder and in saves; nothing else does."""
    store = DataStore(tmp_path)
    (tmp_path / "saves").mkdir()
    ours = [tmp_path / ".tmp-abcd_123.json", tmp_path / ".probe-a1b2c3d4", tmp_path / "saves" / ".tmp-zzzzzzzz.json"]
    others = [tmp_path / ".tmp-abcdefg.json", tmp_path / ".tmp-abcdefghi.json", tmp_path / "x.tmp-abcdefgh.json",
              tmp_path / ".tmp-ABCDEFGH.json", tmp_path / ".probe-abcdefgh.json", tmp_path / "saves" / "slot.json"]
    for path in ours + others:
        path.write_text("x")
        age(path, 1000)
    young = tmp_path / ".tmp-young123.json"
    young.write_text("x")
    age(young, savefile.STALE_TEMP_SECONDS - 30)
    folder = tmp_path / ".tmp-folder12.json"
    folder.mkdir()
    age(folder, 1000)
    assert store.remove_stale_temp_files() == 3
    assert [path for path in ours if path.exists()] == []
    assert all(path.exists() for path in others + [young, folder])
    assert store.remove_stale_temp_files() == 0
    assert store.remove_stale_temp_files(older_than=0) == 1 and not young.exists()


def test_the_age_limit_is_a_parameter_and_old_files_go_when_the_store_opens(tmp_path):
    """``older_than`` moves the limit; opening a store removes the old temp files already."""
    temp = tmp_path / ".tmp-abcdefgh.json"
    temp.write_text("x")
    age(temp, 500)
    store = DataStore(tmp_path)
    assert not temp.exists()
    temp.write_text("x")
    age(temp, 500)
    assert store.remove_stale_temp_files(older_than=1000) == 0 and temp.exists()
    assert store.remove_stale_temp_files(older_than=400) == 1 and not temp.exists()


# ---------------------------------------------------------------- looking, reading, noting

def test_has_is_true_only_for_a_file_that_is_there(tmp_path):
    """has() is True for an existing entry, False for a missing one or a name that cannot exist."""
    store = DataStore(tmp_path)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "a.json").write_text("{}")
    assert store.has("saves", "a.json") is True
    assert store.has("saves") is True
    assert store.has("saves", "b.json") is False
    assert store.has("bad\0name") is False


def test_read_json_refusals_name_their_reason(tmp_path):
    """Missing, a folder, not JSON, bad UTF-8, too deep: each refusal has its own message id and fields."""
    store = DataStore(tmp_path)
    assert refusal(store.read_json, "none.json") == ("save.missing", {"name": "none.json"})
    (tmp_path / "dir.json").mkdir()
    assert refusal(store.read_json, "dir.json") == ("save.not_a_file", {"name": "dir.json"})
    (tmp_path / "text.json").write_text("not json")
    assert refusal(store.read_json, "text.json") == ("save.not_json", {})
    (tmp_path / "bytes.json").write_bytes(b'"\xff"')
    assert refusal(store.read_json, "bytes.json") == ("save.not_json", {})
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    assert refusal(store.read_json, "deep.json") == ("save.not_json", {})
    (tmp_path / "good.json").write_text('{"a": [1, "\u3042"]}', encoding="utf-8")
    assert store.read_json("good.json") == {"a": [1, "\u3042"]}
    assert store.unreadable == {"dir.json": "save.not_a_file"}


def test_unreadable_files_are_noted_and_forgotten_with_one_call_each(tmp_path):
    """A file that cannot be read is noted (once) and the listener hears each change, and only changes."""
    store = DataStore(tmp_path)
    calls = []
    store.on_problems_changed = lambda: calls.append(dict(store.unreadable))
    (tmp_path / "best.json").mkdir()
    refusal(store.read_json, "best.json")
    refusal(store.read_json, "best.json")
    assert calls == [{"best.json": "save.not_a_file"}]
    assert store.notices() == [("status.file_unreadable", {"name": "best.json"})]
    assert store.check("best.json") is False and len(calls) == 1
    (tmp_path / "best.json").rmdir()
    assert store.check("best.json") is True  # missing is no problem
    assert calls == [{"best.json": "save.not_a_file"}, {}]
    (tmp_path / "best.json").write_text("damaged, but check() does not read it")
    assert store.check("best.json") is True and store.unreadable == {} and len(calls) == 2
    (tmp_path / "best.json").unlink()
    (tmp_path / "best.json").mkdir()
    assert store.check("best.json") is False and store.unreadable == {"best.json": "save.not_a_file"}
    (tmp_path / "best.json").rmdir()
    (tmp_path / "best.json").write_text("{}")
    assert store.check("best.json") is True and store.unreadable == {}  # readable again: forgotten
    (tmp_path / "best.json").unlink()
    (tmp_path / "best.json").mkdir()
    refusal(store.read_json, "best.json")
    (tmp_path / "best.json").rmdir()
    (tmp_path / "best.json").write_text("[]")
    assert store.read_json("best.json") == [] and store.unreadable == {}
    assert len(calls) == 6
    (tmp_path / "other.json").mkdir()
    assert store.check("other.json") is False
    assert store.unreadable == {"other.json": "save.not_a_file"} and len(calls) == 7
    (tmp_path / "best.json").write_text("not JSON")
    refusal(store.read_json, "best.json")  # damaged, not unreadable
    assert store.unreadable == {"other.json": "save.not_a_file"} and len(calls) == 7


def test_notices_list_unreadable_then_damaged_files_in_name_order(tmp_path):
    """notices() gives every unreadable file, then every damaged copy, each sorted by name."""
    store = DataStore(tmp_path)
    store.unreadable = {"b.json": "x", "a.json": "y"}
    store.damaged_copies = {"d.json": "d.json.damaged-1", "c.json": "c.json.damaged-2"}
    assert store.notices() == [
        ("status.file_unreadable", {"name": "a.json"}),
        ("status.file_unreadable", {"name": "b.json"}),
        ("status.file_damaged", {"name": "c.json", "copy": "c.json.damaged-2"}),
        ("status.file_damaged", {"name": "d.json", "copy": "d.json.damaged-1"}),
    ]


def test_read_regular_file_reads_at_most_its_limit(tmp_path):
    """read_regular_file gives back at most ``limit`` bytes."""
    (tmp_path / "a").write_bytes(b"0123456789")
    assert savefile.read_regular_file(tmp_path / "a", 4) == b"0123"
    assert savefile.read_regular_file(str(tmp_path / "a"), 100) == b"0123456789"
    assert refusal(savefile.read_regular_file, tmp_path / "b", 4) == ("save.missing", {"name": "b"})


# ---------------------------------------------------------------- the size limit, both ways

def test_a_file_of_exactly_the_limit_is_written_and_read_one_byte_more_is_not(tmp_path):
    """MAX_FILE_BYTES of UTF-8 is the largest file written or read; the limit is counted in bytes."""
    store = DataStore(tmp_path)
    path = store.write_json("big.json", "a" * (MAX_FILE_BYTES - 2))
    assert path == tmp_path / "big.json" and path.stat().st_size == MAX_FILE_BYTES
    assert len(store.read_json("big.json")) == MAX_FILE_BYTES - 2
    limit = {"limit": MAX_FILE_BYTES // 1024}
    assert refusal(store.write_json, "big2.json", "a" * (MAX_FILE_BYTES - 1)) == ("save.too_big", limit)
    assert type(refusal(store.write_json, "big2.json", "a" * MAX_FILE_BYTES)[1]["limit"]) is int  # "4096 KB"
    assert refusal(store.write_json, "big3.json", "\u3042" * (MAX_FILE_BYTES // 3)) == ("save.too_big", limit)
    assert not (tmp_path / "big2.json").exists() and not (tmp_path / "big3.json").exists()
    with open(tmp_path / "big.json", "ab") as stream:
        stream.write(b" ")
    assert refusal(read_json_file, tmp_path / "big.json") == ("save.too_big", limit)
    assert type(refusal(read_json_file, tmp_path / "big.json")[1]["limit"]) is int


def test_write_json_writes_indented_utf8_and_refuses_what_json_cannot_hold(tmp_path):
    """The file is JSON with one-space indent and real UTF-8; a set cannot be saved (write_failed)."""
    store = DataStore(tmp_path)
    store.write_json("saves/a.json", {"k": ["\u3042"]})
    assert (tmp_path / "saves" / "a.json").read_text(encoding="utf-8") == '{\n "k": [\n  "\u3042"\n ]\n}'
    key, details = refusal(store.write_json, "saves/a.json", {"k": {1, 2}})
    assert key == "save.write_failed" and "set" in details["reason"]
    assert json.loads((tmp_path / "saves" / "a.json").read_text(encoding="utf-8")) == {"k": ["\u3042"]}


def test_a_failed_atomic_write_leaves_no_temp_file_and_names_the_reason(tmp_path):
    """Writing over a folder fails with the system's reason; the temp file is removed."""
    (tmp_path / "target.json").mkdir()
    key, details = refusal(savefile.write_text_atomically, tmp_path / "target.json", "{}")
    assert key == "save.write_failed" and details["reason"] == "Is a directory"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["target.json"]
    deep = tmp_path / "new" / "deeper" / "b.json"
    assert savefile.write_text_atomically(str(deep), "x") == deep
    assert deep.read_text() == "x"


def test_the_temp_file_of_a_save_is_one_the_tidying_recognises(tmp_path, monkeypatch):
    """Each save goes through a temp file beside the target named .tmp-XXXXXXXX.json (OUR_TEMP_NAME), so
    that one left by a crash is found and removed later."""
    replaced = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda source, target: replaced.append((source, target))
                        or real_replace(source, target))
    store = DataStore(tmp_path)
    store.write_json("saves/a.json", {"a": 1})
    savefile.write_text_atomically(tmp_path / "b.json", "x")
    assert [pathlib.Path(target) for _, target in replaced] == [tmp_path / "saves" / "a.json", tmp_path / "b.json"]
    for source, target in replaced:
        assert pathlib.Path(source).parent == pathlib.Path(target).parent
        assert savefile.OUR_TEMP_NAME.fullmatch(pathlib.Path(source).name), source


def test_saves_are_utf8_whatever_the_systems_encoding(tmp_path):
    """Japanese text is written and read as UTF-8 even where the system's encoding is another (here ASCII,
    on a school PC cp932 or cp1252): a second Python with that encoding writes the very same bytes."""
    store = DataStore(tmp_path)
    store.write_json("here.json", {"t": "\u3042"})
    code = ("import sys; from gamepkg.savefile import DataStore; store = DataStore(sys.argv[1]); "
            "store.write_json('there.json', store.read_json('here.json'))")
    env = dict(os.environ, PYTHONUTF8="0", PYTHONCOERCECLOCALE="0", LC_ALL="C", LANG="C", PYTHONIOENCODING="utf-8")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "there.json").read_bytes() == (tmp_path / "here.json").read_bytes()
    assert "\u3042".encode("utf-8") in (tmp_path / "there.json").read_bytes()


def test_saving_never_needs_the_system_temp_folder(tmp_path, monkeypatch):
    """The temp file is made beside the target (a school PC's TEMP may be missing or on another drive)."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-such-temp-folder"))
    store = DataStore(tmp_path / "data")
    assert store.writable
    store.write_json("saves/a.json", {"a": 1})
    assert store.read_json("saves/a.json") == {"a": 1}
    assert store.update_json("best.json", lambda old: {"b": 2}) == {"b": 2}


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


def stamps_around_now():
    """The damaged-copy time stamps of this second and the next two (a test may cross a second)."""
    now = datetime.datetime.now()
    return [(now + datetime.timedelta(seconds=step)).strftime("%Y%m%d-%H%M%S") for step in range(3)]


@pytest.mark.parametrize("damage", [b"not json", b"[1, 2]", b"\xff\xfe"])
def test_a_damaged_record_is_kept_as_a_copy_and_a_second_copy_is_numbered(tmp_path, damage):
    """A damaged file is renamed to NAME.damaged-STAMP (-2 when that is taken) before the new one is written."""
    store = DataStore(tmp_path)
    calls = []
    store.on_problems_changed = lambda: calls.append(dict(store.damaged_copies))
    stamps = stamps_around_now()
    for stamp in stamps:
        (tmp_path / f"best.json.damaged-{stamp}").write_text("older copy")
    (tmp_path / "best.json").write_bytes(damage)
    seen = []
    assert store.update_json("best.json", lambda old: seen.append(old) or {"fresh": True}) == {"fresh": True}
    assert seen == [None]
    copies = [name for name in store.damaged_copies.values()]
    assert len(copies) == 1 and copies[0] in [f"best.json.damaged-{stamp}-2" for stamp in stamps]
    assert (tmp_path / copies[0]).read_bytes() == damage
    assert calls == [{"best.json": copies[0]}]
    assert json.loads((tmp_path / "best.json").read_text()) == {"fresh": True}
    assert store.notices() == [("status.file_damaged", {"name": "best.json", "copy": copies[0]})]


def test_a_third_damaged_copy_in_the_same_second_is_number_three(tmp_path):
    """The numbering counts on past -2."""
    store = DataStore(tmp_path)
    stamps = stamps_around_now()
    for stamp in stamps:
        (tmp_path / f"r.json.damaged-{stamp}").write_text("1")
        (tmp_path / f"r.json.damaged-{stamp}-2").write_text("2")
    (tmp_path / "r.json").write_text("{")
    store.update_json("r.json", lambda old: {})
    assert store.damaged_copies["r.json"] in [f"r.json.damaged-{stamp}-3" for stamp in stamps]


def test_a_first_damaged_copy_has_no_number(tmp_path):
    """Without an earlier copy the name is NAME.damaged-YYYYmmdd-HHMMSS."""
    store = DataStore(tmp_path)
    (tmp_path / "r.json").write_text("{")
    stamps = stamps_around_now()
    store.update_json("r.json", lambda old: {})
    assert store.damaged_copies["r.json"] in [f"r.json.damaged-{stamp}" for stamp in stamps[:2]]


def test_an_unreadable_record_is_never_overwritten(tmp_path):
    """A folder in place of the record: update_json raises its refusal, change is not called."""
    store = DataStore(tmp_path)
    (tmp_path / "best.json").mkdir()
    assert refusal(store.update_json, "best.json", lambda old: pytest.fail("called")) == \
        ("save.not_a_file", {"name": "best.json"})
    assert (tmp_path / "best.json").is_dir() and store.damaged_copies == {}


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


# ---------------------------------------------------------------- sessions

def test_save_session_marks_saved_and_load_session_checks_the_game(tmp_path):
    """save_session writes the session and marks it saved; load_session refuses another game's save."""
    store = DataStore(tmp_path)
    session = Session(arrows, arrows.Params.decode("3x3,H,H"), 7)
    session.play("0,0,0")
    assert session.is_dirty()
    path = savefile.save_session(store, "saves/arrows.json", session)
    assert path == tmp_path / "saves" / "arrows.json" and not session.is_dirty()
    loaded = savefile.load_session(path)
    assert (loaded.moves, loaded.seed, loaded.position) == (["0,0,0"], 7, 1)
    assert savefile.load_session(path, expected_game="arrows").moves == ["0,0,0"]
    assert refusal(savefile.load_session, path, "walls") == ("save.other_game", {"game": "arrows"})
