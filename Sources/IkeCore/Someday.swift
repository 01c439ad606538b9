/// "Someday" (issue 34, item 2): a task out of every default view until it is taken back, with no day to
/// come back on. It is a start so far off that it never comes, Taskwarrior's own `someday` (9999-12-30):
/// every query that hides a start to come hides it with no condition of its own, and Taskwarrior reads
/// and writes it as `wait:someday` does (Docs/Decisions.md, "Someday").
extension LocalDate {
    /// The start of a task kept for someday.
    public static let someday = LocalDate(year: 9999, month: 12, day: 30)!
}

extension TodoItem {
    /// Whether the task is kept for someday.
    public var isSomeday: Bool { start == .someday }
}

extension Deadline {
    /// The word a start phrase says someday with.
    public static let somedayWord = "someday"

    /// The start `text` names: someday for "someday", else what the deadline parser reads (`nil` for
    /// blank text).
    public static func start(_ text: String, parser: DeadlineParser) throws(DeadlineParseError) -> Deadline? {
        try isSomeday(text) ? Deadline(date: .someday) : parser.parseDeadline(text)
    }

    /// Whether `text` says someday (any case, blanks around it).
    public static func isSomeday(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).lowercased() == somedayWord
    }

    /// How a start reads in messages: "someday", else "Fri 27 Nov 15:00".
    public var startDescription: String { date == .someday ? Self.somedayWord : shortDescription }
}
