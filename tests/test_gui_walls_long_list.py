"""A class folder of a thousand levels (issue 36): the level list works out and measures only the rows it shows.

A first visit, a Reload and a language switch used to build every row's texts on the Tk thread (half a second
for 1,000 levels, four seconds for 5,000). Now the list asks the library for a row when the row is seen;
scrolling to the end shows the last rows all the same, and Reload reads the folder on a worker thread
(widgets/long_work.py). Counted: rows worked out, never seconds (bench/event_loop_holds.py prints the times).
"""

import threading

import pytest

LEVEL_COUNT = 1000
SHOWN_AT_MOST = 100  # a screenful or two (the rows seen at each height the list had on its way: 46 seen in CI), and
# a tenth of the folder's rows


def level_text(number):
    """A small winnable level file of its own title."""
    return f"Level {number}\n#######\n##*####\nS...E##\n#######\n#######\n"


@pytest.fixture
def counted_rows(app, monkeypatch):
    """The list keys of every row the library works out for the list, in order (the list filled meanwhile)."""
    from gamepkg.walls import display as walls_display
    from widgets.walls import library
    folder = app.store.path(walls_display.LEVELS_FOLDER)
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(LEVEL_COUNT):
        (folder / f"l{number:04d}.txt").write_text(level_text(number), encoding="utf-8")
    asked = []
    shown_row = library.LevelLibrary.shown_row

    def counted(library_, key):
        """Note the row, then work it out."""
        asked.append(key)
        return shown_row(library_, key)

    monkeypatch.setattr(library.LevelLibrary, "shown_row", counted)
    return asked


def test_a_first_visit_reload_and_language_switch_work_out_only_the_rows_shown(app, counted_rows):
    """Each of the three costs a screenful of rows, not the folder's thousand; every row is in the list."""
    view = app.select_game("walls")
    view.show_levels(True)
    app.root.update()
    assert len(view.levels.tree.get_children()) == 15 + LEVEL_COUNT
    assert 0 < len(counted_rows) <= 2 * SHOWN_AT_MOST  # the shipped levels' list, then the list with the folder's
    for action in (view.reload_levels, lambda: app.set_language("ja")):
        counted_rows.clear()
        action()
        app.root.update()
        assert 0 < len(counted_rows) <= SHOWN_AT_MOST
    assert view.levels.tree.item("shipped:a", "values")  # the first rows show their texts


def test_scrolling_to_the_end_fills_the_last_rows(app, counted_rows):
    """The rows seen after scrolling get their texts: the last level shows its name and par column."""
    view = app.select_game("walls")
    view.show_levels(True)
    app.root.update()
    counted_rows.clear()
    view.levels.tree.yview_moveto(1.0)
    app.root.update()
    last = f"folder:l{LEVEL_COUNT - 1:04d}.txt"
    assert last in counted_rows and len(counted_rows) <= SHOWN_AT_MOST
    assert f"Level {LEVEL_COUNT - 1}" in str(view.levels.tree.item(last, "values")[0])


def test_reload_reads_the_folder_on_a_worker_thread(app, monkeypatch):
    """Reading the files is the one part that grows with the folder: Reload does it beside the event loop."""
    from gamepkg.walls import display as walls_display
    view = app.select_game("walls")
    app.root.update()
    readers = []
    folder_entries = walls_display.folder_entries

    def noted(*args, **kwargs):
        """Note the thread that reads, then read."""
        readers.append(threading.current_thread())
        return folder_entries(*args, **kwargs)

    monkeypatch.setattr(walls_display, "folder_entries", noted)
    view.reload_levels()
    assert readers and threading.main_thread() not in readers


def test_a_first_visit_reads_the_folder_once_beside_the_window_after_the_tab_is_built(app, monkeypatch):
    """First visit with a folder of levels and the last played level one of them: the tab is built with the
    shipped levels and that one file (read alone, on the Tk thread), then the folder is read once, on a worker,
    and its rows join the list (issue 36: the build read the folder on the Tk thread, default_params a second
    time)."""
    from gamepkg.walls import display as walls_display
    from gamepkg.walls import level_files as walls_levels
    from gamepkg.walls import sharing as walls_sharing
    folder = app.store.path(walls_display.LEVELS_FOLDER)
    folder.mkdir(parents=True, exist_ok=True)
    count = 50
    for number in range(count):
        (folder / f"l{number:04d}.txt").write_text(level_text(number), encoding="utf-8")
    app.settings["walls_level"] = "folder:l0007.txt"
    reads = []
    read_level_file = walls_levels.read_level_file

    def noted(path, *args, **kwargs):
        """Note the thread and the file, then read."""
        reads.append((threading.current_thread() is threading.main_thread(), str(path)))
        return read_level_file(path, *args, **kwargs)

    monkeypatch.setattr(walls_levels, "read_level_file", noted)
    monkeypatch.setattr(walls_sharing, "read_level_file", noted)  # (the remembered level: sharing.remembered_level)
    view = app.select_game("walls")
    assert [path.endswith("l0007.txt") for on_main, path in reads] == [True]
    assert view.session.params.title == "Level 7" and len(view.library.entries) == 15
    app.root.update()
    assert len(view.library.entries) == 15 + count
    on_worker = [path for on_main, path in reads[1:] if not on_main]
    assert len(on_worker) == len(reads) - 1 == count and len(set(on_worker)) == count
    assert view.library.current_key() == "folder:l0007.txt"
