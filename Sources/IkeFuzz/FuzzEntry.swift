import Foundation

#if IKE_FUZZ
    /// One input to the target `IKE_FUZZ_TARGET` names (`make fuzz` builds with `-sanitize=fuzzer` and
    /// `-D IKE_FUZZ`).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        guard let target = FuzzTarget.selected else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("IkeFuzz: set IKE_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }

    /// libFuzzer's driver (FuzzerDriver.cpp, `extern "C"`). Declared by name because no header reaches it;
    /// every argument is a pointer, passed in the same registers by Swift's and C's conventions.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The program's `main`: SwiftPM links an executable with `main` defined as `<module>_main`, so
    /// libFuzzer's own `main` is never used, and this starts its driver instead.
    @_cdecl("IkeFuzz_main")
    public func fuzzMain(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
    }
#else
    /// Without libFuzzer, the same targets replay files: `IkeFuzz TARGET FILE…` feeds each file to the
    /// target, which is how a crash libFuzzer saved is reproduced in a debugger, and how the tests run the
    /// seed corpora and the regressions on every `make test`.
    @main
    struct FuzzEntry {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                FileHandle.standardError.write(Data("usage: IkeFuzz \(names) FILE…\n".utf8))
                exit(64)
            }
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("IkeFuzz: cannot read \(path)\n".utf8))
                    exit(66)
                }
                target.run([UInt8](data))
            }
        }
    }
#endif
