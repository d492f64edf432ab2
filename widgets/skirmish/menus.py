"""The menu commands of the Mirror Skirmish tab: the hint, importing a lesson save, skipping the enemy phase,
and the enemy level (Options menu).

Each function takes the SkirmishView it acts on; the view's hint(), extra_menu_items() and import_lesson()
hand over to them.
"""

from dataclasses import replace
from tkinter import filedialog

from gamepkg.i18n import Text
from gamepkg.skirmish import advice as skirmish_advice
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display
from gamepkg.skirmish import reasons as skirmish_reasons
from gamepkg.skirmish import seed_saves as skirmish_lesson
from widgets import tk_file_dialog


def show_hint(view):
    """Propose the next action of the fastest win (or the best outcome left), mark it and say why."""
    if view.refuse_input() or not view.may_end_record("hint"):
        return
    under_way = view.counting_game_under_way()
    view.set_status("skirmish.view.hint.searching")
    top = view.winfo_toplevel()
    top.configure(cursor="watch")
    view.update_idletasks()
    try:
        found = skirmish_advice.hint(view.session.state)
    finally:
        top.configure(cursor="")
    if found.outcome == "too_hard":
        view.set_status("common.too_hard")
        return
    if found.move is None:
        view.set_status("skirmish.view.hint.none")
        return
    view.ally = display.acting_ally(found.move)
    view.choice = view.actions().index(found.move)
    view.hover = None
    view.hint_move = found.move
    action = Text(*skirmish_reasons.action_message(found.move))
    key, fields = skirmish_advice.plan_message(found, view.session.state.enemy, action)  # says whose answers
    view.set_status(key, **fields)
    view.note_record("hint", under_way)  # a hint was shown: the game no longer counts (gamepkg/fair_play.py)
    view.redraw()
    view.panel.action_list.focus_set()


def extra_menu_items(view):
    """The Game menu entries of this tab: import a lesson save; skip the enemy phase; the statistics."""
    return [("skirmish.view.menu.import", lambda: ask_import(view), ""),
            ("skirmish.view.menu.skip", view.skip_animation, "Esc"), view.statistics_item()]


def enemy_option_items(view):
    """The Options-menu check boxes of the enemy levels: the current game's level is ticked."""
    return [(f"skirmish.view.menu.enemy.{level}", view.enemy_marks[level],
             lambda level=level: choose_enemy(view, level)) for level in skirmish_board.ENEMY_LEVELS]


def show_enemy_level(view):
    """Tick the current game's enemy level in the Options menu (and remember it for the next preset)."""
    view.enemy_level = view.session.params.enemy
    for level, mark in view.enemy_marks.items():
        mark.set(level == view.enemy_level)


def against_chosen_enemy(view, params):
    """``params`` against the enemy level chosen in the Options menu when they name none (a preset)."""
    if params.enemy == skirmish_board.LESSON and view.enemy_level != skirmish_board.LESSON:
        return replace(params, enemy=view.enemy_level)
    return params


def choose_enemy(view, level):
    """Options > Enemy: a new game of the same case and variant against ``level`` (asks before dropping progress)."""
    if not refuse_busy(view) and level != view.session.params.enemy:
        view.enemy_level = level
        view.app.new_game(replace(view.session.params, enemy=level), view=view)
        if view.session.params.enemy == level:
            view.set_status("skirmish.view.enemy_chosen", level=Text(f"skirmish.enemy.{level}", {}))
    show_enemy_level(view)


def ask_import(view):
    """Game > Import Lesson Save...: choose a save_097.json and open it."""
    if refuse_busy(view) or not view.app.may_leave_counting_game(view):  # the record gate asks before the file
        return
    tk_file_dialog.speak(view, view.tr)
    path = filedialog.askopenfilename(
        parent=view, title=view.t("skirmish.view.import_title"), initialdir=tk_file_dialog.first_folder(view.app.store),
        filetypes=[(view.t("skirmish.view.filetype.json"), "*.json"), (view.t("skirmish.view.filetype.all"), "*")])
    if path:
        import_lesson(view, path)


def refuse_busy(view):
    """True (and say so) while an animation runs."""
    if view.is_busy():
        view.set_status("common.busy")
        return True
    return False


def import_lesson(view, path):
    """Open the lesson save at ``path``; a bad file is refused with its reason and nothing changes."""
    if refuse_busy(view):
        return False
    try:
        result = skirmish_lesson.read_lesson_save(path)
    except skirmish_lesson.LessonError as error:
        view.set_status("skirmish.view.import_refused", reason=error)
        view.app.show_error(view.t("skirmish.view.import_failed", reason=error))
        return False
    if not view.app.confirm_discard(view):
        return False
    view.adopt_session(skirmish_lesson.session_from_import(result, view.app.new_seed()))
    view.set_status("skirmish.lesson.loaded", history=len(result.history), moves=len(result.replay))
    view.app.rebuild_menus()
    return True


class SkirmishMenuCommands:
    """The menu commands of SkirmishView (a mixin): each hands the view to this module's functions."""

    def start_after_lesson(self, params):
        """Play the Real Game: against the enemy the lesson names (its easiest), whatever Options chose before."""
        self.enemy_level = params.enemy
        self.start(params)

    def hint(self):
        """Propose the next action of the fastest win (or the best outcome left), mark it and say why."""
        show_hint(self)

    def extra_menu_items(self):
        """Import a lesson save; skip the enemy phase."""
        return extra_menu_items(self)

    def option_items(self):
        """The enemy levels: Lesson (the seed's enemy), Normal, Hard and Expert."""
        return enemy_option_items(self)

    def import_lesson(self, path):
        """Open the lesson save at ``path``; a bad file is refused with its reason and nothing changes."""
        return import_lesson(self, path)
