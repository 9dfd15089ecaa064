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
import concurrent.futures
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
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
                (
                    index + 1, "delete", f"delete call `{code[:60]}` (to line {last + 1})",
                    with_lines({position: "" for position in range(index, last + 1)}), ("skip", index, last),
                )
            )
        if kind and single_expression_body(lines, index):
            kind = None  # the value a computed property, function or closure returns: it would not build
        if kind:
            replacement = indent + "break" if case_body_alone(lines, index) else ""
            found.append((index + 1, "delete", f"delete {kind} `{code}`", with_lines({index: replacement}), ("skip", index, index)))
            # 4. Swap it with the next statement when that is one too, at the same indentation.
            following = index + 1
            if following < len(lines) and simple_statement(lines, following):
                other = lines[following]
                if other[: len(other) - len(other.lstrip())] == indent and not independent(code, code_of(other).strip()):
                    found.append(
                        (
                            index + 1, "swap", f"swap with line {following + 1}",
                            with_lines({index: other, following: line}), ("swap", index, following),
                        )
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
                        (
                            index + 1, "exit", f"remove {what} `{code[:60]}`",
                            with_lines({position: "" for position in range(index, end + 1)}), ("skip", index, end),
                        )
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
                            (
                                header_end + 1, "return", f"`{value.rstrip(';')}` at the start of `{code[:50]}`",
                                with_lines({header_end: lines[header_end] + " " + value}), ("return", header_end, value.rstrip(";")),
                            )
                        )
        # 5. A changed constant: an integer literal of 2 or more, one less.
        if not code.startswith(("case ", "@", "#")) and not re.match(r"(public |private |static |let |var )*(enum|case)\b", code):
            for start, end in code_spans(line):
                for literal in re.finditer(r"(?<![\w.])([2-9]|[1-9]\d+)(?![\w.])", line[start:end]):
                    value = int(literal.group(1).replace("_", ""))
                    position = start + literal.start()
                    changed = line[:position] + str(value - 1) + line[position + len(literal.group(1)) :]
                    edit = ("token", index, position, position + len(literal.group(1)), literal.group(1), str(value - 1))
                    found.append((index + 1, "constant", f"{value} -> {value - 1}", with_lines({index: changed}), edit))
    return found


def body_header(lines, index, end):
    return "\n".join(code_of(lines[position]) for position in range(index, end + 1)).split("{")[0] + "{"


# The build or test run under way, ended with the script (SIGTERM, Ctrl-C).
RUNNING = set()


def run(command, timeout, environment):
    """The command's exit status; 124 when it ran past the timeout (its process tree is then ended)."""
    limited = [os.path.join(os.path.dirname(__file__), "..", ".ci", "time-limit"), str(timeout), LOG] + command
    process = subprocess.Popen(
        limited, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, start_new_session=True
    )
    RUNNING.add(process)
    try:
        return process.wait()
    finally:
        RUNNING.discard(process)
        if process.returncode is None:
            os.killpg(process.pid, 15)


def all_mutants(text, semantic):
    """Every mutant of the text as (line number, operator, description, mutated text)."""
    lines = text.split("\n")
    found = []
    for number, start, end, before, after in mutants(text):
        line = lines[number - 1]
        changed = list(lines)
        changed[number - 1] = line[:start] + after + line[end:]
        edit = ("token", number - 1, start, end, before, after)
        found.append((number, "operator", f"{before} -> {after}", "\n".join(changed), edit))
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
        self.test_filter = test_filter

    def swift_testing_filter(self):
        return self.test_filter

    def xctest(self):
        """The XCTest run's arguments when a target of this stage has XCTest cases (FlowTestingTests), else None."""
        return [] if "FlowTestingTests" in self.targets else None

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


# Mutant schemata (the default; --one-at-a-time is the old path): every mutant of a module is written
# into one copy of its sources, each behind a switch read once from SWITCHYARD_MUTANT, so the module
# and its tests are built once and the test binary is run once per mutant with the variable set.
SWITCH_VARIABLE = "SWITCHYARD_MUTANT"
SWITCH_FILE = "ZZMutantSwitch.swift"
OPERATOR_DIGITS = "~^%"
PRECEDENCE = {
    "<": "ComparisonPrecedence", "<=": "ComparisonPrecedence", ">": "ComparisonPrecedence",
    ">=": "ComparisonPrecedence", "==": "ComparisonPrecedence", "!=": "ComparisonPrecedence",
    "&&": "LogicalConjunctionPrecedence", "||": "LogicalDisjunctionPrecedence",
    "+": "AdditionPrecedence", "-": "AdditionPrecedence",
}


