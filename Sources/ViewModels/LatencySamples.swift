/// The most recent search durations, kept in a fixed-size ring so a long-running client does
/// not grow without bound.
package struct LatencySamples: Sendable {
  /// How many samples a view-model keeps.
  package static let defaultCapacity = 1000

  /// The maximum number of samples kept; older ones are overwritten.
  package let capacity: Int
  /// The kept samples, in no particular order.
  package private(set) var samples: [Duration] = []
  /// Where the next sample goes once the ring is full.
  private var nextSlot = 0

  /// Creates an empty ring.
  ///
  /// - Parameter capacity: The number of samples to keep; must be positive.
  package init(capacity: Int = Self.defaultCapacity) {
    precondition(capacity > 0, "LatencySamples capacity must be positive")
    self.capacity = capacity
    samples.reserveCapacity(capacity)
  }

  /// Adds a sample, overwriting the oldest one when full.
  ///
  /// - Parameter duration: The measured duration.
  package mutating func record(_ duration: Duration) {
    if samples.count < capacity {
      samples.append(duration)
    } else {
      samples[nextSlot] = duration
      nextSlot = (nextSlot + 1) % capacity
    }
  }

  /// Forgets every sample.
  package mutating func removeAll() {
    samples.removeAll(keepingCapacity: true)
    nextSlot = 0
  }

  /// The statistics over the kept samples.
  package var statistics: SearchLatencyStatistics {
    SearchLatencyStatistics(samples: samples)
  }
}
