"""The Japanese texts follow docs/japanese-style.md: its mechanical rules, checked over every catalog.

Issue 22 point 5. Every Japanese message (gamepkg/messages/*.py through gamepkg.i18n.load_catalogs): one kind
of exclamation and question mark, a space after them when text follows, no comma after a sentence's end,
コンピューター with its long vowel, counters on the statistics, and the known cases the issue named. A list
joined at run time (widgets/line_breaking.py join_texts) never makes 「!、」 either.

Spacing: no space between a number (digits, or a field that holds a number) and Japanese (「あと2手で壁」); a
space between Japanese and a Latin word or key name (「Ctrl+Q で終了」); half-width ( ) and : only, a space
before "(" and after ")" where words go on. A new field is checked as a number until it is named in
WORD_FIELDS below; each failure names the key, the text and what to write instead.
"""

import difflib
import re

import pytest

from gamepkg import i18n
from gamepkg.i18n import Translator

JAPANESE = i18n.load_catalogs()["ja"]
MAX_FAILURES_SHOWN = 20  # a failure lists this many texts at most
KANA_OR_KANJI = "\u3040-\u30ff\u4e00-\u9fff"


def offending(pattern):
    """{key: text} of the Japanese messages where ``pattern`` is found."""
    return {key: text for key, text in JAPANESE.items() if re.search(pattern, text)}


@pytest.mark.parametrize("rule, pattern", [
    ("full-width ！ or ？ (write ! and ?)", r"[！？]"),
    ("a comma after a sentence's end", r"[!?。][、,]"),
    ("コンピュータ without its long vowel", r"コンピュータ(?!ー)"),
    ("! or ? with Japanese straight after it (a space goes between)", rf"[!?](?=[{KANA_OR_KANJI}])"),
    ("full-width （ ） ： or the full-width space (write ( ) : and half-width spaces)", r"[（）：\u3000]"),
    ("... after a text that waits (write …; ... is for menu entries that open a window)", r"(います|中)\.\.\."),
])
def test_the_catalogs_follow_the_style_guide(rule, pattern):
    """No Japanese message breaks ``rule`` (docs/japanese-style.md)."""
    assert not offending(pattern), f"{rule}: {offending(pattern)}"


def test_every_count_of_the_statistics_has_its_counter():
    """The statistics lines all count with 回 (before, the two streak lines had none)."""
    for key in ("mines.stats.played", "mines.stats.won", "mines.stats.streak", "mines.stats.best_streak"):
        assert re.search(r"\{count\} ?回", JAPANESE[key]), key


def test_the_cases_the_issue_names():
    """最短 once in the par banner; a mole's win with no bloom reads as a sentence."""
    ja = Translator("ja")
    assert ja.t("walls.view.banner.won_par", moves=6, par=6).count("最短") == 1
    assert not ja.t("garden.result.mole", blooms=0).endswith("0 だけ")


def test_a_list_joined_after_a_sentence_goes_on_after_a_space():
    """join_texts: 「クリア!」 then more is joined by a space, not 「!、」; other items by the separator."""
    from widgets.line_breaking import join_texts
    assert join_texts(["出口に着いてクリア!", "最短です"], "、") == "出口に着いてクリア! 最短です"
    assert join_texts(["花 3", "花 8"], "、") == "花 3、花 8"
    assert join_texts(["Cleared!", "par 6"], ", ") == "Cleared! par 6"
    assert join_texts(["a", "b"], " / ") == "a / b"


# -- the spacing rules (docs/japanese-style.md "Spaces" and "Parentheses and colons") --

# Fields that hold a number (or a list of numbers): written tight against Japanese, like a digit.
NUMBER_FIELDS = frozenset("""
    a_column a_row actions ally around arrows b_column b_row best blooms blooms_to_win cell cells column count
    countdown damage done enemy entry expected failed files flag flag_rounds flags flower_count flowers folders found
    got grown
    hammer_damage hands_damage height high history last_round left length levels lights limit line low max max_hp
    max_water min mines most moves need_a need_b nest number number_a number_b numbers par passed percent
    pike_reach points rank remaining rocks round rounds row score seconds sequence shared shortest size skipped
    source_column source_row stars start_water states steps tick total unit value water ways width x x2 y y2
""".split())
# Fields that hold a name, a word or a sentence (filled in from other texts, or typed by a person).
WORD_FIELDS = frozenset("""
    action armies case char computers copy cut date detail direction drained error events field fields file first
    folder forecast game game_id games gardener hint hp joined keys kind label language letter level mole name names
    opponent path place player position preset reason result role rule second status symbol table task text title turn
    variant version weapon what where why did sentences pike_cases hammer_cases blade_cases
""".split())
# Digits that name keys (key caps), not numbers: they keep their space like any key name (``W 待つ``).
KEY_CAPS = {"skirmish.view.keys": ("1/2",), "walls.editor.keys": ("1〜5",)}

