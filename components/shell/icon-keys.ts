// The key of the fallback glyph in the icons the shell's server layout renders by name (see
// shell-icon.tsx). A plain module: the server layout cannot take a value from a client module.
export const FALLBACK_ICON = "";
