"""Tests that cannot fail: a name bound to another name and then compared with it by == is one object
compared with itself (``before = state`` ... ``assert state == before``), which passes whatever happened."""

import ast
import pathlib

TESTS = pathlib.Path(__file__).resolve().parent


def self_comparisons(source):
    """(line, first name, second name) of each == between two names that one plain assignment made the same."""
    found = []
    for function in ast.walk(ast.parse(source)):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.extend(_self_comparisons_in(function))
    return found


def _self_comparisons_in(function):
    """The self-comparisons in one function body, read in source order (nested functions on their own)."""
    events = []
    for node in _nodes_of(function):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    events.append((node.lineno, node.col_offset, 1, "alias", (target.id, node.value.id)))
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            events.append((node.lineno, node.col_offset, 0, "bind", node.id))
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for operator, left, right in zip(node.ops, operands, operands[1:]):
                if isinstance(operator, ast.Eq) and isinstance(left, ast.Name) and isinstance(right, ast.Name):
                    events.append((node.lineno, node.col_offset, 2, "compare", (left.id, right.id)))
    aliases, found = set(), []
    for line, _, _, kind, names in sorted(events):
        if kind == "bind":
            aliases = {pair for pair in aliases if names not in pair}
        elif kind == "alias":
            aliases.add(frozenset(names))
        elif frozenset(names) in aliases and names[0] != names[1]:
            found.append((line, *names))
    return found


def _nodes_of(function):
    """Every node of ``function``'s body, not descending into functions, lambdas or classes inside it."""
    stack = list(function.body)
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                stack.append(child)


def test_the_checker_finds_the_pattern_and_only_it():
    """The pattern is found; a rebinding in between, an independent copy or a different name clears it."""
    assert self_comparisons(
        "def test_a():\n    state = new()\n    before = state\n    apply(state)\n    assert state == before\n"
    ) == [(5, "state", "before")]
    assert self_comparisons("def test_b():\n    x = y\n    assert x == y\n") == [(3, "x", "y")]
    assert self_comparisons(
        "def test_c():\n    before = state\n    for state in states:\n        pass\n    assert state == before\n"
    ) == []
    assert self_comparisons(
        "def test_d():\n    before = state\n    state = apply(state)\n    assert state == before\n") == []
    assert self_comparisons("def test_e():\n    before = copy(state)\n    assert state == before\n") == []
    assert self_comparisons("def test_f():\n    before = state\n    assert state != before\n") == []
    assert self_comparisons(
        "def test_g():\n    for move in moves:\n        snap = state\n        walk(state)\n"
        "        assert state == snap\n") == [(5, "state", "snap")]


def test_no_test_compares_a_state_with_itself():
    """No file under tests/ binds one name to another and then asserts them equal (compare with a copy)."""
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        for line, first, second in self_comparisons(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(TESTS)}:{line}: {first} == {second}")
    assert offenders == []
