import Foundation
import SceneModel

/// `Corpus --text-widths`: every text-sized label and button (`TextWidthObservation`), the ratio
/// of Xcode's stored text width to alpreview's, grouped by weight and size band, then by
/// repository within each: whether a weight's San Francisco cut is wider than Inter's shows as a
/// median away from 1 in several repositories, not in one file.
enum TextWidthReport {
    /// SF Text below 20 points, split where the tracking table turns (17), and SF Display above.
    static func band(_ size: Double) -> String {
        switch size {
        case ..<14: return "<14"
        case ..<17: return "14-16"
        case ..<20: return "17-19"
        case ..<24: return "20-23"
        default: return "24+"
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func ratio(_ observation: TextWidthObservation) -> Double {
        observation.storedText / observation.measuredText
    }

    static func printed(_ observations: [TextWidthObservation], verbose: Bool) -> String {
        var lines: [String] = []
        if verbose {
            lines.append("weight size  stored  measured  ratio  repository  xcode  file: text")
            for observation in observations.sorted(by: {
                ($0.weight.rawValue, $0.size, $0.repository) < ($1.weight.rawValue, $1.size, $1.repository)
            }) {
                lines.append(
                    String(
                        format: "  %@ %5.1f %7.2f %8.2f %6.3f%@ ", observation.weight.rawValue, observation.size,
                        observation.storedText, observation.measuredText, ratio(observation),
                        observation.isTextSized ? " " : "*")
                        + "\(observation.repository) \(observation.xcode.split(separator: " ").dropFirst().joined(separator: " ")) "
                        + "\(observation.file): \(observation.text)")
            }
            lines.append("  (* beyond the advance fit's bound: 5 % + 0.5 pt)")
            lines.append("")
        }
        lines.append("stored / measured text width: weight, size band: count, median ratio (per repository)")
        let groups = Dictionary(grouping: observations) { "\($0.weight.rawValue) \(band($0.size))" }
        let order = FontSpec.Weight.allCases.map(\.rawValue)
        for key in groups.keys.sorted(by: {
            let a = $0.split(separator: " "), b = $1.split(separator: " ")
            let wa = order.firstIndex(of: String(a[0]))!, wb = order.firstIndex(of: String(b[0]))!
            let bands = ["<14", "14-16", "17-19", "20-23", "24+"]
            return (wa, bands.firstIndex(of: String(a[1]))!) < (wb, bands.firstIndex(of: String(b[1]))!)
        }) {
            let group = groups[key]!
            let byRepository = Dictionary(grouping: group, by: \.repository)
            let perRepository = byRepository.keys.sorted().map { repository in
                let ratios = byRepository[repository]!.map(ratio)
                return "\(repository.split(separator: "_").first ?? "") \(ratios.count) "
                    + String(format: "%.3f", median(ratios))
            }
            lines.append(
                "  \(key.padding(toLength: 16, withPad: " ", startingAt: 0))"
                    + String(format: "%4d  %.3f  ", group.count, median(group.map(ratio)))
                    + perRepository.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
