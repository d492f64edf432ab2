"""Status lines the suite composes of several sentences end each sentence, in Japanese and English (issue #34,
point 7: "…for 2 rounds Practice: not recorded", "守り抜きました練習です")."""

from gamepkg.i18n import TUPLE_LANGUAGES
from gamepkg.savefile import save_session

B_FLAG_WIN = ("move:0:1:2", "move:0:2:2", "pick:0", "wait:0")  # Mirror Skirmish B-both: ally 1 holds the flag

VICTORY = {"ja": "勝利! 旗を2ラウンド守り抜きました。練習です。記録に残りません (ゲーム ID から開いたゲーム)。",
           "en": "Victory! You held the flag for 2 rounds. Practice: not recorded (opened from a game ID)."}
RESULT = {"ja": "勝利! 旗を2ラウンド守り抜きました。", "en": "Victory! You held the flag for 2 rounds."}


def flag_win(app):
    """A Mirror Skirmish game opened from its game ID and won by holding the flag; returns the view."""
    app.settings["animation_speed"] = "instant"
    assert app.open_game_id("skirmish:B-both#1", interactive=False) is None
    view = app.views["skirmish"]
    for move in B_FLAG_WIN:
        view.play(move)
    assert view.session.state.ended == "flag"
    return view


def test_the_end_of_a_practice_game_says_its_result_and_why_in_two_sentences(app):
    """The result and why it is not recorded are two sentences, each ended, in both languages (live switch too)."""
    view = flag_win(app)
    for language in (*TUPLE_LANGUAGES, TUPLE_LANGUAGES[0]):  # switched live, and back
        app.set_language(language)
        assert view.status_var.get() == VICTORY[language]


def test_load_and_continue_from_here_end_the_sentence_before_the_position(app):
    """Loaded … then the position's line; Playing on as practice … then the position's line: sentences ended."""
    view = flag_win(app)
    save_session(app.store, app.save_name(view), view.session)
    for language in TUPLE_LANGUAGES:
        app.set_language(language)
        assert app.load()
        path = str(app.store.path(app.save_name(view)))
        loaded = {"ja": f"読み込みました ({path})。", "en": f"Loaded {path}. "}[language]
        assert view.status_var.get() == loaded + RESULT[language]
    app.set_language("ja")
    assert app.replay_shown()
    view.replay_bar.go(1)
    assert app.continue_replay()
    assert view.status_var.get().startswith("練習として続けます (記録には数えません)。")
