/**
 * Text a user wrote (a business description, a note) in a direction context of its own. `<bdi>`
 * isolates it (unicode-bidi: isolate) and reads its direction from its first letter, so a
 * right-to-left override or a run of Arabic or Hebrew inside cannot reorder the page's own text
 * around it (issue 34). One-line names lose such characters at the server (singleLineName in
 * src/shared/contracts/text.ts); longer text keeps what its author wrote and is shown through this.
 */
export const UserText = ({ children }: { children: string }) => <bdi>{children}</bdi>;
