"""The shipped Delayed Walls levels as text files (read by gamepkg.walls_levels.shipped_levels)."""
