"""Rules of the house that keep the code teachable: no tkinter in gamepkg, docstrings everywhere."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("gamepkg", "widgets")


def python_files(folder):
    """Every .py file below ``folder`` of the repo."""
    return sorted((ROOT / folder).rglob("*.py"))


def test_rule_engines_never_import_tkinter():
    """No module under gamepkg/ imports tkinter (the rules run without a screen)."""
    offenders = []
    for path in python_files("gamepkg"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(name == "tkinter" or name.startswith("tkinter.") for name in names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_every_function_has_a_docstring():
    """Every function and method in gamepkg/ and widgets/ has a docstring."""
    missing = []
    for folder in SOURCE_DIRS:
        for path in python_files(folder):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not ast.get_docstring(node):
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert missing == []


def test_no_star_imports():
    """No ``from x import *`` anywhere in the code."""
    found = []
    for folder in SOURCE_DIRS + ("tests", "bench"):
        for path in python_files(folder):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_engines_start_with_exercises():
    """Each rule engine's module docstring points to its numbered exercises (the ``<game>.exercise.N`` messages)."""
    from gamepkg.i18n import load_catalogs
    from gamepkg.registry import GAMES
    from gamepkg.source_info import exercise_keys
    catalog = load_catalogs()["en"]
    for game, entry in GAMES.items():
        path = ROOT / (entry.engine.replace(".", "/") + ".py")
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        assert f"{game}.exercise.N" in doc, f"{path.name} does not point to its exercises"
        assert len(exercise_keys(catalog, game)) >= 3, f"{game} has fewer than three exercises"


def test_the_lesson_player_knows_no_game_by_name():
    """gamepkg/lesson_player.py names no game and imports no engine: lessons are data (gamepkg/lessons/)."""
    from gamepkg.registry import GAMES
    path = ROOT / "gamepkg" / "lesson_player.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    engines = {GAMES[game].engine for game in GAMES}
    assert not engines.intersection(imported)
    words = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    names |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    for game in GAMES:
        assert not any(game in word for word in words), game
        assert game not in names, game
