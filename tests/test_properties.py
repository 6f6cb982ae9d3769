"""Properties that hold in every game: seeded random games are played to the end, checking after every action.

After every action:
  * every object id is listed in exactly one zone, and its ``zone`` field (and owner, for a player's zones)
    agrees; every listed id exists;
  * the number of cards each player owns (not tokens, copies or abilities) never changes while they are in
    the game (CR 400.7 makes a moved card a new object, never a second one);
  * no mana pool, counter, damage or poison count is negative;
  * the game is either over with no decision, or waits for a decision with at least one legal action.
  * hidden information (CR 400.2, 708.5): no player's observation names a card in another player's hand or
    library or a face-down object another player controls, nor shows them another player's decision prompt; no
    line of a player's trace view names a face-down object another controls, or a card another player moved
    between hidden zones (checked on the recorded games, every tenth);
  * once a player has left the game, no object they own remains (CR 800.4a) — ``DEPARTED_CHECK``.
On a sample of decisions: every listed legal action applies without error (on a clone, which leaves the
game untouched), a random malformed action is rejected atomically (``IllegalActionError``, the saved game
unchanged), and clone and JSON round-trips compare equal. At the end: replaying (seed, actions) reproduces the
same final state. Games are played by 2, 3 and 4 players, some with ``auto_mana=False`` (each mana ability
activated by the player, CR 601.2g), with the sample decks and random 40-card decks of Bloomburrow and Battle for
Zendikar (the AI's builds from seeded sealed pools).

``MANASTACK_PROPERTY_GAMES`` sets the number of games: 100 by default so the suite stays quick, 1000 when the
environment variable ``CI`` is set; the full run is ``MANASTACK_PROPERTY_GAMES=1000 .venv/bin/pytest
tests/test_properties.py`` (about 0.9 s of one core per game on average, the 3- and 4-player games being the
longest: some 15 minutes on one core, under 8 on two). ``MANASTACK_PROPERTY_WORKERS`` sets how many processes play
(default: the cores, at most 4); ``MANASTACK_PROPERTY_SEED`` the first seed.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from manastack import Game
from manastack.rules.characteristics import object_name
from manastack.rules.engine import IllegalActionError
from manastack.types.actions import Action, ActivateAbility, CastSpell, Choose, PassPriority, PlayLand, TurnFaceUp
from manastack.types.enums import Zone
from manastack.types.rng import Rng
from manastack.types.state import GameState

FULL_RUN = 1000               # the full property run: MANASTACK_PROPERTY_GAMES=1000 (about 8–15 minutes)
# CI (CI=true) plays the full run; locally 100 games keep the suite quick
GAMES = int(os.environ.get("MANASTACK_PROPERTY_GAMES", str(FULL_RUN) if os.environ.get("CI") else "100"))
FIRST_SEED = int(os.environ.get("MANASTACK_PROPERTY_SEED", "0"))
CHUNK = 100
WORKERS = int(os.environ.get("MANASTACK_PROPERTY_WORKERS", str(min(4, os.cpu_count() or 1))))
MAX_ACTIONS = 20_000          # a game that doesn't end by then is a failure (a loop)
DEPARTED_CHECK = True          # CR 800.4a: a departed player's objects leave the game
UNKNOWN_SOURCE_CHECK = True    # ActivateAbility naming an object that doesn't exist is rejected like the others
BENCH = Path(__file__).resolve().parents[1] / "decks"   # the repo's copies of the bench decks

# the bench decks' lists, used when the shared files aren't there (same cards, same counts)
BUILT_IN = {
    "green-stompy": {"Forest": 24, "Grizzly Bears": 12, "Giant Growth": 8, "Kalonian Tusker": 8,
                     "Leatherback Baloth": 8},
    "red-aggro": {"Mountain": 24, "Lightning Bolt": 8, "Monastery Swiftspear": 8, "Shock": 4, "Goblin Guide": 8,
                  "Searing Spear": 8},
}
# a third deck with the rest of the core cards: counterspells, removal, flyers, mana creatures, modes, X-less sorceries
CONTROL = {"Island": 6, "Swamp": 6, "Plains": 5, "Forest": 5, "Counterspell": 2, "Cancel": 2, "Negate": 1,
           "Essence Scatter": 1, "Murder": 2, "Doom Blade": 2, "Unsummon": 2, "Wrath of God": 1, "Divination": 2,
           "Opt": 2, "Mind Rot": 2, "Healing Salve": 2, "Serra Angel": 2, "Wind Drake": 2, "Birds of Paradise": 2,
           "Llanowar Elves": 2, "Sol Ring": 1, "Zombify": 1, "Naturalize": 1, "Disenchant": 1, "Savannah Lions": 1,
           "Silvercoat Lion": 1, "Hill Giant": 1, "Raging Goblin": 1, "Strip Mine": 1}


SEALED_SETS = ("BLB", "BFZ")
SEALED_PER_SET = 4

# face-down spells and permanents, copies of them, and cards returning as copies: hidden information to keep
MORPH = {"Island": 12, "Plains": 12, "Exalted Angel": 8, "Dermoplasm": 8, "Clone": 6, "Opt": 4, "Counterspell": 4,
         "Unsummon": 4, "Healing Salve": 2}


def _expand(counts: dict[str, int]) -> list[str]:
    return [name for name, n in counts.items() for _ in range(n)]


def _decks() -> list[list[str]]:
    from manastack.cards.pool import CardPool

    CardPool.builtin()   # load the built-in cards once, before any worker process is forked
    found = []
    if BENCH.is_dir():
        from manastack.decks import load_deck

        for path in sorted(BENCH.glob("*.txt")):
            try:
                found.append(list(load_deck(path).card_names()))
            except Exception:          # a deck naming cards this engine doesn't know: use the others
                continue
    if len(found) < 2:
        found = [_expand(d) for d in BUILT_IN.values()]
    return [*found, _expand(CONTROL), _expand(MORPH), *_sealed_decks()]


def _sealed_decks() -> list[list[str]]:
    """Random 40-card decks of each set: the AI's builds from seeded sealed pools (only cards the engine has)."""
    from manastack.cards.pool import CardPool
    from manastack.limited.sealed import build_deck, open_pool

    return [build_deck(open_pool(code, seed), CardPool.builtin()).cards for code in SEALED_SETS
            for seed in range(SEALED_PER_SET)]


