"""The suite's help windows (How to Play, the source, the rule tests, level files, the level editor): one of each
at a time, opened over the window, and opened again in the new language after a switch. A mixin of SuiteApp,
which keeps ``help_windows`` ({(kind, game): (window, how to open it again)})."""

from widgets.zoom import window_place


class HelpWindows:
    """The help-window part of SuiteApp (a mixin: it uses the window and ``help_windows``)."""

    def open_window(self, key, make):
        """Open help window ``key`` (what it shows, for which game) with ``make()``, centred over the window, or
        raise it again when it is open already (never a second copy); a language switch translates it (see
        reopen_windows)."""
        shown = self.help_windows.get(key)
        if shown is not None and shown[0].winfo_exists():
            window = shown[0]
            window.deiconify()
            window.lift()
            window.focus_set()
            return window
        window = self.show_made(make)
        self.help_windows[key] = (window, make)
        return window

    def show_made(self, make, place=None):
        """The window ``make()`` builds, shown centred over the suite's window, or at ``place`` (x, y): left
        alone, it would open wherever the system puts a new window (on Windows near the screen's top left)."""
        from widgets.dialogs import centre_over  # the dialogs' code comes with the first window
        window = make()
        window.withdraw()  # not drawn before it has its place
        if place is None:
            centre_over(window, self.root)
        else:
            window.geometry("+%d+%d" % place)
        window.deiconify()
        return window

    def reopen_windows(self):
        """After a language switch: every help window still open shows the new language, where it was (a
        rule-test window translates its results in place; the others are opened again)."""
        for key, (window, make) in list(self.help_windows.items()):
            if not window.winfo_exists():
                del self.help_windows[key]
            elif key[0] == "selftest":  # a SelfTestWindow: its results stay
                window.relabel()
            else:
                place = window_place(window)
                window.destroy()
                self.help_windows[key] = (self.show_made(make, place), make)
