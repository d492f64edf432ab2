"""Game > Replay on a real Tk window: every game's saved game steps to its end and back, the game stays as it was."""

import re

from gamepkg.garden.display import seen_by
from gamepkg.i18n import load_catalogs
from gamepkg.messages.common import MESSAGES
from gamepkg.savefile import save_session
from tests.conftest import click
from tests.replay_games import SHORT_GAMES, short_game, snapshot


def saved_game(app, game, **options):
    """Select ``game``'s tab and put a short game of it in its save slot; returns (view, saved session)."""
    view = app.select_game(game)
    session = short_game(game, **options)
    save_session(app.store, app.save_name(view), session)
    app.root.update()
    return view, session


def test_a_saved_game_of_every_game_steps_to_its_end_and_back_and_the_game_stays(app, gui):
    """End, Home, Right, Left and Esc drive the replay of each game's save; the game on screen is untouched."""
    for game in sorted(SHORT_GAMES):
        view, saved = saved_game(app, game)
        before, game_session = snapshot(view.session), view.session
        assert app.replay_saved() and view.replaying(), game
        bar = view.replay_bar
        gui.press(bar, "End")
        assert view.session.state == saved.state and bar.replay.at_end(), game
        total = len(saved.moves)
        assert f"move {total} of {total}" in view.status_var.get(), game
        gui.press(bar, "Home")
        assert view.session.state == saved.initial_state and "start of the game" in view.status_var.get()
        gui.press(bar, "Right")
        assert bar.replay.index == 1 and view.session.state == saved.state_at(1), game
        key, fields = view.replay_move_status(saved.initial_state, saved.moves[0])
        assert view.status_var.get() == f"Replay, move 1 of {total}: {view.t(key, **fields)}", game
        gui.press(bar, "Left")
        assert bar.replay.index == 0, game
        gui.press(bar, "Escape")
        assert not view.replaying() and view.replay_bar is None, game
        assert view.session is game_session and snapshot(view.session) == before, game
        app.root.callback_errors.check()


def test_board_input_is_ignored_while_replaying(app):
    """A click on the board during a replay plays nothing: neither the replay nor the game changes."""
    view = app.select_game("mines")
    app.open_game_id("mines:5x5n1#3", interactive=False)
    view.play("o4,4")
    before = snapshot(view.session)
    app.replay_shown()
    shown = snapshot(view.session)
    px, py = view.board.cell_center(0, 4)
    click(view.board, int(px), int(py))
    assert snapshot(view.session) == shown and "replay" in view.status_var.get().lower()
    assert app.game_menu.entrycget(app.game_entries["menu.undo"], "state") == "disabled"
    app.undo()  # Ctrl+Z while replaying: refused, nothing moves
    assert snapshot(view.session) == shown and "leave it first" in view.status_var.get()
    app.leave_replay()
    assert snapshot(view.session) == before


def test_play_shows_the_moves_one_after_another_up_to_the_end(app):
    """Space plays the replay at the suite's speed and stops at the last move (fast speed, three moves)."""
    app.set_animation_speed("instant")
    view, saved = saved_game(app, "walls")
    app.replay_saved()
    bar = view.replay_bar
    bar.toggle_play()
    assert bar.replay.playing and bar.buttons["play"].cget("text") == "Pause"
    for _ in range(200):
        if not bar.replay.playing:
            break
        app.root.after(30)
        app.root.update()
    assert bar.replay.at_end() and view.session.state == saved.state
    assert bar.buttons["play"].cget("text") == "Play"
    assert round(float(bar.scale.get())) == len(saved.moves)


def test_the_slider_seeks_a_move(app):
    """Moving the slider shows the position of that move."""
    view, saved = saved_game(app, "arrows")
    app.replay_saved()
    view.replay_bar.scale.set(2)
    app.root.update()
    assert view.replay_bar.replay.index == 2 and view.session.state == saved.state_at(2)


def pictures_shown(view, picture, action):
    """Run ``action()``, then let the window run until ``view``'s animation is over; every ``picture(view)`` its
    redraws showed meanwhile (None left out). Each frame is drawn, however slow the machine: the count does not
    depend on timing."""
    import time
    shown = []
    redraw = view.redraw

    def recording_redraw(*args, **kwargs):
        """Draw, and note the picture drawn."""
        redraw(*args, **kwargs)
        if picture(view) is not None:
            shown.append(picture(view))
    view.redraw = recording_redraw
    try:
        action()
        ends = time.monotonic() + 30
        while view.is_busy() and time.monotonic() < ends:
            view.update()
            time.sleep(0.005)
    finally:
        del view.redraw
    assert not view.is_busy(), "the animation never ended"
    return shown


def test_animations_play_in_the_replay_as_in_the_game(app, gui):
    """A step forward shows the chain walk of Arrow Rotation, and a skirmish action's steps, as the game does:
    every picture is drawn (counted, not timed)."""
    app.set_animation_speed("slow")
    view, _saved = saved_game(app, "arrows")
    app.replay_saved()
    walk = pictures_shown(view, lambda shown: shown.frame, lambda: gui.press(view.replay_bar, "Right"))
    assert walk and not any(frame.finished for frame in walk), walk  # the first move: its arrow alone
    app.leave_replay()
    view, _saved = saved_game(app, "skirmish", moves=2)  # the second action ends the round: the enemy phase
    app.replay_saved()
    view.replay_bar.go(1)
    steps = pictures_shown(view, lambda shown: shown.anim_index if shown.anim_frames is not None else None,
                           lambda: gui.press(view.replay_bar, "Right"))
    assert steps == list(range(len(steps))) and len(steps) == len(view.frames_of(1)) > 1, steps
    app.leave_replay()