def switched_operator(original, number):
    """A custom operator name unique to mutant `number`: the original followed by `~` and base-3 digits."""
    digits = ""
    while True:
        digits = OPERATOR_DIGITS[number % 3] + digits
        number //= 3
        if number == 0:
            return original + "~" + digits


def operator_functions(name, before, after, number):
    """The declarations of one switched operator: the original unless mutant `number` is on."""
    on = f"__mutant({number})"
    body = f"{{ {on} ? l {after} r : l {before} r }}"
    head = f"@usableFromInline func {name}"
    declarations = [f"infix operator {name} : {PRECEDENCE[before]}"]
    if before in ("<", "<=", ">", ">="):
        declarations.append(f"{head} <T: Comparable>(l: T, r: T) -> Bool {body}")
    elif before in ("==", "!="):
        declarations += [
            f"{head} <T: Equatable>(l: T, r: T) -> Bool {body}",
            f"{head} <T>(l: T?, r: _OptionalNilComparisonType) -> Bool {body}",
            f"{head} <T>(l: _OptionalNilComparisonType, r: T?) -> Bool {body}",
            f"{head}(l: Any.Type?, r: Any.Type?) -> Bool {body}",
        ]
    elif before in ("&&", "||"):
        declarations.append(
            f"{head}(l: Bool, r: @autoclosure () throws -> Bool) rethrows -> Bool "
            f"{{ try {on} ? (l {after} r()) : (l {before} r()) }}"
        )
    else:
        declarations.append(f"{head} <T: AdditiveArithmetic>(l: T, r: T) -> T {body}")
    return declarations


SWITCH_HEADER = f"""// Written by Tools/mutate.py into a scratch copy only: the switch of mutant schemata.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@usableFromInline let __switchyardMutant: Int = {{
    guard let value = getenv("{SWITCH_VARIABLE}") else {{ return -1 }}
    return Int(String(cString: value)) ?? -1
}}()

@usableFromInline @inline(never) func __mutant(_ number: Int) -> Bool {{ __switchyardMutant == number }}
"""


def in_string_literal(line, position):
    """Whether `position` of `line` is inside a string literal, interpolations (`"\\(a.joined(separator: " > "))"`) included."""
    stack = []  # "string", or the parenthesis depth of an interpolation
    index = 0
    while index < len(line) and index <= position:
        character = line[index]
        inside = bool(stack) and stack[-1] == "string"
        if index == position:
            return inside
        if inside:
            if character == "\\" and line[index + 1 : index + 2] == "(":
                stack.append(1)
                index += 2
                continue
            if character == "\\":
                index += 2
                continue
            if character == '"':
                stack.pop()
        else:
            if line.startswith("//", index):
                return False
            if character == '"':
                stack.append("string")
            elif stack and character == "(":
                stack[-1] += 1
            elif stack and character == ")":
                stack[-1] -= 1
                if stack[-1] == 0:
                    stack.pop()
        index += 1
    return False


def string_block_lines(lines):
    """The indices of lines in or around a multi-line string literal (a change there is not code)."""
    inside, marked = False, set()
    for index, line in enumerate(lines):
        count = line.count('"""')
        if inside or count:
            marked.add(index)
        if count % 2:
            inside = not inside
    return marked


def edit_lines(edit):
    kind = edit[0]
    if kind == "token":
        return edit[1], edit[1]
    if kind == "return":
        return edit[1], edit[1]
    return edit[1], edit[2]


