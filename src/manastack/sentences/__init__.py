"""The sentences of the event stream: the one view that writes English (or, later, another language) from the
facts events carry (issue #11: the rules emit data, a view writes the sentence).

``sentence(event)`` is the plain sentence; ``line(event)`` the trace line with the rule in brackets. A ``Naming``
decides how players and objects are written: the judge trace writes names, a player's view adds short ids and
writes the viewer as "you" (``manastack.ui.wording``). Formatting happens only here, when someone reads an event.

The templates are in ``manastack.sentences.catalog``, marked with ``N_`` (and ``Plural``) for a gettext extractor;
a translation replaces them, keyed by event kind and variant, and keeps their named placeholders.
"""

from __future__ import annotations

from enum import Enum

from manastack.sentences.catalog import (
    BEFORE_VOWEL,
    COST_CHANGE,
    FACE_DOWN,
    HIDDEN,
    JOINS,
    SENTENCES,
    SEPARATOR,
    SOMEONE,
    STEPS,
    ZONE_NAMES,
    ZONES,
    Sentence,
)
from manastack.sentences.markers import Plural
from manastack.types.enums import Step, Zone
from manastack.types.events import Event, ObjectRef, PlayerRef

__all__ = ["PLAIN", "Naming", "hidden_line", "line", "sentence", "template_of"]


class Naming:
    """How a sentence writes the players and objects it names: by name (the judge's trace)."""

    def player(self, ref: PlayerRef) -> str:
        return ref.name

    def object(self, ref: ObjectRef) -> str:
        return FACE_DOWN if ref.face_down else ref.name


PLAIN = Naming()


def template_of(event: Event) -> str:
    """The template the event reads with: its kind's, its variant's, in the form its count asks for."""
    entry = SENTENCES[event.kind]
    chosen: Sentence = entry[_variant(event)] if isinstance(entry, dict) else entry
    if isinstance(chosen, Plural):
        n = event.amount if chosen.count == "amount" else event.get(chosen.count)
        return chosen.pick(n if isinstance(n, int) else 0)
    return chosen


def _variant(event: Event) -> str:
    variant = str(event.get("variant") or "")
    if variant in BEFORE_VOWEL and str(event.get(BEFORE_VOWEL[variant][0]) or " ")[0] in "AEIOU":
        return BEFORE_VOWEL[variant][1]     # English articles: "an Octopus token"
    return variant


def sentence(event: Event, naming: Naming = PLAIN) -> str:
    """The event as a sentence."""
    fields: dict[str, object] = {"amount": event.amount}
    for key, value in event.data:
        if key not in fields:
            fields[key] = _written(value, naming, JOINS.get(key, SEPARATOR))
    derive = _DERIVED.get(event.kind)
    if derive is not None:
        derive(event, fields, naming)
    text = template_of(event).format_map(fields)
    return text.replace("s's ", "s' ")   # English possessive of a name ending in s: "Jolly Gerbils' ability"


def hidden_line(event: Event, what: str, players: list[str]) -> str:
    """The line a player's view shows instead of an event it may not see (``what``: a key of ``HIDDEN``)."""
    player = players[event.player] if event.player is not None else SOMEONE
    return f"{HIDDEN[what].format(player=player)} [{event.rule}]"


def line(event: Event, naming: Naming = PLAIN) -> str:
    """The trace line: the sentence, then the rule in brackets."""
    return f"{sentence(event, naming)} [{event.rule}]"


def _written(value: object, naming: Naming, separator: str = SEPARATOR) -> object:
    """A fact as the sentence shows it; numbers stay numbers (a template may format them, ``{power:+d}``)."""
    if isinstance(value, PlayerRef):
        return naming.player(value)
    if isinstance(value, ObjectRef):
        return naming.object(value)
    if isinstance(value, Step):
        return STEPS[value]
    if isinstance(value, Zone):
        return ZONE_NAMES[value]
    if isinstance(value, tuple):
        return separator.join(str(_written(v, naming)) for v in value)
    if isinstance(value, Enum):
        return str(value.value)
    return value


def _places(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """A zone change names the zones it moved between as the owner's ("Ana's graveyard") or shared ones."""
    owner = event.get("owner")
    owner_name = naming.player(owner) if isinstance(owner, PlayerRef) else ""
    for key, zone in (("from_zone", event.get("from")), ("to_zone", event.get("to"))):
        if isinstance(zone, Zone):
            fields[key] = ZONES[zone].format(owner=owner_name)


def _mana(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """The mana a mana ability or an effect added, in mana symbols (CR 107.4): "{G}{G}"."""

    fields["mana"] = "".join("{" + m + "}" for m in str(event.get("letters")))


def _cost_changes(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """CR 601.2f: each increase and reduction of a total cost, "{1} more (Herald of Kozilek)"; a reduction that
    takes off colored symbols first reads "{U} (or {1}) ×2 less (…)"."""
    changes = event.get("changes")
    assert isinstance(changes, tuple)
    fields["changes"] = SEPARATOR.join(COST_CHANGE["more" if n > 0 else "less"].format(mana=_cost_mana(n, color),
                                                                                        where=where)
                                       for where, n, color in changes)


def _cost_mana(n: int, color: str) -> str:
    """"{2}", or, for a reduction that takes off colored symbols first, "{U} (or {1}) ×2" (CR 601.2f)."""
    if not color:
        return f"{{{abs(n)}}}"
    return f"{{{color}}} (or {{1}})" + (f" \u00d7{abs(n)}" if abs(n) > 1 else "")


_DERIVED = {"zone_change": _places, "mana": _mana, "mana_added": _mana, "total_cost": _cost_changes}

