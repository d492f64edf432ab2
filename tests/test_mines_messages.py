"""Minesweeper texts: every reason, event, hint, preset and cell code the engine produces has a message."""

import pathlib
import re

import pytest

from gamepkg.i18n import LANGUAGES, format_message, load_catalogs, placeholders, texts_by_language
from gamepkg.mines import rules as mines
from gamepkg.mines import solver as mines_solver
from gamepkg.mines.messages import MESSAGES
from gamepkg.rules import IllegalMove

CATALOGS = load_catalogs()


def assert_message(key, fields=None):
    """``key`` exists in both languages and every placeholder it uses is in ``fields``."""
    assert key in MESSAGES, key
    for lang in LANGUAGES:
        used = placeholders(CATALOGS[lang][key])
        if fields is not None:
            assert used <= set(fields), (key, used - set(fields))
            format_message(CATALOGS[lang][key], **fields)


def test_every_reason_code_in_the_engine_has_a_message():
    """Each IllegalMove reason raised in gamepkg/mines/rules.py has mines.reason.<code>."""
    source = (pathlib.Path(mines.__file__)).read_text(encoding="utf-8")
    codes = set(re.findall(r'IllegalMove\("(\w+)"', source))
    assert {"bad_move", "game_over", "off_board", "already_open", "flagged", "chord_count"} <= codes
    for code in codes:
        assert_message(f"mines.reason.{code}")


def test_reason_messages_fill_in_from_the_rejection():
    """reason_message gives fields that fill the message (chord_count needs its number and flags)."""
    layout = frozenset({(0, 0)})
    state = mines.apply(mines.new_game(mines.Params(3, 3, 1, layout=layout), 0), "o1,1")
    with pytest.raises(IllegalMove) as error:
        mines.apply(state, "c1,1")
    key, fields = mines.reason_message(error.value)
    assert key == "mines.reason.chord_count"
    assert_message(key, fields)


def test_every_event_of_real_games_has_a_message():
    """Events from opens, marks, chords, wins, losses and no-guess give-ups all translate."""
    seen = set()
    layout = frozenset({(0, 0), (3, 3)})
    fixed = mines.new_game(mines.Params(4, 4, 2, layout=layout), 0)
    every_safe_cell = [f"o{x},{y}" for y in range(4) for x in range(4) if (x, y) not in layout]
    games = [
        (fixed, ["o1,1", "m3,3,2", "m3,3,0", "m1,0,1", "c1,1"]),
        (fixed, ["o1,1", "m0,0,1", "c1,1"] + every_safe_cell),
        (mines.new_game(mines.Params(9, 9, 10, no_guess=True), 1), ["o4,4"]),
    ]
    for state, moves in games:
        for move in moves:
            try:
                state = mines.apply(state, move)
            except IllegalMove:
                continue
            for event in state.events:
                key, fields = mines.event_message(event)
                assert_message(key, fields)
                seen.add(event[0])
    assert {"open", "opened", "chord", "mark", "boom", "lost", "won", "mines_placed"} <= seen
    for mark in (0, 1, 2):
        assert_message(f"mines.event.mark_{mark}", {"x": 0, "y": 0, "column": 1, "row": 1})
    assert_message("mines.event.no_guess_gave_up", {})


def test_hint_keys_exist_for_every_rule_and_kind():
    """Each rule can prove a safe cell or a mine, and each has both sentences."""
    for rule in ("single", "pair", "exhaustive", "count", "endgame"):
        for kind in ("safe", "mine"):
            assert_message(f"mines.hint.{rule}_{kind}")
    for key in ("first_click", "guess", "over", "wrong_flag"):
        assert_message(f"mines.hint.{key}")
    found = mines_solver.hint(mines.new_game(mines.PRESETS["beginner"], 0))
    assert_message(found.key, found.fields)


def test_presets_title_help_and_custom_have_messages():
    """What the menus, the dialog and the board need."""
    for key in mines.PRESETS:
        assert_message(f"mines.preset.{key}")
    for key in ("mines.title", "mines.help", "mines.custom.title",
                "mines.banner.won", "mines.banner.lost", "mines.no_guess_gave_up"):
        assert_message(key)
    for values in ((4, 9, 10), (9, 4, 10), (9, 9, 99), ("x", 9, 9)):
        key, fields = mines.validate(*values)
        assert_message(key, fields)


def test_japanese_and_english_differ():
    """The Japanese text is a translation, not a copy of the English."""
    copies = [key for key, texts in MESSAGES.items()
              if texts_by_language(texts)["ja"] == texts_by_language(texts)["en"] and not key.endswith(".at")]
    assert copies == []
