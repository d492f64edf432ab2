"""Every player-facing text in the suite's languages, looked up by message id.

Each module in gamepkg/messages/ holds ``MESSAGES = {key: (japanese, english)}``; a game's modules (named in
its gamepkg/registry.py line) hold only keys that start with its id (``mines.title``), ``common`` the rest. A
Translator knows the current language; the window keeps one and switches it live. The shipped texts are read
a module at a time, as they are first looked up (ShippedCatalogs).

The languages are one table, LANGUAGE_TABLE below: the Language menu, ``--lang``, the settings, the system
locale, the font check and line breaking all read it (docs/adding-a-language.md adds one). A language after
the two of the tuples takes its texts from the module ``gamepkg/messages/lang_<code>.py`` (``MESSAGES = {key:
text}``), which gamepkg/catalog_po.py writes from a gettext .po file that a translator filled in; a text it lacks
is shown in English, never as its message id.
"""

import importlib
import os
import re
from collections import namedtuple
from collections.abc import Mapping

from gamepkg.registry import COMMON_GROUP, GAMES, message_groups


class Language(namedtuple("Language", "code name english_name locales spaces_between_words script_sample")):
    """One language of the suite: its code, its names, the locales that choose it, how its lines break and which
    letters a font must have to show it.

    - code: "ja", "en": the --lang value, the settings value and the catalogs' key
    - name: in the language itself, for the Language menu (the same in every language)
    - english_name: "Japanese": where the window cannot show the language's own letters (widgets/font_check.py)
    - locales: the starts of the system locale names that choose it at first start ("ja_JP", "Japanese")
    - spaces_between_words: True: a line may break only at a space (English, Korean); False: between characters,
      by the Japanese rules (widgets/line_breaking.py)
    - script_sample: a few letters of its script ("あア漢", "한글"): when the window's font shows each of them as
      the box of a missing letter, the window opens in English and says why; "" for Latin letters, which every
      font has

    (A collections.namedtuple: typing.NamedTuple would import typing, which the window's start does not need.)
    """

    __slots__ = ()


# The one list of the suite's languages, in menu order. The first ones are the order of the texts in every
# message's tuple (TUPLE_LANGUAGES); add a language with a line here and its lang_<code>.py texts.
LANGUAGE_TABLE = (
    Language("ja", "日本語", "Japanese", ("ja", "japanese"), False, "あア漢"),
    Language("en", "English", "English", ("en", "english"), True, ""),
)
LANGUAGES = tuple(language.code for language in LANGUAGE_TABLE)
TUPLE_LANGUAGES = ("ja", "en")  # what ``(japanese, english)`` in gamepkg/messages/*.py holds, in that order
FALLBACK_LANGUAGE = "en"  # shown where a language lacks a text, and chosen when no locale matches
LANGUAGE_BY_CODE = {language.code: language for language in LANGUAGE_TABLE}
MISSING_MARKS = ("⟦", "⟧")  # around a text shown in English for want of a translation (--show-missing-texts)

# A message id with its fields, translated only when shown, so that a language switch re-translates it.
# A field value may itself be a Text (e.g. a direction name inside a sentence).
Text = namedtuple("Text", "key fields")


def texts_by_language(texts):
    """The texts of one message's tuple as {language: text}, for the languages of TUPLE_LANGUAGES it holds."""
    return dict(zip(TUPLE_LANGUAGES, texts))


def translation_texts(code):
    """{key: text} of gamepkg/messages/lang_<code>.py, the texts of a language after the tuples ({} without one)."""
    name = f"gamepkg.messages.lang_{code}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return {}
    return module.MESSAGES


def add_module_texts(catalogs, group, name):
    """Add the tuples of the message module ``name`` (e.g. "gamepkg.mines.messages") to ``catalogs`` ({language:
    {key: text}}); ValueError for a key already there, or a game's key that does not start with the game's id
    (``group``; see ShippedCatalogs)."""
    module = importlib.import_module(name)
    tuple_catalogs = [catalogs.get(lang, {}) for lang in TUPLE_LANGUAGES]  # the tuples' texts, in their order
    fallback = catalogs[FALLBACK_LANGUAGE]
    for key, texts in module.MESSAGES.items():
        if key in fallback:
            raise ValueError(f"message {key!r} is defined twice")
        owner = key.partition(".")[0]
        if (owner in GAMES or group in GAMES) and owner != group:  # a game's keys in its own modules only
            raise ValueError(f"message {key!r} of {name} does not start with {group}.")
        for catalog, text in zip(tuple_catalogs, texts):
            catalog[key] = text


