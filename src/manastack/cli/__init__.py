"""The ``manastack`` command line (console script ``manastack = manastack.cli:main``).

Commands:

* ``manastack play --demo [--seed N] [--opponent random|heuristic] [--json]``: a whole game on the
  bench decks, printed as the numbered, rule-cited trace and the result;
* ``manastack play --deck A.txt --deck B.txt``: the same with your own deck lists;
* ``manastack cards list [--json]``, ``manastack cards show NAME [--json]`` (``--cards FILE`` adds a card file) and
  ``manastack cards check FILE``;
* ``manastack cards diff [NAME...] [--set CODE] [--json]`` and ``manastack cards list --set CODE``: the
  definitions beside the reference card data (``$MANASTACK_REFERENCE_DATA`` or ``shared/data``);
* ``manastack bench [--games N] [--seed S] [--json]``: engine speed (and the phase.rs peer's, if installed);
* ``manastack judge FILE... [--check] [--json] [--verbose]``: play judge scenarios;
* ``manastack serve [--host H] [--port P] [--lang es]``: the browser table (needs the ``web`` extra);
* ``manastack sim``, ``ratings``, ``sealed``, ``draft``: simulations and limited play (``--lang`` for their tables).

``--lang en|es|it`` (or ``MANASTACK_LANG``) chooses the language people read: the trace, prompts, tables and
pages; ``--json`` documents keep their English keys.

Output conventions: results on stdout (``--json`` makes it one JSON document), progress and status on
stderr. Exit codes: 0 ok, 1 failure, 2 bad input (a one-line error, never a traceback).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from manastack.decks import DEMO_DECKS
from manastack.language_option import CommandError, UsageError, in_language, language_option
from manastack.types.markers import N_

if TYPE_CHECKING:
    from manastack.cards.pool import CardPool

__all__ = ["DEMO_DECKS", "BadInput", "cli", "main"]

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2

#: Copies of the bench decks (``shared/bench``), used by ``play --demo`` when that folder is not found.


class BadInput(CommandError):
    """Bad input from the user: one line on stderr, exit code 2."""

    exit_code = EXIT_BAD_INPUT


class Failure(CommandError):
    """Something went wrong that is not the user's input: one line on stderr, exit code 1."""

    exit_code = EXIT_FAILURE


def _status(message: str) -> None:
    """A progress or status line on stderr."""
    click.echo(message, err=True)


def _emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, sort_keys=False))


def _stdout_console() -> Any:
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


# -- the command group -----------------------------------------------------------------------------
@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="manastack", prog_name="manastack")
def cli() -> None:
    """manastack: a Magic: The Gathering rules engine that plays by the Comprehensive Rules and cites them."""


# -- play --------------------------------------------------------------------------------------------
def _demo_decks(lang: str) -> list[tuple[str, list[str]]]:
    """The bench decks from ``shared/bench`` (or the built-in copies when that folder is not found, said in
    ``lang``)."""
    from manastack.bench.peer import expand_decklist
    from manastack.bench.runner import find_bench_dir, load_bench_decks
    from manastack.decks import DeckError
    from manastack.sentences import Naming
    from manastack.sentences.reports import BUILT_IN_DECKS

    if find_bench_dir() is not None:
        try:
            return load_bench_decks()
        except (DeckError, FileNotFoundError) as exc:
            raise Failure(UsageError(N_("cannot load the bench decks: {problem}"), problem=exc), lang) from None
    _status(Naming(lang).text(BUILT_IN_DECKS))
    return [(name, expand_decklist(lines)) for name, lines in DEMO_DECKS.items()]


def _card_pool(card_files: Sequence[str], lang: str = "en") -> CardPool:
    """The built-in cards plus the ``--cards`` files, each validated like the built-in ones (bad input: exit 2,
    the error written in ``lang``)."""
    from manastack.cards.loader import CardFileError
    from manastack.cards.pool import CardPool

    try:
        return CardPool.builtin().with_files(card_files)
    except CardFileError as exc:
        raise BadInput(in_language(exc, lang)) from None


