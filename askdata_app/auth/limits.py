"""Size limits on what a person sends, with a message that says what to do (the typed text is kept)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from askdata_app.settings import Settings

SizeKind = Literal["question", "sql", "message"]

_SETTING = {"question": "max_question_bytes", "sql": "max_sql_bytes", "message": "max_message_bytes"}
_NOUN = {"question": "Your question", "sql": "The edited SQL", "message": "Your message"}
TOO_LARGE = (
    "{noun} is {size} and the most askdata accepts is {limit}. Shorten it (your text is kept) "
    "or ask an admin to raise ASKDATA_{setting}."
)


def _human(size: int) -> str:
    return f"{size / 1000:.0f} KB" if size >= 1000 else f"{size} bytes"


def limit_for(kind: SizeKind, settings: Settings | None = None) -> int:
    if settings is None:
        from askdata_app.settings import get_settings

        settings = get_settings()
    return int(getattr(settings, _SETTING[kind]))


def check_size(kind: SizeKind, text: str, settings: Settings | None = None) -> str | None:
    """None when ``text`` fits the limit for ``kind``, else the message to show."""
    limit = limit_for(kind, settings)
    size = len(text.encode("utf-8", errors="replace"))
    if size <= limit:
        return None
    return TOO_LARGE.format(
        noun=_NOUN[kind], size=_human(size), limit=_human(limit), setting=_SETTING[kind].upper()
    )
