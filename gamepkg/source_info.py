"""Reading an engine's own source for the in-app code window: its exercises and its syntax colours."""

import ast
import io
import keyword
import re
import token
import tokenize

EXERCISE_LINE = re.compile(r"^\s*(\d+)\.\s+(.*)$")


def exercises(source):
    """The numbered exercises of a module docstring, as [(number, text)] with wrapped lines joined."""
    try:
        doc = ast.get_docstring(ast.parse(source)) or ""
    except SyntaxError:
        return []
    found, inside = [], False
    for line in doc.splitlines():
        if line.strip().lower().startswith(("exercise", "演習", "練習")):
            inside = True
            continue
        match = EXERCISE_LINE.match(line)
        if inside and match:
            found.append((int(match.group(1)), match.group(2).strip()))
        elif inside and found and line.startswith((" ", "\t")) and line.strip():
            number, text = found[-1]
            found[-1] = (number, f"{text} {line.strip()}")
        elif inside and found and not line.strip():
            continue
        elif inside and found:
            break
    return found


def colour_spans(source):
    """Spans to colour as [(tag, (row, col), (row, col))]: keyword, string, comment, number, name of a def."""
    spans = []
    previous = None
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            tag = None
            if tok.type == token.NAME and keyword.iskeyword(tok.string):
                tag = "keyword"
            elif tok.type == token.NAME and previous in ("def", "class"):
                tag = "definition"
            elif tok.type == token.STRING:
                tag = "string"
            elif tok.type == tokenize.COMMENT:
                tag = "comment"
            elif tok.type == token.NUMBER:
                tag = "number"
            if tag:
                spans.append((tag, tok.start, tok.end))
            if tok.type == token.NAME:
                previous = tok.string
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return spans
