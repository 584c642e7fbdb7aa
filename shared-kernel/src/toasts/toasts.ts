// The toast bus and confirm dialog (spec §4.7, §9). The shell renders them; anyone may raise them.
import { BehaviorSubject, type Observable } from 'rxjs';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * §9 names two variants:
 * - 'stack': top-right, newest on top, 5000 ms;
 * - 'flash': top-center, 3 s, closes on click.
 * Both refuse a duplicate (same title, message and type) while it is showing.
 */
export type ToastVariant = 'stack' | 'flash';

export const TOAST_DURATION_MS: Readonly<Record<ToastVariant, number>> = { stack: 5000, flash: 3000 };

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message: string;
  variant: ToastVariant;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  variant?: ToastVariant;
}

const toasts = new BehaviorSubject<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** Toasts showing now, newest first. */
export const toasts$: Observable<readonly Toast[]> = toasts.asObservable();

const sameToast = (a: Toast, b: Omit<Toast, 'id' | 'variant'>) => a.title === b.title && a.message === b.message && a.type === b.type;

/** Adds a toast unless an identical one (title, message, type) is showing; returns its id or null. */
export function addToast(input: ToastInput): number | null {
  const candidate = { type: input.type, title: input.title ?? '', message: input.message };
  if (toasts.getValue().some((t) => sameToast(t, candidate))) return null;
  const variant = input.variant ?? 'flash';
  const toast: Toast = { ...candidate, id: nextId++, variant };
  toasts.next([toast, ...toasts.getValue()]);
  timers.set(
    toast.id,
    setTimeout(() => removeToast(toast.id), TOAST_DURATION_MS[variant]),
  );
  return toast.id;
}

export function removeToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const left = toasts.getValue().filter((t) => t.id !== id);
  if (left.length !== toasts.getValue().length) toasts.next(left);
}

export function removeToastsByType(type: ToastType): void {
  for (const t of toasts.getValue()) if (t.type === type) removeToast(t.id);
}

/** Removes every toast. */
export function cleanToasts(): void {
  for (const t of toasts.getValue()) removeToast(t.id);
}

export const toastError = (message: string, title = ''): number | null => addToast({ type: 'error', message, title });
export const toastSuccess = (message: string, title = ''): number | null => addToast({ type: 'success', message, title });

// The confirm dialog: one at a time; answering resolves the caller's promise.

export interface ConfirmRequest {
  title: string;
  message: string;
  okLabel: string;
  cancelLabel: string;
}

interface PendingConfirm extends ConfirmRequest {
  resolve(answer: boolean): void;
}

const confirmState = new BehaviorSubject<ConfirmRequest | null>(null);
let pendingConfirm: PendingConfirm | null = null;

/** The confirm dialog to show, or null. */
export const confirm$: Observable<ConfirmRequest | null> = confirmState.asObservable();

/** Shows the confirm dialog (buttons 'ok' and 'cancel' unless given); resolves true on ok. A newer request cancels an older one. */
export function showConfirm(request: { title?: string; message: string; okLabel?: string; cancelLabel?: string }): Promise<boolean> {
  hideConfirm();
  return new Promise<boolean>((resolve) => {
    const shown: ConfirmRequest = {
      title: request.title ?? '',
      message: request.message,
      okLabel: request.okLabel ?? 'ok',
      cancelLabel: request.cancelLabel ?? 'cancel',
    };
    pendingConfirm = { ...shown, resolve };
    confirmState.next(shown);
  });
}

/** Answers the dialog showing now (no-op when none). */
export function answerConfirm(answer: boolean): void {
  const pending = pendingConfirm;
  pendingConfirm = null;
  confirmState.next(null);
  pending?.resolve(answer);
}

/** Hides the dialog; its caller gets false. */
export function hideConfirm(): void {
  if (pendingConfirm) answerConfirm(false);
}
