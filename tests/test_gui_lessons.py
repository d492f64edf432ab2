"""Issue 24: the lessons in the real window, played by real clicks and keys, in both languages.

Each game's lesson is played to its end by its intended moves (one test per game and language, a few
seconds each: the boards are tiny); a wrong move shows the engine's reason in the coach; the language
switches in the middle of a step; F3, Leave Lesson, Save, How to Play and How This Game Is Made know
about the lesson; a finished lesson is kept in the data folder and never counts as a record.
"""

import json
import re
import time

import pytest

from gamepkg.garden import rules as garden
from gamepkg.garden.display import shown_cell
from gamepkg.i18n import LANGUAGES
from gamepkg.lesson_records import LESSONS_FILE
from gamepkg.lesson_steps import ANY, lesson_steps, move_fits
from gamepkg.skirmish import board as skirmish_board
from tests.conftest import click, press
from tests.screen_walk import english_words, texts_of
from widgets.lesson_coach import real_game_params

DIRECTION_KEYS = {"U": "Up", "R": "Right", "D": "Down", "L": "Left"}


def concrete(view, move):
    """The move to make for an intended ``move``: itself, or for one with ANY (the player's choice) the first legal
    move that fits it."""
    if ANY not in move:
        return move
    return next(legal for legal in view.engine.legal_moves(view.session.state) if move_fits(legal, move))


