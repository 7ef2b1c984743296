import FuseCore

/// The prefix tree of a sorted list of distinct texts, flat: every prefix of every text is a
/// node, numbered in depth-first order (a node before its children), so that walking the
/// numbers backwards meets every child before its parent.
///
/// It answers one question (``claims(weights:share:)``): which prefixes each text should claim
/// so that the most texts are first from within a share of their length (``PrefixClaims``).
struct PrefixTree {
  /// Per node: its parent (-1 for the root, node 0, the empty prefix).
  private var parent: [Int32] = [-1]
  /// Per node: its length (the root's is 0).
  private var depth: [Int32] = [0]
  /// Per node: its first child, or -1.
  private var firstChild: [Int32] = [-1]
  /// Per node: its next sibling, or -1.
  private var nextSibling: [Int32] = [-1]
  /// Per node: the text that is exactly this prefix, or -1.
  private var wholeText: [Int32] = [-1]
  /// Per node: whether it ends inside the last word of some text below it.
  private var inLastWord: [Bool] = [false]
  /// Per node: whether no text may claim it (``blockWord(_:)``).
  private var blocked: [Bool] = [false]
  /// Per node: the last scalar of its prefix, lower-cased without diacritics as ``TextWords``
  /// has it (0 for the root).
  private var foldedScalar: [UInt32] = [0]
  /// Per text: its node.
  private var leaf: [Int32] = []
  /// The texts.
  private let texts: [ArraySlice<UInt32>]
  /// Per text: where its last word starts (0 when it has none).
  private var lastWordStart: [Int] = []

