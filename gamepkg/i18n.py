"""Every player-facing text in Japanese and English, looked up by message id.

Each module in gamepkg/messages/ holds ``MESSAGES = {key: (japanese, english)}``; keys start with
the module name (``mines.title``) except in ``common``. A Translator knows the current language;
the window keeps one and switches it live.
"""

import importlib
import locale
import os
import string
from collections import namedtuple

from gamepkg.registry import message_modules

LANGUAGES = ("ja", "en")

# A message id with its fields, translated only when shown, so that a language switch re-translates it.
# A field value may itself be a Text (e.g. a direction name inside a sentence).
Text = namedtuple("Text", "key fields")


def load_catalogs():
    """Merge the message modules gamepkg/registry.py names into {language: {key: text}}; no key twice."""
    catalogs = {lang: {} for lang in LANGUAGES}
    for name in message_modules():
        module = importlib.import_module(f"gamepkg.messages.{name}")
        for key, texts in module.MESSAGES.items():
            if key in catalogs["en"]:
                raise ValueError(f"message {key!r} is defined twice")
            for lang, text in zip(LANGUAGES, texts):
                catalogs[lang][key] = text
    return catalogs


class MessageFormatter(string.Formatter):
    """str.format with one addition for English plurals: ``{count:cell|cells}`` gives "1 cell", "2 cells"."""

    def format_field(self, value, format_spec):
        """A spec with a bar picks the singular or plural noun after the number; any other spec as usual."""
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return f"{value} {one if value == 1 else many}"
        return super().format_field(value, format_spec)


FORMATTER = MessageFormatter()


def placeholders(text):
    """The set of ``{name}`` fields used in a message."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def system_language(environ=None):
    """'ja' when the system locale is Japanese, otherwise 'en'."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = environ.get(variable, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "ja" if code.lower().startswith(("ja", "japanese")) else "en"


class Translator:
    """Looks up messages in the current language; ``t('mines.title')``; a Text field is translated too."""

    def __init__(self, language="en", catalogs=None):
        """Start in ``language`` with the given (or the shipped) catalogs."""
        self.catalogs = catalogs if catalogs is not None else load_catalogs()
        self.language = language if language in LANGUAGES else "en"
        self._fields_of_text = {}  # message text -> the field names it uses (see fields_of)

    def set_language(self, language):
        """Switch to ``language`` ('ja' or 'en'); ValueError for anything else."""
        if language not in LANGUAGES:
            raise ValueError(f"unknown language: {language!r}")
        self.language = language

    def t(self, key, **fields):
        """The text of ``key`` in the current language with ``fields`` filled in."""
        text = self.catalogs[self.language].get(key)
        if text is None:
            return key
        if not fields:
            return text
        fields = {name: self.t(value.key, **value.fields) if isinstance(value, Text) else value
                  for name, value in fields.items()}
        # str.format is the fast path; the formatter is only needed for a plural spec such as {n:cell|cells}
        return FORMATTER.format(text, **fields) if "|" in text else text.format(**fields)

    def fields_of(self, key):
        """The names of the fields that ``key``'s text uses in the current language (worked out once per text)."""
        text = self.catalogs[self.language].get(key, "")
        names = self._fields_of_text.get(text)
        if names is None:
            names = self._fields_of_text[text] = placeholders(text)
        return names

    def has(self, key):
        """True when ``key`` is a known message."""
        return key in self.catalogs[self.language]


def english(key, **fields):
    """The English text of ``key`` with ``fields`` (for error messages on the command line and in logs)."""
    return Translator("en").t(key, **fields)
