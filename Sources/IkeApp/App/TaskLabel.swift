import IkeCore
import IkeTerm

/// How a task is named in status messages and undo labels.
enum TaskLabel {
    /// A title in quotes, shortened so the message fits a line; a task without one is “(no title)”.
    static func quoted(_ title: String) -> String {
        title.isEmpty ? TodoItem.untitledLabel : "“" + TextWidth.truncate(title, to: 40) + "”"
    }
}
