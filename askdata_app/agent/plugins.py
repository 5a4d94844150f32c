"""Any team's tools behind the same cards: tools from Python entry points and from MCP servers.

- **Entry points**: every installed package may declare entry points in the group ``askdata.tools``; each
  loads to a ``BaseTool``, a list of them, or a callable returning either.
- **MCP servers** (through ``langchain-mcp-adapters``): ``ASKDATA_MCP_CONFIG`` names a YAML or JSON file::

      servers:                      # or the mapping itself at the top level
        files:
          transport: stdio
          command: python
          args: [-m, my_team.mcp_server]
          env: {TOKEN_FILE: /etc/askdata/token}
        tickets:
          transport: streamable_http
          url: https://tickets.example/mcp
          headers: {Authorization: Bearer ...}

Plugin tools are gated with the default rule (approve, edit, reject) unless the policy file lists them
(fail closed); their cards are generated from their argument schemas like askdata's own.
"""

from __future__ import annotations

import json
import logging
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, cast

import jsonschema
import yaml
from langchain_core.tools import BaseTool

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "askdata.tools"

MCP_CONFIG_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {
        "oneOf": [
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["transport", "command"],
                "properties": {
                    "transport": {"const": "stdio"},
                    "command": {"type": "string", "minLength": 1},
                    "args": {"type": "array", "items": {"type": "string"}},
                    "env": {"type": "object", "additionalProperties": {"type": "string"}},
                    "cwd": {"type": "string"},
                },
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["transport", "url"],
                "properties": {
                    "transport": {"enum": ["streamable_http", "http"]},
                    "url": {"type": "string", "minLength": 1},
                    "headers": {"type": "object", "additionalProperties": {"type": "string"}},
                    "timeout": {"type": "number", "exclusiveMinimum": 0},
                },
            },
        ]
    },
}


class PluginError(Exception):
    """A plugin or MCP configuration that cannot be used; the message says where and what to fix."""


def entry_point_tools(group: str = ENTRY_POINT_GROUP) -> list[BaseTool]:
    """Tools declared by installed packages in the entry-point ``group``.

    Raises:
        PluginError: an entry point does not load or gives something that is not a tool.
    """
    tools: list[BaseTool] = []
    for ep in entry_points(group=group):
        try:
            loaded = ep.load()
            if callable(loaded) and not isinstance(loaded, BaseTool):
                loaded = loaded()
        except Exception as err:
            msg = f"The entry point {ep.name} = {ep.value} (group {group}) failed to load: {err}"
            raise PluginError(msg) from err
        found = loaded if isinstance(loaded, list | tuple) else [loaded]
        for tool in found:
            if not isinstance(tool, BaseTool):
                msg = (
                    f"The entry point {ep.name} = {ep.value} gave {type(tool).__name__}, not a LangChain "
                    "BaseTool; return a tool or a list of tools."
                )
                raise PluginError(msg)
            tools.append(self_contained(tool))
    return tools


def read_mcp_config(path: Path) -> dict[str, dict[str, Any]]:
    """The MCP servers of a YAML/JSON config file, as ``langchain-mcp-adapters`` connections.

    Raises:
        PluginError: unreadable file or a server entry that breaks the format.
    """
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (OSError, ValueError, yaml.YAMLError) as err:
        msg = f"Cannot read the MCP config {path}: {err}. Check ASKDATA_MCP_CONFIG."
        raise PluginError(msg) from err
    servers = (data or {}).get("servers", data) if isinstance(data, dict) else data
    if servers is None:
        return {}
    errors = sorted(jsonschema.Draft202012Validator(MCP_CONFIG_SCHEMA).iter_errors(servers), key=str)
    if errors:
        where = ".".join(str(p) for p in errors[0].absolute_path) or "(top level)"
        msg = (
            f"{path}: servers.{where}: not a valid MCP server entry ({errors[0].message}). Use "
            "{transport: stdio, command, args, env} or {transport: streamable_http, url, headers}."
        )
        raise PluginError(msg)
    connections: dict[str, dict[str, Any]] = {}
    for name, entry in servers.items():
        connection = dict(entry)
        if connection["transport"] == "http":
            connection["transport"] = "streamable_http"
        if connection["transport"] == "stdio":
            connection.setdefault("args", [])
        connections[name] = connection
    return connections


async def mcp_tools(connections: dict[str, dict[str, Any]]) -> list[BaseTool]:
    """The tools of the configured MCP servers (each call opens its own session)."""
    if not connections:
        return []
    from langchain_mcp_adapters.client import MultiServerMCPClient

    client = MultiServerMCPClient(connections)  # type: ignore[arg-type]
    tools: list[BaseTool] = []
    for name in connections:
        try:
            tools += await client.get_tools(server_name=name)
        except Exception as err:
            msg = f"The MCP server {name!r} did not list its tools: {err}. Check its entry in the MCP config."
            raise PluginError(msg) from err
    for tool in tools:
        tool.handle_tool_error = True
        self_contained(tool)
    return tools


async def load_plugin_tools(mcp_config: Path | str | None, *, taken: set[str]) -> list[BaseTool]:
    """Entry-point tools and MCP tools, refusing a name that is already taken (askdata's own tools first).

    Raises:
        PluginError: a plugin fails to load, or two tools share a name.
    """
    tools = entry_point_tools()
    if mcp_config:
        tools += await mcp_tools(read_mcp_config(Path(mcp_config)))
    seen = set(taken)
    for tool in tools:
        if tool.name in seen:
            msg = f"Two tools are named {tool.name!r}; rename the plugin's tool (askdata's own come first)."
            raise PluginError(msg)
        seen.add(tool.name)
    if tools:
        log.info("plugin tools: %s", ", ".join(t.name for t in tools))
    return tools


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its local ``$ref``s to ``$defs`` replaced by their targets, and ``$defs`` dropped.

    A recursive ref becomes a schema with no type (the card shows a JSON editor for it).

    MCP servers send argument schemas with their own ``$defs``; nested inside the approval's response schema
    those refs no longer resolve (pydantic cannot even publish the schema), so they are inlined first.
    """
    defs = schema.get("$defs") or schema.get("definitions") or {}

    def walk(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(("#/$defs/", "#/definitions/")):
            name = ref.rpartition("/")[2]
            siblings = {k: walk(v, seen) for k, v in node.items() if k != "$ref"}
            if name in seen or name not in defs:
                return {**siblings, "description": siblings.get("description", f"{name} (free-form JSON)")}
            return {**walk(defs[name], (*seen, name)), **siblings}
        return {k: walk(v, seen) for k, v in node.items() if k not in {"$defs", "definitions"}}

    return cast("dict[str, Any]", walk(schema, ()))


def self_contained(tool: BaseTool) -> BaseTool:
    """Inline a JSON-schema tool's ``$defs`` (see :func:`inline_refs`); pydantic models stay as they are."""
    if isinstance(tool.args_schema, dict) and (
        "$defs" in tool.args_schema or "definitions" in tool.args_schema
    ):
        tool.args_schema = inline_refs(tool.args_schema)
    return tool
