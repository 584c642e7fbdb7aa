// An error's text for a toast or a field: in a module of its own so the frame (sign-in links) can use it
// without the auth dialog's fields, which load with the dialog (issue #20, the shell's first load).
export const messageOf = (err: unknown): string => (err instanceof Error && err.message ? err.message : 'Something went wrong');
