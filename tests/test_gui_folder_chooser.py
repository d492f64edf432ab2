"""Issue 40: the suite's own folder chooser (widgets/folder_chooser.py) on a real Tk window: Ctrl+A selects the whole
field, files are shown greyed (a folder of .txt levels is not empty to the eye), one press of Choose This Folder
chooses the folder shown, and Game > Class Levels Folder... uses it, keyboard alone, in every language."""

import os

import pytest

from gamepkg.i18n import LANGUAGES, Translator
from tests.test_gui_walls import open_walls, settle
from widgets.folder_chooser import FILE_COLOUR, FolderChooser, folder_listing

pytestmark = pytest.mark.gui


@pytest.fixture
def share(tmp_path):
    """A class share: ``levels/`` holding two level files and a hidden file, ``other/`` empty, a note beside them."""
    levels = tmp_path / "share" / "levels"
    levels.mkdir(parents=True)
    (tmp_path / "share" / "other").mkdir()
    (tmp_path / "share" / "note.txt").write_text("read me", encoding="utf-8")
    for name in ("b.txt", "A.txt", ".hidden"):
        (levels / name).write_text("x", encoding="utf-8")
    return tmp_path / "share"


def key(widget, sequence):
    """Send one key event to ``widget``, which has the keyboard."""
    widget.focus_force()
    widget.update()
    widget.event_generate(sequence)
    widget.update()


def chooser(tk_root, language, folder):
    """A chooser (shown, not waited on) speaking ``language`` over ``tk_root``, on ``folder``."""
    dialog = FolderChooser(tk_root, Translator(language), "title", str(folder))
    dialog.update()
    return dialog


def test_the_listing_has_folders_then_files_sorted_case_blind_without_dot_names(share):
    """folder_listing: sub-folders and files apart, each sorted without regard to case, dot-names left out."""
    assert folder_listing(share) == (["levels", "other"], ["note.txt"])
    assert folder_listing(share / "levels") == ([], ["A.txt", "b.txt"])
    with pytest.raises(OSError):
        folder_listing(share / "missing")


@pytest.mark.parametrize("language", LANGUAGES)
def test_files_are_greyed_and_one_press_chooses_the_folder_entered(tk_root, share, language):
    """Enter on a sub-folder shows its files greyed with their count; Choose This Folder then chooses it at once."""
    tr = Translator(language)
    dialog = chooser(tk_root, language, share)
    assert dialog.shown_rows() == ["levels" + os.sep, "other" + os.sep, "note.txt"]
    assert dialog.ok_button.cget("text") == tr.t("folder.choose")
    assert dialog.up_button.cget("text") == tr.t("folder.up")
    dialog.listbox.selection_set(0)
    dialog.listbox.activate(0)
    key(dialog.listbox, "<Return>")
    assert dialog.winfo_exists() and dialog.path_var.get() == str(share / "levels")
    assert dialog.shown_rows() == ["A.txt", "b.txt"]
    assert {dialog.listbox.itemcget(index, "foreground") for index in range(2)} == {FILE_COLOUR}
    assert dialog.count_var.get() == tr.t("folder.count", folders=0, files=2)
    key(dialog.ok_button, "<Return>")
    assert dialog.result == str(share / "levels")
    assert not dialog.winfo_exists()


def test_ctrl_a_selects_the_whole_field_and_typing_replaces_the_old_path(tk_root, share):
    """Ctrl+A (not Tk's line start on X11): the whole path is selected; what is typed then replaces it, the list
    follows the typed folder, and Enter in the field chooses it."""
    dialog = chooser(tk_root, "en", share / "levels")
    dialog.entry.icursor(0)
    key(dialog.entry, "<Control-a>")
    assert dialog.entry.selection_present()
    assert (dialog.entry.index("sel.first"), dialog.entry.index("sel.last")) == (0, len(dialog.path_var.get()))
    dialog.entry.delete("sel.first", "sel.last")  # what a typed key does with the selection
    dialog.entry.insert("insert", str(share / "other"))
    dialog.follow_field()
    assert dialog.shown == str(share / "other") and dialog.count_var.get() == dialog.tr.t("folder.empty")
    key(dialog.entry, "<Return>")
    assert dialog.result == str(share / "other")


def test_up_and_backspace_go_to_the_folder_above_and_a_typed_file_is_refused(tk_root, share):
    """Up (button, BackSpace in the list, Alt+Up) shows the folder above; a path that is no folder stays open and
    says why."""
    dialog = chooser(tk_root, "en", share / "levels")
    dialog.up_button.invoke()
    assert dialog.shown == str(share) and dialog.path_var.get() == str(share)
    dialog.open_selected()  # nothing selected: the active row, the first sub-folder
    assert dialog.shown == str(share / "levels")
    key(dialog.listbox, "<BackSpace>")
    assert dialog.shown == str(share)
    key(dialog.entry, "<Alt-Up>")
    assert dialog.shown == str(share.parent)
    dialog.path_var.set(str(share / "note.txt"))
    dialog.on_ok()
    assert dialog.winfo_exists() and dialog.result is None
    assert dialog.error_var.get() == dialog.tr.t("folder.not_a_folder", path=str(share / "note.txt"))
    key(dialog, "<Escape>")
    assert not dialog.winfo_exists() and dialog.result is None


def test_the_class_levels_folder_menu_uses_the_chooser(app, dialogs, share):
    """Game > Class Levels Folder...: the suite's chooser opens; Choose This Folder names the class folder at once,
    remembered, its levels listed (the files of the chosen folder, not of one inside it)."""
    for name in ("A.txt", "b.txt"):
        (share / "levels" / name).write_text(f"{name[0]}\n#####\nS.*.E\n#####\n", encoding="utf-8")
    view = open_walls(app)
    seen = {}

    def answer():
        """In the chooser: type the folder in the field and press the button once."""
        dialog = next(child for child in app.root.winfo_children() if isinstance(child, FolderChooser))
        seen["title"] = dialog.title()
        dialog.path_var.set(str(share / "levels"))
        dialog.ok_button.invoke()

    app.root.after(200, answer)
    view.choose_class_folder()
    settle(view)
    assert seen["title"] == app.tr.t("walls.view.class_folder_title")
    assert app.settings["class_levels"] == str(share / "levels")
    assert dialogs.infos[-1] == app.tr.t("walls.view.class_folder_set", path=str(share / "levels"), count=2)
