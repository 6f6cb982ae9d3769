"""The English sentence of every event kind: one place, outside the rules, so that a translation replaces these
templates and nothing else (the rules only emit facts).

Each kind maps to a template, a ``Plural`` (the form chosen by a count), or, when one kind reads several ways,
a mapping from the event's ``variant`` fact to those. Placeholders are named after the event's facts (``{player}``,
``{amount}``, ``{object}``…); ``manastack.sentences`` fills them.
"""

from __future__ import annotations

from manastack.types.enums import Step, Zone
from manastack.types.markers import C_, N_, Plural

Sentence = str | Plural
Entry = Sentence | dict[str, Sentence]

_ENTERS_COPY = {
    "put_onto_battlefield": N_("{object} is put onto the battlefield."),
    "put_onto_battlefield_copy": N_("{object} is put onto the battlefield as a copy of {copy_of}."),
    "put_onto_battlefield_face_down_copy": N_("{object} is put onto the battlefield as a copy of a face-down "
                                              "creature."),
    "enters": N_("{object} enters the battlefield."),
    "enters_copy": N_("{object} enters the battlefield as a copy of {copy_of}."),
    "enters_face_down_copy": N_("{object} enters the battlefield as a copy of a face-down creature."),
}

_MAY_CAST: dict[str, Sentence] = {   # CR 601.3, 611.2b: "<verb>[_<duration>][_any_mana]" (no duration: as long
    # as it remains exiled)
    "cast": N_("{player} may cast {card} from exile."),
    "cast_any_mana": N_("{player} may cast {card} from exile, spending mana as though it were mana of any type."),
    "cast_end_of_turn": N_("{player} may cast {card} from exile this turn."),
    "cast_end_of_turn_any_mana": N_("{player} may cast {card} from exile this turn, spending mana as though it "
                                    "were mana of any type."),
    "cast_end_of_your_next_turn": N_("{player} may cast {card} from exile until the end of their next turn."),
    "cast_end_of_your_next_turn_any_mana": N_("{player} may cast {card} from exile until the end of their next "
                                              "turn, spending mana as though it were mana of any type."),
    "cast_until_your_next_end_step": N_("{player} may cast {card} from exile until their next end step."),
    "cast_until_your_next_end_step_any_mana": N_("{player} may cast {card} from exile until their next end step, "
                                                 "spending mana as though it were mana of any type."),
    "play": N_("{player} may play {card} from exile."),
    "play_any_mana": N_("{player} may play {card} from exile, spending mana as though it were mana of any type."),
    "play_end_of_turn": N_("{player} may play {card} from exile this turn."),
    "play_end_of_turn_any_mana": N_("{player} may play {card} from exile this turn, spending mana as though it "
                                    "were mana of any type."),
    "play_end_of_your_next_turn": N_("{player} may play {card} from exile until the end of their next turn."),
    "play_end_of_your_next_turn_any_mana": N_("{player} may play {card} from exile until the end of their next "
                                              "turn, spending mana as though it were mana of any type."),
    "play_until_your_next_end_step": N_("{player} may play {card} from exile until their next end step."),
    "play_until_your_next_end_step_any_mana": N_("{player} may play {card} from exile until their next end step, "
                                                 "spending mana as though it were mana of any type."),
    # CR 601.3, 118.8 (Osteomancer Adept): ``spells``, the card's own words for what may be cast
    "graveyard_foraging": N_("{player} may cast {spells} from their graveyard this turn by foraging in addition "
                             "to their other costs."),
}

