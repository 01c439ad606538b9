/// One file of an import of several files (`ike import A B C`, `ike import DIR`): the name messages give
/// it and the format it was read as, so each of its records is matched by its own format's rules.
public struct ImportSource: Equatable, Sendable {
    /// The file as the user named it, or as a folder's path joined with its name.
    public var file: String
    public var format: InterchangeFormat

    /// A file and the format it was read as.
    public init(file: String, format: InterchangeFormat) {
        self.file = file
        self.format = format
    }
}
