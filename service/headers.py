"""Security headers on every answer: no sniffing, no referrer, no framing, a Content-Security-Policy per kind of
answer (the page obeys its own; the API's JSON needs none to load anything), and redirects that never echo the
request's Host header."""

from __future__ import annotations

from flask import Flask, Response, request

PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
# Swagger UI's page starts itself with an inline script and inline styles: allowed on /docs alone, which shows no
# user data and calls only this origin.
DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
API_POLICY = "default-src 'none'; frame-ancestors 'none'"
ALWAYS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}


def enable_security_headers(app: Flask) -> None:
    """Add the headers to every answer, errors included."""
    app.after_request(secured)


def secured(response: Response) -> Response:
    """The answer with its security headers (a header the route set itself is kept)."""
    for name, value in ALWAYS.items():
        response.headers.setdefault(name, value)
    response.headers.setdefault("Content-Security-Policy", policy_for(request.path))
    location = response.headers.get("Location")
    if location is not None and location.startswith(request.host_url):  # a redirect never echoes the Host header
        response.headers["Location"] = "/" + location.removeprefix(request.host_url)
    return response


def policy_for(path: str) -> str:
    """The page's policy for the page and its files, Swagger UI's for /docs, the API's for the rest."""
    if path == "/" or path.startswith("/web/"):
        return PAGE_POLICY
    if path == "/docs" or path.startswith("/docs/"):
        return DOCS_POLICY
    return API_POLICY
