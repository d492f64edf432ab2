"""Issue 21, point 5: no HOME and no passwd entry. MIRRORGAMES_DATA is read first; without any folder the
suite starts with saving off and says so (in process with no home to be found, and in a real subprocess)."""

import os
import pathlib
import subprocess
import sys

import pytest

from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore
from gamepkg.user_folder import data_folder, missing_folder_reason
from tests.conftest import ROOT


def no_home(monkeypatch):
    """Make the home folder unknown as it is with no HOME and no passwd entry: os.path.expanduser gives "~"
    back unchanged (and Path.home raises)."""
    def home():
        """Path.home on a user without a home."""
        raise RuntimeError("Could not determine home directory.")
    monkeypatch.setattr(pathlib.Path, "home", staticmethod(home))
    monkeypatch.setattr(os.path, "expanduser", lambda path: path)


def test_mirrorgames_data_is_read_before_the_home_folder(monkeypatch, tmp_path):
    """With MIRRORGAMES_DATA set, the home folder is never asked for."""
    no_home(monkeypatch)
    assert data_folder({"MIRRORGAMES_DATA": str(tmp_path)}, "linux") == tmp_path
    assert data_folder({"MIRRORGAMES_DATA": str(tmp_path)}, "win32") == tmp_path


def test_without_any_folder_saving_is_off_and_says_why(monkeypatch):
    """No variable and no home: no folder, a store that writes nothing and a notice naming the reason."""
    no_home(monkeypatch)
    assert data_folder({}, "linux") is None
    store = DataStore(None)
    assert not store.writable
    assert [key for key, _ in store.notices()] == ["status.no_data_folder"]
    with pytest.raises(SaveError) as caught:
        store.write_json("settings.json", {})
    assert caught.value.key == "save.disabled"
    assert not store.has("settings.json") and store.folder_text() == "-"


def test_the_window_without_a_data_folder_plays_and_refuses_save_and_load(tk_root, dialogs):
    """The suite window on a folder-less store: the notice, and Save and Load each say why (no traceback)."""
    from widgets.app import SuiteApp
    app = SuiteApp(tk_root, DataStore(None), language="en")
    dialogs.install(app)
    tk_root.update()
    assert "no data folder" in app.notice_var.get()
    assert app.save() is False and app.load() is False
    assert len(dialogs.errors) == 2 and all("Saving is off" in text for text in dialogs.errors)
    app.set_language("ja")
    assert "保存はオフ" in app.notice_var.get()


def test_every_tab_opens_without_a_data_folder(tk_root, dialogs):
    """Each tab is built and shown on a folder-less store; the walls level folder says saving is off."""
    from widgets.app import SuiteApp
    app = SuiteApp(tk_root, DataStore(None), language="en")
    dialogs.install(app)
    for game in app.games:
        app.select_game(game)
        tk_root.update()
    walls = app.views["walls"]
    assert walls.library.folder() is None and walls.library.folder_count() == 0
    walls.open_levels_folder()
    assert dialogs.errors == ["Saving is off: the data folder cannot be written."]


# The child process stands in for a user without a passwd entry: pwd.getpwuid raises KeyError, as it does
# for a user id the system does not know (the interpreter here lies under /root, so a real unprivileged
# user id could not even start it).
NO_PASSWD = ("import pwd, runpy, sys\n"
             "def no_entry(uid):\n"
             "    raise KeyError(f'getpwuid(): uid not found: {uid}')\n"
             "pwd.getpwuid = no_entry\n"
             "sys.argv = [sys.argv[1]] + sys.argv[2:]\n"
             "runpy.run_path(sys.argv[0], run_name='__main__')\n")
