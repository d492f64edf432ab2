"""Issue 25 without a screen: clear level-file messages, why a level cannot be won, the editor's draft,
share texts and the class levels folders."""

import os
import pathlib
import sys

import pytest

from gamepkg.i18n import Translator
from gamepkg.walls import rules as walls
from gamepkg.walls import sharing as walls_sharing
from gamepkg.walls import why as walls_why
from gamepkg.walls.edit import Draft, new_rows
from gamepkg.walls.level_files import LevelError, LevelText, format_level_text, parse_level_text

JA, EN = Translator("ja"), Translator("en")
TWO_LIGHTS = LevelText("Two lights", ("#######", "#*...*#", "#.###.#", "#ES...#", "#######"), None,
                       (("ja", "光ふたつ"), ("en", "Two lights")))


def error_of(text):
    """The LevelError of parsing ``text`` as 'x.txt'."""
    with pytest.raises(LevelError) as caught:
        parse_level_text(text, "x.txt")
    return caught.value


def both(error):
    """The reason of a LevelError in Japanese and in English."""
    return JA.t(error.key, **error.details), EN.t(error.key, **error.details)


# ----- clear messages in level files -----
def test_full_width_cell_characters_are_read_as_their_ascii_forms():
    """＃．＊ＳＥ typed with Japanese input load as # . * S E."""
    level = parse_level_text("全角\n＃＃＃＃＃\nＳ．＊．Ｅ\n＃＃＃＃＃\n")
    assert level.rows == ("#####", "S.*.E", "#####")


def test_another_full_width_character_is_named_as_full_width_in_both_languages():
    """A full-width letter that is no cell is refused as 全角 with the half-width characters to type."""
    error = error_of("T\nS.E\n#Ｘ#\n###\n")
    assert (error.line, error.row, error.reason) == (3, 2, "bad_char_wide")
    ja, en = both(error)
    assert "全角" in ja and "半角の # . * S E" in ja and "Ｘ" in ja
    assert "full-width" in en and "half-width # . * S E" in en


def test_a_file_without_its_title_line_is_refused_with_that_reason():
    """A first line of wall characters is a board row, not a title: line 1, in both languages."""
    error = error_of("#########\n#S.*..E##\n#########\n")
    assert (error.line, error.reason) == (1, "title_is_board")
    ja, en = both(error)
    assert "1行目" in ja and "タイトル" in ja and "line 1" in en and "title" in en


def test_rows_are_numbered_as_file_lines_with_the_board_row_in_brackets():
    """A ragged row says its file line and board row, and names the first row the same way."""
    error = error_of("Title\nS.E.\n...\n....\n")
    assert (error.line, error.row) == (3, 2)
    assert str(error) == "x.txt line 3 (board row 2): this row has 3 cells, line 2 (board row 1) has 4"
    ja, _en = both(error)
    assert ja == "この行は3マスですが、2行目 (盤面の1行目) は4マスです"
    assert JA.t("walls.view.where_row", file="x.txt", line=3, row=2) == "x.txt 3行目 (盤面の2行目)"


def test_a_wrong_par_is_a_warning_with_the_real_par_in_both_languages():
    """The message says the real par is used."""
    ja = JA.t("walls.level_error.wrong_par", par=10, shortest=13)
    en = EN.t("walls.level_error.wrong_par", par=10, shortest=13)
    assert "最短の13手を使います" in ja and "the real par is used" in en


