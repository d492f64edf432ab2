"""Start-up time and size of the suite beside a minimal tkinter window, from source and in both frozen forms.

    python bench/startup.py [--runs 7] [--no-frozen] [--rebuild] [--why]

"Start-up" is the wall time from starting a ``--smoke`` process to the line it prints once its first frame is
drawn (``mirrorgames-drawn frame CPU``: the window's frame, its tabs named, the menu bar); the minimal window
prints the same line after its first update. The "+ first tab" rows go on to the suite's second line, printed
once its first tab (the Minesweeper board) is drawn too, beside the same minimal frame (no target: the player
sees the window at the first frame and its board a frame later); the "whole run" rows time the processes to
their exit (a larger program also takes longer to end; no target either). The (cpu) rows give the CPU
seconds each process says it used by its first frame, steadier on a busy machine. The "no site (-S)" row
starts both from source with ``python -S``: without the site-packages' .pth files, which on some machines
import modules (importlib.resources, typing, ...) for every program and so hide what the suite imports, as a
fresh Python install would start them. The minimal
window is one tk.Tk with one ttk.Notebook, drawn and exited the same way; frozen, it is built with the same
PyInstaller options as the suite (build/build_exe.py), once as one file and once as a folder (--onedir),
into a temp folder (that takes a minute or two; --no-frozen skips the frozen rows). The suite's builds are
dist/mirrorgames[.exe] and dist/portable/mirrorgames/, each built first if it is missing or older than the
sources (or with --rebuild). A folder's size is all its files. Without a display the benchmark runs itself
again under xvfb-run. --why lists the slowest imports of the suite (python -X importtime).

Where the time goes: one more run of each, from source, times its steps in CPU milliseconds (the interpreter
and tkinter, the suite's imports, Tk(), building the window's frame, the first frame, then the suite's first
tab), so that a slower start shows which step grew.

The ratios are paired: every round runs each program once, the suite beside the minimal window, and a row's
ratio is the median of the rounds' ratios (this machine's speed jumps between two levels from one run to the
next, and the ratio of two medians could take one side from each level; the medians are shown too).

Targets: from source the suite starts within 1.2x the minimal window's time, frozen (one file, and the
folder, which unpacks nothing) within 1.3x of the minimal window frozen the same way, and at most 1.15x its
size. This prints figures; it asserts nothing.
"""

import argparse
import importlib.util
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

try:
    import resource
except ImportError:  # Windows: no CPU-time column
    resource = None

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from widgets.main import DRAWN_MARK  # noqa: E402  (what a --smoke run prints once a frame is drawn)

TARGETS = {"source start": 1.2, "one file start": 1.3, "one file size": 1.15,
           "folder start": 1.3, "folder size": 1.15}  # frozen: within 1.3x of the minimal window frozen the same way
