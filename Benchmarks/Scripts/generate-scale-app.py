#!/usr/bin/env python3
"""Generates a synthetic Switchyard app of N features and P plugins, and its plain twin.

Each feature is four targets shaped like the sample's (Flows/Onboarding, Flows/Payments, Flows/Rating):
FeatureNNNNLogic (a model, a validation with a typed error), FeatureNNNNService (a protocol and an
in-memory implementation), FeatureNNNNUI (three typed screens, one of them extensible) and
FeatureNNNNFlow (state, actions, a reducer, four rules, plugin points, a verification space and a route
table built by the RouteTablePlugin). Plugins ExtraNNNNPlugin sit behind a feature flag each; every third
one also reads an experiment. They are spread evenly over the features, as list items (j % 3 == 0), a
screen route before the feature's detail rule (j % 3 == 1) or experiment-driven list items (j % 3 == 2).
ScaleRootFlow holds a root flow with one tab per 20 features; each tab reaches its features. ScaleBenchApp
is the composition root (flags, experiments, plugin attachment) and the benchmark runner;
ScaleAppTests holds a FlowTester test of feature 1.

The plain twin has the same targets and files with plain structs and closures and no Switchyard import:
it is what the same app costs to compile without the framework.

Usage: generate-scale-app.py --features 500 --plugins 200 --switchyard /path/to/switchyard --output DIR
Writes DIR/switchyard (depends on the Switchyard package by path) and DIR/plain.
"""

import argparse
import json
import os

TAB_SIZE = 20


def feature_name(index):
    return "Feature%04d" % index


def plugin_name(index):
    return "Extra%04d" % index


def host_of(plugin, features, plugins):
    """The feature plugin `plugin` (1-based) attaches to.

    Plugin 1 attaches to feature 1, alone, at every size (the flag-flip probe flips plugin 1's flag, so the flow it
    reaches holds the same plugins in every app); plugins 2 to P are spread evenly over features 2 to N. An app of
    one feature puts every plugin on it.
    """
    if plugin == 1 or features == 1:
        return 1
    return 2 + (plugin - 2) * (features - 1) // (plugins - 1)


def plugin_kind(plugin):
    return ("items", "route", "experiment")[plugin % 3]


def fill(template, **tokens):
    for key, value in tokens.items():
        template = template.replace("@" + key + "@", str(value))
    return template


# Every file of the current run, by full path; `sync` writes only those that changed, so a package
# generated again with the same sizes keeps its build (and a warm build stays warm).
PENDING = {}


def write(root, path, text):
    PENDING[os.path.abspath(os.path.join(root, path))] = text.lstrip("\n")


def sync(folder):
    """Writes the pending files under `folder` that differ, and deletes files there that were not generated (except .build)."""
    folder = os.path.abspath(folder)
    written = 0
    for path, text in PENDING.items():
        if not path.startswith(folder + os.sep):
            continue
        if os.path.isfile(path):
            with open(path) as handle:
                if handle.read() == text:
                    continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
        written += 1
    for directory, subdirectories, files in os.walk(folder, topdown=True):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".build")]
        for name in files:
            path = os.path.join(directory, name)
            if path not in PENDING and not name.startswith(".build"):
                os.remove(path)
    for directory, subdirectories, files in os.walk(folder, topdown=False):
        inside = os.path.relpath(directory, folder)
        if inside != "." and not inside.startswith(".build") and not os.listdir(directory):
            os.rmdir(directory)
    return written


# MARK: - Templates shared by both variants (Logic and Service import nothing from Switchyard)

LOGIC_ITEM = """
/// An item feature @NUM@ lists.
public struct @F@Item: Hashable, Sendable {
    /// The item's number.
    public var id: Int
    /// The item's title.
    public var title: String

    /// Creates an item.
    public init(id: Int, title: String) { (self.id, self.title) = (id, title) }
}
"""

LOGIC_ERROR = """
/// Why a quantity typed in feature @NUM@ was refused: the input and the sentence to show.
public struct @F@InputError: Error, Hashable, Sendable {
    /// The text as typed.
    public var input: String
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(input: String, message: String) { (self.input, self.message) = (input, message) }
}
"""

LOGIC_VALIDATION = """
/// Pure checks for feature @NUM@'s input.
public enum @F@Validation {
    /// A quantity from 1 to 9.
    ///
    /// - Throws: ``@F@InputError`` for anything else.
    public static func quantity(_ input: String) throws(@F@InputError) -> Int {
        guard let value = Int(input), (1...9).contains(value) else {
            throw @F@InputError(input: input, message: "'\\(input)' is not a quantity; type a number from 1 to 9.")
        }
        return value
    }
}
"""

SERVICE_PROTOCOL = """
import @F@Logic

/// Loads feature @NUM@'s items.
public protocol @F@Catalog: Sendable {
    /// The items to list.
    func items() -> [@F@Item]
}
"""

SERVICE_MEMORY = """
import @F@Logic

/// A catalog of three fixed items, for mini-apps, tests and benchmarks.
public struct InMemory@F@Catalog: @F@Catalog {
    /// Creates the catalog.
    public init() {}

    /// Three items.
    public func items() -> [@F@Item] { (1...3).map { @F@Item(id: $0, title: "Item \\($0) of feature @NUM@") } }
}
"""

# MARK: - Switchyard variant

UI_LIST = """
import @F@Logic
import FlowCore

/// Lists feature @NUM@'s items; plugins may add items to its extras list.
public struct @F@ListScreen: ExtensibleScreen {
    /// The id of the list plugins add items to.
    public static let extrasList = "@f@-extras"
    /// The items.
    public var items: [@F@Item]
    /// The extras list, filled by plugins.
    public var lists = [ItemList(id: extrasList)]
    /// No slots.
    public var slots: [Slot] = []
    /// Opens an item.
    public var open: @MainActor @Sendable (Int) -> Void

    /// Creates the screen.
    public init(items: [@F@Item], open: @escaping @MainActor @Sendable (Int) -> Void) {
        (self.items, self.open) = (items, open)
    }
}
"""

