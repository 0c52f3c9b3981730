import Foundation
import TVService
import TVText

/// `set [KEY VALUE]`: shows the settings, or changes one.
enum SetCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "set",
        usage:
            "set [format table|plain|json | color on|off | tz ZONE | country CC | images auto|kitty|iterm|sixel|blocks|none | layout auto|table|list|shelves | sources all|tv|streaming | spoilers hide|show]",
        summary: "Show or change a setting.",
        examples: [
            "set", "set tz Europe/Oslo", "set format json", "set images blocks", "set layout shelves", "set sources tv",
            "set spoilers hide",
        ],
        argument: .setting)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard let key = arguments.first?.lowercased() else {
            let settings = session.settings
            session.emit(
                "format   \(settings.format.rawValue)\ncolor    \(settings.color ? "on" : "off")\ntz       \(session.service.displayZone.identifier)\ncountry  \(session.service.country)\n"
                    + "images   \(settings.images.rawValue)\nlayout   \(settings.layout.rawValue)\n"
                    + "sources  \(session.service.sources.rawValue)\n"
                    + "spoilers \(settings.hidesSpoilers ? "hide" : "show")\n")
            return .succeeded
        }
        guard arguments.count == 2 else { throw declaration.usageError("set \(key) needs one value") }
        let value = arguments[1]
        switch key {
        case "format":
            guard let format = OutputFormat(rawValue: value.lowercased()) else {
                throw declaration.usageError("format is table, plain or json")
            }
            session.settings.format = format
        case "color", "colour":
            switch value.lowercased() {
            case "on", "always", "yes": session.settings.color = true
            case "off", "never", "no": session.settings.color = false
            default: throw declaration.usageError("color is on or off")
            }
        case "tz", "timezone":
            guard let zone = TimeZone(identifier: value) else {
                throw ShellError("unknown time zone ‘\(value.terminalSafe)’ (try America/New_York)")
            }
            session.service.setDisplayZone(zone)
            session.lastWeek = nil
        case "country":
            try session.setCountry(value)
        case "images", "pictures":
            guard let choice = ImageChoice(rawValue: value.lowercased()) else {
                throw declaration.usageError("images is auto, kitty, iterm, sixel, blocks or none")
            }
            session.settings.images = choice
        case "layout":
            guard let choice = LayoutChoice(rawValue: value.lowercased()) else {
                throw declaration.usageError("layout is auto, table, list or shelves")
            }
            session.settings.layout = choice
        case "sources", "source":
            guard let choice = ScheduleSources(rawValue: value.lowercased()) else {
                throw declaration.usageError("sources is all, tv or streaming")
            }
            session.service.setSources(choice)
        case "spoilers":
            switch value.lowercased() {
            case "hide", "hidden", "off": session.settings.hidesSpoilers = true
            case "show", "shown", "on": session.settings.hidesSpoilers = false
            default: throw declaration.usageError("spoilers is hide or show")
            }
        default:
            throw declaration.usageError("unknown setting ‘\(key.terminalSafe)’")
        }
        return .succeeded
    }
}
