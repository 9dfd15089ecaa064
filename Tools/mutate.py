#!/usr/bin/env python3
"""Mutation testing for Switchyard: one small change at a time, then the module's tests.

For every file given, the script finds each place an operator below applies (outside comments
and string literals), applies that one change, builds the module's tests, runs
`swift test --skip-build --filter FILTER`, and restores the file.
A mutant is killed when a test fails ("killed"), or when it does not build ("killed (build)",
which includes a mutant that only adds a warning, since warnings are errors here); it
survives when every test passes. The script prints each survivor with its file, line and change,
and a score per file and in total.

Only the module's test targets and what they depend on are built (SWITCHYARD_ONLY, read by
Package.swift), in a scratch path of their own (.build-mutate) without debug information, so a
mutant rebuilds one library, its test target and whatever between them depends on the library —
not the sample app and the tools. The test targets are the FILTER's `...Tests` names unless
--targets names them. A test run that outlives --timeout is ended with its whole process tree
(.ci/time-limit) and counts as killed.

    python3 Tools/mutate.py --filter ServiceLocatorTests Sources/ServiceLocator/TestContext/TestContextDetection.swift
    python3 Tools/mutate.py --filter FlowCoreTests --max 20 Sources/FlowCore/Navigation/Navigator+History.swift
    python3 Tools/mutate.py --filter FlowCoreTests --list Sources/FlowCore/Navigation/*.swift
    python3 Tools/mutate.py --filter FlowCoreTests --lines 62,98 Sources/FlowCore/Navigation/Navigator+History.swift

Operators: `<` and `<=`, `>` and `>=`, `==` and `!=`, `+ 1` and `- 1`, `true` and `false`,
`&&` and `||`. The file is restored after every mutant and when the script is interrupted.

--semantic adds what a person writing mutants by hand does (`--only` keeps some kinds):
  delete    a statement that is a call or an assignment (a call may span lines; the only
            statement of a switch case becomes `break`; a stored property an initializer sets
            and the value a body returns are left alone, since they would not build);
  exit      a `guard … else { … }` or an `if … { return/throw/continue/break }` removed whole
            (not one that binds a value: `guard let`);
  return    `return;` at the start of a function that returns nothing, `return true;` and
            `return false;` for one returning Bool, `return nil;` for an optional;
  swap      two adjacent one-line statements at the same indentation (not two assignments that
            do not read each other, which is always equivalent);
  constant  an integer literal of 2 or more, one less.
Build with --allow-warnings for these: deleting a statement often leaves an unused value, which
is a warning, and the mutant should still run.

--suite measures a mutant as the hidden, hand-written sets are judged: the module's own tests
first, then (only if they all pass) every other test target that depends on the module, in a
second scratch path (--suite-scratch-path, default SCRATCH-suite). --results appends one JSON
line per mutant; `--summary FILE...` prints scores per file and per module from such files.

    python3 Tools/mutate.py --semantic --suite --allow-warnings --exclude MiniAppTests \
        --results flowplugins.jsonl Sources/FlowPlugins/Registry/*.swift
    python3 Tools/mutate.py --summary flowplugins.jsonl
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

# The last build or test run's output, for a look at why a mutant died: the scratch path's name + ".log".
LOG = ".build-mutate.log"

# (pattern, replacement) pairs; each match of a pattern is one mutant.
OPERATORS = [
    (r"(?<![<=>!])<=(?!=)", "<"),
    (r"(?<![<=>!-])<(?![<=])", "<="),
    (r"(?<![<=>!-])>=(?!=)", ">"),
    (r"(?<![<=>!-])>(?![>=])", ">="),
    (r"(?<![=!<>])==(?!=)", "!="),
    (r"(?<![=!<>])!=(?!=)", "=="),
    (r"\+ 1\b", "- 1"),
    (r"- 1\b", "+ 1"),
    (r"\btrue\b", "false"),
    (r"\bfalse\b", "true"),
    (r"&&", "||"),
    (r"\|\|", "&&"),
]


def code_spans(line):
    """The parts of a line that are code: not a comment, not inside a string literal."""
    spans, start, in_string, i = [], 0, False, 0
    while i < len(line):
        if not in_string and line.startswith("//", i):
            break
        if line[i] == '"' and (i == 0 or line[i - 1] != "\\"):
            if not in_string:
                spans.append((start, i))
            else:
                start = i + 1
            in_string = not in_string
        i += 1
    if not in_string:
        spans.append((start, i))
    return spans


def skip_line(line):
    """Lines where a change means nothing: imports, comments, attributes and compiler directives."""
    return line.strip().startswith(("import ", "//", "@", "#"))


def mutants(text):
    """Every (line number, start, end, original, replacement) in the text."""
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        if skip_line(line):
            continue
        for start, end in code_spans(line):
            segment = line[start:end]
            for pattern, replacement in OPERATORS:
                for match in re.finditer(pattern, segment):
                    # `<` and `>` in generic parameter lists (Array<Int>, -> T) are not comparisons.
                    if match.group(0) in ("<", ">", "<=", ">=") and not re.search(
                        r"\s" + re.escape(match.group(0)) + r"\s", segment[max(0, match.start() - 1) : match.end() + 1]
                    ):
                        continue
                    found.append((number, start + match.start(), start + match.end(), match.group(0), replacement))
    return found


# Semantic operators (--semantic): what a person writing a mutant by hand does.
KEYWORDS = (
    "let ", "var ", "func ", "return", "throw ", "break", "continue", "case ", "default", "if ", "guard ",
    "else", "for ", "while ", "switch ", "repeat", "do ", "do{", "catch", "defer", "}", "{", ")", "]", "init(",
    "init<", "deinit", "public ", "private ", "internal ", "fileprivate ", "package ", "static ", "final ",
    "class ", "struct ", "enum ", "extension ", "protocol ", "typealias ", "import ", "@", "#", "//", "/*", "*",
    "subscript", "nonisolated ", "override ", "mutating ", "lazy ", "weak ", "unowned ", "open ",
    "associatedtype ", "where ", "fallthrough", "yield", "get ", "get{", "set ", "set{", "set(", "willSet",
    "didSet", "\"", "in ", "async let ", "consuming ", "borrowing ",
)
# A line that ends like this continues on the next line; a line that starts like this continues the last.
CONTINUES = ("(", "[", ",", "=", "+", "-", "*", "/", "&&", "||", "?", ":", "{", ".", "->", "in", "??", "<", ">", "|", "&")
CONTINUED = (".", "+ ", "- ", "* ", "/ ", "&&", "||", "?", ": ", "??", ")", "]", "else", "catch", "where")


def code_of(line):
    """The line without its trailing comment (string literals kept)."""
    spans = code_spans(line)
    end = spans[-1][1] if spans else len(line)
    return line[:end].rstrip()


def balanced(code):
    depth = 0
    in_string = False
    for index, character in enumerate(code):
        if character == '"' and (index == 0 or code[index - 1] != "\\"):
            in_string = not in_string
        elif not in_string and character in "([{":
            depth += 1
        elif not in_string and character in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0 and not in_string and '"""' not in code


