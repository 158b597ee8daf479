import Testing
@testable import LegibleScan
import LegibleImaging

/// The status bar is told from an app's own bar at the top of a capture without one by where its marks stand. The boxes
/// are the marks of real captures in the labelled corpus.
struct StatusBarTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Int
        let height: Int
        let scale: Double
        let marks: [PixelRect]
        let isBar: Bool
        var testDescription: String { name }
    }

    static func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelRect {
        PixelRect(x: x, y: y, width: width, height: height)
    }

    static let layouts = [
        // Catima's Android bar: the clock at the left, icons and the battery's percentage at the right.
        Layout(name: "Android, clock and icons", width: 1080, height: 2160, scale: 2.625,
               marks: [box(51, 21, 102, 32), box(719, 16, 312, 39)], isBar: true),
        // Tusky's older Android bar: icons and the clock at the right, nothing at the left.
        Layout(name: "older Android, right only", width: 1080, height: 1920, scale: 3,
               marks: [box(775, 14, 50, 36), box(840, 14, 40, 36), box(890, 12, 30, 38), box(940, 16, 97, 30)], isBar: true),
        // An app's toolbar with two actions at the top of a capture with no bar.
        Layout(name: "toolbar actions, right only", width: 1080, height: 1920, scale: 3,
               marks: [box(900, 14, 40, 36), box(980, 14, 40, 36)], isBar: false),
        // Anime Detour's iPhone 8 bar: the carrier at the left, the clock centred, the battery at the right.
        Layout(name: "iOS before the notch", width: 750, height: 1334, scale: 2,
               marks: [box(13, 10, 116, 20), box(331, 11, 95, 19), box(670, 9, 70, 23)], isBar: true),
        // The same bar on an iPad held upright.
        Layout(name: "iPad", width: 1536, height: 2048, scale: 2,
               marks: [box(13, 10, 116, 20), box(725, 11, 94, 19), box(1389, 9, 115, 23)], isBar: true),
        // Accounts' sheet in a capture with no bar: "Cancel" and "Save" stand as low as a notched bar's marks.
        Layout(name: "navigation bar's Cancel and Save", width: 750, height: 1624, scale: 2,
               marks: [box(33, 30, 106, 27), box(642, 31, 75, 26)], isBar: false),
        Layout(name: "navigation bar's Cancel, title and Save", width: 750, height: 1624, scale: 2,
               marks: [box(33, 30, 106, 27), box(310, 30, 130, 27), box(642, 31, 75, 26)], isBar: false),
        // A notched iPhone's bar: the clock in the left ear, signal, Wi-Fi and battery in the right.
        Layout(name: "iOS around the notch", width: 1179, height: 2556, scale: 3,
               marks: [box(150, 52, 110, 40), box(870, 58, 50, 32), box(935, 56, 45, 34), box(1000, 56, 80, 36)], isBar: true),
        // An Android toolbar in a capture with no bar: its marks are centred lower.
        Layout(name: "Android toolbar", width: 1080, height: 2400, scale: 2.625,
               marks: [box(42, 63, 42, 42), box(189, 58, 260, 50), box(900, 63, 42, 42), box(996, 63, 12, 42)], isBar: false),
        // Darktable's panel, captured alone: a desktop capture not held upright as a tablet is.
        Layout(name: "desktop panel", width: 480, height: 630, scale: 1,
               marks: [box(12, 9, 112, 19), box(231, 9, 232, 17)], isBar: false),
        // A web page's header in a full-page capture: wider than any tablet.
        Layout(name: "web page header", width: 1280, height: 4000, scale: 1,
               marks: [box(24, 20, 120, 24), box(900, 24, 80, 16), box(1000, 24, 80, 16), box(1100, 24, 150, 16)], isBar: false),
        // Landscape: phones show no bar there, and tablets' are no different from a desktop's header.
        Layout(name: "landscape", width: 2160, height: 1080, scale: 2.625,
               marks: [box(51, 21, 102, 32), box(1799, 16, 312, 39)], isBar: false),
        // A mark of the app reaching into the row (a large title beside the clock) makes it the app's bar.
        Layout(name: "app mark reaching into the row", width: 1080, height: 2160, scale: 2.625,
               marks: [box(51, 21, 102, 32), box(719, 16, 312, 39), box(400, 30, 200, 90)], isBar: false),
    ]

    @Test(arguments: layouts)
    func theStatusBarIsTheTopRowsMarks(layout: Layout) {
        let found = StatusBar.marks(layout.marks, width: layout.width, height: layout.height, scale: layout.scale)
        #expect(found.isEmpty != layout.isBar, "\(found)")
        if layout.isBar { #expect(found.count == layout.marks.count) }
    }
}