UI_DETAIL = """
import FlowCore

/// Asks for a quantity of one item.
public struct @F@DetailScreen: Screen {
    /// The item's number.
    public var item: Int
    /// Why the last quantity was refused.
    public var error: String?
    /// Sends the typed quantity.
    public var submit: @MainActor @Sendable (String) -> Void
    /// Goes back to the list.
    public var cancel: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        item: Int, error: String?, submit: @escaping @MainActor @Sendable (String) -> Void,
        cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        (self.item, self.error, self.submit, self.cancel) = (item, error, submit, cancel)
    }
}
"""

UI_DONE = """
import FlowCore

/// Confirms the chosen quantity.
public struct @F@DoneScreen: Screen {
    /// What was chosen.
    public var summary: String
    /// Closes the feature.
    public var close: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(summary: String, close: @escaping @MainActor @Sendable () -> Void) {
        (self.summary, self.close) = (summary, close)
    }
}
"""

FLOW_STATE = """
import @F@Logic

/// What feature @NUM@ knows so far; the router picks the screen from it.
public struct @F@State: Hashable, Sendable {
    /// The items listed.
    public var items: [@F@Item]
    /// The item opened, if any.
    public var selected: Int?
    /// The quantity chosen, once valid.
    public var quantity: Int?
    /// A note plugins may set (see ``@F@Flow/pluginPoints``).
    public var note: String?
    /// Why the last quantity was refused.
    public var error: String?
    /// Whether the user closed the confirmation.
    public var isDone = false

    /// Creates the state of a feature that has not started.
    public init(items: [@F@Item]) { self.items = items }
}
"""

FLOW_ACTION = """
/// What feature @NUM@'s screens tell its flow.
public enum @F@Action: Hashable, Sendable {
    /// The user opened an item.
    case select(Int)
    /// The user typed a quantity.
    case submit(String)
    /// The user went back to the list.
    case cancel
    /// The user closed the confirmation.
    case close
}
"""

FLOW_FLOW = """
import @F@Logic
import @F@Service
import @F@UI
import DeepLinks
import FlowCore
import FlowPlugins

/// Feature @NUM@: a list, a quantity for one item, a confirmation; then done with the quantity.
public typealias @F@Flow = Flow<@F@State, @F@Action, Int>

extension Flow where State == @F@State, Action == @F@Action, Output == Int {
    /// The name of the rule plugins may insert routes before.
    public static var detailRule: String { "detail" }

    /// Builds feature @NUM@'s flow.
    public static func make(catalog: any @F@Catalog = InMemory@F@Catalog()) -> @F@Flow {
        @F@Flow(
            "@F@", initialState: @F@State(items: catalog.items()), output: { $0.quantity ?? 0 },
            reducer: { state, action in reduce(&state, action) }
        ) { router in
            router.addScreen({ $0.selected == nil }, name: "list") { state, send in
                @F@ListScreen(items: state.items) { send(.select($0)) }
            }
            router.addScreen({ $0.quantity == nil }, name: detailRule) { state, send in
                @F@DetailScreen(
                    item: state.selected ?? 0, error: state.error, submit: { send(.submit($0)) },
                    cancel: { send(.cancel) })
            }
            router.addScreen({ !$0.isDone }, name: "done") { state, send in
                @F@DoneScreen(summary: "\\(state.quantity ?? 0) of item \\(state.selected ?? 0)") { send(.close) }
            }
            router.addFinish({ _ in true }, name: "finished")
        }
    }

    /// The reducer: opens items, validates quantities, closes.
    static func reduce(_ state: inout @F@State, _ action: @F@Action) -> Effect<@F@Action> {
        switch action {
        case .select(let item): state.selected = item
        case .submit(let input):
            do {
                state.quantity = try @F@Validation.quantity(input)
                state.error = nil
            } catch {
                state.error = error.message
            }
        case .cancel: (state.selected, state.error) = (nil, nil)
        case .close: state.isDone = true
        }
        return .none
    }

    /// Where plugins may attach: before the detail rule, the list's extras, and the `note` field.
    public static var pluginPoints: PluginPoints<@F@State> {
        PluginPoints(routes: [.before(detailRule)], lists: [@F@ListScreen.extrasList])
            .allowingUpdates(of: \\.note, named: "note")
    }

    /// The feature's links, from its route table.
    public static var linkPatterns: [RoutePattern] { [@F@Routes.Home.pattern, @F@Routes.Item.pattern] }
}
"""

FLOW_VERIFICATION = """
import FlowCore

extension @F@State: VerifiableState {
    /// Opened or not, a quantity or not, closed or not.
    public static var verificationSpace: StateSpace<@F@State> {
        StateSpace(@F@State(items: []))
            .varying(\\.selected, over: [nil, 1])
            .varying(\\.quantity, over: [nil, 2])
            .varying(\\.isDone)
    }
}
"""


def route_table(feature, number):
    return json.dumps(
        {
            "type": feature + "Routes",
            "documentation": "Feature %d's links, generated by the RouteTablePlugin." % number,
            "routes": [
                {"name": "home", "pattern": "app://%s" % feature.lower(), "documentation": "Opens the feature."},
                {
                    "name": "item",
                    "pattern": "app://%s/items/:itemID(int)" % feature.lower(),
                    "parameters": ["itemID: int"],
                    "documentation": "Opens one item.",
                },
            ],
        },
        indent=2,
    ) + "\n"


PLUGIN_HEAD = """
import @H@Flow
import @H@UI
import FlowCore
import FlowPlugins

/// Plugin @NUM@ for feature @HNUM@, behind the flag `@id@`@EXPDOC@.
public enum @P@Plugin {
    /// The feature flag that turns it on.
    public static let flag = FeatureFlag("@id@", default: @DEFAULT@, summary: "Plugin @NUM@ on feature @HNUM@")
"""

PLUGIN_ITEMS = """
    /// Builds the plugin: one item in the feature's extras list that sets the note.
    public static func make() -> Plugin<@H@State> {
        Plugin("@id@", flag: flag.key) { plugin in
            plugin.addListItems(to: @H@ListScreen.extrasList, order: 0) { state, context in
                [
                    ListItem(id: "@id@", title: "Extra @NUM@: \\(state.items.count) items") {
                        context.perform { try $0.update(\\.note) { $0 = "@id@" } }
                    }
                ]
            }
        }
    }
}
"""

