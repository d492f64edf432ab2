"""Delayed Walls level files: parsing, errors with file and line, shipped levels, a teacher's folder."""

import os
import threading

import pytest

from gamepkg.walls import rules as walls
from gamepkg.walls.display import load_level_folder
from gamepkg.walls.level_files import (
    MAX_HEIGHT,
    MAX_WIDTH,
    LevelError,
    format_level_text,
    name_in,
    parse_level_text,
    read_level_file,
    shipped_levels,
)

GOOD = "Tiny\nS.*\n#.#\n#.E\n"


def error_of(text):
    """The LevelError raised by parsing ``text`` as file 'x.txt'."""
    with pytest.raises(LevelError) as caught:
        parse_level_text(text, "x.txt")
    return caught.value


def test_a_level_parses_into_title_rows_and_par():
    """The title line, the board rows and the optional par are read."""
    level = parse_level_text(GOOD + "\npar 6\n")
    assert (level.title, level.rows, level.par) == ("Tiny", ("S.*", "#.#", "#.E"), 6)
    assert parse_level_text(GOOD).par is None


def test_bom_crlf_and_trailing_spaces_are_accepted():
    """Files saved by Windows Notepad load the same."""
    text = "\ufeff" + GOOD.replace("\n", "  \r\n")
    assert parse_level_text(text).rows == ("S.*", "#.#", "#.E")


@pytest.mark.parametrize("text, line, reason", [
    ("", 1, "no_title"),
    ("\nS.E\n...\n...\n", 1, "no_title"),
    ("T" * 41 + "\nS.E\n...\n...\n", 1, "title_too_long"),
    ("Title\n", None, "no_board"),
    ("Title\nS.E\n.x.\n...\n", 3, "bad_char"),
    ("Title\nS.E\n....\n...\n", 3, "ragged_row"),
    ("Title\nS.E\n...\n", None, "too_short"),
    ("Title\nSE\n..\n..\n", None, "too_narrow"),
    ("Title\n" + "S" + "." * MAX_WIDTH + "E\n" + ("." * (MAX_WIDTH + 2) + "\n") * 2, None, "too_wide"),
    ("Title\nS.E\n" + "...\n" * MAX_HEIGHT, None, "too_tall"),
    ("Title\n...\n..E\n...\n", None, "no_start"),
    ("Title\nS.S\n..E\n...\n", None, "two_starts"),
    ("Title\nS..\n...\n...\n", None, "no_exit"),
    ("Title\nS.E\n..E\n...\n", None, "two_exits"),
    (GOOD + "\npar twelve\n", 6, "bad_par"),
    (GOOD + "\npar 4\npar 5\n", 7, "extra_text"),
    (GOOD + "\nhello\n", 6, "extra_text"),
])
def test_parse_errors_name_the_line_and_reason(text, line, reason):
    """Every problem is reported as data: file, line (or None) and a reason code."""
    error = error_of(text)
    assert (error.file, error.line, error.reason) == ("x.txt", line, reason)
    problem = error.problem()
    assert problem.message_key() == f"walls.level_error.{reason}"
    assert "x.txt" in problem.english()


def test_bad_char_reports_the_column():
    """The unknown character and its column are in the details."""
    error = error_of("Title\nS.E\n..?\n...\n")
    assert error.details == {"char": "?", "column": 3}


def test_format_and_parse_round_trip_every_shipped_level():
    """Writing a level and reading it back gives the same level."""
    for shipped in shipped_levels():
        level = shipped.level
        assert parse_level_text(format_level_text(level.title, level.rows, level.par, level.names)) == level


def test_a_level_file_may_name_the_level_in_each_language():
    """``name ja`` / ``name en`` lines give the shown name per language; without them the title is shown."""
    level = parse_level_text("Lights\nS.*\n#.#\n#.E\n\nname ja 光の道\npar 6\nname en Light road\n")
    assert level.par == 6 and level.names == (("ja", "光の道"), ("en", "Light road"))
    assert name_in(level.title, level.names, "ja") == "光の道"
    assert name_in(level.title, level.names, "en") == "Light road"
    old = parse_level_text("Lights\nS.*\n#.#\n#.E\n\npar 6\n")
    assert old.names == () and name_in(old.title, old.names, "ja") == "Lights"


