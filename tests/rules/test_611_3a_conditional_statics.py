"""CR 611.3a, 614.1c, 119.3: static abilities that apply only while a condition holds — "as long as you control
a token" (Druid of the Spade), "enters with a +1/+1 counter if an opponent lost life this turn" (Frilled
Sparkshooter) — and the "if that creature is a token" condition of an instruction (Hazardroot Herbalist)."""

from __future__ import annotations

import pytest

from helpers import P1, activate, attack, cast, choose, named, position, pt, resolve
from manastack.cards.pool import CardPool
from manastack.rules.characteristics import chars


def test_611_3a_the_bonus_applies_only_while_you_control_a_token():
    """611.3a: the Druid gets +2/+0 and trample while Ana controls a Food; not once it is sacrificed."""
    game = position(battlefield=(["Druid of the Spade", "Food", "Forest", "Forest"], []))
    druid = named(game, "Druid of the Spade")
    assert pt(game, druid) == (2, 3)      # a Food card put there by the test is no token
    game.state.objects[named(game, "Food")].token = True
    game.state.event_seq += 1
    assert pt(game, druid) == (4, 3) and "Trample" in chars(game.state, game.state.objects[druid]).keywords
    activate(game, named(game, "Food"), 0)
    resolve(game)
    assert pt(game, druid) == (2, 3)


def test_611_3a_an_opponents_token_does_not_count():
    """611.3a: "you control a token": Bo's token doesn't turn it on."""
    game = position(battlefield=(["Druid of the Spade"], ["Food"]))
    game.state.objects[named(game, "Food")].token = True
    game.state.event_seq += 1
    assert pt(game, named(game, "Druid of the Spade")) == (2, 3)


def test_614_1c_enters_with_a_counter_only_if_an_opponent_lost_life():
    """614.1c, 119.3: after Shock to Bo, Frilled Sparkshooter enters with a +1/+1 counter."""
    game = position(battlefield=(["Mountain"] * 5, []), hand=(["Shock", "Frilled Sparkshooter"], []))
    cast(game, "Shock", P1)
    resolve(game)
    cast(game, "Frilled Sparkshooter")
    resolve(game)
    assert pt(game, named(game, "Frilled Sparkshooter")) == (4, 4)


def test_614_1c_your_own_life_loss_does_not_count():
    """119.3: "an opponent lost life": Ana losing life herself doesn't count."""
    game = position(battlefield=(["Mountain"] * 5, []), hand=(["Shock", "Frilled Sparkshooter"], []))
    cast(game, "Shock", -1000)
    resolve(game)
    cast(game, "Frilled Sparkshooter")
    resolve(game)
    assert pt(game, named(game, "Frilled Sparkshooter")) == (3, 3)


def test_613_8_a_static_condition_that_reads_characteristics_does_not_load():
    """613.8: a static ability whose condition depends on characteristics (a subtype) would depend on itself."""
    text = """
Bad Druid:
  cost: "{G}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities: [{kind: static, affects: self, condition: "controls:Rabbit", power: 1}]
"""
    with pytest.raises(ValueError, match="must not read characteristics"):
        CardPool.builtin().with_text(text, "bad.yaml")


def test_608_2c_if_that_creature_is_a_token():
    """608.2c: Hazardroot Herbalist: the token gets deathtouch, a nontoken creature doesn't."""
    game = position(battlefield=(["Hazardroot Herbalist", "Grizzly Bears"], []))
    attack(game, named(game, "Grizzly Bears"))
    choose(game, named(game, "Grizzly Bears"))
    resolve(game)
    bears = game.state.objects[named(game, "Grizzly Bears")]
    assert pt(game, bears.id) == (3, 2) and "Deathtouch" not in chars(game.state, bears).keywords
