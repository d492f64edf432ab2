"""gamepkg/game_stats.py without a window: the tables, what each game puts in them, the file and its cleaner."""

import json

from gamepkg import game_stats
from gamepkg.arrows import rules as arrows
from gamepkg.arrows import stats as arrows_stats
from gamepkg.garden import rules as garden
from gamepkg.garden import stats as garden_stats
from gamepkg.savefile import DataStore
from gamepkg.skirmish import stats as skirmish_stats
from gamepkg.walls import stats as walls_stats


def test_a_win_a_loss_and_the_best_figure_of_each_game():
    """Fewer rounds is better in Mirror Skirmish, a higher score in Arrow Rotation; the Garden keeps no figure."""
    table = game_stats.with_game("skirmish", game_stats.empty_table(), True, 5)
    table = game_stats.with_game("skirmish", table, True, 3)
    table = game_stats.with_game("skirmish", table, False, None)
    assert table == {"played": 3, "won": 2, "best": 3} and game_stats.win_percent(table) == 67
    table = game_stats.with_game("arrows", game_stats.empty_table(), False, 12)
    assert game_stats.with_game("arrows", table, True, 9) == {"played": 2, "won": 1, "best": 12}
    assert game_stats.with_game("garden", game_stats.empty_table(), True, 4)["best"] is None


def test_what_each_game_counts():
    """Skirmish: rounds of a win only; Garden: one row per human role, none for a hot-seat match given up;
    Arrow Rotation: only games with a human and a computer, won when no computer shares the top score."""
    params = type("Params", (), {"case": "B", "variant": "ally"})
    assert skirmish_stats.results(params, "won", 4) == [("B-ally-lesson", True, 4)]
    assert skirmish_stats.results(params, "draw", 10) == [("B-ally-lesson", False, None)]
    assert garden_stats.results(garden.Params("h", "h"), "mole") == [("gardener-human", False, None),
                                                                         ("mole-human", True, None)]
    assert garden_stats.results(garden.Params("h", "h"), "") == []
    assert garden_stats.results(garden.Params("e", "h"), "") == [("mole-easy", False, None)]
    assert garden_stats.results(garden.Params("n", "n"), "mole") == []
    assert arrows_stats.results(arrows.Params(7, 7, ("human", "hard")), (7, 7), (0, 1)) == [("7x7:1:hard", False, 7)]
    assert arrows_stats.results(arrows.Params(9, 9, ("human", "normal", "human", "easy")), (3, 9, 9, 1), (1, 2)) == [
        ("9x9:2:easy+normal", False, 9)]
    assert arrows_stats.results(arrows.Params(9, 7, ("human", "normal", "human", "easy")), (3, 8, 9, 1), (2,)) == [
        ("9x7:2:easy+normal", True, 9)]
    assert arrows_stats.results(arrows.Params(5, 5, ("human", "human")), (3, 5), (1,)) == []
    assert arrows_stats.results(arrows.Params(5, 5, ("easy", "hard")), (3, 5), (1,)) == []

def test_walls_stars_and_summary():
    """3 stars at par, 2 within twice the par, 1 beyond it or without a par, 0 not cleared."""
    levels = [(6, 6), (10, 6), (13, 6), (4, None), (None, 5)]
    assert [walls_stats.level_stars(*level) for level in levels] == [3, 2, 1, 1, 0]
    assert walls_stats.summary(levels) == {"levels": 5, "cleared": 4, "at_par": 1, "stars": 7,
                                                "most_stars": 15}


def test_the_file_keeps_other_games_and_unknown_fields_and_a_damaged_copy(tmp_path):
    """A count that is no number is kept in a .damaged- copy; a newer version's fields are written back."""
    store = DataStore(tmp_path)
    (tmp_path / game_stats.STATS_FILE).write_text(json.dumps({
        "skirmish": {"A-both-lesson": {"played": "x", "won": 1, "best": 4, "future": 1}},
        "arrows": {"easy": {"played": 2, "won": 5, "best": 8}}, "chess": {"x": 1}}), encoding="utf-8")
    assert game_stats.record_games(store, "skirmish", [("A-both-lesson", True, 3)])
    written = json.loads((tmp_path / game_stats.STATS_FILE).read_text(encoding="utf-8"))
    assert written["skirmish"]["A-both-lesson"] == {"played": 1, "won": 1, "best": 3, "future": 1}
    assert written["arrows"]["easy"] == {"played": 2, "won": 2, "best": 8} and written["chess"] == {"x": 1}
    assert any(path.name.startswith(game_stats.STATS_FILE + ".damaged-") for path in tmp_path.iterdir())
    assert game_stats.reset_stats(store, "skirmish")
    assert game_stats.load_stats(store, "skirmish") == {}
    assert game_stats.load_stats(store, "arrows")["easy"]["played"] == 2


def test_nothing_is_stored_when_saving_is_off():
    """A data folder that cannot be written: record and reset say False and raise nothing."""
    store = DataStore(None)
    assert not game_stats.record_games(store, "arrows", [("easy", True, 5)])
    assert not game_stats.reset_stats(store, "arrows") and game_stats.load_stats(store, "arrows") == {}