def give_move(view, move):
    """Make ``move`` the way a player does: a click or right-click on a cell, or an arrow key (in a hot-seat
    garden first Enter to hand over and Enter on the curtain, as the players do)."""
    game = view.engine.GAME
    move = concrete(view, move)
    if game == "mines":
        kind, numbers = move[0], move[1:].split(",")
        x, y = int(numbers[0]), int(numbers[1])
        px, py = (int(value) for value in view.board.cell_center(x, y))
        click(view.board, px, py, button=3 if kind == "m" else 1)
    elif game == "walls":
        press(view.board, DIRECTION_KEYS[move])
    elif game == "arrows":  # a click on the cell picks it, a click near its side places the arrow that way
        x, y, direction = (int(part) for part in move.split(","))
        x0, y0, x1, y1 = view.board.cell_bbox(x, y)
        middle_x, middle_y = (x0 + x1) // 2, (y0 + y1) // 2
        click(view.board, middle_x, middle_y)
        side = [(x1 - 3, middle_y), (middle_x, y1 - 3), (x0 + 3, middle_y), (middle_x, y0 + 3)][direction]
        click(view.board, *side)
    elif game == "skirmish":  # a click on the ally chooses it, a click on a cell, an enemy or the altar acts
        kind, ally, *rest = move.split(":")  # a wait: a click on the ally, then the W key
        state = view.session.state
        if kind == "wait":
            click(view.board, *(int(value) for value in view.board.cell_center(*state.pos[int(ally)])))
            press(view.board, "w")
        else:
            cell = {"move": lambda: (int(rest[0]), int(rest[1])), "attack": lambda: state.pos[int(rest[0])],
                    "pick": lambda: skirmish_board.layout(state).altar}[kind]()
            for x, y in (state.pos[int(ally)], cell):
                click(view.board, *(int(value) for value in view.board.cell_center(x, y)))
    elif game == "garden":  # the action's radio button, then two clicks on the cell (select, then do)
        if view.handing_over:
            press(view.board, "Return")
        if view.curtain_up:
            press(view.curtain, "Return")
        assert not view.curtain_up and not view.handing_over
        kind, _, number = move.partition(":")
        cell = int(number) if number else garden.ENTRY  # a wait takes any cell
        [button] = [button for button in view.panel.kind_buttons if str(button.cget("value")) == kind]
        button.invoke()
        view.update()
        px, py = (int(value) for value in view.board.cell_center(cell % garden.SIZE, cell // garden.SIZE))
        click(view.board, px, py)
        click(view.board, px, py)
    else:
        raise AssertionError(f"no input for {game}")
    for _round in range(1000):  # a walk or an enemy phase is animated, a computer answers (instant speed: a few
        if not view.is_busy() and getattr(view, "computer_job", None) is None:  # idle rounds)
            break
        view.update()
        view.after(1)
    assert not view.is_busy() and getattr(view, "computer_job", None) is None
    view.update()


def play_step(view, step):
    """The step's intended moves by real input; a move the computer makes (its answer) comes by itself."""
    for number, move in enumerate(step.moves):
        if len(view.lesson.played()) <= number:
            give_move(view, move)


def start_lesson(app, game):
    """Show ``game``'s tab and press F3 there; returns the view, its coach on screen."""
    app.set_animation_speed("instant")
    view = app.select_game(game)
    view.update()
    press(view.board, "F3")
    assert view.coach is not None and view.coach.winfo_ismapped()
    return view


def start_at_step(app, language, game, step_name):
    """``game``'s lesson in ``language``, shown at its step named ``step_name``; returns the view."""
    app.set_language(language)
    view = start_lesson(app, game)
    view.lesson.begin([step.name for step in lesson_steps(game)].index(step_name))
    view.coach.show_step()
    view.update()
    return view


def coach_text(view):
    """What the coach shows: its heading and its line."""
    return view.coach.heading.cget("text") + "\n" + view.coach.line.cget("text")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["mines", "walls", "arrows", "skirmish", "garden"])
def test_the_lesson_plays_to_its_end_by_its_intended_moves(app, game, language):
    """Every step by real input: the coach moves on with its why, Next (by Enter) goes on, the last step
    offers the real game, which the tab then shows; the lesson is kept as finished; nothing English in ja."""
    app.set_language(language)
    view = start_lesson(app, game)
    steps = lesson_steps(game)
    for index, step in enumerate(steps):
        assert view.lesson.index == index and view.session is view.lesson.session
        task = view.t(f"{game}.lesson_step.{step.name}.task", **dict(step.fields))
        assert "".join(view.coach.line.cget("text").split()) == "".join(task.split())
        play_step(view, step)
        assert view.lesson.phase == "passed", (step.name, coach_text(view))
        assert str(view.coach.next_button.cget("state")) == "normal"
        if language == "ja":
            shown = texts_of(view.coach) + [view.status_label.cget("text")]
            assert [english_words(text) for text in shown if english_words(text)] == []
        if index < len(steps) - 1:
            press(view.coach.next_button, "Return")
    assert view.coach.next_button.cget("text") == view.t("lesson.button.real")
    data = json.loads((app.store.path(LESSONS_FILE)).read_text(encoding="utf-8"))
    assert game in data["finished"]
    view.coach.next_button.invoke()
    view.update()
    assert view.coach is None and view.lesson is None
    assert view.session.params == (real_game_params(view.engine) or view.default_params())
    assert view.session.moves == []
    app.root.callback_errors.check()


def test_no_lesson_win_counts_as_a_best(app):
    """The Delayed Walls lesson's levels are practice: winning them stores no best moves."""
    view = start_lesson(app, "walls")
    for move in lesson_steps("walls")[0].moves:
        give_move(view, move)
    assert view.lesson.phase == "passed"
    assert not app.store.path("walls_best.json").exists()


def test_a_wrong_move_is_explained_with_the_engines_reason_and_try_again_resets(app):
    """Minesweeper: a right-click on an opened number is refused, the coach says why (the status line's words)
    and repeats the task; Delayed Walls: a step into a wall. Try Again gives the step's start back."""
    view = start_lesson(app, "mines")
    view.coach.next_button.invoke()  # disabled until the step is passed
    assert view.lesson.index == 0
    give_move(view, "o0,0")
    view.coach.next_button.invoke()
    view.update()
    assert view.lesson.index == 1
    give_move(view, "o1,0")  # opens the top edge's 1: allowed, but not the step's goal
    assert view.lesson.phase == "elsewhere"
    assert view.t("mines.lesson_step.number.hint") in view.coach._text  # the step's own hint, not a shared line
    view.coach.again_button.invoke()
    give_move(view, "m1,1,1")  # a flag on the middle cell: allowed, not the goal
    assert view.lesson.phase == "elsewhere"
    give_move(view, "o1,1")  # a click on the flag: the engine refuses
    assert view.lesson.phase == "refused"
    assert view.status_label.cget("text").strip().replace("\n", "") in view.coach._text.replace("\n", "")
    view.coach.again_button.invoke()
    view.update()
    assert view.session.state.opened == frozenset() and view.lesson.phase == "task"

    walls = start_lesson(app, "walls")
    give_move(walls, "L")
    assert walls.lesson.phase == "refused"
    assert walls.t("walls.view.refused.fixed_wall", x=1, y=2) in walls.coach._text
    app.root.callback_errors.check()


def test_the_language_switches_in_the_middle_of_a_step(app):
    """After a move of the light step, Options → Japanese translates the coach at once, the position stays."""
    view = start_lesson(app, "walls")
    for move in ("R", "R", "R"):
        give_move(view, move)
    view.coach.next_button.invoke()
    give_move(view, "R")
    moves = list(view.session.moves)
    english = coach_text(view)
    app.set_language("ja")
    view.update()
    assert view.session.moves == moves and view.lesson.index == 1
    assert coach_text(view) != english and english_words(coach_text(view)) == []
    assert view.coach.leave_button.cget("text") == "レッスンをやめる"
    for move in lesson_steps("walls")[1].moves[1:]:
        give_move(view, move)
    assert view.lesson.phase == "passed"


def test_leave_gives_back_the_game_and_save_keeps_the_real_one(app, dialogs):
    """The game on screen before the lesson comes back on Leave; Save in a lesson writes nothing."""
    view = app.select_game("mines")
    give_move(view, "o0,0")
    before = view.session
    press(view.board, "F3")
    give_move(view, "o0,0")
    assert app.save() is False and not app.store.path("saves/mines.json").exists()
    assert view.status_label.cget("text").startswith(view.t("lesson.no_save")[:10])
    assert view.has_progress()  # the real game it gives back has unsaved moves: quitting asks
    view.coach.leave_button.invoke()
    view.update()
    assert view.coach is None and view.session is before and view.has_progress()
    assert app.save() is True
    press(view.board, "F3")
    assert not view.has_progress()  # saved now: the lesson itself is never progress


def test_restart_and_undo_stay_inside_the_step(app):
    """Undo takes back the player's moves but not the step's setup; Restart is Try Again."""
    view = start_lesson(app, "mines")
    for move in lesson_steps("mines")[0].moves:
        give_move(view, move)
    press(view.coach.next_button, "Return")
    give_move(view, "o1,1")
    press(view.coach.next_button, "Return")
    give_move(view, "o2,2")  # the first click of a random board
    press(view.coach.next_button, "Return")
    flag = lesson_steps("mines")[3]
    assert view.lesson.step is flag and len(flag.setup) == 1  # the flag step has one setup move
    app.undo()
    assert view.session.position == 1
    give_move(view, "m3,0,1")  # a flag on the safe cell: allowed, not the goal
    app.undo()
    assert view.session.position == 1 and view.lesson.phase == "task"
    give_move(view, "m3,0,1")
    app.restart()
    assert view.session.position == 1 and view.session.moves == list(flag.setup)


def test_how_to_play_links_the_lesson_and_the_source_opens_at_the_steps_rule(app):
    """How to Play ends with the F3 line (and the date once finished); in a lesson, How This Game Is Made
    opens the source at the step's rule, marked."""
    view = app.select_game("walls")
    window = app.show_help()
    assert view.t("lesson.help_line") in window.text.get("1.0", "end")
    window.destroy()
    view.update()
    press(view.board, "F3")
    assert view.coach is not None
    for move in ("R", "R", "R"):
        give_move(view, move)
    press(view.coach.next_button, "Return")
    source = app.show_source()
    first, last = source.rule_lines
    assert "def advance" in source.code.get(f"{first}.0", f"{first}.end")
    assert source.code.tag_ranges("rule")
    assert view.t("walls.lesson_step.light.rule") in source.rule_note.cget("text")
    source.destroy()


def run_until(root, condition, patience=30.0):
    """Run Tk until ``condition()`` holds (the offer waits for the window to show), or give up after a while."""
    give_up = time.monotonic() + patience
    while not condition() and time.monotonic() < give_up:
        root.update()
        root.after(10)
    return condition()


def test_the_lesson_is_offered_once_per_data_folder(tk_root, tmp_path, dialogs, monkeypatch):
    """A window that offers lessons asks once, for the tab it shows first; declined, no tab asks again, even after a
    restart (a class PC asked once per tab was asked twice before a pupil reached Delayed Walls); F3 still starts
    any tab's lesson."""
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path))
    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    dialogs.answer = False
    suite = SuiteApp(tk_root, DataStore(tmp_path), language="en", offer_lessons=True)
    dialogs.install(suite)
    assert run_until(tk_root, lambda: dialogs.questions == ["lesson.offer"])
    assert suite.views["mines"].coach is None
    dialogs.answer = True
    suite.select_game("walls")
    run_until(tk_root, lambda: False, patience=0.3)
    assert dialogs.questions == ["lesson.offer"] and suite.views["walls"].coach is None
    suite.start_lesson()
    assert suite.views["walls"].coach is not None
    again = SuiteApp(tk_root, DataStore(tmp_path), language="en", offer_lessons=True)
    dialogs.install(again)
    again.select_game("garden")
    run_until(tk_root, lambda: False, patience=0.3)
    assert dialogs.questions == ["lesson.offer"]


