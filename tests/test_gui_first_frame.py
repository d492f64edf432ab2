"""The window's frame is drawn before its first tab is built (issue 27 point 1: the window shows sooner).

The launcher builds the frame (tabs named, menu bar, notice line), draws it, and only then builds the first tab
(SuiteApp.finish_start). What the player can press in that moment must do nothing harmful, and what the start
used to do (the first tab, the menus, the games a killed program left) still happens once the tab is there.
Covers the launcher in a child process (its own Tk) and the window in this process, English and Japanese.
"""

import os
import pathlib
import subprocess
import sys

import pytest

from gamepkg.games_under_way import note_under_way
from gamepkg.savefile import DataStore

ROOT = pathlib.Path(__file__).resolve().parent.parent
GONE_PID = 4_000_003  # a process id no process has here: its note counts as a game left by a killed program

# Runs the launcher with finish_start and view_for watched: prints what the window had when the first tab came.
WATCHED_LAUNCH = """
import sys
import widgets.app as app_module
finish_start, view_for = app_module.SuiteApp.finish_start, app_module.SuiteApp.view_for

def watched_finish(self):
    menubar = [self.menubar.entrycget(index, "label") for index in range(3)]
    titles = [self.notebook.tab(frame, "text") for frame in self.tab_frames.values()]
    print("FINISH", len(self.views), self.root.winfo_ismapped(), "|".join(menubar), "|".join(titles))
    finish_start(self)

def watched_view_for(self, game):
    print("BUILD", game)
    return view_for(self, game)

app_module.SuiteApp.finish_start, app_module.SuiteApp.view_for = watched_finish, watched_view_for
from widgets.main import main
sys.exit(main(sys.argv[1:]))
"""


# What the window's first frame never waits for at a first start (bench/startup.py; json only once a settings file is
# there): each was imported before it once, at a cost of 1-20 ms on a Python without preloading .pth files; they come
# with the first tab or the first command that needs them.
NOT_BEFORE_THE_FRAME = ("dataclasses", "inspect", "typing", "importlib.resources", "tempfile", "shutil", "random",
                        "threading", "datetime", "string", "opcode", "argparse", "gettext", "pathlib", "json",
                        "contextlib", "gamepkg.games_under_way", "gamepkg.mines.rules", "gamepkg.lesson_steps",
                        "gamepkg.session", "gamepkg.replay", "gamepkg.resources", "widgets.board", "widgets.dialogs",
                        "widgets.replay_bar", "widgets.import_steps", "widgets.input_pause", "widgets.mines.view")

# Runs the launcher under python -S and prints which of those modules were there when the frame was drawn.
MODULES_AT_THE_FRAME = """
import os, sys, tkinter
sys.path.insert(0, os.getcwd())
names = sys.argv[1:]
update = tkinter.Tk.update

def update_then_tell(self):
    update(self)
    print("THERE", " ".join(name for name in names if name in sys.modules), flush=True)
    os._exit(0)

tkinter.Tk.update = update_then_tell
from widgets.main import main
main(["--smoke", "--lang", "ja"])
"""


def launch(tmp_path, *arguments):
    """Run the watched launcher with ``arguments``; (exit code, lines it printed)."""
    env = dict(os.environ, MIRRORGAMES_DATA=str(tmp_path / "data"))
    completed = subprocess.run([sys.executable, "-c", WATCHED_LAUNCH, *arguments], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=60, check=False)
    return completed.returncode, completed.stdout.splitlines(), completed.stderr


@pytest.mark.parametrize("language, game_menu, first_title", [("ja", "ゲーム", "マインスイーパー"),
                                                              ("en", "Game", "Minesweeper")])
