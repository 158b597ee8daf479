/// Output file stems for a batch of inputs: the input's stem, made unique when two inputs in
/// different folders share a name (`a/home.png`, `b/home.png` → `home`, `b-home`).
public enum OutputNaming {
    public static func uniqueStems(for paths: [String]) -> [String] {
        var used = Set<String>()
        return paths.map { path in
            let components = path.split(separator: "/").map(String.init)
            let file = components.last ?? path
            let stem = file.lowercased().hasSuffix(".png") ? String(file.dropLast(4)) : file
            var candidate = stem
            var parents = components.dropLast().reversed().makeIterator()
            while used.contains(candidate), let parent = parents.next(), parent != "." && parent != ".." {
                candidate = parent + "-" + candidate
            }
            var counter = 2
            let base = candidate
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}
