import Testing

@testable import IkeTerm

@Suite("Rect")
struct RectTests {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test func edgesAndEmptiness() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.right == 6)
        #expect(rect.bottom == 8)
        #expect(!rect.isEmpty)
        #expect(Rect(width: -3, height: 2) == Rect(width: 0, height: 2))
        #expect(Rect(width: 0, height: 2).isEmpty)
        #expect(rect.description == "2,3 4x5")
    }

    @Test func containsIsHalfOpen() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.contains(x: 2, y: 3))
        #expect(rect.contains(Point(x: 5, y: 7)))
        #expect(!rect.contains(x: 6, y: 3))
        #expect(!rect.contains(x: 2, y: 8))
        #expect(!rect.contains(x: 1, y: 3))
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 6, y: 2, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 6, y: 2, width: 4, height: 3))
        #expect(b.intersection(a) == Rect(x: 6, y: 2, width: 4, height: 3))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)).isEmpty)
    }

    @Test func insetShrinksAndNeverTurnsInsideOut() {
        #expect(screen.inset(by: 1) == Rect(x: 1, y: 1, width: 78, height: 22))
        #expect(screen.inset(top: 1, left: 2) == Rect(x: 2, y: 1, width: 78, height: 23))
        let tiny = Rect(x: 5, y: 5, width: 3, height: 1)
        #expect(tiny.inset(by: 2) == Rect(x: 7, y: 6, width: 0, height: 0))
    }

    @Test func rowsWithFixedAndFill() {
        #expect(
            screen.rows([.fixed(1), .fill, .fixed(1)]) == [
                Rect(x: 0, y: 0, width: 80, height: 1),
                Rect(x: 0, y: 1, width: 80, height: 22),
                Rect(x: 0, y: 23, width: 80, height: 1),
            ])
    }

    @Test func fillsShareTheRemainderFirstOnesTakingTheExtra() {
        let sizes = Rect(width: 10, height: 1).columns([.fill, .fill, .fill]).map(\.width)
        #expect(sizes == [4, 3, 3])
        let offsets = Rect(x: 5, y: 0, width: 10, height: 1).columns([.fill, .fill, .fill]).map(\.x)
        #expect(offsets == [5, 9, 12])
    }

    @Test func percentagesRoundDown() {
        let parts = Rect(width: 81, height: 1).columns([.percent(50), .fill])
        #expect(parts.map(\.width) == [40, 41])
        #expect(parts[1].x == 40)
    }

    @Test func piecesThatDoNotFitAreCutFromTheEnd() {
        let parts = Rect(width: 5, height: 4).rows([.fixed(3), .fill, .fixed(3)])
        #expect(parts.map(\.height) == [3, 0, 1])
        #expect(parts.map(\.y) == [0, 3, 3])
    }

    @Test func splitHelpers() {
        let (header, body) = screen.splitTop(2)
        #expect(header == Rect(x: 0, y: 0, width: 80, height: 2))
        #expect(body == Rect(x: 0, y: 2, width: 80, height: 22))
        let (main, status) = screen.splitBottom(1)
        #expect(main.height == 23)
        #expect(status == Rect(x: 0, y: 23, width: 80, height: 1))
        let (sidebar, rest) = screen.splitLeft(20)
        #expect(sidebar.width == 20 && rest.x == 20 && rest.width == 60)
        let (left, right) = screen.splitRight(30)
        #expect(left.width == 50 && right == Rect(x: 50, y: 0, width: 30, height: 24))
        #expect(Rect(width: 5, height: 2).splitBottom(9).bottom == Rect(x: 0, y: 0, width: 5, height: 2))
    }
}
