"""Whether another process still runs: for the one-file unpack folders and the games left under way.

Pure Python (no tkinter): ``os.kill(pid, 0)`` on POSIX, ``OpenProcess`` through ctypes on Windows (where
``os.kill`` would end the process instead of asking about it).
"""

import os


def process_running(pid):
    """True when a process with id ``pid`` exists (or when that cannot be told: then nothing is removed)."""
    if os.name == "nt":
        return windows_process_running(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, but belongs to someone else (PermissionError)
    return True


def windows_process_running(pid):
    """Windows: True when process ``pid`` exists and has not exited (or when that cannot be told)."""
    import ctypes  # only on Windows
    from ctypes import wintypes
    limited_query, still_active, no_such_process = 0x1000, 259, 87  # 87: ERROR_INVALID_PARAMETER
    kernel = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
    kernel.OpenProcess.restype = wintypes.HANDLE
    kernel.GetExitCodeProcess.argtypes = (wintypes.HANDLE, ctypes.POINTER(wintypes.DWORD))
    kernel.CloseHandle.argtypes = (wintypes.HANDLE,)
    handle = kernel.OpenProcess(limited_query, False, pid)
    if not handle:
        return ctypes.get_last_error() != no_such_process  # e.g. access denied: it exists
    try:
        code = wintypes.DWORD()
        if not kernel.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel.CloseHandle(handle)