ZONE_CHANGES: dict[str, Sentence] = {     # CR 400.7: why an object moved
    "": N_("{object} moves from {from_zone} to {to_zone}."),
    "draws": N_("{owner} draws {object}."),
    "mills": N_("{owner} mills {object}."),
    "seeks": N_("{owner} seeks {object}."),
    "destroyed": N_("{object} is destroyed."),
    "sacrificed": N_("{object} is sacrificed."),
    "discarded": N_("{object} is discarded."),
    "countered": N_("{object} is countered."),
    "exiled": N_("{object} is exiled."),
    "exiled_left_game": N_("{object} is exiled (its controller left the game)."),
    "found": N_("{object} is found."),
    "found_exiled": N_("{object} is found and exiled."),
    "found_tapped": N_("{object} is found and put onto the battlefield tapped."),
    "played": N_("{object} is played."),
    "cast": N_("{object} is put on the stack."),
    "to_hand": N_("{object} is put into its owner's hand."),
    "returns_to_hand": N_("{object} returns to its owner's hand."),
    "returns_to_library_top": N_("{object} returns to its owner's library, on top."),
    "to_graveyard_resolved": N_("{object} goes to its owner's graveyard."),
    "surveiled": N_("{object} is put into {owner}'s graveyard."),
    "mulligan": N_("{object} is shuffled back."),
    "bottom": N_("{object} is put on the bottom of the library."),
    "begins_on_battlefield": N_("{object} begins the game on the battlefield."),
    "legend_rule": N_("{object} is put into its owner's graveyard (legend rule)."),
    "sba_toughness": N_("{object} is put into its owner's graveyard (toughness 0 or less)."),
    "sba_lethal": N_("{object} is destroyed (lethal damage)."),
    "sba_deathtouch": N_("{object} is destroyed (deathtouch damage)."),
    "sba_attached": N_("{object} is put into its owner's graveyard (attached to nothing legal)."),
    "sba_loyalty": N_("{object} is put into its owner's graveyard (0 loyalty)."),
    "to_graveyard": N_("{object} is put into its owner's graveyard."),
    "to_owners_hand": N_("{object} is put into {owner}'s hand."),
    "exile_to_graveyard": N_("{object} is put from exile into {owner}'s graveyard."),
    "exiles": N_("{owner} exiles {object}."),
    "exiled_from_library": N_("{object} is exiled from the top of its owner's library."),
    "exiled_instead": N_("{object} is exiled instead."),
    "exiled_instead_of_graveyard": N_("{object} is exiled instead of being put into a graveyard."),
    "countered_exiled": N_("{object} is countered and exiled."),
    "countered_exiled_instead": N_("{object} is countered and exiled instead of being put into a graveyard."),
    "bottom_of_library": N_("{object} is put on the bottom of its owner's library."),
    "returns_to_library_bottom": N_("{object} returns to its owner's library, on the bottom."),
    "returns_to_battlefield": N_("{object} returns to the battlefield under its owner's control."),
    "put_onto_battlefield_tapped": N_("{object} is put onto the battlefield tapped."),
    **_ENTERS_COPY,
    # CR 111.2: creating a token is its entering the battlefield (603.6a)
    "token": N_("{player} creates a {token} token."),
    "token_vowel": N_("{player} creates an {token} token."),
    "token_tapped": N_("{player} creates a tapped {token} token."),
}

