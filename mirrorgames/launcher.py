"""Start the suite: the one start of mirrorgames.pyw, python -m mirrorgames, the commands and the zipapp."""

import sys

MINIMUM_PYTHON = (3, 10)  # pyproject.toml's requires-python (tkinter calls such as nametofont(root=) need it)


def python_problem(version):
    """The one line to show when ``version`` (a sys.version_info) is older than the suite needs, else None."""
    if tuple(version[:2]) >= MINIMUM_PYTHON:
        return None
    need = ".".join(map(str, MINIMUM_PYTHON))
    return f"mirrorgames needs Python {need} or newer; this is Python {version[0]}.{version[1]}."


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
    problem = python_problem(sys.version_info)  # before any import that an older Python cannot read
    if problem:
        log_start_error(problem)
        return 1
    try:
        from widgets.main import main
    except Exception:  # a broken install: say why instead of a traceback window (windowed .exe)
        import traceback
        log_start_error("mirrorgames: cannot start:\n" + traceback.format_exc())
        return 1
    return main(argv)
