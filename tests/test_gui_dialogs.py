"""The suite's own dialogs: their buttons speak the suite's language (not the system's), keys answer them."""

from tkinter import ttk

import pytest

from gamepkg.i18n import LANGUAGES
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


def asked_keys(offers=False):
    """The literal keys the suite asks through ask_yes_no in widgets/ (each game's folder too): its questions, or
    with ``offers`` its offers (``offer=True``: they lose nothing)."""
    import pathlib
    import re
    keys = set()
    for path in pathlib.Path(__file__).resolve().parent.parent.joinpath("widgets").rglob("*.py"):
        for key, offer in re.findall(r'ask_yes_no\(\s*"([\w.]+)"(,\s*offer=True)?', path.read_text(encoding="utf-8")):
            if bool(offer) == offers:
                keys.add(key)
    return keys


def yes_no_keys():
    """Every question the suite asks through ask_yes_no (offers aside), and the garden's resets."""
    return sorted(asked_keys() | {"garden.view.reset_gardener", "garden.view.reset_mole", "garden.view.reset_one"})


def press_enter_when_shown(app, seen):
    """Once a question is open and its focus is on a button: record which one, then press Enter there.

    After 3 s a dialog still open is closed (unanswered, as No), so a test fails on ``seen`` rather than hang."""
    def look():
        """Find the open dialog and its focused button (or look again shortly)."""
        dialogs = [w for w in app.root.winfo_children() if isinstance(w, MessageDialog)]
        focused = dialogs[0].focus_lastfor() if dialogs and dialogs[0].winfo_viewable() else None
        if not isinstance(focused, ttk.Button):
            app.root.after(20, look)
            return
        seen.append(str(focused.cget("text")))
        focused.focus_force()  # a generated key goes to the window that has the display's focus
        focused.update()
        focused.event_generate("<Return>")

    def give_up():
        """Close a question that is still open (the test then fails on what it saw)."""
        for dialog in [w for w in app.root.winfo_children() if isinstance(w, MessageDialog)]:
            dialog.destroy()
    app.root.after(20, look)
    app.root.after(3000, give_up)


@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_on_every_yes_no_question_answers_no(app, language):
    """Each of the suite's yes/no questions (they may lose progress) has No as its default: Enter answers No."""
    app.set_language(language)
    keys = yes_no_keys()
    assert {"confirm.discard", "confirm.quit", "garden.view.reset_one"} <= set(keys)
    for key in keys:
        seen = []
        press_enter_when_shown(app, seen)
        fields = {"folder": "x", "game": "x", "file": "x"}  # every field a question takes
        assert SuiteApp.ask_yes_no(app, key, **fields) is False, key
        assert seen == [app.tr.t("dialog.no")], key


@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_on_an_offer_takes_it(app, language):
    """An offer loses nothing either way (the lesson at a tab's first start): Yes is its default, so Enter takes it,
    and its title says it is a suggestion, not "Please confirm"."""
    app.set_language(language)
    assert asked_keys(offers=True) == {"lesson.offer"}
    seen, titles = [], []
    press_enter_when_shown(app, seen)
    app.root.after(10, lambda: titles.extend(w.title() for w in app.root.winfo_children()
                                             if isinstance(w, MessageDialog)))
    assert SuiteApp.ask_yes_no(app, "lesson.offer", offer=True, game="x") is True
    assert seen == [app.tr.t("dialog.yes")] and titles == [app.tr.t("dialog.offer")]


def test_the_no_button_is_the_default_one(app):
    """The question draws No as the default button, Yes not (a message's OK is its default)."""
    dialog = MessageDialog(app.root, "?", "?", "Yes", "No")
    dialog.update()
    assert str(dialog.cancel_button.cget("default")) == "active"
    assert str(dialog.ok_button.cget("default")) != "active"
    dialog.destroy()
    dialog = MessageDialog(app.root, "!", "!", "OK")
    assert str(dialog.ok_button.cget("default")) == "active"
    dialog.destroy()