PLUGIN_ROUTE = """
    /// Builds the plugin: a promotion screen before the detail rule while the note names it.
    public static func make() -> Plugin<@H@State> {
        Plugin("@id@", flag: flag.key) { plugin in
            plugin.addRoute("promo", at: .before(@H@Flow.detailRule), when: { $0.note == "@id@" }) { _, context in
                @P@PromoScreen(title: "Extra @NUM@") { context.perform { try $0.update(\\.note) { $0 = nil } } }
            }
        }
    }
}

/// The promotion plugin @NUM@ shows.
public struct @P@PromoScreen: Screen {
    /// The title.
    public var title: String
    /// Dismisses the promotion.
    public var dismiss: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(title: String, dismiss: @escaping @MainActor @Sendable () -> Void) {
        (self.title, self.dismiss) = (title, dismiss)
    }
}
"""

PLUGIN_EXPERIMENT = """
    /// The experiment that picks the item's wording.
    public static let experiment = Experiment<String>("@id@-copy", default: "short", summary: "Plugin @NUM@'s wording")

    /// Builds the plugin: one item whose wording is the experiment's `variant`.
    public static func make(variant: String = experiment.defaultValue) -> Plugin<@H@State> {
        Plugin("@id@", flag: flag.key) { plugin in
            plugin.addListItems(to: @H@ListScreen.extrasList, order: 1) { state, _ in
                [ListItem(id: "@id@", title: variant == "short" ? "Extra @NUM@" : "Extra @NUM@ for \\(state.items.count) items") {}]
            }
        }
    }
}
"""

ROOT_UI = """
import FlowCore

/// A tab's menu: the features it reaches.
public struct TabMenuScreen: Screen {
    /// The tab's number.
    public var tab: Int
    /// The features' numbers.
    public var features: [Int]
    /// Opens a feature.
    public var open: @MainActor @Sendable (Int) -> Void

    /// Creates the screen.
    public init(tab: Int, features: [Int], open: @escaping @MainActor @Sendable (Int) -> Void) {
        (self.tab, self.features, self.open) = (tab, features, open)
    }
}
"""

ROOT_STATE = """
import FlowCore

/// Which tab the app shows.
public struct ScaleRootState: Hashable, Sendable {
    /// The tab's index.
    public var tab: Int

    /// Creates a state on tab `tab`.
    public init(tab: Int = 0) { self.tab = tab }
}

/// What the tab bar tells the root.
public enum ScaleRootAction: Hashable, Sendable {
    /// The user picked a tab.
    case select(Int)
}

/// What a tab knows: its features and the one open, if any.
public struct TabState: Hashable, Sendable {
    /// The tab's index.
    public var tab: Int
    /// The features it reaches.
    public var features: [Int]
    /// The feature open, if any.
    public var open: Int?

    /// Creates a tab with nothing open.
    public init(tab: Int, features: [Int]) { (self.tab, self.features) = (tab, features) }
}

/// What a tab's menu tells its flow.
public enum TabAction: Hashable, Sendable {
    /// The user opened a feature.
    case open(Int)
}

extension ScaleRootState: VerifiableState {
    /// Every tab.
    public static var verificationSpace: StateSpace<ScaleRootState> {
        StateSpace(ScaleRootState()).varying(\\.tab, over: Array(0..<@TABS@))
    }

    /// The root runs until the app closes.
    public static var verificationAllowances: [VerificationAllowance] {
        [VerificationAllowance(.neverFinishes, flow: "Root", because: "the root runs until the app is closed")]
    }
}

extension TabState: VerifiableState {
    /// Nothing open, or any feature open.
    public static var verificationSpace: StateSpace<TabState> {
        StateSpace(TabState(tab: 0, features: [])).varying(\\.open, over: [nil] + Array(1...@N@))
    }

    /// Tabs stay until the app closes.
    public static var verificationAllowances: [VerificationAllowance] {
        (0..<@TABS@).map { tab in
            VerificationAllowance(.neverFinishes, flow: TabState.name(of: tab), because: "a tab stays until the app is closed")
        }
    }

    /// The flow name of tab `tab`, e.g. `Tab03`.
    public static func name(of tab: Int) -> String { tab < 10 ? "Tab0\\(tab)" : "Tab\\(tab)" }
}
"""


