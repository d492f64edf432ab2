"""Arrow Rotation's hint in the window on the first move: it always picks a move and explains it (issue #34, 22).

On the empty board no placement scores, and the hint used to say only "No placement scores anything now".
"""

import pytest

from gamepkg.arrows import rules as arrows
from tests.test_gui_arrows import open_game, press_keys


@pytest.mark.parametrize("preset", sorted(arrows.PRESETS))
def test_the_first_move_of_every_preset_gets_a_hint_that_enter_plays(app, preset):
    """Each preset's first move (a human's): the hint picks a cell and a direction, says what the next player can
    score after it, and Enter places that arrow."""
    view = open_game(app, arrows.PRESETS[preset].encode())
    app.hint()
    assert view.selected is not None and view.direction is not None
    key, fields = view.status_key()
    assert key in ("arrows.view.hint_least", "arrows.view.hint_blocks")
    assert fields["name"] == view.player_name(1) and (fields["x"], fields["y"]) == (view.selected[0] + 1,
                                                                                  view.selected[1] + 1)
    assert view.status_var.get().startswith("Hint: no placement scores now. With ")
    chosen = (*view.selected, view.direction)
    press_keys(view, "Return")
    assert view.session.state.placements >= 1
    assert view.session.moves[0] == arrows.move_text(*chosen)


def test_the_first_move_hint_reads_in_japanese(app):
    """The same hint in Japanese names the next player and the points."""
    view = open_game(app, "3x3,H,H")
    app.set_language("ja")
    app.hint()
    text = view.status_var.get()
    assert text.startswith("ヒント: 今はどこに置いても得点はありません。") and "プレイヤー2" in text
