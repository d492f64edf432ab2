"""Mischief Garden on a real Tk window, the players' defect reports: computers playing on, no leak behind a
question, Ctrl+Tab, the status and panel texts, the help, and rule numbers taken from the engine."""

from gamepkg.garden import rules as garden
from gamepkg.i18n import TUPLE_LANGUAGES
from gamepkg.session import Session
from tests.conftest import press
from tests.test_gui_garden import ROOT_TAGS, all_texts, do, open_game, play_through, ready, settle


def test_computers_play_a_whole_game_in_the_window(app):
    """Gardener easy against mole normal at instant speed plays to the end (two actions on one cell included)."""
    for seed in (1, 2):
        view = open_game(app, "en", seed=seed)
        for _ in range(garden.ROUNDS * 2 * garden.ACTIONS_PER_TURN + 4):
            settle(view)
            if view.session.state.winner:
                break
        assert view.session.state.winner, "the computers stopped before the end"
        assert len(view.session.moves) == garden.ROUNDS * 2 * garden.ACTIONS_PER_TURN


def moles_board_with_roots(app):
    """A hot-seat game on the mole's turn, its board shown with a root drawn."""
    view = open_game(app)
    play_through(view, ["path:5", "path:6"])
    ready(view)
    do(view, 13)
    assert view.session.state.role == "mole" and view.board.find_withtag("root")
    return view


def record_questions(app, monkeypatch, view, answers):
    """Real yes/no dialogs (through app.modal) whose stand-in reads the whole tab while each question is open."""
    del app.ask_yes_no                      # the dialogs fixture's shortcut: use the app's own method again
    seen = []

    def ask(title, text, parent=None):
        """Record what the screen shows now and answer from ``answers``."""
        view.update()
        board = view.board
        seen.append({"question": text, "root_items": [i for i in board.find_all() if ROOT_TAGS & set(board.gettags(i))],
                     "items": board.find_all(), "panel": [t for t in view.panel.label_texts() if t],
                     "texts": [t for t in all_texts(view) + [view.status_var.get()] if t],
                     "curtain": view.curtain.is_shown()})
        return answers.pop(0)

    def message_box(title_key, text, yes_no=False, yes_first=False):
        """The suite's message box, still shown through app.modal (which covers the board), answered by ask."""
        return app.modal(lambda: ask(title_key, text))

    monkeypatch.setattr(app, "message_box", message_box)
    return seen


def assert_nothing_hidden_shown(seen):
    """Every question was asked behind the curtain: no canvas item at all, no panel text, no root, no cell."""
    assert seen
    for screen in seen:
        assert screen["curtain"] and screen["items"] == () and screen["root_items"] == []
        assert screen["panel"] == []
        assert not [text for text in screen["texts"] if "Root" in text or "13" in text], screen


def test_a_reset_on_the_moles_turn_asks_behind_the_curtain(app, monkeypatch):
    """R on the mole's board: both questions are asked with no board, panel or roots; a no keeps the mole hidden."""
    view = moles_board_with_roots(app)
    seen = record_questions(app, monkeypatch, view, [True, False])
    press(view.board, "r")
    assert [screen["question"] for screen in seen] == [app.tr.t("garden.view.reset_gardener"),
                                                        app.tr.t("garden.view.reset_mole")]
    assert_nothing_hidden_shown(seen)
    assert view.session.moves == ["path:5", "path:6", "root:13"]
    assert view.curtain_up and view.board.find_all() == ()          # the mole says Ready again
    assert view.status_var.get() == app.tr.t("garden.view.reset_refused")
    ready(view)
    assert view.board.find_withtag("root")


def test_quit_and_new_game_questions_hide_the_moles_board(app, monkeypatch):
    """Ctrl+Q (quit?) and Game > New (discard?) on the mole's board: asked behind the curtain, the board comes back."""
    view = moles_board_with_roots(app)
    seen = record_questions(app, monkeypatch, view, [False, False])
    app.quit()
    app.new_game(garden.Params("h", "h"))
    assert len(seen) == 2
    assert_nothing_hidden_shown(seen)
    assert view.session.moves == ["path:5", "path:6", "root:13"] and not view.curtain_up
    assert view.board.find_withtag("root") and view.focus_get() is view.board
    assert view.status_var.get() != app.tr.t("garden.view.curtain.covered")


