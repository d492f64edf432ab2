"""Tk's own file dialog (Import Lesson Save) speaks the window's language and starts in a sensible folder.

Issue 22 point 6. Covered on X11 (where Tk draws the dialog itself): Game > Import Lesson Save opens the real
dialog; its labels and buttons are Japanese in the Japanese window and English in the English one, it opens
in the Documents folder or the data folder (never the home folder), and dot-files are hidden.
"""

import pytest

from widgets.skirmish import menus as skirmish_menus

TEXTS_OF = """proc mirrorgames_texts {w} {
    set out {}
    foreach child [winfo children $w] {
        if {![catch {$child cget -text} text] && $text ne ""} {lappend out $text}
        lappend out {*}[mirrorgames_texts $child]
    }
    return $out
}"""


def dialog_texts(root, path):
    """Every label and button text of Tk's file dialog at ``path`` (its widgets are Tk's, not tkinter's)."""
    root.tk.eval(TEXTS_OF)
    return [str(text) for text in root.tk.splitlist(root.tk.call("mirrorgames_texts", path))]


@pytest.mark.parametrize("language, words, english", [
    ("ja", ["フォルダ(D):", "ファイル名(N):", "ファイルの種類(T):", "開く(O)", "キャンセル(C)"],
     ["Directory", "Cancel"]),
    ("en", ["Directory:", "File name:", "Files of type:", "Open", "Cancel"], ["フォルダ"]),
])
def test_the_import_dialog_speaks_the_windows_language(app, monkeypatch, language, words, english):
    """The real dialog: its words in the window's language, its first folder not home, no dot-files shown."""
    if app.root.tk.call("tk", "windowingsystem") != "x11":
        pytest.skip("the system's own file dialog speaks the system's language")
    app.set_language(language)
    view = app.select_game("skirmish")
    seen = {}
    path = f"{view}.__tk_filedialog"       # Tk names the dialog after its parent

    def look(tries=100):
        """Read the open dialog, then cancel it."""
        shown = bool(app.root.tk.call("winfo", "exists", path)) and app.root.tk.call("winfo", "viewable", path)
        if not shown:
            if tries:
                app.root.after(30, lambda: look(tries - 1))
            return
        seen["texts"] = [text.replace("&", "") for text in dialog_texts(app.root, path)]
        seen["folder"] = app.root.tk.eval("set ::tk::dialog::file::__tk_filedialog(selectPath)")
        seen["hidden"] = app.root.tk.eval("set ::tk::dialog::file::showHiddenVar")
        app.root.tk.eval("$::tk::dialog::file::__tk_filedialog(cancelBtn) invoke")
    app.root.after(30, look)
    skirmish_menus.ask_import(view)
    shown = " | ".join(seen["texts"])
    assert all(any(word in text for text in seen["texts"]) for word in words), shown
    assert not any(word in text for word in english for text in seen["texts"]), shown
    import pathlib
    assert pathlib.Path(seen["folder"]) != pathlib.Path.home()
    assert seen["hidden"] == "0"
