"""argparse's reading of the command line, for what widgets/command_line.py does not read itself: --help,
--version, a shortened option and every mistake, each with argparse's own messages."""

import argparse
import os
import sys

from gamepkg import __version__
from gamepkg.registry import GAMES


def terminal_columns(environ=os.environ):
    """The terminal's width in columns, as shutil.get_terminal_size finds it ($COLUMNS, the terminal, else 80)."""
    try:
        return int(environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):  # no console (pythonw, the windowed program), or not a terminal
        return 80


class HelpLayout(argparse.HelpFormatter):
    """argparse's help layout, told the terminal's width: argparse itself imports shutil for it (and shutil bz2 and
    lzma), while only --help ever uses the width."""

    def __init__(self, prog):
        """Lay the help out for ``prog`` two columns narrower than the terminal, as argparse does."""
        super().__init__(prog, width=max(terminal_columns() - 2, 20))


def full_parser(options):
    """argparse's parser of ``options`` (widgets/command_line.py OPTIONS) and --version."""
    description = f"Classic games in one window, one tab each: {', '.join(GAMES)}."
    parser = argparse.ArgumentParser(prog="mirrorgames", description=description, formatter_class=HelpLayout)
    for name, spec in options.items():
        parser.add_argument(name, **spec)
    parser.add_argument("--version", action="version", version=f"mirrorgames {__version__}",
                        help="print the version and exit (needs no display)")
    return parser