def test_a_running_hot_seat_match_is_not_replayed_and_a_finished_one_shows_both_sides(app, dialogs):
    """Hidden information stays hidden while a hot-seat garden match goes on; after its end both sides show."""
    view = app.select_game("garden")
    running = short_game("garden", preset="hotseat")
    view.adopt_session(running)
    app.root.update()
    assert view.curtain_up and view.curtain.is_shown()
    assert not app.replay_shown() and not view.replaying()
    assert "two-player match" in dialogs.errors[-1] and snapshot(view.session) == snapshot(running)
    finished = short_game("garden", preset="hotseat", moves=200)
    assert finished.status() != "playing"
    save_session(app.store, app.save_name(view), finished)
    assert app.replay_saved() and view.replaying()
    view.replay_bar.go(3)
    app.root.update()
    assert view.viewer() is None and view.seen() == seen_by(view.session.state, None)
    assert not view.curtain.is_shown()
    app.leave_replay()
    app.root.update()
    assert view.session is running and view.curtain.is_shown()


def test_continue_from_here_is_a_practice_game_from_that_position(app, dialogs):
    """Continue from Here: a new game of the first moves, which cannot set a best (Minesweeper, Delayed Walls)."""
    view, saved = saved_game(app, "mines")
    app.replay_saved()
    view.replay_bar.go(2)
    assert app.continue_replay()
    assert not view.replaying() and view.session.moves == saved.moves[:2] and view.session.position == 2
    assert view.session.state == saved.state_at(2)
    assert view.record_chance.practice and view.record_chance.reason == "replay"
    assert app.tr.t("record.not.replay") in view.status_var.get()
    view, saved = saved_game(app, "walls")
    app.replay_saved()
    view.replay_bar.go(1)
    assert app.continue_replay() and view.session.moves == saved.moves[:1]
    assert view.record_chance.practice and view.record_chance.reason == "replay"


def test_the_game_that_just_ended_can_be_replayed(app):
    """After a finished game gives way to a new one, Replay > the game that just ended shows it."""
    view = app.select_game("walls")
    app.replay_ended()
    assert not view.replaying() and "No game has just ended" in view.status_var.get()
    ended = short_game("walls", moves=50)
    assert ended.status() != "playing"
    view.adopt_session(ended)
    assert app.replay_ended() and view.replay_bar.replay.length == len(ended.moves)  # the game on screen
    app.leave_replay()
    app.new_same()
    assert app.replay_ended() and view.replay_bar.replay.length == len(ended.moves)
    app.leave_replay()


def test_a_bad_save_is_refused_with_a_message_and_nothing_changes(app, dialogs):
    """A save that fails to load is not replayed: a clear message, the game stays."""
    view = app.select_game("walls")
    app.store.path(app.save_name(view)).parent.mkdir(parents=True, exist_ok=True)
    app.store.path(app.save_name(view)).write_text("{not json", encoding="utf-8")
    before = snapshot(view.session)
    assert not app.replay_saved()
    assert dialogs.errors and dialogs.errors[-1].startswith("Cannot replay")
    assert not view.replaying() and snapshot(view.session) == before


def test_replay_texts_in_both_languages(app):
    """Every replay text exists in Japanese and English, and the bar shows the Japanese ones in Japanese."""
    catalogs = load_catalogs()
    keys = [key for key in MESSAGES if key.startswith(("replay.", "menu.replay"))]
    assert len(keys) > 10
    for key in keys:
        assert catalogs["ja"][key] and catalogs["en"][key] and catalogs["ja"][key] != catalogs["en"][key]
    view, _saved = saved_game(app, "arrows")
    app.replay_saved()
    app.set_language("ja")
    app.root.update()
    bar = view.replay_bar
    texts = [button.cget("text") for button in bar.buttons.values()]
    assert texts == [catalogs["ja"][f"replay.{name}"] for name in bar.buttons]
    bar.first()
    assert view.status_var.get().startswith("リプレイ") and catalogs["ja"]["replay.keys"] in view.status_var.get()
    assert set(re.findall("[A-Za-z]+", view.status_var.get())) <= {"Home", "End", "Esc"}  # key names only
    bar.forward()
    assert set(re.findall("[A-Za-z]+", view.status_var.get())) == set(), view.status_var.get()
    assert app.replay_menu.entrycget(0, "label") == catalogs["ja"]["menu.replay_shown"]


def test_the_status_line_tells_what_each_move_did(app):
    """Minesweeper's event texts and Delayed Walls' step directions tell the move shown, as the game words them."""
    view, saved = saved_game(app, "mines", moves=1)
    app.replay_saved()
    view.replay_bar.last()
    assert saved.moves[0].startswith("m") and "Flagged" in view.status_var.get()
    app.leave_replay()
    view, saved = saved_game(app, "walls", moves=1)
    app.replay_saved()
    view.replay_bar.last()
    assert view.status_var.get() == f"Replay, move 1 of 1: One step {view.t(f'walls.view.dir_name.{saved.moves[0]}')}."


def test_the_tab_own_keys_and_buttons_cannot_change_the_replay_or_the_game(app, gui):
    """Delayed Walls' Z key and a level chosen in its list during a replay: Z is refused, a new level ends it."""
    view, _saved = saved_game(app, "walls")
    app.replay_saved()
    view.replay_bar.last()
    shown = snapshot(view.session)
    gui.press(view.board, "z")
    assert snapshot(view.session) == shown and "leave it first" in view.status_var.get()
    assert not view.has_progress()
    app.new_game(view.session.params)  # the menu waits for the replay to end
    assert view.replaying() and "leave it first" in view.status_var.get()
    view.start(view.engine.PRESETS["b"])  # as the level list's Play button does
    assert not view.replaying() and view.replay_bar is None and view.session.moves == []
