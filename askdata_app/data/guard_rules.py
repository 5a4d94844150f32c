"""Rules behind the read-only SQL guard: what text, statements, functions and tables are refused.

Everything here works on sqlglot tokens and expression trees; nothing matches SQL with regexes.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from sqlglot import Token, TokenType, exp
from sqlglot.dialects.dialect import Dialect

DIALECTS = ("duckdb", "sqlite", "postgres", "mysql")

# Functions refused by name (lower-case, schema qualifier removed), in every dialect.
DENIED_FUNCTIONS = frozenset(
    {
        # DuckDB file, network, extension and nested-SQL functions
        "read_csv", "read_csv_auto", "read_parquet", "parquet_scan", "read_json", "read_json_auto",
        "read_json_objects", "read_json_objects_auto", "read_ndjson", "read_ndjson_auto",
        "read_ndjson_objects", "read_text", "read_blob", "read_xlsx", "glob", "sniff_csv",
        "parquet_metadata", "parquet_schema", "parquet_file_metadata", "parquet_kv_metadata",
        "parquet_bloom_probe", "iceberg_scan", "iceberg_metadata", "iceberg_snapshots", "delta_scan",
        "sqlite_scan", "sqlite_attach", "postgres_scan", "postgres_scan_pushdown", "postgres_attach",
        "postgres_query", "postgres_execute", "mysql_scan", "mysql_query", "mysql_execute", "st_read",
        "st_read_meta", "duckdb_secrets", "which_secret", "load_extension", "install_extension",
        "query", "query_table", "json_execute_serialized_sql", "getenv", "csv_scan",
        # SQLite
        "readfile", "writefile", "edit", "fts3_tokenizer", "lsdir", "fsdir",
        # PostgreSQL
        "pg_read_file", "pg_read_binary_file", "pg_ls_dir", "pg_stat_file", "pg_sleep", "pg_sleep_for",
        "pg_sleep_until", "lo_import", "lo_export", "lo_open", "lo_close", "lo_creat", "lo_create",
        "lo_unlink", "lo_put", "lo_get", "lo_from_bytea", "lo_truncate", "lo_truncate64", "loread",
        "lowrite", "query_to_xml", "query_to_xmlschema", "query_to_xml_and_xmlschema", "cursor_to_xml",
        "cursor_to_xmlschema", "set_config", "nextval", "setval", "pg_notify", "pg_terminate_backend",
        "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile", "pg_switch_wal", "pg_promote",
        "pg_export_snapshot", "pg_current_logfile", "txid_current", "pg_current_xact_id",
        # MySQL / MariaDB
        "load_file", "sleep", "benchmark", "get_lock", "release_lock", "release_all_locks",
        "is_free_lock", "is_used_lock", "master_pos_wait", "source_pos_wait", "sys_exec", "sys_eval",
        "sys_get", "sys_set", "lastval", "wait_for_executed_gtid_set", "wait_until_sql_thread_after_gtids",
    }
)  # fmt: skip

# Function name prefixes refused (families of the functions above).
DENIED_PREFIXES = (
    "read_", "pg_read", "pg_ls_", "pg_file", "pg_logdir", "pg_sleep", "pg_advisory", "pg_try_advisory",
    "pg_terminate", "pg_cancel", "pg_reload", "pg_rotate", "pg_switch", "pg_create", "pg_drop",
    "pg_replication", "pg_logical", "pg_wal", "pg_backup", "pg_start_backup", "pg_stop_backup",
    "pg_stat_reset", "pg_stat_statements_reset", "pg_import", "pg_log_", "pg_copy", "lo_", "dblink",
    "query_to_xml", "cursor_to_xml", "database_to_xml", "schema_to_xml", "sleep", "sqlite_", "postgres_",
    "mysql_", "iceberg_", "delta_", "parquet_", "st_read", "json_execute",
)  # fmt: skip

# Words that, in a function sqlglot does not know, smell of I/O, locks, waits or nested SQL.
SUSPECT_WORDS = frozenset(
    {
        "read", "write", "file", "files", "scan", "glob", "load", "import", "export", "exec", "execute",
        "eval", "sleep", "lock", "locks", "advisory", "http", "https", "url", "copy", "attach", "detach",
        "sql", "query", "shell", "system", "sys", "secret", "secrets", "extension", "extensions", "dir",
        "ls", "connect", "remote", "dblink", "notify", "terminate", "cancel", "reload", "rotate", "socket",
        "env", "getenv", "install", "benchmark", "wait", "setval", "nextval", "config", "xml", "backend",
    }
)  # fmt: skip

# Table functions allowed in FROM (generated rows, unnesting); any other table function is refused.
ALLOWED_TABLE_FUNCTIONS = frozenset(
    {"generate_series", "exploding_generate_series", "range", "unnest", "json_each", "json_tree",
     "jsonb_array_elements", "json_array_elements", "jsonb_array_elements_text", "json_array_elements_text",
     "jsonb_each", "jsonb_each_text", "json_each_text", "generate_subscripts", "regexp_split_to_table",
     "jsonb_to_recordset", "json_to_recordset", "json_table"}
)  # fmt: skip

# Statement kinds that only read. EXPLAIN is handled separately (it arrives as a Command).
READ_ROOTS: tuple[type[exp.Expr], ...] = (exp.Select, exp.SetOperation, exp.Values, exp.Subquery)

# Nodes that must not appear anywhere in the tree: writes, DDL, session changes, locks, SELECT INTO.
FORBIDDEN_NODES: tuple[tuple[type[exp.Expr], str], ...] = (
    (exp.Insert, "INSERT"),
    (exp.Update, "UPDATE"),
    (exp.Delete, "DELETE"),
    (exp.Merge, "MERGE"),
    (exp.Create, "CREATE"),
    (exp.Drop, "DROP"),
    (exp.Alter, "ALTER"),
    (exp.TruncateTable, "TRUNCATE"),
    (exp.Copy, "COPY"),
    (exp.Command, "a command the parser does not understand"),
    (exp.Set, "SET"),
    (exp.Pragma, "PRAGMA"),
    (exp.Attach, "ATTACH"),
    (exp.Detach, "DETACH"),
    (exp.Install, "INSTALL"),
    (exp.Into, "SELECT ... INTO"),
    (exp.Lock, "FOR UPDATE / FOR SHARE (row locks)"),
    (exp.Transaction, "a transaction statement"),
    (exp.Commit, "COMMIT"),
    (exp.Rollback, "ROLLBACK"),
    (exp.Use, "USE"),
)

HINT_REFUSAL = "optimizer hints (/*+ ... */) are not allowed: they can change settings such as the time limit"

# Characters allowed between tokens besides comments.
_WHITESPACE = frozenset(" \t\n\r")


def known_dialect(dialect: str) -> bool:
    """True when sqlglot has a dialect of that name (the four main ones are tested; others best effort)."""
    if dialect in DIALECTS:
        return True
    try:
        Dialect.get_or_raise(dialect)
    except ValueError:
        return False
    return bool(dialect)


def bad_char(ch: str) -> bool:
    """True for invisible or control characters that engines may read differently from sqlglot."""
    if ch in _WHITESPACE:
        return False
    return unicodedata.category(ch) in {"Cc", "Cf", "Zs", "Zl", "Zp", "Co", "Cn", "Cs"}


def _literal_token(token: Token) -> bool:
    """True for tokens whose text is data (strings, quoted identifiers) rather than SQL."""
    return token.token_type in {
        TokenType.STRING,
        TokenType.IDENTIFIER,
        TokenType.NATIONAL_STRING,
        TokenType.RAW_STRING,
        TokenType.BIT_STRING,
        TokenType.HEX_STRING,
        TokenType.BYTE_STRING,
        TokenType.UNICODE_STRING,
        TokenType.HEREDOC_STRING,
    }


def scan_gap(gap: str, dialect: str) -> str | None:
    """Check text between two tokens: only plain whitespace and ordinary comments.

    Args:
        gap: The source text between two consecutive tokens.
        dialect: The sqlglot dialect name.

    Returns:
        None when the gap is harmless, else the reason it is refused.
    """
    i = 0
    n = len(gap)
    while i < n:
        ch = gap[i]
        if ch in _WHITESPACE:
            i += 1
        elif gap.startswith("--", i) or (dialect == "mysql" and ch == "#"):
            end = gap.find("\n", i)
            body = gap[i:] if end < 0 else gap[i:end]
            if "\r" in body.removesuffix("\r"):
                return "a line comment contains a carriage return; databases disagree on where it ends"
            if any(bad_char(c) for c in body):
                return "a comment contains invisible or control characters"
            i = n if end < 0 else end
        elif gap.startswith("/*", i):
            end = gap.find("*/", i + 2)
            if end < 0:
                return "a block comment is not closed"
            body = gap[i + 2 : end]
            if "/*" in gap[i + 2 : end + 2]:
                return "nested block comments are read differently by different databases"
            if body.startswith("+"):
                return HINT_REFUSAL
            if dialect == "mysql" and (body.startswith("!") or body.startswith("M!")):
                return "MySQL executable comments (/*! ... */) run the SQL inside them"
            if any(bad_char(c) for c in body):
                return "a comment contains invisible or control characters"
            i = end + 2
        elif bad_char(ch):
            return f"the text contains an invisible or control character (U+{ord(ch):04X}) outside quotes"
        else:
            return f"the parser could not account for the text {gap[i : i + 20]!r}"
    return None


def scan_tokens(sql: str, tokens: Sequence[Token], dialect: str) -> str | None:
    """Check that the tokens plus harmless gaps account for every character of ``sql``.

    Returns:
        None when every character is accounted for, else the reason the text is refused.
    """
    pos = 0
    for token in tokens:
        reason = scan_gap(sql[pos : token.start], dialect)
        if reason:
            return reason
        raw = sql[token.start : token.end + 1]
        if not _literal_token(token) and any(bad_char(c) for c in raw):
            return "the text contains an invisible or control character outside quotes"
        pos = token.end + 1
    return scan_gap(sql[pos:], dialect)


def function_name(node: exp.Func) -> str:
    """The lower-case name of a function call as written (schema qualifier removed)."""
    if isinstance(node, exp.Anonymous):
        name = node.this.this if isinstance(node.this, exp.Identifier) else str(node.this)
        return str(name).lower()
    return node.sql_name().lower()


def function_refusal(name: str, *, known: bool) -> str | None:
    """Why a function is refused, or None when it may be called.

    Args:
        name: Lower-case function name.
        known: Whether sqlglot recognised the function (unknown ones are checked for suspect words).
    """
    if name in DENIED_FUNCTIONS or name.startswith(DENIED_PREFIXES):
        return (
            f"the function {name}() can read or write files, reach the network, wait, lock or run other SQL"
        )
    if not known and any(word in SUSPECT_WORDS for word in name.split("_")):
        return f"the function {name}() is not known to be read-only (its name suggests I/O or side effects)"
    return None


def table_name_refusal(table: exp.Table, dialect: str) -> str | None:
    """Why a table reference is refused (DuckDB reads files and URLs named like tables)."""
    if dialect != "duckdb":
        return None
    for part in table.parts:
        if isinstance(part, exp.Identifier):
            text = part.this
            if any(c in text for c in "./\\:*?~") and part.quoted:
                return (
                    f"{text!r} looks like a file or URL; DuckDB would read it from disk or the network. "
                    "Query tables only"
                )
    return None
