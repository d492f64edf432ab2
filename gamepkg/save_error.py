"""The one error of the data folder and its files: a save, a record or a setting that cannot be used.

Its own module, below everything that reads or writes files (the settings, the records, the sessions), so
that reading the settings imports no game rules.
"""


class SaveError(ValueError):
    """A save that cannot be used; ``key`` is an i18n message id and ``details`` fills it in."""

    def __init__(self, key, **details):
        """Keep the message id and its placeholders."""
        super().__init__(f"{key} {details}")
        self.key = key
        self.details = details
