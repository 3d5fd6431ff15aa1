"""Answers' JSON written by orjson: the same values Flask's own provider writes, in a fraction of its time."""

from __future__ import annotations

import typing as t

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider

# int keys become strings, as json does; a datetime goes to Flask's `default` (an HTTP date, as Flask writes it)
OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


class FastJSONProvider(DefaultJSONProvider):
    """Flask's provider with orjson's writer: keys in insertion order, compact, UTF-8. A value orjson cannot
    write (an integer beyond 64 bits, a type only Flask knows) is written by Flask's provider as before."""

    sort_keys = False

    def dumps(self, obj: t.Any, **kwargs: t.Any) -> str:
        """The JSON text of `obj` (with keyword arguments: Flask's provider, which takes them)."""
        return self._bytes(obj, kwargs).decode("utf-8")

    def response(self, *args: t.Any, **kwargs: t.Any) -> Response:
        """A JSON response of the arguments, as `jsonify` makes it."""
        return self.response_of(self.body(self._prepare_response_obj(args, kwargs)))

    def body(self, obj: t.Any) -> bytes:
        """What `jsonify(obj)` answers: its JSON and a newline."""
        return self._bytes(obj, {}) + b"\n"

    def response_of(self, body: bytes) -> Response:
        """A JSON response of a body made by `body`."""
        make: type[Response] = t.cast(type[Response], self._app.response_class)
        return make(body, mimetype=self.mimetype)

    def loads(self, s: str | bytes, **kwargs: t.Any) -> t.Any:
        """A request body's value; a body nested too deep to read, or a string holding half of a surrogate pair (no
        character at all: nothing could store it), is a ValueError like any malformed JSON (a 400)."""
        try:
            value = super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("the JSON is nested too deeply to read") from None
        for text in strings_in(value):
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError(
                    f"the JSON holds a lone surrogate (\\u{ord(text[0]):04x}...), which is no character"
                ) from None
        return value

    def _bytes(self, obj: t.Any, kwargs: dict[str, t.Any]) -> bytes:
        if not kwargs:
            try:
                return orjson.dumps(obj, default=self.default, option=OPTIONS)
            except TypeError:  # orjson's refusal of a value json writes (an int beyond 64 bits, ...)
                pass
        return super().dumps(obj, **kwargs).encode("utf-8")


def strings_in(value: t.Any) -> t.Iterator[str]:
    """Every string of a JSON value, keys included, however deep (without recursion)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            yield from item.keys()
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
