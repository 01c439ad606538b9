import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Where the quadrants go at every terminal size the app draws at.
@Suite("Matrix layout")
struct MatrixLayoutTests {
    @Test(arguments: [30, 40, 59, 60, 80, 160])
    func quadrantsStayBetweenHeaderAndStatusLineWithoutOverlapping(width: Int) {
        for height in ListLayout.minimumSize.height...50 {
            for focused in Quadrant.allCases {
                let layout = MatrixLayout(size: Size(width: width, height: height), focused: focused)
                let boxes = Quadrant.allCases.map(layout.box)
                let place = "\(width)×\(height), \(focused) focused"
                for box in boxes {
                    // Row 0 is the header; the last two rows are the status line and the footer.
                    #expect(box.y >= 1 && box.bottom <= height - 2, "\(box) at \(place)")
                    #expect(box.x >= 0 && box.right <= width, "\(box) at \(place)")
                }
                for (index, box) in boxes.enumerated() {
                    for other in boxes[(index + 1)...] {
                        #expect(box.intersection(other).isEmpty, "\(box) and \(other) at \(place)")
                    }
                }
                #expect(layout.visibleRows(focused) >= 1, "no row for the focused quadrant at \(place)")
            }
        }
    }
}
