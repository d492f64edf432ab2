"""Line breaking for Japanese and mixed text (kinsoku shori), for every wrapped text the suite shows.

Tk's own wrapping breaks at ASCII spaces only, and where a line has none it breaks anywhere: a line may then
start with 「。」, a number may be torn from its counter ("8|ラウンド目") and a key name split ("Shift+Ta|b").
``wrap(text, width, measure)`` breaks by the Japanese rules instead:

- no line starts with closing punctuation (。、」）！？ and the like) or a small kana (っ, ゃ, ...);
- no line ends with opening punctuation (「（ and the like);
- a run of ASCII letters, digits and signs (``Shift+Tab``, ``(17,18)``, ``Ctrl+Z``) is never split;
- a number stays with the counter word after it, even across one space ("8 ラウンド目", "1 つ");
- "15×15" stays whole, and no line starts with 「…」 or 「〜」;
- Japanese breaks between phrases (文節) only: widgets/phrase_breaks.json (written with BudouX by
  build/phrase_table.py, read on the first Japanese wrap) says where in each message's literal pieces a line
  may break; a text filled in at run time keeps its known pieces whole and breaks between them by the rules;
- between other Japanese characters, and at spaces, a line may break.

``measure(text)`` gives the width of a text in pixels (a tkinter Font's ``measure``), so the module itself
needs no window. Only a word wider than a whole line is cut, as a last resort.

Every wrap names the language of the window it is shown in (a code of gamepkg/i18n.py LANGUAGE_TABLE; a
ValueError for anything else, None too): a language written with spaces between words (English, Korean:
``spaces_between_words``) breaks only at spaces, so ``wrap(..., "en")`` never splits "5×5" or a Hangul word;
the others get the rules above, and Japanese its phrases too. (A Tk widget finds its window's language with
widgets/wrapping_label.py ``language_of``.)
"""

import functools
import json
import re

from gamepkg import resources
from gamepkg.i18n import LANGUAGE_BY_CODE
from gamepkg.quoting import ELLIPSIS

CLOSING = set("…‥〜～、。，．・：；？！゛゜ヽヾゝゞ々ー’”）〕］｝〉》」』】〙〗〟｠»"
              "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
              ",.:;?!)]}%")
OPENING = set("‘“（〔［｛〈《「『【〘〖〝｟«([{")
WORD_SIGNS = set("×")  # "15×15" is one word, as if the sign were ASCII
PHRASE_TABLE = "widgets/phrase_breaks.json"  # written by build/phrase_table.py
PHRASE_LANGUAGES = ("ja",)  # the languages whose messages the phrase table holds
SHORTEST_PHRASE_PIECE = 2  # a known piece is looked for inside a filled-in text from this length on


def is_ascii_word_char(char):
    """True for the characters of an unbreakable ASCII run: anything printable but a space (and ×)."""
    return (char.isascii() and not char.isspace()) or char in WORD_SIGNS


@functools.cache
def phrase_table():
    """{literal piece of a Japanese message: offsets where a line may break}, read once, on first use."""
    return json.loads(resources.read_bytes(PHRASE_TABLE).decode("utf-8"))


@functools.cache
def pieces_longest_first():
    """The table's pieces worth looking for inside other texts, the longest first."""
    return sorted((piece for piece in phrase_table() if len(piece) >= SHORTEST_PHRASE_PIECE), key=len, reverse=True)


@functools.lru_cache(maxsize=512)
def inside_phrases(text):
    """(offsets inside a phrase of the table, where a line may not break; the table's breaks between phrases)."""
    table = phrase_table()
    if text in table:
        return frozenset(range(1, len(text))) - set(table[text]), frozenset(table[text])
    covered, inside, breaks = set(), set(), set()
    for piece in pieces_longest_first():
        start = text.find(piece)
        while start >= 0:
            span = range(start, start + len(piece))
            if covered.isdisjoint(span):
                covered.update(span)
                inside.update(start + offset for offset in range(1, len(piece)) if offset not in table[piece])
                breaks.update(start + offset for offset in table[piece])
            start = text.find(piece, start + 1)
    return frozenset(inside), frozenset(breaks)


def join_inside_phrases(pieces, inside):
    """Join each piece to the one before when it starts inside a phrase; spaces stay places to break."""
    joined, position = [], 0
    for piece in pieces:
        if joined and position in inside and not piece.isspace() and not joined[-1].isspace():
            joined[-1] += piece
        else:
            joined.append(piece)
        position += len(piece)
    return joined


