"""Check the recorded seed data against the engines: python tests/conformance.py FILE...

Each file is checked by the rule of its kind (tests/data/conformance/README.md describes the data):

- a playthrough names its game in the "game" field; tests/replayers/<game>.py replays it through the
  engine and returns one line per mismatch;
- a save file of the seed lesson (a folder with a manifest.json, e.g. skirmish_saves/) must load or be
  refused as its manifest says, and the manifest must name every save file beside it
  (tests/replayers/skirmish_saves.py);
- walls/optimal.json, the seed's shortest solutions, must match the solver (tests/replayers/walls_optimum.py).

Prints the mismatches, then ``N passed, M failed``; exits 0 only when every file passes.
"""

import argparse
import importlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.replayers.skirmish_saves import MANIFEST, check_manifest, check_save  # noqa: E402
from tests.replayers.walls_optimum import check_optimum  # noqa: E402

KINDS = ("playthrough", "lesson save", "save manifest", "walls optimum")


def kind_of(path):
    """Which rule checks ``path``: one of KINDS, told by its name and folder."""
    path = pathlib.Path(path)
    if path.name == MANIFEST:
        return "save manifest"
    if (path.parent / MANIFEST).is_file():
        return "lesson save"
    if path.name == "optimal.json" and path.parent.name == "walls":
        return "walls optimum"
    return "playthrough"


def replay_file(path):
    """Replay one playthrough file; returns a list of mismatch lines (empty when it passes)."""
    try:
        trace = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        return [f"cannot read trace: {error}"]
    game = trace.get("game") if isinstance(trace, dict) else None
    if not isinstance(game, str) or not game.isidentifier():
        return ["no game field in the trace"]
    try:
        replayer = importlib.import_module(f"tests.replayers.{game}")
    except ModuleNotFoundError:
        return [f"no replayer for game {game!r}"]
    try:
        return list(replayer.replay(trace))
    except Exception as error:  # a crash in the engine is a mismatch, not the end of the run
        return [f"replay crashed: {type(error).__name__}: {error}"]


def check_file(path):
    """Check one file by the rule of its kind; returns a list of problem lines (empty when it passes)."""
    checks = {"playthrough": replay_file, "lesson save": check_save, "save manifest": check_manifest,
              "walls optimum": check_optimum}
    try:
        return list(checks[kind_of(path)](path))
    except Exception as error:  # an unreadable or odd file is a failure of that file, not of the run
        return [f"check crashed: {type(error).__name__}: {error}"]


def parse_arguments(argv):
    """The command line: one or more files; argparse prints the usage for --help or no files."""
    parser = argparse.ArgumentParser(
        prog="python tests/conformance.py",
        description="Check recorded seed playthroughs, the seed lesson's save files and the Delayed Walls "
                    "optimum against the rule engines; prints 'N passed, M failed'.",
        epilog="example: python tests/conformance.py tests/data/conformance/*/*.json")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a JSON file from tests/data/conformance/")
    return parser.parse_args(argv)


def main(argv):
    """Check every file named in ``argv`` and print the summary line; returns the exit code."""
    arguments = parse_arguments(argv)
    passed = failed = 0
    counts = dict.fromkeys(KINDS, 0)
    for path in arguments.files:
        counts[kind_of(path)] += 1
        problems = check_file(path)
        if problems:
            failed += 1
            for line in problems:
                print(f"{path}: {line}")
        else:
            passed += 1
    kinds = ", ".join(f"{count} {kind}{'s' if count != 1 else ''}" for kind, count in counts.items() if count)
    print(f"{passed} passed, {failed} failed ({kinds})")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
