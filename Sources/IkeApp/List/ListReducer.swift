import IkeCore
import IkeTerm

/// The list screen's reducer: the selection and scrolling, reordering, the mouse, and the quick-add and
/// search fields.
enum ListReducer {
    static func reduce(
        _ list: inout ListState, _ action: ListAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        if list.showsAgenda, let reaction = AgendaReducer.reduce(&list, action, &context) { return reaction }
        if let reaction = TreeReducer.reduce(&list, action, &context) { return reaction }
        switch action {
        case .moveSelection(let delta):
            return list.select(list.selectedIndex.addingReportingOverflow(delta).partialValue, context.layout)
        case .select(let index): return list.select(index, context.layout)
        case .scroll(let delta): return list.scroll(by: delta, context.layout)
        case .mouse(let event): return handleMouse(event, &list, &context)
        case .indentTask, .outdentTask, .collapseTask, .expandTask, .startAddStep:
            return .none  // The tree's (TreeReducer).
        case .moveTaskUp:
            // The list's order is its own: on another screen its hidden selection must not move.
            guard context.screen == .list, let item = list.selectedItem else { return .none }
            if let refusal = sortedRefusal(list, &context) { return refusal }
            guard list.selectedIndex > 0, let previous = list.item(at: list.selectedIndex - 1) else {
                context.status = StatusMessage("Already at the top")
                return .none
            }
            return [
                .change(.move(uid: item.uid, .before(uid: previous.uid)), label: "Moved up: " + quoted(item))
            ]
        case .moveTaskDown:
            guard context.screen == .list, let item = list.selectedItem else { return .none }
            if let refusal = sortedRefusal(list, &context) { return refusal }
            guard let next = list.item(at: list.selectedIndex + 1) else {
                context.status = StatusMessage("Already at the bottom")
                return .none
            }
            return [
                .change(.move(uid: item.uid, .after(uid: next.uid)), label: "Moved down: " + quoted(item))
            ]
        case .toggleHideDone:
            list.hideDone.toggle()
            context.status = StatusMessage(
                list.hideDone ? "Done tasks hidden" : "Done tasks shown",
                hint: context.keys.hint(.viewHideDone, "toggle"))
            // Remembered for the next run of this database (the settings file's hide_done still decides).
            return Reaction(effects: [.remember(.hideDone, list.hideDone ? "1" : "0")], reloads: true)
        case .toggleDoneOccurrences:
            list.showsDoneOccurrences.toggle()
            context.status = StatusMessage(
                list.showsDoneOccurrences
                    ? "Done occurrences of repeating tasks shown"
                    : "Done occurrences folded under their task",
                hint: context.keys.hint(.viewDoneOccurrences, "toggle"))
            return .reload
        case .toggleFutureStarts:
            list.showsFutureStarts.toggle()
            context.status = StatusMessage(
                list.showsFutureStarts ? "Tasks not started yet shown" : "Tasks not started yet hidden",
                hint: context.keys.hint(.viewFutureStarts, "toggle"))
            return .reload
        case .cycleView:
            // The selected task stays selected where the next view shows it.
            let uid = list.shownSelection?.uid
            list.showNextView()
            list.filterChanged()
            if let uid { list.follow(uid) }
            context.status = StatusMessage(
                "Showing \(list.viewTitle)", hint: context.keys.hint(.listView, "next view"))
            return .reload
        case .cycleSort:
            list.sort = list.sort.next
            context.status = StatusMessage(
                list.sort == .manual ? "In your order" : "Sorted \(list.sort.title); your order is kept",
                hint: context.keys.hint(.listSort, "next order"))
            return .reload
        case .clearFilters:
            // The view is the list's own: elsewhere Esc clears only what that screen is filtered by.
            let view = context.screen == .list ? DueView.all : list.view
            let savedView = context.screen == .list ? nil : list.savedView
            guard
                !list.searchText.isEmpty || list.view != view || list.savedView != savedView
                    || list.tagFilter != nil
            else { return .none }
            list.searchText = ""
            list.view = view
            list.savedView = savedView
            list.tagFilter = nil
            list.filterChanged()
            context.status = StatusMessage("Showing every task")
            return .reload
        case .startQuickAdd:
            context.mode = .quickAdd(TextField(list.draftLine ?? ""))
            list.draftLine = nil
            list.quickAddQuadrant = nil
            list.lastQuickAddUID = nil
            // On a step in the tree, more steps beside it.
            list.quickAddStep = nil
            if context.screen == .list, list.isTree, list.depth(at: list.selectedIndex) > 0,
                let item = list.selectedItem,
                let parent = item.parentUID
            {
                list.quickAddStep = QuickAddStep(
                    parentUID: parent, title: list.parentTitle(of: list.selectedIndex) ?? "",
                    placement: .after(uid: item.uid))
            }
            return .none
        case .startSearch:
            context.mode = .search(TextField(list.searchText))
            return .none
        case .typed(let key): return FieldReducer.typed(key, &list, &context)
        case .paste(let text): return FieldReducer.paste(text, &list, &context)
        case .submitField: return FieldReducer.submit(&list, &context)
        case .cancelField: return FieldReducer.cancel(&list, &context)
        case .addFailed:
            guard let line = list.unsavedLine else { return .none }
            list.unsavedLine = nil
            switch context.mode {
            case .quickAdd(var field) where field.isEmpty:
                field.setText(line)
                context.mode = .quickAdd(field)
            case .normal:
                context.mode = .quickAdd(TextField(line))
            default:
                break
            }
            return .none
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            list.apply(snapshot, context.layout)
            return snapshot.countLater.map { [.loadWhenIdle(.listCount($0))] } ?? .none
        case .rowLoaded(let read):
            guard list.apply(read) else { return .reload }
            context.counts = read.counts
            return .none
        case .orderLoaded(let read):
            guard list.apply(read) else { return .reload }
            return list.ensureSelectionVisible(context.layout)
        case .counted(let filter, let count):
            return list.applyCount(count, of: filter, context.layout)
        case .agendaLoaded:
            // A read for the agenda that arrives after it was left: the next read is the rows'.
            return .none
        }
    }