@pytest.mark.parametrize("zoom", [100, 150])
def test_the_coach_never_moves_the_board_within_a_step_at_every_zoom(app, zoom):
    """The coach line keeps the height of its longest text (a passed step's why is longer than its task),
    so the board does not jump when the step is passed; a long line never widens the window."""
    app.set_zoom(zoom)
    app.root.update()
    width = app.root.winfo_width()
    view = start_lesson(app, "walls")
    view.update()
    top = view.board.winfo_rooty()
    for move in lesson_steps("walls")[0].moves:
        give_move(view, move)
    view.update()
    assert view.lesson.phase == "passed"
    assert view.board.winfo_rooty() == top
    assert app.root.winfo_width() == width
    lines = view.coach.line.cget("text").rstrip("\n")
    assert all(view.coach._font.measure(line) <= view.coach.winfo_width() for line in lines.split("\n"))


def test_a_passed_step_hands_the_keys_to_next(app):
    """The intended move passes the step: the keyboard focus goes to Next, so Enter goes on (it stayed on the
    board: the lesson player had judged the move before the coach compared the phases)."""
    view = start_lesson(app, "mines")
    play_step(view, lesson_steps("mines")[0])
    assert view.lesson.phase == "passed" and view.focus_get() is view.coach.next_button
    view.focus_get().event_generate("<Return>")
    view.update()
    assert view.lesson.index == 1