SENTENCES: dict[str, Entry] = {
    # the game and its turns (CR 103, 500)
    "shuffle": N_("{player} shuffles their library."),
    "mulligan": N_("{player} takes a mulligan."),
    "keep": Plural("{player} keeps {cards} card.", "{player} keeps {cards} cards.", "cards"),
    "turn_begin": N_("Turn {turn} begins: {player} is the active player."),
    "step_begin": N_("{player}'s turn {turn}: {step} step begins."),
    "skip_draw": N_("{player} skips the first draw."),
    "extra_turn": N_("{player} will take an extra turn after this one."),
    "mana_empties": N_("{player}'s unspent mana empties."),
    "damage_removed": N_("Damage wears off {objects}."),
    "effects_end": N_("\"Until end of turn\" effects end."),
    "lost": {
        "life": N_("{player} loses the game: they have 0 or less life."),
        "empty_library": N_("{player} loses the game: they attempted to draw from an empty library."),
        "poison": N_("{player} loses the game: they have ten or more poison counters."),
        "wins_by": N_("{player} loses the game: {winner} wins by {card}."),
    },
    "left_game": N_("Everything {player} owns leaves the game."),
    "won": N_("{player} wins the game."),
    "draw": N_("The game is a draw."),
    # zones (CR 400, 111)
    "zone_change": ZONE_CHANGES,
    "token_stays": N_("{object} is a token that has left the battlefield: it stays in {zone}."),
    "ceased": N_("{object} ceases to exist."),
    "graveyard_empty": N_("{player}'s graveyard is empty: there is no card to exile."),
    "library_empty": N_("{player}'s library is empty: there is no card to exile."),
    "not_exiled": N_("{source} has left the battlefield: nothing is exiled."),     # CR 610.3a

    "emblem": N_("{player} gets an emblem ({source})."),
    "enters_with": Plural("{object} enters the battlefield with {amount} {counter} counter.",
                          "{object} enters the battlefield with {amount} {counter} counters."),
    # casting, abilities, the stack (CR 601, 602, 603, 608)
    "cast": {"": N_("{player} casts {spell}."),
             "choices": N_("{player} casts {spell} ({choices}).")},
    "activate": N_("{player} activates an ability of {source}."),
    "additional_chosen": {"forage": N_("{player} will pay the additional cost of {spell}: forage."),
                          "mana": N_("{player} will pay the additional cost of {spell}: mana.")},
    "total_cost": N_("The total cost of {spell} is {cost}: {changes}."),
    "activated": N_("{source}'s ability is activated."),
    "paid": N_("{player} pays {cost} for {what}."),
    "life_paid": N_("{player} pays {amount} life."),
    "mana": {"tap": N_("{player} taps {source} for {mana}."),
             "activate": N_("{player} activates {source} for {mana}."),
             "tap_restricted": N_("{player} taps {source} for {mana}, to spend only to cast {spend_only}."),
             "activate_restricted": N_("{player} activates {source} for {mana}, to spend only to cast "
                                       "{spend_only}.")},
    "mana_added": {"": N_("{player} adds {mana}."),
                   "kept": N_("{player} adds {mana}. It doesn't empty from the pool until end of turn.")},

    "expend": N_("{player} expends {amount}."),

    "converge": Plural("Converge: {colors} color of mana was spent to cast {spell}.",
                       "Converge: {colors} colors of mana were spent to cast {spell}.", "colors"),
    "may_cast": _MAY_CAST,
    "cast_during_resolution": {    # CR 608.2g, by the alternative cost the effect gives (118.9)
        "free": N_("{player} begins to cast {spell} while {source} resolves, without paying its mana cost."),
        "discard": N_("{player} begins to cast {spell} while {source} resolves, by discarding a card rather than "
                      "paying its mana cost.")},

    "face_down": N_("{player} casts a card face down as a 2/2 creature."),
    "turned_face_up": N_("{player} turns a face-down creature face up: it is {object}."),
    "targeted": N_("{object} becomes the target of {source}."),
    "triggered": {"": N_("{source}'s ability triggers and waits to be put on the stack."),
                  "state": N_("{source}'s state trigger triggers."),
                  "reflexive": N_("{source}'s reflexive ability triggers.")},
    "delayed_trigger": N_("{source} creates a delayed triggered ability."),
    "trigger": N_("{source}'s triggered ability is put on the stack."),
    "no_target": N_("{source}'s ability is removed from the stack: no legal target."),
    "no_mode": N_("{source}'s ability is removed from the stack: no mode can be chosen."),
    "resolve": {"": N_("{object} resolves."),
                "ability": N_("{object}'s ability resolves.")},
    "fizzle": N_("{object} doesn't resolve: all its targets are illegal."),
    "if_false": N_("{source}'s ability does nothing: its condition no longer holds."),
    "illegal_target": {"": N_("{object} is no longer a legal target: it is left unaffected."),
                       "unknown": N_("it is no longer a legal target: it is left unaffected.")},
    "countered": N_("{object} is countered."),
    "copy": N_("{player} puts a copy of {spell} on the stack."),
    "no_copy": N_("{object} isn't copied: it doesn't fit."),
    "declined": {"": N_("{player} chooses not to."),
                 "mill": N_("{player} chooses not to mill."),
                 "search": N_("{player} chooses not to search."),
                 "cast": N_("{player} chooses not to cast a spell."),
                 "discard_hand": N_("{player} chooses not to discard their hand."),
                 "exile": N_("{player} chooses not to exile."),
                 "look": N_("{player} chooses not to look."),
                 "tap_or_untap": N_("{player} chooses neither to tap nor to untap it.")},

    "cant_pay": N_("{player} can't pay the cost."),
    "paid_choice": {"paid": N_("{player} pays {cost}."),
                    "declined": N_("{player} doesn't pay {cost}."),
                    "declined_either": N_("{player} doesn't pay {cost} or {or_cost}."),
                    # a cost that starts with an action, not mana ("pays the cost: discard a card")
                    "paid_act": N_("{player} pays the cost: {cost}."),
                    "declined_act": N_("{player} doesn't pay the cost: {cost}."),
                    "declined_either_act": N_("{player} doesn't pay the cost: {cost} or {or_cost}.")},
    "forced_choice": N_("{player} has a single option for \u201c{prompt}\u201d and takes it: {label}."),
    # keyword actions (CR 701)
    "tapped": {"": N_("{object} becomes tapped."),
               "cost": N_("{object} becomes tapped to pay a cost."),
               "instead_of_mana": N_("{object} becomes tapped rather than paying {cost}.")},
    "untapped": N_("{object} untaps."),
    "doesnt_untap": N_("{object} doesn't untap during its controller's untap step."),
    "indestructible": N_("{object} is indestructible and isn't destroyed."),
    "draw_empty": N_("{player} can't draw from an empty library."),
    "fight": N_("{object} fights {other}."),
    "reveal": {"": N_("{player} reveals {card}."),
               "cards": N_("{player} reveals {cards}."),
               "hand": N_("{player} reveals their hand: {cards}."),
               "empty_hand": N_("{player} reveals their hand: no cards.")},
    "look": {"": N_("{player} looks at the top {amount} cards of their library."),     # CR 401.1
             "top_card": N_("{player} looks at the top card of their library: {card}.")},
    "bottom": {"": Plural("{player} puts {amount} card on the bottom of their library.",
                          "{player} puts {amount} cards on the bottom of their library."),
               "random": N_("{player} puts {amount} cards on the bottom of their library in a random order.")},
    "randomized": N_("{player} puts them in a random order."),     # CR 401.4
    "put_on_top": N_("{player} puts {card} on top of their library."),
    "regeneration_shield": N_("The next time {object} would be destroyed this turn, it regenerates instead."),

    "scry": N_("{player} scries {looked}: {top} on top, {bottom} on the bottom."),
    "surveil": N_("{player} surveils {looked}: {binned} into the graveyard, {kept} back on top."),
    "cant_mill": N_("{player} can't choose to mill more cards than their library has."),
    "seek_none": N_("{player} has no such card to seek."),
    "forage": N_("{player} forages."),
    "attach_fails": N_("{object} doesn't move."),
    "attached": N_("{object} becomes attached to {host}."),
    "unattached": N_("{object} becomes unattached."),
    # combat and damage (CR 506–511, 120)
    "attack": {"": N_("{object} attacks {defender}."),
               "planeswalker": N_("{object} attacks {planeswalker}.")},
    "attacks_alone": N_("{object} attacks alone."),
    "enters_attacking": N_("{object} enters attacking {defender}."),
    "block_restriction": {"cant_block": N_("{objects} can't block this turn."),     # CR 509.1b
                          "cant_be_blocked": N_("{objects} can't be blocked this turn.")},

    "block": N_("{object} blocks {attacker}."),
    "damage": N_("{source} deals {amount} damage to {target}."),
    "prevented": {"combat": N_("Combat damage from {source} is prevented."),
                  "to": N_("{amount} damage that would be dealt to {target} is prevented."),
                  "amount": N_("{amount} damage is prevented.")},
    "prevention": N_("Combat damage that would be dealt this turn by creatures {player} controls will be "
                     "prevented."),
    "cant_gain": N_("{player} can't gain life."),
    "life_gained": N_("{player} gains {amount} life ({life})."),
    "life_lost": N_("{player} loses {amount} life ({life})."),
    "life_locked": N_("{player}'s life total can't change until their next turn."),
    "protection": N_("{player} has protection from everything until their next turn."),
    # counters (CR 122, 704.5q)
    "counters": Plural("{object} gets {amount} {kind} counter.", "{object} gets {amount} {kind} counters."),
    "counters_removed": Plural("{object} loses {amount} {kind} counter.",
                               "{object} loses {amount} {kind} counters."),
    "annihilate": Plural("{object} loses {amount} +1/+1 and {amount} -1/-1 counter.",
                         "{object} loses {amount} +1/+1 and {amount} -1/-1 counters."),
    "loyalty_paid": N_("{object}'s loyalty cost is 0: no counter is put on or removed."),
    # continuous effects (CR 611, 613, 614)
    "pump": {"": Plural("{objects} gets {power:+d}/{toughness:+d}.", "{objects} get {power:+d}/{toughness:+d}.",
                        "count"),
             "end_of_turn": Plural("{objects} gets {power:+d}/{toughness:+d} until end of turn.",
                                   "{objects} get {power:+d}/{toughness:+d} until end of turn.", "count")},
    "grant": {"": Plural("{objects} gains {keywords}.", "{objects} gain {keywords}.", "count"),
              "ability": Plural("{objects} gains an ability.", "{objects} gain an ability.", "count")},

    "grant_player": N_("{player} gains {keywords}."),
    "become": N_("{objects} becomes {what}."),
    "layer": {"4": N_("Layer 4: {objects} gains the types {types}."),
              "5": N_("Layer 5: {objects} is {colors}."),
              "5_colorless": N_("Layer 5: {objects} is colorless."),
              "6": N_("Layer 6: {objects} gains {keywords}."),
              "basic_land_mana": N_("{objects} has the mana ability of its basic land type."),     # CR 305.6

              "7b": N_("Layer 7b: {objects} has base power and toughness {power}/{toughness}; counters and other "
                       "changes apply on top (613.4c).")},
    "lose_abilities": {"end_of_turn": N_("{objects} loses all abilities until end of turn."),
                       "until_your_next_turn": N_("{objects} loses all abilities until your next turn."),
                       "permanent": N_("{objects} loses all abilities.")},
    "control_change": N_("{player} gains control of {object}."),
    "too_big": N_("{object}'s power {power} is greater than {limit}: no control changes."),     # CR 608.2c

    "replacement_order": {"bonus": N_("{player} applies the damage increase first."),     # CR 616.1, 616.1e
                          "all": N_("{player} applies the prevention of all the damage first."),
                          "shield": N_("{player} applies a damage prevention shield first."),
                          "counter": N_("{player} applies the prevention that removes a +1/+1 counter first.")},
    "replaced": {"more_damage": N_("{source} deals {amount} more damage instead."),
                 "controller": N_("{card} enters under {player}'s control instead."),
                 "tapped": N_("{object} enters the battlefield tapped."),
                 "counters": Plural("{object} enters the battlefield with {amount} {counter} counter.",
                                    "{object} enters the battlefield with {amount} {counter} counters."),
                 "loyalty": Plural("{object} enters the battlefield with {amount} loyalty counter.",
                                   "{object} enters the battlefield with {amount} loyalty counters."),
                 "finality": N_("{object} would go to a graveyard with a finality counter: it is exiled instead."),
                 "dies_exiled": N_("{object} would die: it is exiled instead."),
                 "graveyard_exiled": N_("{object} would be put into {owner}'s graveyard: it is exiled instead."),
                 "doubled": N_("{object} gets {amount} {kind} counters instead of {original}.")},
    "chosen": {"color": N_("{object}'s chosen color is {choice}."),
               "creature_type": N_("{object}'s chosen creature type is {choice}.")},
    "replacement": N_("Creatures that would enter under {player}'s opponents' control this turn enter under their "
                      "control instead."),
    "regenerated": N_("{object} regenerates: its damage is removed, it is tapped and removed from combat."),
    "cant_cast": N_("{player} can't cast spells this turn."),
    # keywords (CR 702)
    "phase_out": Plural("{objects} phases out.", "{objects} phase out.", "count"),
    "phase_in": Plural("{objects} phases in.", "{objects} phase in.", "count"),
    "storm": Plural("Storm: {amount} other spell was cast before it this turn.",
                    "Storm: {amount} other spells were cast before it this turn."),

    "awaken": N_("{object} becomes a 0/0 Elemental creature with haste; it's still a land."),
    "awaken_chosen": N_("{player} chooses to pay the awaken cost."),
    "offspring_chosen": N_("{player} chooses to pay the offspring cost."),
    "flashback": N_("{player} casts {card} from their graveyard for its flashback cost {cost}."),
    "gift_promised": N_("{player} promises the gift to {recipient}."),
    "gift": {"food": N_("{player} gives {recipient} a Food."),
             "card": N_("{player} gives {recipient} a card."),
             "tapped_fish": N_("{player} gives {recipient} a tapped Fish."),
             "extra_turn": N_("{player} gives {recipient} an extra turn."),
             "treasure": N_("{player} gives {recipient} a Treasure."),
             "octopus": N_("{player} gives {recipient} an Octopus.")},
    "gift_given": N_("{player} has given a gift."),
    # Class levels (CR 716)
    "class_level": N_("{object} becomes level {amount}."),
    # the judge's own steps (spec scenario-format.md, "Trace")
    "priority_pass": N_("{player} passes priority."),
    "choice": N_("{prompt}: {player} chooses {label}."),
    "auto_choice": {"no_attackers": N_("{player} declares no attackers."),
                    "no_blockers": N_("{player} declares no blockers."),
                    "single_option": N_("{player} has a single option for \u201c{prompt}\u201d and takes it: "
                                        "{label}."),
                    "awaken_cost": N_("{player} can only pay the awaken cost of {spell} (taken automatically)."),
                    "mana_cost": N_("{player} can only pay the mana cost of {spell} (taken automatically)."),
                    "one_mode": N_("{spell} has a single possible mode: {modes} (taken automatically)."),
                    "one_x": N_("X of {spell} can only be {x} (taken automatically).")},
}

