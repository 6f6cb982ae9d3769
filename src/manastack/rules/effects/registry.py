"""The effect vocabulary: every verb, its parameter model and its behaviour, in one registry.

Adding a verb: write ``rules/effects/<verb>.py`` with a parameter model (``do: Literal["verb"]``),
``apply`` and ``render``, and list it here. The union of the models is bound into the card schema.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Union

from pydantic import Field

from manastack.cards.schema import bind_effect_vocabulary
from manastack.rules.effects import (
    attach,
    become,
    bounce,
    cant_cast,
    copy_spell,
    counter,
    counters,
    damage,
    delayed,
    destroy,
    discard,
    draw,
    enter_as_copy,
    exile,
    exile_from_hand,
    extra_turn,
    fight,
    grant,
    grant_player,
    life,
    may_cast_exiled,
    pay,
    phase_out,
    prevent,
    prevent_combat,
    protect_player,
    pump,
    put_onto_battlefield,
    reflexive,
    replace_entering,
    return_card,
    reveal_top,
    sacrifice,
    scry,
    search,
    seek,
    skip_untap,
    tap,
    token,
    token_copy,
    win_game,
)
from manastack.rules.keywords import awaken, gift

Verb = tuple[type, Callable[..., Any], Callable[..., str]]

VERBS: dict[str, Verb] = {
    "damage": (damage.Damage, damage.apply, damage.render),
    "draw": (draw.Draw, draw.apply, draw.render),
    "destroy": (destroy.Destroy, destroy.apply, destroy.render),
    "bounce": (bounce.Bounce, bounce.apply, bounce.render),
    "counter": (counter.Counter, counter.apply, counter.render),
    "pump": (pump.Pump, pump.apply, pump.render),
    "grant": (grant.Grant, grant.apply, grant.render),
    "add_counters": (counters.AddCounters, counters.apply, counters.render),
    "create_token": (token.CreateToken, token.apply, token.render),
    "gain_life": (life.GainLife, life.apply_gain, life.render_gain),
    "lose_life": (life.LoseLife, life.apply_lose, life.render_lose),
    "discard": (discard.Discard, discard.apply, discard.render),
    "tap": (tap.Tap, tap.apply_tap, tap.render_tap),
    "untap": (tap.Untap, tap.apply_untap, tap.render_untap),
    "extra_turn": (extra_turn.ExtraTurn, extra_turn.apply, extra_turn.render),
    "fight": (fight.Fight, fight.apply, fight.render),
    "exile": (exile.Exile, exile.apply, exile.render),
    "return_card": (return_card.ReturnCard, return_card.apply, return_card.render),
    "sacrifice": (sacrifice.Sacrifice, sacrifice.apply, sacrifice.render),
    "scry": (scry.Scry, scry.apply, scry.render),
    "prevent": (prevent.Prevent, prevent.apply, prevent.render),
    "pay": (pay.Pay, pay.apply, pay.render),
    "reveal_top": (reveal_top.RevealTop, reveal_top.apply, reveal_top.render),
    "give_gift": (gift.GiveGift, gift.apply, gift.render),
    "awaken": (awaken.Awaken, awaken.apply, awaken.render),
    "prevent_combat_damage": (prevent_combat.PreventCombatDamage, prevent_combat.apply, prevent_combat.render),
    "skip_next_untap": (skip_untap.SkipNextUntap, skip_untap.apply, skip_untap.render),
    "delayed_trigger": (delayed.CreateDelayedTrigger, delayed.apply, delayed.render),
    "reflexive": (reflexive.Reflexive, reflexive.apply, reflexive.render),
    "copy_spell": (copy_spell.CopySpell, copy_spell.apply, copy_spell.render),
    "enter_as_copy": (enter_as_copy.EnterAsCopy, enter_as_copy.apply, enter_as_copy.render),
    "put_onto_battlefield": (put_onto_battlefield.PutOntoBattlefield, put_onto_battlefield.apply,
                             put_onto_battlefield.render),
    "steal_entering": (replace_entering.StealEntering, replace_entering.apply, replace_entering.render),
    "win_game": (win_game.WinGame, win_game.apply, win_game.render),
    "search": (search.Search, search.apply, search.render),
    "cant_cast": (cant_cast.CantCast, cant_cast.apply, cant_cast.render),
    "grant_player": (grant_player.GrantPlayer, grant_player.apply, grant_player.render),
    "seek": (seek.Seek, seek.apply, seek.render),
    "create_token_copy": (token_copy.CreateTokenCopy, token_copy.apply, token_copy.render),
    "attach": (attach.Attach, attach.apply, attach.render),
    "phase_out": (phase_out.PhaseOut, phase_out.apply, phase_out.render),
    "protect_player": (protect_player.ProtectPlayer, protect_player.apply, protect_player.render),
    "exile_from_hand": (exile_from_hand.ExileFromHand, exile_from_hand.apply, exile_from_hand.render),
    "may_cast_exiled": (may_cast_exiled.MayCastExiled, may_cast_exiled.apply, may_cast_exiled.render),
    "become": (become.Become, become.apply, become.render),
}

Effect = Annotated[Union[tuple(v[0] for v in VERBS.values())], Field(discriminator="do")]  # type: ignore  # noqa: UP007
bind_effect_vocabulary(Effect)


def run(ctx: Any, effect: Any) -> Any:
    """Apply one instruction (a Decision comes back if it needs an answer first)."""
    return VERBS[effect.do][1](ctx, effect)


def render(effect: Any) -> str:
    return VERBS[effect.do][2](effect)