def test_a_name_missing_in_a_language_is_the_english_one_and_the_editor_leaves_it_to_translate(monkeypatch):
    """A language the file names no level name for (a made-up Korean row) shows the English name, not the title;
    the editor's draft leaves that language's name empty (never the title) and writes no ``name ko`` line."""
    from gamepkg.walls.edit import Draft
    from tests.fake_language import add_language
    add_language(monkeypatch)
    level = parse_level_text("Old title\nS.*\n#.#\n#.E\n\nname ja 光の道\nname en Light road\n")
    assert name_in(level.title, level.names, "ko") == "Light road"
    assert name_in(level.title, (("ja", "光の道"),), "ko") == "Old title"  # no English name: the title
    draft = Draft.of_level(level)
    assert draft.titles == {"ja": "光の道", "en": "Light road", "ko": ""}
    assert draft.level_text().names == level.names and draft.level_text().title == "Old title"
    korean = parse_level_text("Lights\nS.*\n#.#\n#.E\n\nname ko 빛의 길\n")
    assert name_in(korean.title, korean.names, "ko") == "빛의 길"
    unnamed = Draft.of_level(parse_level_text("Lights\nS.*\n#.#\n#.E\n"))
    assert unnamed.titles == {"ja": "", "en": "Lights", "ko": ""} and unnamed.level_text().title == "Lights"


def test_a_bad_name_line_says_where_and_why():
    """An unknown language, a missing name, a name given twice or an unprintable one is refused with its line."""
    board = "Lights\nS.*\n#.#\n#.E\n\n"
    assert (error_of(board + "name fr Lumières\n").reason, error_of(board + "name fr Lumières\n").line) == \
        ("bad_name", 6)
    assert error_of(board + "name ja\n").reason == "bad_name"
    twice = error_of(board + "name ja 光\nname ja 光の道\n")
    assert (twice.reason, twice.line, twice.details) == ("two_names", 7, {"language": "ja"})
    assert error_of(board + "name en " + "x" * 41 + "\n").reason == "title_too_long"


def test_every_shipped_level_has_a_japanese_name_that_is_not_ascii():
    """The shipped levels are named in Japanese (no English left in the Japanese window)."""
    for shipped in shipped_levels():
        name = name_in(shipped.level.title, shipped.level.names, "ja")
        assert not name.isascii(), shipped.key


def test_the_seed_levels_are_written_in_the_format():
    """The first three shipped levels are the seed's A, B and C, starting where the seed starts."""
    keys = [shipped.key for shipped in shipped_levels()]
    assert keys[:3] == list(walls.SEED_LEVELS)
    level_a = walls.PRESETS["a"]
    assert (level_a.width, level_a.height) == (7, 5)
    assert level_a.start == (0, 2) and level_a.exit == (4, 2)
    assert level_a.sprouts == {(1, 2), (2, 2), (3, 2), (2, 1)} and level_a.lights == ((2, 1),)
    assert walls.PRESETS["b"].sprouts == {(1, 3), (2, 3), (2, 2), (3, 3), (4, 3), (4, 2), (4, 1), (5, 1)}
    assert walls.PRESETS["c"].exit == (6, 3) and walls.PRESETS["c"].lights == ((3, 1),)


def test_presets_follow_the_file_order_and_have_pars():
    """PRESETS holds every shipped file in order, with a par written for each, at least 12 beyond the seed's."""
    keys = [shipped.key for shipped in shipped_levels()]
    assert list(walls.PRESETS) == keys
    assert len(keys) >= 15
    assert all(walls.PARS[key] for key in keys)
    sizes = {(params.width, params.height) for params in walls.PRESETS.values()}
    assert any(width == MAX_WIDTH for width, _ in sizes) and any(height == MAX_HEIGHT for _, height in sizes)
    assert len(sizes) >= 6


def test_read_level_file_reports_unreadable_and_non_utf8(tmp_path):
    """A missing file or bad bytes become LevelError with the file name, not OSError."""
    with pytest.raises(LevelError) as caught:
        read_level_file(tmp_path / "missing.txt")
    assert (caught.value.file, caught.value.reason) == ("missing.txt", "unreadable")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"Title\n\xff\xfe\n")
    with pytest.raises(LevelError) as caught:
        read_level_file(bad)
    assert caught.value.reason == "not_utf8"
    big = tmp_path / "big.txt"
    big.write_text("T\n" + "S.E\n" * 5000, encoding="utf-8")
    with pytest.raises(LevelError) as caught:
        read_level_file(big)
    assert caught.value.reason == "too_long"


