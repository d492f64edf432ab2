"""What a Mischief Garden match counts in the statistics (gamepkg/game_stats.py): one table per human role and
the other side's player; no best figure."""

from gamepkg.garden.rules import PLAYER_NAMES

BEST_FIGURE = None
ROLES = ("gardener", "mole")


def table_keys():
    """Every table a match may count in: each role against each kind of player."""
    return tuple(f"{role}-{player}" for role in ROLES for player in PLAYER_NAMES.values())


def results(params, winner):
    """The table rows of a match (``winner`` the winning role, "" for one given up: lost by its humans).

    One row per human role, keyed by that role and the other side's player ("human" in a hot-seat match); a
    match with no human, or a hot-seat match given up (nobody lost it), counts nowhere.
    """
    people = [role for role in ROLES if getattr(params, role) == "h"]
    if not winner and len(people) != 1:
        return []
    rows = []
    for role in people:
        other = ROLES[1 - ROLES.index(role)]
        rows.append((f"{role}-{PLAYER_NAMES.get(getattr(params, other), 'human')}", winner == role, None))
    return rows
