"""Verb ``lose_life_unless``: "for each blight counter on it, each opponent loses 4 life unless that player
sacrifices a nonland permanent or discards a card" (CR 118.12, 608.2h; Rottenmouth Viper's rulings).

Each opponent in turn order makes all of their choices first (a permanent to sacrifice or a card to discard,
each object once, or neither: always allowed, even with cards in hand), then every sacrifice and discard happens
at once, and then each player loses the life once for each choice of neither.
"""


from __future__ import annotations

from manastack.cards.vocabulary.lose_life_unless import LoseLifeUnless
from manastack.cards.vocabulary.pay import describe_cost, worded
from manastack.rules.costs import sacrificeable
from manastack.rules.damage import lose_life
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import note, player_ref
from manastack.rules.keyword_actions import discard, sacrifice
from manastack.rules.zones import last_known, simultaneously
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.events import Quoted
from manastack.types.state import GameState

NEITHER = "no"


def apply(ctx: Ctx, e: LoseLifeUnless) -> Decision | None:
    """Ask every choice (player by player in turn order, once per counter), then carry them all out."""
    game = ctx.game
    times = _times(ctx, e)
    chosen: dict[int, list[object]] = {}
    answers = iter(ctx.answers)
    for pid in _in_turn_order(game, players(ctx, e.who)):
        picks = chosen[pid] = []
        for _ in range(times):
            options = _options(ctx, e, pid, picks)
            if not options:
                picks.append(NEITHER)      # nothing left to give: the life is lost (118.12)
                continue
            picked = next(answers, None)
            if picked is None:
                return _question(ctx, e, pid, options)
            if picked != NEITHER and picked not in options:
                raise ValueError(f"{picked!r} is not one of the choices")
            picks.append(picked)
    _carry_out(ctx, e, chosen)
    return None


def _times(ctx: Ctx, e: LoseLifeUnless) -> int:
    """"For each blight counter on it": on the source now, or as it last existed on the battlefield (608.2h)."""
    if e.per_counter is None:
        return 1
    source = last_known(ctx.game, ctx.source) if ctx.source is not None else None
    return source.counters.get(e.per_counter, 0) if source is not None else 0


def _in_turn_order(game: GameState, pids: list[int]) -> list[int]:
    """CR 101.4: starting with the active player."""
    n = len(game.players)
    return sorted(pids, key=lambda p: (p - game.active) % n)


def _options(ctx: Ctx, e: LoseLifeUnless, pid: int, picks: list[object]) -> tuple[int, ...]:
    """The permanents and cards ``pid`` may still choose (not one chosen already)."""
    found: list[int] = []
    for cost in (e.cost, e.or_cost):
        if cost is None:
            continue
        if cost.sacrifice is not None:
            found += sacrificeable(ctx.game, pid, cost.sacrifice, ctx.source)
        if cost.discard:
            found += ctx.game.players[pid].hand
    return tuple(o for o in dict.fromkeys(found) if o not in picks)


def _question(ctx: Ctx, e: LoseLifeUnless, pid: int, options: tuple[int, ...]) -> Decision:
    game = ctx.game
    labels = object_labels(game.objects, options)
    asked = Prompt.of("lose_life_unless", variant="either" if e.or_cost is not None else "one", amount=e.amount,
                      cost=Quoted(describe_cost(e.cost), capitalized=True),   # the card's words, opening the question
                      or_cost=Quoted(describe_cost(e.or_cost)) if e.or_cost is not None else "")
    return Decision(DecisionKind.CHOOSE_OBJECT, pid, asked, (*options, NEITHER),
                    (*labels, Label.of("lose_life", amount=e.amount)), "118.12")


def _carry_out(ctx: Ctx, e: LoseLifeUnless, chosen: dict[int, list[object]]) -> None:
    """The choices happen at once (the ruling): the sacrifices and discards, then the life loss, each time."""
    game = ctx.game
    hands = {c for p in chosen for c in game.players[p].hand}
    picked = [o for picks in chosen.values() for o in picks if isinstance(o, int)]
    with simultaneously(game):
        for oid in picked:
            if oid not in hands:
                sacrifice(game, oid)
    for oid in picked:
        if oid in hands:
            discard(game, oid)
    for pid, picks in chosen.items():
        declined = sum(1 for o in picks if o == NEITHER)
        costs = (("cost", Quoted(describe_cost(e.cost))),
                 *((("or_cost", Quoted(describe_cost(e.or_cost))),) if e.or_cost is not None else ()))
        for _ in range(declined):
            note(game, "paid_choice", "118.12", player=pid,
                 data=(("variant", worded("declined_either" if e.or_cost is not None else "declined", e.cost)),
                       ("player", player_ref(game, pid)), *costs))
            lose_life(game, pid, e.amount)