def schematize(text, entries):
    """The text with the mutants `entries` ([(number, edit)]) behind switches.

    Returns (text, accepted, deferred, declarations): mutants that conflict with an accepted one (two
    changes of one token, statement ranges that overlap without nesting) are deferred to another round.
    Line numbers are kept: every wrapper goes on the first and last line of what it wraps."""
    lines = text.split("\n")
    accepted, deferred, declarations = [], [], []
    tokens = {}
    inserts = []
    wrappers = []
    for number, edit in entries:
        if edit[0] == "token":
            tokens.setdefault(edit[1], []).append((number, edit))
        elif edit[0] == "return":
            inserts.append((number, edit))
        else:
            wrappers.append((number, edit))
    content = list(lines)
    for index, found in tokens.items():
        found.sort(key=lambda entry: entry[1][2])
        kept, end = [], -1
        for number, edit in found:
            if edit[2] < end:
                deferred.append(number)
                continue
            kept.append((number, edit))
            end = edit[3]
        line = lines[index]
        for number, (_, _, start, stop, before, after) in reversed(kept):
            if before in ("true", "false") or before.isdigit():
                replacement = f"(__mutant({number}) ? {after} : {before})"
            else:
                original, changed = before.split()[0], after.split()[0]
                name = switched_operator(original, number)
                declarations += operator_functions(name, original, changed, number)
                replacement = name + before[len(original) :]
            line = line[:start] + replacement + line[stop:]
            accepted.append(number)
        content[index] = line
    for number, (_, index, value) in inserts:
        content[index] = code_of(content[index]) + f" if __mutant({number}) {{ {value} }};"
        accepted.append(number)
        # A single-expression body returns its value implicitly only while it is the only statement.
        body, after = (code_of(lines[index + 1]).strip(), code_of(lines[index + 2]).strip()) if index + 2 < len(lines) else ("", "")
        if after == "}" and body and value != "return" and not re.match(r"(return|throw|if|switch|guard|let|var|for|while)\b", body):
            if not content[index + 1].lstrip().startswith("return "):
                content[index + 1] = re.sub(r"^(\s*)", r"\1return ", content[index + 1], count=1)
    taken = []
    for number, edit in sorted(wrappers, key=lambda entry: entry[1][2] - entry[1][1]):
        kind, first, last = edit
        if any(not (end < first or start > last or (first <= start and end <= last)) for start, end in taken):
            deferred.append(number)
            continue
        taken.append((first, last))
        accepted.append(number)
        if kind == "skip":
            content[first] = f"if !__mutant({number}) {{ " + content[first]
            content[last] = code_of(content[last]) + " }"
        else:
            indent = lines[first][: len(lines[first]) - len(lines[first].lstrip())]
            one, two = code_of(content[first]).strip(), code_of(content[last]).strip()
            content[first] = f"{indent}if __mutant({number}) {{ {two}; {one} }} else {{ {one}"
            content[last] = f"{indent}{two} }}"
    return "\n".join(content), accepted, deferred, declarations


def compile_errors(log_text):
    """(relative path, line index, message) of every compiler error in a build's output."""
    found = set()
    for match in re.finditer(r"^(/[^:\n]+\.swift):(\d+):\d+: error: (.*)$", log_text, re.M):
        found.add((os.path.relpath(match.group(1)), int(match.group(2)) - 1, match.group(3)))
    return found

class TestRun:
    """One run of the built test binary for one mutant: stopped at the first failed test or at the time limit."""

    FAILURE = re.compile(r"✘ (Test|Suite) .*(recorded an issue|failed)(?!.*known issue)|error: .*failed|Test Case .* failed")

    def __init__(self, binary, test_filter, timeout, xctest):
        self.binary, self.filter, self.timeout, self.xctest = binary, test_filter, timeout, xctest

    def passes(self, number):
        """'passed', 'failed' or 'timeout' for the mutant `number` (-1: none)."""
        # No backtracer: a crashed test binary (a precondition a mutant breaks) then ends at once, and no
        # swift-backtrace process keeps the output pipe open.
        environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", LLVM_PROFILE_FILE="/dev/null", **{SWITCH_VARIABLE: str(number)})
        commands = [[self.binary, "--testing-library", "swift-testing", "--filter", self.filter]]
        if self.xctest is not None:
            commands.append([self.binary] + self.xctest)
        deadline = time.time() + self.timeout
        for command in commands:
            outcome = self.run(command, environment, deadline)
            if outcome != "passed":
                return outcome
        return "passed"

    def run(self, command, environment, deadline):
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment,
            start_new_session=True, text=True, errors="replace",
        )
        RUNNING.add(process)
        outcome = ["passed"]

        def stop(reason):
            if outcome[0] == "passed":
                outcome[0] = reason
            try:
                os.killpg(process.pid, 9)
            except ProcessLookupError:
                pass

        timer = threading.Timer(max(1, deadline - time.time()), stop, args=("timeout",))
        timer.start()
        try:
            for line in process.stdout:
                if self.FAILURE.search(re.sub(r"\x1b\[[0-9;]*m", "", line)):
                    stop("failed")
                    break
            process.wait()
        finally:
            timer.cancel()
            process.stdout.close()
            RUNNING.discard(process)
        if outcome[0] == "passed" and process.returncode != 0:
            outcome[0] = "failed"
        return outcome[0]


