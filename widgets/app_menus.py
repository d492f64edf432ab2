"""The suite window's menus: Game, Options and Help, rebuilt for the current tab and language."""

import tkinter as tk

from gamepkg.i18n import LANGUAGE_BY_CODE, LANGUAGE_TABLE
from gamepkg.settings import ANIMATION_SPEEDS
from widgets.record_gate import gated


class SuiteMenus:
    """The menu part of SuiteApp (a mixin: it uses the window's menus, views and translator)."""

    def rebuild_menus(self):
        """Fill the Game, Options and Help menus for the current tab in the current language."""
        t = self.tr.t
        view = self.current_view()
        self._menus_for = (self.current_game(), self.tr.language)
        self.label_menubar()
        self.new_menu.delete(0, "end")
        for key, params in view.engine.PRESETS.items():
            start = gated(self, "menu.new", lambda params=params: self.new_game(params), view)
            self.new_menu.add_command(label=view.preset_label(key), command=start)
        if view.has_custom:
            self.new_menu.add_separator()
            self.new_menu.add_command(label=t("menu.custom"), command=gated(self, "menu.custom", self.custom_game,
                                                                            view))
        menu = self.game_menu
        menu.delete(0, "end")
        self.game_entries = {}

        def add(key, command, accelerator=""):
            """Add one Game-menu entry and remember its index by message id."""
            menu.add_command(label=t(key), command=gated(self, key, command, view), accelerator=accelerator)
            self.game_entries[key] = menu.index("end")

        menu.add_cascade(label=t("menu.new"), menu=self.new_menu)
        add("menu.restart", self.restart)
        menu.add_separator()
        add("menu.undo", self.undo, "Ctrl+Z")
        add("menu.redo", self.redo, "Ctrl+Y")
        add("menu.hint", self.hint, "Ctrl+H")
        menu.add_separator()
        add("menu.save", self.save, "Ctrl+S")
        add("menu.load", self.load, "Ctrl+O")
        self._add_replay_menu(menu, view)
        menu.add_separator()
        add("menu.copy_id", self.copy_game_id)
        add("menu.enter_id", self.enter_game_id)
        extras = view.extra_menu_items()
        if extras:
            menu.add_separator()
            for key, command, accelerator in extras:
                add(key, command, accelerator)
        menu.add_separator()
        add("menu.quit", self.quit, "Ctrl+Q")
        self._rebuild_options_menu(view)
        self._rebuild_help_menu(view)
        self.refresh_menus()

    def label_menubar(self):
        """Name the menu bar's Game, Options and Help in the current language."""
        for index, key in enumerate(("menu.game", "menu.options", "menu.help")):
            self.menubar.entryconfigure(index, label=self.tr.t(key))

    def _add_replay_menu(self, menu, view):
        """Game > Replay: the game on screen, the saved game, the game that just ended (widgets/replay_bar.py)."""
        t = self.tr.t
        if getattr(self, "replay_menu", None) is None:  # made once: a rebuild only refills it
            self.replay_menu = tk.Menu(menu, tearoff=0)
        self.replay_menu.delete(0, "end")
        self.replay_entries = {}
        for key, command in (("menu.replay_shown", self.replay_shown), ("menu.replay_saved", self.replay_saved),
                             ("menu.replay_ended", self.replay_ended)):
            self.replay_menu.add_command(label=t(key), command=gated(self, key, command, view))
            self.replay_entries[key] = self.replay_menu.index("end")
        menu.add_cascade(label=t("menu.replay"), menu=self.replay_menu)
        self.game_entries["menu.replay"] = menu.index("end")

    def _rebuild_options_menu(self, view):
        """Language choice, zoom, and the current game's own options."""
        t = self.tr.t
        menu = self.options_menu
        menu.delete(0, "end")
        language_menu = self.language_menu  # made once (widgets/app.py): a rebuild only refills it
        language_menu.delete(0, "end")
        language_state = "disabled" if self.settings.is_fixed("language") else "normal"
        for language in LANGUAGE_TABLE:  # each named in itself, whatever the window's language
            language_menu.add_radiobutton(label=language.name, value=language.code, variable=self.language_var,
                                          command=gated(self, "menu.language",
                                                    lambda lang=language.code: self.set_language(lang), view),
                                          state=language_state)
        menu.add_cascade(label=t("menu.language"), menu=language_menu)
        speed_menu = self.speed_menu
        speed_menu.delete(0, "end")
        for speed in ANIMATION_SPEEDS:
            speed_menu.add_radiobutton(label=t(f"speed.{speed}"), value=speed, variable=self.speed_var,
                                       command=gated(self, "menu.speed",
                                                     lambda speed=speed: self.set_animation_speed(speed), view))
        menu.add_cascade(label=t("menu.speed"), menu=speed_menu)
        menu.add_separator()
        zoom_state = "disabled" if self.settings.is_fixed("zoom") else "normal"
        for key, command, accelerator in (("menu.zoom_in", self.zoom_in, "Ctrl++"),
                                          ("menu.zoom_out", self.zoom_out, "Ctrl+-"),
                                          ("menu.zoom_reset", self.zoom_reset, "Ctrl+0")):
            menu.add_command(label=t(key), command=gated(self, key, command, view), accelerator=accelerator,
                             state=zoom_state)
        options = view.option_items()
        if options:
            menu.add_separator()
            for key, variable, command in options:
                menu.add_checkbutton(label=t(key), variable=variable, command=gated(self, key, command, view))
        self._add_school_lines(menu)

    def school_lines(self):
        """The texts that say what the school settings file set, a heading first ([] when it sets nothing)."""
        t = self.tr.t
        fixed = self.settings.fixed
        if not fixed:
            return []
        lines = [t("school.fixed_heading", file=str(self.school.path))]
        for key, value in fixed.items():
            if key == "language":
                lines.append(t("school.setting.language", language=LANGUAGE_BY_CODE[value].name))
            elif key == "zoom":
                lines.append(t("school.setting.zoom", percent=value))
            elif key == "class_levels":
                lines.append(t("school.setting.class_levels", folder=value))
            else:
                lines.append(t(f"school.setting.{key}.{'on' if value else 'off'}"))
        return lines

    def _add_school_lines(self, menu):
        """At the end of Options, greyed out: what the school settings file set (nothing when there is none)."""
        lines = self.school_lines()
        if lines:
            menu.add_separator()
        for line in lines:
            menu.add_command(label=line, state="disabled")

    def _rebuild_help_menu(self, view):
        """How to play, the game's own help entries, About."""
        t = self.tr.t
        menu = self.help_menu
        menu.delete(0, "end")
        entries = [("menu.how_to_play", self.show_help, "F1"), ("menu.lesson", self.start_lesson, "F3")]
        entries += [(key, command, "") for key, command in view.help_menu_items()]
        entries += [("menu.source", self.show_source, ""), ("menu.selftest", self.run_rule_tests, ""), None,
                    ("menu.about", self.show_about, "")]
        for entry in entries:
            if entry is None:
                menu.add_separator()
            else:
                key, command, accelerator = entry
                menu.add_command(label=t(key), command=gated(self, key, command, view), accelerator=accelerator)

    def refresh_menus(self):
        """Enable only the Game-menu entries that apply right now."""
        view = self.views.get(self.current_game())
        if view is None or not getattr(self, "game_entries", None):
            return
        busy = view.is_busy() or view.replaying()
        enabled = {
            "menu.restart": view.session.can_undo() and not busy,
            "menu.undo": view.can_undo(),
            "menu.redo": view.can_redo(),
            "menu.hint": view.has_hint and not busy and view.session.status() == "playing",
            "menu.save": self.store.writable and not busy,
            "menu.load": self.store.writable and self.store.has(self.save_name(view)) and not busy,
        }
        for key, on in enabled.items():
            on = on and not view.replaying()  # a replay is read-only: its bar has the only commands
            self.game_menu.entryconfigure(self.game_entries[key], state="normal" if on else "disabled")
        replay_on = {
            "menu.replay_shown": view.session.position > 0 and not busy,
            "menu.replay_saved": self.store.has(self.save_name(view)) and not busy,
            "menu.replay_ended": view.ended_session() is not None and not busy,
        }
        for key, on in replay_on.items():
            self.replay_menu.entryconfigure(self.replay_entries[key], state="normal" if on else "disabled")
        self.update_title()
