"""mirrorgames: classic games in one window, one tab each. Run: python mirrorgames.pyw [--lang ja|en]."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def run():
    """Start the suite; an error before the window exists goes to stderr or error.log, never a dialog."""
    try:
        from widgets.main import main
    except Exception:  # a broken install: say why instead of a traceback window (windowed .exe)
        import traceback
        text = "mirrorgames: cannot start:\n" + traceback.format_exc()
        if sys.stderr is not None:
            print(text, file=sys.stderr)
        else:
            try:
                from gamepkg.savefile import DataStore, data_folder
                with open(DataStore(data_folder()).path("error.log"), "a", encoding="utf-8") as log:
                    log.write(text + "\n")
            except Exception:
                pass
        return 1
    return main()


if __name__ == "__main__":
    sys.exit(run())
