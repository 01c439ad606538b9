// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ike",
    products: [
        .executable(name: "ike", targets: ["ike"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.0")),
        // The settings file's TOML (Docs/Decisions.md, 2026-11-25: a real parser, toml++ underneath).
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // The only C in the project: ncursesw with a shim for macros and globals (Docs/TerminalNotes.md §2).
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(
            name: "IkeCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // Bulk inserts (tags, the import) bind through SQLite's C API (see RawStatement.swift).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The import and export formats; the model and the store stay in IkeCore, which alone speaks SQL
        // (Docs/Architecture.md).
        .target(name: "IkeInterchange", dependencies: ["IkeCore"]),
        .target(name: "IkeTerm"),
        .target(name: "IkeApp", dependencies: ["IkeCore", "IkeTerm"]),
        .target(name: "IkeViews", dependencies: ["IkeApp", "IkeCore", "IkeTerm"]),
        .target(name: "CursesTerminal", dependencies: ["CNCursesW", "IkeTerm"]),
        // The settings file: its schema, parser, validation messages and defaults; hands the key table,
        // colours and app defaults to the app as values (no UI, no database).
        .target(
            name: "IkeSettings",
            dependencies: ["IkeApp", "IkeCore", "IkeTerm", .product(name: "TOMLKit", package: "TOMLKit")]),
        // CalDAV sync (Docs/Sync.md): a strict XML reader, the multistatus reader, the client with requests and
        // discovery, the VTODO mapping, the three-way merge, the plan and its run. No UI.
        .target(name: "IkeSync", dependencies: ["IkeCore", "IkeInterchange", "CCurl"]),
        // CalDAV sync's HTTP: libcurl, loaded with dlopen when a sync first sends a request (Docs/Decisions.md,
        // 2026-11-29); the header is the system's (libcurl4-openssl-dev).
        .target(name: "CCurl"),
        .executableTarget(
            name: "ike",
            dependencies: [
                "IkeCore", "IkeInterchange", "IkeTerm", "IkeApp", "IkeViews", "CursesTerminal", "IkeSettings",
                "IkeSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "IkeBench",
            // GRDB to build a database of an older schema, whose migration is timed; IkeSync's client to play
            // the phone and time a server's own answers beside `ike sync`; IkeApp's loaders, which the views
            // group times as the app reads.
            dependencies: [
                "IkeCore", "IkeApp", "IkeInterchange", "IkeSync", "IkeSyncTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // libFuzzer targets for the import readers and the deadline parser (`make fuzz`); built normally, a
        // tool that replays inputs.
        .executableTarget(
            name: "IkeFuzz", dependencies: ["IkeCore", "IkeInterchange", "IkeSync", "IkeSettings"]),
        // Puts Docs/ike.1 together for `make man`: generate-manual's page, the key table's KEYS section and
        // Docs/man/sections.mdoc.
        .executableTarget(name: "IkeManual", dependencies: ["IkeApp"]),
        // What several test targets share: the child-process runner, seeded random numbers, whole-value
        // differences for expectations, a pseudo-terminal, damage to a database file.
        .target(
            name: "IkeTestSupport", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/IkeTestSupport"),
        .testTarget(name: "IkeTestSupportTests", dependencies: ["IkeTestSupport"]),
        // Proves the CalDAV servers the sync tests run on loopback (Radicale, Xandikos) and the phone client
        // work as the harness says, against the venv of `make sync-servers`.
        .testTarget(name: "SyncHarnessTests", dependencies: ["IkeTestSupport"]),
        // The core and interchange tests' fixtures: a frozen clock, stores, databases of older schemas.
        .target(
            name: "IkeCoreTestSupport",
            dependencies: ["IkeCore", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/IkeCoreTestSupport"),
        // The recorded CalDAV server of the bench's sync rows and of the tests that count statements.
        .target(
            name: "IkeSyncTestSupport",
            dependencies: [
                "IkeSync", "IkeCore", "IkeInterchange", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/IkeSyncTestSupport"),
        .testTarget(name: "IkeCoreTests", dependencies: ["IkeCore", "IkeCoreTestSupport", "IkeTestSupport"]),
        // Fixtures: files as other apps wrote them (Taskwarrior, topydo, spreadsheets, calendars), read
        // from the checkout beside the tests (`#filePath`), not through Bundle: its lookups failed now and
        // then under a full test run's load (Docs/Decisions.md).
        .testTarget(
            name: "IkeInterchangeTests",
            dependencies: [
                "IkeInterchange", "IkeCore", "IkeCoreTestSupport", "IkeTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "IkeTermTests", dependencies: ["IkeTerm"]),
        .testTarget(
            name: "IkeSyncTests",
            dependencies: [
                "IkeSync", "IkeInterchange", "IkeCore", "IkeCoreTestSupport", "IkeTestSupport",
                "IkeSyncTestSupport",
            ],
            exclude: ["Recorded", "ClientCorpus"]),
        .testTarget(name: "IkeAppTests", dependencies: ["IkeApp", "IkeTestSupport"]),
        .testTarget(
            name: "IkeSettingsTests", dependencies: ["IkeSettings", "IkeApp", "IkeTerm", "IkeTestSupport"]),
        .testTarget(
            name: "IkeViewsTests", dependencies: ["IkeViews", "IkeApp", "IkeCore", "IkeTerm"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "CursesTerminalTests",
            dependencies: ["CursesTerminal", "IkeApp", "IkeCore", "IkeTerm", "IkeTestSupport"]),
        // Drives the built `ike` binary: the command line directly, the app through tmux.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["IkeCore", "IkeTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)
