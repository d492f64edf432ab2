"""The notice line at the window's bottom can be closed, and the boards get its room back (issue #34, point 17:
Minesweeper's cells went from 52 to 48 pixels while it showed)."""


def board_cell(app):
    """Minesweeper's cell size in pixels, once the window has laid itself out."""
    app.root.update()
    return app.select_game("mines").board.cell


def test_closing_the_notice_line_gives_the_board_its_room_back(app, gui):
    """A notice shrinks the tab; Close takes the line away and the cells are as large as without it."""
    app.root.geometry("900x700")
    without = board_cell(app)
    app.start_notices.append(("record.left_under_way", {"count": 1}))
    app.show_notice()
    assert app.notice.winfo_manager() == "pack" and board_cell(app) < without
    assert app.notice_close.cget("text") == "Close"
    gui.click(app.notice_close, 5, 5)
    assert not app.notice.winfo_manager() and board_cell(app) == without
    app.set_language("ja")  # a closed notice stays closed, in every language
    assert not app.notice.winfo_manager()


def test_a_new_notice_shows_the_line_again_without_the_closed_ones(app):
    """After Close, a notice that was not there before brings the line back, with that notice alone."""
    app.start_notices.append(("record.left_under_way", {"count": 1}))
    app.show_notice()
    app.dismiss_notice()
    app.start_notices.append(("app.no_font", {"language": "Japanese"}))
    app.show_notice()
    assert app.notice.winfo_manager() == "pack"
    assert app.notice_var.get() == app.tr.t("app.no_font", language="Japanese")
