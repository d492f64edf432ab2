"""The in-app code window's pure parts: each game's exercises in both languages, and the syntax colours.

The exercises of Help → How This Game Is Made are messages (``<game>.exercise.1``, ``.2``, ...) in the game's
module of gamepkg/messages/, so they come in Japanese and English alike; the engine's docstring points there.
The tic-tac-toe lesson (docs/adding-a-game*.md) follows the same design.
"""

import ast
import pathlib
import re

from gamepkg.i18n import LANGUAGES, Translator, load_catalogs
from gamepkg.registry import GAMES
from gamepkg.source_info import colour_spans, engine_game, exercise_keys, exercises

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOGS = load_catalogs()
CODE = re.compile(r"`([^`\s]+)`")
PATH = re.compile(r"\b((?:gamepkg|widgets|tests)/[\w/]+\.py)\b")


def project_source():
    """The text of every Python file of gamepkg/, widgets/ and tests/ (to look names up in)."""
    return "\n".join(path.read_text(encoding="utf-8") for folder in ("gamepkg", "widgets", "tests")
                     for path in (ROOT / folder).rglob("*.py"))


def test_every_game_has_three_to_five_exercises_the_same_in_both_languages():
    """Each game has 3-5 exercises numbered from 1 without a gap, the same numbers in ja and en, none empty."""
    for game in GAMES:
        keys = {language: exercise_keys(CATALOGS[language], game) for language in LANGUAGES}
        assert keys["ja"] == keys["en"] and 3 <= len(keys["en"]) <= 5, game
        stray = {key for key in CATALOGS["en"] if key.startswith(f"{game}.exercise.")} - set(keys["en"])
        assert stray == set(), f"{game}: exercises outside the numbering 1, 2, ...: {stray}"
        assert all(CATALOGS[language][key].strip() for language in LANGUAGES for key in keys[language])


def test_the_exercises_come_in_the_players_language():
    """The same numbered exercises, read in Japanese and in English, are different texts."""
    for game in GAMES:
        japanese, english = exercises(Translator("ja"), game), exercises(Translator("en"), game)
        assert [number for number, _ in japanese] == [number for number, _ in english] == list(
            range(1, len(english) + 1))
        assert all(ja != en for (_, ja), (_, en) in zip(japanese, english))


def test_every_exercise_of_a_game_with_seed_data_says_which_playthroughs_change():
    """Where recorded seed playthroughs exist, each exercise tells whether (and which of) them will differ."""
    for game in GAMES:
        if not (ROOT / "tests" / "data" / "conformance" / game).is_dir():
            continue
        for key in exercise_keys(CATALOGS["en"], game):
            assert "Seed playthroughs" in CATALOGS["en"][key] and "シードの記録" in CATALOGS["ja"][key], key


def test_the_files_and_names_an_exercise_gives_exist():
    """Every file path and every `name` an exercise names is in the project (or is a message id)."""
    source = project_source()
    missing = []
    for game in GAMES:
        for key in exercise_keys(CATALOGS["en"], game):
            for language in LANGUAGES:
                text = CATALOGS[language][key]
                missing += [f"{key}: {path}" for path in PATH.findall(text) if not (ROOT / path).is_file()]
                for name in CODE.findall(text):
                    if not re.fullmatch(r"[A-Za-z_][\w.]*", name):
                        continue  # a command, a code snippet or a character
                    if name not in CATALOGS[language] and name.rsplit(".", 1)[-1] not in source:
                        missing.append(f"{key}: `{name}`")
    assert missing == []


def test_the_window_finds_the_game_of_an_engine_file():
    """gamepkg/mines/rules.py belongs to mines; a file that is no game's engine belongs to none."""
    assert engine_game("gamepkg/mines/rules.py") == "mines"
    assert engine_game("gamepkg/rules.py") is None


def test_engines_point_to_their_exercises_instead_of_listing_them():
    """An engine's docstring names its exercise messages and holds no numbered English list of its own."""
    for game, entry in GAMES.items():
        path = ROOT / (entry.engine.replace(".", "/") + ".py")
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        assert f"{game}.exercise.N" in doc, path.name
        assert not re.search(r"^\s*1\.\s", doc.split("Exercises", 1)[-1], re.MULTILINE), path.name


def test_the_lesson_writes_its_exercises_the_same_way():
    """The tic-tac-toe lesson's engine points to ``tictactoe.exercise.N`` and its messages hold 3-5 of them."""
    from tests.test_lesson import LESSON, lesson_blocks, lesson_files
    files = lesson_files(lesson_blocks(LESSON))
    doc = ast.get_docstring(ast.parse(files["gamepkg/tictactoe/rules.py"])) or ""
    assert "tictactoe.exercise.N" in doc and not re.search(r"^\s*1\.\s", doc, re.MULTILINE)
    namespace = {}
    exec(compile(files["gamepkg/tictactoe/messages.py"], "tictactoe messages", "exec"), namespace)
    catalog = namespace["MESSAGES"]
    assert 3 <= len(exercise_keys(catalog, "tictactoe")) <= 5
    assert all(len(catalog[key]) == 2 for key in exercise_keys(catalog, "tictactoe"))


def test_colour_spans_mark_keywords_strings_comments_and_definitions():
    """Keywords, def names, strings, numbers and comments get their tags at the right places."""
    spans = colour_spans('def f(x):\n    return "a" + 1  # note\n')
    tags = {(tag, start) for tag, start, _ in spans}
    assert ("keyword", (1, 0)) in tags and ("definition", (1, 4)) in tags
    assert ("keyword", (2, 4)) in tags and ("string", (2, 11)) in tags
    assert ("number", (2, 17)) in tags and ("comment", (2, 20)) in tags
