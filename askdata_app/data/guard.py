"""Read-only SQL guard: one read statement, no file, network, extension or system functions.

``check_sql`` parses with sqlglot in the target dialect and refuses anything that is not a single read
statement, or any text the parser cannot account for. It is the first of two locks: the data source
also opens a read-only connection (see ``readonly.py``).

Run ``python -m askdata_app.data.guard CORPUS.yaml`` to check a corpus of must-refuse / must-allow SQL.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import lru_cache

import sqlglot
from sqlglot import Token, TokenType, exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import SqlglotError

from askdata_app.data import guard_rules as rules

REFUSAL_HINT = " Only a single read-only query (SELECT, WITH ... SELECT, UNION, VALUES) can run."


@dataclass(frozen=True)
class GuardResult:
    """The guard's verdict on one SQL text."""

    allowed: bool
    reason: str  # "" when allowed; else a clear sentence for model and user


class UnsafeQueryError(Exception):
    """Raised by ``ensure_safe`` for SQL the guard refuses."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_ALLOWED = GuardResult(True, "")


def _refuse(reason: str) -> GuardResult:
    text = reason[0].upper() + reason[1:]
    if not text.endswith("."):
        text += "."
    return GuardResult(False, f"Refused: {text}{REFUSAL_HINT}")


def _statement_tokens(sql: str, tokens: list[Token], dialect: str) -> tuple[list[Token], str | None]:
    """Check every character is accounted for, strip trailing semicolons, refuse any other semicolon."""
    reason = rules.scan_tokens(sql, tokens, dialect)
    if reason:
        return tokens, reason
    while tokens and tokens[-1].token_type == TokenType.SEMICOLON:
        tokens.pop()
    if not tokens:
        return tokens, "there is no SQL statement"
    if any(t.token_type == TokenType.SEMICOLON for t in tokens):
        return tokens, "the text holds more than one statement"
    if any(t.token_type == TokenType.HINT for t in tokens):
        return tokens, rules.HINT_REFUSAL
    return tokens, None


def _check_tree(tree: exp.Expr, dialect: str) -> str | None:
    """Refuse write nodes, locks, INTO, forbidden functions and file-like tables anywhere in the tree."""
    for node in tree.walk():
        for kind, label in rules.FORBIDDEN_NODES:
            if isinstance(node, kind):
                return f"{label} is not allowed"
        if isinstance(node, exp.Func):
            name = rules.function_name(node)
            reason = rules.function_refusal(name, known=not isinstance(node, exp.Anonymous))
            if reason:
                return reason
            parent = node.parent
            # A function producing rows (FROM f(), JOIN f()), not one in a join's ON condition (a AND b).
            in_from = isinstance(parent, exp.Table | exp.Lateral | exp.From) or (
                isinstance(parent, exp.Join) and node.arg_key == "this"
            )
            if in_from and name not in rules.ALLOWED_TABLE_FUNCTIONS and not isinstance(node, exp.Unnest):
                return f"the table function {name}() is not on the list of allowed table functions"
        elif isinstance(node, exp.Table):
            reason = rules.table_name_refusal(node, dialect)
            if reason:
                return reason
    return None


@lru_cache(maxsize=256)
def _checked(sql: str, dialect: str) -> tuple[str | None, str, bool]:
    """``_check`` of a whole text, remembered: the verdict is a pure function of the text and the dialect, and
    one query is checked several times on its way (its impact preview, the preview's EXPLAIN, the run)."""
    return _check(sql, dialect)


def _check(sql: str, dialect: str, *, explained: bool = False) -> tuple[str | None, str, bool]:
    """Return (reason or None, the single statement text to run, whether it ends with its own ORDER BY)."""
    if not rules.known_dialect(dialect):
        return f"unknown SQL dialect {dialect!r}", "", False
    if "\x00" in sql:
        return "the text contains a NUL character, which drivers truncate or reject", "", False
    try:
        parser_dialect = Dialect.get_or_raise(dialect)
        tokens = list(parser_dialect.tokenize(sql))
        commands = {TokenType.COMMAND, *parser_dialect.tokenizer_class.COMMANDS}
        if tokens and tokens[0].token_type in commands:
            return _check_command(sql, tokens[0], dialect, explained=explained)
        tokens, reason = _statement_tokens(sql, tokens, dialect)
        if reason:
            return reason, "", False
        statement = sql[tokens[0].start : tokens[-1].end + 1]
        statements = [s for s in sqlglot.parse(statement, read=dialect) if s is not None]
        if len(statements) != 1:
            return "the text must hold exactly one statement", "", False
        tree = statements[0]
        if not isinstance(tree, rules.READ_ROOTS):
            label = next((lbl for kind, lbl in rules.FORBIDDEN_NODES if isinstance(tree, kind)), "")
            word = label if label.isupper() else tokens[0].text.upper()
            return f"{word} statements are not allowed", "", False
        reason = _check_tree(tree, dialect)
        ordered = tree.args.get("order") is not None
    except SqlglotError as err:
        first = str(err).splitlines()[0] if str(err) else type(err).__name__
        return f"the SQL could not be parsed ({first})", "", False
    except Exception as err:  # fail closed: a parser crash (deep nesting, a sqlglot bug) is a refusal
        return f"the SQL could not be checked ({type(err).__name__})", "", False
    return (reason, "", False) if reason else (None, statement, ordered)


def _check_command(sql: str, first: Token, dialect: str, *, explained: bool) -> tuple[str | None, str, bool]:
    """Allow plain ``EXPLAIN <select>``; refuse EXPLAIN ANALYZE and every other command."""
    word = first.text.upper()
    reason = rules.scan_gap(sql[: first.start], dialect)
    if reason:
        return reason, "", False
    if word != "EXPLAIN" or explained:
        return f"{word} statements are not allowed", "", False
    reason, inner, _ = _check(sql[first.end + 1 :], dialect, explained=True)
    if reason:
        return (
            f"only a plain EXPLAIN of a SELECT is allowed (EXPLAIN ANALYZE runs the statement): {reason}",
            "",
            False,
        )
    return None, f"EXPLAIN {inner}", False


def check_sql(sql: str, dialect: str) -> GuardResult:
    """Decide whether ``sql`` is a single read-only statement safe to run in ``dialect``.

    Args:
        sql: The SQL text as the model or the user wrote it.
        dialect: sqlglot dialect name: "duckdb", "sqlite", "postgres" or "mysql".

    Returns:
        ``GuardResult(True, "")`` when allowed, else ``GuardResult(False, reason)``.
    """
    reason, _, _ = _checked(sql, dialect)
    return _refuse(reason) if reason else _ALLOWED


def ensure_safe(sql: str, dialect: str) -> str:
    """Return the single statement to run (trailing ``;`` and outer comments dropped).

    Raises:
        UnsafeQueryError: the guard refused the text; ``.reason`` says why.
    """
    reason, statement, _ = _checked(sql, dialect)
    if reason:
        raise UnsafeQueryError(_refuse(reason).reason)
    return statement


def sorts_its_rows(sql: str, dialect: str) -> bool:
    """Whether the statement :func:`ensure_safe` returns for ``sql`` ends with its own ``ORDER BY`` (a
    top-level one; an ORDER BY inside a subquery does not order the result). False for a refused text."""
    reason, _, ordered = _checked(sql, dialect)
    return ordered and not reason


def _load_corpus(path: str) -> dict[str, list[tuple[str, list[str]]]]:
    """Read a corpus YAML file into {"must_refuse": [(sql, dialects)], "must_allow": [...]}."""
    import yaml

    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict):
        msg = "the corpus must be a mapping with must_refuse and must_allow lists"
        raise ValueError(msg)
    corpus: dict[str, list[tuple[str, list[str]]]] = {}
    for key in ("must_refuse", "must_allow"):
        entries = data.get(key)
        if not isinstance(entries, list):
            msg = f"{key} must be a list"
            raise ValueError(msg)
        corpus[key] = []
        for entry in entries:
            if not isinstance(entry, dict) or not isinstance(entry.get("sql"), str):
                msg = f"every {key} entry needs a 'sql' string: {entry!r}"
                raise ValueError(msg)
            dialects = entry.get("dialects", "any")
            dialects = list(rules.DIALECTS) if dialects in ("any", ["any"]) else dialects
            if not isinstance(dialects, list) or not set(dialects) <= set(rules.DIALECTS):
                msg = f"unknown dialects {dialects!r} in {key} entry {entry['sql']!r}"
                raise ValueError(msg)
            corpus[key].append((entry["sql"], dialects))
    return corpus


def main(argv: list[str]) -> int:
    """CLI: check every corpus entry; 0 when all behave as required, 1 on a miss, 2 on a broken file."""
    if len(argv) != 1:
        print("usage: python -m askdata_app.data.guard CORPUS.yaml", file=sys.stderr)
        return 2
    try:
        corpus = _load_corpus(argv[0])
    except Exception as err:  # missing file, YAML syntax, wrong shape
        print(f"cannot read corpus {argv[0]}: {err}", file=sys.stderr)
        return 2
    missed = 0
    for key, want_allowed in (("must_refuse", False), ("must_allow", True)):
        total = good = 0
        misses: list[str] = []
        for sql, dialects in corpus[key]:
            for dialect in dialects:
                total += 1
                result = check_sql(sql, dialect)
                if result.allowed == want_allowed:
                    good += 1
                else:
                    misses.append(f"  MISS [{dialect}] {sql!r}: {result.reason or 'allowed'}")
        print(f"{key}: {good}/{total}")
        for line in misses:
            print(line)
        missed += total - good
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