def test_a_teachers_folder_loads_good_levels_and_lists_problems(tmp_path):
    """Good files load with their par (a wrong written par gives way to the real one); broken and unsolvable
    files become problems, the unsolvable one with what is out of reach; nothing raises."""
    (tmp_path / "b_good.txt").write_text("光の道\nS.*\n#.#\n#.E\n", encoding="utf-8")
    (tmp_path / "a_broken.txt").write_text("Broken\nS.E\n.?.\n...\n", encoding="utf-8")
    (tmp_path / "c_unsolvable.txt").write_text("Cut off\nS.#\n##*\n#.E\n", encoding="utf-8")
    (tmp_path / "d_wrong_par.txt").write_text(GOOD + "\npar 3\n", encoding="utf-8")
    (tmp_path / "e_binary.txt").write_bytes(b"\x00\xff\xfe")
    (tmp_path / "notes.md").write_text("not a level", encoding="utf-8")
    (tmp_path / "folder.txt").mkdir()
    levels, problems = load_level_folder(tmp_path)
    assert [(level.file, level.par) for level in levels] == [("b_good.txt", 6), ("d_wrong_par.txt", 6)]
    assert levels[0].params.title == "光の道"
    found = {(problem.file, problem.line, problem.reason) for problem in problems}
    assert found == {("a_broken.txt", 3, "bad_char"), ("c_unsolvable.txt", None, "unsolvable_because"),
                     ("e_binary.txt", None, "not_utf8")}
    why = next(problem for problem in problems if problem.file == "c_unsolvable.txt").details["why"]
    assert why == ("walls.why.light_cut_off", {"x": 3, "y": 2})


def test_a_missing_folder_is_a_problem_not_a_crash(tmp_path):
    """Scanning a folder that does not exist reports it."""
    levels, problems = load_level_folder(tmp_path / "nowhere")
    assert levels == [] and [problem.reason for problem in problems] == ["unreadable"]


def test_folder_levels_are_self_contained_in_game_ids(tmp_path):
    """A teacher's level plays from its encoded Params alone."""
    (tmp_path / "mine.txt").write_text(GOOD, encoding="utf-8")
    levels, _problems = load_level_folder(tmp_path)
    params = walls.Params.decode(levels[0].params.encode())
    assert params == levels[0].params
    assert walls.new_game(params).player == (0, 0)


def test_a_readme_in_a_teachers_folder_is_not_a_broken_level(tmp_path):
    """A copy of the format's README.txt beside the levels is not listed as a level that cannot be played."""
    (tmp_path / "README.txt").write_text("How to write levels\n= = =\n", encoding="utf-8")
    (tmp_path / "one.txt").write_text(GOOD, encoding="utf-8")
    levels, problems = load_level_folder(tmp_path)
    assert [level.file for level in levels] == ["one.txt"]
    assert problems == []


def finishes_within(seconds, function, *args):
    """Run ``function(*args)`` on a daemon thread: (True, result or exception) if it returned in time."""
    outcome = []

    def run():
        """Keep the result, or the exception raised."""
        try:
            outcome.append(function(*args))
        except Exception as error:  # noqa: BLE001 - the test looks at it
            outcome.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    return (not worker.is_alive(), outcome[0] if outcome else None)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no FIFOs")
def test_a_fifo_named_like_a_level_never_hangs_the_loader(tmp_path):
    """Issue 16 leftover: opening a FIFO waits for a writer for ever. A FIFO called like a level file is a
    problem of its own ("not a regular file"); the folder's other levels load."""
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    (tmp_path / "one.txt").write_text(GOOD, encoding="utf-8")
    finished, error = finishes_within(10, read_level_file, fifo)
    assert finished, "reading a FIFO hung"
    assert isinstance(error, LevelError) and error.reason == "not_a_file"
    finished, (levels, problems) = finishes_within(10, load_level_folder, tmp_path)
    assert finished and [level.file for level in levels] == ["one.txt"]
