"""Trace lines as one player reads them: "You keep your hand." for the viewer's own events, and each object
tagged with its short id ("Grizzly Bears #41"), the same id the board and the menus show.

The sentences are written in the third person ("{player} keeps their hand."); this view writes the viewer as
``YOU`` (``SeatNaming``) and turns those sentences into the second person here, never in the rules. Hidden
moves keep the player view of ``manastack.views`` (CR 400.2), and get no ids: an id would tell which card moved.
"""

from __future__ import annotations

import dataclasses
import re

from manastack.game import Game
from manastack.rules.abilities import printed
from manastack.rules.characteristics import name_of
from manastack.rules.targets import target_player
from manastack.sentences import Naming, line
from manastack.types.costs import AwakenPaid, GiftPromise, OffspringPaid
from manastack.types.decisions import Label
from manastack.types.events import Event, ObjectRef, PlayerRef
from manastack.types.objects import GameObject
from manastack.views import line_for

YOU = "\x00"         # stands for the viewer's name while a line is reworded
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do"}
_SUBJECT = re.compile("(^|[.:!?] )\x00 (\\w+)")      # the viewer as a sentence's subject, and its verb
_POSSESSIVE = re.compile("(^|[.:!?] )\x00's ")


def object_label(game: Game, oid: int) -> str:
    """The name of an object with its short id, as the board, the menus and the trace show it."""
    obj = game.state.objects.get(oid) or game.state.lki.get(oid)
    if obj is None:
        return f"#{oid}"
    return f"{obj.source_name or name_of(game.state, obj)} #{oid}"


def choice_details(game: Game, obj: GameObject, viewer: int | None = None) -> tuple[Label, ...]:
    """What was chosen for a spell or ability as it was put on the stack, as data: targets, modes, X, gift,
    awaken, offspring (the viewer named "you" in the reader's language)."""
    details = []
    targets = tuple(_player_name(game, p, viewer) if p is not None else object_label(game, t)
                    for slot in obj.targets for t in slot for p in (target_player(t),))
    if targets:
        details.append(Label.of("chosen_targets", targets=targets))
    if obj.modes and not obj.is_ability:
        modes = printed(obj).modes
        details.append(Label.of("chosen_modes", stack_modes=tuple(
            Label.of("mode", text=modes[m].label) if modes[m].label else Label.of("mode", variant="numbered", number=m)
            for m in obj.modes if m < len(modes))))
    if obj.x:
        details.append(Label.of("chosen_x", number=obj.x))
    for record in obj.costs:
        if isinstance(record, GiftPromise):
            details.append(Label.of("gift_promised", **player_facts(game, record.opponent, viewer)))
        elif isinstance(record, AwakenPaid):
            details.append(Label.of("awaken_paid", n=record.counters))
        elif isinstance(record, OffspringPaid):
            details.append(Label.of("offspring_paid"))
    return tuple(details)


def player_facts(game: Game, pid: int, viewer: int | None) -> dict[str, object]:
    """The facts of a detail naming a player: the viewer's own reads "you" ("controlled by you")."""
    return {"variant": "you"} if pid == viewer else {"player": game.state.players[pid].name}


def _player_name(game: Game, pid: int, viewer: int | None) -> str | Label:
    return Label.of("you") if pid == viewer else game.state.players[pid].name


class IdNaming(Naming):
    """Objects named with their short ids ("Grizzly Bears #41"), as the board and the menus show them."""

    def object(self, ref: ObjectRef) -> str:
        return f"{super().object(ref)} #{ref.id}"


class SeatNaming(IdNaming):
    """A player's view names objects with their short ids, and, in English, the viewer ``YOU`` (reworded
    afterwards into the second person; another language names the viewer)."""

    def __init__(self, viewer: int, lang: str = "en") -> None:
        super().__init__(lang)
        self.viewer = viewer

    def player(self, ref: PlayerRef) -> str:
        return YOU if ref.id == self.viewer and self.lang == "en" else ref.name


def seen_line(game: Game, event: Event, viewer: int, lang: str = "en") -> str:
    """The event's trace line as ``viewer`` reads it: ids on objects, the second person for the viewer."""
    plain = Naming(lang)
    hidden = line_for(event, viewer, game.state, plain)
    if hidden != line(event, plain):
        return hidden
    if event.kind == "cast" and event.objects:     # the targets and choices the cast just locked in (601.2i)
        event = _with_choices(game, event, viewer)
    text = line(event, SeatNaming(viewer, lang))
    return second_person(text, game.state.players[viewer].name) if YOU in text else text


def _with_choices(game: Game, event: Event, viewer: int) -> Event:
    obj = game.state.objects.get(event.objects[0]) or game.state.lki.get(event.objects[0])
    details = choice_details(game, obj, viewer) if obj is not None else ()
    if not details:
        return event
    return dataclasses.replace(event, data=(("variant", "choices"), ("choices", details), *event.data))


def second_person(line: str, viewer_name: str) -> str:
    """Reword a third-person line whose player ``YOU`` is the viewer: subject and verb, possessives, objects."""
    if _SUBJECT.search(line):
        line = _SUBJECT.sub(lambda m: f"{m.group(1)}{_you(m.group(1))} {_base_verb(m.group(2))}", line)
        line = line.replace(" their ", " your ").replace(" themselves", " yourself").replace(" they ", " you ")
    line = _POSSESSIVE.sub(lambda m: f"{m.group(1)}{_you(m.group(1)).replace('ou', 'our')} ", line)
    return line.replace(f"{YOU}'s ", "your ").replace(YOU, "you")


def _you(before: str) -> str:
    """ "You" opening a sentence, "you" after a colon."""
    return "you" if before.startswith(":") else "You"


def _base_verb(word: str) -> str:
    """The verb for "you": "keeps" → "keep", "passes" → "pass", "scries" → "scry", "is" → "are"."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word
