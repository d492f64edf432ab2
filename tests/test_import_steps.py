"""widgets/import_steps.py: a module's top-level imports read from its code, and imports one module a step."""

import sys

from widgets.import_steps import ImportSteps, module_spec, top_level_imports


def test_top_level_imports_are_read_from_the_code_without_the_imports_inside_functions():
    """gamepkg/mines/rules.py imports its solver only inside place_mines: the top-level list leaves it out."""
    found = top_level_imports("gamepkg.mines.rules", module_spec("gamepkg.mines.rules", module_spec("gamepkg")))
    assert "random" in found and "gamepkg.mines.grid" in found and "gamepkg" in found
    assert "gamepkg.mines.solver" not in found


def test_relative_imports_and_packages_come_out_as_full_names(tmp_path, monkeypatch):
    """``from . import b`` in a package's module names ``pkg.b``; the package comes before its modules."""
    package = tmp_path / "steps_fake"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "a.py").write_text("from . import b\nfrom .c import name\nimport os.path\n", encoding="utf-8")
    (package / "b.py").write_text("from .c import name\n", encoding="utf-8")
    (package / "c.py").write_text("name = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        steps = ImportSteps(["steps_fake.a"])
        found = top_level_imports("steps_fake.a", module_spec("steps_fake.a", module_spec("steps_fake")))
        assert found == ["steps_fake", "steps_fake.b", "steps_fake.c", "steps_fake.c.name", "os", "os.path"]
        news = []
        while True:
            before = set(sys.modules)
            more = steps.step()
            news.append(sorted(name for name in set(sys.modules) - before if name.startswith("steps_fake")))
            if not more:
                break
        assert all(len(names) <= 1 for names in news)
        assert steps.imported == ["steps_fake", "steps_fake.c", "steps_fake.b", "steps_fake.a"]
        assert sys.modules["steps_fake.a"].name == 1
    finally:
        for name in [name for name in sys.modules if name.startswith("steps_fake")]:
            del sys.modules[name]


def imports_by_dis(code):
    """(level, names, module) of each top-level import of ``code``, as the dis module reads them."""
    import dis
    found, constants = [], []
    for instruction in dis.get_instructions(code):
        if instruction.opname in ("LOAD_CONST", "LOAD_SMALL_INT"):
            constants.append(instruction.argval)
        elif instruction.opname == "IMPORT_NAME":
            found.append((*constants[-2:], instruction.argval))
    return found


def test_the_bytecode_is_read_as_the_dis_module_reads_it():
    """import_instructions reads the raw bytecode (quicker than dis): the same imports as dis finds, for modules
    of the suite and of the standard library with relative, dotted and from-imports."""
    from widgets import import_steps
    for name in ("gamepkg.mines.rules", "gamepkg.walls.rules", "widgets.app", "json", "unittest", "email.message"):
        spec = module_spec(name, module_spec(name.rpartition(".")[0]) if "." in name else None)
        code = spec.loader.get_code(name)
        found = list(import_steps.import_instructions(code))
        assert found == imports_by_dis(code) and found, name
