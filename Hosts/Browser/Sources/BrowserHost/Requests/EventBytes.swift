import FlyingFox
import FlyingSocks
import Foundation

/// Server-sent events as the bytes of a chunked HTTP body: each event is sent as it arrives.
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var buffer: [UInt8] = []

        mutating func next() async -> UInt8? {
            if buffer.isEmpty {
                guard let data = await events.next() else { return nil }
                buffer = Array(data)
            }
            return buffer.isEmpty ? nil : buffer.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if buffer.isEmpty {
                guard let data = await events.next() else { return nil }
                buffer = Array(data)
            }
            let chunk = Array(buffer.prefix(Swift.max(count, 1)))
            buffer.removeFirst(chunk.count)
            return chunk
        }
    }
}
