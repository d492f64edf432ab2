"""The lesson docs/adding-a-game.md works: its code, written into a copy of the project, passes its own tests.

Every fenced code block of the lesson is marked on the line before it:

- ``<!-- file: PATH -->``: the block is (a part of) the file PATH; the parts of one file are joined in order,
  with two blank lines between them;
- ``<!-- add to GAMES in gamepkg/registry.py -->``: the block is the line the lesson adds to GAMES;
- ``<!-- run -->``: the commands the learner runs in the project folder, one a line, in order (``python -m pytest
  ...`` or a build step such as ``python build/phrase_table.py``).

The test copies the project to a temporary folder (without .git and caches), writes the lesson's files
there, adds the registry line and runs each of the lesson's command blocks in a subprocess, line by line.
The Japanese lesson must hold the very same blocks, so the two can never drift apart.
"""

import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSON = ROOT / "docs" / "adding-a-game.md"
LESSON_JA = ROOT / "docs" / "adding-a-game.ja.md"
MARKER = re.compile(r"<!-- (file: (?P<file>\S+)|(?P<registry>add to GAMES in gamepkg/registry\.py)|(?P<run>run)) -->")
VIEW_LINES_MAX = 100
COPY_IGNORED = shutil.ignore_patterns(".git", "__pycache__", ".pytest_cache", ".hypothesis", ".benchmarks",
                                      "dist", "work")


def lesson_blocks(path):
    """[(marker, code)] of every fenced block of the lesson at ``path``; ValueError names an unmarked block."""
    blocks, marker, code = [], None, None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if code is not None:
            if line.startswith("```"):
                blocks.append((marker, "\n".join(code)))
                marker, code = None, None
            else:
                code.append(line)
        elif line.startswith("```"):
            if marker is None:
                raise ValueError(f"{path.name}:{number}: a code block without a marker line before it")
            code = []
        elif MARKER.fullmatch(line.strip()):
            marker = line.strip()
        elif line.strip():
            marker = None
    return blocks


def lesson_files(blocks):
    """{path: text} of the files the lesson writes (the parts of each file joined in order)."""
    parts = {}
    for marker, code in blocks:
        found = MARKER.fullmatch(marker)
        if found.group("file"):
            parts.setdefault(found.group("file"), []).append(code.strip("\n"))
    return {path: "\n\n\n".join(pieces) + "\n" for path, pieces in parts.items()}


def blocks_of(blocks, kind):
    """The code of the blocks whose marker is of ``kind`` ("registry" or "run")."""
    return [code for marker, code in blocks if MARKER.fullmatch(marker).group(kind)]


def add_to_games(registry_text, line):
    """The text of gamepkg/registry.py with ``line`` added as the last entry of GAMES."""
    lines = registry_text.splitlines(keepends=True)
    start = lines.index("GAMES = {\n")
    end = lines.index("}\n", start)
    return "".join(lines[:end] + [line.rstrip("\n") + "\n"] + lines[end:])


@pytest.fixture(scope="module")
def lesson_project(tmp_path_factory):
    """A copy of the project with the lesson's files written and its registry line added."""
    project = tmp_path_factory.mktemp("lesson") / "mirrorgames"
    shutil.copytree(ROOT, project, ignore=COPY_IGNORED)
    blocks = lesson_blocks(LESSON)
    for relative, text in lesson_files(blocks).items():
        (project / relative).parent.mkdir(parents=True, exist_ok=True)
        (project / relative).write_text(text, encoding="utf-8")
    registry = project / "gamepkg" / "registry.py"
    (line,) = blocks_of(blocks, "registry")
    registry.write_text(add_to_games(registry.read_text(encoding="utf-8"), line), encoding="utf-8")
    return project


