"""The command line: its plain forms are read without argparse, and exactly as argparse reads them.

widgets/command_line.py reads ``--smoke``, ``--lang ja`` and ``--lang=ja`` itself (the window's start does not wait
for argparse); every other command line goes to argparse. Covers many made-up command lines, each compared with
argparse's own reading of it, and the ones the quick reading must leave to argparse.
"""

import itertools

import pytest

from widgets import command_line
from widgets.command_help import full_parser

WORDS = ["--smoke", "--lang", "ja", "en", "xx", "--lang=en", "--lang=", "--game", "mines:9x9n10#1", "walls",
         "--game=arrows:", "--game=", "--levels", "/tmp/levels", "", "-1", "--sm", "--la", "--help", "--version",
         "--smoke=1", "-h", "extra", "--show-missing-texts"]


def argparse_reading(argv):
    """What argparse makes of ``argv``: its values as a dict, or "error" when it exits (a usage message)."""
    try:
        return vars(full_parser(command_line.OPTIONS).parse_args(argv))
    except SystemExit:
        return "error"


def test_every_command_line_the_quick_reading_takes_is_read_as_argparse_reads_it(capsys):
    """All command lines of up to three of WORDS: the quick reading either leaves one to argparse or gives
    argparse's very values; and it does take the launcher's own forms."""
    taken = 0
    for length in range(4):
        for argv in itertools.product(WORDS, repeat=length):
            quick = command_line.quick_arguments(list(argv))
            if quick is not None:
                taken += 1
                assert vars(quick) == argparse_reading(list(argv)), argv
    capsys.readouterr()
    assert taken > 200
    for argv in (["--smoke"], ["--lang", "ja"], ["--lang=en", "--smoke"], ["--game", "walls:", "--levels", "x"], []):
        assert command_line.quick_arguments(argv) is not None, argv


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["--sm"], ["--lang", "xx"], ["--lang"], ["walls"],
                                  ["--smoke=1"], ["--game", "-1"]])
def test_what_the_quick_reading_leaves_goes_to_argparse(argv, capsys):
    """Help, the version, shortened options, wrong values and values like options are argparse's to read (``--sm``
    is --smoke, ``--game -1`` a game ID) or to explain (it exits with its message)."""
    assert command_line.quick_arguments(argv) is None
    expected = argparse_reading(argv)
    capsys.readouterr()
    if expected == "error":
        with pytest.raises(SystemExit):
            command_line.parse_arguments(argv)
        printed = capsys.readouterr()
        assert "mirrorgames" in printed.out + printed.err
    else:
        assert vars(command_line.parse_arguments(argv)) == expected
