"""Delayed Walls for the screen, worked out without tkinter: forecasts, reservations, levels, bests, advice.

The view (widgets/walls/view.py) shows what these functions return; every text stays a message id or a
reason code, so this module never formats a sentence. The slow functions (check_level, advise,
solution_plan) call the breadth-first solver and are run by the view on a background thread.
"""

import os
from dataclasses import dataclass

from gamepkg.budget import SearchStopped
from gamepkg.walls import level_files as walls_levels
from gamepkg.walls import rules as walls
from gamepkg.walls import solver as walls_solver
from gamepkg.walls import why as walls_why

BEST_FILE = "walls_best.json"
BEST_LIMIT = 100_000
LEVELS_FOLDER = "levels"
SHIPPED, FOLDER, CLASS = "shipped", "folder", "class"  # CLASS: a class levels folder, read-only


def move_towards(player, cell):
    """The move ("U", "R", "D" or "L") that steps from ``player`` onto the neighbouring ``cell``, else None."""
    for move, (dx, dy) in walls.DIRECTIONS.items():
        if (player[0] + dx, player[1] + dy) == cell:
            return move
    return None


def target_of(player, move):
    """The cell one ``move`` away from ``player``."""
    return walls.add(player, walls.DIRECTIONS[move])


def reservations(state):
    """The counting-down floors as [(cell, moves left)], the soonest first, then row by row."""
    return sorted(state.queue, key=lambda item: (item[1], item[0][1], item[0][0]))


@dataclass(frozen=True)
class MoveForecast:
    """What one direction would do now: an ``outcome`` code, the cell it aims at, walls that would grow."""

    move: str
    outcome: str
    target: tuple
    matured: tuple = ()
    lights_left: int = 0

    @property
    def accepted(self):
        """True when the move would be played."""
        return not self.outcome.startswith(("blocked_", "over_"))


def forecast_moves(state):
    """The forecast of U, R, D, L: walk, light, won, exit_locked, stranded, collision, blocked_*, over_<status>."""
    found = []
    for move, preview in walls.forecast(state).items():
        target = target_of(state.player, move)
        if preview.accepted:
            outcome = preview.reason
            after = preview.state
            if outcome == "walk" and target == state.level.exit:
                outcome = "exit_locked"
            found.append(MoveForecast(move, outcome, target, preview.matured, walls.lights_left(after)))
        elif preview.reason in ("fixed_wall", "grown_wall"):
            found.append(MoveForecast(move, f"blocked_{preview.reason}", target))
        else:
            found.append(MoveForecast(move, f"over_{state.status}", target))
    return found


# ----- the list of levels -----
@dataclass(frozen=True)
class LevelEntry:
    """One row of the level list: a shipped or folder level, or a folder file that cannot be used."""

    key: str
    source: str
    title: str
    params: object = None
    file: str | None = None
    declared_par: int | None = None
    problem: object = None
    names: tuple = ()

    def name(self, language):
        """The level's name in ``language`` (its file's ``name`` line, else its title)."""
        return walls_levels.name_in(self.title, self.names, language)

    @property
    def playable(self):
        """True when the level can be opened (it parsed; it may still be waiting for its solvability check)."""
        return self.params is not None and self.problem is None


def shipped_entries():
    """The shipped levels (walls.PRESETS) as LevelEntry rows in file order."""
    return [LevelEntry(f"{SHIPPED}:{key}", SHIPPED, params.title, params, None, walls.PARS.get(key),
                       names=walls.PRESET_NAMES.get(key, ()))
            for key, params in walls.PRESETS.items()]


@dataclass(frozen=True)
class FolderLevel:
    """A teacher's level that loaded (and, when checked, can be won): file name, Params, par, names."""

    file: str
    params: object
    par: int | None
    names: tuple = ()


