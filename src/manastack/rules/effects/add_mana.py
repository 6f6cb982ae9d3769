"""Verb ``add_mana`` (CR 106.4): mana added to its controller's mana pool by a resolving spell or ability;
mana kept "until end of turn" stays in the pool as steps and phases end (500.4; see ``mana.empty_pools``).
"Add {R} or {G}" asks which for each mana (106.1b), then adds it all at once."""


from __future__ import annotations

from manastack.cards.vocabulary.add_mana import AddMana
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, player_ref
from manastack.rules.mana import INDEX
from manastack.types.decisions import Decision, DecisionKind, Prompt, mana_labels


def apply(ctx: Ctx, e: AddMana) -> Decision | None:
    """CR 106.4: the mana goes into the pool of the player who controls the spell or ability; CR 106.1b: one
    question per mana where there is a choice of color."""
    n = amount(ctx, e.amount)
    if e.one_of and len(e.mana) > 1:
        letters = [str(c) for c in ctx.answers]
        if len(letters) < n:
            return Decision(DecisionKind.CHOOSE_COLOR, ctx.controller, Prompt.of("add_mana_color", source=ctx.ref),
                            tuple(e.mana), mana_labels(e.mana), "106.1b")
    else:
        letters = list(e.mana[:1] if e.one_of else e.mana) * n
    if not letters:
        return None
    player = ctx.game.players[ctx.controller]
    pool = list(player.pool)
    kept = list(player.kept_mana)
    for letter in letters:
        pool[INDEX[letter]] += 1
        kept[INDEX[letter]] += 1 if e.keep else 0
    player.pool = pool
    player.kept_mana = tuple(kept)
    emit(ctx.game, "mana_added", "106.4", player=ctx.controller, amount=len(letters),
         data=(("variant", "kept" if e.keep else ""), ("player", player_ref(ctx.game, ctx.controller)),
               ("letters", "".join(letters))))


    return None
