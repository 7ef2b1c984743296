#!/usr/bin/env bash
# Platform check over the sources (Apple SDKs are not on the Linux CI machine, so nothing here
# compiles for Apple platforms; the check reads the manifest and the library modules instead).
#
#   bash .ci/platforms.sh               # check this checkout; exit 1 and list every finding
#   bash .ci/platforms.sh --root DIR    # check another tree (a Package.swift and its Sources/)
#   bash .ci/platforms.sh --self-test   # prove the check fails: run it on temporary copies of
#                                       # the manifest and the library modules, each with one
#                                       # violation injected, and on an unchanged copy
#
# What it checks, in the library modules (the targets of the manifest's `.library` products):
#   1. A platform module (Glibc, Musl, Bionic, Android, WinSDK, FoundationNetworking,
#      FoundationXML; Darwin, ObjectiveC, os) is imported only inside an `#if` branch whose
#      condition contains `canImport(ThatModule)`, and an `#if` block that imports a Linux C
#      library (Glibc, Musl, Bionic) has a branch importing Darwin: code that needs the C library
#      needs it on Apple platforms too.
#   2. Linux-only API (malloc_trim, mallinfo, /proc/, sched_getaffinity, get_nprocs, epoll_*,
#      inotify_*, eventfd, prctl, qualified `Glibc.`) appears only inside `#if os(Linux)` or
#      `#if canImport(Glibc|Musl|Bionic)` branches.
#   3. The manifest's `platforms:` names macOS, iOS, tvOS, watchOS and visionOS, and each floor
#      covers the APIs the library modules use (table FLOORS below: Mutex and Atomic, Observation,
#      String(validating:as:), clocks, ...). An API that needs more than the floor is accepted in
#      a file whose `@available` attributes name that platform at the API's version or later.
#
# And the import rule stated in Package.swift, in every Swift file of the repository (Sources,
# Tests, Examples, Benchmarks) and every manifest:
#   4. Every target of every manifest (Package.swift, Benchmarks/, Examples/*/) enables
#      `InternalImportsByDefault`, literally or through a settings array that does.
#   5. Imports are plain (`import X`, internal), or `public import X` / `package import X` where
#      a public or package declaration exposes X's types; no `internal`, `fileprivate` or
#      `private` import, no `@_exported` or `@_implementationOnly`; and `public`/`package`
#      imports only in the targets other targets import (the manifest's `.target`s: the library
#      modules and TestSupport); executables and tests import plainly. That a wider import is
#      needed, and only then, the compiler checks: a missing one is an error, an unneeded one a
#      warning, and CI fails on warnings.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PY'
import os, re, shutil, subprocess, sys, tempfile

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

# API -> (pattern over code with comments removed, floors for PLATFORMS in their order).
SWIFT_6_0 = ((15, 0), (18, 0), (18, 0), (11, 0), (2, 0))
OBSERVATION = ((14, 0), (17, 0), (17, 0), (10, 0), (1, 0))
SWIFT_5_7 = ((13, 0), (16, 0), (16, 0), (9, 0), (1, 0))
SWIFT_5_9 = ((14, 0), (17, 0), (17, 0), (10, 0), (1, 0))
SWIFT_6_2 = ((26, 0), (26, 0), (26, 0), (26, 0), (26, 0))
FLOORS = [
    ("Synchronization (Mutex, Atomic)", r"\bimport\s+Synchronization\b|\bMutex\s*[<(]|\bAtomic\s*[<(]", SWIFT_6_0),
    ("String(validating:as:)", r"\bString\s*\(\s*validating\s*:", SWIFT_6_0),
    ("Int128/UInt128", r"\bU?Int128\b", SWIFT_6_0),
    ("Observation (@Observable)", r"\bimport\s+Observation\b|@Observable\b|\bwithObservationTracking\b", OBSERVATION),
    ("Observations (async sequence)", r"\bObservations\s*[{(]", SWIFT_6_2),
    ("Clock, Duration, Task.sleep(for:)", r"\b(Continuous|Suspending)Clock\b|\bany\s+Clock\b|\bDuration\b|\bTask\.sleep\s*\(\s*(for|until)\s*:", SWIFT_5_7),
    ("Regex", r"\bRegex\s*[<(]|#/", SWIFT_5_7),
    ("discarding task groups", r"\bwith(Throwing)?DiscardingTaskGroup\b", SWIFT_5_9),
    ("InlineArray", r"\bInlineArray\s*<", SWIFT_6_2),
    ("Task.immediate", r"\bTask\.immediate\b|\bimmediate\s*\{", SWIFT_6_2),
]

