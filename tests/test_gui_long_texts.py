"""Texts longer than a screen are never wrapped whole (issue 36): a 250 kB game ID copied took 16 s of wrapping
in the status line, a refusal quoting a 200 kB field of a damaged save 11 s. Counted: characters wrapped and
shown, never seconds."""

import json

from gamepkg.quoting import QUOTE_CHARS, SCREEN_CHARS, quoted, quoted_fields
from widgets import game_view_texts
from widgets.app_commands import GAME_ID_SHOWN

LONG = 200_000


def watch_wrapping(monkeypatch):
    """The lengths of the texts the status line wraps from now on."""
    lengths = []
    wrapped = game_view_texts.wrapped

    def counted(text, *args, **kwargs):
        """Note the length, then wrap."""
        lengths.append(len(text))
        return wrapped(text, *args, **kwargs)

    monkeypatch.setattr(game_view_texts, "wrapped", counted)
    return lengths


def test_quoted_cuts_long_values_only():
    """A short value stays whole; a long one keeps its first characters and ends in "…"; numbers are kept."""
    assert quoted("abc") == "abc"
    long_text = "x" * (QUOTE_CHARS + 1)
    assert quoted(long_text) == "x" * QUOTE_CHARS + "\u2026"
    assert quoted_fields({"field": long_text, "number": 10 ** 90}) == {"field": quoted(long_text), "number": 10 ** 90}


def test_copy_game_id_copies_it_whole_and_shows_it_cut(app, monkeypatch):
    """A game ID of 200 kB: the clipboard has all of it, the status line its first characters and "…"."""
    view = app.current_view()
    long_id = "mines:" + "a" * LONG
    monkeypatch.setattr(view.session, "game_id", lambda: long_id)
    lengths = watch_wrapping(monkeypatch)
    app.copy_game_id()
    app.root.update()
    assert app.root.clipboard_get() == long_id
    shown = str(view.status_label.cget("text"))
    assert long_id[:GAME_ID_SHOWN] in shown and long_id[:GAME_ID_SHOWN + 1] not in shown
    assert lengths and max(lengths) < 200


def test_the_status_line_wraps_at_most_a_screenful(app, monkeypatch):
    """Whatever a message quotes, the status line wraps at most SCREEN_CHARS characters of it."""
    view = app.current_view()
    lengths = watch_wrapping(monkeypatch)
    view.set_status("load.failed", reason="y" * LONG)
    app.root.update()
    assert lengths and max(lengths) <= SCREEN_CHARS + 1
    assert len(str(view.status_label.cget("text"))) <= SCREEN_CHARS + 20


def test_a_refused_save_quotes_a_short_part_of_a_huge_field(app, dialogs, monkeypatch):
    """A save naming a game of 200 kB: refused, the message quotes the name's first characters only."""
    assert app.save()
    path = app.store.path(app.save_name(app.current_view()))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["game"] = "z" * LONG
    path.write_text(json.dumps(document), encoding="utf-8")
    lengths = watch_wrapping(monkeypatch)
    assert not app.load()
    assert dialogs.errors and "z" * QUOTE_CHARS in dialogs.errors[-1] and len(dialogs.errors[-1]) < 1000
    assert lengths and max(lengths) < 1000