def test_the_coach_is_reached_by_the_keyboard_alone(app):
    """Tab from the board reaches Try Again, then Leave Lesson (Next is skipped until the step is passed);
    Enter on Leave Lesson leaves."""
    view = start_lesson(app, "mines")
    view.board.focus_force()
    view.update()
    reached = []
    for _press in range(2):
        view.focus_get().event_generate("<Tab>")
        view.update()
        reached.append(view.focus_get())
    assert reached == [view.coach.again_button, view.coach.leave_button]
    press(view.coach.leave_button, "Return")
    assert view.coach is None


def test_an_undo_past_the_steps_setup_starts_the_step_over(app):
    """Arrow Rotation undoes back to the last human turn (several moves at once): in a lesson step that has
    setup moves, that undo starts the step again instead of leaving a position without them."""
    view = start_lesson(app, "arrows")
    give_move(view, "1,1,0")
    press(view.coach.next_button, "Return")
    assert view.lesson.index == 1 and view.session.moves == ["1,1,0"]
    view = start_at_step(app, "en", "arrows", "walk")
    assert view.session.moves == ["1,1,1"]
    give_move(view, "0,0,0")  # legal, not the goal
    app.undo()
    app.undo()
    view.update()
    assert view.session.moves == ["1,1,1"] and view.session.position == 1 and view.lesson.phase == "task"
    give_move(view, "0,1,0")
    assert view.lesson.phase == "passed"


