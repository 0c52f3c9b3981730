extension StringProtocol {
    /// The text without the whitespace at either end (`Character.isWhitespace`: line breaks too, so a CRLF line's
    /// "\r" goes), without Foundation's `trimmingCharacters(in:)`, which bridges through NSString: its first use
    /// cost each run of a command line a search of the binary's conformance records.
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
