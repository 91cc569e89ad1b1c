import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `weaver graph` (docs/commands.md): the linked graph as Graphviz DOT or Mermaid source. Annotated types
/// are boxes, types only registered are ellipses (Mermaid: stadiums); roots get a double (thick)
/// border, isolated types a dashed one. Registrations are solid edges from the registering type
/// to the built type, labelled `name · scope` (a factory lists its parameters); resolved
/// references are dashed edges from the referencing type to the providing type, labelled with
/// the name; an element of a collection (docs/contributions.md) is a bold edge from the element to the type
/// that reads the collection, labelled with the collection (and key, and priority). The same
/// graph always gives the same bytes; output ends with a newline.
public enum GraphPictureExporter {
    /// Graphviz source: `dot -Tsvg` renders it.
    public static func dot(_ graph: DependencyGraph) -> String {
        let picture = GraphPicture(graph)
        var lines = [
            "digraph weaver {",
            "  // boxes: annotated types (double border: root, dashed: isolated); ellipses: registered only",
            "  // solid edges: registrations; dashed edges: references, to the type that provides them",
            "  rankdir=TB;",
            "  node [fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        if picture.edges.contains(where: { $0.kind == .contribution }) {
            lines.insert("  // bold green edges: elements, into the collection of the type that reads it", at: 3)
        }
        for node in picture.nodes {
            var attributes = [node.isAnnotated ? "shape=box" : "shape=ellipse"]
            if node.isRoot { attributes.append("peripheries=2") }
            if node.isIsolated { attributes.append("style=dashed") }
            lines.append("  \(dotQuoted(node.name)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in picture.edges {
            // References point back up the tree; leaving them out of ranking keeps the layout a tree.
            let style = switch edge.kind {
            case .registration: ""
            case .reference: ", style=dashed, color=gray40, fontcolor=gray40, constraint=false"
            case .contribution: ", style=bold, color=darkgreen, fontcolor=darkgreen"
            }
            lines.append("  \(dotQuoted(edge.from)) -> \(dotQuoted(edge.to)) [label=\(dotQuoted(edge.label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid `flowchart TD` source; node ids are sanitized type names, labels quoted.
    public static func mermaid(_ graph: DependencyGraph) -> String {
        let picture = GraphPicture(graph)
        let identifiers = mermaidIdentifiers(picture.nodes.map(\.name))
        var lines = [
            "flowchart TD",
            "  %% boxes: annotated types (thick border: root, dashed: isolated); stadiums: registered only",
            "  %% solid links: registrations; dotted links: references, to the type that provides them",
        ]
        if picture.edges.contains(where: { $0.kind == .contribution }) {
            lines.append("  %% thick links: elements, into the collection of the type that reads it")
        }
        for node in picture.nodes {
            let label = "\"" + mermaidEscaped(node.name) + "\""
            lines.append("  " + identifiers[node.name]! + (node.isAnnotated ? "[\(label)]" : "([\(label)])"))
        }
        for edge in picture.edges {
            let arrow = switch edge.kind {
            case .registration: "-->"
            case .reference: "-.->"
            case .contribution: "==>"
            }
            lines.append("  \(identifiers[edge.from]!) \(arrow)|\"\(mermaidEscaped(edge.label))\"| \(identifiers[edge.to]!)")
        }
        lines.append("  classDef root stroke-width:3px")
        lines.append("  classDef isolated stroke-dasharray:5 5")
        let roots = picture.nodes.filter(\.isRoot).map { identifiers[$0.name]! }
        let isolated = picture.nodes.filter(\.isIsolated).map { identifiers[$0.name]! }
        if !roots.isEmpty { lines.append("  class \(roots.joined(separator: ",")) root") }
        if !isolated.isEmpty { lines.append("  class \(isolated.joined(separator: ",")) isolated") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT double-quoted string: only `"` and `\` need escaping there.
    static func dotQuoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            .replacing("\n", with: "\\n") + "\""
    }

    /// Mermaid entity codes for what would end a quoted label or be read as HTML; `#` first, since
    /// the codes themselves start with it.
    static func mermaidEscaped(_ text: String) -> String {
        text.replacing("#", with: "#35;").replacing("\"", with: "#quot;")
            .replacing("&", with: "#amp;").replacing("<", with: "#lt;")
            .replacing(">", with: "#gt;")
    }

    /// `t_` + the name with every character outside `[A-Za-z0-9_]` turned into `_` (the prefix keeps
    /// ids clear of Mermaid keywords such as `end`); `_2`, `_3`… in name order when two collide.
    static func mermaidIdentifiers(_ names: [String]) -> [String: String] {
        var identifiers: [String: String] = [:]
        var used = Set<String>()
        for name in names {
            let base = "t_" + String(name.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
            })
            var candidate = base
            var suffix = 2
            while !used.insert(candidate).inserted {
                candidate = base + "_" + String(suffix)
                suffix += 1
            }
            identifiers[name] = candidate
        }
        return identifiers
    }
}
