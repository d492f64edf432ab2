"""In Japanese, nothing the player reads is English: every tab, menu, help window and message.

Walks every mapped widget of every tab (labels, buttons, tables, lists, canvas texts), the menus with their
cascades, How to Play, the exercises of How This Game Is Made, About, and the messages of a bad game ID and
of bad Custom values, and fails on English words outside a short allow-list (key names, the suite's name,
the language menu that names itself in both languages; game IDs and paths are skipped).
"""

import pytest

from tests.screen_walk import english_words, screen_texts, texts_of
from widgets.registry import VIEWS


def english_in(texts):
    """(English words, text) for every text that has some."""
    return [(english_words(text), text[:120]) for text in texts if english_words(text)]


@pytest.fixture
def japanese(app):
    """The suite window switched to Japanese."""
    app.set_language("ja")
    app.root.update()
    return app


def close_windows(app):
    """Close every extra window (help, source) the test opened."""
    for widget in app.root.winfo_children():
        if widget.winfo_class() == "Toplevel":
            widget.destroy()


@pytest.mark.parametrize("game", list(VIEWS))
def test_every_tab_and_its_menus_speak_japanese(japanese, game):
    """The tab as it opens, with the Game, Options and Help menus built for it."""
    japanese.select_game(game)
    japanese.root.update()
    assert english_in(screen_texts(japanese.root)) == []


@pytest.mark.parametrize("game", list(VIEWS))
def test_how_to_play_and_the_exercises_speak_japanese(japanese, game):
    """How to Play, and the exercises above the (English) source code in How This Game Is Made."""
    japanese.select_game(game)
    japanese.show_help()
    japanese.root.update()
    help_windows = [w for w in japanese.root.winfo_children() if w.winfo_class() == "Toplevel"]
    assert help_windows
    found = english_in(text for window in help_windows
                       for text in texts_of(window.winfo_children()[0].winfo_children()[0]))
    close_windows(japanese)
    japanese.show_source()
    japanese.root.update()
    source = [w for w in japanese.root.winfo_children() if hasattr(w, "exercise_list")][0]
    found += english_in(texts_of(source.exercise_list))
    close_windows(japanese)
    assert found == []


def test_about_speaks_japanese(japanese, dialogs):
    """Help > About."""
    japanese.show_about()
    assert dialogs.infos and english_in(dialogs.infos) == []


@pytest.mark.parametrize("game_id", ["mines:9x9n100#1", "mines:0x9n3#1", "walls:99x2", "arrows:1x1", "garden:zz",
                                     "skirmish:nonsense", "nosuchgame:1"])
def test_a_bad_game_id_is_refused_in_japanese(japanese, dialogs, game_id):
    """The reason a game ID is refused comes in the player's language too."""
    dialogs.text_answer = game_id
    japanese.enter_game_id()
    assert dialogs.errors, f"{game_id} was not refused"
    assert english_in(dialogs.errors) == []
