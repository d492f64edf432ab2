"""The seed lesson's own save files (save_097.json) and state format, for Mirror Skirmish.

The lesson stores full states (events as Japanese log lines) plus the states before each action.
``read_lesson_save`` checks a file exactly as the lesson's ``load()`` does, turns the states into
engine States and recovers the moves between them, so that a Session can continue the game with
undo. ``SeedCodec`` turns a State into the lesson's dict (and its SHA-256 digest) and back.
"""

import errno
import hashlib
import json
import os
from dataclasses import dataclass

from gamepkg.i18n import Translator
from gamepkg.safe_read import read_regular_file
from gamepkg.save_error import SaveError
from gamepkg.session import Session
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import reasons as skirmish_reasons
from gamepkg.skirmish import rules as skirmish

SAVE_GAME = "097"
SAVE_VERSION = 1
MAX_HISTORY = 20
MAX_EVENT_LENGTH = 100
MAX_LESSON_BYTES = 1024 * 1024  # the lesson's largest save (20 history entries) is about 11 KB
STATE_FIELDS = ("case", "variant", "pos", "hp", "equipped", "left", "round", "flag", "ended", "events")


class LessonError(ValueError):
    """A lesson save that the lesson itself would refuse; ``reason`` is a code, ``details`` its data.

    ``details["entry"]`` is None for the current state and the 1-based history entry otherwise."""

    def __init__(self, reason, **details):
        """Keep the reason code and the details for the message."""
        super().__init__(f"{reason} {details}")
        self.reason = reason
        self.details = details


def all_events():
    """Every event the engine can write into a state of the seed's cases (for reading its log lines back: D and E
    pick up the same weapons as the seed's cases, with the same lines)."""
    events = []
    for ally in skirmish_board.ALLIES:
        events += [("ally_move", ally), ("ally_attack", ally), ("ally_wait", ally)]
    events += [("pick", case, variant) for case in skirmish_board.SEED_CASES for variant in skirmish_board.VARIANTS]
    for enemy in skirmish_board.ENEMIES:
        events += [("enemy_hit", enemy, ally, amount) for ally in skirmish_board.ALLIES
                   for amount in range(skirmish_board.MAX_HP + 1)]
        events += [("enemy_move", enemy, x, y) for x in range(skirmish_board.WIDTH)
                   for y in range(skirmish_board.HEIGHT)]
        events.append(("enemy_wait", enemy))
    return events


