extension CoreEnvironment {
    /// Now on the local wall clock, to the minute, in this environment's time zone.
    public var localNow: LocalMoment {
        let now = now()
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + secondsFromGMT(for: now)
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let minute = (seconds - days * 86_400) / 60
        return LocalMoment(
            date: LocalDate(daysSinceEpoch: days), time: TimeOfDay(hour: minute / 60, minute: minute % 60)!)
    }
}