def test_a_wrong_game_id_keeps_the_box_open_to_correct_it(app):
    """Enter Game ID with a wrong ID: the box stays open with the reason; corrected, the game opens."""
    del app.ask_text                    # the dialogs fixture's stand-in: use the real box
    seen = []

    def type_in(text, then):
        """Once the box is open: type ``text``, press OK, record the error line, then go on with ``then``."""
        def look():
            """Find the open box (or look again shortly)."""
            boxes = [w for w in app.root.winfo_children() if hasattr(w, "entries") and w.winfo_exists()]
            if not boxes or not boxes[0].winfo_viewable():
                app.root.after(20, look)
                return
            box = boxes[0]
            box.entries[0].delete(0, "end")
            box.entries[0].insert(0, text)
            box.ok_button.invoke()
            seen.append((box.winfo_exists(), box.error_var.get() if box.winfo_exists() else ""))
            if then:
                then()
        app.root.after(20, look)

    type_in("mines:0x9n3#1", lambda: type_in("mines:9x9n10#4", None))
    app.enter_game_id()
    assert seen[0][0] and app.tr.t("game_id.bad", reason="")[:4] in seen[0][1]
    assert seen[1] == (False, "")
    view = app.views["mines"]
    assert view.session.params.encode() == "9x9n10" and view.session.seed == 4


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_question_opens_over_the_middle_of_the_window_and_on_the_screen(app, language):
    """A question opens centred across the main window, a little above its middle (not where the system puts a
    new window: on Windows near the screen's top left), and never off the screen when the window is."""
    app.set_language(language)
    app.root.geometry("700x500+300+120")
    app.root.update()
    places = []

    def note_place_then_answer(dialog):
        """Record where the open question is (x, y, width, height), then answer No."""
        places.append((dialog.winfo_rootx(), dialog.winfo_rooty(), dialog.winfo_width(), dialog.winfo_height()))
        dialog.destroy()

    def look():
        """Find the open question once it is on the screen (or look again shortly)."""
        dialogs = [w for w in app.root.winfo_children() if isinstance(w, MessageDialog) and w.winfo_viewable()]
        if dialogs:
            note_place_then_answer(dialogs[0])
        else:
            app.root.after(20, look)

    for place in ("700x500+300+120", "700x500+{}+{}".format(app.root.winfo_screenwidth() - 100,
                                                              app.root.winfo_screenheight() - 80)):
        app.root.geometry(place)
        app.root.update()
        app.root.after(20, look)
        SuiteApp.ask_yes_no(app, "confirm.discard")
    (x, y, width, height), (far_x, far_y, far_width, far_height) = places
    root_x, root_y = 300, 120
    assert abs((x + width // 2) - (root_x + 350)) <= 2  # across: the middle
    assert root_y < y and y + height // 2 < root_y + 250  # down: in the window's upper half
    assert far_x + far_width <= app.root.winfo_screenwidth() and far_y + far_height <= app.root.winfo_screenheight()


def close_every_message_dialog(root):
    """Destroy every MessageDialog of ``root`` (as Quit does with the dialogs open)."""
    for widget in root.winfo_children():
        if isinstance(widget, MessageDialog):
            widget.destroy()


def test_a_question_closed_while_it_is_built_or_before_it_shows_is_no_error(app):
    """Issue 36: the window's close button while a second question is queued closes it while it works out its
    size (was TclError in centre_over), and keys mashed at the first start close one before it is visible (was
    TclError in wait_visibility): each answers No, with no Tk error."""
    app.root.after_idle(close_every_message_dialog, app.root)  # runs inside centre_over's update_idletasks
    dialog = MessageDialog(app.root, "?", "?", "Yes", "No")
    assert not dialog.winfo_exists() and dialog.run() is False
    dialog = MessageDialog(app.root, "?", "?", "Yes", "No")
    dialog.destroy()  # gone before it was ever visible
    assert dialog.run() is False
    app.root.update()
    app.root.report_callback_exception.check()
