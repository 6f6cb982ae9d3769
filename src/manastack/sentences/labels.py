"""What each option of a decision says, in words: one place outside the rules, so a translation replaces these
templates and the rules give only a label's kind and facts (``types.decisions.Label``). The terminal's menus, the
judge's trace ("Promise Gift of the Gods's gift?: Ana chooses Promise the gift to Bruno.") and error messages read
them.

As in ``manastack.sentences.prompts``: each kind maps to a template, a ``Plural``, or a mapping from the label's
``variant`` fact to those; placeholders are named after the label's facts (objects and players, numbers, mana
symbols, terms; a cost or an ability the card's own words quote, which stay as printed).
"""

from __future__ import annotations

from manastack.sentences.catalog import Entry
from manastack.types.markers import N_

LABELS: dict[str, Entry] = {
    # answers any question may have
    "yes": N_("Yes"),
    "no": N_("No"),
    "done": N_("Done"),
    "none": N_("None"),
    "no_more": N_("No more"),
    "object": N_("{object}"),     # an object, by its name (a view may add its id)
    "player": N_("{player}"),
    "number": N_("{number}"),     # X (CR 107.3a)
    "mana": N_("{mana}"),     # a mana symbol, "{G}" (CR 106.1b)
    "color": N_("{choice}"),     # CR 105.1: a color, written in the reader's language
    "creature_type": N_("{subtype}"),     # CR 205.3m: creature types stay as printed
    "card_type": N_("{type}"),     # CR 300.1: a card type, written in the reader's language
    "keyword": N_("{keywords}"),     # CR 702: a keyword ability, written in the reader's language
    # actions taken with priority (CR 117.1)
    "pass_priority": N_("Pass priority"),     # CR 117.3d
    "play_land": N_("Play {object}"),     # CR 305.1
    "cast_spell": N_("Cast {object}"),     # CR 601.2
    "activate": N_("Activate {object}: {text}"),     # CR 602.2: {text}, the ability in the card's words
    "turn_face_up": N_("Turn face up: {object}"),     # CR 702.37e
    # the game and its turns (CR 103)
    "keep": N_("Keep"),     # CR 103.5
    "mulligan": N_("Mulligan"),
    # casting spells (CR 601.2b–d, 700.2, 118.9)
    "mana_cost": N_("Mana cost {cost}"),     # CR 601.2b: the spell's own mana cost
    "flashback": N_("Flashback {cost}"),     # CR 702.34a
    "awaken": N_("Awaken {n}\u2014{cost}"),     # CR 702.113a
    "awaken_explained": N_("{label}: pay it instead of the mana cost, and the spell also puts {n} +1/+1 counters "
                           "on target land you control, which becomes a 0/0 Elemental creature with haste that's "
                           "still a land (CR 702.113a)"),     # {label}: the awaken option, as above
    "face_down": N_("Face down as a 2/2 creature for {cost}"),     # CR 702.37c
    "forage": N_("Forage"),     # CR 701.61a
    "pay_mana": N_("Pay {cost}"),     # CR 601.2b: an additional cost paid with mana
    "pay_additional": N_("Pay the additional cost"),
    "gift_to": N_("Promise the gift to {player}"),     # CR 702.174a
    "no_gift": N_("Don't promise the gift"),
    "offspring": N_("Pay offspring {cost}"),     # CR 702.175a
    "no_offspring": N_("Don't pay offspring"),
    "sacrifice_no_more": N_("Sacrifice no more"),     # CR 601.2b
    "mode": {"": N_("{text}"),     # CR 700.2: a mode in the card's words
             "numbered": N_("mode {number}"),     # a mode the card file gives no words
             "pawprints": N_("{symbols} {text}"),     # CR 700.2h: its pawprint symbols first
             "pawprints_numbered": N_("{symbols} mode {number}")},
    "no_more_modes": N_("No more modes"),     # CR 700.2d
    "target": N_("{object} ({controller}'s {zone})"),     # CR 601.2c: an object target, where it is
    "no_more_targets": N_("No more targets"),     # CR 601.2c: "up to"
    "division": N_("{shares}"),     # CR 601.2d, 510.1c: each recipient's part
    "share": N_("{recipient}: {amount}"),
    # paying costs (CR 601.2g–h, 118)
    "mana_ability": N_("{source}: add {mana}"),     # CR 601.2g
    "rest_with_mana": N_("Pay the rest with mana"),     # CR 601.2h
    "exile_three": N_("Exile three cards from your graveyard"),     # CR 701.61a
    "sacrifice_food": N_("Sacrifice a Food"),
    "pay": {"": N_("Pay"),     # CR 118.12
            "cost": N_("Pay: {cost}")},     # {cost}: the cost in the card's words
    "dont_pay": N_("Don't pay"),
    "lose_life": N_("Lose {amount} life"),     # CR 118.12: the punisher's choice
    # the stack, triggers and combat (CR 603, 508, 509)
    "trigger": N_("{source}: {text}"),     # CR 603.3b: {text}, the ability in the card's words
    "ability_of": N_("{object}'s ability ({text})"),     # CR 603.3b: the same, as the judge's trace names it
    "attack": {"": N_("{attacker} \u2192 {defender}"),     # CR 508.1a
               "planeswalker": N_("{attacker} \u2192 {planeswalker} ({defender}'s planeswalker)")},
    "block": N_("{blocker} \u2192 {attacker}"),     # CR 509.1a
    "done_declaring": N_("Done declaring"),
    # replacement and prevention effects: which applies first (CR 616.1)
    "prevention_shield": N_("Prevent {amount} damage first ({source})"),     # CR 615.7
    "damage_bonus": N_("Add {amount} damage first"),     # CR 614.1a
    "prevent_all": N_("Prevent all of it first"),     # CR 615.1a
    "prevention_counter": N_("Prevent all of it by removing a +1/+1 counter first"),     # CR 615.5
    # state-based actions (CR 704)
    "legend": N_("{object} #{number}"),     # CR 704.5j
    # resolving: choices as an instruction is followed (CR 608.2c–d, 701, 707)
    "copy_of": N_("{object} ({controller})"),     # CR 707.2: a creature to copy, and who controls it
    "tap": N_("Tap"),     # CR 608.2d
    "untap": N_("Untap"),
    "neither": N_("Neither"),
    "top": N_("Top"),     # CR 608.2c
    "bottom": N_("Bottom"),
    "keep_on_top": N_("Keep on top"),     # CR 701.22a
    "put_on_bottom": N_("Put on the bottom"),
    "surveil_top": N_("Keep it on top"),     # CR 701.25a
    "surveil_graveyard": N_("Put it into your graveyard"),
    "onto_battlefield": N_("Onto the battlefield"),     # CR 608.2d
    "into_hand": N_("Into your hand"),
    "battlefield": N_("Battlefield"),     # CR 608.2d
    "hand": N_("Hand"),
    "mill": N_("Mill"),     # CR 701.17a
    "dont_mill": N_("Don't mill"),
    "exile": N_("Exile"),     # CR 608.2d
    "dont_exile": N_("Don't exile"),
    "look": N_("Look"),     # CR 118.12
    "dont_look": N_("Don't look"),
    "search": N_("Search"),     # CR 701.23a
    "dont_search": N_("Don't"),
    "find_nothing": N_("Find nothing"),     # CR 701.23b
    "reveal_one": N_("Reveal one"),     # CR 701.20a
    "dont_reveal": N_("Don't"),
    "discard_hand": N_("Discard your hand"),     # CR 701.9a
    "dont_discard": N_("Don't discard"),
    "stop_discarding": N_("Stop: no more"),     # CR 701.9b
    "return_it": N_("Return it"),     # CR 608.2d
    "dont_return_it": N_("Don't return it"),
    "return_one": N_("Return one"),
    "dont_return_any": N_("Don't return any"),
    "cast_none": N_("Cast none"),     # CR 608.2g
    "in_zone": N_("{object} ({zone})"),     # CR 701.23b: a card, and where it is
    # a spell or ability on the stack and what was chosen for it as it was put there (CR 601.2b–c, 602.2b), as the
    # tables' stacks and a player's trace show it ("Valley Rally #7 (controlled by you, targets …)")
    "on_stack": {"": N_("{object} ({details})"),
                 "ability": N_("{object}'s ability ({details})")},     # CR 113.1: an ability, by its source
    "controlled_by": {"": N_("controlled by {player}"),     # CR 110.2
                      "you": N_("controlled by you")},     # the reader's own
    "chosen_targets": N_("targets {targets}"),     # CR 601.2c
    "chosen_modes": N_("mode: {stack_modes}"),     # CR 700.2
    "chosen_x": N_("X={number}"),     # CR 107.3a
    "gift_promised": {"": N_("gift promised to {player}"),     # CR 702.174a
                      "you": N_("gift promised to you")},
    "awaken_paid": N_("awaken {n} paid"),     # CR 702.113a
    "offspring_paid": N_("offspring paid"),     # CR 702.175a
    "you": N_("you"),     # the reader among the targets ("targets you, Grizzly Bears #4")
}