DECKS = _decks()


# -- the invariants ----------------------------------------------------------------------------------------
def check_zones(state: GameState) -> list[int]:
    """Every object is in exactly one zone list, the one its ``zone`` field names. Returns the number of cards
    each player owns (objects that are not tokens, copies or abilities)."""
    seen: set[int] = set()
    cards = [0] * len(state.players)
    lists: list[tuple[Zone, int | None, list[int]]] = [
        (Zone.BATTLEFIELD, None, state.battlefield), (Zone.STACK, None, state.stack), (Zone.EXILE, None, state.exile),
        (Zone.COMMAND, None, state.command)]
    for p in state.players:
        lists += [(Zone.LIBRARY, p.id, p.library), (Zone.HAND, p.id, p.hand), (Zone.GRAVEYARD, p.id, p.graveyard)]
    objects = state.objects
    for zone, owner, ids in lists:
        for oid in ids:
            assert oid not in seen, f"object {oid} is listed twice (again in {zone.value})"
            seen.add(oid)
            obj = objects.get(oid)
            assert obj is not None, f"{zone.value} lists {oid}, which doesn't exist"
            assert obj.zone is zone, f"{obj!r} is listed in {zone.value} but says {obj.zone.value}"
            assert owner is None or obj.owner == owner, f"{obj!r} is in player {owner}'s {zone.value}"
            if not (obj.token or obj.is_copy or obj.kind == "ability"):
                cards[obj.owner] += 1
    assert len(seen) == len(objects), f"objects in no zone: {sorted(set(objects) - seen)}"
    return cards


def card_counts(state: GameState) -> list[int]:
    counts = [0] * len(state.players)
    for obj in state.objects.values():
        if not (obj.token or obj.is_copy or obj.is_ability):
            counts[obj.owner] += 1
    return counts


