/// Raw input from a byte string read as UTF-8, the way a terminal without key mapping delivers it.
///
/// Invalid UTF-8 becomes U+FFFD. Reads never wait: when the bytes run out they report `.nothing`,
/// like a terminal that has gone quiet.
struct ByteInputSource: RawInputSource {
    private var iterator: IndexingIterator<[UInt8]>
    private var parser = Unicode.UTF8.ForwardParser()
    /// Whether every byte has been read.
    private(set) var isExhausted = false

    /// A source over `bytes`.
    init(bytes: [UInt8]) {
        iterator = bytes.makeIterator()
        isExhausted = bytes.isEmpty
    }

    mutating func read(timeoutMilliseconds: Int) -> RawRead {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            return .input(.character(Unicode.UTF8.decode(encoded).value))
        case .error:
            return .input(.character(0xFFFD))
        case .emptyInput:
            isExhausted = true
            return .nothing
        }
    }

    mutating func mouseReport() -> MouseReport? { nil }
}