HIDDEN = {    # what a player's view says of an event it may not see (CR 400.2, 701.22a)
    "private": N_("{player} makes a choice they alone see."),
    "draw": N_("{player} draws a card."),
    "to_library": N_("{player} puts a card from their hand into their library."),
    "moved": N_("{player} moves a hidden card."),
}
FACE_DOWN = N_("a face-down creature")    # CR 708.2a: what a face-down permanent or spell is called
SOMEONE = N_("A player")     # the player of a hidden event that names none

BEFORE_VOWEL = {"token": ("token", "token_vowel")}   # variant -> (the fact it precedes, the variant before a vowel)

ZONES = {     # a zone as a zone change names it (CR 400.1): shared zones, and the owner's own
    Zone.BATTLEFIELD: N_("the battlefield"), Zone.STACK: N_("the stack"), Zone.EXILE: N_("exile"),
    Zone.LIBRARY: N_("{owner}'s library"), Zone.HAND: N_("{owner}'s hand"), Zone.GRAVEYARD: N_("{owner}'s graveyard"),
    Zone.COMMAND: N_("{owner}'s command"),
}
ZONE_NAMES = {     # a zone's bare name: "it stays in graveyard"
    Zone.LIBRARY: N_("library"), Zone.HAND: N_("hand"), Zone.BATTLEFIELD: N_("battlefield"),
    Zone.GRAVEYARD: N_("graveyard"), Zone.STACK: N_("stack"), Zone.EXILE: N_("exile"), Zone.COMMAND: N_("command"),
}
STEPS = {     # "{step} step begins" (CR 500.1)
    Step.UNTAP: N_("untap"), Step.UPKEEP: N_("upkeep"), Step.DRAW: N_("draw"), Step.MAIN1: N_("main1"),
    Step.BEGIN_COMBAT: N_("begin_combat"), Step.DECLARE_ATTACKERS: N_("declare_attackers"),
    Step.DECLARE_BLOCKERS: N_("declare_blockers"), Step.COMBAT_DAMAGE: N_("combat_damage"),
    Step.END_COMBAT: N_("end_combat"), Step.MAIN2: N_("main2"), Step.END: N_("end"), Step.CLEANUP: N_("cleanup"),
}
COLORED_REDUCTION = N_("{symbol} (or {generic})")    # CR 601.2f: a reduction that takes off a colored symbol first
COST_CHANGE = {"more": N_("{mana} more ({where})"), "less": N_("{mana} less ({where})")}   # CR 601.2f
SEPARATOR = N_(", ")    # between the items of a list of names
# the lists that read otherwise: "green and blue", "Elf Warrior", "Have Bruno and Carla draw?" (a prompt's drawers)
JOINS = {"colors": N_(" and "), "types": " ", "drawers": N_(" and "),
         "stack_modes": "; ", "choices": "; "}      # the modes and the choices made for a spell on the stack