class ModuleSchema:
    """Every mutant of one module's files, run with schemata: a build per round, a test run per mutant."""

    def __init__(self, module, selected, stages, arguments):
        self.module, self.selected, self.stages, self.arguments = module, selected, stages, arguments
        self.targets = sorted({target for stage in stages for target in stage.targets})
        self.environment = dict(os.environ, SWITCHYARD_ONLY=",".join(self.targets))
        self.scratch = arguments.scratch_path
        self.switch_path = os.path.join("Sources", module, SWITCH_FILE)
        self.verdicts = {}
        self.coverage = None

    def build(self, tests):
        command = ["swift", "build", "-debug-info-format", "none", "--scratch-path", self.scratch]
        command += ["--build-tests"] if tests else ["--target", self.module]
        command += ["-Xswiftc", "-continue-building-after-errors"]
        if not self.arguments.all_tests:
            command.append("--enable-code-coverage")
        status = run(command, self.arguments.timeout * 6, self.environment)
        return status, open(LOG, errors="replace").read()

    def write(self, originals, chosen):
        """Writes one round's schemata; returns the mutants it holds and those it deferred."""
        by_file, accepted, deferred, declarations = {}, [], [], []
        for number in chosen:
            path = self.mutants[number][0]
            by_file.setdefault(path, []).append((number, self.mutants[number][5]))
        for path, original in originals.items():
            text, held, later, declared = schematize(original, by_file.get(path, []))
            with open(path, "w") as file:
                file.write(text)
            accepted += held
            deferred += later
            declarations += declared
        with open(self.switch_path, "w") as file:
            file.write(SWITCH_HEADER + "\n".join(declarations) + "\n")
        return accepted, deferred

    def culprit(self, accepted, path, line, message):
        """For an error on a line no mutant changes (a missing return at a closing brace, a guard that falls
        through, a property left unset), the statement mutant most likely to cause it: the last one inside the
        block the line opens, else the closest one before the line. One at a time: if the error stays, the
        next build names the next one."""
        lines = self.originals[path].split("\n")
        # Statement mutants, and `true`/`false` swaps (`while true` made `while false` leaves a missing return).
        wrappers = [
            n for n in accepted
            if self.mutants[n][0] == path and (self.mutants[n][5][0] != "token" or self.mutants[n][5][4] in ("true", "false"))
        ]
        if code_of(lines[line]).rstrip().endswith("{"):
            end = block_end(lines, line) or line
            inside = [n for n in wrappers if line <= self.span[n][0] and self.span[n][1] <= end]
            if inside:
                return [max(inside, key=lambda n: (self.span[n][1], -self.span[n][0]))]
        before = [n for n in wrappers if line - 200 <= self.span[n][0] and self.span[n][1] <= line]
        loops = [
            n for n in before if self.mutants[n][5][0] == "token" and re.match(r"\s*(while|repeat)\b", lines[self.span[n][0]])
        ]
        if "missing return" in message and loops:
            # `while true` made `while false`: the loop can end, and the function falls off its end.
            return [max(loops, key=lambda n: self.span[n][0])]
        if "self.init" in message:
            before = [n for n in before if "init(" in self.mutants[n][3]] or before
        elif "initializ" in message:
            # A property or constant left unset: a deleted assignment.
            before = [n for n in before if "assignment" in self.mutants[n][3]] or before
        if before:
            return [max(before, key=lambda n: (self.span[n][1], -self.span[n][0]))]
        return [n for n in accepted if self.mutants[n][0] == path]

    def covering(self, accepted, path, line):
        return [n for n in accepted if self.mutants[n][0] == path and self.span[n][0] <= line <= self.span[n][1]]

    def run(self):
        # Every mutant: (path, line, operator, description, text, edit), numbered across the module.
        self.mutants = []
        originals = self.originals = {}
        for path in self.selected:
            originals[path] = open(path).read()
            for number, operator, description, text, edit in self.selected[path]:
                self.mutants.append((path, number, operator, description, text, edit))
        self.span = [edit_lines(m[5]) for m in self.mutants]
        strings = {path: string_block_lines(text.split("\n")) for path, text in originals.items()}
        pending = []
        fallback = []
        for number, mutant in enumerate(self.mutants):
            first, last = self.span[number]
            edit = mutant[5]
            # The name of an operator function (`static func == (`) cannot be switched at run time.
            text_line = originals[mutant[0]].split("\n")[first]
            declared = edit[0] == "token" and (
                re.search(r"\b(func|operator)\s*$", text_line[: edit[2]]) or in_string_literal(text_line, edit[2])
            )
            if declared or any(index in strings[mutant[0]] for index in range(first, last + 1)):
                fallback.append(number)
            else:
                pending.append(number)
        suspects = {}
        rounds = 0
        began = time.time()
        try:
            while pending and rounds < self.arguments.max_rounds:
                rounds += 1
                # A mutant that broke a build before goes alone on its lines, so that an error there is its own.
                chosen, alone_lines = [], set()
                for number in pending:
                    lines = {(self.mutants[number][0], index) for index in range(self.span[number][0], self.span[number][1] + 1)}
                    if suspects.get(number):
                        if lines & alone_lines:
                            continue
                        alone_lines |= lines
                    chosen.append(number)
                chosen = [n for n in chosen if suspects.get(n) or not any(
                    (self.mutants[n][0], index) in alone_lines for index in range(self.span[n][0], self.span[n][1] + 1))]
                accepted, deferred = self.write(originals, chosen)
                if not accepted:
                    break
                if rounds == 1 and self.arguments.known_errors:
                    # The errors of an earlier run's first round: take out what they name before the first build.
                    known = compile_errors(open(self.arguments.known_errors, errors="replace").read())
                    disabled = set()
                    for path, line, message in known:
                        if path not in originals:
                            continue
                        found = self.covering(accepted, path, line)
                        if not found:
                            found = [
                                n for n in accepted if self.mutants[n][0] == path and line - 200 <= self.span[n][0] <= line
                                and (self.mutants[n][5][0] != "token" or self.mutants[n][5][4] in ("true", "false"))
                            ]
                        disabled |= set(found)
                    for number in disabled:
                        suspects[number] = suspects.get(number, 0) + 1
                    accepted = [n for n in accepted if n not in disabled]
                    print(f"round 1: {len(disabled)} mutants named by --known-errors wait for round 2", flush=True)
                    self.write(originals, accepted)
                print(f"round {rounds}: {len(accepted)} mutants in the schemata, {len(pending) - len(accepted)} for later", flush=True)
                broken = []
                attempts = 0
                while True:
                    attempts += 1
                    status, log = self.build(tests=False)
                    if status == 0:
                        status, log = self.build(tests=True)
                    if status == 0:
                        break
                    errors = compile_errors(log)
                    with open(LOG.replace(".log", f"-round{rounds}.log"), "a") as kept:
                        kept.write(log)
                    mutated = {(path, line, message) for path, line, message in errors if path in originals}
                    if not errors or len(mutated) < len(errors):
                        sys.exit(f"mutate: the schemata of {self.module} do not build for a reason outside its files; see {LOG}.")
                    disabled = set()
                    if attempts > 8:
                        # Guessing is not converging: every mutant of the files with errors waits for a later round.
                        failing = {path for path, _, _ in mutated}
                        disabled = {n for n in accepted if self.mutants[n][0] in failing}
                        mutated = set()
                    for path, line, message in mutated:
                        found = self.covering(accepted, path, line) or self.culprit(accepted, path, line, message)
                        # One mutant on the line of an error, or the same culprit a second time: it does not build.
                        if len(found) == 1 and (suspects.get(found[0]) or self.covering(accepted, path, line) == found):
                            self.record(found[0], "killed (build)", None, 0)
                        disabled |= set(found)
                    for number in disabled:
                        suspects[number] = suspects.get(number, 0) + 1
                    broken += [n for n in disabled if n not in self.verdicts]
                    accepted = [n for n in accepted if n not in disabled]
                    print(f"round {rounds}: {len(disabled)} mutants did not build together, {len(accepted)} left", flush=True)
                    self.write(originals, accepted)
                    if not accepted:
                        break
                self.test_round(accepted)
                pending = [n for n in pending if n not in self.verdicts]
            fallback += pending
        finally:
            for path, original in originals.items():
                with open(path, "w") as file:
                    file.write(original)
            if os.path.exists(self.switch_path):
                os.remove(self.switch_path)
        print(f"{self.module}: {rounds} rounds, {len(fallback)} mutants one at a time, {time.time() - began:.0f} s", flush=True)
        return fallback

    def test_round(self, accepted):
        if not accepted:
            return
        binary = os.path.join(self.scratch, "debug", "SwitchyardPackageTests.xctest")
        limits = []
        for stage in self.stages:
            began = time.time()
            outcome = TestRun(binary, stage.swift_testing_filter(), self.arguments.timeout, stage.xctest()).passes(-1)
            if outcome != "passed":
                sys.exit(f"mutate: with no mutant on, the tests of {','.join(stage.targets)} did not pass ({outcome}).")
            # A mutant's run may take three times as long as the unmutated one (at least 30 s, at most --timeout).
            limits.append(min(self.arguments.timeout, max(30, 3 * (time.time() - began))))
        if not self.arguments.all_tests and self.coverage is None:
            began = time.time()
            self.coverage = CoverageMap(binary, list(self.originals), self.arguments.jobs, self.arguments.timeout)
            targets = {target for stage in self.stages for target in stage.targets}
            units = [unit for unit in self.coverage.suites() if unit.split(".")[0] in targets]
            self.coverage.measure(units, self.scratch.rstrip("/") + "-coverage")
            print(
                f"coverage: {len(units)} suites run one by one in {time.time() - began:.0f} s"
                + (f"; failing alone (a mutant that reaches one runs every suite): {', '.join(self.coverage.failed)}" if self.coverage.failed else ""),
                flush=True,
            )

        def one(number):
            began = time.time()
            verdict, by = "SURVIVED", None
            path = self.mutants[number][0]
            units = None if self.coverage is None else self.coverage.units_for(path, *self.span[number])
            for index, stage in enumerate(self.stages):
                test_filter, xctest = stage.swift_testing_filter(), stage.xctest()
                if units is not None:
                    chosen = {unit for unit in units if unit.split(".")[0] in stage.targets}
                    if not chosen:
                        continue
                    test_filter, xctest = unit_filter(chosen), None
                if TestRun(binary, test_filter, limits[index], xctest).passes(number) != "passed":
                    verdict, by = ("killed" if index == 0 else "killed (suite)"), stage.targets
                    break
            return number, verdict, by, time.time() - began

        with concurrent.futures.ThreadPoolExecutor(max_workers=self.arguments.jobs) as pool:
            for number, verdict, by, seconds in pool.map(one, accepted):
                self.record(number, verdict, by, seconds)

    def record(self, number, verdict, by, seconds, mode="schemata"):
        """Keeps a mutant's verdict, prints it and appends it to --results at once (a stopped run keeps its verdicts)."""
        self.verdicts[number] = (verdict, by, seconds)
        path, line, operator, description = self.mutants[number][:4]
        print(f"{verdict:14} {path}:{line}: [{operator}] {description}   ({seconds:.0f} s{', alone' if mode == 'alone' else ''})", flush=True)
        if self.arguments.results:
            with open(self.arguments.results, "a") as results:
                record = {"file": path, "line": line, "operator": operator, "mutant": description}
                record.update(verdict=verdict, seconds=round(seconds, 1), by=by, mode=mode)
                results.write(json.dumps(record, ensure_ascii=False) + "\n")


