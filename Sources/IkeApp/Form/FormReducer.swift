import IkeCore
import IkeTerm

/// The edit form's reducer. The form lives in the mode (it opens over any screen), so this reducer works
/// on the context's mode; closing the form is the mode going back to normal.
enum FormReducer {
    static func reduce(_ action: FormAction, _ context: inout ScreenContext) -> Reaction {
        guard case .editForm(var form) = context.mode else { return .none }
        var reaction = Reaction.none
        // Only Tab after Tab goes on cycling through the matches; any other key ends the completion.
        let completion = form.tagCompletion
        form.tagCompletion = nil
        let parentChoice = form.parentChoice
        form.parentChoice = nil
        switch action {
        case .focus(let delta):
            form.moveFocus(by: delta)
        case .toggle:
            form.toggleOrSpace()
        case .submit:
            switch form.focus {
            case .notes: form.edit(.paste("\n"))
            case .done: reaction = save(&form, &context)
            default: form.moveFocus(by: 1)
            }
        case .save:
            reaction = save(&form, &context)
        case .cancel:
            guard form.isDirty else {
                context.mode = .normal
                return .none
            }
            form.isConfirmingDiscard = true
        case .confirmDiscard(let discard):
            if discard {
                context.mode = .normal
                context.status = StatusMessage("Changes discarded")
                return .none
            }
            form.isConfirmingDiscard = false
        case .completeTag:
            if !form.completeTag(continuing: completion, from: context.tagCounts) { form.moveFocus(by: 1) }
        case .completeParent:
            let typed = form.parent.text.trimmingCharacters(in: .whitespaces)
            if form.cycleParent(continuing: parentChoice) {
                break
            }
            if typed.isEmpty {
                form.moveFocus(by: 1)
            } else {
                reaction = Reaction(
                    effects: [.load(.parentCandidates(text: form.parent.text, excluding: form.uid))])
            }
        case .parentCandidates(let typed, let candidates):
            if !form.takeParentCandidates(candidates, for: typed) && form.parent.text == typed {
                context.status = StatusMessage("No task's title holds “\(typed)”")
            }
        case .parentRead(let title, let steps, let focusSeconds):
            form.takeParentRead(title: title, steps: steps)
            form.focusSeconds = focusSeconds
        case .typed(let key):
            form.edit(key)
        case .paste(let text):
            form.edit(.paste(text))
        }
        context.mode = .editForm(form)
        return reaction
    }

    /// Checks the form and asks for one change; the form closes once it is committed.
    private static func save(_ form: inout EditFormState, _ context: inout ScreenContext) -> Reaction {
        guard let edit = form.validated(today: context.today, firstWeekday: context.firstWeekday) else {
            context.status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
            return .none
        }
        let label = (form.isNew ? "Added " : "Saved ") + TaskLabel.quoted(edit.title ?? "")
        return [.change(.save(uid: form.uid, edit), label: label)]
    }
}
