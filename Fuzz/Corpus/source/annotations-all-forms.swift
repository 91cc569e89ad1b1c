import Foundation
// weaver: import Networking

public final class AllForms {
    // weaver: self.isIsolated = true
    // weaver: plain = Plain
    // weaver: abstracted = Concrete <- Abstract
    // weaver: composed = Concrete <- P1 & P2
    // weaver: reference <- Reference
    // weaver: parameter <= Parameter
    // weaver: optionalParameter <= Delegate?
    // weaver: closure <= (Int, String) -> Void
    // weaver: generic = Cache<String, [Int: Set<Int>]>
    // weaver: nested = Catalog.Index<Int>.Entry
    // weaver: tuple <- (a: Int, b: String)
    // weaver: existential <- any Service & Sendable
    // weaver: asyncClosure <= @escaping @Sendable (Int) async throws -> Int?
    // weaver: plain.scope = .container
    // weaver: abstracted.scope = .lazy
    // weaver: composed.scope = .weak
    // weaver: generic.scope = .transient
    // weaver: plain.builder = Plain.make
    // weaver: nested.builder = { _ in Catalog.Index<Int>.Entry() }
    // weaver: tuple.setter = true
    // weaver: plain.objc = true
    // weaver: parameter.escaping = false
    // weaver: reference.platforms = [.iOS, .macOS, .OSX, .watchOS, .tvOS, .visionOS, .Linux]
    // weaver: reference.projects = [App, "Other"]
    // weaver: optionalParameter.scope = .weak
    //weaver:tight=Tight
    //	weaver: tabbed <- Tabbed

    @Weaver(.registration, type: Concrete.self, scope: .lazy, setter: false, escaping: false, builder: Concrete.make, objc: true, platforms: [.iOS], projects: [App])
    var wrapped: Abstract
    @Weaver(.reference) var logger: Logger
    @Weaver(.parameter, escaping: true) var callback: () -> Void
    @WeaverP2(.registration, type: Movie.self) var makeMovie: (Int, String) -> Movie
    @WeaverP1(.reference) var makeDetail: (Int) -> Detail
    @objc @Weaver(.registration) public var bridged: Bridged
    @Published @Weaver(.registration, builder: { (resolver: AllFormsDependencyResolver) in Thing() }) private(set) var thing: Thing

    // invalid ones
    // weaver: two <- Arrows <- Here
    // weaver: noType =
    // weaver: empty = Foo<>
    // weaver: arrow <-- X
    // weaver: opaque = some P
    // weaver: plain.unknown = 1
    // weaver: self = Nope
    // weaver:
    // weaver: import
    // weaver: import Two Modules

    init(injecting: AllFormsDependencyResolver) {}
    required init(_ a: Int, b: @escaping (Int) -> Void = { _ in }) {}
}

enum Namespace {
    // weaver: misplaced = Misplaced
    struct Inner {
        func body() {
            // weaver: inFunction = Nope
        }
        // weaver: inner = Inner
    }
}
