// A screen built in code, as many UIKit apps build theirs: Auto Layout Cookbook's "Simple Label
// and Text Field" written with layout anchors. The label is as wide as its text; the text field
// (hugging 250 < the label's 251) stretches to fill the rest; baselines aligned.
import UIKit

final class ProfileViewController: UIViewController {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Name"
        label.accessibilityIdentifier = "Name Label"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        return label
    }()

    private let nameField: UITextField = {
        let field = UITextField()
        field.placeholder = "Enter Name"
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "Name Text Field"
        field.translatesAutoresizingMaskIntoConstraints = false
        return field
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(nameLabel)
        view.addSubview(nameField)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameField.leadingAnchor.constraint(equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1),
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameLabel.lastBaselineAnchor.constraint(equalTo: nameField.lastBaselineAnchor),
        ])
    }
}
