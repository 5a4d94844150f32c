"""Sign-in modes: who a request is, and whether the configured bind address is allowed to start.

Default: serve on loopback only and skip sign-in there (the local user is an admin). Beyond loopback the
app needs ``ASKDATA_AUTH=password`` or ``trusted-header`` — or the explicit ``ASKDATA_GUEST_MODE``.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Mapping
from typing import TYPE_CHECKING

from askdata_app.auth.principal import Principal, guest_principal, local_principal, parse_role

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from askdata_app.settings import Settings

WILDCARD_HOSTS = {"0.0.0.0", "::", ""}

EXPOSED_WITHOUT_SIGN_IN = (
    "askdata will not serve on {host} without sign-in: anyone who reaches the port could read every "
    "conversation and approve queries.\n"
    "Set one of:\n"
    "  ASKDATA_AUTH=password        local accounts (create the first admin: "
    "python -m askdata_app.auth create-admin NAME)\n"
    "  ASKDATA_AUTH=trusted-header  behind a sign-on proxy (also set ASKDATA_AUTH_HEADER and "
    "ASKDATA_TRUSTED_PROXIES)\n"
    "  ASKDATA_HOST=127.0.0.1       serve this machine only (the default)\n"
    "  ASKDATA_GUEST_MODE=1         internal demos only: everyone is a guest, recorded by address"
)
NO_TRUSTED_PROXIES = (
    "ASKDATA_AUTH=trusted-header needs ASKDATA_TRUSTED_PROXIES: the addresses (or networks) of the sign-on "
    "proxy, e.g. ASKDATA_TRUSTED_PROXIES=10.0.0.5 — the user header is ignored from anyone else."
)


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a name or an address, a bind address or a peer) is this machine only."""
    host = host.strip().strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def startup_problem(settings: Settings, host: str | None = None) -> str | None:
    """Why the app must not start with these settings on ``host`` (default: ASKDATA_HOST), or None."""
    host = settings.host if host is None else host
    if settings.auth == "trusted-header" and not settings.trusted_proxies.strip():
        return NO_TRUSTED_PROXIES
    if settings.auth == "none" and not settings.guest_mode and not is_loopback(host):
        return EXPOSED_WITHOUT_SIGN_IN.format(host=host or "all interfaces")
    return None


def trusted_networks(settings: Settings) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """The proxies of ``ASKDATA_TRUSTED_PROXIES`` as networks (a bare address is a /32 or /128)."""
    networks = []
    for part in settings.trusted_proxies.split(","):
        if part.strip():
            networks.append(ipaddress.ip_network(part.strip(), strict=False))
    return networks


def peer_is_trusted(peer: str, settings: Settings) -> bool:
    try:
        address = ipaddress.ip_address(peer.strip().strip("[]"))
    except ValueError:
        return False
    return any(address in network for network in trusted_networks(settings))


def resolve_principal(
    settings: Settings,
    engine: Engine,
    *,
    peer: str,
    headers: Mapping[str, str],
    session_token: str,
) -> Principal | None:
    """Who is asking, from the socket's peer address, its headers and the session cookie; None = nobody
    (sign in first). ``headers`` keys are lower-case."""
    if settings.auth == "password":
        from askdata_app.auth.sessions import principal_for_token

        return principal_for_token(engine, session_token, client_address=peer)
    if settings.auth == "trusted-header":
        if not peer_is_trusted(peer, settings):
            return None
        name = headers.get(settings.auth_header.lower(), "").strip()
        if not name or len(name) > 128:
            return None
        from askdata_app.auth.accounts import get_account

        account = get_account(engine, name)
        role = parse_role(account.role) if account else "analyst"
        forwarded = headers.get("x-forwarded-for", "").split(",")[0].strip()
        return Principal(name, role, forwarded or peer)
    if settings.guest_mode:
        return local_principal(peer) if is_loopback(peer) else guest_principal(peer)
    return local_principal(peer) if is_loopback(peer) else None


def own_origins(settings: Settings) -> list[str]:
    """``ASKDATA_ALLOWED_ORIGINS``, or the app's own origins: loopback names, the bind address and, on a
    wildcard bind, this machine's name and addresses."""
    configured = [o.strip().rstrip("/") for o in settings.allowed_origins.split(",") if o.strip()]
    if configured:
        return configured
    port = settings.port
    hosts = ["localhost", "127.0.0.1", "[::1]"]
    host = settings.host.strip()
    if host in WILDCARD_HOSTS:
        hosts += _machine_names()
    elif not is_loopback(host):
        hosts.append(f"[{host}]" if ":" in host else host)
    return [f"http://{h}:{port}" for h in dict.fromkeys(hosts)]


def _machine_names() -> list[str]:
    names: list[str] = []
    try:
        hostname = socket.gethostname()
        fqdn = socket.getfqdn()
        names += [hostname, fqdn]
        names += socket.gethostbyname_ex(hostname)[2]
    except OSError:
        pass
    try:  # the address of the default route's interface (a UDP "connect" sends nothing)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            names.append(str(probe.getsockname()[0]))
    except OSError:
        pass
    return [n for n in names if n]
