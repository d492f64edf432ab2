"""Start the suite: the one start of mirrorgames.pyw, python -m mirrorgames, the commands and the zipapp."""

import sys


def log_start_error(text):
    """Write a start-up error to stderr or, without a console (windowed .exe, pythonw), to error.log."""
    if sys.stderr is not None:
        print(text, file=sys.stderr)
        return
    try:
        from gamepkg.savefile import DataStore
        from gamepkg.user_folder import data_folder
        with open(DataStore(data_folder()).path("error.log"), "a", encoding="utf-8") as log:
            log.write(text + "\n")
    except Exception:
        pass


def run(argv=None):
    """Start the suite; an error before the window exists goes to stderr or error.log, never a dialog."""
    try:
        from widgets.main import main
    except Exception:  # a broken install: say why instead of a traceback window (windowed .exe)
        import traceback
        log_start_error("mirrorgames: cannot start:\n" + traceback.format_exc())
        return 1
    return main(argv)
