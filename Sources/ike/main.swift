import ArgumentParser
import CursesTerminal
import Foundation
import IkeApp
import IkeCore

// First, so that no crash of any command waits for a key: the report goes to ike's state folder.
CrashReport.install(folder: CrashReport.stateFolderOfThisProcess(), program: "ike \(IkeApp.version)")

// Errors a person can act on (unknown ids, bad dates, a locked or foreign database) print one line on
// standard error and exit 1; usage errors keep swift-argument-parser's help and exit 64.
do {
    try DescriptorCheck.ensureEnoughFree()
    // The app, --version and the agenda skip the parser (see QuickStart); everything else goes through it.
    switch QuickStart.parse(Array(CommandLine.arguments.dropFirst())) {
    case .app(let location, let options):
        try AppLauncher.run(options: options, openStore: location.openStore)
    case .version:
        CLIOutput.line(IkeApp.version)
    case .agenda(let location, let days, let json):
        try AgendaCommand.show(location, days: days, json: json)
    case nil:
        var command = try IkeCommand.parseAsRoot()
        try command.run()
    }
} catch let error as CLIError {
    CLIOutput.fail(error.description, code: error.exitCode)
} catch let error as StoreError {
    CLIOutput.fail(error.description, code: 1)
} catch let error as DeadlineParseError {
    CLIOutput.fail(error.description, code: 1)
} catch let error as RecurrencePhraseError {
    CLIOutput.fail(error.description, code: 1)
} catch {
    // What `IkeCommand.exit(withError:)` does, with the message going through CLIOutput: a usage error
    // quotes the argument it refused, which may hold control characters.
    let code = IkeCommand.exitCode(for: error)
    var message = IkeCommand.fullMessage(for: error)
    // One prefix for every error ike prints: the parser's "Error: " becomes "ike: ", as the others read.
    if message.hasPrefix("Error: ") { message = "ike: " + message.dropFirst("Error: ".count) }
    if code != .success,
        let name = CommandSuggestion.suggestion(for: Array(CommandLine.arguments.dropFirst()))
    {
        message =
            "ike: unknown command “\(CLIOutput.visible(CommandLine.arguments[1]))”; did you mean ike \(name)?\n"
            + message
    }
    if code == .success {
        if !message.isEmpty { CLIOutput.line(message) }
    } else {
        CLIOutput.writeStandardError(message.isEmpty ? "" : message + "\n")
    }
    exit(code.rawValue)
}
