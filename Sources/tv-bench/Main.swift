import Foundation

/// `tv-bench parse FILE…` | `tv-bench complete SHOW-INDEX`: in-process figures for scripts/bench, printed as JSON.
@main
enum Main {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let figures: [String: Double]
        switch arguments.first {
        case "parse": figures = try ParseBench.run(files: Array(arguments.dropFirst()))
        case "complete" where arguments.count == 2: figures = try CompletionBench.run(indexFile: arguments[1])
        default:
            FileHandle.standardError.write(Data("usage: tv-bench parse FILE… | tv-bench complete SHOW-INDEX\n".utf8))
            exit(2)
        }
        let data = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
