"""Command line and start-up: python mirrorgames.pyw [--lang ja|en] [--game GAME_ID] [--smoke]."""

import argparse
import sys

from gamepkg import __version__
from gamepkg.registry import GAMES
from gamepkg.resources import source_path
from gamepkg.savefile import DataStore, data_folder

WINDOW_ICON = "build/icon.png"


def parse_arguments(argv):
    """Read the command line; argparse exits with a usage message for bad input."""
    description = f"Classic games in one window, one tab each: {', '.join(GAMES)}."
    parser = argparse.ArgumentParser(prog="mirrorgames", description=description)
    parser.add_argument("--lang", choices=("ja", "en"), help="language of the window (default: the system's)")
    parser.add_argument("--game", metavar="GAME_ID",
                        help="open the tab and board a game ID names, e.g. mines:16x16n40#8347 (or just: walls)")
    parser.add_argument("--smoke", action="store_true", help="build the window, draw it once and exit 0")
    parser.add_argument("--version", action="version", version=f"mirrorgames {__version__}",
                        help="print the version and exit (needs no display)")
    return parser.parse_args(argv)


def report_error(store, text):
    """Write an error to stderr, or to a log file in the data folder when there is no console."""
    if sys.stderr is not None:
        print(text, file=sys.stderr)
        return
    try:
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


def set_window_icon(root):
    """Give the window (and the taskbar) the suite's icon; a missing or unreadable icon is no error."""
    import tkinter as tk
    try:
        image = tk.PhotoImage(master=root, file=str(source_path(WINDOW_ICON)))
        root.iconphoto(True, image)
    except (OSError, ValueError, tk.TclError):
        return None
    return image


def main(argv=None):
    """Open the suite window (or only draw it once with --smoke); returns the exit code."""
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    store = DataStore(data_folder())
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
            from gamepkg.i18n import Translator, system_language
            report_error(store, "mirrorgames: " + Translator(args.lang or system_language()).t(
                "app.no_display", reason=str(error).strip()))
            return 1
        root.dpi_follower = DpiFollower(root)
        root.report_callback_exception = callback_errors
        set_window_icon(root)
        app = SuiteApp(root, store, language=args.lang, offer_lessons=not (args.smoke or args.game))
        if args.game:
            error = app.open_game_id(args.game if ":" in args.game else args.game + ":",
                                     interactive=False)
            if error:
                report_error(store, f"mirrorgames: {error}")
                root.destroy()
                return 2
        if args.smoke:
            root.update_idletasks()
            root.update()
            root.destroy()
            return 1 if callback_errors.errors else 0
        root.mainloop()
        return 0
    except Exception:
        import traceback
        report_error(store, "mirrorgames: " + traceback.format_exc())
        return 1
