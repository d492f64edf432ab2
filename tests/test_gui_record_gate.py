"""The record gate walked as a table (issue #35): every command of every tab, on a counting game in the window.

The list of commands comes from the window itself: every entry of every menu (each carries the message id
of its gate, widgets/record_gate.py) and every suite shortcut key. A command without a declaration cannot be
put in a menu, and an entry or key the gate does not wrap fails here. Each declared outcome is then checked
by running the command on a counting game under way: *keeps* asks nothing and the game still counts;
*forfeits* asks (No keeps the game as it was, counting) and, answered Yes, the game no longer counts and,
where a given-up game is a loss, one loss is counted; *once over* is refused with the status line saying so.

What it covers: every command of every tab except Self-test (slow, and it plays no game), Redo and the replay of
the game that ended (never enabled on a game under way); the board keys, the panels' buttons and the Delayed
Walls level list are walked the same way in tests/test_gui_record_board_keys.py. One window walks every tab, at
instant animation speed (Options > Speed, walked as a command, is set back before each game), on the smallest
counting games: a few seconds a tab.
"""

import contextlib
import time

import pytest

from gamepkg import knowledge
from gamepkg.registry import engine_for
from tests.conftest import DialogRecorder, module_suite_window
from widgets import record_gate
from widgets.app import SHORTCUT_TAG

COUNTING_PARAMS = {"garden": "vs_computer_mole_normal", "arrows": "vs_easy_5x5"}  # a game against a computer
SECOND_PASS = frozenset({"menu.load", "menu.replay_saved"})  # these need a save of the game first


def menu_commands(menu, found=None):
    """{message id of the gate: (menu, index)} of every entry with a command in ``menu`` and its submenus; an
    entry whose command is not gated is listed under None."""
    found = {} if found is None else found
    last = menu.index("end")
    for index in range(0 if last is None else last + 1):
        kind = menu.type(index)
        if kind == "cascade":
            menu_commands(menu.nametowidget(menu.entrycget(index, "menu")), found)
        elif kind in ("command", "radiobutton", "checkbutton"):
            command = str(menu.entrycget(index, "command"))
            key = command.split("gate_", 1)[1] if "gate_" in command else None
            found.setdefault(key, (menu, index))
    return found


def every_command(app):
    """{gate key: how to run it} of the current tab: its menu entries, then the suite's shortcut keys."""
    commands = {key: (lambda menu=menu, index=index: menu.invoke(index))
                for key, (menu, index) in menu_commands(app.menubar).items()}
    bound = app.root.bind_class(SHORTCUT_TAG)
    for sequence in bound:
        wanted = sequence.replace("Key-", "")
        matches = [key for known, (key, _command) in app.shortcuts.items() if known == wanted]
        assert matches, f"the key {sequence} has no gate"
        commands.setdefault(matches[0], app.shortcuts[wanted][1])
    return commands


def settle(view, seconds=10):
    """Let the tab finish what it does by itself: an animation, a computer's move, a search for a hint."""
    jobs = getattr(view, "jobs", None)
    end = time.monotonic() + seconds
    while time.monotonic() < end and (view.is_busy() or view.working or view.computer_job is not None
                                      or (jobs is not None and jobs.searching())):
        view.update()
        time.sleep(0.01)


def counting_game(app, game):
    """Select ``game``'s tab with a dealt game (one that counts) in which the person has made a move."""
    view = app.select_game(game)
    app.store.path(knowledge.KNOWLEDGE_FILE).unlink(missing_ok=True)  # a Skirmish hint walked made its start seen
    if app.speed_var.get() != "instant":  # Options > Speed, walked as a command, set another speed
        app.set_animation_speed("instant")
    engine = engine_for(game)
    params = engine.PRESETS[COUNTING_PARAMS[game]] if game in COUNTING_PARAMS else view.default_params()
    view.start(params)
    while game == "walls" and not view.record_chance.counts:  # a level helped before is practice: the next one
        view.next_level()
        params = view.session.params
    app.rebuild_menus()
    for move in engine.legal_moves(view.session.state):
        if move.startswith("f") or move == "wait":  # a flag or a wait is no progress of its own
            continue
        view.play(move)
        settle(view)
        if view.session.status() == "playing" and view.person_moved:
            break
        view.start(params)
    app.root.update()
    assert view.record_chance.counts and view.counting_game_under_way(), game
    return view


@contextlib.contextmanager
def walk_suite(tmp_path_factory, folder):
    """One window for a whole walk (every tab's table), its dialogs recorded and nothing outside it opened
    (file and folder dialogs say none), animations instant."""
    with module_suite_window(tmp_path_factory, folder) as app, pytest.MonkeyPatch.context() as patch:
        recorder = DialogRecorder()
        recorder.install(app)
        patch.setattr(app, "modal", lambda show: show.__self__.session.params  # the custom box says: the same
                      if getattr(show, "__name__", "") == "custom_dialog" else None)
        patch.setattr("tkinter.filedialog.askopenfilename", lambda **options: "")
        app.set_animation_speed("instant")  # a computer's walk would take its seconds on every game
        app.closed = []
        patch.setattr(app.root, "destroy", lambda: app.closed.append(1))  # Quit leaves the window to the test
        app.dialogs = recorder
        yield app


