/// The small model of Swift the emitters build (docs/semantics.md's output) and `Printer` lays out: not a
/// general syntax tree, only the declarations, statements and expressions a generated file has.
/// A user's type or builder is a `TypeName` or `.word` written as the annotation spells it; the
/// runtime support a node names is part of the node (`RuntimeComponent`), so the printer knows
/// what a file needs without reading what it wrote.

/// A type as it is written. `support` is the runtime declaration it names, if any.
struct TypeName: Sendable {
    let text: String
    let support: RuntimeComponent?

    init(_ text: String) {
        self.text = text
        support = nil
    }

    /// `WeaverMemoizedSlot<Session>`.
    init(_ component: RuntimeComponent, _ arguments: String...) {
        text = arguments.isEmpty ? component.name : component.name + "<" + arguments.joined(separator: ", ") + ">"
        support = component
    }
}

/// An expression. Calls, closures and array literals are where a long line breaks.
indirect enum Expr: Sendable {
    /// An identifier, a literal, a keyword or a user's code (a builder's name), printed as is.
    case word(String)
    /// A runtime support declaration by name (`weaverContainerReleased`), or generic type (`WeaverConstantSlot<Logger>`).
    case support(TypeName)
    /// A string literal; `content` is already escaped.
    case string(String)
    /// `base.name`.
    case member(Expr, String)
    /// `callee(arguments)`, with a trailing closure.
    case call(Expr, [Argument], trailing: Closure? = nil)
    case closure(Closure)
    /// `[a, b]`.
    case array([Expr])
    /// `["a": x, "b": y]`, or `[:]` when empty.
    case dictionary([(key: Expr, value: Expr)])
    /// `value as Type`.
    case cast(Expr, TypeName)

    /// A name the user chose, as a value.
    static func name(_ identifier: Identifier) -> Expr { .word(identifier.code) }

    /// `base.name`, a member the user named.
    static func member(_ base: Expr, named identifier: Identifier) -> Expr { .member(base, identifier.code) }

    /// `callee(arguments)`.
    static func call(_ callee: String, _ arguments: [Argument]) -> Expr { .call(.word(callee), arguments) }
}

/// `label: value`, or `value` without a label. The label is a name as meant: the printer writes
/// it as a label (`Identifier.label`).
struct Argument: Sendable {
    let label: String?
    let value: Expr

    init(_ label: String?, _ value: Expr) {
        self.label = label
        self.value = value
    }
}

/// `{ [weak a] p1, p2 in statements }`.
struct Closure: Sendable {
    var captures: [String] = []
    var parameters: [String] = []
    var body: [Statement]

    init(captures: [String] = [], parameters: [String] = [], _ body: [Statement]) {
        self.captures = captures
        self.parameters = parameters
        self.body = body
    }

    /// `{ expression }`.
    init(_ expression: Expr) { body = [.expression(expression)] }
}

/// A statement of a function, initializer or closure body.
indirect enum Statement: Sendable {
    case expression(Expr)
    /// `let name: Type = value`.
    case constant(Identifier, TypeName?, Expr)
    /// `target = value` (`self.logger = …`, `_ = slot.get()`).
    case assignment(Expr, Expr)
    case `return`(Expr)
    /// `guard let name else { body }`.
    case guardLet(Identifier, orElse: Expr)
    /// `func name() -> Result { body }`: a local function of one expression.
    case function(name: Identifier, result: TypeName, body: Expr)
    /// `#if`/`#elseif`/`#else` branches and `#endif`.
    case conditional([Branch<Statement>])
    /// Lines written as they are, at the statement's indentation: a compiler check
    /// (`CompilerCheck`), whose error must stay on the line its comment or `#sourceLocation` names.
    case unbroken([String])
}

/// One branch of an `#if` chain: its directive (`#if DEBUG`, `#else`) and what it holds.
struct Branch<Content: Sendable>: Sendable {
    let directive: String
    let content: [Content]
}

/// A parameter: `label name: Type`; the label is the name unless given (`_`).
struct Parameter: Sendable {
    /// `_`, when not the name.
    let label: String?
    let name: Identifier
    let type: TypeName
    /// `nil` in `weaverMock: HomeMockOverrides? = nil`.
    let defaultValue: Expr?

    init(_ name: Identifier, _ type: TypeName, label: String? = nil, defaultValue: Expr? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// `label name: Type` as a parameter list writes it, before ` = default`.
    var declaration: String { (label.map { $0 + " " } ?? "") + name.code + ": " + type.text }
}

/// What a protocol requires of a resolver (docs/semantics.md): a property, a factory or a setter.
enum Requirement: Sendable, Hashable, Comparable {
    /// `var name: Type { get }`.
    case property(name: Identifier, type: String)
    /// `func name(p: P) -> Result`.
    case factory(name: Identifier, parameters: [FactoryParameter], result: String)
    /// `func setName(_ value: Type)`.
    case setter(name: Identifier, type: String)

