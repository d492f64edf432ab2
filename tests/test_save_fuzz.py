"""Save-file fuzzing: thousands of damaged, hostile or odd save files, and the slots that must survive them.

For every game of the suite, real saves are made (a few random legal moves, sometimes an undo), then
about 400 mutants per game are loaded through ``gamepkg.savefile.load_session``: flipped bytes and
bits, truncations (at random, at structural characters, at the edges), inserted and deleted bytes,
random bytes, random JSON, fields of wrong types and values, tampered moves, params, seeds,
positions, versions and formats, other encodings. A load may only ever raise SaveError; a file it
accepts must be one the rules can reach (the session equals replaying its moves from ``new_game``
with its params and seed, every move was legal where it was played, every position keeps the game's
invariants). The slots saved before stay byte-identical through every failed load and failed save.
The random generator has a fixed seed, so every run fuzzes the same files.
"""

import json
import random

import pytest

from gamepkg import savefile
from gamepkg.registry import ENGINES, engine_for
from gamepkg.save_error import SaveError
from gamepkg.savefile import MAX_FILE_BYTES, DataStore, load_session, save_session
from gamepkg.session import MAX_MOVES, SAVE_FORMAT, SAVE_VERSION, Session
from gamepkg.skirmish import rules as skirmish
from tests.test_properties import canonical, invariants_for, near_miss, plain_save

FUZZ_SEED = 20261129
MUTANTS_PER_GAME = 400
FIELDS = ("format", "version", "game", "params", "seed", "moves", "position")
WRONG_VALUES = (None, True, False, 0, 1, -1, 1.5, 2 ** 63, -(2 ** 63), 10 ** 30, "", "x", "1", "0", [], {},
                [1], ["o0,0"], {"a": 1}, "\u00e9\u3042", "\ud7ff", "A" * 300, float("inf"), float("nan"))
# Optional extras: more params to save for the games written so far (every game's PRESETS are used anyway).
EXTRA_PARAMS = {
    "mines": ("5x5n3", "4x3n3:a40", "6x6n5g"),
    "skirmish": ("C-ally", "B-both-Lp11134143h3223e1l1r3f0"),
    "walls": ("S..x/x.xE/.*..,Tiny%20%E5%A3%81",),
    "garden": ("nh", "ee"),
    "arrows": ("3x3,H=Ann,X", "2x4,H,H,H"),
}


# ---------------------------------------------------------------- real saves

def play_randomly(engine, params, seed, rng):
    """A session of ``engine`` with 2 to 12 random legal moves, sometimes one or two taken back."""
    session = Session(engine, params, seed)
    for _ in range(rng.randint(2, 12)):
        legal = engine.legal_moves(session.state)
        if not legal:
            break
        session.play(rng.choice(legal))
    for _ in range(rng.choice((0, 0, 1, 2))):
        session.undo()
    return session


def real_saves(game, store, rng):
    """Save several real games of ``game`` into its slots; returns [(slot name, bytes, session)]."""
    engine = engine_for(game)
    extras = [engine.Params.decode(text) for text in EXTRA_PARAMS.get(game, ())]
    params_list = list(engine.PRESETS.values())[:3] + extras
    saves = []
    for number, params in enumerate(params_list):
        session = play_randomly(engine, params, rng.randrange(2 ** 32), rng)
        slot = f"saves/{game}-{number}.json"
        save_session(store, slot, session)
        saves.append((slot, store.path(slot).read_bytes(), session))
    return saves


# ---------------------------------------------------------------- mutations

def random_json(rng, depth=0):
    """A random JSON value: nested lists and objects of strings, numbers, booleans and null."""
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice((True, False))
    if kind == 2:
        return rng.choice((0, -1, 7, 2 ** 63, 1e300, -0.5, rng.randrange(-10 ** 6, 10 ** 6)))
    if kind in (3, 4):
        return "".join(chr(rng.choice((rng.randrange(32, 127), rng.randrange(0x80, 0x3000))))
                       for _ in range(rng.randrange(0, 12)))
    if kind in (5, 6):
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(0, 5))]
    keys = list(FIELDS) + ["", "x", "moves "]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(0, 8))}


def dump(data):
    """JSON bytes the way the suite writes them."""
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def flip_bytes(rng, raw, data, context):
    """Change one to four bytes to other values."""
    raw = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        if raw:
            raw[rng.randrange(len(raw))] ^= rng.randint(1, 255)
    return bytes(raw)


