# Switchyard — the commands the README promises.
SWIFT ?= swift
STRICT := -Xswiftc -warnings-as-errors
FLOW ?=
LINT_PATHS := Package.swift Sources Tools Flows Tests

.PHONY: build test lint format bench bench-session validate run fuzz docs docs-check clean sanitize mutate

## build: compile every target in Swift 6 mode with warnings as errors.
build:
	$(SWIFT) build $(STRICT)

## test: build everything (warnings are errors), then run every test, ended after TEST_SECONDS
## (the whole process tree; .ci/time-limit then names the tests that were still running).
TEST_SECONDS ?= 900
test:
	$(SWIFT) build --build-tests $(STRICT)
	@mkdir -p .build
	.ci/time-limit $(TEST_SECONDS) .build/test.log $(SWIFT) test --skip-build

## sanitize: the core libraries' tests under ThreadSanitizer (with .ci/tsan-suppressions.txt for the
## Synchronization.Mutex false positive, see Docs/Sanitizers.md), then under AddressSanitizer with
## LeakSanitizer on (detect_leaks=1; .ci/lsan-suppressions.txt lists the two reports that are not leaks of
## this project, each argued): a leak at exit fails the run.
## Only the core targets are built (SWITCHYARD_ONLY, read by Package.swift), each sanitizer in its own
## scratch path; each test run is ended after SANITIZE_SECONDS. SANITIZE="thread" picks one.
## Measured from a cold scratch path on 2 shared cores: TSan 76 s build + 50 s tests, ASan 103 s + 38 s.
## The AddressSanitizer run adds MiniAppTests (SANITIZE_ADDRESS_TARGETS): every mini-app's scripted sessions, in
## process and as processes of the mini-app executables built with ASan, so a cycle in a running app fails too.
## print_suppressions=0: those tests compare the executables' standard error, which must stay empty.
SANITIZE ?= thread address
SANITIZE_TARGETS ?= FlowCoreTests,ServiceLocatorTests,FlowTestingTests,DeepLinksTests,FlowPluginsTests
SANITIZE_ADDRESS_TARGETS ?= $(SANITIZE_TARGETS),MiniAppTests
SANITIZE_SECONDS ?= 300
sanitize:
	@for sanitizer in $(SANITIZE); do \
		echo "== $$sanitizer sanitizer"; \
		targets="$(SANITIZE_TARGETS)"; [ $$sanitizer = address ] && targets="$(SANITIZE_ADDRESS_TARGETS)"; \
		SWITCHYARD_ONLY=$$targets $(SWIFT) build --build-tests --sanitize=$$sanitizer --scratch-path .build-$$sanitizer || exit 1; \
		SWITCHYARD_ONLY=$$targets TSAN_OPTIONS="suppressions=$(CURDIR)/.ci/tsan-suppressions.txt halt_on_error=1" \
			ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$(CURDIR)/.ci/lsan-suppressions.txt print_suppressions=0" .ci/time-limit $(SANITIZE_SECONDS) .build-$$sanitizer/test.log \
			$(SWIFT) test --skip-build --sanitize=$$sanitizer --scratch-path .build-$$sanitizer || exit 1; \
	done

## mutate: small changes (< and <=, == and !=, + 1 and - 1, true and false, && and ||; MUTATE_ARGS="--semantic"
## adds hand-written kinds) to MUTATE_FILES (one module), the module's tests (MUTATE_FILTER) run against each;
## prints survivors and a score. Mutant schemata: every mutant goes behind a runtime switch in one build
## (SWITCHYARD_ONLY, scratch path .build-mutate), and the test binary runs once per mutant, only the suites that
## run its lines. Run it in a scratch copy (it writes into Sources/ and restores on exit); "--one-at-a-time" is
## the old path. MUTATE_MAX=N samples N mutants per file, spread evenly. Scores: Docs/Mutation.md.
## make mutate MUTATE_FILES="Sources/FlowCore/Navigation/NavigatorLimits.swift" MUTATE_FILTER=FlowCoreTests
MUTATE_FILES ?= Sources/ServiceLocator/TestContext/TestContextDetection.swift
MUTATE_FILTER ?= ServiceLocatorTests
MUTATE_MAX ?= 0
## MUTATE_ARGS="--semantic --suite --allow-warnings" adds hand-written-style mutants and the whole suite's dependent targets.
MUTATE_ARGS ?=
mutate:
	python3 Tools/mutate.py --filter "$(MUTATE_FILTER)" --max $(MUTATE_MAX) $(MUTATE_ARGS) $(MUTATE_FILES)

