import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal of the bench's own, the way a terminal emulator gives one to the program it starts:
/// the bench holds the master side and reads everything the program draws the moment it is written.
final class PseudoTerminal {
    /// The master side's descriptor.
    let master: Int32
    /// The path of the slave side (`/dev/pts/N`), which the program opens as its standard streams.
    let slavePath: String

    /// Opens a new pty pair sized `width`×`height`.
    init(width: Int, height: Int) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else {
            throw BenchError("cannot open /dev/ptmx: \(String(cString: strerror(errno)))")
        }
        // glibc's unlockpt and ptsname_r need _XOPEN_SOURCE, which Swift's Glibc module does not define
        // (Docs/TerminalNotes.md G4): looked up at run time like Spawn.swift's addclosefrom.
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        guard let unlock = dlsym(nil, "unlockpt"), let name = dlsym(nil, "ptsname_r") else {
            close(master)
            throw BenchError("glibc has no unlockpt or ptsname_r")
        }
        var buffer = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(unlock, to: Unlock.self)(master) == 0,
            unsafeBitCast(name, to: Name.self)(master, &buffer, buffer.count) == 0
        else {
            close(master)
            throw BenchError("cannot unlock the new pty: \(String(cString: strerror(errno)))")
        }
        slavePath = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    deinit { close(master) }

    /// Waits up to `milliseconds` for output and reads what there is: nil when nothing came in time, an
    /// empty array once the program has closed the terminal.
    func read(waiting milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    /// Types `bytes` as if from the keyboard.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
}
