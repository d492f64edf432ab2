"""The Game menu commands of the Mirror Skirmish tab: the hint, importing a lesson save, skipping the enemy phase.

Each function takes the SkirmishView it acts on; the view's hint(), extra_menu_items() and import_lesson()
hand over to them.
"""

from tkinter import filedialog

from gamepkg import skirmish_ai, skirmish_lesson, skirmish_reasons
from gamepkg import skirmish_display as display
from gamepkg.i18n import Text
from gamepkg.savefile import home_folder


def show_hint(view):
    """Propose the next action of the fastest win (or the best outcome left), mark it and say why."""
    if view.refuse_input():
        return
    under_way = view.counting_game_under_way()
    view.set_status("skirmish.view.hint.searching")
    top = view.winfo_toplevel()
    top.configure(cursor="watch")
    view.update_idletasks()
    try:
        found = skirmish_ai.hint(view.session.state)
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
    key, fields = skirmish_ai.hint_message(found)
    view.set_status(key, action=Text(*skirmish_reasons.action_message(found.move)), **fields)
    view.note_record("hint", under_way)  # a hint was shown: the game no longer counts (gamepkg/fair_play.py)
    view.redraw()
    view.panel.action_list.focus_set()


def extra_menu_items(view):
    """The Game menu entries of this tab: import a lesson save; skip the enemy phase; the statistics."""
    return [("skirmish.view.menu.import", lambda: ask_import(view), ""),
            ("skirmish.view.menu.skip", view.skip_animation, "Esc"), view.statistics_item()]


def ask_import(view):
    """Game > Import Lesson Save...: choose a save_097.json and open it."""
    if refuse_busy(view):
        return
    path = filedialog.askopenfilename(
        parent=view, title=view.t("skirmish.view.import_title"), initialdir=str(home_folder() or ""),
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
