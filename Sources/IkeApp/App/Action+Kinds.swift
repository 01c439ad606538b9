import IkeCore

/// How the app reducer sorts actions: what comes from the person, what may change the sync count.
extension Action {
    /// Actions that come from the person (their status line replaces the last message).
    var isUserIntent: Bool {
        switch self {
        case .list(.loaded), .list(.rowLoaded), .list(.orderLoaded), .list(.counted), .list(.agendaLoaded),
            .goals(.loaded),
            .matrix(.loaded), .review(.loaded),
            .review(.deckBuilt),
            .review(.tick), .review(.pause), .review(.committed), .review(.undone), .review(.changeFailed),
            .review(.roundRecorded), .review(.roundRecordFailed), .review(.appQuits), .stats(.loaded),
            .committed, .undone, .redone, .failed, .editedTaskGone, .undoFailed, .writePending, .writeSettled,
            .list(.addFailed), .redoFailed, .loadFailed, .tagFilter(.loaded),
            .showStatus, .checkDue, .dueCountsRead, .sync(.began), .sync(.ended), .sync(.statusRead),
            .sync(.clock),
            .storeChanged, .started, .dayChanged, .minuteChanged, .resized, .resumed, .focusChanged, .tick:
            false
        default: true
        }
    }
}

extension Action {
    /// Actions after which the changes waiting for a sync may number differently.
    var changesWhatWaitsForSync: Bool {
        switch self {
        case .started, .storeChanged, .committed, .undone, .redone, .sync(.ended): true
        default: false
        }
    }
}