PLATFORM_MODULES = {
    "Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "FoundationNetworking",
    "FoundationXML", "Darwin", "ObjectiveC", "os",
}
LINUX_C_LIBRARIES = {"Glibc", "Musl", "Bionic"}
LINUX_ONLY_API = re.compile(
    r"\bmalloc_trim\b|\bmallinfo2?\b|/proc/|\bsched_getaffinity\b|\bget_nprocs\b|\bepoll_\w+|"
    r"\binotify_\w+|\beventfd\b|\bprctl\b|\bGlibc\.")
LINUX_GUARD = re.compile(r"\bos\s*\(\s*Linux\s*\)|\bcanImport\s*\(\s*(Glibc|Musl|Bionic)\s*\)")
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][\w]*)")


def strip_comments(text):
    """The text with // and /* */ comments blanked (line numbers kept); strings are left alone."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def manifest_floors(manifest):
    """{platform: (major, minor)} from the manifest's `platforms:` array."""
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", manifest, re.S)
    floors = {}
    if not match:
        return floors
    for name, version in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\s*\(\s*([^)]*)\)", match.group(1)):
        numbers = re.findall(r"\d+", version)
        if numbers:
            floors[name] = (int(numbers[0]), int(numbers[1]) if len(numbers) > 1 else 0)
    return floors


def library_targets(manifest):
    targets = []
    for body in re.findall(r"\.library\s*\((.*?)\)\s*,?\s*\n", manifest, re.S):
        listed = re.search(r"targets\s*:\s*\[(.*?)\]", body, re.S)
        if listed:
            targets += re.findall(r'"([^"]+)"', listed.group(1))
    return sorted(set(targets))


def available_versions(code):
    """The highest version each platform is given by the file's @available attributes."""
    found = {}
    for body in re.findall(r"@available\s*\((.*?)\)", code, re.S):
        for name, major, minor in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+)(?:\.(\d+))?", body):
            version = (int(major), int(minor or 0))
            found[name] = max(found.get(name, (0, 0)), version)
    return found


def check_conditionals(path, code, findings):
    """Platform-module imports and Linux-only API against the #if branches around them."""
    # Each open #if is a list of branches; a branch is [condition text, imported modules].
    stack = []
    for number, line in enumerate(code.split("\n"), 1):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        if directive:
            kind, rest = directive.group(1), directive.group(2).strip()
            if kind == "if":
                stack.append([[rest, set()]])
            elif not stack:
                findings.append(f"{path}:{number}: #{kind} without #if")
            elif kind in ("elseif", "else"):
                stack[-1].append([rest if kind == "elseif" else "else", set()])
            else:
                block = stack.pop()
                imported = set().union(*(branch[1] for branch in block))
                if imported & LINUX_C_LIBRARIES and "Darwin" not in imported:
                    findings.append(
                        f"{path}:{number}: this #if block imports {', '.join(sorted(imported & LINUX_C_LIBRARIES))}"
                        " but no branch imports Darwin (add `#elseif canImport(Darwin)` / `import Darwin`)")
            continue
        conditions = [block[-1][0] for block in stack]
        imported = IMPORT.match(line)
        if imported and imported.group(1) in PLATFORM_MODULES:
            module = imported.group(1)
            guarded = any(re.search(r"\bcanImport\s*\(\s*" + module + r"\s*[,)]", c) for c in conditions)
            if not guarded:
                findings.append(
                    f"{path}:{number}: `import {module}` is not inside `#if canImport({module})`")
            if stack:
                stack[-1][-1][1].add(module)
        elif LINUX_ONLY_API.search(line) and not any(LINUX_GUARD.search(c) for c in conditions):
            findings.append(
                f"{path}:{number}: Linux-only API `{LINUX_ONLY_API.search(line).group(0)}` outside "
                "`#if os(Linux)` or `#if canImport(Glibc)`")
    if stack:
        findings.append(f"{path}: #if without #endif")


