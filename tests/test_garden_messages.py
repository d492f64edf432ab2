"""Mischief Garden messages: every code the engines produce has text in both languages."""

import random

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.garden.messages import MESSAGES
from gamepkg.i18n import TUPLE_LANGUAGES, placeholders, texts_by_language
from gamepkg.rules import IllegalMove


def codes_from_play():
    """Reason codes and event codes seen while playing random moves (garbage included)."""
    rng = random.Random(4)
    reasons, events = set(), set()
    kinds = ["path", "water", "dig", "root", "wait", "cut", "drain", "fly", "PATH"]
    for engine in (garden, garden_lab):
        for _ in range(30):
            state = engine.new_game()
            for _ in range(150):
                move = f"{rng.choice(kinds)}:{rng.randint(-2, 26)}"
                try:
                    state = engine.apply(state, move)
                except IllegalMove as error:
                    reasons.add(error.reason)
                    continue
                events.update(f"dig.{event[2]}" if event[0] == "dig" else event[0] for event in state.events)
            reasons.add("game_over" if engine is garden and state.winner else "bad_move")
    return reasons, events


def test_both_languages_and_the_same_placeholders():
    """Every message has Japanese and English text with the same {fields}."""
    for key, texts in MESSAGES.items():
        by_language = texts_by_language(texts)
        assert key.startswith("garden.") and set(by_language) == set(TUPLE_LANGUAGES) and all(by_language.values())
        assert len({frozenset(placeholders(text)) for text in by_language.values()}) == 1, key


def test_every_reason_event_and_last_code_has_a_message():
    """Reasons, events, forecasts, kinds, presets and roles are all translated."""
    reasons, events = codes_from_play()
    assert {"not_adjacent", "occupied", "rock", "nest", "not_your_kind", "bad_move", "lab_only"} <= reasons
    for code in reasons:
        assert f"garden.reason.{code}" in MESSAGES, code
    for code in events:
        assert f"garden.event.{code}" in MESSAGES, code
    for code in garden_sight.SEED_FORECAST:
        assert f"garden.forecast.{code}" in MESSAGES
    for kind in garden.KINDS:
        assert f"garden.kind.{kind}" in MESSAGES
    for preset in garden.PRESETS:
        assert f"garden.preset.{preset}" in MESSAGES
    for name in garden.PLAYER_NAMES.values():
        assert f"garden.player.{name}" in MESSAGES
