"""Rules of the house that keep the code teachable: no tkinter in gamepkg, docstrings everywhere."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("gamepkg", "widgets", "mirrorgames")


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


def test_every_name_in_all_exists():
    """A module's ``__all__`` (its re-exports, e.g. gamepkg.mines) names only what the module really has."""
    import importlib
    wrong = []
    for folder in ("gamepkg", "widgets", "mirrorgames"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "__all__" not in path.read_text(encoding="utf-8"):
                continue
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            module = importlib.import_module(name)
            wrong += [f"{name}.{item}" for item in module.__all__ if not hasattr(module, item)]
    assert wrong == []
