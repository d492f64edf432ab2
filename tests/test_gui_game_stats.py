"""Game > Statistics of Mirror Skirmish, Mischief Garden, Arrow Rotation and Delayed Walls on the real window.

Each game is played through its view by its engines' legal moves (the human seat driven by a computer
player or by the skirmish hint search, called directly so that the game still counts): a win, a loss, a game
given up, a practice game from a game ID, and a Reset that asks first. Short games only: case A (6 actions),
a 3x3 Arrow Rotation board (9 placements), garden matches of 32 actions at instant speed.
"""

import random
import re
import tkinter

from gamepkg import game_stats
from gamepkg.arrows import ai as arrows_ai
from gamepkg.arrows import rules as arrows
from gamepkg.garden import ai as garden_ai
from gamepkg.garden import rules as garden
from gamepkg.skirmish import ai as skirmish_ai
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish import stats as skirmish_stats
from tests.conftest import DialogRecorder
from widgets.app import SuiteApp

PRACTICE_END = "Practice: not recorded (opened from a game ID)."  # what the end of a practice game says


def tables(app, game):
    """The tables of ``game`` in the data folder."""
    return game_stats.load_stats(app.store, game)


def counts(app, game, key):
    """(played, won, best) of one table in the data folder."""
    table = tables(app, game).get(key, game_stats.empty_table())
    return table["played"], table["won"], table["best"]


def settle(view, rounds=600):
    """Run the after() queue until no animation or computer move is pending."""
    for _ in range(rounds):
        view.update()
        if not view.is_busy() and view.computer_job is None:
            view.update()
            return
        view.after(2)
    raise AssertionError("the view never settled")


# The seed of the dealt games: the computers' moves follow it (seeded by the session's seed), so the outcomes
# the tests name are fixed (with 12 the greedy human beats Easy on 3x3, the gardener beats the easy mole).
DEAL_SEED = 12


def deal(app, game, params, speed="instant"):
    """A game the suite deals in tab ``game`` with DEAL_SEED (it counts); returns the view."""
    app.set_animation_speed(speed)
    view = app.select_game(game)
    assert app.new_game(params, DEAL_SEED, view=view)
    settle(view)
    assert view.record_chance.counts
    return view


def practice(app, game_id):
    """A game opened from its game ID (practice); returns the view."""
    app.set_animation_speed("instant")
    assert app.open_game_id(game_id, interactive=False) is None
    view = app.current_view()
    settle(view)
    assert view.record_chance.practice
    return view


# ----- the players the tests put in the human seats -----
def skirmish_win(view):
    """Play the skirmish hint search's actions to the end (it wins case A in round 3)."""
    while view.session.status() == "playing":
        view.play(skirmish_ai.hint(view.session.state).move)
        settle(view)


def skirmish_waits(view, actions=None):
    """Let the allies wait (the game ends in a draw at the last round), or only ``actions`` times."""
    while view.session.status() == "playing" and actions != 0:
        view.play(next(move for move in skirmish_board.legal_moves(view.session.state) if move.startswith("wait")))
        settle(view)
        actions = None if actions is None else actions - 1


def garden_plays(view, human_level=None, actions=None):
    """The human role plays the computer's ``human_level`` moves (None: waits) to the end or ``actions`` times."""
    while view.session.status() == "playing" and actions != 0:
        state = view.session.state
        move = "wait" if human_level is None else garden_ai.choose_move(state, human_level, random.Random(1))
        view.play(move)
        settle(view)
        actions = None if actions is None else actions - 1


def arrows_plays(view, best=True, placements=None):
    """The human seat places the arrow that scores most (or least) to the end, or ``placements`` times."""
    while view.session.status() == "playing" and placements != 0:
        gains = arrows_ai.move_gains(view.session.state)
        pick = max if best else min
        view.play(pick(gains, key=lambda move: (gains[move], move)))
        settle(view)
        placements = None if placements is None else placements - 1


def window_text(view):
    """Open Game > Statistics of ``view`` and return its text."""
    view.show_statistics()
    view.update()
    return view.stats_window.shown_text()