def toolchain_tool(name):
    """The toolchain's own LLVM tool (its profile format matches the compiler's), else the one on PATH."""
    swift = shutil.which("swift")
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else name
    return beside if os.path.exists(beside) else name


class CoverageMap:
    """Which test suites run which lines of the mutated files, from one run of each suite of the built schemata
    (line numbers are kept and every switch is off). A mutant then meets only the suites that run one of its
    lines; one whose lines no suite runs survives without a run. A line without coverage data (a declaration)
    sends the mutant to every suite of the stage."""

    def __init__(self, binary, paths, jobs, timeout):
        self.binary, self.paths, self.jobs, self.timeout = binary, paths, jobs, timeout
        self.covered = {}  # (path, line index) -> set of suites
        self.instrumented = set()  # (path, line index)
        self.failed = []
        self.exit_units = set()

    def suites(self):
        listed = subprocess.run(
            [self.binary, "--testing-library", "swift-testing", "--list-tests"], capture_output=True, text=True,
            env=dict(os.environ, LLVM_PROFILE_FILE="/dev/null"),
        ).stdout
        return sorted({line.strip().split("/")[0] for line in listed.split("\n") if re.match(r"^\w+Tests\.", line.strip())})

    def measure(self, units, directory):
        # Exit tests run in child processes, and one that stops (a precondition) writes no coverage, so the
        # suites that hold exit tests run for every mutant.
        self.exit_units = {unit for unit in units if has_exit_tests(unit)}
        os.makedirs(directory, exist_ok=True)
        absolute = [os.path.abspath(path) for path in self.paths]

        def one(unit):
            folder = os.path.join(directory, re.sub(r"\W", "_", unit))
            subprocess.run(["rm", "-rf", folder])
            os.makedirs(folder)
            environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", LLVM_PROFILE_FILE=os.path.join(folder, "%p.profraw"))
            command = [self.binary, "--testing-library", "swift-testing", "--filter", unit_filter([unit])]
            limited = [os.path.join(os.path.dirname(__file__), "..", ".ci", "time-limit"), str(self.timeout), os.path.join(folder, "run.log")]
            status = subprocess.run(limited + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment).returncode
            raw = [os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".profraw")]
            if not raw:
                return unit, status, ""
            data = os.path.join(folder, "merged.profdata")
            subprocess.run([toolchain_tool("llvm-profdata"), "merge", "-sparse", "-o", data] + raw, check=True)
            exported = subprocess.run(
                [toolchain_tool("llvm-cov"), "export", "-format=lcov", "-instr-profile", data, self.binary, "--"] + absolute,
                capture_output=True, text=True,
            ).stdout
            subprocess.run(["rm", "-rf", folder])
            return unit, status, exported

        with concurrent.futures.ThreadPoolExecutor(max_workers=self.jobs) as pool:
            for unit, status, exported in pool.map(one, units):
                if status != 0:
                    self.failed.append(unit)
                path = None
                for line in exported.split("\n"):
                    if line.startswith("SF:"):
                        path = os.path.relpath(line[3:])
                    elif line.startswith("DA:") and path:
                        number, count = line[3:].split(",")[:2]
                        key = (path, int(number) - 1)
                        self.instrumented.add(key)
                        if int(count) > 0:
                            self.covered.setdefault(key, set()).add(unit)

    def units_for(self, path, first, last):
        """The suites that run a line of lines first...last, or None when none has data (then every suite runs)."""
        keys = [(path, index) for index in range(first, last + 1) if (path, index) in self.instrumented]
        if not keys:
            return None
        found = set().union(*(self.covered.get(key, set()) for key in keys))
        # A suite that fails when run alone cannot judge a mutant alone: then every suite runs.
        return None if found & set(self.failed) else found | self.exit_units


