/// The modifier keys held with a navigation key, as xterm reports them (`ESC [ 1 ; 5 D` is
/// Ctrl-←: the parameter minus 1 is a bit set of Shift 1, Alt 2, Ctrl 4, Meta 8).
struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The bits.
  let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: Shift 1, Alt 2, Control 4.
  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Meta is reported as Alt).
  static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  static let control = KeyModifiers(rawValue: 4)

  /// The modifiers of an xterm modifier parameter (2 = Shift … 8 = Shift+Alt+Ctrl; Meta, 9 and
  /// up, counts as Alt).
  ///
  /// - Parameter parameter: The parameter; 1 or less (or none) is no modifier.
  init(xtermParameter parameter: Int) {
    guard parameter >= 2 else {
      self = []
      return
    }
    let bits = UInt8(truncatingIfNeeded: parameter - 1)
    var modifiers: KeyModifiers = KeyModifiers(rawValue: bits & 0b111)
    if bits & 0b1000 != 0 { modifiers.insert(.alt) }
    self = modifiers
  }
}