    /// Mouse on the list: the wheel scrolls, a click selects, a click on the checkbox toggles done.
    private static func handleMouse(
        _ event: MouseEvent, _ list: inout ListState, _ context: inout ScreenContext
    )
        -> Reaction
    {
        let layout = context.layout
        switch event.kind {
        case .wheelUp: return list.scroll(by: -3, layout)
        case .wheelDown: return list.scroll(by: 3, layout)
        case .press, .click, .doubleClick:
            list.draggedUID = nil
            // "+ Add a task…" opens quick add, as `a` does.
            if event.y == layout.inputRow && event.kind != .doubleClick && list.searchText.isEmpty {
                return reduce(&list, .startQuickAdd, &context)
            }
            guard layout.taskRows.contains(event.y) else { return .none }
            let index = list.scrollTop + event.y - layout.taskRows.lowerBound
            guard index < list.count else { return .none }
            var reaction = list.select(index, layout)
            if event.kind == .doubleClick {
                reaction.then.append(.openEditor)
            } else if layout.checkboxColumns.contains(event.x) {
                reaction.then.append(.toggleDone)
            } else if event.kind == .press {
                // A press that is not a click yet may become a drag: the release says where to.
                list.draggedUID = list.selectedUID
            }
            return reaction
        case .release:
            defer { list.draggedUID = nil }
            guard let uid = list.draggedUID, list.sort == .manual else { return .none }
            return drop(uid, atRow: event.y, list, layout)
        case .drag:
            return .none
        }
    }

    /// The end of a drag: the picked-up task moves to the visible row under the pointer (the nearest
    /// task row when released above or below them), as one undoable move writing one row.
    private static func drop(_ uid: String, atRow y: Int, _ list: ListState, _ layout: ListLayout) -> Reaction
    {
        guard list.selectedUID == uid, let item = list.selectedItem, list.count > 0 else { return .none }
        let rows = layout.taskRows
        let row = min(max(y, rows.lowerBound), rows.upperBound - 1)
        let target = min(list.scrollTop + row - rows.lowerBound, list.count - 1)
        guard target != list.selectedIndex, let other = list.item(at: target) else { return .none }
        let placement: Placement =
            target > list.selectedIndex ? .after(uid: other.uid) : .before(uid: other.uid)
        // In the tree the task lands beside the row it was dropped on, at that row's level.
        if list.isTree, list.depth(at: target) > 0 || item.parentUID != nil {
            let parent = list.depth(at: target) > 0 ? other.parentUID : nil
            return [.change(.place(uid: uid, parent: parent, placement), label: "Moved " + quoted(item))]
        }
        return [.change(.move(uid: uid, placement), label: "Moved " + quoted(item))]
    }

    private static func quoted(_ item: TodoItem) -> String { TaskLabel.quoted(item.title) }

    /// Moving a task changes the manual order, which a sorted list does not show: say how to get there.
    private static func sortedRefusal(_ list: ListState, _ context: inout ScreenContext) -> Reaction? {
        guard list.sort != .manual else { return nil }
        context.status = StatusMessage(
            "Sorted \(list.sort.title): moving a task needs your order (\(context.keys.keyName(.listSort)))")
        return Reaction.none
    }
}

extension ListState {
    /// Selects the task at `index` (clamped), scrolls it into view and asks for rows that are not loaded.
    mutating func select(_ index: Int, _ layout: ListLayout) -> Reaction {
        guard count > 0 else { return .none }
        selectedIndex = min(max(0, index), count - 1)
        selectedUID = selectedItem?.uid
        return ensureSelectionVisible(layout)
    }

