import Foundation

struct Options {
    enum Section: String, CaseIterable {
        case verify, pipeline, typecheck, incremental, edits, mocks, contributions, lsp, scanner, runtime, modules, dense
    }

    var sizes: [Int] = [1000, 10000]
    var runs = 5
    var weaverPath: String?
    var workPath: String
    var typecheckTypes: [Int] = [500, 2000]
    var typecheckRuns = 3
    /// JSON file naming the peers' generators and built tools (see PeersBench.swift).
    var peersPath: String?
    var incrementalTypes = 2000
    var incrementalEdits = 3
    /// The folder where `shared/peers/build.sh` put SafeDI and Needle (bench.py's PEERS).
    var editsPeersPath: String?
    var editsTypes: [Int] = [500]
    var editsRuns = 3
    var editsPlugin = true
    var scannerFiles = 10000
    var runtimeNodes = 1000
    var runtimePasses = 200
    var runtimeBuilds = 51
    var verifyFiles = 400
    var modulesSizes: [Int] = [1000, 3000, 10000]
    var denseTypes = 1000
    var denseSizes: [Int] = [100, 500, 2000]
    var seed: UInt64 = 42
    var sections: [Section] = Section.allCases
    var keepProjects = true

    static let usage = """
    usage: swift run -c release --package-path Benchmarks weaver-bench [options]

      --sizes 1000,10000        project sizes in files (20% annotated); add 30000 for the large one
      --runs N                  runs per measurement, medians reported (default 5)
      --weaver PATH             use this weaver binary instead of building the root package (release)
      --work DIR                where projects are generated (default Benchmarks/.build-work)
      --typecheck-types 500,2000  annotated-type counts for the swiftc -typecheck measurement
      --typecheck-runs N        runs per typecheck measurement (default 3)
      --peers FILE              JSON with the paths of the peer generators (gen_*.py), SafeDITool, SafeDI's module
                                folder and macro plugin, needle, NeedleFoundation's module folder: the output
                                type-check table then has SafeDI and Needle beside weaver (see the README)
      --incremental-types N     types of the project built incrementally, split vs one-file output (default 2000)
      --incremental-edits N     edits timed in the incremental-build section, median reported (default 3)
      --edits-peers DIR         the everyday edits beside SafeDI and Needle: the folder where shared/peers/build.sh put
                                them (e.g. /tmp/peers); without it the edits section is skipped
      --edits-types 500,2000    graph sizes of the edits section (default 500)
      --edits-runs N            runs of every edit, medians reported (default 3)
      --no-edits-plugin         leave out the edits through weaver's SwiftPM plugin
      --scanner-files N         project (in files) the scanner comparison reads (default 10000)
      --runtime-nodes N         annotated nodes in the runtime comparison (default 1000)
      --runtime-passes N        full passes over the graph timed for reads (default 200)
      --runtime-builds N        fresh graphs built, median reported (default 51)
      --verify-files N          size of the project verified with swiftc -typecheck (default 400)
      --seed S                  generator seed (default 42)
      --modules-sizes 1000,3000,10000  multi-module apps (in files) whose summaries' size and read time are measured;
                                the largest also gets the build, edit and warm-run figures (10,000 files: 93 modules)
      --modules-files N         one size only: the same as --modules-sizes N
      --dense-types N           annotated types in the one-file dense projects (default 1000)
      --dense-sizes 100,500,2000  all-annotated projects (types = files) the dense section runs weaver on
      --only a,b                sections: verify, pipeline, typecheck, incremental, edits, mocks, contributions, lsp, scanner, runtime,
                                modules, dense
                            (default all)
    """

    static func parse(_ raw: [String], benchmarksFolder: URL) throws -> Options {
        var options = Options(workPath: benchmarksFolder.appendingPathComponent(".build-work").path)
        var arguments = raw
        func value(_ flag: String) throws -> String {
            guard !arguments.isEmpty else { throw BenchError("\(flag) needs a value") }
            return arguments.removeFirst()
        }
        func integers(_ text: String) throws -> [Int] {
            try text.split(separator: ",").map {
                guard let value = Int($0.replacingOccurrences(of: "_", with: "")) else { throw BenchError("not a number: \($0)") }
                return value
            }
        }
        func integer(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text) else { throw BenchError("\(flag): not a number: \(text)") }
            return number
        }
        while !arguments.isEmpty {
            let flag = arguments.removeFirst()
            switch flag {
            case "--sizes": options.sizes = try integers(try value(flag))
            case "--runs": options.runs = max(1, try integer(flag))
            case "--weaver": options.weaverPath = try value(flag)
            case "--work": options.workPath = try value(flag)
            case "--typecheck-types": options.typecheckTypes = try integers(try value(flag))
            case "--typecheck-runs": options.typecheckRuns = max(1, try integer(flag))
            case "--peers": options.peersPath = try value(flag)
            case "--incremental-types": options.incrementalTypes = max(10, try integer(flag))
            case "--incremental-edits": options.incrementalEdits = max(1, try integer(flag))
            case "--edits-peers": options.editsPeersPath = try value(flag)
            case "--edits-types": options.editsTypes = try integers(try value(flag))
            case "--edits-runs": options.editsRuns = max(1, try integer(flag))
            case "--no-edits-plugin": options.editsPlugin = false
            case "--scanner-files": options.scannerFiles = try integer(flag)
            case "--runtime-nodes": options.runtimeNodes = try integer(flag)
            case "--runtime-passes": options.runtimePasses = try integer(flag)
            case "--runtime-builds": options.runtimeBuilds = try integer(flag)
            case "--verify-files": options.verifyFiles = try integer(flag)
            case "--modules-sizes": options.modulesSizes = try integers(try value(flag))
            case "--modules-files": options.modulesSizes = [try integer(flag)]
            case "--dense-types": options.denseTypes = try integer(flag)
            case "--dense-sizes": options.denseSizes = try integers(try value(flag))
            case "--seed":
                guard let seed = UInt64(try value(flag)) else { throw BenchError("--seed: not a number") }
                options.seed = seed
            case "--only":
                options.sections = try value(flag).split(separator: ",").map {
                    guard let section = Section(rawValue: String($0)) else { throw BenchError("unknown section \($0)") }
                    return section
                }
            case "-h", "--help":
                print(usage)
                exit(0)
            default:
                throw BenchError("unknown argument \(flag)\n\(usage)")
            }
        }
        guard !options.modulesSizes.isEmpty else { throw BenchError("--modules-sizes needs at least one size") }
        options.workPath = URL(fileURLWithPath: options.workPath).standardizedFileURL.path
        return options
    }
}
