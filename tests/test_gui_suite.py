"""The suite window as a whole: tabs, Help → How this game is made, zoom, game IDs from the command line."""

import subprocess
import sys
import time
import types

from tests.conftest import ROOT


def test_source_window_shows_the_engine_with_exercises_and_colours(app):
    """Help → How this game is made opens the rule engine read-only, exercises first, coloured."""
    app.show_source()
    windows = [w for w in app.root.winfo_children() if w.winfo_class() == "Toplevel"]
    window = windows[-1]
    code = window.code.get("1.0", "end")
    assert "def new_game" in code and "tkinter" not in code.split('"""')[0]
    assert window.exercise_list.get("1.0", "end").startswith("1.")
    assert window.code.tag_ranges("keyword") and window.code.cget("state") == "disabled"


def test_zoom_changes_the_fonts_and_is_remembered(app):
    """Ctrl+plus makes the named fonts bigger and the setting is saved."""
    import tkinter.font as tkfont
    before = abs(tkfont.nametofont("TkDefaultFont", root=app.root).actual("size"))
    app.zoom_in()
    app.zoom_in()
    after = abs(tkfont.nametofont("TkDefaultFont", root=app.root).actual("size"))
    assert after > before and app.settings["zoom"] > 100
    from gamepkg.settings import load_settings
    assert load_settings(app.store)["zoom"] == app.settings["zoom"]
    app.zoom_reset()


def test_every_tab_builds_and_switching_keeps_menus_in_step(app):
    """Each registered tab opens; the New menu then lists that game's presets."""
    for game in app.games:
        view = app.select_game(game)
        app.root.update()
        assert app.current_game() == game and view.winfo_ismapped()
        assert app.new_menu.index("end") + 1 >= len(view.engine.PRESETS)


