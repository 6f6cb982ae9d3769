"""Passing priority for a person without asking them (CR 117.3d): when passing is all they can do, and after they
ask to pass until something happens — a stop: an opponent's spell or ability put on the stack, creatures
attacking, or their own main phase. A decision other than priority always comes back to them."""

from __future__ import annotations

from collections.abc import Iterable

from manastack.game import Game
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step
from manastack.types.state import GameState

STOPS = ("opponent", "combat", "main")
COMBAT_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)
MAIN_STEPS = (Step.MAIN1, Step.MAIN2)


class AutoPass:
    """One player's passing: ``start`` it to pass until a stop; ``should_pass`` says whether to pass now."""

    def __init__(self, player: int, stops: Iterable[str] = STOPS) -> None:
        self.player = player
        self.stops = set(stops)
        self.passing = False
        self.seen_stack: tuple[int, ...] = ()

    def start(self, state: GameState, stops: Iterable[str] | None = None) -> None:
        """Pass from now on until a stop (the stack as it is now is not news)."""
        if stops is not None:
            self.stops = set(stops)
        self.passing = True
        self.seen_stack = tuple(state.stack)

    def toggle(self, stop: str) -> None:
        if stop not in STOPS:
            raise ValueError(f"stops are: {', '.join(STOPS)}")
        self.stops ^= {stop}

    def should_pass(self, game: Game) -> bool:
        """Whether to pass priority for the player at the game's current decision (theirs)."""
        decision = game.decision
        if decision is None or decision.player != self.player:
            return False
        if decision.kind is not DecisionKind.PRIORITY:
            self.passing = False        # any other decision always comes back to the player
            return False
        if self.passing and self._at_stop(game.state):
            self.passing = False
        return self.passing or len(game.legal_actions()) == 1     # passing is the one legal action

    def _at_stop(self, state: GameState) -> bool:
        new = [o for o in state.stack if o not in self.seen_stack]
        self.seen_stack = tuple(state.stack)
        if "opponent" in self.stops and any(state.objects[o].controller != self.player for o in new):
            return True
        if "combat" in self.stops and state.step in COMBAT_STEPS and state.combat and state.combat.attackers:
            return True
        return "main" in self.stops and state.step in MAIN_STEPS and state.active == self.player and not state.stack
