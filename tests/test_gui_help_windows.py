"""Help windows (issue #34, point 13): How This Game Is Made scrolls long lines across instead of cutting them,
and Esc closes every help window: How to Play, the source and the rule tests."""

from tkinter import ttk

from tests.screen_walk import all_widgets


def across_bars(window):
    """The horizontal scrollbars of ``window``."""
    return [widget for widget in all_widgets(window)
            if isinstance(widget, ttk.Scrollbar) and str(widget.cget("orient")) == "horizontal"]


def test_the_source_window_scrolls_its_long_lines_across(app):
    """A window narrower than the longest line: a horizontal scrollbar shows part of the width and reaches its end."""
    window = app.show_source()
    window.geometry("480x420")
    window.update()
    bars = across_bars(window)
    assert len(bars) == 1
    first, last = window.code.xview()
    assert first == 0.0 and last < 1.0  # the long lines go on past the window's edge ...
    assert tuple(float(value) for value in bars[0].get()) == (first, last)  # ... and the bar says how far
    window.code.xview_moveto(1.0)
    window.update()
    assert window.code.xview()[1] == 1.0  # ... to their very end


def test_escape_closes_every_help_window(app, gui):
    """Esc in How to Play, How This Game Is Made and Run the Rule Tests closes the window."""
    for open_window in (app.show_help, app.show_source, app.run_rule_tests):
        window = open_window()
        window.update()
        assert window.winfo_exists()
        gui.press(window.focus_get() or window, "Escape")
        app.root.update()
        assert not window.winfo_exists(), open_window.__name__
