/// `unwatch [SxE | N | season N | --upto SxE | show]`: removes watched marks, as `watch` names them.
enum UnwatchCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "unwatch", usage: "unwatch [SxE | N | season N | --upto SxE | show]",
        summary: "Remove watched marks.",
        examples: ["unwatch 3x2", "unwatch season 3", "unwatch --upto 3x5", "unwatch show"], argument: .watchTarget)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try await WatchCommand.change(arguments, marking: false, declaration, in: session)
        return .succeeded
    }
}
