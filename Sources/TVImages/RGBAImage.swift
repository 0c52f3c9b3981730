import CImageCodecs
import Foundation

/// A decoded picture: 8-bit RGBA pixels, row by row, alpha not premultiplied.
package struct RGBAImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes.
    package let pixels: [UInt8]

    /// Wraps pixels already decoded; `pixels` must hold exactly `width * height * 4` bytes.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBA size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Why bytes could not become an image.
    package struct DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The most pixels a picture may have: a poster for a terminal (TVmaze's originals are about 680×1000), with
    /// room for a 2048×3072 one; its RGBA pixels take at most 24 MB. A larger one is refused before it is decoded.
    package static let maxPixels = 2048 * 3072

    /// Decodes PNG or JPEG bytes, told apart by their signature (a server's file name or content type may lie).
    /// A picture of more than `maxPixels` is refused before any pixel memory is allocated.
    package static func decode(
        _ data: some Collection<UInt8>, maxPixels: Int = RGBAImage.maxPixels
    ) throws(DecodeError) -> RGBAImage {
        let bytes = Array(data)
        let decoder:
            (UnsafePointer<UInt8>?, Int, Int, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) ->
                UnsafeMutablePointer<UInt8>?
        switch ImageFormat(signature: bytes) {
        case .png?: decoder = tv_decode_png
        case .jpeg?: decoder = tv_decode_jpeg
        case nil: throw DecodeError(description: "not a PNG or JPEG image")
        }
        var width: Int32 = 0
        var height: Int32 = 0
        guard
            let buffer = bytes.withUnsafeBufferPointer({
                decoder($0.baseAddress, $0.count, maxPixels, &width, &height)
            })
        else {
            if Int(width) * Int(height) > maxPixels {
                throw DecodeError(description: "picture too large (\(width)×\(height) pixels)")
            }
            throw DecodeError(description: "damaged image")
        }
        defer { tv_image_free(buffer) }
        let count = Int(width) * Int(height) * 4
        return RGBAImage(
            width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: buffer, count: count)))
    }
}

/// The encodings tv decodes.
package enum ImageFormat: Sendable, Equatable {
    case png
    case jpeg

    /// The format the first bytes announce, or nil.
    package init?(signature bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}
