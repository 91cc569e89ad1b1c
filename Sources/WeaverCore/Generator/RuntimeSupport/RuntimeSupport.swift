/// The classes every generated file carries.
///
/// A container hands its children *providers*: objects a child reads a dependency through. A
/// registration's slot is itself the provider, so passing a dependency down a graph allocates
/// nothing, and a child keeps alive only the slots it reads (docs/semantics.md, Memory).
///
/// Memoized slots are built exactly once even when read from several threads, and a re-entrant
/// read while a slot is being built — a cycle through a builder — stops with a message instead of
/// deadlocking (docs/semantics.md, Scopes). They do it without a lock of their own: a slot's state is guarded
/// by one of a fixed set of pthread mutexes (ARCHITECTURE.md: Foundation or pthread locks, not
/// `Synchronization`), picked by the slot's address, and held only to read or change that state,
/// never while building. A reader that finds the slot being built by another thread waits on the
/// stripe's condition; finding it being built by its own thread is the re-entrant read. Because no
/// stripe is held across a build, slots sharing a stripe cannot block each other, and a graph
/// allocates no lock per slot (allocation was most of the cost of building a graph).
///
/// The same cycle split across threads — one thread builds A and reads B while another builds B
/// and reads A — would have each wait for the other forever, so a reader about to wait first
/// records whom it waits for and follows that chain; coming back to itself is the cycle, and it
/// stops as the re-entrant read does. Only readers that wait pay for this, never a plain read.
///
/// In one file, only what the file uses is emitted (`source(using:isolation:)`, with the components
/// the printer recorded as it printed the file's code): a graph of constants gets none of
/// it, a graph without builders' resolvers no `weaverContainerReleased`, and so on. Split over
/// files, every container file uses `Weaver.swift`, so it holds every component a graph can use
/// (`everyGraphComponent`): a scope changed to one the graph did not use yet then changes one
/// container's file, not `Weaver.swift` and with it every file of the module (docs/semantics.md). Each declaration
/// is a `RuntimeComponent`, written for the file's isolation: under `--mainactor` every read happens
/// on the main thread, one at a time, so slots take no lock and the locks are left out.
enum RuntimeSupport {
    /// Every component but the mocks' (which `--mocks` or `self.mock` bring, for the whole output).
    static let everyGraphComponent = Set(RuntimeComponent.allCases).subtracting([.mocked])

    /// The declarations of `components` and of those they require in turn, in `RuntimeComponent`'s
    /// order, separated by a blank line; empty when the file needs none.
    static func source(using components: Set<RuntimeComponent>, isolation: Isolation) -> String {
        source(of: closure(of: components, isolation: isolation), isolation: isolation)
    }

    /// `components` and those they require in turn.
    static func closure(of components: Set<RuntimeComponent>, isolation: Isolation) -> Set<RuntimeComponent> {
        var used = components
        var pending = Array(components)
        while let component = pending.popLast() {
            for required in component.requires(isolation) where used.insert(required).inserted {
                pending.append(required)
            }
        }
        return used
    }

    /// The declarations of exactly `components`, in `RuntimeComponent`'s order.
    static func source(of components: Set<RuntimeComponent>, isolation: Isolation) -> String {
        components.sorted().map { $0.text(isolation) }.joined(separator: "\n\n")
    }
}
