"""The sign-in page (password mode); in the other modes it says how to get in."""

from __future__ import annotations

import reflex as rx

from askdata_app.state.auth import AuthState


def login_page() -> rx.Component:
    return rx.center(
        rx.card(
            rx.vstack(
                rx.heading("Sign in to askdata", size="5"),
                rx.cond(
                    AuthState.auth_mode == "password",
                    rx.form(
                        rx.vstack(
                            rx.input(
                                name="name", placeholder="name", auto_complete="username", id="login-name"
                            ),
                            rx.input(
                                name="password",
                                type="password",
                                placeholder="password",
                                auto_complete="current-password",
                                id="login-password",
                            ),
                            rx.button("Sign in", type="submit", width="100%", id="login-submit"),
                            rx.cond(
                                AuthState.login_error != "",
                                rx.callout(
                                    AuthState.login_error, color_scheme="red", size="1", id="login-error"
                                ),
                            ),
                            spacing="3",
                            width="100%",
                        ),
                        on_submit=AuthState.login,
                        reset_on_submit=False,
                        width="100%",
                    ),
                    rx.text(AuthState.denied, id="login-denied"),
                ),
                spacing="4",
                width="100%",
            ),
            width="22em",
        ),
        height="100vh",
    )
