// One file holding a whole valid graph, so that mutations keep reaching the generator.
import Foundation
// weaver: import Dispatch

final class App {
    // weaver: store = Store <- Reading & Writing
    // weaver: store.scope = .container
    // weaver: clock = Clock
    // weaver: clock.builder = App.makeClock
    // weaver: cache = Cache<String>
    // weaver: cache.scope = .lazy
    // weaver: home = Catalog.Home
    // weaver: home.scope = .transient
    // weaver: screen = Screen
    // weaver: screen.scope = .transient
    // weaver: session = Session
    // weaver: session.setter = true
    // weaver: worker = Worker
    // weaver: worker.scope = .weak
    @Weaver(.registration, type: Printer.self, scope: .lazy) var printer: Printer
    @WeaverP1(.registration, type: Detail.self, scope: .transient) var makeDetail: (Int) -> Detail
    static func makeClock(_ resolver: AppDependencyResolver) -> Clock { Clock() }
}

enum Catalog {
    public struct Home {
        // weaver: store <- Reading & Writing
        // weaver: cache <- Cache<String>
        // weaver: clock <- Clock
        @Weaver(.reference) var printer: Printer
    }
}

final class Screen {
    // weaver: onClose <= () -> Void
    // weaver: delegate <= Delegate?
    // weaver: delegate.scope = .weak
    // weaver: options <= [String: (Int, Bool)]
}

final class Detail {
    // weaver: id <= Int
    // weaver: clock <- Clock
    // weaver: self.isIsolated = false
}

actor Worker {
    // weaver: clock <- Clock
}

final class Session {}
final class Clock {}
final class Printer {}
final class Cache<Value> {}
protocol Reading: AnyObject {}
protocol Writing: AnyObject {}
protocol Delegate: AnyObject {}
final class Store: Reading, Writing {}
