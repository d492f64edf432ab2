"""The suite's own dialogs: their buttons speak the suite's language (not the system's), keys answer them."""

from tkinter import ttk

import pytest

from widgets.app import SuiteApp
from widgets.dialogs import MessageDialog


def answer_when_shown(app, button_text, seen):
    """Once a dialog is open: record its button texts, then press the button labelled ``button_text``."""
    def look():
        """Find the open dialog (or look again shortly)."""
        dialogs = [w for w in app.root.winfo_children() if isinstance(w, MessageDialog) or hasattr(w, "entries")]
        if not dialogs or not dialogs[0].winfo_viewable():
            app.root.after(20, look)
            return
        dialog = dialogs[0]
        buttons = [w for w in walk(dialog) if isinstance(w, ttk.Button)]
        seen.append([str(button.cget("text")) for button in buttons])
        if hasattr(dialog, "entries"):
            dialog.entries[0].insert(0, "walls:")
        next(button for button in buttons if button.cget("text") == button_text).invoke()
    app.root.after(20, look)


def walk(widget):
    """Every widget below ``widget``."""
    for child in widget.winfo_children():
        yield child
        yield from walk(child)


@pytest.mark.parametrize("language, yes, no", [("ja", "はい", "いいえ"), ("en", "Yes", "No")])
def test_yes_no_questions_use_the_suites_language(app, language, yes, no):
    """A confirmation shows Yes/No in the suite's language and answers True/False."""
    app.set_language(language)
    seen = []
    answer_when_shown(app, no, seen)
    assert SuiteApp.ask_yes_no(app, "confirm.discard") is False
    answer_when_shown(app, yes, seen)
    assert SuiteApp.ask_yes_no(app, "confirm.discard") is True
    assert seen == [[yes, no], [yes, no]]


def test_messages_and_the_game_id_prompt_are_translated_too(app):
    """An error shows OK only; Enter Game ID has OK and キャンセル in Japanese and returns the typed text."""
    app.set_language("ja")
    seen = []
    answer_when_shown(app, "OK", seen)
    assert SuiteApp.show_error(app, "テスト") is None
    answer_when_shown(app, "OK", seen)
    assert SuiteApp.ask_text(app, "game_id.prompt") == "walls:"
    assert seen == [["OK"], ["OK", "キャンセル"]]