def check_counts(state: GameState, expected: list[int], counts: list[int]) -> None:
    for p in state.players:
        if p.in_game:
            assert counts[p.id] == expected[p.id], f"{p.name} owns {counts[p.id]} cards, not {expected[p.id]}"


def check_non_negative(state: GameState) -> None:
    for p in state.players:
        assert min(p.pool) >= 0, f"{p.name}'s mana pool {p.pool}"
        assert p.poison >= 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        assert obj.damage >= 0, f"{obj!r} has {obj.damage} damage"
        assert all(n > 0 for n in obj.counters.values()), f"{obj!r} has counters {obj.counters}"


def check_decision(game: Game, legal: list[Action]) -> None:
    if game.is_over():
        assert game.decision is None and legal == []
    else:
        assert game.decision is not None and legal, f"no legal action for {game.decision}"
        assert all(getattr(a, "player", None) == game.decision.player for a in legal)


def hidden_names(state: GameState) -> list[set[str]]:
    """For each player, the card names they may not see anywhere: face-down objects others control, and cards in
    others' hands and libraries — less the names of cards anyone sees (a name shown for a public card tells
    nothing) and of the cards in their own hand and library (which they may look at: a scry)."""
    secret: list[set[str]] = [set() for _ in state.players]      # by the player who may see them
    public: set[str] = set()
    objects = state.objects
    for p in state.players:
        secret[p.id].update(objects[o].card for o in (*p.hand, *p.library))
    for o in objects.values():
        if o.face_down:
            secret[o.controller].add(o.card)
        elif o.zone in PUBLIC:
            public.add(o.card)
            public.add(object_name(o))
    found = []
    for p in state.players:
        others = set().union(*(secret[q.id] for q in state.players if q.id != p.id))
        found.append(others - public - {objects[o].card for o in (*p.hand, *p.library)})
    return found


PUBLIC = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE)


def _shown_names(seen: dict) -> set[str]:
    """Every object name an observation shows."""
    cards = [*seen["battlefield"], *seen["stack"], *seen["exile"]]
    for p in seen["players"]:
        cards += [*p["graveyard"], *(p["hand"] or ())]
    return {c["name"] for c in cards}


def check_observations(game: Game) -> None:
    """CR 400.2, 708.5: no player's observation names what they may not see."""
    state = game.state
    for viewer, hidden in enumerate(hidden_names(state)):
        seen = game.observation(viewer)
        assert all(p["hand"] is None for p in seen["players"] if p["id"] != viewer), "another player's hand shown"
        decision = seen["decision"]
        assert decision is None or decision["player"] == viewer or decision["prompt"] is None, \
            f"player {viewer} sees another player's prompt: {decision}"
        leaked = hidden & _shown_names(seen)
        if decision is not None and decision["prompt"]:
            leaked |= {name for name in hidden if name in decision["prompt"]}
        assert not leaked, f"player {viewer}'s observation names hidden cards {leaked}"


def check_trace_views(game: Game, start: int) -> None:
    """CR 400.2, 708.5: each new trace line, as each player sees it, names no face-down object another player
    controls and no card another player moved between hidden zones."""
    from manastack.views import line_for

    state = game.state
    for event in state.events[start:]:
        for viewer in range(len(state.players)):
            line = line_for(event, viewer, state)
            for oid in event.objects:
                obj = state.objects.get(oid) or state.lki.get(oid)
                if obj is None or obj.kind == "ability":
                    continue
                secret = (obj.face_down and obj.controller != viewer) or (
                    event.kind == "zone_change" and obj.owner != viewer and event.get("to") in HIDDEN_ZONES
                    and event.get("from") in HIDDEN_ZONES)
                assert not (secret and obj.card in line), f"player {viewer} sees {obj.card!r} in: {line}"


HIDDEN_ZONES = (Zone.LIBRARY, Zone.HAND)


def check_departed(state: GameState) -> None:
    """CR 800.4a: when a player leaves the game, all objects they own leave it too."""
    gone = {p.id for p in state.players if not p.in_game}
    if not gone or state.game_over:
        return
    left = [o for o in state.objects.values() if o.owner in gone]
    assert not left, f"objects of departed players remain: {left[:5]}"


