extension Shell {
  /// The hold on keys typed while the session is busy, over its terminal and input.
  var inputHold: InputHold { InputHold(terminal: environment.terminal, input: input) }
}