def generate_switchyard(out, switchyard, features, plugins):
    tabs = (features + TAB_SIZE - 1) // TAB_SIZE
    for index in range(1, features + 1):
        f = feature_name(index)
        t = dict(F=f, f=f.lower(), NUM=index)
        write(out, "Sources/%sLogic/Model/%sItem.swift" % (f, f), fill(LOGIC_ITEM, **t))
        write(out, "Sources/%sLogic/Validation/%sInputError.swift" % (f, f), fill(LOGIC_ERROR, **t))
        write(out, "Sources/%sLogic/Validation/%sValidation.swift" % (f, f), fill(LOGIC_VALIDATION, **t))
        write(out, "Sources/%sService/Catalog/%sCatalog.swift" % (f, f), fill(SERVICE_PROTOCOL, **t))
        write(out, "Sources/%sService/Catalog/InMemory%sCatalog.swift" % (f, f), fill(SERVICE_MEMORY, **t))
        write(out, "Sources/%sUI/Screens/%sListScreen.swift" % (f, f), fill(UI_LIST, **t))
        write(out, "Sources/%sUI/Screens/%sDetailScreen.swift" % (f, f), fill(UI_DETAIL, **t))
        write(out, "Sources/%sUI/Screens/%sDoneScreen.swift" % (f, f), fill(UI_DONE, **t))
        write(out, "Sources/%sFlow/Flow/%sState.swift" % (f, f), fill(FLOW_STATE, **t))
        write(out, "Sources/%sFlow/Flow/%sAction.swift" % (f, f), fill(FLOW_ACTION, **t))
        write(out, "Sources/%sFlow/Flow/%sFlow.swift" % (f, f), fill(FLOW_FLOW, **t))
        write(out, "Sources/%sFlow/Flow/%sState+Verification.swift" % (f, f), fill(FLOW_VERIFICATION, **t))
        write(out, "Sources/%sFlow/%sRoutes.routes.json" % (f, f), route_table(f, index))
    for plugin in range(1, plugins + 1):
        p = plugin_name(plugin)
        host = host_of(plugin, features, plugins)
        h = feature_name(host)
        kind = plugin_kind(plugin)
        t = dict(
            P=p, H=h, NUM=plugin, HNUM=host, id=p.lower().replace("extra", "extra-"),
            DEFAULT="true" if plugin % 2 == 0 else "false",
            EXPDOC=" and the experiment `%s-copy`" % p.lower().replace("extra", "extra-") if kind == "experiment" else "")
        body = {"items": PLUGIN_ITEMS, "route": PLUGIN_ROUTE, "experiment": PLUGIN_EXPERIMENT}[kind]
        write(out, "Sources/%sPlugin/Plugin/%sPlugin.swift" % (p, p), fill(PLUGIN_HEAD + body, **t))

    # Root: the features struct (one factory per feature), tab flows, the root flow.
    feature_list = [feature_name(i) for i in range(1, features + 1)]
    lines = [
        "import FlowCore",
        *["import %sFlow" % f for f in feature_list],
        "",
        "/// How the app builds each feature's flow; the composition root replaces the factories of features with plugins.",
        "///",
        "/// A class: every tab's rule captures it, and a struct of N closures would be copied into each capture.",
        "@MainActor",
        "public final class ScaleFeatures {",
    ]
    for f in feature_list:
        lines += [
            "    /// Builds %s's flow each time its tab opens it." % f,
            "    public var %s: @MainActor () -> %sFlow = { %sFlow.make() }" % (lower_first(f), f, f),
        ]
    lines += ["", "    /// Factories that build every feature without plugins.", "    public init() {}", "}", ""]
    write(out, "Sources/ScaleRootFlow/Root/ScaleFeatures.swift", "\n".join(lines))
    write(out, "Sources/ScaleRootFlow/Root/ScaleRootState.swift", fill(ROOT_STATE, TABS=tabs, N=features))
    for tab in range(tabs):
        members = list(range(tab * TAB_SIZE + 1, min(features, (tab + 1) * TAB_SIZE) + 1))
        name = "Tab%02d" % tab
        lines = [
            "import FlowCore",
            "import ScaleRootUI",
            *sorted("import %sFlow" % feature_name(i) for i in members),
            "",
            "extension Flow where State == TabState, Action == TabAction, Output == Void {",
            "    /// Tab %d: features %d to %d and a menu." % (tab, members[0], members[-1]),
            "    public static func tab%02d(_ features: ScaleFeatures) -> Flow<TabState, TabAction, Void> {" % tab,
            "        Flow<TabState, TabAction, Void>(",
            '            "%s", initialState: TabState(tab: %d, features: Array(%d...%d)),'
            % (name, tab, members[0], members[-1]),
            "            reducer: { state, action in",
            "                switch action {",
            "                case .open(let feature): state.open = feature",
            "                }",
            "                return .none",
            "            }",
            "        ) { router in",
        ]
        for i in members:
            f = feature_name(i)
            lines.append(
                '            router.addFlow({ $0.open == %d }, name: "%s", features.%s()) { state, _ in state.open = nil }'
                % (i, f.lower(), lower_first(f)))
        lines += [
            '            router.addScreen({ _ in true }, name: "menu") { state, send in',
            "                TabMenuScreen(tab: state.tab, features: state.features) { send(.open($0)) }",
            "            }",
            "        }",
            "    }",
            "}",
            "",
        ]
        write(out, "Sources/ScaleRootFlow/Tabs/%sFlow.swift" % name, "\n".join(lines))
    lines = [
        "import FlowCore",
        "",
        "/// The app's root: one tab per %d features, reaching every feature." % TAB_SIZE,
        "public typealias ScaleRootFlow = Flow<ScaleRootState, ScaleRootAction, Void>",
        "",
        "extension Flow where State == ScaleRootState, Action == ScaleRootAction, Output == Void {",
        "    /// The number of tabs.",
        "    public static var tabCount: Int { %d }" % tabs,
        "",
        "    /// Builds the root; each tab is built when first selected, each feature when first opened.",
        "    public static func make(features: ScaleFeatures = ScaleFeatures()) -> ScaleRootFlow {",
        "        ScaleRootFlow(",
        '            "Root", initialState: ScaleRootState(),',
        "            reducer: { state, action in",
        "                switch action {",
        "                case .select(let tab): state.tab = tab",
        "                }",
        "                return .none",
        "            }",
        "        ) { router in",
    ]
    for tab in range(tabs):
        lines.append(
            '            router.addFlow({ $0.tab == %d }, name: "tab%02d", presentation: .replace, TabFlows.tab%02d(features))'
            % (tab, tab, tab))
    lines += ["        }", "    }", "}", "", "/// The tab flows' type.",
              "public typealias TabFlows = Flow<TabState, TabAction, Void>", ""]
    write(out, "Sources/ScaleRootFlow/Root/ScaleRootFlow.swift", "\n".join(lines))
    write(out, "Sources/ScaleRootUI/Screens/TabMenuScreen.swift", fill(ROOT_UI))

    # The composition root and benchmark runner.
    write(out, "Sources/ScaleBenchApp/Composition/ScaleComposition.swift", composition(features, plugins))
    bench_source = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ScaleApp", "Bench")
    for name in sorted(os.listdir(bench_source)):
        with open(os.path.join(bench_source, name)) as handle:
            text = handle.read()
        folder = "Sources/ScaleBenchApp/" if name == "main.swift" else "Sources/ScaleBenchApp/Bench/"
        write(out, folder + name, text)
    heap_source = os.path.join(os.path.dirname(bench_source), "ScaleHeap")
    for name in ("ScaleHeap.c", "include/ScaleHeap.h"):
        with open(os.path.join(heap_source, name)) as handle:
            write(out, "Sources/ScaleHeap/" + name, handle.read())
    hosts = sorted({host_of(j, features, plugins) for j in range(1, plugins + 1)} | {1})
    write(out, "Tests/ScaleAppTests/Feature0001FlowTests.swift", FEATURE_TEST)

    write(out, "Package.swift", fill(MANIFEST, N=features, P=plugins, TAB=TAB_SIZE,
                                     SWITCHYARD=json.dumps(os.path.abspath(switchyard)),
                                     IDENTITY=json.dumps(os.path.basename(os.path.abspath(switchyard)))))
    write(out, "module-rules.json", MODULE_RULES)


