import GRDB

extension Row {
    /// The value at `index` as `T`; a value of another type throws, where GRDB's typed subscript stops the process
    /// (a database file is input: another program, or damage, can put anything in any column).
    func checked<T: DatabaseValueConvertible>(_ index: Int) throws -> T {
        guard let value = try checkedOptional(index) as T? else { throw damaged(index) }
        return value
    }

    /// The value at `index` as `T`, nil for NULL; a value of another type throws.
    func checkedOptional<T: DatabaseValueConvertible>(_ index: Int) throws -> T? {
        let stored: DatabaseValue = self[index]
        if stored.isNull { return nil }
        guard let value = T.fromDatabaseValue(stored) else { throw damaged(index) }
        return value
    }

    /// Names the column and the kind of value it holds, not the value (it could be anything, escape sequences too).
    private func damaged(_ index: Int) -> DatabaseError {
        let column = index < columnNames.count ? Array(columnNames)[index] : "column \(index)"
        let kind =
            switch (self[index] as DatabaseValue).storage {
            case .null: "NULL"
            case .int64: "an integer"
            case .double: "a real number"
            case .string: "text"
            case .blob: "a blob"
            }
        return DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a stored row is damaged (\(column) holds \(kind))")
    }
}
