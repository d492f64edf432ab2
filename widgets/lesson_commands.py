"""The suite window's lesson commands: Help → Lesson (F3), the offer at a tab's first start, and How to Play's
rule list and lesson lines (a mixin of SuiteCommands, widgets/app_commands.py)."""

from gamepkg import settings as settings_module


class LessonCommands:
    """The lesson part of SuiteCommands (it uses the window, the translator, the data folder and the tabs)."""

    def rules_help(self, view):
        """How to Play's list of every rule in short, from the rule book of ``view``'s game (gamepkg/GAME/rulebook.py);
        the view's translation gives the texts the engine's rule numbers ({max_hp}...)."""
        game = view.engine.GAME
        from gamepkg.lesson_steps import game_rules  # with How to Play: keeps start-up quick
        rules = game_rules(game)
        if not rules:
            return ""
        lines = [view.t("lesson.rules_heading")] + ["• " + view.t(f"{game}.rule.{rule.name}") for rule in rules]
        return "\n\n" + "\n".join(lines)

    def lesson_help(self, game):
        """How to Play's last lines: F3 starts the lesson (and when it was finished), or "" without a lesson."""
        from gamepkg.lesson_records import finished_lessons  # with How to Play: keeps start-up quick
        from gamepkg.lesson_steps import lesson_steps
        if not lesson_steps(game):
            return ""
        text = "\n\n" + self.tr.t("lesson.help_line")
        finished = finished_lessons(self.store).get(game)
        return text + (" " + self.tr.t("lesson.help_finished", date=finished) if finished else "")

    def start_lesson(self):
        """Help → Lesson (F3): the current tab's lesson above its board (says so when the game has none)."""
        from gamepkg.lesson_steps import lesson_steps  # only when asked: keeps start-up quick
        from widgets.lesson_coach import open_lesson
        view = self.current_view()
        if not self._ready(view):
            return
        if not lesson_steps(self.current_game()):
            self.show_info(self.tr.t("lesson.none"))
        elif self.may_leave_counting_game(view):  # a lesson is no way out of a game about to be lost
            open_lesson(view)

    def offer_lesson(self, game):
        """At the window's first start: offer the lesson of the tab shown, once per data folder (never again, for no
        tab, whatever the answer: a class PC asked once for each tab was asked five times; F3 starts any lesson)."""
        if not self.root.winfo_viewable():  # a question before the window shows would hide the window
            self.root.after(100, self.offer_lesson, game)
            return
        from gamepkg.lesson_steps import lesson_steps  # after the first frame (offered from an idle callback)
        offered = self.settings["lessons_offered"].split()
        if not self.settings["offer_lessons"] or offered or not lesson_steps(game) or self.current_game() != game:
            return
        self.settings["lessons_offered"] = " ".join(offered + [game])
        settings_module.save_settings(self.store, self.settings)
        if self.ask_yes_no("lesson.offer", offer=True, game=self.tr.t(f"{game}.title")):
            self.start_lesson()
