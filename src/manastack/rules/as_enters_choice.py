"""Choices made as a permanent enters (CR 614.12, 614.1c): "As this enters, choose a color" (Uncharted Haven),
"… choose a creature type" (Patchwork Banner, Three Tree City).

614.12: such an ability is a replacement effect; the choice is made by the permanent's controller as it enters,
and the permanent remembers it (``GameObject.chosen``, keys ``color`` and ``creature_type``); its other
abilities read it ("the chosen color", "creatures of the chosen type"). The choice is asked as the permanent
arrives, however it arrives (played, cast, put onto the battlefield), before any player receives priority and
before any triggered ability is put on the stack, so nothing can see the permanent without it; the trace tells it
right after the permanent enters. (A permanent entering in the middle of a resolving spell is asked when that
resolution is over: a limitation, no card here reads the choice sooner.)

A choice of creature type must be an existing creature type (205.3m, the rulings), one only; a color is one of
the five (105.1).
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, Static
from manastack.rules.events import emit, object_ref
from manastack.types.creature_types import CREATURE_TYPES
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.objects import GameObject
from manastack.types.state import GameState

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
TYPES = tuple(sorted(CREATURE_TYPES))
_CHOICES: PerDefinition[tuple[str, ...]] = PerDefinition()


def choices_of(definition: CardDef) -> tuple[str, ...]:
    """The "as this enters, choose …" choices the definition's abilities make (worked out once per definition)."""
    known = _CHOICES.get(id(definition))
    if known is None:
        known = _CHOICES.put(definition, tuple(a.as_enters_choose for a in definition.abilities
                                               if isinstance(a, Static) and a.as_enters_choose is not None))
    return known


def entered(game: GameState, obj: GameObject) -> None:
    """CR 614.12: a permanent that makes a choice as it enters waits for it (``GameState.unchosen``)."""
    if not obj.face_down and choices_of(obj.definition):
        game.unchosen.append(obj.id)


def next_choice(game: GameState) -> Decision | None:
    """The next choice a permanent that just entered makes (None when every one is made)."""
    while game.unchosen:
        oid = game.unchosen[0]
        obj = game.objects.get(oid)
        missing = [c for c in choices_of(obj.definition) if c not in obj.chosen] if obj is not None else []
        if missing:
            return _decision(game, obj, missing[0])   # type: ignore[arg-type]
        game.unchosen.pop(0)      # made, or the permanent left before choosing
    return None


def _decision(game: GameState, obj: GameObject, what: str) -> Decision:
    name = object_ref(game, obj)
    if what == "color":
        letters = tuple(COLOR_NAMES)
        return Decision(DecisionKind.CHOOSE_COLOR, obj.controller, Prompt.of("as_enters", variant="color", object=name),
                        letters, tuple(Label.of("color", choice=COLOR_NAMES[m]) for m in letters), "614.12")
    return Decision(DecisionKind.CHOOSE_TYPE, obj.controller,
                    Prompt.of("as_enters", variant="creature_type", object=name), TYPES,
                    tuple(Label.of("creature_type", subtype=t) for t in TYPES), "614.12")


def answer(game: GameState, option: object) -> None:
    """CR 614.12: the permanent remembers the color or creature type chosen."""
    obj = game.objects[game.unchosen[0]]
    what = "color" if game.decision is not None and game.decision.kind is DecisionKind.CHOOSE_COLOR \
        else "creature_type"
    game.decision = None
    obj.chosen = {**obj.chosen, what: option}
    emit(game, "chosen", "614.12", player=obj.controller, objects=(obj.id,),
         data=(("variant", what), ("object", object_ref(game, obj)),
               ("choice", COLOR_NAMES[str(option)] if what == "color" else str(option))))


def chosen_color(obj: GameObject) -> str | None:
    """The color chosen as the permanent entered (a mana letter), if any."""
    color = obj.chosen.get("color") if obj.chosen else None
    return str(color) if color is not None else None


def chosen_type(game: GameState, source: int | None) -> str | None:
    """The creature type the permanent ``source`` chose as it entered ("of the chosen type"), if any."""
    holder = game.objects.get(source) if source is not None else None
    kind = holder.chosen.get("creature_type") if holder is not None and holder.chosen else None
    return str(kind) if kind is not None else None