LANG_OPTION = language_option("The language of the trace: English, Spanish or Italian (card names stay English).")
CARD_LANG_OPTION = language_option("The language of the rules text, type lines and error messages (card names stay "
                                   "English).")
CARDS_OPTION = click.option("--cards", "card_files", multiple=True, type=click.Path(dir_okay=False),
                            help="A card file (YAML, like the built-in cards) added for this run; repeatable.")


def _deck_files(paths: Sequence[str], pool: CardPool, lang: str) -> list[tuple[str, list[str]]]:
    from manastack.decks import DeckError, load_deck

    known = list(pool)
    decks = []
    for path in paths:
        try:
            deck = load_deck(path, known)
        except DeckError as exc:
            raise BadInput(in_language(exc, lang)) from None
        decks.append((deck.name, deck.card_names()))
    return decks


AGENT_KINDS = ["heuristic", "random", "mcts"]


def _make_agent(kind: str, seed: int) -> Any:
    from manastack.sim.runner import make_agent

    return make_agent(kind, seed)


@cli.command()
@click.option("--demo", is_flag=True, help="Play the two bench decks against each other.")
@click.option("--deck", "deck_files", multiple=True, type=click.Path(dir_okay=False),
              help="A deck list file (give two); instead of --demo.")
@click.option("--seed", type=int, default=1, show_default=True, help="Game seed (shuffles and agents).")
@click.option("--agent", "first_agent", type=click.Choice(AGENT_KINDS), default="heuristic",
              show_default=True, help="The first player's agent.")
@click.option("--opponent", type=click.Choice(AGENT_KINDS), default="random", show_default=True,
              help="The second player's agent.")