def previous_code(lines, index):
    """The code of the closest line above that has any, and its index."""
    index -= 1
    while index >= 0:
        code = code_of(lines[index]).strip()
        if code and not code.startswith(("//", "///")):
            return code, index
        index -= 1
    return "", -1


def next_code(lines, index):
    index += 1
    while index < len(lines):
        code = code_of(lines[index]).strip()
        if code and not code.startswith("//"):
            return code, index
        index += 1
    return "", len(lines)


ASSIGNMENT = re.compile(r"^[\w.\[\]\(\)?!]+\s*([-+*/|&]|<<|>>)?=(?!=)\s*\S")
CALL = re.compile(r"^(try[?!]?\s+)?(await\s+)?[\w.?!\[\]]*[\w\)\]]\s*[\(\{].*[\)\}]$")


def simple_statement(lines, index):
    """'assignment' or 'call' when the line is one whole statement of that kind, else None."""
    code = code_of(lines[index]).strip()
    if not code or code.startswith(KEYWORDS) or not balanced(code) or " in" == code[-3:] or code.endswith(CONTINUES):
        return None
    before, _ = previous_code(lines, index)
    if before.endswith(CONTINUES) and not before.endswith("{"):
        return None
    after, _ = next_code(lines, index)
    if after.startswith(CONTINUED) and not after.startswith(("}", ")")) or after.startswith((".", "?")):
        return None
    if ASSIGNMENT.match(code):
        return "assignment"
    if CALL.match(code) and "=" not in re.sub(r"[=!<>]=|->", "", code.split("(")[0]):
        return "call"
    return None


