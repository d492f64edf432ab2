"""Game IDs have one spelling: every ID the suite accepts comes back as exactly the text typed.

(Spaces around a pasted ID are trimmed first, as split_game_id always did.)

Numbers are read with ``gamepkg.rules.parse_ascii_int``: ASCII digits only, no sign, space, underscore or
leading zero (Python's int() takes all of those, and full-width or Arabic-Indic digits too).
"""

import random

import pytest

from gamepkg.game_id import split_game_id
from gamepkg.registry import ENGINES, engine_for
from tests.test_save_fuzz import EXTRA_PARAMS

FUZZ_SEED = 20261130
MUTANTS_PER_ID = 60
# The digit 1 (and 2) in other scripts: full-width, Arabic-Indic, Extended Arabic-Indic, Devanagari,
# Bengali, Thai, mathematical bold, superscript.
OTHER_DIGITS = "\uff11\uff12\u0661\u0662\u06f1\u0967\u09e7\u0e51\U0001d7cf\u00b9"
INSERTS = ("+", "-", " ", "_", "0", "00", "\t", "\u3000", "#", ":", ",", "x", "n", "g", "=", "%", "%41", "A")


def game_id(text):
    """The game ID that reopens what ``text`` names, or None when the suite refuses ``text``."""
    try:
        game, params_text, seed = split_game_id(text)
        params = engine_for(game).Params.decode(params_text)
    except ValueError:
        return None
    return f"{game}:{params.encode()}#{seed}" if seed is not None and params_text else None


def valid_ids(rng):
    """Game IDs of every preset and of the odd parameters of the save fuzzer, with random seeds."""
    ids = []
    for game in ENGINES:
        engine = engine_for(game)
        extras = [engine.Params.decode(text) for text in EXTRA_PARAMS.get(game, ())]  # a new game may have none
        params_list = list(engine.PRESETS.values()) + extras
        for params in params_list:
            ids.append(f"{game}:{params.encode()}#{rng.choice((0, 7, 12, 8347, rng.randrange(10 ** 18)))}")
    return ids


def mutate(text, rng):
    """``text`` with one small change: a digit from another script, an inserted, dropped or doubled character."""
    where = rng.randrange(len(text) + 1)
    kind = rng.randrange(5)
    if kind == 0:
        digits = [i for i, char in enumerate(text) if char.isdigit()]
        if digits:
            spot = rng.choice(digits)
            return text[:spot] + rng.choice(OTHER_DIGITS) + text[spot + 1:]
    if kind == 1:
        return text[:where] + rng.choice(INSERTS) + text[where:]
    if kind == 2 and where < len(text):
        return text[:where] + text[where + 1:]
    if kind == 3 and where < len(text):
        return text[:where] + text[where] + text[where:]
    return text[:where] + chr(rng.randrange(33, 127)) + text[where:]


def test_every_accepted_game_id_round_trips_exactly():
    """Thousands of near-miss game IDs: each one accepted is given back character for character."""
    rng = random.Random(FUZZ_SEED)
    accepted, wrong = 0, []
    for text in valid_ids(rng):
        assert game_id(text) == text
        for _ in range(MUTANTS_PER_ID):
            mutant = mutate(text, rng)
            back = game_id(mutant)
            if back is not None:
                accepted += 1
                if back != mutant.strip():
                    wrong.append((mutant, back))
    assert wrong == []
    assert accepted > 50  # the mutants reach IDs that are accepted, not only refusals


@pytest.mark.parametrize("seed_text", ["\uff11\uff12", "\u0661\u0662", "012", "+12", " 12", "1_2", "-0", "", "1e3",
                                       "1" * 19])
def test_a_seed_not_written_the_one_way_is_refused(seed_text):
    """'#１２' (full-width), Arabic-Indic digits, a leading zero, a sign, a space or an underscore: refused."""
    with pytest.raises(ValueError):
        split_game_id(f"mines:9x9n10#{seed_text}")


def test_parse_ascii_int_takes_only_the_canonical_spelling():
    """The shared helper: plain digits give the number; anything int() would also forgive is refused."""
    from gamepkg.rules import parse_ascii_int
    assert [parse_ascii_int(text) for text in ("0", "7", "8347", "9" * 18)] == [0, 7, 8347, int("9" * 18)]
    for text in ("", "00", "07", "+7", "-7", " 7", "7 ", "7_0", "\uff17", "\u0667", "\u00b2", "7.0", None, 7):
        with pytest.raises(ValueError):
            parse_ascii_int(text)
    with pytest.raises(ValueError):
        parse_ascii_int("1" * 19)
    assert parse_ascii_int("1" * 19, max_digits=19) == int("1" * 19)
