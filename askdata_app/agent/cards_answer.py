"""Rebuilding a tool's typed, nested args from an edit form's flat fields and the UI's strings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from askdata_app.agent.cards_values import AnswerError, from_ui
from askdata_app.agent.cards_walk import Field, split_pointer

if TYPE_CHECKING:
    from askdata_app.agent.cards import FieldSpec

TEXT_KINDS = frozenset({"text", "textarea", "code"})


def ui_text(value: Any) -> str:
    """What an input holds, as a string: widgets may hand over None, booleans, numbers or lists."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "\n".join(ui_text(v) for v in value)
    return value if isinstance(value, str) else str(value)


_OMIT: Any = object()


class ArgsBuilder:
    """Rebuilds the nested args object from the flat fields and the UI strings.

    A field missing from ``values`` keeps its initial value. Empty inputs: null when the field is nullable,
    ``[]`` for a list, left out when optional (the tool's default applies), ``""`` for required text, and an
    :class:`AnswerError` for any other required field.
    """

    def __init__(
        self, fields: list[FieldSpec], schema_fields: dict[str, Field], values: dict[str, str]
    ) -> None:
        self.fields = fields
        self.schema_fields = schema_fields
        self.values = values
        self.labels = {f["path"]: f["label"] for f in fields}

    def build(self) -> dict[str, Any]:
        whole = next((f for f in self.fields if f["path"] == ""), None)
        if whole is not None:
            value = self._scalar(whole)
            if value is _OMIT or value is None:
                return {}
            if not isinstance(value, dict):
                msg = 'Arguments: must be a JSON object such as {"limit": 5}; fix the JSON text.'
                raise AnswerError(msg)
            return value
        return self._object("")

    def _text(self, field: FieldSpec) -> str:
        return ui_text(self.values.get(field["path"], field["value"]))

    def _children(self, path: str) -> list[FieldSpec]:
        depth = len(split_pointer(path))
        return [
            f
            for f in self.fields
            if f["path"].startswith(f"{path}/") and len(split_pointer(f["path"])) == depth + 1
        ]

    def _object(self, path: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for field in self._children(path):
            value = self._group(field) if field["kind"] == "group" else self._scalar(field)
            if value is not _OMIT:
                out[split_pointer(field["path"])[-1]] = value
        return out

    def _blank(self, field: FieldSpec) -> bool:
        if field["kind"] == "group":
            return all(self._blank(child) for child in self._children(field["path"]))
        return not self._text(field).strip()

    def _group(self, field: FieldSpec) -> Any:
        if self._blank(field) and not field["required"]:
            return None if field["nullable"] else _OMIT
        return self._object(field["path"])

    def _name(self, path: str) -> str:
        parts = split_pointer(path)
        prefixes = ["/".join(["", *parts[: i + 1]]) for i in range(len(parts))]
        return " › ".join(self.labels.get(p, p) for p in prefixes) or "Arguments"

    def _scalar(self, field: FieldSpec) -> Any:
        text = self._text(field)
        kind = field["kind"]
        empty = text == "" if kind in TEXT_KINDS else not text.strip()
        if empty:
            if field["nullable"]:
                return None
            if kind == "list":
                return []
            if not field["required"]:
                return _OMIT
            if kind in TEXT_KINDS:
                return ""
            msg = f"{self._name(field['path'])}: is required; enter a value."
            raise AnswerError(msg)
        known = self.schema_fields.get(field["path"])
        return from_ui(
            text,
            kind=kind,
            label=self._name(field["path"]),
            enum=known.enum if known else None,
            item_kind=field["item_kind"],
            item_enum=known.item_enum if known else None,
        )
