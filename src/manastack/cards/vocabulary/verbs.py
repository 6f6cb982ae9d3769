"""Every verb a card file may use, declared once: its parameter model and how its rules text is rendered.

Adding a verb: write ``cards/vocabulary/<verb>.py`` with a parameter model (``do: Literal["verb"]``) and
``render``, list it here, and register its implementation in ``rules.effects.registry`` (a test checks
that every verb declared here is implemented there and exercised by a test). ``Effect`` is the union of the
models, discriminated by ``do``: the card schema holds instructions of this type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Union

from pydantic import Field

from manastack.cards.vocabulary import (
    add_mana,
    attach,
    awaken,
    become,
    bounce,
    cant_be_blocked,
    cant_block,
    cant_cast,
    cast_card,
    choose_object,
    class_level,
    copy_spell,
    counter,
    counters,
    damage,
    delayed,
    destroy,
    discard,
    draw,
    emblem,
    enter_as_copy,
    exile,
    exile_from_graveyard,
    exile_from_hand,
    exile_if_dies,
    exile_same_name,
    exile_top,
    extra_turn,
    fight,
    gain_control,
    gift,
    grant,
    grant_player,
    life,
    look_at_top,
    look_at_top_card,
    lose_abilities,
    may_cast_exiled,
    may_cast_from_graveyard,
    mill,
    pay,
    phase_out,
    prevent,
    prevent_combat,
    protect_player,
    pump,
    put_onto_battlefield,
    reflexive,
    regenerate,
    replace_entering,
    return_card,
    reveal_pick,
    reveal_top,
    reveal_until,
    sacrifice,
    scry,
    search,
    seek,
    skip_untap,
    surveil,
    tap,
    token,
    token_copy,
    win_game,
)

Verb = tuple[type, Callable[..., str]]

VERBS: dict[str, Verb] = {
    "damage": (damage.Damage, damage.render),
    "draw": (draw.Draw, draw.render),
    "destroy": (destroy.Destroy, destroy.render),
    "bounce": (bounce.Bounce, bounce.render),
    "counter": (counter.Counter, counter.render),
    "pump": (pump.Pump, pump.render),
    "grant": (grant.Grant, grant.render),
    "add_counters": (counters.AddCounters, counters.render),
    "create_token": (token.CreateToken, token.render),
    "gain_life": (life.GainLife, life.render_gain),
    "lose_life": (life.LoseLife, life.render_lose),
    "discard": (discard.Discard, discard.render),
    "tap": (tap.Tap, tap.render_tap),
    "untap": (tap.Untap, tap.render_untap),
    "tap_or_untap": (tap.TapOrUntap, tap.render_tap_or_untap),
    "extra_turn": (extra_turn.ExtraTurn, extra_turn.render),
    "fight": (fight.Fight, fight.render),
    "exile": (exile.Exile, exile.render),
    "return_card": (return_card.ReturnCard, return_card.render),
    "sacrifice": (sacrifice.Sacrifice, sacrifice.render),
    "scry": (scry.Scry, scry.render),
    "look_at_top": (look_at_top.LookAtTop, look_at_top.render),
    "prevent": (prevent.Prevent, prevent.render),
    "pay": (pay.Pay, pay.render),
    "reveal_top": (reveal_top.RevealTop, reveal_top.render),
    "give_gift": (gift.GiveGift, gift.render),
    "awaken": (awaken.Awaken, awaken.render),
    "prevent_combat_damage": (prevent_combat.PreventCombatDamage, prevent_combat.render),
    "skip_next_untap": (skip_untap.SkipNextUntap, skip_untap.render),
    "delayed_trigger": (delayed.CreateDelayedTrigger, delayed.render),
    "reflexive": (reflexive.Reflexive, reflexive.render),
    "copy_spell": (copy_spell.CopySpell, copy_spell.render),
    "enter_as_copy": (enter_as_copy.EnterAsCopy, enter_as_copy.render),
    "put_onto_battlefield": (put_onto_battlefield.PutOntoBattlefield, put_onto_battlefield.render),
    "steal_entering": (replace_entering.StealEntering, replace_entering.render),
    "win_game": (win_game.WinGame, win_game.render),
    "search": (search.Search, search.render),
    "cant_cast": (cant_cast.CantCast, cant_cast.render),
    "grant_player": (grant_player.GrantPlayer, grant_player.render),
    "seek": (seek.Seek, seek.render),
    "create_token_copy": (token_copy.CreateTokenCopy, token_copy.render),
    "attach": (attach.Attach, attach.render),
    "phase_out": (phase_out.PhaseOut, phase_out.render),
    "protect_player": (protect_player.ProtectPlayer, protect_player.render),
    "exile_from_hand": (exile_from_hand.ExileFromHand, exile_from_hand.render),
    "may_cast_exiled": (may_cast_exiled.MayCastExiled, may_cast_exiled.render),
    "may_cast_from_graveyard": (may_cast_from_graveyard.MayCastFromGraveyard, may_cast_from_graveyard.render),
    "become": (become.Become, become.render),
    "mill": (mill.Mill, mill.render),
    "surveil": (surveil.Surveil, surveil.render),
    "exile_top": (exile_top.ExileTop, exile_top.render),
    "add_mana": (add_mana.AddMana, add_mana.render),
    "cant_block": (cant_block.CantBlock, cant_block.render),
    "cant_be_blocked": (cant_be_blocked.CantBeBlocked, cant_be_blocked.render),
    "gain_control": (gain_control.GainControl, gain_control.render),
    "exile_if_dies": (exile_if_dies.ExileIfDies, exile_if_dies.render),
    "reveal_until": (reveal_until.RevealUntil, reveal_until.render),
    "exile_from_graveyard": (exile_from_graveyard.ExileFromGraveyard, exile_from_graveyard.render),
    "regenerate": (regenerate.Regenerate, regenerate.render),
    "exile_same_name": (exile_same_name.ExileSameName, exile_same_name.render),
    "lose_abilities": (lose_abilities.LoseAbilities, lose_abilities.render),
    "emblem": (emblem.GetEmblem, emblem.render),
    "reveal_pick": (reveal_pick.RevealPick, reveal_pick.render),
    "look_at_top_card": (look_at_top_card.LookAtTopCard, look_at_top_card.render),
    "become_level": (class_level.BecomeLevel, class_level.render),
    "choose_object": (choose_object.ChooseObject, choose_object.render),
    "cast": (cast_card.CastCard, cast_card.render),
}

if TYPE_CHECKING:   # a union built from the table: to the type checker, any instruction
    Effect = Any
else:
    Effect = Annotated[Union[tuple(v[0] for v in VERBS.values())], Field(discriminator="do")]  # noqa: UP007


def render(effect: Any) -> str:
    """The instruction in words (targets still named by their names)."""
    return VERBS[effect.do][1](effect)
