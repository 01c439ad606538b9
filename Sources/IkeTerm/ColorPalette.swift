/// The xterm 256-colour palette's RGB values, to turn `#rrggbb` into the nearest entry and a 256-colour
/// entry into the nearest of the 8 or 16 a smaller terminal has.
public enum ColorPalette {
    /// An RGB triple, each 0–255.
    public struct RGB: Hashable, Sendable {
        public var red: Int
        public var green: Int
        public var blue: Int

        /// A colour from its three components.
        public init(_ red: Int, _ green: Int, _ blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// xterm's defaults for the sixteen system colours.
    private static let system: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index` (0–255).
    public static func rgb(ofIndex index: Int) -> RGB {
        switch index {
        case ..<16: return system[max(index, 0)]
        case 16..<232:
            let cube = index - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return RGB(grey, grey, grey)
        }
    }

    /// The entry of `candidates` closest to `color` (squared distance in RGB; the first on a tie).
    public static func nearest(to color: RGB, among candidates: Range<Int>) -> Int {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let entry = rgb(ofIndex: index)
            let distance =
                square(entry.red - color.red) + square(entry.green - color.green)
                + square(entry.blue - color.blue)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The palette entry from 16 to 255 nearest to `color`: the cube and the grey ramp hold the same
    /// colours on every terminal, while entries 0–15 follow the user's terminal theme.
    public static func nearestFixedEntry(to color: RGB) -> UInt8 {
        UInt8(nearest(to: color, among: 16..<256))
    }

    private static func square(_ value: Int) -> Int { value * value }
}