PROBE = ("from gamepkg.savefile import DataStore\nfrom gamepkg.user_folder import data_folder\n"
         "store = DataStore(data_folder())\n"
         "print(store.writable, [key for key, _ in store.notices()])\n")


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="no passwd database on this system")
@pytest.mark.parametrize("with_variable", [True, False])
def test_start_up_with_no_home_and_no_passwd_entry(tmp_path, with_variable):
    """A real start (--smoke) without HOME and without a passwd entry exits 0 with nothing on stderr; with
    MIRRORGAMES_DATA that folder is used, without it the data store says saving is off."""
    if not os.environ.get("DISPLAY"):
        pytest.skip("no display for the --smoke start")
    env = {key: value for key, value in os.environ.items()
           if key not in ("HOME", "MIRRORGAMES_DATA", "XDG_DATA_HOME", "APPDATA")}
    if with_variable:
        env["MIRRORGAMES_DATA"] = str(tmp_path / "data")
    (tmp_path / "probe.py").write_text(PROBE, encoding="utf-8")
    common = dict(env=env, capture_output=True, text=True, timeout=60, cwd=str(ROOT))
    smoke = subprocess.run([sys.executable, "-c", NO_PASSWD, str(ROOT / "mirrorgames.pyw"), "--lang", "en",
                            "--smoke"], **common)
    assert (smoke.returncode, smoke.stderr) == (0, "")
    env["PYTHONPATH"] = str(ROOT)
    stored = subprocess.run([sys.executable, "-c", NO_PASSWD, str(tmp_path / "probe.py")], **common)
    expected = "True []" if with_variable else "False ['status.no_data_folder']"
    assert stored.stdout.strip() == expected, stored.stderr
    assert (tmp_path / "data").is_dir() == with_variable


SYSTEM_PYTHON = "/usr/bin/python3"  # readable by every user (the test's own interpreter may lie under /root)


def can_run_as_another_user():
    """True when this test runs as root and a system Python with tkinter can be started as another user."""
    if not hasattr(os, "getuid") or os.getuid() != 0 or not os.path.exists(SYSTEM_PYTHON):
        return False
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import tkinter"], capture_output=True, timeout=30)
    return check.returncode == 0


@pytest.mark.skipif(not can_run_as_another_user(), reason="needs root and a system Python with tkinter")
def test_a_real_user_id_without_a_passwd_entry_starts(tmp_path):
    """The real thing where possible: user id 54321 has no passwd entry and no HOME; --smoke exits 0."""
    import pwd
    try:
        pwd.getpwuid(54321)
        pytest.skip("user id 54321 has a passwd entry here")
    except KeyError:
        pass
    if not os.environ.get("DISPLAY"):
        pytest.skip("no display for the --smoke start")
    env = {key: value for key, value in os.environ.items()
           if key not in ("HOME", "MIRRORGAMES_DATA", "XDG_DATA_HOME", "APPDATA", "XAUTHORITY")}
    result = subprocess.run([SYSTEM_PYTHON, str(ROOT / "mirrorgames.pyw"), "--lang", "en", "--smoke"], env=env,
                            capture_output=True, text=True, timeout=60, cwd="/", user=54321, group=54321)
    if "display" in result.stderr.lower():
        pytest.skip(f"this display does not let another user in: {result.stderr.strip()}")
    assert (result.returncode, result.stderr) == (0, "")


def test_a_relative_mirrorgames_data_makes_no_folder_and_says_why(monkeypatch, tmp_path):
    """MIRRORGAMES_DATA=rel/dir: no folder under the current one; saving is off and the notice says the
    variable is not a full path (issue 36)."""
    monkeypatch.chdir(tmp_path)
    environ = {"MIRRORGAMES_DATA": "rel/dir"}
    assert data_folder(environ, "linux") is None
    store = DataStore(data_folder(environ, "linux"), missing_folder_reason(environ))
    assert not store.writable and not (tmp_path / "rel").exists()
    assert [key for key, _ in store.notices()] == ["status.data_folder_relative"]
    assert missing_folder_reason({}) == "status.no_data_folder"


def test_a_missing_levels_folder_is_said_on_the_notice_line(tk_root, tmp_path, monkeypatch):
    """--levels /nonexistent: the window starts and its notice line names the folder (issue 36)."""
    from widgets.app import SuiteApp
    missing = tmp_path / "no_such_class"
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    app = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="en", levels=str(missing))
    tk_root.update()
    assert ("app.levels_missing", {"folder": str(missing)}) in app.all_notices()
    assert str(missing) in app.notice_var.get()
