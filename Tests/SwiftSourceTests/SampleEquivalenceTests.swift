import Foundation
import LayoutEngine
import Readers
import SceneModel
import TestSupport
import Testing

/// Cookbook Samples written as UIKit code lay out exactly as their YAML: every view's frame in
/// every configuration of the Sample, to 0.01 pt. The code's property names are the Sample's
/// view names (names match case-insensitively with spaces ignored).
@Suite struct SampleEquivalenceTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    func expectSameFrames(sample: String, swift source: String) throws {
        let yaml = try SceneInput.read(path: Self.samples.appendingPathComponent(sample).path)
        var code = try SwiftLayouts.scene(source)
        code.devices = yaml.devices
        code.orientations = yaml.orientations
        #expect(code.warnings.isEmpty, "\(code.warnings.map(\.placed))")
        let solver = LayoutSolver(measurer: FakeMeasurer())
        for configuration in yaml.configurations {
            let expected = try solver.solve(yaml, in: configuration)
            let actual = try solver.solve(code, in: configuration)
            for (view, _) in yaml.allViews {
                let want = expected.view(named: view.name)?.frame.array ?? []
                let got = actual.view(named: view.name)?.frame.array ?? []
                #expect(want.count == 4 && got.count == 4, "\(view.name) in \(configuration)")
                guard want.count == 4, got.count == 4 else { continue }
                #expect(
                    zip(want, got).allSatisfy { ($0 - $1).magnitude < 0.01 },
                    "\(view.name) \(configuration): \(got) ≠ \(want)")
            }
        }
    }

    @Test func twoEqualWidthViewsInAnchors() throws {
        try expectSameFrames(
            sample: "two-equal-width-views.yaml",
            swift: """
                import UIKit

                final class TwoEqualWidthViewsController: UIViewController {
                    private let yellowView: UIView = {
                        let view = UIView()
                        view.backgroundColor = .yellow
                        view.translatesAutoresizingMaskIntoConstraints = false
                        return view
                    }()
                    private let greenView = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        greenView.backgroundColor = .green
                        greenView.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(yellowView)
                        view.addSubview(greenView)
                        let margins = view.layoutMarginsGuide
                        NSLayoutConstraint.activate([
                            yellowView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                            greenView.leadingAnchor.constraint(equalToSystemSpacingAfter: yellowView.trailingAnchor, multiplier: 1),
                            greenView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                            yellowView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0),
                            greenView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0),
                            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: yellowView.bottomAnchor, constant: 20),
                            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: 20),
                            yellowView.widthAnchor.constraint(equalTo: greenView.widthAnchor),
                        ])
                    }
                }
                """)
    }

    @Test func stackViewsInCode() throws {
        try expectSameFrames(
            sample: "stack-views.yaml",
            swift: """
                import UIKit

                final class FormViewController: UIViewController {
                    let nameLabel = UILabel()
                    let nameField = UITextField()
                    let emailLabel = UILabel()
                    let emailField = UITextField()
                    let cancel = UIButton(type: .system)
                    let save = UIButton(type: .system)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameLabel.text = "Name"
                        nameField.placeholder = "Enter name"
                        emailLabel.text = "Email"
                        emailField.placeholder = "you@example.com"
                        for label in [nameLabel, emailLabel] {
                            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                        }
                        cancel.setTitle("Cancel", for: .normal)
                        cancel.backgroundColor = .lightGray
                        save.setTitle("Save", for: .normal)
                        save.backgroundColor = .systemBlue

                        let nameRow = row(nameLabel, nameField)
                        let emailRow = row(emailLabel, emailField)
                        let form = UIStackView(arrangedSubviews: [nameRow, emailRow])
                        form.axis = .vertical
                        form.spacing = UIStackView.spacingUseSystem
                        form.translatesAutoresizingMaskIntoConstraints = false

                        let buttons = UIStackView(arrangedSubviews: [cancel, save])
                        buttons.distribution = .fillEqually
                        buttons.spacing = UIStackView.spacingUseSystem
                        buttons.translatesAutoresizingMaskIntoConstraints = false

                        view.addSubview(form)
                        view.addSubview(buttons)
                        NSLayoutConstraint.activate([
                            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                            buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                            buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
                        ])
                    }

                    private func row(_ label: UILabel, _ field: UITextField) -> UIStackView {
                        let stack = UIStackView(arrangedSubviews: [label, field])
                        stack.alignment = .firstBaseline
                        stack.spacing = UIStackView.spacingUseSystem
                        return stack
                    }
                }
                """)
    }

    @Test func twoEqualWidthViewsInSnapKit() throws {
        try expectSameFrames(
            sample: "two-equal-width-views.yaml",
            swift: """
                import SnapKit
                import UIKit

                final class TwoEqualWidthViewsController: UIViewController {
                    private let yellowView = UIView()
                    private let greenView = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        yellowView.backgroundColor = .yellow
                        greenView.backgroundColor = .green
                        [yellowView, greenView].forEach(view.addSubview)
                        yellowView.snp.makeConstraints { make in
                            make.leading.equalTo(view.layoutMarginsGuide)
                            make.top.bottom.equalTo(view.safeAreaLayoutGuide).inset(20)
                            make.width.equalTo(greenView)
                        }
                        greenView.snp.makeConstraints { make in
                            // The standard spacing between siblings.
                            make.leading.equalTo(yellowView.snp.trailing).offset(8)
                            make.trailing.equalTo(view.layoutMarginsGuide)
                            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-20)
                        }
                    }
                }
                """)
    }

    @Test func twoEqualWidthViewsInVisualFormat() throws {
        try expectSameFrames(
            sample: "two-equal-width-views.yaml",
            swift: """
                import UIKit

                final class TwoEqualWidthViewsController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let yellowView = UIView()
                        let greenView = UIView()
                        yellowView.backgroundColor = .yellow
                        greenView.backgroundColor = .green
                        let views = ["yellowView": yellowView, "greenView": greenView]
                        for (_, subview) in views {
                            subview.translatesAutoresizingMaskIntoConstraints = false
                        }
                        yellowView.translatesAutoresizingMaskIntoConstraints = false
                        greenView.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(yellowView)
                        view.addSubview(greenView)
                        var constraints = NSLayoutConstraint.constraints(
                            withVisualFormat: "H:|-[yellowView]-[greenView(==yellowView)]-|", options: [], metrics: nil,
                            views: views)
                        // The safe area is not VFL's: the vertical edges are anchors.
                        for subview in [yellowView, greenView] {
                            constraints += [
                                subview.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                                view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: subview.bottomAnchor, constant: 20),
                            ]
                        }
                        NSLayoutConstraint.activate(constraints)
                    }
                }
                """)
    }
}
