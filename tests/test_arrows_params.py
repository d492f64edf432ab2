"""Arrow Rotation parameters: encoding, decoding, validation, presets and the session round trip."""

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.arrows.rules import Params
from gamepkg.game_id import split_game_id
from gamepkg.registry import engine_for
from gamepkg.session import Session


def test_encode_is_compact_ascii():
    """A plain game encodes as size then one letter per seat."""
    assert Params(7, 7, ("human", "human", "normal")).encode() == "7x7,H,H,N"
    assert Params(15, 2, ("easy", "hard")).encode() == "15x2,E,X"


@pytest.mark.parametrize("params", list(arrows.PRESETS.values()) + [
    Params(2, 15, ("hard",) * 6),
    Params(5, 5, ("human", "normal"), ("Ann", "")),
    Params(5, 5, ("human", "normal", "easy"), ("", "Bob")),
    Params(6, 4, ("human", "human"), ("あかり", "Zoë #1, =: 100%")),
    Params(3, 3, ("human", "hard"), ("a-b_c.d~e", "x" * arrows.NAME_MAX)),
])
def test_round_trip(params):
    """decode(encode(p)) == p, and the text never holds '#', ':' or non-ASCII characters."""
    text = params.encode()
    assert text.isascii() and "#" not in text and ":" not in text
    assert Params.decode(text) == params


def test_trailing_empty_names_do_not_matter():
    """Params with or without trailing empty names are the same game."""
    assert Params(5, 5, ("human", "normal"), ("Ann", "")) == Params(5, 5, ("human", "normal"), ("Ann",))
    assert Params(5, 5, ("human", "normal"), ("", "")) == Params(5, 5, ("human", "normal"))


def test_names_decode_from_percent_encoding():
    """Non-ASCII names travel percent-encoded as UTF-8."""
    params = Params.decode("5x5,H=%E3%81%82,N=Bob")
    assert params.name_of(0) == "あ" and params.name_of(1) == "Bob"
    assert params.seats == ("human", "normal") and params.players == 2


@pytest.mark.parametrize("text, words", [
    ("", "board size"),
    ("7,H,N", "board size"),
    ("07x7,H,N", "board size"),
    ("7X7,H,N", "board size"),
    ("1x7,H,N", "from 2 to 15"),
    ("7x16,H,N", "from 2 to 15"),
    ("7x7", "2 to 6 players"),
    ("7x7,H", "2 to 6 players"),
    ("7x7,H,H,H,H,H,H,H", "2 to 6 players"),
    ("7x7,H,Q", "Player 2"),
    ("7x7,h,N", "Player 1"),
    ("7x7,H,N,", "Player 3"),
    ("7x7,H=,N", "percent-encoded"),
    ("7x7,H=A b,N", "percent-encoded"),
    ("7x7,H=A#b,N", "percent-encoded"),
    ("7x7,H=%FF,N", "UTF-8"),
    ("7x7,H=%zz,N", "standard way"),
    ("7x7,H=a%2f,N", "standard way"),
    ("7x7,H=%41,N", "standard way"),
    ("7x7,H=%0A,N", "printable"),
    ("7x7,H=" + "x" * 21 + ",N", "at most 20"),
    (" 7x7,H,N", "board size"),
])
def test_bad_text_is_refused_with_a_reason(text, words):
    """decode raises ValueError whose message says what is wrong."""
    with pytest.raises(ValueError) as refused:
        Params.decode(text)
    assert words in str(refused.value)


def test_decode_refuses_non_text():
    """Only strings decode."""
    with pytest.raises(ValueError):
        Params.decode(None)


def test_presets_are_valid_and_default_is_one_of_them():
    """Every preset passes validation; the default is a preset."""
    for params in arrows.PRESETS.values():
        assert params.problem() is None
    assert arrows.DEFAULT_PARAMS in arrows.PRESETS.values()


def test_new_game_refuses_impossible_params_but_plays_the_texts_2x1_board():
    """A 1-cell-wide board from the text's example is playable; 0 cells or 1 player are not."""
    assert arrows.new_game(Params(2, 1, ("human", "human"))).board == ((arrows.EMPTY, arrows.EMPTY),)
    assert Params(2, 1, ("human", "human")).problem() is not None
    for bad in (Params(0, 3, ("human", "human")), Params(3, 3, ("human",)), Params(3, 3, ("human", "robot")),
                Params(16, 3, ("human", "human"))):
        with pytest.raises(ValueError):
            arrows.new_game(bad)


def test_session_game_id_and_save_round_trip():
    """The shared Session names the game by its params and replays a saved game."""
    params = Params(4, 4, ("human", "hard"), ("Ann",))
    session = Session(engine_for("arrows"), params, 12)
    for move in ("1,1,0", "2,1,2", "1,2,3"):
        session.play(move)
    game, params_text, seed = split_game_id(session.game_id())
    assert (game, seed) == ("arrows", 12) and Params.decode(params_text) == params
    loaded = Session.from_dict(session.to_dict())
    assert loaded.state == session.state and loaded.params == params
