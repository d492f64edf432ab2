"""Tk's own file dialog in the player's language, starting in a sensible folder, without dot-files.

On X11 Tk draws its file dialog itself (tkfbox.tcl) and takes its words from msgcat in the ``::tk``
namespace: ``speak(widget, tr)`` gives msgcat the suite's texts (gamepkg/messages/common.py ``tk.file.*``)
for the current language and makes it msgcat's locale. Dot-files and dot-folders are hidden (a button
shows them). Windows and macOS use the system's own dialog, in the system's language.
"""

import tkinter as tk
from pathlib import Path

# Tk's own (English) texts of its file dialog -> the suite's message id for them.
TK_TEXTS = {
    "&Directory:": "tk.file.directory", "File &name:": "tk.file.name", "File &names:": "tk.file.names",
    "Files of &type:": "tk.file.type", "&Open": "tk.file.open_button", "Open": "tk.file.open_title",
    "&Save": "tk.file.save_button", "Save As": "tk.file.save_title", "&Cancel": "tk.file.cancel",
    "&OK": "tk.file.ok", "&Selection:": "tk.file.selection",
    "Show &Hidden Files and Directories": "tk.file.show_hidden",
    "Show &Hidden Directories": "tk.file.show_hidden_folders",
    "Directory \"%1$s\" does not exist.": "tk.file.no_folder",
    "File \"%1$s\" does not exist.": "tk.file.no_file",
    "Invalid file name \"%1$s\".": "tk.file.bad_name",
    "Cannot change to the directory \"%1$s\".\nPermission denied.": "tk.file.no_permission",
}


def speak(widget, tr):
    """Make Tk's file dialog speak ``tr``'s language and hide dot-files (X11's dialog; elsewhere nothing)."""
    if widget.tk.call("tk", "windowingsystem") != "x11":
        return
    locale = tr.language
    for english, key in TK_TEXTS.items():
        widget.tk.call("namespace", "eval", "::tk", ["::msgcat::mcset", locale, english, tr.t(key)])
    widget.tk.call("::msgcat::mclocale", locale)
    try:  # load tkfbox.tcl now (an unknown option fails at once), so that its variables can be set
        widget.tk.call("tk_getOpenFile", "-no-such-option")
    except tk.TclError:
        pass
    widget.tk.call("set", "::tk::dialog::file::showHiddenBtn", "1")
    widget.tk.call("set", "::tk::dialog::file::showHiddenVar", "0")


def first_folder(store):
    """Where a file dialog opens: the Documents folder if there is one, else the data folder, else home."""
    try:
        home = Path.home()
    except RuntimeError:  # no HOME and no passwd entry
        home = None
    for folder in (home / "Documents" if home else None, getattr(store, "folder", None)):
        if folder is not None and Path(folder).is_dir():
            return str(folder)
    return str(home or Path.cwd())
