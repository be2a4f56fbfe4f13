import SwiftSyntax

/// What a type of the file is to UIKit: the root of its scene is a controller's `view`, a
/// view itself, or a cell (whose `contentView` is read as its root): a table's, or another's.
enum SceneKind: Equatable {
    case controller, view, cell, tableCell
}

/// A class (with its extensions in the same files) that may build a scene: its stored
/// properties, methods and initializers by name.
struct SceneType {
    var name: String
    var kind: SceneKind
    var baseClass: String?
    var declaration: Syntax
    var properties: [String: PatternBindingSyntax] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Methods in the order written, for those no entry point calls.
    var functionOrder: [FunctionDeclSyntax] = []

    mutating func add(_ members: MemberBlockItemListSyntax) {
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self),
                case .decls(let inner) = conditional.clauses.first?.elements
            {
                add(inner)
                continue
            }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        properties[name] = binding
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
                functionOrder.append(function)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            }
        }
    }
}

/// The types of a file that may be scenes, the helper methods of extensions on UIKit's
/// classes, and the named constants anywhere in it.
struct SourceDeclarations {
    var types: [SceneType] = []
    /// Methods of `extension UIView` (and other UIKit classes) by name: layout helpers whose
    /// bodies are read where they are called.
    var helpers: [String: [FunctionDeclSyntax]] = [:]
    /// `let`/`static let` values by name and by their qualified name (`Layout.margin`).
    var constants: [String: ExprSyntax] = [:]
    /// Every class of the file and its superclass (a custom view's kind is its base's).
    var superclasses: [String: String] = [:]
    /// The modules the file imports (`Stevia`'s layout methods are read only where it is imported).
    var imports: Set<String> = []

    static let uikitExtended: Set<String> = [
        "UIView", "UIStackView", "UILayoutGuide", "NSLayoutConstraint", "UIScrollView", "UILabel", "UIButton",
        "UIImageView", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
        "UIViewController", "UITableViewCell", "UICollectionViewCell", "Array",
    ]

    private var extensions: [(name: String, members: MemberBlockItemListSyntax)] = []
    private var classes: [(declaration: ClassDeclSyntax, base: String?)] = []

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            if let module = item.item.as(ImportDeclSyntax.self) { imports.insert(module.path.trimmedDescription) }
            if let decl = item.item.as(DeclSyntax.self) { collect(decl, path: []) }
        }
        for (declaration, base) in classes {
            var type = SceneType(
                name: declaration.name.text, kind: Self.kind(of: declaration.name.text, base: base, superclasses),
                baseClass: base, declaration: Syntax(declaration))
            type.add(declaration.memberBlock.members)
            types.append(type)
        }
        for (name, members) in extensions {
            if let index = types.firstIndex(where: { $0.name == name }) {
                types[index].add(members)
            } else if Self.uikitExtended.contains(name) {
                for member in members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        helpers[function.name.text, default: []].append(function)
                    }
                }
            } else {
                // An extension of a class declared elsewhere (an example's view controller).
                let syntax = members.parent?.parent ?? Syntax(members)
                var type = SceneType(
                    name: name, kind: Self.kind(of: name, base: nil, superclasses), baseClass: nil, declaration: syntax)
                type.add(members)
                types.append(type)
            }
        }
        extensions = []
        classes = []
    }

    private mutating func collect(_ decl: DeclSyntax, path: [String]) {
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            switch conditional.clauses.first?.elements {
            case .decls(let members): collect(members, path: path)
            case .statements(let items):
                for item in items { if let inner = item.item.as(DeclSyntax.self) { collect(inner, path: path) } }
            default: break
            }
            return
        }
        if let type = decl.as(ClassDeclSyntax.self) {
            let base = type.inheritanceClause?.inheritedTypes.first.map { Self.typeName($0.type) }
            classes.append((type, base))
            superclasses[type.name.text] = base
            collectClass(type.memberBlock.members, path: path + [type.name.text])
        } else if let type = decl.as(StructDeclSyntax.self) {
            collect(type.memberBlock.members, path: path + [type.name.text])
        } else if let type = decl.as(EnumDeclSyntax.self) {
            collect(type.memberBlock.members, path: path + [type.name.text])
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            let name = Self.typeName(type.extendedType)
            extensions.append((name, type.memberBlock.members))
            collectClass(type.memberBlock.members, path: path + [name])
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            constant(variable, path: path)
        }
    }

    private mutating func collectClass(_ members: MemberBlockItemListSyntax, path: [String]) {
        // A class's instance properties are its own, not constants; its static ones are.
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            {
                continue
            }
            collect(member.decl, path: path)
        }
    }

    private mutating func collect(_ members: MemberBlockItemListSyntax, path: [String]) {
        for member in members { collect(member.decl, path: path) }
    }

    /// A `let` with a value, by its name and each qualified name (`Layout.margin`, `View.Layout.margin`).
    private mutating func constant(_ variable: VariableDeclSyntax, path: [String]) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            if constants[name] == nil { constants[name] = value }
            for start in path.indices {
                constants[(path[start...] + [name]).joined(separator: ".")] = value
            }
        }
    }

    /// `UIView`, `UIKit.UIView`, `Base<T>`: the type's last simple name.
    static func typeName(_ type: TypeSyntax) -> String {
        if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    /// A controller, cell or view by its superclass (followed through the file's own classes),
    /// else by Swift's naming conventions for a base declared elsewhere.
    static func kind(of name: String, base: String?, _ superclasses: [String: String]) -> SceneKind {
        var current = base
        var seen: Set<String> = [name]
        while let type = current, !seen.contains(type) {
            seen.insert(type)
            if type.hasSuffix("ViewController") || type.hasSuffix("Controller") { return .controller }
            if type.hasSuffix("TableViewCell") { return .tableCell }
            if type.hasSuffix("Cell") { return .cell }
            if type.hasPrefix("UI") { return .view }
            current = superclasses[type]
        }
        if name.hasSuffix("Controller") { return .controller }
        if name.hasSuffix("TableViewCell") { return .tableCell }
        if name.hasSuffix("Cell") { return .cell }
        return .view
    }
}
