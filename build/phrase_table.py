"""Write widgets/phrase_breaks.json, where Japanese lines may break: python build/phrase_table.py [--check]

BudouX (pip install -r requirements-dev.txt) splits every Japanese message of the message modules (the first
item of each tuple) into phrases (文節). The game itself stays standard library only: it reads the committed
table in widgets/line_breaking.py. Each literal piece of a message (the text between its {fields} and its
newlines; a field filled in at run time is a phrase of its own) maps to the offsets inside it where a line may
break. Run it again after changing a Japanese message; tests/test_phrase_table.py fails while the table is stale.

Options: --check (write nothing; exit 1 when the committed table differs). Needs no display.
"""

import argparse
import json
import pathlib
import string
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "widgets" / "phrase_breaks.json"
JAPANESE = "ja"


def literal_pieces(text):
    """The literal pieces of a message: the text between its {fields}, split at newlines."""
    pieces = []
    for literal, _field, _spec, _conversion in string.Formatter().parse(text):
        pieces.extend(piece for piece in literal.split("\n") if piece)
    return pieces


def wants_entry(piece):
    """True for a piece worth a table entry: two characters or more, some of them not ASCII."""
    return len(piece) >= 2 and not piece.isascii()


def phrase_offsets(phrases):
    """The offsets between ``phrases`` (the starts of all but the first), as where a line may break."""
    offsets, position = [], 0
    for phrase in phrases[:-1]:
        position += len(phrase)
        offsets.append(position)
    return offsets


def build_table(texts, parse):
    """{literal piece: break offsets} for every Japanese text in ``texts``, split by ``parse`` (BudouX)."""
    table = {}
    for text in texts:
        for piece in literal_pieces(text):
            if wants_entry(piece) and piece not in table:
                table[piece] = phrase_offsets(parse(piece))
    return dict(sorted(table.items()))


def japanese_texts():
    """Every Japanese message as written in the message modules (the registry names them)."""
    sys.path.insert(0, str(ROOT))
    from gamepkg.i18n import load_translations  # pylint: disable=import-outside-toplevel
    return list(load_translations()[JAPANESE].values())


def table_text(table):
    """The table as the committed file holds it: one piece a line, sorted, UTF-8."""
    lines = [f"{json.dumps(piece, ensure_ascii=False)}: {json.dumps(offsets)}" for piece, offsets in table.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def current_table_text():
    """The table BudouX gives for today's messages, as the file should hold it."""
    import budoux  # pylint: disable=import-outside-toplevel  # only this build script needs it
    return table_text(build_table(japanese_texts(), budoux.load_default_japanese_parser().parse))


def main(argv=None):
    """Write the table, or with --check only say whether the committed one is current."""
    parser = argparse.ArgumentParser(description="Write widgets/phrase_breaks.json (Japanese phrase breaks) "
                                                 "with BudouX.", epilog="Needs no display.")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when the table is stale")
    arguments = parser.parse_args(argv)
    wanted = current_table_text()
    if arguments.check:
        stale = not TABLE.exists() or TABLE.read_text(encoding="utf-8") != wanted
        print(f"{TABLE.relative_to(ROOT)} is {'stale' if stale else 'current'}")
        return 1 if stale else 0
    TABLE.write_text(wanted, encoding="utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)} ({wanted.count(chr(10)) - 2} pieces)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
