"""The judge's trace (spec ``scenario-format.md``, "Trace").

One numbered line per event, ending with the rule it applies in brackets; the JSON trace holds the same events as
``{seq, kind, text, rule}`` objects, ``seq`` being the line's number. Steps of reasoning that only the verbose trace
shows (priority passes, CR 117.3d) are events whose kind is in :data:`VERBOSE_KINDS`.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.events import Facts, note, player_ref
from manastack.sentences import sentence
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.events import Event
from manastack.types.state import GameState

PASS = "priority_pass"
AUTO = "auto_choice"
CHOICE = "choice"
TARGETED = "targeted"   # "X becomes the target of Y" (CR 603.2e): the choice of target line already says it
VERBOSE_KINDS = frozenset({PASS, TARGETED})
OBJECT_CHOICES = frozenset({DecisionKind.TARGET, DecisionKind.CHOOSE_OBJECT, DecisionKind.BOTTOM})  # ids as options
LOOKED_AT = frozenset({DecisionKind.SCRY, DecisionKind.SURVEIL})   # questions about cards only the chooser sees


def judge_note(state: GameState, kind: str, rule: str, facts: Facts, player: int | None = None,
               objects: tuple[int, ...] = (), private_to: int | None = None) -> None:
    """Record one of the judge's own steps (a pass, an automatic choice) in the game's events, with the facts
    its sentence names (and ``player``, named too): ``objects`` it is about (a player's view hides the names of
    face-down ones), ``private_to`` the only player whose view shows it (a choice about cards only they see,
    CR 701.22a)."""
    named_player = (("player", player_ref(state, player)),) if player is not None else ()
    note(state, kind, rule, player=player, objects=objects,
         data=(*facts, *named_player, *((("private_to", private_to),) if private_to is not None else ())))


def privacy(state: GameState, decision: Decision, option: object) -> dict[str, Any]:
    """What a player's view may show of a choice: the object chosen (its name is hidden if face down, CR 708.5);
    a scry's or surveil's question names a card only that player sees (CR 701.22a, 701.25a)."""
    objects = (option,) if decision.kind in OBJECT_CHOICES and isinstance(option, int) \
        and option in state.objects else ()
    return {"objects": objects, "private_to": decision.player if decision.kind in LOOKED_AT else None}


def shown_events(state: GameState, verbose: bool = False) -> list[Event]:
    """The events the trace shows: all of them when verbose, else all but the verbose-only kinds."""
    return [e for e in state.events if verbose or e.kind not in VERBOSE_KINDS]


def text_lines(state: GameState, verbose: bool = False) -> list[str]:
    """``12. Bruno creates a tapped 1/1 blue Fish creature token. [702.174]``"""
    return [f"{i}. {line_of(e)}" for i, e in enumerate(shown_events(state, verbose), 1)]


def line_of(event: Event) -> str:
    rule = event.rule or "—"
    return f"{sentence(event)} [{rule}]"


def json_events(state: GameState, verbose: bool = False) -> list[dict[str, Any]]:
    """The same events as JSON objects."""
    return [{"seq": i, "kind": e.kind, "text": sentence(e), "rule": e.rule}
            for i, e in enumerate(shown_events(state, verbose), 1)]


def cited_rules(state: GameState) -> list[str]:
    """Every rule the trace cites (an event may cite several, separated by commas)."""
    found: list[str] = []
    for event in state.events:
        for part in event.rule.replace(";", ",").split(","):
            part = part.strip()
            if part:
                found.append(part)
    return found