def ctrl_tab(widget):
    """Ctrl+Tab typed in ``widget`` (which gets the focus first)."""
    widget.focus_force()
    widget.update()
    widget.event_generate("<Control-Tab>")
    widget.update()


def test_ctrl_tab_leaves_the_garden_tab_in_every_state(app):
    """Ctrl+Tab switches tabs with the board focused, after choosing an action, and under the curtain."""
    def back_to_garden():
        """Show the garden tab again and return its view."""
        app.select_game("garden")
        app.root.update()
        return app.views["garden"]

    view = open_game(app)
    ctrl_tab(view.curtain)                                  # the hand-off curtain is up ("press Enter")
    assert view.curtain_up and app.current_game() != "garden"
    view = back_to_garden()
    ready(view)
    ctrl_tab(view.board)                                    # the board has the focus
    assert app.current_game() != "garden" and view.kind() == "path"
    view = back_to_garden()
    press(view.board, "Tab")                                # an action chosen with Tab
    assert view.kind() == "water"
    ctrl_tab(view.board)
    assert app.current_game() != "garden" and view.kind() == "water"
    view = back_to_garden()
    view.board.focus_force()
    view.board.event_generate("<Shift-Tab>")
    view.update()
    assert view.kind() == "path" and app.current_game() == "garden"


def finished_game(app, params_text="hn"):
    """A finished game (everyone waited) loaded into the garden tab."""
    view = open_game(app, params_text)
    session = Session(garden, garden.Params.decode(params_text), 3)
    for _ in range(garden.ROUNDS * 2 * garden.ACTIONS_PER_TURN):
        session.play("wait")
    view.adopt_session(session)
    settle(view)
    return view


def test_the_status_and_panel_describe_the_position_on_screen(app):
    """After the end: the result, no 'Actions left'; after a restart and a load: the position on screen."""
    view = finished_game(app)
    result = app.tr.t("garden.result.mole", blooms=0)
    assert view.position_status()[0] == "garden.view.happened" and result in view.status_var.get()
    assert view.panel.vars["left"].get() == "" and result in view.panel.label_texts()
    assert not [text for text in view.panel.label_texts() if "Actions left" in text]
    app.restart()
    assert view.status_var.get() == app.tr.t("garden.view.idle", role="Gardener", round=1, left=2,
                                             rounds=garden.ROUNDS)
    do(view, 5)
    assert app.save()
    do(view, 6)
    settle(view)
    assert app.load()
    assert view.session.moves == ["path:5"]
    key, fields = view.position_status()            # (the app's "Loaded: ..." stands in the status line)
    assert view.t(key, **fields) == app.tr.t("garden.view.idle", role="Gardener", round=1, left=1,
                                             rounds=garden.ROUNDS)
    view = open_game(app)
    assert view.status_var.get() == app.tr.t("garden.view.curtain.status", role="Gardener")


KEY_NAMES = {"<Key-Tab>": ("Tab",), "<Shift-Key-Tab>": ("Shift+Tab",), "<Key-ISO_Left_Tab>": ("Shift+Tab",),
             "<Key-Left>": ("Arrow", "矢印"), "<Key-Right>": ("Arrow", "矢印"), "<Key-Up>": ("Arrow", "矢印"),
             "<Key-Down>": ("Arrow", "矢印"), "z": ("Z",), "Z": ("Z",), "x": ("X",), "X": ("X",), "r": ("R",),
             "R": ("R",), "f": ("F",), "F": ("F",), "<Key-Escape>": ("Esc",), "<Key-space>": ("Space",),
             "<Key-Return>": ("Enter",), "<Key-KP_Enter>": ("Enter",), "<Key>": ("Enter",),
             "<Button-1>": ("click", "クリック"), "<Button-3>": ("right click", "右クリック")}
NOT_KEYS = ("<KeyRelease>", "<Motion>", "<Configure>", "<FocusOut>")


def test_how_to_play_names_every_key_the_tab_binds(app):
    """Every key bound on the board and the curtain is named in How to Play, in Japanese and in English."""
    view = open_game(app)
    bound = [seq for widget in (view.board, view.curtain) for seq in widget.bind() if seq not in NOT_KEYS]
    assert "<Key-Tab>" in bound and "<Control-Key-Tab>" not in bound
    for language in TUPLE_LANGUAGES:  # the help texts as written
        app.set_language(language)
        help_text = view.help_text()
        for sequence in bound:
            assert sequence in KEY_NAMES, f"add {sequence} to How to Play and to KEY_NAMES"
            assert any(name in help_text for name in KEY_NAMES[sequence]), (language, sequence)
        for rule in ("{", "path network" if language == "en" else "小道の網"):
            assert (rule in help_text) == (rule != "{"), (language, rule)
    app.set_language("en")
    text = view.help_text()
    for rule in ("only flowers next to a path can be watered", "centre cell and its four sides",
                 "Purple dashed frames with \"!\"", "Root cut!"):
        assert rule in text


