"""The command line: python mirrorgames.pyw [--lang ja|en|...] [--game GAME_ID] [--levels FOLDER] [--smoke]
[--show-missing-texts] [--version].

The options are one table, OPTIONS, written as argparse's add_argument takes them. A command line of their plain
forms only (``--smoke``, ``--lang ja``, ``--lang=ja``, an allowed value) is read here without argparse
(``quick_arguments``); anything else (--help, --version, a shortened or unknown option, a wrong value) goes to
argparse (widgets/command_help.py), which reads it the same way or says what is wrong. So the window's start,
with or without options, does not wait for argparse and the gettext it imports (bench/startup.py).
"""

from types import SimpleNamespace

from gamepkg.i18n import LANGUAGES

OPTIONS = {
    "--lang": {"choices": LANGUAGES, "help": "language of the window (default: the system's)"},
    "--game": {"metavar": "GAME_ID",
               "help": "open the tab and board a game ID names, e.g. mines:16x16n40#8347 (or just: walls)"},
    "--levels": {"metavar": "FOLDER",
                 "help": "read the class's Delayed Walls levels from FOLDER too (read-only; for this run)"},
    "--smoke": {"action": "store_true",
                "help": "build the window and its first tab, draw them and exit 0 (printing when each was drawn)"},
    "--show-missing-texts": {"action": "store_true",
                             "help": "for translators: mark each text shown in English for want of a translation "
                                     "(between double brackets)"},
}


def is_flag(spec):
    """True for an option that takes no value (``--smoke``)."""
    return spec.get("action") == "store_true"


def dest(name):
    """The attribute an option's value is kept in, as argparse names it ("--show-missing-texts": show_missing_texts)."""
    return name[2:].replace("-", "_")


def defaults():
    """The value of every option when the command line does not name it: False for a flag, else None."""
    return {dest(name): False if is_flag(spec) else None for name, spec in OPTIONS.items()}


def quick_arguments(argv):
    """The options of ``argv`` as argparse would give them, or None when ``argv`` holds anything but the plain
    forms of OPTIONS (then argparse reads it: it also knows shortened options, --help and the error messages)."""
    values = defaults()
    words = list(argv)
    while words:
        name, equals, value = words.pop(0).partition("=")
        spec = OPTIONS.get(name)
        if spec is None or (is_flag(spec) and equals):
            return None
        if is_flag(spec):
            values[dest(name)] = True
            continue
        if not equals:
            if not words or words[0].startswith("-"):  # argparse may read a word like "-1" as a value: let it
                return None
            value = words.pop(0)
        if value not in spec.get("choices", (value,)):
            return None
        values[dest(name)] = value
    return SimpleNamespace(**values)


def parse_arguments(argv):
    """Read the command line; for anything but the plain forms argparse reads it (it exits with a usage message
    for bad input, and answers --help and --version)."""
    arguments = quick_arguments(argv)
    if arguments is None:
        from widgets.command_help import full_parser  # only here: argparse and gettext cost start-up time
        arguments = full_parser(OPTIONS).parse_args(argv)
    return arguments