# ----- why a level cannot be won -----
@pytest.mark.parametrize("rows, reason, cells, ja_words, en_words", [
    (("S.#", "##*", "#.E"), "light_cut_off", ((2, 1),),
     "(3, 2) の光には届きません", "the light at (3, 2) cannot be reached"),
    (("S.#", "#.#", "##E", "###"), "exit_cut_off", ((2, 2),),
     "出口 E (3, 3) には届きません", "exit E at (3, 3) cannot be reached"),
    (("###E###", "*..S..*", "#######"), "lights_apart", ((0, 1), (6, 1)),
     "(1, 2) の光と (7, 2) の光", "(1, 2) and (7, 2)"),
    (("#####", "ES..*", "#####"), "exit_closes", ((0, 1),), "出口が後ろで閉じて", "the exit closes behind you"),
])
def test_an_unwinnable_level_says_what_is_out_of_reach(rows, reason, cells, ja_words, en_words):
    """Each kind of obstacle names its cells, shown 1-based as (column, row) in both languages."""
    level = walls.Params("T", rows)
    answer = walls_why.answer(level)
    assert not answer.winnable
    assert answer.obstacles[0] == walls_why.Obstacle(reason, cells)
    assert answer.marked_cells() >= set(cells)
    text = answer.obstacles[0].text()
    assert ja_words in JA.t(text.key, **text.fields) and en_words in EN.t(text.key, **text.fields)


def test_a_winnable_level_gets_its_par_and_a_bounded_search_can_give_up():
    """The answer is the par; a tiny budget makes it 'too hard', never an endless search."""
    from gamepkg.budget import SearchBudget
    assert walls_why.answer(walls.PRESETS["a"]).par == 6
    assert walls_why.answer(walls.PRESETS["c"], SearchBudget(max_steps=3)).too_hard


# ----- the editor's draft -----
def test_a_draft_paints_moves_the_start_and_exit_and_undoes():
    """Painting S elsewhere leaves floor; resizing keeps the top-left; undo walks back every step."""
    draft = Draft()
    assert draft.rows == new_rows() and walls_why.answer(draft.params()).par == 6
    assert draft.paint((3, 0), "S") and draft.rows[0] == "###S###" and draft.rows[2] == "......E"
    assert not draft.paint((3, 0), "S") and not draft.paint((9, 9), "#")
    assert draft.resize(4, 3) and draft.rows == ("###S", "####", "....")
    assert draft.board_problem().reason == "no_exit"
    assert draft.undo() and draft.undo() and draft.rows == new_rows() and not draft.undo()


def test_a_draft_needs_a_title_and_writes_both_titles():
    """No title is refused at line 1; the file's title is the English one, both names follow."""
    draft = Draft(TWO_LIGHTS.rows)
    assert draft.title_problem().reason == "no_title"
    draft.titles.update(ja="光ふたつ", en="Two lights")
    assert draft.level_text(8) == LevelText("Two lights", TWO_LIGHTS.rows, 8, TWO_LIGHTS.names)
    edited = Draft.of_level(LevelText("Old", TWO_LIGHTS.rows, None, TWO_LIGHTS.names))
    assert edited.names() == TWO_LIGHTS.names and edited.level_text().title == "Old"


# ----- share texts -----
def test_a_share_text_is_one_line_that_round_trips_both_titles():
    """Copy Level's text comes back with the board and both names; so do a file's text and a game ID."""
    text = walls_sharing.share_text(TWO_LIGHTS)
    assert "\n" not in text and text.startswith("walls-level:") and text.isascii()
    assert walls_sharing.read_shared("  " + text + "\n") == TWO_LIGHTS
    file_text = format_level_text(TWO_LIGHTS.title, TWO_LIGHTS.rows, None, TWO_LIGHTS.names)
    assert walls_sharing.read_shared(file_text) == TWO_LIGHTS
    game_id = "walls:" + walls.Params(TWO_LIGHTS.title, TWO_LIGHTS.rows).encode() + "#1"
    assert walls_sharing.read_shared(game_id).rows == TWO_LIGHTS.rows


@pytest.mark.parametrize("text, reason", [
    ("", "share_empty"), ("hello", "share_bad"), ("walls-level:S.E/xxx/xxx,T,fr=x", "share_bad"),
    ("walls-level:S.E/xxx/xxx,T,ja=%FF", "share_bad"), ("walls-level:S.S/xxx/xxx,T", "two_starts"),
])
def test_a_bad_share_text_is_refused_with_a_reason_in_both_languages(text, reason):
    """Nothing but a level is taken; the reason reads in Japanese and English."""
    with pytest.raises(LevelError) as caught:
        walls_sharing.read_shared(text)
    assert caught.value.reason == reason
    ja, en = both(caught.value)
    assert ja != en and not ja.isascii()


