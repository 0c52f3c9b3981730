import Foundation
import TVMaze
import TVService
import TVText

/// `account [link EMAIL | unlink]`: the linked TVmaze account, linking one by e-mail, or forgetting it.
enum AccountCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "account", usage: "account [link EMAIL | unlink]",
        summary: "Show the linked TVmaze account, link one by e-mail confirmation, or forget it.",
        examples: ["account", "account link me@example.com", "account unlink"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let account = try session.requireAccount()
        switch arguments.first?.lowercased() {
        case nil:
            try await showStatus(account, in: session)
        case "link":
            guard arguments.count == 2, arguments[1].contains("@") else {
                throw declaration.usageError("account link takes the account's e-mail address")
            }
            try await link(email: arguments[1], account, in: session)
        case "unlink":
            guard arguments.count == 1 else { throw declaration.usageError("account unlink takes no arguments") }
            let username = try await account.unlink()
            let file = account.keyLocation
            if session.settings.format == .json {
                session.emit(
                    JSONModels.serialize(["linked": false, "changed": username != nil, "file": file] as [String: Any]))
            } else if let username {
                session.emit("Unlinked \(username.terminalSafe): removed \(file.terminalSafe).\n")
            } else {
                session.emit("No TVmaze account is linked.\n")
            }
        default:
            throw declaration.usageError("unknown account action ‘\(arguments[0].terminalSafe)’")
        }
        return .succeeded
    }

    private static func showStatus(_ account: AccountService, in session: isolated ShellSession) async throws {
        let file = account.keyLocation
        guard let status = try await account.status() else {
            if session.settings.format == .json {
                session.emit(JSONModels.serialize(["linked": false, "file": file] as [String: Any]))
            } else {
                session.emit(
                    "No TVmaze account is linked (account link EMAIL links one; the key would be kept in \(file.terminalSafe)).\n"
                )
            }
            return
        }
        let zone = session.service.displayZone
        let synced = status.lastSync.map { "\(CalendarDate($0, in: zone)) \(ClockTime($0, in: zone))" }
        if session.settings.format == .json {
            session.emit(
                JSONModels.serialize(
                    [
                        "linked": true, "username": status.username, "premium": status.premium,
                        "plan": planName(status.premium), "file": status.keyLocation,
                        "lastSync": status.lastSync.map(UTCStamp.seconds) ?? NSNull(),
                    ] as [String: Any]))
            return
        }
        let rows = [
            ["user", status.username.terminalSafe], ["plan", planName(status.premium)],
            ["key file", status.keyLocation.terminalSafe], ["last sync", synced ?? "never"],
        ]
        if session.settings.format == .plain {
            session.emit(PlainRows.render(rows))
        } else {
            var table = Table(columns: [.init(title: ""), .init(title: "")])
            table.rows = rows
            session.emit(table.render(header: false))
        }
    }

    private static func planName(_ level: Int) -> String {
        level == 0 ? "free" : "Premium (level \(level))"
    }

    private static func link(email: String, _ account: AccountService, in session: isolated ShellSession) async throws {
        let output = session.output
        let countdown = session.settings.showsProgress
        session.running.progress?.finish()  // the countdown below is this wait's line
        let username: String
        do {
            username = try await account.link(email: email) { progress in
                switch progress {
                case .mailSent(let url):
                    output.writeError("TVmaze sent a confirmation mail to \(email.terminalSafe): open its link")
                    output.writeError(url.map { " or \($0.terminalSafe)\n" } ?? "\n")
                    if !countdown { output.writeError("waiting for the confirmation (checking every 10 s)…\n") }
                case .waiting(let left):
                    if countdown {
                        output.writeError(
                            "\r\u{1B}[Kwaiting for the confirmation: next check in \(left) s (Ctrl-C cancels)")
                    }
                case .notYet:
                    break
                }
            }
        } catch {
            if countdown { output.writeError("\r\u{1B}[K") }  // the countdown line goes, the error line follows
            throw error
        }
        if countdown { output.writeError("\r\u{1B}[K") }
        if session.settings.format == .json {
            session.emit(
                JSONModels.serialize(
                    ["linked": true, "username": username, "file": account.keyLocation] as [String: Any]))
        } else {
            session.emit("Linked \(username.terminalSafe); the key is kept in \(account.keyLocation.terminalSafe).\n")
        }
    }
}

extension ShellSession {
    /// The account service, or the one line saying why there is none.
    func requireAccount() throws -> AccountService {
        guard let account else {
            throw ShellError("account and sync need TVmaze itself (not the sample data of --offline or --fixtures)")
        }
        return account
    }
}
