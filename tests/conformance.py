"""Replay recorded seed playthroughs against the engines: python tests/conformance.py FILE...

Each trace file names its game in the "game" field; tests/replayers/<game>.py replays it through the
engine and returns one line per mismatch. Prints those lines, then ``N passed, M failed``; exits 0 only
when every file passes.
"""

import importlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def replay_file(path):
    """Replay one trace file; returns a list of mismatch lines (empty when it passes)."""
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


def main(argv):
    """Replay every file named in ``argv`` and print the summary line; returns the exit code."""
    if not argv:
        print("usage: python tests/conformance.py FILE...", file=sys.stderr)
        return 2
    passed = failed = 0
    for path in argv:
        problems = replay_file(path)
        if problems:
            failed += 1
            for line in problems:
                print(f"{path}: {line}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
