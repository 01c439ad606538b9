import IkeTerm

/// How a task is named in status messages and undo labels.
enum TaskLabel {
    /// A title in quotes, shortened so the message fits a line.
    static func quoted(_ title: String) -> String {
        "“" + TextWidth.truncate(title, to: 40) + "”"
    }
}
