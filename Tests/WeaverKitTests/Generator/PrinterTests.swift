import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The printer lays the code model out within 120 columns, breaking where the model says a
/// bracket is, as a person would; and records the runtime support the printed code names.
final class PrinterTests: XCTestCase {
    /// The lines of `statement` in a method of a class: at eight columns.
    private func printed(_ statement: Statement) -> [String] {
        var printer = Printer()
        printer.print(GeneratedType(kind: .class, name: "C", members: [
            .function(FunctionDeclaration(name: "f", parameters: [], result: nil, body: [statement])),
        ]))
        // Between `class C {`, `func f() {` and the two `}`.
        return Array(printer.output.split(separator: "\n").map(String.init).dropFirst(2).dropLast(2))
    }

    private func arguments(_ count: Int) -> [Argument] {
        (0..<count).map { Argument("argument\($0)", .word("value\($0)")) }
    }

    func testAShortStatementIsOneLine() {
        XCTAssertEqual(printed(.constant("a", nil, .call("f", [Argument("x", .word("1")), Argument("y", .word("2"))]))), ["        let a = f(x: 1, y: 2)"])
    }

    func testALongCallPutsOneArgumentPerLine() {
        let container = Expr.call("HomeDependencyContainer", arguments(6))
        let line = Statement.constant("home", TypeName("Home"), .call("Home", [Argument("injecting", container)]))
        XCTAssertEqual(printed(line), [
            "        let home: Home = Home(injecting: HomeDependencyContainer(",
            "            argument0: value0,", "            argument1: value1,", "            argument2: value2,",
            "            argument3: value3,", "            argument4: value4,", "            argument5: value5",
            "        ))",
        ])
    }

    func testAClosureOfStatementsGetsOneStatementPerLine() {
        let released = Expr.call(.support(TypeName(.containerReleased)), [Argument(nil, .string("logger"))])
        let read = Closure(captures: ["weak loggerSlot"], [.guardLet("loggerSlot", orElse: released), .return(Expr.word("loggerSlot").get())])
        let call = Expr.call("SessionInputDependencyContainer", [Argument("logger", .closure(read)), Argument("other", .word("x"))])
        XCTAssertEqual(printed(.expression(call)), [
            "        SessionInputDependencyContainer(",
            "            logger: { [weak loggerSlot] in",
            "                guard let loggerSlot else { weaverContainerReleased(\"logger\") }",
            "                return loggerSlot.get()",
            "            },",
            "            other: x",
            "        )",
        ])
        XCTAssertEqual(printer(support: call), [.containerReleased])
    }

    private func printer(support expression: Expr) -> Set<RuntimeComponent> {
        var printer = Printer()
        printer.statement(.expression(expression))
        return printer.support.components
    }

    func testAClosureAroundAListOpeningPastTheLimitPutsItsBodyOnItsOwnLines() {
        let names = ["loggerSlot", "sessionSlot", "analyticsSlot", "networkSlot"]
        let container = Expr.call("SessionInputDependencyContainer", names.map { Argument(String($0.dropLast(4)), .word($0)) })
        let make = Statement.assignment(.member(.word("sessionSlot"), "make"),
                                        .closure(Closure(captures: names.map { "weak " + $0 }, [.expression(.call("sessionBuilder", [Argument(nil, container)]))])))
        XCTAssertEqual(printed(make), [
            "        sessionSlot.make = { [weak loggerSlot, weak sessionSlot, weak analyticsSlot, weak networkSlot] in",
            "            sessionBuilder(SessionInputDependencyContainer(",
            "                logger: loggerSlot,",
            "                session: sessionSlot,",
            "                analytics: analyticsSlot,",
            "                network: networkSlot",
            "            ))",
            "        }",
        ])
    }

    func testAListOpeningPastTheLimitIsBrokenInsideTheCallAroundIt() {
        let container = Expr.call("OnboardingModule1857ScreenDependencyContainer", [Argument("logger", .word("logger")), Argument("session", .word("session"))])
        let line = Statement.assignment(.member(.word("self"), "onboardingScreen1857"),
                                        .call("OnboardingModule1857.Screen", [Argument("injecting", container)]))
        XCTAssertEqual(printed(line), [
            "        self.onboardingScreen1857 = OnboardingModule1857.Screen(",
            "            injecting: OnboardingModule1857ScreenDependencyContainer(logger: logger, session: session)",
            "        )",
        ])
    }

    func testALongDeclarationMovesItsValueToAContinuationLine() {
        let name = String(repeating: "Account", count: 6)
        let line = Statement.constant("home", TypeName(name), .call(name, [Argument("injecting", .call(name + "DependencyContainer", [
            Argument("logger", .word("loggerValue")),
        ]))]))
        XCTAssertEqual(printed(line), [
            "        let home: \(name) =",
            "            \(name)(",
            "                injecting: \(name)DependencyContainer(logger: loggerValue)",
            "            )",
        ])
    }

