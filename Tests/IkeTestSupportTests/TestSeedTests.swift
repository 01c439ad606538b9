import IkeTestSupport
import Testing

@Suite("Seeds and SplitMix")
struct TestSeedTests {
    @Test func splitMixFollowsTheReferenceSequence() {
        // The first outputs of the reference SplitMix64 for seed 0.
        var generator = SplitMix(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func theSameSeedGivesTheSameNumbers() {
        var first = TestSeed(42, environment: [:]).generator()
        var second = SplitMix(seed: 42)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
    }

    @Test func theEnvironmentReplacesTheSeedInDecimalOrHexadecimal() {
        #expect(TestSeed(7, environment: [:]).value == 7)
        #expect(TestSeed(7, environment: ["IKE_TEST_SEED": ""]).value == 7)
        #expect(TestSeed(7, environment: ["IKE_TEST_SEED": "0x1CE"]).value == 0x1CE)
        #expect(TestSeed(7, environment: ["IKE_TEST_SEED": "462"]).value == 462)
    }

    @Test func theDescriptionSaysHowToReplay() {
        #expect("\(TestSeed(0x1CE, environment: [:]))" == "seed 0x1CE (replay: IKE_TEST_SEED=0x1CE)")
    }

    @Test func offsetsGiveEachCaseItsOwnStream() {
        let seed = TestSeed(0x1CE, environment: [:])
        var offset = seed.generator(offset: 2)
        var direct = SplitMix(seed: 0x1CE + 2)
        #expect(offset.next() == direct.next())
    }

    @Test func aSeedThatIsNotANumberFailsTheTest() {
        withKnownIssue {
            #expect(TestSeed(7, environment: ["IKE_TEST_SEED": "seven"]).value == 7)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("IKE_TEST_SEED=seven is not") }
        }
    }
}
