"""CR 118.12: costs paid while a spell or ability resolves — "if you do", "unless" — judged by the choice."""

from __future__ import annotations

from helpers import ANA, BO, P0, cast, choose, events, life, named, pass_priority, position, resolve
from manastack.sentences import prompt_text
from manastack.types.actions import TurnFaceUp
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def pass_both(game):
    pass_priority(game)
    pass_priority(game)


def test_118_12_standstill_exiled_in_response_no_one_draws():
    """118.12, first example: Standstill's ability resolves after Standstill has left; its controller can't
    pay "sacrifice Standstill", so no player draws."""
    game = position(battlefield=(["Standstill"], ["Mountain"]), hand=([], ["Shock", "Lightning Bolt"]),
                    active=BO)
    hands = [len(p.hand) for p in game.state.players]
    cast(game, "Shock", P0)   # Bo casts a spell
    assert game.state.triggers or len(game.state.stack) == 2
    standstill = named(game, "Standstill")
    from manastack.rules.zones import move

    move(game.state, standstill, Zone.EXILE, rule="406.2", why="exiled")   # "an ability exiles it"
    resolve(game)
    assert [len(p.hand) for p in game.state.players] == [hands[0], hands[1] - 1]
    assert any(e.rule == "118.12" and e.kind == "cant_pay" for e in game.events)


def test_118_12_standstill_sacrificed_opponents_draw_three():
    """118.12: when Standstill's controller does sacrifice it, each opponent of the caster draws three."""
    game = position(battlefield=(["Standstill"], ["Mountain"]), hand=([], ["Shock"]), active=BO)
    cast(game, "Shock", P0)
    resolve(game)
    assert len(game.state.players[ANA].hand) == 3 and named(game, "Standstill", Zone.GRAVEYARD)


def test_118_12_dermoplasm_under_gather_specimens_still_returns():
    """118.12, second example: Dermoplasm is turned face up, its controller chooses to put a morph creature
    from hand onto the battlefield; Gather Specimens makes it enter under the opponent's control, yet
    Dermoplasm returns to its owner's hand, because the choice to pay was made."""
    game = position(battlefield=(["Island"] * 4, ["Island"] * 6), hand=(["Exalted Angel"], ["Gather Specimens"]),
                    active=BO)
    from manastack.rules.zones import new_card

    dermoplasm = new_card(game.state, game.state.cards["Dermoplasm"], ANA, Zone.BATTLEFIELD)
    dermoplasm.face_down = True
    cast(game, "Gather Specimens")      # Bo, on his own turn
    resolve(game)
    pass_priority(game)                 # Bo passes; Ana has priority
    game.apply(TurnFaceUp(ANA, dermoplasm.id))
    assert events(game, "turned_face_up")[0].rule == "702.37e"
    pass_both(game)                     # the face-up trigger resolves
    assert game.decision.kind is DecisionKind.YES_NO
    choose(game, "yes")
    choose(game, named(game, "Exalted Angel"))
    resolve(game)
    angel = game.state.objects[named(game, "Exalted Angel")]
    assert angel.zone is Zone.BATTLEFIELD and angel.controller == BO and angel.owner == ANA
    assert named(game, "Dermoplasm", Zone.HAND)


