import IkeCore
import IkeTerm

extension AppState {
    /// Opens the form on the selected task, or on a new one.
    mutating func openForm(new: Bool) -> [Effect] {
        if new {
            mode = .editForm(EditFormState(item: nil))
            return []
        }
        guard let item = selectedTask else { return [] }
        mode = .editForm(EditFormState(item: item))
        return []
    }

    /// Every form action: focus, checkboxes, Enter, save, cancel and the discard question.
    mutating func reduceForm(_ action: Action) -> [Effect] {
        guard case .editForm(var form) = mode else { return [] }
        var effects: [Effect] = []
        switch action {
        case .formFocus(let delta):
            form.moveFocus(by: delta)
        case .formToggle:
            form.toggleOrSpace()
        case .formSubmit:
            switch form.focus {
            case .notes: form.edit(.paste("\n"))
            case .title where form.savesOnTitleEnter: effects = save(&form)
            case .done: effects = save(&form)
            default: form.moveFocus(by: 1)
            }
        case .formSave:
            effects = save(&form)
        case .formCancel:
            if form.isDirty {
                form.isConfirmingDiscard = true
            } else {
                mode = .normal
                return []
            }
        case .formConfirmDiscard(let discard):
            if discard {
                mode = .normal
                status = StatusMessage("Changes discarded")
                return []
            }
            form.isConfirmingDiscard = false
        default:
            return []
        }
        mode = .editForm(form)
        return effects
    }

    /// Checks the form and asks for one change; the form closes once it is committed.
    private mutating func save(_ form: inout EditFormState) -> [Effect] {
        guard let task = form.validated(today: today) else {
            status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
            return []
        }
        let label = (form.isNew ? "Added " : "Saved ") + Self.quoted(task.title)
        return [.change(.save(task), label: label)]
    }
}
