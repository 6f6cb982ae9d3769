"""Verb ``create_token_copy``: "create a token that's a copy of <object>[, except it's P/T]" (CR 707.2, 111.1).

The token is created with the copiable values of the original (707.2; ``rules.copiable``): the card or
definition it copies, plus copy exceptions — an exception this effect makes ("except it's 1/1") becomes part
of the token's copiable values (707.9b). ``filter`` makes the copy conditional on the original ("if that
creature isn't legendary"); the original is read as it last existed if it has left (608.2h).
"""


from __future__ import annotations

from manastack.cards.vocabulary.token_copy import CreateTokenCopy
from manastack.rules.copiable import copiable_values
from manastack.rules.effects.base import Ctx, amount, players, remembered
from manastack.rules.events import note
from manastack.rules.filters import matches
from manastack.rules.zones import create_token, last_known
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: CreateTokenCopy) -> None:
    """CR 707.2, 111.2: the player creates the token copy; it enters the battlefield under their control."""
    game = ctx.game
    made = []
    count = amount(ctx, e.amount)
    for oid in remembered(ctx, e.of):
        original = last_known(game, oid)
        if original is None:
            continue
        if e.filter is not None and not matches(game, original, e.filter, ctx.controller, ctx.source):
            note(game, "no_copy", "608.2c", data=(("object", ObjectRef(original.id, original.card)),))
            continue
        definition, chosen = copiable_values(original, exceptions(e))
        for pid in players(ctx, e.who):
            for _ in range(count):
                token = create_token(game, definition, pid, rule="707.2", copy_of=definition, chosen=chosen)
                made += [token.id] if token is not None else []
    if e.remember:
        ctx.results[e.remember] = tuple(made)


def exceptions(e: CreateTokenCopy) -> dict[str, object]:
    """CR 707.9b: the characteristics the copy effect sets itself."""
    found: dict[str, object] = {}
    if e.power is not None and e.toughness is not None:
        found.update(power=e.power, toughness=e.toughness)
    if e.colors is not None:
        found["colors"] = tuple(e.colors)
    if e.add_subtypes:
        found["add_subtypes"] = tuple(e.add_subtypes)
    if e.no_mana_cost:
        found["cost"] = None
    return found

