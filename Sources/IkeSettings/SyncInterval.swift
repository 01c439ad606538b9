/// `[sync] interval`: how often the running app syncs, written as a whole number and a unit.
public enum SyncInterval {
    /// Seconds in each unit the setting takes.
    static let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600]
    /// The longest interval: a day. Anything longer is most likely a slip (seconds meant as hours).
    static let maximumSeconds = 86_400

    /// The seconds `text` stands for ("30s" 30, "5m" 300, "1h" 3600; "0" is 0, only when asked), or nil
    /// when it is not one of those forms.
    public static func seconds(_ text: String) -> Int? {
        if text == "0" { return 0 }
        guard let unit = text.last, let scale = units[unit] else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(digits)
        else { return nil }
        let seconds = count * scale
        return seconds <= maximumSeconds ? seconds : nil
    }
}
