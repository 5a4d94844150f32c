"""A YAML loader that remembers where each mapping, key and list item came from."""

from __future__ import annotations

from typing import Any

import yaml


class LineDict(dict[Any, Any]):
    """A mapping read from YAML, with its line and the line of each key.

    ``line`` is where the mapping is introduced: the ``key:`` line for a nested mapping, the ``-`` line
    for a list item.
    """

    line: int = 0
    key_lines: dict[Any, int]

    def line_of(self, key: str) -> int:
        """The line of ``key`` if present, else the line of the mapping itself."""
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
    """A sequence read from YAML, with the line it starts on and the line of each item."""

    line: int = 0
    item_lines: list[int]

    def line_of(self, index: int) -> int:
        """The line of item ``index``."""
        return self.item_lines[index] if index < len(self.item_lines) else self.line


class LineLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` building :class:`LineDict` / :class:`LineList`, noting duplicate keys."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.duplicate_keys: list[tuple[int, str]] = []


def _construct_mapping(loader: LineLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if key in out:
            loader.duplicate_keys.append((line, str(key)))
        value = loader.construct_object(value_node, deep=True)
        if isinstance(value, LineDict | LineList):
            value.line = line  # a nested block is "at" the key that introduces it
        out[key] = value
        out.key_lines[key] = line
    return out


def _construct_sequence(loader: LineLoader, node: yaml.SequenceNode) -> LineList:
    out = LineList(loader.construct_object(child, deep=True) for child in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [child.start_mark.line + 1 for child in node.value]
    return out


LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)


def load_yaml(text: str) -> tuple[Any, list[tuple[int, str]]]:
    """Parse one YAML document.

    Args:
        text: The document.

    Returns:
        The data (mappings as :class:`LineDict`, lists as :class:`LineList`) and the duplicate keys
        found, as ``(line, key)`` pairs.

    Raises:
        yaml.YAMLError: The text is not valid YAML.
    """
    loader = LineLoader(text)
    try:
        data = loader.get_single_data()
    finally:
        loader.dispose()
    return data, loader.duplicate_keys
