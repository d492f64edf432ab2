"""Issue 24: the guided lessons as data, played by the one lesson player (no display needed).

Every step's position is one the engine accepts and its intended moves pass it; a wrong move in every step
gets the coach's explanation; the texts exist in both languages; the player knows no game by name.
"""

import json
import pathlib

import pytest

from gamepkg.i18n import LANGUAGES, Translator, load_catalogs
from gamepkg.lesson_player import ELSEWHERE, ENDED, PASSED, REFUSED, TASK, LessonPlayer, step_session
from gamepkg.lesson_records import LESSONS_FILE, finished_lessons, record_finished
from gamepkg.lesson_steps import ANY, lesson_steps, move_fits, real_game, rule_place
from gamepkg.registry import GAMES, engine_for
from gamepkg.rules import IllegalMove
from gamepkg.savefile import DataStore
from tests.lesson_play import chosen, step_line
from widgets.source_view import definition_lines

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSON_GAMES = [game for game in GAMES if lesson_steps(game)]


def steps_of(game):
    """(game, index, step) for every step of ``game``'s lesson."""
    return [(game, index, step) for index, step in enumerate(lesson_steps(game))]


ALL_STEPS = [case for game in LESSON_GAMES for case in steps_of(game)]


def test_an_intended_move_with_any_leaves_that_part_to_the_player():
    """``*`` fits any text (a root on any cell), never another kind of move; the rest is matched as it is."""
    assert move_fits("root:8", "root:*") and move_fits("root:23", "root:*")
    assert not move_fits("wait", "root:*") and not move_fits("path:8", "root:*")
    assert move_fits("1,1,0", "1,1,0") and not move_fits("1,1,0x", "1,1,0") and not move_fits("1.1,0", "1,1,0")


def test_every_game_has_a_lesson_of_four_to_twelve_steps():
    """Every game of the registry has a lesson, each of 4 to 12 steps with distinct names."""
    assert set(LESSON_GAMES) == set(GAMES)
    for game in LESSON_GAMES:
        steps = lesson_steps(game)
        assert 4 <= len(steps) <= 12
        assert len({step.name for step in steps}) == len(steps)


def test_a_game_without_a_lesson_module_has_no_steps():
    """lesson_steps gives () for a game with no data file, and the player refuses to start one."""
    assert lesson_steps("no_such_game") == ()
    with pytest.raises(ValueError):
        LessonPlayer(engine_for("mines"), steps=())


@pytest.mark.parametrize("game, index, step", ALL_STEPS, ids=lambda value: getattr(value, "name", str(value)))
def test_every_position_is_accepted_and_the_intended_moves_pass_it(game, index, step):
    """The step's parameters decode, its setup moves and intended moves are legal, and they pass the step."""
    engine = engine_for(game)
    params = engine.Params.decode(step.params)
    assert params.encode() == step.params  # one spelling: the text is the engine's own
    player = LessonPlayer(engine)
    player.begin(index)
    assert player.session.status() == "playing" and player.phase == TASK
    for number, intended in enumerate(step.moves, start=1):
        state = player.session.state
        move = chosen(engine, state, intended)
        if hasattr(engine, "legal_moves"):
            assert move in engine.legal_moves(state), (step.name, move)
        if ANY in intended:  # every choice the rules allow there keeps the step on its way
            for other in [legal for legal in engine.legal_moves(state) if move_fits(legal, intended)]:
                trial = LessonPlayer(engine)
                trial.begin(index)
                for earlier in player.played():
                    trial.play(earlier)
                trial.play(other)
                assert trial.phase == (PASSED if number == len(step.moves) else TASK), (step.name, other)
        player.play(move)
        assert player.phase == (PASSED if number == len(step.moves) else TASK), (step.name, move)
    if step.finish:
        assert player.session.status() == step.finish


@pytest.mark.parametrize("game, index, step", ALL_STEPS, ids=lambda value: getattr(value, "name", str(value)))
def test_a_wrong_move_in_every_step_is_explained(game, index, step):
    """A move the engine refuses gets its reason and the task again; a legal move that is not the step's goal
    says so (or says how the game ended); Try Again gives back the step's start."""
    engine = engine_for(game)
    player = LessonPlayer(engine)
    player.begin(index)
    start = player.session.state
    with pytest.raises(IllegalMove):
        player.play("nonsense")
    assert player.phase == REFUSED and player.session.state is start
    refused, again = player.line().fields["sentences"].parts  # the reason, then the task again
    assert refused.key == "lesson.coach.refused" and again.key == "lesson.coach.try"
    assert refused.fields["reason"].key.startswith(f"{game}.reason.")
    assert again.fields["task"].key == f"{game}.lesson_step.{step.name}.task"
    others = [move for move in engine.legal_moves(start) if move != step.moves[0]]
    if not others:  # a corridor: the only other moves are into walls, and the engine's reason says so
        with pytest.raises(IllegalMove) as refusal:
            player.play({"R": "L", "L": "R", "U": "D", "D": "U"}[step.moves[0]])
        assert player.phase == REFUSED
        refused = player.line().fields["sentences"].parts[0]
        assert refused.fields["reason"].key == f"{game}.reason.{refusal.value.reason}"
        return
    player.play(others[0])
    assert player.phase in (ELSEWHERE, ENDED, TASK)
    if player.phase != TASK:  # a finish step may be won another way: then the first move may still be fine
        parts = player.line().fields["sentences"].parts  # elsewhere and a hint, or how the game ended, a hint
        hint = parts[0].fields["hint"] if player.phase == ELSEWHERE else parts[1]
        assert hint.key.startswith(f"{game}.lesson_step.{step.name}.")  # the step's own words, not a shared line
        assert parts[-1].key in ("lesson.coach.again_undo", "lesson.coach.again")
    if player.phase == ENDED:
        status = player.session.status()
        assert f"{game}.lesson_end.{status}" in load_catalogs()["en"]
    player.try_again()
    assert player.session.state == step_session(engine, step).state and player.phase == TASK


