import CLibPNG

/// How the process's allocator treats memory a batch frees.
public enum FreedMemory {
    /// Keeps memory freed by one file for the next instead of returning it to the system (glibc only;
    /// elsewhere nothing changes). Call once, before any work, from the program's entry point: it is a
    /// setting of the whole process.
    public static func keepForReuse() {
        legible_keep_freed_memory()
    }
}