# ----- Mirror Skirmish -----
def test_skirmish_counts_a_win_a_loss_a_game_given_up_and_no_practice(app, dialogs):
    """A win in round 3, a draw (not won), a game left under way (a loss) and a game ID's game (nothing)."""
    key = "A-both-lesson"
    skirmish_win(deal(app, "skirmish", skirmish.Params("A", "both")))
    assert counts(app, "skirmish", key) == (1, 1, 3)
    skirmish_waits(deal(app, "skirmish", skirmish.Params("A", "both")))
    assert counts(app, "skirmish", key) == (2, 1, 3)
    view = deal(app, "skirmish", skirmish.Params("A", "both"))
    skirmish_waits(view, actions=1)
    dialogs.questions.clear()
    assert app.new_game(skirmish.Params("A", "both"), view=view)
    assert dialogs.questions == ["confirm.abandon"] and counts(app, "skirmish", key) == (3, 1, 3)
    skirmish_win(practice(app, "skirmish:A-both#1"))
    assert counts(app, "skirmish", key) == (3, 1, 3) and view.status_var.get().endswith(PRACTICE_END)
    text = window_text(view)
    assert "A: " in text and "enemy: Lesson\n  Games played: 3\n  Games won: 1 (33%)\n" \
        "  Fewest rounds to win: round 3" in text


def test_a_skirmish_hint_ends_the_chance_and_counts_the_game_as_lost(app):
    """Game > Hint during a counting game: it no longer counts, and is a game played and lost."""
    view = deal(app, "skirmish", skirmish.Params("B", "ally"))
    skirmish_waits(view, actions=1)
    app.hint()
    assert not view.record_chance.counts and counts(app, "skirmish", "B-ally-lesson") == (1, 0, None)
    skirmish_win(view)
    assert counts(app, "skirmish", "B-ally-lesson") == (1, 0, None)


def test_the_skirmish_table_key_names_the_enemy_level_when_params_have_one():
    """Params with an enemy level (added by the enemy-levels work) get a table of their own."""
    class WithEnemy:
        """Skirmish params of a later version, with an enemy level."""
        case, variant, enemy = "C", "ally", "hard"
    assert skirmish_stats.table_key(WithEnemy) == "C-ally-hard"
    assert skirmish_stats.table_key(skirmish.Params("C", "ally")) == "C-ally-lesson"


# ----- Mischief Garden -----
def test_garden_counts_wins_per_role_and_opponent(app, dialogs):
    """The human gardener beats the easy mole; waits and loses to the normal mole; gives up a match against the
    normal mole; a hot-seat match counts for both roles; a match from its game ID counts nowhere."""
    garden_plays(deal(app, "garden", garden.Params("h", "e")), human_level="normal")
    assert counts(app, "garden", "gardener-easy") == (1, 1, None)
    garden_plays(deal(app, "garden", garden.Params("h", "n")))
    assert counts(app, "garden", "gardener-normal") == (1, 0, None)
    view = deal(app, "garden", garden.Params("h", "n"))
    garden_plays(view, actions=1)
    dialogs.questions.clear()
    assert app.new_game(garden.Params("h", "h"), view=view)
    assert dialogs.questions == ["confirm.abandon"] and counts(app, "garden", "gardener-normal") == (2, 0, None)
    view.curtain_up = False
    garden_plays(view)
    assert counts(app, "garden", "mole-human") == (1, 1, None)
    assert counts(app, "garden", "gardener-human") == (1, 0, None)
    garden_plays(practice(app, "garden:he#1"), human_level="normal")
    assert counts(app, "garden", "gardener-easy") == (1, 1, None) and view.status_var.get().endswith(PRACTICE_END)
    text = window_text(view)
    assert "Gardener against Computer (easy)\n  Games played: 1\n  Games won: 1 (100%)" in text
    assert "Mole against Human\n  Games played: 1\n  Games won: 1 (100%)" in text


