"""Events: every change to the game, in the past tense, with the rule it applies (architecture §3)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``text`` is a plain-English line (``template`` filled with ``args``),
    ``rule`` the CR rule applied.

    ``objects`` are the ids involved (with ``names`` as they were, last known information),
    ``player`` the player the event is about, ``amount`` a number where one matters.
    ``data`` carries kind-specific facts used by trigger matching (e.g. from/to zone).
    """

    seq: int
    kind: str
    rule: str
    template: str
    args: tuple[str, ...] = ()
    player: int | None = None
    objects: tuple[int, ...] = ()
    amount: int = 0
    data: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """A kind-specific fact, e.g. ``event.get("to")`` for a zone change."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    @property
    def text(self) -> str:
        """The plain-English sentence, formatted only when someone reads it (hot paths never do)."""
        text = self.template.format(*self.args) if self.args else self.template
        return text.replace("s's ", "s' ")   # possessive of a name ending in s: "Jolly Gerbils' ability"

    def line(self) -> str:
        """The trace line: text ending with the rule in brackets."""
        return f"{self.text} [{self.rule}]"
