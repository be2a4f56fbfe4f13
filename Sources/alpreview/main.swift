import AlpreviewCommands
import Foundation

exit(await Alpreview.main(arguments: Array(CommandLine.arguments.dropFirst())))
