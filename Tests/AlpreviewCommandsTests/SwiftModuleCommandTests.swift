import Foundation
import Testing
import TestSupport

@testable import AlpreviewCommands

/// Swift files given together, or found in one folder, are read as one module: a helper one
/// file defines is read where another calls it; a file of helpers alone has no scene.
@Suite(.serialized) struct SwiftModuleCommandTests {
    static let controller = """
        import UIKit
        final class ProfileViewController: UIViewController {
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.pin(to: view, inset: 24)
            }
        }

        """
    static let helpers = """
        import UIKit
        extension UIView {
            func pin(to other: UIView, inset: CGFloat) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                ])
            }
        }

        """

    func folder() throws -> String {
        let path = TestFolder("swift-module").path
        try Self.controller.write(toFile: path + "/ProfileViewController.swift", atomically: false, encoding: .utf8)
        try Self.helpers.write(toFile: path + "/UIView+Layout.swift", atomically: false, encoding: .utf8)
        return path
    }

    @Test func filesGivenTogether() throws {
        let dir = try folder()
        let run = CommandRun.run(["check", dir + "/ProfileViewController.swift", dir + "/UIView+Layout.swift"])
        #expect(run.status == 0)
        #expect(run.output == "\(dir)/ProfileViewController.swift: ok\n")
        #expect(run.error == "")
    }

    @Test func aFolderOfSwiftFiles() throws {
        let dir = try folder()
        let run = CommandRun.run(["check", dir])
        #expect(run.status == 0)
        #expect(run.output == "\(dir)/ProfileViewController.swift: ok\n")
    }

    @Test func aFileAloneDoesNotSeeTheOthers() throws {
        let dir = try folder()
        let run = CommandRun.run(["check", dir + "/ProfileViewController.swift"])
        #expect(
            run.error.contains(
                "ProfileViewController.swift:7:9: `card.pin(to: view, inset: 24)` is not understood (a helper not in the files given?): not read"
            ))
        #expect(CommandRun.run(["check", dir + "/UIView+Layout.swift"]).status != 0)
    }
}
