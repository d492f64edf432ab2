"""Delayed Walls' statistics: a summary worked out from the level bests it keeps already (walls_best.json), no
table of its own."""


def level_stars(best, par):
    """Stars of one level: 0 not cleared, 3 at par or better, 2 within twice the par, else 1 (1 without a par)."""
    if best is None:
        return 0
    if par is None:
        return 1
    return 3 if best <= par else 2 if best <= 2 * par else 1


def summary(levels):
    """{"levels", "cleared", "at_par", "stars", "most_stars"} of ``levels``: (best or None, par or None) each."""
    levels = list(levels)
    return {"levels": len(levels), "cleared": sum(best is not None for best, _par in levels),
            "at_par": sum(best is not None and par is not None and best <= par for best, par in levels),
            "stars": sum(level_stars(best, par) for best, par in levels), "most_stars": 3 * len(levels)}