## lint: check formatting and documentation with swift-format.
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(LINT_PATHS)

## format: rewrite sources in place with swift-format.
format:
	$(SWIFT) format format --in-place --recursive --parallel $(LINT_PATHS)

## validate: check module types, dependencies and imports against module-rules.json (swift package check-module-rules),
## plugin targets included: the plugin runs `switchyard check`, which reads the modules from `swift package dump-package`.
## SWITCHYARD_ONLY is unset so that the whole package is checked (the manifest keeps only the named targets otherwise).
validate:
	env -u SWITCHYARD_ONLY $(SWIFT) package check-module-rules

## run: the whole sample app in the terminal (RideApp); FLOW=Payments runs PaymentsApp, ARGS="--flag coupons=on" passes flags.
run:
	$(SWIFT) run $(if $(FLOW),$(FLOW)App,RideApp) $(ARGS)

## bench: run the benchmarks package in release mode, one process per suite so that a suite's
## peak memory (ru_maxrss) is its own. BENCH="router modules" picks suites.
## The allocation counter (Benchmarks/MallocCounter) is preloaded so suites can report allocations per operation.
## routetables builds generated tables of 1,000 and 5,000 routes in a throwaway package (several minutes;
## SWITCHYARD_ROUTE_TABLE_SIZES=1000,5000,20000 adds the linearity check) and prints each against its goal and baseline.
BENCH ?= router navigator locator deeplinks plugins modules restoration routetables
bench:
	cd Benchmarks && $(SWIFT) build -c release --product SwitchyardBenchmarks
	mkdir -p Benchmarks/.build && cc -O2 -shared -fPIC -o Benchmarks/.build/libmalloccount.so Benchmarks/MallocCounter/counter.c
	@for suite in $(BENCH); do (cd Benchmarks && LD_PRELOAD=$(CURDIR)/Benchmarks/.build/libmalloccount.so $(SWIFT) run -c release --skip-build SwitchyardBenchmarks $$suite) || exit 1; done

## bench-instructions: every pair of `make bench` counted in instructions by callgrind (stable under load),
## with the ratio the goal is judged on. BENCH names the suites (default: all but restoration and routetables).
BENCH_COUNTED ?= router navigator locator deeplinks plugins modules
.PHONY: bench-instructions
bench-instructions:
	cd Benchmarks && $(SWIFT) build -c release --product SwitchyardBenchmarks
	python3 Benchmarks/Scripts/bench-instructions.py $(BENCH_COUNTED)

## bench-scale: Switchyard at the size it is built for. Generates an app of N features and P plugins
## (Benchmarks/Scripts/generate-scale-app.py, into .build/scale) and a sample-sized one (13 features, 3 plugins),
## and prints each figure with its baseline from the same run: compile time against the plain twin, start(),
## memory, update and flag flip (wall time and callgrind instructions), verifyTree, switchyard check against
## grep, a FlowTester test. Builds run under nice -n 19 with JOBS jobs. The full size's clean builds take long
## on 2 shared cores (see Benchmarks/Scripts/README.md); quick mode: make bench-scale N=50 P=20 COMPILE=no.
N ?= 500
P ?= 200
ROUNDS ?= 7
COMPILE ?= yes
JOBS ?= 2
## TOGETHER=yes builds each plain twin at the same time as its app (half the wall time; the goal is judged on CPU).
TOGETHER ?= no
.PHONY: bench-scale
bench-scale:
	python3 Benchmarks/Scripts/bench-scale.py --features $(N) --plugins $(P) --rounds $(ROUNDS) --compile $(COMPILE) --jobs $(JOBS) --together $(TOGETHER)

