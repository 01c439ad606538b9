import IkeCore
import Testing

@testable import IkeApp

/// The edit form's fields follow the task's field list (issue 31): each form field edits one task field,
/// and every task field a person edits has its form field.
@Suite("Form fields from the field list")
struct FormFieldTests {
    @Test func everyFormFieldEditsOneTaskFieldOfItsOwn() {
        let edited = TaskField.allCases.compactMap(\.formField)
        #expect(edited.count == Set(edited).count, "two task fields share a form field: \(edited)")
        #expect(Set(edited) == Set(FormField.allCases))
    }

    /// A change to any one field makes the form dirty, and undoing it makes it clean again.
    @Test(arguments: FormField.allCases)
    func aChangeToTheFieldMakesTheFormDirty(_ field: FormField) {
        var form = EditFormState(item: TodoItem(uid: "u", title: "Call", createdAt: testNow))
        var changed = form
        switch field {
        case .title: changed.title.setText("Call back")
        case .notes: changed.notes.setText("about the bill")
        case .deadline: changed.deadline.setText("fri")
        case .start: changed.start.setText("mon")
        case .repeats: changed.repeats.setText("every week")
        case .tags: changed.tags.setText("#work")
        case .parent: changed.parentUID = "move-flat"
        case .important: changed.isImportant = true
        case .urgent: changed.isUrgent = true
        case .done: changed.isDone = true
        case .plain(let plain): changed.plainFields[plain]?.setText("45m")
        }
        #expect(!form.isDirty)
        #expect(changed.isDirty, "\(field)")
        form.focus = field
        #expect(!form.isDirty)
    }
}
