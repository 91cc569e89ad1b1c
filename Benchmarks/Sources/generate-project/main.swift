import Foundation
import ProjectGenerator

// generate-project --files N [--annotated-fraction 0.2] [--annotated-types M] [--seed S] [--runtime] OUTPUT
let usage = """
usage: generate-project [--files N] [--annotated-fraction F] [--annotated-types M] [--seed S] OUTPUT
       generate-project --runtime [--nodes N] [--seed S] OUTPUT
       generate-project --dense wrappers|comments|mixed [--types N] [--seed S] OUTPUT

Writes a deterministic synthetic Swift project into OUTPUT (its Sources folder is replaced).
--runtime writes the runtime-comparison graph instead (weaver and Swinject programs).
--dense writes an annotation-dense project instead: N annotated types (default 1000) in one file,
Sources/Dense/Dense.swift, about 3 dependencies per type, no filler; `wrappers` writes them as
@Weaver properties, `comments` as `// weaver:` lines, `mixed` is the usual generator's graph and
text without filler.
"""

var arguments = Array(CommandLine.arguments.dropFirst())
var files = 1000
var fraction = 0.2
var annotatedTypes: Int?
var seed: UInt64 = 42
var runtime = false
var nodes = 1000
var dense: DenseProject.Style?
var denseTypes = 1000
var output: String?

@MainActor func value(_ flag: String) -> String {
    guard !arguments.isEmpty else {
        FileHandle.standardError.write(Data("\(flag) needs a value\n\(usage)\n".utf8))
        exit(2)
    }
    return arguments.removeFirst()
}

while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--files": files = Int(value(argument)) ?? files
    case "--annotated-fraction": fraction = Double(value(argument)) ?? fraction
    case "--annotated-types": annotatedTypes = Int(value(argument))
    case "--seed": seed = UInt64(value(argument)) ?? seed
    case "--runtime": runtime = true
    case "--nodes": nodes = Int(value(argument)) ?? nodes
    case "--dense":
        let name = value(argument)
        guard let style = DenseProject.Style(rawValue: name) else {
            FileHandle.standardError.write(Data("--dense: unknown style \(name)\n\(usage)\n".utf8))
            exit(2)
        }
        dense = style
    case "--types": denseTypes = Int(value(argument)) ?? denseTypes
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") || output != nil {
            FileHandle.standardError.write(Data("unexpected argument \(argument)\n\(usage)\n".utf8))
            exit(2)
        }
        output = argument
    }
}
guard let output else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let root = URL(fileURLWithPath: output)
do {
    if let dense {
        let project = try DenseProject.write(to: root, types: denseTypes, style: dense, seed: seed)
        print(project.summary, terminator: "")
    } else if runtime {
        let project = try RuntimeProject.write(to: root, nodes: nodes, seed: seed)
        print(project.summary)
    } else {
        let project = try SyntheticProject.write(
            to: root,
            .init(files: files, annotatedFraction: fraction, annotatedTypes: annotatedTypes, seed: seed))
        print(project.summary, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
