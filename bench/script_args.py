"""What the scripts of bench/ and docs/ share: a --help made from the script's docstring, and the display line.

Not a script itself. ``script_parser(__doc__, display=True)`` gives an argparse parser whose --help shows
the docstring and one line that says whether the script needs a display; ``tk_root_or_exit("name")``
opens the Tk root or, without a display, stops with one line that says how to run it (no traceback).
"""

import argparse
import sys

NEEDS_DISPLAY = "Needs a display: where there is none, run it under Xvfb (xvfb-run -a python ...)."
NO_DISPLAY = "Needs no display."


def script_parser(doc, display=False):
    """An ArgumentParser whose --help is ``doc`` and the line that says whether a display is needed."""
    return argparse.ArgumentParser(description=doc.strip(), epilog=NEEDS_DISPLAY if display else NO_DISPLAY,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)


def positive_int(text):
    """An argparse type: a whole number of at least 1 (a usage message otherwise, not a traceback)."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {number}")
    return number


def tk_root_or_exit(name):
    """A Tk root window; without a display, exit 1 with one line that says how to run ``name``."""
    import tkinter as tk
    try:
        return tk.Tk()
    except tk.TclError as error:
        sys.exit(f"{name}: needs a display ({error}); run: xvfb-run -a python {name}")
