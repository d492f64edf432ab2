"""Issue 21, point 3: one set of limits, checked when saving too: what Save writes, Load reads.

A property test over every game (any session it can reach saves and loads back equal, and at a save limit
Save refuses exactly where Load would), and the issue's three mismatches: more moves than a board's save
holds (1,082 on a 9x9 board), the settings of a 1000x1000 fixed-layout game ID (250,012 characters) and
100,001 moves."""

import json
import tempfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamepkg import session as session_module
from gamepkg.mines import ids as mines_ids
from gamepkg.mines import rules as mines
from gamepkg.registry import ENGINES, engine_for
from gamepkg.save_error import SaveError
from gamepkg.savefile import DataStore, load_session, save_session
from gamepkg.session import MAX_MOVES, Session, save_problem

BEGINNER_MOST = mines_ids.PLAY_MOVES_PER_CELL * 81 + mines_ids.PLAY_EXTRA_MOVES   # 1081 moves on 9x9


def reachable_session(game, seed, steps):
    """A session of ``game`` reached by legal moves (each step picks one; a step divisible by 7 undoes)."""
    engine = engine_for(game)
    session = Session(engine, engine.DEFAULT_PARAMS, seed)
    for step in steps:
        if step % 7 == 0 and session.can_undo():
            session.undo()
            continue
        if session.status() != "playing":
            break
        moves = engine.legal_moves(session.state)
        if not moves:
            break
        session.play(moves[step % len(moves)])
    return session


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(list(ENGINES)), seed=st.integers(0, 2 ** 31),
       steps=st.lists(st.integers(0, 10 ** 6), max_size=10), most=st.integers(0, 10))
def test_what_save_writes_load_reads(game, seed, steps, most):
    """Any reachable session of any game, with the save's move limit lowered to ``most``: either Save
    writes it and Load gives the same game back, or Save refuses it (over the limit Load applies) and the
    slot saved before stays byte for byte."""
    session = reachable_session(game, seed, steps)
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(session_module, "MAX_MOVES", most)
        store = DataStore(folder)
        store.write_json("saves/slot.json", {"before": True})
        before = store.path("saves/slot.json").read_bytes()
        try:
            save_session(store, "saves/slot.json", session)
        except SaveError as error:
            assert error.key == "save.over_limit" and len(session.moves) > most
            assert store.path("saves/slot.json").read_bytes() == before
            return
        assert len(session.moves) <= most
        loaded = load_session(store.path("saves/slot.json"), expected_game=game)
    assert (loaded.params, loaded.seed, loaded.moves, loaded.position) == \
        (session.params, session.seed, session.moves, session.position)
    assert loaded.state == session.state and not loaded.is_dirty()


def marked_beginner(moves):
    """A Beginner game of ``moves`` moves: a "?" mark put on and taken off one cell, again and again."""
    session = Session(mines, mines.Params(9, 9, 10), 1)
    for number in range(moves):
        session.play("m0,0,1" if number % 2 == 0 else "m0,0,0")
    return session


def test_a_board_past_its_move_limit_is_refused_by_save_with_the_reason(tmp_path):
    """1,081 moves on 9x9 save and load; the 1,082nd makes Save refuse (Load's own reason), slot untouched."""
    store = DataStore(tmp_path / "data")
    session = marked_beginner(BEGINNER_MOST)
    save_session(store, "saves/mines.json", session)
    before = store.path("saves/mines.json").read_bytes()
    assert load_session(store.path("saves/mines.json"), "mines").moves == session.moves
    session.play("m0,0,0" if BEGINNER_MOST % 2 else "m0,0,1")
    with pytest.raises(SaveError) as caught:
        save_session(store, "saves/mines.json", session)
    assert caught.value.key == "save.over_limit"
    assert caught.value.details["reason"].key == "mines.too_big.save"
    assert store.path("saves/mines.json").read_bytes() == before and session.is_dirty()


def test_a_1000x1000_fixed_layout_game_saves_and_loads(tmp_path):
    """The settings of a 1000x1000 fixed layout (250,012 characters) are within the one params limit."""
    params = mines.Params.decode("1000x1000n1:8" + "0" * 249_999)
    assert len(params.encode()) == 250_012 <= session_module.MAX_PARAMS_LENGTH
    store = DataStore(tmp_path / "data")
    session = Session(mines, params, 5)
    session.play("m5,5,1")
    path = save_session(store, "saves/mines.json", session)
    loaded = load_session(path, "mines")
    assert loaded.params == params and loaded.moves == ["m5,5,1"]


def test_params_past_the_limit_are_refused_by_save_and_load_alike():
    """Settings longer than MAX_PARAMS_LENGTH: the same reason from Save's check and Load's."""
    length = session_module.MAX_PARAMS_LENGTH + 1
    assert save_problem(mines, mines.Params(9, 9, 10), length, 0)[0] == "save.params_too_long"
    data = {**Session(mines, mines.Params(9, 9, 10), 1).to_dict(), "params": "9" * length}
    with pytest.raises(SaveError) as caught:
        Session.from_dict(data, "mines")
    assert (caught.value.key, caught.value.details["length"]) == ("save.params_too_long", length)


def test_100001_moves_are_refused_by_save_and_by_load_with_the_same_clear_reason():
    """100,000 moves fit a 1000x1000 board's save; 100,001 are past MAX_MOVES for Save and Load alike."""
    params = mines.Params(1000, 1000, 10)
    assert save_problem(mines, params, 13, MAX_MOVES) is None
    assert save_problem(mines, params, 13, MAX_MOVES + 1) == (
        "save.too_many_moves", {"moves": MAX_MOVES + 1, "most": MAX_MOVES})
    data = {**Session(mines, params, 1).to_dict(), "moves": ["m0,0,1"] * (MAX_MOVES + 1)}
    with pytest.raises(SaveError) as caught:
        Session.from_dict(json.loads(json.dumps(data)), "mines")
    assert (caught.value.key, caught.value.details["most"]) == ("save.too_many_moves", MAX_MOVES)


def test_the_window_says_at_once_when_a_move_goes_past_the_limit(app, dialogs, gui):
    """F on the board at move 1,082 of a 9x9 game: the status line says the game can no longer be saved,
    and Save then shows the reason and leaves the slot saved before as it was."""
    view = app.select_game("mines")
    view.adopt_session(marked_beginner(BEGINNER_MOST - 1))
    assert app.save()
    slot = app.store.path(app.save_name(view))
    before = slot.read_bytes()
    view.board.cursor = (8, 8)
    gui.press(view.board, "f")
    assert len(view.session.moves) == BEGINNER_MOST and "no longer" not in view.status_var.get()
    gui.press(view.board, "f")
    assert len(view.session.moves) == BEGINNER_MOST + 1
    assert "can no longer be saved" in view.status_var.get() and "at most 1081" in view.status_var.get()
    assert app.save() is False
    assert "cannot be saved" in dialogs.errors[-1] and slot.read_bytes() == before
    app.set_language("ja")
    assert "保存できません" in view.status_var.get()
