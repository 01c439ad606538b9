import IkeApp

/// What the edit form overlay draws: the form, its keys on the bottom edge and the screen it covers.
struct EditFormModel {
    let form: EditFormState
    /// The form mode's hints, in the key table's wording; the form orders and fits them on its edge.
    let hints: [ChromeModel.Hint]
    /// The screen under the form, whose header, status line and footer the form keeps clear of.
    let layout: ListLayout
}
