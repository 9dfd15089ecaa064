#!/usr/bin/env python3
"""Type-check every Swift block of the README and the DocC articles, and run the ones that show output.

Usage: Tools/check-snippets.py [--build-path .build] [--jobs 2] [--keep DIR] [FILE.md ...]

Run it after `swift build` (`make docs-check` does both). Without files it reads README.md and
Sources/*/Documentation.docc/*.md.

Fences (the first word is the language, so GitHub and DocC still highlight them):

  ```swift            a whole program: it is type-checked on its own, as a main file, against the
                      package's built modules (swiftc -typecheck -I <build>/debug/Modules, Swift 6
                      mode, the package's upcoming features).
  ```swift continued  appended to the block before it in the same file, and checked with it.
  ```swift partial    deliberately partial (an excerpt of a builder, a declaration without its
                      context); it is counted and listed, not compiled. Say why in the text.
  ```swift apple      needs UIKit or SwiftUI; counted and listed, not compiled on Linux.

A checked block shows output when a line is `print(...)  // TEXT`: TEXT is the line the print
writes, and `// TEXT` lines right after it are the lines that follow. Such a block is linked
against the package's library objects, run, and its standard output compared with those
comments. `swift no-run` type-checks a block with such comments without running it.

Exit status: 0 when every block checks (and every run matches), 1 otherwise, 2 when the build
products are missing.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^(\s*)```(.*)$")
PRINT_WITH_OUTPUT = re.compile(r"^\s*print\(.*\)\s*//\s?(.*)$")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)?import\s+(\w+)")
COMMENT_LINE = re.compile(r"^\s*//\s?(.*)$")
SKIPPED_FLAGS = {"partial": "partial", "apple": "Apple platforms only"}
SWIFT_FLAGS = [
    "-swift-version", "6",
    "-enable-upcoming-feature", "ExistentialAny",
    "-enable-upcoming-feature", "MemberImportVisibility",
]


class Block:
    """One program to check: a fenced block and the `continued` blocks appended to it."""

    def __init__(self, path, line, flags):
        self.path, self.line, self.flags = path, line, set(flags)
        self.lines = []

    @property
    def name(self):
        return f"{os.path.relpath(self.path, ROOT)}:{self.line}"

    def expected_output(self):
        """The lines the block's prints write, from the comments beside and below them."""
        expected, following = [], False
        for text in self.lines:
            match = PRINT_WITH_OUTPUT.match(text)
            if match:
                expected.append(match.group(1).rstrip())
                following = True
            elif following and COMMENT_LINE.match(text):
                expected.append(COMMENT_LINE.match(text).group(1).rstrip())
            else:
                following = False
        return expected


def blocks_in(path):
    """Every Swift block of a Markdown file: (checked blocks, skipped blocks with their reason)."""
    checked, skipped = [], []
    current, inside, fence_indent = None, False, ""
    with open(path, encoding="utf-8") as file:
        for number, text in enumerate(file, start=1):
            text = text.rstrip("\n")
            fence = FENCE.match(text)
            if not inside and fence:
                inside, fence_indent = True, fence.group(1)
                words = fence.group(2).split()
                if not words or words[0] != "swift":
                    current = None
                    continue
                flags = words[1:]
                unknown = [flag for flag in flags if flag not in ("continued", "no-run", *SKIPPED_FLAGS)]
                if unknown:
                    sys.exit(f"{path}:{number}: error: unknown fence flag {unknown[0]!r}; use continued, partial, apple or no-run.")
                reason = next((SKIPPED_FLAGS[flag] for flag in flags if flag in SKIPPED_FLAGS), None)
                if reason:
                    skipped.append((f"{os.path.relpath(path, ROOT)}:{number}", reason))
                    current = None
                elif "continued" in flags:
                    if not checked or checked[-1].path != path:
                        sys.exit(f"{path}:{number}: error: a 'swift continued' block needs a checked Swift block before it in the same file.")
                    current = checked[-1]
                    current.flags |= set(flags) - {"continued"}
                else:
                    current = Block(path, number, flags)
                    checked.append(current)
            elif inside and text.strip() == "```":
                inside, current = False, None
            elif inside and current is not None:
                current.lines.append(text[len(fence_indent):] if text.startswith(fence_indent) else text)
    return checked, skipped


def library_targets():
    """The package's Swift library targets: name -> (the names of the targets it depends on, its source file names)."""
    description = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True,
        capture_output=True, text=True).stdout)
    return {target["name"]: (target.get("target_dependencies", []),
                             {os.path.basename(source) for source in target.get("sources", [])})
            for target in description["targets"]
            if target.get("type") == "library" and target.get("module_type") == "SwiftTarget"}


