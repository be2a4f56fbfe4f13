import AlpreviewKit

/// `--shard i/n`: one of n parts of a golden run's configurations.
struct ShardOption: CheckedOptionValue {
    var shard: GoldenShard

    init(parsing text: String) throws(OptionValueProblem) {
        guard let shard = GoldenShard(parsing: text) else {
            throw OptionValueProblem("a shard is i/n with 1 ≤ i ≤ n ≤ 1000 (e.g. 2/4)")
        }
        self.shard = shard
    }
}
