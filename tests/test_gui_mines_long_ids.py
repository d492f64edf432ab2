"""Enter Game ID of a long Minesweeper layout (issue 36: a 250 kB ID took 340 ms to check and 580 ms to open on
the Tk thread, decoded twice). Measured as work: how many decodes, on which thread; and the decoder's result."""

import random
import threading

from gamepkg.mines import ids
from gamepkg.mines import params as mines_params
from gamepkg.mines import rules as mines_rules


def test_enter_game_id_decodes_a_long_layout_once_beside_the_window(app, monkeypatch):
    """The box's check and the opening decode the ID once, on a worker thread, and the first state (the layout's
    numbers) is worked out on a worker too; the board is the ID's layout, and its digits are the ID's own, never
    written again on the window's thread (250 ms for a 250 kB ID)."""
    cells = {(x, y) for y in range(120) for x in range(150) if (x * 7 + y * 3) % 5 == 0}
    params = mines_params.Params(150, 120, len(cells), layout=frozenset(cells))
    game_id = f"mines:{params.encode()}#7"
    decodes = []
    decode = mines_params.Params.decode.__func__

    def noted(cls, text):
        """Note the thread, then decode."""
        decodes.append(threading.current_thread() is threading.main_thread())
        return decode(cls, text)

    monkeypatch.setattr(mines_params.Params, "decode", classmethod(noted))
    firsts = []
    new_game = mines_rules.new_game

    def first_state(params, seed):
        """Note the thread that works out the first state (the layout's numbers), then do it."""
        firsts.append(threading.current_thread() is threading.main_thread())
        return new_game(params, seed)

    monkeypatch.setattr(mines_rules, "new_game", first_state)
    encodes = []
    to_hex = mines_params.layout_to_hex

    def noted_encoding(width, height, layout):
        """Note the thread that writes a layout's digits (the game's key in knowledge.json needs its ID)."""
        encodes.append(threading.current_thread() is threading.main_thread())
        return to_hex(width, height, layout)

    monkeypatch.setattr(mines_params, "layout_to_hex", noted_encoding)

    def ask_text(key, check=None):
        """The box: the check says nothing against the ID, which is then given."""
        assert check(game_id) is None
        return game_id

    app.ask_text = ask_text
    app.select_game("mines")
    app.enter_game_id()
    view = app.views["mines"]
    assert view.session.params == params and view.session.seed == 7
    assert decodes == [False] and firsts == [False]
    assert True not in encodes, "the window's thread wrote the layout's digits again (the ID's own are kept)"
    assert view.session.params.encode() == game_id[len("mines:"):-len("#7")]


def test_the_layout_decoder_reads_back_every_layout_it_writes_and_refuses_bits_past_the_end():
    """layout_from_hex(layout_to_hex(cells)) is the cells, for boards of every width modulo 8 (the decoder
    reads two digits at a time); a set bit past the last cell is refused."""
    chance = random.Random(36)
    for width, height in ((1, 1), (3, 2), (7, 5), (13, 1), (1, 13), (31, 17), (8, 8), (9, 3)):
        for _ in range(20):
            cells = {(x, y) for y in range(height) for x in range(width) if chance.random() < 0.3}
            assert ids.layout_from_hex(width, height, ids.layout_to_hex(width, height, cells)) == cells
    for text in ("a1", "a2", "a3"):  # 3x2: cells 0-5 are the first 6 bits; the 7th and 8th are past the end
        try:
            ids.layout_from_hex(3, 2, text)
        except ValueError as error:
            assert error.key == "mines.params.layout_past_end"
        else:
            raise AssertionError(f"{text} was read")
