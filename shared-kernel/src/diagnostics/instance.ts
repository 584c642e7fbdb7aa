// Proof that a module-federated singleton really is one instance across the shell and remotes.
// If the shell and a remote each bundled their own copy of the kernel, they would see different ids.

const randomId = (): string => {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Made once when this copy of the kernel is evaluated. */
export const KERNEL_INSTANCE_ID: string = randomId();

const objectIds = new WeakMap<object, string>();

/**
 * A stable id for an object (React, a router module...) within this kernel instance.
 * Two callers passing the same object get the same id; two copies of a library get two ids.
 */
export function instanceIdOf(value: object): string {
  let id = objectIds.get(value);
  if (!id) {
    id = randomId();
    objectIds.set(value, id);
  }
  return id;
}
