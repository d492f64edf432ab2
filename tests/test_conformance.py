"""Every recorded seed trace in tests/data/conformance/ replays without a mismatch; the command line works."""

import json
import pathlib
import shutil

import pytest

from tests.conformance import KINDS, check_file, kind_of, main, replay_file

DATA = pathlib.Path(__file__).parent / "data" / "conformance"
TRACES = sorted(p for p in DATA.glob("*/*.json")
                if p.parent.name != "skirmish_saves" and p.name not in ("optimal.json", "manifest.json"))


def test_traces_are_present():
    """The copied traces are there, so the replay below cannot pass by finding nothing."""
    folders = {p.parent.name for p in TRACES}
    assert "mines" in folders


@pytest.mark.parametrize("path", TRACES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_trace_replays(path):
    """The engine reproduces the seed's recorded playthrough exactly."""
    assert replay_file(path) == []


def test_the_command_line_has_help(capsys):
    """``python tests/conformance.py --help`` prints the usage and exits 0 (it is not taken for a file)."""
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0 and "usage: python tests/conformance.py" in capsys.readouterr().out


def test_the_readme_command_checks_every_file_by_its_own_rule(capsys):
    """All of tests/data/conformance/*/*.json passes: playthroughs, lesson saves, their manifest, the optimum."""
    files = sorted(str(path) for path in DATA.glob("*/*.json"))
    assert main(files) == 0
    summary = capsys.readouterr().out.strip().splitlines()[-1]
    assert summary.startswith(f"{len(files)} passed, 0 failed")
    assert {kind_of(path) for path in files} == set(KINDS)


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
