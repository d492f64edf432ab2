"""Arrow Rotation text: every code the engine reports has a message in both languages."""

from gamepkg.arrows import rules as arrows
from gamepkg.arrows.messages import MESSAGES
from gamepkg.i18n import TUPLE_LANGUAGES, Translator, placeholders, texts_by_language


def test_both_languages_use_the_same_placeholders():
    """Japanese and English texts of a key fill in the same fields, and neither is empty."""
    for key, texts in MESSAGES.items():
        by_language = texts_by_language(texts)
        assert key.startswith("arrows.") and set(by_language) == set(TUPLE_LANGUAGES), key
        assert all(text.strip() for text in by_language.values()), key
        assert len({frozenset(placeholders(text)) for text in by_language.values()}) == 1, key


def test_every_reason_event_preset_kind_and_direction_has_text():
    """The view can translate everything the engine and the parameters name."""
    needed = [f"arrows.reason.{reason}" for reason in arrows.REASONS]
    needed += [f"arrows.preset.{key}" for key in arrows.PRESETS]
    needed += [f"arrows.kind.{kind}" for kind in arrows.KINDS]
    needed += [f"arrows.direction.{direction}" for direction in arrows.DIRECTIONS]
    needed += ["arrows.event.stopped_empty",
               "arrows.event.stopped_off", "arrows.event.game_over", "arrows.title", "arrows.help"]
    missing = [key for key in needed if key not in MESSAGES]
    assert missing == []


def test_translator_fills_in_a_status_line():
    """The shared Translator finds and formats these messages in both languages."""
    translator = Translator("ja")
    assert translator.t("arrows.status.turn", name="A", round=3) == "Aの番です (3巡目)"
    translator.set_language("en")
    assert translator.t("arrows.result.win", name="Bob", score=12) == "Bob wins with 12 points!"