def test_every_step_has_its_three_texts_in_both_languages_and_every_ending_its_status():
    """task, why and rule of every step exist in Japanese and English."""
    catalogs = load_catalogs()
    for game, _index, step in ALL_STEPS:
        for part in ("task", "why", "rule"):
            key = f"{game}.lesson_step.{step.name}.{part}"
            assert all(catalogs[language].get(key) for language in LANGUAGES), key


@pytest.mark.parametrize("game, index, step", ALL_STEPS, ids=lambda value: getattr(value, "name", str(value)))
def test_every_step_names_a_function_or_constant_its_engine_defines(game, index, step):
    """The step's rule is ``module:name`` and that module's source defines the name (the source view jumps there)."""
    relative, name = rule_place(step)
    source = (ROOT / relative).read_text(encoding="utf-8")
    assert relative.startswith("gamepkg/") and definition_lines(source, name), step.rule


def test_the_whole_lesson_plays_to_its_end_and_next_stops_there():
    """Next only after a passed step; the last passed step finishes the lesson."""
    for game in LESSON_GAMES:
        player = LessonPlayer(engine_for(game))
        assert not player.next_step()
        for index, step in enumerate(player.steps):
            assert player.index == index
            for move in step_line(step):
                player.play(chosen(player.engine, player.session.state, move))
            assert player.phase == PASSED
            if index < len(player.steps) - 1:
                assert not player.finished() and player.line().key == "lesson.coach.passed"
                assert player.next_step()
        assert player.finished() and not player.next_step()
        line = player.line()  # finished, and with a real game to offer: which one "Play the Real Game" starts
        parts = line.fields["sentences"].parts if real_game(game) else (line,)
        assert [part.key for part in parts] == ["lesson.coach.finished"] + (
            ["lesson.coach.real_game"] if real_game(game) else [])


def test_undo_after_a_wrong_move_brings_the_task_back():
    """The player judges the position, not the history: undoing a wrong move is back on the task."""
    player = LessonPlayer(engine_for("walls"))
    player.begin(2)  # the long corridor: four steps right
    player.play("R")
    player.play("L")
    assert player.phase == ELSEWHERE
    player.session.undo()
    assert player.judge() == TASK


def test_the_coach_lines_translate_in_both_languages():
    """Every line the player can produce formats in both languages with its fields."""
    engine = engine_for("mines")
    player = LessonPlayer(engine)
    player.play("o3,3")  # the mine: the game ended
    for language in LANGUAGES:
        translator = Translator(language)

        def show(text, translator=translator):
            """Translate a Text whose fields may be Texts."""
            return translator.t(text.key, **{name: show(value) if hasattr(value, "key") else value
                                             for name, value in text.fields.items()})
        assert show(player.heading())
        assert show(player.line()) and player.phase == ENDED


def test_finished_lessons_are_merged_into_the_file_under_its_lock(tmp_path):
    """Two windows finishing two lessons keep both; a second finish keeps the first date; junk is dropped."""
    first, second = DataStore(tmp_path), DataStore(tmp_path)
    assert record_finished(first, "mines", today="2026-01-02")
    assert record_finished(second, "walls", today="2026-01-03")
    assert record_finished(first, "mines", today="2026-02-02")
    assert finished_lessons(second) == {"mines": "2026-01-02", "walls": "2026-01-03"}
    (tmp_path / LESSONS_FILE).write_text(json.dumps({"finished": {"mines": 5, "walls": "2026-01-03"}}))
    assert finished_lessons(first) == {"walls": "2026-01-03"}



def test_the_step_against_the_computer_passes_on_its_answer_and_the_coach_tells_it():
    """Arrow Rotation's computer step: after the learner's arrow the computer seat is to move; the answer its own
    player chooses passes the step, and the passed line says what that answer did (the window's words) before why;
    a step without ``tell_last`` says only why."""
    import random

    from gamepkg.arrows import ai as arrows_ai
    from gamepkg.i18n import Text
    engine = engine_for("arrows")
    index = [step.name for step in lesson_steps("arrows")].index("computer")
    player = LessonPlayer(engine)
    player.begin(index)
    player.play("0,1,0")
    state = player.session.state
    kind = engine.Params.decode(player.step.params).seats[state.current]
    assert player.phase == TASK and kind != "human"
    answer = arrows_ai.choose_move(state, kind, random.Random(f"{player.session.seed}/{player.session.position}"))
    player.play(answer)
    did = Text("arrows.view.moved", {"name": "P2", "x": 1, "y": 1, "points": 0, "direction": "?"})
    player.judge(did)
    assert player.phase == PASSED
    why = player.line().fields["why"]
    assert why.key == "lesson.coach.answer" and why.fields["did"] is did
    assert why.fields["why"].key == "arrows.lesson_step.computer.why"
    player.begin(0)
    player.play(player.step.moves[0])
    player.judge(did)
    assert player.line().fields["why"].key == "arrows.lesson_step.place.why"
