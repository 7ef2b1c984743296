import Foundation
import Services

/// A bad command line or input file; the message says what and where.
struct TypeaheadError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// One record a person types towards, with the ways they type it.
struct TypeaheadTarget: Sendable {
  /// The target's position in its corpus's list in the file.
  var position: Int
  /// The record's position in the corpus file (informative; `correct` decides).
  var record: Int?
  /// The record's typed text, as the file gives it.
  var text: String
  /// Positions in the corpus file of the records that count as found.
  var correct: Set<Int>
  /// The ways of typing it (`exact`, `typo`, `surname`, … as the file names them), each with
  /// its prefixes.
  var variants: [String: TypeaheadVariant]
}

/// One way of typing a target: the prefixes searched, shortest first.
struct TypeaheadVariant: Sendable {
  /// The full text typed.
  var typed: String
  /// Every prefix searched, in typing order (the last is the full text).
  var prefixes: [String]
}

/// A target file: per corpus, the targets in file order.
struct TypeaheadTargets: Sendable {
  /// Targets per corpus named in the file (names of ``BuiltInCorpora``).
  var corpora: [String: [TypeaheadTarget]]

  /// The corpora of the file, in ``BuiltInCorpora``'s order.
  var corpusNames: [String] { BuiltInCorpora.names.filter { corpora[$0] != nil } }

  /// Reads a file in the shape of `../shared/typeahead/targets-public.json`: an object whose
  /// `corpora` maps corpus names (`books`, `movies`, `people`: ``BuiltInCorpora``) to an array of targets, each with `text`,
  /// `correct` (record positions), and `variants` (name → `{typed, prefixes}`); other fields
  /// are ignored.
  ///
  /// - Parameter path: The file.
  /// - Returns: The targets.
  /// - Throws: ``TypeaheadError`` naming the file, the place in it and the problem.
  static func load(fromFile path: String) throws(TypeaheadError) -> TypeaheadTargets {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw TypeaheadError("\(path): cannot read the file (\(error.localizedDescription))")
    }
    return try parse(data, source: path)
  }

  /// Parses a target file's JSON text.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - source: The name used in error messages.
  /// - Returns: The targets.
  /// - Throws: ``TypeaheadError`` naming the place and the problem.
  static func parse(_ data: Data, source: String) throws(TypeaheadError) -> TypeaheadTargets {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw TypeaheadError("\(source): \(explain(error))")
    } catch {
      throw TypeaheadError("\(source): \(error)")
    }
    var corpora: [String: [TypeaheadTarget]] = [:]
    for (name, entries) in file.corpora {
      guard BuiltInCorpora.names.contains(name) else {
        throw TypeaheadError(
          "\(source): unknown corpus \"\(name)\" (expected "
            + "\(BuiltInCorpora.names.joined(separator: ", ")))")
      }
      corpora[name] = try entries.enumerated().map { (position, entry) throws(TypeaheadError) in
        let place = "\(source): \(name) target \(position)"
        if entry.correct.isEmpty {
          throw TypeaheadError("\(place): \"correct\" is empty; name at least one record")
        }
        if let negative = entry.correct.first(where: { $0 < 0 }) {
          throw TypeaheadError("\(place): \"correct\" holds \(negative); positions are 0 or more")
        }
        var variants: [String: TypeaheadVariant] = [:]
        for (variantName, variant) in entry.variants {
          if variant.prefixes.isEmpty {
            throw TypeaheadError("\(place) variant \(variantName): \"prefixes\" is empty")
          }
          variants[variantName] = TypeaheadVariant(
            typed: variant.typed ?? variant.prefixes[variant.prefixes.count - 1],
            prefixes: variant.prefixes)
        }
        return TypeaheadTarget(
          position: position, record: entry.rec, text: entry.text ?? "",
          correct: Set(entry.correct), variants: variants)
      }
    }
    return TypeaheadTargets(corpora: corpora)
  }

  /// The fields of the file that the evaluator reads.
  private struct File: Decodable {
    var corpora: [String: [Entry]]
  }

  /// The fields of one target that the evaluator reads.
  private struct Entry: Decodable {
    var rec: Int?
    var text: String?
    var correct: [Int]
    var variants: [String: Variant]
  }

  /// The fields of one variant that the evaluator reads.
  private struct Variant: Decodable {
    var typed: String?
    var prefixes: [String]
  }

  /// Says where in the file a decoding error happened, in the file's own terms.
  private static func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      guard !path.isEmpty else { return "the top level" }
      return path.map { $0.intValue.map { "[\($0)]" } ?? "\"\($0.stringValue)\"" }
        .joined(separator: " ")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)): missing the field \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      return "\(place(context.codingPath)): expected \(type) (\(context.debugDescription))"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)): expected \(type), found null"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        : "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