  /// The tree of `texts`, which must be sorted and distinct.
  ///
  /// - Complexity: O(*n*) in the total length of the texts.
  init(_ texts: [ArraySlice<UInt32>]) {
    self.init(texts, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// The tree of `texts` (sorted and distinct), built with `checkpoint` called every
  /// `BuildCheckpoint.interval` texts; an error it throws stops the build and is rethrown.
  init<Failure: Error>(_ texts: [ArraySlice<UInt32>], checkpoint: BuildCheckpoint<Failure>)
    throws(Failure)
  {
    self.texts = texts
    // At most one node per scalar, and the root.
    let most = texts.reduce(1) { $0 + $1.count }
    parent.reserveCapacity(most)
    depth.reserveCapacity(most)
    firstChild.reserveCapacity(most)
    nextSibling.reserveCapacity(most)
    wholeText.reserveCapacity(most)
    inLastWord.reserveCapacity(most)
    blocked.reserveCapacity(most)
    foldedScalar.reserveCapacity(most)
    leaf.reserveCapacity(texts.count)
    lastWordStart.reserveCapacity(texts.count)
    var path: [Int32] = [0]
    var previous: ArraySlice<UInt32> = []
    var folds: [UInt32: UInt32] = [:]
    var untilCheck = checkpoint.interval
    for (number, text) in texts.enumerated() {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      var common = 0
      while common < previous.count, common < text.count,
        previous[previous.startIndex + common] == text[text.startIndex + common]
      {
        common += 1
      }
      path.removeLast(path.count - (common + 1))
      for length in common..<text.count {
        let node = Int32(parent.count)
        let above = path[path.count - 1]
        parent.append(above)
        depth.append(Int32(length + 1))
        firstChild.append(-1)
        nextSibling.append(firstChild[Int(above)])
        firstChild[Int(above)] = node
        wholeText.append(-1)
        inLastWord.append(false)
        blocked.append(false)
        let scalar = text[text.startIndex + length]
        if scalar < 0x80 {
          foldedScalar.append(scalar)
        } else if let folded = folds[scalar] {
          foldedScalar.append(folded)
        } else {
          let folded = Self.folded(scalar)
          folds[scalar] = folded
          foldedScalar.append(folded)
        }
        path.append(node)
      }
      let node = path[path.count - 1]
      leaf.append(node)
      wholeText[Int(node)] = Int32(number)
      previous = text
      // The last word: the prefixes that end inside it or at its end (a name's last word is
      // the one before a generational suffix, so both count).
      let (start, end) = Self.lastWord(of: text)
      lastWordStart.append(start - text.startIndex)
      var above = Int(node)
      while Int(depth[above]) > end - text.startIndex { above = Int(parent[above]) }
      while Int(depth[above]) > start - text.startIndex {
        inLastWord[above] = true
        above = Int(parent[above])
      }
    }
  }

  /// Where the last word of `text` starts and ends; after two words or more, a last word that
  /// is a generational suffix ("jr", "sr", "ii", "iii", "iv") joins the word before it.
  static func lastWord(of text: ArraySlice<UInt32>) -> (start: Int, end: Int) {
    func word(endingAt limit: Int) -> (start: Int, end: Int) {
      var end = limit
      while end > text.startIndex, !PrefixClaims.isWord(text[end - 1]) { end -= 1 }
      var start = end
      while start > text.startIndex, PrefixClaims.isWord(text[start - 1]) { start -= 1 }
      return (start, end)
    }
    let last = word(endingAt: text.endIndex)
    guard TextWords.generationalSuffixes.contains(Array(text[last.start..<last.end])) else {
      return last
    }
    let before = word(endingAt: last.start)
    let earlier = word(endingAt: before.start)
    guard before.start < before.end, earlier.start < earlier.end else { return last }
    return (before.start, last.end)
  }

  /// Marks the prefix that is exactly `word` (lower-cased, without diacritics or apostrophes, as
  /// ``TextWords`` has it) as claimed by none: a prefix whose accents or apostrophes the word
  /// lacks ("o'neil" for "oneil") is marked too.
  ///
  /// - Complexity: O(*w*·*b*) for *w* letters and *b* children per node.
  mutating func blockWord(_ word: ArraySlice<UInt32>) {
    var pending = [(node: 0, position: word.startIndex)]
    while let (node, position) = pending.popLast() {
      guard position < word.endIndex else {
        if node > 0 { blocked[node] = true }
        continue
      }
      var child = Int(firstChild[node])
      while child >= 0 {
        let value = foldedScalar[child]
        if value == 0x27 || value == 0x2019 {
          if position > word.startIndex { pending.append((child, position)) }
        } else if value == word[position] {
          pending.append((child, position + 1))
        }
        child = Int(nextSibling[child])
      }
    }
  }

  /// A scalar lower-cased without its diacritics, as ``TextWords`` has it (itself when that is
  /// not one scalar): what ``blockWord(_:)`` matches a word's scalars against.
  static func folded(_ value: UInt32) -> UInt32 {
    guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return value }
    let scalars = TextWords.normalization.normalize(String(Character(scalar))).unicodeScalars
    return scalars.count == 1 ? scalars.first?.value ?? value : value
  }

  /// The claims that put the most texts first from within `share` of their length, and then
  /// save the most typing.
  ///
  /// A text of length *n* that claims every prefix from *j* to itself is first from *j*
  /// keystrokes on; it counts when *j* ≤ ⌊`share`·*n*⌋. The claims maximise, first, the weight
  /// of the texts that count (its weight is how many records have the text) and then the weight
  /// times the share of each text left untyped, (*n* − *j*) / *n*, summed. A text may not claim
  /// a prefix another text is exactly, nor one that ends inside another text's last word (a
  /// letter or digit ends it) unless the prefix ends inside its own last word too; claims start
  /// at 2 letters or more.
  ///
  /// - Parameters:
  ///   - weights: Per text, how much it counts.
  ///   - share: The share of a text's length within which it should be first.
  /// - Returns: Per text, the length of the shortest prefix it claims, or -1 for none.
  /// - Complexity: O(*n*) in the total length of the texts.
  func claims(weights: [Int], share: Double) -> [Int32] {
    claims(weights: weights, share: share, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// ``claims(weights:share:)``, with `checkpoint` called every `BuildCheckpoint.interval`
  /// nodes weighed; an error it throws stops the work and is rethrown.
  func claims<Failure: Error>(
    weights: [Int], share: Double, checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) -> [Int32] {
    let nodes = parent.count
    // best: the most value claimable in a node's subtree; below: the sum over its children.
    var best = [Int](repeating: 0, count: nodes)
    var below = [Int](repeating: 0, count: nodes)
    var choice = [Int32](repeating: -1, count: nodes)
    // The texts that may still claim from a node up, per node a list linked through `next`
    // (`first` is its head); `path[t]` is the worth of text t's claimed path below the node,
    // less what its subtrees would claim without it.
    var first = [Int32](repeating: -1, count: nodes)
    var next = [Int32](repeating: -1, count: texts.count)
    var path = [Int](repeating: 0, count: texts.count)
    var untilCheck = checkpoint.interval
    for node in stride(from: nodes - 1, through: 1, by: -1) {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      var head: Int32 = -1
      var tail: Int32 = -1
      var value = below[node]
      let length = Int(depth[node])
      // Text `text` may claim from this node up: weigh its claim from here, and keep it.
      func claimable(_ text: Int) {
        if length >= 2 {
          let claimed =
            path[text]
            + Self.worth(
              weight: weights[text], start: length, length: texts[text].count, share: share)
          if claimed > value {
            value = claimed
            choice[node] = Int32(text)
          }
        }
        next[text] = -1
        if tail >= 0 { next[Int(tail)] = Int32(text) } else { head = Int32(text) }
        tail = Int32(text)
      }
      if wholeText[node] >= 0 {
        let text = Int(wholeText[node])
        path[text] = below[node]
        claimable(text)
      }
      var child = Int(firstChild[node])
      while child >= 0 {
        var text = Int(first[child])
        while text >= 0 {
          let following = Int(next[text])
          if mayClaim(node, text) {
            path[text] += below[node] - best[child]
            claimable(text)
          }
          text = following
        }
        child = Int(nextSibling[child])
      }
      first[node] = head
      best[node] = value
      below[Int(parent[node])] += value
    }
    // Follow the choices down from the root.
    var starts = [Int32](repeating: -1, count: texts.count)
    var pending: [Int] = []
    pushChildren(of: 0, except: -1, onto: &pending)
    while let node = pending.popLast() {
      let text = Int(choice[node])
      guard text >= 0 else {
        pushChildren(of: node, except: -1, onto: &pending)
        continue
      }
      starts[text] = depth[node]
      var step = Int(leaf[text])
      pushChildren(of: step, except: -1, onto: &pending)
      while step != node {
        let above = Int(parent[step])
        pushChildren(of: above, except: step, onto: &pending)
        step = above
      }
    }
    return starts
  }

  /// What a text of `length` letters and `weight` records is worth when first from `start`
  /// letters on: a unit of 2³² when that is within `share` of it, plus the share left untyped
  /// in 1024ths (so that below four million records, no saving of typing outweighs one more
  /// record found within its share).
  static func worth(weight: Int, start: Int, length: Int, share: Double) -> Int {
    let within = Double(start) <= share * Double(length) + 1e-9
    return weight * ((within ? 1 << 32 : 0) + 1024 * (length - start) / max(1, length))
  }

  /// Whether text `text` may claim prefix `node` (one of its own, shorter than itself).
  private func mayClaim(_ node: Int, _ text: Int) -> Bool {
    if wholeText[node] >= 0 || blocked[node] { return false }
    let prefix = Int(depth[node])
    let own = texts[text]
    let endsInWord = PrefixClaims.isWord(own[own.startIndex + prefix - 1])
    return !(endsInWord && prefix <= lastWordStart[text] && inLastWord[node])
  }

  /// Appends the children of `node` but `except` to `pending`.
  private func pushChildren(of node: Int, except: Int, onto pending: inout [Int]) {
    var child = Int(firstChild[node])
    while child >= 0 {
      if child != except { pending.append(child) }
      child = Int(nextSibling[child])
    }
  }
}
