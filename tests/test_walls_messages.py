"""Delayed Walls text: both languages, matching placeholders, a message for every code the engine reports."""

import ast
import pathlib

from gamepkg.i18n import TUPLE_LANGUAGES, Translator, placeholders, texts_by_language
from gamepkg.walls import level_files as walls_levels
from gamepkg.walls import rules as walls
from gamepkg.walls.messages import MESSAGES
from gamepkg.walls.messages_view import MESSAGES as VIEW_MESSAGES


def test_every_message_has_the_same_placeholders_in_both_languages():
    """A view can fill any message in either language with the same fields."""
    for key, texts in MESSAGES.items():
        by_language = texts_by_language(texts)
        assert key.startswith("walls.") and set(by_language) == set(TUPLE_LANGUAGES) and all(by_language.values())
        assert len({frozenset(placeholders(text)) for text in by_language.values()}) == 1, key


def test_every_refusal_and_preview_outcome_has_a_message():
    """What the tab says about a refused step and what the preview says about each direction can be shown."""
    for reason in ("invalid", "fixed_wall", "grown_wall", walls.WON, walls.STRANDED, walls.COLLISION):
        assert f"walls.view.refused.{reason}" in VIEW_MESSAGES, reason
    for move in walls.MOVES:
        assert f"walls.view.dir.{move}" in VIEW_MESSAGES and f"walls.view.dir_name.{move}" in VIEW_MESSAGES
    outcomes = ("walk", "light", "won", "exit_locked", "stranded", "collision", "blocked_fixed_wall",
                "blocked_grown_wall", "over_won", "over_stranded", "over_collision")
    for outcome in outcomes:
        assert f"walls.view.preview.{outcome}" in VIEW_MESSAGES, outcome
    assert "walls.reason.game_over" in MESSAGES


def test_every_level_error_has_a_message_with_the_same_fields_in_both_languages():
    """Each reason the level loader reports has a message, and the Japanese and English texts use the same
    fields; the command line's English comes from the same message."""
    for reason in walls_levels.REASONS:
        key = f"walls.level_error.{reason}"
        assert key in MESSAGES, key
        assert len({frozenset(placeholders(text)) for text in texts_by_language(MESSAGES[key]).values()}) == 1, key
    error = walls_levels.LevelError("bad_char", "a.txt", 3, char="?", column=2)
    assert str(error) == "a.txt line 3: unknown character '?' in column 2 (use # . * S E)"


def test_translator_shows_the_hint_in_japanese():
    """The shared Translator finds the walls catalog."""
    translator = Translator("ja")
    assert translator.t("walls.title") == "後から来る壁"
    assert "3" in translator.t("walls.view.hint.move", direction="右", remaining=3)


def test_engine_modules_import_no_tkinter():
    """The rules, levels and solver modules stay free of tkinter."""
    package = pathlib.Path(walls.__file__).parent
    for name in ("rules.py", "level_files.py", "solver.py"):
        tree = ast.parse((package / name).read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not any(module and module.startswith("tkinter") for module in imported), name
