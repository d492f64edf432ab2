"""A made-up language added for one test, as a newcomer adds one: a LANGUAGE_TABLE row and its lang_<code>.py.

``add_language(monkeypatch, row, texts)`` puts ``row`` (a gamepkg.i18n.Language) at the end of the table and
``texts`` ({message id: text}) in place of gamepkg/messages/lang_<code>.py, for that test only (so a test gives
the same result once a real Korean row and catalog are there). Every module
that imported the table's names (``from gamepkg.i18n import LANGUAGES``) sees the new table too.
"""

import sys
import types

from gamepkg import i18n

TABLE_NAMES = ("LANGUAGE_TABLE", "LANGUAGES", "LANGUAGE_BY_CODE")  # what gamepkg/i18n.py derives from the table
KOREAN = i18n.Language("ko", "한국어", "Korean", ("ko", "korean"), True, "한글")  # a row as a newcomer writes it


def add_language(monkeypatch, row=KOREAN, texts=None):
    """Add ``row`` to LANGUAGE_TABLE (everywhere its names were imported) with ``texts`` as its catalog; a row of
    the same code already there (a language a translator added for real) gives way to it."""
    table = tuple(language for language in i18n.LANGUAGE_TABLE if language.code != row.code) + (row,)
    new = {"LANGUAGE_TABLE": table, "LANGUAGES": tuple(language.code for language in table),
           "LANGUAGE_BY_CODE": {language.code: language for language in table}}
    old = {name: getattr(i18n, name) for name in TABLE_NAMES}
    for module in [module for module in sys.modules.values() if isinstance(module, types.ModuleType)]:
        for name in TABLE_NAMES:
            if vars(module).get(name) is old[name]:
                monkeypatch.setattr(module, name, new[name])
    catalog = types.ModuleType(f"gamepkg.messages.lang_{row.code}")
    catalog.MESSAGES = dict(texts or {})
    monkeypatch.setitem(sys.modules, catalog.__name__, catalog)
    return catalog
