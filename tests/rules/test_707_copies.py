"""CR 707: copies of spells (707.10) and permanents entering as copies (707.2, 706), with gift (702.174)."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, choose, life, named, obj, pass_priority, position, resolve
from manastack.cards.pool import CardPool
from manastack.game import Game
from manastack.rules import engine
from manastack.rules.zones import new_card
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step, Zone
from manastack.types.objects import Player
from manastack.types.state import GameState


def pass_both(game):
    pass_priority(game)
    pass_priority(game)


def test_707_10_a_copy_keeps_the_choices_and_may_get_new_targets():
    """707.10, 707.10c: Twincast copies Shock; its controller may choose a new target for the copy."""
    game = position(battlefield=(["Mountain", "Island", "Island"], ["Grizzly Bears"]),
                    hand=(["Shock", "Twincast"], []))
    shock = cast(game, "Shock", P1)
    cast(game, "Twincast", shock)
    pass_both(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "707.10c"
    choose(game, "yes")
    choose(game, named(game, "Grizzly Bears"))
    copy = obj(game, game.state.stack[-1])
    assert copy.is_copy and copy.controller == ANA
    resolve(game)
    assert life(game) == (20, 18) and named(game, "Grizzly Bears", Zone.GRAVEYARD)
    assert not [o for o in game.state.objects.values() if o.is_copy]   # CR 707.10a: the copy ceased to exist


def test_707_10_and_702_174_a_copy_of_a_promised_spell_is_promised_to_the_same_opponent():
    """702.174 (rulings): copying a spell whose gift was promised promises it to the same opponent; the
    copy's controller gives that gift, and "whenever you give a gift" sees that player."""
    game = three_players()
    flood_maw = cast(game, "Into the Flood Maw", named(game, "Grizzly Bears"), choices=(1,))  # promised to Bo
    assert game.state.objects[flood_maw].costs
    pass_priority(game)          # Ana passes
    pass_priority(game)          # Bo passes
    cast(game, "Reverberate", flood_maw)   # Cleo copies it, bouncing the Giant with the copy
    resolve(game, "yes", named(game, "Hill Giant"))
    fish = [o for o in game.state.objects.values() if o.card == "Fish"]
    assert len(fish) == 2 and all(f.controller == BO and f.tapped for f in fish)
    gifts = [e for e in game.events if e.kind == "gift_given"]
    assert [e.player for e in gifts] == [2, ANA]   # the copy resolves first: Cleo gives a gift, then Ana


def three_players() -> Game:
    """Ana (active) with Into the Flood Maw; Bo with Grizzly Bears and Hill Giant; Cleo with Reverberate."""
    state = GameState(1, CardPool.builtin())
    state.players = [Player(0, "Ana"), Player(1, "Bo"), Player(2, "Cleo")]
    state.decks = [[], [], []]
    for pid, cards in ((0, ["Island"]), (1, ["Grizzly Bears", "Hill Giant"]), (2, ["Mountain", "Mountain"])):
        for name in cards:
            new_card(state, state.cards[name], pid, Zone.BATTLEFIELD)
        for _ in range(5):
            new_card(state, state.cards["Island"], pid, Zone.LIBRARY)
    new_card(state, state.cards["Into the Flood Maw"], 0, Zone.HAND)
    new_card(state, state.cards["Reverberate"], 2, Zone.HAND)
    state.turn_number, state.step, state.phase_done = 2, Step.MAIN1, True
    engine.advance(state)
    return Game(state)


def test_702_174_a_promised_spell_whose_target_became_illegal_gives_no_gift():
    """702.174 (rulings): if the copy bounces the original's only target, the original doesn't resolve
    (608.2b) and its gift isn't given; only the copy's controller gives a gift."""
    game = three_players()
    flood_maw = cast(game, "Into the Flood Maw", named(game, "Grizzly Bears"), choices=(1,))
    pass_priority(game)
    pass_priority(game)
    cast(game, "Reverberate", flood_maw)
    resolve(game, "no")
    assert len([o for o in game.state.objects.values() if o.card == "Fish"]) == 1
    assert [e.player for e in game.events if e.kind == "gift_given"] == [2]


def test_707_2_clone_enters_as_a_copy_of_a_creature():
    """707.2, 706: Clone may enter as a copy of a creature: it has the copied creature's characteristics."""
    game = position(battlefield=(["Island"] * 4, ["Serra Angel"]), hand=(["Clone"], []))
    cast(game, "Clone")
    pass_both(game)
    assert game.decision.kind is DecisionKind.YES_NO
    choose(game, "yes")
    choose(game, named(game, "Serra Angel", owner=BO))
    clone = obj(game, named(game, "Clone"))
    c = game.characteristics(clone.id)
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4) and "Flying" in c.keywords


def test_707_2_and_702_174_a_clone_of_a_promised_permanent_is_not_promised():
    """702.174 (rulings): a permanent entering as a copy of one whose gift was promised isn't promised; the
    copied enters ability's intervening "if" is false, so it doesn't trigger."""
    game = position(battlefield=(["Island"] * 4, ["Scrapshooter", "Sol Ring"]), hand=(["Clone"], []))
    game.state.objects[named(game, "Scrapshooter")].costs = (__import__("manastack.types.costs",
                                                                        fromlist=["GiftPromise"]).GiftPromise(ANA),)
    cast(game, "Clone")
    pass_both(game)
    choose(game, "yes")
    choose(game, named(game, "Scrapshooter"))
    assert not game.state.triggers and len(game.state.stack) == 0


def test_707_2_clone_without_a_copy_is_a_0_0_and_dies():
    """704.5f: declining to copy leaves Clone a 0/0, put into the graveyard by state-based actions."""
    game = position(battlefield=(["Island"] * 4, ["Grizzly Bears"]), hand=(["Clone"], []))
    cast(game, "Clone")
    pass_both(game)
    choose(game, "no")
    assert named(game, "Clone", Zone.GRAVEYARD)