## bench-session: RideApp in release: start() of the sample tree and ns per step of a 1,000-step scripted session.
bench-session:
	Benchmarks/Scripts/scripted-session.sh

## fuzz: build the DeepLinks and RoutingHub libFuzzer targets and run each for FUZZ_SECONDS (crashes go to fuzz-artifacts/).
FUZZ_SECONDS ?= 60
fuzz:
	Fuzz/run.sh $(FUZZ_SECONDS)
	Fuzz/run-hub.sh $(FUZZ_SECONDS)

## fuzz-imports: build the ModuleRules import-lexer libFuzzer target (ASan) and run it for FUZZ_SECONDS.
.PHONY: fuzz-imports
fuzz-imports:
	Fuzz/run-imports.sh $(FUZZ_SECONDS)

## docs-check: build, then type-check every ```swift block of README.md and the DocC articles against the
## built modules, and run the blocks that show output (`print(…)  // output`) and compare. Fences:
## ```swift partial (an excerpt, not compiled), ```swift continued (appended to the block before),
## ```swift apple (UIKit/SwiftUI, not compiled on Linux). See Tools/check-snippets.py.
docs-check:
	$(SWIFT) build $(STRICT)
	python3 Tools/check-snippets.py --build-path .build

## docs: build each library's DocC archive into .build/docs/<Module>.doccarchive (toolchain docc, no plugin).
LIBRARIES := FlowCore FlowPlugins DeepLinks ServiceLocator FlowTesting TerminalHost ModuleRules
docs:
	$(SWIFT) build --scratch-path .build-docs -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build-docs/symbol-graphs
	@for module in $(LIBRARIES); do \
		mkdir -p .build-docs/graphs/$$module .build-docs/docs && cp .build-docs/symbol-graphs/$$module.symbols.json .build-docs/symbol-graphs/$$module@*.symbols.json .build-docs/graphs/$$module/ 2>/dev/null; \
		docc convert Sources/$$module/Documentation.docc --fallback-display-name $$module --fallback-bundle-identifier org.switchyard.$$module \
			--additional-symbol-graph-dir .build-docs/graphs/$$module --output-path .build-docs/docs/$$module.doccarchive --warnings-as-errors || exit 1; \
	done

## fuzz-long: the DeepLinks and RoutingHub fuzzers for long runs, e.g. make fuzz-long FUZZ_SECONDS=3600 (default one hour each).
.PHONY: fuzz-long
fuzz-long:
	Fuzz/run.sh $(if $(filter command line,$(origin FUZZ_SECONDS)),$(FUZZ_SECONDS),3600)
	Fuzz/run-hub.sh $(if $(filter command line,$(origin FUZZ_SECONDS)),$(FUZZ_SECONDS),3600)

clean:
	rm -rf .build .build-docs .build-thread .build-address .build-mutate .build-mutate.log Benchmarks/.build

## run-web: a mini-app in a browser at http://127.0.0.1:8080/ (the inspector at /inspector): RideApp, or APP=onboarding,
## ride-feature, profile, rating or payments; ARGS="--flag coupons=on --port 9000" passes the app's and the server's options.
.PHONY: run-web test-web
APP ?= ride
run-web:
	cd Hosts/Browser && $(SWIFT) run $(STRICT) browser-host $(APP) $(ARGS)

## test-web: the browser host's tests: Swift tests, Selenium in headless Chromium, a random walk and a load test (Hosts/Browser/Scripts/ci.sh).
test-web:
	Hosts/Browser/Scripts/ci.sh
