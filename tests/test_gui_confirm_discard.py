"""No command drops a game under way without asking (issue #34, point 18): F2, Enter Game ID, Load and Paste
Level over a hot-seat match (Mischief Garden for two, Arrow Rotation with humans only) and a level under way
ask first (SuiteCommands.confirm_discard decides it for every command); answered No, the game stays."""

import random

from gamepkg.savefile import save_session
from tests.conftest import press

HOT_SEAT = {"garden": "garden:hh#5", "arrows": "arrows:3x3,H=Ann,H=Bob#1"}


def under_way(app, game_id, moves=2):
    """Open ``game_id`` and let its people play ``moves`` seeded legal moves; returns the view."""
    game = game_id.partition(":")[0]
    app.settings["animation_speed"] = "instant"
    assert app.open_game_id(game_id, interactive=False) is None
    view = app.views[game]
    rng = random.Random(1)
    for _ in range(moves):
        view.play(rng.choice(sorted(view.engine.legal_moves(view.session.state))))
        app.root.update()
    assert view.has_progress() and not view.is_busy()
    return view


def kept_after(app, dialogs, view, command):
    """Run ``command`` answering No to every question: True when it asked and the game stayed as it was."""
    session, position = view.session, view.session.position
    dialogs.questions.clear()
    dialogs.answer = False
    command()
    app.root.update()
    return bool(dialogs.questions) and view.session is session and session.position == position


def test_f2_enter_game_id_and_load_ask_before_dropping_a_hot_seat_match(app, dialogs):
    """Each command over each hot-seat game asks; No keeps the match."""
    for game, game_id in HOT_SEAT.items():
        view = under_way(app, game_id)
        save_session(app.store, app.save_name(view), view.session)  # a save to Load, then the match goes on
        view.play(sorted(view.engine.legal_moves(view.session.state))[0])
        app.root.update()
        assert view.has_progress()
        board = getattr(view, "board", view)
        dialogs.text_answer = game_id
        assert kept_after(app, dialogs, view, lambda board=board: press(board, "F2")), (game, "F2")
        assert kept_after(app, dialogs, view, app.enter_game_id), (game, "Enter Game ID")
        assert kept_after(app, dialogs, view, app.load), (game, "Load")


def test_paste_level_asks_before_dropping_a_level_under_way(app, dialogs):
    """Delayed Walls: a level copied, another one under way, Paste Level asks; No keeps the level played."""
    view = app.select_game("walls")
    view.open_level("shipped:b")
    view.copy_level()
    view.open_level("shipped:a")
    rng = random.Random(2)
    view.play(rng.choice(sorted(view.engine.legal_moves(view.session.state))))
    app.root.update()
    assert kept_after(app, dialogs, view, view.paste_level)
