"""Every recorded seed trace in tests/data/conformance/ replays without a mismatch; the command line works.

The traces record the seed games' original rules, so the tests that replay them carry the ``seed`` marker:
after changing a rule (an exercise of Help → How This Game Is Made), ``python -m pytest -m "not seed"`` runs
the others. A mismatch is reported field by field (tests/replayers/field_diff.py).
"""

import ast
import json
import pathlib
import shutil

import pytest

from tests.conformance import KINDS, check_file, kind_of, main, replay_file

DATA = pathlib.Path(__file__).parent / "data" / "conformance"
TRACES = sorted(p for p in DATA.glob("*/*.json")
                if p.parent.name != "skirmish_saves" and p.name not in ("optimal.json", "manifest.json"))


@pytest.mark.seed
def test_traces_are_present():
    """The copied traces are there, so the replay below cannot pass by finding nothing."""
    folders = {p.parent.name for p in TRACES}
    assert "mines" in folders


@pytest.mark.seed
@pytest.mark.parametrize("path", TRACES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_trace_replays(path):
    """The engine reproduces the seed's recorded playthrough exactly."""
    assert replay_file(path) == []


def test_the_command_line_has_help(capsys):
    """``python tests/conformance.py --help`` prints the usage and exits 0 (it is not taken for a file)."""
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0 and "usage: python tests/conformance.py" in capsys.readouterr().out


@pytest.mark.seed
def test_the_readme_command_checks_every_file_by_its_own_rule(capsys):
    """All of tests/data/conformance/*/*.json passes: playthroughs, lesson saves, their manifest, the optimum."""
    files = sorted(str(path) for path in DATA.glob("*/*.json"))
    assert main(files) == 0
    summary = capsys.readouterr().out.strip().splitlines()[-1]
    assert summary.startswith(f"{len(files)} passed, 0 failed")
    assert {kind_of(path) for path in files} == set(KINDS)


@pytest.mark.seed
def test_a_lesson_save_that_breaks_its_manifest_fails(tmp_path):
    """A save the manifest calls refused but that loads (and a file the manifest misses) are reported."""
    saves = DATA / "skirmish_saves"
    shutil.copyfile(saves / "valid_01_A_both.json", tmp_path / "valid_01_A_both.json")
    shutil.copyfile(saves / "valid_01_A_both.json", tmp_path / "stray.json")
    manifest = {"valid_01_A_both.json": {"valid": False, "exception": "ValueError", "note": "made up"}}
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert kind_of(tmp_path / "valid_01_A_both.json") == "lesson save"
    assert check_file(tmp_path / "valid_01_A_both.json") == [
        "loaded but the manifest says the seed refuses it (ValueError: made up)"]
    assert check_file(tmp_path / "manifest.json") == ["a save file the manifest does not name: stray.json"]


def traced_copy(tmp_path, game, change):
    """A copy of the first recorded ``game`` playthrough with ``change(trace)`` applied; returns its path."""
    source = next(path for path in TRACES if path.parent.name == game and path.name[0].isdigit())
    trace = json.loads(source.read_text(encoding="utf-8"))
    change(trace)
    copy = tmp_path / f"{game}.json"
    copy.write_text(json.dumps(trace), encoding="utf-8")
    return copy, trace


@pytest.mark.seed
def test_a_playthrough_that_differs_names_the_fields_not_two_whole_states(tmp_path):
    """One changed number gives one line with the field, the engine's value and the recorded one."""
    def lower_enemy_hp(trace):
        """Record one hp less for enemy 1 after the first step."""
        trace["steps"][0]["state"]["hp"][2] -= 1

    path, trace = traced_copy(tmp_path, "skirmish", lower_enemy_hp)
    engine_hp = trace["steps"][0]["state"]["hp"][2] + 1
    action = trace["steps"][0]["action"]
    assert replay_file(path) == [f"step 1 {action!r}: hp of E1: {engine_hp}, recorded {engine_hp - 1}"]


@pytest.mark.seed
def test_a_set_that_differs_lists_only_the_cells_one_side_has(tmp_path):
    """A recorded list of opened cells with one cell missing names that cell, not both lists."""
    def forget_a_cell(trace):
        """Drop the last opened cell from the first step that opened several (and stop the trace there)."""
        number = next(n for n, step in enumerate(trace["steps"]) if len(step["state"]["opened"]) > 1)
        trace["steps"] = trace["steps"][:number + 1]
        trace["forgotten"] = trace["steps"][-1]["state"]["opened"].pop()

    path, trace = traced_copy(tmp_path, "mines", forget_a_cell)
    last = trace["steps"][-1]
    kept = len(last["state"]["opened"])
    assert replay_file(path) == [f"step {len(trace['steps'])} {last['action']}: opened: {kept + 1} items, "
                                 f"recorded {kept} (only here: [{trace['forgotten']!r}]; only recorded: [])"]


def seed_data_names(tree):
    """The module-level names of a test file that hold recorded seed data (or are built from such names)."""
    names, grew = set(), True
    while grew:
        grew = False
        for node in tree.body:
            if isinstance(node, ast.Assign):
                text = ast.unparse(node.value)
                used = {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)}
                if "'conformance'" in text or used & names:
                    new = {t.id for t in node.targets if isinstance(t, ast.Name)} - names
                    names |= new
                    grew = grew or bool(new)
    return names


def test_every_test_that_reads_seed_data_is_marked_seed():
    """``pytest -m "not seed"`` leaves out every test that uses tests/data/conformance/, and only those."""
    unmarked = []
    for path in sorted(pathlib.Path(__file__).parent.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = seed_data_names(tree)
        for node in tree.body:
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
            marked = any(ast.unparse(d) == "pytest.mark.seed" for d in node.decorator_list)
            if used & names and not marked:
                unmarked.append(f"{path.name}::{node.name}")
    assert unmarked == []
