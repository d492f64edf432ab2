"""Issue 14: files a learner can read. No module in gamepkg/ or widgets/ is over MAX_LINES lines, and a module
split to get there keeps its public names where learners (and the other modules) import them from.
"""

import ast
import pathlib

import pytest

from gamepkg.catalog_po import GENERATED_FIRST_LINE, is_generated_catalog, translation_source

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAX_LINES = 400
FOLDERS = ("gamepkg", "widgets")


def over_the_line_limit(source):
    """True when ``source`` has more than MAX_LINES lines and is not a catalog that gamepkg/catalog_po.py wrote (a
    language's texts, lang_<code>.py, one line a text: data, not code to read)."""
    return len(source.splitlines()) > MAX_LINES and not is_generated_catalog(source)


def test_no_module_of_the_game_is_over_the_line_limit():
    """Every .py file in gamepkg/ and widgets/ (sub-folders too) has at most MAX_LINES lines, generated catalogs
    aside."""
    too_long = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            if over_the_line_limit(source):
                too_long[str(path.relative_to(ROOT))] = len(source.splitlines())
    assert too_long == {}, f"over {MAX_LINES} lines: split these by job"


def test_a_catalog_that_catalog_po_writes_is_outside_the_line_limit():
    """A whole language's lang_<code>.py as ``catalog_po import`` writes it is far over the limit and passes; the
    same lines without the generated docstring, or a module that only mentions it later, do not."""
    texts = {f"menu.text_{number}": f"text {number}" for number in range(MAX_LINES)}
    generated = translation_source(texts)
    assert len(generated.splitlines()) > MAX_LINES and not over_the_line_limit(generated)
    hand_written = generated.replace(GENERATED_FIRST_LINE, "Texts typed by hand.")
    assert over_the_line_limit(hand_written)
    assert over_the_line_limit(f'"""A module."""\n\nNOTE = "{GENERATED_FIRST_LINE}"\n' + "\n" * MAX_LINES)


def test_the_garden_module_names_only_what_it_has():
    """Asking gamepkg.garden.rules for a name it does not have is still an AttributeError (not a silent None)."""
    from gamepkg.garden import rules as garden
    with pytest.raises(AttributeError, match="no_such_rule"):
        getattr(garden, "no_such_rule")  # noqa: B009 (the lookup is what is tested)


def class_names(tree, class_name=None):
    """The methods and class attributes defined in the classes of ``tree`` (only ``class_name`` if given)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and class_name in (None, node.name):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    names.add(item.name)
                elif isinstance(item, ast.Assign):
                    names.update(target.id for target in item.targets if isinstance(target, ast.Name))
    return names


def test_the_lesson_lists_every_hook_a_tab_provides():
    """Each GameView name that a real tab overrides (a hook: title, menus, options, shown/hidden...) is named in
    both lessons, so that a new game's author never has to read game_view.py and app_menus.py to find it."""
    offered = class_names(ast.parse((ROOT / "widgets" / "game_view.py").read_text(encoding="utf-8")), "GameView")
    offered |= class_names(ast.parse((ROOT / "widgets" / "record_hooks.py").read_text(encoding="utf-8")), "RecordHooks")
    overridden = set()
    for path in sorted((ROOT / "widgets").rglob("*.py")):
        if path.name not in ("game_view.py", "record_hooks.py"):
            overridden |= class_names(ast.parse(path.read_text(encoding="utf-8")))
    hooks = (offered & overridden) - {"__init__"}
    assert {"build", "redraw", "extra_menu_items", "option_items", "on_shown", "on_hidden"} <= hooks
    for lesson in ("adding-a-game.md", "adding-a-game.ja.md"):
        text = (ROOT / "docs" / lesson).read_text(encoding="utf-8")
        assert sorted(hook for hook in hooks if f"| `{hook}" not in text and f"`{hook}(" not in text
                      and f"`{hook}`" not in text) == [], lesson