def objects_for(block, targets, build):
    """The object files of the library targets a block imports and of everything they depend on."""
    pending = [m.group(1) for m in (IMPORT.match(line) for line in block.lines) if m and m.group(1) in targets]
    needed = set()
    while pending:
        name = pending.pop()
        if name in needed:
            continue
        needed.add(name)
        pending += [dependency for dependency in targets[name][0] if dependency in targets]
    objects = []
    for name in sorted(needed):
        folder = os.path.join(build, f"{name}.build")
        # Only the objects of the target's current sources: a build folder keeps those of deleted files.
        sources = targets[name][1]
        objects += sorted(os.path.join(folder, file) for file in os.listdir(folder)
                          if file.endswith(".o") and file[:-2] in sources)
    return objects


def check(block, modules, targets, build, scratch):
    """Type-checks one block, then runs it when it shows output; returns a failure message or None."""
    source = os.path.join(scratch, re.sub(r"[^A-Za-z0-9]+", "-", block.name) + ".swift")
    with open(source, "w", encoding="utf-8") as file:
        file.write("\n".join(block.lines) + "\n")
    # A block with an @main type has no top-level code, and swiftc accepts @main only in a library file.
    mode = ["-parse-as-library"] if any(line.lstrip().startswith("@main") for line in block.lines) else []
    command = ["swiftc", "-typecheck", *SWIFT_FLAGS, *mode, "-I", modules, source]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return f"{block.name}: the block does not compile:\n{indent(result.stderr, source, block)}"
    expected = block.expected_output()
    if not expected or "no-run" in block.flags:
        return None
    program = source[:-len(".swift")]
    objects = objects_for(block, targets, build)
    link = subprocess.run(["swiftc", *SWIFT_FLAGS, *mode, "-I", modules, source, *objects, "-o", program],
                          capture_output=True, text=True)
    if link.returncode != 0:
        return f"{block.name}: the block compiles but does not link:\n{link.stderr}"
    try:
        run = subprocess.run([program], capture_output=True, text=True, timeout=60, cwd=scratch)
    except subprocess.TimeoutExpired:
        return f"{block.name}: the block did not finish within 60 s."
    actual = run.stdout.rstrip("\n").split("\n") if run.stdout else []
    if run.returncode != 0 or actual != expected:
        lines = [f"{block.name}: the block's output differs from its comments (exit status {run.returncode})."]
        for index in range(max(len(actual), len(expected))):
            want = expected[index] if index < len(expected) else "(nothing)"
            got = actual[index] if index < len(actual) else "(nothing)"
            if want != got:
                lines.append(f"  line {index + 1}: the comment says {want!r}\n          it printed       {got!r}")
        if run.stderr:
            lines.append(run.stderr)
        return "\n".join(lines)
    return None


def indent(diagnostics, source, block):
    """Points compiler diagnostics at the Markdown file's lines instead of the scratch file's."""
    first = block.line + 1

    def relocate(match):
        return f"{block.name.rsplit(':', 1)[0]}:{first + int(match.group(1)) - 1}"
    errors = [line for line in re.sub(re.escape(source) + r":(\d+)", relocate, diagnostics).splitlines()
              if ": error: " in line]
    shown = errors[:5] + ([f"... and {len(errors) - 5} more errors"] if len(errors) > 5 else [])
    return "\n".join("  " + line for line in shown)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-path", default=os.path.join(ROOT, ".build"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", help="write the extracted programs here and keep them")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()

    files = options.files or [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(folder, name)
        for folder in (os.path.join(ROOT, "Sources", module, "Documentation.docc")
                       for module in sorted(os.listdir(os.path.join(ROOT, "Sources"))))
        if os.path.isdir(folder)
        for name in os.listdir(folder) if name.endswith(".md"))
    build = os.path.join(options.build_path, "debug")
    modules = os.path.join(build, "Modules")
    if not os.path.isdir(modules):
        print(f"check-snippets: {modules} does not exist; run `swift build` first (make docs-check does).", file=sys.stderr)
        return 2

    checked, skipped = [], []
    for path in files:
        found, left = blocks_in(os.path.abspath(path))
        checked += found
        skipped += left
    targets = library_targets() if any(b.expected_output() and "no-run" not in b.flags for b in checked) else {}
    scratch = options.keep or tempfile.mkdtemp(prefix="check-snippets-")
    os.makedirs(scratch, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        failures = [f for f in pool.map(lambda b: check(b, modules, targets, build, scratch), checked) if f]

    ran = sum(1 for b in checked if b.expected_output() and "no-run" not in b.flags)
    for name, reason in skipped:
        print(f"skipped {name} ({reason})")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"check-snippets: {len(checked)} blocks type-checked ({ran} run and compared), "
          f"{len(skipped)} marked partial or Apple-only, {len(failures)} failed, in {len(files)} files.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
