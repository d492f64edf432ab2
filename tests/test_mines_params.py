"""Minesweeper parameters: presets, encode/decode round trips, fixed layouts, rejections, the custom dialog."""

import random

import pytest

from gamepkg.game_id import split_game_id
from gamepkg.mines import rules as mines
from gamepkg.mines.ids import layout_from_hex, layout_to_hex


def test_presets_are_the_classic_boards_in_menu_order():
    """Beginner, intermediate, expert with their classic sizes; the default is beginner."""
    sizes = {key: (p.width, p.height, p.mines) for key, p in mines.PRESETS.items()}
    assert list(sizes) == ["beginner", "intermediate", "expert"]
    assert sizes == {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}
    assert mines.DEFAULT_PARAMS == mines.PRESETS["beginner"]


@pytest.mark.parametrize("text", ["9x9n10", "16x16n40", "30x16n99", "16x16n40g", "100x100n1000", "1x1n0"])
def test_random_board_text_round_trips(text):
    """Decoding then encoding gives the same text back."""
    assert mines.Params.decode(text).encode() == text


def test_no_guess_flag_is_a_trailing_g():
    """``g`` asks for a no-guess board; without it the board is a normal one."""
    assert mines.Params.decode("16x16n40g").no_guess is True
    assert mines.Params.decode("16x16n40").no_guess is False
    assert mines.Params(16, 16, 40, no_guess=True).encode() == "16x16n40g"


def test_fixed_layouts_round_trip_for_many_boards():
    """Random layouts, including tiny, empty and all-mine boards, survive encode and decode."""
    rng = random.Random(5)
    for _ in range(200):
        width, height = rng.randint(1, 31), rng.randint(1, 17)
        cells = [(x, y) for y in range(height) for x in range(width)]
        layout = frozenset(rng.sample(cells, rng.randint(0, len(cells))))
        params = mines.Params(width, height, len(layout), layout=layout)
        text = params.encode()
        assert ":" in text and "#" not in text
        assert mines.Params.decode(text) == params


def test_layout_hex_puts_the_first_cell_in_the_high_bit():
    """Cells are numbered in reading order; four cells per hex digit, first cell = 8."""
    assert layout_to_hex(3, 2, {(0, 0), (2, 0)}) == "a0"
    assert layout_to_hex(3, 2, {(1, 1)}) == "08"
    assert layout_from_hex(3, 2, "a0") == frozenset({(0, 0), (2, 0)})
    assert mines.Params.decode("3x2n2:a0").layout == frozenset({(0, 0), (2, 0)})


@pytest.mark.parametrize("text, words", [
    ("", "16x16n40"),
    ("16x16", "16x16n40"),
    ("16X16n40", "16x16n40"),
    ("016x16n40", "16x16n40"),
    (" 16x16n40", "16x16n40"),
    ("16x16n40 ", "16x16n40"),
    ("0x16n40", "16x16n40"),
    ("16x16n-1", "16x16n40"),
    ("16x16n300", "at most 256"),
    ("1001x5n1", "from 1 to 1000"),
    ("3x2n2:a", "takes 2 hex digits"),
    ("3x2n2:A0", "lowercase"),
    ("3x2n2:g0", "lowercase"),
    ("3x2n1:a0", "layout has 2 mines"),
    ("3x2n1:01", "after the last cell"),
    ("3x2n2:a0g", "hex digits"),
    ("16x16n40#5", "16x16n40"),
])
def test_bad_text_is_refused_with_a_reason(text, words):
    """Malformed or inconsistent text raises ValueError naming the problem."""
    with pytest.raises(ValueError) as error:
        mines.Params.decode(text)
    assert words in str(error.value)


def test_decode_refuses_non_text():
    """Only strings can be decoded."""
    with pytest.raises(ValueError):
        mines.Params.decode(None)


def test_params_refuse_inconsistent_fields():
    """A layout must match the mine count and lie on the board; no-guess is for random boards only."""
    with pytest.raises(ValueError):
        mines.Params(3, 3, 2, layout=frozenset({(0, 0)}))
    with pytest.raises(ValueError):
        mines.Params(3, 3, 1, layout=frozenset({(3, 0)}))
    with pytest.raises(ValueError):
        mines.Params(3, 3, 1, layout=frozenset({(0, 0)}), no_guess=True)
    with pytest.raises(ValueError):
        mines.Params(3, 3, 10)
    with pytest.raises(ValueError):
        mines.Params(3, True, 1)