def malformed(game: Game, rng: Rng) -> Action:
    """A random action that is not legal now: a wrong player, an unknown object, an option not offered."""
    decision = game.decision
    assert decision is not None
    pid = decision.player
    other = (pid + 1 + rng.below(len(game.state.players) - 1)) % len(game.state.players)
    unknown = game.state.next_id + rng.below(50)
    choices: list[Action] = [
        PassPriority(other), PlayLand(pid, unknown), CastSpell(pid, unknown), TurnFaceUp(pid, unknown),
        Choose(pid, "no such option"), Choose(other, 0), Choose(pid, 10_000),
        ActivateAbility(pid, next(iter(game.state.objects)), 99)]
    if UNKNOWN_SOURCE_CHECK:
        choices.append(ActivateAbility(pid, unknown, 0))
    legal = set(game.legal_actions())
    return next(a for a in (choices[rng.below(len(choices))], *choices) if a not in legal)


def check_atomic_rejection(game: Game, rng: Rng) -> None:
    """``apply`` validates before it mutates: a malformed action raises and leaves the game as it was."""
    action = malformed(game, rng)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.to_json() == before, f"rejecting {action} changed the game"


def fingerprint(state: GameState) -> tuple:
    """A cheap summary of everything an action changes (to see that work on a clone leaves the original alone)."""
    objects = tuple((oid, o.zone, o.controller, o.tapped, o.damage, tuple(o.counters.items()), o.targets)
                    for oid, o in state.objects.items())
    players = tuple((p.life, p.poison, tuple(p.pool), tuple(p.library), tuple(p.hand), tuple(p.graveyard),
                     p.lands_played, p.lost) for p in state.players)
    return (objects, players, tuple(state.battlefield), tuple(state.stack), tuple(state.exile), state.step,
            state.turn_number, state.active, state.priority, state.passes, state.decision, state.context,
            state.next_id, state.event_seq, state.rng.state, len(state.effects), len(state.triggers),
            state.combat.attackers.copy() if state.combat else None, state.casting, state.resolution)


def check_every_action_applies(game: Game, legal: list[Action]) -> None:
    """Every listed legal action applies without error on a clone; the original is left as it was."""
    before = fingerprint(game.state)
    for action in legal:
        trial = game.clone()
        trial.apply(action)
        check_zones(trial.state)
    assert fingerprint(game.state) == before, "applying to a clone changed the original game"


def check_round_trips(game: Game, thorough: bool = False) -> None:
    """A clone and a JSON round-trip compare equal to the game (``same_as`` at the end; mid-game the saved
    texts are compared, which is the same comparison done with fewer encodings)."""
    if thorough:
        assert game.same_as(game.clone()), "a clone differs from its original"
        assert game.same_as(Game.from_json(game.to_json())), "a JSON round-trip changed the game"
        return
    text = game.to_json()
    assert game.clone().to_json() == text, "a clone differs from its original"
    assert Game.from_json(text).to_json() == text, "a JSON round-trip changed the game"


# -- playing -----------------------------------------------------------------------------------------------
def pick(rng: Rng, legal: list[Action]) -> Action:
    """A random legal action, preferring to do something over passing (so games end sooner)."""
    if len(legal) > 1 and isinstance(legal[0], PassPriority) and rng.below(4):
        return legal[1 + rng.below(len(legal) - 1)]
    return legal[rng.below(len(legal))]


