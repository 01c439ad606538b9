import CNCursesW
import IkeTerm

/// Turns mouse reports (ncurses `MEVENT` button states, or raw xterm button codes) into `MouseEvent`s.
///
/// Only the left button and the wheel are reported: the app has no use for the others, and a
/// right click arriving as a left click would act on the wrong thing.
enum MouseDecoder {
    /// The event for an ncurses report with button state `bstate` at 0-based cell (`x`, `y`).
    ///
    /// ncurses merges a press and release that arrive together into CLICKED even with
    /// `mouseinterval(0)` (G20), so PRESSED, RELEASED and CLICKED all have to be handled.
    static func event(bstate: mmask_t, x: Int, y: Int) -> MouseEvent? {
        let kind: MouseEvent.Kind
        if bstate & cnc_BUTTON4_PRESSED() != 0 {
            kind = .wheelUp
        } else if bstate & cnc_BUTTON5_PRESSED() != 0 {
            kind = .wheelDown
        } else if bstate & (cnc_BUTTON1_DOUBLE_CLICKED() | cnc_BUTTON1_TRIPLE_CLICKED()) != 0 {
            kind = .doubleClick
        } else if bstate & cnc_BUTTON1_CLICKED() != 0 {
            kind = .click
        } else if bstate & cnc_BUTTON1_PRESSED() != 0 {
            kind = .press
        } else if bstate & cnc_BUTTON1_RELEASED() != 0 {
            kind = .release
        } else if bstate & cnc_REPORT_MOUSE_POSITION() != 0 {
            kind = .drag
        } else {
            return nil
        }
        var modifiers: KeyModifiers = []
        if bstate & cnc_BUTTON_SHIFT() != 0 { modifiers.insert(.shift) }
        if bstate & cnc_BUTTON_ALT() != 0 { modifiers.insert(.alt) }
        if bstate & cnc_BUTTON_CTRL() != 0 { modifiers.insert(.control) }
        return MouseEvent(kind: kind, x: max(0, x), y: max(0, y), modifiers: modifiers)
    }

    /// The event for an xterm button code (SGR `CSI < b;x;y M/m`, or X10 minus 32) at 0-based (`x`, `y`).
    static func event(xtermButton button: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        guard button >= 0, button < 128 else { return nil }
        var modifiers: KeyModifiers = []
        if button & 4 != 0 { modifiers.insert(.shift) }
        if button & 8 != 0 { modifiers.insert(.alt) }
        if button & 16 != 0 { modifiers.insert(.control) }
        let number = button & 3
        let kind: MouseEvent.Kind
        if button & 64 != 0 {
            guard number < 2 else { return nil }
            kind = number == 0 ? .wheelUp : .wheelDown
        } else if button & 32 != 0 {
            guard number == 0 else { return nil }
            kind = .drag
        } else if number == 3 || (number == 0 && released) {
            kind = .release
        } else if number == 0 {
            kind = .press
        } else {
            return nil
        }
        return MouseEvent(kind: kind, x: max(0, x), y: max(0, y), modifiers: modifiers)
    }
}