def test_a_hot_seat_garden_match_given_up_counts_nowhere(app, dialogs):
    """Leaving a hot-seat match under way asks nothing about the records: no human lost it to anyone."""
    view = deal(app, "garden", garden.Params("h", "h"))
    view.curtain_up = False
    garden_plays(view, actions=1)
    assert not view.counts_abandoned_games
    assert app.new_game(garden.Params("h", "h"), view=view)
    assert "confirm.abandon" not in dialogs.questions and tables(app, "garden") == {}


# ----- Arrow Rotation -----
def test_arrows_counts_games_wins_and_the_best_score_per_computer_level(app, dialogs):
    """3x3 boards: the human's best arrows beat the easy computer; the worst lose to the hard one; a game
    given up is a loss; a game of humans alone and a game from its game ID count nowhere."""
    view = deal(app, "arrows", arrows.Params(3, 3, ("human", "easy")))
    arrows_plays(view)
    human, computer = view.session.state.scores
    assert human > computer and counts(app, "arrows", "3x3:1:easy") == (1, 1, human)
    arrows_plays(deal(app, "arrows", arrows.Params(3, 3, ("human", "hard"))), best=False)
    worst, computer = view.session.state.scores
    assert worst < computer and counts(app, "arrows", "3x3:1:hard") == (1, 0, worst)
    view = deal(app, "arrows", arrows.Params(3, 3, ("human", "easy")))
    arrows_plays(view, placements=1)
    dialogs.questions.clear()
    assert app.new_game(arrows.Params(2, 2, ("human", "human")), view=view)
    assert dialogs.questions == ["confirm.abandon"] and counts(app, "arrows", "3x3:1:easy")[:2] == (2, 1)
    arrows_plays(view)
    arrows_plays(practice(app, "arrows:3x3,H,E#1"))
    assert view.status_var.get().endswith(PRACTICE_END)
    assert set(tables(app, "arrows")) == {"3x3:1:easy", "3x3:1:hard"}
    assert counts(app, "arrows", "3x3:1:easy")[:2] == (2, 1)
    text = window_text(view)
    assert (f"3×3, humans: 1, against: Computer (easy)\n  Games played: 2\n  Games won: 1 (50%)\n"
            f"  Best human score: {human}") in text


# ----- Delayed Walls -----
def test_walls_summary_comes_from_the_level_bests(app, dialogs):
    """Clearing level A at par shows one level cleared, at par, three stars; Reset asks, then clears the bests."""
    from tests.test_gui_walls import keys, open_walls
    from tests.test_gui_walls import settle as walls_settle
    view = open_walls(app)
    before = window_text(view)
    assert "Levels cleared: 0 of " in before and "Total stars: 0 of " in before
    keys(view, "Right", "Right", "Up", "Down", "Right", "Right")
    walls_settle(view)
    text = view.stats_window.shown_text()
    assert "Levels cleared: 1 of " in text and "Cleared at par: 1 of " in text and "Total stars: 3 of " in text
    dialogs.answer = False
    view.stats_window.reset()
    assert dialogs.questions[-1] == "stats.reset_ask" and view.library.bests
    dialogs.answer = True
    view.stats_window.reset()
    assert not view.library.bests and "Levels cleared: 0 of " in view.stats_window.shown_text()


# ----- every game -----
def test_reset_asks_first_and_clears_only_that_game(app, dialogs):
    """No keeps the tables; Yes clears this game's and leaves the other games' tables."""
    arrows_plays(deal(app, "arrows", arrows.Params(3, 3, ("human", "easy"))))
    skirmish_win(deal(app, "skirmish", skirmish.Params("A", "both")))
    view = app.views["skirmish"]
    window_text(view)
    dialogs.answer = False
    view.stats_window.reset()
    assert dialogs.questions[-1] == "stats.reset_ask" and counts(app, "skirmish", "A-both-lesson")[0] == 1
    dialogs.answer = True
    view.stats_window.reset()
    assert tables(app, "skirmish") == {} and counts(app, "arrows", "3x3:1:easy")[0] == 1
    assert "Games played: 1" not in view.stats_window.shown_text()


