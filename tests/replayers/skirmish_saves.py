"""Check the seed lesson's save files (skirmish_saves/) by their manifest: which load, which are refused.

``manifest.json`` maps each file to ``{valid, exception, note, history_len?}``: a valid file must load
through gamepkg.skirmish.seed_saves with a history of ``history_len`` states; any other must be refused with
a LessonError (the seed's load() raised ``exception`` for it).
"""

import json
import pathlib

from gamepkg.skirmish.seed_saves import LessonError, read_lesson_save

MANIFEST = "manifest.json"


def read_manifest(folder):
    """The manifest of ``folder`` as a dict (file name -> entry)."""
    return json.loads((pathlib.Path(folder) / MANIFEST).read_text(encoding="utf-8"))


def check_manifest(path):
    """The manifest names every save file beside it and nothing more; returns the problems."""
    path = pathlib.Path(path)
    named = set(read_manifest(path.parent))
    present = {other.name for other in path.parent.glob("*.json") if other.name != MANIFEST}
    return ([f"the manifest names a missing file: {name}" for name in sorted(named - present)]
            + [f"a save file the manifest does not name: {name}" for name in sorted(present - named)])


def check_save(path):
    """Load ``path`` as the lesson's load() would and compare with its manifest entry; returns the problems."""
    path = pathlib.Path(path)
    entry = read_manifest(path.parent).get(path.name)
    if entry is None:
        return ["not named in manifest.json"]
    try:
        result = read_lesson_save(path)
    except LessonError as error:
        return [] if not entry["valid"] else [f"refused ({error.reason}) but the manifest says it loads"]
    if not entry["valid"]:
        return [f"loaded but the manifest says the seed refuses it ({entry['exception']}: {entry['note']})"]
    if len(result.history) != entry["history_len"]:
        return [f"loaded {len(result.history)} history states, the manifest says {entry['history_len']}"]
    return []