def test_saving_a_shared_level_picks_a_free_file_name(tmp_path):
    """The file is an ordinary level file named after the English title; a second one gets _2."""
    first = walls_sharing.save_level(tmp_path, TWO_LIGHTS)
    second = walls_sharing.save_level(tmp_path, TWO_LIGHTS)
    assert (first, second) == ("two_lights.txt", "two_lights_2.txt")
    assert parse_level_text((tmp_path / first).read_text(encoding="utf-8")) == TWO_LIGHTS
    assert walls_sharing.same_level_file(tmp_path, TWO_LIGHTS) == first
    japanese_only = LevelText("光", TWO_LIGHTS.rows, None, (("ja", "光"),))
    assert walls_sharing.free_file_name(tmp_path, japanese_only) == "level.txt"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_looking_for_the_same_level_skips_a_fifo_and_a_link_to_a_device(tmp_path):
    """Issue 36: Paste Level looks through the own levels folder with the one safe reader: a FIFO named
    *.txt is never waited on and a link to /dev/zero never read to the end; the real copy is still found."""
    from tests.test_storage_records import FifoGuard
    os.mkfifo(tmp_path / "a_fifo.txt")
    if os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", tmp_path / "b_zero.txt")
    first = walls_sharing.save_level(tmp_path, TWO_LIGHTS)
    with FifoGuard(tmp_path / "a_fifo.txt") as guard:
        assert walls_sharing.same_level_file(tmp_path, TWO_LIGHTS) == first
    assert not guard.released


def test_looking_for_the_same_level_parses_only_files_holding_its_board(tmp_path, monkeypatch):
    """Issue 36 (3,000 own levels took 2 s): only a file whose text holds the board's rows is parsed."""
    from gamepkg.walls import level_files
    other = LevelText("Other", ("#####", "#S.E#", "#####"), None, ())
    for number in range(40):
        (tmp_path / f"other_{number}.txt").write_text(format_level_text("Other", other.rows, None, ()),
                                                      encoding="utf-8")
    first = walls_sharing.save_level(tmp_path, TWO_LIGHTS)
    parsed = []
    real = level_files.parse_level_text
    monkeypatch.setattr(level_files, "parse_level_text", lambda text, name="": parsed.append(name) or real(text, name))
    assert walls_sharing.same_level_file(tmp_path, TWO_LIGHTS) == first
    assert parsed == [first]


# ----- the class levels folders -----
def test_class_folders_are_the_named_one_then_the_one_beside_the_program(tmp_path, monkeypatch):
    """From source the program's folder is beside mirrorgames.pyw; frozen, beside the executable."""
    root = pathlib.Path(__file__).resolve().parent.parent
    assert walls_sharing.class_folders("") == [root / "levels"]
    assert walls_sharing.class_folders(str(tmp_path)) == [tmp_path, root / "levels"]
    assert walls_sharing.class_folders(str(root / "levels")) == [root / "levels"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "portable" / "mirrorgames.exe"))
    assert walls_sharing.program_levels_folder() == (tmp_path / "portable" / "levels").resolve()


# ----- the format, where teachers are -----
DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("language, name", [("ja", "level-files.ja.md"), ("en", "level-files.md")])
def test_the_level_files_document_is_help_level_files_and_its_example_loads(language, name):
    """docs/level-files*.md hold Help > Level Files under a heading; the worked example is a level of par 11."""
    help_text = Translator(language).t("walls.level_files")
    document = (DOCS / name).read_text(encoding="utf-8")
    assert document.endswith("\n\n" + help_text) and document.startswith("# ")
    lines = help_text.split("\n")
    start = lines.index("    Two lights")
    example = "\n".join(line[4:] for line in lines[start:start + 10])
    level = parse_level_text(example)
    assert level.rows == TWO_LIGHTS.rows and level.names == TWO_LIGHTS.names and level.par == 11
    assert walls_why.answer(walls.Params(level.title, level.rows)).par == 11