def test_the_launcher_draws_the_named_frame_before_it_builds_the_first_tab(tk_root, tmp_path, language,
                                                                           game_menu, first_title):
    """When the first tab is built the window is already shown, with its menu bar and tabs in the language."""
    code, lines, errors = launch(tmp_path, "--smoke", "--lang", language)
    assert code == 0, errors
    finish = [line.split(" ", 3) for line in lines if line.startswith("FINISH")]
    assert len(finish) == 1
    _, views, mapped, names = finish[0]
    menubar, titles = names.split(" ", 1)
    assert (views, mapped) == ("0", "1")  # no tab built yet, the window on the screen
    assert menubar.split("|")[0] == game_menu and titles.split("|")[0] == first_title
    assert lines.index(" ".join(["FINISH", views, mapped, names])) < lines.index("BUILD mines")


def test_smoke_says_when_the_frame_and_when_the_first_tab_are_drawn(tk_root, tmp_path):
    """--smoke prints "mirrorgames-drawn frame CPU" once the frame is drawn, before the first tab is built, then
    "mirrorgames-drawn tab CPU" (what bench/startup.py times, without the exit); CPU seconds that only grow."""
    code, lines, errors = launch(tmp_path, "--smoke", "--lang", "en")
    assert code == 0, errors
    drawn = [line.split() for line in lines if line.startswith("mirrorgames-drawn")]
    assert [words[1] for words in drawn] == ["frame", "tab"]
    assert 0 < float(drawn[0][2]) <= float(drawn[1][2])
    frame, tab = (lines.index(" ".join(words)) for words in drawn)
    assert frame < lines.index("BUILD mines") < tab


def test_the_first_frame_waits_for_no_module_it_does_not_draw(tk_root, tmp_path):
    """Under python -S (no .pth file imports anything for everyone), none of NOT_BEFORE_THE_FRAME is imported
    when the window's frame is drawn: the rules of the first tab, dialogs, replays, threads, temp files."""
    env = dict(os.environ, MIRRORGAMES_DATA=str(tmp_path / "data"))
    completed = subprocess.run([sys.executable, "-S", "-c", MODULES_AT_THE_FRAME, *NOT_BEFORE_THE_FRAME], cwd=ROOT,
                               env=env, capture_output=True, text=True, timeout=60, check=False)
    there = [line for line in completed.stdout.splitlines() if line.startswith("THERE")]
    assert there, completed.stderr
    assert there[0].split()[1:] == []


def test_the_help_is_as_wide_as_the_terminal_says(monkeypatch):
    """--help is laid out for $COLUMNS (or the terminal, else 80 columns), as argparse does, without shutil."""
    from widgets import command_help
    assert command_help.terminal_columns({"COLUMNS": "60"}) == 60
    monkeypatch.setattr(command_help.os, "get_terminal_size", lambda fd: os.terminal_size((123, 40)))
    assert command_help.terminal_columns({}) == 123
    monkeypatch.setattr(command_help.os, "get_terminal_size",
                        lambda fd: (_ for _ in ()).throw(OSError("not a terminal")))
    assert command_help.terminal_columns({"COLUMNS": "wide"}) == 80
    assert command_help.HelpLayout("mirrorgames")._width == 78


def test_keys_and_tab_changes_before_the_first_tab_do_nothing_then_the_start_finishes(tk_root, tmp_path,
                                                                                   monkeypatch):
    """In the frame's moment a shortcut or a tab change builds no tab and raises nothing; finish_start then builds
    the shown tab, fills the menus and counts the game a killed program left, as a start without the frame does."""
    from widgets.app import SuiteApp
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    store = DataStore(tmp_path / "data")
    assert note_under_way(store, "mines", [("beginner", False, None)], pid=GONE_PID, run="killed")
    app = SuiteApp(tk_root, store, language="en", frame_first=True)
    tk_root.update()
    assert app.views == {} and app.game_menu.index("end") is None
    assert app.notebook.tab(app.tab_frames["walls"], "text") == "Delayed Walls"
    app.notebook.select(app.tab_frames["walls"])
    tk_root.event_generate("<Control-z>")
    tk_root.event_generate("<F2>")
    tk_root.update()
    assert app.views == {}
    app.finish_start()
    tk_root.update()
    assert list(app.views) == ["walls"] and app.current_game() == "walls"
    assert app.game_menu.index("end") is not None
    assert app.tr.t("record.left_under_way", count=1) in app.notice_var.get()
