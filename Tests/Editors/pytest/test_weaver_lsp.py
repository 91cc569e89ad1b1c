"""End-to-end tests of `weaver lsp` (docs/editors.md) with pytest-lsp: a server per test, driven over stdio
as an editor drives it, on a fresh copy of Fixtures/Sample (see conftest.py).

Positions are LSP's: 0-based lines, UTF-16 characters. In the sample:
- HomeController.swift line 2 is `    // weaver: logger <- Logging` (`logger` 15–21, `Logging` 25–32),
  line 3 `    // weaver: detail = DetailController`, line 16 `final class DetailController: Counted {`,
  line 19 `    // weaver: theme <- Theme` (`theme` 15–20, `Theme` 24–29);
- App.swift line 3 is `    // weaver: logger = ConsoleLogger <- Logging`, line 22 `    // weaver: theme = Theme`;
- MovieController.swift line 4 is `    // weaver: logger <- Logging`.
"""

from __future__ import annotations

import asyncio

import pytest
from conftest import CONFIGURATION, TIMEOUT, WeaverClient, line_range
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound

HOME = "Sources/Sample/HomeController.swift"
APP = "Sources/Sample/App.swift"
MOVIE = "Sources/Sample/MovieController.swift"

LOGGER_LINE = 2
THEME_LINE = 19


def position(uri: str, line: int, character: int) -> dict:
    return dict(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line, character=character),
    )


async def open_home(client: WeaverClient, project) -> str:
    """Opens HomeController.swift and waits for its (empty) diagnostics."""
    uri = project.file_uri(HOME)
    mark = client.mark()
    client.open(uri, project.text(HOME))
    published = await client.published(uri, mark)
    assert list(published.diagnostics) == []
    return uri


async def break_logger(client: WeaverClient, uri: str) -> types.Diagnostic:
    """Types `Loging` over `Logging` on line 2 and returns the one diagnostic that follows."""
    mark = client.mark()
    version = client.replace(uri, LOGGER_LINE, 25, 32, "Loging")
    published = await client.published(uri, mark)
    assert published.version == version
    assert len(published.diagnostics) == 1, published.diagnostics
    return published.diagnostics[0]


async def code_actions(client: WeaverClient, uri: str, line: int) -> list[types.CodeAction]:
    return await asyncio.wait_for(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=line_range(line, 0, 0),
                context=types.CodeActionContext(diagnostics=[]),
            )
        ),
        TIMEOUT,
    )


def apply_edits(client: WeaverClient, uri: str, edits: list[types.TextEdit]) -> int:
    """Applies a quick fix's edits to the open buffer as an editor does: one ranged change each,
    last position first so the earlier ranges stay valid."""
    ordered = sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True)
    return client.change(
        uri, *[types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in ordered]
    )


# Diagnostics and quick fixes


async def test_typing_a_wrong_type_shows_an_error_that_undoing_clears(client: WeaverClient, project):
    result = await client.start(project)
    assert result.server_info is not None and result.server_info.name == "weaver"
    sync = result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental and sync.open_close

    uri = project.file_uri(HOME)
    client.open(uri, project.text(HOME))
    published = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), TIMEOUT)
    assert published.uri == uri and list(published.diagnostics) == []

    diagnostic = await break_logger(client, uri)
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.code == "type-mismatch"
    assert diagnostic.source == "weaver"
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (2, 4)
    assert diagnostic.range.end.line == 2
    assert diagnostic.message.startswith("'logger: Loging' is found with an incompatible type")
    # The registration it was checked against, where the editor can jump to it.
    related = [(r.location.uri, r.location.range.start.line) for r in diagnostic.related_information or []]
    assert (project.file_uri(APP), 3) in related
    assert list(client.diagnostics[uri]) == [diagnostic]

    # Undo: the whole text as it was.
    mark = client.mark()
    client.replace_all(uri, project.text(HOME))
    published = await client.published(uri, mark)
    assert list(published.diagnostics) == []
    assert list(client.diagnostics[uri]) == []