MANIFEST_HELPERS = """
let featureCount = @N@
let pluginCount = @P@

/// `Feature0042` for 42.
func feature(_ index: Int) -> String { "Feature" + padded(index) }
/// `Extra0017` for 17.
func extra(_ index: Int) -> String { "Extra" + padded(index) }
/// Four digits.
func padded(_ number: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
/// The feature plugin `plugin` attaches to: plugin 1 alone on feature 1 (the flag-flip probe's flow holds the same
/// plugins at every size), plugins 2 to P spread evenly over features 2 to N.
func host(of plugin: Int) -> Int {
    plugin == 1 || featureCount == 1 ? 1 : 2 + (plugin - 2) * (featureCount - 1) / (pluginCount - 1)
}
/// The features that have plugins, and feature 1.
let hosts = Set((1...pluginCount).map(host(of:))).union([1]).sorted()
"""

MANIFEST = """
// swift-tools-version: 6.1
// Generated by Benchmarks/Scripts/generate-scale-app.py: @N@ features, @P@ plugins. Do not edit.
// Targets are declared in loops: a literal list of 2,000 targets takes the manifest compiler minutes and gigabytes.
import PackageDescription

let switchyard = @IDENTITY@
""" + MANIFEST_HELPERS + """
func engine(_ name: String) -> Target.Dependency { .product(name: name, package: switchyard) }
func local(_ name: String) -> Target.Dependency { .target(name: name) }

var targets: [Target] = []
for index in 1...featureCount {
    let name = feature(index)
    targets.append(.target(name: name + "Logic"))
    targets.append(.target(name: name + "Service", dependencies: [local(name + "Logic")]))
    targets.append(.target(name: name + "UI", dependencies: [engine("FlowCore"), local(name + "Logic")]))
    targets.append(
        .target(
            name: name + "Flow",
            dependencies: [
                engine("FlowCore"), engine("FlowPlugins"), engine("DeepLinks"), local(name + "Logic"),
                local(name + "Service"), local(name + "UI"),
            ],
            exclude: [name + "Routes.routes.json"],
            plugins: [.plugin(name: "RouteTablePlugin", package: switchyard)]))
}
for plugin in 1...pluginCount {
    let owner = feature(host(of: plugin))
    targets.append(
        .target(
            name: extra(plugin) + "Plugin",
            dependencies: [engine("FlowCore"), engine("FlowPlugins"), local(owner + "Flow"), local(owner + "UI")]))
}
targets.append(.target(name: "ScaleRootUI", dependencies: [engine("FlowCore")]))
targets.append(
    .target(
        name: "ScaleRootFlow",
        dependencies: [engine("FlowCore"), local("ScaleRootUI")] + (1...featureCount).map { local(feature($0) + "Flow") }))
targets.append(.target(name: "ScaleHeap"))
targets.append(
    .executableTarget(
        name: "ScaleBenchApp",
        dependencies: [
            engine("FlowCore"), engine("FlowPlugins"), local("ScaleRootFlow"), local("ScaleHeap"), local("Feature0001UI"),
        ] + (1...pluginCount).map { local(extra($0) + "Plugin") } + hosts.map { local(feature($0) + "Flow") }))
targets.append(
    .testTarget(
        name: "ScaleAppTests",
        dependencies: [engine("FlowCore"), engine("FlowTesting"), local("Feature0001Flow"), local("Feature0001Logic")]))
for target in targets where target.type != .system {
    target.swiftSettings = [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
}

let package = Package(
    name: "ScaleApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: @SWITCHYARD@)],
    targets: targets
)
"""

PLAIN_MANIFEST = """
// swift-tools-version: 6.1
// Generated by Benchmarks/Scripts/generate-scale-app.py (plain twin): @N@ features, @P@ plugins. Do not edit.
import PackageDescription
""" + MANIFEST_HELPERS + """
func local(_ name: String) -> Target.Dependency { .target(name: name) }

var targets: [Target] = []
for index in 1...featureCount {
    let name = feature(index)
    targets.append(.target(name: name + "Logic"))
    targets.append(.target(name: name + "Service", dependencies: [local(name + "Logic")]))
    targets.append(.target(name: name + "UI", dependencies: [local(name + "Logic")]))
    targets.append(
        .target(name: name + "Flow", dependencies: [local(name + "Logic"), local(name + "Service"), local(name + "UI")]))
}
for plugin in 1...pluginCount {
    let owner = feature(host(of: plugin))
    targets.append(.target(name: extra(plugin) + "Plugin", dependencies: [local(owner + "Flow"), local(owner + "UI")]))
}
targets.append(.target(name: "ScaleRootUI"))
targets.append(
    .target(
        name: "ScaleRootFlow", dependencies: [local("ScaleRootUI")] + (1...featureCount).map { local(feature($0) + "Flow") }))
targets.append(
    .executableTarget(
        name: "ScaleBenchApp",
        dependencies: [local("ScaleRootFlow")] + (1...pluginCount).map { local(extra($0) + "Plugin") }
            + hosts.map { local(feature($0) + "Flow") }))
for target in targets {
    target.swiftSettings = [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
}

let package = Package(name: "ScaleAppPlain", platforms: [.macOS(.v15)], targets: targets)
"""


def product(name):
    return '.product(name: "%s", package: switchyard)' % name


def lower_first(text):
    return text[0].lower() + text[1:]


