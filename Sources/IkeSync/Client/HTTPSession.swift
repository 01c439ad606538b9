import CCurl
import Foundation
import Synchronization

/// The HTTP connections of one sync: libcurl's multi interface, run by a thread of the session's own, so
/// the requests in flight share one pool of kept-alive connections and no Swift concurrency thread waits
/// on a socket (Docs/Sync.md, "The CalDAV client").
///
/// libcurl is loaded the first time a request is sent (`CCurl`); the thread starts then and ends at
/// `shutdown()`, which the owner calls when done.
public final class HTTPSession: Sendable {
    /// Timeouts and limits of every request.
    public let options: CalDAVClientOptions
    private let inbox = Mutex(Inbox())

    /// What the callers hand the loop thread.
    private struct Inbox: ~Copyable {
        var multi: CurlMulti?
        var arrivals: [CurlTransfer] = []
        var stopping = false
    }

    /// libcurl's multi handle, used only by the loop thread but for `curl_multi_wakeup`, which any thread
    /// may call.
    private struct CurlMulti: @unchecked Sendable {
        let handle: UnsafeMutableRawPointer
    }

    /// A session whose requests follow `options`.
    public init(options: CalDAVClientOptions = CalDAVClientOptions()) {
        self.options = options
    }

    /// Sends `method` to `url` with `headers` and `body` and reads the whole answer, whatever its status;
    /// only failures to get an answer are thrown.
    func execute(
        _ method: String, _ url: URL, headers: [(String, String)], body: [UInt8]?
    ) async throws(CalDAVError) -> HTTPAnswer {
        if let failure = ike_curl_load() { throw .httpLibraryMissing(reason: String(cString: failure)) }
        let transfer = try CurlTransfer(
            method: method, url: url, headers: headers, body: body, options: options)
        let result = await withTaskCancellationHandler {
            await transfer.answer { self.submit($0) }
        } onCancel: {
            transfer.cancelRequested.store(true, ordering: .relaxed)
            self.wake()
        }
        return try result.get()
    }

    /// Stops the loop thread, failing any request still in flight as cancelled, and closes the connections.
    public func shutdown() {
        inbox.withLock { inbox in
            inbox.stopping = true
            if let multi = inbox.multi { _ = ike_curl_multi_wakeup(multi.handle) }
        }
    }

    private func submit(_ transfer: CurlTransfer) {
        let refused = inbox.withLock { inbox -> Bool in
            guard !inbox.stopping else { return true }
            inbox.arrivals.append(transfer)
            if let multi = inbox.multi {
                _ = ike_curl_multi_wakeup(multi.handle)
            } else if let handle = ike_curl_multi_init() {
                let multi = CurlMulti(handle: handle)
                inbox.multi = multi
                let thread = Thread { self.run(multi) }
                thread.name = "ike-http"
                thread.start()
            } else {
                return true
            }
            return false
        }
        if refused { transfer.finish(.failure(.cancelled(url: transfer.url.absoluteString))) }
    }

    private func wake() {
        inbox.withLock { inbox in
            if let multi = inbox.multi { _ = ike_curl_multi_wakeup(multi.handle) }
        }
    }

    /// The loop: adds what arrived, lets libcurl move every transfer on, ends those that finished, were
    /// cancelled or waited past the read timeout, then sleeps until a socket or a caller wakes it.
    private func run(_ multi: CurlMulti) {
        // libcurl, told not to use signals, leaves SIGPIPE to the program: a write to a closed connection on
        // this thread must fail with EPIPE rather than end the process.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        var active: [CurlTransfer] = []
        func end(_ transfer: CurlTransfer, _ result: Result<HTTPAnswer, CalDAVError>) {
            _ = ike_curl_multi_remove_handle(multi.handle, transfer.easy)
            active.removeAll { $0 === transfer }
            transfer.finish(result)
        }
        while true {
            let (arrivals, stopping) = inbox.withLock { inbox in
                defer { inbox.arrivals = [] }
                return (inbox.arrivals, inbox.stopping)
            }
            for transfer in arrivals {
                transfer.begin()
                guard ike_curl_multi_add_handle(multi.handle, transfer.easy) == CURLM_OK else {
                    transfer.finish(
                        .failure(
                            .connectionDropped(
                                url: transfer.url.absoluteString, reason: "libcurl refused the request")))
                    continue
                }
                active.append(transfer)
            }
            if stopping { break }
            var running: Int32 = 0
            _ = ike_curl_multi_perform(multi.handle, &running)
            var code = CURLE_OK
            while let easy = ike_curl_multi_next_done(multi.handle, &code) {
                if let transfer = active.first(where: { $0.easy == easy }) {
                    end(transfer, transfer.outcome(of: code))
                }
            }
            let now = ContinuousClock.now
            for transfer in active {
                if transfer.cancelRequested.load(ordering: .relaxed) {
                    end(transfer, .failure(.cancelled(url: transfer.url.absoluteString)))
                } else if transfer.readTimedOut(at: now) {
                    end(transfer, .failure(.timedOut(url: transfer.url.absoluteString)))
                }
            }
            // libcurl wakes sooner for its own timers; 50 ms is how late a read timeout may be noticed.
            _ = ike_curl_multi_poll(multi.handle, active.isEmpty ? 60_000 : 50)
        }
        for transfer in active { end(transfer, .failure(.cancelled(url: transfer.url.absoluteString))) }
        inbox.withLock { $0.multi = nil }
        ike_curl_multi_cleanup(multi.handle)
    }
}