FEATURE = "InternalImportsByDefault"
TARGET_START = re.compile(r"\.(?:target|executableTarget|testTarget|macro|plugin)\s*\(")
ACCESS_IMPORT = re.compile(
    r"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)(?:(public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)")


def manifests(root):
    found = ["Package.swift"]
    for folder in ("Benchmarks", "Examples"):
        base = os.path.join(root, folder)
        if not os.path.isdir(base):
            continue
        for current, names, files in os.walk(base):
            names[:] = [n for n in names if not n.startswith(".")]
            if "Package.swift" in files:
                found.append(os.path.relpath(os.path.join(current, "Package.swift"), root))
    return sorted(found)


def swift_files(root):
    for folder in ("Sources", "Tests", "Examples", "Benchmarks"):
        base = os.path.join(root, folder)
        for current, names, files in os.walk(base):
            names[:] = sorted(n for n in names if not n.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift") and name != "Package.swift":
                    yield os.path.relpath(os.path.join(current, name), root)


def regular_target_folders(root):
    """The folders of the root manifest's `.target`s (not executables, tests or plugins)."""
    manifest = strip_comments(open(os.path.join(root, "Package.swift"), encoding="utf-8").read())
    folders = []
    starts = [m.start() for m in TARGET_START.finditer(manifest)]
    for start, end in zip(starts, starts[1:] + [len(manifest)]):
        segment = manifest[start:end]
        if not segment.startswith(".target"):
            continue
        name = re.search(r'name\s*:\s*"([^"]+)"', segment)
        path = re.search(r'path\s*:\s*"([^"]+)"', segment)
        if name:
            folders.append((path.group(1) if path else os.path.join("Sources", name.group(1))).rstrip("/") + os.sep)
    return tuple(folders)


def target_folder(manifest, target):
    """The folder of the manifest's target named `target`: its `path:`, else Sources/<target>."""
    manifest = strip_comments(manifest)
    starts = [m.start() for m in TARGET_START.finditer(manifest)]
    for start, end in zip(starts, starts[1:] + [len(manifest)]):
        segment = manifest[start:end]
        name = re.search(r'name\s*:\s*"([^"]+)"', segment)
        if name and name.group(1) == target:
            path = re.search(r'path\s*:\s*"([^"]+)"', segment)
            if path:
                return path.group(1).rstrip("/")
    return os.path.join("Sources", target)


def check_import_rule(root, findings):
    for path in manifests(root):
        manifest = strip_comments(open(os.path.join(root, path), encoding="utf-8").read())
        with_feature = {
            name for name, body in re.findall(r"let\s+(\w+)\s*:\s*\[SwiftSetting\]\s*=\s*\[(.*?)\]", manifest, re.S)
            if FEATURE in body}
        starts = [m.start() for m in TARGET_START.finditer(manifest)]
        for start, end in zip(starts, starts[1:] + [len(manifest)]):
            segment = manifest[start:end]
            name = re.search(r'name\s*:\s*"([^"]+)"', segment)
            if FEATURE not in segment and not any(re.search(r"\b" + v + r"\b", segment) for v in with_feature):
                findings.append(
                    f"{path}: target {name.group(1) if name else '?'} does not enable {FEATURE} "
                    "(the import rule: add it, or the settings array that has it)")
    exporting_folders = regular_target_folders(root)
    for path in swift_files(root):
        code = strip_comments(open(os.path.join(root, path), encoding="utf-8").read())
        for number, line in enumerate(code.split("\n"), 1):
            match = ACCESS_IMPORT.match(line)
            if not match:
                continue
            attributes, level, module = match.groups()
            if level in ("internal", "fileprivate", "private"):
                findings.append(f"{path}:{number}: `{level} import {module}`: write `import {module}` (internal by default)")
            if level in ("public", "package") and not path.startswith(exporting_folders):
                findings.append(
                    f"{path}:{number}: `{level} import {module}` outside a library module or TestSupport: "
                    f"write `import {module}`")
            for attribute in ("@_exported", "@_implementationOnly"):
                if attribute in attributes:
                    findings.append(f"{path}:{number}: `{attribute} import {module}` breaks the import rule")


def check(root):
    findings = []
    manifest_path = os.path.join(root, "Package.swift")
    manifest = open(manifest_path, encoding="utf-8").read()
    floors = manifest_floors(manifest)
    for platform in PLATFORMS:
        if platform not in floors:
            findings.append(f"Package.swift: `platforms:` has no {platform} floor")
    targets = library_targets(manifest)
    if not targets:
        findings.append("Package.swift: no .library products found")
    files = 0
    for target in targets:
        folder_name = target_folder(manifest, target)
        directory = os.path.join(root, folder_name)
        if not os.path.isdir(directory):
            findings.append(f"{folder_name}: the library target's directory is missing")
            continue
        for folder, _, names in sorted(os.walk(directory)):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                files += 1
                full = os.path.join(folder, name)
                path = os.path.relpath(full, root)
                code = strip_comments(open(full, encoding="utf-8").read())
                check_conditionals(path, code, findings)
                granted = available_versions(code)
                for api, pattern, needs in FLOORS:
                    if not re.search(pattern, code):
                        continue
                    for platform, need in zip(PLATFORMS, needs):
                        have = floors.get(platform)
                        if have is None or have >= need:
                            continue
                        if granted.get(platform, (0, 0)) >= need:
                            continue
                        findings.append(
                            f"{path}: uses {api}, which needs {platform} {need[0]}.{need[1]}; "
                            f"the manifest's floor is {have[0]}.{have[1]} and the file has no "
                            f"@available({platform} {need[0]}, ...)")
    check_import_rule(root, findings)
    return findings, targets, files


def run(root):
    findings, targets, files = check(root)
    for finding in findings:
        print(f"platforms: {finding}", file=sys.stderr)
    if findings:
        print(f"platforms: {len(findings)} problem(s) in {root}", file=sys.stderr)
        return 1
    print(f"platforms: ok ({files} files in {', '.join(targets)}; floors "
          + ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in manifest_floors(open(os.path.join(root, 'Package.swift')).read()).items())
          + ")")
    return 0