def test_every_block_is_marked_and_both_languages_teach_the_same_code():
    """The lesson writes an engine, its messages, a view, its tests and one registry line, the same in Japanese."""
    blocks = lesson_blocks(LESSON)
    assert lesson_blocks(LESSON_JA) == blocks
    files = lesson_files(blocks)
    assert {"gamepkg/tictactoe/__init__.py", "gamepkg/tictactoe/rules.py", "gamepkg/tictactoe/messages.py",
            "gamepkg/tictactoe/stats.py", "gamepkg/tictactoe/rulebook.py", "gamepkg/tictactoe/lesson.py",
            "gamepkg/tictactoe/messages_lesson.py", "widgets/tictactoe/__init__.py", "widgets/tictactoe/view.py",
            "widgets/tictactoe/statistics.py", "tests/test_tictactoe_rules.py",
            "tests/test_gui_tictactoe.py"} <= set(files)
    outside = [path for path in files if not path.startswith(("gamepkg/tictactoe/", "widgets/tictactoe/", "tests/"))]
    assert outside == [], "the game's files belong in its two folders (and its tests in tests/)"
    assert len(blocks_of(blocks, "registry")) == 1 and blocks_of(blocks, "run")
    assert not (set(files) & {str(path.relative_to(ROOT)) for path in ROOT.rglob("*.py")}), "overwrites a file"


def test_an_unmarked_block_is_found(tmp_path):
    """A code block without its marker line is an error, so no block of the lesson goes untested."""
    probe = tmp_path / "lesson.md"
    probe.write_text("<!-- run -->\n```sh\npython -m pytest\n```\n\nText.\n\n```python\nprint(1)\n```\n",
                     encoding="utf-8")
    with pytest.raises(ValueError, match="lesson.md:8: a code block without a marker"):
        lesson_blocks(probe)


def test_the_view_is_short_and_the_readme_links_both_lessons():
    """The lesson's view stays under 100 lines, and README's "For learners" links both lesson files."""
    view = lesson_files(lesson_blocks(LESSON))["widgets/tictactoe/view.py"]
    assert len(view.splitlines()) < VIEW_LINES_MAX
    learners = (ROOT / "README.md").read_text(encoding="utf-8").split("## For learners", 1)[1].split("\n## ")[0]
    assert "(docs/adding-a-game.md)" in learners and "(docs/adding-a-game.ja.md)" in learners


BUILD_STEPS = ("build/phrase_table.py",)  # the build scripts a lesson may run (``python SCRIPT``)


def command_line(command):
    """The lesson's command as an argument list: this Python; pytest without cache and without its own Xvfb."""
    words = shlex.split(command)
    if len(words) == 2 and words[0] == "python" and words[1] in BUILD_STEPS:
        return [sys.executable, words[1]]
    assert words[:3] == ["python", "-m", "pytest"], command
    return [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xvfb"] + words[3:]


def block_id(block):
    """A short test id for a block of lesson commands: the first test file it names."""
    return next(word for word in shlex.split(block) if word.startswith("tests/")).split("::")[0]


def test_a_block_runs_its_build_step_and_its_tests_in_order():
    """A build step runs as this Python runs the script; pytest gets this Python, no cache and no Xvfb of its own."""
    assert command_line("python build/phrase_table.py") == [sys.executable, "build/phrase_table.py"]
    assert command_line("python -m pytest -q tests/x.py")[-2:] == ["-q", "tests/x.py"]
    with pytest.raises(AssertionError):
        command_line("python build/anything_else.py")


@pytest.mark.parametrize("block", blocks_of(lesson_blocks(LESSON), "run"), ids=block_id)
def test_the_lessons_commands_pass_in_a_copy_of_the_project(lesson_project, block):
    """Each block of commands of the lesson passes in the copy, line by line (a build step first, then the
    tests that need it); a GUI test uses this run's display (skipped without one)."""
    needs_display = "test_gui_" in block
    if needs_display and not os.environ.get("DISPLAY"):
        pytest.skip("the lesson's GUI test needs a display: run under Xvfb (pytest-xvfb or xvfb-run)")
    environment = dict(os.environ, MIRRORGAMES_DATA=str(lesson_project / "data"))
    for command in block.strip().splitlines():
        result = subprocess.run(command_line(command), cwd=lesson_project, env=environment, capture_output=True,
                                text=True, timeout=300)
        assert result.returncode == 0, command + "\n" + result.stdout[-3000:] + result.stderr[-2000:]
    summary = result.stdout.strip().splitlines()[-1:] or [""]
    assert "passed" in summary[0] and "failed" not in summary[0]
    if needs_display:
        assert "skipped" not in summary[0], result.stdout[-2000:]
