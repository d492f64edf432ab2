"""Start-up: python mirrorgames.pyw [--lang ja|en|...] [--game GAME_ID] [--levels FOLDER] [--smoke]
[--show-missing-texts]."""

import sys
import time

from gamepkg.savefile import DataStore
from gamepkg.user_folder import data_folder_text, missing_folder_reason
from widgets.command_line import parse_arguments
from widgets.unpack_folders import tidy_unpack_folders

WINDOW_ICON = "widgets/icon.png"  # read through gamepkg/resources.py: works inside a zip too
DRAWN_MARK = "mirrorgames-drawn"  # --smoke prints "mirrorgames-drawn frame|tab CPU_SECONDS" (bench/startup.py)


def report_error(store, text):
    """Write an error to stderr, or to a log file in ``store``'s data folder when there is no console (``store``
    None: the user's data folder, made only then)."""
    if sys.stderr is not None:
        print(text, file=sys.stderr)
        return
    try:
        store = store or DataStore(data_folder_text())
        with open(store.path("error.log"), "a", encoding="utf-8") as log:
            log.write(text + "\n")
    except (OSError, ValueError):  # no data folder (SaveError is a ValueError), or it cannot be written
        pass


class CallbackErrors:
    """Tk's report_callback_exception: reports each error (stderr or error.log) and remembers it."""

    def __init__(self, store):
        """Report into ``store``'s error log when there is no console."""
        self.store = store
        self.errors = []

    def __call__(self, kind, value, trace):
        """Called by Tk for an exception in an event handler or after() callback."""
        import traceback  # only on errors: it costs start-up time (linecache, tokenize)
        text = "".join(traceback.format_exception(kind, value, trace))
        self.errors.append(text)
        report_error(self.store, "mirrorgames: error in a Tk callback:\n" + text)


def say_drawn(what):
    """--smoke: print that ``what`` ("frame": the window's frame, "tab": its first tab) is drawn, with the CPU seconds
    the process used so far, for bench/startup.py to time the start without the exit (no console: nothing)."""
    if sys.stdout is not None:
        print(DRAWN_MARK, what, f"{time.process_time():.4f}", flush=True)


def say_school(app):
    """--smoke: print the school settings file the window read and what it set, or why it was refused, in English
    (for IT checking a PC: ``mirrorgames-school PATH language=ja zoom=150``); nothing when there is none."""
    school = app.school
    if sys.stdout is None or school.path is None:
        return
    if school.problem is not None:
        from gamepkg.i18n import Translator
        said = "refused: " + Translator("en").t(school.problem.key, **school.problem.fields)
    else:
        said = " ".join(f"{key}={value}" for key, value in school.fixed.items())
    print("mirrorgames-school", school.path, said, flush=True)


def set_window_icon(root):
    """Give the window (and the taskbar) the suite's icon; a missing or unreadable icon is no error."""
    import base64
    import tkinter as tk

    from gamepkg.resources import read_bytes  # here: it reads the icon, drawn after the window's first frame
    try:
        image = tk.PhotoImage(master=root, data=base64.b64encode(read_bytes(WINDOW_ICON)).decode("ascii"))
        root.iconphoto(True, image)
    except (OSError, ValueError, tk.TclError):
        return None
    return image


def translator_for(language):
    """The texts in ``language`` (from --lang), else in the system's language: for messages before the window."""
    from gamepkg.i18n import Translator, system_language
    return Translator(language or system_language())


def tkinter_found():
    """True when tkinter and its Tk library (_tkinter) can be imported; other import errors still raise."""
    try:
        import tkinter  # noqa: F401  (only asked whether it is there)
    except ImportError as error:
        if error.name in ("tkinter", "_tkinter"):
            return False
        raise
    return True


def tab_named(game):
    """True when --game names only a game's tab (``walls``), not a game ID (``walls:...``): the tab opens as at a
    fresh start, its game dealt as usual (it counts for records), not "opened from a game ID"."""
    from gamepkg.registry import GAMES
    return bool(game) and game in GAMES


def main(argv=None):
    """Open the suite window (or only draw it once with --smoke); returns the exit code."""
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    tidy_unpack_folders()  # the one-file program: its own unpack folders left behind by earlier runs go
    if not tkinter_found():  # before the data folder is made: a Python without Tk leaves no empty folder behind
        report_error(None, "mirrorgames: " + translator_for(args.lang).t("app.no_tkinter"))
        return 1
    store = DataStore(data_folder_text(), missing_folder_reason())
    callback_errors = CallbackErrors(store)
    try:
        import tkinter as tk

        from widgets.app import SuiteApp
        from widgets.dpi import DpiFollower, declare_dpi_awareness
        declare_dpi_awareness()  # before the first window: sharp text on high-DPI Windows screens
        try:
            root = tk.Tk(className="mirrorgames")
        except tk.TclError as error:
            if "display" not in str(error).lower():
                raise
            report_error(store, "mirrorgames: " + translator_for(args.lang).t(
                "app.no_display", reason=str(error).strip()))
            return 1
        root.dpi_follower = DpiFollower(root)
        root.report_callback_exception = callback_errors
        game_id = None if tab_named(args.game) else args.game  # --game walls only picks the tab: no game ID
        app = SuiteApp(root, store, language=args.lang, levels=args.levels,
                       offer_lessons=not (args.smoke or game_id), freeze_built=True, frame_first=not game_id,
                       show_missing_texts=args.show_missing_texts)
        if game_id is None and args.game:
            app.notebook.select(app.tab_frames[args.game])  # built by finish_start below, as a fresh start's first tab
        if game_id:
            set_window_icon(root)
            error = app.open_game_id(game_id if ":" in game_id else game_id + ":", interactive=False)
            if error:
                report_error(store, f"mirrorgames: {error}")
                root.destroy()
                return 2
        else:
            root.update_idletasks()
            root.update()  # the first frame: the window, its tabs' names and the menu bar; then the first tab
            if args.smoke:
                say_drawn("frame")
            if not app.window_open():
                return 1 if callback_errors.errors else 0
            set_window_icon(root)  # after the frame: the title bar takes it a moment later, unseen (1-2 ms less)
            app.finish_start()
        if args.smoke:
            root.update_idletasks()
            root.update()
            say_drawn("tab")
            say_school(app)
            root.destroy()
            return 1 if callback_errors.errors else 0
        root.mainloop()
        return 0
    except Exception:
        import traceback
        report_error(store, "mirrorgames: " + traceback.format_exc())
        return 1
