import Foundation

/// `Benchmarks/`, found from this file's path so the harness runs from any folder.
let benchmarksFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// The root package (the product under test).
let repositoryFolder = benchmarksFolder.deletingLastPathComponent()

/// The harness is single-threaded; one reporter for all sections.
nonisolated(unsafe) let reporter = Reporter()

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

func formatSeconds(_ seconds: Double) -> String {
    if seconds.isNaN { return "–" }
    if seconds < 1 { return String(format: "%.0f ms", seconds * 1000) }
    if seconds < 10 { return String(format: "%.2f s", seconds) }
    return String(format: "%.1f s", seconds)
}

func formatBytes(_ bytes: Double) -> String {
    if bytes >= 1_048_576 { return String(format: "%.1f MiB", bytes / 1_048_576) }
    if bytes >= 1024 { return String(format: "%.0f KiB", bytes / 1024) }
    return String(format: "%.0f B", bytes)
}

func formatCount(_ value: Int) -> String {
    let digits = Array(String(value))
    var out = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}

/// A Markdown table, columns padded so it also reads well in a terminal.
struct Table {
    var header: [String]
    var rows: [[String]] = []
    /// Right-align every column but the first.
    var rendered: String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
                return index == 0 ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.enumerated().map { index, width in
            index == 0 ? " " + String(repeating: "-", count: width) + " " : " " + String(repeating: "-", count: width - 1) + ": "
        }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// Everything printed also goes to the report file.
final class Reporter {
    private var text = ""

    func say(_ line: String = "") {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        text += line + "\n"
    }

    /// Progress goes to stderr only.
    func progress(_ line: String) {
        FileHandle.standardError.write(Data("… \(line)\n".utf8))
    }

    func write(to url: URL) {
        try? text.write(to: url, atomically: true, encoding: .utf8)
    }
}
