"""One replayer per game: ``replay(trace) -> list of mismatch lines`` (empty when the trace matches)."""