# kana, kanji, CJK signs (「」、。〜), full-width forms and ×, but not the middle dot ・ (" ・ " separates)
JAPANESE_CHARACTER = re.compile("[\u3000-\u303f\u3040-\u30fa\u30fc-\u30ff\u4e00-\u9fff\uff00-\uffef×]")
KANA_OR_KANJI_CHARACTER = re.compile("[\u3040-\u30fa\u30fc-\u30ff\u4e00-\u9fff]")  # without the middle dot ・
TOKEN = re.compile(r"\{[^{}]*\}|`[^`\n]*`|.", re.S)  # a field, a `code span` (checked as Latin) or one character


def field_name(field):
    """The name of a field as written in a message: "count" for ``{count}`` and ``{count:move|moves}``."""
    return re.match(r"\{(\w*)", field).group(1)


def tokens_of(key, text):
    """[(start, end, kind, token)] of ``text``: kind is "number", "word", "latin", "space" or "char"."""
    masked = text
    for caps in KEY_CAPS.get(key, ()):
        masked = masked.replace(caps, "K" * len(caps))  # a key cap reads as a Latin key name
    tokens = []
    for match in TOKEN.finditer(masked):
        piece = match.group()
        if piece.startswith("{") and len(piece) > 1:
            kind = "word" if field_name(piece) in WORD_FIELDS else "number"  # a new field is checked as a number
        elif piece.startswith("`") and len(piece) > 1 or piece.isascii() and piece.isalpha():
            kind = "latin"
        elif piece == " ":
            kind = "space"
        else:
            kind = "char"
        tokens.append((match.start(), match.end(), kind, piece))
    return tokens


def ascii_run(tokens, index, step):
    """The tokens of the run of ASCII characters and fields that holds ``tokens[index]``, going by ``step``."""
    run = []
    while 0 <= index < len(tokens):
        _start, _end, kind, token = tokens[index]
        if kind == "space" or not (kind in ("number", "word", "latin") or token.isascii() and token.isprintable()):
            break
        run.append(tokens[index])
        index += step
    return run


def is_number_edge(tokens, index, away):
    """True when ``tokens[index]`` is a digit or number field at the edge of a number, the number going on
    from it by ``away`` (-1: it ends the number, +1: it starts it); a digit inside a Latin word (UTF-8, F2) is none."""
    kind, token = tokens[index][2], tokens[index][3]
    if not (kind == "number" or kind == "char" and token.isdigit() and token.isascii()):
        return False
    return all(kind not in ("word", "latin") for _start, _end, kind, _token in ascii_run(tokens, index, away))


def spaces_beside_numbers(key, text):
    """The offsets of the single spaces of ``text`` between a number and a Japanese character (either side)."""
    tokens = tokens_of(key, text)
    offsets = []
    for index in range(1, len(tokens) - 1):
        start, _end, kind, _token = tokens[index]
        if kind != "space" or tokens[index - 1][2] == "space" or tokens[index + 1][2] == "space":
            continue  # two or more spaces line up a column: layout, not spacing
        before, after = tokens[index - 1][3], tokens[index + 1][3]
        if (is_number_edge(tokens, index - 1, -1) and JAPANESE_CHARACTER.fullmatch(after)
                or JAPANESE_CHARACTER.fullmatch(before) and is_number_edge(tokens, index + 1, 1)):
            offsets.append(start)
    return offsets


def is_latin_word_edge(tokens, index, away):
    """True when ``tokens[index]`` ends (``away`` -1) or starts (+1) a run of ASCII that holds a Latin word:
    "Enter", "UTF-8", "F2", a `code span`."""
    if tokens[index][3] in "()[]":
        return False  # the spaces beside brackets are the parenthesis rule's
    return any(kind == "latin" for _start, _end, kind, _token in ascii_run(tokens, index, away))


NO_SPACE_BEFORE_OPENING = set(" \n(「『【[、。・/")


def missing_spaces(key, text):
    """The offsets of ``text`` where a space is missing: around a Latin word or a key name next to kana or kanji,
    before a half-width "(" and after a ")" that words follow (``(&D)``, Tk's access keys, stay tight)."""
    tokens = tokens_of(key, text)
    offsets = set()
    for index in range(len(tokens) - 1):
        (_start, _end, _kind, token), (next_start, _next_end, next_kind, next_token) = tokens[index], tokens[index + 1]
        if (is_latin_word_edge(tokens, index, -1) and KANA_OR_KANJI_CHARACTER.fullmatch(next_token)
                or KANA_OR_KANJI_CHARACTER.fullmatch(token) and is_latin_word_edge(tokens, index + 1, 1)):
            offsets.add(next_start)
        if next_token == "(" and token not in NO_SPACE_BEFORE_OPENING and not text.startswith("(&", next_start):
            offsets.add(next_start)
        if token == ")" and (next_kind in ("latin", "number", "word") or next_token == "「"
                             or KANA_OR_KANJI_CHARACTER.fullmatch(next_token) or next_token.isdigit()):
            offsets.add(next_start)
    return sorted(offsets)


def with_spaces_fixed(key, text):
    """``text`` as the spacing rules want it: spaces removed beside numbers and added where missing."""
    for offset in reversed(spaces_beside_numbers(key, text)):
        text = text[:offset] + text[offset + 1:]
    for offset in reversed(missing_spaces(key, text)):
        text = text[:offset] + " " + text[offset:]
    return text


