"""The window under careless use (issue #21): nothing leaks, nothing prints a traceback, nothing freezes."""

import threading
import tkinter.font as tkfont

import pytest

from gamepkg.i18n import LANGUAGE_TABLE
from tests.conftest import ROOT
from tests.test_gui_walls import open_walls, wait_for
from widgets.dialogs import ModalDialog


def widget_count(root):
    """Every Tk widget under ``root``, counted through Tcl (menus and Toplevels included)."""
    pending, count = [str(root)], 0
    while pending:
        children = root.tk.splitlist(root.tk.call("winfo", "children", pending.pop()))
        count += len(children)
        pending.extend(children)
    return count


def test_switching_tabs_many_times_leaks_no_widgets_or_menus(app):
    """Ctrl+Tab 250 times (50 laps of the tabs, a menu rebuild each): the widget count stays flat
    (QA: every rebuild left a new Language and Speed submenu behind)."""
    for _ in app.games:  # one lap builds every tab
        app.cycle_tab(1)
    app.root.update()
    before = widget_count(app.root)
    for _ in range(250):
        app.cycle_tab(1)
    app.root.update()
    assert widget_count(app.root) == before
    for _ in range(100):
        app.rebuild_menus()
    assert widget_count(app.root) == before
    options = app.options_menu
    assert options.entrycget(0, "menu") == str(app.language_menu)
    assert app.language_menu.index("end") + 1 == len(LANGUAGE_TABLE) and app.speed_menu.index("end") + 1 >= 2


def test_the_language_menu_has_one_entry_per_row_of_the_table(app, monkeypatch):
    """Options > Language lists LANGUAGE_TABLE, each language by its own name: a new row (a made-up Korean) is a new
    entry, with its code as the menu's value."""
    from tests.fake_language import add_language
    add_language(monkeypatch)
    app.rebuild_menus()
    menu = app.language_menu
    entries = [(menu.entrycget(index, "label"), menu.entrycget(index, "value"))
               for index in range(menu.index("end") + 1)]
    assert entries[:2] == [("日本語", "ja"), ("English", "en")] and entries[-1] == ("한국어", "ko")
    assert entries == [(language.name, language.code) for language in LANGUAGE_TABLE if language.code != "ko"] + [
        ("한국어", "ko")]
    monkeypatch.undo()
    app.rebuild_menus()
    assert menu.index("end") + 1 == len(LANGUAGE_TABLE)


def all_widgets(root):
    """Every tkinter widget under ``root``."""
    pending, found = [root], []
    while pending:
        children = pending.pop().winfo_children()
        found.extend(children)
        pending.extend(children)
    return found


def dialog_openers():
    """Each suite dialog kind: (name, function of the app that opens it from a Tk callback)."""
    def load_error(app):
        """Load a damaged save: the error box."""
        view = app.select_game("mines")
        app.store.path(app.save_name(view)).parent.mkdir(parents=True, exist_ok=True)
        app.store.path(app.save_name(view)).write_text("{not json", encoding="utf-8")
        app.load()

    def garden_reset(app):
        """Garden → Restart: the reset question."""
        app.select_game("garden")
        app.restart()

    def discard(app):
        """A new game over one with progress: the discard question."""
        view = app.select_game("mines")
        view.play("o0,0")
        app.new_same()

    def custom(app):
        """Game → New → Custom board."""
        app.select_game("mines")
        app.custom_game()

    def enter_id(app):
        """Game → Enter Game ID."""
        app.enter_game_id()

    def statistics_reset(app):
        """Minesweeper statistics → Reset: the question."""
        view = app.select_game("mines")
        view.show_statistics()
        view.stats_window.reset()

    return [("load_error", load_error), ("garden_reset", garden_reset), ("discard", discard),
            ("custom", custom), ("enter_id", enter_id), ("about", lambda app: app.show_about()),
            ("statistics_reset", statistics_reset)]


