#!/usr/bin/env python3
"""Prints, for a Bazel execution log (--execution_log_json_file), one line per weaver action
(mnemonic `Weaver`) it lists: the target's label, a tab, and how the action ran ('linux-sandbox',
'processwrapper-sandbox', 'worker', 'local', or 'cache hit' when its outputs came from the disk
or remote cache). An action Bazel found up to date in its own action cache is not in the log at all.

    Scripts/bazel-execution-log.py LOG
"""
import json
import sys


def spawns(text):
    """The log is a sequence of JSON objects, one per spawn, not an array."""
    decoder = json.JSONDecoder()
    position = 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            return
        spawn, position = decoder.raw_decode(text, position)
        yield spawn


def main():
    with open(sys.argv[1], encoding="utf-8") as log:
        text = log.read()
    for spawn in spawns(text):
        if spawn.get("mnemonic") != "Weaver":
            continue
        # weaver.bzl ends its progress message with the label.
        label = spawn.get("progressMessage", "?").split()[-1]
        how = "cache hit" if spawn.get("remoteCacheHit") else spawn.get("runner", "?")
        print(f"{label}\t{how}")


if __name__ == "__main__":
    main()
