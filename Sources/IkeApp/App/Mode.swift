import IkeTerm

/// What keys currently mean: list commands, or typing into a field, or reading help.
public enum Mode: Hashable, Sendable {
    case normal
    /// The quick-add row at the top of the list is taking text.
    case quickAdd(TextField)
    /// Search-as-you-type; the field's text is the live filter.
    case search(TextField)
    /// The `?` overlay.
    case help
    /// The edit form, over the current screen.
    case editForm(EditFormState)
    /// The `#` chooser, over the current screen; its field narrows the tags.
    case tagChooser(TagChooserState)
    /// The defer prompt (`w`) in the input row: when the selected task is to start.
    case deferStart(DeferPrompt)
    /// The question a parent's steps raise when it is marked done or deleted.
    case stepsChoice(StepsChoice)
    /// The plan's or the shutdown's "when?" about the card on top.
    case whenChoice(WhenChoice)

    /// The edit form, if open.
    public var form: EditFormState? {
        if case .editForm(let form) = self { return form }
        return nil
    }

    /// The field being typed into, if any.
    public var field: TextField? {
        switch self {
        case .quickAdd(let field), .search(let field): field
        case .tagChooser(let chooser): chooser.field
        case .deferStart(let prompt): prompt.field
        case .editForm(let form): form.isConfirmingDiscard ? nil : form.focusedField
        case .normal, .help, .stepsChoice, .whenChoice: nil
        }
    }
}

extension Mode {
    var isQuickAdd: Bool {
        if case .quickAdd = self { return true }
        return false
    }
}
