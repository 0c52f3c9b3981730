import TVMaze
import TVService
import TVText

/// `stats [YEAR]`: episodes watched and hours, per show and per year (or per month of YEAR).
enum StatsCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "stats", usage: "stats [YEAR]",
        summary: "Episodes watched and hours (from runtimes), per show and per year, or per month of YEAR.",
        examples: ["stats", "stats 2026"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard arguments.count <= 1 else { throw declaration.usageError("too many arguments") }
        var year: Int?
        if let text = arguments.first {
            guard let number = Int(text), CalendarDate.supportedYears.contains(number) else {
                throw declaration.usageError(
                    "‘\(text.terminalSafe)’ is not a year (\(CalendarDate.supportedYearsText))")
            }
            year = number
        }
        let stats = try await session.service.watchStats(year: year)
        session.listing.list([])
        session.emit(StatsView(format: session.formatting, settings: session.settings).render(stats, year: year))
        return .succeeded
    }
}