def has_exit_tests(unit):
    """Whether the file of Tests/TARGET/ that declares the suite `unit` ("TARGET.Suite") has an exit test."""
    target, _, name = unit.partition(".")
    folder = os.path.join("Tests", target)
    declaration = re.compile(rf"\b(struct|enum|class|actor)\s+{re.escape(name.split('(')[0])}\b")
    for root, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".swift"):
                text = open(os.path.join(root, file), errors="replace").read()
                if declaration.search(text):
                    return "processExitsWith" in text
    # A free test function, or a suite not found: look for the exit tests anywhere in the target.
    return False


def unit_filter(units):
    """A swift-testing --filter regular expression for whole top-level suites (or free test functions)."""
    return "^(" + "|".join(re.escape(unit) for unit in sorted(units)) + ")(/|$)"


def schemata(module, stages, arguments, selected):
    """The default mode: every mutant of the module's files behind switches, one build per round."""
    if not module or any(not re.match(rf"(?:.*/)?Sources/{module}/", path) for path in arguments.files):
        sys.exit("mutate: schemata take files of one module, under Sources/MODULE/ (or use --one-at-a-time).")
    began = time.time()
    chosen = {path: selected(path) for path in arguments.files}
    runner = ModuleSchema(module, chosen, stages, arguments)
    fallback = runner.run()
    binary = os.path.join(arguments.scratch_path, "debug", "SwitchyardPackageTests.xctest")
    runs = [TestRun(binary, stage.swift_testing_filter(), arguments.timeout, stage.xctest()) for stage in stages]
    for number in fallback:
        path, line, operator, description, text, _ = runner.mutants[number]
        original = open(path).read()
        started = time.time()
        try:
            with open(path, "w") as file:
                file.write(text)
            verdict, by = "SURVIVED", None
            if runner.build(tests=False)[0] != 0 or runner.build(tests=True)[0] != 0:
                verdict = "killed (build)"
            else:
                for index, test_run in enumerate(runs):
                    if test_run.passes(-1) != "passed":
                        verdict, by = ("killed" if index == 0 else "killed (suite)"), stages[index].targets
                        break
        finally:
            with open(path, "w") as file:
                file.write(original)
        runner.record(number, verdict, by, time.time() - started, mode="alone")
    if fallback:
        runner.build(tests=True)
    totals = {"killed": 0, "built": 0, "total": 0}
    survivors = []
    for path in arguments.files:
        killed = built_count = count = 0
        for number, mutant in enumerate(runner.mutants):
            if mutant[0] != path:
                continue
            verdict, by, seconds = runner.verdicts[number]
            count += 1
            killed += verdict != "SURVIVED"
            built_count += verdict != "killed (build)"
            if verdict == "SURVIVED":
                survivors.append(f"{path}:{mutant[1]}: [{mutant[2]}] {mutant[3]}")
        compiled = killed - (count - built_count)
        print(f"score {path}: {killed}/{count} killed; of those that built: {compiled}/{built_count}", flush=True)
        totals["killed"] += killed
        totals["built"] += built_count
        totals["total"] += count
    print_survivors_and_total(survivors, totals, f"; {time.time() - began:.0f} s")


