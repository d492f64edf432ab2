"""The message catalogs as gettext .po files and back, for translators and their usual tools (Poedit, Weblate).

The Python catalogs in gamepkg/messages/ stay the source: ``export`` writes one language as a .po file (each
message's id as ``msgctxt``, its English text as ``msgid``, the language's text as ``msgstr``, empty where it has
none), a translator fills it in, and ``import`` writes a language after the tuples' two as
gamepkg/messages/lang_<code>.py, which gamepkg/i18n.py reads. ``status`` prints how complete each language is,
``status LANG`` also what that language lacks, by game. ``check`` (and ``import``, which then writes nothing)
refuses a translation whose ``{fields}`` are not the English text's: a misspelt field would stop it showing.

    python -m gamepkg.catalog_po export ko ko.po     (add the language's line to i18n.LANGUAGE_TABLE first)
    python -m gamepkg.catalog_po check ko.po
    python -m gamepkg.catalog_po import ko.po
    python -m gamepkg.catalog_po status ko
"""

import argparse
import ast
import pathlib
import re
import string
import sys

from gamepkg import i18n
from gamepkg.i18n import FALLBACK_LANGUAGE, TUPLE_LANGUAGES, completeness, format_message, load_translations
from gamepkg.registry import COMMON_GROUP, message_groups

MESSAGES_FOLDER = pathlib.Path(__file__).resolve().parent / "messages"
ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}
SHOWN_CHARS = 70  # ``status LANG`` shows each missing text's English this long
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


def fields_of(text):
    """{field name: [its specs]} of the ``{fields}`` of a message text (``{n:cell|cells}``: spec ``cell|cells``);
    ValueError for a brace that opens or closes no field."""
    found = {}
    for _literal, name, spec, _conversion in string.Formatter().parse(text):
        if name is not None:
            found.setdefault(name, []).append(spec or "")
    return found


def field_problems(english, text):
    """What is wrong with the ``{fields}`` of the translation ``text`` of ``english`` (an empty list: nothing): the
    same names as the English text, a plural form (``{n:칸|칸}``) only where English has one, with two forms."""
    try:
        wanted, given = fields_of(english), fields_of(text)
    except ValueError as error:
        return [f"a brace that is no field ({error}); write {{{{ or }}}} for a brace itself"]
    problems = [f"{{{name}}} {what}" for names, what in ((set(wanted) - set(given), "is missing"),
                                                          (set(given) - set(wanted), "is not in the English text"))
                for name in sorted(names)]
    for name in sorted(set(wanted) & set(given)):
        english_plural = any("|" in spec for spec in wanted[name])
        for spec in given[name]:
            if "|" in spec and (not english_plural or spec.count("|") != 1):
                problems.append(f"{{{name}:{spec}}}: a plural needs two forms (one|more) and an English plural")
            elif "|" not in spec and spec not in ("", *wanted[name]):
                problems.append(f"{{{name}:{spec}}}: the English text writes it {{{name}:{wanted[name][0]}}}")
    if not problems:
        try:
            format_message(text, **{name: 1 for name in given})
        except (ValueError, KeyError, IndexError) as error:
            problems.append(f"it cannot be filled in ({error})")
    return problems


def refused_texts(texts):
    """{message id: its problems} of the translations in ``texts`` whose fields differ from the English texts."""
    english = load_translations()[FALLBACK_LANGUAGE]
    refused = {key: field_problems(english[key], text) for key, text in texts.items() if key in english}
    return {key: problems for key, problems in refused.items() if problems}


def report_refused(po_file, refused):
    """Print each refused text with its problems (nothing when none is); True when some text is refused."""
    if refused:
        print(f"{po_file}: {len(refused)} texts with other {{fields}} than the English text (fix them in the .po):")
        for key, problems in refused.items():
            print(f"  {key}: {'; '.join(problems)}")
    return bool(refused)


def missing_by_group(language, catalogs=None):
    """{COMMON_GROUP or a game id: [(message id, English text)] that ``language`` lacks}, in registry order."""
    catalogs = load_translations() if catalogs is None else catalogs
    groups = {group: [] for group in message_groups()}
    for key, english in catalogs[FALLBACK_LANGUAGE].items():
        if key not in catalogs[language]:
            owner = key.partition(".")[0]
            groups[owner if owner in groups else COMMON_GROUP].append((key, english))
    return {group: missing for group, missing in groups.items() if missing}


def print_status(language=None):
    """Print each language's completeness, or ``language``'s with the keys it lacks, grouped by game."""
    catalogs = load_translations()
    for code, (have, wanted) in completeness(catalogs).items():
        if language in (None, code):
            print(f"{code}: {have} of {wanted} texts ({100 * have // wanted} %)")
    if language is None:
        return
    for group, missing in missing_by_group(language, catalogs).items():
        print(f"\n{group}: {len(missing)} missing")
        for key, english in missing:
            shown = english.replace("\n", " ")
            print(f"  {key}  {shown[:SHOWN_CHARS] + '…' if len(shown) > SHOWN_CHARS else shown}")


def import_po(parser, po_file):
    """``import``: write the .po file's texts as gamepkg/messages/lang_<code>.py, unless a text is refused."""
    language, texts = read_po(pathlib.Path(po_file).read_text(encoding="utf-8"))
    if language not in i18n.LANGUAGES or language in TUPLE_LANGUAGES:
        parser.error(f"the .po file's language {language!r} is not one after {TUPLE_LANGUAGES} in "
                     "gamepkg/i18n.py LANGUAGE_TABLE (the tuples' own texts are edited in gamepkg/messages/)")
    if report_refused(po_file, refused_texts(texts)):
        print("nothing imported")
        return 1
    target = MESSAGES_FOLDER / f"lang_{language}.py"
    target.write_text(translation_source(texts), encoding="utf-8")
    print(f"{target}: {len(texts)} texts")
    return 0


def main(argv=None):
    """The command line: export a language, check or import a .po file, or print how complete the languages are."""
    parser = argparse.ArgumentParser(prog="python -m gamepkg.catalog_po", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    export = commands.add_parser("export", help="write one language as a .po file")
    export.add_argument("language", choices=i18n.LANGUAGES)
    export.add_argument("po_file")
    check = commands.add_parser("check", help="list the texts of a .po file whose {fields} differ from English")
    check.add_argument("po_file")
    read = commands.add_parser("import", help="write a .po file's texts as gamepkg/messages/lang_<code>.py")
    read.add_argument("po_file")
    status = commands.add_parser("status", help="print how complete each language is, or what one lacks")
    status.add_argument("language", nargs="?", choices=i18n.LANGUAGES)
    args = parser.parse_args(argv)
    if args.command == "export":
        pathlib.Path(args.po_file).write_text(to_po(load_translations(), args.language), encoding="utf-8")
    elif args.command == "check":
        texts = read_po(pathlib.Path(args.po_file).read_text(encoding="utf-8"))[1]
        if report_refused(args.po_file, refused_texts(texts)):
            return 1
        print(f"{args.po_file}: {len(texts)} texts, every {{field}} as in English")
    elif args.command == "import":
        return import_po(parser, args.po_file)
    else:
        print_status(args.language)
    return 0


if __name__ == "__main__":
    sys.exit(main())
