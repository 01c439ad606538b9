/// The reads a frame did without (`Effect.loadWhenIdle`: a search's count), which the loop makes once no
/// key is waiting. A newer read of the same kind replaces one still waiting, and one the state no longer
/// wants is dropped before it is made.
struct IdleReads {
    private var requests: [LoadRequest] = []

    var isEmpty: Bool { requests.isEmpty }

    /// Keeps `request` for later, in place of a waiting read of its kind.
    mutating func add(_ request: LoadRequest) {
        requests.removeAll { Self.sameKind($0, request) }
        requests.append(request)
    }

    /// Drops what `state` no longer needs: a count for a search typed further since.
    mutating func dropUnwanted(in state: AppState) {
        requests.removeAll { !Self.isWanted($0, in: state) }
    }

    /// The waiting reads, oldest first; none wait afterwards.
    mutating func take() -> [LoadRequest] {
        defer { requests = [] }
        return requests
    }

    private static func isWanted(_ request: LoadRequest, in state: AppState) -> Bool {
        switch request {
        case .listCount(let filter): state.list.countPending == filter
        default: true
        }
    }

    /// Whether `other` replaces `request`: both count a search's matches, or they are the same read.
    private static func sameKind(_ request: LoadRequest, _ other: LoadRequest) -> Bool {
        switch (request, other) {
        case (.listCount, .listCount): true
        default: request == other
        }
    }
}
