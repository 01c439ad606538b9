import IkeApp
import IkeCore
import IkeTerm

/// The commented settings file `ike config init` writes: every setting at its default, commented out, with
/// what it does, so that a person uncomments what they change. Made from the same tables the reader
/// checks against, so it cannot list a setting the reader refuses.
public enum SettingsTemplate {
    /// The whole file.
    public static func text(keys: KeyMap = .standard) -> String {
        var lines = [
            "# ike settings. Every setting below is commented out at its default: uncomment and change one.",
            "# ike refuses to start with a mistake in this file and says where; `ike config check` checks it.",
            "# Flags and environment variables (--no-color, NO_COLOR, --review-seconds …) still win.",
            "",
            "[app]",
            "# review_seconds = 100      # length of a review round, 1–3600",
            "# reduce_motion = false    # no sliding cards",
            "# mouse = true             # ask the terminal for clicks and the wheel",
            "# ascii = false            # ASCII glyphs only",
            "# start_screen = \"list\"    # " + Screen.allCases.map(\.rawValue).joined(separator: ", "),
            "# hide_done = false        # start with done tasks hidden; unset: as the list was last left",
            "# first_weekday = \"monday\" # the day this week starts on",
            "# urgent_within = 2        # the matrix: due within this many days is urgent (0: due today)",
            "# notify_time = \"09:00\"    # ike notify: when on the day a deadline without a time is reminded of",
            "# notify_lead = \"15m\"      # ike notify: how long before a deadline with a time (\"0\": at it)",
            "# day_capacity = \"6h\"      # the plan deck warns when today's estimates add up to more",
            "",
            "[focus]                    # the focus card: Pomodoro lengths, 1 minute to 4 hours (\"25m\", \"1h\")",
            "# work = \"25m\"             # a work period",
            "# short_break = \"5m\"       # the break after a work period",
            "# long_break = \"15m\"       # the break after every long_break_after-th work period",
            "# long_break_after = 4     # work periods before a long break, 1–12",
            "# bell = true              # the terminal bell when a work or break period ends",
            "# notify = true            # a desktop notification then too (notify-send, when installed)",
            "",
            "[theme]",
            "# A colour name (" + ColorName.names.prefix(9).joined(separator: ", ")
                + ", bright-red …), a number 0–255 or \"#rrggbb\".",
        ]
        for role in ThemeRole.allCases {
            lines.append("# \(role.rawValue) = \"…\"".padding(to: 28) + "# " + role.summary)
        }
        lines += [
            "",
            "[keys]",
            "# An id and one key name or a list: \"x\", \"Space\", \"Enter\", \"Esc\", \"Tab\", \"S-Up\", \"Ctrl-R\", \"PgDn\",",
            "# \"F2\". A key may not do two things in one place; `ike config keys` shows the table in use.",
        ]
        var scope: KeyScope?
        for binding in keys.bindings {
            if binding.scope != scope {
                scope = binding.scope
                lines.append("# " + binding.scope.title + ":")
            }
            let names = binding.keys.map { "\"" + Self.escaped(KeyName.name(of: $0)) + "\"" }
            let entry = "# \"\(binding.id.rawValue)\" = [\(names.joined(separator: ", "))]"
            lines.append(entry.padding(to: 48) + "# " + keys.fillingKeyNames(binding.help))
        }
        lines += [
            "",
            "# [sync]                                  # CalDAV sync (ike sync)",
            "# url = \"https://cloud.example.org/remote.php/dav/\"",
            "# username = \"alice\"",
            "# password_command = \"pass show caldav\"  # or password_file = \"…\" (readable by you alone)",
            "# interval = \"5m\"                        # the app syncs this often (\"30s\", \"1h\"); \"0\": only when asked",
            "# [[sync.collections]]                   # optional: a task list paired with a tag",
            "# href = \"/alice/work/\"",
            "# tag = \"work\"",
            "",
            "# [views.work]                            # a saved view: v walks to it, ike list --view work prints it",
            "# filter = \"#work -done due<14d\"         # the filter language (Docs/Filters.md)",
            "# sort = \"deadline\"                      # "
                + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
                + " (default: the list's own)",
            "# title = \"Work, next two weeks\"        # how the view is named (default: its name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` inside a TOML basic string.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// This text padded with spaces to `width` characters, and one space more when it is already longer.
    fileprivate func padding(to width: Int) -> String {
        count < width ? self + String(repeating: " ", count: width - count) : self + " "
    }
}
