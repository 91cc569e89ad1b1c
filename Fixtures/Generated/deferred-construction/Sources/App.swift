// A chain whose leaf reads the root's registrations: the containers between them take a closure
// that makes their child, and the root declares the functions that build them.
final class Logger {}
final class Config {}
final class Database {}

final class App {
    // weaver: logger = Logger
    // weaver: config = Config
    // weaver: screen = Screen
    let dependencies: AppDependencyResolver
    init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
}

final class Screen {
    // weaver: logger <- Logger
    // weaver: panel = Panel
    // weaver: panel.scope = .lazy
    let dependencies: ScreenDependencyResolver
    init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
}

// Provides `database` to its row, so it builds the row itself and takes `logger` and `config`.
final class Panel {
    // weaver: database = Database
    // weaver: row = Row
    let dependencies: PanelDependencyResolver
    init(injecting dependencies: PanelDependencyResolver) { self.dependencies = dependencies }
}

final class Row {
    // weaver: logger <- Logger
    // weaver: config <- Config
    // weaver: database <- Database
    // weaver: cell = Cell
    // weaver: cell.scope = .transient
    let dependencies: RowDependencyResolver
    init(injecting dependencies: RowDependencyResolver) { self.dependencies = dependencies }
}

final class Cell {
    // weaver: config <- Config
    let dependencies: CellDependencyResolver
    init(injecting dependencies: CellDependencyResolver) { self.dependencies = dependencies }
}