def offset_after_fixing(opcodes, offset):
    """Where ``offset`` of a text lies in its fixed copy (``opcodes`` of difflib from the text to the copy)."""
    for _tag, start, stop, fixed_start, fixed_stop in opcodes:
        if offset <= stop:
            return fixed_start + min(offset - start, fixed_stop - fixed_start)
    return opcodes[-1][4]


def spacing_failures(find):
    """"key: 「text」 → 「fixed」" for each Japanese message where ``find(key, text)`` finds an offset."""
    failures = []
    for key, text in JAPANESE.items():
        offsets = find(key, text)
        if offsets:
            start, stop = max(0, offsets[0] - 12), min(len(text), offsets[0] + 12)
            fixed = with_spaces_fixed(key, text)
            opcodes = difflib.SequenceMatcher(None, text, fixed, autojunk=False).get_opcodes()
            shown = (text[start:stop], fixed[offset_after_fixing(opcodes, start):offset_after_fixing(opcodes, stop)])
            failures.append("{}: 「{}」 → 「{}」".format(key, *(piece.replace("\n", "⏎") for piece in shown)))
    return failures


def test_every_field_is_known_as_a_number_or_a_word():
    """Each field of the Japanese messages is in NUMBER_FIELDS or WORD_FIELDS, so the number rule knows it."""
    unknown = {}
    for key, text in JAPANESE.items():
        for field in re.findall(r"\{\w*[^{}]*\}", text):
            if field_name(field) not in NUMBER_FIELDS | WORD_FIELDS:
                unknown.setdefault(field_name(field), key)
    assert not NUMBER_FIELDS & WORD_FIELDS
    assert not unknown, ("fields that tests/test_japanese_style.py does not know yet (field: a key that uses it); "
                         f"add each to NUMBER_FIELDS if it holds a number, else to WORD_FIELDS: {unknown}")


def test_no_space_between_a_number_and_japanese():
    """「あと2手で壁」, 「{count}個」, 「9×9の盤面」: a number touches the Japanese beside it, on both sides."""
    failures = spacing_failures(spaces_beside_numbers)
    assert not failures, ("a space between a number and Japanese (write them tight; if the field holds a name "
                          "or a word, add it to WORD_FIELDS in tests/test_japanese_style.py):\n"
                          + "\n".join(failures[:MAX_FAILURES_SHOWN]))


def test_a_space_around_latin_words_and_parentheses():
    """「Enter で置く」, 「長槍 (ケース A)」, 「(3,4) を開けました」: Latin words and ( ) stand apart from Japanese."""
    failures = spacing_failures(missing_spaces)
    assert not failures, ("a space is missing around a Latin word, a key name or half-width parentheses:\n"
                          + "\n".join(failures[:MAX_FAILURES_SHOWN]))


@pytest.mark.parametrize("key, text, tight", [
    ("x", "あと {left} 手で壁", "あと{left}手で壁"),
    ("x", "最短 6 手", "最短6手"),
    ("x", "{size} × {size} マス", "{size}×{size}マス"),
    ("x", "{name} の番 (ラウンド {round})", "{name} の番 (ラウンド{round})"),  # a name keeps its space
    ("x", "UTF-8 のテキスト、F2 で新しいゲーム", "UTF-8 のテキスト、F2 で新しいゲーム"),  # digits of Latin words
    ("x", "1 行目       タイトル", "1行目       タイトル"),  # two spaces or more line up a column
    ("x", "ラウンド {round} ・ 旗", "ラウンド{round} ・ 旗"),  # a spaced ・ separates
    ("skirmish.view.keys", "A 切り替え、1/2 味方を選ぶ", "A 切り替え、1/2 味方を選ぶ"),  # key caps
])
def test_the_number_rule_tells_numbers_from_names_and_key_names(key, text, tight):
    """The spaces the number rule removes: beside digits and number fields, not beside names or Latin words."""
    assert with_spaces_fixed(key, text) == tight


@pytest.mark.parametrize("text, spaced", [
    ("Enterで置きます(Escで取り消し)", "Enter で置きます (Esc で取り消し)"),
    ("長槍(ケースA): 届く", "長槍 (ケース A): 届く"),
    ("{name}が({x},{y})に置いた", "{name}が ({x},{y}) に置いた"),
    ("、({x},{y}) は安全です。", "、({x},{y}) は安全です。"),  # no space after 、
    ("フォルダ(&D):", "フォルダ(&D):"),  # Tk's access keys stay as Windows writes them
    ("`len(state.walls)` を足します", "`len(state.walls)` を足します"),  # code is left as it is
    ("UTF-8のテキスト、F2で始める", "UTF-8 のテキスト、F2 で始める"),  # a Latin word that ends in a digit
])
def test_the_spacing_rule_spaces_latin_words_and_parentheses(text, spaced):
    """The spaces the Latin-word and parenthesis rule adds."""
    assert with_spaces_fixed("x", text) == spaced