def test_the_garden_lesson_shows_no_root_and_restart_is_try_again(app, dialogs):
    """Mischief Garden: in the dig step the mole's roots exist (they drank a flower) but the gardener's canvas
    holds no root item and no curtain is needed; after the dig the computer mole's turn shows none either;
    Restart (R) starts the step again instead of leaving the lesson, and asks no reset question."""
    view = start_lesson(app, "garden")
    steps = lesson_steps("garden")
    dig = [step.name for step in steps].index("dig")
    for step in steps[:dig]:
        play_step(view, step)
        press(view.coach.next_button, "Return")
    assert view.lesson.index == dig and view.session.state.roots != (garden.NEST,)

    def root_items():
        """The canvas items tagged as roots."""
        return [item for item in view.board.find_all() if {"root", "joined", "cut_off"} & set(view.board.gettags(item))]
    assert not view.curtain_up and root_items() == []
    give_move(view, "path:20")  # allowed, not the goal; then a wait ends the turn: the computer mole takes its turn
    give_move(view, "wait")
    assert view.session.state.role == "gardener" and len(view.lesson.played()) == 4
    assert view.lesson.phase == "elsewhere" and not view.curtain_up and root_items() == []
    press(view.board, "r")
    view.update()
    assert dialogs.questions == [] and view.coach is not None and view.lesson.index == dig
    assert view.session.moves == list(steps[dig].setup) and view.lesson.phase == "task"
    play_step(view, steps[dig])
    assert view.lesson.phase == "passed" and root_items() == []
    app.root.callback_errors.check()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_two_player_garden_step_hands_over_behind_the_curtain_and_names_no_root(app, language):
    """Mischief Garden's hot-seat step: it opens behind the curtain with the coach readable above it; no root is
    drawn on any screen of the gardener (the board, the hand-over screen), the mole's board shows them; the
    coach never names a root's cell, under the curtain or beside the board; a wrong move is explained."""
    view = start_at_step(app, language, "garden", "two_players")

    def root_items():
        """The canvas items tagged as roots."""
        return [item for item in view.board.find_all() if {"root", "joined", "cut_off"} & set(view.board.gettags(item))]

    def names_no_root():
        """True when the coach's words name no cell where a root grows (cells as players count them)."""
        words = set(re.findall(r"\d+", coach_text(view).replace(str(len(lesson_steps("garden"))), "")))
        return not words & {str(shown_cell(cell)) for cell in view.session.state.roots}

    assert view.curtain_up and view.curtain.is_shown() and view.session.state.roots == (13, 14, 18)
    assert view.coach.winfo_ismapped()
    assert view.coach.winfo_rooty() + view.coach.winfo_height() <= view.curtain.winfo_rooty()
    assert names_no_root() and view.board.find_all() == ()
    give_move(view, "water:11")                          # allowed, not the step's goal: the coach says so
    assert view.lesson.phase == "elsewhere" and root_items() == []
    assert view.t("garden.lesson_step.two_players.mistake.water")[:12] in view.coach._text.replace("\n", "")
    press(view.board, "r")                               # Restart is Try Again: the step's start, behind the curtain
    assert view.lesson.phase == "task" and view.curtain_up and view.session.moves == list(view.lesson.step.setup)
    press(view.curtain, "Return")
    for move in ("path:15", "path:20"):
        assert root_items() == [] and names_no_root()
        give_move(view, move)
    assert view.handing_over == "gardener" and root_items() == [] and names_no_root()   # the result, before the curtain
    press(view.board, "Return")
    assert view.curtain_up and view.board.find_all() == () and names_no_root()
    press(view.curtain, "Return")
    assert root_items(), "the mole's own board shows its roots"
    for move in ("root:*", "root:*"):
        give_move(view, move)
    assert view.lesson.phase == "passed" and view.handing_over == "mole" and len(view.session.state.roots) == 5
    press(view.board, "Return")
    assert view.curtain_up and names_no_root()
    press(view.curtain, "Return")
    assert view.session.state.role == "gardener" and root_items() == [] and names_no_root()
    app.root.callback_errors.check()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_garden_coach_never_offers_ctrl_z_and_its_real_game_is_the_gardener_against_the_easy_mole(app, language):
    """Mischief Garden has no Undo: a move that went another way is answered with Try Again only, and no line the
    coach may say names Ctrl+Z. The last step's passed line names the real game, which Play the Real Game then
    opens: the gardener against the easy computer mole (no curtain, the mole answers by itself)."""
    view = start_at_step(app, language, "garden", "paths")
    assert view.offers_undo is False
    give_move(view, "path:15")                           # allowed, not the step's goal
    assert view.lesson.phase == "elsewhere" and "Ctrl+Z" not in coach_text(view)
    assert view.coach._text.endswith(view.t("lesson.coach.again"))
    assert not [line for line in view.coach.player.step_lines(view.offers_undo) if "Ctrl+Z" in view.resolve(line)]
    view.lesson.begin(len(lesson_steps("garden")) - 1)
    view.coach.show_step()
    play_step(view, lesson_steps("garden")[-1])
    assert view.lesson.finished() and view.t("garden.lesson_real_game") in view.coach._text
    view.coach.next_button.invoke()
    view.update()
    assert view.coach is None and view.session.params == garden.Params("h", "e") and not view.curtain_up
    for move in ("wait", "wait"):
        give_move(view, move)
    assert view.session.state.role == "gardener" and view.session.state.round == 2 and len(view.session.moves) == 4
    app.root.callback_errors.check()


