"""Every screen fits: no text is cut and the status line stays inside the window, at any zoom, on any window.

Issue 12. Covered: every tab of widgets.registry.VIEWS in English and Japanese, at zoom 100 %, 150 % and
200 %, on windows of 1024x700 and 1366x768 (set by hand after the zoom, as a player with a small screen
would), as each tab is after a new game; then a few finished and half-played positions (Minesweeper lost
and won, Delayed Walls won, Arrow Rotation and Mirror Skirmish half played) at 150 % and 200 % on
1024x700 in both languages. Each case walks every mapped widget with tests/screen_walk.py ``cut_texts``
(a label or button asking for more room than it got, a table cell or heading wider than its column, a list
item wider than its list) and also fails on a widget squeezed out of sight by its frame (managed but
unmapped inside a mapped parent), a widget reaching past its parent's edge (cut off by it), a tab whose
title the notebook squeezed, a table/list narrower than it asks, a choice box (the speed box)
narrower than one of its choices, or a scrolling side panel
(widgets/scroll_column.py) narrower than its contents. Then the zoom itself: Ctrl+plus
grows the window and the board with the fonts, and Ctrl+0 gives back exactly the layout of a fresh start; a
hand-resized window keeps its size through zoom steps; at the minimum window size and 200 % every status
line is inside the window; in Japanese no tab wraps a label by Tk's own wraplength; How to Play, the
message box and the rule-test table keep their texts whole and break Japanese lines by the rules.
One window is shared by the cases of the first two parts (module scope) so that the file runs quickly.
"""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

import pytest

from gamepkg.i18n import LANGUAGES
from tests.conftest import module_suite_window
from tests.screen_walk import all_widgets, cut_tab_titles, cut_texts
from widgets.registry import VIEWS
from widgets.scroll_column import ScrollColumn

ZOOMS = (100, 150, 200)
WINDOW_SIZES = ("1024x700", "1366x768")
COMBOBOX_ARROW = 24  # pixels of a choice box taken by its arrow and border
CLOSING = "、。，．）」』！？"  # no line may start with these (Japanese line breaking)
SETTLE_ROUNDS = 4  # update() rounds: texts wrap once their widths are known, then the layout settles


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    """One suite window for the layout cases, answering every question with yes, animations instant."""
    with module_suite_window(tmp_path_factory, "layout") as app:
        app.ask_yes_no = lambda key, **fields: True
        app.show_info = app.show_error = lambda text: None
        app.set_animation_speed("instant")
        yield app


def settle(root):
    """Let Tk lay out, wrap and draw until the layout is still."""
    for _ in range(SETTLE_ROUNDS):
        root.update()


def show(app, language, zoom, size):
    """Put the window in ``language`` at ``zoom`` %, then make it ``size`` by hand."""
    if app.tr.language != language:
        app.set_language(language)
    if app.settings["zoom"] != zoom:
        app.set_zoom(zoom)
    app.root.geometry(size)


def squeezed_out(root):
    """Widgets a geometry manager hides for want of room, and tables/lists given less width than they ask."""
    problems = []
    for widget in all_widgets(root):
        manager = widget.winfo_manager()
        if manager in ("pack", "grid") and not widget.winfo_ismapped() and widget.master.winfo_ismapped():
            problems.append((str(widget), "", "squeezed out of sight by its frame"))
        elif isinstance(widget, ScrollColumn) and widget.winfo_ismapped() and (
                widget.canvas.winfo_width() + 1 < widget.inner.winfo_reqwidth()):
            problems.append((str(widget), "", f"a scrolling column {widget.canvas.winfo_width()} px wide cuts "
                                              f"its contents ({widget.inner.winfo_reqwidth()} px)"))
        elif (isinstance(widget, (ttk.Treeview, tk.Listbox)) and widget.winfo_ismapped()
              and widget.winfo_width() + 1 < widget.winfo_reqwidth()):
            problems.append((str(widget), "", f"asks for {widget.winfo_reqwidth()} px wide, got "
                                              f"{widget.winfo_width()}"))
    return problems