def composition(features, plugins):
    by_host = {}
    for j in range(1, plugins + 1):
        by_host.setdefault(host_of(j, features, plugins), []).append(j)
    hosts = sorted(by_host)
    lines = [
        "import FlowCore",
        "import FlowPlugins",
        "import ScaleRootFlow",
        *sorted({"import %sFlow" % feature_name(h) for h in hosts} | {"import Feature0001Flow"}),
        *["import %sPlugin" % plugin_name(j) for j in range(1, plugins + 1)],
        "",
        "/// The app's composition root: its flags and experiments, and which plugins attach to which feature.",
        "@MainActor",
        "enum ScaleComposition {",
        "    /// The number of features and plugins the app was generated with.",
        "    static let size = (features: %d, plugins: %d)" % (features, plugins),
        "",
        "    /// Every plugin's flag.",
        "    static var flagDefinitions: [FeatureFlag] {",
        "        [%s]" % ", ".join("%sPlugin.flag" % plugin_name(j) for j in range(1, plugins + 1)),
        "    }",
        "",
        "    /// Every plugin's experiment.",
        "    static var experimentDefinitions: [ExperimentDefinition] {",
        "        [%s]" % ", ".join(
            "%sPlugin.experiment.definition" % plugin_name(j) for j in range(1, plugins + 1)
            if plugin_kind(j) == "experiment"),
        "    }",
        "",
        "    /// The feature factories, with every feature that has plugins attaching them through `registry`.",
        "    static func features(registry: PluginRegistry) -> ScaleFeatures {",
        "        let features = ScaleFeatures()",
    ]
    for h in hosts:
        lines.append("        features.%s = { attach%s(registry) }" % (lower_first(feature_name(h)), feature_name(h)))
    lines += [
        "        return features",
        "    }",
        "",
        "    /// Builds every feature flow that has plugins, except `skipping`, and attaches its plugins; the flows are not on a path.",
        "    static func attachAll(_ registry: PluginRegistry, skipping: Int) -> [AnyObject] {",
        "        var flows: [AnyObject] = []",
    ]
    for h in hosts:
        lines.append("        if skipping != %d { flows.append(attach%s(registry)) }" % (h, feature_name(h)))
    lines += [
        "        return flows",
        "    }",
        "",
        "    /// Builds every feature flow that has plugins, except `skipping`, without plugins.",
        "    static func buildAll(skipping: Int) -> [AnyObject] {",
        "        var flows: [AnyObject] = []",
    ]
    for h in hosts:
        lines.append("        if skipping != %d { flows.append(%sFlow.make()) }" % (h, feature_name(h)))
    lines += [
        "        return flows",
        "    }",
        "",
        "    /// The number of plugins attached to feature `feature`.",
        "    static func pluginCount(of feature: Int) -> Int {",
        "        switch feature {",
    ]
    for h in hosts:
        lines.append("        case %d: %d" % (h, len(by_host[h])))
    lines += ["        default: 0", "        }", "    }", ""]
    for h in hosts:
        f = feature_name(h)
        makes = []
        for j in by_host[h]:
            p = plugin_name(j) + "Plugin"
            if plugin_kind(j) == "experiment":
                makes.append("%s.make(variant: registry.flags.variantOrDefault(of: %s.experiment, for: \"rider\"))" % (p, p))
            else:
                makes.append("%s.make()" % p)
        lines += [
            "    /// %s with its plugins attached." % f,
            "    static func attach%s(_ registry: PluginRegistry) -> %sFlow {" % (f, f),
            "        registry.attach([%s], to: %sFlow.make(), points: %sFlow.pluginPoints)" % (", ".join(makes), f, f),
            "    }",
            "",
        ]
    lines += ["}", ""]
    return "\n".join(lines)


FEATURE_TEST = """
import Feature0001Flow
import Feature0001Logic
import FlowCore
import FlowTesting
import Testing

/// Feature 1 inside the generated app, driven by a FlowTester.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct Feature0001FlowTests {
    @Test func choosesAQuantityAndFinishes() async {
        await withFlowTester(Feature0001Flow.make()) { tester in
            tester.expect(path: "Feature0001 > feature0001-list")
            tester.send(.select(2)) { $0.selected = 2 }
            tester.expect(transitions: ["push feature0001-list -> feature0001-detail"])
            tester.send(.submit("12")) { $0.error = "'12' is not a quantity; type a number from 1 to 9." }
            tester.send(.submit("3")) {
                $0.quantity = 3
                $0.error = nil
            }
            tester.expect(transitions: ["push feature0001-detail -> feature0001-done"])
            tester.send(.close) { $0.isDone = true }
            tester.skipTransitions()
            tester.expect(output: 3)
        }
    }
}
"""

MODULE_RULES = json.dumps(
    {
        "description": "Module types of the generated scale app (Benchmarks/Scripts/generate-scale-app.py).",
        "types": {
            "Engine": {
                "match": ["FlowCore", "FlowPlugins", "DeepLinks", "ServiceLocator", "FlowTesting"],
                "mayDependOn": ["Engine"],
                "mayNotImport": ["UIKit", "SwiftUI", "AppKit"],
            },
            "Logic": {"match": "*Logic", "mayDependOn": ["Logic", "Engine"], "mayNotImport": ["UIKit", "SwiftUI", "AppKit"]},
            "Service": {
                "match": "*Service",
                "mayDependOn": ["Service", "Logic", "Engine"],
                "mayNotImport": ["UIKit", "SwiftUI", "AppKit"],
            },
            "UI": {"match": "*UI", "mayDependOn": ["UI", "Logic", "Engine"]},
            "Flow": {"match": "*Flow", "mayDependOn": ["Flow", "UI", "Logic", "Service", "Engine"]},
            "Plugin": {"match": "*Plugin", "plugin": True, "mayDependOn": ["Flow", "UI", "Logic", "Service", "Engine"]},
            "App": {"match": "*App", "mayDependOn": ["*"]},
            "Test": {"match": "*Tests", "mayDependOn": ["*"]},
        },
        "modules": {"ScaleHeap": "Logic"},
        "exceptions": [],
    },
    indent=2,
) + "\n"


# MARK: - Plain variant: the same targets and files, plain structs and closures, no Switchyard

PLAIN_UI_LIST = """
import @F@Logic

/// Lists feature @NUM@'s items; plugins may add items to its extras.
public struct @F@ListScreen: Sendable {
    /// The id of the list plugins add items to.
    public static let extrasList = "@f@-extras"
    /// The items.
    public var items: [@F@Item]
    /// The extras, filled by plugins.
    public var extras: [String] = []
    /// Opens an item.
    public var open: @MainActor @Sendable (Int) -> Void

    /// Creates the screen.
    public init(items: [@F@Item], open: @escaping @MainActor @Sendable (Int) -> Void) {
        (self.items, self.open) = (items, open)
    }
}
"""

