#!/usr/bin/env python3
"""The "phone" of ike's sync tests: another CalDAV client, the PyPI `caldav` package, that lists, creates,
edits and deletes VTODOs in one collection, so the tests can check what ike wrote and change it behind
ike's back the way Tasks.org or Thunderbird would.

Arguments in, one JSON object out on stdout; exit 0 on success, 2 with a message on stderr otherwise.
The credentials come from the environment, never argv: CALDAV_PHONE_USER, CALDAV_PHONE_PASSWORD and, for a
server with a self-signed certificate, CALDAV_PHONE_CA (the certificate to trust).

  caldav_phone.py list COLLECTION_URL
  caldav_phone.py create COLLECTION_URL --uid UID --summary TEXT [--category NAME]... [--ics FILE]
  caldav_phone.py edit COLLECTION_URL --uid UID [--summary TEXT] [--status STATUS] [--category NAME]...
  caldav_phone.py delete COLLECTION_URL --uid UID

A todo is printed as {"uid", "href", "etag", "summary", "status", "categories", "ical"}; `list` prints
{"todos": [...]} sorted by UID, `delete` prints {"deleted": UID}.
"""

import argparse
import json
import os
import sys

import caldav
import icalendar


def client():
    ca = os.environ.get("CALDAV_PHONE_CA") or True
    return caldav.DAVClient(
        url=os.environ["CALDAV_PHONE_URL"],
        username=os.environ.get("CALDAV_PHONE_USER") or None,
        password=os.environ.get("CALDAV_PHONE_PASSWORD") or None,
        ssl_verify_cert=ca,
        # Basic up front: Radicale with --auth-type none still answers 401 to an anonymous request.
        auth_type="basic" if os.environ.get("CALDAV_PHONE_USER") else None,
        enable_rfc6764=False,
        require_tls=False,
        timeout=20,
    )


def record(todo):
    component = todo.icalendar_component
    values = component.get("CATEGORIES")
    if values is None:
        values = []
    elif not isinstance(values, list):
        values = [values]
    categories = [str(category) for value in values for category in value.cats]
    return {
        "uid": str(component.get("UID", "")),
        "href": todo.url.path if todo.url is not None else "",
        "etag": todo.etag or "",
        "summary": str(component.get("SUMMARY", "")),
        "status": str(component.get("STATUS", "")),
        "categories": categories,
        "ical": todo.data,
    }


def find(calendar, uid):
    todo = calendar.get_todo_by_uid(uid)
    # A search result may carry no ETag; a GET gives the body and the ETag together.
    todo.load()
    return todo


def main(argv):
    parser = argparse.ArgumentParser(prog="caldav_phone.py")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list").add_argument("collection")
    for name in ("create", "edit", "delete"):
        command = commands.add_parser(name)
        command.add_argument("collection")
        command.add_argument("--uid", required=True)
        if name != "delete":
            command.add_argument("--summary")
            command.add_argument("--category", action="append", default=None)
    commands.choices["create"].add_argument("--ics")
    commands.choices["edit"].add_argument("--status")
    args = parser.parse_args(argv)

    os.environ.setdefault("CALDAV_PHONE_URL", args.collection)
    calendar = client().calendar(url=args.collection)
    if args.command == "list":
        todos = calendar.get_todos(include_completed=True)
        for todo in todos:
            if todo.etag is None:
                todo.load()
        return {"todos": sorted((record(t) for t in todos), key=lambda r: r["uid"])}
    if args.command == "create":
        if args.ics:
            with open(args.ics, encoding="utf-8") as file:
                calendar.add_todo(ical=file.read(), no_overwrite=True)
        else:
            fields = {"uid": args.uid, "summary": args.summary or ""}
            if args.category:
                fields["categories"] = args.category
            calendar.add_todo(no_overwrite=True, **fields)
        return record(find(calendar, args.uid))
    if args.command == "edit":
        todo = find(calendar, args.uid)
        component = todo.icalendar_component
        if args.summary is not None:
            component.pop("SUMMARY", None)
            component.add("SUMMARY", args.summary)
        if args.status is not None:
            component.pop("STATUS", None)
            component.add("STATUS", args.status)
        if args.category is not None:
            component.pop("CATEGORIES", None)
            component.add("CATEGORIES", args.category)
        # If-Match with the ETag just read: a phone that lost a race gets 412, as a real one would.
        todo.save(precondition="etag", increase_seqno=True)
        return record(find(calendar, args.uid))
    todo = find(calendar, args.uid)
    todo.delete()
    return {"deleted": args.uid}


if __name__ == "__main__":
    try:
        print(json.dumps(main(sys.argv[1:]), ensure_ascii=False))
    except Exception as error:  # the tests show this message when the phone fails
        print(f"caldav_phone.py: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(2)
