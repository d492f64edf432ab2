"""Player-facing text, one module per game plus ``common``: ``MESSAGES = {key: (japanese, english)}``."""
