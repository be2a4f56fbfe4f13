// Yams 5 keeps its event parser private, so the guard reads libyaml (Yams's CYaml) directly.
import CYaml

/// Refuses YAML nested deeper than a scene ever is, before the YAML library builds a tree: its
/// composer recurses once per level and overflows the stack at a few thousand levels. The depth
/// is counted on libyaml's own event stream (libyaml is iterative: its stacks live on the heap),
/// so every syntax that nests is seen as the composer will see it: flow brackets, block
/// sequences on one line (`- - - x`), explicit keys (`? ? x`), and nothing that only looks
/// like nesting (brackets in quoted, plain or block scalars, or in comments).
enum NestingGuard {
    static let maximumDepth = SceneLimits.maximumNesting

    /// The 1-based line and column of the first collection nested too deep, with the message.
    /// Nil when the document is shallow enough, or when it is not valid YAML before reaching
    /// the limit (the composer then reports the syntax error, at the same shallow depth).
    static func check(_ text: String) -> (line: Int, column: Int, message: String)? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (Int, Int, String)? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maximumDepth {
                        let mark = event.start_mark
                        return (
                            Int(mark.line) + 1, Int(mark.column) + 1,
                            "nested more than \(maximumDepth) levels deep; a scene does not nest this deep"
                        )
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
    }
}
