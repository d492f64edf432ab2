"""Which lessons the player finished, kept in ``lessons.json`` in the data folder.

The file is ``{"finished": {game: "YYYY-MM-DD"}}``. Two windows may share the folder: a finished lesson
is merged into the file as it is now, under its lock (``DataStore.update_json``).
"""

from gamepkg.record_fields import today_text
from gamepkg.save_error import SaveError

LESSONS_FILE = "lessons.json"
MAX_GAME_NAME = 40


def clean_lessons(data):
    """{"finished": {game: date}} from loaded JSON; anything else is left out."""
    finished = data.get("finished") if isinstance(data, dict) else None
    if not isinstance(finished, dict):
        return {"finished": {}}
    return {"finished": {game: date for game, date in finished.items()
                         if isinstance(game, str) and len(game) <= MAX_GAME_NAME
                         and isinstance(date, str) and len(date) <= 32}}


def finished_lessons(store):
    """{game: date} of the lessons finished ({} when the file is missing, unreadable or damaged)."""
    try:
        return clean_lessons(store.read_json(LESSONS_FILE))["finished"]
    except SaveError:
        return {}


def record_finished(store, game, today=None):
    """Note that the lesson of ``game`` was finished (the first date is kept); False when it cannot be stored."""
    today = today or today_text()

    def with_game(old):
        """The file's contents now with ``game`` added (None, nothing to write, when it is there already)."""
        lessons = clean_lessons(old)
        if game in lessons["finished"]:
            return None
        return {**lessons, "finished": {**lessons["finished"], game: today}}

    try:
        store.update_json(LESSONS_FILE, with_game, clean=clean_lessons)
    except SaveError:
        return False
    return True
