"""Arrow Rotation records keyed by the whole line-up (issue #35, gamepkg/arrows/stats.py): five humans and one
Hard computer do not land in the table of one human against Hard; an old file's tables still read and show as
they were; the Statistics window names each line-up."""

import json

from gamepkg import game_stats
from gamepkg.arrows import rules as arrows
from tests.test_gui_game_stats import arrows_plays, counts, deal, tables, window_text

FIVE_HUMANS = arrows.Params(3, 3, ("human", "human", "human", "human", "human", "hard"))
ONE_HUMAN = arrows.Params(3, 3, ("human", "hard"))


def test_five_humans_and_hard_count_in_a_table_of_their_own(app):
    """A game of 5 humans + Hard and a game of 1 human vs Hard, on the same board: two tables, one game each,
    and the window names both line-ups apart."""
    arrows_plays(deal(app, "arrows", FIVE_HUMANS))
    assert set(tables(app, "arrows")) == {"3x3:5:hard"} and counts(app, "arrows", "3x3:5:hard")[0] == 1
    view = deal(app, "arrows", ONE_HUMAN)
    arrows_plays(view, best=False)
    assert counts(app, "arrows", "3x3:1:hard")[:2] == (1, 0) and counts(app, "arrows", "3x3:5:hard")[0] == 1
    text = window_text(view)
    assert "3×3, humans: 5, against: Computer (hard)\n  Games played: 1" in text
    assert "3×3, humans: 1, against: Computer (hard)\n  Games played: 1\n  Games won: 0 (0%)" in text


def test_a_board_size_makes_a_table_of_its_own(app):
    """The same seats on a 3x3 and a 4x3 board are two line-ups."""
    arrows_plays(deal(app, "arrows", ONE_HUMAN))
    arrows_plays(deal(app, "arrows", arrows.Params(4, 3, ONE_HUMAN.seats)))
    assert {"3x3:1:hard", "4x3:1:hard"} <= set(tables(app, "arrows"))


def test_an_old_files_tables_still_read_and_show_as_they_were(app):
    """A file of an older version (tables keyed by the computer levels alone) keeps its figures, shown under
    their old names, beside the new line-ups; a new game never adds to an old table."""
    old = {"arrows": {"hard": {"played": 12, "won": 11, "best": 30}, "normal+normal+normal":
                      {"played": 4, "won": 1, "best": 12}}}
    app.store.path(game_stats.STATS_FILE).write_text(json.dumps(old), encoding="utf-8")
    view = deal(app, "arrows", ONE_HUMAN)
    arrows_plays(view)
    assert counts(app, "arrows", "hard") == (12, 11, 30) and counts(app, "arrows", "3x3:1:hard")[0] == 1
    text = window_text(view)
    assert "Against: Computer (hard)\n  Games played: 12\n  Games won: 11 (92%)\n  Best human score: 30" in text
    assert "Against: Computer (normal), Computer (normal), Computer (normal)\n  Games played: 4" in text
    assert "9×9, humans: 1, against: Computer (hard)\n  Games played: 0" in text  # a preset's line-up, unplayed