def test_707_9b_mockingbird_copies_within_the_mana_spent_with_its_exceptions():
    """707.2, 707.9b, 601.2h: Mockingbird may copy only a creature with mana value at most the mana spent to
    cast it (four: Hill Giant yes, Serra Angel no); the copy is a Bird with flying in addition."""
    from helpers import pt
    from manastack.rules.characteristics import chars

    game = position(battlefield=(["Island"] * 4, ["Hill Giant", "Serra Angel"]), hand=(["Mockingbird"], []))
    cast(game, "Mockingbird", choices=(3,))
    pass_both(game)
    choose(game, "yes")
    assert game.decision.options == (named(game, "Hill Giant"),)    # Serra Angel's mana value is 5
    choose(game, named(game, "Hill Giant"))
    (bird,) = [o for o in game.state.battlefield if obj(game, o).controller == ANA and obj(game, o).copy_of]
    c = chars(game.state, obj(game, bird))
    assert pt(game, bird) == (3, 3) and "Bird" in c.subtypes and "Giant" in c.subtypes
    assert "Flying" in c.keywords


def _scenario(text: str):  # type: ignore[no-untyped-def]
    from manastack.judge import Scenario

    return Scenario.from_text(text).play()


def test_707_9b_a_clone_of_a_token_copy_keeps_the_exception_except_its_1_1():
    """707.9b: "except it's 1/1" of Coiling Rebirth is part of the token's copiable values, so a Clone copying
    the token is a 1/1 Hill Giant too."""
    result = _scenario("""\
title: clone of a 1/1 copy
players:
  - name: Ana
    hand: [Coiling Rebirth, Clone]
    graveyard: [Hill Giant]
    battlefield: [{card: Swamp, count: 5}, {card: Island, count: 4}]
  - name: Bruno
    library: [Island]
turn: {number: 3, active: Ana}
actions:
  - {cast: Coiling Rebirth, by: Ana, gift: Bruno, targets: [Hill Giant]}
  - {resolve: top}
  - {cast: Clone, by: Ana}
  - {resolve: top}
  - {choose: yes, by: Ana}
  - {choose: {cards: [Hill Giant@Ana#2]}, by: Ana}
expect:
  - zone: Ana.battlefield
    contains: [{name: Hill Giant, token: false, power: 1, toughness: 1}]
""")
    assert result.status == "pass", (result.error, result.failures)


FACE_DOWN_CLONE = """\
title: clone of a face-down creature
players:
  - name: Ana
    hand: [Clone]
    battlefield: [{card: Island, count: 4}]
  - name: Bruno
    battlefield: [{card: Exalted Angel, face_down: true}]
turn: {number: 3, active: Ana}
actions:
  - {cast: Clone, by: Ana}
  - {resolve: top}
  - {choose: yes, by: Ana}
  - {choose: {cards: [Exalted Angel]}, by: Ana}
expect:
  - object: Clone
    is: {face_down: false, power: 2, toughness: 2, colors: [], types: [Creature], zone: battlefield}
  - object: Clone
    is_not: {keywords: [Flying]}
"""


def test_707_2_and_708_2a_a_clone_of_a_face_down_creature_is_a_nameless_face_up_2_2():
    """707.2 (copiable values "as modified by its face-down status"), 708.2a: a Clone copying a face-down
    creature is a face-up 2/2 with no name, mana cost, color, creature types or abilities; nothing of the hidden
    card shows, in the question or in the trace."""
    result = _scenario(FACE_DOWN_CLONE)
    assert result.status == "pass", (result.error, result.failures)
    clone = next(o for o in result.game.state.objects.values() if o.card == "Clone")
    from manastack.rules.characteristics import chars

    c = chars(result.game.state, clone)
    assert c.definition.cost is None and not c.subtypes and not c.keywords
    assert not any("Exalted Angel" in line for line in result.game.trace(0))
    assert any("as a copy of a face-down creature" in line for line in result.trace)


def test_708_2a_a_clone_of_a_face_down_creature_saves_and_loads():
    """708.2a: the face-down values a Clone copies belong to no card file, yet the game saves and resumes with the
    Clone still a nameless 2/2 (the save refers to the face-down values like to a card)."""
    from manastack import Game

    result = _scenario(FACE_DOWN_CLONE)
    restored = Game.from_json(result.game.to_json())
    clone = next(o for o in restored.state.objects.values() if o.card == "Clone")
    assert restored.characteristics(clone.id).power == 2
    assert restored.to_json() == result.game.to_json()


def test_614_1c_enter_as_a_copy_applies_when_an_effect_returns_the_card():
    """614.1c, 707.2: "you may have it enter as a copy" is a replacement effect on entering: it applies when
    Zombify returns Clone from the graveyard, not only when Clone resolves as a spell."""
    result = _scenario("""\
title: zombify a clone
players:
  - name: Ana
    hand: [Zombify]
    graveyard: [Clone]
    battlefield: [{card: Swamp, count: 4}, Hill Giant]
  - name: Bruno
turn: {number: 3, active: Ana}
actions:
  - {cast: Zombify, by: Ana, targets: [Clone]}
  - {resolve: top}
  - {choose: yes, by: Ana}
  - {choose: {cards: [Hill Giant]}, by: Ana}
expect:
  - zone: Ana.battlefield
    count: 6
  - object: Hill Giant@Ana#2
    is: {power: 3, toughness: 3, subtypes: [Giant]}
""")
    assert result.status == "pass", (result.error, result.failures)
    assert any("Clone is put onto the battlefield as a copy of Hill Giant" in line for line in result.trace)