def test_a_rule_change_in_garden_py_reaches_the_help_the_panel_and_the_game(app, monkeypatch):
    """Patched rounds, blooms to win and water: help, panel and status show the new numbers; the game follows."""
    monkeypatch.setattr(garden, "ROUNDS", 2)
    monkeypatch.setattr(garden, "BLOOMS_TO_WIN", 4)
    monkeypatch.setattr(garden, "MAX_WATER", 3)
    view = open_game(app, "hn")
    help_text = view.help_text()
    assert "After the drain of round 2 the gardener wins with 4 or more" in help_text
    assert "in bloom at 3" in help_text
    assert "Round 1 of 2" in view.panel.label_texts() and "Blooms: 0 of 5 (4 to win)" in view.panel.label_texts()
    assert "round 1 of 2" in view.status_var.get()
    app.set_language("ja")
    assert "2ラウンド目の吸水のあと、満開の花が4つ以上なら庭師の勝ち" in view.help_text()
    assert "ラウンド1 / 2" in view.panel.label_texts()
    for _ in range(2):
        view.play("wait")
        view.play("wait")
        settle(view)
    assert view.session.state.winner == "mole" and view.session.state.round == 2


def test_a_question_over_the_curtain_opens_below_its_heading(app):
    """Issue 22 point 9: R on the mole's board asks the real reset question; it opens inside the curtain, below
    the curtain's heading ("Please answer the question"), which stays whole on screen; Enter answers No."""
    from tests.test_gui_dialogs import press_enter_when_shown
    from widgets.dialogs import MessageDialog
    del app.ask_yes_no                      # the dialogs fixture's shortcut: ask through the real box
    view = moles_board_with_roots(app)
    seen, boxes = [], []

    def measure():
        """Once the question shows: its box and the curtain's heading lines in screen pixels; then answer it."""
        dialogs = [w for w in app.root.winfo_children() if isinstance(w, MessageDialog) and w.winfo_viewable()]
        if not dialogs:
            app.root.after(10, measure)
            return
        box = dialogs[0]
        box.update_idletasks()
        labels = [view.curtain.labels[name] for name in ("title", "next", "look_away")]
        boxes.append(((box.winfo_rootx(), box.winfo_rooty(), box.winfo_width()),
                      max(label.winfo_rooty() + label.winfo_height() for label in labels),
                      (view.curtain.winfo_rootx(), view.curtain.winfo_width()),
                      view.curtain.label_vars["next"].get()))
        press_enter_when_shown(app, seen)
    app.root.after(10, measure)
    app.root.after(4000, app.close_dialogs)                      # (a box never shown fails the test, never hangs it)
    press(view.board, "r")
    assert seen == ["No"] and view.session.moves == ["path:5", "path:6", "root:13"]
    [((x, top, width), heading_bottom, (left, room), heading)] = boxes
    assert heading == app.tr.t("garden.view.curtain.question")
    assert top > heading_bottom                                  # the question never hides the heading
    assert left <= x and x + width <= left + room                # ... and opens on the curtain


def test_the_hand_over_screen_switches_language_live(app):
    """Issue 22 point 9: the hand-over screen (the gardener's result, Hand Over) follows a switch to Japanese at
    once, with no English left in the tab, and Enter then drops the curtain as before."""
    from tests.screen_walk import english_words, texts_of
    view = open_game(app)
    play_through(view, ["path:5"])
    do(view, 6)
    assert view.handing_over == "gardener"
    english = view.status_var.get()
    app.set_language("ja")
    view.update()
    assert view.handing_over == "gardener" and view.status_var.get() != english
    assert str(view.panel.handover_button.cget("text")) == app.tr.t("garden.view.handover.button")
    assert app.tr.t("garden.event.path", cell=7) in view.status_var.get()
    shown = texts_of(view) + [view.status_var.get()]
    assert [english_words(text) for text in shown if english_words(text)] == []
    press(view.board, "Return")
    assert view.curtain_up and view.board.find_all() == ()