class SeedCodec:
    """Converts between engine States and the lesson's state dicts (events as Japanese lines)."""

    def __init__(self, catalogs=None):
        """Use the shipped (or given) catalogs; the lesson's lines are the Japanese texts."""
        self.translator = Translator("ja", catalogs)
        self._events = {self.event_text(event): event for event in all_events()}

    def event_text(self, event):
        """The lesson's log line for an event tuple."""
        key, fields = skirmish_reasons.event_message(event)
        return self.translator.t(key, **fields)

    def event_from_text(self, text):
        """The event tuple a log line stands for; unknown lines stay as ('text', line)."""
        return self._events.get(text, ("text", text))

    def state_dict(self, state):
        """The lesson's ``asdict(state)`` with JSON types (lists, event lines)."""
        return {
            "case": state.case, "variant": state.variant,
            "pos": [list(cell) for cell in state.pos], "hp": list(state.hp),
            "equipped": state.equipped, "left": state.left, "round": state.round,
            "flag": state.flag, "ended": state.ended,
            "events": [self.event_text(event) for event in state.events],
        }

    def digest(self, state):
        """The lesson's digest: SHA-256 of the sorted-key JSON with default separators."""
        return hashlib.sha256(json.dumps(self.state_dict(state), sort_keys=True).encode()).hexdigest()

    def state_from_dict(self, data, entry=None):
        """A State from a lesson state dict, checked like the lesson's ``unpack``; LessonError."""
        def refuse(reason, **details):
            """Raise the reason for this state."""
            raise LessonError(reason, entry=entry, **details)

        if not isinstance(data, dict) or set(data) != set(STATE_FIELDS):
            fields = sorted(set(data) ^ set(STATE_FIELDS)) if isinstance(data, dict) else ["not an object"]
            refuse("state_shape", fields=", ".join(map(str, fields)))
        case, variant = data["case"], data["variant"]
        if not isinstance(case, str) or case not in skirmish_board.CASES or variant not in skirmish_board.VARIANTS:
            refuse("unknown_case")
        if type(data["equipped"]) is not bool:
            refuse("equipped")
        if type(data["left"]) is not int or not 0 <= data["left"] <= skirmish_board.ACTIONS_PER_ROUND:
            refuse("left")
        if type(data["round"]) is not int or not 0 <= data["round"] <= skirmish_board.LAST_ROUND:
            refuse("round")
        if type(data["flag"]) is not int or not 0 <= data["flag"] <= skirmish_board.FLAG_ROUNDS:
            refuse("flag")
        if not isinstance(data["ended"], str) or data["ended"] not in skirmish_board.ENDINGS:
            refuse("ended")
        hp = data["hp"]
        if not isinstance(hp, list) or len(hp) != 4 or any(type(h) is not int or not 0 <= h <= skirmish_board.MAX_HP
                                                           for h in hp):
            refuse("hp")
        pos = data["pos"]
        walls = skirmish_board.LAYOUTS[case].walls
        if not isinstance(pos, list) or len(pos) != 4 or any(
                not isinstance(cell, list) or len(cell) != 2 or any(type(v) is not int for v in cell)
                or not skirmish_board.inside(cell) or tuple(cell) in walls for cell in pos):
            refuse("pos")
        alive = [tuple(cell) for cell, h in zip(pos, hp) if h]
        if len(set(alive)) != len(alive):
            refuse("overlap")
        events = data["events"]
        if not isinstance(events, list) or any(
                not isinstance(line, str) or len(line) > MAX_EVENT_LENGTH for line in events):
            refuse("events")
        return skirmish_board.State(case, variant, tuple(map(tuple, pos)), tuple(hp), data["equipped"],
                                    data["left"], data["round"], data["flag"], data["ended"],
                                    tuple(self.event_from_text(line) for line in events))


@dataclass(frozen=True)
class LessonImport:
    """A loaded lesson save, ready for a Session.

    ``history`` holds the states before each action (oldest first) and ``state`` the current one.
    ``moves[k]`` is the action from chain[k] to chain[k+1] (chain = history + (state,)), or None
    when no legal action explains the step. ``params`` starts at chain[start_index], the earliest
    state from which ``replay`` (the known moves) reaches ``state``."""

    state: skirmish_board.State
    history: tuple
    moves: tuple
    start_index: int
    params: skirmish.Params
    replay: tuple


def recover_move(before, after):
    """The legal action that turns ``before`` into ``after``, or None."""
    for move in skirmish_board.legal_moves(before):
        if skirmish.apply(before, move) == after:
            return move
    return None


def parse_lesson_save(text, codec=None):
    """Check and convert the text of a save_097.json; raises LessonError like the lesson's load()."""
    codec = codec or SeedCodec()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise LessonError("json", line=error.lineno, column=error.colno) from None
    except RecursionError:
        raise LessonError("json", line=0, column=0) from None
    if not isinstance(data, dict):
        raise LessonError("not_object")
    game = data.get("game")
    if not isinstance(game, str) or not game.strip():  # no game named: not a lesson save at all
        raise LessonError("no_game")
    if game != SAVE_GAME:
        raise LessonError("wrong_game", game=game)
    if type(data.get("version")) is not int or data["version"] != SAVE_VERSION:
        raise LessonError("wrong_version", version=json.dumps(data.get("version")))
    state = codec.state_from_dict(_field(data, "state"))
    raw_history = _field(data, "history")
    if not isinstance(raw_history, (list, dict, str)):  # the lesson iterates whatever it finds
        raise LessonError("history_not_list")
    history = [codec.state_from_dict(entry, number) for number, entry in enumerate(raw_history, start=1)]
    if len(history) > MAX_HISTORY:
        raise LessonError("history_too_long", count=len(history))
    if _field(data, "case") != state.case:
        raise LessonError("case_mismatch")
    if _field(data, "settings") != {"variant": state.variant}:
        raise LessonError("settings_mismatch")
    for number, old in enumerate(history, start=1):
        if old.case != state.case or old.variant != state.variant:
            raise LessonError("history_mismatch", number=number)
    return _build_import(state, tuple(history))