def case_body_alone(lines, index):
    """The statement is the only one of a switch case, which then needs `break` to compile."""
    before, _ = previous_code(lines, index)
    after, _ = next_code(lines, index)
    return (
        before.endswith(":") and before.startswith(("case ", "default", "@unknown"))
        and after.startswith(("case ", "default", "@unknown", "}"))
    )


def block_end(lines, index):
    """The index of the line that closes the brace opened first on line `index`."""
    depth = 0
    opened = False
    for current in range(index, len(lines)):
        code = code_of(lines[current])
        in_string = False
        for position, character in enumerate(code):
            if character == '"' and (position == 0 or code[position - 1] != "\\"):
                in_string = not in_string
            elif not in_string and character == "{":
                depth += 1
                opened = True
            elif not in_string and character == "}":
                depth -= 1
                if opened and depth == 0:
                    return current if not code[position + 1 :].strip() else None
    return None


def in_initializer(lines, index):
    """Whether the closest declaration around line `index` is an initializer."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for position in range(index - 1, -1, -1):
        line = lines[position]
        depth = len(line) - len(line.lstrip())
        if line.strip() and depth < indent and re.search(r"\b(init[(<?!]|func |deinit|var |subscript)", line):
            return bool(re.search(r"\binit[(<?!]", line))
        if line.strip() and depth < indent:
            # `) {` closes a signature that began higher up, at the same indentation.
            indent = depth + 1 if line.strip().startswith(")") else depth
    return False


def multiline_call_end(lines, index):
    """For a call statement whose arguments go on over the next lines, the index of its last line."""
    code = code_of(lines[index]).strip()
    if not re.match(r"^(try[?!]?\s+)?(await\s+)?[\w.?!]*\w\($", code) and not re.match(
        r"^(try[?!]?\s+)?(await\s+)?[\w.?!]*\w\(.*[^)]$", code
    ):
        return None
    if code.startswith(KEYWORDS) or "=" in re.sub(r"[=!<>]=", "", code.split("(")[0]):
        return None
    before, _ = previous_code(lines, index)
    if before.endswith(CONTINUES) and not before.endswith("{"):
        return None
    text = ""
    for position in range(index, min(index + 12, len(lines))):
        text += code_of(lines[position]) + "\n"
        if position > index and balanced(text.replace("\n", " ")):
            last = code_of(lines[position]).strip()
            after, _ = next_code(lines, position)
            if last.endswith((")", "}")) and not after.startswith((".", "?", "&&", "||", "+ ", "- ", "else", "??")):
                return position
            return None
    return None


def independent(first, second):
    """Two assignments neither of which reads what the other sets: swapping them changes nothing."""
    targets = []
    for statement in (first, second):
        match = re.match(r"^(?:self\.)?([\w.]+?)\s*(?:[-+*/|&]|<<|>>)?=(?!=)\s*(.*)$", statement)
        if not match or "(" in match.group(2) and not re.match(r"^[\w.]+\(", match.group(2)):
            return False
        targets.append((match.group(1).split(".")[0], match.group(2)))
    (first_target, first_value), (second_target, second_value) = targets
    return (
        first_target != second_target
        and not re.search(rf"(?<![\w.]){re.escape(first_target)}\b|self\.{re.escape(first_target)}\b", second_value)
        and not re.search(rf"(?<![\w.]){re.escape(second_target)}\b|self\.{re.escape(second_target)}\b", first_value)
    )


def single_expression_body(lines, index):
    """The line is the whole body of a block that returns a value (`var x: T {`, `-> T {`, `get {`)."""
    before, _ = previous_code(lines, index)
    after, _ = next_code(lines, index)
    if not before.endswith("{") or not after.startswith("}"):
        return False
    return bool(re.search(r"->|^(\w+ )*(var|let) |\bget\s*\{$|\bin$|^\{$|[:=]\s*\{$", before))


def semantic_mutants(text):
    """Every semantic mutant as (line number, operator, description, new text)."""
    lines = text.split("\n")
    found = []

    def with_lines(replacements):
        changed = list(lines)
        for index, value in replacements.items():
            changed[index] = value
        return "\n".join(changed)

    for index, line in enumerate(lines):
        stripped = line.strip()
        if skip_line(line) or not stripped:
            continue
        code = code_of(line).strip()
        indent = line[: len(line) - len(line.lstrip())]
        kind = simple_statement(lines, index)
        if kind == "assignment" and code.startswith("self.") and in_initializer(lines, index):
            kind = None  # a stored property an initializer must set: the mutant would not build
        # 1. Delete a statement that is a call or an assignment (a call may span lines).
        last = multiline_call_end(lines, index) if not kind else None
        if last is not None:
            found.append(
                (index + 1, "delete", f"delete call `{code[:60]}` (to line {last + 1})", with_lines({position: "" for position in range(index, last + 1)}))
            )
        if kind and single_expression_body(lines, index):
            kind = None  # the value a computed property, function or closure returns: it would not build
        if kind:
            replacement = indent + "break" if case_body_alone(lines, index) else ""
            found.append((index + 1, "delete", f"delete {kind} `{code}`", with_lines({index: replacement})))
            # 4. Swap it with the next statement when that is one too, at the same indentation.
            following = index + 1
            if following < len(lines) and simple_statement(lines, following):
                other = lines[following]
                if other[: len(other) - len(other.lstrip())] == indent and not independent(code, code_of(other).strip()):
                    found.append(
                        (index + 1, "swap", f"swap with line {following + 1}", with_lines({index: other, following: line}))
                    )
        # 2. Remove an early exit: `guard ... else { ... }` or `if ... { return/throw/continue/break }`.
        match = re.match(r"(guard|if)\s+(.*)", code)
        if match and not re.search(r"\b(let|var|case)\b", code.split("{")[0]) and not code.startswith("if #"):
            end = block_end(lines, index)
            if end is not None:
                body = "\n".join(code_of(lines[position]) for position in range(index, end + 1))
                body = body[body.index("{") + 1 : body.rindex("}")]
                next_line, _ = next_code(lines, end)
                exits = re.match(r"\s*(return|throw|continue|break|preconditionFailure|fatalError)\b", body.strip().split("\n")[-1]) if body.strip() else None
                is_guard = match.group(1) == "guard" and " else {" in body_header(lines, index, end)
                if (is_guard or (exits and not next_line.startswith("else"))) and body.count("{") == body.count("}"):
                    what = "guard" if is_guard else "if-exit"
                    found.append(
                        (index + 1, "exit", f"remove {what} `{code[:60]}`", with_lines({position: "" for position in range(index, end + 1)}))
                    )
        # 3. Return at once from a function that returns nothing, Bool or an optional.
        if re.search(r"\bfunc\s", code) and not code.startswith("//"):
            header_end = index
            while header_end < len(lines) and not code_of(lines[header_end]).rstrip().endswith("{"):
                if code_of(lines[header_end]).rstrip().endswith("}") or header_end > index + 8:
                    header_end = None
                    break
                header_end += 1
            if header_end is not None and header_end < len(lines):
                header = " ".join(code_of(lines[position]).strip() for position in range(index, header_end + 1))
                result = re.search(r"->\s*(.+?)\s*(where\b.*)?\{$", header)
                returned = result.group(1).strip() if result else ""
                values = []
                if not returned or returned in ("Void", "()"):
                    values = ["return;"]
                elif returned == "Bool":
                    values = ["return true;", "return false;"]
                elif returned.endswith("?") and "some " not in returned:
                    values = ["return nil;"]
                body_start = header_end + 1
                if body_start < len(lines) and code_of(lines[body_start]).strip() not in ("}", ""):
                    for value in values:
                        found.append(
                            (header_end + 1, "return", f"`{value.rstrip(';')}` at the start of `{code[:50]}`", with_lines({header_end: lines[header_end] + " " + value}))
                        )
        # 5. A changed constant: an integer literal of 2 or more, one less.
        if not code.startswith(("case ", "@", "#")) and not re.match(r"(public |private |static |let |var )*(enum|case)\b", code):
            for start, end in code_spans(line):
                for literal in re.finditer(r"(?<![\w.])([2-9]|[1-9]\d+)(?![\w.])", line[start:end]):
                    value = int(literal.group(1).replace("_", ""))
                    position = start + literal.start()
                    changed = line[:position] + str(value - 1) + line[position + len(literal.group(1)) :]
                    found.append((index + 1, "constant", f"{value} -> {value - 1}", with_lines({index: changed})))
    return found


def body_header(lines, index, end):
    return "\n".join(code_of(lines[position]) for position in range(index, end + 1)).split("{")[0] + "{"


def run(command, timeout, environment):
    """The command's exit status; 124 when it ran past the timeout (its process tree is then ended)."""
    limited = [os.path.join(os.path.dirname(__file__), "..", ".ci", "time-limit"), str(timeout), LOG] + command
    return subprocess.run(limited, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment).returncode


