"""The shipped Delayed Walls levels as text files (read by gamepkg.walls.level_files.shipped_levels)."""