def test_the_mole_steps_show_the_learner_its_roots_and_the_cut_off_ones_join_again(app):
    """In the regrow step the learner is the mole against the computer gardener: its own board shows the roots,
    those the gardener's dig cut off drawn as cut off; a root on the lower-right flower joins them again."""
    view = start_at_step(app, "en", "garden", "regrow")
    assert view.session.params == garden.Params("e", "h") and view.session.state.role == "mole"

    def drawn(status):
        """The canvas items of roots drawn as ``status``."""
        return [item for item in view.board.find_withtag("root") if status in view.board.gettags(item)]
    assert drawn("cut_off") and drawn("joined")  # the root left of the nest is still joined, those below are not
    give_move(view, "root:18")
    assert drawn("cut_off") == [] and drawn("joined")
    app.root.callback_errors.check()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_arrows_computer_step_says_what_the_computer_did(app, language):
    """Arrow Rotation's last step plays the computer: a wrong placement gets the computer's answer too and the
    coach says it is not the step's goal; Try Again, the intended arrow, and the computer answers by itself; the
    coach then names the computer's placement from the engine's events (cell, direction, points)."""
    view = start_at_step(app, language, "arrows", "computer")
    assert view.session.params.seats == ("human", "easy") and view.session.state.current == 0
    give_move(view, "1,0,0")                                    # allowed, not the goal; the computer answers it
    assert view.lesson.phase == "elsewhere" and len(view.lesson.played()) == 2
    assert view.t("arrows.lesson_step.computer.hint")[:10] in view.coach._text.replace("\n", "")
    view.coach.again_button.invoke()
    view.update()
    assert view.lesson.played() == () and view.lesson.phase == "task"
    give_move(view, "0,1,0")
    assert view.lesson.phase == "passed" and len(view.lesson.played()) == 2
    placed = [event for event in view.session.state.events if event[0] == "placed"]
    [(_placed, player, x, y, direction)] = placed
    [(_scored, _player, points)] = [event for event in view.session.state.events if event[0] == "scored"]
    line = view.coach._text.replace("\n", "")
    assert player == 1 and f"({x + 1},{y + 1})" in line and view.t(f"arrows.direction.{direction}") in line
    assert str(points) in line or (points == 0 and view.t("arrows.view.moved_zero", name="", x=1, y=1,
                                                          direction="")[-5:] in line)
    assert view.t("arrows.lesson_step.computer.why")[:10] in line
    if language == "ja":
        assert english_words(coach_text(view)) == []
    app.root.callback_errors.check()
