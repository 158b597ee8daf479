import Foundation

/// Which Android `res/` folders belong to one app: modules whose colour resources refer to colours
/// only another defines (`@color/white` in mobile/, defined in shared/) are read together, as the
/// build merges a module with its dependencies; folders that do not refer to each other stay apart.
enum AndroidModules {
    /// `groups` (the res folders of each top-level folder) joined where one refers to another.
    static func apps(_ groups: [[String]]) -> [[String]] {
        let scanned = groups.map(scan)
        var parent = Array(groups.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for (i, group) in scanned.enumerated() {
            for name in group.referenced.subtracting(group.defined) {
                for (j, other) in scanned.enumerated() where j != i && other.defined.contains(name) {
                    parent[root(i)] = root(j)
                }
            }
        }
        var joined: [Int: [String]] = [:]
        for i in groups.indices { joined[root(i), default: []] += groups[i] }
        return joined.keys.sorted().map { joined[$0]!.sorted() }
    }

    /// The colour names a module's `values*/` files define and the `@color/` names they refer to.
    private static func scan(_ folders: [String]) -> (defined: Set<String>, referenced: Set<String>) {
        var defined = Set<String>()
        var referenced = Set<String>()
        for res in folders {
            for folder in ((try? FileManager.default.contentsOfDirectory(atPath: res)) ?? []) where folder.hasPrefix("values") {
                for file in ((try? FileManager.default.contentsOfDirectory(atPath: res + "/" + folder)) ?? []) where file.hasSuffix(".xml") {
                    guard let data = FileManager.default.contents(atPath: res + "/" + folder + "/" + file) else { continue }
                    let text = String(decoding: data, as: UTF8.self)
                    defined.formUnion(text.matches(of: /<(?:color|item)\s[^>]*name="([^"]+)"/).map { String($0.output.1) })
                    referenced.formUnion(text.matches(of: /@color\/([A-Za-z0-9_.]+)/).map { String($0.output.1) })
                }
            }
        }
        return (defined, referenced)
    }
}
