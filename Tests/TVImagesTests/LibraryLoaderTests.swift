import CLibraryLoader
import Foundation
import TVImages
import Testing

/// The libraries opened when first needed: all of them or nothing, and never a half-filled table.
@Suite struct LibraryLoaderTests {
    /// `tv_library_open` on `soname` for `names`; the slots it filled (nil where it left NULL).
    private func open(_ soname: String, _ names: [String]) -> (opened: Bool, slots: [UnsafeMutableRawPointer?]) {
        var slots = [UnsafeMutableRawPointer?](repeating: UnsafeMutableRawPointer(bitPattern: 1), count: names.count)
        let cNames = names.map { strdup($0) }
        defer {
            for name in cNames { free(name) }
        }
        let opened = cNames.map { UnsafePointer($0) }.withUnsafeBufferPointer { namePointers in
            slots.withUnsafeMutableBufferPointer { slotPointers in
                tv_library_open(soname, namePointers.baseAddress, slotPointers.baseAddress, names.count)
            }
        }
        return (opened != 0, slots)
    }

    @Test func findsEveryFunctionOfAnInstalledLibrary() {
        let (opened, slots) = open("libz.so.1", ["zlibVersion", "inflate"])
        #expect(opened)
        #expect(slots.allSatisfy { $0 != nil && $0 != UnsafeMutableRawPointer(bitPattern: 1) })
    }

    @Test func aMissingFunctionLeavesEverySlotEmpty() {
        let (opened, slots) = open("libz.so.1", ["zlibVersion", "no_such_function_in_zlib"])
        #expect(!opened)
        #expect(slots.allSatisfy { $0 == nil })
    }

    @Test func aMissingLibraryLeavesEverySlotEmpty() {
        let (opened, slots) = open("libtv-no-such-library.so.9", ["zlibVersion"])
        #expect(!opened)
        #expect(slots.allSatisfy { $0 == nil })
    }

    @Test func theInstalledPictureLibrariesOpen() {
        #expect(TerminalImage.isAvailable)
    }
}
