"""Importing the seed lesson's save_097.json files: the manifest says which load and which are refused."""

import json
import pathlib
from dataclasses import replace

import pytest

from gamepkg.i18n import LANGUAGES, Translator
from gamepkg.session import Session
from gamepkg.skirmish import board as B
from gamepkg.skirmish import rules as K
from gamepkg.skirmish.seed_saves import (
    LessonError,
    SeedCodec,
    lesson_error_text,
    lesson_save_text,
    parse_lesson_save,
    read_lesson_save,
    recover_move,
    session_from_import,
)

SAVES = pathlib.Path(__file__).parent / "data" / "conformance" / "skirmish_saves"
MANIFEST = json.loads((SAVES / "manifest.json").read_text(encoding="utf-8"))
VALID = sorted(name for name, info in MANIFEST.items() if info["valid"])
BAD = sorted(name for name, info in MANIFEST.items() if not info["valid"])


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_the_manifest_has_both_kinds():
    """There are files to accept and files to refuse, so the tests below cannot pass empty."""
    assert len(VALID) >= 5 and len(BAD) >= 20


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("name", VALID)
def test_valid_saves_import(name):
    """A valid save loads with its whole history, and a Session built from it reaches its state."""
    result = read_lesson_save(SAVES / name)
    raw = json.loads((SAVES / name).read_text(encoding="utf-8"))
    assert len(result.history) == MANIFEST[name]["history_len"]
    codec = SeedCodec()
    assert codec.state_dict(result.state) == raw["state"]
    assert [codec.state_dict(old) for old in result.history] == raw["history"]
    chain = result.history + (result.state,)
    for number, move in enumerate(result.moves):
        if move is not None:
            assert K.apply(chain[number], move) == chain[number + 1]
    session = session_from_import(result, seed=3)
    assert session.state.pos == result.state.pos and session.state.hp == result.state.hp
    if result.replay:
        assert session.state == result.state
    reloaded = Session.from_dict(session.to_dict())
    assert reloaded.state == session.state


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("name", BAD)
def test_bad_saves_are_refused_with_a_reason_in_both_languages(name):
    """Every bad file raises LessonError whose reason has a sentence in Japanese and English."""
    with pytest.raises(LessonError) as caught:
        read_lesson_save(SAVES / name)
    for language in LANGUAGES:
        translator = Translator(language)
        assert translator.has(f"skirmish.lesson.{caught.value.reason}")
        text = lesson_error_text(caught.value, translator)
        assert text and "{" not in text and not text.startswith("skirmish.")


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_recorded_games_have_all_their_moves_recovered():
    """The seed's own saves (apart from the synthetic one) explain every step with a legal action."""
    for name in VALID:
        result = read_lesson_save(SAVES / name)
        if "synthetic" not in MANIFEST[name]["note"]:
            assert None not in result.moves and result.start_index == 0, name


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_the_synthetic_dead_overlap_save_starts_from_its_own_state():
    """valid_05: a dead unit shares a living unit's cell; the game starts at the saved state."""
    result = read_lesson_save(SAVES / "valid_05_B_both_dead_overlap.json")
    assert result.params.start and K.new_game(result.params).pos == result.state.pos
    assert result.start_index == len(result.history)


def test_saving_in_the_lesson_format_reads_back():
    """lesson_save_text writes what the lesson's load() reads: the same states come back."""
    state = K.new_game(K.PRESETS["C-ally"])
    history, moves = [], []
    for number in range(5):
        history.append(state)
        moves.append(B.legal_moves(state)[number % 3])
        state = K.apply(state, moves[-1])
    result = parse_lesson_save(lesson_save_text(state, history))
    assert result.state == state and result.history == tuple(history)
    assert result.moves == tuple(moves) and result.params == K.PRESETS["C-ally"]


def test_the_digest_matches_the_seed():
    """The README's digest of the initial A/both state."""
    state = K.new_game(K.PRESETS["A-both"])
    assert SeedCodec().digest(state) == "75c71b57b905cc904f5a67547c88e6018c33bf5cf35d97a03e22e30f2601714e"


def test_event_lines_read_back_to_event_data():
    """Known log lines become event tuples; unknown ones are kept as text."""
    codec = SeedCodec()
    assert codec.event_from_text("敵1が6,1へ移動") == ("enemy_move", 2, 5, 0)
    assert codec.event_from_text("味方2が攻撃") == ("ally_attack", 1)
    assert codec.event_from_text("重槌を味方だけへ") == ("pick", "B", "ally")
    assert codec.event_from_text("こんにちは") == ("text", "こんにちは")


@pytest.mark.seed  # uses data recorded from the seed's original rules
@pytest.mark.parametrize("change,reason", [
    (lambda d: d.update(history={}), None),           # the lesson iterates an empty dict: accepted
    (lambda d: d.update(history=7), "history_not_list"),
    (lambda d: d.pop("settings"), "missing_field"),
    (lambda d: d["state"].update(round=True), "round"),
    (lambda d: d["state"]["pos"].__setitem__(0, [0, 1.0]), "pos"),
    (lambda d: d["state"].update(events=["a", 3]), "events"),
])
def test_edge_cases_follow_the_lesson(change, reason):
    """Odd but JSON-valid files are accepted or refused exactly as the lesson's load() does."""
    data = json.loads((SAVES / "valid_01_A_both.json").read_text(encoding="utf-8"))
    change(data)
    text = json.dumps(data)
    if reason is None:
        assert parse_lesson_save(text).history == ()
    else:
        with pytest.raises(LessonError) as caught:
            parse_lesson_save(text)
        assert caught.value.reason == reason


def test_recover_move_finds_nothing_for_unrelated_states():
    """Two states no action links give None."""
    start = K.new_game(K.DEFAULT_PARAMS)
    far = replace(start, round=5)
    assert recover_move(start, far) is None
