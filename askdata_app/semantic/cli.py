"""``python -m askdata_app.semantic``: check a team's semantic YAML and compile or run metric queries.

    check PATH [--table REF=TABLE ...]
    query PATH --source URL --metrics M[,M] [--group-by G[,G]] [--where EXPR] [--order-by X] [--limit N]
          [--start DATE --end DATE] [--table REF=TABLE ...] [--run]

Exit status 0 when all is well, 1 on any problem (the message says what and where), 2 on bad usage.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from askdata_app.semantic.errors import SemanticIssue, SemanticProjectError, SemanticQueryError

if TYPE_CHECKING:
    from askdata_app.semantic.engine import SemanticEngine


def _table_map(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        ref, sep, table = pair.partition("=")
        if not sep or not ref.strip() or not table.strip():
            msg = f"--table expects REF=TABLE (e.g. stg_locations=locations), got {pair!r}"
            raise argparse.ArgumentTypeError(msg)
        out[ref.strip()] = table.strip()
    return out


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m askdata_app.semantic",
        description="Validate dbt semantic YAML with MetricFlow and compile metric queries.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="validate the YAML and list every metric with its group-by names")
    query = sub.add_parser("query", help="print a metric query's SQL for a source (and run it with --run)")
    for p in (check, query):
        p.add_argument("path", type=Path, help="a semantic YAML file or a folder of them")
        p.add_argument(
            "--table", action="append", default=[], metavar="REF=TABLE", help="map a ref() to a table"
        )
    query.add_argument("--source", required=True, help="SQLAlchemy URL of the database")
    query.add_argument("--metrics", required=True, help="metric names, comma-separated")
    query.add_argument(
        "--group-by", default="", help="group-by names, comma-separated (metric_time__month...)"
    )
    query.add_argument("--where", action="append", default=[], help="a MetricFlow filter; repeat to AND")
    query.add_argument(
        "--order-by", default="", help="names, comma-separated; - for descending (--order-by=-revenue)"
    )
    query.add_argument("--limit", type=int, default=None)
    query.add_argument("--start", default=None, help="first day (YYYY-MM-DD)")
    query.add_argument("--end", default=None, help="last day (YYYY-MM-DD), inclusive")
    query.add_argument("--run", action="store_true", help="run the query and print the result as CSV")
    return parser


def main(argv: list[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    args = _parser().parse_args(argv)
    try:
        tables = _table_map(args.table)
        if args.command == "check":
            return _check(args.path, tables, out, err)
        return _query(args, tables, out, err)
    except argparse.ArgumentTypeError as exc:
        print(f"error: {exc}", file=err)
        return 2
    except (SemanticProjectError, SemanticQueryError) as exc:
        print(f"error: {exc}", file=err)
        return 1


def _check(path: Path, tables: dict[str, str], out: TextIO, err: TextIO) -> int:
    from askdata_app.semantic.engine import SemanticEngine
    from askdata_app.semantic.project import load_project

    project = load_project(path, table_map=tables)
    for warning in project.warnings:
        print(str(warning), file=err)
    engine = SemanticEngine(project, "duckdb")
    metrics = engine.metrics()
    problems = _uncompilable(engine)
    if problems:
        raise SemanticProjectError(problems)
    models = len(project.manifest.semantic_models)
    print(f"OK: {path} has {models} semantic models and {len(metrics)} metrics.", file=out)
    for metric in metrics:
        print(f"\n{metric.name} ({metric.type}): {metric.description or metric.label}", file=out)
        print(f"  group by: {', '.join(engine.dimensions(metric.name))}", file=out)
    return 0


def _uncompilable(engine: SemanticEngine) -> list[SemanticIssue]:
    """Metrics MetricFlow validates but cannot compile (e.g. a filter naming an unknown dimension)."""
    from askdata_app.semantic.request import MetricRequest

    issues = []
    for metric in engine.metrics():
        try:
            try:
                engine.compile(MetricRequest(metrics=(metric.name,)))
            except SemanticQueryError:  # offset and windowed metrics need a time grain
                engine.compile(MetricRequest(metrics=(metric.name,), group_by=("metric_time__day",)))
        except SemanticQueryError as exc:
            file, line = engine.project.metric_lines.get(metric.name, ("", 0))
            issues.append(SemanticIssue(file, line, f"metric {metric.name!r} does not compile: {exc}"))
    return issues


def _query(args: argparse.Namespace, tables: dict[str, str], out: TextIO, err: TextIO) -> int:
    from askdata_app.data.source import DataSource, QueryError
    from askdata_app.semantic.engine import SemanticEngine, default_schema
    from askdata_app.semantic.project import load_project
    from askdata_app.semantic.request import MetricRequest

    try:
        source = DataSource.from_url(args.source, name="cli")
    except QueryError as exc:
        print(f"error: {exc}", file=err)
        return 1
    with source:
        project = load_project(args.path, table_map=tables, schema=default_schema(source.dialect))
        engine = SemanticEngine(project, source.dialect)
        request = MetricRequest.from_args(
            args.metrics, args.group_by, args.where, args.order_by, args.limit, args.start, args.end
        )
        try:
            compiled = engine.compile(request, has_table=lambda t: _has_table(source, t))
        except QueryError as exc:
            print(f"error: cannot read the database's tables: {exc}", file=err)
            return 1
        if not args.run:
            print(compiled.sql, file=out)
            return 0
        try:
            result = source.execute(compiled.sql)
        except QueryError as exc:
            print(f"error: the query did not run: {exc}", file=err)
            return 1
        result.frame.to_csv(out, index=False)
        if result.truncated:
            print(f"warning: the result was cut at {source.max_rows} rows", file=err)
    return 0


def _has_table(source: object, table: str) -> bool:
    names = {t.split(".")[-1].lower() for t in source.list_tables()}  # type: ignore[attr-defined]
    return table.lower() in names
