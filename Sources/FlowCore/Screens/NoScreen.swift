/// The placeholder where a screen may stand but none does: a path entry off the path, or a
/// slot a flow has not rendered into yet. Never shown.
///
/// Keeping a placeholder, rather than an optional, avoids the runtime's generic witnesses that
/// copy and destroy an optional existential.
struct NoScreen: Screen {
    var screenID: ScreenID { "" }
}
