// A controller whose screen is a stack view, as many apps build forms: rows and a button
// stacked with a spacing, the stack across the margins on a compact width and 320 points wide,
// centered, on a regular one. The condition is the app's at run time: each branch is a
// variation of the scene (`isCompact`, `!isCompact`).
import UIKit

final class SettingsViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        for title in ["Notifications", "Privacy", "Appearance"] {
            let row = UILabel()
            row.text = title
            row.accessibilityIdentifier = title
            stack.addArrangedSubview(row)
        }
        let signOut = UIButton(type: .system)
        signOut.setTitle("Sign Out", for: .normal)
        stack.addArrangedSubview(signOut)

        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24).isActive = true
        let isCompact = traitCollection.horizontalSizeClass == .compact
        if isCompact {
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        } else {
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.widthAnchor.constraint(equalToConstant: 320),
            ])
        }
    }
}
