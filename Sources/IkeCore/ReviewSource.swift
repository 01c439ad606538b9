/// The decks the review screen can be built from.
public enum ReviewSource: Hashable, Sendable {
    case all
    case quadrant(Quadrant)
    case overdue
    /// Due from today to the end of this week (Sunday, or the day before the settings' `first_weekday`).
    case dueThisWeek
    /// Overdue or due today: the tasks the app's status line counts ("2 overdue · 3 due today").
    case due
    /// The open tasks with this tag.
    case tag(Tag)
    /// The morning's plan (issue 35): what asks to be planned for today and is not yet: overdue, due
    /// today or tomorrow, starting today, Do first, untriaged (the matrix's inbox), and an earlier day's
    /// unfinished plan.
    case plan
    /// The evening's shutdown: the open tasks planned for today (or an earlier day, still unfinished).
    case shutdown

    /// The most cards the chooser counts for the plan and the shutdown; it shows more as "1000+".
    public static let countCap = 1000

    /// How many cards a plan deck deals at most, the most pressing first: a plan of thousands is not a
    /// day's, and the next round deals the next ones (Docs/Decisions.md, 2026-11-29).
    public static let planDeal = 100

    /// A deck's size as the chooser and the summary say it: "1000+" at the cap of a capped count.
    public static func countText(_ count: Int) -> String {
        count >= countCap ? "\(countCap)+" : String(count)
    }

    /// The order the deck's cards come in: a deck chosen by its dates in date order (earliest first, as
    /// `ike due` lists them), any other in the list's order.
    public var order: TaskOrder {
        switch self {
        case .overdue, .dueThisWeek, .due, .plan: .deadline
        case .all, .quadrant, .tag, .shutdown: .manual
        }
    }

    /// Whether `item` belongs in this deck on `today`, weeks starting on `firstWeekday`: the same test as
    /// the deck's SQL, so a card whose task was changed (in the form or by another process) so that it no
    /// longer fits can leave the deck.
    public func includes(_ item: TodoItem, today: LocalDate, firstWeekday: Weekday = .monday) -> Bool {
        guard !item.isDone else { return false }
        switch self {
        case .all: return true
        case .quadrant(let quadrant): return item.quadrant == quadrant
        case .overdue: return item.deadline.map { $0 < today } ?? false
        case .dueThisWeek:
            return item.deadline.map { $0 >= today && $0 <= today.endOfWeek(on: firstWeekday) } ?? false
        case .due: return item.deadline.map { $0 <= today } ?? false
        case .tag(let tag): return item.tags.contains(tag)
        // A card leaves the plan when it is planned for today or put off; a flag set on it (↑ ↓ triage as
        // you go) keeps it on top, so the test is what planning changes, not why the card was dealt.
        case .plan: return item.planned != today && !item.startsLater(than: today)
        case .shutdown: return item.planned.map { $0 <= today } ?? false
        }
    }
}

extension TodoItem {
    /// Whether the task starts after `today` (later today counts as started: a day is planned whole).
    func startsLater(than today: LocalDate) -> Bool { start.map { $0 > today } ?? false }
}
