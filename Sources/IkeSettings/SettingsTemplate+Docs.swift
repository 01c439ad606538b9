/// Docs/Settings.md, made from the template so that the reference and `ike config init` never differ.
extension SettingsTemplate {
    /// The whole document.
    public static func markdown() -> String {
        """
        # Settings

        <!-- Generated from Sources/IkeSettings/SettingsTemplate.swift: UPDATE_DOCS=1 swift test --filter SettingsTemplateTests -->

        ike reads one settings file in TOML: `--config PATH`, else `$IKE_CONFIG`, else
        `$XDG_CONFIG_HOME/ike/config.toml`, else `~/.config/ike/config.toml`. Without a file ike uses the
        defaults below; a file named by `--config` or `IKE_CONFIG` must exist.

        - `ike config path` prints the file ike reads; `ike config init` writes the commented defaults there
          (never over an existing file without `--force`); `ike config check` says OK or lists every problem with
          its line; `ike config keys` lists the key table as configured.
        - A mistake stops the app before it opens anything: every problem is printed as `FILE:LINE: problem` and
          ike exits with status 78 (`EX_CONFIG`). `ike list --week`, `ike due --within week`, and `ike add`/`ike edit`
          with a `--due` of "next …" or "this …", read the file for `first_weekday`; `ike notify` reads it for
          `notify_time` (when on its day a deadline is reminded of) and `notify_lead` (how long before a deadline
          with a time of day, once deadlines have one).
        - Flags and environment variables win over the file: `--no-color` and `NO_COLOR` drop every colour,
          `--review-seconds`, `--ascii`, `--no-mouse`, `--reduce-motion` and `IKE_REDUCE_MOTION` override `[app]`.
        - `[keys]`: a binding's id (as `ike config keys` and Docs/Keybindings.md list them) and one key name or up to
          8. The id may be quoted (`"task.toggleDone" = "x"`) or bare (`task.toggleDone = "x"`). A key that two
          bindings would share where both apply, or a character bound where a text field types it, is refused with
          both ids named. The help overlay, the footer and every message name the configured keys.
        - `[theme]`: colours as a name (`red`, `bright-blue`, `default`), a palette number 0–255, or `#rrggbb`, drawn
          as the nearest of the 256-colour palette's fixed entries (16–255); a terminal with 8 or 16 colours gets
          the nearest it has. Colour only doubles what a glyph, word or attribute already says.
        - `[focus]`: the focus card's Pomodoro lengths, written as an estimate is (`"25m"`, `"1h30m"`, `"PT25M"`, or
          whole minutes `25`), and its signals. Unlike a mistake elsewhere, one here does not stop the app: that
          setting keeps its default, the app says so as it opens, and `ike config check` lists it.
          `--focus-seconds N` makes every period N seconds long (work and both breaks).
        - `[sync]` holds the CalDAV account of `ike sync` and of the app, which syncs on its sync key and every
          `interval` ("30s", "5m", "1h"; "0" or none: only when asked); any other section is an error.

        The file `ike config init` writes:

        ```toml
        \(text())```

        """
    }
}
