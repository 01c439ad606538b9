import CCurl
import Foundation
import Synchronization

/// One request through libcurl: its easy handle set up for CalDAV, and the answer as it arrives.
///
/// Made on the caller's thread; once handed to `HTTPSession` only its loop thread touches it (libcurl calls
/// the callbacks from `curl_multi_perform` there), except `cancelRequested`, which is atomic.
final class CurlTransfer: @unchecked Sendable {
    let url: URL
    let easy: UnsafeMutableRawPointer
    private let headerList: UnsafeMutablePointer<curl_slist>?
    private let errorText: UnsafeMutablePointer<CChar>
    private let bodyLimit: Int
    private let readTimeout: Duration
    private let connectTimeout: Duration
    private var answerHeaders: [(name: String, value: String)] = []
    private var answerBody: [UInt8] = []
    private var bodyTooLarge = false
    private var continuation: CheckedContinuation<Result<HTTPAnswer, CalDAVError>, Never>?
    /// When the loop added it, and when a byte of the answer last arrived.
    private(set) var started = ContinuousClock.now
    private var lastArrival: ContinuousClock.Instant?
    /// Set by the task that waits for the answer when it is cancelled.
    let cancelRequested = Atomic<Bool>(false)

    /// A transfer of `method` to `url` with `headers` and `body`, under the timeouts and limit of `options`.
    init(
        method: String, url: URL, headers: [(String, String)], body: [UInt8]?, options: CalDAVClientOptions
    ) throws(CalDAVError) {
        guard let easy = ike_curl_easy_init() else {
            throw .httpLibraryMissing(reason: "curl_easy_init failed")
        }
        self.url = url
        self.easy = easy
        self.bodyLimit = options.maximumBodyBytes
        self.readTimeout = options.readTimeout
        self.connectTimeout = options.connectTimeout
        errorText = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        // `Expect:` and `Accept:` with no value stop libcurl adding its own: ike sends what it asks for.
        var list: UnsafeMutablePointer<curl_slist>?
        for line in headers.map({ "\($0.0): \($0.1)" }) + ["Expect:", "Accept:"] {
            list = ike_curl_slist_append(list, line)
        }
        headerList = list
        configure(method: method, body: body, options: options)
    }

    deinit {
        ike_curl_easy_cleanup(easy)
        ike_curl_slist_free_all(headerList)
        errorText.deallocate()
    }

    private func configure(method: String, body: [UInt8]?, options: CalDAVClientOptions) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        setText(CURLOPT_URL, url.absoluteString)
        _ = ike_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        _ = ike_curl_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        // Environment proxies are not used (as before libcurl): a sync goes straight to its server.
        setText(CURLOPT_PROXY, "")
        setText(CURLOPT_PROTOCOLS_STR, "http,https")
        _ = ike_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        _ = ike_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(options.connectTimeout))
        _ = ike_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(options.requestTimeout))
        _ = ike_curl_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumBodyBytes))
        _ = ike_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        _ = ike_curl_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList)
        _ = ike_curl_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, curlHeaderLine)
        _ = ike_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
        _ = ike_curl_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, curlBodyBytes)
        _ = ike_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        if let body {
            _ = ike_curl_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { _ = ike_curl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
            setText(CURLOPT_CUSTOMREQUEST, method)
        } else if method == "GET" {
            _ = ike_curl_setopt_long(easy, CURLOPT_HTTPGET, 1)
        } else {
            setText(CURLOPT_CUSTOMREQUEST, method)
        }
    }

    /// libcurl copies every text option it is given.
    private func setText(_ option: CURLoption, _ text: String) {
        _ = text.withCString { ike_curl_setopt_pointer(easy, option, $0) }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    /// Waits for the answer: `start` hands the transfer to the loop once the continuation is in place.
    func answer(start: (CurlTransfer) -> Void) async -> Result<HTTPAnswer, CalDAVError> {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            start(self)
        }
    }

    /// Called by the loop when it adds the handle.
    func begin() { started = .now }

    /// Ends the wait with `result`; the loop calls it once, after removing the handle.
    func finish(_ result: Result<HTTPAnswer, CalDAVError>) {
        continuation?.resume(returning: result)
        continuation = nil
    }

    /// What libcurl's `code` for this transfer means: the answer, or the failure a person understands.
    func outcome(of code: CURLcode) -> Result<HTTPAnswer, CalDAVError> {
        guard code == CURLE_OK else { return .failure(failure(of: code)) }
        var status = 0
        _ = ike_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPAnswer(url: url, status: status, headers: answerHeaders, body: answerBody))
    }

    private func failure(of code: CURLcode) -> CalDAVError {
        var osError = 0
        _ = ike_curl_getinfo_long(easy, CURLINFO_OS_ERRNO, &osError)
        let text = String(cString: errorText)
        return TransportFailure(
            code: code, osError: Int32(osError), connected: readyAfter != nil, bodyTooLarge: bodyTooLarge,
            detail: text.isEmpty ? String(cString: ike_curl_easy_strerror(code)) : text
        ).error(url: url.absoluteString, bodyLimit: bodyLimit)
    }

    /// Whether no byte of the answer came for the read timeout since the request went out. A transfer still
    /// connecting is left to libcurl's connect timeout.
    func readTimedOut(at now: ContinuousClock.Instant) -> Bool {
        // A kept connection can be ready within the clock's tick (a time of 0): past the connect timeout
        // the request surely went out, or libcurl would have given up.
        guard let ready = readyAfter ?? (now - started > connectTimeout ? connectTimeout : nil) else {
            return false
        }
        return now - max(lastArrival ?? started, started + ready) > readTimeout
    }

    /// How long after the start the request was ready to go (connected, TLS done, or a kept connection
    /// taken); nil while it is still connecting.
    private var readyAfter: Duration? {
        var microseconds: curl_off_t = 0
        _ = ike_curl_getinfo_offset(easy, CURLINFO_PRETRANSFER_TIME_T, &microseconds)
        return microseconds > 0 ? .microseconds(microseconds) : nil
    }

    fileprivate func receivedHeader(_ line: UnsafeRawBufferPointer) {
        lastArrival = .now
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // A status line starts an answer (a `100 Continue` comes before the real one).
        if text.hasPrefix("HTTP/") {
            answerHeaders = []
        } else if let colon = text.firstIndex(of: ":") {
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            answerHeaders.append((name: name, value: value))
        }
    }

    /// Keeps `bytes` of the body; false (which makes libcurl stop) past the limit.
    fileprivate func receivedBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastArrival = .now
        guard answerBody.count + bytes.count <= bodyLimit else {
            bodyTooLarge = true
            return false
        }
        answerBody.append(contentsOf: bytes)
        return true
    }
}

/// libcurl's header callback: one line of the answer's head.
private let curlHeaderLine: ike_curl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    transfer.receivedHeader(UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
}

/// libcurl's write callback: bytes of the body; answering fewer than given stops the transfer.
private let curlBodyBytes: ike_curl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receivedBody(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}
