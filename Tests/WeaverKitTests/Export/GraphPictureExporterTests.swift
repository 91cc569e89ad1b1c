import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class GraphPictureExporterTests: XCTestCase {
    private let header = """
    digraph weaver {
      // boxes: annotated types (double border: root, dashed: isolated); ellipses: registered only
      // solid edges: registrations; dashed edges: references, to the type that provides them
      rankdir=TB;
      node [fontname="Helvetica"];
      edge [fontname="Helvetica", fontsize=10];

    """

    func testDotForATinyGraph() {
        XCTAssertEqual(GraphPictureExporter.dot(Analysis(ExportSamples.tiny).graph), header + """
          "App" [shape=box, peripheries=2];
          "Home" [shape=box];
          "Logger" [shape=ellipse];
          "App" -> "Logger" [label="logger · container"];
          "App" -> "Home" [label="home · container"];
          "Home" -> "App" [label="logger", style=dashed, color=gray40, fontcolor=gray40, constraint=false];
        }

        """)
    }

    func testDotShowsFactoriesIsolationAndQuotesNames() {
        let dot = GraphPictureExporter.dot(Analysis(ExportSamples.movies).graph)
        for line in [
            #"  "App" -> "MovieController" [label="movieController(movieID, title) · transient"];"#,
            #"  "App" -> "Repository<Movie>" [label="repository · container"];"#,
            #"  "Repository<Movie>" [shape=ellipse];"#,
            #"  "Catalog.Index" [shape=box];"#,
            #"  "Preview" [shape=box, peripheries=2, style=dashed];"#,
            #"  "Catalog.Index" -> "App" [label="logger", style=dashed, color=gray40, fontcolor=gray40, constraint=false];"#,
        ] {
            XCTAssertTrue(dot.contains(line + "\n"), "missing \(line) in\n\(dot)")
        }
    }

    func testDotEscapesQuotesAndBackslashes() {
        XCTAssertEqual(GraphPictureExporter.dotQuoted(#"a"b\c"#), #""a\"b\\c""#)
    }

    func testDotRendersWithGraphviz() throws {
        let dotPath = "/usr/bin/dot"
        guard FileManager.default.isExecutableFile(atPath: dotPath) else {
            throw XCTSkip("Graphviz is not installed (\(dotPath) missing); the DOT output was not rendered")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let source = GraphPictureExporter.dot(Analysis(ExportSamples.movies + "\n" + ExportSamples.tiny.replacingOccurrences(of: "App", with: "Other")).graph)
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, messages)
        XCTAssertEqual(messages, "")
        XCTAssertTrue(svg.contains("Repository&lt;Movie&gt;"), svg)
    }

    func testMermaidLines() {
        let mermaid = GraphPictureExporter.mermaid(Analysis(ExportSamples.movies).graph)
        XCTAssertTrue(mermaid.hasPrefix("flowchart TD\n  %% boxes: annotated types"), mermaid)
        for line in [
            #"  t_App["App"]"#,
            #"  t_Catalog_Index["Catalog.Index"]"#,
            #"  t_Logger(["Logger"])"#,
            #"  t_Repository_Movie_(["Repository#lt;Movie#gt;"])"#,
            #"  t_App -->|"movieController(movieID, title) · transient"| t_MovieController"#,
            #"  t_App -->|"index · container"| t_Catalog_Index"#,
            #"  t_MovieController -.->|"logger"| t_App"#,
            "  class t_App,t_Preview root",
            "  class t_Preview isolated",
        ] {
            XCTAssertTrue(mermaid.contains(line + "\n"), "missing \(line) in\n\(mermaid)")
        }
    }

    func testMermaidIdentifiersAreSanitizedAndUnique() {
        let identifiers = GraphPictureExporter.mermaidIdentifiers(["A.B", "A_B", "end", "Dictionary<String, Int>", "Café"])
        XCTAssertEqual(identifiers, ["A.B": "t_A_B", "A_B": "t_A_B_2", "end": "t_end",
                                     "Dictionary<String, Int>": "t_Dictionary_String__Int_", "Café": "t_Caf_"])
        XCTAssertEqual(GraphPictureExporter.mermaidEscaped(##"a "#1" <b> & c"##), "a #quot;#35;1#quot; #lt;b#gt; #amp; c")
    }

    func testPicturesAreDeterministic() {
        let first = Analysis(ExportSamples.movies).graph, second = Analysis(ExportSamples.movies).graph
        XCTAssertEqual(GraphPictureExporter.dot(first), GraphPictureExporter.dot(second))
        XCTAssertEqual(GraphPictureExporter.mermaid(first), GraphPictureExporter.mermaid(second))
    }
}
