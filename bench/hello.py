"""The anchor of the HTTP benches: a 5-line Flask hello app, served under the Procfile's exact gunicorn flags."""

from flask import Flask

app = Flask(__name__)
app.add_url_rule("/", "hello", lambda **_: "Hello, world!", methods=["GET", "POST"], defaults={"path": ""})
app.add_url_rule("/<path:path>", "hello_any", lambda **_: "Hello, world!", methods=["GET", "POST"])
