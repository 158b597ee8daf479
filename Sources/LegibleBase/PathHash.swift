/// A hash of a path that is the same on every machine and every run (unlike `Hasher`, which is
/// seeded per process): it picks a file's shard and names its preview images.
public enum PathHash {
    /// 64-bit FNV-1a over the path's UTF-8 bytes.
    public static func fnv1a(_ path: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Sixteen hex digits, for file names.
    public static func hex(_ path: String) -> String {
        let digits = String(fnv1a(path), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