PLAIN_UI_DETAIL = UI_DETAIL.replace("import FlowCore\n", "").replace(": Screen {", ": Sendable {")
PLAIN_UI_DONE = UI_DONE.replace("import FlowCore\n", "").replace(": Screen {", ": Sendable {")

PLAIN_FLOW_FLOW = """
import @F@Logic
import @F@Service
import @F@UI

/// The screen feature @NUM@ shows.
public enum @F@Screen: Sendable {
    /// The list.
    case list(@F@ListScreen)
    /// The detail.
    case detail(@F@DetailScreen)
    /// The confirmation.
    case done(@F@DoneScreen)
}

/// Feature @NUM@ by hand: state, a reducer and ordered rules as closures.
@MainActor
public final class @F@Flow {
    /// The name of the rule plugins may insert routes before.
    public static var detailRule: String { "detail" }
    /// The state.
    public private(set) var state: @F@State
    /// The rules: a name, a condition and the screen, or `nil` to finish.
    public var rules: [(name: String, condition: (@F@State) -> Bool, screen: (@F@State) -> @F@Screen?)] = []
    /// Runs when the flow finishes, with the quantity.
    public var onFinish: (Int) -> Void = { _ in }

    /// Builds feature @NUM@'s flow.
    public init(catalog: any @F@Catalog = InMemory@F@Catalog()) {
        state = @F@State(items: catalog.items())
        rules = [
            ("list", { $0.selected == nil }, { [unowned self] state in .list(@F@ListScreen(items: state.items) { self.send(.select($0)) }) }),
            (Self.detailRule, { $0.quantity == nil }, { [unowned self] state in
                .detail(@F@DetailScreen(item: state.selected ?? 0, error: state.error, submit: { self.send(.submit($0)) }, cancel: { self.send(.cancel) }))
            }),
            ("done", { !$0.isDone }, { [unowned self] state in
                .done(@F@DoneScreen(summary: "\\(state.quantity ?? 0) of item \\(state.selected ?? 0)") { self.send(.close) })
            }),
            ("finished", { _ in true }, { _ in nil }),
        ]
    }

    /// The screen the first matching rule shows, or `nil` once finished.
    public var screen: @F@Screen? {
        guard let rule = rules.first(where: { $0.condition(state) }) else { return nil }
        return rule.screen(state)
    }

    /// Applies an action; finishes when no screen is left.
    public func send(_ action: @F@Action) {
        switch action {
        case .select(let item): state.selected = item
        case .submit(let input):
            do {
                state.quantity = try @F@Validation.quantity(input)
                state.error = nil
            } catch {
                state.error = error.message
            }
        case .cancel: (state.selected, state.error) = (nil, nil)
        case .close: state.isDone = true
        }
        if screen == nil { onFinish(state.quantity ?? 0) }
    }

    /// Sets the note, as plugins do.
    public func setNote(_ note: String?) { state.note = note }

    /// The feature's links.
    public static var linkPatterns: [String] { [@F@Routes.home, @F@Routes.item] }
}
"""

PLAIN_ROUTES = """
/// Feature @NUM@'s links, written by hand.
public enum @F@Routes {
    /// Opens the feature.
    public static let home = "app://@f@"
    /// Opens one item.
    public static let item = "app://@f@/items/:itemID(int)"
}
"""

PLAIN_PLUGIN = """
import @H@Flow
import @H@UI

/// Plugin @NUM@ for feature @HNUM@, by hand: a flag and closures.
@MainActor
public enum @P@Plugin {
    /// The flag's key and default.
    public static let flag = (key: "@id@", isOnByDefault: @DEFAULT@)

    /// Adds the plugin's extras to a list screen.
    public static func decorate(_ screen: inout @H@ListScreen, state: @H@State, flow: @H@Flow) {
        screen.extras.append("Extra @NUM@: \\(state.items.count) items")
    }

    /// Inserts the plugin's rule into the flow when the note names it.
    public static func install(into flow: @H@Flow) {
        let index = flow.rules.firstIndex { $0.name == @H@Flow.detailRule } ?? 0
        flow.rules.insert(("@id@: promo", { $0.note == "@id@" }, { _ in nil }), at: index)
    }
}
"""


