"""Settings, read from ``ASKDATA_*`` environment variables (and an optional ``.env`` file).

Every field here is documented in README.md; ``tests/test_settings_documented.py`` checks it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

PACKAGE_DIR = Path(__file__).resolve().parent
DEMO_SEMANTIC_DIR = PACKAGE_DIR / "data" / "demo_semantic"


class Settings(BaseSettings):
    """askdata's configuration. Every default runs the embedded demo with no key and no setup."""

    model_config = SettingsConfigDict(env_prefix="ASKDATA_", env_file=".env", extra="ignore")

    data_dir: Path = Field(default=Path(".askdata"), description="Folder for the app's own files.")
    data_url: str | None = Field(
        default=None,
        description="SQLAlchemy URL of the database to query; unset = the demo Jaffle Shop DuckDB file.",
    )
    sources: dict[str, str] = Field(
        default_factory=dict,
        description="More named data sources, as JSON {name: SQLAlchemy URL}; pick one per chat.",
    )
    semantic_path: Path | None = Field(
        default=None, description="MetricFlow YAML file or folder; unset = the demo shop's semantic model."
    )
    semantic_tables: dict[str, str] = Field(
        default_factory=dict,
        description="Tables behind the semantic model's ref()s, as JSON {ref: table or schema.table}.",
    )
    model: str | None = Field(
        default=None, description="init_chat_model id such as 'openai:gpt-4.1-mini'; unset = offline analyst."
    )
    base_url: str | None = Field(default=None, description="Base URL for an OpenAI-compatible server.")
    api_key: str | None = Field(default=None, description="API key for the model provider.")
    app_db_url: str | None = Field(
        default=None, description="SQLAlchemy URL of the app database; unset = SQLite in data_dir."
    )
    checkpoint_path: Path | None = Field(
        default=None,
        description="SQLite file for LangGraph checkpoints; unset = data_dir/checkpoints.sqlite.",
    )
    checkpoint_url: str | None = Field(
        default=None,
        description="PostgreSQL URL for LangGraph checkpoints (several workers); unset = the SQLite file.",
    )
    query_timeout_s: float = Field(default=30.0, description="Per-query timeout in seconds.")
    max_rows: int = Field(default=100_000, description="Rows kept from one query result.")
    preview_rows: int = Field(default=20, description="Rows of a result shown to the model.")
    page_rows: int = Field(default=50, description="Rows per page in the result table.")
    max_page_bytes: int = Field(
        default=200_000,
        description="Most text of one table page sent to the browser (wide results get fewer rows).",
    )
    max_sql_retries: int = Field(
        default=2, description="Failed-SQL retries allowed to the model per question before it must answer."
    )
    approval_timeout_s: float = Field(
        default=1800.0, description="Seconds before a pending approval expires (rejected); 0 = never."
    )
    redis_url: str | None = Field(
        default=None,
        description="Redis URL carrying conversation changes between workers; unset = REFLEX_REDIS_URL, "
        "or one worker without a broker.",
    )

    @property
    def broker_url(self) -> str | None:
        """Redis for the chat service's broker: ASKDATA_REDIS_URL, else Reflex's own REFLEX_REDIS_URL."""
        import os

        return self.redis_url or os.environ.get("REFLEX_REDIS_URL") or None

    policy_path: Path | None = Field(
        default=None, description="YAML approval policy (gated tools, deciders, auto_approve rules)."
    )
    mcp_config: Path | None = Field(
        default=None, description="YAML/JSON file naming MCP servers whose tools the agent may call."
    )

    host: str = Field(
        default="127.0.0.1",
        description="Address the server binds to; anything beyond loopback requires sign-in (ASKDATA_AUTH).",
    )
    port: int = Field(default=3000, description="Port of ./askdata start (frontend and backend share it).")
    auth: Literal["none", "password", "trusted-header"] = Field(
        default="none",
        description="Sign-in: none (loopback only, or guests), password (local accounts) or trusted-header.",
    )
    auth_header: str = Field(
        default="X-Forwarded-User", description="Header naming the user in trusted-header mode."
    )
    trusted_proxies: str = Field(
        default="",
        description="Comma-separated addresses or networks of the sign-on proxies (trusted-header mode).",
    )
    guest_mode: bool = Field(
        default=False,
        description="Serve beyond loopback without sign-in (internal demos): everyone is a guest.",
    )
    allowed_origins: str = Field(
        default="",
        description="Comma-separated origins allowed for HTTP and the websocket; unset = the app's own.",
    )
    session_hours: float = Field(default=12.0, description="Hours a sign-in lasts before it expires.")
    max_question_bytes: int = Field(default=20_000, description="Largest question accepted (bytes).")
    max_sql_bytes: int = Field(default=100_000, description="Largest SQL edit accepted on a card (bytes).")
    max_message_bytes: int = Field(
        default=20_000, description="Largest message accepted with a decision or an answer (bytes)."
    )
    max_result_columns: int = Field(
        default=100, description="Columns kept from one query result (more are cut, with a notice)."
    )
    locale: str = Field(
        default="en_US", description="Locale of numbers and dates in tables, charts and answers (Babel)."
    )
    currency: str = Field(
        default="USD", description="ISO currency of money columns that do not name their own currency."
    )

    @property
    def demo_db_path(self) -> Path:
        return self.data_dir / "jaffle_shop.duckdb"

    @property
    def resolved_data_url(self) -> str:
        return self.data_url or f"duckdb:///{self.demo_db_path.resolve()}"

    @property
    def primary_source(self) -> str:
        """Name of the source from ASKDATA_DATA_URL (``demo`` when it is unset)."""
        return "default" if self.data_url else "demo"

    def source_urls(self) -> dict[str, str]:
        """Every configured source by name, the primary one first."""
        return {self.primary_source: self.resolved_data_url, **self.sources}

    @property
    def resolved_app_db_url(self) -> str:
        return self.app_db_url or f"sqlite:///{(self.data_dir / 'app.db').resolve()}"

    @property
    def resolved_checkpoint_path(self) -> Path:
        return self.checkpoint_path or self.data_dir / "checkpoints.sqlite"

    @property
    def resolved_semantic_path(self) -> Path:
        return self.semantic_path or DEMO_SEMANTIC_DIR

    @property
    def exports_dir(self) -> Path:
        return self.data_dir / "exports"

    @property
    def results_dir(self) -> Path:
        return self.data_dir / "results"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings (read once). The data folder exists before anything opens a file in it."""
    settings = Settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return settings
