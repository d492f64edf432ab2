"""Issue 14: every message key is used by the game. A key nothing shows is a text nobody checks any more.

A key counts as used when the game's code (gamepkg/ without the message modules, widgets/, mirrorgames.pyw)
has it as a string literal, or builds it:
- with an f-string that starts with the key's fixed part, e.g. f"walls.view.refused.{reason}": each {...}
  stands for one part of the key between dots, so that f-string uses walls.view.refused.<anything without a dot>;
- with an f-string that starts with a placeholder, e.g. f"{self.engine.GAME}.preset.{key}": these would
  match too many keys, so each one that could match a key is listed below in BUILT_KEYS with the code that
  builds it and the exact keys it can build (or in NOT_KEYS when it builds no message key). A new one fails
  the test until it is listed.
"""

import ast
import pathlib
import re

from gamepkg.i18n import load_catalogs
from gamepkg.lesson_steps import game_rules, lesson_steps
from gamepkg.registry import GAMES, engine_for, message_groups
from gamepkg.source_info import EXERCISE_KEY
from widgets.game_view import GameView
from widgets.registry import view_class

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLACEHOLDER_PART = "[^.]+"


def code_files():
    """The game's code files that may use message keys (not the message catalogs themselves)."""
    catalogs = {ROOT / (name.replace(".", "/") + ".py") for names in message_groups().values() for name in names}
    files = [path for folder in ("gamepkg", "widgets") for path in sorted((ROOT / folder).rglob("*.py"))
             if path not in catalogs and "messages" not in path.relative_to(ROOT).parts]
    return files + [ROOT / "mirrorgames.pyw"]


def games_using(method):
    """The games whose view runs GameView's own ``method`` (it does not replace it)."""
    return [game for game in GAMES if getattr(view_class(game), method) is getattr(GameView, method)]


def preset_keys():
    """GameView.preset_label: {game}.preset.{key} for each preset of the games that keep that method."""
    return {f"{game}.preset.{key}" for game in games_using("preset_label")
            for key in engine_for(game).PRESETS}


def reason_keys():
    """GameView.show_rejection: {game}.reason.<code> of the games that keep it (any code the engine raises)."""
    return {re.compile(re.escape(f"{game}.reason.") + PLACEHOLDER_PART) for game in games_using("show_rejection")}


# (file, the f-string's source text): the keys it can build, as a function of the code it depends on.
BUILT_KEYS = {
    ("widgets/app.py", 'f"{game}.title"'): lambda: {f"{game}.title" for game in GAMES},
    ("widgets/app.py", "f'{game}.title'"): lambda: {f"{game}.title" for game in GAMES},
    ("widgets/app.py", 'f"{game}.short_title"'): lambda: {f"{game}.short_title" for game in GAMES},
    ("widgets/selftest_view.py", 'f"{game}.title"'): lambda: {f"{game}.title" for game in GAMES},
    ("gamepkg/skirmish/seed_saves.py", 'f"{fields.get(\'game\')}.title"'): lambda: {f"{game}.title" for game in GAMES},
    ("widgets/app_commands.py", 'f"{game}.title"'): lambda: {f"{game}.title" for game in GAMES},  # the lesson offer
    ("widgets/game_view.py", 'f"{self.engine.GAME}.preset.{key}"'): preset_keys,
    ("widgets/game_view.py", 'f"{self.engine.GAME}.help"'):
        lambda: {f"{game}.help" for game in games_using("help_text")},
    ("widgets/game_view.py", 'f"{self.engine.GAME}.reason.game_over"'):
        lambda: {f"{game}.reason.game_over" for game in games_using("refuse_input")},
    ("widgets/game_view.py", 'f"{self.engine.GAME}.reason.{rejection.reason}"'): reason_keys,
    # the lesson player's texts of each step and each ending (gamepkg/lessons/GAME.py names the steps)
    ("gamepkg/lesson_player.py", 'f"{self.game}.lesson_step.{step.name}.{part}"'): lambda: {
        f"{game}.lesson_step.{step.name}.{part}" for game in GAMES for step in lesson_steps(game)
        for part in ("task", "why", "rule", "hint", *(f"mistake.{mistake.hint}" for mistake in step.mistakes))},
    # issue 38: the game after the lesson, the chapters (the coach's menu) and the rule books (How to Play)
    ("gamepkg/lesson_player.py", 'f"{self.game}.lesson_real_game"'):
        lambda: {f"{game}.lesson_real_game" for game in GAMES},
    ("widgets/lesson_coach.py", 'f"{player.game}.lesson_chapter.{chapter}"'): lambda: {
        f"{game}.lesson_chapter.{step.chapter}" for game in GAMES for step in lesson_steps(game)},
    ("widgets/app_commands.py", 'f"{game}.rule.{rule.name}"'): lambda: {
        f"{game}.rule.{rule.name}" for game in GAMES for rule in game_rules(game)},
    ("gamepkg/lesson_player.py", 'f"{self.game}.lesson_end.{status}"'):
        lambda: {re.compile(re.escape(f"{game}.lesson_end.") + PLACEHOLDER_PART) for game in GAMES},
    # the lesson coach's fallback for a refused move (gamepkg/lesson_player.py reason_text): any game's reasons
    ("gamepkg/lesson_player.py", 'f"{engine.GAME}.reason.{rejection.reason}"'):
        lambda: {re.compile(re.escape(f"{game}.reason.") + PLACEHOLDER_PART) for game in GAMES},
}
# f-strings that start with a placeholder and build no message key.
NOT_KEYS = {
    ("widgets/source_view.py", 'f"{row0}.{col0}"'),  # Tk text indexes: line.column
    ("widgets/source_view.py", 'f"{row1}.{col1}"'),
}


