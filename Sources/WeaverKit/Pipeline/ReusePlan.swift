import WeaverCore
/// What the last successful run, as the cache recorded it, lets this run reuse (docs/commands.md and docs/modules.md):
/// decided once, after the files are read, from the cache, what reading the files found, the
/// goal and the summaries' key; `Pipeline` follows it. One part of the decision waits for the
/// summaries as linked (`reuse(linkedSummariesKey:)`): their key needs every summary parsed,
/// which a run that reuses everything must not pay for.
struct ReusePlan: Sendable {
    /// What the run may take from the last successful run once the summaries are read.
    enum Reuse: Sendable, Equatable {
        /// No file changed, and the summaries changed only where this module does not read them:
        /// the graph would be the last run's, so are its diagnostics and its outputs. Nothing is
        /// linked (an annotation edit in a leaf module linked every module above it again).
        case lastResult
        /// Only annotations moved, or other modules changed what this one does not use: the
        /// graph has the shape of the last run's, whose outputs still hold what it wrote (the
        /// generator writes no location the shape leaves out). The run links and validates, for
        /// diagnostics at the new lines; with no error, only a summary is written again.
        case outputs
        /// Everything is made again.
        case nothing
    }

    /// What the cache recorded of the last successful run; nil without a cache, or when the
    /// outputs no longer hold what that run wrote (then nothing of it may stand).
    private let last: (summariesKey: UInt64, linkedSummariesKey: UInt64)?
    private let filesChanged: Bool
    private let shapeChanged: Bool
    private let goal: Pipeline.Goal
    /// Decided up front: nothing changed since a run that succeeded, so its diagnostics stand and
    /// its outputs are current; no file is decoded and no summary parsed (the fast path).
    let reusesEverything: Bool

    /// `outputsHold` is asked at most once, and only when the rest allows some reuse: it may read
    /// the outputs back.
    init(cache: ScanCache?, filesChanged: Bool, shapeChanged: Bool, goal: Pipeline.Goal, summariesKey: UInt64,
         outputsHold: (ScanCache) -> Bool) {
        (self.filesChanged, self.shapeChanged, self.goal) = (filesChanged, shapeChanged, goal)
        // `json` and `graph` always need the graph, so they reuse no result.
        let mayReuse = goal != .export && (!filesChanged || (goal == .generate && !shapeChanged))
        if let cache, mayReuse, outputsHold(cache) {
            last = (cache.lastSummariesKey, cache.lastLinkedSummariesKey)
        } else {
            last = nil
        }
        reusesEverything = last?.summariesKey == summariesKey && !filesChanged
    }

    /// The rest of the decision, given the key of the summaries as this run links them.
    func reuse(linkedSummariesKey: UInt64) -> Reuse {
        guard let last, last.linkedSummariesKey == linkedSummariesKey else { return .nothing }
        if !filesChanged { return .lastResult }
        return goal == .generate && !shapeChanged ? .outputs : .nothing
    }
}

extension ScanCache {
    /// True when the last successful run wrote exactly `outputs`, and they still hold what it wrote.
    func outputsHold(_ outputs: [String], goal: Pipeline.Goal) -> Bool {
        guard !lastOutputs.isEmpty else { return false }
        // `check` needs no outputs: the same inputs give the diagnostics of that successful run.
        if goal == .validate { return true }
        guard Set(lastOutputs.keys) == Set(outputs) else { return false }
        return outputs.allSatisfy { path in
            // Same size and modification time, older than the cache: git's rule, as for inputs.
            if isTrustedOutput(path) { return true }
            guard let bytes = FileSystem.contents(of: path)?.bytes else { return false }
            return ContentHash.of(bytes) == lastOutputs[path]?.hash
        }
    }
}
