import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// The estimate in files as other programs write them (issue 31's proof): a Taskwarrior `duration` UDA
/// (`uda.estimate.type=duration` in a Taskwarrior user's taskrc, exported as `PT30M`), ike JSON's minutes
/// and iCalendar's `X-IKE-ESTIMATE`; every format's round trip is `FieldTreatmentTests`'.
@Suite("Estimates in files")
struct EstimateFormatTests {
    @Test func aTaskwarriorDurationUDAIsTheEstimate() throws {
        let store = try makeStore()
        let text = """
            [{"uuid":"2b8a3c1e-5d4f-4a6b-9c7d-8e9f0a1b2c3d","description":"Write report","status":"pending",\
            "entry":"20261120T090000Z","modified":"20261120T090000Z","estimate":"PT1H30M"},
            {"uuid":"3c9b4d2f-6e5a-4b7c-8d9e-9f0a1b2c3d4e","description":"Call mom","status":"pending",\
            "entry":"20261120T090000Z","modified":"20261120T090000Z","estimate":"soon"}]
            """
        _ = try Importer(store: store).run(file: "tasks.json", bytes: Array(text.utf8), format: .taskwarrior)
        let items = try store.items(.all)
        #expect(items.map(\.estimate) == [90, nil])
        let exported = String(decoding: try Exporter.export(store, as: .taskwarrior).bytes, as: UTF8.self)
        #expect(exported.contains("\"estimate\":\"PT1H30M\""), "\(exported)")
        // Another UDA value ike cannot read stays as it was in the record.
        #expect(exported.contains("\"estimate\":\"soon\""), "\(exported)")
    }

    @Test func ikeJSONAndICalendarWriteTheEstimate() throws {
        var item = FieldSamples.task(setting: nil)
        item.estimate = 45
        let store = try storeHolding([item])
        let json = String(decoding: try Exporter.export(store, as: .ikeJSON).bytes, as: UTF8.self)
        #expect(json.contains("\"version\":4,") && json.contains("\"estimate\":45"), "\(json)")
        let calendar = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(calendar.contains("X-IKE-ESTIMATE:PT45M\r\n"), "\(calendar)")
        let csv = String(decoding: try Exporter.export(store, as: .csv).bytes, as: UTF8.self)
        #expect(csv.contains(",PT45M,\r\n"), "\(csv)")
    }

    @Test func anEstimateThatIsNoDurationIsAnErrorInIkeJSON() throws {
        let text = #"{"format":"ike","version":4,"tasks":[{"uid":"a","title":"A","estimate":"soon"}]}"#
        #expect(
            importFailure(try makeStore(), bytes: Array(text.utf8))
                == "tasks, line 1 (record 1): “estimate” “soon” is not a duration such as 30m or PT1H30M; nothing was imported"
        )
    }
}