@click.option("--json", "as_json", is_flag=True, help="Print the game (trace and result) as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="Print only the result, not the trace.")
@click.option("--human", is_flag=True, help="Play the first seat yourself, in the terminal, against --opponent.")
@click.option("--resume", type=click.Path(exists=True, dir_okay=False),
              help="With --human: resume a game saved with 's FILE'.")
@CARDS_OPTION
@LANG_OPTION
def play(demo: bool, deck_files: tuple[str, ...], seed: int, first_agent: str, opponent: str, as_json: bool,
         quiet: bool, human: bool, resume: str | None, card_files: tuple[str, ...], lang: str) -> None:
    """Play a whole game between two agents and print its numbered, rule-cited trace; or, with --human,
    play it yourself: numbered menus, p to pass until a stop, ?N for card #N's text, u to undo, s FILE to save,
    q to quit."""
    from manastack.game import Game
    from manastack.play import MAX_DECISIONS
    from manastack.sentences import Naming
    from manastack.sentences.reports import PLAY_RESULT, PLAYER_DECK, PLAYER_NAME

    pool = _card_pool(card_files, lang)
    if human:
        _play_human(deck_files, seed, opponent, resume, pool, lang)
        return
    if demo and deck_files:
        raise BadInput(UsageError(N_("give either --demo or two --deck files, not both")), lang)
    if not demo and len(deck_files) != 2:
        raise BadInput(UsageError(N_("give --demo (the bench decks) or exactly two --deck files (got {count})"),
                                  count=len(deck_files)) if deck_files else
                       UsageError(N_("give --demo (the bench decks) or exactly two --deck files")), lang)
    decks = _demo_decks(lang) if demo else _deck_files(deck_files, pool, lang)
    kinds = [first_agent, opponent]
    agents = [_make_agent(kind, seed * 2 + i) for i, kind in enumerate(kinds)]
    naming = Naming(lang)
    names = [naming.text(PLAYER_NAME).format(number=i + 1) for i in range(2)]
    for name, (deck, _), kind in zip(names, decks, kinds, strict=True):
        _status(naming.text(PLAYER_DECK).format(name=name, deck=deck, agent=kind))

    from manastack.cards.pool import UnknownCardError

    try:
        game = Game.new([cards for _, cards in decks], seed=seed, names=names, cards=pool)
    except UnknownCardError as exc:
        raise BadInput(in_language(exc, lang)) from None
    decisions = 0
    while decisions < MAX_DECISIONS and game.decision is not None and not game.is_over():
        legal = game.legal_actions()
        game.apply(agents[game.decision.player].choose(game, legal))
        decisions += 1
    outcome = game.outcome()
    turn = game.state.turn_number
    variant = "stopped" if outcome is None else ("draw" if outcome.winner is None else "win")
    winner = outcome.winner if outcome is not None and outcome.winner is not None else 0
    result = naming.text(PLAY_RESULT[variant]).format(name=names[winner], deck=decks[winner][0], agent=kinds[winner],
                                                      turn=turn, decisions=decisions)
    if as_json:
        _emit_json({
            "seed": seed,
            "players": [{"name": n, "deck": d, "agent": k} for n, (d, _), k in zip(names, decks, kinds, strict=True)],
            "winner": None if outcome is None else outcome.winner,
            "losers": [] if outcome is None else list(outcome.losers),
            "finished": outcome is not None,
            "turns": turn,
            "decisions": decisions,
            "result": result,
            "trace": game.trace(lang=lang),
        })
    else:
        if not quiet:
            for line in game.trace(lang=lang):
                click.echo(line)
        click.echo(result)
    if outcome is None:
        sys.exit(EXIT_FAILURE)


def _play_human(deck_files: tuple[str, ...], seed: int, opponent: str, resume: str | None,
                pool: CardPool, lang: str) -> None:
    """A human in seat 0 against an agent, reading commands from standard input."""
    from rich.console import Console

    from manastack.game import Game
    from manastack.sentences import Naming
    from manastack.sentences.pages import SEAT_NAMES
    from manastack.types.codec import CorruptSaveError
    from manastack.ui.terminal import TerminalSession, lines

    if resume:
        if pool.user_files:
            raise BadInput(UsageError(N_("--cards does not apply with --resume: a save carries its own card files")),
                           lang)
        try:
            game = Game.from_json(Path(resume).read_text(encoding="utf-8"))
        except (CorruptSaveError, OSError) as exc:
            raise BadInput(UsageError(N_("{path}: {problem}"), path=resume, problem=exc), lang) from None
    else:
        decks = _deck_files(deck_files, pool, lang) if deck_files else _demo_decks(lang)
        naming = Naming(lang)
        names = [naming.term("player name", name) for name in SEAT_NAMES]
        game = Game.new([cards for _, cards in decks], seed=seed, names=names, cards=pool)
    session = TerminalSession(game, 0, {1: _make_agent(opponent, seed * 2 + 1)}, Console(), lang)
    session.run(lines(sys.stdin))


@cli.command()
@click.argument("record", type=click.Path(exists=True))
@click.option("--json", "as_json", is_flag=True,
              help="Print each replayed game's trace and result as JSON Lines (one object per line).")
@LANG_OPTION
def replay(record: str, as_json: bool, lang: str) -> None:
    """Replay recorded games (JSON Lines from `manastack sim --record`) and print their traces."""
    from manastack.sentences import Naming
    from manastack.sentences.reports import REPLAY_WINNER, REPLAYED_GAME
    from manastack.sim import replay_file
    from manastack.types.codec import CorruptSaveError

    try:
        games = replay_file(record)
    except CorruptSaveError as exc:
        raise BadInput(in_language(exc, lang)) from None
    naming = Naming(lang)
    for number, game in enumerate(games, 1):
        outcome = game.outcome()
        winner = None if outcome is None else outcome.winner
        if as_json:
            record_line = {"game": number, "winner": winner, "turns": game.state.turn_number,
                           "trace": game.trace(lang=lang)}
            click.echo(json.dumps(record_line, ensure_ascii=False))
            continue
        click.echo(naming.text(REPLAYED_GAME).format(number=number))
        for line in game.trace(lang=lang):
            click.echo(line)
        if winner is None:
            click.echo(naming.text(REPLAY_WINNER["none"]))
        else:
            click.echo(naming.text(REPLAY_WINNER[""]).format(name=game.state.players[winner].name))


@cli.command()
@click.argument("number", required=False)
@click.option("--uncovered", is_flag=True, help="List the cited rules that no test covers.")
@click.option("--json", "as_json", is_flag=True, help="Print the index as JSON (each entry names its \"lang\").")
@language_option("The language of the summaries: English, Spanish or Italian (rule numbers and paths stay).")
def rules(number: str | None, uncovered: bool, as_json: bool, lang: str) -> None:
    """The rules index: each CR rule the engine, a test or a scenario cites, summarised, with the modules, tests
    and scenarios behind it. NUMBER shows one rule and its subrules (608 shows 608.2b …)."""
    from dataclasses import asdict

    from manastack.judge.rules_index import index, matching
    from manastack.sentences import Naming
    from manastack.sentences.pages import RULE_DETAILS
    from manastack.sentences.reports import NO_SUMMARY

    entries = index(lang=lang)
    if number:
        entries = matching(entries, number)
        if not entries:
            raise BadInput(UsageError(N_("rule {number} is not cited by the engine, a test or a scenario; try "
                                         "`manastack rules` for the list"), number=number), lang)
    if uncovered:
        entries = [e for e in entries if not e.tests]
    if as_json:
        _emit_json([{**asdict(e), "lang": lang} for e in entries])
        return
    naming = Naming(lang)
    fields = [naming.text(field) + ":" for field in RULE_DETAILS]     # modules, tests, scenarios
    width = max(map(len, fields)) + 1
    for e in entries:
        click.echo(f"{e.number}  {e.summary or naming.text(NO_SUMMARY)}")
        if number:
            for field, paths in zip(fields, (e.modules, e.tests, e.scenarios), strict=True):
                click.echo(f"    {field:<{width}}{', '.join(paths) or '—'}")


def _register_simulation() -> None:
    from manastack.sim.cli import sim_command

    cli.add_command(sim_command)


_register_simulation()


def _register_limited() -> None:
    from manastack.cli.limited import draft_command, ratings_command, sealed_command

    for command in (sealed_command, draft_command, ratings_command):
        cli.add_command(command)


_register_limited()


def _register_card_reference() -> None:
    from manastack.cards.cli import diff_command

    cards.add_command(diff_command)


# -- cards -------------------------------------------------------------------------------------------
@cli.group()
def cards() -> None:
    """Browse the built-in cards, or check a card file of your own."""


_register_card_reference()


def _card_record(definition: Any, lang: str = "en") -> dict[str, Any]:
    from manastack.cards.translation import rules_text_in, type_line_in
    from manastack.sentences import Naming

    naming = Naming(lang)
    try:
        text = rules_text_in(definition, naming)
    except Exception as exc:  # one card the renderer cannot word must not break the listing
        text = f"(rules text unavailable: {type(exc).__name__}: {exc})"
    return {
        "name": definition.name,
        "cost": definition.cost.render() if definition.cost is not None else None,
        "mana_value": definition.mana_value,
        "type_line": type_line_in(definition, naming),
        "power": "*" if definition.pt_equal_to else definition.printed_power,
        "toughness": "*" if definition.pt_equal_to else definition.toughness,
        "loyalty": definition.loyalty,
        "text": text,
        "token": definition.token,
        "lang": lang,
    }


def _pt(record: dict[str, Any]) -> str:
    if record.get("loyalty") is not None:     # CR 209.1: a planeswalker's loyalty, where P/T would be
        from manastack.cards.translation import LOYALTY
        from manastack.sentences import Naming

        return Naming(record["lang"]).text(LOYALTY).format(loyalty=record["loyalty"])
    if record["power"] is None and record["toughness"] is None:
        return ""
    return f"{record['power']}/{record['toughness']}"


@cards.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print every card as JSON.")
@click.option("--tokens/--no-tokens", default=False, show_default=True, help="Include token definitions.")
@click.option("--set", "set_code", help="Only the cards of this reference set (e.g. BLB, BFZ), with the coverage.")
@CARDS_OPTION
@CARD_LANG_OPTION
def cards_list(as_json: bool, tokens: bool, set_code: str | None, card_files: tuple[str, ...], lang: str) -> None:
    """List every card: name, cost, type line, power/toughness; with --set, a reference set's defined cards."""
    pool = _card_pool(card_files, lang)
    if set_code is not None:
        from manastack.cards.cli import list_set

        list_set(set_code, as_json)
        return

    records = [_card_record(d, lang) for d in sorted(pool.values(), key=lambda d: d.name.casefold())
               if tokens or not d.token]
    if as_json:
        _emit_json(records)
        return
    from rich.table import Table
    from rich.text import Text

    table = Table(title=f"{len(records)} cards", title_justify="left")
    for column in ("Name", "Cost", "Type", "P/T"):
        table.add_column(column, no_wrap=column != "Type")
    for r in records:
        table.add_row(Text(r["name"]), Text(r["cost"] or ""), Text(r["type_line"]), Text(_pt(r)))
    _stdout_console().print(table)


@cards.command("show")
@click.argument("name", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print the card as JSON.")
@CARDS_OPTION
@CARD_LANG_OPTION
def cards_show(name: tuple[str, ...], as_json: bool, card_files: tuple[str, ...], lang: str) -> None:
    """Show one card: cost, type line, power/toughness and its rules text (NAME is case-insensitive)."""
    from manastack.cards.pool import UnknownCardError

    pool = _card_pool(card_files, lang)
    wanted = " ".join(name)
    try:
        definition = pool.find(wanted)
    except UnknownCardError as exc:
        raise BadInput(in_language(exc, lang)) from None
    record = _card_record(definition, lang)
    if as_json:
        _emit_json(record)
        return
    _echo_card(record)


def _echo_card(record: dict[str, Any]) -> None:
    header = record["name"] + (f"  {record['cost']}" if record["cost"] else "")
    click.echo(header)
    click.echo(record["type_line"])
    for line in record["text"].splitlines():
        click.echo(line)
    if _pt(record):
        click.echo(_pt(record))


@cards.command("check")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the result (and every card) as JSON.")
@CARD_LANG_OPTION
def cards_check(file: str, as_json: bool, lang: str) -> None:
    """Validate a card file exactly like the built-in cards (a name a built-in card has is a clash) and print
    each card's rules text as the engine reads it. Exit 0: valid; 2: the file, card and field that are wrong."""
    try:
        pool = _card_pool([file], lang)
    except BadInput as exc:
        if as_json:
            _emit_json({"file": file, "status": "error", "error": exc.message, "cards": []})
            sys.exit(EXIT_BAD_INPUT)
        raise
    records = [_card_record(d, lang) for d in pool.layers[-1].definitions]
    if as_json:
        _emit_json({"file": file, "status": "ok", "error": None, "cards": records})
        return
    for number, record in enumerate(records):
        if number:
            click.echo()
        _echo_card(record)
    _status(f"{file}: {len(records)} card(s) valid")


# -- bench -------------------------------------------------------------------------------------------
@cli.command()
@click.option("--games", type=click.IntRange(min=1), default=20, show_default=True,
              help="Random-vs-random games to play (also per worker run).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first game.")
@click.option("--peer-games", type=click.IntRange(min=0), default=None,
              help="Games for the phase.rs peer (default: --games, at most 4; 0 skips the peer).")
@click.option("--samples", type=click.IntRange(min=1), default=8, show_default=True,
              help="Mid-game states for the clone/save timings.")
@click.option("--json", "as_json", is_flag=True, help="Print the measurements as JSON.")
def bench(games: int, seed: int, peer_games: int | None, samples: int, as_json: bool) -> None:
    """Benchmark the engine: random games on the bench decks (and two BFZ decks of the checkout), clone/save
    timings, memory, workers, peer."""
    from manastack.bench.runner import find_bench_dir, run_bench
    from manastack.decks import DeckError

    if find_bench_dir() is None:
        raise BadInput(f"no shared/bench folder found above {Path.cwd()} (run from a checkout with shared/ beside it, "
                       "or set MANASTACK_BENCH_DIR to a folder of deck lists)")
    try:
        report = run_bench(games, seed, peer_games=min(games, 4) if peer_games is None else peer_games,
                           samples=samples, progress=lambda msg: _status(f"bench: {msg}"))
    except (DeckError, FileNotFoundError) as exc:
        raise Failure(str(exc)) from None
    if as_json:
        _emit_json(report.as_dict())
        return
    _print_bench(report)


def _print_bench(report: Any) -> None:
    from rich.table import Table

    ours = report.ours
    table = Table(title=f"manastack bench: {report.games} random games, {' vs '.join(report.decks)}, "
                        f"seed {report.seed}", title_justify="left")
    table.add_column("Measure")
    table.add_column("manastack", justify="right")
    peer = report.peer
    ratios = report.ratios()
    if peer is not None:
        table.add_column(f"peer ({peer.games} games)", justify="right")
        table.add_column("ours/peer", justify="right")

    def row(label: str, value: str, peer_value: str = "", ratio: str = "") -> None:
        table.add_row(label, value, *([peer_value, ratio] if peer is not None else []))

    row("decisions/s", f"{ours.decisions_per_second:,.0f}",
        f"{peer.decisions_per_second:,.0f}" if peer else "",
        f"{ratios['decisions_per_second']:.2f}x" if ratios else "")
    row("games/s", f"{ours.games_per_second:,.2f}", f"{peer.games_per_second:,.2f}" if peer else "",
        f"{ratios['games_per_second']:.2f}x" if ratios else "")
    _set_deck_rows(report, row)
    env_rate = report.env_steps_per_second
    row("env steps/s (PettingZoo)", "n/a (extra rl)" if env_rate is None else f"{env_rate:,.0f}")
    row("search playouts/s (mcts)", f"{report.playouts_per_second:,.0f}")
    row("decisions/game", f"{ours.decisions / max(ours.games, 1):,.0f}",
        f"{peer.decisions / max(peer.games, 1):,.0f}" if peer else "")
    row("clone() median", f"{report.clone_median_us:,.1f} µs")
    row("to_json() median", _us(report.to_json_median_us))
    row("Game.from_json() median", _us(report.from_json_median_us))
    row("save size median", f"{report.save_bytes_median:,} bytes")
    row("peak RSS (process)", f"{report.peak_rss_mb:,.1f} MB")
    row("tracemalloc peak (1 game)", f"{report.game_tracemalloc_peak_mb:,.2f} MB")
    for n, totals in sorted(report.workers.items()):
        row(f"games/s, {n} worker{'s' if n > 1 else ''}", f"{totals.games_per_second:,.2f}")
    _stdout_console().print(table)
    for problem in report.problems:
        _status(f"bench: warning: {problem}")
    for run in report.set_decks:
        if run.note:
            _status(f"bench: {run.note}")
    if report.peer_note:
        _status(f"bench: {report.peer_note}")
    _status(f"bench: {report.cpus} CPU(s); clone/save timings on {report.midgame_states} mid-game states")


def _set_deck_rows(report: Any, row: Callable[..., None]) -> None:
    """Each pair of set decks' rows beside the bench decks' (their games are the same random games on other
    decks)."""
    for run in report.set_decks:
        pair = " vs ".join(run.decks)
        if run.ours is None:
            row(f"decisions/s, {pair}", "not measured")
            continue
        row(f"decisions/s, {pair}", f"{run.ours.decisions_per_second:,.0f}")
        row(f"games/s, {pair}", f"{run.ours.games_per_second:,.2f}")


def _us(value: float | None) -> str:
    return "n/a" if value is None else f"{value:,.1f} µs"


# -- judge -------------------------------------------------------------------------------------------
@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option("--check", is_flag=True, help="Check the scenarios' expectations (exit 1 if one fails).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per scenario.")
@click.option("--verbose", "-v", is_flag=True, help="Explain each step.")
@CARDS_OPTION
@LANG_OPTION
def judge(files: tuple[str, ...], check: bool, as_json: bool, verbose: bool, card_files: tuple[str, ...],
          lang: str) -> None:
    """Play judge scenario files and print their traces."""
    try:
        from manastack.judge.cli import run_judge
    except ImportError as exc:
        raise Failure(UsageError(N_("the judge is not available: {problem}"), problem=str(exc)), lang) from None
    sys.exit(run_judge(list(files), check, as_json, verbose, cards=_card_pool(card_files, lang), lang=lang))


# -- serve -------------------------------------------------------------------------------------------
@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; only this machine can connect unless you give another (e.g. 0.0.0.0 "
                   "for your LAN).")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--decks", "decks_dir", type=click.Path(file_okay=False, exists=True), default=None,
              help="A folder of deck lists (*.txt) to offer by name  [default: ./decks if present].")
@click.option("--scenarios", "scenarios_dir", type=click.Path(file_okay=False, exists=True), default=None,
              help="A folder of judge scenarios (*.yaml) to open in judge mode  [default: ./scenarios if present].")
@language_option("The language of the pages, the trace and the prompts, unless the page or a table asks for "
                 "another (?lang=es): English, Spanish or Italian.")
def serve(host: str, port: int, decks_dir: str | None, scenarios_dir: str | None, lang: str) -> None:
    """Serve the browser table: play against the agents, hot-seat, or from two browsers; step through judge
    scenarios; read the rules index. Prints the address to open; Ctrl-C stops it."""
    try:
        import uvicorn

        from manastack.web.app import create_app
    except ImportError as exc:
        raise Failure(UsageError(N_("the browser table needs the web extra: pip install 'manastack[web]' "
                                      "({problem})"), problem=str(exc)), lang) from None
    from manastack.sentences import Naming
    from manastack.sentences.pages import SERVING, SERVING_EVERYWHERE

    decks = Path(decks_dir) if decks_dir else (Path("decks") if Path("decks").is_dir() else None)
    scenarios = Path(scenarios_dir) if scenarios_dir else (Path("scenarios") if Path("scenarios").is_dir() else None)
    config = uvicorn.Config(create_app(decks, scenarios, DEMO_DECKS, lang), host=host, port=port, log_level="warning")
    server = uvicorn.Server(config)
    config.load()
    import socket

    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)       # connections wait in the backlog from now on, so the printed address works at once
    except OSError as exc:
        raise BadInput(UsageError(N_("cannot listen on {host}:{port}: {problem}"), host=host, port=port,
                                  problem=exc.strerror or str(exc)), lang) from None
    port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    naming = Naming(lang)
    click.echo(naming.text(SERVING).format(address=f"http://{shown}:{port}/"))
    if host in ("0.0.0.0", "::"):
        click.echo(naming.text(SERVING_EVERYWHERE).format(address=f"http://127.0.0.1:{port}/"))
    sys.stdout.flush()
    server.run(sockets=[sock])


# -- entry point -------------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> NoReturn:
    """Run the CLI; usage errors and bad input give one line on stderr and exit 2, never a traceback.

    Unexpected errors exit 1 with one line (set ``MANASTACK_DEBUG=1`` to see the traceback).
    """
    try:
        code = cli.main(args=list(argv) if argv is not None else None, prog_name="manastack",
                        standalone_mode=False)
    except click.UsageError as exc:
        hint = f" Try '{exc.ctx.command_path} --help'." if exc.ctx is not None else ""
        click.echo(f"Error: {exc.format_message()}{hint}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(EXIT_FAILURE)
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        sys.exit(130)
    except BrokenPipeError:
        sys.stderr.close()  # e.g. `manastack play --demo | head`
        sys.exit(EXIT_OK)
    except Exception as exc:
        if os.environ.get("MANASTACK_DEBUG"):
            raise
        click.echo(f"Error: internal error: {type(exc).__name__}: {exc} (set MANASTACK_DEBUG=1 for a traceback)",
                   err=True)
        sys.exit(EXIT_FAILURE)
    sys.exit(code if isinstance(code, int) else EXIT_OK)


if __name__ == "__main__":  # pragma: no cover
    main()
