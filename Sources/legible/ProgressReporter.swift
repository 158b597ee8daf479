import Foundation

/// Progress on stderr, never stdout: a bar redrawn in place on a terminal (at most ten times a
/// second), a plain line every few seconds when stderr is a file or pipe, nothing when quiet.
final class ProgressReporter: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let interactive: Bool
    private let enabled: Bool
    private let lock = NSLock()
    private let start = DispatchTime.now().uptimeNanoseconds
    private var done = 0
    private var pixels = 0
    private var lastDraw: UInt64 = 0

    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        interactive = isatty(STDERR_FILENO) == 1 && term != "dumb"
        enabled = !quiet && total > 1
    }

    /// One more item finished, of `pixels` pixels. Safe from any thread.
    func advance(pixels: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        self.pixels += pixels
        let now = DispatchTime.now().uptimeNanoseconds
        let interval: UInt64 = interactive ? 100_000_000 : 5_000_000_000
        guard now - lastDraw >= interval || done == total else { return }
        lastDraw = now
        draw(now: now)
    }

    /// Megapixels per second to two significant figures: simulating is slower than a megapixel a
    /// second on small images, which whole numbers showed as 0.
    static func rate(_ megapixelsPerSecond: Double) -> String {
        let places = megapixelsPerSecond >= 10 ? 0 : megapixelsPerSecond >= 1 ? 1 : megapixelsPerSecond >= 0.1 ? 2 : 3
        return String(format: "%.\(places)f", megapixelsPerSecond)
    }

    private func draw(now: UInt64) {
        let seconds = max(Double(now - start) / 1e9, 1e-3)
        let rate = Double(pixels) / 1e6 / seconds
        let remaining = done > 0 ? seconds / Double(done) * Double(total - done) : 0
        let status = "\(done)/\(total) \(label)  \(Self.rate(rate)) MP/s  ETA \(Int(remaining.rounded()))s"
        if interactive {
            let width = 24
            let filled = width * done / max(total, 1)
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[2K[\(bar)] \(status)".utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else {
            FileHandle.standardError.write(Data("progress: \(status)\n".utf8))
        }
    }
}
