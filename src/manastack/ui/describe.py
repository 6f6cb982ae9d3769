"""Readable descriptions of actions, decisions, stack objects and cards, for menus, boards and logs.

Every object is named with its short id ("Kalonian Tusker #41"), so two objects with one name can be told
apart; what a player may not see (another's hand, any library, a face-down card they don't control) is
never described (CR 400.2, 708.5).
"""

from __future__ import annotations

from manastack.cards.render import rules_text
from manastack.cards.translation import card_face
from manastack.game import Game
from manastack.rules.abilities import printed
from manastack.rules.events import source_ref
from manastack.rules.keywords.awaken import AWAKEN_TARGET
from manastack.rules.keywords.gift import GIFT_RULES
from manastack.rules.targets import target_player
from manastack.sentences import Naming, label_text, prompt_text
from manastack.types.actions import Action, ActivateAbility, CastSpell, Choose, PassPriority, PlayLand, TurnFaceUp
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, target_name
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef, Quoted
from manastack.ui.wording import IdNaming, choice_details, object_label, player_facts

#: Decisions whose options are objects (or pairs of them: blocker and attacker); "done" and players are not.
_OBJECT_CHOICES = (DecisionKind.TARGET, DecisionKind.CHOOSE_OBJECT, DecisionKind.BOTTOM, DecisionKind.BLOCKERS)
_FIRST_IS_OBJECT = (DecisionKind.ATTACKERS, DecisionKind.MANA_PAYMENT)


def describe_action(game: Game, action: Action, lang: str = "en") -> str:
    """One line saying what choosing ``action`` does (an action with priority, or a decision's option: in
    ``lang``)."""
    decision = game.state.decision
    if isinstance(action, Choose) and decision is not None:
        return _choice_label(game, decision, action.option, lang)
    label = _priority_label(game, action)
    return label_text(label, IdNaming(lang)) if label is not None else str(action)


def _priority_label(game: Game, action: Action) -> Label | None:
    """What an action taken with priority does, as data (CR 117.1): pass, play a land, cast, activate, turn face
    up."""
    if isinstance(action, PassPriority):
        return Label.of("pass_priority")
    if isinstance(action, PlayLand):
        return Label.of("play_land", object=_ref(game, action.card))
    if isinstance(action, CastSpell):
        return Label.of("cast_spell", object=_ref(game, action.card))
    if isinstance(action, ActivateAbility):
        return Label.of("activate", object=_ref(game, action.source), text=Quoted(_ability_words(game, action)))
    if isinstance(action, TurnFaceUp):
        return Label.of("turn_face_up", object=_ref(game, action.permanent))
    return None


def _ref(game: Game, oid: int) -> ObjectRef:
    """An object a legal action names (it is in the game), as a menu names it (the view adds its id)."""
    return source_ref(game.state, game.state.objects[oid])


def action_objects(game: Game, action: Action) -> tuple[int, ...]:
    """The objects an action is about (a card to cast, a target, an attacker, a blocker and its attacker, a
    trigger's source), for naming them with their ids and for clicking on them."""
    if isinstance(action, PlayLand | CastSpell):
        return (action.card,)
    if isinstance(action, ActivateAbility):
        return (action.source,)
    if isinstance(action, TurnFaceUp):
        return (action.permanent,)
    decision = game.state.decision
    if not isinstance(action, Choose) or decision is None:
        return ()
    option, kind = action.option, decision.kind
    if kind is DecisionKind.TRIGGER_ORDER and isinstance(option, int) and option < len(game.state.ordering):
        return (game.state.ordering[option].source,)
    if kind is DecisionKind.DIVIDE and isinstance(option, tuple):
        return _objects(tuple(pair[0] for pair in option if isinstance(pair, tuple)))
    if kind in _FIRST_IS_OBJECT and isinstance(option, tuple):
        return _objects(option[:1])      # (attacker, defending player), (source, ability, mana)
    if kind in _OBJECT_CHOICES:
        return _objects(option if isinstance(option, tuple) else (option,))
    return ()


