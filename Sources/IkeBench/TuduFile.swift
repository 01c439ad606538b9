import Foundation

/// tudu's XML file with the same generated tasks as `BenchDatabase` (titles and notes; tudu has no
/// important/urgent flags), so both programs open the same list.
enum TuduFile {
    /// Writes `count` open tasks to `path`.
    static func write(count: Int, to path: String) throws {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE tudu SYSTEM "/usr/share/tudu/tudu.dtd">
            <todo>

            """
        text.reserveCapacity(count * 90)
        for index in 0..<count {
            text += "\t<todo done=\"no\" collapse=\"no\">\n\t\t<title>Task \(index) 할 일 🎉</title>\n"
            if index % 10 == 0 { text += "\t\t<text>Some notes\nover two lines</text>\n" }
            text += "\t</todo>\n"
        }
        text += "</todo>\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
