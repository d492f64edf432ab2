"""The Delayed Walls tab's level commands: the Game menu's level entries, the editor's buttons, sharing.

New Level and Edit Level open the editor (widgets/walls/editor.py); Copy Level and Paste Level share a
level as one line of text (gamepkg/walls/sharing.py); Class Levels Folder names the class's read-only
folder; Help > Level Files shows the format (the same text as docs/level-files.md and its Japanese twin).
Save writes into the pupil's own levels folder; Publish to Class Folder (the editor's button, and the Game menu for
the level selected in the list) writes the level into the class levels folder, when this account may write there,
and else offers it to Save As, for a copy by hand.
"""

import os
import pathlib
import tkinter as tk
from tkinter import filedialog

from gamepkg import settings
from gamepkg.i18n import Text
from gamepkg.save_error import SaveError
from gamepkg.walls import display as walls_display
from gamepkg.walls import rules as walls
from gamepkg.walls import sharing as walls_sharing
from gamepkg.walls.edit import Draft
from gamepkg.walls.level_files import LEVEL_SUFFIX, LevelError, LevelText, level_file_stamp
from widgets.dialogs import TextWindow
from widgets.folder_chooser import ask_folder
from widgets.tk_file_dialog import first_folder
from widgets.walls.editor import LevelEditor


def ask_save_as(parent, title, name):
    """The system's Save As for a level file named ``name``; the chosen path, or "" when cancelled."""
    return filedialog.asksaveasfilename(parent=parent, title=title, initialfile=name,
                                        defaultextension=LEVEL_SUFFIX) or ""


def reason_of(error):
    """A LevelError's or SaveError's reason as a Text for a message field."""
    return Text(error.key, dict(error.details))


