"""Decisions with a single legal option, taken by the engine itself (CR 117.3: nothing to choose; the judge's
"Forced decisions"). The choice is still a choice: a note in the trace names the option taken, so a player's
view, the judge and a scenario that answers it anyway all see what was chosen."""

from __future__ import annotations

from manastack.rules.events import note, player_ref
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.state import GameState

FORCED = "forced_choice"
OBJECTS = frozenset({DecisionKind.TARGET, DecisionKind.CHOOSE_OBJECT})   # decisions whose options are object ids


def take_only_option(game: GameState, decision: Decision, about: tuple[int, ...] = ()) -> object:
    """The decision's one option, noted in the trace (``option`` and ``kind`` in the note's data, for the judge;
    a scry's question names a card only the scryer sees, CR 701.22a). ``about``: the objects the question names
    (a player's view hides them if they are face down, CR 708.5)."""
    option = decision.options[0]
    if game.recording:
        label = decision.labels[0] if decision.labels else str(option)
        private = (("private_to", decision.player),) if decision.kind is DecisionKind.SCRY else ()
        note(game, FORCED, decision.rule or "117.3", player=decision.player,
             objects=(*about, *((option,) if decision.kind in OBJECTS and option in game.objects else ())),
             data=(("option", option), ("kind", decision.kind.value), *private,
                   ("player", player_ref(game, decision.player)), ("prompt", decision.prompt), ("label", label)))
    return option
