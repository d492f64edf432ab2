"""Delayed Walls text: both languages, matching placeholders, a message for every code the engine reports."""

import ast
import pathlib

from gamepkg import walls, walls_levels
from gamepkg.i18n import Translator, placeholders
from gamepkg.messages.walls import MESSAGES

REASONS = ("invalid", "won", "stranded", "collision", "fixed_wall", "grown_wall", "light", "walk",
           "undo", "nothing_to_undo")


def test_every_message_has_the_same_placeholders_in_both_languages():
    """A view can fill any message in either language with the same fields."""
    for key, (japanese, english) in MESSAGES.items():
        assert key.startswith("walls.")
        assert japanese and english
        assert placeholders(japanese) == placeholders(english), key


def test_every_reason_status_and_preset_has_a_message():
    """Reason codes, statuses, move names, events and preset names can all be shown."""
    for reason in REASONS:
        assert f"walls.reason.{reason}" in MESSAGES
    for status in (walls.PLAYING, walls.WON, walls.STRANDED, walls.COLLISION):
        assert f"walls.status.{status}" in MESSAGES
    for move in walls.MOVES:
        assert f"walls.move.{move}" in MESSAGES
    for key in walls.PRESETS:
        assert f"walls.preset.{key}" in MESSAGES
    assert "walls.event.matured" in MESSAGES and "walls.event.scheduled" in MESSAGES


def test_every_level_error_has_a_message_with_the_engines_fields():
    """Each reason the level loader reports has a message using the same detail names."""
    for reason, english in walls_levels.ENGLISH_REASONS.items():
        key = f"walls.level_error.{reason}"
        assert key in MESSAGES, key
        assert placeholders(MESSAGES[key][1]) == placeholders(english), key


def test_translator_shows_the_hint_in_japanese():
    """The shared Translator finds the walls catalog."""
    translator = Translator("ja")
    assert translator.t("walls.title") == "後から来る壁"
    assert "3" in translator.t("walls.hint.move", move="右", remaining=3)


def test_engine_modules_import_no_tkinter():
    """The rules, levels and solver modules stay free of tkinter."""
    package = pathlib.Path(walls.__file__).parent
    for name in ("walls.py", "walls_levels.py", "walls_solver.py"):
        tree = ast.parse((package / name).read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not any(module and module.startswith("tkinter") for module in imported), name
