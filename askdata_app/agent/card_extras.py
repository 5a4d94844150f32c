"""What a card shows beyond its form, as flat JSON-safe views for the UI: the impact preview, an edit's diff,
and why a call ran without asking. Pure functions (no reflex); ``components/preview.py`` renders them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from askdata_app.agent.diffs import ArgChange, args_diff

if TYPE_CHECKING:
    from collections.abc import Mapping

BADGE_COLORS = {
    "sensitive": "red",
    "cross_join": "orange",
    "no_limit_large_table": "amber",
    "full_scan": "amber",
}


class BadgeView(TypedDict):
    """One badge as the card shows it."""

    kind: str
    label: str
    detail: str
    color: str
    """A Radix colour name for the badge."""


class ReadView(TypedDict):
    """One table the call reads, with its columns as one line."""

    table: str
    columns: str
    """Column names, comma-separated (sensitive ones marked with a trailing ``*``)."""


class PreviewView(TypedDict):
    """The impact preview as the card shows it (every field present, empty when unknown)."""

    shown: bool
    """False when the tool has no preview (the card shows only its arguments)."""
    reads: list[ReadView]
    estimate: str
    """``~1,234 rows returned · cost 56.7 (postgres)``, or why there is none."""
    badges: list[BadgeView]
    notes: list[str]
    error: str


def preview_view(preview: Mapping[str, Any] | None) -> PreviewView:
    """Flatten an interrupt's ``preview`` (``askdata_app.data.preview.Preview``) for the card."""
    if not preview:
        return PreviewView(shown=False, reads=[], estimate="", badges=[], notes=[], error="")
    sensitive = {s.lower() for s in preview.get("sensitive", [])}
    reads = [
        ReadView(
            table=str(table),
            columns=", ".join(f"{c}*" if f"{table}.{c}".lower() in sensitive else str(c) for c in columns),
        )
        for table, columns in (preview.get("columns") or {}).items()
    ]
    listed = {r["table"] for r in reads}
    reads += [ReadView(table=str(t), columns="") for t in preview.get("tables", []) if t not in listed]
    badges = [
        BadgeView(
            kind=str(b.get("kind", "")),
            label=str(b.get("label", "")),
            detail=str(b.get("detail", "")),
            color=BADGE_COLORS.get(str(b.get("kind", "")), "gray"),
        )
        for b in preview.get("badges", [])
    ]
    return PreviewView(
        shown=True,
        reads=reads,
        estimate=estimate_text(preview.get("estimate")),
        badges=badges,
        notes=[str(n) for n in preview.get("notes", [])],
        error=str(preview.get("error", "")),
    )


PREVIEW_PENDING = "Estimating what this query reads and how many rows it returns…"


def pending_preview_view() -> PreviewView:
    """The card's preview while it is being computed (the card updates when it arrives)."""
    return PreviewView(shown=True, reads=[], estimate="", badges=[], notes=[PREVIEW_PENDING], error="")


def estimate_text(estimate: Mapping[str, Any] | None) -> str:
    """The engine's estimate in words (``""`` when there is none: the notes say why)."""
    if not estimate or estimate.get("rows") is None:
        return ""
    basis = "rows returned" if estimate.get("basis") == "returned" else "rows examined (most on one table)"
    text = f"~{float(estimate['rows']):,.0f} {basis}"
    if estimate.get("cost") is not None:
        text += f" · cost {float(estimate['cost']):,.1f}"
    return f"{text} (the engine's estimate, nothing ran)"


def diff_view(proposed: Mapping[str, Any] | None, edited: Mapping[str, Any] | None) -> list[ArgChange]:
    """An edit's changes for the card (see :func:`askdata_app.agent.diffs.args_diff`)."""
    return args_diff(dict(proposed or {}), dict(edited) if edited is not None else None)


def auto_approved_note(artifact: Any) -> str:
    """``Ran without asking because rule '…' — …`` from a tool result's artifact, else ``""``."""
    if not isinstance(artifact, dict) or not isinstance(artifact.get("auto_approved"), dict):
        return ""
    reason = str(artifact["auto_approved"].get("reason") or artifact["auto_approved"].get("rule") or "")
    return f"Ran without asking because {reason}." if reason else "Ran without asking (approval policy)."
