/** A command could not do what was asked, for a reason its message gives: exit 1, no stack. */
export class CommandFailed extends Error {
  override readonly name = 'CommandFailed';
}
