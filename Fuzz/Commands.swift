extension Fuzz {
    /// The shell's commands as lookup and completion see them (the registry's names, aliases and argument kinds),
    /// without their `run`s, which need the whole shell.
    static let commands: [CommandDeclaration] = [
        CommandDeclaration(name: "week", usage: "", summary: "", examples: [], argument: .week),
        CommandDeclaration(name: "day", usage: "", summary: "", examples: [], argument: .weekday),
        CommandDeclaration(name: "now", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "search", usage: "", summary: "", examples: [], argument: .showName),
        CommandDeclaration(
            name: "show", aliases: ["select"], usage: "", summary: "", examples: [], argument: .showName),
        CommandDeclaration(name: "seasons", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "season", usage: "", summary: "", examples: [], argument: .seasonNumber),
        CommandDeclaration(
            name: "episode", aliases: ["ep"], usage: "", summary: "", examples: [], argument: .episodeCode),
        CommandDeclaration(name: "cast", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "crew", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "person", usage: "", summary: "", examples: [], argument: .personName),
        CommandDeclaration(name: "watch", usage: "", summary: "", examples: [], argument: .watchTarget),
        CommandDeclaration(name: "unwatch", usage: "", summary: "", examples: [], argument: .watchTarget),
        CommandDeclaration(name: "follow", usage: "", summary: "", examples: [], argument: .showName),
        CommandDeclaration(name: "unfollow", usage: "", summary: "", examples: [], argument: .showName),
        CommandDeclaration(name: "following", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "upcoming", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "calendar", aliases: ["cal"], usage: "", summary: "", examples: [], argument: .month),
        CommandDeclaration(name: "export", usage: "", summary: "", examples: [], argument: .export),
        CommandDeclaration(name: "import", usage: "", summary: "", examples: [], argument: .path),
        CommandDeclaration(name: "back", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "refresh", usage: "", summary: "", examples: []),
        CommandDeclaration(
            name: "set", usage: "", summary: "", examples: [],
            argument: .setting([
                "format": { ["table", "json", "jsonl"] }, "layout": { ["auto", "list"] }, "tz": { [] },
            ])),
        CommandDeclaration(name: "index", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "history", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "source", usage: "", summary: "", examples: [], argument: .path),
        CommandDeclaration(name: "output", usage: "", summary: "", examples: [], argument: .path),
        CommandDeclaration(name: "alias", usage: "", summary: "", examples: [], argument: .command),
        CommandDeclaration(name: "unalias", usage: "", summary: "", examples: [], argument: .alias),
        CommandDeclaration(name: "every", usage: "", summary: "", examples: [], argument: .command),
        CommandDeclaration(name: "edit", usage: "", summary: "", examples: []),
        CommandDeclaration(name: "help", aliases: ["?"], usage: "", summary: "", examples: [], argument: .command),
        CommandDeclaration(name: "quit", aliases: ["exit", "\\q", ":q"], usage: "", summary: "", examples: []),
    ]
}