class LevelCommands:
    """The level commands of WallsView (a mixin: it uses the view's session, library, app and texts)."""

    def extra_menu_items(self):
        """Next and previous level, the solution, the levels folders, the level editor and sharing, the statistics."""
        return [("walls.view.menu.next_level", self.next_level, "N"),
                ("walls.view.menu.prev_level", self.previous_level, "P"),
                ("walls.view.menu.show_solution", self.show_solution, ""),
                ("walls.view.menu.stop_solution", self.stop_solution, "Esc"),
                ("walls.view.menu.open_folder", self.open_levels_folder, ""),
                ("walls.view.menu.reload", self.reload_levels, ""),
                ("walls.view.menu.new_level", self.new_level, ""),
                ("walls.view.menu.edit_level", self.edit_level, ""),
                ("walls.view.menu.copy_level", self.copy_level, ""),
                ("walls.view.menu.publish_level", self.publish_selected, ""),
                ("walls.view.menu.paste_level", self.paste_level, ""),
                ("walls.view.menu.class_folder", self.choose_class_folder, ""), self.statistics_item()]

    def help_menu_items(self):
        """Help > Level Files."""
        return [("walls.view.menu.level_files", self.show_level_files)]

    # ----- the editor -----
    def new_level(self):
        """Open the editor on a new board."""
        return self.open_editor(Draft())

    def selected_level(self):
        """(LevelText, the file in the pupil's own folder or None) of the level selected in the list (a greyed one
        too), else of the one on screen."""
        key = self.levels.selected()
        entry = self.library.find(key) if key else None
        if entry is None or entry.params is None:
            entry = self.library.entry_of(self.session.params)
        self.note_edited(self.session.params if entry is None else entry.params)  # the copy shows its solutions
        if entry is None:
            params = self.session.params
            return LevelText(params.title, params.rows), None
        own_file = entry.file if entry.source == walls_display.FOLDER else None
        return LevelText(entry.title, entry.params.rows, None, entry.names), own_file

    def edit_level(self):
        """Open the editor on the level selected in the list (a greyed one too), else the one on screen; an editor
        that stepped aside for Try it comes back as it was."""
        if self.editor_aside():
            return self.app.open_window(("level_editor", self.engine.GAME), lambda: self.editor)
        level, own_file = self.selected_level()
        stamp = None if own_file is None else level_file_stamp(pathlib.Path(self.library.folder(), own_file))
        return self.open_editor(Draft.of_level(level, own_file, stamp))

    def may_quit(self):
        """The suite is closing: an editor with unsaved changes asks first (No keeps the window and the draft)."""
        return self.editor is None or not self.editor.winfo_exists() or self.editor.may_close()

    def open_editor(self, draft):
        """Show the editor on ``draft`` (one editor per tab; a language switch opens it again on the same draft)."""
        if self.editor is not None and self.editor.winfo_exists():
            if not self.editor.may_close():  # (may_close showed it again, had it stepped aside)
                return self.editor
            self.editor.destroy()

        def make():
            """A new editor window on the same draft."""
            self.editor = LevelEditor(self, draft)
            return self.editor

        return self.app.open_window(("level_editor", self.engine.GAME), make)

    def try_draft(self, editor):
        """The editor's Try: play its board in this tab now (not while it is no level or cannot be won)."""
        draft = editor.draft
        problem = draft.board_problem()
        if problem is not None:
            editor.say("walls.editor.not_a_level", reason=reason_of(problem))
            return
        if editor.answered() and not editor.answer.winnable and not editor.answer.too_hard:
            editor.say("walls.editor.cannot_try")
            return
        params = draft.params(self.t("walls.editor.untitled"))
        self.library.note_tried(params, draft.names() if draft.title_problem() is None else ())
        editor.say("walls.editor.trying")
        if self.app.new_game(params, view=self):  # the board is the teacher's to play: the editor steps aside
            editor.withdraw()
            self.set_status("walls.view.trying_draft")

    def editor_aside(self):
        """True when this tab's editor is open but stepped aside (Try it), waiting for Edit Level."""
        return self.editor is not None and self.editor.winfo_exists() and self.editor.state() == "withdrawn"

    def save_draft(self, editor):
        """The editor's Save: the draft as a level file in the pupil's own levels folder; the list shows it."""
        try:
            level = editor.draft.level_text(editor.par())
        except LevelError as error:
            editor.say("walls.editor.not_saved", reason=reason_of(error))
            return None
        folder = self.library.folder()
        draft = editor.draft
        stamp_now = None if draft.file is None else level_file_stamp(pathlib.Path(folder, draft.file))
        if draft.changed_elsewhere(stamp_now) and not self.app.ask_yes_no("walls.editor.changed_elsewhere",
                                                                          file=draft.file):
            editor.say("walls.editor.not_saved_changed", file=draft.file)
            return None
        try:
            name = walls_sharing.save_level(folder, level, draft.file)
        except SaveError as error:
            editor.say("walls.editor.not_saved", reason=reason_of(error))
            return None
        draft.mark_saved(name, level_file_stamp(pathlib.Path(folder, name)))
        self.library.load()
        editor.say("walls.editor.saved", file=name, folder=str(folder))
        return name

    def publish_draft(self, editor):
        """The editor's Publish to Class Folder: the draft as a level file in the class levels folder."""
        try:
            level = editor.draft.level_text(editor.par())
        except LevelError as error:
            editor.say("walls.publish.refused", reason=reason_of(error))
            return None
        return self.publish(level, editor.say)

    def publish_selected(self):
        """Game > Publish to Class Folder: the level selected in the list (else the one on screen) into the class
        levels folder."""
        return self.publish(self.selected_level()[0], self.set_status)

    def publish(self, level, say):
        """Write ``level`` into the class levels folder and say where (``say``: the editor's note or the status
        line, and a message box); when there is none, or this account may not write there, say so and offer Save
        As, so that the file can be copied there by hand. Returns the file's path, or None."""
        folder = self.app.settings[walls_sharing.CLASS_SETTING]
        if not folder:
            say("walls.publish.no_folder")
            return self.offer_save_as(level, say, "walls.publish.save_as_no_folder")
        try:
            name = walls_sharing.publish_level(folder, level)
        except SaveError as error:
            say("walls.publish.not_allowed", folder=folder, reason=reason_of(error))
            return self.offer_save_as(level, say, "walls.publish.save_as_not_allowed", folder=folder)
        self.library.load()
        say("walls.publish.done", file=name, folder=folder)
        self.app.show_info(self.t("walls.publish.done", file=name, folder=folder))
        return pathlib.Path(folder, name)

    def offer_save_as(self, level, say, question, **fields):
        """The class folder cannot take ``level`` (``say`` told why): ask ``question`` whether to Save As instead
        (a file to copy there by hand)."""
        if not self.app.ask_yes_no(question, **fields):
            return None
        name = walls_sharing.file_stem(level) + LEVEL_SUFFIX
        path = self.app.modal(lambda: ask_save_as(self.winfo_toplevel(), self.t("walls.publish.save_as_title"), name))
        if not path:
            return None
        try:
            walls_sharing.save_level(os.path.dirname(path), level, os.path.basename(path))
        except SaveError as error:
            self.app.show_error(self.t("walls.editor.not_saved", reason=reason_of(error)))
            return None
        say("walls.publish.saved_as", path=path)
        return pathlib.Path(path)

    def copy_draft(self, editor):
        """The editor's Copy Level: the draft's share text on the clipboard."""
        try:
            level = editor.draft.level_text()
        except LevelError as error:
            editor.say("walls.editor.not_copied", reason=reason_of(error))
            return
        self.put_on_clipboard(walls_sharing.share_text(level))
        editor.say("walls.editor.copied")

    # ----- sharing -----
    def put_on_clipboard(self, text):
        """Replace the clipboard's text."""
        self.clipboard_clear()
        self.clipboard_append(text)

    def copy_level(self):
        """Game > Copy Level: the share text of the level on screen (board and both titles) on the clipboard."""
        params = self.session.params
        entry = self.library.entry_of(params)
        names = entry.names if entry is not None else ()
        self.put_on_clipboard(walls_sharing.share_text(LevelText(params.title, params.rows, None, names)))
        self.set_status("walls.view.level_copied", title=self.library.name_of(params))

    def paste_level(self):
        """Game > Paste Level: the clipboard's level goes into the pupil's own folder and the list, and opens."""
        try:
            text = self.clipboard_get()
        except tk.TclError:
            text = ""
        try:
            level = walls_sharing.read_shared(text)
        except LevelError as error:
            self.set_status("walls.view.paste_refused", reason=reason_of(error))
            self.app.show_error(self.t("walls.view.paste_refused", reason=reason_of(error)))
            return None
        params = walls.Params(level.title, level.rows)
        if self.refuses_level(params):
            return None
        folder = self.library.folder()
        name = walls_sharing.same_level_file(folder, level)
        if name is None:
            try:
                name = walls_sharing.save_level(folder, level)
            except SaveError as error:
                self.app.show_error(self.t("walls.view.paste_not_saved", reason=reason_of(error)))
        self.library.load()
        self.app.new_game(params, view=self)
        if name is not None:
            self.set_status("walls.view.pasted", title=self.library.name_of(params), file=name)
        return name

    def choose_class_folder(self):
        """Game > Class Levels Folder: name the class's folder once (remembered); its levels join the list."""
        if self.app.settings.is_fixed(walls_sharing.CLASS_SETTING):  # the school settings file named it
            self.app.show_info(self.t("walls.view.class_folder_fixed",
                                      folder=self.app.settings[walls_sharing.CLASS_SETTING]))
            return
        start = self.app.settings[walls_sharing.CLASS_SETTING] or first_folder(self.app.store)
        path = self.app.modal(lambda: ask_folder(self.winfo_toplevel(), self.app.tr,
                                                 self.t("walls.view.class_folder_title"), start))
        if not path:
            return
        self.app.settings[walls_sharing.CLASS_SETTING] = str(path)
        settings.save_settings(self.app.store, self.app.settings)
        self.library.load()
        count = sum(entry.source == walls_display.CLASS for entry in self.library.entries)
        self.app.show_info(self.t("walls.view.class_folder_set", path=str(path), count=count))

    def show_level_files(self):
        """Help > Level Files: the level file format with a worked example, in the window's language."""
        return self.app.open_window(("level_files", self.engine.GAME), lambda: TextWindow(
            self.app.root, self.t("walls.view.menu.level_files"), self.t("walls.level_files")))