def flip_bit(rng, raw, data, context):
    """Flip a single bit."""
    raw = bytearray(raw)
    raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
    return bytes(raw)


def truncate_anywhere(rng, raw, data, context):
    """Cut the file at a random point."""
    return raw[:rng.randrange(len(raw))]


def truncate_at_structure(rng, raw, data, context):
    """Cut the file just before or after a structural character, a quote, a digit or a letter."""
    kinds = (b"{}[]", b":,", b'"', b"0123456789-", b"abcdefghijklmnopqrstuvwxyz")
    wanted = rng.choice(kinds)
    places = [i for i, byte in enumerate(raw) if byte in wanted] or [len(raw) // 2]
    return raw[:rng.choice(places) + rng.choice((0, 1))]


def truncate_at_edges(rng, raw, data, context):
    """Keep nothing, one byte, or all but the last one or two bytes (the closing brace and newline)."""
    return raw[:rng.choice((0, 1, len(raw) - 1, len(raw) - 2))]


def insert_bytes(rng, raw, data, context):
    """Insert a few random bytes somewhere."""
    place = rng.randrange(len(raw) + 1)
    return raw[:place] + rng.randbytes(rng.randint(1, 6)) + raw[place:]


def delete_span(rng, raw, data, context):
    """Delete a run of bytes."""
    start = rng.randrange(len(raw))
    return raw[:start] + raw[start + rng.randint(1, 20):]


def duplicate_span(rng, raw, data, context):
    """Repeat a run of bytes in place."""
    start = rng.randrange(len(raw))
    end = min(len(raw), start + rng.randint(1, 30))
    return raw[:end] + raw[start:end] + raw[end:]


def random_bytes(rng, raw, data, context):
    """Bytes that were never a save: random, sometimes starting like JSON."""
    prefix = rng.choice((b"", b"{", b"[", b'{"format": "mirrorgames-save"', b"\xef\xbb\xbf"))
    return prefix + rng.randbytes(rng.randint(0, 300))


def random_json_file(rng, raw, data, context):
    """A random JSON value (an object with some of the right keys now and then)."""
    value = random_json(rng)
    if rng.random() < 0.3:
        value = dict(data, **{rng.choice(FIELDS): random_json(rng)})
    return dump(value)


def wrong_field(rng, raw, data, context):
    """One field set to a value of the wrong type or out of range."""
    return dump(dict(data, **{rng.choice(FIELDS): rng.choice(WRONG_VALUES)}))


def drop_or_add_field(rng, raw, data, context):
    """A field missing, or an extra one."""
    changed = dict(data)
    if rng.random() < 0.5:
        del changed[rng.choice(FIELDS)]
    else:
        changed[rng.choice(("extra", "Moves", "position ", "comment"))] = random_json(rng)
    return dump(changed)


def tamper_moves(rng, raw, data, context):
    """Moves replaced by near misses, garbage or other games' moves; moves added, dropped, swapped."""
    moves = list(data["moves"])
    how = rng.randrange(9)
    if how == 0 and moves:
        index = rng.randrange(len(moves))
        moves[index] = near_miss(moves[index], rng.randrange(1000))
    elif how == 1 and moves:
        moves[rng.randrange(len(moves))] = rng.choice(context["foreign_moves"])
    elif how == 2:
        moves.insert(rng.randrange(len(moves) + 1), rng.choice(("", " ", "x", "\x00", "o99,99", "9,9,9",
                                                                "move:0:9:9", "path:99", "Z", "wait:x")))
    elif how == 3 and moves:
        moves[rng.randrange(len(moves))] = rng.choice((None, 1, 1.5, True, [], {}, ["o0,0"], "o" * 65))
    elif how == 4 and moves:
        moves.pop(rng.randrange(len(moves)))
    elif how == 5 and len(moves) > 1:
        i, j = rng.sample(range(len(moves)), 2)
        moves[i], moves[j] = moves[j], moves[i]
    elif how == 6:
        moves.reverse()
    elif how == 7:
        moves = moves + moves
    else:
        moves.append(rng.choice(context["first_moves"]))
    position = data["position"] if rng.random() < 0.5 else len(moves)
    return dump(dict(data, moves=moves, position=min(position, len(moves))))


def tamper_numbers(rng, raw, data, context):
    """Position and seed nudged, negative, huge or of the wrong type."""
    changed = dict(data)
    if rng.random() < 0.5:
        changed["position"] = rng.choice((-1, len(data["moves"]) + 1, len(data["moves"]), 0, True, "1", 1.0,
                                          None, 10 ** 20))
    else:
        changed["seed"] = rng.choice((-1, 2 ** 63, 2 ** 63 - 1, 0, "5", 5.0, True, None, 10 ** 400 // 10 ** 380))
    return dump(changed)


def tamper_header(rng, raw, data, context):
    """Version, format or game changed: other numbers and types, other spellings, other games."""
    field = rng.choice(("format", "version", "game"))
    values = {
        "format": ("", "mirrorgames-save ", "MIRRORGAMES-SAVE", "mirrorgames", None, 1, SAVE_FORMAT + "\x00"),
        "version": (0, 2, -1, "1", 1.0, True, None, [1], SAVE_VERSION + 1),
        "game": tuple(g for g in ENGINES if g != context["game"]) + ("garden_lab", "", None, "Mines",
                                                                     context["game"] + " ", 5, ["mines"]),
    }[field]
    return dump(dict(data, **{field: rng.choice(values)}))


def tamper_params(rng, raw, data, context):
    """Params near misses, other valid params of this game, another game's params, absurd text."""
    how = rng.randrange(5)
    if how == 0:
        params = near_miss(data["params"], rng.randrange(1000))
    elif how == 1:
        params = rng.choice(context["own_params"])
    elif how == 2:
        params = rng.choice(context["foreign_params"])
    elif how == 3:
        params = rng.choice(("", " ", "#", ":", "x" * 100_001, "\u3042", "1000x1000n1000001", "0x0n0",
                             "A-both-", "Sx/xE,", "7x7", "hhh", "16x16n40:zz", "16x16n40g:00"))
    else:
        params = data["params"] + rng.choice(("#1", ",", ":", "g", "-", "/", "x", ",H"))
    return dump(dict(data, params=params))


def change_encoding(rng, raw, data, context):
    """The same save as UTF-16, with a byte-order mark, as Latin-1, with trailing text or a second document."""
    text = raw.decode("utf-8")
    how = rng.randrange(6)
    if how == 0:
        return text.encode("utf-16")
    if how == 1:
        return b"\xef\xbb\xbf" + raw
    if how == 2:
        return text.replace('"', '"\u00e9', 1).encode("latin-1", errors="replace")
    if how == 3:
        return raw + rng.choice((b"x", b"}", b",", b"\x00", b"[]"))
    if how == 4:
        return raw + raw
    return raw + b" \n\t " * rng.randint(1, 5)


def odd_json(rng, raw, data, context):
    """Valid but odd JSON: duplicate keys, NaN and Infinity, huge numbers, deep nesting, long move lists."""
    text = raw.decode("utf-8")
    how = rng.randrange(6)
    if how == 0:
        return text.replace("{", '{"moves": ["o0,0", "x"], "position": 99, ', 1).encode("utf-8")
    if how == 1:
        return text.replace(f'"seed": {data["seed"]}', rng.choice(('"seed": NaN', '"seed": Infinity',
                                                                    '"seed": -Infinity', '"seed": 1e3'))).encode()
    if how == 2:
        return text.replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * rng.choice((30, 5000))).encode()
    if how == 3:
        depth = rng.choice((50, 2000, 200_000))
        return ("[" * depth + "]" * depth).encode()
    if how == 4:
        return dump(dict(data, moves=["wait"] * (MAX_MOVES + 1), position=0))
    return dump(dict(data, moves=data["moves"] + [[[[["deep"]]]]]))


MUTATIONS = (flip_bytes, flip_bit, truncate_anywhere, truncate_at_structure, truncate_at_edges, insert_bytes,
             delete_span, duplicate_span, random_bytes, random_json_file, wrong_field, drop_or_add_field,
             tamper_moves, tamper_moves, tamper_numbers, tamper_header, tamper_params, tamper_params,
             change_encoding, odd_json)


def fuzz_context(game, rng):
    """What the mutations borrow: this game's params and first moves, and other games' params and moves."""
    engine = engine_for(game)
    own = [params.encode() for params in engine.PRESETS.values()] + list(EXTRA_PARAMS.get(game, ()))
    foreign_params, foreign_moves = [], []
    for other in ENGINES:
        if other != game:
            other_engine = engine_for(other)
            start = other_engine.new_game(other_engine.DEFAULT_PARAMS, 1)
            foreign_params.append(other_engine.DEFAULT_PARAMS.encode())
            foreign_moves.extend(rng.choice(list(other_engine.legal_moves(start))) for _ in range(2))
    first = list(engine.legal_moves(engine.new_game(engine.DEFAULT_PARAMS, 1)))
    return {"game": game, "own_params": own, "foreign_params": foreign_params, "foreign_moves": foreign_moves,
            "first_moves": first}


# ---------------------------------------------------------------- checking a load

def start_keeps_invariants(engine, invariants, state):
    """True when the start keeps the invariants; False only for a skirmish start (params may carry one)."""
    try:
        invariants(state)
    except AssertionError:
        if engine is not skirmish:
            raise
        return False
    return True


def assert_reachable(game, raw, session):
    """An accepted file's session equals the legal replay of its moves from new_game with its params and seed."""
    engine, invariants = engine_for(game), invariants_for(game)
    data = plain_save(json.loads(raw.decode("utf-8")))
    assert session.engine is engine and data["game"] == game
    params = engine.Params.decode(data["params"])
    assert session.params == params and session.seed == data["seed"]
    assert session.moves == data["moves"] and session.position == data["position"]
    replay = Session(engine, params, data["seed"])
    check_invariants = start_keeps_invariants(engine, invariants, replay.state)
    for move in data["moves"]:
        before = replay.state
        assert canonical(engine, move) in engine.legal_moves(before), f"accepted an unlisted move {move!r}"
        replay.play(move)
        if check_invariants:
            invariants(replay.state, before, canonical(engine, move))
    assert all(session.state_at(i) == replay.state_at(i) for i in range(len(data["moves"]) + 1))
    assert session.state == replay.state_at(data["position"]) and not session.is_dirty()
    return check_invariants


def folder_files(store):
    """{relative path: bytes} of every file in the data folder."""
    return {str(path.relative_to(store.folder)): path.read_bytes()
            for path in sorted(store.folder.rglob("*")) if path.is_file()}


# ---------------------------------------------------------------- the tests

@pytest.mark.parametrize("game", list(ENGINES))
def test_fuzzed_saves_load_only_reachable_sessions_and_leave_slots_alone(game, tmp_path):
    """~400 mutants per game: only SaveError, accepted files are legal replays, no slot ever changes."""
    rng = random.Random(f"{FUZZ_SEED}/{game}")
    store = DataStore(tmp_path / "data")
    saves = real_saves(game, store, rng)
    context = fuzz_context(game, rng)
    fuzz_slot = store.path(f"saves/{game}-fuzz.json")
    refused, accepted, odd_starts = {}, 0, 0
    for number in range(MUTANTS_PER_GAME):
        slot, raw, _ = saves[number % len(saves)]
        mutation = MUTATIONS[number % len(MUTATIONS)]
        mutant = mutation(rng, raw, plain_save(json.loads(raw)), context)
        fuzz_slot.write_bytes(mutant)
        before = folder_files(store)
        try:
            session = load_session(fuzz_slot, expected_game=game)
        except SaveError as error:
            assert error.key.startswith("save.") and isinstance(error.details, dict)
            refused[error.key] = refused.get(error.key, 0) + 1
        except Exception as error:  # noqa: BLE001 - any other exception is the bug this test looks for
            pytest.fail(f"{game}: {mutation.__name__} mutant #{number} crashed load_session with "
                        f"{type(error).__name__}: {error}\n{mutant[:300]!r}")
        else:
            accepted += 1
            odd_starts += not assert_reachable(game, mutant, session)
        assert folder_files(store) == before, f"a load changed the data folder ({mutation.__name__})"
    for slot, raw, session in saves:
        assert store.path(slot).read_bytes() == raw
        assert load_session(store.path(slot), expected_game=game).state == session.state
    assert accepted + sum(refused.values()) == MUTANTS_PER_GAME
    assert sum(refused.values()) > MUTANTS_PER_GAME // 2 and accepted > 0
    expected_keys = {"save.not_json", "save.not_object", "save.foreign", "save.version", "save.fields",
                     "save.other_game", "save.bad_field", "save.bad_params", "save.bad_move", "save.too_big"}
    assert expected_keys - {"save.too_big"} <= set(refused), f"mutations never reached {expected_keys - set(refused)}"
    assert odd_starts == 0 or game == "skirmish"


@pytest.mark.parametrize("game", list(ENGINES))
def test_oversized_files_are_refused_and_the_limit_is_exact(game, tmp_path):
    """A save padded past MAX_FILE_BYTES is refused as too big; padded to exactly the limit it still loads."""
    store = DataStore(tmp_path / "data")
    session = play_randomly(engine_for(game), engine_for(game).DEFAULT_PARAMS, 7, random.Random(FUZZ_SEED))
    save_session(store, "saves/slot.json", session)
    raw = store.path("saves/slot.json").read_bytes()
    path = store.path("saves/big.json")
    path.write_bytes(raw + b" " * (MAX_FILE_BYTES - len(raw)))
    assert load_session(path, expected_game=game).state == session.state
    for extra in (1, 1000, MAX_FILE_BYTES):
        path.write_bytes(raw + b" " * (MAX_FILE_BYTES - len(raw) + extra))
        with pytest.raises(SaveError) as refusal:
            load_session(path, expected_game=game)
        assert refusal.value.key == "save.too_big"
    path.write_bytes(b"[" * (MAX_FILE_BYTES + 1))
    with pytest.raises(SaveError, match="save.too_big"):
        load_session(path, expected_game=game)
    assert store.path("saves/slot.json").read_bytes() == raw


@pytest.mark.parametrize("game", list(ENGINES))
def test_failed_saves_leave_the_previous_slot_byte_identical(game, tmp_path, monkeypatch):
    """Oversized data, unserialisable data, a failing fsync or replace, an interrupt: the old slot survives."""
    store = DataStore(tmp_path / "data")
    engine = engine_for(game)
    session = play_randomly(engine, engine.DEFAULT_PARAMS, 11, random.Random(FUZZ_SEED))
    slot = f"saves/{game}.json"
    save_session(store, slot, session)
    before = folder_files(store)
    with pytest.raises(SaveError) as refusal:
        store.write_json(slot, {"moves": ["x" * 1024] * (MAX_FILE_BYTES // 1024 + 1)})
    assert refusal.value.key == "save.too_big" and folder_files(store) == before
    with pytest.raises((SaveError, TypeError, ValueError)):
        store.write_json(slot, {"moves": [object()]})
    assert folder_files(store) == before
    later = play_randomly(engine, engine.DEFAULT_PARAMS, 12, random.Random(FUZZ_SEED + 1))
    for name in ("fsync", "replace"):
        def broken(*args, name=name):
            """Fail like a full disk or a locked file."""
            raise OSError(28, f"simulated {name} failure")
        with monkeypatch.context() as patch:
            patch.setattr(savefile.os, name, broken)
            with pytest.raises(SaveError) as refusal:
                save_session(store, slot, later)
        assert refusal.value.key == "save.write_failed" and folder_files(store) == before
        assert later.is_dirty() or later.position == 0
    def interrupted(fd):
        """Stop like Ctrl+C in the middle of writing."""
        raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(savefile.os, "fsync", interrupted)
        with pytest.raises(KeyboardInterrupt):
            save_session(store, slot, later)
    assert folder_files(store) == before
    assert load_session(store.path(slot), expected_game=game).state == session.state


def test_a_save_that_cannot_be_written_says_so(tmp_path):
    """A data store that cannot write refuses with save.disabled and writes nothing."""
    store = DataStore(tmp_path / "data")
    store.writable = False
    session = Session(engine_for("garden"), engine_for("garden").DEFAULT_PARAMS, 0)
    with pytest.raises(SaveError, match="save.disabled"):
        save_session(store, "saves/garden.json", session)
    assert folder_files(store) == {}


def test_a_save_with_an_unreachable_skirmish_start_is_refused(tmp_path):
    """A skirmish save whose params start with 0 actions left (not ended) is refused, not loaded."""
    store = DataStore(tmp_path / "data")
    data = Session(skirmish, skirmish.DEFAULT_PARAMS, 0).to_dict()
    data.update(params="A-both-p01035153h3333e0l0r0f0", moves=["wait:0"], position=1)
    store.write_json("saves/skirmish.json", data)
    with pytest.raises(SaveError):
        load_session(store.path("saves/skirmish.json"), expected_game="skirmish")