def new_game(seed: int) -> Game:
    """Two players, or three (seeds 3, 8, … mod 5) or four (4, 9, …); every seventh game pays mana by hand;
    every tenth keeps its events, for the trace-view checks."""
    count = {3: 3, 4: 4}.get(seed % 5, 2)
    decks = [list(DECKS[(seed // len(DECKS) + seed + i) % len(DECKS)]) for i in range(count)]
    return Game.new(decks, seed=seed, starting_player=seed % count, record=seed % 10 == 0,
                    auto_mana=seed % 7 != 2)


def play_checked(seed: int) -> tuple[Game, list[Action]]:
    game = new_game(seed)
    rng = Rng(seed * 7919 + 1)
    expected = card_counts(game.state)
    actions: list[Action] = []
    n = 0
    while True:
        legal = game.legal_actions()
        check_decision(game, legal)
        if game.is_over():
            break
        if n % 23 == 0:
            check_every_action_applies(game, legal)
        if n % 311 == 50:
            check_round_trips(game)
        if n % 97 == 13:
            check_atomic_rejection(game, rng)
        action = pick(rng, legal)
        seen = len(game.state.events)
        game.apply(action)
        actions.append(action)
        n += 1
        assert n < MAX_ACTIONS, f"seed {seed}: no end after {n} actions (turn {game.state.turn_number})"
        check_counts(game.state, expected, check_zones(game.state))
        check_non_negative(game.state)
        check_observations(game)
        check_trace_views(game, seen)
        if DEPARTED_CHECK:
            check_departed(game.state)
    check_round_trips(game, thorough=True)
    return game, actions


def replay(seed: int, actions: list[Action]) -> Game:
    game = new_game(seed)
    for action in actions:
        game.apply(action)
    return game


def check_seed(seed: int) -> str | None:
    """Play one game with every check; a failure comes back as text naming the seed (None if all held)."""
    try:
        game, actions = play_checked(seed)
        assert game.outcome() is not None
        if seed % 5 == 0:
            assert replay(seed, actions).same_as(game), "replaying (seed, actions) gave another final state"
    except Exception as exc:
        return f"seed {seed}: {type(exc).__name__}: {exc}"
    return None


@pytest.mark.parametrize("chunk", range((GAMES + CHUNK - 1) // CHUNK))
def test_random_games_keep_the_invariants(chunk: int) -> None:
    """Seeded random games, CHUNK per test, played to the end with every invariant checked after every action
    (in WORKERS processes when the machine has several cores)."""
    first = FIRST_SEED + chunk * CHUNK
    seeds = range(first, min(first + CHUNK, FIRST_SEED + GAMES))
    if WORKERS > 1 and len(seeds) > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("fork")) as pool:
            failures = [f for f in pool.map(check_seed, seeds) if f]
    else:
        failures = [f for f in map(check_seed, seeds) if f]
    assert not failures, "\n".join(failures)


def test_replay_reproduces_the_game_exactly() -> None:
    """(seed, actions) determines the game: a replay reaches the same final state, events included."""
    seed = FIRST_SEED + 3
    game = new_game(seed)
    game.state.recording = True
    rng = Rng(99)
    actions = []
    while not game.is_over():
        action = pick(rng, game.legal_actions())
        game.apply(action)
        actions.append(action)
    again = new_game(seed)
    again.state.recording = True
    for action in actions:
        again.apply(action)
    assert again.same_as(game)
    assert again.trace() == game.trace()


def test_decks_are_known_cards() -> None:
    """The decks used here are legal decks of built-in cards: 60 cards, or 40 for the sealed ones."""
    from manastack.cards.pool import CardPool

    for deck in DECKS:
        assert len(deck) == 60 or (len(deck) == 40 and deck in DECKS[-len(SEALED_SETS) * SEALED_PER_SET:])
        for name in set(deck):
            CardPool.builtin().find(name)


def test_saves_and_clones_in_the_middle_of_everything() -> None:
    """Every pending question can be saved and cloned: mulligans, casting (601.2), resolution choices (608.2),
    trigger targets (603.3d), attackers, blockers and damage division (508–510), cleanup discards (514.1).
    Three games, round-tripped at every decision that isn't priority; each copy then plays on identically."""
    contexts = set()
    for seed in (FIRST_SEED + 1, FIRST_SEED + 2, FIRST_SEED + 4):
        game = new_game(seed)
        rng = Rng(seed)
        while not game.is_over():
            legal = game.legal_actions()
            action = pick(rng, legal)
            if not isinstance(legal[0], PassPriority):
                contexts.add(game.state.context)
                saved = Game.from_json(game.to_json())
                twin = game.clone()
                assert saved.same_as(game) and twin.same_as(game)
                for copy in (saved, twin):
                    copy.apply(action)
                game.apply(action)
                assert saved.same_as(game) and twin.same_as(game)
            else:
                game.apply(action)
    assert {"mulligan", "casting", "attackers"} <= contexts