def cut_off_by_parent(root):
    """Mapped widgets that reach past their parent's edge, so that the parent cuts them (a button half out of
    sight at the bottom of a panel). Widgets shown in a Canvas (a scrolling column) are the Canvas's to show."""
    problems = []
    for widget in all_widgets(root):
        parent = widget.master
        if (widget is root or not widget.winfo_ismapped() or widget.winfo_manager() not in ("pack", "grid", "place")
                or isinstance(parent, tk.Canvas)):
            continue
        right, bottom = widget.winfo_x() + widget.winfo_width(), widget.winfo_y() + widget.winfo_height()
        if right > parent.winfo_width() + 1 or bottom > parent.winfo_height() + 1:
            problems.append((str(widget), "", f"ends at ({right}, {bottom}), past its parent's "
                                              f"{parent.winfo_width()}x{parent.winfo_height()}"))
    return problems


def cut_choices(root):
    """Read-only choice boxes (e.g. the speed box) too narrow for one of their choices."""
    import tkinter.font as tkfont
    problems = []
    for widget in all_widgets(root):
        if isinstance(widget, ttk.Combobox) and widget.winfo_ismapped():
            font = tkfont.nametofont(str(widget.cget("font") or "TkTextFont"), root=widget)
            room = widget.winfo_width() - COMBOBOX_ARROW
            problems.extend((str(widget), str(value), f"choice wider than its box ({room} px)")
                            for value in widget.cget("values") if font.measure(str(value)) > room)
    return problems


def inside_window(root, widget):
    """True when ``widget`` is mapped and lies wholly inside the root window."""
    top = widget.winfo_rooty() - root.winfo_rooty()
    left = widget.winfo_rootx() - root.winfo_rootx()
    return (widget.winfo_ismapped() and top >= 0 and left >= 0
            and top + widget.winfo_height() <= root.winfo_height()
            and left + widget.winfo_width() <= root.winfo_width())


def layout_problems(app, game):
    """Everything wrong with the layout of ``game``'s tab as shown now (empty when all fits)."""
    view = app.select_game(game)
    settle(app.root)
    app.root.report_callback_exception.check()
    frame = app.tab_frames[game]
    problems = cut_texts(frame) + squeezed_out(frame) + cut_off_by_parent(frame) + cut_choices(frame)
    if not inside_window(app.root, view.status_label):
        problems.append((str(view.status_label), view.status_var.get(), "status line outside the window"))
    return [f"{game}: {path[-60:]} {text[:40]!r}: {problem}" for path, text, problem in problems]


# ----- tests on a window of their own (the app fixture); they run before the shared window exists -----

def widget_boxes(app):
    """(path -> x, y, width, height) of every shown widget of every tab, each tab shown in turn; the window size."""
    boxes = {}
    for game in VIEWS:
        app.select_game(game)
        settle(app.root)
        for widget in all_widgets(app.tab_frames[game]):
            if widget.winfo_ismapped():
                boxes[str(widget)] = (widget.winfo_x(), widget.winfo_y(), widget.winfo_width(), widget.winfo_height())
    return boxes, (app.root.winfo_width(), app.root.winfo_height())


def test_zoom_grows_the_window_and_the_board_and_ctrl_0_gives_back_a_fresh_layout(app):
    """Ctrl+plus makes the window and the board's cells larger with the text; Ctrl+0 restores every tab exactly."""
    fresh = widget_boxes(app)
    view = app.select_game("mines")
    settle(app.root)
    cell, window = view.board.cell, (app.root.winfo_width(), app.root.winfo_height())
    for _ in range(2):
        app.zoom_in()
    settle(app.root)
    assert app.settings["zoom"] == 130
    assert app.root.winfo_width() > window[0] and app.root.winfo_height() > window[1]
    assert view.board.cell > cell
    for _ in range(3):
        app.zoom_out()
    settle(app.root)
    assert app.root.winfo_width() < window[0] and view.board.cell < cell
    app.zoom_reset()
    boxes, size = widget_boxes(app)
    assert size == fresh[1]
    moved = [f"{path[-60:]}: {fresh[0].get(path)} -> {box}" for path, box in boxes.items() if fresh[0].get(path) != box]
    assert not moved, "Ctrl+0 does not give back the fresh layout:\n" + "\n".join(moved)