def add_translations(catalogs, keys, translations):
    """Add to ``catalogs`` the texts of each language after the tuples (``translations``: {language: {key: text}})
    for ``keys`` only: a stale translation of a message that is gone shows nothing."""
    for lang, texts in translations.items():
        catalogs[lang].update((key, texts[key]) for key in keys if texts.get(key))


def load_translations():
    """{language: {key: text}}: the catalogs as written, so a language may lack texts (see load_catalogs)."""
    catalogs = {lang: {} for lang in LANGUAGES}
    for group, modules in message_groups().items():
        for name in modules:
            add_module_texts(catalogs, group, name)
    extra = {lang: translation_texts(lang) for lang in LANGUAGES if lang not in TUPLE_LANGUAGES}
    add_translations(catalogs, catalogs[FALLBACK_LANGUAGE], extra)
    return catalogs


def load_catalogs():
    """Merge the message modules gamepkg/registry.py names into {language: {key: text}}; no key twice.

    A text a language lacks is the English one, so a half-translated language shows English there."""
    catalogs = load_translations()
    fallback = catalogs[FALLBACK_LANGUAGE]
    return {lang: texts if lang == FALLBACK_LANGUAGE else {**fallback, **texts} for lang, texts in catalogs.items()}


def completeness(catalogs=None):
    """{language: (texts it has, texts there are)} of the catalogs as written (load_translations)."""
    catalogs = load_translations() if catalogs is None else catalogs
    wanted = set(catalogs[FALLBACK_LANGUAGE])
    return {lang: (len(wanted & set(texts)), len(wanted)) for lang, texts in catalogs.items()}


class ShippedCatalogs(Mapping):
    """The shipped catalogs as load_catalogs gives them ({language: {key: text}}), read a module at a time: the
    common texts at once, a game's modules in their order until the key looked up is there (a game's title is in
    its first module). The window's first frame needs the common texts and the tabs' titles; the rest of a game's
    texts are read when its tab is built (a millisecond or two)."""

    def __init__(self):
        """Read the common texts; the games' wait for their first look-up."""
        self.texts = {lang: {} for lang in LANGUAGES}
        self.unread = {group: list(modules) for group, modules in message_groups().items()}
        self.read = []  # the names of the modules read so far, in order
        self.translations = None  # {language after the tuples: {key: text}}, read with the first module
        self.languages = {lang: ShippedTexts(self, lang) for lang in LANGUAGES}
        while self.unread[COMMON_GROUP]:
            self.read_next(COMMON_GROUP)

    def read_next(self, group):
        """Read the next module of ``group`` (COMMON_GROUP or a game id) into the texts, English filling gaps."""
        name = self.unread[group].pop(0)
        self.read.append(name)
        if self.translations is None:
            self.translations = {lang: translation_texts(lang) for lang in LANGUAGES if lang not in TUPLE_LANGUAGES}
        fresh = {lang: {} for lang in LANGUAGES}
        add_module_texts(fresh, group, name)
        add_translations(fresh, fresh[FALLBACK_LANGUAGE], self.translations)
        english_texts = fresh[FALLBACK_LANGUAGE]
        for lang, texts in fresh.items():
            self.texts[lang].update(english_texts if lang == FALLBACK_LANGUAGE else {**english_texts, **texts})

    def load_for(self, key):
        """Read the modules of the game ``key`` belongs to until ``key`` is there (or all are read)."""
        group = key.partition(".")[0]
        unread = self.unread.get(group)
        while unread and key not in self.texts[FALLBACK_LANGUAGE]:
            self.read_next(group)

    def load_all(self):
        """Read every module (to list or count all texts)."""
        for group, unread in self.unread.items():
            while unread:
                self.read_next(group)

    def __getitem__(self, language):
        """The texts of ``language`` (a mapping that reads the modules as their keys are looked up)."""
        return self.languages[language]

    def __iter__(self):
        """The languages, in LANGUAGE_TABLE's order."""
        return iter(self.languages)

    def __len__(self):
        """How many languages there are."""
        return len(self.languages)


class ShippedTexts(Mapping):
    """One language's texts of ShippedCatalogs: {key: text}, each game's read at the first look-up of its keys."""

    def __init__(self, shipped, language):
        """The texts of ``language`` in ``shipped``."""
        self.shipped = shipped
        self.language = language

    def __getitem__(self, key):
        """The text of ``key`` (its game's modules read until it is there); KeyError for an unknown key."""
        self.shipped.load_for(key)
        return self.shipped.texts[self.language][key]

    def __contains__(self, key):
        """True when ``key`` is a message (its game's modules read until it is there)."""
        self.shipped.load_for(key)
        return key in self.shipped.texts[self.language]

    def __iter__(self):
        """Every key (all groups read first)."""
        self.shipped.load_all()
        return iter(self.shipped.texts[self.language])

    def __len__(self):
        """How many texts there are (all groups read first)."""
        self.shipped.load_all()
        return len(self.shipped.texts[self.language])


