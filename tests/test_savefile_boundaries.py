"""The data folder at its boundaries: folder choice per platform, size limits, temp-file tidying, unreadable
files, atomic writes, and the exact message ids and fields of each refusal (records, damaged copies and an
ordinary user's folders: tests/test_savefile_records.py)."""

import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

import pytest

from gamepkg import safe_read, savefile
from gamepkg.arrows import rules as arrows
from gamepkg.savefile import MAX_FILE_BYTES, DataStore, SaveError, read_json_file
from gamepkg.session import Session
from gamepkg.user_folder import data_folder

ROOT = pathlib.Path(__file__).resolve().parent.parent


def refusal(call, *args):
    """The SaveError ``call(*args)`` raises, as (key, details)."""
    with pytest.raises(SaveError) as refused:
        call(*args)
    return refused.value.key, refused.value.details


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
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # what os.path.expanduser("~") reads first on POSIX
    monkeypatch.setenv("USERPROFILE", str(tmp_path / "home"))  # and on Windows
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


def test_a_temp_file_exactly_at_the_age_limit_stays(tmp_path, monkeypatch):
    """A temp file is old only when it is older than the limit: one changed exactly ``older_than`` seconds ago
    stays, one a quarter of a second older goes (the clock of savefile is fixed for the test)."""
    store = DataStore(tmp_path)
    now = 1_000_000.0
    monkeypatch.setattr(savefile, "time", type("FixedClock", (), {"time": staticmethod(lambda: now)}))
    at_limit, older = tmp_path / ".tmp-atlimit1.json", tmp_path / ".tmp-older123.json"
    for path, changed in ((at_limit, now - 90), (older, now - 90.25)):
        path.write_text("x")
        os.utime(path, (changed, changed))
    assert store.remove_stale_temp_files(older_than=90) == 1
    assert at_limit.exists() and not older.exists()


def test_a_link_named_like_a_temp_file_is_left_alone(tmp_path):
    """Only regular files are tidied: an old symbolic link with our temp name stays, and so does its target."""
    target = tmp_path / "elsewhere.json"
    target.write_text("keep")
    link = tmp_path / ".tmp-linked12.json"
    link.symlink_to(target)
    age(target, 1000)
    age(link, 1000)
    assert DataStore(tmp_path).remove_stale_temp_files() == 0
    assert link.is_symlink() and target.read_text() == "keep"


def test_the_probe_file_is_one_the_tidying_recognises_and_it_is_gone(tmp_path, monkeypatch):
    """Opening a store tries a scratch file in the folder and in saves, named .probe-XXXXXXXX (OUR_TEMP_NAME,
    so that one left by a crash is tidied later), and removes it again."""
    made = []
    real = os.open

    def spy(path, flags, *args, **kwargs):
        """The real os.open, the path of each file it creates noted."""
        if flags & os.O_CREAT:
            made.append(pathlib.Path(path))
        return real(path, flags, *args, **kwargs)

    (tmp_path / "saves").mkdir()
    monkeypatch.setattr(os, "open", spy)
    assert DataStore(tmp_path).writable is True
    assert [path.parent for path in made] == [tmp_path, tmp_path / "saves"]
    assert all(savefile.OUR_TEMP_NAME.fullmatch(path.name) and path.name.startswith(".probe-") for path in made)
    assert not any(path.exists() for path in made)
    assert sorted(path.name for path in tmp_path.rglob("*")) == ["saves"]


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
    assert safe_read.read_regular_file(tmp_path / "a", 4) == b"0123"
    assert safe_read.read_regular_file(str(tmp_path / "a"), 100) == b"0123456789"
    assert refusal(safe_read.read_regular_file, tmp_path / "b", 4) == ("save.missing", {"name": "b"})


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


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_that_stat_calls_a_file_is_opened_without_waiting_and_refused(tmp_path, monkeypatch):
    """Issue 36 (mutant read_regular_file_14): a FIFO swapped in after os.stat looked (os.stat patched to say
    'regular file') is opened without waiting for a writer, then refused by fstat as not a file."""
    from tests.test_storage_records import FifoGuard
    fifo = tmp_path / "best.json"
    os.mkfifo(fifo)
    regular = os.stat(__file__)
    real_stat = os.stat
    monkeypatch.setattr(safe_read.os, "stat", lambda path, *a, **k: regular if str(path) == str(fifo) else
                        real_stat(path, *a, **k))
    with FifoGuard(fifo) as guard:
        assert refusal(safe_read.read_regular_file, fifo, 10) == ("save.not_a_file", {"name": "best.json"})
    assert not guard.released  # the open never waited for a writer


def test_a_file_swapped_for_a_device_after_the_open_is_refused_by_its_name(tmp_path, monkeypatch):
    """Issue 36 (mutants read_regular_file_23-28): fstat of the opened file says it is no regular file: the
    refusal is save.not_a_file naming the file, not a read."""
    (tmp_path / "stats.json").write_text("{}")
    device = os.stat(tmp_path)  # a folder's stat: not a regular file
    monkeypatch.setattr(safe_read.os, "fstat", lambda descriptor: device)
    assert refusal(safe_read.read_regular_file, tmp_path / "stats.json", 10) == (
        "save.not_a_file", {"name": "stats.json"})


def test_read_json_file_reads_no_more_than_one_byte_past_its_limit(tmp_path, monkeypatch):
    """Issue 36 (mutant read_json_file_3): a JSON file is read with a limit (one byte past MAX_FILE_BYTES, to
    tell a too big file), never whole: a 2 GiB file must not come into memory."""
    (tmp_path / "big.json").write_bytes(b" " * 10)
    limits = []
    real = safe_read.read_regular_file
    monkeypatch.setattr(safe_read, "read_regular_file", lambda path, limit: limits.append(limit) or real(path, limit))
    with pytest.raises(savefile.SaveError):
        safe_read.read_json_file(tmp_path / "big.json")  # (spaces only: not JSON)
    assert limits == [safe_read.MAX_FILE_BYTES + 1]