def test_the_window_never_grows_past_the_screen(app):
    """At 200 % the window stays within the screen (less room for a taskbar); the panels scroll instead."""
    app.set_zoom(200)
    settle(app.root)
    assert app.root.winfo_width() <= app.root.winfo_screenwidth()
    assert app.root.winfo_height() < app.root.winfo_screenheight()


def test_how_to_play_wraps_by_the_japanese_rules_and_again_on_resize(app):
    """How to Play in Japanese: every line fits the text area and none starts with closing punctuation,
    before and after the window is made narrower."""
    app.set_language("ja")
    app.select_game("walls")
    app.show_help()
    window = [child for child in app.root.winfo_children() if isinstance(child, tk.Toplevel)][-1]
    for size in ("700x500", "420x500"):
        window.geometry(size)
        settle(app.root)
        lines = window.text.get("1.0", "end-1c").split("\n")
        room = window.text_room()
        assert len(lines) > 3
        assert all(window.font.measure(line) <= room for line in lines), size
        assert not [line for line in lines if line and line[0] in CLOSING], size
    window.destroy()


def test_the_rule_tests_window_shows_every_test_name_whole(app):
    """Help → Run the Rule Tests: the table's columns grow to the longest test name, result and message
    (Delayed Walls: its rule tests run quickest)."""
    app.select_game("walls")
    window = app.run_rule_tests()
    for _ in range(20000):  # the tests run on a worker thread: wait for them (100 s at most)
        if window.finished:
            break
        app.root.update()
        app.root.after(5)
    settle(app.root)
    assert window.finished and window.table.get_children()
    assert not cut_texts(window)
    window.destroy()


def test_a_message_box_breaks_japanese_lines_by_the_rules(app):
    """The suite's message box wraps its message itself: every line fits and none starts with 。 or 」."""
    import tkinter.font as tkfont

    from widgets.dialogs import MessageDialog
    message = "保存できませんでした。" + (
        "データのフォルダに書き込めないため、「設定」と「記録」も保存されません。" * 4)
    dialog = MessageDialog(app.root, "エラー", message, "OK")
    settle(app.root)
    lines = str(dialog.message.cget("text")).split("\n")
    font = tkfont.nametofont("TkDefaultFont", root=app.root)
    assert len(lines) > 2 and "".join(lines).replace(" ", "") == message.replace(" ", "")
    assert all(font.measure(line) <= font.measure("0") * 48 for line in lines)
    assert not [line for line in lines if line and line[0] in CLOSING]
    assert str(dialog.message.cget("wraplength")) in ("", "0")
    dialog.destroy()


def test_a_window_resized_by_hand_keeps_its_size_through_zoom_steps_until_ctrl_0(app):
    """Zooming in and back out returns a hand-resized window to the size it was given; Ctrl+0 to the fresh one."""
    app.root.geometry("1000x650")
    settle(app.root)
    app.zoom_in()
    settle(app.root)
    assert abs(app.root.winfo_width() - 1150) <= 2 and abs(app.root.winfo_height() - 748) <= 2  # 115 %
    app.zoom_out()
    settle(app.root)
    assert (app.root.winfo_width(), app.root.winfo_height()) == (1000, 650)
    app.zoom_reset()
    settle(app.root)
    assert (app.root.winfo_width(), app.root.winfo_height()) == (900, 700)


# ----- the shared window (module scope) -----

@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tab_fits(suite, language, zoom, size):
    """Every tab after a new game: no text cut (the tabs' titles too), nothing squeezed out, the status line
    inside the window."""
    show(suite, language, zoom, size)
    problems = [problem for game in VIEWS for problem in layout_problems(suite, game)]
    font = tkfont.nametofont("TkDefaultFont", root=suite.root)
    problems += [f"tab {title!r} {shown} px of {needed}"
                 for title, shown, needed in cut_tab_titles(suite.notebook, font)]
    assert not problems, f"{language} {zoom} % {size}:\n" + "\n".join(problems)


