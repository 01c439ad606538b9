import ArgumentParser
import IkeCore

/// `ike plan [--shutdown]`: the app, opened on a round of the plan deck (or the shutdown deck).
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan the day: open the app on the plan deck (--shutdown: the evening's shutdown deck).",
        discussion: """
            The plan deals what is overdue, due today or tomorrow, starts today or is Do first, and an \
            earlier day's unfinished plan: right plans a card for today, left asks when it starts, up and \
            down set important and urgent. The shutdown deals today's unfinished plan: right moves a card to \
            tomorrow, left to a later day or someday, Space marks it done.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var flags: AppFlags
    @Flag(name: .long, help: "Open the shutdown deck: today's planned tasks still open.") var shutdown = false

    func run() throws {
        try AppLauncher.run(
            options: flags.options, openingDeck: shutdown ? .shutdown : .plan, openStore: store.openStore)
    }
}
