"""Say how a replayed state differs from the recorded one, field by field: ``hp of E1: 2, recorded 1``.

A failing playthrough should point at the few fields that changed, not print two whole states. ``differences``
walks two JSON-shaped values (dicts, lists, numbers, text) side by side and returns one line per field that
differs. An [x, y] cell is one field; other lists of the same length are compared item by item
(``board[2][0]: 1, recorded 3``; a name table
such as ``{"hp": ("A1", "A2", "E1", "E2")}`` names the items: ``hp of E1``); lists of different lengths, such
as the sorted cells of a set, are reported with the items only one side has.
"""

SHOWN_ITEMS = 6  # items of a long list shown in a line before "..."


def short(value):
    """``value`` as compact text: a long list shows its first items and how many there are."""
    if isinstance(value, list) and len(value) > SHOWN_ITEMS:
        return "[" + ", ".join(map(repr, value[:SHOWN_ITEMS])) + f", ... ({len(value)} in all)]"
    return repr(value)


def item_label(path, index, names):
    """The label of item ``index`` of the list at ``path``: ``hp of E1`` with a name table, else ``hp[2]``."""
    field = path.rsplit(".", 1)[-1]
    labels = names.get(field, ())
    if index < len(labels):
        return f"{path} of {labels[index]}"
    return f"{path}[{index}]"


def is_cell(value):
    """True for an [x, y] pair of numbers: shown whole (``pos of E1: [2, 3], recorded [2, 4]``)."""
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)


def differences(got, recorded, path="", names=None):
    """One line per field where ``got`` (the engine now) differs from ``recorded`` (the trace); [] when equal."""
    names = names or {}
    if isinstance(got, dict) and isinstance(recorded, dict):
        lines = []
        for key in list(recorded) + [key for key in got if key not in recorded]:
            where = f"{path}.{key}" if path else str(key)
            if key not in got:
                lines.append(f"{where}: missing, recorded {short(recorded[key])}")
            elif key not in recorded:
                lines.append(f"{where}: {short(got[key])}, not recorded")
            else:
                lines += differences(got[key], recorded[key], where, names)
        return lines
    if isinstance(got, list) and isinstance(recorded, list) and not (is_cell(got) and is_cell(recorded)):
        if len(got) == len(recorded):
            lines = []
            for index, (mine, theirs) in enumerate(zip(got, recorded)):
                lines += differences(mine, theirs, item_label(path, index, names), names)
            return lines
        extra = [item for item in got if item not in recorded]
        missing = [item for item in recorded if item not in got]
        return [f"{path}: {len(got)} items, recorded {len(recorded)} (only here: {short(extra)}; "
                f"only recorded: {short(missing)})"]
    if got != recorded or type(got) is not type(recorded):
        return [f"{path}: {short(got)}, recorded {short(recorded)}"]
    return []


def labelled(label, lines):
    """``lines`` each prefixed with ``label: `` (e.g. the step and its action)."""
    return [f"{label}: {line}" for line in lines]