async def test_quick_fix_changes_the_type_back(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    await break_logger(client, uri)

    actions = await code_actions(client, uri, LOGGER_LINE)
    assert [a.title for a in actions] == ["Change to 'logger <- Logging'"]
    fix = actions[0]
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.is_preferred
    assert [d.code for d in fix.diagnostics] == ["type-mismatch"]
    assert list(fix.edit.changes) == [uri]
    [edit] = fix.edit.changes[uri]
    assert edit.range == line_range(LOGGER_LINE, 25, 31)
    assert edit.new_text == "Logging"

    # Applying it makes the text what it was, and the error goes away.
    mark = client.mark()
    apply_edits(client, uri, fix.edit.changes[uri])
    published = await client.published(uri, mark)
    assert list(published.diagnostics) == []
    assert list(await code_actions(client, uri, LOGGER_LINE)) == []


async def test_misspelt_reference_is_unresolvable_with_a_fix_naming_the_registration(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    assert project.text(HOME).splitlines()[THEME_LINE] == "    // weaver: theme <- Theme"

    mark = client.mark()
    client.replace(uri, THEME_LINE, 15, 29, "themes <- Themes")
    [diagnostic] = (await client.published(uri, mark)).diagnostics
    assert diagnostic.code == "unresolvable"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (THEME_LINE, 4)
    assert diagnostic.message.startswith("cannot resolve 'themes: Themes'")
    related = {(r.location.uri, r.location.range.start.line): r.message for r in diagnostic.related_information or []}
    assert "did you mean 'theme: Theme'" in related[(project.file_uri(APP), 22)]

    [fix] = await code_actions(client, uri, THEME_LINE)
    assert fix.title == "Change to 'theme <- Theme'"
    edits = sorted(((e.range.start.character, e.range.end.character, e.new_text) for e in fix.edit.changes[uri]))
    assert edits == [(15, 21, "theme"), (25, 31, "Theme")]
    assert all(e.range.start.line == THEME_LINE for e in fix.edit.changes[uri])

    mark = client.mark()
    apply_edits(client, uri, fix.edit.changes[uri])
    assert list((await client.published(uri, mark)).diagnostics) == []


# Navigation


async def test_definition_of_a_reference_is_its_registration(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    found = await asyncio.wait_for(
        client.text_document_definition_async(types.DefinitionParams(**position(uri, LOGGER_LINE, 16))), TIMEOUT
    )
    assert isinstance(found, list) and len(found) == 1
    assert found[0].uri == project.file_uri(APP)
    assert found[0].range.start.line == 3


async def test_definition_of_a_registered_type_is_its_declaration(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    assert project.text(HOME).splitlines()[3].index("DetailController") == 24
    found = await asyncio.wait_for(
        client.text_document_definition_async(types.DefinitionParams(**position(uri, 3, 27))), TIMEOUT
    )
    assert [(f.uri, f.range.start.line) for f in found] == [(uri, 16)]
    assert project.text(HOME).splitlines()[16].startswith("final class DetailController")


async def test_hover_on_a_reference_explains_where_it_comes_from(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(**position(uri, LOGGER_LINE, 16))), TIMEOUT)
    assert hover is not None
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "HomeController.logger (reference)" in hover.contents.value
    assert "App.swift:4" in hover.contents.value
    assert "ConsoleLogger" in hover.contents.value


async def test_an_optional_reference_nothing_provides_warns_and_its_hover_says_nil(client: WeaverClient, project):
    """Typed into the buffer (docs/variants.md): an `ifAvailable` reference that no type on any path
    provides is a `never-available` warning, not an error, and its hover says it is nil from `App`."""
    await client.start(project)
    uri = await open_home(client, project)
    lines = project.text(HOME).split("\n")
    lines[LOGGER_LINE + 1 : LOGGER_LINE + 1] = [
        "    // weaver: tracker <- Tracker?",
        "    // weaver: tracker.ifAvailable = true",
    ]
    lines.append("protocol Tracker: AnyObject {}")
    mark = client.mark()
    version = client.replace_all(uri, "\n".join(lines))
    published = await client.published(uri, mark)
    assert published.version == version
    [diagnostic] = published.diagnostics
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.code == "never-available"
    assert diagnostic.range.start.line == LOGGER_LINE + 1
    hover = await asyncio.wait_for(
        client.text_document_hover_async(types.HoverParams(**position(uri, LOGGER_LINE + 1, 17))), TIMEOUT
    )
    assert hover is not None
    assert "**nil** on the paths from `App`" in hover.contents.value, hover.contents.value


async def test_references_of_a_registration_list_every_reference_it_satisfies(client: WeaverClient, project):
    await client.start(project)
    app = project.file_uri(APP)
    found = await asyncio.wait_for(
        client.text_document_references_async(
            types.ReferenceParams(**position(app, 3, 16), context=types.ReferenceContext(include_declaration=True))
        ),
        TIMEOUT,
    )
    places = {(f.uri, f.range.start.line) for f in found}
    assert (project.file_uri(HOME), 2) in places
    assert (project.file_uri(MOVIE), 4) in places
    assert (app, 3) in places

    without = await asyncio.wait_for(
        client.text_document_references_async(
            types.ReferenceParams(**position(app, 3, 16), context=types.ReferenceContext(include_declaration=False))
        ),
        TIMEOUT,
    )
    assert (app, 3) not in {(f.uri, f.range.start.line) for f in without}
    assert (project.file_uri(HOME), 2) in {(f.uri, f.range.start.line) for f in without}


# Protocol robustness


async def test_unknown_request_is_method_not_found_and_the_server_goes_on(client: WeaverClient, project):
    await client.start(project)
    with pytest.raises(JsonRpcMethodNotFound) as error:
        await asyncio.wait_for(client.protocol.send_request_async("weaver/noSuchMethod", {"x": 1}), TIMEOUT)
    assert error.value.code == -32601
    uri = await open_home(client, project)
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(**position(uri, LOGGER_LINE, 16))), TIMEOUT)
    assert hover is not None and "HomeController.logger" in hover.contents.value


async def test_malformed_message_gets_a_parse_error_and_the_server_goes_on(client: WeaverClient, project):
    await client.start(project)
    mark = client.mark()
    # pygls frames what it sends; a broken body is written to the server's input directly.
    client.protocol.writer.write(b"Content-Length: 5\r\n\r\n{bad}")
    error = await client.until(
        lambda: next((m for m in client.received[mark:] if getattr(m, "error", None) is not None), None),
        what="an error response to the malformed message",
    )
    assert error.error.code == -32700
    assert error.id is None
    uri = await open_home(client, project)
    diagnostic = await break_logger(client, uri)
    assert diagnostic.code == "type-mismatch"


# Files changing: outside the editor, saved, closed; configuration; other kinds of files


async def test_new_file_created_outside_the_editor_is_analyzed(client: WeaverClient, project):
    await client.start(project)
    await client.settle()
    # VS Code's capabilities allow dynamic registration: the server asks to hear about Swift files.
    watchers = [
        w.glob_pattern
        for r in client.registrations
        if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
        for w in client.protocol._converter.structure(r.register_options, types.DidChangeWatchedFilesRegistrationOptions).watchers
    ]
    assert "**/*.swift" in watchers and "**/.weaver.yaml" in watchers

    extra = project.path("Sources/Sample/Extra.swift")
    extra.write_text("final class Extra {\n    // weaver: clock <- Clock\n}\n")
    mark = client.mark()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=extra.as_uri(), type=types.FileChangeType.Created)])
    )
    [diagnostic] = (await client.published(extra.as_uri(), mark)).diagnostics
    assert diagnostic.code == "unresolvable"
    assert diagnostic.range.start.line == 1
    assert "'clock: Clock'" in diagnostic.message

    # Deleted: its diagnostics go with it.
    extra.unlink()
    mark = client.mark()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=extra.as_uri(), type=types.FileChangeType.Deleted)])
    )
    assert list((await client.published(extra.as_uri(), mark)).diagnostics) == []


