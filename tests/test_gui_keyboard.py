"""Every game finishes by keyboard alone (Arrow Rotation and Delayed Walls: see their own GUI tests)."""

from gamepkg.mines import rules as mines
from tests.conftest import press
from tests.test_gui_garden import open_game as open_garden
from tests.test_gui_garden import tap


def test_minesweeper_to_a_win_by_keys(app):
    """Arrow keys and Space clear a one-mine board; the win banner shows."""
    params = mines.Params(5, 5, 1, layout=frozenset({(0, 0)}))
    assert app.open_game_id(f"mines:{params.encode()}#1", interactive=False) is None
    view = app.views["mines"]
    for key in ("Right",) * 4 + ("Down",) * 4 + ("space",):
        press(view.board, key)
    assert view.session.status() == "won" and view.banner_var.get() == app.tr.t("mines.banner.won")


def test_mirror_skirmish_to_the_end_by_keys(app):
    """Choosing each ally with 1 / 2 and waiting with W plays a whole game to its result."""
    app.set_animation_speed("instant")
    assert app.open_game_id("skirmish:A-both#1", interactive=False) is None
    view = app.views["skirmish"]
    actions = view.panel.action_list
    for _ in range(60):
        if view.session.status() != "playing":
            break
        for ally_key in ("1", "2"):
            press(actions, ally_key)
            press(actions, "w")
            view.update()
    assert view.session.status() in ("lost", "draw", "won")
    assert view.session.state.ended


def test_mischief_garden_hot_seat_to_the_end_by_keys(app):
    """Enter lifts each curtain, Tab picks Wait, Enter commits: eight rounds end with a winner."""
    view = open_garden(app, "hh")
    for _ in range(200):
        state = view.session.state
        if state.winner:
            break
        if view.curtain_up:
            tap(view.curtain, "Return")
            continue
        for _ in range(4):
            if view.kind() == "wait":
                break
            press(view.board, "Tab")
        tap(view.board, "Return")
        if view.session.state == state and not view.curtain_up:
            tap(view.board, "Return")
    assert view.session.state.winner == "mole"
