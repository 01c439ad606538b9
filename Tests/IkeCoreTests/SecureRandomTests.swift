import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Uids come from the system's secure random source, and when it cannot be read nothing is added.
@Suite("Secure random uids")
struct SecureRandomTests {
    @Test func uidsAreVersion4UUIDsThatDoNotRepeat() throws {
        var seen = Set<String>()
        for _ in 0..<10_000 {
            let uid = try SecureRandom.uuidString()
            #expect(UUID(uuidString: uid) != nil && uid == uid.lowercased())
            let characters = Array(uid)
            #expect(characters[14] == "4" && "89ab".contains(characters[19]), "\(uid)")
            seen.insert(uid)
        }
        #expect(seen.count == 10_000)
    }

    @Test func theDeviceIsReadWhenTheKernelCallIsMissing() throws {
        let missing: SecureRandom.Source = { _ in ENOSYS }
        let bytes = try SecureRandom.bytes(32, sources: [missing, SecureRandom.device])
        #expect(bytes.count == 32 && bytes != [UInt8](repeating: 0, count: 32))
    }

    @Test func noSourceIsAnErrorNamingEachReason() {
        let missing: SecureRandom.Source = { _ in ENOSYS }
        let noDescriptors: SecureRandom.Source = { _ in EMFILE }
        #expect(
            throws: StoreError.randomSourceUnavailable(
                reason: "Function not implemented; Too many open files")
        ) {
            try SecureRandom.uuidString(sources: [missing, noDescriptors])
        }
    }

    @Test func addingATaskWithoutRandomnessChangesNothing() throws {
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.makeUID = { throw StoreError.randomSourceUnavailable(reason: "Too many open files") }
        let store = try TaskStore.inMemory(environment: environment)
        let error = #expect(throws: StoreError.self) { try store.add(titles: ["Lost?", "Gone?"], at: .top) }
        #expect(error?.description.hasPrefix("cannot read the system's secure random source") == true)
        #expect(try store.items(.all).isEmpty)
    }

    @Test func theLiveEnvironmentUsesTheSecureSource() throws {
        #expect(UUID(uuidString: try CoreEnvironment.live.makeUID()) != nil)
    }
}