def _objects(values: tuple[object, ...]) -> tuple[int, ...]:
    return tuple(v for v in values if isinstance(v, int) and not isinstance(v, bool) and target_player(v) is None)


def _choice_label(game: Game, decision: Decision, option: object, lang: str) -> str:
    """The option's label in ``lang``, its objects named with their ids; an awaken cost says what it does."""
    label = decision.label_at(option)  # type: ignore[arg-type]
    text = label_text(label, IdNaming(lang)) if label is not None else repr(option)
    if decision.kind is DecisionKind.ALTERNATIVE_COST and option == "awaken":
        explained = Label.of("awaken_explained", label=text, n=_awaken_count(game))
        return label_text(explained, Naming(lang))
    return text


def _awaken_count(game: Game) -> int | str:
    """The N of the spell's awaken N (CR 702.113a)."""
    casting = game.state.casting
    definition = printed(game.state.objects[casting.object]) if casting is not None else None
    awaken = definition.keyword("awaken") if definition is not None else None
    return awaken.n if awaken is not None else "N"


def decision_prompt(game: Game, decision: Decision, lang: str = "en") -> str:
    """The decision's prompt in plain words (in ``lang``), saying what a gift will do (CR 702.174d–i) and what
    the spell does (in the card's words)."""
    naming = Naming(lang)
    prompt = prompt_text(_as_asked(decision.prompt), naming)
    casting = game.state.casting
    if decision.kind is DecisionKind.GIFT and casting is not None:
        definition = printed(game.state.objects[casting.object])
        gift = definition.keyword("gift")
        if gift:
            gift_words = prompt_text(Prompt.of("gift_explained", variant=gift, rule=GIFT_RULES[gift]), naming)
            spell = prompt_text(Prompt.of("the_spell", text=Quoted(rules_text(definition).splitlines()[-1])), naming)
            prompt += f" {gift_words} {spell}"
    return prompt


def _as_asked(prompt: Prompt) -> Prompt:
    """A target question as a menu asks it: the awaken land by what it is for (CR 702.113a); another target the
    card file names by that name, in the card's words (``types.decisions.target_name``: "other creature")."""
    if prompt.kind == "choose_target" and prompt.get("target") == target_name(AWAKEN_TARGET.name):
        return Prompt.of("choose_target", variant="awaken", spell=prompt.get("spell"))
    return prompt


def stack_line(game: Game, oid: int, viewer: int | None = None, lang: str = "en") -> str:
    """A stack object with its choices, in ``lang``: its controller, targets, modes, X, the gift promise, an
    awaken cost."""
    obj = game.state.objects[oid]
    controller = Label.of("controlled_by", **player_facts(game, obj.controller, viewer))
    details = (controller, *choice_details(game, obj, viewer))
    line = Label.of("on_stack", variant="ability" if obj.is_ability else "", object=object_label(game, oid),
                    details=details)
    return label_text(line, Naming(lang))


def visible_to(game: Game, oid: int, viewer: int) -> bool:
    """Whether ``viewer`` may see what object ``oid`` is (CR 400.2 hidden zones, 708.5 face-down)."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone is Zone.LIBRARY:
        return False
    if obj.zone is Zone.HAND:
        return obj.owner == viewer
    return not obj.face_down or obj.controller == viewer


def card_text(game: Game, oid: int, viewer: int, lang: str = "en") -> str | None:
    """The card behind object ``oid`` (an ability: its source) as printed, in ``lang``, if ``viewer`` may see it."""
    if not visible_to(game, oid, viewer):
        return None
    return "\n".join(card_face(printed(game.state.objects[oid]), Naming(lang)))


def _ability_words(game: Game, action: ActivateAbility) -> str:
    """The ability, in the card's own words."""
    from manastack.cards.render import ability_text
    from manastack.rules.abilities import ability_at
    from manastack.rules.mana import GRANTED_BASE, mana_ability_at

    if action.index >= GRANTED_BASE:      # a granted mana ability (CR 613.1f)
        return ability_text(mana_ability_at(game.state, action.source, action.index))
    return ability_text(ability_at(printed(game.state.objects[action.source]), action.index))  # keyword-made after
