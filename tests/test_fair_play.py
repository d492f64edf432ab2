"""The one rule of what counts for the records (gamepkg/fair_play.py), without a window."""

import pytest

from gamepkg import fair_play
from gamepkg.fair_play import COUNTED, DEALT, RecordChance, reason_after
from gamepkg.i18n import LANGUAGES


@pytest.mark.parametrize("event, reason", [
    ("hint", "hint"), ("solution", "solution"), ("undo", "undo"), ("redo", "undo"), ("load", "save"),
    ("id_shown", "id_shown"), ("restart", "restart"),
])
def test_each_help_ends_the_chance_with_its_reason(event, reason):
    """A hint, a shown solution, undo, load, a shown game ID and Restart each end a counting game's chance."""
    assert reason_after("", event) == reason


@pytest.mark.parametrize("event", ["move", "pause", "hidden", "shown", "saved"])
def test_playing_pausing_and_saving_keep_the_chance(event):
    """Moves, a pause, a hidden tab and a save keep the chance (and keep a lost one lost)."""
    assert reason_after("", event) == ""
    assert reason_after("hint", event) == "hint"


def test_the_first_reason_stays_and_nothing_gives_the_chance_back():
    """Once a game stops counting, later events never bring the chance back nor change why."""
    reason = reason_after("", "hint")
    for event in ("move", "undo", "saved", "id_shown", "restart"):
        reason = reason_after(reason, event)
    assert reason == "hint"


@pytest.mark.parametrize("opened, reason", [(DEALT, ""), ("game_id", "game_id"), ("save", "save"), ("seen", "seen")])
def test_only_a_dealt_game_starts_with_a_chance(opened, reason):
    """A game the suite dealt counts; one opened from a game ID or a save, or a level seen solved, is practice."""
    chance = RecordChance(opened)
    assert chance.reason == reason and chance.counts is (opened == DEALT)
    assert chance.practice is (opened != DEALT)


def test_an_unknown_event_is_a_programming_error():
    """A misspelt event is refused rather than silently keeping the chance."""
    with pytest.raises(ValueError):
        reason_after("", "restrat")


def test_note_tells_the_moment_the_chance_ends():
    """note() is True exactly once: for the event that ended the chance."""
    chance = RecordChance()
    assert not chance.note("move") and chance.counts
    assert chance.note("hint") and not chance.counts
    assert not chance.note("undo") and chance.reason == "hint"


def test_a_result_is_recorded_once():
    """finish() is True for the first end of a counting game only; a practice game never finishes counted."""
    chance = RecordChance()
    assert chance.finish() and chance.reason == COUNTED
    assert not chance.finish()
    practice = RecordChance("game_id")
    assert not practice.finish() and practice.reason == "game_id"


def test_again_gives_a_dealt_level_a_fresh_attempt_and_keeps_practice_practice():
    """again() (a Delayed Walls level started over) counts again when dealt, stays practice otherwise."""
    used = RecordChance()
    used.note("undo")
    assert used.again().counts
    assert not RecordChance("game_id").again().counts


def test_every_reason_has_a_message_in_both_languages():
    """The status line can say every reason, in Japanese and in English."""
    from gamepkg.i18n import Translator
    for language in LANGUAGES:
        tr = Translator(language)
        for reason in fair_play.REASONS:
            assert tr.has(f"record.not.{reason}"), (language, reason)