def print_survivors_and_total(survivors, totals, suffix=""):
    """Prints each survivor, then the run's total score (killed of all, and of those that built)."""
    print("\nsurvivors:" if survivors else "\nno survivors")
    for survivor in survivors:
        print("  " + survivor)
    if totals["total"]:
        compiled = totals["killed"] - (totals["total"] - totals["built"])
        print(
            f"total: {totals['killed']}/{totals['total']} killed ({100 * totals['killed'] / totals['total']:.0f} %); "
            f"of those that built: {compiled}/{totals['built']}{suffix}"
        )


def survivors_markdown(paths):
    """The survivors of --results files as Markdown, grouped by file and line, each with its change."""
    latest = {}
    for path in paths:
        for line in open(path):
            record = json.loads(line)
            latest[(record["file"], record["line"], record["operator"], record["mutant"])] = record
    by_file = {}
    for record in latest.values():
        if record["verdict"] == "SURVIVED":
            by_file.setdefault(record["file"], []).append(record)
    for file in sorted(by_file):
        print(f"### {file}\n")
        for record in sorted(by_file[file], key=lambda r: r["line"]):
            print(f"- `:{record['line']}` [{record['operator']}] {record['mutant']}")
        print()


def main():
    # `kill` (SIGTERM) ends the script as Ctrl-C does, so the mutated files are restored on the way out.
    def stop(*_):
        for process in list(RUNNING):
            try:
                os.killpg(process.pid, 15)
            except ProcessLookupError:
                pass
        sys.exit("mutate: stopped; the files are restored.")

    signal.signal(signal.SIGTERM, stop)
    if len(sys.argv) > 2 and sys.argv[1] == "--summary":
        return summarize(sys.argv[2:])
    if len(sys.argv) > 2 and sys.argv[1] == "--survivors":
        return survivors_markdown(sys.argv[2:])
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
    parser.add_argument(
        "--one-at-a-time",
        action="store_true",
        help="the old path: write, build and test each mutant on its own (the default writes every mutant of the "
        "module into one copy behind runtime switches, builds once and runs the tests once per mutant)",
    )
    parser.add_argument(
        "--all-tests",
        action="store_true",
        help="schemata: run every test of a stage for every mutant (the default runs only the suites that run one "
        "of the mutant's lines, measured once per module with code coverage)",
    )
    parser.add_argument(
        "--known-errors", help="a build log of an earlier run's first round: the mutants its errors name wait for round 2"
    )
    parser.add_argument("--jobs", type=int, default=1, help="mutants tested side by side (schemata only)")
    parser.add_argument(
        "--max-rounds", type=int, default=6,
        help="schemata builds per module before what is left goes one at a time (mutants that conflict or do not build together)",
    )
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
            for number, operator, description, *_ in found:
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
            if not arguments.one_at_a_time:
                suite_scratch = arguments.scratch_path
            stages.append(Stage(others, "|".join(others), suite_scratch, arguments))
    if not arguments.one_at_a_time:
        return schemata(module, stages, arguments, selected)
    for stage in stages:
        stage.check_unmutated()

    totals = {"killed": 0, "built": 0, "total": 0}
    survivors = []
    for path in arguments.files:
        original = open(path).read()
        found = selected(path)
        killed = built_count = 0
        try:
            for number, operator, description, text, _ in found:
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
    print_survivors_and_total(survivors, totals)


if __name__ == "__main__":
    main()
