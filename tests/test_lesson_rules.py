"""Issue 38: each game's rules as data (gamepkg/GAME/rulebook.py), every rule met by play in some step of
its lesson, and a coach that answers each step's likely mistakes with words of their own.

The checks are the engine's: a step's line (its example, or its intended moves) is played through the real
engine from the step's position, and each rule the step says it ``meets`` must happen in that play
(``Rule.seen`` on one of its moves), not only be named. No display is needed.
"""

import pytest

from gamepkg.i18n import TUPLE_LANGUAGES, load_catalogs, placeholders
from gamepkg.lesson_player import ELSEWHERE, ENDED, PASSED, TASK, LessonPlayer
from gamepkg.lesson_steps import chapters, game_rules, lesson_steps, moves_fit, passing_lines, real_game
from gamepkg.registry import GAMES, engine_for
from tests.lesson_play import chosen, played_line, step_line

LESSON_GAMES = [game for game in GAMES if lesson_steps(game)]
ALL_STEPS = [(game, index, step) for game in LESSON_GAMES for index, step in enumerate(lesson_steps(game))]
STEP_IDS = [f"{game}-{step.name}" for game, _, step in ALL_STEPS]
ALL_MISTAKES = [(game, index, step, mistake) for game, index, step in ALL_STEPS for mistake in step.mistakes]


def step_texts(game, step):
    """The message ids of every text of ``step``: task, why, rule, hint and one per mistake."""
    parts = ["task", "why", "rule", "hint"] + [f"mistake.{mistake.hint}" for mistake in step.mistakes]
    return [f"{game}.lesson_step.{step.name}.{part}" for part in parts]


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_every_game_with_a_lesson_has_a_rule_book_with_texts(game):
    """The rule book lists the game's rules, each with a distinct name and its text in every language."""
    rules = game_rules(game)
    assert rules, f"gamepkg/{game}/rulebook.py has no RULES"
    assert len({rule.name for rule in rules}) == len(rules)
    catalogs = load_catalogs()
    for rule in rules:
        assert callable(rule.seen)
        for language in TUPLE_LANGUAGES:
            assert catalogs[language].get(f"{game}.rule.{rule.name}"), (language, rule.name)


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_every_rule_is_met_by_some_step_and_every_step_names_real_rules(game):
    """Each rule of the book is in some step's ``meets``, and each name there is a rule of the book."""
    names = {rule.name for rule in game_rules(game)}
    met = {name for step in lesson_steps(game) for name in step.meets}
    assert met - names == set(), "steps name rules the book does not have"
    assert names - met == set(), "rules no step meets"


@pytest.mark.parametrize("game, index, step", ALL_STEPS, ids=STEP_IDS)
def test_each_rule_a_step_meets_happens_in_its_play(game, index, step):
    """Playing the step's line through the engine makes every rule it meets happen, and passes the step."""
    engine = engine_for(game)
    rules = {rule.name: rule for rule in game_rules(game)}
    transitions = played_line(engine, step)
    for name in step.meets:
        assert any(rules[name].seen(engine, before, move, after) for before, move, after in transitions), name
    player = LessonPlayer(engine)
    player.begin(index)
    for _, move, _ in transitions:
        player.play(move)
    assert player.phase == PASSED, (step.name, step_line(step))


@pytest.mark.parametrize("game, index, step", ALL_STEPS, ids=STEP_IDS)
def test_every_text_of_a_step_has_the_fields_it_uses(game, index, step):
    """A step's texts use only fields the step gives (no raw "{countdown}" on screen), in every language."""
    catalogs, given = load_catalogs(), {name for name, _ in step.fields}
    for key in step_texts(game, step):
        for language in TUPLE_LANGUAGES:
            text = catalogs[language].get(key)
            assert text, (language, key)
            assert set(placeholders(text)) <= given, (language, key, placeholders(text))


@pytest.mark.parametrize("game, index, step, mistake", ALL_MISTAKES,
                         ids=[f"{game}-{step.name}-{mistake.hint}" for game, _, step, mistake in ALL_MISTAKES])
def test_a_likely_mistake_gets_its_own_hint(game, index, step, mistake):
    """The mistake's moves are legal from the step's start, do not pass it, and the coach answers with the
    mistake's own text (a correct alternative is a passing line, never a mistake)."""
    engine = engine_for(game)
    player = LessonPlayer(engine)
    player.begin(index)
    for intended in mistake.moves:
        player.play(chosen(engine, player.session.state, intended))
    assert player.phase in (ELSEWHERE, ENDED), (step.name, mistake)
    assert not any(moves_fit(player.played(), line[:len(player.played())]) for line in passing_lines(step))
    hint = player.hint()
    assert hint.key == f"{game}.lesson_step.{step.name}.mistake.{mistake.hint}"


@pytest.mark.parametrize("game, index, step", [case for case in ALL_STEPS if case[2].passes],
                         ids=lambda value: getattr(value, "name", str(value)))
def test_a_correct_alternative_passes_the_step(game, index, step):
    """Every other passing line of a step passes it, move by move on the way."""
    engine = engine_for(game)
    for line in step.passes:
        player = LessonPlayer(engine)
        player.begin(index)
        for number, intended in enumerate(line, start=1):
            player.play(chosen(engine, player.session.state, intended))
            assert player.phase == (PASSED if number == len(line) else TASK), (step.name, line)


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_chapters_stand_together_and_have_names(game):
    """Steps of one chapter are next to each other, and each chapter has its name in every language."""
    steps, catalogs = lesson_steps(game), load_catalogs()
    found = [chapter for chapter, _ in chapters(steps)]
    assert len(found) == len(set(found)), f"a chapter of {game} is split: {found}"
    for chapter in found:
        for language in TUPLE_LANGUAGES:
            assert catalogs[language].get(f"{game}.lesson_chapter.{chapter}"), (language, chapter)


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_real_game_after_the_lesson_is_one_the_engine_plays_and_is_named(game):
    """REAL_GAME decodes to the engine's parameters and the coach can say which game it is."""
    text = real_game(game)
    assert text is not None, f"gamepkg/{game}/lesson.py names no REAL_GAME"
    engine = engine_for(game)
    assert engine.Params.decode(text).encode() == text
    assert load_catalogs()["en"].get(f"{game}.lesson_real_game")