def mines_lost(app):
    """A 5x5 Minesweeper board with two mines, the first opened mine loses."""
    app.open_game_id("mines:5x5n2:8000008#1", interactive=False)
    view = app.views["mines"]
    view.play("o0,0")
    assert view.session.status() == "lost"
    return "mines", view


def mines_won(app):
    """A 5x5 Minesweeper board with one mine in the corner: opening the far corner and its neighbours wins."""
    app.open_game_id("mines:5x5n1:8000000#1", interactive=False)
    view = app.views["mines"]
    for move in ("o4,4", "o1,0", "o0,1", "o1,1"):
        view.play(move)
    assert view.session.status() == "won"
    return "mines", view


def walls_won(app):
    """Level A of Delayed Walls won in six steps."""
    view = app.select_game("walls")
    view.start(view.engine.PRESETS["a"])
    for move in "RRUDRR":
        view.play(move)
    assert view.session.status() == view.engine.WON
    return "walls", view


def half_played(app, game, moves):
    """``game`` after its first ``moves`` legal moves from its default start (seed 3)."""
    view = app.select_game(game)
    view.start(view.engine.DEFAULT_PARAMS, 3)
    for _ in range(moves):
        view.play(view.engine.legal_moves(view.session.state)[0])
        view.update()
    return game, view


def arrows_half_played(app):
    """Arrow Rotation after four placements."""
    return half_played(app, "arrows", 4)


def skirmish_half_played(app):
    """Mirror Skirmish after two actions of the allies (and the enemies' answer)."""
    return half_played(app, "skirmish", 2)


def tk_wrapped_or_badly_broken(root):
    """Labels wrapped by Tk's own ``wraplength`` (it ignores the Japanese rules) or with a line that starts
    with closing punctuation."""
    problems = []
    for widget in all_widgets(root):
        if not isinstance(widget, (tk.Label, ttk.Label)) or not widget.winfo_ismapped():
            continue
        text = str(widget.cget("text"))
        if str(widget.cget("wraplength")) not in ("", "0") and text:
            problems.append(f"{str(widget)[-60:]} {text[:30]!r}: wrapped by Tk's wraplength")
        problems.extend(f"{str(widget)[-60:]} {line[:30]!r}: line starts with closing punctuation"
                        for line in text.split("\n") if line and line[0] in CLOSING)
    return problems


@pytest.mark.parametrize("zoom", (100, 200))
def test_every_wrapped_text_follows_the_japanese_rules(suite, zoom):
    """In Japanese, every tab's wrapped labels are broken by widgets/line_breaking.py, not by Tk."""
    show(suite, "ja", zoom, "1024x700")
    problems = []
    for game in VIEWS:
        suite.select_game(game)
        settle(suite.root)
        problems.extend(tk_wrapped_or_badly_broken(suite.tab_frames[game]))
    assert not problems, "\n".join(problems)


POSITIONS = (mines_lost, mines_won, walls_won, arrows_half_played, skirmish_half_played)


@pytest.mark.parametrize("zoom", (150, 200))
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("position", POSITIONS, ids=lambda position: position.__name__)
def test_finished_and_half_played_positions_fit(suite, position, language, zoom):
    """A won, lost or half-played position (banners, results, longer logs) fits a 1024x700 window."""
    show(suite, language, zoom, "1024x700")
    game, view = position(suite)
    settle(suite.root)
    problems = layout_problems(suite, game)
    assert not problems, f"{position.__name__} {language} {zoom} %:\n" + "\n".join(problems)


def test_the_smallest_window_at_200_percent_still_shows_every_status_line(suite):
    """At the window's minimum size at 200 % zoom, every tab's status line is inside the window."""
    show(suite, "ja", 200, "{}x{}".format(*suite.root.minsize()))
    outside = []
    for game in VIEWS:
        view = suite.select_game(game)
        settle(suite.root)
        if not inside_window(suite.root, view.status_label):
            outside.append(game)
    assert not outside, f"status line outside the window: {outside}"
