import ArgumentParser
import IkeInterchange

/// What `ike export --format` names: a format written to one file, or `vdir`, a folder of one `.ics` per
/// task (which `ike import DIR` reads back; import has no format of that name, it reads any folder).
enum ExportFormat: Equatable, ExpressibleByArgument {
    case file(InterchangeFormat)
    case vdir

    /// A file format by any of its spellings, or `vdir`.
    init?(argument: String) {
        if argument.lowercased() == "vdir" {
            self = .vdir
        } else if let format = InterchangeFormat(argument: argument) {
            self = .file(format)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { InterchangeFormat.allValueStrings + ["vdir"] }

    /// The names shells complete (`ike export --format <Tab>`), which only a `CaseIterable` type gets by
    /// itself.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
