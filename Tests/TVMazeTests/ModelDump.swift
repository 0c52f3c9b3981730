import Foundation

@testable import TVMaze

/// A decoded model as readable, deterministic text for the golden files: one `name: value` line per stored property,
/// nested values indented, nil properties left out, shared storage seen through, dictionaries in key order.
enum ModelDump {
    static func text(_ value: Any) -> String {
        var lines: [String] = []
        write(value, label: nil, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A decode's outcome: the model, or the one line of its error.
    static func text(_ result: Result<some Any, any Error>) -> String {
        switch result {
        case .success(let value): text(value)
        case .failure(let error): "error: \((error as? TVMazeError)?.message ?? String(describing: error))\n"
        }
    }

    private static func write(_ value: Any, label: String?, depth: Int, into lines: inout [String]) {
        let prefix = String(repeating: "  ", count: depth) + (label.map { "\($0): " } ?? "")
        let mirror = Mirror(reflecting: value)
        switch value {
        case let text as String: return lines.append(prefix + text.debugDescription)
        case let date as CalendarDate: return lines.append(prefix + date.description)
        case let instant as Date: return lines.append(prefix + instant.formatted(.iso8601))
        default: break
        }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return }
            write(wrapped, label: label, depth: depth, into: &lines)
        case .collection:
            lines.append(prefix + "list of \(mirror.children.count)")
            for (index, child) in mirror.children.enumerated() {
                write(child.value, label: "[\(index)]", depth: depth + 1, into: &lines)
            }
        case .dictionary:
            lines.append(prefix + "map of \(mirror.children.count)")
            let entries = mirror.children.map { Array(Mirror(reflecting: $0.value).children.map(\.value)) }
            for entry in entries.sorted(by: { "\($0[0])".compare("\($1[0])", options: .numeric) == .orderedAscending })
            {
                write(entry[1], label: "[\(entry[0])]", depth: depth + 1, into: &lines)
            }
        case .struct, .class:
            lines.append(prefix + String(describing: type(of: value)))
            for child in fields(of: mirror) { write(child.value, label: child.label, depth: depth + 1, into: &lines) }
        default:
            lines.append(prefix + "\(value)")
        }
    }

    /// A model's stored properties; for one that keeps them in shared storage (``Show``, ``Episode``), the storage's.
    private static func fields(of mirror: Mirror) -> Mirror.Children {
        guard mirror.children.count == 1, let shared = mirror.children.first, shared.label == "shared",
            let storage = Mirror(reflecting: shared.value).children.first,
            let fields = Mirror(reflecting: storage.value).children.first
        else { return mirror.children }
        return Mirror(reflecting: fields.value).children
    }
}
