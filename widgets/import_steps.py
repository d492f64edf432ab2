"""Importing modules one at a time, those a module needs first, so that no step holds the window long.

After the first frame, SuiteApp.prepare_tabs imports the code of the tabs not shown yet, so that a first
visit only builds the tab. A view module brings dozens of modules with it (Mirror Skirmish about forty),
and importing them in one go would hold the event loop a tenth of a second and more. ImportSteps reads
each module's top-level imports from its compiled code, without running it (from source, the wheel and the
zipapp; a module that cannot be found so, as may be in a frozen program, is simply imported with all it
imports in one step), and each ``step()`` imports one module whose own imports are done. Imports inside
functions wait for their first call, as before.
"""

import importlib
import importlib.machinery
import importlib.util
import opcode
import sys

IMPORT_NAME = opcode.opmap["IMPORT_NAME"]
LOAD_CONST = opcode.opmap["LOAD_CONST"]
LOAD_SMALL_INT = opcode.opmap.get("LOAD_SMALL_INT")  # Python 3.14 loads an import's level so


def prefixes(name):
    """``a``, ``a.b`` and ``a.b.c`` for ``a.b.c``: a module's packages are imported before it."""
    parts = name.split(".")
    return [".".join(parts[:end]) for end in range(1, len(parts) + 1)]


def module_spec(name, package_spec=None):
    """The import spec of module ``name``, or None when there is no such module (a name taken from a module).

    A submodule is looked for in its package's folders (``package_spec``, or the imported package's), so that
    looking does not import the package: its __init__ may import much.
    """
    parent = name.rpartition(".")[0]
    if parent:
        if parent in sys.modules:
            package_spec = getattr(sys.modules[parent], "__spec__", None)
        folders = getattr(package_spec, "submodule_search_locations", None)
        if package_spec is None or folders is None:
            return None  # the parent is no package: ``name`` is something a module defines
        try:
            return importlib.machinery.PathFinder.find_spec(name, list(folders))
        except (ImportError, ValueError):
            return None
    try:
        return importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None


def top_level_imports(name, spec):
    """The module names ``name`` (found as ``spec``) imports at its top level, in order, with their packages
    first; a name in ``from a import b`` is listed as ``a.b`` too (it may be a module). Read from the
    compiled code, not run; [] when there is none to read (a module built in, an extension)."""
    get_code = getattr(spec.loader, "get_code", None)
    try:
        code = get_code(name) if get_code is not None else None
    except (ImportError, OSError, SyntaxError):
        code = None
    if code is None:
        return []
    package = name if spec.submodule_search_locations is not None else name.rpartition(".")[0]
    found = []
    for level, names, target in import_instructions(code):
        if isinstance(level, int) and level > 0:
            target = importlib.util.resolve_name("." * level + target, package).rstrip(".")
        found += prefixes(target)
        found += [".".join((target, item)) for item in names or () if isinstance(item, str) and item != "*"]
    return list(dict.fromkeys(found))


def import_instructions(code):
    """(level, names, module) of each ``import`` at the top level of ``code``, read from its bytecode: each
    instruction is two bytes (operation, argument), and the import's level and names are the two constants
    loaded just before it. (The dis module says the same, but takes ten times as long.)"""
    raw, constants, extended = code.co_code, [], 0
    for index in range(0, len(raw) - 1, 2):
        operation, argument = raw[index], raw[index + 1] | extended
        extended = argument << 8 if operation == opcode.EXTENDED_ARG else 0
        if operation == LOAD_CONST:
            constants.append(code.co_consts[argument])
        elif operation == LOAD_SMALL_INT:
            constants.append(argument)
        elif operation == IMPORT_NAME:
            level, names = constants[-2:] if len(constants) >= 2 else (0, None)
            yield level, names, code.co_names[argument]


class ImportSteps:
    """Imports ``names`` and everything they import, one module per step(), dependencies first."""

    def __init__(self, names):
        """Plan to import the modules ``names`` (e.g. the tabs' view modules), in this order."""
        self.stack = [[name, None] for name in reversed([part for name in names for part in prefixes(name)])]
        self.seen = set()
        self.specs = {}  # module name -> spec of the modules looked at (their submodules are found from it)
        self.imported = []  # the modules this made import, in order (one per step)

    def step(self):
        """Do one step: read one module's imports, or import one module; False once there is nothing left."""
        while self.stack:
            entry = self.stack[-1]
            name, waiting = entry
            if waiting is None:  # a module not looked at yet
                known = name in sys.modules or name in self.seen
                spec = None if known else module_spec(name, self.specs.get(name.rpartition(".")[0]))
                if spec is None:
                    self.stack.pop()
                    continue
                self.seen.add(name)
                self.specs[name] = spec
                # a package's own submodules come with it: importing one first would run the package anyway
                entry[1] = [child for child in top_level_imports(name, spec)
                            if child not in sys.modules and not child.startswith(name + ".")]
                return True
            if waiting:
                child = waiting.pop(0)
                if child not in sys.modules and child not in self.seen:
                    self.stack.append([child, None])
                continue
            self.stack.pop()
            if name not in sys.modules:
                try:
                    importlib.import_module(name)
                except ImportError:  # an optional module missing here: the tab's own import says so if it needs it
                    continue
                self.imported.append(name)
                return True
        return False
