import Foundation
import IkeTestSupport
import Testing

/// The completion scripts `make install` generates with `ike --generate-completion-script SHELL` (QuickStart
/// leaves that option to the parser): each shell accepts its script, and bash and fish offer ike's
/// subcommands and options from it. The installed files when `make test` installed them, else the
/// binary's output.
@Suite("Shell completions")
struct CompletionScriptTests {
    static let subcommands = [
        "add", "list", "done", "undone", "rm", "edit", "move", "tags", "import", "export", "backup",
        "restore",
        "check",
    ]

    /// The script for `shell` as a file, and the folder to remove afterwards.
    func script(_ shell: String) throws -> (path: String, folder: TempDirectory) {
        let folder = try TempDirectory(prefix: "ike-completion")
        let installed = [
            "bash": "share/bash-completion/completions/ike", "zsh": "share/zsh/site-functions/_ike",
            "fish": "share/fish/vendor_completions.d/ike.fish",
        ]
        if let prefix = InstallLayout.testedPrefix, let file = installed[shell] {
            return (prefix + "/" + file, folder)
        }
        let result = try ProcessRunner.run(
            try IkeBinary.path(), ["--generate-completion-script", shell],
            environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return (try folder.write(result.stdout, to: "ike.\(shell)"), folder)
    }

    @Test func bashAcceptsItsScriptAndCompletesSubcommandsAndOptions() throws {
        let (path, folder) = try script("bash")
        defer { folder.remove() }
        let syntax = try ProcessRunner.run("bash", ["-n", path], environment: ProcessRunner.baseEnvironment)
        #expect(syntax.exitCode == 0, "bash -n: \(syntax.stderr)")
        // What bash does on Tab: COMP_* set as for the typed line, then the function `complete` names.
        let complete = """
            source "$1"; eval "$(complete -p ike | sed -E 's/.* -F ([^ ]+) .*/function=\\1/')"
            offer() { COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<< "$COMP_LINE"
              [[ $COMP_LINE == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
              COMPREPLY=(); "$function" ike "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
              echo "${COMPREPLY[*]}"; }
            offer "ike "; offer "ike list --s"; offer "ike export --format "
            """
        let result = try ProcessRunner.run(
            "bash", ["-c", complete, "bash", path], environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map {
            Set($0.split(separator: " ").map(String.init))
        }
        try #require(lines.count == 3, "\(result.stdout)\(result.stderr)")
        #expect(lines[0].isSuperset(of: Self.subcommands + ["--db", "--no-color", "--help"]), "\(lines[0])")
        #expect(lines[1] == ["--search", "--sort"])
        #expect(lines[2].isSuperset(of: ["json", "todotxt", "csv", "ics", "vdir"]), "\(lines[2])")
    }

    @Test(.enabled(if: InstallLayout.isInstalled("zsh"), "zsh is not installed (make test installs it)"))
    func zshAcceptsItsScriptAndDefinesAFunctionForEachSubcommand() throws {
        let (path, folder) = try script("zsh")
        defer { folder.remove() }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("#compdef ike\n"), "zsh finds the function by its #compdef line")
        let syntax = try ProcessRunner.run("zsh", ["-n", path], environment: ProcessRunner.baseEnvironment)
        #expect(syntax.exitCode == 0, "zsh -n: \(syntax.stderr)")
        let functions = Self.subcommands.map { "_ike_\($0)" }.joined(separator: " ")
        let result = try ProcessRunner.run(
            "zsh",
            [
                "-f", "-c",
                "autoload -U compinit && compinit -u -D && source \"$1\" && whence -w _ike \(functions)",
                "zsh", path,
            ],
            environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        for name in ["_ike"] + Self.subcommands.map({ "_ike_\($0)" }) {
            #expect(result.stdout.contains("\(name): function"), "zsh has no function \(name)")
        }
    }

    @Test(.enabled(if: InstallLayout.isInstalled("fish"), "fish is not installed (make test installs it)"))
    func fishAcceptsItsScriptAndCompletesSubcommandsAndOptions() throws {
        let (path, folder) = try script("fish")
        defer { folder.remove() }
        var environment = ProcessRunner.baseEnvironment
        // fish writes its history and variables under these; the test's folder, not the person's.
        environment["XDG_CONFIG_HOME"] = folder.path("config")
        environment["XDG_DATA_HOME"] = folder.path("data")
        let syntax = try ProcessRunner.run("fish", ["--no-execute", path], environment: environment)
        #expect(syntax.exitCode == 0, "fish --no-execute: \(syntax.stderr)")
        let result = try ProcessRunner.run(
            "fish",
            ["-c", "source $argv[1]; complete -C 'ike '; echo ---; complete -C 'ike list --s'", path],
            environment: environment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let parts = result.stdout.components(separatedBy: "---\n")
        try #require(parts.count == 2, "\(result.stdout)\(result.stderr)")
        let offered = parts.map { Set($0.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }) }
        #expect(offered[0].isSuperset(of: Self.subcommands), "\(offered[0])")
        #expect(offered[1] == ["--search", "--sort"])
    }
}