async def test_closing_a_buffer_drops_its_unsaved_error(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    await break_logger(client, uri)
    mark = client.mark()
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    published = await client.published(uri, mark)
    assert list(published.diagnostics) == []
    assert list(await code_actions(client, uri, LOGGER_LINE)) == []


async def test_saved_error_is_kept_after_closing(client: WeaverClient, project):
    await client.start(project)
    uri = await open_home(client, project)
    broken = project.text(HOME).replace("logger <- Logging", "logger <- Loging")

    # Saved with its text (a client may send it, though the server asks for saves without): the
    # saved text counts, no didChange needed.
    project.path(HOME).write_text(broken)
    mark = client.mark()
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri), text=broken)
    )
    [diagnostic] = (await client.published(uri, mark)).diagnostics
    assert diagnostic.code == "type-mismatch" and diagnostic.range.start.line == LOGGER_LINE

    # Closed: the disk holds the same error, so it stays, and so does its fix.
    mark = client.mark()
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    published = await client.published(uri, mark)
    assert published.version is None  # no longer a buffer: the file on disk
    assert [(d.code, d.range.start.line) for d in published.diagnostics] == [("type-mismatch", LOGGER_LINE)]
    [fix] = await code_actions(client, uri, LOGGER_LINE)
    assert fix.title == "Change to 'logger <- Logging'"


