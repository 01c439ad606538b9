import Foundation
import IkeApp

// `make man` runs this after generate-manual: IkeManual GENERATED SECTIONS DUMP PAGE writes PAGE (Docs/ike.1)
// from generate-manual's page GENERATED, the key table and the hand-written SECTIONS; DUMP is the
// `--experimental-dump-help` output the page was generated from. Kept out of the ike binary, and without
// ArgumentParser, so the plugin makes no page for it.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: IkeManual GENERATED SECTIONS DUMP PAGE\n".utf8))
    exit(64)
}
let paths = Array(arguments)
let (generatedPath, sectionsPath, dumpPath, pagePath) = (paths[0], paths[1], paths[2], paths[3])

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("IkeManual: \(message)\n".utf8))
    exit(1)
}

func read(_ path: String) -> String {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    return text
}

// generate-manual drops every character that is not ASCII (its String+Escaping.swift), so a help text
// with "…" would lose it silently; better to stop and say where.
let nonASCII = read(dumpPath).split(separator: "\n").filter { !$0.allSatisfy(\.isASCII) }
guard nonASCII.isEmpty else {
    fail(
        "generate-manual would drop the non-ASCII characters of these help texts; use ASCII there:\n"
            + nonASCII.joined(separator: "\n"))
}

let today: Date
// SOURCE_DATE_EPOCH, the reproducible-builds convention, fixes "today" for a changed page.
if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
    today = Date(timeIntervalSince1970: epoch)
} else {
    today = Date()
}

do {
    let page = try ManualPage.assemble(
        generated: read(generatedPath), keys: KeyMap.standard.manualSection(), handWritten: read(sectionsPath)
    )
    let previous = try? String(contentsOfFile: pagePath, encoding: .utf8)
    let dated = page.dated(keepingDateOf: previous, today: today)
    if dated == previous {
        print("\(pagePath) is up to date")
    } else {
        try dated.write(toFile: pagePath, atomically: true, encoding: .utf8)
        print("wrote \(pagePath)")
    }
} catch {
    fail("\(error)")
}