def read_lesson_save(path, codec=None):
    """Read and check a save_097.json file; LessonError for unreadable or refused files.

    Only a regular file of at most MAX_LESSON_BYTES is read (a FIFO would hang the window, /dev/zero
    never ends), as every other file the suite reads (gamepkg/safe_read.read_regular_file)."""
    try:
        raw = read_regular_file(path, MAX_LESSON_BYTES + 1)
    except SaveError as error:
        if error.key == "save.not_a_file":
            raise LessonError("not_a_file") from None
        reason = error.details.get("reason") or os.strerror(errno.ENOENT)  # save.missing has no reason
        raise LessonError("io", error=reason) from None
    if len(raw) > MAX_LESSON_BYTES:
        raise LessonError("too_big", limit=MAX_LESSON_BYTES // 1024)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LessonError("encoding") from None
    return parse_lesson_save(text, codec)


def lesson_save_text(state, history, codec=None):
    """The text the lesson's save() would write for ``state`` and ``history``."""
    codec = codec or SeedCodec()
    data = {"game": SAVE_GAME, "version": SAVE_VERSION, "case": state.case,
            "state": codec.state_dict(state), "history": [codec.state_dict(old) for old in history],
            "settings": {"variant": state.variant}}
    return json.dumps(data, ensure_ascii=False, indent=2)


def lesson_error_text(error, translator):
    """The player-facing sentence for a LessonError in the translator's language."""
    fields = {**skirmish_board.rule_numbers(), **{key: value for key, value in error.details.items() if key != "entry"}}
    entry = error.details.get("entry", None)
    if entry is None:
        fields["place"] = translator.t("skirmish.lesson.place.state")
    else:
        fields["place"] = translator.t("skirmish.lesson.place.history", number=entry)
    title = f"{fields.get('game')}.title"
    if translator.has(title):  # a save of one of the suite's games: named by its title
        fields["game"] = translator.t(title)
    text = translator.t(f"skirmish.lesson.{error.reason}", **fields)
    return text[:1].upper() + text[1:]


def session_from_import(result, seed=0):
    """A Session holding the imported game: it starts at ``params`` and replays the known moves."""
    session = Session(skirmish, result.params, seed)
    for move in result.replay:
        session.play(move)
    return session


def _field(data, name):
    """``data[name]`` or LessonError('missing_field') (the lesson raises KeyError there)."""
    if name not in data:
        raise LessonError("missing_field", field=name)
    return data[name]


def _build_import(state, history):
    """Recover the moves along history + (state,) and choose where a Session should start."""
    chain = history + (state,)
    moves = tuple(recover_move(chain[k], chain[k + 1]) for k in range(len(chain) - 1))
    start = len(chain) - 1
    while start > 0 and moves[start - 1] is not None:
        start -= 1
    first = chain[start]
    usual = skirmish.new_game(skirmish.Params(first.case, first.variant))
    text = skirmish_board.state_to_text(first)
    encoded = "" if text == skirmish_board.state_to_text(usual) else skirmish_board.LESSON_MARK + text
    params = skirmish.Params(first.case, first.variant, encoded)
    return LessonImport(state, history, moves, start, params, moves[start:])
