"""CR 118.3, 602.2b, 601.2h: a cost of tapping other untapped permanents ("Tap two untapped tokens you control",
"Tap another untapped Ally you control"), as an activated ability's cost and a mana ability's (605.3a).

The cards are defined here so the rule is checked apart from the printed ones.
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from helpers import ANA, activate, choose, events, ids, named, obj, pool_with, position, resolve
from manastack.cards.parts import Cost
from manastack.rules.mana import can_pay
from manastack.types.actions import ActivateAbility, Choose
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost

CARDS = """
Token Engine:
  cost: "{1}"
  types: [Artifact]
  abilities:
    - kind: mana
      cost: {tap_untapped: {count: 2, what: {token: true}}}
      add: R
    - kind: activated
      cost: {tap_untapped: {count: 2, what: {token: true}}}
      effects: [{do: draw}]
Ally Captain:
  cost: "{1}{W}"
  types: [Creature]
  subtypes: [Human, Ally]
  power: 2
  toughness: 2
  abilities:
    - kind: activated
      cost: {tap_untapped: {what: {subtypes: [Ally], another: true}}}
      effects: [{do: grant, what: this, keywords: [Trample]}]
Plain Ally:
  cost: "{W}"
  types: [Creature]
  subtypes: [Kor, Ally]
  power: 1
  toughness: 1
"""


def _game(mine=(), theirs=(), sick=()):  # type: ignore[no-untyped-def]
    """A game with Ana's ``mine`` and Bo's ``theirs``; Rabbits and Treasures are tokens (CR 111.1)."""
    game = position(battlefield=(["Token Engine", *mine], list(theirs)), sick=sick, cards=pool_with(CARDS))
    for oid in game.state.battlefield:
        if obj(game, oid).card in ("Rabbit", "Treasure"):
            obj(game, oid).token = True
    return game


def _draw_offered(game) -> bool:  # type: ignore[no-untyped-def]
    return ActivateAbility(ANA, named(game, "Token Engine"), 1) in game.legal_actions()


def test_118_3_too_few_untapped_tokens_cant_pay() -> None:
    """CR 118.3, 601.2h: with one untapped token (another tapped, a nontoken creature beside), the cost can't be
    paid, so the ability isn't offered."""
    game = _game(mine=["Rabbit", "Rabbit", "Grizzly Bears"])
    obj(game, ids(game, "Rabbit")[0]).tapped = True
    assert not _draw_offered(game)


def test_118_3_opponents_tokens_dont_count() -> None:
    """CR 118.3: only permanents the player controls can pay ("you control")."""
    game = _game(mine=["Rabbit"], theirs=["Rabbit", "Rabbit"])
    assert not _draw_offered(game)


def test_302_6_tokens_that_entered_this_turn_can_be_tapped() -> None:
    """CR 302.6 restricts only a creature's own {T} abilities: creature tokens that came under the player's control
    this turn may be tapped for another permanent's cost (Baylen and Tangle Tumbler rulings, 2024-07-26)."""
    game = _game(mine=["Rabbit", "Rabbit"], sick=["Rabbit"])
    rabbits = ids(game, "Rabbit")
    hand = len(game.state.players[ANA].hand)
    activate(game, named(game, "Token Engine"), 1, choices=rabbits)
    assert all(obj(game, r).tapped for r in rabbits)
    assert [e.rule for e in events(game, "tapped")] == ["118.3", "118.3"]
    resolve(game)
    assert len(game.state.players[ANA].hand) == hand + 1


def test_601_2h_the_player_chooses_which_permanents_to_tap() -> None:
    """CR 601.2h: the permanents are chosen one at a time among the untapped matching ones; the one chosen is
    not offered again, and an untapped nontoken isn't offered."""
    game = _game(mine=["Rabbit", "Rabbit", "Rabbit", "Grizzly Bears"])
    first, second, third = ids(game, "Rabbit")
    game.apply(ActivateAbility(ANA, named(game, "Token Engine"), 1))
    assert set(game.decision.options) == {first, second, third}
    choose(game, second)
    assert set(game.decision.options) == {first, third}
    choose(game, third)
    assert not obj(game, first).tapped and obj(game, second).tapped and obj(game, third).tapped


