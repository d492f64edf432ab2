"""The suite's own folder chooser: a path field, the folder's sub-folders and (greyed) files, Up, Choose and Cancel.

Tk's askdirectory is not enough for a teacher naming a class folder: on X11 Ctrl+A in its field moves to the
line's start (typing then goes in front of the old path), it hides files (a folder of .txt levels looks empty),
and its first OK only enters the folder selected in the list. Here:

- the field holds the folder that will be chosen; Ctrl+A selects all of it; typing a folder shows what is in it;
- the list shows the sub-folders (ending in the path separator) and then the files, greyed, so a folder of
  files never looks empty; Enter or a double click opens a sub-folder, BackSpace (or Alt+Up, or Up) goes up;
- Choose This Folder (or Enter in the field) chooses the folder in the field at once; Esc cancels.

Every text is in the window's language (gamepkg/messages/folders.py).
"""

import os
import tkinter as tk
from tkinter import ttk

from widgets.dialogs import ModalDialog

MAX_FILES_SHOWN = 500  # a class folder of thousands of levels shows this many files, then how many more
FILE_COLOUR = "#8a8a8a"  # files are greyed (and they have no separator at the end: not told by colour alone)
FOLLOW_TYPING_MS = 300  # the list follows a typed path once typing pauses (a network path may be slow to look at)
LIST_ROWS = 14
FIELD_CHARS = 56


def folder_listing(path):
    """(sub-folder names, file names) of ``path``, each sorted case-blind, dot-names left out; OSError when it
    cannot be read."""
    folders, files = [], []
    with os.scandir(path) as found:
        for item in found:
            if item.name.startswith("."):
                continue
            try:
                is_folder = item.is_dir()
            except OSError:
                is_folder = False
            (folders if is_folder else files).append(item.name)
    return sorted(folders, key=str.casefold), sorted(files, key=str.casefold)


def parent_of(path):
    """The folder that holds ``path`` (itself at the top of a drive or of the file system)."""
    return os.path.dirname(os.path.normpath(path)) or path