def all_mutants(text, semantic):
    """Every mutant of the text as (line number, operator, description, mutated text)."""
    lines = text.split("\n")
    found = []
    for number, start, end, before, after in mutants(text):
        line = lines[number - 1]
        changed = list(lines)
        changed[number - 1] = line[:start] + after + line[end:]
        found.append((number, "operator", f"{before} -> {after}", "\n".join(changed)))
    if semantic:
        found += semantic_mutants(text)
        found.sort(key=lambda mutant: mutant[0])
    return found


def dependents(module):
    """The test targets that depend on `module`, directly or through other targets, from the manifest."""
    environment = {key: value for key, value in os.environ.items() if key != "SWITCHYARD_ONLY"}
    described = subprocess.run(
        ["swift", "package", "dump-package"], capture_output=True, text=True, env=environment, check=True
    ).stdout
    targets = {target["name"]: target for target in json.loads(described)["targets"]}

    def names(target):
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    yield dependency[kind][0]

    def reaches(name, seen):
        if name == module:
            return True
        if name in seen or name not in targets:
            return False
        seen.add(name)
        return any(reaches(other, seen) for other in names(targets[name]))

    return sorted(name for name, target in targets.items() if target["type"] == "test" and reaches(name, set()))


class Stage:
    """One build and test run: the targets it builds (SWITCHYARD_ONLY), its scratch path and its filter."""

    def __init__(self, targets, test_filter, scratch, arguments):
        self.environment = dict(os.environ, SWITCHYARD_ONLY=",".join(targets))
        self.targets = targets
        self.build = ["swift", "build", "--build-tests", "-debug-info-format", "none", "--scratch-path", scratch]
        if not arguments.allow_warnings:
            self.build[3:3] = ["-Xswiftc", "-warnings-as-errors"]
        self.test = ["swift", "test", "--skip-build", "--filter", test_filter, "--scratch-path", scratch]
        self.timeout = arguments.timeout

    def check_unmutated(self):
        if run(self.build, self.timeout * 3, self.environment) != 0 or run(self.test, self.timeout, self.environment) != 0:
            sys.exit(
                f"mutate: the unmutated tests must build and pass first (SWITCHYARD_ONLY={','.join(self.targets)} {' '.join(self.test)}); see {LOG}."
            )
        # A filter that matches nothing passes too, and would let every mutant survive.
        log = open(LOG, errors="replace").read()
        if not re.search(r"Test run with [1-9]\d* tests?|Executed [1-9]\d* tests?", log):
            sys.exit(f"mutate: '{self.test[4]}' ran no tests in the targets {','.join(self.targets)}; see {LOG}.")

    def verdict(self):
        """'built' and 'passed' for the mutant in place."""
        # A build gets three times the test's limit: a slow build under load is not a killed mutant.
        if run(self.build, self.timeout * 3, self.environment) != 0:
            return False, False
        return True, run(self.test, self.timeout, self.environment) == 0