    func testATrailingClosureGetsItsBodyOnItsOwnLine() {
        let accessors = Expr.cast(.array([.cast(.closure(Closure(.member(.word("container"), "counter"))), TypeName("() -> Counter"))]), TypeName("[Any]"))
        let line = Statement.return(.call(.member(.word("WeaverConstruction"), "building"), [Argument(nil, accessors)],
                                          trailing: Closure(.call("ScreenWithALongName", [Argument("injecting", .word("container"))]))))
        XCTAssertEqual(printed(line), [
            "        return WeaverConstruction.building([{ container.counter } as () -> Counter] as [Any]) {",
            "            ScreenWithALongName(injecting: container)",
            "        }",
        ])
    }

    func testAMemberTooLongForOneLineBecomesABlock() {
        var printer = Printer()
        let parameters = (0..<4).map { Parameter(Identifier("parameter\($0)"), TypeName("ParameterType\($0)")) }
        printer.print(FunctionDeclaration(name: "movieController", parameters: parameters, result: TypeName("MovieController"),
                                          body: [.expression(.call(.member(.word("movieControllerSlot"), "build"),
                                                                   (0..<4).map { Argument(nil, .word("parameter\($0)")) }))],
                                          layout: .inline))
        XCTAssertEqual(printer.output, """
            func movieController(
                parameter0: ParameterType0,
                parameter1: ParameterType1,
                parameter2: ParameterType2,
                parameter3: ParameterType3
            ) -> MovieController {
                movieControllerSlot.build(parameter0, parameter1, parameter2, parameter3)
            }

            """)
        XCTAssertTrue(printer.output.split(separator: "\n").allSatisfy { $0.utf8.count <= 120 }, printer.output)
    }

    func testAListOutsideBracketsFillsLines() {
        let names = (0..<12).map { "Dependency\($0)Resolver" }
        var printer = Printer()
        printer.print(.composition(name: "AppDependencyResolver", names))
        let lines = printer.output.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    & ") }, "\(lines)")
        XCTAssertEqual(lines.joined(separator: " ").replacingOccurrences(of: "     ", with: " "),
                       "typealias AppDependencyResolver = " + names.joined(separator: " & "))
        XCTAssertTrue(lines.allSatisfy { $0.utf8.count <= 120 })

        printer = Printer()
        printer.print(GeneratedType(access: "private", kind: .finalClass, name: "HomeDependencyContainer",
                                    inherits: (0..<9).map { TypeName("Dependency\($0)Resolver") }, isCheckedSendable: true,
                                    members: [.stored(name: "a", type: TypeName("A"), isPrivate: false)]))
        let header = printer.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(header[0].hasPrefix("private final class HomeDependencyContainer: Dependency0Resolver,"), header[0])
        XCTAssertTrue(header[0].hasSuffix(","))
        XCTAssertTrue(header[1].hasPrefix("    Dependency"), header[1])
        XCTAssertEqual(header.firstIndex { $0.hasSuffix("@unchecked Sendable {") }.map { header[$0 + 1] }, "    let a: A")
        XCTAssertTrue(header.allSatisfy { $0.utf8.count <= 120 })
    }

    func testALineThatCannotBeBrokenStaysWhole() {
        let message = String(repeating: "x", count: 150)
        XCTAssertEqual(printed(.expression(.word(message))), ["        " + message])
    }

    /// A compiler check stays on its line, under its comment, however long.
    func testUnbrokenLinesAreWrittenAsTheyAre() {
        let check = "let sessionBuilder: (SessionInputDependencyResolver) -> SessionWithAVeryLongNameThatGoesOnAndOn = SessionFactory.makeSession"
        XCTAssertEqual(printed(.unbroken(["// Checked at App.swift:3: the builder", check])), ["        // Checked at App.swift:3: the builder", "        " + check])
    }

    func testThePrinterRecordsTheSupportItsCodeNames() {
        var printer = Printer()
        printer.print(GeneratedType(kind: .finalClass, name: "C", members: [
            .stored(name: "sessionSlot", type: TypeName(.memoizedSlot, "Session"), isPrivate: true),
            .initializer(keyword: "init", parameters: [], body: [
                .constant("tokenSlot", nil, .call(.support(TypeName(.transientSlot, "Token")), [Argument(nil, .string("token"))])),
            ]),
        ]))
        XCTAssertEqual(printer.support.components, [.memoizedSlot, .transientSlot])
        var plain = Printer()
        plain.print(GeneratedType(kind: .finalClass, name: "C", members: [.stored(name: "logger", type: TypeName("Logger"), isPrivate: false)]))
        XCTAssertEqual(plain.support.components, [])
    }
}
