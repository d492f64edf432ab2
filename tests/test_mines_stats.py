"""Minesweeper statistics in the data folder (gamepkg/mines/stats.py), without a window."""

import json

from gamepkg.mines import rules as mines
from gamepkg.mines import stats as mines_stats
from gamepkg.savefile import DataStore
from gamepkg.settings import BEST_TIMES_FILE


def test_wins_and_losses_count_games_streaks_and_the_ten_best_times(tmp_path):
    """Played, won, the current and longest streak follow wins and losses; only ten times are kept."""
    store = DataStore(tmp_path)
    assert mines_stats.record_game(store, "beginner", True, 50, today="2026-11-30") == 1
    assert mines_stats.record_game(store, "beginner", True, 40, today="2026-11-30") == 1
    assert mines_stats.record_game(store, "beginner", False) is None
    assert mines_stats.record_game(store, "beginner", True, 45, today="2026-12-01") == 2
    table = mines_stats.load_stats(store)["beginner"]
    assert (table["played"], table["won"], table["streak"], table["best_streak"]) == (4, 3, 1, 2)
    assert mines_stats.win_percent(table) == 75
    assert table["times"][1] == {"seconds": 45.0, "date": "2026-12-01"}
    for seconds in range(60, 70):
        mines_stats.record_game(store, "beginner", True, seconds)
    assert mines_stats.record_game(store, "beginner", True, 99) is None
    table = mines_stats.load_stats(store)["beginner"]
    assert [row["seconds"] for row in table["times"]] == [40, 45, 50] + list(range(60, 67))
    assert (table["streak"], table["best_streak"]) == (12, 12)


def test_old_best_times_are_read_and_kept_by_the_first_game(tmp_path):
    """A best_times.json from before the statistics shows in the times, and stays after the next game counts."""
    store = DataStore(tmp_path)
    old = {"expert": [{"seconds": 200.0, "date": "2025-01-01"}]}
    store.path(BEST_TIMES_FILE).write_text(json.dumps(old), encoding="utf-8")
    assert mines_stats.load_stats(store)["expert"]["times"] == old["expert"]
    assert mines_stats.record_game(store, "expert", True, 300, today="2026-11-30") == 2
    assert [row["seconds"] for row in mines_stats.load_stats(store)["expert"]["times"]] == [200.0, 300.0]


def test_reset_clears_every_table_and_the_old_best_times_do_not_come_back(tmp_path):
    """After a reset every table is at zero, the old best times included."""
    store = DataStore(tmp_path)
    store.path(BEST_TIMES_FILE).write_text(json.dumps({"beginner": [{"seconds": 9.0, "date": "d"}]}),
                                           encoding="utf-8")
    mines_stats.record_game(store, "custom", True, 10)
    assert mines_stats.reset_stats(store)
    stats = mines_stats.load_stats(store)
    assert all(stats[key] == mines_stats.empty_table() for key in mines_stats.TABLES)


def test_a_damaged_file_reads_as_zero_and_bad_entries_are_dropped(tmp_path):
    """Nonsense in the statistics file gives sane numbers (won never above played), never an error."""
    store = DataStore(tmp_path)
    store.path(mines_stats.STATS_FILE).write_text(json.dumps({"beginner": {
        "played": 2, "won": 7, "streak": -1, "best_streak": "x", "times": [{"seconds": "fast"}, {"seconds": 5,
                                                                                          "date": "d"}]}}))
    table = mines_stats.load_stats(store)["beginner"]
    assert table == {"played": 2, "won": 2, "streak": 0, "best_streak": 0, "times": [{"seconds": 5, "date": "d"}]}
    store.path(mines_stats.STATS_FILE).write_text("{not json")
    assert mines_stats.load_stats(store)["beginner"] == mines_stats.empty_table()


def test_presets_have_their_own_tables_and_other_boards_share_custom():
    """A preset's size gives its table; any other size is "custom"; no-guess boards have tables of their own,
    unless their generator gave up (an ordinary board)."""
    assert mines_stats.table_key(mines.Params(16, 16, 40)) == "intermediate"
    assert mines_stats.table_key(mines.Params(16, 16, 40, no_guess=True)) == "intermediate-no-guess"
    assert mines_stats.table_key(mines.Params(16, 16, 40, no_guess=True), gave_up_no_guess=True) == "intermediate"
    assert mines_stats.table_key(mines.Params(20, 20, 40)) == "custom"
    assert mines_stats.table_key(mines.Params(20, 20, 40, no_guess=True)) == "custom-no-guess"


def test_no_guess_preset_tables_keep_times_and_custom_ones_do_not(tmp_path):
    """A no-guess Beginner win ranks in its own table only; a no-guess custom board keeps no best time."""
    store = DataStore(tmp_path / "data")
    assert mines_stats.record_game(store, "beginner-no-guess", True, 9, today="d") == 1
    assert mines_stats.record_game(store, "custom-no-guess", True, 9, today="d") is None
    stats = mines_stats.load_stats(store)
    assert stats["beginner"] == mines_stats.empty_table()
    assert stats["beginner-no-guess"]["times"] == [{"seconds": 9.0, "date": "d"}]
    assert stats["custom-no-guess"]["won"] == 1 and stats["custom-no-guess"]["times"] == []


def test_a_custom_board_counts_its_games_but_keeps_no_best_time(tmp_path):
    """QA: mines:9x9n80 won with its first click set "best time 0.0 s, number 1" in the one table every
    custom size shares. Custom wins count (played, won, streak); only the presets keep best times."""
    store = DataStore(tmp_path)
    assert mines_stats.record_game(store, mines_stats.CUSTOM, True, 0.0) is None
    assert mines_stats.record_game(store, mines_stats.CUSTOM, True, 3.0) is None
    table = mines_stats.load_stats(store)[mines_stats.CUSTOM]
    assert (table["played"], table["won"], table["streak"], table["times"]) == (2, 2, 2, [])
    assert mines_stats.record_game(store, "beginner", True, 12.5, today="2026-11-30") == 1
