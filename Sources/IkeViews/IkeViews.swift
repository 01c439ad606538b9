import IkeApp
import IkeTerm

/// Namespace of the renderer; each screen draws its view-model into a `ScreenBuffer`.
public enum IkeViews {}
