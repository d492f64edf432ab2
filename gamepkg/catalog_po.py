"""The message catalogs as gettext .po files and back, for translators and their usual tools (Poedit, Weblate).

The Python catalogs in gamepkg/messages/ stay the source: ``export`` writes one language as a .po file (each
message's id as ``msgctxt``, its English text as ``msgid``, the language's text as ``msgstr``, empty where it has
none), a translator fills it in, and ``import`` writes a language after the tuples' two as
gamepkg/messages/lang_<code>.py, which gamepkg/i18n.py reads. ``status`` prints how complete each language is.

    python -m gamepkg.catalog_po export ko ko.po     (add the language's line to i18n.LANGUAGE_TABLE first)
    python -m gamepkg.catalog_po import ko.po
    python -m gamepkg.catalog_po status
"""

import argparse
import ast
import pathlib
import re
import sys

from gamepkg import i18n
from gamepkg.i18n import FALLBACK_LANGUAGE, TUPLE_LANGUAGES, completeness, load_translations

MESSAGES_FOLDER = pathlib.Path(__file__).resolve().parent / "messages"
ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
# The first docstring line of every catalog ``import`` writes: such a file is data, outside the modules' line cap
GENERATED_FIRST_LINE = "Texts of one more language, written by gamepkg/catalog_po.py from a .po file (edit the .po)."


def quote(text):
    """``text`` as a .po string: one quoted line, or an empty first line and one line per line of text."""
    escaped = "".join(ESCAPES.get(char, char) for char in text)
    if "\n" not in text[:-1]:
        return f'"{escaped}"'
    lines = escaped.replace("\\n", "\\n\n").split("\n")
    return '""\n' + "\n".join(f'"{line}"' for line in lines if line)


def unquote(literal):
    """The text of one quoted .po string (without its quotes); ValueError for an unknown escape."""
    def unescape(match):
        """One backslash escape as its character."""
        if match[1] not in UNESCAPES:
            raise ValueError(f"unknown escape \\{match[1]} in a .po string")
        return UNESCAPES[match[1]]
    return re.sub(r"\\(.)", unescape, literal)


def to_po(catalogs, language):
    """The .po text of ``language`` in ``catalogs`` ({language: {key: text}}, as load_translations gives)."""
    source, texts = catalogs[FALLBACK_LANGUAGE], catalogs[language]
    lines = [f"# mirrorgames messages in {language}: msgctxt is the message id, msgid its English text.",
             "# Keep every {field} of msgid in msgstr; an empty msgstr is shown in English.",
             'msgid ""', 'msgstr ""', '"Project-Id-Version: mirrorgames\\n"', '"MIME-Version: 1.0\\n"',
             '"Content-Type: text/plain; charset=UTF-8\\n"', '"Content-Transfer-Encoding: 8bit\\n"',
             f'"Language: {language}\\n"']
    for key, english in source.items():
        lines += ["", f"msgctxt {quote(key)}", f"msgid {quote(english)}", f"msgstr {quote(texts.get(key, ''))}"]
    return "\n".join(lines) + "\n"


def read_po(text):
    """(language of the header, {message id: text}) of a .po text; fuzzy and empty translations are left out."""
    entries, entry, field, fuzzy = [], {}, None, False
    for number, line in enumerate(text.splitlines() + [""], start=1):
        line = line.strip()
        if not line:
            if entry:
                entries.append((entry, fuzzy))
            entry, field, fuzzy = {}, None, False
        elif line.startswith("#"):
            fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
        elif line.startswith('"') and field:
            entry[field] += read_quoted(line, number)
        else:
            field, _, rest = line.partition(" ")
            if field not in ("msgctxt", "msgid", "msgstr"):
                raise ValueError(f"line {number}: {field!r} is not msgctxt, msgid or msgstr")
            entry[field] = read_quoted(rest, number)
    header = next((e["msgstr"] for e, _ in entries if e.get("msgid") == "" and "msgctxt" not in e), "")
    found = re.search(r"^Language: *(\S+)", header, re.MULTILINE)
    texts = {e["msgctxt"]: e["msgstr"] for e, fuzzy in entries if "msgctxt" in e and e.get("msgstr") and not fuzzy}
    return (found[1] if found else None), texts


def read_quoted(literal, number):
    """The text of the quoted string ``literal`` on line ``number``; ValueError when it is not one."""
    match = QUOTED.fullmatch(literal.strip())
    if not match:
        raise ValueError(f"line {number}: not a quoted string: {literal[:40]!r}")
    return unquote(match[1])


def translation_source(texts):
    """The Python source of gamepkg/messages/lang_<code>.py holding ``texts`` ({message id: text})."""
    lines = [f'"""{GENERATED_FIRST_LINE}"""', "", "MESSAGES = {"]
    lines += [f"    {key!r}: {text!r}," for key, text in sorted(texts.items())]
    return "\n".join(lines + ["}", ""])


def is_generated_catalog(source):
    """True when the Python ``source`` is a catalog that ``import`` wrote (its docstring's first line says so)."""
    docstring = ast.get_docstring(ast.parse(source)) or ""
    return docstring.partition("\n")[0] == GENERATED_FIRST_LINE


def main(argv=None):
    """The command line: export a language, import a .po file, or print each language's completeness."""
    parser = argparse.ArgumentParser(prog="python -m gamepkg.catalog_po", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    export = commands.add_parser("export", help="write one language as a .po file")
    export.add_argument("language", choices=i18n.LANGUAGES)
    export.add_argument("po_file")
    read = commands.add_parser("import", help="write a .po file's texts as gamepkg/messages/lang_<code>.py")
    read.add_argument("po_file")
    commands.add_parser("status", help="print how complete each language is")
    args = parser.parse_args(argv)
    if args.command == "export":
        pathlib.Path(args.po_file).write_text(to_po(load_translations(), args.language), encoding="utf-8")
    elif args.command == "import":
        language, texts = read_po(pathlib.Path(args.po_file).read_text(encoding="utf-8"))
        if language not in i18n.LANGUAGES or language in TUPLE_LANGUAGES:
            parser.error(f"the .po file's language {language!r} is not one after {TUPLE_LANGUAGES} in "
                         "gamepkg/i18n.py LANGUAGE_TABLE (the tuples' own texts are edited in gamepkg/messages/)")
        target = MESSAGES_FOLDER / f"lang_{language}.py"
        target.write_text(translation_source(texts), encoding="utf-8")
        print(f"{target}: {len(texts)} texts")
    else:
        for language, (have, wanted) in completeness().items():
            print(f"{language}: {have} of {wanted} texts ({100 * have // wanted} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
