import Foundation

/// What `weaver … --verbose` printed on standard error: its lines without the `weaver: ` prefix,
/// and the milliseconds of each phase line (`link: 4.1 ms`).
struct VerboseOutput {
    let lines: [String]

    init(_ stderr: String) {
        lines = stderr.split(separator: "\n").map {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return line.hasPrefix("weaver: ") ? String(line.dropFirst(8)) : line
        }
    }

    /// The lines on one line, as the reports show them.
    var joined: String { lines.joined(separator: "; ") }

    /// Each phase line's name and milliseconds, in order (the summary line is not one).
    var phases: [(name: String, milliseconds: Double)] {
        lines.compactMap { line in
            guard line.hasSuffix(" ms"), let colon = line.lastIndex(of: ":"),
                  let value = Double(line[line.index(after: colon)...].dropLast(3).trimmingCharacters(in: .whitespaces)) else { return nil }
            return (String(line[..<colon]), value)
        }
    }

    /// The milliseconds of the phase named `name`; nil when the run had none.
    func milliseconds(of name: String) -> Double? {
        phases.first { $0.name == name }?.milliseconds
    }
}

/// `--verbose` phase times of several runs, summed by phase, in the order first seen.
struct PhaseSums {
    private var milliseconds: [String: Double] = [:]
    private var order: [String] = []

    mutating func add(_ output: VerboseOutput) {
        for (phase, value) in output.phases {
            if milliseconds[phase] == nil { order.append(phase) }
            milliseconds[phase, default: 0] += value
        }
    }

    var rendered: String {
        order.map { "\($0): \(formatCount(Int(milliseconds[$0]!.rounded()))) ms" }.joined(separator: "; ")
    }
}