# The facts whose words are terms of the game, by the fact's name: another language writes its own term (English
# writes the word as the event has it). Card, token and player names are never translated.
COLORS = {"white": N_("white"), "blue": N_("blue"), "black": N_("black"), "red": N_("red"),     # CR 105.1
          "green": N_("green")}
COUNTER_KINDS = {     # CR 122.1: the counters the engine puts on permanents ("+1/+1" reads alike everywhere)
    "stun": C_("counter", "stun"), "stash": C_("counter", "stash"), "supply": C_("counter", "supply"),
    "flying": C_("counter", "flying"), "loyalty": C_("counter", "loyalty"),
    "indestructible": C_("counter", "indestructible"), "finality": C_("counter", "finality"),
    "crystal": C_("counter", "crystal"), "isolation": C_("counter", "isolation"), "flood": C_("counter", "flood"),
    "coin": C_("counter", "coin"), "poison": C_("counter", "poison"), "blight": C_("counter", "blight"),
}
KEYWORDS = {     # CR 702: the keyword abilities an effect grants or an object has
    "changeling": N_("changeling"), "deathtouch": N_("deathtouch"), "defender": N_("defender"),
    "devoid": N_("devoid"), "double strike": N_("double strike"), "exalted": N_("exalted"),
    "first strike": N_("first strike"), "flash": N_("flash"), "flying": N_("flying"), "haste": N_("haste"),
    "hexproof": N_("hexproof"), "indestructible": N_("indestructible"), "ingest": N_("ingest"),
    "lifelink": N_("lifelink"), "menace": N_("menace"), "prowess": N_("prowess"), "reach": N_("reach"),
    "shroud": N_("shroud"), "trample": N_("trample"), "vigilance": N_("vigilance"), "ward": N_("ward"),
}
CARD_TYPES = {     # CR 300.1
    "artifact": N_("artifact"), "battle": N_("battle"), "creature": N_("creature"), "enchantment": N_("enchantment"),
    "instant": N_("instant"), "kindred": N_("kindred"), "land": N_("land"), "planeswalker": N_("planeswalker"),
    "sorcery": N_("sorcery"),
}
# The context of a card's words in the catalogs: a line of its rules text, or words an event, prompt or option
# quotes from it (``types.events.Quoted``, ``cards.translation``).
RULES_TEXT = "rules text"
SUBTYPE = "subtype"     # the gettext context of a subtype (CR 205.3): "Fish" the creature type, not a name
TERMS: dict[str, tuple[str | None, dict[str, str]]] = {    # fact name -> (gettext context, the terms)
    "colors": (None, COLORS), "choice": (None, COLORS), "kind": ("counter", COUNTER_KINDS),
    "counter": ("counter", COUNTER_KINDS), "keywords": (None, KEYWORDS), "type": (None, CARD_TYPES),
    "types": (None, CARD_TYPES),
}

