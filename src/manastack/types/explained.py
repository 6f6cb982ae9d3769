"""An error is data, like an event: a message template and the facts it names, never English written at the raise.

``raise DeckError(N_("{path}:{line}: unknown card {name!r}"), path=..., line=..., name=...)``: the template is
marked with ``N_`` so Babel extracts it into the catalogs (docs/translating.md), and the facts are the file, the
line, the field, a card's name, numbers, a ``Prompt`` or another such error. ``str(exc)`` reads the English;
``exc.text(naming)`` reads it in a ``manastack.sentences.Naming``'s language. The error is data, so it lives with
the types every layer may raise from (a save's ``CorruptSaveError``, a cost's ``ManaCostError``); the words are the
sentences package's, which sits above them and gives its English naming as ``Explained.english`` when it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from manastack.sentences import Naming

Facts = tuple[tuple[str, object], ...]


class Explained(Exception):
    """An error that carries its message as a template and facts (the base of the engine's own errors)."""

    template: str
    facts: Facts
    english: ClassVar[Naming | None] = None      # ``manastack.sentences.PLAIN``, set as that package loads

    def __init__(self, template: str, **facts: object) -> None:
        super().__init__(template, *facts.values())
        self.template = template
        self.facts = tuple(facts.items())

    def get(self, key: str) -> object:
        """The fact ``key`` (``None`` if the error has none)."""
        return next((value for name, value in self.facts if name == key), None)

    def text(self, naming: Naming | None = None) -> str:
        """The message in the naming's language (English by default)."""
        naming = naming or Explained.english
        if naming is None:      # raised while the package itself is loading: the template and the facts as they are
            return self.template.format_map(dict(self.facts))
        return naming.message(self.template, self.facts)

    def __str__(self) -> str:
        return self.text()

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled by its attributes (a subclass's ``__init__`` may take other arguments than ``args``)."""
        return _restore, (type(self), self.args, self.__dict__)


def _restore(kind: type[Explained], args: tuple[object, ...], state: dict[str, object]) -> Explained:
    error = kind.__new__(kind)
    error.args = args
    error.__dict__.update(state)
    return error
