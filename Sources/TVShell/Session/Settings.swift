import Foundation
package import TVImages

/// What views render: table, plain or JSON (``Settings/format``); the user's choice is ``OutputMode``.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns for people.
    case table
    /// Tab-separated fields, no headers: for cut and awk.
    case plain
    /// JSON documents, one per command: for jq.
    case json
}

/// The settings a session can change with `set`.
package struct Settings: Sendable {
    /// `--format` / `set format`: what reaches stdout.
    package var mode: OutputMode = .table
    /// `set expanded` (psql's `\\x`): a table's rows as blocks of `column | value` lines; `auto` when the table would
    /// not fit the terminal (``table(_:)``).
    package var expanded: ExpandedChoice = .off
    /// What views render for ``mode``: JSON for every document mode (the output layer makes csv and the rest of it).
    /// Setting it sets the mode of the same name.
    package var format: OutputFormat {
        get { mode.rendering }
        set { mode = OutputMode(rawValue: newValue.rawValue) ?? .table }
    }
    package var color: Bool = false
    /// `--color` / `set color`: what ``color`` was last chosen by.
    package private(set) var colorChoice = ColorChoice.auto
    /// What `auto` means for this output (``colorsByDefault(isTerminal:environment:)``, read at start).
    package var autoColor = false
    /// Columns available for table output.
    package var width: Int = 100
    /// Whether stderr is a terminal, so a progress line may be drawn.
    package var showsProgress = false
    /// Whether stdout is a terminal: pictures and the adaptive week layout need one.
    package var isTerminal = false
    /// Whether pictures can be drawn at all (false when libchafa is not installed).
    package var canDrawPictures = true
    /// `--images` / `set images`: how pictures are drawn.
    package var images: ImageChoice = .auto
    /// What `auto` means for this terminal (detected from the environment at start).
    package var detectedGraphics: GraphicsCapability = .none
    /// Whether the terminal may be asked (DA1) for sixel support, once, before the interactive shell's first prompt
    /// (``ShellSession/askTerminalForSixel()``). Set at start only for the interactive shell (both standard input and
    /// output terminals) when the environment left it open; the keys typed meanwhile go back to the line editor.
    package var asksTerminalForSixel = false
    /// `--layout` / `set layout`: how the week and days are laid out.
    package var layout: LayoutChoice = .auto
    /// `set spoilers hide`: unwatched episodes of followed shows show no title, summary or still.
    package var hidesSpoilers = false
    /// Said once, with the first schedule shown, when the data is not TVmaze's (`--offline`, `--fixtures`).
    package var sampleDataNote: String?

    /// The defaults. The display zone and the country are the service's (``TVService/displayZone``).
    package init() {}

    /// Chooses colour as `--color` and `set color` do.
    package mutating func choose(color choice: ColorChoice) {
        colorChoice = choice
        color = choice == .always || (choice == .auto && autoColor)
    }

    /// Whether `--color auto` colours: a set `NO_COLOR` says no (no-color.org), a set `FORCE_COLOR` says yes
    /// (force-color.org), else only on a terminal whose `TERM` is not `dumb`. Empty values count as unset.
    package static func colorsByDefault(isTerminal: Bool, environment: [String: String]) -> Bool {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        if isSet("NO_COLOR") { return false }
        if isSet("FORCE_COLOR") { return true }
        return isTerminal && environment["TERM"] != "dumb"
    }
}

/// `--color` / `set color`: on a colour terminal (see ``Settings/colorsByDefault(isTerminal:environment:)``), always
/// or never.
package enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}

/// `set expanded`: psql's `\\x`.
package enum ExpandedChoice: String, Sendable, CaseIterable {
    case off, on, auto
}

/// `--images`: which picture protocol to use, or none.
package enum ImageChoice: String, Sendable, CaseIterable {
    case auto, kitty, iterm, sixel, blocks, none
}

/// `--layout`: the week as a table, a compact list (phone), or shelves of cells (tablet).
package enum LayoutChoice: String, Sendable, CaseIterable {
    /// On a terminal: the list (one line per episode); otherwise the table.
    case auto, table, list, shelves
}

extension Settings {
    /// A table as this output draws it: its header dimmed when colour is on, its lines no wider than the terminal
    /// (and, when the output is not a terminal, no limit and no cell cut), its rows as records as `set expanded` says
    /// (`auto`: when it would be wider than ``width``, as psql's `\\x auto`).
    func table(_ columns: [Table.Column]) -> Table {
        var table = Table(columns: columns, color: color)
        table.lineWidth = isTerminal ? width : nil
        table.cutsCells = isTerminal
        switch expanded {
        case .off: break
        case .on: table.expansion = .always
        case .auto: table.expansion = .beyond(width)
        }
        return table
    }

    /// The pictures this command may draw: none unless stdout is a terminal, the format is table and pictures can be
    /// drawn.
    package var pictures: GraphicsCapability {
        guard isTerminal, format == .table, canDrawPictures else { return .none }
        switch images {
        case .auto: return detectedGraphics
        case .none: return .none
        case .kitty: return GraphicsCapability(.kitty, depth: detectedGraphics.depth)
        case .iterm: return GraphicsCapability(.iterm, depth: detectedGraphics.depth)
        case .sixel: return GraphicsCapability(.sixel, depth: detectedGraphics.depth)
        case .blocks: return GraphicsCapability(.blocks, depth: detectedGraphics.depth)
        }
    }

    /// The week layout for table output: on a terminal the list (one line per episode, fitted to the width), else the
    /// table; shelves only when asked for (`set layout shelves`), as they take about 1.7 lines per episode.
    package var weekLayout: LayoutChoice {
        switch layout {
        case .auto: isTerminal ? .list : .table
        case let explicit: explicit
        }
    }
}