def fstring_pattern(node):
    """The regex of the texts an f-string can give: its fixed parts, and one dot-free part per placeholder."""
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(re.escape(value.value))
        else:
            parts.append(PLACEHOLDER_PART)
    return re.compile("".join(parts))


def looks_like_a_key(pattern):
    """True when an f-string's regex matches some key of the catalogs (so it may build message keys)."""
    return any(pattern.fullmatch(key) for key in load_catalogs()["en"])


def scan_code():
    """(string literals, regexes of f-strings with a fixed start, {(file, source): line} of placeholder-first ones)."""
    literals, patterns, placeholder_first = set(), [], {}
    for path in code_files():
        source = path.read_text(encoding="utf-8")
        name = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and "." in first.value:
                    patterns.append(fstring_pattern(node))
                elif not isinstance(first, ast.Constant) and looks_like_a_key(fstring_pattern(node)):
                    placeholder_first[(name, ast.get_source_segment(source, node))] = node.lineno
    return literals, patterns, placeholder_first


# Keys built with str.format, not an f-string: gamepkg/source_info.py EXERCISE_KEY, "{game}.exercise.{number}".
FORMAT_BUILT = (re.compile(re.escape(EXERCISE_KEY).replace(r"\{game\}", PLACEHOLDER_PART)
                           .replace(r"\{number\}", "[0-9]+")),)


def record_question_keys():
    """widgets/record_hooks.py may_end_record: each tab's ``record_questions`` (str.format) for every event that
    ends a record chance (gamepkg/fair_play.py ENDS_CHANCE)."""
    from gamepkg import fair_play
    return {view_class(game).record_questions.format(event=event) for game in GAMES for event in fair_play.ENDS_CHANCE}


def used_keys(keys):
    """The keys of ``keys`` the code uses (literally, by an f-string, or by a BUILT_KEYS builder)."""
    literals, patterns, _placeholder_first = scan_code()
    patterns = list(patterns) + list(FORMAT_BUILT)
    built = record_question_keys()
    for builder in BUILT_KEYS.values():
        for found in builder():
            if isinstance(found, str):
                built.add(found)
            else:
                patterns.append(found)
    return {key for key in keys
            if key in literals or key in built or any(pattern.fullmatch(key) for pattern in patterns)}


def test_every_message_key_is_used():
    """No key of the catalogs is left that nothing in the game shows."""
    keys = set(load_catalogs()["en"])
    unused = sorted(keys - used_keys(keys))
    assert unused == [], "remove these keys, or use them"


def test_every_key_built_from_a_placeholder_is_listed():
    """Each f-string that starts with a placeholder is in BUILT_KEYS or NOT_KEYS, and every listed one exists."""
    _literals, _patterns, placeholder_first = scan_code()
    listed = set(BUILT_KEYS) | NOT_KEYS
    unlisted = {place: line for place, line in placeholder_first.items() if place not in listed}
    assert unlisted == {}, "say which keys these build (BUILT_KEYS) or that they build none (NOT_KEYS)"
    assert listed - set(placeholder_first) == set(), "these listed f-strings are gone: update the lists"


def test_the_check_sees_a_key_nobody_uses():
    """The check itself works: a key no code names is reported, the keys named in code are not."""
    keys = {"walls.view.never_shown_anywhere", "walls.view.queue_legend", "walls.view.refused.edge",
            "mines.title", "walls.preset.a"}
    assert keys - used_keys(keys) == {"walls.view.never_shown_anywhere", "walls.preset.a"}
