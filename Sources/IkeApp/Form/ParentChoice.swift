import IkeCore
import IkeTerm

/// A task the form's Parent field can name: its uid and title.
public struct ParentCandidate: Hashable, Sendable {
    public var uid: String
    public var title: String

    /// A candidate from its parts.
    public init(uid: String, title: String) {
        self.uid = uid
        self.title = title
    }
}

/// Tab in the edit form's Parent field (issue 33, item 4): the tasks whose titles hold the typed text,
/// read from the store; the first fills the field, further Tabs cycle through the others and back to the
/// text as typed. Like the Tags field's completion, but the candidates are tasks.
public struct ParentChoice: Hashable, Sendable {
    /// The text as typed before the first Tab.
    public var typed: String
    public var candidates: [ParentCandidate]
    /// The candidate in the field; `candidates.count` stands for the text as typed.
    public var index: Int
}

extension EditFormState {
    /// The read a form for an existing task asks for as it opens: its parent's title, how many steps it
    /// has and its focus time.
    static func parentRead(_ item: TodoItem) -> Effect {
        .load(.formParent(uid: item.uid, parent: item.parentUID))
    }

    /// What the Parent field reads as: the chosen parent (nil for none), or why it names none.
    public var parsedParent: Result<String?, ParentFieldError> {
        if let parentUID { return .success(parentUID) }
        let text = parent.text.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? .success(nil) : .failure(ParentFieldError())
    }

    /// The error to show beside the Parent field once it is worth showing.
    public var parentError: String? {
        guard showsErrors || focus != .parent, case .failure(let error) = parsedParent else { return nil }
        return error.message
    }

    /// Tab in the Parent field: the next candidate when a choice is going on, else nil (the store is
    /// asked for candidates, or the focus moves on when the field is empty).
    mutating func cycleParent(continuing previous: ParentChoice?) -> Bool {
        guard var choice = previous, !choice.candidates.isEmpty else { return false }
        choice.index = (choice.index + 1) % (choice.candidates.count + 1)
        applyParentChoice(choice)
        return true
    }

    /// The candidates read for `typed`: the first fills the field, if the field still holds `typed`.
    mutating func takeParentCandidates(_ candidates: [ParentCandidate], for typed: String) -> Bool {
        guard parent.text == typed, !candidates.isEmpty else { return false }
        applyParentChoice(ParentChoice(typed: typed, candidates: candidates, index: 0))
        return true
    }

    private mutating func applyParentChoice(_ choice: ParentChoice) {
        parentChoice = choice
        if choice.index < choice.candidates.count {
            parent = TextField(choice.candidates[choice.index].title)
            parentUID = choice.candidates[choice.index].uid
        } else {
            parent = TextField(choice.typed)
            parentUID = nil
        }
    }

    /// The parent's title and the task's steps, read as the form opened; the title fills the field
    /// unless something was typed there meanwhile.
    mutating func takeParentRead(title: String?, steps: Int) {
        stepCount = steps
        if let title, parentUID != nil, parent.text.isEmpty { parent = TextField(title) }
    }
}

/// Why the Parent field names no task: its text was typed, not chosen.
public struct ParentFieldError: Error, Hashable, Sendable {
    public var message: String { "Tab chooses the task it names; empty for none" }
}
