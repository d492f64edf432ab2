"""Mirror Skirmish's log shows a whole round without scrolling, and takes its height from the side panel, never
from the board (issue 22 point 8: the log showed five lines, and following the enemy phase meant scrolling);
and it gives way to the chosen ally's action list (issue 22 point 2: at 200 % the list started out of sight).

Covered: no enemy phase of a short random play in every case, variant and enemy level writes more lines than
ENEMY_PHASE_LINES; after the four rounds of a recorded B-both game (its last enemy phase writes five lines:
an enemy step, a hit, an ally down, the round's end and the flag) every line of each round is on screen in the
log at 100 % in both languages; at 200 % on a 1366x768 screen the log keeps at least LOG_LEAST_LINES lines and
its newest line in sight (a whole round would hide the action list there); the board is as tall as the tab's
body; at every zoom step on 1024x768 and 1366x768, in both languages, the action list is whole in sight in the
panel scrolled to its top."""

import random

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.skirmish import display as skirmish_display
from gamepkg.skirmish import rules as skirmish
from tests.test_gui_skirmish import open_game, settle
from widgets.skirmish.column import ENEMY_PHASE_LINES, LOG_LEAST_LINES, LOG_LINES
from widgets.zoom import ZOOM_STEPS

# B-both from its usual start: four rounds; the last enemy phase writes ENEMY_PHASE_LINES lines
FOUR_ROUNDS = ("pick:0", "move:1:1:4", "move:0:1:0", "move:0:2:0", "move:1:1:3", "move:0:2:1", "move:0:2:2",
               "attack:0:3")


def enemy_phase_lines(state, move):
    """The number of log lines the enemy phase after ``move`` writes (0 when the move ends no round)."""
    return sum(len(frame.lines) for frame in skirmish_display.step_frames(state, move)[1:])


def test_no_enemy_phase_writes_more_lines_than_the_log_counts_on():
    """Seeded random play, every case, variant and enemy level (a few games each): at most ENEMY_PHASE_LINES
    lines an enemy phase, and the recorded game's last one writes that many."""
    rng = random.Random(22)
    most = 0
    for case in skirmish.CASES:
        for variant in skirmish.VARIANTS:
            for enemy in skirmish.ENEMY_LEVELS:
                for _ in range(2):
                    state = skirmish.new_game(skirmish.Params(case, variant, "", enemy))
                    for _ in range(12):
                        if state.ended:
                            break
                        move = rng.choice(sorted(skirmish.legal_moves(state)))
                        most = max(most, enemy_phase_lines(state, move))
                        state = skirmish.apply(state, move)
    assert most <= ENEMY_PHASE_LINES
    state = skirmish.new_game(skirmish.Params("B", "both"))
    for move in FOUR_ROUNDS[:-1]:
        state = skirmish.apply(state, move)
    assert enemy_phase_lines(state, FOUR_ROUNDS[-1]) == ENEMY_PHASE_LINES
    assert LOG_LINES >= ENEMY_PHASE_LINES + skirmish.skirmish_board.ACTIONS_PER_ROUND


def on_screen(text, line):
    """True when the whole of the log's ``line`` (1-based, wrapped or not) is in the Text's visible part."""
    return (text.dlineinfo(f"{line}.0") is not None
            and text.dlineinfo(f"{line}.0 lineend") is not None)


def check_rounds_shown(view):
    """Play FOUR_ROUNDS; after each round every line it wrote is on screen in the log, none scrolled away."""
    text = view.log.text
    round_start = len(view.log.lines())
    for index, move in enumerate(FOUR_ROUNDS):
        view.play(move)
        settle(view)
        view.update()
        if index % 2:  # the round's second action: the enemy phase has run
            shown = len(view.log.lines())
            assert shown - round_start >= 3
            hidden = [line for line in range(round_start + 1, shown + 1) if not on_screen(text, line)]
            assert not hidden, f"round {index // 2 + 1}: lines {hidden} of the log are scrolled away"
            round_start = shown
    assert view.board.winfo_height() >= view.board.master.winfo_height() - 2, "the board shares its height"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_log_shows_each_whole_round_at_100_percent(app, language):
    """The default window at 100 %: each round's lines (two actions and the enemy phase) are all shown."""
    app.set_language(language)
    view = open_game(app, "B-both")
    check_rounds_shown(view)


def test_at_200_percent_on_1366x768_the_log_gives_way_to_the_action_list(tk_root, tmp_path, monkeypatch):
    """200 % on a 1366x768 screen (English, the longer lines): the log keeps at least LOG_LEAST_LINES lines and its
    newest line on screen after every action; the board keeps the tab's whole height.

    A whole round (LOG_LINES lines of 200 % letters) would take the room the chosen ally's action list needs
    (test_the_action_list_is_in_sight_at_every_zoom_step): the list comes first, earlier lines scroll.
    """
    from tests.test_gui_layout_screens import suite_on_screen
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, (1366, 768))
    app.set_zoom(200)
    view = open_game(app, "B-both")
    text = view.log.text
    for move in FOUR_ROUNDS:
        view.play(move)
        settle(view)
        view.update()
        assert int(text.cget("height")) >= LOG_LEAST_LINES
        assert on_screen(text, len(view.log.lines())), f"after {move} the newest line of the log is scrolled away"
    assert view.board.winfo_height() >= view.board.master.winfo_height() - 2, "the board shares its height"


def action_list_in_sight(view):
    """True when the whole action list shows in the side panel, and the panel is scrolled to its top."""
    panel, rows = view.panel, view.panel.action_list
    top = rows.winfo_rooty() - panel.canvas.winfo_rooty()
    return (rows.winfo_ismapped() and panel.canvas.yview()[0] == 0 and top >= 0
            and top + rows.winfo_height() <= panel.canvas.winfo_height())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_the_action_list_is_in_sight_at_every_zoom_step(tk_root, tmp_path, monkeypatch, screen, language):
    """At every zoom step on the screen the chosen ally's actions show without scrolling (the log gives way
    first, then the column shows its boxes page by page: the list's page shows), and the log keeps at least
    LOG_LEAST_LINES lines."""
    from tests.test_gui_layout_screens import settle as settle_layout
    from tests.test_gui_layout_screens import suite_on_screen
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language)
    view = app.select_game("skirmish")
    hidden = []
    for zoom in ZOOM_STEPS:
        app.set_zoom(zoom)
        settle_layout(app.root)
        if not action_list_in_sight(view):
            hidden.append(zoom)
        assert int(view.log.text.cget("height")) >= LOG_LEAST_LINES
    assert not hidden, f"the action list is out of sight at {hidden} %"
