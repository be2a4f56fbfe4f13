import AlpreviewKit
import Foundation
import IBXML
import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames

/// One corpus file read and laid out by the command line's own code (`alpreview FILE --json`:
/// `Pipeline.readScenes`, each scene on its first configuration, the file's device), each view's
/// frame (superview coordinates, as stored) and the root view's size (the configuration's)
/// against Xcode's.
///
/// Skipped, and counted: views Xcode itself marks (misplaced, ambiguous, not installed in the
/// file's size class), and scenes whose stored frames cannot measure a layout (they break one of
/// the scene's own required constraints, or its required constraints conflict).
struct UserPathComparison {
    var checks: [FrameCheck] = []
    var skipped: [String: Int] = [:]
    var inconsistent: [String] = []
    /// Labels and buttons whose solved width is their text's (`TextWidthObservation`).
    var textWidths: [TextWidthObservation] = []

    /// `measurer`: the command line's (`Pipeline.measurer`), or a fresh one for a calibration.
    init(path: String, repository: String, measurer: any TextMeasuring = Pipeline.measurer) throws {
        let file = (path as NSString).lastPathComponent
        let scenes = try Pipeline.readScenes(path)
        let document = try InterfaceBuilderDecoder.decode(contentsOf: path)
        let stored = try InterfaceBuilderScenes.map(document)
        let roots = StoredFrameComparison.roots(of: document)
        let device = document.device?.id.value ?? "none"
        for scene in scenes {
            guard let sceneID = scene.provenance?.identifier,
                let mapped = stored.first(where: { $0.sceneID == sceneID })
            else {
                skipped["scene not matched", default: 0] += 1
                continue
            }
            let xcode = XcodeRelease.of(build: mapped.buildNumber)
            if let violation = StoredFrameComparison.storedFramesViolation(
                of: mapped, root: roots[sceneID], in: scene)
            {
                inconsistent.append("\(file) \(sceneID): \(violation)")
                continue
            }
            guard let configuration = scene.configurations.first else { continue }
            // `Pipeline.layouts` solves each configuration so; the measurer may be a calibration's.
            let layout = try LayoutSolver(measurer: measurer).solve(scene, in: configuration)
            if let conflict = layout.conflicts.first {
                let constraints = conflict.constraints.joined(separator: ", ")
                inconsistent.append("\(file) \(sceneID): its required constraints conflict (\(constraints))")
                continue
            }
            func check(kind: String, view: String, solved: Rect, stored: Rect) {
                checks.append(
                    FrameCheck(
                        repository: repository, file: file, xcode: xcode, device: device, kind: kind, scene: sceneID,
                        view: view,
                        solved: solved, stored: stored))
            }
            // The root view's size against the configuration's, as the report gives it (where
            // the container places the root is not a layout's to decide); a root the file marks
            // misplaced keeps a stale frame, as any view so marked.
            if let root = roots[sceneID], root.misplaced?.value == true {
                skipped["misplaced", default: 0] += 1
            } else if let root = roots[sceneID], let frame = root.frame?.value {
                let size = layout.configuration.size
                check(
                    kind: "root", view: "root \(root.id.value)",
                    solved: Rect(x: 0, y: 0, width: size.width, height: size.height),
                    stored: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            }
            for view in layout.views {
                guard let entry = mapped.views[view.id], let frame = entry.frame else { continue }
                if let reason = StoredFrameComparison.skipReason(entry) {
                    skipped[reason, default: 0] += 1
                    continue
                }
                check(kind: entry.elementName, view: "\(view.spec.name)", solved: view.frame, stored: frame)
                if let observation = TextWidthObservation(
                    view: view, stored: frame, repository: repository, file: file, xcode: xcode,
                    category: configuration.sizeCategory)
                {
                    textWidths.append(observation)
                }
            }
        }
    }
}
