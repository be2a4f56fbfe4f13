/// The failures folder of `alpreview test`: the files a run puts there, which the next run
/// replaces as a whole (`StagedFolder`). Anything else found there is refused rather than lost.
public enum GoldenFailureFolder {
    /// What a failure leaves in the failures folder (`GoldenStore`).
    public static let failureSuffixes = [".actual.png", ".reference.png", ".diff.png", ".actual.json"]

    /// Whether `file` (a path relative to the failures folder) is the run's to replace: a
    /// failure file, the temporary file of an output (`.NAME.alpreview-….tmp`, left by a run
    /// killed), one of `outputs` or a file below one of `outputFolders` (the results, JUnit and
    /// HTML report the run writes in the folder).
    public static func owns(_ file: String, outputs: Set<String>, outputFolders: [String]) -> Bool {
        if failureSuffixes.contains(where: { file.hasSuffix($0) }) { return true }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if name.hasPrefix(".") && name.contains(".alpreview-") && name.hasSuffix(".tmp") { return true }
        return outputs.contains(file) || outputFolders.contains { file.hasPrefix($0 + "/") }
    }
}