def test_the_statistics_speak_japanese_in_the_japanese_window(app):
    """After a switch to Japanese, every game's Statistics window has no English word (and switches back)."""
    skirmish_win(deal(app, "skirmish", skirmish.Params("A", "both")))
    app.set_language("ja")
    for game in ("skirmish", "garden", "arrows", "walls"):
        view = app.select_game(game)
        text = window_text(view)
        assert re.search("[A-Za-z]{2,}", text) is None, (game, text)
        assert view.stats_window.title() == app.tr.t("stats.title")
    app.set_language("en")
    assert "Games played: 1" in app.views["skirmish"].stats_window.shown_text()


def test_two_windows_on_one_folder_merge_their_games(app):
    """Two SuiteApp windows on the same data folder: each one's games are in the file, none wiped."""
    other = SuiteApp(tkinter.Toplevel(app.root), app.store, language="en")
    DialogRecorder().install(other)
    skirmish_win(deal(app, "skirmish", skirmish.Params("A", "both")))
    skirmish_win(deal(other, "skirmish", skirmish.Params("A", "both")))
    view = deal(other, "arrows", arrows.Params(3, 3, ("human", "easy")))
    arrows_plays(view)
    skirmish_waits(deal(app, "skirmish", skirmish.Params("A", "both")))
    assert counts(app, "skirmish", "A-both-lesson") == (3, 2, 3)
    assert counts(app, "arrows", "3x3:1:easy") == (1, 1, view.session.state.scores[0])


def test_how_to_play_says_what_the_statistics_count_in_both_languages(app):
    """Every tab's How to Play ends with what its statistics count, in Japanese and in English."""
    says = {"en": {"skirmish": "a game given up counts as lost", "garden": "a hot-seat match given up counts nowhere",
                   "arrows": "only games with a human and a computer seat count", "walls": "the total of stars"},
            "ja": {"skirmish": "途中でやめたゲームは負け", "garden": "二人で遊ぶ試合を途中でやめたときは数えません",
                   "arrows": "人とコンピューターが両方いるゲームだけ", "walls": "星の合計"}}
    for language, texts in says.items():
        app.set_language(language)
        for game, text in texts.items():
            assert text in app.select_game(game).help_text(), (language, game)


def test_a_game_only_the_computer_has_moved_in_is_left_without_a_loss(app, dialogs):
    """The computer gardener moves first: a new game then asks nothing and counts no game."""
    view = deal(app, "garden", garden.Params("n", "h"))
    assert view.session.position > 0 and not view.counting_game_under_way()
    assert app.new_game(garden.Params("n", "h"), view=view)
    assert "confirm.abandon" not in dialogs.questions and tables(app, "garden") == {}


def test_game_menu_statistics_opens_the_window_of_every_tab(app):
    """Game → Statistics... is in the Game menu of every tab, and opens that tab's window (once: a second use
    brings the same window to the front)."""
    for game in ("mines", "skirmish", "walls", "garden", "arrows"):
        view = app.select_game(game)
        app.rebuild_menus()
        entry = app.game_entries.get("stats.menu", app.game_entries.get("mines.menu.statistics"))
        app.game_menu.invoke(entry)
        window = view.stats_window
        assert window is not None and window.winfo_exists() and window.shown_text()
        app.game_menu.invoke(entry)
        assert view.stats_window is window
        window.destroy()


def test_tables_this_version_cannot_name_are_not_shown(app):
    """A hand-edited file's garden and arrows tables of unknown names stay in the file but out of the window."""
    game_stats.record_games(app.store, "garden", [("gardener-easy", True, None), ("queen-bee", True, None)])
    game_stats.record_games(app.store, "arrows", [("easy+wizard", True, 3), ("hard+normal", False, 4)])
    garden_text = window_text(app.select_game("garden"))
    arrows_text = window_text(app.select_game("arrows"))
    assert "queen" not in garden_text and "Gardener against Computer (easy)\n  Games played: 1" in garden_text
    assert "wizard" not in arrows_text
    assert "Against: Computer (hard), Computer (normal)\n  Games played: 1" in arrows_text
    assert set(tables(app, "garden")) == {"gardener-easy", "queen-bee"}
