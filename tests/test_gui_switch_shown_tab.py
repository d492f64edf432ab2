"""Language and zoom switches re-lay only the shown tab; the other built tabs follow when next shown (issue 36:
a switch re-laid every built tab, 140-440 ms on the Tk thread). Measured as work: which tabs are re-laid."""

from gamepkg.i18n import LANGUAGES
from widgets import board as board_module
from widgets.zoom import descendants, is_board


def built_tabs(app):
    """Build every tab (each shown once), then show the first; returns the views by game."""
    for game in app.games:
        app.select_game(game)
        app.root.update()
    app.select_game(app.games[0])
    app.root.update()
    return dict(app.views)


def count_calls(monkeypatch, views, method):
    """[game] each time ``method`` of a view in ``views`` runs from now on (it still runs)."""
    calls = []
    for game, view in views.items():
        original = getattr(view, method)

        def counted(*args, game=game, original=original, **kwargs):
            """Note the tab, then do the work."""
            calls.append(game)
            return original(*args, **kwargs)

        monkeypatch.setattr(view, method, counted)
    return calls


def test_a_language_switch_relabels_the_shown_tab_and_each_other_one_when_it_is_shown(app, monkeypatch):
    """Switch the language: the shown tab is translated at once, another tab only when it is shown, once."""
    views = built_tabs(app)
    calls = count_calls(monkeypatch, views, "relabel")
    other = app.games[2]
    for language in [code for code in LANGUAGES if code != app.tr.language]:
        calls.clear()
        app.set_language(language)
        assert calls == [app.games[0]]
        app.select_game(other)
        app.root.update()
        app.select_game(other)
        assert calls == [app.games[0], other]
        title = views[other].t(f"{other}.title")
        assert title == app.tr.t(f"{other}.title")


def test_a_zoom_step_lays_out_the_shown_tab_and_each_other_one_when_it_is_shown(app, monkeypatch):
    """Zoom in: the shown tab's boards and texts follow at once, another tab's only when it is shown; two steps
    while it was hidden are one re-layout, at the zoom of then."""
    views = built_tabs(app)
    calls = count_calls(monkeypatch, views, "on_zoom")
    app.zoom_in()
    app.zoom_in()
    assert calls == [app.games[0], app.games[0]]
    other = app.games[3]
    app.select_game(other)
    app.root.update()
    assert calls == [app.games[0], app.games[0], other]
    boards = [widget for widget in descendants(views[other]) if is_board(widget)]
    natural = round(board_module.NATURAL_CELL * app.settings["zoom"] / 100)
    assert boards and all(board.natural_cell == max(board.min_cell, natural) for board in boards)
