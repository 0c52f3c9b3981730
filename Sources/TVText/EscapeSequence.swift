/// Where terminal escape sequences end (ECMA-48 / xterm), so they can be removed whole.
enum EscapeSequence {
    /// Index just past the sequence whose ESC is at `start`: CSI, a control string, or `ESC` intermediates final.
    static func end(ofEscapeAt start: Int, in input: [Unicode.Scalar]) -> Int {
        let next = start + 1
        guard next < input.count else { return next }
        switch input[next] {
        case "[":
            return end(ofControlSequenceFrom: next + 1, in: input)
        case "]", "P", "X", "^", "_":
            return end(ofControlStringFrom: next + 1, in: input)
        default:
            var index = next
            while index < input.count, (0x20...0x2F).contains(input[index].value) { index += 1 }
            if index < input.count, (0x30...0x7E).contains(input[index].value) { index += 1 }
            return index
        }
    }

    /// Index just past a CSI body starting at `start`: parameter and intermediate bytes, then one final byte.
    /// Anything else (a control, non-ASCII) ends the sequence early and is left for the caller.
    static func end(ofControlSequenceFrom start: Int, in input: [Unicode.Scalar]) -> Int {
        var index = start
        while index < input.count, (0x20...0x3F).contains(input[index].value) { index += 1 }
        if index < input.count, (0x40...0x7E).contains(input[index].value) { index += 1 }
        return index
    }

    /// Index just past an OSC/DCS/SOS/PM/APC payload starting at `start`: through BEL, ST (U+009C) or ESC `\`;
    /// another ESC aborts the string and is left for the caller; an unterminated string runs to the end.
    static func end(ofControlStringFrom start: Int, in input: [Unicode.Scalar]) -> Int {
        var index = start
        while index < input.count {
            switch input[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B:
                return index + 1 < input.count && input[index + 1] == "\\" ? index + 2 : index
            default:
                index += 1
            }
        }
        return index
    }
}