def test_command_line_opens_a_100x100_game_id_and_rejects_a_bad_one(tmp_path, tk_root):
    """--game with a 100x100 ID smokes fine; a malformed ID exits non-zero with the reason on stderr.

    ``tk_root`` is only asked for so that the test skips, with the reason, when there is no display.
    """
    env = {"MIRRORGAMES_DATA": str(tmp_path), "PATH": "/usr/bin:/bin"}
    import os
    env["DISPLAY"] = os.environ.get("DISPLAY", "")
    good = subprocess.run([sys.executable, str(ROOT / "mirrorgames.pyw"), "--smoke", "--game",
                           "mines:100x100n1000#7"], env=env, capture_output=True, text=True, timeout=60)
    assert good.returncode == 0, good.stderr
    bad = subprocess.run([sys.executable, str(ROOT / "mirrorgames.pyw"), "--smoke", "--game", "mines:0x0n1#7"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and "game ID" in bad.stderr


def test_run_the_rule_tests_window_lists_results(app):
    """Help → Run the rule tests runs the current game's tests and lists each one, in the player's language
    (QA: the results read "selftest.passed" and a skip's reason was English in the Japanese window)."""
    app.set_language("ja")
    app.select_game("arrows")  # its rule tests take a second (Minesweeper's ten: tests/test_selftest.py runs them)
    window = app.run_rule_tests()
    for _ in range(20000):  # the tests run on a worker thread: wait for them (100 s at most)
        if window.finished:
            break
        app.root.update()
        app.root.after(5)
    assert window.finished and window.outcomes
    assert len(window.table.get_children()) == len(window.outcomes)
    assert all(outcome.result != "failed" for outcome in window.outcomes)
    shown = [window.table.item(item, "values") for item in window.table.get_children()]
    words = {app.tr.t(f"selftest.{result}") for result in ("passed", "failed", "skipped")}
    assert all(label.split(" ", 1)[1] in words for label, _ in shown)
    assert all(message == app.tr.t("selftest.skip_note") for (label, message), outcome in zip(shown, window.outcomes)
               if outcome.result == "skipped")
    assert window.maxsize()[0] <= window.winfo_screenwidth() and window.maxsize()[1] <= window.winfo_screenheight()


def test_help_windows_follow_a_language_switch(app):
    """QA: How to Play, How This Game Is Made and the rule tests stayed in Japanese after switching to English.
    A switch opens each help window still open again, in the new language."""
    app.set_language("ja")
    app.show_help()
    app.show_source()
    app.root.update()
    titles = lambda: sorted(w.title() for w in app.root.winfo_children()  # noqa: E731
                            if w.winfo_class() == "Toplevel" and w.winfo_exists())
    assert app.tr.t("menu.how_to_play") in titles()
    app.set_language("en")
    app.root.update()
    assert "How to Play" in titles() and len(titles()) == 2
    assert not any("遊び方" in title for title in titles())


def help_window(app):
    """The one help window open (a Toplevel that is no dialog)."""
    windows = [w for w in app.root.winfo_children() if w.winfo_class() == "Toplevel" and w.winfo_exists()]
    assert len(windows) == 1
    return windows[0]


def test_a_help_window_opens_over_the_window_and_stays_where_it_was_moved_across_a_language_switch(app):
    """How to Play opens centred across the suite's window (not where the system puts a new window); moved by
    the player, it is opened again in the new language at that place, not back in the middle."""
    app.root.geometry("900x700+40+30")
    app.root.update()
    app.show_help()
    app.root.update()
    window = help_window(app)
    middle = window.winfo_rootx() + window.winfo_width() // 2
    assert abs(middle - (app.root.winfo_rootx() + app.root.winfo_width() // 2)) <= 2
    window.geometry("+61+47")
    app.root.update()
    app.set_language("ja" if app.tr.language == "en" else "en")
    app.root.update()
    reopened = help_window(app)
    assert reopened is not window and reopened.geometry().endswith("+61+47")


def test_the_statistics_window_opens_over_the_window_as_well(app):
    """Game > Statistics opens its window centred across the suite's window, like the help windows."""
    app.root.geometry("900x700+40+30")
    view = app.select_game("mines")
    app.root.update()
    view.show_statistics()
    app.root.update()
    window = view.stats_window
    middle = window.winfo_rootx() + window.winfo_width() // 2
    assert abs(middle - (app.root.winfo_rootx() + app.root.winfo_width() // 2)) <= 2


def test_quit_with_saving_off_says_so_and_names_the_folder(app, dialogs, monkeypatch):
    """With a data folder that cannot be written, Quit does not speak of 'unsaved' progress: saving is off."""
    view = app.select_game("walls")
    view.play(sorted(view.engine.legal_moves(view.session.state))[0])
    assert view.has_progress()
    monkeypatch.setattr(app.store, "writable", False)
    asked = []
    app.ask_yes_no = lambda key, **fields: (asked.append((key, fields)), False)[1]
    assert app.quit() is False
    assert asked == [("confirm.quit_saving_off", {"folder": str(app.store.folder)})]
    assert str(app.store.folder) in app.tr.t(*asked[0][:1], **asked[0][1])


def test_tabs_are_told_when_they_are_hidden_and_shown(app, monkeypatch):
    """on_hidden/on_shown follow the tab switches and every modal dialog (a clock can stop meanwhile)."""
    seen = []
    for game in ("mines", "walls"):
        view = app.view_for(game)
        monkeypatch.setattr(view, "on_hidden", lambda game=game: seen.append(("hidden", game)))
        monkeypatch.setattr(view, "on_shown", lambda game=game: seen.append(("shown", game)))
    app.select_game("mines")
    app.root.update()
    app.select_game("walls")
    app.root.update()
    assert seen == [("hidden", "mines"), ("shown", "walls")]
    seen.clear()
    assert app.modal(lambda: seen.append("dialog") or 42) == 42
    assert seen == [("hidden", "walls"), "dialog", ("shown", "walls")]


def test_a_board_only_the_computer_has_played_on_is_left_without_a_question(app, dialogs):
    """New game after the computer's opening move alone: nothing of the player's is lost, so nothing is asked.

    Once the player has moved, a question comes back: a game the suite dealt counts for the statistics, so it
    is the one about giving up a counting game (No its default).
    """
    from gamepkg.arrows import rules as arrows
    from gamepkg.garden import rules as garden
    app.set_animation_speed("instant")
    for game, params in (("arrows", arrows.Params(3, 3, ("normal", "human"))), ("garden", garden.Params("n", "h"))):
        view = app.select_game(game)
        app.new_game(params, 4, view=view)
        for _ in range(200):
            app.root.update()
            if view.session.position > 0 and view.computer_job is None and not view.is_busy():
                break
        assert view.session.position > 0, f"{game}: the computer did not open"
        dialogs.questions.clear()
        app.new_same()
        assert dialogs.questions == [], f"{game}: asked although only the computer had moved"
        for _ in range(200):
            app.root.update()
            if view.session.position > 0 and view.computer_job is None and not view.is_busy():
                break
        view.play(sorted(view.engine.legal_moves(view.session.state))[0])
        app.new_same()
        assert dialogs.questions == ["confirm.abandon"], game


def test_after_load_the_status_line_names_the_file_and_describes_the_position(app):
    """Load says where it read from and, like Undo or New, what the position on screen is."""
    view = app.select_game("walls")
    view.play(sorted(view.engine.legal_moves(view.session.state))[0])
    assert app.save() and app.load()
    key, fields = view.position_status()
    shown = view.status_var.get()
    assert str(app.store.path(app.save_name(view))) in shown
    assert view.t(key, **fields) in shown


def test_every_tab_opens_with_a_status_line_about_its_position(app):
    """A tab shown for the first time already says what to do (its position_status), never nothing."""
    from widgets.registry import VIEWS
    for game in VIEWS:
        view = app.select_game(game)
        key, fields = view.position_status()
        assert view.status_var.get() == view.t(key, **fields) != "", game


def fake_view_package(folder, games):
    """A package ``tabs_fake`` in ``folder``: a view module per game, each importing a helper of its own and
    the shared one (which imports nothing of the package), as a tab's view imports its game's modules."""
    package = folder / "tabs_fake"
    package.mkdir()
    (package / "__init__.py").write_text('"""Fake tabs."""\n', encoding="utf-8")
    (package / "shared.py").write_text('"""Shared by every fake view."""\nimport json\n', encoding="utf-8")
    for game in games:
        (package / f"helper_{game}.py").write_text('"""Helper."""\nfrom tabs_fake import shared\n', encoding="utf-8")
        (package / f"view_{game}.py").write_text(
            f'"""View."""\nfrom tabs_fake import helper_{game}, shared\nfrom tabs_fake.shared import json\n',
            encoding="utf-8")
    return package


def test_the_window_prepares_the_other_tabs_code_after_its_first_frame_one_module_a_tick(app, monkeypatch,
                                                                                      tmp_path):
    """After the first frame each tab's view code is imported module by module, what a module imports first, a
    tick ending after the module that used up its time (no tick holds the window for a whole tab's code, issue 21
    point 8; a first visit then only builds);
    a window that closes first calls the rest off (no Tcl error for a command that went with it)."""
    fake_view_package(tmp_path, app.games)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr("widgets.app.tab_modules", lambda game: [f"tabs_fake.view_{game}"])
    monkeypatch.setattr("widgets.app.PREPARE_TICK_SECONDS", 0)  # one step a tick: what a tick may not exceed
    for name in [name for name in sys.modules if name.startswith("tabs_fake")]:
        monkeypatch.delitem(sys.modules, name)
    app._stop_preparing(types.SimpleNamespace(widget=app.root))  # the window's own run, started with it
    ticks = []
    prepare = app.prepare_tabs

    def one_tick(steps=None):
        """Run one tick of the preparation and note the fake modules it imported."""
        before = {name for name in sys.modules if name.startswith("tabs_fake")}
        prepare(steps)
        ticks.append(sorted(name for name in sys.modules if name.startswith("tabs_fake") and name not in before))

    monkeypatch.setattr(app, "prepare_tabs", one_tick)
    try:
        app.prepare_tabs()
        deadline = time.monotonic() + 10
        while app._prepare_job is not None and time.monotonic() < deadline:
            app.root.update()
            time.sleep(0.005)
        assert app._prepare_job is None
        imported = [names[0] for names in ticks if names]
        assert all(len(names) <= 1 for names in ticks) and len(imported) == 2 + 2 * len(app.games)
        order = [name for name in imported if "view_" in name]
        assert order == [f"tabs_fake.view_{game}" for game in app.games]
        for game in app.games:  # what a view imports comes before it
            assert imported.index(f"tabs_fake.helper_{game}") < imported.index(f"tabs_fake.view_{game}")
        assert imported.index("tabs_fake.shared") < imported.index(f"tabs_fake.helper_{app.games[0]}")
        for name in [name for name in sys.modules if name.startswith("tabs_fake")]:
            del sys.modules[name]
        app.prepare_tabs()
        waiting = app._prepare_job
        assert waiting in app.root.tk.splitlist(app.root.tk.call("after", "info"))
        app._stop_preparing(types.SimpleNamespace(widget=app.root))
        assert waiting not in app.root.tk.splitlist(app.root.tk.call("after", "info")) and app._prepare_job is None
    finally:
        for name in [name for name in sys.modules if name.startswith("tabs_fake")]:
            del sys.modules[name]