class FolderChooser(ModalDialog):
    """A modal folder chooser; run() gives the chosen folder's path, or None when cancelled."""

    def __init__(self, parent, tr, title, initial):
        """Build the chooser over ``parent`` speaking ``tr``'s language, showing the folder ``initial``."""
        super().__init__(parent, title, tr.t("folder.choose"), tr.t("dialog.cancel"))
        self.tr = tr
        self.resizable(True, True)
        self.shown = None  # the folder the list shows
        self.follow_job = None
        self.path_var = tk.StringVar(master=self, value=os.path.abspath(os.path.expanduser(initial or os.curdir)))
        self.count_var = tk.StringVar(master=self)
        self.build()
        self.show_folder(self.path_var.get())
        self.path_var.trace_add("write", self.on_typed)
        self.finish(4, columnspan=2, wraplength=self.entry.winfo_reqwidth())
        self.bind("<Alt-Up>", self.go_up)
        self.bind("<Destroy>", self.on_destroy)

    def build(self):
        """The field with Up beside it, the list with its scrollbar, the counts and what the button does."""
        path_row = ttk.Frame(self.body)
        path_row.grid(row=0, column=0, columnspan=2, sticky="ew")
        ttk.Label(path_row, text=self.tr.t("folder.path")).pack(side="left")
        self.entry = ttk.Entry(path_row, textvariable=self.path_var, width=FIELD_CHARS)
        self.entry.pack(side="left", fill="x", expand=True, padx=4)
        self.up_button = ttk.Button(path_row, text=self.tr.t("folder.up"), command=self.go_up)
        self.up_button.pack(side="left")
        for sequence in ("<Control-a>", "<Control-A>"):  # Tk's entry takes Ctrl+A to the line's start on X11
            self.entry.bind(sequence, self.select_all)
        ttk.Label(self.body, text=self.tr.t("folder.inside")).grid(row=1, column=0, columnspan=2, sticky="w",
                                                                    pady=(8, 2))
        self.listbox = tk.Listbox(self.body, height=LIST_ROWS, activestyle="dotbox", exportselection=False)
        scroll = ttk.Scrollbar(self.body, orient="vertical", command=self.listbox.yview)
        self.listbox.configure(yscrollcommand=scroll.set)
        self.listbox.grid(row=2, column=0, sticky="nsew")
        scroll.grid(row=2, column=1, sticky="ns")
        self.body.columnconfigure(0, weight=1)
        self.body.rowconfigure(2, weight=1)
        self.listbox.bind("<Double-Button-1>", self.open_selected)
        self.listbox.bind("<Return>", self.open_selected)
        self.listbox.bind("<KP_Enter>", self.open_selected)
        self.listbox.bind("<BackSpace>", self.go_up)
        info = ttk.Frame(self.body)
        info.grid(row=3, column=0, columnspan=2, sticky="ew", pady=(4, 0))
        ttk.Label(info, textvariable=self.count_var).pack(side="top", anchor="w")
        ttk.Label(info, text=self.tr.t("folder.how"), foreground="#5a4b2a").pack(side="top", anchor="w")

    def take_focus(self):
        """Once shown: the keyboard in the field, all of it selected (typing replaces the old path)."""
        self.entry.focus_force()
        self.select_all()

    def select_all(self, event=None):
        """Ctrl+A in the field: select all of it, the cursor at its end."""
        self.entry.select_range(0, "end")
        self.entry.icursor("end")
        return "break"

    # ----- what the list shows -----
    def show_folder(self, path):
        """List the sub-folders and files of ``path``, and put it in the field."""
        path = os.path.abspath(path)
        self.shown = path
        if self.path_var.get() != path:
            self.path_var.set(path)
        self.listbox.delete(0, "end")
        try:
            folders, files = folder_listing(path)
        except OSError as error:
            self.count_var.set(self.tr.t("folder.unreadable", reason=error.strerror or type(error).__name__))
            self.folders = []
            return
        self.folders = folders
        for name in folders:
            self.listbox.insert("end", name + os.sep)
        for name in files[:MAX_FILES_SHOWN]:
            self.listbox.insert("end", name)
            self.listbox.itemconfigure("end", foreground=FILE_COLOUR, selectforeground=FILE_COLOUR)
        if len(files) > MAX_FILES_SHOWN:
            self.listbox.insert("end", self.tr.t("folder.more_files", files=len(files) - MAX_FILES_SHOWN))
            self.listbox.itemconfigure("end", foreground=FILE_COLOUR, selectforeground=FILE_COLOUR)
        if folders or files:
            self.count_var.set(self.tr.t("folder.count", folders=len(folders), files=len(files)))
        else:
            self.count_var.set(self.tr.t("folder.empty"))
        if folders:
            self.listbox.activate(0)

    def shown_rows(self):
        """The texts of the list's rows (for tests)."""
        return list(self.listbox.get(0, "end"))

    def open_selected(self, event=None):
        """Enter or a double click on a sub-folder: show what is in it (a file's row does nothing)."""
        selection = self.listbox.curselection()
        index = selection[0] if selection else self.listbox.index("active")
        if 0 <= index < len(self.folders):
            self.show_folder(os.path.join(self.shown, self.folders[index]))
            self.listbox.selection_clear(0, "end")
            self.listbox.activate(0)
        return "break"

    def go_up(self, event=None):
        """Up, BackSpace in the list or Alt+Up: show the folder that holds this one."""
        self.show_folder(parent_of(self.shown))
        return "break"

    def on_typed(self, *trace):
        """The field changed: once typing pauses, the list shows the typed folder (when it is one)."""
        if self.follow_job is not None:
            self.after_cancel(self.follow_job)
        self.follow_job = self.after(FOLLOW_TYPING_MS, self.follow_field)

    def follow_field(self):
        """Show the folder typed in the field, when it is another existing folder (the field is left as typed)."""
        self.follow_job = None
        typed = os.path.expanduser(self.path_var.get().strip())
        if typed and os.path.isdir(typed) and os.path.abspath(typed) != self.shown:
            self.show_folder_keeping_field(typed)

    def show_folder_keeping_field(self, path):
        """List ``path`` without rewriting the field (the cursor stays where the teacher types)."""
        typed = self.path_var.get()
        self.show_folder(path)
        if self.path_var.get() != typed:
            self.path_var.set(typed)
            if self.follow_job is not None:  # (the set above asked to follow again: it is followed already)
                self.after_cancel(self.follow_job)
                self.follow_job = None

    def on_destroy(self, event=None):
        """Forget the pending follow when the window goes."""
        if (event is None or event.widget is self) and self.follow_job is not None:
            self.after_cancel(self.follow_job)
            self.follow_job = None

    # ----- the answer -----
    def check(self):
        """The folder in the field when it is one, else the error line says it is not."""
        typed = os.path.expanduser(self.path_var.get().strip())
        if typed and os.path.isdir(typed):
            return os.path.abspath(typed), None
        return None, self.tr.t("folder.not_a_folder", path=self.path_var.get().strip())


def ask_folder(parent, tr, title, initial=""):
    """Show the chooser modally over ``parent``; the chosen folder's path, or "" when cancelled."""
    return FolderChooser(parent, tr, title, initial).run() or ""
