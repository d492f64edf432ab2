"""Issue 21, point 1: the hot-seat curtain does not leak through Save. A game that declares hidden moves
(Mischief Garden: ``garden.HIDDEN_MOVES``) has its moves stored sealed (gamepkg/sealed_moves.py), so a
glance at the file shows no root; loading unseals and replays them, refuses tampering, and old saves
with a plain moves list still load."""

import base64
import json

import pytest

from gamepkg import sealed_moves
from gamepkg.garden import rules as garden
from gamepkg.registry import ENGINES, engine_for
from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore, load_session, save_session
from gamepkg.session import Session, hides_moves, stored_moves
from tests.test_gui_garden import hand_over, open_game, play_through

MOVES = ["path:5", "path:6", "root:19", "root:9", "path:7", "water:1", "root:4"]


def garden_session(moves=MOVES):
    """A hot-seat garden game with ``moves`` played (the mole's roots among them)."""
    session = Session(garden, garden.DEFAULT_PARAMS, 3)
    for move in moves:
        session.play(move)
    return session


def test_only_the_garden_declares_hidden_moves():
    """The shared session seals the moves of the games that say so, and only those."""
    assert [name for name in ENGINES if hides_moves(engine_for(name))] == ["garden"]


def test_a_garden_save_shows_no_move_at_a_glance_and_loads_back(tmp_path):
    """The saved text holds no move (no root:9, no path:5), and loading gives the same game and position."""
    store = DataStore(tmp_path / "data")
    session = garden_session()
    session.undo()
    path = save_session(store, "saves/garden.json", session)
    text = path.read_text(encoding="utf-8")
    assert not any(move in text for move in MOVES) and "root" not in text and "path" not in text
    loaded = load_session(path, expected_game="garden")
    assert (loaded.moves, loaded.position, loaded.state) == (session.moves, 6, session.state)


def test_each_save_has_its_own_key():
    """Two saves of the same game look different (a key per save), yet hold the same moves."""
    first, second = garden_session().to_dict()["moves"], garden_session().to_dict()["moves"]
    assert first["key"] != second["key"] and first["sealed"] != second["sealed"]
    assert stored_moves(first) == stored_moves(second) == MOVES


def test_the_transform_is_the_documented_one():
    """JSON text of the moves, each byte XOR the key (repeated), base64: checked by hand for one move."""
    hand = base64.b64encode(bytes(byte ^ 1 for byte in b'["root:9"]')).decode("ascii")
    assert sealed_moves.seal(["root:9"], bytes.fromhex("01")) == {"key": "01", "sealed": hand}


def test_old_saves_with_plain_moves_still_load():
    """A save of the earlier form (the moves as a plain list) loads and replays."""
    data = {**garden_session().to_dict(), "moves": list(MOVES)}
    assert Session.from_dict(json.loads(json.dumps(data)), "garden").state == garden_session().state


def other_first(text):
    """``text`` with another first character (the key is random: its first character may be "A" already)."""
    return ("B" if text.startswith("A") else "A") + text[1:]


def reseal(data, moves):
    """``data`` with ``moves`` sealed in place of its own (as a tamperer who read the docstring would)."""
    position = len(moves) if isinstance(moves, list) else 0
    return {**data, "moves": sealed_moves.seal(moves), "position": position}


@pytest.mark.parametrize("tamper, reason", [
    (lambda data: reseal(data, MOVES[:2] + ["root:0"]), "save.bad_move"),            # a root the rules refuse
    (lambda data: reseal(data, MOVES + ["path:99"]), "save.bad_move"),
    (lambda data: {**data, "moves": {**data["moves"], "sealed": other_first(data["moves"]["sealed"])}}, None),
    (lambda data: {**data, "moves": {**data["moves"], "sealed": data["moves"]["sealed"][:-4]}}, None),
    (lambda data: {**data, "moves": {**data["moves"], "key": "zz"}}, "save.bad_field"),
    (lambda data: {**data, "moves": {**data["moves"], "key": ""}}, "save.bad_field"),
    (lambda data: {**data, "moves": {"sealed": data["moves"]["sealed"]}}, "save.bad_field"),
    (lambda data: {**data, "moves": {**data["moves"], "extra": 1}}, "save.bad_field"),
    (lambda data: {**data, "moves": {"key": "01", "sealed": base64.b64encode(b"z#`#;0|").decode()}},
     "save.bad_field"),  # {"a":1} sealed with the key 01: JSON, but no list
    (lambda data: {**data, "moves": sealed_moves.seal([]) | {"sealed": "@@@"}}, "save.bad_field"),
])
def test_tampered_sealed_moves_are_refused(tamper, reason):
    """A changed key or sealed text, or resealed moves the rules refuse: SaveError, as for a plain save."""
    data = json.loads(json.dumps(tamper(garden_session().to_dict())))
    with pytest.raises(SaveError) as caught:
        Session.from_dict(data, "garden")
    assert caught.value.key in ((reason,) if reason else ("save.bad_field", "save.bad_move"))


def test_ctrl_s_under_the_curtain_writes_no_root(app):
    """Under the curtain before the gardener's turn, Save works and the file names no root of the mole."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6", "root:19", "root:9"])
    hand_over(view)         # the mole saw its turn's result, then handed over
    assert view.curtain_up and view.session.state.role == "gardener"
    assert app.save()
    text = app.store.path(app.save_name(view)).read_text(encoding="utf-8")
    assert "root" not in text and set(json.loads(text)["moves"]) == {"key", "sealed"}
    view.play("path:7")
    assert app.load() and view.session.moves == ["path:5", "path:6", "root:19", "root:9"]


@pytest.mark.parametrize("language, words", [("en", "A save holds both players' secrets"),
                                             ("ja", "保存ファイルにはふたりの秘密")])
def test_how_to_play_says_a_save_holds_both_secrets(app, language, words):
    """How to Play of Mischief Garden says that the save holds both players' secrets, in both languages."""
    app.set_language(language)
    assert words in app.select_game("garden").help_text()