@pytest.mark.parametrize("name, opener", dialog_openers(), ids=[name for name, _ in dialog_openers()])
def test_closing_the_window_from_any_dialog_is_clean(app, capfd, name, opener):
    """The main window's close button while a suite dialog waits: the window closes with no callback error
    and nothing on stderr (QA: 6 of 7 dialogs printed TclError: invalid command name)."""
    root = app.root
    for method in ("show_error", "show_info", "ask_yes_no", "ask_text"):
        del app.__dict__[method]  # the real dialogs, not the test's recorder
    app.unsaved_views = lambda: []  # the close button then closes at once, as with nothing to lose
    for view in app.views.values():  # nor a counting game to give up (that asks again: see test_gui_fair_records)
        view.counts_abandoned_games = False
    seen = []

    def close_when_open():
        """Press the main window's close button once a dialog is on screen."""
        dialogs = [w for w in all_widgets(root) if isinstance(w, ModalDialog) and w.winfo_viewable()]
        if not dialogs:
            root.after(20, close_when_open)
            return
        seen.append(dialogs[0].title())
        root.tk.call(root.protocol("WM_DELETE_WINDOW"))

    root.after(1, lambda: opener(app))
    root.after(20, close_when_open)
    guard = root.after(20000, root.destroy)  # a dialog that never opened must not hang the test
    root.mainloop()
    assert seen, "no dialog opened"
    del guard
    root.callback_errors.check()
    assert capfd.readouterr().err == ""


def measurements_for_a_level_folder(app, monkeypatch, count):
    """Font measurements made while the Delayed Walls tab shows ``count`` teacher's levels and checks them all."""
    folder = app.store.path("levels")
    folder.mkdir(parents=True, exist_ok=True)
    level = (ROOT / "gamepkg" / "walls" / "levels" / "01_a.txt").read_text(encoding="utf-8").splitlines()[1:6]
    for number in range(count):
        (folder / f"level_{count}_{number:04d}.txt").write_text("\n".join([f"Level {count}.{number}"] + level) + "\n",
                                                        encoding="utf-8")
    measured = []
    real_measure = tkfont.Font.measure
    monkeypatch.setattr(tkfont.Font, "measure", lambda font, text, *args, **kwargs: (
        measured.append(text), real_measure(font, text, *args, **kwargs))[1])
    if "walls" in app.views:
        app.views["walls"].reload_levels()
    view = open_walls(app)
    wait_for(view, lambda: not view.library.pending)
    pars = [values[2] for key, values in view.levels.row_values().items() if key.startswith("folder:")]
    assert len(pars) == count and set(pars) == {"6"}  # every level shown and checked
    monkeypatch.undo()
    return len(measured)


def test_a_teachers_level_folder_costs_measurements_in_proportion_to_its_files(app, tmp_path, monkeypatch):
    """200 and then 400 level files, each checked by the solver: twice the files, about twice the font
    measurements (QA: each row update measured every row, 4.7 million measurements for 1,000 files)."""
    small = measurements_for_a_level_folder(app, monkeypatch, 200)
    for path in app.store.path("levels").iterdir():
        path.unlink()
    large = measurements_for_a_level_folder(app, monkeypatch, 400)
    assert large < 2.5 * small and large < 40 * 400


def test_without_a_japanese_font_the_window_opens_in_english_and_says_why(tk_root, tmp_path, monkeypatch):
    """--lang ja on a computer with no Japanese font: English (not boxes), the notice line says why in
    English, and the saved language choice is left as it was."""
    from gamepkg.savefile import DataStore
    from gamepkg.settings import load_settings
    from widgets import font_check
    from widgets.app import SuiteApp
    monkeypatch.setattr(font_check, "font_missing", lambda root, language: language == "ja")
    store = DataStore(tmp_path / "data")
    suite = SuiteApp(tk_root, store, language="ja")
    tk_root.update()
    assert suite.tr.language == "en" and suite.language_var.get() == "en"
    notice = suite.notice_var.get()
    assert "no font for Japanese" in notice and suite.notice.winfo_ismapped()
    assert tk_root.title().endswith(" - mirrorgames")
    assert load_settings(store)["language"] != "en"