def self_test():
    targets = library_targets(open("Package.swift", encoding="utf-8").read())
    first = target_folder(open("Package.swift", encoding="utf-8").read(), targets[0])
    victim = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(first) for name in names if name.endswith(".swift"))[0]

    def prepend(text):
        return lambda tree: edit(os.path.join(tree, victim), lambda s: text + s)

    def manifest(old, new):
        return lambda tree: edit(os.path.join(tree, "Package.swift"), lambda s: s.replace(old, new, 1))

    def other_manifest(path, old, new):
        return lambda tree: edit(os.path.join(tree, path), lambda s: s.replace(old, new, 1))

    def other(folder, text):
        def apply(tree):
            first_file = sorted(
                os.path.join(current, name)
                for current, _, names in os.walk(os.path.join(tree, folder)) for name in names if name.endswith(".swift"))[0]
            edit(first_file, lambda s: text + s)
        return apply

    def edit(path, change):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        changed = change(text)
        if changed == text:
            sys.exit(f"self-test: the injection left {path} unchanged")
        with open(path, "w", encoding="utf-8") as f:
            f.write(changed)

    cases = [
        ("an unguarded `import Glibc`", prepend("import Glibc\n"), "is not inside `#if canImport(Glibc)`"),
        ("`import Glibc` behind #if os(Linux)", prepend("#if os(Linux)\nimport Glibc\n#endif\n"), "is not inside `#if canImport(Glibc)`"),
        ("`import Glibc` behind canImport with no Darwin branch", prepend("#if canImport(Glibc)\nimport Glibc\n#endif\n"), "no branch imports Darwin"),
        ("`import Glibc` in the #else of a canImport(Darwin) block", prepend("#if canImport(Darwin)\nimport Darwin\n#else\nimport Glibc\n#endif\n"), "is not inside `#if canImport(Glibc)`"),
        ("an unguarded `import FoundationNetworking`", prepend("import FoundationNetworking\n"), "is not inside `#if canImport(FoundationNetworking)`"),
        ("an unguarded malloc_trim call", prepend("func trim() { _ = malloc_trim(0) }\n"), "Linux-only API `malloc_trim`"),
        ("an iOS floor below Mutex's", manifest(".iOS(.v18)", ".iOS(.v17)"), "needs iOS 18.0"),
        ("a macOS floor below Mutex's", manifest(".macOS(.v15)", ".macOS(.v14)"), "needs macOS 15.0"),
        ("a visionOS floor below Mutex's", manifest(".visionOS(.v2)", ".visionOS(.v1)"), "needs visionOS 2.0"),
        ("no watchOS floor", manifest(", .watchOS(.v11)", ""), "has no watchOS floor"),
        ("an API above the floors without @available", prepend("func later() { let _: InlineArray<2, Int> = [1, 2] }\n"), "uses InlineArray, which needs macOS 26.0"),
        ("an `internal import`", prepend("internal import Foundation\n"), "`internal import Foundation`: write `import Foundation`"),
        ("an `@_exported import`", prepend("@_exported import Foundation\n"), "`@_exported import Foundation` breaks"),
        ("a `public import` in an executable", other("Sources/BookShell", "public import FuseCore\n"), "outside a library module"),
        ("a `public import` in a test", other("Tests/FuseCoreTests", "public import FuseCore\n"), "outside a library module"),
        ("a `private import`", prepend("private import Foundation\n"), "`private import Foundation`: write"),
        ("a manifest without InternalImportsByDefault in its shared settings", manifest('  .enableUpcomingFeature("InternalImportsByDefault"),\n', ""), "does not enable InternalImportsByDefault"),
        ("a target without the shared settings", manifest('.target(name: "FuseCore", swiftSettings: strictSettings)', '.target(name: "FuseCore")'), "target FuseCore does not enable"),
        ("a benchmark target without InternalImportsByDefault", other_manifest("Benchmarks/Package.swift", '.enableUpcomingFeature("InternalImportsByDefault"),\n', ""), "Benchmarks/Package.swift: target"),
    ]
    accepted = [
        ("`import Glibc` behind canImport with a Darwin branch",
         prepend("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n")),
        ("an API above the floors with @available",
         prepend("@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)\nfunc later() { let _: InlineArray<2, Int> = [1, 2] }\n")),
    ]
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        def fresh():
            tree = os.path.join(scratch, "tree")
            shutil.rmtree(tree, ignore_errors=True)
            for relative in manifests(".") + list(swift_files(".")):
                os.makedirs(os.path.dirname(os.path.join(tree, relative)) or tree, exist_ok=True)
                shutil.copy(relative, os.path.join(tree, relative))
            return tree

        def outcome(tree):
            findings, _, _ = check(tree)
            return findings

        if outcome(fresh()):
            print("self-test: the unchanged copy does not pass, so the cases prove nothing", file=sys.stderr)
            return 1
        for description, inject, expected in cases:
            tree = fresh()
            inject(tree)
            findings = outcome(tree)
            if not any(expected in f for f in findings):
                print(f"self-test: FAILED to catch {description} (wanted {expected!r}; got {findings})", file=sys.stderr)
                failed += 1
            else:
                print(f"self-test: caught {description}")
        for description, inject in accepted:
            tree = fresh()
            inject(tree)
            findings = outcome(tree)
            if findings:
                print(f"self-test: wrongly rejected {description}: {findings}", file=sys.stderr)
                failed += 1
            else:
                print(f"self-test: accepted {description}")
    if failed:
        return 1
    print(f"self-test: ok ({len(cases)} violations caught, {len(accepted)} allowed forms accepted)")
    return 0


args = sys.argv[1:]
if args == ["--self-test"]:
    sys.exit(self_test())
if len(args) == 2 and args[0] == "--root":
    sys.exit(run(args[1]))
if not args:
    sys.exit(run("."))
print("usage: bash .ci/platforms.sh [--root DIR | --self-test]", file=sys.stderr)
sys.exit(2)
PY
