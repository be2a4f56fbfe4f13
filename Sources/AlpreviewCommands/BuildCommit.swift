/// The commit alpreview was built from, for `alpreview --version` only (no output names it, so
/// images and reports stay byte-identical across commits). `make dist` and `make install` write
/// the short commit here for their build and put this file back afterwards
/// (`scripts/stamp-commit.sh`); `git archive` fills in the placeholder (export-subst in
/// .gitattributes); any other build, such as one from a folder without git, says "unknown".
enum BuildCommit {
    static let stamped = "$Format:%h$"

    static var id: String {
        stamped.isEmpty || stamped.hasPrefix("$Format") ? "unknown" : stamped
    }
}
