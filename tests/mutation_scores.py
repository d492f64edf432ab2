"""Print the mutation scores of the last mutmut runs (see README, "For contributors: mutation testing").

    python tests/mutation_scores.py [gamepkg/walls/rules.py ...]

Reads mutmut's results in mutants/ (after ``python -m mutmut run "gamepkg.walls.rules*"``) and prints, per
module, the mutants made, caught (killed or timed out), survived, with no test, not yet run, and the
score: caught / made. The survivors listed in tests/mutation_equivalents.txt (changes that make no
difference a test could see) are counted apart, and the second score leaves them out.
It is not a test: the normal test run never runs mutmut (too slow).
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EQUIVALENTS = ROOT / "tests" / "mutation_equivalents.txt"
CAUGHT = frozenset({1, 3, 24, -24, 152, 255, 36, 37})  # mutmut's exit codes for killed, timeout and type-check kills
SURVIVED = frozenset({0})
NO_TESTS = frozenset({5, 33})


def equivalent_names(path=EQUIVALENTS):
    """The mutant names listed as equivalent: the first word of every line that is not a comment."""
    if not path.exists():
        return set()
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and not line.startswith("#")}


def module_counts(meta_path, equivalents):
    """{made, caught, survived, equivalent, no_tests, not_run} for one module's mutmut results file."""
    codes = json.loads(meta_path.read_text(encoding="utf-8"))["exit_code_by_key"]
    counts = dict.fromkeys(("made", "caught", "survived", "equivalent", "no_tests", "not_run"), 0)
    for name, code in codes.items():
        counts["made"] += 1
        if code is None:
            counts["not_run"] += 1
        elif code in CAUGHT:
            counts["caught"] += 1
        elif code in SURVIVED and name in equivalents:
            counts["equivalent"] += 1
        elif code in SURVIVED:
            counts["survived"] += 1
        elif code in NO_TESTS:
            counts["no_tests"] += 1
        else:
            counts["survived"] += 1  # suspicious, segfault: not caught
    return counts


def main(modules):
    """Print the table for ``modules`` (default: every module mutmut has run)."""
    mutants = ROOT / "mutants"
    metas = ([mutants / f"{module}.meta" for module in modules] if modules
             else sorted(mutants.glob("gamepkg/**/*.py.meta")))  # the suite's modules and each game's folder
    equivalents = equivalent_names()
    print("| module | mutants | caught | survived | equivalent | no test | not run | score | without equivalents |")
    print("|---|---|---|---|---|---|---|---|---|")
    for meta in metas:
        if not meta.exists():
            print(f"| {meta.relative_to(mutants).with_suffix('')} | (not run) |")
            continue
        counts = module_counts(meta, equivalents)
        if counts["not_run"] == counts["made"]:
            continue
        made = counts["made"]  # a mutant not run yet counts against the score, as a survivor does
        score = counts["caught"] / made
        fair = counts["caught"] / (made - counts["equivalent"]) if made > counts["equivalent"] else 0.0
        name = meta.relative_to(mutants).with_suffix("")
        print(f"| {name} | {counts['made']} | {counts['caught']} | {counts['survived']} | {counts['equivalent']} "
              f"| {counts['no_tests']} | {counts['not_run']} | {score:.0%} | {fair:.0%} |")


if __name__ == "__main__":
    main(sys.argv[1:])