    struct FactoryParameter: Sendable, Hashable, Comparable {
        let name: Identifier
        let type: String
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.name, lhs.type) < (rhs.name, rhs.type) }
    }

    /// The member that implements it with `body` (a setter's body may be an assignment).
    func implementation(_ body: Expr) -> MemberDeclaration { implementation(.expression(body)) }

    func implementation(_ body: Statement) -> MemberDeclaration {
        switch self {
        case let .property(name, type):
            guard case let .expression(value) = body else { preconditionFailure("a property reads a value") }
            return .computed(name: name, type: TypeName(type), body: value)
        case let .factory(name, parameters, result):
            return .function(FunctionDeclaration(name: name, parameters: parameters.map { Parameter($0.name, TypeName($0.type)) },
                                                 result: TypeName(result), body: [body], layout: .inline))
        case let .setter(name, type):
            return .function(FunctionDeclaration(name: name, parameters: [Parameter("value", TypeName(type), label: "_")], result: nil,
                                                 body: [body], layout: .inline))
        }
    }

    /// Requirements of one name are numbered in this order (`LoggerResolver`, `LoggerResolver2`):
    /// factories before properties before setters (`func` < `var`, as a reader sorting the
    /// lines would), then by name, parameters (name, then type) and type.
    static func < (lhs: Requirement, rhs: Requirement) -> Bool {
        switch (lhs, rhs) {
        case let (.factory(lhsName, lhsParameters, lhsResult), .factory(rhsName, rhsParameters, rhsResult)):
            if lhsName != rhsName { return lhsName < rhsName }
            if lhsParameters != rhsParameters { return lhsParameters.lexicographicallyPrecedes(rhsParameters) }
            return lhsResult < rhsResult
        case let (.property(lhsName, lhsType), .property(rhsName, rhsType)):
            return (lhsName, lhsType) < (rhsName, rhsType)
        case let (.setter(lhsName, lhsType), .setter(rhsName, rhsType)):
            return (lhsName, lhsType) < (rhsName, rhsType)
        default:
            return lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .factory: 0
        case .property: 1
        case .setter: 2
        }
    }
}

/// A function or static function.
struct FunctionDeclaration: Sendable {
    enum Layout: Sendable {
        /// `func f() -> T { body }` on one line when it fits (a resolver's member).
        case inline
        /// The body on lines of its own.
        case block
    }

    var modifiers: String = ""
    let name: Identifier
    var genericClause: String = ""
    let parameters: [Parameter]
    let result: TypeName?
    let body: [Statement]
    var layout: Layout = .block
}

/// A member of a type declaration.
indirect enum MemberDeclaration: Sendable {
    /// `let name: Type`, `private let name: Type`.
    case stored(name: Identifier, type: TypeName, isPrivate: Bool)
    /// `var name: Type = value` (a stub's double).
    case variable(name: Identifier, type: TypeName, value: Expr?)
    /// `let name = value`: its type is the value's (an initializer call naming it).
    case constant(name: Identifier, value: Expr)
    /// `lazy var name = value`: made on first use (a mock's overrides node).
    case lazy(name: Identifier, value: Expr)
    /// Lines written as they are, at the member's indentation (a fixed declaration, such as the
    /// unavailable subscripts that name a mock's overrides).
    case lines([String])
    /// `var name: Type { body }`.
    case computed(name: Identifier, type: TypeName, body: Expr)
    case function(FunctionDeclaration)
    /// `init(parameters) { body }`; `keyword` says `override init`, `public convenience init`, ….
    case initializer(keyword: String, parameters: [Parameter], body: [Statement])
    case requirement(Requirement)
    case conditional([Branch<MemberDeclaration>])
    /// `/// text`, one line each.
    case documentation([String])
    case blank
}

/// A class, protocol or extension.
struct GeneratedType: Sendable {
    enum Kind: Sendable {
        case finalClass, `class`, `protocol`, `extension`
    }

    /// `@objc(Name)` and the like; `@MainActor` comes from `isMainActor`.
    var attributes: [String] = []
    var isMainActor = false
    /// `private`, `public`, or nothing.
    var access: String = ""
    let kind: Kind
    let name: String
    var inherits: [TypeName] = []
    /// A class that is not on the main actor says `@unchecked Sendable` (its state is guarded by
    /// its slots' locks); isolation makes it `Sendable` already.
    var isCheckedSendable = false
    var members: [MemberDeclaration]
}

/// A top-level piece of a file.
indirect enum Declaration: Sendable {
    /// A comment, import or `// MARK:` line, written as is.
    case line(String)
    case blank
    case type(GeneratedType)
    /// `typealias Name = A & B & …`, filled to the line limit.
    case composition(name: String, [String])
    case conditional([Branch<Declaration>])
    case function(FunctionDeclaration)
    /// A runtime support template (`RuntimeSupport`, `WrapperRuntime`), already laid out.
    case template(String)
}

extension Expr {
    /// `self.get()`: a provider's read.
    func get() -> Expr { .call(.member(self, "get"), []) }

    /// `self(arguments)`.
    func called(_ arguments: [Argument] = []) -> Expr { .call(self, arguments) }
}
