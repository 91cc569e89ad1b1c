import Dispatch
import WeaverKit
import WeaverCore

/// The messages read from the editor and not yet handled, between the thread that reads standard
/// input and the one that serves. The reader notes two things as messages arrive, so the server
/// can act on them before it reaches them: a `$/cancelRequest` (the request, still waiting, is
/// answered as cancelled) and a change to a document (an analysis under way is stale, and is
/// dropped to start again with the change).
public final class LSPInbox: @unchecked Sendable {
    public enum Item: Sendable {
        case message(JSONNodeBox)
        case malformed(String)
        /// Nothing from the editor: something the server waits for arrived (a package's description).
        case wake
    }

    // Every field is read and written on `queue` only.
    private let queue = DispatchQueue(label: "weaver.lsp.inbox")
    private let available = DispatchSemaphore(value: 0)
    /// Handed-out items are set to nil at once: a 10 MB text must not outlive its handling.
    private var items: [Item?] = []
    private var head = 0
    private var closed = false
    private var cancelled = Set<String>()
    /// The ids of requests read and not yet handed out: only those can be cancelled.
    private var waiting = Set<String>()
    private var changesWaiting = 0
    /// The bytes of the messages read since `takeBytesRead` was last called.
    private var bytesRead = 0

    public init() {}

    /// Called by the reading thread for each framed message or framing problem.
    public func push(_ item: LSPMessageReader.Item) {
        if case let .message(bytes) = item { queue.sync { bytesRead += bytes.count } }
        let parsed: Item
        switch item {
        case let .malformed(reason): parsed = .malformed(reason)
        case let .message(bytes):
            guard let node = JSONNode.parseMessage(bytes) else {
                parsed = .malformed("a message that is not valid JSON: '\(String(decoding: bytes.prefix(80), as: UTF8.self))'")
                break
            }
            parsed = .message(JSONNodeBox(node))
        }
        queue.sync {
            if case let .message(box) = parsed {
                let method = box.node["method"]?.string
                if method == "$/cancelRequest", let id = box.node["params"]?["id"], waiting.contains(Self.key(id)) {
                    cancelled.insert(Self.key(id))
                } else if method != nil, let id = box.node["id"] {
                    waiting.insert(Self.key(id))
                }
                if let method, Self.changes.contains(method) { changesWaiting += 1 }
                if method == "textDocument/didChange", Self.replacesWholeText(box.node) { dropChanges(supersededBy: box.node) }
            }
            items.append(parsed)
        }
        available.signal()
    }

    /// Whether every change of a `didChange` is a whole text (no `range`).
    private static func replacesWholeText(_ message: JSONNode) -> Bool {
        guard let changes = message["params"]?["contentChanges"]?.array, !changes.isEmpty else { return false }
        return changes.allSatisfy { $0["range"] == nil }
    }

    /// A whole text makes the changes of the same document still waiting right before it moot:
    /// they are dropped, back to the first other message about that document (an open, a close,
    /// a request that must see the text as it was). An editor that sends a 10 MB buffer at every
    /// keystroke then costs one parse and one copy, not a backlog (called on `queue`).
    private func dropChanges(supersededBy message: JSONNode) {
        guard let uri = message["params"]?["textDocument"]?["uri"]?.string else { return }
        var index = items.count - 1
        while index >= head {
            if case let .message(earlier)? = items[index], earlier.node["params"]?["textDocument"]?["uri"]?.string == uri {
                guard earlier.node["method"]?.string == "textDocument/didChange" else { return }
                items[index] = nil
                changesWaiting -= 1
            }
            index -= 1
        }
    }

    /// Wakes a server waiting for the next item (`Item.wake`).
    public func wake() {
        queue.sync { items.append(.wake) }
        available.signal()
    }

    /// No more messages will come (standard input ended).
    public func close() {
        queue.sync { closed = true }
        available.signal()
    }

    /// The next item; waits for one when `wait` is true. Nil when there is none (and, with `wait`,
    /// when the input has ended).
    public func next(wait: Bool) -> Item? {
        while true {
            if queue.sync(execute: { head >= items.count && closed }) { return nil }
            if wait { available.wait() } else if available.wait(timeout: .now()) == .timedOut { return nil }
            let item: Item? = queue.sync {
                guard head < items.count else { return nil }
                let item = items[head]
                items[head] = nil
                head += 1
                // The slots handed out are dropped once they are half the array: amortized O(1).
                if head > 64, head * 2 > items.count { items.removeFirst(head); head = 0 }
                if case let .message(box) = item, let method = box.node["method"]?.string {
                    if Self.changes.contains(method) { changesWaiting -= 1 }
                    // Handed out: a cancellation arriving from now on is too late to matter.
                    if let id = box.node["id"], !cancelled.contains(Self.key(id)) { waiting.remove(Self.key(id)) }
                }
                return item
            }
            if let item { return item }
        }
    }

    /// Whether the editor cancelled the request `id` (and forgets it: one answer per request).
    func takeCancellation(of id: JSONNode) -> Bool {
        queue.sync {
            waiting.remove(Self.key(id))
            return cancelled.remove(Self.key(id)) != nil
        }
    }

    /// How many bytes of messages were read since the last call: large texts are worth giving
    /// their memory back to the system once handled, small ones are not worth the time.
    public func takeBytesRead() -> Int {
        queue.sync {
            defer { bytesRead = 0 }
            return bytesRead
        }
    }

    /// Whether an item is waiting to be handed out.
    public var hasItemsWaiting: Bool { queue.sync { items[head...].contains { $0 != nil } } }

    /// Whether a change to a document is waiting: an analysis of the older text is stale.
    public var hasChangesWaiting: Bool { queue.sync { changesWaiting > 0 } }

    /// What changes the text an analysis reads. Not `didSave`: the server asks for saves without
    /// their text, and a save of what `didChange` already sent must not cost a second analysis.
    private static let changes: Set<String> = [
        "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
        "workspace/didChangeWatchedFiles", "workspace/didChangeWorkspaceFolders",
    ]

    static func key(_ id: JSONNode) -> String { id.value.rendered(pretty: false) }
}

/// A parsed message, passed from the reading thread to the serving one.
public struct JSONNodeBox: Sendable {
    let node: JSONNode
    init(_ node: JSONNode) { self.node = node }
}
