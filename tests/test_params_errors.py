"""Engines refuse bad settings with a message id and fields (ParamsError), so the reason reads in the player's language.

A fuzzed sample of bad game IDs goes through every engine's ``Params.decode`` and the game-ID splitting; every
refusal must be a ParamsError whose message (and any message inside its fields) exists in both catalogs and
fills in without a missing field. A save with bad settings and the Custom dialog's field names are checked too.
"""

import random
import string

import pytest

from gamepkg.game_id import split_game_id
from gamepkg.i18n import LANGUAGES, Text, Translator, load_catalogs, placeholders
from gamepkg.mines import rules as mines
from gamepkg.registry import GAMES, engine_for
from gamepkg.rules import ParamsError
from gamepkg.save_error import SaveError
from gamepkg.session import Session

CATALOGS = load_catalogs()
ALPHABET = string.ascii_letters + string.digits + ",-:#=%x/.*_ " + "あ９"


def mutations(text, rng, count):
    """``count`` texts near ``text``: characters dropped, doubled, replaced or added, and cut-offs."""
    found = []
    for _ in range(count):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            place = rng.randint(0, len(chars))
            action = rng.choice(("drop", "add", "replace", "cut"))
            if action == "drop" and chars:
                del chars[min(place, len(chars) - 1)]
            elif action == "add":
                chars.insert(place, rng.choice(ALPHABET))
            elif action == "replace" and chars:
                chars[min(place, len(chars) - 1)] = rng.choice(ALPHABET)
            elif action == "cut":
                chars = chars[:place]
        found.append("".join(chars))
    return found


def bad_texts(engine, rng):
    """Mutated preset encodings and random texts for one engine (some may still be good: those decode)."""
    texts = ["", " ", "0", "x", "-", ",", "zz", "nonsense", "1x1", "99x2", "9x9n100", "A-both-x"]
    for params in engine.PRESETS.values():
        texts += mutations(params.encode(), rng, 60)
    texts += ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 12))) for _ in range(40)]
    return texts


def message_problems(error):
    """What is wrong with the message of ``error``: a missing key, a field the text needs but lacks."""
    problems = []
    for key, fields in [(error.key, error.details)] + [(v.key, v.fields) for v in error.details.values()
                                                        if isinstance(v, Text)]:
        for language in LANGUAGES:
            if key not in CATALOGS[language]:
                problems.append(f"{key} is not in the {language} catalog")
            elif not {name.split(":")[0] for name in placeholders(CATALOGS[language][key])} <= set(fields):
                problems.append(f"{key} ({language}) needs fields that {sorted(fields)} lack")
    return problems


@pytest.mark.parametrize("game", list(GAMES))
def test_every_refusal_of_a_fuzzed_game_id_carries_a_message_in_both_languages(game):
    """Each bad settings text is refused with a ParamsError whose key exists in ja and en, fields complete."""
    engine = engine_for(game)
    rng = random.Random(f"params-{game}")
    refused, problems = 0, []
    for text in bad_texts(engine, rng):
        try:
            engine.Params.decode(text)
        except ValueError as error:
            refused += 1
            if not isinstance(error, ParamsError):
                problems.append(f"{text!r}: {type(error).__name__} without a message id: {error}")
            else:
                problems += [f"{text!r}: {problem}" for problem in message_problems(error)]
    assert refused >= 50 and problems == []


@pytest.mark.parametrize("game_id", ["nosuchgame:1", "mines", "mines16x16n40", "mines:9x9n10#x", "mines:9x9n10#01",
                                     "walls:#", "arrows:7x7,H,N#" + "9" * 19, ":", ""])
def test_a_bad_game_id_is_refused_with_a_message_in_both_languages(game_id):
    """The game-ID splitting refuses an unknown game, a missing colon and a bad seed with a ParamsError."""
    with pytest.raises(ParamsError) as refused:
        game, params_text, _seed = split_game_id(game_id)
        engine_for(game).Params.decode(params_text)
    assert message_problems(refused.value) == []


def test_the_reason_a_save_is_refused_reads_in_japanese():
    """A save whose settings the engine refuses names the reason in the player's language, not in English."""
    data = Session(engine_for("mines"), mines.DEFAULT_PARAMS, 1).to_dict()
    data["params"] = "9x9n100"
    with pytest.raises(SaveError) as refused:
        Session.from_dict(data)
    japanese = Translator("ja").t(refused.value.key, **refused.value.details)
    assert refused.value.key == "save.bad_params"
    assert "81" in japanese and "board" not in japanese and "地雷" in japanese


def test_the_custom_dialog_names_its_field_in_the_players_language():
    """A field that is not a number is named with the dialog's own label (横のマス数), not the code name."""
    key, fields = mines.validate("nine", 9, 10)
    assert Translator("ja").t(key, **fields) == "「横のマス数」には整数を入れてください。"
    assert Translator("en").t(key, **fields) == "Please enter a whole number for Width."


def test_str_of_a_params_error_is_the_english_text():
    """For logs and the command line, str() of the error is the English message with its fields."""
    with pytest.raises(ValueError) as refused:
        mines.Params.decode("9x9n100")
    assert str(refused.value) == "A 9x9 board holds at most 81 mines, not 100."


def test_str_of_a_params_error_with_missing_fields_still_names_its_message():
    """A message id whose fields are missing does not make str() fail: it names the id and the fields given."""
    assert str(ParamsError("mines.params.too_many_mines", width=9)) == "mines.params.too_many_mines {'width': 9}"