FORMS = {"one file": False, "folder": True}  # row name: onedir
RERUN_MARK = "MIRRORGAMES_BENCH_UNDER_XVFB"
# The minimal window: one tk.Tk with one ttk.Notebook. Both the baseline program and its timed steps build it
# with these lines, so that the two cannot drift apart.
MINIMAL_WINDOW = """root = tk.Tk(className="baseline")
root.geometry("900x700")
notebook = ttk.Notebook(root)
notebook.pack(fill="both", expand=True)
notebook.add(ttk.Frame(notebook), text="tab")"""
MINIMAL_PROGRAM = '''"""A minimal tkinter window with one ttk.Notebook: the start-up baseline of bench/startup.py."""
import sys
import time
import tkinter as tk
from tkinter import ttk


def main():
    """Open the window; with --smoke draw it once, say so and exit."""
''' + "".join(f"    {line}\n" for line in MINIMAL_WINDOW.splitlines()) + '''    if "--smoke" in sys.argv:
        root.update_idletasks()
        root.update()
        print("''' + DRAWN_MARK + ''' frame", f"{time.process_time():.4f}", flush=True)
        root.destroy()
        return 0
    root.mainloop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''


def steps_program(imports, window, after_frame="pass"):
    """A program that times the steps of a start (CPU milliseconds since the interpreter started) and prints them:
    the interpreter, tkinter, ``imports`` (the suite's, or none), Tk() and ``window`` (both make ``root``), the
    first frame, then ``after_frame`` and a frame more ("first tab"). The suite and the minimal window are timed
    by the same lines around their own."""
    return "\n".join([
        "import os, sys, time",
        "sys.path.insert(0, sys.argv[1])",
        'marks = [("interpreter and site", time.process_time())]',
        "import tkinter as tk",
        "from tkinter import ttk",
        'marks.append(("import tkinter", time.process_time()))',
        imports,
        'marks.append(("suite imports", time.process_time()))',
        window.replace("\n", "\nmarks.append((\"Tk()\", time.process_time()))\n", 1),
        'marks.append(("window frame", time.process_time()))',
        "root.update_idletasks()",
        "root.update()",
        'marks.append(("first frame", time.process_time()))',
        after_frame,
        "root.update_idletasks()",
        "root.update()",
        'marks.append(("first tab", time.process_time()))',
        "root.destroy()",
        "print(repr([(name, round(1000 * (now - before), 1))",
        '             for (name, now), (_, before) in zip(marks, [("", 0.0)] + marks)]))',
    ])


SUITE_STEPS = steps_program("from gamepkg.savefile import DataStore\nfrom gamepkg.user_folder import data_folder_text\n"
                            "from widgets.app import SuiteApp",
                            'root = tk.Tk(className="mirrorgames")\n'
                            'app = SuiteApp(root, DataStore(data_folder_text()), language="en", frame_first=True)',
                            "app.finish_start()")
MINIMAL_STEPS = steps_program("", MINIMAL_WINDOW)


def step_times(env, runs=5):
    """{step: (suite CPU ms, minimal CPU ms)}, the median of ``runs`` runs of SUITE_STEPS and MINIMAL_STEPS."""
    import ast
    found = {"suite": [], "minimal": []}
    for _ in range(runs):
        for name, code in (("suite", SUITE_STEPS), ("minimal", MINIMAL_STEPS)):
            completed = subprocess.run([sys.executable, "-c", code, str(ROOT)], env=env, capture_output=True,
                                       text=True, timeout=120, check=False)
            if completed.returncode != 0:
                raise SystemExit(f"startup: the timed steps failed: {completed.stderr}")
            found[name].append(dict(ast.literal_eval(completed.stdout.strip().splitlines()[-1])))
    steps = list(found["suite"][0])
    return {step: tuple(statistics.median(run[step] for run in found[name]) for name in ("suite", "minimal"))
            for step in steps}


def print_steps(steps):
    """Print where the start-up time goes, step by step, suite beside minimal window."""
    print("\nwhere the time goes (CPU ms, median of 5 runs from source):")
    print(f"{'':22} {'suite':>8} {'minimal':>8} {'more':>8}")
    for step, (suite, minimal) in steps.items():
        print(f"{step:22} {suite:8.1f} {minimal:8.1f} {suite - minimal:8.1f}")
    names = list(steps)
    for label, last in (("to the first frame", "first frame"), ("with the first tab", names[-1])):
        counted = names[:names.index(last) + 1]
        suite, minimal = (sum(steps[name][index] for name in counted) for index in (0, 1))
        print(f"{label:22} {suite:8.1f} {minimal:8.1f} {suite - minimal:8.1f}")


def load_build_script():
    """Import build/build_exe.py by its path (build/ is not a package)."""
    spec = importlib.util.spec_from_file_location("build_exe", ROOT / "build" / "build_exe.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def children_cpu():
    """CPU seconds (user + system) used so far by finished child processes; 0 where unknown."""
    if resource is None:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_process(command, env, timeout=120):
    """{mark: (wall seconds, CPU seconds)} of one run of ``command``: each "mirrorgames-drawn MARK CPU" line it
    prints (wall time when the line arrived, the CPU seconds it says), and "exit" (when it ended; its CPU time
    as the system counts it). Raises when it fails."""
    cpu = children_cpu()
    marks = {}
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
        for line in process.stdout:
            words = line.split()
            if len(words) == 3 and words[0] == DRAWN_MARK:
                marks[words[1]] = (time.perf_counter() - start, float(words[2]))
        returncode = process.wait(timeout)
        marks["exit"] = (time.perf_counter() - start, children_cpu() - cpu)
        if returncode != 0:
            errors.seek(0)
            raise SystemExit(f"startup: {command[0]} failed ({returncode}): {errors.read().decode(errors='replace')}")
    if "frame" not in marks:
        raise SystemExit(f"startup: {command[0]} printed no '{DRAWN_MARK} frame' line")
    return marks


def timed_runs(commands, runs, env):
    """{command name: [its runs' {mark: (wall, CPU)}]}: ``runs`` rounds, each running every command once in turn
    (after a warm-up each), so that a suite's run and the minimal window's run beside it saw the same machine."""
    for command in commands.values():
        time_process(command, env)
    runs_of = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            runs_of[name].append(time_process(command, env))
    return runs_of


def median_times(runs_of):
    """{command name: {mark: (median wall, median CPU)}} of timed_runs' runs."""
    return {name: {mark: tuple(statistics.median(run[mark][index] for run in found) for index in (0, 1))
                   for mark in found[0]}
            for name, found in runs_of.items()}


def paired_ratio(suite_runs, minimal_runs, mark, index, minimal_mark=None):
    """The median over the rounds of suite / minimal (wall: ``index`` 0, CPU: 1) at ``mark`` (the minimal window's
    at ``minimal_mark``, else the same): each round's two runs side by side, so that a machine whose speed changes
    between rounds (this one's jumps between two) moves both sides of a ratio, not only one of two medians."""
    minimal_mark = minimal_mark or mark
    return statistics.median(suite[mark][index] / minimal[minimal_mark][index]
                             for suite, minimal in zip(suite_runs, minimal_runs))


def source_size():
    """Bytes of the suite's source: the launcher, gamepkg/ and widgets/ (.py and level .txt)."""
    files = [ROOT / "mirrorgames.pyw"]
    for package in ("gamepkg", "widgets"):
        files += [path for path in (ROOT / package).rglob("*")
                  if path.suffix in (".py", ".txt") and "__pycache__" not in path.parts]
    return sum(path.stat().st_size for path in files)


def quiet_run(command, folder):
    """Run a build command in ``folder``, showing its output only when it fails."""
    print("building:", " ".join(pathlib.Path(part).name if "/" in part else part for part in command[:3]),
          "...", flush=True)
    completed = subprocess.run(command, cwd=folder, capture_output=True, text=True, check=False)
    if completed.returncode != 0:
        print(completed.stdout + completed.stderr)
        raise SystemExit(f"startup: the build failed ({completed.returncode})")


def build_minimal_frozen(folder, build_exe, onedir):
    """Build the minimal window with the suite's PyInstaller options into ``folder``; returns the program."""
    script = folder / "baseline.pyw"
    form = "onedir" if onedir else "onefile"
    arguments = build_exe.pyinstaller_arguments(root=folder, work=folder / form / "work",
                                                dist=folder / form / "dist", script=script.name,
                                                name="baseline", data=[], imports=[], icon=None, onedir=onedir)
    build_exe.build_with(arguments, lambda command: quiet_run(command, folder))
    return build_exe.executable_path(folder / form / "dist", "baseline", onedir=onedir)


def build_suite_frozen(build_exe, rebuild, onedir):
    """The suite's program in dist/ (or dist/portable/), built by build/build_exe.py when missing, stale or asked."""
    target = build_exe.executable_path(onedir=onedir)
    sources = [ROOT / "mirrorgames.pyw", ROOT / "pyproject.toml"] + [source for source, _ in build_exe.bundled_data()]
    sources += [ROOT / (name.replace(".", "/") + ".py") for name in build_exe.hidden_imports()]
    newest = max(path.stat().st_mtime for path in sources if path.exists())
    if rebuild or not target.is_file() or target.stat().st_mtime < newest:
        quiet_run([sys.executable, str(ROOT / "build" / "build_exe.py")] + (["--onedir"] if onedir else []), ROOT)
    return target


def frozen_size(program, build_exe, onedir):
    """Bytes a teacher copies: the one file, or the whole folder of a portable build."""
    return build_exe.folder_size(program.parent) if onedir else program.stat().st_size


def slowest_imports(env, count=15):
    """The ``count`` imports of the suite with the most cumulative time, from python -X importtime."""
    completed = subprocess.run([sys.executable, "-X", "importtime", str(ROOT / "mirrorgames.pyw"), "--smoke"],
                               env=env, capture_output=True, text=True, check=False)
    rows = []
    for line in completed.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            rows.append((int(parts[1]), parts[2].rstrip()))
    rows.sort(reverse=True)
    return rows[:count]


def verdict(name, ratio):
    """'ok' or 'MISSED' against the target of ``name``, with the target."""
    limit = TARGETS.get(name)
    if limit is None:
        return ""
    return f"<= {limit:.2f}x  {'ok' if ratio <= limit else 'MISSED'}"


def print_table(rows):
    """Print (name, suite, minimal, unit, ratio) rows side by side with the ratio (suite / minimal where it is None)
    and the target."""
    print(f"{'':14} {'suite':>12} {'minimal':>12} {'ratio':>8}   target")
    for name, suite, minimal, unit, ratio in rows:
        if ratio is None:
            ratio = suite / minimal if minimal else float("inf")
        scale = {"s": 1, "KB": 1e3, "MB": 1e6}[unit]
        print(f"{name:14} {suite / scale:>9.3f} {unit:<2} {minimal / scale:>9.3f} {unit:<2} {ratio:>7.2f}x   "
              f"{verdict(name, ratio)}")


def needs_display():
    """True on X11 systems without a DISPLAY (Windows and macOS always have a screen)."""
    return sys.platform.startswith("linux") and not os.environ.get("DISPLAY") and not os.environ.get(RERUN_MARK)


def main(argv=None):
    """Measure and print the start-up table."""
    parser = argparse.ArgumentParser(description=__doc__.strip(), formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="Needs a display: without one it runs itself again under xvfb-run.")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each program (median shown)")
    parser.add_argument("--no-frozen", action="store_true", help="skip the frozen builds and columns")
    parser.add_argument("--rebuild", action="store_true", help="rebuild both of the suite's frozen forms first")
    parser.add_argument("--why", action="store_true", help="also list the suite's slowest imports")
    args = parser.parse_args(argv)
    if needs_display():
        if not shutil.which("xvfb-run"):
            raise SystemExit("startup: no DISPLAY and no xvfb-run (apt-get install xvfb xauth)")
        command = ["xvfb-run", "-a", sys.executable, str(pathlib.Path(__file__).resolve())] + sys.argv[1:]
        return subprocess.run(command, env=dict(os.environ, **{RERUN_MARK: "1"}), check=False).returncode
    build_exe = load_build_script()
    with tempfile.TemporaryDirectory(prefix="mirrorgames-startup-") as temp:
        folder = pathlib.Path(temp)
        minimal_script = folder / "baseline.pyw"
        minimal_script.write_text(MINIMAL_PROGRAM, encoding="utf-8")
        env = dict(os.environ, MIRRORGAMES_DATA=str(folder / "data"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run caches bytecode, as a player's first start does
        commands = {
            "suite source": [sys.executable, str(ROOT / "mirrorgames.pyw"), "--smoke"],
            "minimal source": [sys.executable, str(minimal_script), "--smoke"],
            "suite no site": [sys.executable, "-S", str(ROOT / "mirrorgames.pyw"), "--smoke"],
            "minimal no site": [sys.executable, "-S", str(minimal_script), "--smoke"],
        }
        sizes = {"suite source": source_size(), "minimal source": minimal_script.stat().st_size}
        forms = {} if args.no_frozen else FORMS
        for form, onedir in forms.items():
            suite_exe = build_suite_frozen(build_exe, args.rebuild, onedir)
            minimal_exe = build_minimal_frozen(folder, build_exe, onedir)
            commands.update({f"suite {form}": [str(suite_exe), "--smoke"],
                             f"minimal {form}": [str(minimal_exe), "--smoke"]})
            sizes.update({f"suite {form}": frozen_size(suite_exe, build_exe, onedir),
                          f"minimal {form}": frozen_size(minimal_exe, build_exe, onedir)})
        runs_of = timed_runs(commands, args.runs, env)
        times = median_times(runs_of)
        print(f"\nmedian of {args.runs} runs (--smoke), process start to its first drawn frame, "
              f"Python {sys.version.split()[0]} on {sys.platform}; ratio: the median of the {args.runs} rounds' "
              "ratios (each round runs both side by side)")
        rows = []
        for form, unit in [("source", "KB")] + [(form, "MB") for form in forms]:
            suite, minimal = times[f"suite {form}"], times[f"minimal {form}"]
            pair = runs_of[f"suite {form}"], runs_of[f"minimal {form}"]
            rows += [(f"{form} start", suite["frame"][0], minimal["frame"][0], "s", paired_ratio(*pair, "frame", 0)),
                     ("  (cpu)", suite["frame"][1], minimal["frame"][1], "s", paired_ratio(*pair, "frame", 1))]
            if form == "source":
                bare = runs_of["suite no site"], runs_of["minimal no site"]
                rows.append(("  no site (-S)", times["suite no site"]["frame"][0],
                             times["minimal no site"]["frame"][0], "s", paired_ratio(*bare, "frame", 0)))
            rows += [("  + first tab", suite["tab"][0], minimal["frame"][0], "s",
                      paired_ratio(*pair, "tab", 0, "frame")),
                     ("  whole run", suite["exit"][0], minimal["exit"][0], "s", paired_ratio(*pair, "exit", 0)),
                     (f"{form} size", sizes[f"suite {form}"], sizes[f"minimal {form}"], unit, None)]
        print_table(rows)
        print_steps(step_times(env))
        if args.why:
            print("\nslowest imports of the suite (cumulative microseconds):")
            for micros, name in slowest_imports(env):
                print(f"{micros:>10}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
