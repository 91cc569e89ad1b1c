"""Fixtures for the end-to-end tests of `weaver lsp` with pytest-lsp.

Every test gets a fresh server (`client`) and fresh copies of Fixtures/Sample in pytest's temporary
folder (`project`, `make_project`); nothing under the repository is written. The executable is
$WEAVER (default: .build/debug/weaver of this checkout).

`WeaverClient` is pytest-lsp's `LanguageClient` plus a record of every message the server sent, in
order, so a test can wait for "the next diagnostics for this URI" without missing one that arrived
while it was busy, and can see responses pygls itself drops (an error answer with a null id).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import register_lsp_features
from pytest_lsp.protocol import LanguageClientProtocol

REPOSITORY = Path(__file__).resolve().parents[3]
WEAVER = os.environ.get("WEAVER") or str(REPOSITORY / ".build" / "debug" / "weaver")
# Every analysis is compared with a fresh one; a difference stops the server (and fails the test).
os.environ.setdefault("WEAVER_VERIFY_INCREMENTAL", "1")
SAMPLE_SOURCES = REPOSITORY / "Fixtures" / "Sample" / "Sources"
CONFIGURATION = "input_paths:\n  - Sources\nmain_output_path: Generated/Weaver.swift\n"
# How long to wait for one answer or notification: an analysis of the sample takes milliseconds.
TIMEOUT = 10.0

PUBLISH_DIAGNOSTICS = types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS


def pytest_configure(config):
    if not os.access(WEAVER, os.X_OK):
        raise pytest.UsageError(
            f"weaver executable not found at {WEAVER}: run `swift build` or set WEAVER"
        )


class Project:
    """A copy of the sample project: `Sources/` and a `.weaver.yaml`."""

    def __init__(self, root: Path, configuration: str = CONFIGURATION):
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        shutil.copytree(SAMPLE_SOURCES, root / "Sources")
        (root / ".weaver.yaml").write_text(configuration)

    @property
    def uri(self) -> str:
        return self.root.as_uri()

    @property
    def folder(self) -> types.WorkspaceFolder:
        return types.WorkspaceFolder(uri=self.uri, name=self.root.name)

    def path(self, relative: str) -> Path:
        return self.root / relative

    def file_uri(self, relative: str) -> str:
        return self.path(relative).as_uri()

    def text(self, relative: str) -> str:
        return self.path(relative).read_text()


class RecordingProtocol(LanguageClientProtocol):
    """Records every message from the server before pygls handles it."""

    def handle_message(self, message):
        self._server.received.append(message)
        super().handle_message(message)


class WeaverClient(LanguageClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, protocol_cls=RecordingProtocol, **kwargs)
        self.received: list = []
        """Every message the server sent, in order."""
        self.registrations: list[types.Registration] = []
        """What the server registered with `client/registerCapability`."""
        self.versions: dict[str, int] = {}

    # Session

    async def start(self, *projects: Project) -> types.InitializeResult:
        """`initialize` (as VS Code would, with every project a workspace folder) and `initialized`."""
        return await asyncio.wait_for(
            self.initialize_session(
                types.InitializeParams(
                    capabilities=client_capabilities("visual-studio-code"),
                    root_uri=projects[0].uri,
                    workspace_folders=[p.folder for p in projects],
                )
            ),
            TIMEOUT,
        )

    # Documents

    def open(self, uri: str, text: str, language: str = "swift") -> None:
        self.versions[uri] = 1
        self.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)
            )
        )

    def change(self, uri: str, *changes: types.TextDocumentContentChangeEvent) -> int:
        self.versions[uri] += 1
        self.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
                content_changes=list(changes),
            )
        )
        return self.versions[uri]

    def replace(self, uri: str, line: int, start: int, end: int, text: str) -> int:
        """A ranged change on one line, as an editor sends a keystroke's worth of typing."""
        return self.change(
            uri,
            types.TextDocumentContentChangePartial(range=line_range(line, start, end), text=text),
        )

    def replace_all(self, uri: str, text: str) -> int:
        return self.change(uri, types.TextDocumentContentChangeWholeDocument(text=text))

    # Waiting

    def mark(self) -> int:
        """Where the record stands: pass it to `published` to see only what comes after."""
        return len(self.received)

    def publications(self, uri: str | None = None, after: int = 0) -> list[types.PublishDiagnosticsParams]:
        return [
            m.params
            for m in self.received[after:]
            if getattr(m, "method", None) == PUBLISH_DIAGNOSTICS and (uri is None or m.params.uri == uri)
        ]

    async def published(self, uri: str, after: int, timeout: float = TIMEOUT) -> types.PublishDiagnosticsParams:
        """The first diagnostics published for `uri` after the mark `after`."""
        return await self.until(lambda: next(iter(self.publications(uri, after)), None), timeout,
                                f"no textDocument/publishDiagnostics for {uri}")

    async def until(self, found, timeout: float = TIMEOUT, what: str = "condition"):
        deadline = time.monotonic() + timeout
        while (value := found()) is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout}s: {what}; received: {self.summary()}")
            await asyncio.sleep(0.01)
        return value

    async def settle(self) -> None:
        """Waits until the server has handled everything sent so far: it answers in order, so the
        answer to a request sent now comes after every message before it was handled (and an
        analysis owed is run before a request reads it)."""
        await asyncio.wait_for(
            self.text_document_hover_async(
                types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri="file:///nonexistent/settle.swift"),
                    position=types.Position(line=0, character=0),
                )
            ),
            TIMEOUT,
        )

    def summary(self) -> str:
        lines = []
        for m in self.received[-10:]:
            method = getattr(m, "method", None)
            if method == PUBLISH_DIAGNOSTICS:
                lines.append(f"publish {m.params.uri} {[d.code for d in m.params.diagnostics]}")
            else:
                lines.append(repr(m)[:200])
        return "\n  " + "\n  ".join(lines) if lines else "nothing"


def line_range(line: int, start: int, end: int) -> types.Range:
    return types.Range(start=types.Position(line=line, character=start), end=types.Position(line=line, character=end))


def make_client() -> WeaverClient:
    client = WeaverClient(converter_factory=default_converter)
    register_lsp_features(client)

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(ls: WeaverClient, params: types.RegistrationParams):
        ls.registrations.extend(params.registrations)
        return None

    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[WEAVER, "lsp"], client_factory=make_client))
async def client(lsp_client: WeaverClient):
    yield
    if lsp_client.capabilities is not None and lsp_client.error is None and lsp_client._server.returncode is None:
        await asyncio.wait_for(lsp_client.shutdown_session(), TIMEOUT)
        # `exit` after `shutdown` is a clean exit (LSP 3.17: 0).
        assert lsp_client._server.returncode == 0


@pytest.fixture
def project(tmp_path: Path) -> Project:
    return Project(tmp_path / "sample")


@pytest.fixture
def make_project(tmp_path: Path):
    """Makes more copies of the sample (another workspace folder, a broken configuration)."""

    def make(name: str, configuration: str = CONFIGURATION) -> Project:
        return Project(tmp_path / name, configuration)

    return make
