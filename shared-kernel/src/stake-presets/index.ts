// @khel/shared-kernel/preset-editor: the one stake-preset rule (§5) and the one editor, for the
// slip's pop-up (mfe-sports) and /settings (mfe-account). Pure of the kernel's state, and out of
// the kernel's main entry: the shell's first load carries neither.
export * from './rules';
export * from './StakePresetEditor';