def load_level_folder(folder, check_solvable=True):
    """Load every ``*.txt`` in ``folder`` (but README.txt): (list of FolderLevel, list of LevelProblem); never raises.

    With ``check_solvable`` each level also passes check_level, the rule game IDs follow too.
    """
    levels, problems = [], []
    try:
        names = sorted(name for name in os.listdir(folder) if walls_levels.is_level_file_name(name))
    except OSError as error:
        problems.append(walls_levels.LevelProblem(str(folder), None, "unreadable",
                                                  {"error": error.strerror or type(error).__name__}))
        return levels, problems
    for name in names:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        try:
            text = walls_levels.read_level_file(path)
        except walls_levels.LevelError as error:
            problems.append(error.problem())
            continue
        params = walls.Params(text.title, text.rows)
        par = text.par
        if check_solvable:
            check = check_level(params, text.par)
            if check.refused:
                problems.append(walls_levels.LevelProblem(name, None, check.reason, dict(check.details)))
                continue
            par = check.par
        levels.append(FolderLevel(name, params, par, text.names))
    return levels, problems


def folder_entries(folder, source=FOLDER, prefix=FOLDER):
    """The ``*.txt`` levels of a teacher's folder (parsed, not solved yet); [] when the folder does not exist.

    ``source`` is FOLDER (the pupil's own) or CLASS; each list key is ``prefix:file``.
    """
    if not os.path.isdir(folder):
        return []
    levels, problems = load_level_folder(folder, check_solvable=False)
    entries = [LevelEntry(f"{prefix}:{level.file}", source, level.params.title, level.params, level.file,
                          level.par, names=level.names) for level in levels]
    entries += [LevelEntry(f"{prefix}:{problem.file}", source, problem.file, None, problem.file, None, problem)
                for problem in problems]
    return sorted(entries, key=lambda entry: entry.file or "")


def with_problem(entry, reason, details):
    """``entry`` marked unusable for ``reason`` (a walls_levels reason code)."""
    problem = walls_levels.LevelProblem(entry.file or entry.title, None, reason, dict(details))
    return LevelEntry(entry.key, entry.source, entry.title, entry.params, entry.file, entry.declared_par, problem,
                      entry.names)


REFUSED_REASONS = ("unsolvable", "unsolvable_because", "unreadable")
WARNING_REASONS = ("wrong_par",)  # the level is played with the real par; the list says what the file got wrong


@dataclass(frozen=True)
class LevelCheck:
    """The solver's verdict on a level: its par (shortest solution length), or a reason code.

    ``unsolvable`` (and ``unsolvable_because``, with the first walls_why obstacle as ``why``) refuse the
    level; ``wrong_par`` is a warning (the level is played with the real par); ``too_hard`` (the par could not
    be worked out within the search bound) leaves it playable with an unknown par.
    """

    par: int | None
    reason: str | None = None
    details: tuple = ()

    @property
    def refused(self):
        """True when the level must not be played (it cannot be won, or its file states a wrong par)."""
        return self.reason in REFUSED_REASONS

    @property
    def too_hard(self):
        """True when the par could not be worked out within the search bound."""
        return self.reason == "too_hard"

    @property
    def warning(self):
        """True when the level is played but its file needs a fix (a wrong par: the real one is used)."""
        return self.reason in WARNING_REASONS


def check_level(params, declared_par=None, budget=None):
    """The one rule for every level, from a file or a game ID: LevelCheck(par), or reason ``unsolvable``
    (``unsolvable_because`` when walls_why finds what is out of reach), ``wrong_par`` (a warning, with the
    real par) or ``too_hard`` (slow; bounded by ``budget``, default the solver's standard bound).

    A cancelled budget raises SearchStopped("cancelled").
    """
    budget = walls_solver.budget_or_standard(budget)
    try:
        moves, _explored = walls_solver.solve(params, budget)
    except SearchStopped as stop:
        if stop.reason != "too_hard":
            raise
        return LevelCheck(None, "too_hard")
    if moves is None:
        return unsolvable_check(params, budget)
    if declared_par is not None and declared_par != len(moves):
        return LevelCheck(len(moves), "wrong_par", (("par", declared_par), ("shortest", len(moves))))
    return LevelCheck(len(moves))


def unsolvable_check(params, budget):
    """The refusal of a level that cannot be won, with the first thing out of reach when the budget allows."""
    try:
        found = walls_why.obstacles(params, budget)
    except SearchStopped as stop:
        if stop.reason != "too_hard":
            raise
        found = ()
    if not found:
        return LevelCheck(None, "unsolvable")
    return LevelCheck(None, "unsolvable_because", (("why", found[0].text()),))


