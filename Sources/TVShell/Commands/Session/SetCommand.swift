import Foundation
import TVService
import TVText

/// `set [KEY VALUE]`: shows the settings, or changes one.
enum SetCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "set",
        usage:
            "set [format table|plain|json|jsonl|csv|tsv|markdown | color auto|always|never | tz ZONE | country CC | images auto|kitty|iterm|sixel|blocks|none | layout auto|table|list|shelves | expanded off|on|auto | sources all|tv|streaming | spoilers hide|show]",
        summary: "Show or change a setting.",
        examples: [
            "set", "set tz Europe/Oslo", "set format json", "set format csv", "set images blocks", "set layout shelves",
            "set expanded auto", "set sources tv", "set spoilers hide",
        ],
        argument: .setting([
            "format": { OutputMode.allCases.map(\.rawValue) }, "color": { ColorChoice.allCases.map(\.rawValue) },
            "tz": { TimeZone.knownTimeZoneIdentifiers.sorted() }, "country": { [] },
            "images": { ImageChoice.allCases.map(\.rawValue) }, "layout": { LayoutChoice.allCases.map(\.rawValue) },
            "expanded": { ExpandedChoice.allCases.map(\.rawValue) }, "sources": { ["all", "tv", "streaming"] },
            "spoilers": { ["hide", "show"] },
        ]))

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard let key = arguments.first?.lowercased() else {
            let settings = session.settings
            let values: [(String, String)] = [
                ("format", settings.mode.rawValue), ("color", settings.colorChoice.rawValue),
                ("tz", session.service.displayZone.identifier), ("country", session.service.country),
                ("images", settings.images.rawValue), ("layout", settings.layout.rawValue),
                ("expanded", settings.expanded.rawValue), ("sources", session.service.sources.rawValue),
                ("spoilers", settings.hidesSpoilers ? "hide" : "show"),
            ]
            if settings.format == .json {
                session.emit(JSONModels.serialize(Dictionary(uniqueKeysWithValues: values)))
            } else {
                session.emit(
                    values.map { $0.0.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined())
            }
            return .succeeded
        }
        guard arguments.count == 2 else { throw usageError(for: key, "set \(key) needs one value") }
        let value = arguments[1]
        switch key {
        case "format":
            guard let mode = OutputMode(rawValue: value.lowercased()) else {
                throw usageError(for: "format", "format is table, plain, json, jsonl, csv, tsv or markdown")
            }
            session.settings.mode = mode
        case "color", "colour":
            // As `--color` takes them; on and off are kept for always and never.
            let words: [String: ColorChoice] = [
                "auto": .auto, "always": .always, "on": .always, "yes": .always, "never": .never, "off": .never,
                "no": .never,
            ]
            guard let choice = words[value.lowercased()] else {
                throw usageError(for: "color", "color is auto, always or never")
            }
            session.settings.choose(color: choice)
        case "tz", "timezone":
            guard let zone = TimeZone(identifier: value) else {
                throw ShellError("unknown time zone ‘\(value.terminalSafe)’ (try America/New_York)")
            }
            session.service.setDisplayZone(zone)
            session.listing.forgetWeek()
        case "country":
            try session.setCountry(value)
        case "images", "pictures":
            guard let choice = ImageChoice(rawValue: value.lowercased()) else {
                throw usageError(for: "images", "images is auto, kitty, iterm, sixel, blocks or none")
            }
            session.settings.images = choice
        case "layout":
            guard let choice = LayoutChoice(rawValue: value.lowercased()) else {
                throw usageError(for: "layout", "layout is auto, table, list or shelves")
            }
            session.settings.layout = choice
        case "sources", "source":
            guard let choice = ScheduleSources(rawValue: value.lowercased()) else {
                throw usageError(for: "sources", "sources is all, tv or streaming")
            }
            session.service.setSources(choice)
        case "spoilers":
            switch value.lowercased() {
            case "hide", "hidden", "off": session.settings.hidesSpoilers = true
            case "show", "shown", "on": session.settings.hidesSpoilers = false
            default: throw usageError(for: "spoilers", "spoilers is hide or show")
            }
        case "expanded":
            guard let choice = ExpandedChoice(rawValue: value.lowercased()) else {
                throw usageError(for: "expanded", "expanded is off, on or auto")
            }
            session.settings.expanded = choice
        default:
            throw declaration.usageError("unknown setting ‘\(key.terminalSafe)’")
        }
        return .succeeded
    }

    /// A bad value for one setting, with that setting's part of the usage (`set format table|plain|…`), not the usage
    /// of every setting; the whole usage for a setting it does not name.
    static func usageError(for key: String, _ message: String) -> ShellError {
        let inner = declaration.usage.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
        let part = inner.components(separatedBy: " | ").first { $0.hasPrefix(key + " ") }
        return ShellError(message, usage: part.map { "set " + $0 } ?? declaration.usage)
    }
}