def test_a_japanese_font_keeps_the_japanese_window(tk_root, tmp_path, monkeypatch):
    """With a Japanese font (detection patched to say so) --lang ja stays Japanese, with no notice."""
    from gamepkg.savefile import DataStore
    from widgets import font_check
    from widgets.app import SuiteApp
    monkeypatch.setattr(font_check, "font_missing", lambda root, language: False)
    suite = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="ja")
    assert suite.tr.language == "ja" and suite.notice_var.get() == ""


def test_the_font_check_sees_boxes_when_a_languages_letters_measure_like_an_undrawn_character(tk_root,
                                                                                                monkeypatch):
    """The detection itself, for the letters each row of the language table names: samples as wide as the
    fallback box mean no font, other widths mean a font; a language of Latin letters needs no check. A Korean
    row (a made-up third language) is checked with its Hangul, so a PC without a Hangul font is told too."""
    from tests.fake_language import add_language
    from widgets import font_check
    add_language(monkeypatch)
    monkeypatch.setattr(tkfont.Font, "measure", lambda font, text, *args: 8)
    assert font_check.font_missing(tk_root, "ja") and font_check.font_missing(tk_root, "ko")
    assert not font_check.font_missing(tk_root, "en") and not font_check.font_missing(tk_root, "xx")
    hangul = set("한글")
    monkeypatch.setattr(tkfont.Font, "measure", lambda font, text, *args: 8 if text == "\u0378" or text in hangul
                        else 14)
    assert not font_check.font_missing(tk_root, "ja") and font_check.font_missing(tk_root, "ko")


def test_without_a_hangul_font_a_korean_window_opens_in_english_and_names_korean(tk_root, tmp_path, monkeypatch):
    """--lang ko (a made-up Korean row) where only the Hangul samples measure like the box: English, and the
    notice names Korean."""
    from gamepkg.savefile import DataStore
    from tests.fake_language import add_language
    from widgets.app import SuiteApp
    add_language(monkeypatch)
    hangul = set("한글")
    real_measure = tkfont.Font.measure
    monkeypatch.setattr(tkfont.Font, "measure", lambda font, text, *args: real_measure(font, "\u0378")
                        if text in hangul else real_measure(font, text, *args))
    suite = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="ko")
    assert suite.tr.language == "en"
    assert suite.notice_var.get() == suite.tr.t("app.no_font", language="Korean")
    assert "no font for Korean" in suite.notice_var.get()


def toplevels(app):
    """The open Toplevel windows of the suite."""
    return [w for w in app.root.winfo_children() if w.winfo_class() == "Toplevel" and w.winfo_exists()]


def test_f1_raises_the_open_help_window_instead_of_opening_another(app, gui):
    """F1 thirty times: one How to Play window for the tab; another tab gets its own; a language switch
    keeps one each (QA: 300 F1 presses opened 300 windows, and a language switch took 19.7 s)."""
    for _ in range(30):
        gui.press(app.current_view(), "F1")
    first = toplevels(app)
    assert len(first) == 1
    app.select_game("walls")
    app.show_help()
    app.show_help()
    assert len(toplevels(app)) == 2
    app.set_language("ja")
    app.root.update()
    assert len(toplevels(app)) == 2 and all("遊び方" in w.title() for w in toplevels(app))
    first[0].destroy()
    app.show_help()
    assert len(toplevels(app)) == 2