async def test_broken_configuration_is_shown_in_it_and_fixing_it_recovers(client: WeaverClient, make_project):
    project = make_project("broken", configuration="input_paths: [\n")
    configuration = project.file_uri(".weaver.yaml")
    mark = client.mark()
    await client.start(project)
    [diagnostic] = (await client.published(configuration, mark)).diagnostics
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.code == "configuration"
    assert diagnostic.range.start.line == 0
    assert "]" in diagnostic.message

    # Still serving: a request on a Swift file is answered (there is no graph to answer from).
    home = project.file_uri(HOME)
    client.open(home, project.text(HOME))
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(**position(home, LOGGER_LINE, 16))), TIMEOUT)
    assert hover is None

    # Fixed on disk: the configuration's error goes, and the project is analyzed.
    project.path(".weaver.yaml").write_text("input_paths:\n  - Sources\nmain_output_path: Generated/Weaver.swift\n")
    mark = client.mark()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=configuration, type=types.FileChangeType.Changed)])
    )
    assert list((await client.published(configuration, mark)).diagnostics) == []
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(**position(home, LOGGER_LINE, 16))), TIMEOUT)
    assert hover is not None and "HomeController.logger (reference)" in hover.contents.value


async def test_file_that_is_not_swift_is_ignored(client: WeaverClient, project):
    await client.start(project)
    readme = project.file_uri("README.md")
    text = "# Notes\n\n    // weaver: logger <- Loging\n"
    client.open(readme, text, language="markdown")
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(**position(readme, 2, 16))), TIMEOUT)
    assert hover is None
    client.replace(readme, 2, 25, 31, "Nothing")
    assert list(await code_actions(client, readme, 2)) == []
    definition = await asyncio.wait_for(
        client.text_document_definition_async(types.DefinitionParams(**position(readme, 2, 16))), TIMEOUT
    )
    assert definition is None

    # Swift files are still served, and nothing was said about the README but "no problems".
    uri = await open_home(client, project)
    await break_logger(client, uri)
    assert all(list(p.diagnostics) == [] for p in client.publications(readme))
    assert [m.message for m in client.log_messages if m.type == types.MessageType.Error] == []


async def test_two_workspace_folders_are_analyzed_separately(client: WeaverClient, make_project):
    first = make_project("first")
    second = make_project("second copy")  # a space: percent-encoded in its URIs
    await client.start(first, second)

    one = await open_home(client, first)
    two = await open_home(client, second)
    assert "%20" in two

    mark = client.mark()
    await break_logger(client, two)
    assert list(client.publications(one, mark)) == []
    assert [d.code for d in client.diagnostics[two]] == ["type-mismatch"]
    assert list(client.diagnostics[one]) == []
    # Related information points into the edited folder's App.swift.
    [related] = [r.location.uri for r in client.diagnostics[two][0].related_information if r.location.range.start.line == 3]
    assert related == second.file_uri(APP)

    # Each folder navigates within itself.
    found = await asyncio.wait_for(
        client.text_document_definition_async(types.DefinitionParams(**position(one, LOGGER_LINE, 16))), TIMEOUT
    )
    assert [f.uri for f in found] == [first.file_uri(APP)]
    found = await asyncio.wait_for(
        client.text_document_definition_async(types.DefinitionParams(**position(two, 3, 27))), TIMEOUT
    )
    assert [(f.uri, f.range.start.line) for f in found] == [(two, 16)]


# The graph inline (docs/editors.md): inlay hints after references, a launch-cost lens on roots