def summarize(paths):
    """Scores per file and per module from --results files; a mutant run twice counts by its last run."""
    latest = {}
    for path in paths:
        # Two mutants of one line can read alike (two `<` on it): the n-th of a file's run replaces the n-th.
        seen = {}
        for line in open(path):
            record = json.loads(line)
            key = (record["file"], record["line"], record["operator"], record["mutant"])
            seen[key] = seen.get(key, 0) + 1
            latest[key + (seen[key],)] = record
    per_file, per_module = {}, {}
    for record in latest.values():
        module = re.sub(r"^(?:.*/)?Sources/(\w+)/.*$", r"\1", record["file"])
        for table, key in ((per_file, record["file"]), (per_module, module)):
            counts = table.setdefault(key, {"total": 0, "killed": 0, "built": 0, "suite": 0})
            counts["total"] += 1
            counts["killed"] += record["verdict"] != "SURVIVED"
            counts["built"] += record["verdict"] != "killed (build)"
            counts["suite"] += record["verdict"] == "killed (suite)"
    for title, table in (("file", per_file), ("module", per_module)):
        print(f"| {title} | mutants | killed | built | killed of built | by other targets only |")
        print("|---|---|---|---|---|---|")
        for key in sorted(table):
            counts = table[key]
            compiled = counts["killed"] - (counts["total"] - counts["built"])
            share = f"{100 * compiled / counts['built']:.0f} %" if counts["built"] else "-"
            print(
                f"| {key} | {counts['total']} | {counts['killed']} | {counts['built']} | {compiled}/{counts['built']} ({share}) | {counts['suite']} |"
            )
        print()
    survivors = sorted(
        (record for record in latest.values() if record["verdict"] == "SURVIVED"), key=lambda r: (r["file"], r["line"])
    )
    print("survivors:")
    for record in survivors:
        print(f"  {record['file']}:{record['line']}: [{record['operator']}] {record['mutant']}")


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--summary":
        return summarize(sys.argv[2:])
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--filter", help="the swift test --filter for the module's tests (default: MODULETests)")
    parser.add_argument("--max", type=int, default=0, help="at most this many mutants per file, spread evenly")
    parser.add_argument("--timeout", type=int, default=120, help="seconds for one test run (a build gets three times as long)")
    parser.add_argument(
        "--targets", help="comma-separated targets to build (SWITCHYARD_ONLY); default: the filter's ...Tests names"
    )
    parser.add_argument("--scratch-path", default=".build-mutate", help="the build directory for mutants")
    parser.add_argument("--list", action="store_true", help="print the mutants and build nothing")
    parser.add_argument(
        "--lines",
        help="comma-separated line numbers, or FILE:LINE pairs: only the mutants on these lines (to re-run survivors)",
    )
    parser.add_argument(
        "--semantic",
        action="store_true",
        help="add what hand-written mutants do: delete a call or assignment, remove an early exit, return at once, "
        "swap two statements, change a constant",
    )
    parser.add_argument(
        "--only", help="comma-separated operators to keep: operator, delete, exit, return, swap, constant"
    )
    parser.add_argument(
        "--suite",
        action="store_true",
        help="a mutant the module's own tests miss then meets every test target that depends on the module "
        "(its own scratch path, SCRATCH-suite); killed by either counts",
    )
    parser.add_argument("--exclude", default="", help="comma-separated test targets --suite leaves out")
    parser.add_argument("--suite-scratch-path", help="the build directory of --suite's second stage; default SCRATCH-suite")
    parser.add_argument(
        "--allow-warnings",
        action="store_true",
        help="build without -warnings-as-errors, so a mutant that only adds a warning (an unused value) still runs",
    )
    parser.add_argument("--results", help="append one JSON line per mutant to this file")
    arguments = parser.parse_args()
    global LOG
    LOG = arguments.scratch_path.rstrip("/") + ".log"
    kept = set(arguments.only.split(",")) if arguments.only else None
    # --lines takes line numbers for every file, or FILE:LINE for one file (to re-run the survivors of a run).
    wanted = [entry.rsplit(":", 1) if ":" in entry else (None, entry) for entry in arguments.lines.split(",")] if arguments.lines else None

    def selected(path):
        found = all_mutants(open(path).read(), arguments.semantic or kept is not None)
        lines = None if wanted is None else {int(line) for file, line in wanted if file is None or file == path}
        found = [m for m in found if (kept is None or m[1] in kept) and (lines is None or m[0] in lines)]
        if arguments.max and len(found) > arguments.max:
            step = len(found) / arguments.max
            found = [found[int(index * step)] for index in range(arguments.max)]
        return found

    if arguments.list:
        for path in arguments.files:
            found = selected(path)
            for number, operator, description, _ in found:
                print(f"{path}:{number}: [{operator}] {description}")
            print(f"{path}: {len(found)} mutants")
        return

    module_match = re.match(r"(?:.*/)?Sources/(\w+)/", arguments.files[0])
    module = module_match.group(1) if module_match else None
    test_filter = arguments.filter or (module + "Tests" if module else None)
    if not test_filter:
        sys.exit("mutate: name the tests with --filter (the files are not under Sources/MODULE/).")
    targets = arguments.targets or ",".join(sorted(set(re.findall(r"\w+Tests\b", test_filter))))
    if not targets:
        sys.exit("mutate: name the test targets with --targets (the filter names none ending in 'Tests').")
    stages = [Stage(targets.split(","), test_filter, arguments.scratch_path, arguments)]
    if arguments.suite:
        if not module or any(not re.match(rf"(?:.*/)?Sources/{module}/", path) for path in arguments.files):
            sys.exit("mutate: --suite takes files of one module, under Sources/MODULE/.")
        excluded = set(arguments.exclude.split(",")) | set(targets.split(","))
        others = [name for name in dependents(module) if name not in excluded]
        if others:
            print(f"suite: {targets} first, then {','.join(others)}", flush=True)
            suite_scratch = arguments.suite_scratch_path or arguments.scratch_path.rstrip("/") + "-suite"
            stages.append(Stage(others, "|".join(others), suite_scratch, arguments))
    for stage in stages:
        stage.check_unmutated()

    totals = {"killed": 0, "built": 0, "total": 0}
    survivors = []
    for path in arguments.files:
        original = open(path).read()
        found = selected(path)
        killed = built_count = 0
        try:
            for number, operator, description, text in found:
                with open(path, "w") as file:
                    file.write(text)
                began = time.time()
                verdict, built, by = "SURVIVED", True, None
                for index, stage in enumerate(stages):
                    built, passed = stage.verdict()
                    if not built:
                        verdict = "killed (build)"
                        break
                    if not passed:
                        verdict, by = ("killed" if index == 0 else "killed (suite)"), stage.targets
                        break
                seconds = time.time() - began
                print(f"{verdict:14} {path}:{number}: [{operator}] {description}   ({seconds:.0f} s)", flush=True)
                killed += verdict != "SURVIVED"
                built_count += built
                if verdict == "SURVIVED":
                    survivors.append(f"{path}:{number}: [{operator}] {description}")
                if arguments.results:
                    with open(arguments.results, "a") as results:
                        record = {"file": path, "line": number, "operator": operator, "mutant": description}
                        record.update(verdict=verdict, seconds=round(seconds), by=by)
                        results.write(json.dumps(record) + "\n")
        finally:
            with open(path, "w") as file:
                file.write(original)
        score = 100 * killed / len(found) if found else 100
        compiled = killed - (len(found) - built_count)
        print(
            f"score {path}: {killed}/{len(found)} killed ({score:.0f} %); of those that built: {compiled}/{built_count}",
            flush=True,
        )
        totals["killed"] += killed
        totals["built"] += built_count
        totals["total"] += len(found)

    for stage in stages:
        run(stage.build, arguments.timeout * 3, stage.environment)
    print("\nsurvivors:" if survivors else "\nno survivors")
    for survivor in survivors:
        print("  " + survivor)
    if totals["total"]:
        compiled = totals["killed"] - (totals["total"] - totals["built"])
        print(
            f"total: {totals['killed']}/{totals['total']} killed ({100 * totals['killed'] / totals['total']:.0f} %); "
            f"of those that built: {compiled}/{totals['built']}"
        )


if __name__ == "__main__":
    main()
