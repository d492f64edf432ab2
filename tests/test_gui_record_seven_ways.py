"""The seven ways around the records of issue #35, each with a test of its own in the real window.

1. F3 leaves a counting game without a loss: tests/test_gui_record_reasons.py
   ``test_a_lesson_over_a_counting_game_under_way_asks_and_counts_it_as_lost`` (and F3 in the walk of
   tests/test_gui_record_gate.py, every tab).
2. A second window shows what the first hides: tests/test_gui_record_knowledge.py (a load, a game ID, a replay
   of the save, a hint, a shown solution, an editor copy; the garden's replay of the mole's roots).
3. Minesweeper's Replay of the game on screen: here.
4. Mischief Garden's Restart against the computer: here.
5. Delayed Walls' solution from elsewhere ("Pocket" in window B, "Home base" on a wider editor copy): here.
6. Mirror Skirmish's hint line replayed after F2: tests/test_gui_record_skirmish_start.py.
7. Arrow Rotation's line-up of 5 humans and Hard: tests/test_gui_record_arrows_line_up.py.
"""

from gamepkg.garden import rules as garden
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from tests.test_gui_fair_records import beginner_table, finish, second_window
from tests.test_gui_game_stats import counts, deal, garden_plays
from tests.test_gui_mines import beginner_times, timed_board
from tests.test_gui_record_gate import menu_commands
from tests.test_gui_record_skirmish_start import play_line
from tests.test_gui_walls import open_walls
from tests.test_gui_walls import settle as walls_settle

BEGINNER = "mines:9x9n10#3"


def invoke(app, key):
    """Run the menu entry of gate ``key`` of the current tab, as a click on it does."""
    app.rebuild_menus()
    menu, index = menu_commands(app.menubar)[key]
    menu.invoke(index)
    app.root.update()


# ----- 3. Minesweeper: Replay of the game on screen -----
def test_replay_of_the_game_on_screen_is_refused_while_it_counts(app, dialogs):
    """One click, Game > Replay > The game on screen: refused (the status line says it is for a game that is
    over), the live board is not shown in a replay and the clock runs on; won, the game is a best time."""
    view, fake = timed_board(app, BEGINNER)
    view.on_primary(4, 4)
    fake.advance(8)
    invoke(app, "menu.replay_shown")
    assert view.status_key()[0] == "record.once_over" and not view.replaying() and dialogs.questions == []
    finish(view)
    assert beginner_times(app) == [8.0] and beginner_table(app)["won"] == 1
    invoke(app, "menu.replay_shown")  # over: it may be watched now
    assert view.replaying()


# ----- 4. Mischief Garden: Restart against the computer -----
def test_restart_against_the_computer_asks_once_deals_a_new_garden_and_counts_a_loss(app, dialogs):
    """Round 8 against the computer mole, Restart: one question (the gate's), Yes counts the match as lost and
    deals a garden of a new seed; five Restarts are five losses, never "played 1"."""
    view = deal(app, "garden", garden.PRESETS["vs_computer_mole_normal"])
    seeds = {view.session.seed}
    for restarts in range(1, 6):
        garden_plays(view, actions=8)
        assert view.counting_game_under_way()
        dialogs.questions.clear()
        app.restart()
        assert dialogs.questions == ["confirm.abandon"], dialogs.questions
        assert view.session.position == 0 and view.record_chance.counts
        seeds.add(view.session.seed)
        assert counts(app, "garden", "gardener-normal")[:2] == (restarts, 0)
    assert len(seeds) == 6


def test_restart_answered_no_keeps_the_match(app, dialogs):
    """No to the gate's question: the same match, still counting, and no other question."""
    view = deal(app, "garden", garden.PRESETS["vs_computer_mole_normal"])
    garden_plays(view, actions=3)
    session = view.session
    dialogs.answer = False
    app.restart()
    assert dialogs.questions == ["confirm.abandon"] and view.session is session and view.counting_game_under_way()


# ----- 5. Delayed Walls: the solution from elsewhere -----
def level_named(view, title):
    """The list key of the shipped level titled ``title``."""
    return next(entry.key for entry in view.library.entries if entry.params is not None
                and entry.params.title == title)


def shortest(params):
    """A shortest way through level ``params`` (the solver's)."""
    plan = walls_display.solution_plan([walls.new_game(params)])
    return plan.moves


def stored_best(app, params):
    """The best moves of level ``params`` in the data folder, or None."""
    if not app.store.has(walls_display.BEST_FILE):
        return None
    return walls_display.clean_bests(app.store.read_json(walls_display.BEST_FILE)).get(walls_display.level_key(params))


def test_pocket_after_show_solution_in_window_b_records_no_best(app):
    """Window A opens Pocket and takes a step; window B on the same data folder opens Pocket and shows its
    solution; A walks that solution to the exit at par: no best."""
    view_a = open_walls(app)
    assert view_a.open_level(level_named(view_a, "Pocket")) and view_a.record_chance.counts
    params = view_a.session.params
    moves = shortest(params)
    play_line(view_a, moves[:1])
    window_b = second_window(app)
    view_b = open_walls(window_b)
    assert view_b.open_level(level_named(view_b, "Pocket"))
    view_b.show_solution()
    walls_settle(view_b)
    assert view_b.session.status() == walls.WON
    play_line(view_a, moves[1:])
    assert view_a.session.status() == walls.WON and view_a.record_chance.reason == "known"
    assert stored_best(app, params) is None


def test_home_base_after_show_solution_on_a_wider_editor_copy_records_no_best(app):
    """Window B copies Home base into the editor, makes it one column wider, tries it and shows its solution;
    window A, on Home base all along, walks that way to the exit at par: no best; and Home base opened again
    anywhere is practice ("seen")."""
    view_a = open_walls(app)
    assert view_a.open_level(level_named(view_a, "Home base")) and view_a.record_chance.counts
    params = view_a.session.params
    window_b = second_window(app)
    view_b = open_walls(window_b)
    view_b.levels.select(level_named(view_b, "Home base"))
    view_b.edit_level()
    editor = view_b.editor
    editor.size_vars["width"].set(str(editor.draft.width + 1))
    editor.on_size()
    walls_settle(view_b)
    editor.buttons["try"].invoke()
    walls_settle(view_b)
    assert view_b.session.params.rows != params.rows and len(view_b.session.params.rows[0]) == len(params.rows[0]) + 1
    view_b.show_solution()
    walls_settle(view_b)
    play_line(view_a, shortest(params))
    assert view_a.session.status() == walls.WON and view_a.record_chance.reason == "known"
    assert stored_best(app, params) is None
    assert view_a.open_level(level_named(view_a, "Home base")) and view_a.record_chance.reason == "seen"