    /// Scrolls the viewport (mouse wheel), dragging the selection along so it stays visible.
    mutating func scroll(by delta: Int, _ layout: ListLayout) -> Reaction {
        let visible = max(1, layout.visibleTaskCount)
        scrollTop = min(max(0, scrollTop + delta), max(0, count - visible))
        let clamped = min(max(selectedIndex, scrollTop), scrollTop + visible - 1)
        return select(clamped, layout)
    }

    /// Adjusts the scroll so the selection is on screen; asks for a reload when those rows are not loaded.
    mutating func ensureSelectionVisible(_ layout: ListLayout) -> Reaction {
        let visible = max(1, layout.visibleTaskCount)
        if selectedIndex < scrollTop { scrollTop = selectedIndex }
        if selectedIndex >= scrollTop + visible { scrollTop = selectedIndex - visible + 1 }
        scrollTop = min(max(0, scrollTop), max(0, count - visible))
        return isLoaded(scrollTop..<(scrollTop + visible)) ? .none : .reload
    }

    /// Takes a fresh read of the store: the selection follows its task, or keeps its place if it is gone.
    mutating func apply(_ snapshot: ListSnapshot, _ layout: ListLayout) {
        count = snapshot.count
        countPending = snapshot.countLater
        notStartedCount = snapshot.notStarted
        window = snapshot.window
        windowOffset = snapshot.windowOffset
        parentTitles = snapshot.parentTitles
        depths = snapshot.depths
        steps = snapshot.steps
        collapsed = snapshot.collapsed
        if let index = snapshot.indexOfSelected {
            selectedIndex = index
        } else {
            selectedIndex = min(selectedIndex, max(0, count - 1))
        }
        selectedUID = selectedItem?.uid
        _ = ensureSelectionVisible(layout)
    }

    /// Puts a row read again in place of its task's, with its parent's progress; false when the window no
    /// longer holds the task (then the window is read again).
    mutating func apply(_ read: ListRowRead) -> Bool {
        guard let index = window.firstIndex(where: { $0.uid == read.item.uid }) else { return false }
        window[index] = read.item
        if index < depths.count { depths[index] = read.depth }
        if let parent = read.item.parentUID, steps[parent] != nil { steps[parent] = read.parentSteps }
        // A step further down may show this task's title as its breadcrumb.
        if parentTitles[read.item.uid] != nil { parentTitles[read.item.uid] = read.item.title }
        return true
    }

    /// Puts the window's rows in the order read, the moved task read again; false when the window no
    /// longer holds the same tasks (then it is read again).
    mutating func apply(_ read: ListOrderRead) -> Bool {
        guard read.order.count == window.count, depths.count == window.count else { return false }
        var rows: [String: (TodoItem, Int)] = [:]
        for (item, depth) in zip(window, depths) { rows[item.uid] = (item, depth) }
        rows[read.moved.uid]?.0 = read.moved
        let reordered = read.order.compactMap { rows[$0] }
        guard reordered.count == window.count, Set(read.order).count == window.count else { return false }
        window = reordered.map(\.0)
        depths = reordered.map(\.1)
        if let uid = selectedUID, let local = window.firstIndex(where: { $0.uid == uid }) {
            selectedIndex = windowOffset + local
        }
        return true
    }

    /// The places in the window of the task `uid` and the steps under it there, if the window holds it.
    func blockInWindow(of uid: String) -> Range<Int>? {
        guard depths.count == window.count, let start = window.firstIndex(where: { $0.uid == uid }) else {
            return nil
        }
        var end = start + 1
        while end < window.count && depths[end] > depths[start] { end += 1 }
        return start..<end
    }

    /// Takes the exact count of `filter`'s matches, when the rows shown are still its (a count for a
    /// search typed further since is dropped).
    mutating func applyCount(_ exact: Int, of filter: TaskFilter, _ layout: ListLayout) -> Reaction {
        guard countPending == filter else { return .none }
        count = exact
        countPending = nil
        selectedIndex = min(selectedIndex, max(0, count - 1))
        return ensureSelectionVisible(layout)
    }

    /// What the list screen reads from the store for this state at `now`.
    func query(_ layout: ListLayout, now: LocalMoment) -> ListQuery {
        var query = ListQuery(
            filter: listFilter(now: now), order: shownSort, selectedUID: selectedUID,
            selectedIndex: selectedIndex,
            scrollTop: scrollTop, visibleRows: layout.visibleTaskCount)
        query.tree = isTree
        return query
    }

    /// A filter change: the pins go (they only outlast the filter they were added under) and the
    /// selection starts at the top.
    mutating func filterChanged() {
        pinnedUIDs = []
        selectedIndex = 0
        scrollTop = 0
    }
}
