import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The live environment reads the system's zone from glibc instead of building `TimeZone.current` (which
/// starts ICU); both must give the same offset, in winter and in summer.
@Suite("The system time zone without ICU")
struct SystemZoneTests {
    @Test(arguments: [1_768_000_000.0, 1_784_000_000.0, 1_795_338_000.0, 0.0])
    func glibcAgreesWithFoundation(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(CoreEnvironment.live.secondsFromGMT(for: date) == TimeZone.current.secondsFromGMT(for: date))
    }

    @Test func aGivenZoneIsKeptAsGiven() throws {
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.timeZone = try #require(TimeZone(identifier: "Asia/Seoul"))
        #expect(environment.secondsFromGMT(for: testNow) == 9 * 3600)
        #expect(environment.timeZone.identifier == "Asia/Seoul")
    }
}
