"""The window under careless use (issue #21): nothing leaks, nothing prints a traceback, nothing freezes."""


def widget_count(root):
    """Every Tk widget under ``root``, counted through Tcl (menus and Toplevels included)."""
    pending, count = [str(root)], 0
    while pending:
        children = root.tk.splitlist(root.tk.call("winfo", "children", pending.pop()))
        count += len(children)
        pending.extend(children)
    return count


def test_switching_tabs_many_times_leaks_no_widgets_or_menus(app):
    """Ctrl+Tab 250 times (50 laps of the tabs, a menu rebuild each): the widget count stays flat
    (QA: every rebuild left a new Language and Speed submenu behind)."""
    for _ in app.games:  # one lap builds every tab
        app.cycle_tab(1)
    app.root.update()
    before = widget_count(app.root)
    for _ in range(250):
        app.cycle_tab(1)
    app.root.update()
    assert widget_count(app.root) == before
    for _ in range(100):
        app.rebuild_menus()
    assert widget_count(app.root) == before
    options = app.options_menu
    assert options.entrycget(0, "menu") == str(app.language_menu)
    assert app.language_menu.index("end") == 1 and app.speed_menu.index("end") + 1 >= 2
