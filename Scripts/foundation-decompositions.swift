// Prints every Unicode scalar that Foundation's `decomposedStringWithCanonicalMapping` changes,
// one per line: the scalar and its decomposition, as hexadecimal UTF-16 code units
// ("105C9 D801 DDD2 0307" style: scalar value, then units). Run by
// generate-node-decompositions.mjs; not part of the package.
import Foundation

var output = ""
for value in UInt32(0)...0x10FFFF {
  guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
  let text = String(scalar)
  let decomposed = text.decomposedStringWithCanonicalMapping
  guard !decomposed.utf16.elementsEqual(text.utf16) else { continue }
  output += String(value, radix: 16, uppercase: true)
  for unit in decomposed.utf16 { output += " " + String(unit, radix: 16, uppercase: true) }
  output += "\n"
}
print(output, terminator: "")