def walk_fixtures(folder):
    """The fixtures of a module's walk: ``walk_window`` (one window for the module, its data in ``folder``) and
    ``walk`` (that window for one test, its dialogs cleared; a Tk callback that raised fails the test)."""
    @pytest.fixture(scope="module", name="walk_window")
    def window(tmp_path_factory):
        """The window of the module's walk."""
        with walk_suite(tmp_path_factory, folder) as app:
            yield app

    @pytest.fixture(name="walk")
    def walk(walk_window):
        """The walk's window for one test."""
        walk_window.dialogs.__init__()
        yield walk_window
        walk_window.root.report_callback_exception.check()

    return window, walk


walk_window, walk = walk_fixtures("record_walk")


def run_on_counting_game(app, dialogs, game, key, answer, run=None):
    """Run command ``key`` (its menu entry or shortcut; ``run(view)`` instead: a board key, a panel button) on a
    fresh counting game of ``game``: (view, chance before, session before, losses counted)."""
    view = counting_game(app, game)
    if key in SECOND_PASS:
        app.save()
    losses = []
    counted = view.record_given_up
    view.record_given_up = lambda: (losses.append(1), counted())
    chance, session = view.record_chance, view.session
    dialogs.questions.clear()
    dialogs.answer = answer
    dialogs.text_answer = f"{game}:{view.session.params.encode()}#5"
    if run is None:
        every_command(app)[key]()
    else:
        run(view)
    app.root.update()
    settle(view)
    for window in list(app.help_windows.values()):
        window[0].destroy()
    stats = getattr(view, "stats_window", None)
    if stats is not None and stats.winfo_exists():
        stats.destroy()
    del view.record_given_up
    return view, chance, session, len(losses)


def check_outcome(app, dialogs, game, key, run=None):
    """Run ``key`` (or ``run(view)``, declared as ``key``) on a counting game as its declaration says, and check
    what it did."""
    view = app.select_game(game)
    outcome = record_gate.declaration(view, key).outcome
    at_stake = view.counts_abandoned_games or game in COUNTING_PARAMS
    if outcome == record_gate.KEEPS:
        view, chance, session, losses = run_on_counting_game(app, dialogs, game, key, False, run)
        asked = [question for question in dialogs.questions if question.startswith(FORFEIT_QUESTIONS)]
        assert asked == [] and losses == 0, (game, key)  # (a question of its own, e.g. Publish's Save As, may come)
        assert view.record_chance is chance and chance.counts, (game, key, chance.reason)
    elif outcome == record_gate.ONCE_OVER:
        view, chance, session, losses = run_on_counting_game(app, dialogs, game, key, True, run)
        assert dialogs.questions == [] and losses == 0 and chance.counts and not view.replaying(), (
            game, key, dialogs.questions, losses, chance.reason, view.replaying())
        assert view.status_key()[0] == "record.once_over", (game, key)
    else:
        if at_stake:
            view, chance, session, losses = run_on_counting_game(app, dialogs, game, key, False, run)
            assert dialogs.questions and losses == 0, (game, key, dialogs.questions)
            assert view.record_chance is chance and chance.counts and view.session is session, (game, key)
            app.leave_replay(view)
        view, chance, session, losses = run_on_counting_game(app, dialogs, game, key, True, run)
        app.leave_replay(view)
        if key == "menu.quit":
            assert app.closed and (chance.reason == "counted" or not at_stake), (game, key)
        else:
            assert not chance.counts or (not at_stake and view.record_chance is not chance), (game, key, "counts")
        assert losses == (1 if at_stake else 0), (game, key, losses)


GAMES = ("mines", "skirmish", "walls", "garden", "arrows")


@pytest.mark.parametrize("game", GAMES)
def test_every_command_of_every_tab_is_declared(walk, game):
    """Every menu entry and shortcut of the tab goes through the gate with a declaration (none is None)."""
    app = walk
    app.select_game(game)
    app.rebuild_menus()
    commands = every_command(app)
    assert None not in commands, "a menu entry that does not pass the record gate"
    view = app.current_view()
    for key in commands:
        assert record_gate.declaration(view, key).outcome in (record_gate.KEEPS, record_gate.FORFEITS,
                                                               record_gate.ONCE_OVER)
    assert {"menu.new", "menu.restart", "menu.undo", "menu.hint", "menu.save", "menu.load", "menu.replay_shown",
            "menu.copy_id", "menu.enter_id", "menu.lesson", "menu.language", "menu.zoom_in", "menu.quit",
            "menu.new_same", "tab.next"} <= set(commands)


# The questions that give up a counting game (widgets/record_gate.py may_forfeit): "confirm.abandon", or the
# tab's own record question (Minesweeper "mines.confirm.EVENT", the others "record.confirm.EVENT").
FORFEIT_QUESTIONS = ("confirm.abandon", "record.confirm.", "mines.confirm.")


@pytest.mark.parametrize("game", GAMES)
def test_every_command_does_what_it_declares_to_a_counting_game(walk, game):
    """The table walked in the real window: each command of the tab, run on a counting game under way."""
    walk.select_game(game)
    walk.rebuild_menus()
    skipped = {"menu.selftest", "menu.replay_ended", "menu.redo"}  # slow, or never enabled on a game under way
    for key in sorted(set(every_command(walk)) - skipped):
        check_outcome(walk, walk.dialogs, game, key)
