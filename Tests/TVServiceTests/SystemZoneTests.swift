import Foundation
import Testing

@testable import TVService

/// `TZ` as the C library reads it: a zone name, POSIX's `:name`, or an offset rule such as `JST-9`.
@Suite struct SystemZoneTests {
    @Test func namesWithOrWithoutTheColon() {
        #expect(SystemZone.from(environment: ["TZ": "Asia/Tokyo"]) { nil }.identifier == "Asia/Tokyo")
        #expect(SystemZone.from(environment: ["TZ": ":Asia/Tokyo"]) { nil }.identifier == "Asia/Tokyo")
    }

    @Test func anOffsetRuleTakesTheCLibrarysOffset() {
        #expect(SystemZone.from(environment: ["TZ": "JST-9"]) { 9 * 3600 }.secondsFromGMT() == 9 * 3600)
    }

    @Test func unsetOrEmptyIsTheSystemsZone() {
        #expect(SystemZone.from(environment: [:]) { 3600 } == .current)
        #expect(SystemZone.from(environment: ["TZ": ""]) { 3600 } == .current)
        #expect(SystemZone.from(environment: ["TZ": "Nowhere/Such-5"]) { nil } == .current)
    }
}
