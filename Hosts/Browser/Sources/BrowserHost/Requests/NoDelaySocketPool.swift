import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket it waits on.
///
/// FlyingFox writes a response's head and body in two writes; with Nagle on, the body waits for the
/// client to acknowledge the head, and a client that delays its acknowledgement (Linux waits up to
/// 40 ms) stalls every small answer by that much. Measured on loopback, one session's step took
/// 50 ms with Nagle and a few milliseconds without.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket passes it on to the sockets it accepts; accepted ones are set as they wait.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
