"""What one seat's browser receives: the game's observation for that player (CR 400.2: other hands and every
library only as counts), its trace view, the stack with targets, the rules text of what it can see, and — only
when the decision is that seat's — the legal actions, each with the objects and players it is about (so the
page can offer it as a click on them). Its words — the trace, the prompt, the step — are in the language asked
for; what it shows is the same in every language."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.rules.targets import target_player
from manastack.sentences import Naming
from manastack.sentences.catalog import STEPS
from manastack.sentences.pages import HIDDEN_CARD, WAITING_FOR
from manastack.types.actions import Choose, PassPriority
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step
from manastack.ui.describe import (
    action_objects,
    card_text,
    decision_prompt,
    describe_action,
    stack_line,
    visible_to,
)
from manastack.ui.wording import object_label, seen_line
from manastack.web.tables import Table

#: Decisions whose whole-number options are players.
_PLAYER_CHOICES = (DecisionKind.GIFT, DecisionKind.CHOOSE_PLAYER)


def seat_view(table: Table, seat: int, lang: str | None = None) -> dict[str, Any]:
    """The JSON-ready view of ``table`` for ``seat`` (who must hold that seat's token), in ``lang`` (default: the
    table's language)."""
    game = table.game
    naming = Naming(lang or table.lang)
    view = game.observation(seat)
    _label(game, view, seat, naming)
    view["stack"] = [{**card, "text": stack_line(game, card["id"], seat, naming.lang)}
                     for card in reversed(view["stack"])]
    view["texts"] = _texts(game, view, seat, naming.lang)
    decision = game.decision
    mine = decision is not None and decision.player == seat and not game.is_over()
    waiting = "" if decision is None else naming.text(WAITING_FOR).format(
        player=game.state.players[decision.player].name)
    view["decision"] = None if decision is None or game.is_over() else {
        "kind": decision.kind.value, "player": decision.player, "rule": decision.rule, "mine": mine,
        "prompt": decision_prompt(game, decision, naming.lang) if mine else waiting,
    }
    view["actions"] = _actions(game, naming.lang) if mine else []
    view["log"] = [seen_line(game, event, seat, naming.lang) for event in game.events]
    view["step_name"] = naming.text(STEPS[Step(view["step"])])
    view.update(table=table.id, seat=seat, lang=naming.lang, version=table.version, over=game.is_over(),
                outcome=_outcome(game),
                seats=[s.kind for s in table.seats],
                can_undo=bool(table.history) and table.one_browser(), can_save=table.one_browser())
    return view


def _label(game: Game, view: dict[str, Any], seat: int, naming: Naming) -> None:
    """Every object the seat sees gets the short label the terminal uses too ("Forest #12"); a face-down
    spell or exiled card of someone else keeps its name hidden (CR 708.5)."""
    cards = [*view["battlefield"], *view["stack"], *view["exile"]]
    for player in view["players"]:
        cards += player["graveyard"] + (player["hand"] or [])
    for card in cards:
        card["label"] = object_label(game, card["id"])
        if not visible_to(game, card["id"], seat):
            card["name"] = naming.text(HIDDEN_CARD)


def _texts(game: Game, view: dict[str, Any], seat: int, lang: str) -> dict[str, str]:
    ids = [c["id"] for c in (*view["battlefield"], *view["stack"], *view["exile"])]
    for player in view["players"]:
        ids += [c["id"] for c in player["graveyard"] + (player["hand"] or [])]
    texts = {}
    for oid in ids:
        text = card_text(game, oid, seat, lang)
        if text is not None:
            texts[str(oid)] = text
    return texts


def _actions(game: Game, lang: str) -> list[dict[str, Any]]:
    found = []
    for index, action in enumerate(game.legal_actions()):
        found.append({
            "index": index, "label": describe_action(game, action, lang), "objects": list(action_objects(game, action)),
            "players": _players(game, action), "pass": isinstance(action, PassPriority),
        })
    return found


def _players(game: Game, action: object) -> list[int]:
    """The players an answer names: a player target, the defending player of an attacker, a gift's opponent."""
    decision = game.decision
    if not isinstance(action, Choose) or decision is None:
        return []
    option = action.option
    if decision.kind is DecisionKind.ATTACKERS and isinstance(option, tuple):
        return [int(option[1])]  # type: ignore[call-overload]
    if decision.kind in _PLAYER_CHOICES and isinstance(option, int) and not isinstance(option, bool):
        return [option]
    if decision.kind is DecisionKind.TARGET and isinstance(option, int) and not isinstance(option, bool):
        pid = target_player(option)
        return [] if pid is None else [pid]
    return []


def _outcome(game: Game) -> dict[str, Any] | None:
    outcome = game.outcome()
    if outcome is None:
        return None
    winner = None if outcome.winner is None else game.state.players[outcome.winner].name
    return {"winner": outcome.winner, "winner_name": winner, "losers": list(outcome.losers)}