async def inlay_hints(client: WeaverClient, uri: str) -> list[types.InlayHint]:
    return await asyncio.wait_for(
        client.text_document_inlay_hint_async(
            types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=uri), range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=60, character=0)))
        ),
        TIMEOUT,
    ) or []


async def test_an_inlay_hint_names_what_a_reference_resolves_to_and_follows_typing(client: WeaverClient, project):
    result = await client.start(project)
    assert result.capabilities.inlay_hint_provider
    uri = await open_home(client, project)
    hints = {hint.position.line: hint.label for hint in await inlay_hints(client, uri)}
    assert hints[LOGGER_LINE] == "→ ConsoleLogger from App", hints
    assert hints[THEME_LINE] == "→ Theme from App", hints
    # A reference typed into a mismatch resolves to nothing: its hint goes, and comes back with the fix.
    await break_logger(client, uri)
    assert LOGGER_LINE not in {hint.position.line for hint in await inlay_hints(client, uri)}
    mark = client.mark()
    client.replace(uri, LOGGER_LINE, 25, 31, "Logging")
    await client.published(uri, mark)
    hints = {hint.position.line: hint.label for hint in await inlay_hints(client, uri)}
    assert hints[LOGGER_LINE] == "→ ConsoleLogger from App", hints


async def test_a_lens_on_the_root_gives_its_launch_cost_and_a_setting_turns_both_off(client: WeaverClient, project):
    await client.start(project)
    uri = project.file_uri(APP)
    mark = client.mark()
    client.open(uri, project.text(APP))
    await client.published(uri, mark)
    lenses = await asyncio.wait_for(
        client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT
    )
    assert [(lens.range.start.line, lens.command.title) for lens in lenses] == [(2, "launch: 4 instances, depth 2")]
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"weaver": {"inlayHints": False, "codeLens": False}})
    )
    assert not await asyncio.wait_for(
        client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT
    )
    assert not await inlay_hints(client, uri)


# Project rules (docs/rules.md)

RULES = (
    CONFIGURATION
    + "rules:\n"
    + "  - id: caches-are-weak\n"
    + "    kind: type-family\n"
    + "    types: \"*Cache\"\n"
    + "    scope: weak\n"
    + "    message: Caches give their memory back\n"
)
IMAGE_CACHE_SCOPE_LINE = 9


async def test_a_rule_violation_appears_as_the_user_types_and_goes_when_undone(client: WeaverClient, make_project):
    project = make_project("rules", configuration=RULES)
    await client.start(project)
    uri = project.file_uri(APP)
    text = project.text(APP)
    client.open(uri, text)
    await client.settle()
    assert list(client.diagnostics.get(uri, [])) == []

    line = text.split("\n")[IMAGE_CACHE_SCOPE_LINE]
    assert line.endswith("imageCache.scope = .weak")
    start = line.index(".weak")
    mark = client.mark()
    client.replace(uri, IMAGE_CACHE_SCOPE_LINE, start, start + len(".weak"), ".lazy")
    [diagnostic] = (await client.published(uri, mark)).diagnostics
    assert diagnostic.code == "caches-are-weak"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range.start.line == IMAGE_CACHE_SCOPE_LINE
    assert diagnostic.message.startswith(
        "Caches give their memory back: App.imageCache (ImageCache) is registered with scope '.lazy', not '.weak'"
    )
    # The rule's own line in the configuration, where the editor can jump to it.
    related = [(r.location.uri, r.location.range.start.line) for r in diagnostic.related_information or []]
    assert (project.file_uri(".weaver.yaml"), 4) in related

    mark = client.mark()
    client.replace(uri, IMAGE_CACHE_SCOPE_LINE, start, start + len(".lazy"), ".weak")
    assert list((await client.published(uri, mark)).diagnostics) == []


async def test_a_misspelt_rule_key_is_shown_in_the_configuration(client: WeaverClient, make_project):
    project = make_project("misspelt-rule", configuration=CONFIGURATION + "rules:\n  - {id: a, kind: type-family, typs: X, scope: weak}\n")
    configuration = project.file_uri(".weaver.yaml")
    mark = client.mark()
    await client.start(project)
    [diagnostic] = (await client.published(configuration, mark)).diagnostics
    assert diagnostic.code == "configuration"
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (4, 31)
    assert "unknown key 'typs'" in diagnostic.message and "did you mean 'types'?" in diagnostic.message
