/// Tarjan's algorithm, iterative so that no graph size overflows the stack.
enum StronglyConnectedComponents {
    static func find(nodeCount: Int, edges: [[Int]]) -> [[Int]] {
        var index = Array(repeating: -1, count: nodeCount)
        var lowLink = Array(repeating: 0, count: nodeCount)
        var onStack = Array(repeating: false, count: nodeCount)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for start in 0..<nodeCount where index[start] == -1 {
            var work: [(node: Int, nextEdge: Int)] = [(start, 0)]
            index[start] = counter; lowLink[start] = counter; counter += 1
            stack.append(start); onStack[start] = true
            while let (node, nextEdge) = work.last {
                if nextEdge < edges[node].count {
                    work[work.count - 1].nextEdge += 1
                    let next = edges[node][nextEdge]
                    if index[next] == -1 {
                        index[next] = counter; lowLink[next] = counter; counter += 1
                        stack.append(next); onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                if lowLink[node] == index[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components
    }

    /// A shortest cycle from `start` back to itself, staying inside `members` (breadth first).
    static func cycle(through start: Int, within members: Set<Int>, edges: [[Int]]) -> [Int] {
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in edges[node] where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let back = previous[path[0]] { path.insert(back, at: 0) }
                    return path
                }
                if previous[next] == nil, next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start]
    }
}