# A field with a bar in its spec is an English plural: ``{count:cell|cells}`` gives "1 cell", "2 cells".
PLURAL_FIELD = re.compile(r"\{(\w+):([^{}|]*)\|([^{}]*)\}")
FIELD_NAME = re.compile(r"(?<!\{)\{(\w+)[^{}]*\}")  # ``{name}`` or ``{name:spec}``; ``{{`` is a brace


def format_message(text, /, **fields):
    """``text`` with its ``{fields}`` filled in as str.format does, plural fields (``{count:cell|cells}``) too
    (``text`` is positional only: a message may have a field called text)."""
    if "|" in text:
        text = PLURAL_FIELD.sub(lambda found: f"{{{found[1]}}} {found[2] if fields[found[1]] == 1 else found[3]}",
                                text)
    return text.format(**fields)


def placeholders(text):
    """The set of ``{name}`` fields used in a message."""
    return set(FIELD_NAME.findall(text))


def language_of_locale(name):
    """The code of the language whose locale names start ``name`` ("ja_JP.UTF-8" -> "ja"), or None."""
    name = name.lower()
    for language in LANGUAGE_TABLE:
        if name.startswith(language.locales):
            return language.code
    return None


def system_language(environ=None):
    """The language of the system locale (the first variable set decides), or FALLBACK_LANGUAGE."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = environ.get(variable, "")
        if value:
            return language_of_locale(value) or FALLBACK_LANGUAGE
    import locale  # only here: most systems set one of the variables, and importing it costs start-up time
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return language_of_locale(code) or FALLBACK_LANGUAGE


class Translator:
    """Looks up messages in the current language; ``t('mines.title')``; a Text field is translated too.

    With ``show_missing`` (``mirrorgames.pyw --show-missing-texts``) a text of a language after the tuples that is
    shown in English, for want of a translation, stands between MISSING_MARKS (⟦Help⟧): what is left to translate
    is seen on screen."""

    def __init__(self, language="en", catalogs=None, show_missing=False):
        """Start in ``language`` with the given (or the shipped) catalogs."""
        self.catalogs = catalogs if catalogs is not None else ShippedCatalogs()
        self.language = language if language in LANGUAGES else FALLBACK_LANGUAGE
        self.show_missing = show_missing
        self._fields_of_text = {}  # message text -> the field names it uses (see fields_of)
        self._translated = {}  # language after the tuples -> its own texts (see translated), read once each

    def set_language(self, language):
        """Switch to ``language`` (a code of LANGUAGES); ValueError for anything else."""
        if language not in LANGUAGES:
            raise ValueError(f"unknown language: {language!r}")
        self.language = language

    def t(self, key, **fields):
        """The text of ``key`` in the current language (English where it has none) with ``fields`` filled in."""
        text = self.text_of(key)
        if text is None:
            return key
        if fields:
            fields = {name: self.t(value.key, **value.fields) if isinstance(value, Text) else value
                      for name, value in fields.items()}
            text = format_message(text, **fields)
        if self.show_missing and not self.translated(key):
            return MISSING_MARKS[0] + text + MISSING_MARKS[1]
        return text

    def translated(self, key):
        """True when the current language has its own text of ``key`` (the tuples' languages have every text)."""
        if self.language in TUPLE_LANGUAGES:
            return True
        texts = self._translated.get(self.language)
        if texts is None:
            texts = self._translated[self.language] = translation_texts(self.language)
        return bool(texts.get(key))

    def fields_of(self, key):
        """The names of the fields that ``key``'s text uses in the current language (worked out once per text)."""
        text = self.text_of(key) or ""
        names = self._fields_of_text.get(text)
        if names is None:
            names = self._fields_of_text[text] = placeholders(text)
        return names

    def text_of(self, key):
        """The unfilled text of ``key`` in the current language, else in FALLBACK_LANGUAGE, else None."""
        text = self.catalogs[self.language].get(key)
        if text is None and self.language != FALLBACK_LANGUAGE and FALLBACK_LANGUAGE in self.catalogs:
            text = self.catalogs[FALLBACK_LANGUAGE].get(key)
        return text

    def has(self, key):
        """True when ``key`` is a known message."""
        return key in self.catalogs[self.language]


def english(key, **fields):
    """The English text of ``key`` with ``fields`` (for error messages on the command line and in logs)."""
    return Translator(FALLBACK_LANGUAGE).t(key, **fields)
