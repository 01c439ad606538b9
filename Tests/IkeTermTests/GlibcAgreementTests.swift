#if canImport(Glibc)
    import Glibc
    import Testing
    @testable import IkeTerm

    /// Compares the generated table with the C library's own `wcwidth` in a C.UTF-8 locale.
    ///
    /// Swift's Glibc module hides `wcwidth` (Docs/TerminalNotes.md G4), so it is looked up with `dlsym`.
    /// The locale is set per thread with `uselocale`, leaving the process locale alone for other tests.
    /// The table was generated from glibc 2.36; on a machine with another glibc (another Unicode
    /// version) newly assigned code points may differ, so the test runs only on the same version.
    @Suite("Width table against glibc wcwidth")
    struct GlibcAgreementTests {
        typealias WidthFunction = @convention(c) (Int32) -> Int32

        typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>

        static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
            guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
            return dlsym(handle, name)
        }

        static var libcWcwidth: WidthFunction? {
            symbol("wcwidth").map { unsafeBitCast($0, to: WidthFunction.self) }
        }

        static var sameGlibc: Bool {
            guard let function = symbol("gnu_get_libc_version") else { return false }
            return String(cString: unsafeBitCast(function, to: VersionFunction.self)())
                == TextWidth.tableVersion
        }

        @Test(.enabled(if: sameGlibc && libcWcwidth != nil))
        func tableAgreesWithWcwidthOnSampledCodePoints() throws {
            let wcwidth = try #require(Self.libcWcwidth)
            let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
            try #require(locale != nil, "no C.UTF-8 locale")
            let previous = uselocale(locale)
            defer {
                uselocale(previous)
                freelocale(locale)
            }
            var samples: [UInt32] = Array(0...0x3FF) + Array(0x1100...0x11FF) + Array(0x1F000...0x1FAFF)
            samples += stride(from: 0x400, through: 0x10FFFF, by: 97).map { UInt32($0) }
            var checked = 0
            var mismatches: [String] = []
            for value in samples {
                guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
                let expected = Int(wcwidth(Int32(value)))
                let actual = TextWidth.glibcWidth(scalar)
                if expected != actual {
                    mismatches.append("U+\(String(value, radix: 16)): \(actual) != \(expected)")
                }
                checked += 1
            }
            #expect(checked > 15_000)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        }
    }
#endif