def generate_plain(out, features, plugins):
    tabs = (features + TAB_SIZE - 1) // TAB_SIZE
    for index in range(1, features + 1):
        f = feature_name(index)
        t = dict(F=f, f=f.lower(), NUM=index)
        write(out, "Sources/%sLogic/Model/%sItem.swift" % (f, f), fill(LOGIC_ITEM, **t))
        write(out, "Sources/%sLogic/Validation/%sInputError.swift" % (f, f), fill(LOGIC_ERROR, **t))
        write(out, "Sources/%sLogic/Validation/%sValidation.swift" % (f, f), fill(LOGIC_VALIDATION, **t))
        write(out, "Sources/%sService/Catalog/%sCatalog.swift" % (f, f), fill(SERVICE_PROTOCOL, **t))
        write(out, "Sources/%sService/Catalog/InMemory%sCatalog.swift" % (f, f), fill(SERVICE_MEMORY, **t))
        write(out, "Sources/%sUI/Screens/%sListScreen.swift" % (f, f), fill(PLAIN_UI_LIST, **t))
        write(out, "Sources/%sUI/Screens/%sDetailScreen.swift" % (f, f), fill(PLAIN_UI_DETAIL, **t))
        write(out, "Sources/%sUI/Screens/%sDoneScreen.swift" % (f, f), fill(PLAIN_UI_DONE, **t))
        write(out, "Sources/%sFlow/Flow/%sState.swift" % (f, f), fill(FLOW_STATE, **t))
        write(out, "Sources/%sFlow/Flow/%sAction.swift" % (f, f), fill(FLOW_ACTION, **t))
        write(out, "Sources/%sFlow/Flow/%sFlow.swift" % (f, f), fill(PLAIN_FLOW_FLOW, **t))
        write(out, "Sources/%sFlow/Flow/%sRoutes.swift" % (f, f), fill(PLAIN_ROUTES, **t))
    for plugin in range(1, plugins + 1):
        p = plugin_name(plugin)
        host = host_of(plugin, features, plugins)
        h = feature_name(host)
        t = dict(P=p, H=h, NUM=plugin, HNUM=host, id=p.lower().replace("extra", "extra-"),
                 DEFAULT="true" if plugin % 2 == 0 else "false")
        write(out, "Sources/%sPlugin/Plugin/%sPlugin.swift" % (p, p), fill(PLAIN_PLUGIN, **t))
    feature_list = [feature_name(i) for i in range(1, features + 1)]
    lines = [*["import %sFlow" % f for f in feature_list], "",
             "/// How the app builds each feature's flow.", "@MainActor", "public final class ScaleFeatures {"]
    for f in feature_list:
        lines += ["    /// Builds %s's flow." % f,
                  "    public var %s: @MainActor () -> %sFlow = { %sFlow() }" % (lower_first(f), f, f)]
    lines += ["", "    /// Factories that build every feature without plugins.", "    public init() {}", "}", ""]
    write(out, "Sources/ScaleRootFlow/Root/ScaleFeatures.swift", "\n".join(lines))
    for tab in range(tabs):
        members = list(range(tab * TAB_SIZE + 1, min(features, (tab + 1) * TAB_SIZE) + 1))
        lines = [*sorted("import %sFlow" % feature_name(i) for i in members), "import ScaleRootUI", "",
                 "/// Tab %d by hand: opens features %d to %d." % (tab, members[0], members[-1]),
                 "@MainActor", "public enum Tab%02d {" % tab,
                 "    /// The menu, and a closure per feature that opens it and returns its first screen's description.",
                 "    public static func make(_ features: ScaleFeatures) -> (menu: TabMenuScreen, open: [Int: () -> String]) {",
                 "        var open: [Int: () -> String] = [:]"]
        for i in members:
            lines.append('        open[%d] = { "\\(features.%s().screen.map { "\\($0)" } ?? "finished")" }'
                         % (i, lower_first(feature_name(i))))
        lines += ["        return (TabMenuScreen(tab: %d, features: Array(%d...%d)) { _ in }, open)"
                  % (tab, members[0], members[-1]), "    }", "}", ""]
        write(out, "Sources/ScaleRootFlow/Tabs/Tab%02dFlow.swift" % tab, "\n".join(lines))
    lines = ["/// The app's root by hand: the tabs' menus.", "@MainActor", "public enum ScaleRootFlow {",
             "    /// Every tab.", "    public static func make(features: ScaleFeatures = ScaleFeatures()) -> [TabMenu] {",
             "        [%s]" % ", ".join("Tab%02d.make(features)" % t for t in range(tabs)), "    }", "}", "",
             "import ScaleRootUI", "", "/// A tab's menu and openers.",
             "public typealias TabMenu = (menu: TabMenuScreen, open: [Int: () -> String])", ""]
    write(out, "Sources/ScaleRootFlow/Root/ScaleRootFlow.swift", "\n".join(lines))
    write(out, "Sources/ScaleRootUI/Screens/TabMenuScreen.swift",
          ROOT_UI.replace("import FlowCore\n", "").replace(": Screen {", ": Sendable {"))
    by_host = {}
    for j in range(1, plugins + 1):
        by_host.setdefault(host_of(j, features, plugins), []).append(j)
    lines = ["import ScaleRootFlow", *sorted({"import %sFlow" % feature_name(h) for h in by_host}),
             *["import %sPlugin" % plugin_name(j) for j in range(1, plugins + 1)], "",
             "/// The plain app's composition: flags as a dictionary, plugins installed by closures.",
             "@MainActor", "enum ScaleComposition {", "    /// Every plugin's flag.",
             "    static let flags: [String: Bool] = [%s]" % (", ".join(
                 "%sPlugin.flag.key: %sPlugin.flag.isOnByDefault" % (plugin_name(j), plugin_name(j))
                 for j in range(1, plugins + 1)) or ":"),
             "", "    /// The feature factories, installing plugins into features that have them.",
             "    static func features() -> ScaleFeatures {", "        let features = ScaleFeatures()"]
    for h, js in sorted(by_host.items()):
        f = feature_name(h)
        lines += ["        features.%s = {" % lower_first(f), "            let flow = %sFlow()" % f]
        for j in js:
            lines.append("            if flags[%sPlugin.flag.key] == true { %sPlugin.install(into: flow) }"
                         % (plugin_name(j), plugin_name(j)))
        lines += ["            return flow", "        }"]
    lines += ["        return features", "    }", "}", ""]
    write(out, "Sources/ScaleBenchApp/Composition/ScaleComposition.swift", "\n".join(lines))
    write(out, "Sources/ScaleBenchApp/main.swift",
          "import ScaleRootFlow\n\nMainActor.assumeIsolated {\n    let tabs = ScaleRootFlow.make(features: ScaleComposition.features())\n"
          "    print(tabs.count, tabs.first?.open[1]?() ?? \"\")\n}\n")
    write(out, "Package.swift", fill(PLAIN_MANIFEST, N=features, P=plugins))


def main():
    parser = argparse.ArgumentParser(description="Generate a synthetic Switchyard app and its plain twin.")
    parser.add_argument("--features", type=int, default=500)
    parser.add_argument("--plugins", type=int, default=200)
    parser.add_argument("--switchyard", required=True, help="the Switchyard package root")
    parser.add_argument("--output", required=True, help="the folder to write switchyard/ and plain/ into")
    arguments = parser.parse_args()
    if arguments.features < 1 or arguments.plugins < 1:
        parser.error("--features and --plugins must be at least 1 (got %d and %d)" % (arguments.features, arguments.plugins))
    if arguments.features > 9999 or arguments.plugins > 9999:
        parser.error("--features and --plugins must be at most 9999: names carry four digits")
    generate_switchyard(os.path.join(arguments.output, "switchyard"), arguments.switchyard, arguments.features,
                        arguments.plugins)
    generate_plain(os.path.join(arguments.output, "plain"), arguments.features, arguments.plugins)
    written = sum(sync(os.path.join(arguments.output, variant)) for variant in ("switchyard", "plain"))
    print("generated %d features, %d plugins in %s (%d of %d files written)" % (
        arguments.features, arguments.plugins, arguments.output, written, len(PENDING)))


if __name__ == "__main__":
    main()
