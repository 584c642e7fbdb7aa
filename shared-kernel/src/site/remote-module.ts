// What every remote's `./pages` module exports, so the shell can render any section the same way.
import type { SectionName } from './remotes';

export interface RemoteDiagnostics {
  /** the shared-kernel instance the remote sees (must equal the shell's) */
  kernelInstanceId: string;
  /** id of the React object the remote imports, within the shared kernel (must equal the shell's) */
  reactInstanceId: string;
}

/** `C` is the UI library's component type; the kernel itself knows nothing of React. */
export interface RemotePagesModule<C> {
  section: SectionName;
  /** page key (the route table's `page`) → page component */
  pages: Record<string, C>;
  diagnostics: RemoteDiagnostics;
}
