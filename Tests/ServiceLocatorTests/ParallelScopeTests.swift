import ServiceLocator
import Testing

/// Proof that scopes are per task tree: many concurrent scopes, each with its own mock.
@Suite(.timeLimit(.minutes(1))) struct ParallelScopeTests {
    @Test func concurrentScopesNeverSeeEachOthersMocks() async {
        let scopes = 400
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for scope in 0..<scopes {
                group.addTask {
                    await withMocks {
                        $0.mock((any Identified).self) { Instance(id: scope) }
                    } operation: {
                        var wrong = 0
                        for _ in 0..<5 {
                            await Task.yield()
                            let own = bind((any Identified).self) { Instance(id: -1) }.id
                            if own != scope { wrong += 1 }
                            // A child task of this scope sees this scope's mock, not a sibling's.
                            let child = await Task { bind((any Identified).self) { Instance(id: -1) }.id }.value
                            if child != scope { wrong += 1 }
                        }
                        return wrong
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func concurrentScopesEachGetTheirOwnCachedMock() async {
        let made = Counter()
        let identities = await withTaskGroup(of: Set<ObjectIdentifier>.self) { group in
            for scope in 0..<100 {
                group.addTask {
                    await withMocks {
                        $0.mock((any Identified).self) {
                            made.increment()
                            return Instance(id: scope)
                        }
                    } operation: {
                        await withTaskGroup(of: ObjectIdentifier.self) { inner in
                            for _ in 0..<8 {
                                inner.addTask {
                                    ObjectIdentifier(
                                        bind((any Identified).self, lifetime: .cached) { Instance(id: -1) })
                                }
                            }
                            return await inner.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
                        }
                    }
                }
            }
            return await group.reduce(into: [Set<ObjectIdentifier>]()) { $0.append($1) }
        }
        #expect(identities.count == 100)
        #expect(identities.allSatisfy { $0.count == 1 })
        #expect(made.value == 100)
    }

    @Test(arguments: 0..<32)
    func parallelTestCasesKeepTheirOwnMocks(_ value: Int) async {
        await withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: value) }
        } operation: {
            await Task.yield()
            #expect(bind((any TimeSource).self) { FixedTime(now: -1) }.now == value)
        }
    }
}
