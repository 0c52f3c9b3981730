import Foundation
import TVText

/// `--format` / `set format`: how each command's result reaches stdout.
///
/// Views render three of them (``Settings/format``: table, plain, JSON); the output layer makes the others from the
/// JSON document a view renders (``DocumentOutput``), so every command that has JSON has them all, as sqlite3's
/// `.mode` has for every query.
package enum OutputMode: String, Sendable, CaseIterable {
    /// Aligned columns for people.
    case table
    /// Tab-separated fields, no headers: for cut and awk.
    case plain
    /// One JSON document on one line per command: for jq.
    case json
    /// One JSON object per record (row) on its own line.
    case jsonl
    /// RFC 4180 comma-separated records with a header line.
    case csv
    /// Tab-separated records with a header line (tabs and line breaks in fields become spaces).
    case tsv
    /// A Markdown (GitHub) table.
    case markdown

    /// The format views render for this mode.
    package var rendering: OutputFormat {
        switch self {
        case .table: .table
        case .plain: .plain
        case .json, .jsonl, .csv, .tsv, .markdown: .json
        }
    }

    /// Whether the output layer holds a command's output and writes it as one document (or its records).
    var isDocument: Bool { rendering == .json }
}

/// The output layer's rule for the document modes: each command writes exactly one JSON document (json) or its
/// records (jsonl, csv, tsv, markdown), and nothing else reaches stdout.
///
/// A command's stdout is held while it runs (``ShellSession/run(_:at:)``). A view's JSON passes as it is; a command
/// that printed text (`help`, `back`, `index`, …) becomes `{"command": NAME, "text": …}`, and one that printed
/// nothing `{"command": NAME, "ok": true}`. Records are the document's rows: an array's objects, or the objects of an
/// object's first array of objects (recursively: a week's days' events), each with its parents' other fields.
enum DocumentOutput {
    /// The document a command that wrote `held` to stdout stands for.
    static func document(_ held: String, command: String) -> Any {
        let trimmed = held.trimmingWhitespace
        if trimmed.isEmpty { return ["command": command, "ok": true] as [String: Any] }
        if let parsed = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: .fragmentsAllowed) {
            return parsed
        }
        return ["command": command, "text": held] as [String: Any]
    }

    /// What a command that wrote `held` to stdout writes in `mode` (a document mode).
    static func render(_ held: String, command: String, mode: OutputMode) -> String {
        let trimmed = held.trimmingWhitespace
        // A view's document (JSONModels writes one line, an object or an array) passes as it is, unparsed: parsing a
        // week's again cost ~18 ms of `tv -c week --format json`.
        if mode == .json, trimmed.first == "{" || trimmed.first == "[", !trimmed.contains("\n") {
            return trimmed + "\n"
        }
        let value = document(held, command: command)
        if held.isEmpty, mode != .json { return "" }  // no records
        switch mode {
        case .json, .table, .plain:
            return JSONModels.serialize(value)
        case .jsonl:
            return records(value).map(jsonLine).joined()
        case .csv, .tsv, .markdown:
            return table(records(value).map(flattened), mode: mode)
        }
    }

    /// The rows of a document.
    static func records(_ value: Any) -> [[String: Any]] {
        if let list = value as? [Any] {
            return list.flatMap { element -> [[String: Any]] in
                if element is [String: Any] { return records(element) }
                return [["value": element]]
            }
        }
        guard let object = value as? [String: Any] else { return [["value": value]] }
        let nested = object.keys.sorted().first { key in
            guard let list = object[key] as? [Any], !list.isEmpty else { return false }
            return list.allSatisfy { $0 is [String: Any] }
        }
        guard let key = nested, let children = object[key] as? [Any] else { return [object] }
        let context = object.filter { $0.key != key }
        return children.flatMap { records($0) }.map { child in context.merging(child) { _, own in own } }
    }

    /// A record with nested objects spread into `parent.child` fields and arrays joined with `; `.
    static func flattened(_ record: [String: Any]) -> [String: String] {
        var fields: [String: String] = [:]
        func add(_ key: String, _ value: Any) {
            switch value {
            case let object as [String: Any]:
                for (name, inner) in object { add("\(key).\(name)", inner) }
            case let list as [Any]:
                fields[key] = list.map(text).joined(separator: "; ")
            default:
                fields[key] = text(value)
            }
        }
        for (key, value) in record { add(key, value) }
        return fields
    }

    private static func text(_ value: Any) -> String {
        switch value {
        case is NSNull: ""
        case let text as String: text
        case let number as NSNumber:
            // JSONSerialization's true and false are NSNumbers of type "c" (char); its numbers are "q", "i" or "d".
            String(cString: number.objCType) == "c" ? (number.boolValue ? "true" : "false") : "\(number)"
        case let object as [String: Any]: JSONModels.serialize(object).trimmingWhitespace
        case let list as [Any]: JSONModels.serialize(list).trimmingWhitespace
        default: "\(value)"
        }
    }

    /// The columns in a stable order: `row`, `id`, `name` first, then the others alphabetically.
    static func columns(_ rows: [[String: String]]) -> [String] {
        ordered(Set(rows.flatMap(\.keys)))
    }

    /// `keys` as records list them: `row`, `id`, `name` first, then the others alphabetically.
    private static func ordered(_ keys: Set<String>) -> [String] {
        let leading = ["row", "id", "name"].filter(keys.contains)
        return leading + keys.subtracting(leading).sorted()
    }

    /// A jsonl record: one line, its keys in the columns' order (JSONSerialization can only sort them all).
    private static func jsonLine(_ record: [String: Any]) -> String {
        let members = ordered(Set(record.keys)).map { key in
            // A one-member object, serialised and unwrapped: the member as JSONModels writes it (made safe).
            String(JSONModels.serialize([key: record[key]!]).trimmingWhitespace.dropFirst().dropLast())
        }
        return "{" + members.joined(separator: ",") + "}\n"
    }

    static func table(_ rows: [[String: String]], mode: OutputMode) -> String {
        guard !rows.isEmpty else { return "" }
        let columns = columns(rows)
        let lines = [columns] + rows.map { row in columns.map { TerminalSafe.sanitize(row[$0] ?? "") } }
        switch mode {
        case .csv:
            return lines.map { $0.map(csvField).joined(separator: ",") + "\r\n" }.joined()
        case .markdown:
            // Aligned as sqlite3's `.mode markdown`: each column as wide as its widest cell, the rule as wide.
            let escaped = lines.map { $0.map(markdownCell) }
            let widths = columns.indices.map { column in max(3, escaped.map { DisplayWidth.of($0[column]) }.max() ?? 0)
            }
            func line(_ cells: [String]) -> String {
                "| " + zip(cells, widths).map { DisplayWidth.pad($0, to: $1) }.joined(separator: " | ") + " |\n"
            }
            let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|\n"
            return line(escaped[0]) + rule + escaped.dropFirst().map(line).joined()
        default:
            return lines.map { $0.map(tsvField).joined(separator: "\t") + "\n" }.joined()
        }
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func tsvField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }

    private static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: "<br>").replacingOccurrences(of: "\n", with: "<br>")
    }
}