def test_game_id_of_a_big_random_board():
    """``mines:100x100n1000#7`` gives a 100x100 board whose first open places 1000 mines from seed 7."""
    game, params_text, seed = split_game_id("mines:100x100n1000#7")
    assert (game, seed) == ("mines", 7)
    params = mines.Params.decode(params_text)
    first = mines.apply(mines.new_game(params, seed), "o50,50")
    again = mines.apply(mines.new_game(params, seed), "o50,50")
    assert (first.width, first.height, len(first.mines)) == (100, 100, 1000)
    assert first.mines == again.mines


@pytest.mark.parametrize("values, key", [
    ((9, 9, 10), None),
    ((5, 5, 16), None),
    ((100, 100, 9991), None),
    ((4, 9, 10), "mines.custom.width_range"),
    ((101, 9, 10), "mines.custom.width_range"),
    ((9, 4, 10), "mines.custom.height_range"),
    ((9, 9, 0), "mines.custom.mines_range"),
    ((9, 9, 73), "mines.custom.mines_range"),
    (("9", "9", "10"), None),
    (("nine", 9, 10), "mines.custom.not_number"),
    ((9, 9, 2.5), "mines.custom.not_number"),
])
def test_custom_dialog_validation(values, key):
    """The dialog limits are 5..100 per side and 1..cells-9 mines, with the limits in the fields."""
    problem = mines.validate(*values)
    assert (problem[0] if problem else None) == key
    if key and key.endswith("_range"):
        assert {"min", "max", "value"} <= set(problem[1])


def test_a_custom_size_out_of_range_says_how_to_open_a_larger_board():
    """Past 100 per side the Custom dialog says that Enter Game ID opens boards up to 1000x1000 (both languages)."""
    from gamepkg.i18n import Translator
    key, fields = mines.validate(1000, 1000, 10)
    assert key == "mines.custom.width_range" and fields["most"] == 1000
    for language, words, size in (("en", "Enter Game ID", "1000x1000"), ("ja", "ゲーム ID を入力", "1000×1000")):
        text = Translator(language).t(key, **fields)
        assert words in text and size in text and "mines:200x200n4000" in text


def test_mines_range_names_the_largest_allowed_count():
    """For 9x9 at most 81 - 9 = 72 mines."""
    assert mines.validate(9, 9, 100) == ("mines.custom.mines_range", {"min": 1, "max": 72, "value": 100})


def test_custom_params_builds_or_refuses():
    """custom_params turns dialog numbers into Params, or raises a ValueError carrying the message key."""
    assert mines.custom_params("20", "10", "30", no_guess=True) == mines.Params(20, 10, 30, no_guess=True)
    with pytest.raises(ValueError) as refused:
        mines.custom_params(3, 10, 5)
    assert refused.value.key == "mines.custom.width_range" and refused.value.details["value"] == 3


def test_boards_and_saves_too_big_to_play_here_are_named_with_their_figures(monkeypatch):
    """too_big() plays every 1000x1000 board now (issue 13); a lower cap names the figures; too many moves."""
    from gamepkg.mines import ids as mines_ids
    assert mines.too_big(mines.Params(1000, 1000, 200_000)) is None
    monkeypatch.setattr(mines_ids, "PLAY_MAX_CELLS", 10_000)
    assert mines.too_big(mines.Params(100, 100, 10)) is None
    assert mines.too_big(mines.Params(1000, 1000, 200_000)) == (
        "mines.too_big.board", {"width": 1000, "height": 1000, "cells": 1_000_000, "most": 10_000})
    assert mines.too_big(mines.PRESETS["beginner"], moves=81 + 1000) is None
    key, fields = mines.too_big(mines.PRESETS["beginner"], moves=81 + 1001)
    assert key == "mines.too_big.save" and fields["most"] == 1081


def test_custom_problems_name_every_error_of_the_custom_dialog():
    """The errors the Custom dialog keeps room for are every mines.custom.* error validate gives, and the range
    errors carry the longest value the dialog reads (seven digits)."""
    problems = mines.custom_problems()
    keys = {key for key, _fields in problems}
    assert keys == {"mines.custom.not_number", "mines.custom.width_range", "mines.custom.height_range",
                    "mines.custom.mines_range"}
    assert [fields["field"].key for key, fields in problems if key == "mines.custom.not_number"] == [
        "mines.custom.width", "mines.custom.height", "mines.custom.mines"]
    assert all(len(str(fields["value"])) == 7 for key, fields in problems if key.endswith("_range"))
    assert mines.validate("1" * 8, 9, 10)[0] == "mines.custom.not_number"  # eight digits are no number to it
