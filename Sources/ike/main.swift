import ArgumentParser
import Foundation
import IkeApp
import IkeCore

// Errors a person can act on (unknown ids, bad dates, a locked or foreign database) print one line on
// standard error and exit 1; usage errors keep swift-argument-parser's help and exit 64.
do {
    // The app and --version skip the parser (see QuickStart); everything else goes through it.
    switch QuickStart.parse(Array(CommandLine.arguments.dropFirst())) {
    case .app(let location, let options):
        try AppLauncher.run(store: try location.openStore(), options: options)
    case .version:
        CLIOutput.line(IkeApp.version)
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
} catch {
    IkeCommand.exit(withError: error)
}
