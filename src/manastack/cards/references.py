"""Check, per card, that every name an instruction uses refers to something the card defines.

``cards.words`` checks a reference's form; here each one is resolved in its scope: the body (spell, mode or
ability, CR 608.2c) it belongs to. An object reference names a fixed word, an object or "any" target of that
body, or a result an instruction of that body remembers; a bare player reference names a player or "any"
target; an amount names a remembered count; ``paid`` and ``result:<name>`` name a remembered result. The
fields to check are found from their type (``RefKind`` metadata), once per model class.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, get_args, get_origin

from pydantic import BaseModel

from manastack.cards.words import (
    AMOUNT_WORDS,
    DID_YOU_MEAN,
    LIFE_FORMS,
    OBJECT_WORDS,
    PLAYER_WORDS,
    SACRIFICED,
    RefKind,
    closest,
)
from manastack.types.explained import Explained
from manastack.types.markers import N_

Path = tuple[str | int, ...]
#: What a reference may name, as its error writes it ("'foe' names no target on this card").
NAMED = {"object": N_("object"), "target": N_("target"), "player": N_("player"),
         "remembered count": N_("remembered count"), "remembered result": N_("remembered result")}


class UnresolvedReference(Explained, ValueError):
    """A name that refers to nothing on its card; ``path`` is where it is written."""

    def __init__(self, path: Path, template: str, **facts: object) -> None:
        super().__init__(template, **facts)
        self.path = path


def _ref_kind(annotation: object) -> str | None:
    if get_origin(annotation) is Annotated:
        found = [m.kind for m in annotation.__metadata__ if isinstance(m, RefKind)]  # type: ignore[attr-defined]
        if found:
            return found[0]
    return next((k for a in get_args(annotation) if (k := _ref_kind(a)) is not None), None)


@cache
def _ref_fields(model: type[BaseModel]) -> tuple[tuple[str, str, str], ...]:
    """(attribute, name in the card file, reference kind) of every reference field of ``model``."""
    found = []
    for attr, info in model.model_fields.items():
        kind = next((m.kind for m in info.metadata if isinstance(m, RefKind)), None) or _ref_kind(info.annotation)
        if kind is not None:
            found.append((attr, info.alias or attr, kind))
    return tuple(found)


class Scope:
    """The names one body defines: its targets by kind, and the results its instructions remember."""

    def __init__(self, body: Any) -> None:
        self.objects = {t.name for t in body.targets if t.kind != "player"}
        self.players = {t.name for t in body.targets if t.kind != "object"}
        self.results = {name for e in body.effects for name in e.remembers()}

    def check(self, kind: str, value: object, path: Path) -> None:
        if isinstance(value, tuple):      # several names ("a third target creature": other than both)
            for item in value:
                self.check(kind, item, path)
            return
        if kind == "object":
            self._resolve(str(value), ("object", {*OBJECT_WORDS, *self.objects, *self.results}), path)
        elif kind == "target":
            self._resolve(str(value), ("target", self.objects), path)
        elif kind == "player":
            self._player(str(value), path)
        elif kind == "amount" and isinstance(value, str):
            head, _, inner = value.partition(":")
            if head in ("power_of", "mana_value_of"):
                known = {*OBJECT_WORDS, SACRIFICED, *self.objects, *self.results}
                self._resolve(inner, ("object", known), path)
            elif head not in ("devotion", "count", "counters", "others", "greatest_mana_value", "other_attacking",
                              "opponents_hand_at_most") and value not in AMOUNT_WORDS:
                self._resolve(value, ("remembered count", self.results), path)
        elif kind == "condition" and "|" in str(value):
            for part in str(value).split("|"):
                self.check(kind, part, path)
        elif kind == "condition":
            body = str(value).removeprefix("not_")
            if body.startswith("result_is:"):
                self._resolve(body.split(":")[1], ("remembered result", self.results), path)
            elif body == "paid" or body.startswith("result:"):
                self._resolve(body.removeprefix("result:"), ("remembered result", self.results), path)
            elif body.startswith(("you_control:", "token:", "power_at_most:", "power_at_least:", "subtype:")):
                known = {*OBJECT_WORDS, *self.objects, *self.results}
                self._resolve(body.rsplit(":", 1)[1], ("object", known), path)
            elif body.startswith("at_least:"):
                self._resolve(body.split(":", 2)[2], ("remembered result", self.results), path)
            elif body.split(":", 1)[0] in LIFE_FORMS and body.split(":", 1)[1:] != ["you"]:
                self._resolve(body.split(":", 1)[1], ("player", self.players), path)

    def _player(self, value: str, path: Path) -> None:
        head, sep, inner = value.partition(":")
        if head == "opponents_of":
            self._player(inner, path)
        elif sep:
            self._resolve(inner, ("object", {*OBJECT_WORDS, *self.objects, *self.results}), path)
        elif value not in PLAYER_WORDS:
            self._resolve(value, ("player", {*PLAYER_WORDS, *self.players}), path)

    @staticmethod
    def _resolve(name: str, known: tuple[str, set[str]], path: Path) -> None:
        what, names = known
        if name in names:
            return
        named = Explained(NAMED[what])
        if not names:
            raise UnresolvedReference(path, N_("{name!r} names no {what} on this card"), name=name, what=named)
        problem = Explained(N_("{name!r} names no {what} on this card"), name=name, what=named)
        close = closest(name, sorted(names))
        if close is not None:
            problem = Explained(DID_YOU_MEAN, problem=problem, close=close)
        raise UnresolvedReference(path, N_("{problem} (known here: {known})"), problem=problem,
                                  known=tuple(sorted(names)))


def check_card(card: BaseModel) -> None:
    """Raise ``UnresolvedReference`` at the first reference of ``card`` that names nothing."""
    _walk(card, (), None)


def _walk(model: BaseModel, path: Path, scope: Scope | None) -> None:
    refs, children, is_body = _plan(type(model))
    if is_body:
        scope = Scope(model)
    if scope is not None:
        for attr, name, kind in refs:
            value = getattr(model, attr)
            if value is not None:
                scope.check(kind, value, (*path, name))
    for attr, name in children:
        value = getattr(model, attr)
        if isinstance(value, BaseModel):
            _walk(value, (*path, name), scope)
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                if isinstance(item, BaseModel):
                    _walk(item, (*path, name, i), scope)


@cache
def _plan(model: type[BaseModel]) -> tuple[tuple[tuple[str, str, str], ...], tuple[tuple[str, str], ...], bool]:
    """What to look at in a model: its reference fields, the fields that may hold models, whether it is a body."""
    fields = model.model_fields
    children = tuple((attr, info.alias or attr) for attr, info in fields.items() if _may_hold_model(info.annotation))
    return _ref_fields(model), children, "effects" in fields and "targets" in fields


def _may_hold_model(annotation: object) -> bool:
    if isinstance(annotation, type):
        return issubclass(annotation, BaseModel)
    return any(_may_hold_model(a) for a in get_args(annotation))
