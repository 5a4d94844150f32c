"""The chat model: the built-in offline analyst, or any ``init_chat_model`` provider."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from langchain_core.language_models import BaseChatModel

    from askdata_app.settings import Settings

PROVIDER_PACKAGES = {
    "openai": "langchain-openai",
    "anthropic": "langchain-anthropic",
    "ollama": "langchain-ollama",
}


class ModelConfigError(Exception):
    """The configured model cannot be used; the message says what to set or install."""


def describe_model(settings: Settings) -> str:
    """A short description of the active model for the UI."""
    if not settings.model:
        return "offline analyst (built in, no key)"
    where = f" at {settings.base_url}" if settings.base_url else ""
    return f"{settings.model}{where}"


def make_chat_model(settings: Settings, *, offline_factory: Callable[[], BaseChatModel]) -> BaseChatModel:
    """The model named by ``ASKDATA_MODEL``; unset, the offline analyst built by ``offline_factory()``."""
    if not settings.model:
        return offline_factory()
    from langchain.chat_models import init_chat_model

    kwargs: dict[str, Any] = {}
    if settings.base_url:
        kwargs["base_url"] = settings.base_url
    if settings.api_key:
        kwargs["api_key"] = settings.api_key
    provider = settings.model.split(":", 1)[0] if ":" in settings.model else ""
    try:
        return init_chat_model(settings.model, configurable_fields=None, **kwargs)
    except ImportError as exc:
        package = PROVIDER_PACKAGES.get(provider, "the provider's langchain package")
        msg = f"ASKDATA_MODEL={settings.model} needs {package}: pip install {package}. ({exc})"
        raise ModelConfigError(msg) from exc
    except Exception as exc:  # a missing key, an unknown provider...
        msg = (
            f"ASKDATA_MODEL={settings.model} could not be set up: {exc}. "
            "Set ASKDATA_API_KEY (or the provider's usual key variable), or unset ASKDATA_MODEL to use the "
            "built-in offline analyst."
        )
        raise ModelConfigError(msg) from exc
