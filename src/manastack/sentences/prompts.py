"""What every decision asks, in words: one place outside the rules, so a translation replaces these templates and
the rules give only a question's kind and facts (``types.decisions.Prompt``). The terminal, the browser, the
judge's trace ("Choose target for Shock: Ana chooses Bruno.") and error messages all read them.

Each kind maps to a template, a ``Plural``, or a mapping from the prompt's ``variant`` fact to those, as in
``manastack.sentences.catalog``; placeholders are named after the prompt's facts. The name a card file gives a
target (``{target}``: "striker") is the card's words (``types.decisions.target_name``), read in the reader's
language as the card's text is (``cards.translation``). A target the engine itself names (not a card file) has its
own words: the variant ``"named awaken land"`` is the variant, a space and the target; a repeated mode's target is
asked with its mode's place (``"placed"``, CR 700.2d).
"""

from __future__ import annotations

from manastack.sentences.catalog import Entry
from manastack.types.markers import N_, Plural

PROMPTS: dict[str, Entry] = {
    # the game and its turns (CR 103, 117)
    "priority": N_("Priority: act or pass"),
    "mulligan": N_("Keep this hand of {count}?"),     # CR 103.5
    "mulligan_bottom": N_("Put a card from your hand on the bottom"),     # CR 103.5: London mulligan
    "opening_hand": N_("Begin the game with a card from your opening hand on the battlefield?"),     # CR 103.6
    "cleanup_discard": N_("Discard a card (hand size)"),     # CR 514.1
    # casting spells (CR 601.2, 700.2, 107.3)
    "alternative_cost": N_("How do you cast {spell}?"),     # CR 601.2b, 118.9
    "additional_cost_way": N_("How do you pay {spell}'s additional cost?"),     # CR 601.2b
    "offspring": N_("Pay {spell}'s offspring cost?"),     # CR 702.175a
    "gift": N_("Promise {spell}'s gift?"),     # CR 702.174a
    # CR 702.174d–i: what the gift does, said after the question by the menus ({rule}: its rule)
    "gift_explained": {
        "food": N_("The gift is a Food: the opponent you promise it to creates a Food token (CR {rule})."),
        "card": N_("The gift is a card: the opponent you promise it to draws a card (CR {rule})."),
        "tapped_fish": N_("The gift is a tapped Fish: the opponent you promise it to creates a tapped 1/1 Fish "
                          "creature token (CR {rule})."),
        "extra_turn": N_("The gift is an extra turn: the opponent you promise it to takes an extra turn after this "
                         "one (CR {rule})."),
        "treasure": N_("The gift is a Treasure: the opponent you promise it to creates a Treasure token (CR {rule})."),
        "octopus": N_("The gift is an Octopus: the opponent you promise it to creates an 8/8 Octopus creature token "
                      "(CR {rule}).")},
    "the_spell": N_("The spell: {text}"),     # {text}: the spell's effect in the card's words
    "choose_mode": {"": N_("Choose a mode"),     # CR 700.2a, 700.2d
                    "for": N_("Choose a mode for {source}"),     # CR 603.3c: a modal triggered ability
                    "pawprints": N_("Choose a mode ({spent} of {pawprints} {symbol} chosen)")},     # CR 700.2h
    "choose_x": N_("Choose X"),     # CR 107.3a
    "choose_target": {"": N_("Choose target for {spell}"),      # CR 601.2c, 603.3d
                      "named": N_("Choose {target} for {spell}"),     # {target}: the card file's name of the target
                      "awaken": N_("Choose the land to awaken for {spell}"),     # CR 702.113a, as a menu asks
                      # CR 702.113a: the target awaken adds, named by the engine's key in the English trace
                      "named awaken land": N_("Choose awaken_land for {spell}"),
                      "named enchant": N_("Choose enchant for {spell}"),     # CR 303.4a: an Aura spell's target
                      # CR 700.2d: the target of a mode chosen again, by the place of its mode among the modes
                      "placed": N_("Choose target@{place} for {spell}"),
                      "named placed": N_("Choose {target}@{place} for {spell}")},
    "divide_damage": N_("Divide {amount} damage among the targets"),     # CR 601.2d
    # paying costs (CR 601.2g–h, 118, 106.1b)
    "mana_payment": N_("Pay {cost} for {spell}: activate a mana ability"),     # CR 601.2g
    "add_which_mana": {"": N_("Add which mana with {source}?"),     # CR 106.1b
                       "numbered": N_("Add which mana with {source}? (mana {number})")},
    "cost_discard": N_("Choose a card to discard to pay the cost"),     # CR 601.2h
    "cost_sacrifice": N_("Choose a permanent to sacrifice to pay the cost"),
    "sacrifice_any": N_("Choose a permanent to sacrifice for {spell} (any number)"),     # CR 601.2b
    "cost_exiled_card": N_("Choose a card an opponent owns in exile to put into its owner's graveyard"),
    "cost_reveal": N_("Choose a card to reveal to pay the cost"),
    "cost_tap": N_("Choose an untapped permanent to tap to pay the cost"),
    "tap_instead_of_mana": N_("Tap an untapped creature rather than pay a mana?"),     # CR 601.2h, 118.3
    "forage_way": N_("Forage: exile three cards from your graveyard or sacrifice a Food?"),     # CR 701.61a
    "forage_food": N_("Choose a Food to sacrifice"),
    "forage_exile": N_("Choose a card to exile from your graveyard"),
    # the stack, triggers and resolving (CR 603, 608)
    "trigger_order": N_("Choose the triggered ability to put on the stack next (it resolves later)"),     # 603.3b
    "optional_ability": N_("{source}: use the optional ability?"),     # CR 603.5
    "replacement_order": {"": N_("{amount} damage from {source} to {target}: apply which effect first?"),  # 616.1
                          "combat": N_("{amount} combat damage from {source} to {target}: apply which effect "
                                       "first?")},     # CR 616.1, 510.2
    "as_enters": {"color": N_("As {object} enters, choose a color"),     # CR 614.12
                  "creature_type": N_("As {object} enters, choose a creature type")},
    # combat (CR 508–510)
    "declare_attackers": N_("Declare attackers (one at a time, then done)"),     # CR 508.1a
    "declare_blockers": N_("Declare blockers (one at a time, then done)"),     # CR 509.1a
    "divide_combat_damage": N_("Divide {attacker}'s {amount} combat damage"),     # CR 510.1c
    # state-based actions (CR 704)
    "legend_rule": N_("Legend rule: choose the {name} to keep"),     # CR 704.5j
    # resolving spells and abilities: choices made as an instruction is followed (CR 608.2c–d)
    "add_mana_color": N_("{source}: add which mana?"),     # CR 106.1b: "add one mana of any of these"
    "choose_object": {"among": N_("{source}: choose one of them"),     # CR 608.2d
                      "permanent": N_("{source}: choose a permanent")},
    "choose_card_type": N_("{source}: choose a card type"),     # CR 608.2d
    "choose_ability": N_("Choose the ability it gains"),     # CR 608.2d: "your choice of …"
    "choose_tap_or_untap": N_("Tap or untap it?"),     # CR 608.2d
    "token_attacks": N_("Choose the player the token attacks"),     # CR 508.4
    "pay": {"one": N_("Pay {cost}?"),     # CR 118.12: "you may pay", "unless … pays"; a cost in the card's words
            "either": N_("Pay {cost} or {or_cost}?"),
            # a cost that starts with an action, not mana: the card's words ask it ("Discard a card?")
            "one_act": N_("{cost}?"), "either_act": N_("{cost} or {or_cost}?")},
    "pay_process": N_("Choose a card an opponent owns in exile"),     # CR 118.12
    "sacrifice_choose": N_("Choose a permanent to sacrifice"),     # CR 701.21a
    "lose_life_unless": {"one": N_("{cost}, or lose {amount} life"),     # CR 118.12: the punisher's choice
                         "either": N_("{cost} or {or_cost}, or lose {amount} life")},
    "discard_choose": N_("Choose a card to discard"),     # CR 701.9b
    "discard_choose_theirs": N_("Choose a card for them to discard"),     # CR 701.9b
    "discard_hand": N_("Discard your hand?"),     # CR 608.2d
    "draw": {"you": N_("Draw?"),     # CR 608.2d
             "players": N_("Have {drawers} draw?")},
    # effects that move objects (CR 400.7, 608.2c–d, 118.12)
    "bounce_it": N_("Return it to its owner's hand?"),     # CR 608.2d
    "bounce_any": N_("Return a permanent to its owner's hand?"),     # CR 608.2d
    "bounce_choose": N_("Choose a permanent to return"),     # CR 608.2d
    "bounce_top_or_bottom": N_("Put {card} on the top or the bottom of your library?"),     # CR 608.2c
    "return_to_battlefield_instead": N_("Put it onto the battlefield instead of into its owner's hand?"),  # 608.2d
    "return_one_to_hand": N_("Put one of them into your hand?"),     # CR 608.2d
    "return_choose": N_("Choose a card to return"),     # CR 608.2d
    "counters_choose_permanent": N_("Choose a permanent to put the counters on"),     # CR 608.2d
    "put_onto_battlefield": N_("Put a card onto the battlefield?"),     # CR 118.12
    "put_onto_battlefield_choose": N_("Choose the card"),     # CR 118.12
    "put_onto_battlefield_choose_more": N_("Choose a card to put onto the battlefield"),     # CR 608.2d
    "exile_choose_permanent": N_("Choose a permanent to exile"),     # CR 608.2d
    "exile_from_graveyard": N_("Choose a card in your graveyard to exile"),     # CR 608.2d
    "exile_from_own_hand": N_("Choose a card from your hand to exile"),     # CR 608.2d
    "exile_from_revealed_hand": N_("Choose a card to exile"),     # CR 608.2d
    "exile_same_name": N_("Choose a card named {name} to exile"),     # CR 701.23b: {name}, the name searched for
    "exile_top": Plural("Exile the top card of your library?", "Exile the top {count} cards of your library?",
                        "count"),     # CR 608.2d
    "mill": Plural("Mill {count} card?", "Mill {count} cards?", "count"),     # CR 608.2d, 701.17a
    # casting and copying on resolution (CR 608.2g, 707)
    "cast_card": N_("Cast {card}?"),     # CR 608.2g
    "cast_choose": N_("Choose a spell to cast"),     # CR 608.2g
    "copy_new_targets": N_("Choose new targets for the copy?"),     # CR 707.10c
    "copy_new_target": {"": N_("Choose a new target for the copy"),      # CR 707.10c
                        "named": N_("Choose a new {target} for the copy"),     # {target}: as in choose_target
                        "named awaken land": N_("Choose a new awaken_land for the copy"),     # CR 702.113a
                        "named enchant": N_("Choose a new enchant for the copy"),     # CR 303.4a
                        "placed": N_("Choose a new target@{place} for the copy"),     # CR 700.2d
                        "named placed": N_("Choose a new {target}@{place} for the copy")},
    "enter_as_copy": N_("Have {card} enter as a copy?"),     # CR 707.2, 614.1c
    "enter_as_copy_choose": N_("Choose a creature to copy"),     # CR 707.2
    # the library (CR 401.5, 701.20a, 701.22a, 701.23b, 701.25a)
    "look_at_top": Plural("Look at the top card of your library?", "Look at the top {count} cards of your library?",
                          "count"),     # CR 118.12
    "look_take": {"take": N_("Choose a card to take (or done)"),     # CR 401.5
                  "reveal": N_("Choose a card to reveal and take (or done)")},
    "look_order": {"top": N_("Choose the card to put on top next (the last one ends on top)"),     # CR 401.5
                   "bottom": N_("Choose the card to put on the bottom next")},
    "look_reveal_one": N_("Reveal a card from among them and put it into your hand?"),     # CR 701.20a
    "look_reveal_choose": N_("Choose the card to reveal and put into your hand"),     # CR 701.20a
    "look_to_hand_choose": N_("Choose a card to put into your hand"),     # CR 608.2d
    "look_onto_battlefield": N_("Put {card} onto the battlefield?"),     # CR 608.2d
    "look_land_onto_battlefield": N_("Put the land card onto the battlefield tapped?"),     # CR 608.2d
    "reveal_pick": {"exile": N_("Choose a card to exile"),     # CR 608.2c; for each card type (CR 300.1), one
                    "hand": N_("Choose a card to put into your hand"),     # variant a card type names
                    "exile_artifact": N_("Choose an artifact card to exile"),
                    "exile_battle": N_("Choose a battle card to exile"),
                    "exile_creature": N_("Choose a creature card to exile"),
                    "exile_enchantment": N_("Choose an enchantment card to exile"),
                    "exile_instant": N_("Choose an instant card to exile"),
                    "exile_kindred": N_("Choose a kindred card to exile"),
                    "exile_land": N_("Choose a land card to exile"),
                    "exile_planeswalker": N_("Choose a planeswalker card to exile"),
                    "exile_sorcery": N_("Choose a sorcery card to exile"),
                    "hand_artifact": N_("Choose an artifact card to put into your hand"),
                    "hand_battle": N_("Choose a battle card to put into your hand"),
                    "hand_creature": N_("Choose a creature card to put into your hand"),
                    "hand_enchantment": N_("Choose an enchantment card to put into your hand"),
                    "hand_instant": N_("Choose an instant card to put into your hand"),
                    "hand_kindred": N_("Choose a kindred card to put into your hand"),
                    "hand_land": N_("Choose a land card to put into your hand"),
                    "hand_planeswalker": N_("Choose a planeswalker card to put into your hand"),
                    "hand_sorcery": N_("Choose a sorcery card to put into your hand")},
    "scry_keep": N_("Scry: keep {card} on top?"),     # CR 701.22a
    "scry_order": {"top": N_("Scry: which card goes on top?"),     # CR 701.22a: the rest on top in any order
                   "next_top": N_("Scry: which card goes next on top, below the cards already placed?"),
                   "bottom": N_("Scry: which of the cards put on the bottom goes highest?"),     # in any order
                   "next_bottom": N_("Scry: which card goes next on the bottom, below the cards already placed?")},
    "surveil_graveyard": N_("Surveil: put {card} into your graveyard?"),     # CR 701.25a
    "surveil_order": {"top": N_("Surveil: which card goes on top?"),     # CR 701.25a
                      "next": N_("Surveil: which card goes next, below the cards already placed?")},
    "search_library": N_("Search your library?"),     # CR 701.23a: "you may search"
    "search_find": {"one": N_("Choose a card to find (or nothing)"),     # CR 701.23b
                    "several": N_("Choose a card to find ({nth} of up to {count}, or no more)")},
}