def level_key(params):
    """The key of a level in the best-moves table (the same level gets the same key from any folder)."""
    return params.encode()


# ----- best moves per level -----
def clean_bests(data):
    """{level key: fewest moves} from loaded JSON; anything malformed is dropped (never raises)."""
    if not isinstance(data, dict):
        return {}
    table = data.get("best", data) if isinstance(data.get("best"), dict) else data
    return {key: moves for key, moves in table.items()
            if isinstance(key, str) and len(key) < 2000 and type(moves) is int and 0 < moves < BEST_LIMIT}


def cleaned_document(data):
    """What of a BEST_FILE document this version understands, every field bests_document writes (None for the
    older flat table: no check); the records check (gamepkg/record_fields.py) compares the file with it."""
    if not isinstance(data, dict) or not isinstance(data.get("best"), dict):
        return None
    return {**bests_document(clean_bests(data)), "helped": helped_keys(data)}


def improved_bests(bests, key, moves):
    """(new table, True) when ``moves`` beats the stored best of ``key``; (same table, False) otherwise."""
    old = bests.get(key)
    if old is not None and old <= moves:
        return bests, False
    return {**bests, key: moves}, True


def clean_helped(data):
    """The level keys whose hint or solution was shown (the ``helped`` list of BEST_FILE's JSON; never raises).

    Such a level is practice from then on in this data folder (gamepkg/fair_play.py, "seen"): its moves are
    known, so walking them again sets no best.
    """
    return frozenset(helped_keys(data))


def helped_keys(data):
    """The usable keys of the ``helped`` list of BEST_FILE's JSON, in the file's order ([] if none; never raises)."""
    helped = data.get("helped") if isinstance(data, dict) else None
    if not isinstance(helped, list):
        return []
    return [key for key in helped if isinstance(key, str) and len(key) < 2000]


def bests_document(bests, helped=frozenset()):
    """The JSON document written to BEST_FILE: the bests, and the levels whose solution was shown."""
    return {"format": "mirrorgames-walls-best", "version": 1, "best": dict(sorted(bests.items())),
            "helped": sorted(helped)}


# ----- advice from the solver -----
@dataclass(frozen=True)
class Advice:
    """A hint: kind ``move`` (play ``move``, ``remaining`` moves win), ``won``, ``undo`` (``undos``) or ``hopeless``."""

    kind: str
    move: str | None = None
    remaining: int | None = None
    undos: int = 0


def advise(states, budget=None):
    """The hint for the last of ``states`` (the game's history, oldest first): a move, or how many undos (slow).

    Every search shares ``budget`` (default the standard bound); SearchStopped when it runs out.
    """
    budget = walls_solver.budget_or_standard(budget)
    current = states[-1]
    hint = walls_solver.next_move_hint(current, budget)
    if hint.kind == "won":
        return Advice("won")
    if hint.kind == "move":
        return Advice("move", hint.move, hint.remaining)
    index = walls_solver.nearest_winnable(list(states[:-1]), budget)
    if index is None:
        return Advice("hopeless")
    return Advice("undo", undos=len(states) - 1 - index)


@dataclass(frozen=True)
class SolutionPlan:
    """How to show a solution: take back ``undos`` moves first, then play ``moves``."""

    undos: int
    moves: tuple


def solution_plan(states, budget=None):
    """A shortest way to win from the last of ``states``, going back as few moves as needed; None if none (slow).

    Every search shares ``budget`` (default the standard bound); SearchStopped when it runs out.
    """
    budget = walls_solver.budget_or_standard(budget)
    moves, _explored = walls_solver.solve(states[-1], budget)
    if moves is not None:
        return SolutionPlan(0, tuple(moves))
    index = walls_solver.nearest_winnable(list(states[:-1]), budget)
    if index is None:
        return None
    moves, _explored = walls_solver.solve(states[index], budget)
    return SolutionPlan(len(states) - 1 - index, tuple(moves))