def test_rule_tests_run_on_a_worker_and_a_language_switch_does_not_run_them_again(app, monkeypatch):
    """Help → Run the Rule Tests: the tests run off the Tk thread (the window answers while one runs),
    asking again raises the same window, and a language switch translates the results without rerunning
    (QA: one Minesweeper test froze the window 4.7 s; 20 open windows reran on a switch for 131 s)."""
    from gamepkg import selftest
    release, threads, runs = threading.Event(), [], []

    def slow_tests(path):
        """A stand-in test file: one test that waits until the test lets it finish."""
        runs.append(path)
        threads.append(threading.current_thread())
        release.wait(10)
        yield selftest.Outcome(f"{path.stem}::test_slow", selftest.PASSED)

    monkeypatch.setattr(selftest, "run_file", slow_tests)
    app.select_game("arrows")
    window = app.run_rule_tests()
    for _ in range(20):  # the event loop runs while the test waits
        app.root.update()
        app.root.after(10)
    assert threads and threads[0] is not threading.main_thread() and not window.finished
    assert window.summary_var.get() == app.tr.t("selftest.running")
    assert app.run_rule_tests() is window
    release.set()
    for _ in range(2000):
        app.root.update()
        if window.finished:
            break
        app.root.after(5)
    assert window.finished and len(window.outcomes) == len(runs) == len(window.table.get_children())
    ran = len(runs)
    app.set_language("ja")
    app.root.update()
    assert len(runs) == ran and window.winfo_exists()
    label = window.table.item(window.table.get_children()[0], "values")[0]
    assert app.tr.t("selftest.passed") in label and "テスト" in window.table.heading("#0", "text")


class SlowWork:
    """Wraps a pure function so that it waits (on its worker thread) until the test lets it go on."""

    def __init__(self, function):
        """Wrap ``function``."""
        self.function, self.release, self.threads = function, threading.Event(), []

    def __call__(self, *args, **kwargs):
        """Note the thread, wait for the release (10 s at most), then do the real work."""
        self.threads.append(threading.current_thread())
        self.release.wait(10)
        return self.function(*args, **kwargs)


def test_a_long_move_runs_on_a_worker_while_the_window_answers(app, monkeypatch):
    """A move whose engine work takes long (held here until the test lets it go) runs off the Tk thread: the
    event loop runs meanwhile, the status line counts the seconds, the board and the menus wait, and the
    move is then played as usual (QA: a first click on 1000x1000 n0 froze the window 7.3 s)."""
    from gamepkg.mines import rules as mines
    view = fixed_board_view(app, "mines:9x9n0#3")
    slow = SlowWork(mines.apply)
    monkeypatch.setattr(mines, "apply", slow)
    seen = {}

    def during_the_work():
        """Runs from the event loop while the move is worked out."""
        seen["working"], seen["status"] = view.working, view.status_var.get()
        view.on_primary(1, 1)  # a second click waits
        seen["save"] = app.save()
        seen["moves"] = list(view.session.moves)
        slow.release.set()

    app.root.after(150, during_the_work)
    view.on_primary(4, 4)
    assert seen == {"working": True, "status": app.tr.t("common.working", seconds=0), "save": False, "moves": []}
    assert slow.threads[0] is not threading.main_thread()
    assert view.session.moves == ["o4,4"] and view.session.status() == "won" and not view.working
    assert view.status_var.get() != app.tr.t("common.working", seconds=0)


def test_a_long_load_runs_on_a_worker_and_closing_meanwhile_waits_for_it(app, monkeypatch):
    """Loading a save whose replay takes long: the event loop runs meanwhile; the close button pressed then
    closes the window once the load is done, with no callback error."""
    from widgets import app_commands
    view = fixed_board_view(app, "mines:9x9n10#3")
    view.on_primary(4, 4)
    assert app.save()
    slow = SlowWork(app_commands.load_session)
    monkeypatch.setattr(app_commands, "load_session", slow)
    app.unsaved_views = lambda: []
    seen = []

    def during_the_load():
        """Press the close button while the save is read, then let the load finish."""
        seen.append(view.working)
        app.root.tk.call(app.root.protocol("WM_DELETE_WINDOW"))
        seen.append(app.window_open())
        slow.release.set()

    app.root.after(150, during_the_load)
    assert app.load()
    assert seen == [True, True] and slow.threads[0] is not threading.main_thread()
    app.root.update()
    assert not app.window_open()


def fixed_board_view(app, game_id):
    """The Minesweeper view showing ``game_id``."""
    assert app.open_game_id(game_id, interactive=False) is None
    app.root.update()
    return app.views["mines"]
