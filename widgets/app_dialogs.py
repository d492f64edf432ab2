"""The suite window's dialogs: its own message boxes and one-line question, each run modally with the tab told
it is hidden meanwhile (a mixin of SuiteApp, widgets/app.py; tests replace the four last methods)."""

import tkinter as tk


class SuiteDialogs:
    """The dialog part of SuiteApp (it uses the window, the translator and the tab shown)."""

    def modal(self, show):
        """Run ``show()`` (a modal dialog) with the current tab told it is hidden meanwhile; returns its result.

        When the window's close button was pressed meanwhile, the dialog was closed unanswered (see quit):
        once the last dialog is gone, the window closes the usual way.
        """
        view = self._shown_view
        if view is not None:
            view.on_hidden()
        self.modal_depth += 1
        try:
            return show()
        finally:
            self.modal_depth -= 1
            if self.window_open():
                if view is not None and view is self._shown_view:
                    view.on_shown()
                if self.quit_pending and not self.modal_depth:
                    self.quit_pending = False
                    self.root.after_idle(self.quit)

    def window_open(self):
        """True while the suite window exists (False once it was destroyed)."""
        try:
            return bool(self.root.winfo_exists())
        except tk.TclError:
            return False

    def close_dialogs(self):
        """Close every modal dialog of the window unanswered (as Cancel or No would)."""
        from widgets.dialogs import ModalDialog  # the dialogs' code comes with the first one (see message_box)
        pending = [self.root]
        while pending:
            for child in pending.pop().winfo_children():
                if isinstance(child, ModalDialog):
                    child.destroy()
                else:
                    pending.append(child)

    def message_box(self, title_key, text, yes_no=False, yes_first=False):
        """Show the suite's own message box (buttons in the suite's language); True for OK/Yes (``yes_first``: Yes is
        the default button of a question)."""
        t = self.tr.t
        buttons = (t("dialog.yes"), t("dialog.no")) if yes_no else (t("dialog.ok"), None)

        def show():
            """The box, where the tab shown wants it (Mischief Garden: below its curtain's heading), then its answer."""
            from widgets.dialogs import MessageDialog  # at the first message: the first frame does not need it
            dialog = MessageDialog(self.root, t(title_key), text, *buttons, yes_first=yes_first)
            if self._shown_view is not None:
                self._shown_view.place_dialog(dialog)
            return dialog.run()
        return self.modal(show)

    def ask_yes_no(self, key, offer=False, **fields):
        """Ask a yes/no question; True for yes (No is the default button: Enter answers No). An ``offer`` loses
        nothing either way (the lesson at a tab's first start): it is titled as one and Enter takes it."""
        return self.message_box("dialog.offer" if offer else "dialog.confirm", self.tr.t(key, **fields), yes_no=True,
                                yes_first=offer)

    def show_error(self, text):
        """Show an error message."""
        self.message_box("dialog.error", text)

    def show_info(self, text):
        """Show an information message."""
        self.message_box("dialog.info", text)

    def ask_text(self, key, check=None):
        """Ask for one line of text; None when cancelled. ``check(text)`` gives an error text to show in the
        box, which then stays open for the player to correct (or None when the text will do)."""
        def validate(values):
            """The text, or the error that keeps the box open."""
            error = check(values[0]) if check is not None and values[0] else None
            return (None, error) if error else (values[0], None)

        def form():
            """The one-field form, in the suite's language."""
            from widgets.dialogs import FormDialog  # at the first question of this kind
            return FormDialog(self.root, self.tr, self.tr.t("menu.enter_id"), [(self.tr.t(key), "")],
                              validate, entry_width=32).run()
        return self.modal(form)