def units(text, phrases=False):
    """Split one paragraph into the pieces a line may not break inside, with spaces as their own pieces.

    With ``phrases`` a line breaks only between the phrases phrase_breaks.json knows (inside_phrases)."""
    pieces = []
    index = 0
    while index < len(text):
        char = text[index]
        if char.isspace():
            end = index
            while end < len(text) and text[end].isspace():
                end += 1
        elif is_ascii_word_char(char):
            end = index
            while end < len(text) and is_ascii_word_char(text[end]):
                end += 1
        else:
            end = index + 1
        pieces.append(text[index:end])
        index = end
    if not phrases:
        return glue(pieces)
    inside, breaks = inside_phrases(text)
    return glue(join_inside_phrases(pieces, inside), breaks)


def glue(pieces, breaks=frozenset()):
    """Join the pieces that must stay together: closers to what is before, openers and counters to what follows.

    A counter at one of the ``breaks`` offsets (a phrase break of the table) is not joined to the number."""
    joined, position = [], 0
    for piece in pieces:
        if joined and not piece.isspace() and (piece[0] in CLOSING or ends_with_opening(joined[-1])
                                               or counts_after_number(joined, piece, position, breaks)):
            if joined[-1].isspace() and len(joined) > 1:  # "8 ラウンド": number, space and counter stay together
                space = joined.pop()
                joined[-1] += space
            joined[-1] += piece
        else:
            joined.append(piece)
        position += len(piece)
    return joined


def ends_with_opening(piece):
    """True when ``piece`` ends with opening punctuation (a line may not end there)."""
    return not piece.isspace() and piece[-1] in OPENING


def counts_after_number(joined, piece, position=0, breaks=frozenset()):
    """True when ``piece`` (at ``position``, not one of the table's ``breaks``) is Japanese text right after a
    number (at most one space between)."""
    if piece[0].isascii() or position in breaks:
        return False
    before = joined[-1]
    if before.isspace():
        if before != " " or len(joined) < 2:
            return False
        before = joined[-2]
    return before[-1].isdigit()


def breaks_only_at_spaces(language):
    """True for a language written with spaces between words (English, Korean): a line breaks only at a space;
    False for one that breaks by the rules above (Japanese). ValueError for a code not in LANGUAGE_TABLE."""
    known = LANGUAGE_BY_CODE.get(language)
    if known is None:
        raise ValueError(f"wrapping needs the window's language, a code of gamepkg/i18n.py LANGUAGE_TABLE, "
                         f"not {language!r}")
    return known.spaces_between_words


def words(text):
    """Split one paragraph at spaces only: the words and the runs of spaces between them."""
    return re.findall(r"\s+|\S+", text)


def wrap(text, width, measure, language):
    """Break ``text`` into lines no wider than ``width`` pixels (by ``measure``) by the rules of ``language``."""
    lines = []
    for paragraph in text.split("\n"):
        lines.extend(wrap_paragraph(paragraph, width, measure, language))
    return lines


def wrap_paragraph(paragraph, width, measure, language):
    """The lines of one paragraph (a text without newlines) by the rules of ``language``."""
    at_spaces = breaks_only_at_spaces(language)  # first: a wrap without a language fails even on a short text
    if measure(paragraph) <= width:  # the usual case, at the cost of one measure
        return [paragraph.rstrip()]
    lines, line = [], ""
    if at_spaces:
        pieces = words(paragraph)
    else:
        pieces = units(paragraph, phrases=language in PHRASE_LANGUAGES and not paragraph.isascii())
    for piece in pieces:
        if piece.isspace():
            if line:
                line += piece
            continue
        line += piece
        if line != piece and measure(line.rstrip()) > width:
            lines.append(line[:-len(piece)].rstrip())
            line = piece
        while measure(line) > width and len(line) > 1:  # a single piece wider than the line: cut it
            cut = longest_prefix(line, width, measure)
            lines.append(cut)
            line = line[len(cut):].lstrip()
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def longest_prefix(text, width, measure):
    """The longest start of ``text`` (at least one character) that fits in ``width``."""
    end = 1
    while end < len(text) and measure(text[:end + 1]) <= width:
        end += 1
    return text[:end]


def ellipsized(text, width, measure):
    """``text`` whole when it fits in ``width``, else its longest start that fits with ELLIPSIS after it (a name
    in a table column)."""
    if measure(text) <= width:
        return text
    return longest_prefix(text, width - measure(ELLIPSIS), measure).rstrip() + ELLIPSIS


def wrapped(text, width, measure, language):
    """``wrap`` joined with newlines, ready for a Label with no wraplength of its own."""
    return "\n".join(wrap(text, width, measure, language))


SENTENCE_ENDS = ("!", "?", "。")  # after these a list goes on after a space, never a comma (docs/japanese-style.md)
ENUMERATION_COMMAS = ("、", ",")


def join_texts(texts, separator):
    """``texts`` joined by ``separator``, but by a space after a sentence's end (no 「!、」 or 「。、」)."""
    joined = ""
    for index, text in enumerate(texts):
        if index:
            joined += " " if joined.endswith(SENTENCE_ENDS) and separator.strip() in ENUMERATION_COMMAS else separator
        joined += text
    return joined