def test_601_2h_a_wrong_pick_is_refused_and_changes_nothing() -> None:
    """Architecture: an illegal answer (a nontoken) raises and leaves the game as it was."""
    game = _game(mine=["Rabbit", "Rabbit", "Grizzly Bears"])
    game.apply(ActivateAbility(ANA, named(game, "Token Engine"), 1))
    before = game.to_json()
    with pytest.raises(ValueError):
        game.apply(Choose(ANA, named(game, "Grizzly Bears")))
    assert game.to_json() == before


def test_118_3_another_excludes_the_source() -> None:
    """CR 118.3: "tap another untapped Ally you control" can't be paid by tapping the source itself."""
    game = _game(mine=["Ally Captain"])
    captain = named(game, "Ally Captain")
    assert ActivateAbility(ANA, captain, 0) not in game.legal_actions()
    game = _game(mine=["Ally Captain", "Plain Ally"], sick=["Ally Captain", "Plain Ally"])
    captain = named(game, "Ally Captain")
    activate(game, captain, 0)
    assert obj(game, named(game, "Plain Ally")).tapped and not obj(game, captain).tapped


def test_605_3a_a_mana_ability_taps_two_tokens_for_each_mana() -> None:
    """CR 605.3a, 118.3: the mana ability can be activated once for each two untapped tokens (it doesn't tap its
    own source, 602.5a); four tokens pay {R}{R}, three don't."""
    game = _game(mine=["Rabbit"] * 3)
    assert can_pay(game.state, ANA, ManaCost.parse("{R}")) and not can_pay(game.state, ANA, ManaCost.parse("{R}{R}"))
    game = _game(mine=["Rabbit"] * 4)
    assert can_pay(game.state, ANA, ManaCost.parse("{R}{R}"))


def test_605_3a_the_mana_ability_taps_tokens_without_mana_abilities() -> None:
    """CR 605.3a, 118.3: paying mana with the ability taps two tokens; a Treasure (whose own mana ability could pay)
    is not counted, so no permanent is used twice in one payment."""
    game = _game(mine=["Rabbit", "Treasure"])
    assert not any(e for e in game.state.battlefield if obj(game, e).tapped)
    assert can_pay(game.state, ANA, ManaCost.parse("{R}"))    # the Treasure itself pays
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}{R}"))


def test_118_3_a_tap_cost_with_mana_doesnt_load() -> None:
    """CR 601.2g–h: mana is paid before the other parts; a cost that taps other permanents and also has mana is
    refused rather than paid in a way that could tap what the tap part needs."""
    with pytest.raises(ValidationError):
        Cost.model_validate({"mana": "{1}", "tap_untapped": {"count": 2, "what": {"token": True}}})


def test_118_3_nothing_tapped_when_the_cost_isnt_finished() -> None:
    """CR 601.2h: the permanents are tapped only when the whole cost is paid, after every choice."""
    game = _game(mine=["Rabbit"] * 3)
    game.apply(ActivateAbility(ANA, named(game, "Token Engine"), 1))
    choose(game, ids(game, "Rabbit")[0])
    rabbits = ids(game, "Rabbit", Zone.BATTLEFIELD)
    assert game.state.casting is not None and not any(obj(game, r).tapped for r in rabbits)


def test_605_3a_many_activations_are_counted_once_each() -> None:
    """CR 605.3a: twenty tokens pay ten {R} through the mana ability and not eleven (the solver tries one of the
    interchangeable activations per symbol, so an impossible payment is answered at once)."""
    game = _game(mine=["Rabbit"] * 20)
    assert can_pay(game.state, ANA, ManaCost.parse("{R}" * 10))
    assert not can_pay(game.state, ANA, ManaCost.parse("{R}" * 11))
