"""The one gate of a counting game: what every command of the window does to a game that counts (issue #35).

Each command a tab offers (a menu entry, a shortcut key, a replay bar button) is declared here, or in its
tab's ``record_gate`` for the tab's own entries, by its message id with one of three outcomes:

- ``KEEPS``: the game keeps counting, and the command reveals nothing hidden (Save, zoom, Statistics...);
- ``FORFEITS``: a counting game under way is counted as played and lost, after a question that says so (No
  is the default, and No leaves everything as it was). The command asks through ``may_forfeit`` at the
  moment it would leave the game (New, Load, a lesson: after a save file was read, for example) or reveal
  something of it (a hint, an undo, the game ID: ``event``, the gamepkg/fair_play.py event it then tells
  the record chance, which counts the loss);
- ``ONCE_OVER``: refused while a counting game is under way (the status line says so).

The window wraps every command it puts in a menu or binds to a key with ``gated``, which reads the
declaration (an undeclared command cannot be put in a menu: KeyError), refuses a ``ONCE_OVER`` command and
lets a question be asked only by a ``FORFEITS`` one; tests/test_gui_record_gate.py walks every menu entry
and key of every tab on a counting game and checks each declared outcome.
"""

from collections import namedtuple

KEEPS, FORFEITS, ONCE_OVER = "keeps", "forfeits", "once_over"
Declaration = namedtuple("Declaration", "outcome event", defaults=(None,))
LEAVES = Declaration(FORFEITS)  # leaves the game: asks first, then counts it as lost
KEPT = Declaration(KEEPS)

SUITE_GATE = {
    "menu.new": LEAVES, "menu.custom": LEAVES, "menu.new_same": LEAVES, "menu.restart": LEAVES,
    "menu.undo": Declaration(FORFEITS, "undo"), "menu.redo": KEPT,  # (Redo follows an Undo: no longer counting)
    "menu.hint": Declaration(FORFEITS, "hint"), "menu.save": KEPT, "menu.load": LEAVES,
    "menu.replay_shown": Declaration(ONCE_OVER), "menu.replay_saved": LEAVES, "menu.replay_ended": KEPT,
    "replay.continue": LEAVES, "menu.copy_id": Declaration(FORFEITS, "id_shown"), "menu.enter_id": LEAVES,
    "menu.quit": Declaration(FORFEITS, "quit"), "menu.language": KEPT, "menu.speed": KEPT, "menu.zoom_in": KEPT,
    "menu.zoom_out": KEPT,
    "menu.zoom_reset": KEPT, "menu.how_to_play": KEPT, "menu.lesson": LEAVES, "menu.source": KEPT,
    "menu.selftest": KEPT, "menu.about": KEPT, "tab.next": KEPT, "tab.previous": KEPT, "tab.switch": KEPT,
    "stats.menu": KEPT,
}


def declaration(view, key):
    """The declaration of command ``key`` in ``view``'s tab (its own, else the suite's); KeyError when none."""
    own = getattr(view, "record_gate", {})
    return own[key] if key in own else SUITE_GATE[key]


def at_stake(view):
    """True when ``view`` shows a counting game under way that a forfeit would count as lost."""
    return view.record_chance is not None and view.counts_abandoned_games and view.counting_game_under_way()


def once_over_refused(view, key):
    """True (and the status line says why) when ``key`` is only for a game that is over and ``view``'s counting
    game is under way."""
    if declaration(view, key).outcome != ONCE_OVER:
        return False
    if view.record_chance is not None and view.counting_game_under_way():
        view.set_status("record.once_over")
        return True
    return False


def may_forfeit(app, view, event=None):
    """The gate's question, asked by a command at the moment it would leave (``event`` None) or reveal (a
    gamepkg/fair_play.py event: hint, undo, id_shown) a counting game under way: True to go ahead.

    Left, the game is counted as played and lost now; revealed, the event the command then tells its record
    chance counts the loss. Nothing at stake (a game that does not count, has not begun or has ended): True."""
    if not at_stake(view):
        return True
    running = app.gate_passed.get(view)
    if running is not None and declaration(view, running).outcome != FORFEITS:
        raise RuntimeError(f"{running} is declared {declaration(view, running).outcome} but gives up a game")
    question = "confirm.abandon" if event is None else view.record_questions.format(event=event)
    if not app.ask_yes_no(question):
        return False
    if event is None:
        view.give_up_counting_game()
    return True


def gated(app, key, command, view=None):
    """``command`` behind the gate of ``key`` (checked now: KeyError when the command has no declaration).

    While it runs, the window knows which command acts on the tab (``app.gate_passed``), so that a question it
    asks is the one its declaration allows. The wrapper's name ends in ``gate_<key>``: a test reads the key
    back from a menu entry."""
    if view is None:
        SUITE_GATE[key]  # a suite command (a shortcut key, bound before any tab is built)
    else:
        declaration(view, key)

    def gate(*args):
        """Run the command unless it is only for a game that is over (the tab is the current one when it runs)."""
        shown = app.current_view()
        if once_over_refused(shown, key):
            return None
        app.gate_passed[shown] = key
        try:
            return command(*args)
        finally:
            app.gate_passed.pop(shown, None)

    gate.__name__ = f"gate_{key}"
    return gate


def quit_gate(app):
    """Quit: every tab's counting game under way is given up after one question; None on No, else the tabs."""
    giving_up = [view for view in app.views.values() if at_stake(view)]
    if giving_up and not app.ask_yes_no("confirm.abandon_quit"):
        return None
    return giving_up