def test_118_12a_unless_a_player_pays_paid():
    """118.12a: "counter target spell unless its controller pays {3}" — they pay, the spell resolves."""
    game = position(battlefield=(["Island", "Island"], ["Mountain"] * 4), hand=(["Mana Leak"], ["Shock"]),
                    active=BO)
    cast(game, "Shock", P0)         # Bo shocks Ana
    pass_priority(game)             # and passes: Ana may respond
    cast(game, "Mana Leak", game.state.stack[-1])
    pass_both(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.player == BO
    choose(game, "yes")
    resolve(game)
    assert life(game) == (18, 20)


def test_118_12a_unless_a_player_pays_declined():
    """118.12a: the same, but the controller declines: the spell is countered."""
    game = position(battlefield=(["Island", "Island"], ["Mountain"] * 4), hand=(["Mana Leak"], ["Shock"]),
                    active=BO)
    cast(game, "Shock", P0)
    pass_priority(game)
    cast(game, "Mana Leak", game.state.stack[-1])
    pass_both(game)
    choose(game, "no")
    resolve(game)
    assert life(game) == (20, 20) and named(game, "Shock", Zone.GRAVEYARD)


def test_118_12a_a_cost_that_cant_be_paid_is_not_asked():
    """118.12a with no mana left: the controller can't pay, isn't asked, and the spell is countered."""
    game = position(battlefield=(["Island", "Island"], ["Mountain"]), hand=(["Mana Leak"], ["Shock"]), active=BO)
    cast(game, "Shock", P0)
    pass_priority(game)
    cast(game, "Mana Leak", game.state.stack[-1])
    pass_both(game)
    resolve(game)
    assert life(game) == (20, 20)


def test_118_12a_dazzling_denial_costs_more_with_a_bird():
    """118.12a: the amount to pay is decided on resolution: {4} instead of {2} if you control a Bird."""
    game = position(battlefield=(["Island", "Island", "Birds of Paradise"], ["Mountain"] * 5),
                    hand=(["Dazzling Denial"], ["Shock"]), active=BO)
    cast(game, "Shock", P0)
    pass_priority(game)
    cast(game, "Dazzling Denial", game.state.stack[-1])
    pass_both(game)
    assert "{4}" in prompt_text(game.decision.prompt)


def test_118_12b_if_you_do_after_a_search_checks_the_choice_to_search_not_what_was_found():
    """118.12b: "You may search … If you do, you gain 2 life": choosing to search and finding nothing (701.23b)
    still counts as doing it."""
    from helpers import pool_with

    rite = pool_with("""
Pathfinder's Rite:
  cost: "{G}"
  types: [Sorcery]
  spell:
    effects:
      - {do: search, optional: true, filter: {types: [Land], supertypes: [Basic]}}
      - {do: gain_life, amount: 2, if: paid}
""")
    game = position(battlefield=(["Forest"], []), hand=(["Pathfinder's Rite"], []), cards=rite,
                    library=(["Grizzly Bears"] * 5, ["Island"] * 5))
    cast(game, "Pathfinder's Rite")
    pass_both(game)
    choose(game, "yes")
    assert game.decision.options == ("nothing",)     # no basic land to find
    choose(game, "nothing")
    assert life(game) == (22, 20)


def test_118_12_a_discard_cost_is_chosen_then_paid_and_if_you_do_follows():
    """118.12, 701.9b: "you may discard a card. If you do, draw a card" (Whiskerquill Scribe): the player picks
    the card after choosing to pay; with an empty hand the cost can't be paid and isn't asked."""
    game = position(battlefield=(["Whiskerquill Scribe", "Forest"], []), hand=(["Giant Growth", "Shock"], []),
                    library=(["Mountain", "Plains"], []))
    cast(game, "Giant Growth", named(game, "Whiskerquill Scribe"))
    pass_both(game)
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.rule == "118.12"
    choose(game, "yes")
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and game.decision.rule == "701.9b"
    choose(game, named(game, "Shock"))
    ana = game.state.players[ANA]
    assert [game.state.objects[c].card for c in ana.hand] == ["Mountain"]
    assert [e.rule for e in events(game, "zone_change") if e.get("variant") == "discarded"] == ["701.9a"]
    empty = position(battlefield=(["Whiskerquill Scribe", "Forest"], []), hand=(["Giant Growth"], []))
    cast(empty, "Giant Growth", named(empty, "Whiskerquill Scribe"))
    resolve(empty)
    assert [e.kind for e in events(empty, "cant_pay")] == ["cant_pay"] and empty.state.players[ANA].hand == []
