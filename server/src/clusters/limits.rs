//! What a value may be: the banner colours and the longest label and id. Both the rules
//! (`values.rs`) and their messages (`error.rs`) name them.

/// The banner colours the app knows (its theme's colour names).
pub const COLORS: [&str; 10] = [
    "red", "orange", "yellow", "green", "teal", "blue", "indigo", "grape", "pink", "gray",
];

/// The longest banner label, in characters: it has to fit on one line of a phone's screen.
pub const LABEL_MAX_CHARS: usize = 40;

/// The longest id, in characters.
pub const ID_MAX_CHARS: usize = 64;
