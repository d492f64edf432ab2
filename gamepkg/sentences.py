"""A line built from sentences: the one join of every status line that says two things or more.

Each part is a whole sentence in the current language; ``join_sentences`` ends every part that has no end of
its own with the language's full stop (the message ``common.full_stop``: "。" or "."), never doubles one, and
joins the parts: after "。" Japanese goes straight on, after any other end (". ", "! ", "? ") a space comes
first (docs/japanese-style.md). Pure Python: the window translates the parts (widgets/game_view.py ``resolve``).
"""

from collections import namedtuple

from gamepkg.i18n import Text

SENTENCE_ENDS = ("。", ".", "!", "?", "…")  # a part ending in one of these has its end already
NO_SPACE_AFTER = ("。",)  # Japanese goes on straight after its full stop

# The parts of a line (Texts, or anything the window resolves to a text), translated only when shown.
Sentences = namedtuple("Sentences", "parts")


def sentences(*parts):
    """A Sentences of ``parts``, in order (an empty part is left out when shown)."""
    return Sentences(tuple(parts))


def sentence_line(*parts, key="common.sentences"):
    """The Text of a line of the sentences ``parts`` (``key``: a message whose text is just ``{sentences}``)."""
    return Text(key, {"sentences": sentences(*parts)})


def ended(text, full_stop):
    """``text`` with the end of a sentence: as it is when it has one, else followed by ``full_stop``."""
    text = text.rstrip()
    return text if not text or text.endswith(SENTENCE_ENDS) else text + full_stop


def join_sentences(texts, full_stop):
    """The sentences ``texts`` as one line, each ended (see ``ended``), empty ones left out."""
    joined = ""
    for text in texts:
        text = ended(str(text), full_stop)
        if text:
            joined += ("" if not joined or joined.endswith(NO_SPACE_AFTER) else " ") + text.lstrip()
    return joined
